"""Small fonts made for the tests with fontTools' FontBuilder: OpenType (CFF) fonts whose glyphs
are drawn with curves, so that discovery, subsetting and the CFF -> TrueType conversion are tested
without any font of the machine. Each glyph is a ring (two cubic contours) of its own width."""

from __future__ import annotations

from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.ttLib import TTCollection, TTFont

JAPANESE = "日本語のかなカナ"        # font_discovery.SAMPLES["Jpan"]
KOREAN = "한국어글자"               # font_discovery.SAMPLES["Kore"]
OFL_TEXT = ("This Font Software is licensed under the SIL Open Font License, Version 1.1. This license is "
            "available with a FAQ at: https://openfontlicense.org")
K = 0.5523   # cubic Bézier handle length for a quarter circle


def glyph_name(char: str) -> str:
    return f"uni{ord(char):04X}"


def ring(pen, cx: float, cy: float, outer: float, inner: float) -> None:
    """Two circles drawn with cubic curves, the inner one the other way round (a hole)."""
    for radius, clockwise in ((outer, False), (inner, True)):
        points = [(cx + radius, cy), (cx, cy + radius), (cx - radius, cy), (cx, cy - radius)]
        if clockwise:
            points.reverse()
        pen.moveTo(points[0])
        for index in range(4):
            start, end = points[index], points[(index + 1) % 4]
            # handles: tangent at each point of the circle
            sx, sy = start[0] - cx, start[1] - cy
            ex, ey = end[0] - cx, end[1] - cy
            turn = -1 if clockwise else 1
            pen.curveTo((start[0] - turn * sy * K, start[1] + turn * sx * K),
                        (end[0] + turn * ey * K, end[1] - turn * ex * K), end)
        pen.closePath()


def cff_font(path: Path, family: str, chars: str, *, weight: int = 400, fs_type: int = 0,
             licence: str = OFL_TEXT) -> Path:
    """Write an OpenType CFF font named `family` that has `chars` (and printable ASCII)."""
    chars = "".join(sorted(set(chars) | {chr(c) for c in range(0x21, 0x7F)}))
    order = [".notdef", "space", *(glyph_name(ch) for ch in chars)]
    builder = FontBuilder(1000, isTTF=False)
    builder.setupGlyphOrder(order)
    builder.setupCharacterMap({0x20: "space", **{ord(ch): glyph_name(ch) for ch in chars}})
    strings = {}
    for index, name in enumerate(order):
        pen = T2CharStringPen(900, None)
        if name not in (".notdef", "space"):
            ring(pen, 450, 380, 300 + index % 7 * 10, 120)
        strings[name] = pen.getCharString()
    style = "Bold" if weight >= 600 else "Regular"
    builder.setupCFF(f"{family.replace(' ', '')}-{style}", {"FullName": f"{family} {style}"}, strings, {})
    builder.setupHorizontalMetrics({name: (900, 150) for name in order})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    names = {"familyName": family, "styleName": style, "uniqueFontIdentifier": f"{family} {style} test",
             "fullName": f"{family} {style}", "psName": f"{family.replace(' ', '')}-{style}",
             "version": "Version 1.000"}
    if licence:
        names["licenseDescription"] = licence
    builder.setupNameTable(names)
    builder.setupOS2(sTypoAscender=880, sTypoDescender=-120, usWinAscent=880, usWinDescent=120,
                     usWeightClass=weight, fsType=fs_type)
    builder.setupPost()
    path.parent.mkdir(parents=True, exist_ok=True)
    builder.save(str(path))
    return path


def collection(path: Path, *fonts: Path) -> Path:
    """An OpenType collection (.otc) holding `fonts`, in that order."""
    coll = TTCollection()
    coll.fonts = [TTFont(str(font)) for font in fonts]
    path.parent.mkdir(parents=True, exist_ok=True)
    coll.save(str(path))
    return path
