"""Triple Bataille kit: build into a temporary folder and read the PDFs back with pypdf."""

from __future__ import annotations

import json
from pathlib import Path

from printkit.pdftext import page_texts

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.errors import UsageError
from printkit.kit_model import KitOptions
from printkit.games.triple_bataille.model import load_model
from printkit.games.triple_bataille.referee import booklet_examples

BOARDS_DETTE = ["state-board", "bank-board", "industry-board", "subsidiary-board", "track-board",
                "track-options-board", "values-board", "battle-sheet", "events-board"]


def make(tmp_path: Path, *, lang="en", players=6, money="dette", paper="a4") -> tuple[dict, Path]:
    out = tmp_path / f"{lang}-{players}-{money}-{paper}"
    build(KitOptions(game="triple-bataille", lang=lang, players=players, paper=paper, extra={"money": money}), out)
    return json.loads((out / "manifest.json").read_text(encoding="utf-8")), out


def text_of(path: Path) -> list[str]:
    return page_texts(path)


@pytest.fixture(scope="module")
def kit_en(tmp_path_factory):
    return make(tmp_path_factory.mktemp("kit"))


def test_six_player_boards_and_every_board(kit_en):
    manifest, out = kit_en
    components = {c["id"]: c for c in manifest["components"]}
    assert components["player-boards"]["count"] == 6
    assert len(PdfReader(out / "triple-bataille-en-player-boards.pdf").pages) == 6
    for board in BOARDS_DETTE:
        assert len(PdfReader(out / components[board]["file"]).pages) == 1, board
    assert manifest["options"] == {"money": "dette"}


def test_token_counts_follow_the_table(kit_en):
    manifest, out = kit_en
    counts = {c["id"]: c["count"] for c in manifest["components"] if c["kind"] == "tokens"}
    assert counts == {"tokens-house": 18, "tokens-workshop": 26, "tokens-credit": 36}
    # 9 tokens per A4 sheet, each sheet a front page and a back page
    assert len(PdfReader(out / "triple-bataille-en-tokens-credit.pdf").pages) == 8


def test_every_board_page_carries_the_licence(kit_en):
    _, out = kit_en
    for path in sorted(out.glob("triple-bataille-en-*board*.pdf")):
        for page in text_of(path):
            assert "CC BY-SA-NC 4.0+" in page and "Nicopaz" in page, path.name


def test_track_thresholds_are_computed_for_the_table(kit_en, tmp_path):
    _, out = kit_en
    six = text_of(out / "triple-bataille-en-track-board.pdf")[0]
    assert "1 to 12" in six and "13 to 36" in six and "more than 36" in six
    _, out4 = make(tmp_path, players=4)
    four = text_of(out4 / "triple-bataille-en-track-board.pdf")[0]
    assert "1 to 8" in four and "13 to 36" not in four


def test_state_board_counts_jobs_and_aid_for_the_table(kit_en):
    _, out = kit_en
    page = text_of(out / "triple-bataille-en-state-board.pdf")[0]
    assert "30 cards for 6 players" in page
    assert "12 public employees" in page and "24 liasses" in page and "6 aids" in page


def test_the_booklet_prints_the_referees_worked_battle(kit_en):
    _, out = kit_en
    booklet = " ".join(text_of(out / "triple-bataille-en-booklet.pdf"))
    battle = booklet_examples(load_model())["battle"]
    for winner in battle["winners"]:
        assert f"{winner['player']}: " in booklet and f"{winner['gain']} cards" in booklet
    assert f"the State's {battle['state']} cards make {battle['pot']}" in " ".join(booklet.split())
    assert "Nicopaz" in booklet and "CC BY-SA-NC 4.0+" in booklet


