"""The Triple Bataille boards a player or an institution keeps in front of them: what each box
holds and what it says, with every figure filled from the model for the table's N.

Player board (Manual, 'Plateau Joueur'), State board ('Plateau Etat'), Bank board ('Plateau de
la banque'), industry and building board, subsidiary board ('Plateau Filiale').
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from printkit.i18n import Translator, markup
from printkit.games.triple_bataille.model import Model
from printkit.games.triple_bataille.drawing import ACCENTS, BoardPage, Panel, Row, Table


class Context(NamedTuple):
    """What every board needs: the model, the translator, the table size and the money."""
    model: Model
    tr: Translator
    players: int
    money: str
    footer: str

    def text(self, msgid: str, **values: object) -> str:
        """Translated markup for a panel body or a table cell."""
        return markup(self.tr.format("board", msgid, **values)) if values else markup(self.tr.pgettext("board", msgid))

    def plain(self, msgid: str, **values: object) -> str:
        """Translated plain text for a heading drawn as one line."""
        return self.tr.format("board", msgid, **values) if values else self.tr.pgettext("board", msgid)

    def v(self, name: str) -> int:
        return self.model.value(name)

    def page(self, board_id: str, rows: list[Row], *, code: str | None = None, subtitle: str = "") -> BoardPage:
        board = next(b for b in self.model.boards if b.id == board_id)
        title = self.tr.pgettext(f"card:{board.code}:title", board.title)
        accent = ACCENTS[self.money] if board.money != "both" or board_id.startswith("track") else ACCENTS["both"]
        return BoardPage(title, code or board.code, board.icon, tuple(rows), accent, subtitle, self.footer)

    def money_name(self) -> str:
        return self.plain("Debt money") if self.money == "dette" else self.plain("Libre money")


def player_board(ctx: Context, seat: int, code: str) -> BoardPage:
    """Manual, 'Plateau Joueur': houses, workshops, credits guaranteed, the battle's reminders.

    The panels that hold cards name them (`slot`); the seat's card mat (drawing_mat) draws those
    as full-size outlines, so the board itself prints text only. Guaranteed credits lie under
    the house or workshop card that backs them (Manual), the DU is spent: neither has an outline."""
    t, v = ctx.text, ctx.v
    houses = Row((
        Panel(ctx.plain("Main house"), t("Costs {n} liasses. Owning it spares you the rent at every battle.", n=v("house")),
              "house", ctx.plain("House card")),
        Panel(ctx.plain("Bigger home"), t("Each further house card enlarges your home: {n} liasses, and it earns nothing.",
                                          n=v("house")), "house", ctx.plain("House cards")),
        Panel(ctx.plain("Secondary houses"), t("{n} liasses each, then {m} liasse of upkeep per battle. Pure luxury.",
                                               n=v("house"), m=v("maintenance")), "house", ctx.plain("House cards")),
        Panel(ctx.plain("Houses to let"), t("{n} liasses each; each collects {m} liasse of rent per battle from a tenant.",
                                            n=v("house"), m=v("rent_collected")), "rent", ctx.plain("House cards")),
    ))
    ladder = {k: ctx.model.payouts[k].multiplier for k in ctx.model.payouts}
    works = Row((
        Panel(ctx.plain("Workshop"), t("Costs {cost} liasses (the Bank pays {back}). Stake one liasse. Gains {a}×, {b}×, {c}×, "
                                       "then {d}× the stake; {p}× if you are also a public employee.", cost=v("workshop"),
                                       back=v("workshop_resale"), a=ladder["first"], b=ladder["second"],
                                       c=ladder["third"], d=ladder["later"], p=ladder["public_employee"]),
              "workshop", ctx.plain("Workshop card"), body_share=0.62),
        Panel(ctx.plain("Factory"), t("Costs {cost} liasses. Stake a second liasse; adds {s} to your support in a tie. "
                                      "Not while you are a public employee.", cost=v("workshop"), s=v("factory_support")),
              "factory", ctx.plain("Factory card"), body_share=0.62),
        Panel(ctx.plain("Large factory"), t("Costs {cost} liasses. Stake a third liasse; adds {s} more to your support. "
                                            "Not while you are a public employee.", cost=v("workshop"), s=v("factory_support")),
              "large-factory", ctx.plain("Factory card"), body_share=0.62),
        Panel(ctx.plain("Micro-enterprise"), t("No workshop, no cost: stake one liasse from home. You are paid after everyone "
                                               "else, {x}× the stake, or {y}× as a public employee. Not for someone a player "
                                               "employs.", x=ladder["no_workshop"], y=ladder["no_workshop_public"]), "pawn"),
    ), weight=1.25)
    return ctx.page("player-boards", [houses, works, _player_money_row(ctx), _reminders(ctx)], code=code,
                    subtitle=ctx.plain("Seat {seat} of {n} · {money} · lay your cards on your card mat", seat=seat,
                                      n=ctx.players, money=ctx.money_name()))


def card_mat_heading(ctx: Context, seat: int) -> str:
    """The line atop a seat's card mat: what it is, whose it is, which money."""
    return ctx.plain("Card mat · seat {seat} of {n} · {money}", seat=seat, n=ctx.players, money=ctx.money_name())


