"""Referees: one module per game, pure functions over frozen state, and a registry."""
