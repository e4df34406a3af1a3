"""Pages of the dice game kit: dice nets, the sticker sheet, coin sheets, and the cover's text.

Items are laid out with `layout.packing` (pure) and drawn by the game's drawing modules (dice.py, sheets.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from printkit.i18n import Translator
from printkit.kit_model import KitOptions
from printkit.games.dice_game.layout_nets import Net, cube_net, flip_net, long4_net, octahedron_net
from printkit.layout.geometry import Rect, Size
from printkit.layout.packing import centred, pack_rows, pages_used
from printkit.games.dice_game.model import CoinToken, DiceGame, Die, FaceSticker
from printkit.games.dice_game.model_board import Board
from printkit.kits.common import paper_label
from printkit.kits.printing import Sheets, print_steps
from printkit.render.cover import CoverSpec, language_name
from printkit.games.dice_game.dice import draw_net, draw_net_label, draw_sticker
from printkit.games.dice_game.sheets import draw_coin
from printkit.units import mm

from printkit.render.draw import BLACK

if TYPE_CHECKING:
    from printkit.render.draw import Pen

MARGIN = mm(10)
GAP = mm(4)
LABEL = mm(5)
STICKER_GAP = mm(3)
CODE_COLUMN = mm(18)      # a row of stickers starts with its face's code
COIN_GAP = mm(2)


class NetJob(NamedTuple):
    """One net to print: its own code (each printed item has one), the die and its net."""

    code: str
    die: Die
    net: Net


def net_for(die: Die, model: DiceGame) -> Net:
    """The paper net of a die's shape, at the sizes of layout.toml (DECISIONS.md D10)."""
    lay = model.layout
    return {
        "flip": lambda: flip_net(lay.flip_pt),
        "long4": lambda: long4_net(lay.face_pt, lay.long_pt, lay.tip_pt, lay.tab_pt),
        "cube": lambda: cube_net(lay.face_pt, lay.tab_pt),
        "octahedron": lambda: octahedron_net(lay.octa_pt, lay.tab_pt),
    }[die.shape]()


def net_jobs(model: DiceGame, players: int) -> list[NetJob]:
    """Starting dice: one of each per player (¶2). Shop dice: the quantities of dice.csv (D11).

    Nets are numbered <PREFIX>-N-01.. in print order, so a lost die can be reprinted by its code.
    """
    dice = [die for die in model.dice for _ in range(players if die.role == "start" else die.qty)]
    return [NetJob(f"{model.code_prefix}-N-{n:02d}", die, net_for(die, model)) for n, die in enumerate(dice, start=1)]


def _area(paper: Size) -> Rect:
    page = paper.portrait()
    return Rect(MARGIN, MARGIN + mm(4), page.w - 2 * MARGIN, page.h - 2 * MARGIN - mm(4))


def draw_net_pages(pen: Pen, jobs: list[NetJob], paper: Size, model: DiceGame, tr: Translator, title: str) -> int:
    """Nets packed in rows, each with its name and code beneath; returns pages drawn."""
    sizes = [Size(job.net.width, job.net.height + LABEL) for job in jobs]
    placed = centred(pack_rows(sizes, _area(paper), gap=GAP), _area(paper))
    for page in range(pages_used(placed)):
        with pen.page(paper.portrait(), footer=_footer(title, tr, model, page)):
            for spot in (p for p in placed if p.page == page):
                job = jobs[spot.index]
                draw_net(pen, job.net, job.die, spot.box.x, spot.box.y + LABEL, model.layout.circle_pt, tr)
                label = f"{tr.pgettext(f'card:{job.die.code}:name', job.die.name)} · {job.code}"
                draw_net_label(pen, spot.box, label)
    return pages_used(placed)