FRENCH_RANKS = {"J": "V", "Q": "D", "K": "R", "A": "A"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def test_the_french_booklet_names_the_cards_in_french(kit_en, tmp_path):
    """Issue 16, item 5: the worked battle's cards read R♦, D♣ in French (roi, dame, valet, as and
    the suit symbols, through the catalog); the English booklet keeps its letters (KD, QC)."""
    _, out = make(tmp_path, lang="fr")
    french = " ".join(" ".join(text_of(out / "triple-bataille-fr-booklet.pdf")).split())
    english = " ".join(" ".join(text_of(kit_en[1] / "triple-bataille-en-booklet.pdf")).split())
    contenders = booklet_examples(load_model())["battle"]["contenders"]
    assert any(c["first"][:-1] in FRENCH_RANKS and FRENCH_RANKS[c["first"][:-1]] != c["first"][:-1] for c in contenders)
    for contender in contenders:
        rank, suit = contender["first"][:-1], contender["first"][-1]
        assert f"{contender['player']} : {FRENCH_RANKS.get(rank, rank)}{SUIT_SYMBOLS[suit]}" in french
        assert f"{contender['player']}: {contender['first']}" in english
        assert f"{contender['player']} : {contender['first']}" not in french


def test_the_french_events_board_names_the_cards_in_french(kit_en, tmp_path):
    """The events board's card column (KH, QH, AS … in events.csv) prints R♥, D♥ in French, K♥ in English."""
    _, out = make(tmp_path, lang="fr")
    french = " ".join(text_of(out / "triple-bataille-fr-events-board.pdf"))
    english = " ".join(text_of(kit_en[1] / "triple-bataille-en-events-board.pdf"))
    for card in ("KH", "QH", "AS", "KD", "AD", "10C"):
        rank, suit = card[:-1], card[-1]
        assert f"{FRENCH_RANKS.get(rank, rank)}{SUIT_SYMBOLS[suit]}" in french
        assert f"{rank}{SUIT_SYMBOLS[suit]}" in english
    assert "K♥" not in french and "Q♥" not in french


def test_the_cover_shows_the_deck_calculation(kit_en):
    _, out = kit_en
    cover = " ".join(" ".join(text_of(out / "triple-bataille-en-cover.pdf")).split())
    assert "= 288 cards, so 6 decks of 54" in cover
    assert "2 to start (72 cards), up to 6 as money is created (288 cards at most" in cover


@pytest.mark.parametrize(("players", "money", "start", "start_decks", "total", "decks"), [
    (20, "dette", 226, 5, 946, 18),     # 11N + 6 to start; 47N + 6 at the track's peak (DECISIONS.md)
    (3, "libre", 39, 1, 155, 3),
])
def test_cover_and_booklet_give_this_tables_money(tmp_path, players, money, start, start_decks, total, decks):
    """Issue 16 item 7: the figures are the kit's own table, on the cover and in the booklet."""
    _, out = make(tmp_path, players=players, money=money)
    cover = " ".join(" ".join(text_of(out / "triple-bataille-en-cover.pdf")).split())
    booklet = " ".join(" ".join(text_of(out / "triple-bataille-en-booklet.pdf")).split())
    assert f"{start_decks} to start ({start} cards), up to {decks} as money is created ({total} cards at most" in cover
    mode = "debt money" if money == "dette" else "libre money"
    assert f"This kit, for {players} players in {mode}: the set-up deals out {start} money cards ({start_decks} decks" in booklet
    assert f"{total} cards" in booklet


def test_libre_money_kit_has_no_bank_and_prints_du_tokens(tmp_path):
    manifest, out = make(tmp_path, money="libre", players=3, paper="a3")
    ids = [c["id"] for c in manifest["components"]]
    assert "bank-board" not in ids and "track-options-board" not in ids and "tokens-credit" not in ids
    assert {c["id"]: c["count"] for c in manifest["components"]}["tokens-du"] == 18
    assert "One DU (2 cards)" in text_of(out / "triple-bataille-en-track-board.pdf")[0]


@pytest.mark.parametrize("options, message", [
    ({"players": 2}, "--players: expected a number from 3 to 20, got 2"),
    ({"extra": {"money": "euro"}}, "--money: expected one of dette, libre, got 'euro'"),
    ({"paper": "letter"}, "--paper: expected one of a4, a3 for triple-bataille, got 'letter'"),
    ({"extra": {"level": "expert"}}, "--level: not an option of triple-bataille"),
])
def test_bad_options(tmp_path, options, message):
    with pytest.raises(UsageError) as caught:
        build(KitOptions(game="triple-bataille", **options), tmp_path / "out")
    assert str(caught.value) == message


@pytest.mark.parametrize("players, money, sizes, start, most", [
    (21, "dette", "11 + 10", 5, 19),    # 11N + 6 = 237 cards to start; 47N + 6 = 993 at the track's peak
    (45, "libre", "15 + 15 + 15", 11, 43),
])
def test_more_players_than_the_kit_prints_says_why_and_what_to_do(tmp_path, players, money, sizes, start, most):
    """Manual: "3 players and more", no maximum. The kit stops at 20, the largest table its material
    list details, and says how a larger table plays: kits that add up to it, decks for its money,
    the State's and the track's figures counted for its N."""
    with pytest.raises(UsageError) as caught:
        build(KitOptions(game="triple-bataille", players=players, extra={"money": money}), tmp_path / "out")
    assert str(caught.value) == (
        f"--players: the kit prints for 3 to 20 players, got {players}: 20 is the largest table the manual's "
        f"material list details, though the game has no limit; for {players}, build kits for {sizes} players "
        f"(a board and tokens per player), borrow {start} decks of 54 cards to start and up to {most} as money "
        f"is created, and count the State's and the track's figures for {players} "
        "(README: Triple Bataille for more than 20 players)")
    assert not (tmp_path / "out").exists()


def test_french_kit_is_complete(tmp_path):
    # A missing or fuzzy French string makes the build refuse the language (no --draft here).
    manifest, out = make(tmp_path, lang="fr")
    assert {c["id"]: c["count"] for c in manifest["components"]}["player-boards"] == 6
    board = text_of(out / "triple-bataille-fr-player-boards.pdf")[0]
    assert "Plateau joueur" in board and "[EN]" not in board
    track = text_of(out / "triple-bataille-fr-track-board.pdf")[0]
    assert "de 13 à 36" in track
    booklet = " ".join(text_of(out / "triple-bataille-fr-booklet.pdf"))
    assert "Exemple de bataille" in booklet and "[EN]" not in booklet


def test_french_libre_kit_is_complete_too(tmp_path):
    manifest, out = make(tmp_path, lang="fr", money="libre", players=3, paper="a3")
    assert {c["id"]: c["count"] for c in manifest["components"]}["tokens-du"] == 18
    track = text_of(out / "triple-bataille-fr-track-board.pdf")[0]
    assert "Un DU (2 cartes)" in track
