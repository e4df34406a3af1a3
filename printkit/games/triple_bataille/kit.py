"""The Triple Bataille kit: cover, one board per participant, the institutions' boards, the
track for the chosen money, reference sheets, tokens with backs, the rules booklet.

    printkit build triple-bataille --lang fr --players 6 --money dette --paper a4 --out DIR

Every page carries the original's credits and its CC BY-SA-NC licence (seeds README).
"""

from __future__ import annotations

from dataclasses import replace

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.kit_model import Component, KitOptions, check_players
from printkit.kits.common import with_printed_credits
from printkit.kits.kept import kept_derived
from printkit.games.triple_bataille.kit_boards import (Context, bank_board, card_mat_heading, industry_board,
                                                   piles_beside, player_board, state_board, subsidiary_board)
from printkit.games.triple_bataille.kit_cover import cover_spec
from printkit.games.triple_bataille.kit_facts import card_list, facts  # noqa: F401  (validate, cards)
from printkit.games.triple_bataille.kit_sheets import (battle_sheet, events_board, track_board, track_options_board,
                                                   values_board)
from printkit.layout.geometry import PAPERS, POKER, Size
from printkit.layout.imposition import card_grid
from printkit.loader import GameData
from printkit.games.triple_bataille.model import Model, load
from printkit.games.triple_bataille.model_supply import Supply, supply
from printkit.render.booklet import render_booklet
from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
from printkit.render.cover import render_cover
from printkit.render.pdf import DocInfo, render_pages
from printkit.games.triple_bataille.drawing_mat import draw_card_mat, without_slots
from printkit.games.triple_bataille.drawing import ACCENTS, TokenFace, draw_board_page, draw_token_back, draw_token_front
from printkit.templating import render_template

MONEY = ("dette", "libre")
PAPER_CHOICES = ("a4", "a3")
SHEETS = {"state-board": state_board, "bank-board": bank_board, "industry-board": industry_board,
          "subsidiary-board": subsidiary_board, "track-board": track_board,
          "track-options-board": track_options_board, "values-board": values_board,
          "battle-sheet": battle_sheet, "events-board": events_board}

# `printkit i18n extract` builds both money systems: each prints its own boards and cards.
EXTRACT_VARIANTS = [{"extra": {"money": "dette"}}, {"extra": {"money": "libre"}}]

def option_choices(data: GameData) -> dict[str, tuple[str, ...]]:
    """--money dette|libre (option_specs.choices: the web form's menu)."""
    return {"money": MONEY}


def resolve(data: GameData, options: KitOptions) -> KitOptions:
    """--players 3..20 (default 6), --money dette|libre (default dette), --paper a4|a3."""
    game = data.meta["game"]["players"]
    unknown = sorted(set(options.extra) - {"money"})
    if unknown:
        raise UsageError(f"{', '.join('--' + k for k in unknown)}: not an option of triple-bataille")
    money = options.extra.get("money", "dette")
    if money not in MONEY:
        raise UsageError(f"--money: expected one of {', '.join(MONEY)}, got {money!r}")
    if options.players is not None and options.players > game["max"]:
        raise too_many_players(load(data), options.players, game["max"], money)
    players = check_players(options.players, game["min"], game["max"], game["default"])
    if options.paper not in PAPER_CHOICES:
        raise UsageError(f"--paper: expected one of {', '.join(PAPER_CHOICES)} for triple-bataille, got {options.paper!r}")
    return replace(options, players=players, extra={**options.extra, "money": money})