def draw_sticker_page(pen: Pen, faces: list[FaceSticker], paper: Size, model: DiceGame, tr: Translator,
                      title: str) -> int:
    """One row per face: its code, then its stickers (cut on the circle, stick over a face); the
    rows together centred on the page (layout/packing.py `centred`)."""
    diameter = model.layout.circle_pt
    pitch = diameter + STICKER_GAP
    area = _area(paper)
    per_row = int((area.w - CODE_COLUMN) // pitch)
    rows = [(face, min(per_row, face.qty - start)) for face in faces for start in range(0, face.qty, per_row)]
    per_page = int(area.h // pitch)
    pages = [rows[i:i + per_page] for i in range(0, len(rows), per_page)]
    for number, chunk in enumerate(pages):
        with pen.page(paper.portrait(), footer=_footer(title, tr, model, number)):
            sizes = [Size(CODE_COLUMN + count * pitch, pitch) for _, count in chunk]
            spots = centred(pack_rows(sizes, Rect(area.x, area.y, area.w, len(chunk) * pitch), gap=0.0), area)
            for spot, (face, count) in zip(spots, chunk):
                cy = spot.box.y + pitch / 2
                pen.text(face.code, spot.box.x, cy - 2, size=6.5, colour=BLACK)
                for n in range(count):
                    draw_sticker(pen, face.face, spot.box.x + CODE_COLUMN + pitch * n + pitch / 2, cy, diameter, tr)
    return len(pages)


def draw_coin_pages(pen: Pen, tokens: list[CoinToken], paper: Size, title: str) -> int:
    """Coins grouped by value, each group headed by its code once; cut on the circles."""
    sizes, items = [], []
    area = _area(paper)
    for token in tokens:
        sizes.append(Size(area.w, LABEL))          # a full-width row: the group's code
        items.append(token.code)
        sizes += [Size(token.diameter_pt, token.diameter_pt)] * token.qty
        items += [token] * token.qty
    placed = centred(pack_rows(sizes, area, gap=COIN_GAP), area)
    for page in range(pages_used(placed)):
        with pen.page(paper.portrait(), footer=f"{title} · {page + 1}"):
            for spot in (p for p in placed if p.page == page):
                item, box = items[spot.index], spot.box
                if isinstance(item, str):     # the group's code, above its first coin
                    pen.text(item, placed[spot.index + 1].box.x, box.y + mm(1), size=6.5, colour=BLACK)
                else:
                    draw_coin(pen, item, box.x + box.w / 2, box.y + box.h / 2)
    return pages_used(placed)


def _footer(title: str, tr: Translator, model: DiceGame, number: int) -> str:
    """The foot of a page of dice, stickers or coins: the game, the component and the page."""
    return f"{tr.pgettext('game', model.title)} · {title} · {number + 1}"


PRICE_LISTS = 2   # copies of the merchant's price list: one for each side of the board


def cover_spec(model: DiceGame, board: Board, options: KitOptions, tr: Translator, tiles: int) -> CoverSpec:
    """Contents with counts, what to bring, how to print and build, and the seed of this board."""
    n = options.players
    nets = len(net_jobs(model, n))
    contents = [
        (tr.format("cover", "Board sheets ({paper})", paper=paper_label(options.paper, tr)), str(tiles)),
        (tr.pgettext("component", "Dice to build"), str(nets)),
        (tr.pgettext("component", "Face stickers"), str(sum(f.qty for f in model.faces))),
        (tr.pgettext("component", "Coins"), str(sum(t.qty for t in model.coins))),
        (tr.pgettext("component", "Player sheets"), str(n)),
        (tr.npformat("cover", "Merchant's price list", "Merchant's price lists", PRICE_LISTS), str(PRICE_LISTS)),
        (tr.pgettext("component", "Rule booklet"), "1"),
    ]
    bring = [
        tr.format("cover", "{n} pawns, one per player (any small objects)", n=n),
        tr.pgettext("cover", "Scissors, a glue stick, and a ruler to score the fold lines"),
        tr.pgettext("cover", "A pencil for the player sheets"),
    ]
    steps = [
        tr.pgettext("cover", "Use 160 g/m² card for the dice and coins if your printer takes it."),
        tr.pgettext("cover", "Print at actual size (100 %): turn off 'fit to page'. Check the ruler below."),
        *print_steps(tr, options, Sheets(board=True)),
        tr.pgettext("cover", "Cut the dice, stickers and coins out along their solid lines, fold the dice along the dashed lines and glue the grey tabs inside."),
    ]
    notes = [tr.format("cover", "Board seed: {seed}. The same seed always prints the same board; build with "
                                "another --seed for another board.", seed=board.seed)]
    subtitle = tr.format("cover", "{n} players · {language} · {paper}", n=n,
                         language=language_name(tr),
                         paper=paper_label(options.paper, tr))
    return CoverSpec(tr.pgettext("game", model.title), subtitle, contents, bring, steps, model.credits,
                     accent="#7a4b12", notes=notes)



__all__ = ["NetJob", "net_jobs", "net_for", "draw_net_pages", "draw_sticker_page", "draw_coin_pages", "cover_spec"]
