"""Frozen dataclasses built from each game's deck data; one module per game."""
