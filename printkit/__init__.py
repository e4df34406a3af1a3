"""printkit: data-driven print-and-play kits for serious games."""

__version__ = "0.1.0"
