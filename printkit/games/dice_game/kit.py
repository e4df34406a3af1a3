"""The dice game kit: cover, tiled board from a seed, dice nets, face stickers, coins,
player sheets, the merchant's price list and the rules booklet.

    printkit build dice-game --lang fr --players 3 --seed 4242 --paper a4 --out DIR

From the command line, a build without --seed draws a seed at random and prints it (the
CLI reads RANDOM_SEED below); through the API, a kit without a seed uses the game's default seed (game.toml `seed_default`), records it in
the manifest and prints it on the board and the cover: builds stay deterministic (the same
inputs give the same bytes) and any board can be rebuilt from the seed printed on it.
"""

from __future__ import annotations

from dataclasses import replace

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.kit_model import Component, KitOptions, check_players
from printkit.kits.common import paper_label, tile_codes, tiled_board, with_printed_credits
from printkit.kits.kept import kept_derived
from printkit.games.dice_game.kit_parts import (PRICE_LISTS, cover_spec, draw_coin_pages, draw_net_pages, draw_sticker_page,
                                           net_jobs)
from printkit.layout.geometry import PAPERS, Rect, Size
from printkit.loader import GameData
from printkit.games.dice_game.model import DiceGame, credit_figures, load
from printkit.games.dice_game.model_board import MAX_SEED, Board, generate
from printkit.units import mm
from printkit.render.booklet import render_booklet
from printkit.render.cover import render_cover
from printkit.games.dice_game.board import board_size, draw_board
from printkit.games.dice_game.sheets import draw_player_sheet, draw_price_list
from printkit.render.pdf import DocInfo, render_pages
from printkit.templating import render_template

def resolve(data: GameData, options: KitOptions) -> KitOptions:
    """--players in 2..4 (¶1), --seed an integer; without one, the game's default seed, recorded."""
    game = data.meta["game"]
    players = game["players"]
    count = check_players(options.players, players["min"], players["max"], players["default"])
    unknown = sorted(set(options.extra) - {"seed"})
    if unknown:
        raise UsageError(f"{', '.join('--' + k for k in unknown)}: not an option of dice-game")
    raw = options.extra.get("seed")
    seed = parse_seed(game.get("seed_default", 0) if raw is None else raw)
    return replace(options, players=count, extra={**options.extra, "seed": seed})


# The CLI draws a fresh seed when --seed is missing (without --seed one is chosen and printed);
# the manifest, the board and the cover record it, so the board can be rebuilt.
RANDOM_SEED = True


def parse_seed(raw) -> int:
    """The --seed value as an integer from 0 to MAX_SEED; anything else is a usage error."""
    text = str(raw).strip()
    if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
        shown = text if len(text) <= 40 else text[:30] + "…"   # thousands of digits: never read as a number
        raise UsageError(f"--seed: expected an integer from 0 to {MAX_SEED}, got {shown!r}")
    return int(text)


def components(data: GameData, options: KitOptions, tr: Translator) -> list[Component]:
    model = with_printed_credits(load(data), tr)
    seed = parse_seed(options.extra.get("seed", 0))
    board = generate(model, seed)
    paper = PAPERS[options.paper]
    info = lambda what: DocInfo(f"{tr.pgettext('game', model.title)}: {what}", author=model.credits.authors,  # noqa: E731
                                lang=options.lang)
    return [
        _cover(model, board, options, tr, paper, info),
        _board(model, board, options, tr, paper, info),
        _dice(model, options, tr, paper, info),
        _stickers(model, tr, paper, info),
        _coins(model, tr, paper, info),
        _player_sheets(model, board, options, tr, paper, info),
        _price_list(model, tr, paper, info),
        _booklet(data, model, tr, info, {"board_sheets": len(board_codes(model, paper)), "paper": paper_label(options.paper, tr)}),
    ]


def board_codes(model: DiceGame, paper: Size) -> list[str]:
    return tile_codes(model.code_prefix, board_size(model), paper)


def _board(model, board: Board, options, tr, paper, info) -> Component:
    return tiled_board(model.code_prefix, board_size(model), paper,
                       lambda pen: draw_board(pen, model, board, options.players, tr), tr, info)


def _dice(model, options, tr, paper, info) -> Component:
    return _item_sheets(model, "dice", "sheet", tr.pgettext("component", "Dice to build"), "N",
                        net_jobs(model, options.players), paper, info,
                        lambda pen, chosen, title: draw_net_pages(pen, chosen, paper, model, tr, title))


def _stickers(model, tr, paper, info) -> Component:
    return _item_sheets(model, "stickers", "sheet", tr.pgettext("component", "Face stickers"), "F",
                        model.faces, paper, info,
                        lambda pen, chosen, title: draw_sticker_page(pen, chosen, paper, model, tr, title))


def _coins(model, tr, paper, info) -> Component:
    return _item_sheets(model, "coins", "tokens", tr.pgettext("component", "Coins"), "C", model.coins, paper, info,
                        lambda pen, chosen, title: draw_coin_pages(pen, chosen, paper, title))