def _player_money_row(ctx: Context) -> Row:
    t, v = ctx.text, ctx.v
    if ctx.money == "libre":
        return Row((
            Panel(ctx.plain("Universal Dividend"), t("At every battle you receive one DU: {n} money cards. At the end of each "
                                                     "cycle, halve your money cards: prices in DU stay the same.",
                                                     n=ctx.model.libre.du_cards), "dividend"),
            Panel(ctx.plain("Savings"), t("Money you keep for later. No credit here creates money."), "liasse",
                  ctx.plain("Money cards")),
        ), weight=0.85)
    return Row((
        Panel(ctx.plain("Credits guaranteed by your houses"), t("Each house card backs one liasse of credits: lay the "
                                                                "credit cards under it."), "credit"),
        Panel(ctx.plain("Credits guaranteed by your workshops"), t("Each workshop or factory card backs one liasse of "
                                                                   "credits."), "credit"),
        Panel(ctx.plain("Credits without a guarantee"), t("At most {n} per card in a liasse (so {a} or {b} credits), unless "
                                                          "the Bank relaxes its rules.",
                                                          n=v("unsecured_credits"), a=v("unsecured_credits"),
                                                          b=2 * v("unsecured_credits")), "credit", ctx.plain("Credit cards")),
    ), weight=0.85)


def _reminders(ctx: Context) -> Row:
    t, v = ctx.text, ctx.v
    interest = (t("{n} cards per credit at the end of every battle.", n=v("interest")) if ctx.money == "dette"
                else t("Libre money: no interest, no money-creating credit."))
    return Row((
        Panel(ctx.plain("Rent"), t("{n} liasse per battle, unless you own your home.", n=v("rent")), "rent"),
        Panel(ctx.plain("Food"), t("{n} liasse per battle, for everyone.", n=v("food")), "food"),
        Panel(ctx.plain("Leisure"), t("As much as you like: spend some!"), "leisure"),
        Panel(ctx.plain("Interest"), interest, "credit"),
        Panel(ctx.plain("Public employee"), t("Salary {n} liasses per battle, paid by the State.", n=v("public_salary")),
              "state"),
    ), weight=0.55)


