"""The Market Island kit (manual §3): cover, three decks, the board, n² ledgers, the booklet.

    printkit build market-island --lang en --players 4 --paper a4 --out DIR
"""

from __future__ import annotations

from dataclasses import replace

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.kit_model import Component, KitOptions, check_players
from printkit.kits.common import paper_label, tile_codes, tiled_board, with_printed_credits
from printkit.kits.kept import kept_derived
from printkit.layout.geometry import PAPERS, Size
from printkit.layout.imposition import card_grid
from printkit.loader import GameData, locate
from printkit.games.market_island.model import MarketIsland, load
from printkit.render.booklet import render_booklet
from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
from printkit.kits.printing import Sheets, print_steps
from printkit.render.cover import CoverSpec, language_name, render_cover
from printkit.games.market_island.board import draw_board
from printkit.games.market_island.cards import card_text, draw_back, draw_front
from printkit.games.market_island.ledger import LedgerJob, draw_ledger
from printkit.render.pdf import DocInfo, render_pages
from printkit.templating import render_template
from printkit.units import mm
from printkit.validate_types import Fact

# Four to a sheet on A4 and on Letter, with room for crop marks at both ends of every cut line
# 5 mm in from the paper's edge (at 100×135 mm, Letter's ink came 4.66 mm from its edge).
LEDGER = Size(mm(95), mm(130))
PAWNS_PER_PLAYER = 2   # §4.1.1: one on the loop, one beside the player's card in the block (§2.1)
DECK_TITLES = {"income": "Income cards", "expense": "Expense cards", "action": "Action cards"}
# `printkit i18n extract` builds these variants: six players print every colour of players.csv.
# Every colour prints at 6 players; each layout, and the saddle booklet, words the cover's printing
# steps its own way.
EXTRACT_VARIANTS = ([{"players": 6}] + [{"layout": layout} for layout in ("duplex-short", "gutterfold", "single")]
                    + [{"paper": "letter", "booklet": "saddle"}])


def resolve(data: GameData, options: KitOptions) -> KitOptions:
    """--players defaults to the game's default and must lie in 2..6 (§3)."""
    game = data.meta["game"]["players"]
    players = check_players(options.players, game["min"], game["max"], game["default"])
    if options.extra:
        raise UsageError(f"{', '.join('--' + k for k in sorted(options.extra))}: not an option of market-island")
    return replace(options, players=players)


def components(data: GameData, options: KitOptions, tr: Translator) -> list[Component]:
    model = with_printed_credits(load(data), tr)
    players = options.players
    paper = PAPERS[options.paper]
    info = lambda what: DocInfo(f"{model.title}: {what}", author=model.credits.authors, lang=options.lang)  # noqa: E731
    parts = [_cover(model, options, tr, players, paper, info)]
    for deck in ("income", "expense", "action"):
        parts.append(_deck(model, deck, options, tr, paper, info))
    parts.append(_board(model, options, tr, players, paper, info))
    parts.append(_ledgers(model, options, tr, players, paper, info))
    parts.append(_booklet(data, model, options, tr, players, info))
    return parts


def board_codes(model: MarketIsland, paper: Size) -> list[str]:
    return tile_codes(model.code_prefix, Size(model.board.width_pt, model.board.height_pt), paper)


def ledger_jobs(model: MarketIsland, players: int) -> list[LedgerJob]:
    """n² ledgers, n per keeper (§3, §4.1.1): each keeper holds a copy of every wallet."""
    jobs = []
    for k in range(players):
        for o in range(players):
            jobs.append(LedgerJob(f"{model.code_prefix}-S-{len(jobs) + 1:02d}", model.players[o], model.players[k]))
    return jobs


