"""Card sheets in every production layout, read back by coordinates: the clip of each
slot is its paint box, so a back's clip shows where that back prints."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from printkit.layout import production
from printkit.layout.geometry import BLEED, PAPERS, POKER, Rect, Size
from printkit.layout.imposition import card_grid
from printkit.layout.production import MarkStyle, Production
from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
from printkit.render.draw import BLACK
from printkit.render.pdf import DocInfo, render_pages
from printkit.units import mm
from tests.pdfops import operations, placements, slot_clips

A4 = PAPERS["a4"]


def box(pen, trim, paint):
    pen.box(trim, fill=BLACK)     # no line width of its own: the marks set the only one


def render(settings: Production, *, cards: int = 5, card: Size = POKER, edge: str = "long") -> PdfReader:
    grid = card_grid(A4, card)
    jobs = [CardJob(f"T-{n:02d}", box, "plain") for n in range(1, cards + 1)]
    with production.using(settings):
        data, _ = render_pages(A4, DocInfo("test"), lambda pen: draw_card_sheets(
            pen, grid, jobs, {"plain": box}, SheetOptions(edge=edge, label="test")))
    return PdfReader(io.BytesIO(data))


def mirrored(clip, sheet: Size, edge: str):
    if edge == "long":
        return (round(sheet.w - clip.x - clip.w, 3), clip.y, clip.w, clip.h)
    return (clip.x, round(sheet.h - clip.y - clip.h, 3), clip.w, clip.h)


def as_tuple(clip):
    return (clip.x, clip.y, clip.w, clip.h)


@pytest.mark.parametrize("layout, edge", [("duplex-long", "long"), ("duplex-short", "short")])
def test_duplex_backs_lie_behind_their_fronts(layout, edge):
    reader = render(Production(layout=layout), edge=edge)
    assert len(reader.pages) == 2
    fronts, backs = slot_clips(reader, 0), slot_clips(reader, 1)
    assert len(fronts) == len(backs) == 5
    for front, back in zip(fronts, backs):
        assert as_tuple(back) == pytest.approx(mirrored(front, A4, edge), abs=2e-3)


@pytest.mark.parametrize("offset_mm", [(1.5, -0.5), (-4.0, 2.0)])
def test_back_offset_moves_every_back_by_exactly_the_offset(offset_mm):
    dx, dy = mm(offset_mm[0]), mm(offset_mm[1])
    plain = render(Production(), cards=12)
    shifted = render(Production(back_offset=(dx, dy)), cards=12)
    assert len(shifted.pages) == 4
    for page in (0, 2):
        assert slot_clips(shifted, page) == slot_clips(plain, page)       # fronts do not move
    for page in (1, 3):
        for a, b in zip(slot_clips(plain, page), slot_clips(shifted, page)):
            assert (b.x - a.x, b.y - a.y) == (pytest.approx(dx, abs=2e-3), pytest.approx(dy, abs=2e-3))
        moved = [p.matrix[4:] for p in placements(shifted, page)]
        still = [p.matrix[4:] for p in placements(plain, page)]
        assert [(x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in zip(still, moved)] == \
            [(pytest.approx(dx, abs=2e-3), pytest.approx(dy, abs=2e-3))] * len(still)


def test_gutterfold_puts_each_back_below_the_fold_turned_half_round():
    reader = render(Production(layout="gutterfold"), cards=6)
    assert len(reader.pages) == 2            # 4 cards a sheet: fronts and backs on the same page
    page = reader.pages[0]
    sheet = Size(float(page.mediabox.width), float(page.mediabox.height))
    assert sheet.w > sheet.h                 # A4 landscape for poker cards
    clips = slot_clips(reader, 0)
    fronts, backs = clips[0::2], clips[1::2]
    fold = sheet.h / 2
    for front, back in zip(fronts, backs):
        assert front.y >= fold + mm(5) - 1e-3 and back.y + back.h <= fold - mm(5) + 1e-3
        assert (back.x, back.y + back.h, back.w, back.h) == pytest.approx((front.x, 2 * fold - front.y, front.w, front.h), abs=1e-3)
    for placed in (p for p in placements(reader, 0) if "back-" in p.name):     # not the crop marks' form
        a, b, c, d = placed.matrix[:4]
        assert (a, b, c, d) == pytest.approx((-1, 0, 0, -1), abs=1e-9)   # turned 180°


def test_single_layout_gives_one_card_per_page_with_exact_boxes():
    reader = render(Production(layout="single"), cards=3)
    assert len(reader.pages) == 6            # front, back, front, back …
    edge = BLEED + mm(1) + mm(4) + mm(5)     # bleed, the marks' gap and length, the printer's margin
    for page in reader.pages:
        assert [float(v) for v in page.mediabox] == pytest.approx([0, 0, mm(63) + 2 * edge, mm(88) + 2 * edge])
        assert [float(v) for v in page.trimbox] == pytest.approx([edge, edge, edge + mm(63), edge + mm(88)])
        assert [float(v) for v in page.bleedbox] == pytest.approx(
            [edge - BLEED, edge - BLEED, edge + mm(63) + BLEED, edge + mm(88) + BLEED])


def test_single_layout_ignores_the_back_offset():
    plain = render(Production(layout="single"), cards=1)
    shifted = render(Production(layout="single", back_offset=(mm(2), mm(2))), cards=1)
    assert slot_clips(shifted, 1) == slot_clips(plain, 1)


def test_mark_width_option_reaches_the_page():
    reader = render(Production(marks=MarkStyle(length=mm(5), offset=mm(2), width=mm(0.2))), cards=1)
    widths = [float(operands[0]) for operands, op in page_and_form_operations(reader, 0) if op == b"w"]
    assert widths == [pytest.approx(mm(0.2), abs=1e-5)]


def page_and_form_operations(reader: PdfReader, index: int) -> list:
    """The page's operations, then those of the forms it places (the crop marks are one)."""
    page = reader.pages[index]
    found = list(operations(reader, index))
    for ref in (page["/Resources"].get_object().get("/XObject") or {}).values():
        found += ContentStream(ref.get_object(), reader).operations
    return found


