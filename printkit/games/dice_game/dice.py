"""Dice game drawings: die faces, paper nets for the dice, round face stickers.

Every face shows its content inside the same circle, the size of a sticker (DECISIONS.md D10).
Direction faces print an arrow and the direction's initial in the kit's language (West is `O`
in French); power faces print their number.
"""

from __future__ import annotations

from printkit.i18n import Translator
from printkit.games.dice_game.layout_nets import Net, Polygon, centroid
from printkit.layout.geometry import Rect
from printkit.games.dice_game.model import Die, is_direction
from printkit.games.dice_game import icons as _game_icons  # noqa: F401  (registers the game's icons)
from printkit.render.draw import BODY, BOLD, INK, WHITE, Colour, Path, Pen, grey, has_icon, hex_colour
from printkit.units import mm

CAP = grey(0.88)
TAB = grey(0.80)
RIM = grey(0.55)
DIRECTION_TINT = hex_colour("#dbe9f6")
POWER_TINT = hex_colour("#fdf0d2")
TURNS = {"N": 0, "E": -90, "S": 180, "W": 90}
DIRECTION_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West"}


def direction_letter(tr: Translator, face: str) -> str:
    """The initial printed for a direction: context `face`, so French can print O for West."""
    return tr.pgettext("face", face)


def try_icon(pen: Pen, name: str, x: float, y: float, size: float, *, ink: Colour, paper: Colour = WHITE) -> bool:
    """Draw a registered icon; False if the icon set does not have it (yet)."""
    if not has_icon(name):
        return False
    pen.icon(name, x, y, size, ink=ink, paper=paper)
    return True


def draw_face(pen: Pen, face: str, cx: float, cy: float, diameter: float, tr: Translator,
              *, outline: bool = True) -> None:
    """One die face centred on (cx, cy): a tinted disc with an arrow and letter, or a number.
    Drawn in place: the price list prints each face twice, too few for a form to pay; the nets
    and stickers, which repeat, are forms."""
    _face_art(pen, face, _printed(tr, face), cx, cy, diameter / 2, outline)


def _printed(tr: Translator, face: str) -> str:
    """What a face prints in its middle: a direction's initial in the kit's language, or the number."""
    return direction_letter(tr, face) if is_direction(face) else face


def _face_art(pen: Pen, face: str, letter: str, cx: float, cy: float, r: float, outline: bool) -> None:
    pen.circle(cx, cy, r, fill=DIRECTION_TINT if is_direction(face) else POWER_TINT, stroke=RIM if outline else None,
               width=0.4)
    if is_direction(face):
        _direction(pen, face, letter, cx, cy, r)
    else:
        pen.text(letter, cx, cy - r * 0.45, font=BOLD, size=r * 1.25, anchor="centre", colour=INK)


# The arrow's tip stays this far inside the face's circle (a sticker is cut on it); the initial,
# set away from the arrow, keeps 1.5 mm from it and from the circle.
ARROW_CLEARANCE = mm(1.6)
ARROW_TIP = 0.95        # of the arrow icon's box: where its tip is (icons/arrow.svg, y = 5 of 100)
ARROW = 0.36            # the arrow's size, of the face's radius
LETTER = 0.7            # the initial's size, of the face's radius
AWAY = 0.14             # how far the initial's centre moves away from the arrow, of the radius
CAP_HEIGHT = 0.714      # Noto Sans Bold's capital height, of the size
AWAY_FROM = {"N": (0, -1), "S": (0, 1), "E": (-1, 0), "W": (1, 0)}


def _direction(pen: Pen, face: str, letter: str, cx: float, cy: float, r: float) -> None:
    """A small arrow near the rim on the direction's side, its tip ARROW_CLEARANCE inside the
    circle, and the direction's initial centred a little away from it."""
    size = r * ARROW
    with pen.moved(cx, cy, turn=TURNS[face]):
        try_icon(pen, "arrow", -size / 2, r - ARROW_CLEARANCE - ARROW_TIP * size, size, ink=INK)
    dx, dy = AWAY_FROM[face]
    pen.text(letter, cx + dx * AWAY * r, cy + dy * AWAY * r - CAP_HEIGHT * LETTER * r / 2, font=BOLD, size=r * LETTER,
             anchor="centre", colour=INK)


def draw_net(pen: Pen, net: Net, die: Die, x: float, y: float, circle: float, tr: Translator) -> None:
    """A die's net with its bottom-left corner at (x, y): cut lines solid, folds dashed.

    Every player's starting dice print the same nets: each die's net is one form per PDF. The
    net is in its key as its exact text (`repr`), which is cheaper to write out than the polygons."""
    letters = tuple(_printed(tr, face) for face in die.faces)
    outline = Rect(x, y, net.width, net.height)
    pen.shared(("dice-net", die.faces, repr(net), circle, letters), outline, outline.inset(-1),
               lambda p, t, _: _net_art(p, net, die.faces, letters, t.x, t.y, circle), holds_text=True)


def _net_art(pen: Pen, net: Net, faces: tuple[str, ...], letters: tuple[str, ...], x: float, y: float,
             circle: float) -> None:
    with pen.moved(x, y):
        _fill(pen, net.caps, CAP)
        _fill(pen, net.tabs, TAB)
        _fill(pen, net.faces, WHITE)
        for polygon, face, letter in zip(net.faces, faces, letters):
            cx, cy = centroid(polygon)
            _face_art(pen, face, letter, cx, cy, circle / 2, True)
        cuts, folds = net.edges()
        pen.lines([(a[0], a[1], b[0], b[1]) for a, b in cuts], stroke=INK, width=0.6)
        pen.lines([(a[0], a[1], b[0], b[1]) for a, b in folds], stroke=INK, width=0.35, dash=(2, 1.5))


def _fill(pen: Pen, polygons: tuple[Polygon, ...], colour: Colour) -> None:
    for polygon in polygons:
        pen.path(Path.polygon(polygon), fill=colour)


def draw_net_label(pen: Pen, box: Rect, text: str) -> None:
    """Name and code under a net, inside its box's reserved bottom strip."""
    pen.text(text, box.x, box.y + mm(1), font=BODY, size=6.5, colour=grey(0.3))


def draw_sticker(pen: Pen, face: str, cx: float, cy: float, diameter: float, tr: Translator) -> None:
    """A round sticker: the face without its grey ring, and a black cut circle (one form per face)."""
    letter, r = _printed(tr, face), diameter / 2
    disc = Rect(cx - r, cy - r, diameter, diameter)
    pen.shared(("dice-sticker", face, letter), disc, disc.inset(-1),
               lambda p, t, _: _sticker_art(p, face, letter, t.x + r, t.y + r, r), holds_text=True)


def _sticker_art(pen: Pen, face: str, letter: str, cx: float, cy: float, r: float) -> None:
    _face_art(pen, face, letter, cx, cy, r, outline=False)
    pen.circle(cx, cy, r, stroke=INK, width=0.5)


__all__ = ["draw_face", "draw_net", "draw_net_label", "draw_sticker", "direction_letter", "try_icon",
           "DIRECTION_WORDS"]