def _deck(model, deck, options, tr, paper, info) -> Component:
    cards = model.deck(deck)
    back = model.backs[deck]
    grid = card_grid(paper, Size(model.card_w_pt, model.card_h_pt))
    title = tr.pgettext("component", DECK_TITLES[deck])
    label = tr.pgettext("back", back.label)

    def render(only):
        chosen = [c for c in cards if only is None or c.code in only]
        jobs = [CardJob(c.code, _front(c, model, tr), deck) for c in chosen]
        backs = {deck: lambda pen, trim, paint: draw_back(pen, trim, paint, back, model.title, label)}
        return render_pages(paper, info(title), lambda pen: draw_card_sheets(
            pen, grid, jobs, backs, SheetOptions(edge=options.duplex_edge, label=f"{model.title} · {title}")))

    return Component(f"cards-{deck}", "cards", title, tuple(c.code for c in cards), render,
                     code_prefix=f"{model.code_prefix}-{back.letter if back.letter != '?' else 'A'}", two_sided=True)


def _front(card, model, tr):
    kind = model.kinds[card.kind]
    return lambda pen, trim, paint: draw_front(pen, trim, paint, card, kind, tr)


def _board(model, options, tr, players, paper, info) -> Component:
    board = Size(model.board.width_pt, model.board.height_pt)
    return tiled_board(model.code_prefix, board, paper, lambda pen: draw_board(pen, model, tr, players), tr, info)


def _ledgers(model, options, tr, players, paper, info) -> Component:
    jobs = ledger_jobs(model, players)
    grid = card_grid(paper, LEDGER, bleed=0.0, gutters=(0.0,))
    title = tr.pgettext("component", "Ledgers (scoreboards)")

    def render(only):
        chosen = [j for j in jobs if only is None or j.code in only]
        card_jobs = [CardJob(j.code, lambda pen, t, p, j=j: draw_ledger(pen, t, p, j, model.ledger, tr), "") for j in chosen]
        return render_pages(paper, info(title), lambda pen: draw_card_sheets(
            pen, grid, card_jobs, {}, SheetOptions(label=f"{model.title} · {title}", backs=False)))

    return Component("scoreboards", "scoreboards", title, tuple(j.code for j in jobs), render,
                     code_prefix=f"{model.code_prefix}-S")


def _booklet(data, model, options, tr, players, info) -> Component:
    title = tr.pgettext("component", "Rule booklet")

    def render(only):
        text = render_template("market-island/booklet.j2", tr, model=model, rules=model.rules, players=players,
                               examples=_booklet_examples(data), build=booklet_build_facts(model, options, tr))
        return render_booklet(text, info(title), footer=model.title)

    return Component("booklet", "booklet", title, (), render, count=1)


@kept_derived
def _booklet_examples(data: GameData) -> dict:
    """The booklet's worked examples: computed from the data alone (not the credits, which each
    language prints its own way), the same in every language, so made once per game
    (loader.derived), and kept between runs (kits/kept.py)."""
    # the examples alone: the referee's input checks, round play and explanations are for `printkit score`
    from printkit.games.market_island.referee_manual import booklet_examples
    return booklet_examples(load(data))


def booklet_build_facts(model: MarketIsland, options: KitOptions, tr: Translator) -> dict:
    """What the booklet says that depends on the build's options (the sheets of the board on this paper)."""
    return {"board_sheets": len(board_codes(model, PAPERS[options.paper])), "paper": paper_label(options.paper, tr)}


def _cover(model, options, tr, players, paper, info) -> Component:
    title = tr.pgettext("component", "Cover sheet")

    def render(only):
        return render_cover(cover_spec(model, options, tr, players, paper), paper, info(title), tr)

    return Component("cover", "cover", title, (), render, count=1)


