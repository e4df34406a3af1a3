"""Referees: one module per game, each exporting `CHECKS` and `explain` (DEVELOPING.md)."""
