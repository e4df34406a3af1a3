"""Triple Bataille's icons as they were drawn in Python paths before they became SVG files
(issue 13): the reference `test_svg_icons.py` compares the files with. When a designer changes
an icon on purpose, its reference here is removed (the test then only checks it renders)."""

from __future__ import annotations

from printkit.render.icons._pen import GridPen, grid, polar
from printkit.render.icons.common import coin_face, coin_stack
from printkit.render.icons.shapes import cupped_hand, gear


def house(c, x, y, size, ink, paper):
    """A house: pitched roof with a chimney, a door and a window."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(66, 62, 11, 26)
        pen.poly([(4, 54), (50, 94), (96, 54), (88, 54), (50, 85), (12, 54)])
        pen.poly([(16, 54), (50, 83), (84, 54), (84, 6), (16, 6)])
        pen.rect(56, 6, 18, 32, pen.paper, radius=2)
        pen.circle(70, 22, 2, None)
        pen.rect(24, 26, 22, 20, pen.paper, radius=1.5)
        pen.line([(35, 26), (35, 46)], 2.6, cap=0)
        pen.line([(24, 36), (46, 36)], 2.6, cap=0)


def workshop(c, x, y, size, ink, paper):
    """A workshop: a low gabled shed with a wide slatted door and a gear on its gable."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(2, 56), (50, 88), (98, 56), (90, 56), (50, 80), (10, 56)])
        pen.poly([(12, 56), (50, 78), (88, 56), (88, 6), (12, 6)])
        gear(pen, 50, 60, 12, pen.paper, pen.ink)
        pen.rect(26, 6, 48, 36, pen.paper, radius=1.5)
        for k in range(4):
            pen.rect(29, 10 + k * 8, 42, 5)


def _sawtooth_building(pen: GridPen, left: float, right: float, wall_top: float, teeth: int,
                       tooth_height: float) -> None:
    """A factory hall: a wall up to `wall_top` and a saw-tooth roof of `teeth` teeth."""
    points = [(left, 6), (left, wall_top)]
    step = (right - left) / teeth
    for k in range(teeth):
        x0 = left + k * step
        points += [(x0, wall_top + tooth_height), (x0 + step, wall_top)]
    points.append((right, 6))
    pen.poly(points)


def _smoke(pen: GridPen, cx: float, top: float, scale: float) -> None:
    """Three puffs of smoke rising to the right above a chimney."""
    for k, r in enumerate((3.2, 4.2, 5.2)):
        pen.circle(cx + k * 4 * scale, top + 5 + k * 4.5 * scale, r * scale)


def _windows(pen: GridPen, left: float, right: float, y0: float, count: int, h: float = 9) -> None:
    """A row of `count` paper windows between `left` and `right`."""
    step = (right - left) / count
    for k in range(count):
        pen.rect(left + k * step + step * 0.2, y0, step * 0.6, h, pen.paper, radius=1)


def factory(c, x, y, size, ink, paper):
    """A factory: a saw-tooth roofed hall and one smoking chimney."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.rect(70, 40, 12, 40)
        _smoke(pen, 78, 78, 1.0)
        _sawtooth_building(pen, 6, 70, 44, 3, 18)
        pen.rect(66, 6, 28, 42)
        _windows(pen, 10, 66, 26, 3)
        pen.rect(72, 6, 14, 24, pen.paper, radius=1)


def large_factory(c, x, y, size, ink, paper):
    """A large factory: a long hall of five saw teeth, a tall block and three chimneys."""
    with grid(c, x, y, size, ink, paper) as pen:
        for cx, top in ((62, 78), (74, 82), (86, 74)):
            pen.rect(cx - 4, 50, 8, top - 50)
            _smoke(pen, cx + 1, top - 2, 0.7)
        _sawtooth_building(pen, 4, 56, 40, 4, 14)
        pen.rect(54, 6, 42, 54)
        _windows(pen, 6, 54, 24, 4, 8)
        _windows(pen, 56, 94, 42, 3, 8)
        _windows(pen, 56, 94, 28, 3, 8)
        pen.rect(66, 6, 18, 16, pen.paper, radius=1)
        pen.line([(75, 6), (75, 22)], 2, cap=0)


def _columns(pen: GridPen, left: float, right: float, bottom: float, top: float, count: int,
             width: float) -> None:
    """`count` columns with capitals and bases spread between `left` and `right`."""
    step = (right - left - width) / (count - 1)
    for k in range(count):
        cx = left + k * step
        pen.rect(cx, bottom, width, top - bottom)
        pen.rect(cx - 2, top - 3, width + 4, 4)
        pen.rect(cx - 2, bottom - 1, width + 4, 4)


def bank(c, x, y, size, ink, paper):
    """A bank: a classical front whose pediment carries a coin."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(4, 70), (50, 96), (96, 70)])
        coin_face(pen, 50, 80, 9)
        pen.rect(8, 62, 84, 8)
        _columns(pen, 14, 86, 18, 61, 4, 10)
        pen.rect(8, 11, 84, 7)
        pen.rect(4, 4, 92, 7, radius=1.5)


