"""Data-Tycoon's icons as they were drawn in Python paths before they became SVG files
(issue 13): the reference `test_svg_icons.py` compares the files with. When a designer changes
an icon on purpose, its reference here is removed (the test then only checks it renders)."""

from __future__ import annotations

import math

from printkit.render.icons._pen import GridPen, grid, mirrored
from printkit.render.icons.shapes import shield_path
from printkit.render.icons.suits import heart_path


def dataset(c, x, y, size, ink, paper):
    """A database: a cylinder of three stacked discs."""
    with grid(c, x, y, size, ink, paper) as pen:
        # One silhouette (issue 27: drawn as two discs and a box, an outline print showed the
        # box's edge across the top and the bottom disc's back half).
        p = pen.c.beginPath()
        p.arc(12, 6, 88, 30, 180, 180)
        p.lineTo(88, 82)
        p.arcTo(12, 70, 88, 94, 0, 180)
        p.close()
        pen.fill(p)
        pen.arc_ellipse(50, 82, 33, 8.5, 0, 360, 3, pen.paper)
        for level in (39, 60):
            pen.arc_ellipse(50, level, 38, 12, 180, 180, 3.5, pen.paper)
        for level in (28, 49, 70):
            pen.circle(76, level - 2, 3, pen.paper)


def stethoscope(c, x, y, size, ink, paper):
    """A stethoscope: two ear tubes joining into one that ends in the chest piece."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.curve((26, 90), ((20, 70), (22, 52), (42, 46)), width=6)
        pen.curve((58, 90), ((64, 70), (62, 52), (42, 46)), width=6)
        pen.curve((42, 46), ((40, 22), (50, 8), (64, 10)), ((76, 12), (78, 22), (76, 30)), width=6)
        for ex in (26, 58):
            pen.circle(ex, 91, 5)
        pen.circle(76, 40, 14)
        pen.ring(76, 40, 9.5, 6.5, pen.paper)


def pierced_heart(c, x, y, size, ink, paper):
    """A heart pierced by an arrow running from lower left to upper right."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.line([(12, 16), (86, 84)], 5, cap=0)
        pen.poly([(94, 92), (74, 86), (88, 72)])
        for k in range(3):
            bx, by = 12 + k * 6, 16 + k * 5.5
            pen.poly([(bx, by), (bx - 9, by + 1), (bx - 4, by + 6)])
            pen.poly([(bx, by), (bx + 1, by - 9), (bx + 6, by - 4)])
        with pen.placed(17, 14, 0.66):
            pen.fill_with_halo(heart_path(pen), 4.5)
            pen.arc(29, 70, 11, 100, 70, 5, pen.paper)
        pen.line([(62, 58), (86, 84)], 5, cap=0)


def fingerprint(c, x, y, size, ink, paper):
    """A fingerprint: nested ridge loops around a core, broken here and there."""
    with grid(c, x, y, size, ink, paper) as pen:
        cx, cy = 50, 50
        for k in range(6):
            rx, ry = 8 + k * 6.6, 10 + k * 7.4
            bottom_gap = -62 + (k % 2) * 24       # every ridge opens at the bottom...
            side_gap = 20 + (k * 47) % 140          # ...and breaks once more, at a varying angle
            arcs = ((bottom_gap, side_gap - 9 - bottom_gap),
                    (side_gap + 9, 242 - (k % 2) * 12 - side_gap - 9))
            for start, extent in arcs:
                pen.arc_ellipse(cx, cy, rx, ry, start, extent, 4.6, cap=1)
        pen.line([(cx, cy - 4), (cx, cy + 6)], 4.6)


def _helix_x(t: float, phase: float) -> float:
    """x of a helix strand at height t (0..1): a sine wave of one and a half turns."""
    return 50 + 20 * math.sin(2 * math.pi * 1.5 * t + phase)


def dna(c, x, y, size, ink, paper):
    """A DNA double helix: two twisting strands joined by base-pair rungs."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.turned(-28, 50, 50):
            top, bottom = 96, 4
            for k in range(1, 12):
                t = k / 12
                yy = bottom + t * (top - bottom)
                a, b = _helix_x(t, 0), _helix_x(t, math.pi)
                if abs(a - b) > 8:
                    pen.line([(a, yy), (b, yy)], 3.4, cap=0)
            for phase in (0, math.pi):
                points = [(_helix_x(i / 60, phase), bottom + i / 60 * (top - bottom))
                          for i in range(61)]
                pen.line(points, 11, pen.paper)
                pen.line(points, 6.5)


def left_right_flags(c, x, y, size, ink, paper):
    """Two pennants on poles side by side, one pointing left and one pointing right."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(18, 4, 64, 8, radius=3)
        for side in (-1, 1):
            px = 50 + side * 9
            pen.rect(px - 3, 10, 6, 82, radius=3)
            pen.circle(px, 93, 4)
            tip = 50 + side * 46
            pen.poly([(px, 88), (tip, 75), (px, 60)])
            pen.line([(px + side * 6, 76), (px + side * 20, 75.5)], 2.6, pen.paper)


