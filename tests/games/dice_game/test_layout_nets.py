"""Dice nets: right face counts, tabs outside the faces, every edge of the solid closed once."""

from __future__ import annotations

import pytest

from printkit.games.dice_game.layout_nets import centroid, cube_net, flip_net, long4_net, octahedron_net
from printkit.units import mm


def inside(point, polygon) -> bool:
    """Ray casting: is the point strictly inside the polygon?"""
    x, y = point
    hit = False
    for i in range(len(polygon)):
        (x0, y0), (x1, y1) = polygon[i], polygon[(i + 1) % len(polygon)]
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


NETS = {
    "flip": (flip_net(mm(20)), 2),
    "long4": (long4_net(mm(18), mm(26), mm(12), mm(5)), 4),
    "cube": (cube_net(mm(18), mm(5)), 6),
    "octahedron": (octahedron_net(mm(27), mm(5)), 8),
}


@pytest.mark.parametrize("shape", sorted(NETS))
def test_face_count(shape):
    net, faces = NETS[shape]
    assert len(net.faces) == faces


@pytest.mark.parametrize("shape", sorted(NETS))
def test_tabs_and_caps_never_cover_a_face(shape):
    net, _ = NETS[shape]
    for piece in net.tabs + net.caps:
        middle = centroid(piece)
        assert not any(inside(middle, face) for face in net.faces), piece


@pytest.mark.parametrize("shape", sorted(NETS))
def test_net_starts_at_the_origin(shape):
    net, _ = NETS[shape]
    points = [p for poly in net.polygons() for p in poly]
    assert min(p[0] for p in points) == pytest.approx(0) and min(p[1] for p in points) == pytest.approx(0)
    assert max(p[0] for p in points) == pytest.approx(net.width)


@pytest.mark.parametrize("shape, solid_edges", [("cube", 12), ("octahedron", 12)])
def test_every_edge_of_the_solid_is_a_fold_or_glued_by_one_tab(shape, solid_edges):
    """Folds between faces plus tabs = the solid's edges: each edge is closed exactly once."""
    net, _ = NETS[shape]
    _, folds = net.edges()
    face_folds = len(folds) - len(net.tabs)       # every tab folds along exactly one edge
    assert face_folds == len(net.faces) - 1       # the faces of a net form a tree
    assert face_folds + len(net.tabs) == solid_edges


def test_octahedron_faces_hold_the_sticker_circle():
    net, _ = NETS["octahedron"]
    side = mm(27)
    inscribed = side / 3 ** 0.5
    assert inscribed > mm(14)
    for face in net.faces:
        xs = sorted(p[0] for p in face)
        assert xs[-1] - xs[0] == pytest.approx(side, abs=0.01)


def test_long_die_faces_are_rectangles_with_pointed_ends():
    net, _ = NETS["long4"]
    assert len(net.caps) == 8 and all(len(cap) == 3 for cap in net.caps)