def state_board(ctx: Context) -> BoardPage:
    """Manual, 'Plateau Etat': public money, 2N public jobs, N social aids, enterprises, credits."""
    t, v, n = ctx.text, ctx.v, ctx.players
    jobs, aids = ctx.model.public_jobs(n), ctx.model.social_aids(n)
    start = ctx.model.state_start(n, ctx.money)
    top = Row((
        Panel(ctx.plain("Public money"), t("At the start: {per} cards per player, {total} cards for {n} players. Battle "
                                           "taxes and building taxes land here.", per=ctx.model.modes[ctx.money].state_per_player,
                                           total=start, n=n), "state", ctx.plain("Public money cards")),
        Panel(ctx.plain("Paid at the opening of every battle"), "", "liasse", table=Table((
            (t("What"), t("How many"), t("Each"), t("Total")),
            (t("Public salaries ({k} per player)", k=ctx.model.jobs_per_player), str(jobs), t("{n} liasses", n=v("public_salary")),
             t("{n} liasses", n=jobs * v("public_salary"))),
            (t("Social aid ({k} per player)", k=ctx.model.aid_per_player), str(aids), t("{n} liasse", n=v("social_aid")),
             t("{n} liasses", n=aids * v("social_aid"))),
            (t("Together"), "", "", t("{n} liasses", n=jobs * v("public_salary") + aids * v("social_aid"))),
        ), (3, 1.2, 1.4, 1.4)), weight=1.4),
    ), weight=1.2)
    staff = (t("Public employees also receive the DU and spend it; the State and the Bank never do.")
             if ctx.money == "libre" else t("If the public money runs short, the State borrows from the Bank to pay them."))
    middle = Row((
        Panel(ctx.plain("Public jobs"), t("{jobs} public employees, each paid {s} liasses: one for rent (to a landlord or "
                                         "the pot), one for food (to the pot). A player may take one of these jobs.",
                                         jobs=jobs, s=v("public_salary")), "state"),
        Panel(ctx.plain("Social aid"), t("{aids} aids of {a} liasse at every battle.", aids=aids, a=v("social_aid")), "food"),
        Panel(ctx.plain("Staff and money"), staff, "liasse"),
    ), weight=0.8)
    credits = (Panel(ctx.plain("State credits"), t("Credits the State took; it pays {i} cards of interest per credit and "
                                                   "battle. The more there are, the louder the calls to sell enterprises and "
                                                   "cut salaries and aid.", i=v("interest")), "credit",
                     ctx.plain("Credit cards"))
               if ctx.money == "dette" else
               Panel(ctx.plain("Taxes"), t("{b} liasses between winners in every battle, {h} liasse per house built, {f} per "
                                           "{w} liasses spent on factories.", b=v("battle_tax"), h=v("house_tax"),
                                           f=v("factory_tax"), w=v("workshop")), "liasse"))
    bottom = Row((
        Panel(ctx.plain("State enterprises"), t("Motorways, airports, the lottery: sold off to refill the coffers when the "
                                                "State owes too much."), "factory", ctx.plain("State enterprise cards")),
        credits,
    ), weight=1.0)
    return ctx.page("state-board", [top, middle, bottom], subtitle=ctx.plain("{n} players · {money}", n=n, money=ctx.money_name()))


def bank_board(ctx: Context) -> BoardPage:
    """Manual, 'Plateau de la banque' (debt money only)."""
    t, v, n = ctx.text, ctx.v, ctx.players
    start = ctx.model.modes["dette"].bank_cards
    top = Row((
        Panel(ctx.plain("Funds and profits"), t("The Bank starts with {n} cards, like a player. Its profits are the interest: "
                                                "{i} cards per credit and battle. They never return to the local economy.",
                                                n=start, i=v("interest")), "bank", ctx.plain("Bank money cards")),
        Panel(ctx.plain("Own funds"), t("Each card here lets the Bank create {k} cards from nothing: two credits of {c} "
                                        "cards. At the end of each cycle it moves {n} cards (one per player) here from its "
                                        "profits.", k=v("own_funds_leverage"), c=v("credit"), n=n), "bank",
              ctx.plain("Own funds")),
    ))
    bottom = Row((
        Panel(ctx.plain("Credits granted"), t("One credit is {c} cards. In one battle the Bank grants at most {n} new credits "
                                              "per card in a liasse: {n} or {m} new credits.",
                                              c=v("credit"), n=n, m=2 * n), "credit", ctx.plain("Credit cards")),
        Panel(ctx.plain("Real estate"), t("Just before each cycle ends the Bank turns half its money into houses. Seized "
                                          "houses: {h} liasse each; seized factory cards: {w} liasses each.",
                                          h=v("house_buyback"), w=v("workshop_resale")), "house", ctx.plain("House cards")),
        Panel(ctx.plain("Unpaid credits"), t("Credits of players gone bankrupt. Too many? The States will bail the Bank out."),
              "devaluation", ctx.plain("Credit cards")),
    ))
    return ctx.page("bank-board", [top, bottom], subtitle=ctx.plain("{n} players · {money}", n=n, money=ctx.money_name()))