def state(c, x, y, size, ink, paper):
    """The state: a domed capitol with a colonnade and a flag on top."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.line([(50, 74), (50, 96)], 2.5, cap=0)
        pen.poly([(51, 96), (64, 92), (51, 88)])
        pen.sector(50, 62, 20, 0, 180)
        pen.rect(26, 58, 48, 6)
        pen.line([(30, 66), (70, 66)], 2, pen.paper, cap=0)
        pen.rect(6, 50, 88, 8)
        pen.poly([(6, 58), (94, 58), (88, 62), (12, 62)])
        _columns(pen, 12, 88, 17, 49, 6, 7)
        pen.rect(6, 10, 88, 7)
        pen.rect(2, 4, 96, 6, radius=1.5)


def credit(c, x, y, size, ink, paper):
    """A credit contract: a sheet with a folded corner, lines of terms and a signature."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.poly([(16, 4), (84, 4), (84, 72), (60, 96), (16, 96)])
        pen.poly([(60, 96), (60, 72), (84, 72)], pen.paper)
        pen.poly([(64, 90), (64, 76), (78, 76)])
        for k, right in enumerate((54, 54, 74, 66, 74)):
            pen.line([(25, 84 - k * 10), (right, 84 - k * 10)], 3.2, pen.paper, cap=0)
        pen.curve((26, 18), ((30, 30), (36, 30), (36, 20)), ((36, 12), (42, 14), (46, 22)),
                  ((50, 30), (54, 22), (58, 18)), ((62, 14), (68, 20), (74, 20)), width=3.2,
                  color=pen.paper)
        pen.line([(24, 11), (76, 11)], 1.8, pen.paper, cap=0)


def _banknote(pen: GridPen, x0: float, y0: float, w: float, h: float) -> None:
    """One banknote: an ink sheet with a paper frame line and a round paper medallion."""
    pen.rect(x0 - 2, y0 - 2, w + 4, h + 4, pen.paper, radius=3)
    pen.rect(x0, y0, w, h, radius=2)
    pen.outline_round_rect(x0 + 4, y0 + 4, w - 8, h - 8, 2, 2, pen.paper)
    pen.ellipse(x0 + w / 2, y0 + h / 2, h * 0.26, h * 0.26, pen.paper)
    pen.ellipse(x0 + w / 2, y0 + h / 2, h * 0.16, h * 0.16)


def liasse(c, x, y, size, ink, paper):
    """A bundle of banknotes: a fanned stack held by a paper band."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.turned(14, 50, 50):
            _banknote(pen, 16, 40, 70, 36)
        with pen.turned(6, 50, 50):
            _banknote(pen, 14, 32, 70, 36)
        _banknote(pen, 12, 18, 76, 40)
        pen.rect(24, 14, 14, 48, pen.paper)
        pen.rect(26, 14, 10, 48)
        pen.line([(26, 38), (36, 38)], 2, pen.paper, cap=0)


def dividend(c, x, y, size, ink, paper):
    """The universal dividend: a sun rising over two open, cupped hands."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.circle(50, 54, 15)
        for k in range(9):
            angle = k * 22.5
            pen.line([polar(50, 54, 21, angle), polar(50, 54, 31, angle)], 4.5)
        cupped_hand(pen)
        with pen.flipped():
            cupped_hand(pen)
        pen.line([(50, 6), (50, 24)], 2, pen.paper, cap=0)


