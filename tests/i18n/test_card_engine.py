"""printkit/i18n_tools/card_engine.py and the data-only engine's catalog contexts: a complete
French catalog stays complete when counts change; a new row asks for its own strings only; a
catalog keyed by card codes is carried over; Babel's guesses from another card are dropped.
"""

from __future__ import annotations

import io
import json

from babel.messages.pofile import read_po, write_po

from printkit.i18n import load_catalog
from tests.kits.test_card_game_designer import GAME, edit, run, workspace  # noqa: F401 (the fixture)


def french(english: str) -> str:
    return f"FR {english}"


def translate_all(workspace, *, keep=()) -> None:
    """Fill every entry of the French catalog (all plural forms), but those whose English is in `keep`."""
    path = workspace / "locales" / GAME / "fr.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, str):
            message.string = message.string if message.id in keep else french(message.id)
        else:
            message.string = tuple(french(message.id[0]) for _ in range(catalog.num_plurals))
    write(path, catalog)


def write(path, catalog) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())
    load_catalog.cache_clear()


def status(workspace) -> dict:
    code, output = run("i18n", "status", "--json")
    assert code == 0, output
    return next(row for row in json.loads(output) if row["domain"] == GAME and row["lang"] == "fr")


def french_catalog(workspace) -> dict:
    with (workspace / "locales" / GAME / "fr.po").open("rb") as handle:
        return {(m.context, m.id): (m.string, m.fuzzy) for m in read_po(handle) if m.id}


def start_french(workspace) -> None:
    assert run("i18n", "extract", GAME)[0] == 0
    assert run("i18n", "init", "fr", GAME)[0] == 0
    translate_all(workspace)
    assert status(workspace)["untranslated"] == 0


def test_a_complete_catalog_stays_complete_when_counts_change(workspace):
    start_french(workspace)
    edit(workspace, "cards.csv", "3,Sun,", "5,Sun,")          # every later code shifts by two
    edit(workspace, "cards.csv", "0,Snow,", "1,Snow,")        # a kept row starts printing: codes shift again
    edit(workspace, "cards.csv", "1,Snow,weather,white,,,,,Kept for a later edition.",
         "1,Snow,weather,white,cloud.svg,,,,Kept for a later edition.")
    assert run("build", GAME, "--lang", "fr", "--out", str(workspace / "fr"))[0] == 2   # Snow's own strings are new
    code, output = run("i18n", "update")
    assert code == 0, output
    row = status(workspace)
    assert (row["untranslated"], row["fuzzy"]) == (2, 0)      # Snow's name and text, nothing else
    translate_all(workspace)
    code, output = run("build", GAME, "--lang", "fr", "--out", str(workspace / "fr"))
    assert code == 0, output
    edit(workspace, "cards.csv", "5,Sun,", "9,Sun,")
    assert run("i18n", "update")[0] == 0
    assert status(workspace)["untranslated"] == 0 and status(workspace)["fuzzy"] == 0


def test_a_fixed_label_is_one_entry_for_the_deck_and_the_title_is_translated(workspace):
    start_french(workspace)
    entries = french_catalog(workspace)
    assert [key for key in entries if key[1] == "Bonus!"] == [("card:main:bonus", "Bonus!")]
    assert ("game:title", "Mixed Deck") in entries and ("back:main:title", "{title}") in entries
    out = workspace / "fr"
    assert run("build", GAME, "--lang", "fr", "--out", str(out))[0] == 0
    from tests.pdfread import page_texts
    for part in ("cover", "cards-main"):
        assert "FR Mixed Deck" in " ".join(page_texts(out / f"{GAME}-fr-{part}.pdf"))


def test_a_catalog_keyed_by_card_codes_is_carried_over(workspace):
    """Catalogs written before contexts were keyed by rows: `card:MX-M-04:text` (the code of the
    kind's first card) and a fixed text per kind; `i18n update` fills the new entries from them."""
    start_french(workspace)
    path = workspace / "locales" / GAME / "fr.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    renamed = {"card:main:Sun:name": "card:MX-M-01:name", "card:main:Cloud:text": "card:MX-M-04:text",
               "card:main:bonus": "card:MX-M-04:bonus"}
    for message in list(catalog):
        if message.context in renamed:
            catalog.delete(message.id, message.context)
            catalog.add(message.id, "Ancien " + message.string, context=renamed[message.context])
    write(path, catalog)
    code, output = run("i18n", "update")
    assert code == 0 and "(3 entries carried over from contexts named by card codes)" in output, output
    entries = french_catalog(workspace)
    assert entries[("card:main:Sun:name", "Sun")] == ("Ancien FR Sun", False)
    assert entries[("card:main:Cloud:text", "Grey and wet.")] == ("Ancien FR Grey and wet.", False)
    assert entries[("card:main:bonus", "Bonus!")] == ("Ancien FR Bonus!", False)
    assert status(workspace)["untranslated"] == 0


def test_no_guess_from_another_card_is_left_as_a_translation(workspace):
    start_french(workspace)
    edit(workspace, "cards.csv", "Warm and dry.", "Warm and very dry.")           # the same entry, reworded
    edit(workspace, "cards.csv", "1,Calm,event,seagreen,,,,event-back,Nothing happens.",
         "1,Calm,event,seagreen,,,,event-back,Nothing happens here.")            # reworded too
    edit(workspace, "cards.csv", "2,Storm,event,darkslateblue,,star.svg,,event-back,",
         "2,Gale,event,darkslateblue,,star.svg,,event-back,")                      # renamed: a new row key
    assert run("i18n", "update")[0] == 0
    entries = french_catalog(workspace)
    assert entries[("card:main:Sun:text", "Warm and very dry.")] == ("FR Warm and dry.", True)   # offered, to confirm
    assert entries[("card:main:Calm:text", "Nothing happens here.")] == ("FR Nothing happens.", True)
    assert entries[("card:main:Gale:name", "Gale")] == ("", False)           # "Storm"'s French is not a guess for it
    assert entries[("card:main:Gale:text", "Everyone draws a card.")] == ("FR Everyone draws a card.", False)


def test_a_deck_edited_between_two_extractions_is_extracted_again(workspace):
    """The extraction keeps each game's strings for the process by what its kits read
    (extract.recorded_game): an edited card, with no catalog changed, is read again."""
    from printkit.i18n_tools.extract import collect_games
    names = {entry.msgid for entry in collect_games([GAME])[GAME] if (entry.context or "").endswith(":name")}
    assert {"Sun", "Cloud", "Storm"} <= names and "Moon" not in names
    edit(workspace, "cards.csv", "3,Sun,", "3,Moon,")
    names = {entry.msgid for entry in collect_games([GAME])[GAME] if (entry.context or "").endswith(":name")}
    assert "Moon" in names and "Sun" not in names
