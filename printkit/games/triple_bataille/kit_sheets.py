"""The Triple Bataille reference sheets: the money-creation track for the chosen money (and the
optional debt-money cycles), the table of values, the battle procedure and the events table.

Track thresholds are computed for the table's N from `track.toml` (Manual, 'Plateau de la
création monétaire'), never printed for one N.
"""

from __future__ import annotations

from printkit.i18n import markup
from printkit.games.triple_bataille.kit_boards import Context
from printkit.games.triple_bataille.model import DebtTrack
from printkit.render.draw import SYMBOLS
from printkit.games.triple_bataille.drawing import BoardPage, Panel, Row, Table

SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def track_board(ctx: Context) -> BoardPage:
    """The track for the chosen money."""
    return _debt_track_page(ctx) if ctx.money == "dette" else _libre_track_page(ctx)


def _debt_track_page(ctx: Context) -> BoardPage:
    t, v, n = ctx.text, ctx.v, ctx.players
    chart = ctx.model.debt_tracks["standard"]
    table = Panel(ctx.plain("Cycles for {n} players", n=n), "",
                  "devaluation", table=debt_table(ctx, chart))
    start = ctx.model.modes["dette"]
    notes = Row((
        Panel(ctx.plain("Start"), t("Each player {p} cards, plus {h} inherited at battle {b}; the Bank {bank}; the State "
                                    "{s} ({per} per player).", p=start.player_cards, h=start.inheritance_cards,
                                    b=ctx.model.calendar.get("inheritance_battle", 12), bank=start.bank_cards,
                                    s=ctx.model.state_start(n, "dette"), per=start.state_per_player), "liasse"),
        Panel(ctx.plain("Moving the pawn"), t("After every battle. A box is played again until the credits out pass its "
                                              "upper bound; credits already repaid do not count."), "pawn"),
        Panel(ctx.plain("Short game"), t("{k} battles, and always one more after a change of value. Count when a liasse "
                                         "is one card.", k=ctx.model.short_game_battles), "battle"),
        Panel(ctx.plain("Final count"), _count_text(ctx), "treasure-chest"),
    ), weight=0.55)
    return ctx.page("track-board", [Row((table,)), notes],
                    subtitle=ctx.plain("{n} players · {money}", n=n, money=ctx.money_name()))


def debt_table(ctx: Context, chart: DebtTrack) -> Table:
    """One row per box, then the devaluation, then the boxes replayed after it; bounds for N."""
    t, n = ctx.text, ctx.players
    rows = [(t("Cycle"), t("Credits out"), t("Cards per liasse"), t("New credits per battle, at most"), t("What changes"))]
    repeat = len(chart.repeating)
    for box in chart.boxes:
        rows.append((markup(str(box.cycle)), _bounds(ctx, box.above * n, box.upto * n), markup(str(box.liasse)),
                     markup(str(n * box.liasse)), _box_note(ctx, box.cycle, box.liasse)))
    rows.append((t("Devaluation"), t("more than {k}", k=chart.devaluation_above * n), "-", "-",
                 t("Everyone, the Bank and the State divide money cards and credits by {k}: make {k} piles, keep the "
                   "first. Not a battle.", k=chart.divide_by)))
    for box in chart.repeating:
        later = ", ".join(str(box.cycle + repeat * k) for k in (1, 2, 3))
        rows.append((t("{cycles}…", cycles=later), _bounds(ctx, box.above * n, box.upto * n), markup(str(box.liasse)),
                     markup(str(n * box.liasse)), t("As cycle {c}, in new money.", c=box.cycle)))
    return Table(tuple(rows), (1.1, 1.3, 1, 1.3, 4.2))


def _bounds(ctx: Context, above: int, upto: int) -> str:
    if upto <= 0:
        return ctx.text("none yet")
    return ctx.text("{low} to {high}", low=max(above, 0) + 1, high=upto)


def _box_note(ctx: Context, cycle: int, liasse: int) -> str:
    if cycle == 1:
        return ctx.text("No credit yet; the first may be taken at the second battle.")
    if liasse == 1:
        return ctx.text("Everything is paid in single cards.")
    return ctx.text("Money has grown: pay everything in liasses of {k} cards; credits and interest stay in cards.", k=liasse)


