"""Extraction by rendering: card contexts, rooms, flags, domains, template blocks (issue 4, deliverable 1)."""

from __future__ import annotations

import csv
import warnings

import pytest

from printkit import resources
from printkit.i18n_tools.extract import Entry, collect, template_requests, web_requests
from printkit.i18n_tools.recording import domain_for
from printkit.registry import all_games, get_game


@pytest.fixture(scope="module")
def entries():
    return {domain: {(e.context, e.msgid): e for e in found} for domain, found in collect().items()}


def test_every_card_field_has_its_own_context(entries):
    mi = entries["market-island"]
    text = mi[("card:MI-I-07:text", ("The player on your left pays you {amount} Istoken.",
                                     "The player on your left pays you {amount} Istokens."))]
    assert text.flags == ("python-brace-format",)
    assert text.translator_comments() == ["Prints on cards-income: box 51 × 18 mm, 8.6 pt, shrinks to 6.5 pt"]
    assert text.locations == ["printkit/games/market_island/cards.py"]
    title = mi[("card:MI-A-01:title", "Campfire")]
    assert title.flags == ()
    assert title.translator_comments() == ["Prints on cards-action: one line 40 mm wide, 10.5 pt, shrinks to 6.5 pt"]
    codes = {ctx.split(":")[1] for ctx, _ in mi if ctx and ctx.startswith("card:")}
    assert len(codes) == 106


def test_notes_from_the_caller_reach_the_translators(entries):
    english = entries["printkit"][("language", "English")]
    assert english.translator_comments()[0].startswith("The name of this catalog's language, written in it")


def test_shared_modules_fill_the_common_domain(entries):
    common = entries["printkit"]
    assert ("cover", "In this kit") in common
    assert ("board", "glue here, under the next sheet") in common
    assert ("cover", "In this kit") not in entries["market-island"]


def test_every_translatable_colour_is_extracted(entries):
    """players.csv's colour column is translatable: EXTRACT_VARIANTS builds six players so all print."""
    path = resources.decks_dir() / "market-island" / "players.csv"
    rows = csv.DictReader(line for line in path.read_text().splitlines() if not line.startswith("#"))
    colours = {row["colour"] for row in rows}
    assert colours == {msgid for ctx, msgid in entries["market-island"] if ctx == "colour"}


def test_domain_follows_who_asks():
    assert domain_for("printkit.games.market_island.kit", "x.py", "market-island") == "market-island"
    assert domain_for("printkit.games.market_island.cards", "x.py", "market-island") == "market-island"
    assert domain_for("printkit.render.cover", "x.py", "market-island") == "printkit"
    assert domain_for("", "/data/templates/dice-game/booklet.j2", "dice-game") == "dice-game"


def test_template_blocks_are_extracted_with_their_kind(data_copy):
    folder = data_copy / "templates" / "market-island"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "extra.j2").write_text(
        "## {% trans %}Winning a round{% endtrans %}\n"
        "{# Translators: n counts Istokens #}\n"
        "- {% trans n=3 %}Each player pays {{ n }} at 100 %{% endtrans %}\n"
        "{% trans count=2 %}one pawn{% pluralize %}{{ count }} pawns{% endtrans %}\n")
    found = [r for r in template_requests([get_game("market-island")]) if r.location.endswith("extra.j2")]
    assert [(r.msgid, r.domain, r.note, r.rooms) for r in found] == [
        ("Winning a round", "market-island", None,
         ["the rule booklet: booklet section heading; pages flow on, so length is free"]),
        ("Each player pays %(n)s at 100 %%", "market-island", "n counts Istokens",
         ["the rule booklet: booklet bullet; pages flow on, so length is free"]),
        (("one pawn", "%(count)s pawns"), "market-island", None,
         ["the rule booklet: booklet paragraph; pages flow on, so length is free"]),
    ]
    assert Entry(None, "Each player pays %(n)s at 100 %%").flags == ("python-format",)


def test_worked_examples_tell_the_translator_what_their_placeholders_hold():
    """%(card)s is '9 of hearts', %(score)s a bare number, %(tied)s 'P1, P3': without a note a translator
    had to read booklet.j2 to learn it (issue 12, found while translating pt)."""
    import re
    explained = ("card", "player", "score", "ranks", "suits", "winner", "tied", "rolls")
    found = 0
    for request in template_requests([get_game("market-island")]):
        text = " ".join(request.msgid) if isinstance(request.msgid, tuple) else request.msgid
        names = set(re.findall(r"%\((\w+)\)s", text)) & set(explained)
        if request.domain != "market-island" or not names:
            continue
        found += 1
        for name in names:
            assert request.note and re.search(rf"\b{name}\b", request.note), (text, name)
    assert found == 11


def test_reading_printkits_sources_warns_nobody(capfd):
    """Babel's extractors write what they skip (an f-string inside `UsageError(…)`) to stderr with
    the absolute path of printkit's own source, which `i18n init`/`update` would show a translator.
    Every static extraction runs here with Python's warnings turned into errors and must write nothing."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert web_requests() and template_requests(all_games())
    assert capfd.readouterr().err == ""