def industry_board(ctx: Context) -> BoardPage:
    """Manual, 'Plateau industrie et bâtiment': wages, taxes and profits of building."""
    t, v, n = ctx.text, ctx.v, ctx.players
    w = v("workshop")
    building = Row((
        Panel(ctx.plain("Building wages"), t("{n} liasse of wages per house built, paid at the next battle.", n=v("house_wages")),
              "house", ctx.plain("Wages")),
        Panel(ctx.plain("Tax on houses"), t("The State takes {n} liasse per house built.", n=v("house_tax")), "state"),
        Panel(ctx.plain("Building profits"), t("None: not modelled at this level of the game."), "house"),
    ))
    industry = Row((
        Panel(ctx.plain("Industry wages"), t("{n} liasses of wages per {w} liasses spent on factories, paid at the next "
                                             "battle.", n=v("factory_wages"), w=w), "factory", ctx.plain("Wages")),
        Panel(ctx.plain("Tax on factories"), t("The State takes {n} liasse per {w} liasses spent.", n=v("factory_tax"), w=w),
              "state"),
        Panel(ctx.plain("Industry profits"), t("{n} liasses per {w} liasses spent stay here.", n=v("factory_profit"), w=w),
              "factory", ctx.plain("Profits")),
    ))
    per = ctx.model.modes[ctx.money].industry_per_player
    start = (t("Libre money: {total} cards ({per} per player) start in the profits, split between building and industry.",
               total=per * n, per=per) if ctx.money == "libre" else
             t("Debt money: nothing starts here; those cards go to the Bank."))
    note = Row((
        Panel(ctx.plain("At the start"), start, "liasse"),
        Panel(ctx.plain("Not a player"), t("These sectors pay no credit: do not compare their results with the players'."),
              "bank"),
    ), weight=0.5)
    return ctx.page("industry-board", [building, industry, note], subtitle=ctx.money_name())


def subsidiary_board(ctx: Context) -> BoardPage:
    """Manual, 'Plateau Filiale': a manager's pay by the subsidiary's factory cards (DECISIONS.md)."""
    t, v = ctx.text, ctx.v
    living = v("rent") + v("food")
    panels = []
    for cards, name, icon in ((1, "Workshop subsidiary", "workshop"), (2, "Factory subsidiary", "factory"),
                              (3, "Large factory subsidiary", "large-factory")):
        panels.append(Panel(ctx.plain(name), "", icon, ctx.plain("Factory cards"), body_share=0.7, table=Table((
            (t("The manager receives"), t("Liasses")),
            (t("Rent and food"), str(living)),
            (t("To stake in the battle"), str(cards)),
            (t("Fixed pay, kept"), str(cards)),
            (t("Each battle, at most"), str(living + 2 * cards)),
        ), (2.4, 1))))
    intro = Row((
        Panel(ctx.plain("Running a subsidiary"), t("Buy a subsidiary factory and have another player run it; from your second "
                                                   "subsidiary on you may employ players. Each card costs {c} liasses, sells "
                                                   "back for {r}, and backs one liasse of credits.", c=v("workshop"),
                                                   r=v("workshop_resale")), "workshop"),
        Panel(ctx.plain("When the manager wins"), t("Besides the wage, a winning manager keeps only a bonus equal to the "
                                                    "stake; the rest of the gain goes to the owner."), "battle"),
    ), weight=0.45)
    return ctx.page("subsidiary-board", [intro, Row(tuple(panels))], subtitle=ctx.money_name())


def piles_beside(ctx: Context, board: BoardPage) -> BoardPage:
    """A shared board's card areas say what they are: a board's panel has no room for a 63×88 mm
    card (its dashed area is about 20 mm tall on A4), so each names the pile of cards that goes
    beside the board, next to it (the players' cards go on their card mats)."""
    rows = tuple(replace(row, panels=tuple(
        replace(panel, slot=ctx.plain("{cards}: their pile goes beside the board, next to this box", cards=panel.slot))
        if panel.slot else panel for panel in row.panels)) for row in board.rows)
    return replace(board, rows=rows)