def _count_text(ctx: Context) -> str:
    if ctx.money == "dette":
        return ctx.text("Money card {m}, house {h}, factory card {f}, each credit still held -{c}.", m=1,
                        h=ctx.v("house_points"), f=ctx.v("factory_points"), c=ctx.v("credit_points"))
    return ctx.text("Money card {m}, house {h}, factory card {f}.", m=1, h=ctx.v("house_points"), f=ctx.v("factory_points"))


def _libre_track_page(ctx: Context) -> BoardPage:
    t, n = ctx.text, ctx.players
    libre = ctx.model.libre
    du = libre.du_cards
    rows = [(t("Cycle"), t("Battles"), t("At each battle"), t("At the end of the cycle"))]
    halve = t("The DU is worth twice as much: everyone and the State halve their money cards (keep one pile of {k}).",
              k=libre.halving)
    rows.append((markup("1"), markup(str(libre.cycle_battles[0])),
                 t("One DU ({d} cards) to each person. Youth: no rent or food before battle {b}.", d=du,
                   b=libre.cycle_battles[0]), halve))
    rows.append((t("{cycles}…", cycles="2, 3, 4"), markup(str(libre.cycle_battles[-1])),
                 t("One DU ({d} cards) to each person.", d=du), halve))
    table = Panel(ctx.plain("Cycles for {n} players", n=n), "", "dividend", table=Table(tuple(rows), (0.8, 0.8, 3, 3)))
    start = ctx.model.modes["libre"]
    receivers = n + ctx.model.public_jobs(n)
    notes = Row((
        Panel(ctx.plain("Start"), t("Each player {c} cards ({d} DU of childhood); the State {s}; the industry board {i}.",
                                    c=start.player_cards, d=libre.childhood_du, s=ctx.model.state_start(n, "libre"),
                                    i=start.industry_per_player * n), "liasse"),
        Panel(ctx.plain("New money per battle"), t("{p} players and {e} public employees receive one DU each: {c} new cards "
                                                   "per battle.", p=n, e=ctx.model.public_jobs(n), c=receivers * du),
              "dividend"),
        Panel(ctx.plain("Short game"), t("{k} battles, then count.", k=ctx.model.short_game_battles), "battle"),
        Panel(ctx.plain("Final count"), _count_text(ctx), "treasure-chest"),
    ), weight=0.6)
    return ctx.page("track-board", [Row((table,)), notes],
                    subtitle=ctx.plain("{n} players · {money}", n=n, money=ctx.money_name()))


def track_options_board(ctx: Context) -> BoardPage:
    """Manual, the two optional debt-money cycle pages, on one extra page."""
    panels = []
    for name in ("liasse4", "liasse1"):     # rows of the same height on both: each its share of the page
        chart = ctx.model.debt_tracks[name]
        table = debt_table(ctx, chart)
        panels.append(Row((Panel(ctx.plain(chart.title), "", "devaluation", table=table),), weight=len(table.rows) + 1))
    return ctx.page("track-options-board", panels,
                    subtitle=ctx.plain("{n} players · {money}", n=ctx.players, money=ctx.money_name()))


def values_board(ctx: Context) -> BoardPage:
    """Manual, 'Tableau des valeurs': every fixed price, in liasses or in cards."""
    t = ctx.text
    rows = [(t("Item"), t("Amount"), t("Counted in"), t("Reminder"))]
    for value in ctx.model.values.values():
        unit = {"liasse": t("liasses"), "card": t("cards"), "credit": t("credits")}[value.unit]
        note = markup(ctx.tr.pgettext(f"card:{value.id}:note", value.note)) if value.note else ""
        rows.append((markup(ctx.tr.pgettext(f"card:{value.id}:label", value.label)), markup(str(value.amount)), unit, note))
    sizes = sorted({box.liasse for chart in ctx.model.debt_tracks.values() for box in chart.boxes})
    intro = Panel(ctx.plain("Liasses and cards"), t("A liasse is the bundle of money cards the track asks for ({a}, {b} or "
                                                    "{c}). Prices in liasses never change; credits and interest are always "
                                                    "counted in single cards.", a=sizes[0], b=sizes[1], c=sizes[-1]), "liasse")
    return ctx.page("values-board", [Row((intro,), weight=0.12),
                                     Row((Panel(ctx.plain("Table of values"), "", "liasse",
                                                table=Table(tuple(rows), (2.6, 0.7, 0.9, 4))),))],
                    subtitle=ctx.money_name())


