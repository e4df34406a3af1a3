import pytest

from printkit.units import MM, parse_length


@pytest.mark.parametrize("text, points", [("63mm", 63 * MM), ("2.5in", 180.0), ("10pt", 10.0), ("1.5cm", 15 * MM)])
def test_lengths_parse_to_points(text, points):
    assert parse_length(text) == pytest.approx(points)


@pytest.mark.parametrize("text", ["63", "mm", "6 3mm", "63 furlongs", ""])
def test_bad_lengths_say_what_was_expected(text):
    with pytest.raises(ValueError) as error:
        parse_length(text)
    assert str(error.value) == f"expected a length such as '63mm', '2.5in' or '10pt', got {text!r}"