def too_many_players(model: Model, players: int, most: int, money: str) -> UsageError:
    """The game has no maximum ("3 players and more"); the kit stops at the largest table its
    manual's material list details. What a larger table does instead: kits that add up to it
    (boards and tokens are per player), decks for its money, and the State's and the track's
    figures counted for its N (README, "Triple Bataille for more than 20 players")."""
    kits = -(-players // most)
    sizes = [players // kits + (1 if i < players % kits else 0) for i in range(kits)]
    need = supply(model, players=players, money=money)
    return UsageError("--players: the kit prints for 3 to {most} players, got {players}: {most} is the largest "
                      "table the manual's material list details, though the game has no limit; for {players}, "
                      "build kits for {sizes} players (a board and tokens per player), borrow {start} decks of 54 "
                      "cards to start and up to {decks} as money is created, and count the State's and the track's "
                      "figures for {players} (README: Triple Bataille for more than 20 players)",
                      most=most, players=players, sizes=" + ".join(str(n) for n in sizes),
                      start=need.start_decks, decks=need.decks)


def components(data: GameData, options: KitOptions, tr: Translator) -> list[Component]:
    model = with_printed_credits(load(data), tr)
    money = options.extra["money"]
    ctx = Context(model, tr, options.players, money, footer_text(model, tr))
    page = PAPERS[options.paper].landscape()
    info = lambda what: DocInfo(f"Triple Bataille: {what}", author=model.credits.authors, lang=options.lang)  # noqa: E731
    parts = [_cover(model, options, tr, info), _player_boards(ctx, page, info), _card_mats(ctx, page, info)]
    for board in model.boards:
        if board.id in SHEETS and board.used_in(money):
            parts.append(_sheet(ctx, board.id, board.code, page, info))
    parts.extend(_tokens(model, ctx, options, info))
    parts.append(_booklet(data, model, tr, info, supply(model, players=options.players, money=money)))
    return parts


def footer_text(model: Model, tr: Translator) -> str:
    """The line every board carries: original title, author, site and licence."""
    credit = model.credits
    return tr.format("board", "Triple Bataille, after {title} by {author} ({site}) · licence {licence}",
                     title=credit.original_title, author=credit.authors,
                     site=credit.source.removeprefix("https://"), licence=credit.licence)


def _player_boards(ctx: Context, page: Size, info) -> Component:
    codes = ctx.model.player_board_codes(ctx.players)
    title = ctx.tr.pgettext("component", "Player boards")

    def render(only):
        chosen = [(seat, code) for seat, code in enumerate(codes, start=1) if only is None or code in only]

        def draw(pen):
            for seat, code in chosen:
                draw_board_page(pen, page, without_slots(player_board(ctx, seat, code)), repeated=True)
            return len(chosen)
        return render_pages(page, info(title), draw)

    return Component("player-boards", "board", title, tuple(codes), render, code_prefix="TB-P")


def _card_mats(ctx: Context, page: Size, info) -> Component:
    """Each seat's card mat: the board's card areas as full-size token outlines."""
    codes = ctx.model.card_mat_codes(ctx.players)
    boards = ctx.model.player_board_codes(ctx.players)
    title = ctx.tr.pgettext("component", "Card mats")

    def render(only):
        chosen = [(seat, code) for seat, code in enumerate(codes, start=1) if only is None or code in only]

        def draw(pen):
            for seat, code in chosen:
                board = replace(player_board(ctx, seat, boards[seat - 1]), code=code)
                draw_card_mat(pen, page, board, card_mat_heading(ctx, seat), POKER)
            return len(chosen)
        return render_pages(page, info(title), draw)

    # A mat has its own code (TB-M-02), apart from its seat's board (TB-P-02): `--only` reprints either.
    return Component("card-mats", "board", title, tuple(codes), render, code_prefix="TB-M")


def _sheet(ctx: Context, board_id: str, code: str, page: Size, info) -> Component:
    board = piles_beside(ctx, SHEETS[board_id](ctx))

    def render(only):
        def draw(pen):
            draw_board_page(pen, page, board)
            return 1
        return render_pages(page, info(board.title), draw)

    return Component(board_id, "board", board.title, (code,), render, code_prefix="TB-B")


def _tokens(model: Model, ctx: Context, options: KitOptions, info) -> list[Component]:
    """Token sheets, one component per kind the chosen money uses (Manual, 'Matériel')."""
    paper = PAPERS[options.paper]
    grid = card_grid(paper, POKER)
    tr, money = ctx.tr, ctx.money
    parts = []
    for token in model.tokens:
        copies = token.copies(ctx.players, money)
        if not copies:
            continue
        accent = ACCENTS[token.money]
        face = TokenFace(tr.pgettext(f"card:{token.code}:title", token.title),
                         _markup(tr.format(f"card:{token.code}:text", token.text, house=model.value("house"),
                                           workshop=model.value("workshop"), credit=model.value("credit"),
                                           interest=model.value("interest"), du=model.libre.du_cards)),
                         tr.format("token", "Final count: {n}", n=token.worth), token.icon, token.code, accent)
        title = tr.format("component", "{name} tokens", name=face.title)
        back_label = tr.pgettext("token", "Triple Bataille")

        def render(only, face=face, token=token, accent=accent, title=title, back_label=back_label):
            jobs = [CardJob(code, lambda pen, trim, paint, code=code: draw_token_front(pen, trim, paint, replace(face, code=code)),
                            token.kind) for code in token.codes(ctx.players, money) if only is None or code in only]
            backs = {token.kind: lambda pen, trim, paint: draw_token_back(pen, trim, paint, title=back_label,
                                                                          kind=face.title, icon_name=token.icon,
                                                                          accent=accent)}
            label = f"Triple Bataille · {title}"   # as other kits' sheets; the credits are on the boards and cover
            return render_pages(paper, info(title), lambda pen: draw_card_sheets(
                pen, grid, jobs, backs, SheetOptions(edge=options.duplex_edge, label=label)))

        parts.append(Component(f"tokens-{token.kind}", "tokens", title, tuple(token.codes(ctx.players, money)), render,
                               code_prefix=f"TB-{token.letter}", two_sided=True))
    return parts


def _markup(text: str) -> str:
    from printkit.i18n import markup
    return markup(text)


def _booklet(data: GameData, model: Model, tr: Translator, info, found: Supply) -> Component:
    """The rule booklet; its money figures are this table's (not a fixed number of players).
    Its examples are the referee's (referee_examples.examples): the worked ones made from the
    data alone, and the credits as this kit prints them."""
    title = tr.pgettext("component", "Rule booklet")
    table = {"players": found.players, "money": found.money, "start": found.start, "start_decks": found.start_decks,
             "total": found.total, "decks": found.decks, "credit": model.value("credit"),
             "divide_by": model.debt_tracks["standard"].divide_by}

    def render(only):
        examples = {**_worked_examples(data), "credits": vars(model.credits)}
        text = render_template("triple-bataille/booklet.j2", tr, examples=examples, table=table)
        footer = f"Triple Bataille · {model.credits.authors} · {model.credits.licence}"
        return render_booklet(text, info(title), footer=footer, accent=ACCENTS["both"])

    return Component("booklet", "booklet", title, (), render, count=1)


@kept_derived
def _worked_examples(data: GameData) -> dict:
    """The booklet's worked examples: computed from the data alone, the same in every language,
    so made once per game (loader.derived) and kept between runs (kits/kept.py): a warm
    `build --all` then does not import the referee."""
    from printkit.games.triple_bataille.referee_examples import worked_examples
    return worked_examples(load(data))


def _cover(model: Model, options: KitOptions, tr: Translator, info) -> Component:
    title = tr.pgettext("component", "Cover sheet")

    def render(only):
        paper = PAPERS[options.paper]
        return render_cover(cover_spec(model, options, tr), paper, info(title), tr)

    return Component("cover", "cover", title, (), render, count=1)