def food(c, x, y, size, ink, paper):
    """Food: a round loaf of bread with three slashes on its crust."""
    with grid(c, x, y, size, ink, paper) as pen:
        loaf = pen.c.beginPath()
        loaf.moveTo(10, 22)
        loaf.curveTo(2, 50, 24, 80, 50, 80)
        loaf.curveTo(76, 80, 98, 50, 90, 22)
        loaf.curveTo(86, 14, 14, 14, 10, 22)
        loaf.close()
        pen.fill(loaf)
        for cx in (30, 50, 70):
            pen.curve((cx - 9, 44), ((cx - 4, 52), (cx + 2, 58), (cx + 8, 62)), width=5,
                      color=pen.paper)
        pen.arc_ellipse(50, 22, 38, 6, 190, 160, 2.4, pen.paper)


def leisure(c, x, y, size, ink, paper):
    """Leisure: a football, a black pentagon with seams to the patches round its edge."""
    with grid(c, x, y, size, ink, paper) as pen:
        pen.circle(50, 50, 45)
        pen.circle(50, 50, 40, pen.paper)
        ball = pen.c.beginPath()
        ball.circle(50, 50, 41)
        with pen.clipped(ball):
            pen.poly([polar(50, 50, 14, 90 + k * 72) for k in range(5)])
            for k in range(5):
                spoke = 90 + k * 72
                joint = polar(50, 50, 29, spoke)
                pen.line([polar(50, 50, 14, spoke), joint], 3)
                patch_x, patch_y = polar(50, 50, 42, spoke + 36)
                pen.poly([polar(patch_x, patch_y, 13, spoke + 36 + j * 72) for j in range(5)])
                for side in (-1, 1):
                    edge = spoke + side * 36
                    centre = polar(50, 50, 42, edge)
                    pen.line([joint, polar(*centre, 13, edge - side * 144)], 3)


def rent(c, x, y, size, ink, paper):
    """Rent: a door key with a round bow and a toothed bit."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.turned(40, 50, 50), pen.placed(2, 2, 0.96):
            pen.circle(22, 50, 19)
            pen.circle(22, 50, 8, pen.paper)
            pen.rect(36, 44, 58, 12, radius=2.5)
            pen.rect(70, 30, 9, 16)
            pen.rect(83, 34, 9, 12)
            pen.rect(37, 41, 6, 18, radius=2)


def _sword(pen: GridPen) -> None:
    """An upright sword: pointed blade with a fuller, cross guard, grip and pommel."""
    pen.poly([(50, 98), (56.5, 86), (56.5, 36), (43.5, 36), (43.5, 86)])
    pen.line([(50, 40), (50, 84)], 2, pen.paper, cap=0)
    pen.rect(31, 29, 38, 8, radius=4)
    pen.rect(45.5, 13, 9, 17, radius=2)
    pen.circle(50, 10, 6.5)


def battle(c, x, y, size, ink, paper):
    """The battle: two crossed swords."""
    with grid(c, x, y, size, ink, paper) as pen:
        with pen.placed(3, 3, 0.94):
            with pen.turned(-42, 50, 50):
                _sword(pen)
            with pen.turned(42, 50, 50):
                pen.poly([(50, 104), (61, 86), (61, 32), (39, 32), (39, 86)], pen.paper)
                _sword(pen)


def devaluation(c, x, y, size, ink, paper):
    """Devaluation: a bold downward arrow over a shrinking pile of coins."""
    with grid(c, x, y, size, ink, paper) as pen:
        coin_stack(pen, 25, 4, 21, 6)
        coin_stack(pen, 52, 4, 21, 3)
        arrow = [(80, 5), (97, 34), (87, 34), (87, 95), (73, 95), (73, 34), (63, 34)]
        pen.line(arrow + [arrow[0]], 6, pen.paper)
        pen.poly(arrow)


REFERENCES = {"house": house, "workshop": workshop, "factory": factory, "large-factory": large_factory, "bank": bank, "state": state, "credit": credit, "liasse": liasse, "dividend": dividend, "food": food, "leisure": leisure, "rent": rent, "battle": battle, "devaluation": devaluation}