def _petal(pen: GridPen, height: float, width: float) -> None:
    """One lotus petal standing on (50, 20), pointed at the top, parted from the petals below."""
    p = pen.c.beginPath()
    p.moveTo(50, 20)
    p.curveTo(50 - width, 20 + height * 0.35, 50 - width * 0.5, 20 + height * 0.8, 50, 20 + height)
    p.curveTo(50 + width * 0.5, 20 + height * 0.8, 50 + width, 20 + height * 0.35, 50, 20)
    p.close()
    pen.fill_with_halo(p, 3.5)


def lotus(c, x, y, size, ink, paper):
    """A lotus flower: fanned pointed petals rising above a line of water."""
    with grid(c, x, y, size, ink, paper) as pen:
        for angle, height, width in ((66, 46, 13), (-66, 46, 13), (34, 58, 15), (-34, 58, 15)):
            with pen.turned(angle, 50, 20):
                _petal(pen, height, width)
        _petal(pen, 72, 19)
        pen.line([(50, 30), (50, 70)], 2.5, pen.paper)
        pen.arc_ellipse(50, 20, 40, 9, 180, 180, 6)
        pen.curve((12, 8), ((24, 4), (30, 12), (42, 8)), ((52, 4), (58, 12), (70, 8)),
                  ((78, 5), (84, 10), (90, 8)), width=3.2)


def gavel(c, x, y, size, ink, paper):
    """A judge's gavel striking its sound block."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(8, 5, 50, 8, radius=3)
        pen.rect(14, 12, 38, 7, radius=2)
        with pen.turned(-40, 56, 60):
            pen.rect(53, 16, 7, 46, radius=3.5)
            pen.rect(30, 60, 54, 22, radius=5)
            pen.rect(26, 57, 9, 28, radius=3)
            pen.rect(79, 57, 9, 28, radius=3)
            for bx in (35.5, 78.5):
                pen.line([(bx, 56), (bx, 86)], 2.2, pen.paper, cap=0)


def purpose(c, x, y, size, ink, paper):
    """A target with an arrow in its centre: purpose limitation."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.circle(46, 46, 42)
        pen.circle(46, 46, 33, pen.paper)
        pen.circle(46, 46, 25)
        pen.circle(46, 46, 16.5, pen.paper)
        pen.circle(46, 46, 8.5)
        pen.line([(47, 47), (86, 86)], 9, pen.paper)
        pen.line([(47, 47), (86, 86)], 4.5)
        for k in range(2):
            bx, by = 80 + k * 6, 80 + k * 6
            pen.poly([(bx, by), (bx - 2, by + 12), (bx + 4, by + 10)])
            pen.poly([(bx, by), (bx + 12, by - 2), (bx + 10, by + 4)])


def sanction(c, x, y, size, ink, paper):
    """A rubber stamp above the mark it leaves: a sanction, a fine."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.circle(50, 85, 11)
        pen.poly([(44, 76), (56, 76), (60, 58), (40, 58)])
        pen.rect(20, 44, 60, 16, radius=4)
        pen.rect(24, 38, 52, 7, radius=1.5)
        pen.line([(24, 51), (76, 51)], 2.5, pen.paper, cap=0)
        pen.rect(12, 4, 76, 24, radius=3)
        pen.rect(16.5, 8.5, 67, 15, pen.paper, radius=1.5)
        pen.line([(24, 16), (76, 16)], 5, cap=0)


def lawyer(c, x, y, size, ink, paper):
    """The scales of justice: a beam on a pillar, two pans hanging from it."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(28, 4), (72, 4), (60, 12), (40, 12)])
        pen.rect(46.5, 10, 7, 72)
        pen.circle(50, 88, 6)
        pen.line([(16, 78), (84, 78)], 5)
        for hx in (16, 84):
            pen.line([(hx, 78), (hx - 12, 46)], 2)
            pen.line([(hx, 78), (hx + 12, 46)], 2)
            pen.sector(hx, 46, 14, 180, 180)
            pen.circle(hx, 78, 3.5)


def transparency(c, x, y, size, ink, paper):
    """A wide-open eye: nothing is hidden."""
    with grid(c, x, y, size, ink, paper) as pen:
        outer = pen.c.beginPath()
        outer.moveTo(4, 50)
        outer.curveTo(24, 84, 76, 84, 96, 50)
        outer.curveTo(76, 16, 24, 16, 4, 50)
        outer.close()
        pen.fill(outer)
        inner = pen.c.beginPath()
        inner.moveTo(13, 50)
        inner.curveTo(30, 76, 70, 76, 87, 50)
        inner.curveTo(70, 24, 30, 24, 13, 50)
        inner.close()
        pen.fill(inner, pen.paper)
        pen.circle(50, 50, 20)
        pen.circle(50, 50, 8, pen.paper)
        pen.circle(57, 57, 4, pen.paper)


