"""Referees: one module per game, each exporting CHECKS = {name: function} and explain()."""