def cover_spec(model: MarketIsland, options: KitOptions, tr: Translator, players: int, paper: Size) -> CoverSpec:
    n = players
    tiles = len(board_codes(model, paper))
    contents = [
        (tr.pgettext("component", "Income cards"), str(len(model.deck("income")))),
        (tr.pgettext("component", "Expense cards"), str(len(model.deck("expense")))),
        (tr.pgettext("component", "Action cards"), str(len(model.deck("action")))),
        (tr.format("cover", "Board sheets ({paper})", paper=paper_label(options.paper, tr)), str(tiles)),
        (tr.format("cover", "Ledgers: {n} per player", n=n), str(n * n)),
        (tr.pgettext("component", "Rule booklet"), str(1)),
    ]
    bring = [
        tr.format("cover", "A standard deck of {cards} playing cards", cards=model.rules.playing_cards),
        tr.pgettext("cover", "One six-sided die"),
        tr.format("cover", "{pawns} pawns: {each} per player, in {n} colours", pawns=PAWNS_PER_PLAYER * n,
                  each=PAWNS_PER_PLAYER, n=n),
        tr.format("cover", "{pins} pins or markers: {each} per ledger", pins=model.ledger.pins * n * n,
                  each=model.ledger.pins),
        tr.pgettext("cover", "Scissors or a cutter and ruler, and a glue stick for the board"),
        tr.pgettext("cover", "A timer (a phone will do) for the agreed playing time"),
    ]
    steps = [
        tr.format("cover", "Use {weight} g/m² card if your printer takes it.", weight=model.rules.paper_weight),
        tr.format("cover", "Print at actual size ({scale} %): turn off 'fit to page'. Check the ruler below.", scale=100),
        *print_steps(tr, options, Sheets(card=Size(model.card_w_pt, model.card_h_pt), board=True)),
    ]
    language = language_name(tr)
    subtitle = tr.format("cover", "{n} players · {language} · {paper}", n=n, language=language, paper=paper_label(options.paper, tr))
    return CoverSpec(model.title, subtitle, contents, bring, steps, model.credits)



def facts(data: GameData) -> dict[str, Fact]:
    """What the deck data gives for each figure of manual.toml (for `printkit validate`)."""
    model = load(data)

    def rule(name: str) -> Fact:
        return Fact(getattr(model.rules, name), locate(data, "rules.toml", name))

    def deck(name: str) -> Fact:
        cards = model.deck(name)
        return Fact(len(cards), cards[-1].source if cards else locate(data, "cards.csv", "code"))

    action_kinds = {c.kind for c in model.deck("action")}
    squares = all(len(ledger_jobs(model, n)) == n * n for n in range(model.players_min, model.players_max + 1))
    a3_tiles = len(board_codes(model, PAPERS["a3"]))
    return {
        "income_cards": deck("income"), "expense_cards": deck("expense"), "action_cards": deck("action"),
        "action_kinds": Fact(len(action_kinds), model.deck("action")[-1].source),
        "players_min": Fact(model.players_min, locate(data, "game.toml", "players")),
        "players_max": Fact(model.players_max, locate(data, "game.toml", "players")),
        "scoreboards_per_game": Fact("n*n" if squares else "not n*n", locate(data, "scoreboard.toml", "start_value")),
        "pins_per_scoreboard": Fact(model.ledger.pins, locate(data, "scoreboard.toml", "pins")),
        "start_value": Fact(model.ledger.start_value, locate(data, "scoreboard.toml", "start_value")),
        "mining_fee": rule("mining_fee"), "miner_reward": rule("miner_reward"), "start_bonus": rule("start_bonus"),
        "jellyfish_penalty": rule("jellyfish_penalty"), "fire_bonus": rule("fire_bonus"),
        "paper_weight": rule("paper_weight"), "standard_deck": rule("playing_cards"),
        "board_sheets_a3": Fact(a3_tiles, locate(data, "board.toml", "cell")),
    }


def card_list(data: GameData, tr: Translator) -> list[dict]:
    """Every card with its code and attributes, for `printkit cards` (referees sorting a deck)."""
    model = load(data)
    rows = []
    for card in model.cards:
        kind = model.kinds[card.kind]
        rows.append({"code": card.code, "deck": card.deck, "kind": card.kind, "face": str(card.face),
                     "amount": card.amount, "counterparty": card.counterparty,
                     "title": tr.pgettext(f"card:{card.code}:title", kind.title),
                     "text": card_text(card, kind, tr)})
    return rows
