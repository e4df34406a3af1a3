"""`python -m printkit` runs the command-line interface."""

from printkit.cli import run

run()
