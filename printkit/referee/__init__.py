"""Referees: one module per game, pure functions over the game's model (DEVELOPING.md)."""