def cybersecurity(c, x, y, size, ink, paper):
    """A shield carrying a padlock: security of the data."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.fill(shield_path(pen))
        pen.arc(50, 56, 11.5, 0, 180, 6.5, pen.paper, cap=0)
        pen.line([(38.5, 56), (38.5, 50)], 6.5, pen.paper, cap=0)
        pen.line([(61.5, 56), (61.5, 50)], 6.5, pen.paper, cap=0)
        pen.rect(32, 24, 36, 28, pen.paper, radius=4)
        pen.circle(50, 41, 4.2)
        pen.poly([(47.5, 41), (52.5, 41), (54, 30), (46, 30)])


def databreach(c, x, y, size, ink, paper):
    """A broken padlock: shackle sprung open, body split by a crack."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.line([(28, 54), (28, 66)], 11, cap=0)
        pen.arc(48, 66, 20, 180, -160, 11, cap=0)
        pen.line([(66.8, 72.8), (66.8, 68)], 11, cap=1)
        pen.rect(14, 6, 72, 50, radius=7)
        pen.line([(48, 58), (56, 44), (44, 32), (54, 20), (47, 4)], 5, pen.paper, cap=0)
        pen.circle(30, 34, 5, pen.paper)
        pen.poly([(27, 34), (33, 34), (34.5, 20), (25.5, 20)], pen.paper)
        for a, b in (((60, 76), (68, 88)), ((74, 78), (86, 84)), ((56, 84), (58, 94))):
            pen.line([a, b], 3.2)


def consent(c, x, y, size, ink, paper):
    """A raised open hand with a tick on its palm: consent given."""
    with grid(c, x, y, size, ink, paper) as pen:
        fingers = ((28, 78), (40.5, 88), (53, 85), (65.5, 76))
        for fx, top in fingers:
            pen.rect(fx, 40, 11, top - 40, radius=5.5)
        thumb_path = pen.c.beginPath()
        thumb_path.moveTo(30, 40)
        thumb_path.lineTo(16, 58)
        thumb_path.curveTo(12, 63, 17, 70, 22, 66)
        thumb_path.lineTo(36, 50)
        thumb_path.close()
        pen.fill(thumb_path)
        pen.rect(27, 8, 50, 50, radius=14)
        pen.rect(31, 4, 42, 8, radius=2)
        for fx, _ in fingers[1:]:
            pen.line([(fx - 0.75, 62), (fx - 0.75, 96)], 1.5, pen.paper, cap=0)
        pen.line([(38, 36), (48, 25), (66, 47)], 6.5, pen.paper)


def minimisation(c, x, y, size, ink, paper):
    """A funnel: many data items go in, only a few drops come out."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(8, 74), (92, 74), (58, 40), (58, 18), (42, 18), (42, 40)])
        pen.ellipse(50, 74, 42, 6)
        pen.arc_ellipse(50, 74, 36, 3.2, 0, 360, 2.2, pen.paper)
        for dx, dy in ((-24, 88), (-8, 92), (8, 86), (24, 91), (-16, 82), (16, 80)):
            pen.rect(50 + dx - 4, dy - 4, 8, 8, radius=1.5)
        pen.circle(50, 8, 4)


def hourglass(c, x, y, size, ink, paper):
    """An hourglass: sand running from the upper bulb into the lower one."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(16, 86, 68, 9, radius=3)
        pen.rect(16, 5, 68, 9, radius=3)
        glass = mirrored([(50, 86), (26, 86), (26, 74), (45.5, 53), (45.5, 47), (26, 26),
                          (26, 14), (50, 14)])
        pen.line(glass + [glass[0]], 5)
        pen.poly([(34, 68), (66, 68), (50, 54)])
        pen.poly([(28.5, 16.5), (71.5, 16.5), (71.5, 24), (50, 35), (28.5, 24)])
        pen.line([(50, 54), (50, 34)], 2)


def claim(c, x, y, size, ink, paper):
    """A megaphone calling out: a claim, a complaint made loudly."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(6, 42, 10, 18, radius=2)
        pen.poly([(15, 60), (62, 82), (62, 18), (15, 42)])
        pen.ellipse(62, 50, 6, 32)
        pen.ellipse(62, 50, 2.5, 26, pen.paper)
        pen.poly([(28, 38), (38, 34), (34, 18), (26, 20)])
        for r in (14, 24):
            pen.arc(68, 50, r, -38, 76, 5)


REFERENCES = {
    "dataset": dataset,
    "stethoscope": stethoscope,
    "pierced-heart": pierced_heart,
    "fingerprint": fingerprint,
    "dna": dna,
    "left-right-flags": left_right_flags,
    "lotus": lotus,
    "gavel": gavel,
    "purpose": purpose,
    "sanction": sanction,
    "lawyer": lawyer,
    "transparency": transparency,
    "cybersecurity": cybersecurity,
    "databreach": databreach,
    "consent": consent,
    "minimisation": minimisation,
    "time": hourglass,
    "claim": claim,
}
