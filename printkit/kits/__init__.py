"""One module per game: `components(data, options, tr) -> list[Component]`."""
