"""What an SVG file uses that printkit cannot print faithfully, found before it is drawn.

SVG files are drawn as vectors through svglib (render/art_files.py). Some of what SVG can say
does not come through: a gradient or an opacity needs a resource (a shading, a transparency
state) that a card's form does not carry, so the page names a resource the PDF never defines
(poppler: "ExtGState 'Sh0' is unknown") and the shape prints black or not at all; svglib ignores
`opacity`, filters, masks, patterns and markers; text is set in whatever font the card was
using; an embedded picture stops the build. A designer would find out from a spoiled print
run, so such a file is refused with the element and its line, and what to do instead.

Only the standard library: expat reads the file once, with line numbers, and resolves no
external entity.
"""

from __future__ import annotations

import re
from typing import NamedTuple
from xml.parsers import expat

# element -> what it is, for the message; those that are only used by reference (paint servers,
# effects) are refused when something refers to them.
_BY_REFERENCE = {"linearGradient": "a gradient", "radialGradient": "a gradient", "pattern": "a pattern fill",
                 "filter": "a filter (blur, shadow …)", "mask": "a mask", "marker": "a marker (arrowhead …)"}
_ALWAYS = {"text": "text", "image": "an embedded picture", "foreignObject": "foreign content",
           "feImage": "an embedded picture"}
_PROPERTIES = {"opacity": "an opacity", "fill-opacity": "an opacity", "stroke-opacity": "an opacity",
               "mix-blend-mode": "a blend mode"}
_URL = re.compile(r"url\(\s*['\"]?#([^)'\"\s]+)['\"]?\s*\)")
_DECLARATION = re.compile(r"([a-zA-Z-]+)\s*:\s*([^;}]+)")
_FIX = {"text": "convert the text to paths (Inkscape: Path > Object to Path)",
        "an embedded picture": "use the picture itself (PNG or JPEG) in a `picture` region"}
_DEFAULT_FIX = "expected flat colours without transparency: simplify the drawing, or export it as PNG"


class Problem(NamedTuple):
    line: int
    element: str       # as the message shows it: <linearGradient id="sky">
    what: str          # "a gradient"


def svg_problems(data: bytes) -> list[Problem]:
    """Everything in the SVG text `data` that printkit would not print as drawn, in file order.
    An unreadable file gives no problem here: svglib reports it when it reads the file."""
    scan = _Scan()
    parser = expat.ParserCreate(namespace_separator=" ")
    parser.StartElementHandler = lambda name, attrs: scan.start(name, attrs, parser.CurrentLineNumber)
    parser.EndElementHandler = lambda name: scan.end(name)
    parser.CharacterDataHandler = scan.text
    try:
        parser.Parse(data, True)
    except expat.ExpatError:
        return []
    return scan.problems()


def describe(problems: list[Problem]) -> str:
    """One line for a refused file: the first problem, what to do, and the others' lines."""
    first = problems[0]
    message = f"{first.element} at line {first.line}: printkit cannot print {first.what} in an SVG file yet; " \
              f"{_FIX.get(first.what, _DEFAULT_FIX)}"
    others = [f"{p.element.split()[0].lstrip('<').rstrip('>')} at line {p.line}" for p in problems[1:]]
    if others:
        message += f" (also: {', '.join(others[:4])}{', …' if len(others) > 4 else ''})"
    return message


class _Scan:
    """The elements, references and properties of one file, gathered while expat reads it."""

    def __init__(self) -> None:
        self.found: list[Problem] = []
        self.ids: dict[str, Problem] = {}          # id -> a referable effect or paint server
        self.references: dict[str, int] = {}       # id -> first line referring to it
        self.in_style = False
        self.style_line = 0

    def start(self, name: str, attrs: dict[str, str], line: int) -> None:
        local = name.rsplit(" ", 1)[-1]
        shown = f"<{local}" + (f" id=\"{attrs['id']}\"" if "id" in attrs else "") + ">"
        if local in _ALWAYS:
            self.found.append(Problem(line, shown, _ALWAYS[local]))
        elif local in _BY_REFERENCE and "id" in attrs:
            self.ids[attrs["id"]] = Problem(line, shown, _BY_REFERENCE[local])
        self.in_style, self.style_line = local == "style", line
        properties = {key.rsplit(" ", 1)[-1]: value for key, value in attrs.items()}
        properties.update(_declarations(attrs.get("style", "")))
        self._properties(properties, shown, line)

    def end(self, name: str) -> None:
        self.in_style = False

    def text(self, data: str) -> None:
        if self.in_style:   # a <style> sheet: its declarations apply to some elements
            self._properties(_declarations(data), "<style>", self.style_line)

    def _properties(self, properties: dict[str, str], shown: str, line: int) -> None:
        for key, value in properties.items():
            for target in _URL.findall(value):
                self.references.setdefault(target, line)
            if key in _PROPERTIES and not _harmless(key, value):
                self.found.append(Problem(line, f"{shown} {key}=\"{value.strip()}\"", _PROPERTIES[key]))

    def problems(self) -> list[Problem]:
        used = [problem for target, problem in self.ids.items() if target in self.references]
        return sorted(self.found + used, key=lambda p: p.line)


def _declarations(style: str) -> dict[str, str]:
    return {key.strip().lower(): value.strip() for key, value in _DECLARATION.findall(style)}


def _harmless(key: str, value: str) -> bool:
    """An opacity of 1 (or 100 %) and the normal blend mode change nothing and are let through."""
    text = value.strip().lower()
    if key == "mix-blend-mode":
        return text == "normal"
    try:
        return (float(text[:-1]) / 100 if text.endswith("%") else float(text)) >= 1
    except ValueError:
        return False