def test_gutterfold_refuses_a_card_too_big_for_half_a_sheet_in_one_line():
    from printkit.errors import UsageError
    with pytest.raises(UsageError) as error:
        render(Production(layout="gutterfold"), card=Size(mm(180), mm(250)))
    assert str(error.value) == ("--layout gutterfold: test: a 180×250 mm card and its back do not fit on one sheet "
                                "of this paper; use --layout duplex-long or a larger --paper")


def test_in_the_kit_document_a_backs_page_like_one_before_is_put_again_and_prints_the_same():
    """Full sheets of one back print the same backs page: drawn once in the kit document, listed
    again; the component's file cut from it prints as the deck drawn on a canvas of its own."""
    import pypdfium2
    from PIL import ImageChops

    from printkit.kit_pdf import kit_document, kit_file, render_into
    from printkit.i18n import translator
    from printkit.kit_model import Component, KitOptions

    grid = card_grid(A4, POKER)
    jobs = [CardJob(f"T-{n:02d}", box, "plain") for n in range(1, 2 * grid.per_sheet + 2)]

    def draw(only):
        return render_pages(A4, DocInfo("deck"), lambda c: draw_card_sheets(
            c, grid, jobs, {"plain": box}, SheetOptions(label="deck")))

    options = KitOptions(game="market-island")
    tr = translator("market-island", "en")
    deck = Component("cards", "cards", "Cards", ("T",), draw, two_sided=True)
    with production.using(options.production()):
        alone, pages = draw(None)
        with kit_document(options, tr) as document:
            rendered = render_into(document, options, [deck], None)
        _, _, (cut,) = kit_file(options, tr, document, rendered)
    assert pages == 6 and rendered[0][3].pages == [0, 1, 2, 1, 3, 4]   # the last sheet is not full
    assert document.pages == 5
    ours, theirs = pypdfium2.PdfDocument(cut), pypdfium2.PdfDocument(alone)
    try:
        assert len(ours) == len(theirs) == 6
        for index in range(6):
            one, two = (doc[index].render(scale=1).to_pil().convert("RGB") for doc in (ours, theirs))
            assert ImageChops.difference(one, two).getbbox() is None, f"page {index + 1}"
    finally:
        ours.close()
        theirs.close()
