"""Repeated art drawn once as a form prints what the same art drawn where it prints does: whole
kits built with forms and without them (render/forms.py `forms_off`), every page of their kit
files rendered at 150 dpi by PDFium, the same within a small tolerance (anti-aliasing of the
same paths reached through one matrix or another)."""

from __future__ import annotations

import pypdfium2
import pytest
from PIL import ImageChops

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.render.forms import forms_off

DPI = 150
# Per page: at most this share of pixels may differ, by more than LEVELS in a channel.
TOLERANCE = 0.001
LEVELS = 48


def _kit_file(options: KitOptions, *, forms: bool) -> bytes:
    if forms:
        kit = build(options, None)
    else:
        with forms_off():
            kit = build(options, None)
    return kit.files[0].data


def _worst_page(first: bytes, second: bytes) -> tuple[float, int]:
    one, two = pypdfium2.PdfDocument(first), pypdfium2.PdfDocument(second)
    assert len(one) == len(two)
    worst = (0.0, -1)
    for index in range(len(one)):
        a = one[index].render(scale=DPI / 72).to_pil().convert("RGB")
        b = two[index].render(scale=DPI / 72).to_pil().convert("RGB")
        assert a.size == b.size
        differing = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > LEVELS else 0).histogram()[255]
        worst = max(worst, (differing / (a.size[0] * a.size[1]), index))
    return worst


@pytest.mark.parametrize("options", [KitOptions(game="market-island", lang="en"),
                                     KitOptions(game="data-tycoon", lang="fr", ink="greyscale")],
                         ids=["market-island", "data-tycoon-greyscale"])
def test_a_kit_with_forms_prints_what_it_prints_without_them(options):
    with_forms, without = _kit_file(options, forms=True), _kit_file(options, forms=False)
    assert with_forms.count(b"/Subtype /Form") > 20 > without.count(b"/Subtype /Form"), \
        "forms_off made no difference: the test compares a kit with itself"
    share, page = _worst_page(with_forms, without)
    assert share <= TOLERANCE, f"page {page + 1}: {share:.4%} of its pixels differ"
