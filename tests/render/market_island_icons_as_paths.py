"""Market Island's icons as they were drawn in Python paths before they became SVG files
(issue 13): the reference `test_svg_icons.py` compares the files with. When a designer changes
an icon on purpose, its reference here is removed (the test then only checks it renders)."""

from __future__ import annotations

from printkit.render.icons._pen import GridPen, grid
from printkit.render.icons.shapes import flag_on_pole


def start_flags(c, x, y, size, ink, paper):
    """Two crossed flags, one plain and one checkered: the start square."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.placed(7, 4, 0.86):
            with pen.turned(-24, 50, 40):
                flag_on_pole(pen, checkered=True)
            with pen.turned(24, 50, 40):
                with pen.flipped():
                    pen.rect(45, 2, 10, 90, pen.paper, radius=4)
                    flag_on_pole(pen, checkered=False)


def jellyfish(c, x, y, size, ink, paper):
    """A jellyfish: a domed bell with a frilled rim and wavy trailing tentacles."""
    with grid(c, x, y, size, ink, paper) as pen:
        for i, tx in enumerate((27, 39, 51, 63, 75)):
            swing = 5 if i % 2 else -5
            pen.curve((tx, 52), ((tx + swing, 40), (tx - swing, 30), (tx, 20)),
                      ((tx + swing * 0.6, 14), (tx + swing, 10), (tx + swing * 0.4, 6)), width=4.5)
        p = pen.c.beginPath()
        p.moveTo(12, 52)
        p.curveTo(12, 100, 88, 100, 88, 52)
        for k in range(5):
            right = 88 - k * 15.2
            p.curveTo(right - 2, 44, right - 13, 44, right - 15.2, 52)
        p.close()
        pen.fill(p)
        pen.curve((24, 62), ((24, 78), (36, 86), (48, 86)), width=4, color=pen.paper)
        pen.circle(62, 76, 3.4, pen.paper)


def fire(c, x, y, size, ink, paper):
    """A camp fire: a flame with a side tongue and a hollow heart, over two crossed logs."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.line([(16, 8), (84, 22)], 9, cap=1)
        pen.line([(16, 22), (84, 8)], 9, cap=1)
        p = pen.c.beginPath()
        p.moveTo(50, 20)
        p.curveTo(30, 20, 20, 34, 22, 50)
        p.curveTo(23, 62, 30, 68, 31, 80)
        p.curveTo(38, 74, 42, 68, 42, 62)
        p.curveTo(48, 72, 60, 82, 55, 96)
        p.curveTo(72, 86, 82, 68, 80, 50)
        p.curveTo(78, 32, 68, 20, 50, 20)
        p.close()
        pen.fill(p)
        q = pen.c.beginPath()
        q.moveTo(50, 27)
        q.curveTo(40, 27, 34, 35, 36, 45)
        q.curveTo(38, 54, 45, 58, 48, 66)
        q.curveTo(56, 58, 66, 50, 64, 40)
        q.curveTo(62, 31, 57, 27, 50, 27)
        q.close()
        pen.fill(q, pen.paper)


def totem(c, x, y, size, ink, paper):
    """A carved totem pole: two stacked faces under a winged bird head."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(24, 4, 52, 7, radius=2)
        pen.rect(31, 10, 38, 64)
        pen.poly([(31, 74), (6, 84), (14, 70), (31, 62)])
        pen.poly([(69, 74), (94, 84), (86, 70), (69, 62)])
        pen.rect(33, 72, 34, 18, radius=8)
        pen.poly([(42, 89), (50, 97), (58, 89)])
        for band in (36, 62):
            pen.line([(31, band), (69, band)], 2.5, pen.paper, cap=0)
        for ex in (42, 58):
            pen.circle(ex, 82, 4, pen.paper)
        pen.poly([(44, 74), (56, 74), (50, 64)], pen.paper)
        for ex in (42, 58):
            pen.poly([(ex - 6, 54), (ex + 6, 54), (ex, 48)], pen.paper)
        pen.rect(40, 40, 20, 4, pen.paper, radius=2)
        for ex in (42, 58):
            pen.circle(ex, 28, 3.5, pen.paper)
        pen.rect(38, 14, 24, 7, pen.paper, radius=3)
        pen.line([(44, 14), (44, 21)], 1.8, cap=0)
        pen.line([(50, 14), (50, 21)], 1.8, cap=0)
        pen.line([(56, 14), (56, 21)], 1.8, cap=0)


def axe(c, x, y, size, ink, paper):
    """A felling axe: a long handle and a broad curved blade."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.placed(6, 2, 0.88), pen.turned(-32, 50, 50):
            pen.rect(44, 4, 11, 82, radius=5)
            pen.rect(42.5, 4, 14, 10, radius=3.5)
            p = pen.c.beginPath()
            p.moveTo(58, 86)
            p.lineTo(58, 68)
            p.lineTo(44, 70)
            p.curveTo(36, 66, 28, 60, 22, 52)
            p.curveTo(14, 64, 13, 84, 19, 98)
            p.curveTo(27, 92, 36, 88, 44, 86)
            p.close()
            pen.fill(p)
            pen.rect(56, 69, 8, 16, radius=2)
            pen.curve((22, 60), ((18, 70), (18, 82), (21, 90)), width=2.5, color=pen.paper)


