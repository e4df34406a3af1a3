"""Dice game drawings: die faces, paper nets for the dice, round face stickers.

Every face shows its content inside the same circle, the size of a sticker (DECISIONS.md D10).
Direction faces print an arrow and the direction's initial in the kit's language (West is `O`
in French); power faces print their number.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from printkit.i18n import Translator
from printkit.games.dice_game.layout_nets import Net, Polygon, centroid
from printkit.layout.geometry import Rect
from printkit.games.dice_game.model import Die, is_direction
from printkit.render import fonts
from printkit.render.forms import draw_shared
from printkit.render.icons import draw_icon
from printkit.render import shapes
from printkit.games.dice_game import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.units import mm
from printkit.render.text import draw_string
from printkit.render.paint import fill_colour, line_width, stroke_colour

INK = fonts.INK_BLACK
CAP = colors.Color(0.88, 0.88, 0.88)
TAB = colors.Color(0.80, 0.80, 0.80)
DIRECTION_TINT = colors.HexColor("#dbe9f6")
POWER_TINT = colors.HexColor("#fdf0d2")
TURNS = {"N": 0, "E": -90, "S": 180, "W": 90}
DIRECTION_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}


def direction_letter(tr: Translator, face: str) -> str:
    """The initial printed for a direction: context `face`, so French can print O for West."""
    return tr.pgettext("face", face)


def try_icon(c: Canvas, name: str, x: float, y: float, size: float, **colours) -> bool:
    """Draw a registered icon; False if the icon set does not have it (yet)."""
    try:
        draw_icon(c, name, x, y, size, **colours)
    except KeyError:
        return False
    return True


def draw_face(c: Canvas, face: str, cx: float, cy: float, diameter: float, tr: Translator,
              *, outline: bool = True) -> None:
    """One die face centred on (cx, cy): a tinted disc with an arrow and letter, or a number.
    Drawn in place: the price list prints each face twice, too few for a form to pay (a form per
    face measured 0.9 ms slower on its page); the nets and stickers, which repeat, are forms."""
    _face_art(c, face, _printed(tr, face), cx, cy, diameter / 2, outline)


def _printed(tr: Translator, face: str) -> str:
    """What a face prints in its middle: a direction's initial in the kit's language, or the number."""
    return direction_letter(tr, face) if is_direction(face) else face


def _face_art(c: Canvas, face: str, letter: str, cx: float, cy: float, r: float, outline: bool) -> None:
    c.saveState()
    fill_colour(c, DIRECTION_TINT if is_direction(face) else POWER_TINT)
    stroke_colour(c, colors.Color(0.55, 0.55, 0.55))
    line_width(c, 0.4)
    shapes.circle(c, cx, cy, r, stroke=1 if outline else 0, fill=1)
    fill_colour(c, INK)
    if is_direction(face):
        _direction(c, face, letter, cx, cy, r)
    else:
        draw_string(c, cx, cy - r * 0.45, letter, font=fonts.BOLD, size=r * 1.25, anchor="centre")
    c.restoreState()


# The arrow's tip stays this far inside the face's circle (a sticker is cut on it); the initial,
# set away from the arrow, keeps 1.5 mm from it and from the circle (issue 27: the arrows came
# 0.85 mm from the cut circle, and a South or West arrow ran into its letter).
ARROW_CLEARANCE = mm(1.6)
ARROW_TIP = 0.95        # of the arrow icon's box: where its tip is (icons/arrow.svg, y = 5 of 100)
ARROW = 0.36            # the arrow's size, of the face's radius
LETTER = 0.7            # the initial's size, of the face's radius
AWAY = 0.14             # how far the initial's centre moves away from the arrow, of the radius
CAP_HEIGHT = 0.714      # Noto Sans Bold's capital height, of the size
AWAY_FROM = {"N": (0, -1), "S": (0, 1), "E": (-1, 0), "W": (1, 0)}


def _direction(c: Canvas, face: str, letter: str, cx: float, cy: float, r: float) -> None:
    """A small arrow near the rim on the direction's side, its tip ARROW_CLEARANCE inside the
    circle, and the direction's initial centred a little away from it."""
    c.saveState()
    c.translate(cx, cy)
    c.rotate(TURNS[face])
    size = r * ARROW
    try_icon(c, "arrow", -size / 2, r - ARROW_CLEARANCE - ARROW_TIP * size, size, ink=INK)
    c.restoreState()
    dx, dy = AWAY_FROM[face]
    draw_string(c, cx + dx * AWAY * r, cy + dy * AWAY * r - CAP_HEIGHT * LETTER * r / 2, letter, font=fonts.BOLD,
                size=r * LETTER, anchor="centre")