def battle_sheet(ctx: Context) -> BoardPage:
    """Manual, 'Règles de la bataille économique': the procedure, the payout ladder, ties."""
    t, v = ctx.text, ctx.v
    steps = Row((
        Panel(ctx.plain("1. Opening"), t("DU or credits; pay food and rent; the State pays salaries and aid; the industry "
                                         "board pays its wages."), "state"),
        Panel(ctx.plain("2. Stakes"), t("Announce your stake: one liasse per workshop card, {m} at most; one with no "
                                        "workshop. Then everyone turns their cards at once.", m=v("max_stake")), "liasse"),
        Panel(ctx.plain("3. Ranking"), t("Highest first card first. Tie: larger support (cards staked + {s} per factory "
                                         "card), then the next best card.", s=v("factory_support")), "battle"),
        Panel(ctx.plain("4. Closing"), t("Interest, repayments by whole credits, upkeep of secondary houses, building and "
                                         "trading."), "credit"),
    ))
    ladder = [(t("Who"), t("Takes"), t("Next winner"))]
    ladder.append((t("The State, before the first winner and between two winners"),
                   t("{n} liasses of tax", n=v("battle_tax")), "-"))
    for payout in ctx.model.payouts.values():
        label = markup(ctx.tr.pgettext(f"card:{payout.id}:label", payout.label))
        moves = t("moves down the ladder") if payout.steps else t("keeps the same rate")
        ladder.append((label, t("{m} × the liasses staked", m=payout.multiplier), moves))
    ladder.append((t("The State, once every winner is paid"), t("whatever is left"), "-"))
    pay = Row((
        Panel(ctx.plain("Payout order"), "", "coin-exchange", table=Table(tuple(ladder), (3.4, 2, 1.8)), weight=2.2),
        Panel(ctx.plain("Ties and special cases"), t("Tied on everything: the tied players let the others go first and, when "
                                                     "nobody else is left, share one gain, picking in turn. A public "
                                                     "employee's gain does not move the ladder. Gains stop when the pot "
                                                     "is empty."), "battle"),
    ), weight=1.9)
    return ctx.page("battle-sheet", [steps, pay], subtitle=ctx.money_name())


def events_board(ctx: Context) -> BoardPage:
    """Manual, variants: the six event cards and what they do."""
    t = ctx.text
    rows = [(t("Card"), t("Event"), t("Effect"), t("Battles"))]
    for event in ctx.model.events:
        rank, suit = event.card[:-1], event.card[-1]
        if rank in ("J", "Q", "K", "A"):   # the reader's letter (French R, D, V), as the booklet's cards
            rank = markup(ctx.tr.pgettext("card rank", rank))
        card = f'<b>{rank}</b><font name="{SYMBOLS}">{SUITS[suit]}</font>'
        rows.append((card, markup(ctx.tr.pgettext(f"card:{event.code}:name", event.name)),
                     markup(ctx.tr.format(f"card:{event.code}:effect", event.effect, amount=event.amount,
                                          needs=event.needs, turns=event.turns)),
                     markup(str(event.turns)) if event.turns else t("this one")))
    intro = Panel(ctx.plain("A variant"), t("Only the cards turned in the economic battle count, never those paid as rent or "
                                            "food. Agree before the game whether you play with events."), "question-mark")
    return ctx.page("events-board", [Row((intro,), weight=0.2),
                                     Row((Panel(ctx.plain("Events"), "", "battle", table=Table(tuple(rows), (0.7, 1.8, 5, 0.8))),))],
                    subtitle=ctx.money_name())