def block(c, x, y, size, ink, paper):
    """A block of the chain: a cube in isometric view, its three faces split by paper edges."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(50, 96), (90, 73), (90, 27), (50, 4), (10, 27), (10, 73)])
        for end in ((50, 4), (10, 73), (90, 73)):
            pen.line([(50, 50), end], 4, pen.paper, cap=0)


def _oval_link(pen: GridPen, bottom: float) -> None:
    """A chain link seen flat: a stroked stadium from `bottom` upwards, cut out from what lies below."""
    pen.outline_round_rect(38, bottom, 24, 42, 12, 14, pen.paper)
    pen.outline_round_rect(38, bottom, 24, 42, 12, 8)


def chain_link(c, x, y, size, ink, paper):
    """A short chain: two flat links joined by a link seen edge-on that passes through both."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.turned(-45, 50, 50), pen.placed(10, 10, 0.8):
            _oval_link(pen, 70)
            pen.rect(43, 30, 14, 50, pen.paper, radius=7)
            pen.rect(45, 32, 10, 46, radius=5)
            pen.line([(50, 39), (50, 71)], 2, pen.paper)
            _oval_link(pen, -12)


def ledger(c, x, y, size, ink, paper):
    """An open ledger: two ruled pages on a hard cover."""
    with grid(c, x, y, size, ink, paper) as pen:
        cover = pen.c.beginPath()
        cover.moveTo(50, 12)
        cover.curveTo(36, 20, 18, 20, 4, 16)
        cover.lineTo(4, 78)
        cover.lineTo(96, 78)
        cover.lineTo(96, 16)
        cover.curveTo(82, 20, 64, 20, 50, 12)
        cover.close()
        pen.fill(cover)
        for side in (-1, 1):
            page = pen.c.beginPath()
            page.moveTo(50, 20)
            page.curveTo(50 + side * 14, 26, 50 + side * 30, 27, 50 + side * 42, 24)
            page.lineTo(50 + side * 42, 86)
            page.curveTo(50 + side * 30, 89, 50 + side * 14, 88, 50, 82)
            page.close()
            pen.fill(page, pen.paper)
            inner = pen.c.beginPath()
            inner.moveTo(50 + side * 2, 23)
            inner.curveTo(50 + side * 15, 29, 50 + side * 29, 30, 50 + side * 39, 27.5)
            inner.lineTo(50 + side * 39, 83)
            inner.curveTo(50 + side * 29, 85.5, 50 + side * 15, 85, 50 + side * 2, 79)
            inner.close()
            pen.fill(inner)
            for k in range(5):
                ly = 72 - k * 10
                pen.curve((50 + side * 8, ly - 2), ((50 + side * 18, ly + 1), (50 + side * 26, ly + 1.5),
                                                     (50 + side * 34, ly + 0.5)), width=2.6, color=pen.paper)


def pin(c, x, y, size, ink, paper):
    """A push pin, leaning, as used to mark values on the scoreboards."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.turned(-35, 50, 50):
            pen.line([(50, 4), (50, 32)], 3.5, cap=0)
            pen.rect(26, 30, 48, 9, radius=4.5)
            pen.poly([(37, 39), (63, 39), (59, 72), (41, 72)])
            pen.rect(30, 71, 40, 14, radius=6)
            pen.line([(44, 44), (45, 66)], 3, pen.paper)


def _blade(pen: GridPen, pivot, tip, handle_centre) -> None:
    """One scissor half: a tapered blade from the pivot to the tip, a shank and a ring handle."""
    px, py = pivot
    tx, ty = tip
    dx, dy = tx - px, ty - py
    length = (dx * dx + dy * dy) ** 0.5
    nx, ny = -dy / length, dx / length
    pen.poly([(px - dx * 0.12 + nx * 6, py - dy * 0.12 + ny * 6),
              (tx + nx * 1.5, ty + ny * 1.5), (tx, ty),
              (px - dx * 0.12 - nx * 4, py - dy * 0.12 - ny * 4)])
    hx, hy = handle_centre
    pen.line([(px, py), (hx + (px - hx) * 0.45, hy + (py - hy) * 0.45)], 8)
    pen.ring(hx, hy, 15, 8.5)


def scissors(c, x, y, size, ink, paper):
    """Open scissors: two crossing blades, a pivot screw and two ring handles."""
    with grid(c, x, y, size, ink, paper) as pen:
        _blade(pen, (50, 52), (22, 96), (72, 18))
        pen.line([(50, 52), (76, 92)], 10, pen.paper)
        _blade(pen, (50, 52), (78, 96), (28, 18))
        pen.circle(50, 52, 3.2, pen.paper)


def glue(c, x, y, size, ink, paper):
    """A glue bottle with a pointed nozzle, a label showing a drop, and a drop at the tip."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(24, 4, 52, 54, radius=9)
        pen.poly([(28, 56), (72, 56), (62, 68), (38, 68)])
        pen.rect(40, 66, 20, 8, radius=2)
        pen.poly([(44, 74), (56, 74), (51.5, 88), (48.5, 88)])
        pen.rect(31, 14, 38, 32, pen.paper, radius=4)
        drop = pen.c.beginPath()
        drop.moveTo(50, 42)
        drop.curveTo(46, 34, 41, 29, 41, 24)
        drop.curveTo(41, 18, 46, 16, 50, 16)
        drop.curveTo(54, 16, 59, 18, 59, 24)
        drop.curveTo(59, 29, 54, 34, 50, 42)
        drop.close()
        pen.fill(drop)
        pen.circle(50, 94, 3.5)


REFERENCES = {"start-flags": start_flags, "jellyfish": jellyfish, "fire": fire, "totem": totem, "axe": axe, "block": block, "chain-link": chain_link, "ledger": ledger, "pin": pin, "scissors": scissors, "glue": glue}