def draw_net(c: Canvas, net: Net, die: Die, x: float, y: float, circle: float, tr: Translator) -> None:
    """A die's net with its bottom-left corner at (x, y): cut lines solid, folds dashed.

    Every player's starting dice print the same nets: each die's net is one form per PDF. The
    net is in its key as its exact text (`repr`), which is cheaper to write out than the polygons."""
    letters = tuple(_printed(tr, face) for face in die.faces)
    outline = Rect(x, y, net.width, net.height)
    draw_shared(c, ("dice-net", die.faces, repr(net), circle, letters), outline, outline.inset(-1),
                lambda c, t, _: _net_art(c, net, die.faces, letters, t.x, t.y, circle), holds_text=True)


def _net_art(c: Canvas, net: Net, faces: tuple[str, ...], letters: tuple[str, ...], x: float, y: float,
             circle: float) -> None:
    c.saveState()
    c.translate(x, y)
    _fill(c, net.caps, CAP)
    _fill(c, net.tabs, TAB)
    _fill(c, net.faces, colors.white)
    for polygon, face, letter in zip(net.faces, faces, letters):
        cx, cy = centroid(polygon)
        _face_art(c, face, letter, cx, cy, circle / 2, True)
    cuts, folds = net.edges()
    stroke_colour(c, INK)
    line_width(c, 0.6)
    c.lines([(a[0], a[1], b[0], b[1]) for a, b in cuts])
    line_width(c, 0.35)
    c.setDash(2, 1.5)
    c.lines([(a[0], a[1], b[0], b[1]) for a, b in folds])
    c.restoreState()


def _fill(c: Canvas, polygons: tuple[Polygon, ...], colour: colors.Color) -> None:
    fill_colour(c, colour)
    for polygon in polygons:
        path = c.beginPath()
        path.moveTo(*polygon[0])
        for point in polygon[1:]:
            path.lineTo(*point)
        path.close()
        c.drawPath(path, stroke=0, fill=1)


def draw_net_label(c: Canvas, box: Rect, text: str) -> None:
    """Name and code under a net, inside its box's reserved bottom strip."""
    c.saveState()
    fill_colour(c, colors.Color(0.3, 0.3, 0.3))
    draw_string(c, box.x, box.y + mm(1), text, font=fonts.BODY, size=6.5)
    c.restoreState()


def draw_sticker(c: Canvas, face: str, cx: float, cy: float, diameter: float, tr: Translator) -> None:
    """A round sticker: the face without its grey ring, and a black cut circle (one form per face)."""
    letter, r = _printed(tr, face), diameter / 2
    disc = Rect(cx - r, cy - r, diameter, diameter)
    draw_shared(c, ("dice-sticker", face, letter), disc, disc.inset(-1),
                lambda c, t, _: _sticker_art(c, face, letter, t.x + r, t.y + r, r), holds_text=True)


def _sticker_art(c: Canvas, face: str, letter: str, cx: float, cy: float, r: float) -> None:
    _face_art(c, face, letter, cx, cy, r, outline=False)
    c.saveState()
    stroke_colour(c, INK)
    line_width(c, 0.5)
    shapes.circle(c, cx, cy, r, stroke=1, fill=0)
    c.restoreState()


__all__ = ["draw_face", "draw_net", "draw_net_label", "draw_sticker", "direction_letter", "try_icon",
           "DIRECTION_WORDS"]