def _item_sheets(model, cid: str, kind: str, title: str, letter: str, items, paper, info, draw) -> Component:
    """A component of coded items (`.code`; `.qty` pieces each where the item is a run of alike
    stickers or coins), drawn by `draw(pen, chosen items, title)`; --only reprints the items named."""
    codes = tuple(item.code for item in items)
    pieces = tuple(getattr(item, "qty", 1) for item in items)

    def render(only):
        chosen = [item for item in items if only is None or item.code in only]
        return render_pages(paper, info(title), lambda pen: draw(pen, chosen, title))

    return Component(cid, kind, title, codes, render, code_prefix=f"{model.code_prefix}-{letter}",
                     pieces=pieces if any(n != 1 for n in pieces) else ())


def player_codes(model: DiceGame, players: int) -> list[str]:
    return [f"{model.code_prefix}-P-{seat:02d}" for seat in range(1, players + 1)]


def _player_sheets(model, board: Board, options, tr, paper, info) -> Component:
    """One sheet per seat, two to a page, each naming its seat's start square (D4)."""
    title = tr.pgettext("component", "Player sheets")
    codes = player_codes(model, options.players)

    def render(only):
        seats = [(n, code) for n, code in enumerate(codes, start=1) if only is None or code in only]

        def draw(pen):
            halves = _halves(paper)
            for first in range(0, len(seats), 2):
                with pen.page(paper.portrait(), footer=f"{tr.pgettext('game', model.title)} · {title}"):
                    for (seat, code), box in zip(seats[first:first + 2], halves):
                        draw_player_sheet(pen, box, seat=seat, start=board.starts[seat - 1], code=code, model=model,
                                          tr=tr)
            return (len(seats) + 1) // 2
        return render_pages(paper.portrait(), info(title), draw)

    return Component("players", "sheet", title, tuple(codes), render, code_prefix=f"{model.code_prefix}-P")


def _price_list(model, tr, paper, info) -> Component:
    """The merchant's prices, twice on one page: one copy for each side of the board."""
    title = tr.pgettext("component", "Merchant's price list")
    codes = tuple(f"{model.code_prefix}-M-{n:02d}" for n in range(1, PRICE_LISTS + 1))

    def render(only):
        def draw(pen):
            with pen.page(paper.portrait(), footer=f"{tr.pgettext('game', model.title)} · {title}"):
                for box, code in zip(_halves(paper), codes):
                    if only is None or code in only:
                        draw_price_list(pen, box, model, code, tr)
            return 1
        return render_pages(paper.portrait(), info(title), draw)

    return Component("prices", "sheet", title, codes, render, code_prefix=f"{model.code_prefix}-M")


def _halves(paper: Size) -> list[Rect]:
    """The two sheets of a page, their cut frames (3 mm in) more than 5 mm from the paper's edge,
    line width and a pixel of rendering included, and the lower one clear of the footer."""
    page = paper.portrait()
    return [Rect(mm(2.5), page.h / 2, page.w - mm(5), page.h / 2 - mm(2.5)),
            Rect(mm(2.5), mm(7), page.w - mm(5), page.h / 2 - mm(7))]


def _booklet(data: GameData, model, tr, info, build: dict) -> Component:
    """The rule booklet; `build` holds what it says that depends on the options (board sheets, paper)."""
    title = tr.pgettext("component", "Rule booklet")

    def render(only):
        examples = {**credit_figures(model), **_worked_examples(data)}   # referee_examples.booklet_examples
        text = render_template("dice-game/booklet.j2", tr, examples=examples, build=build)
        return render_booklet(text, info(title), footer=tr.pgettext("game", model.title), accent="#7a4b12")

    return Component("booklet", "booklet", title, (), render, count=1)


@kept_derived
def _worked_examples(data: GameData) -> dict:
    """The booklet's worked examples: computed by the referee from the data alone, the same in
    every language, so made once per game (loader.derived) and kept between runs (kits/kept.py).
    A warm build then does not import the referee's rules (referee_examples, referee_rules)."""
    from printkit.games.dice_game.referee_examples import worked_examples
    return worked_examples(load(data))


def _cover(model, board, options, tr, paper, info) -> Component:
    title = tr.pgettext("component", "Cover sheet")
    tiles = len(board_codes(model, paper))

    def render(only):
        return render_cover(cover_spec(model, board, options, tr, tiles), paper, info(title), tr)

    return Component("cover", "cover", title, (), render, count=1)


__all__ = ["resolve", "components", "parse_seed", "board_codes", "player_codes"]


def facts(data: GameData) -> dict:
    """What the deck data (and the referee playing by it) gives for each fact of manual.toml."""
    from printkit.games.dice_game.kit_facts import deck_facts
    return deck_facts(data, load(data))


def card_list(data: GameData, tr: Translator) -> list[dict]:
    """Every row of the deck with its code (`printkit cards dice-game`): squares, dice, faces, coins."""
    model = load(data)
    rows = [{"code": s.code, "item": "square", "kind": s.kind, "qty": s.qty,
             "text": tr.pgettext(f"card:{s.code}:label", s.label)} for s in model.squares]
    rows += [{"code": d.code, "item": "die", "kind": d.role, "shape": d.shape, "faces": " ".join(d.faces),
              "price": d.price if d.role == "shop" else None,
              "text": tr.pgettext(f"card:{d.code}:name", d.name)} for d in model.dice]
    rows += [{"code": f.code, "item": "face", "kind": f.kind, "face": f.face, "price": f.price, "qty": f.qty}
             for f in model.faces]
    rows += [{"code": t.code, "item": "coin", "value": t.value, "qty": t.qty} for t in model.coins]
    return rows
