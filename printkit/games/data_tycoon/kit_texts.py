"""Translated texts of the Data-Tycoon kit that are built from data: special card names, their
counter-cards, and the player aid (a turn in four steps, the Data-Treasure, the special cards).
Numbers come from rules.toml through {placeholders}; never literal in the catalogs.
"""

from __future__ import annotations

from printkit.i18n import Translator
from printkit.games.data_tycoon.model import DataTycoon, SpecialKind
from printkit.render.aid import AidRow, AidSpec


def kind_name(spec: SpecialKind, tr: Translator) -> str:
    return tr.pgettext(f"special:{spec.kind}", spec.name)


def special_counters(spec: SpecialKind, model: DataTycoon, tr: Translator) -> str:
    """The cards that cancel this one, by name ('Lawyer, Consent'); '' when none does."""
    return ", ".join(kind_name(model.specials[kind], tr) for kind in spec.counters)


def aid_spec(model: DataTycoon, tr: Translator, level: str) -> AidSpec:
    """The one-page aid for the cards in play at `level`."""
    numbers = model.rules.as_dict()
    in_play = set(model.level(level).kinds)
    fmt = lambda msgid: tr.format("aid", msgid, **numbers)  # noqa: E731
    turn = (
        fmt("<b>Take.</b> Play a dataset from your hand and take a dataset from the table of the same colour, "
            "or a sensitive one of the same kind."),
        fmt("<b>Purpose.</b> Call DATA! first, then lay the card by your collection to found a Data-Treasure, "
            "or play it on a rival, who freezes {purpose_freeze} of their datasets."),
        fmt("<b>Special card.</b> Play it, or keep it to cancel an attack later."),
        fmt("<b>Discard.</b> If you can do none of this, put one card from your hand face up on the table."),
    )
    treasure = [
        fmt("One purpose card and at least {treasure_min} dataset cards: all sensitive, in any colours, "
            "or all of one colour, simple or sensitive."),
        fmt("Frozen cards never join a treasure, but they count at the end."),
    ]
    if "consent" in in_play:
        treasure.append(fmt("With a consent card, one treasure splits into two of at least {consent_part_min} "
                            "cards each and counts twice."))
    rhythm = (
        fmt("Set-up: {table_cards} cards face up on the table, {hand_cards} cards in each hand."),
        fmt("Every {refill_every} turns, every player draws {refill_cards} new cards."),
    )
    winner = (fmt("Most Data-Treasures; on a tie, most sensitive dataset cards; then most dataset cards."),)
    rows = tuple(
        AidRow(spec.icon, spec.rgb, tr.format("aid", "{name} ({n})", name=kind_name(spec, tr), n=spec.qty),
               tr.format(f"special:{spec.kind}:effect", spec.effect, **numbers), special_counters(spec, model, tr))
        for spec in model.specials.values() if spec.kind in in_play
    )
    level_name = tr.pgettext(f"level:{level}", model.level(level).name)
    return AidSpec(
        title=tr.format("aid", "{title}: player aid", title=model.title),
        sections=(
            (tr.pgettext("aid", "On your turn, do one of these:"), turn),
            (tr.pgettext("aid", "A Data-Treasure"), tuple(treasure)),
            (tr.pgettext("aid", "Cards in hand"), rhythm),
            (tr.pgettext("aid", "Who wins"), winner),
        ),
        table_title=tr.pgettext("aid", "Special cards in play"),
        headers=(tr.pgettext("aid", "Card"), tr.pgettext("aid", "Effect"), tr.pgettext("aid", "Cancelled by")),
        rows=rows,
        footer=tr.format("aid", "{title} · level {level} · {n} cards", title=model.title, level=level_name,
                         n=len(model.cards_at(level))),
        accent="#16233f",
    )
