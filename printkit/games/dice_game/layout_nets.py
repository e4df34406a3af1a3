"""Paper nets for the dice game's dice (DECISIONS.md D10): pure geometry in points.

A net is a set of polygons: faces (which carry a die face), caps (plain closing pieces) and glue
tabs. An edge shared by two polygons is a fold; an edge belonging to one polygon only is a cut.
Every net is normalised so its bounding box starts at (0, 0).

- flip (2 faces): two squares side by side, folded back to back into a token.
- long4 (4 faces): four long rectangles in a band, closed by a band tab, with four triangles at
  each end that fold into pyramids, so the die can only rest on a long face.
- cube (6 faces): the cross net, 7 tabs.
- octahedron (8 faces): a band of six triangles (an antiprism) plus the two caps, 5 tabs.

A net depends only on its sizes, so each is made once per process and shared (nets are
immutable), and so are its cut and fold edges: a kit prints about 40 dice of only four shapes,
so making each die's net and edges again would repeat the same work dozens of times.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache
from typing import NamedTuple

Point = tuple[float, float]
Polygon = tuple[Point, ...]


class Net(NamedTuple):
    """A die's paper net: its faces, caps and glue tabs as polygons, and its size."""

    faces: tuple[Polygon, ...]   # in face order: face i of the die is drawn in faces[i]
    caps: tuple[Polygon, ...]
    tabs: tuple[Polygon, ...]
    width: float
    height: float

    def polygons(self) -> tuple[Polygon, ...]:
        return self.faces + self.caps + self.tabs

    def edges(self) -> tuple[tuple[tuple[Point, Point], ...], tuple[tuple[Point, Point], ...]]:
        """(cuts, folds): edges used once are cut, edges shared by two polygons are folded."""
        return _cuts_and_folds(self)


@lru_cache(maxsize=32)
def _cuts_and_folds(net: Net) -> tuple[tuple[tuple[Point, Point], ...], tuple[tuple[Point, Point], ...]]:
    counts: Counter = Counter()
    for polygon in net.polygons():
        for a, b in _edges(polygon):
            counts[_key(a, b)] += 1
    cuts = tuple(sorted(k for k, n in counts.items() if n == 1))
    folds = tuple(sorted(k for k, n in counts.items() if n > 1))
    return cuts, folds


def centroid(polygon: Polygon) -> Point:
    return (sum(p[0] for p in polygon) / len(polygon), sum(p[1] for p in polygon) / len(polygon))


def _edges(polygon: Polygon) -> list[tuple[Point, Point]]:
    return [(polygon[i], polygon[(i + 1) % len(polygon)]) for i in range(len(polygon))]


def _key(a: Point, b: Point) -> tuple[Point, Point]:
    ra, rb = (round(a[0], 2), round(a[1], 2)), (round(b[0], 2), round(b[1], 2))
    return (ra, rb) if ra <= rb else (rb, ra)


