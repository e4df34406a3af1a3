"""The Triple Bataille cover sheet: contents for N, what to bring (decks of 54 cards with the
calculation shown, Manual 'Matériel'), how to print, the original's credits.
"""

from __future__ import annotations

from printkit.i18n import Translator
from printkit.kit_model import KitOptions
from printkit.games.triple_bataille.model import Model
from printkit.games.triple_bataille.model_supply import supply
from printkit.kits.common import paper_label
from printkit.kits.printing import Sheets, print_steps
from printkit.layout.geometry import POKER
from printkit.render.cover import CoverSpec
from printkit.games.triple_bataille.drawing import ACCENTS

TERMS = {
    "players": "players' starting cards",
    "inheritance": "inheritances",
    "state": "the State's budget",
    "bank": "the Bank's funds",
    "industry": "the industry board",
    "credits": "credits at the track's peak, {credit} cards each",
    "du": "DU created over a short game, after the halvings",
}


def cover_spec(model: Model, options: KitOptions, tr: Translator) -> CoverSpec:
    """What the cover prints for this table."""
    n, money = options.players, options.extra["money"]
    found = supply(model, players=n, money=money)
    boards = [b for b in model.boards if b.used_in(money) and not b.per_player]
    contents = [(tr.pgettext("component", "Player boards"), str(n)),
                (tr.pgettext("component", "Card mats"), str(n)),
                (tr.pgettext("cover", "Other boards and sheets"), str(len(boards)))]
    for token in model.tokens:
        copies = token.copies(n, money)
        if copies:
            contents.append((tr.format("component", "{name} tokens", name=tr.pgettext(f"card:{token.code}:title",
                                                                                        token.title)), str(copies)))
    contents.append((tr.pgettext("component", "Rule booklet"), "1"))
    bring = [
        tr.format("cover", "Standard {size}-card decks as money: {start_decks} to start ({start} cards), up to "
                           "{decks} as money is created ({cards} cards at most: see the count below)",
                  size=found.cards_per_deck, start_decks=found.start_decks, start=found.start,
                  decks=found.decks, cards=found.total),
        tr.pgettext("cover", "A pawn for the money-creation track"),
        tr.pgettext("cover", "Scissors or a cutter and ruler for the tokens"),
    ]
    steps = [
        tr.pgettext("cover", "Print at actual size (100 %): turn off 'fit to page'. Check the ruler below."),
        tr.pgettext("cover", "Boards are single-sided, one per page; print one player board per participant."),
        *print_steps(tr, options, Sheets(card=POKER)),
    ]
    subtitle = tr.format("cover", "{n} players · {money} · {paper}", n=n,
                         money=tr.pgettext("board", "Debt money" if money == "dette" else "Libre money"),
                         paper=paper_label(options.paper, tr))
    return CoverSpec("Triple Bataille", subtitle, contents, bring, steps, model.credits, accent=ACCENTS[money],
                     notes=deck_notes(model, tr, n, money))


def deck_notes(model: Model, tr: Translator, players: int, money: str) -> list[str]:
    """The deck count, term by term, and the manual's own figure for comparison."""
    found = supply(model, players=players, money=money)
    terms = " + ".join(tr.format("cover", "{cards} ({what})", cards=cards,
                                 what=tr.format("cover", TERMS[name], credit=model.value("credit")))
                       for name, cards in found.terms)
    peak = (tr.format("cover", "every player borrowing the most the track allows before it devalues ({n} credits each)",
                      n=model.supply.get("peak_credits_per_player", 6))
            if money == "dette" else
            tr.format("cover", "the DU paid to the players and the {jobs} public employees at every battle, halved at "
                               "each cycle's end", jobs=model.public_jobs(players)))
    return [
        tr.format("cover", "Money cards at the peak of a short game ({peak}): {terms} = {total} cards, so {decks} decks "
                           "of {size}.", peak=peak, terms=terms, total=found.total, decks=found.decks,
                  size=found.cards_per_deck),
        tr.format("cover", "The original rules suggest {manual} decks for this table and ask for the figure to be "
                           "checked: that is about the money dealt at the start ({start} cards). The money the game "
                           "creates comes on top; cards of higher value (a variant) or the DU tokens cut the number "
                           "of cards.", manual=manual_decks(model, players), start=found.start),
    ]


def manual_decks(model: Model, players: int) -> int:
    """Manual, 'Matériel': the decks it suggests for a table of `players` (setup.toml [decks])."""
    rows = sorted(model.supply.get("manual_suggestion", []), key=lambda row: row["upto"])
    return next((row["decks"] for row in rows if players <= row["upto"]), rows[-1]["decks"] if rows else 0)
