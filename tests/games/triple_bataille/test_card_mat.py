"""Issue 16: the player board's card areas were about 50×12 mm for 63×88 mm tokens. Each seat now
has a card mat whose outlines are at least the token's size, inside the page's margins, apart."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from printkit.build import build
from printkit.i18n import translator
from printkit.kit_model import KitOptions
from printkit.layout.geometry import PAPERS, POKER, Size
from printkit.games.triple_bataille import kit
from printkit.games.triple_bataille.drawing_mat import mat_panels, mat_slots, without_slots
from printkit.games.triple_bataille.kit_boards import Context, player_board
from printkit.games.triple_bataille.model import load_model
from printkit.pdftext import page_texts
from printkit.units import mm

PRINTER_MARGIN = mm(5)


def seat_board(money: str, lang: str = "en"):
    model = load_model()
    tr = translator("triple-bataille", lang)
    return player_board(Context(model, tr, 6, money, kit.footer_text(model, tr)), 1, "TB-P-01")


@pytest.mark.parametrize("paper", ["a4", "a3"])
@pytest.mark.parametrize("money", ["dette", "libre"])
def test_every_slot_holds_a_whole_token(paper, money):
    page = PAPERS[paper].landscape()
    count = len(mat_panels(seat_board(money)))
    slots = mat_slots(page, POKER, count)
    assert count == 8 and len(slots) == count
    inside = (PRINTER_MARGIN, PRINTER_MARGIN, page.w - PRINTER_MARGIN, page.h - PRINTER_MARGIN)
    for index, slot in enumerate(slots):
        assert slot.w >= POKER.w - 1e-6 and slot.h >= POKER.h - 1e-6
        assert inside[0] <= slot.x and inside[1] <= slot.y and slot.x1 <= inside[2] and slot.y1 <= inside[3]
        assert not any(slot.overlaps(other) for other in slots[index + 1:])


def test_the_tokens_printed_are_the_size_the_mat_expects():
    assert kit.POKER == POKER == Size(mm(63), mm(88))


def test_a_mat_too_small_for_its_cards_is_refused():
    with pytest.raises(ValueError) as error:
        mat_slots(PAPERS["a4"], POKER, 8)   # portrait A4: four 63 mm outlines do not fit 190 mm
    assert str(error.value) == "8 card outlines of 63×88 mm do not fit a 210×297 mm card mat"


def test_the_board_prints_its_text_without_card_areas():
    board = without_slots(seat_board("dette"))
    assert not mat_panels(board)
    assert [p.heading for r in board.rows for p in r.panels] == [p.heading for r in seat_board("dette").rows
                                                                  for p in r.panels]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_mat_per_seat_naming_every_card_it_holds(tmp_path, lang):
    out = tmp_path / lang
    build(KitOptions(game="triple-bataille", lang=lang, players=3, extra={"money": "dette"}), out)
    entry = {c["id"]: c for c in json.loads((out / "manifest.json").read_text())["components"]}["card-mats"]
    path = out / f"triple-bataille-{lang}-card-mats.pdf"
    assert entry["count"] == 3 and len(PdfReader(path).pages) == 3
    headings = [p.heading for p in mat_panels(seat_board("dette", lang))]
    for seat, text in enumerate(page_texts(path), start=1):
        flat = " ".join(text.split())
        assert f"TB-M-0{seat}" in flat and "TB-P-" not in flat
        assert all(heading in flat for heading in headings), flat


def test_a_seats_board_and_its_mat_are_reprinted_by_their_own_codes(tmp_path):
    """Issue 27: the mat shared its board's code, so `--only TB-P-02` reprinted both."""
    mat = tmp_path / "mat"
    build(KitOptions(game="triple-bataille", lang="en", players=6, only=("TB-M-02",), extra={"money": "dette"}), mat)
    texts = page_texts(mat / "triple-bataille-en-card-mats.pdf")
    assert len(texts) == 1 and "TB-M-02" in texts[0] and "seat 2 of 6" in " ".join(texts[0].split())
    assert sorted(p.name for p in mat.glob("*.pdf")) == ["triple-bataille-en-card-mats.pdf", "triple-bataille-en-kit.pdf"]
    board = tmp_path / "board"
    build(KitOptions(game="triple-bataille", lang="en", players=6, only=("TB-P-02",), extra={"money": "dette"}), board)
    assert sorted(p.name for p in board.glob("*.pdf")) == ["triple-bataille-en-kit.pdf", "triple-bataille-en-player-boards.pdf"]
    assert len(PdfReader(board / "triple-bataille-en-player-boards.pdf").pages) == 1
    both = tmp_path / "both"
    build(KitOptions(game="triple-bataille", lang="en", players=6, only=("TB-P-02", "TB-M-02"), extra={"money": "dette"}),
          both)
    kit = page_texts(both / "triple-bataille-en-kit.pdf")
    assert [("TB-P-02" in text, "TB-M-02" in text) for text in kit] == [(True, False), (False, True)]