def tab(a: Point, b: Point, away_from: Point, depth: float) -> Polygon:
    """A trapezoid glue tab on edge a-b, on the side opposite `away_from`, its ends slanted 45°."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    if (away_from[0] - mid[0]) * nx + (away_from[1] - mid[1]) * ny > 0:
        nx, ny = -nx, -ny
    inset = min(depth, length / 3)
    return (a, b, (b[0] + nx * depth - ux * inset, b[1] + ny * depth - uy * inset),
            (a[0] + nx * depth + ux * inset, a[1] + ny * depth + uy * inset))


def _rect(x: float, y: float, w: float, h: float) -> Polygon:
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def _normalise(faces: list[Polygon], caps: list[Polygon], tabs: list[Polygon]) -> Net:
    points = [p for poly in faces + caps + tabs for p in poly]
    x0, y0 = min(p[0] for p in points), min(p[1] for p in points)
    shift = lambda poly: tuple((round(p[0] - x0, 4), round(p[1] - y0, 4)) for p in poly)  # noqa: E731
    x1, y1 = max(p[0] for p in points), max(p[1] for p in points)
    return Net(tuple(map(shift, faces)), tuple(map(shift, caps)), tuple(map(shift, tabs)), x1 - x0, y1 - y0)


@lru_cache(maxsize=32)
def flip_net(side: float) -> Net:
    """Two squares sharing the fold; glued back to back they make a two-face token."""
    return _normalise([_rect(0, 0, side, side), _rect(side, 0, side, side)], [], [])


@lru_cache(maxsize=32)
def long4_net(width: float, length: float, tip: float, depth: float) -> Net:
    """Four long faces in a band with pyramid ends; tabs close the band and each pyramid."""
    faces = [_rect(i * width, 0, width, length) for i in range(4)]
    caps, tabs = [], []
    for i in range(4):
        x = i * width
        top = ((x, length), (x + width, length), (x + width / 2, length + tip))
        bottom = ((x, 0), (x + width / 2, -tip), (x + width, 0))
        caps += [top, bottom]
        if i < 3:   # each triangle glues to its right neighbour; the fourth meets the first's tab
            tabs.append(tab(top[1], top[2], centroid(top), depth * 0.6))
            tabs.append(tab(bottom[1], bottom[2], centroid(bottom), depth * 0.6))
    tabs.append(tab((4 * width, 0), (4 * width, length), centroid(faces[3]), depth))
    return _normalise(faces, caps, tabs)


@lru_cache(maxsize=32)
def cube_net(side: float, depth: float) -> Net:
    """The cross: a column of four faces, two side faces beside the second; seven tabs."""
    s = side
    column = [_rect(s, 3 * s - i * s, s, s) for i in range(4)]        # top, upper-middle, lower-middle, bottom
    left, right = _rect(0, 2 * s, s, s), _rect(2 * s, 2 * s, s, s)
    faces = [column[0], column[1], left, right, column[2], column[3]]
    tabs = [tab((s, 4 * s), (2 * s, 4 * s), centroid(column[0]), depth)]  # top of the column
    for side_face, outer_x in ((left, 0.0), (right, 3 * s)):
        c = centroid(side_face)
        inner_x = s if outer_x == 0.0 else 2 * s
        tabs += [tab((outer_x, 3 * s), (inner_x, 3 * s), c, depth),
                 tab((outer_x, 2 * s), (inner_x, 2 * s), c, depth),
                 tab((outer_x, 2 * s), (outer_x, 3 * s), c, depth)]
    return _normalise(faces, [], tabs)


@lru_cache(maxsize=32)
def octahedron_net(side: float, depth: float) -> Net:
    """A band of six triangles (up, down, …) plus a cap above and below; five tabs."""
    h = side * math.sqrt(3) / 2
    band = []
    for i in range(6):
        x = i * side / 2
        if i % 2 == 0:
            band.append(((x, 0.0), (x + side, 0.0), (x + side / 2, h)))          # pointing up
        else:
            band.append(((x, h), (x + side / 2, 0.0), (x + side, h)))          # pointing down
    top = ((side / 2, h), (side * 1.5, h), (side, 2 * h))                       # above band[1]
    bottom = ((side, 0.0), (side * 2, 0.0), (side * 1.5, -h))                  # below band[2]
    faces = band[:3] + [top] + band[3:] + [bottom]
    tabs = [tab(band[5][1], band[5][2], centroid(band[5]), depth)]             # closes the band
    for cap in (top, bottom):   # cap[0]-cap[1] is the edge shared with the band; tab the other two
        c = centroid(cap)
        tabs += [tab(cap[1], cap[2], c, depth * 0.7), tab(cap[2], cap[0], c, depth * 0.7)]
    return _normalise(faces, [], tabs)


__all__ = ["Net", "Polygon", "Point", "centroid", "flip_net", "long4_net", "cube_net", "octahedron_net", "tab"]
