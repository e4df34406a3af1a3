"""The calibration sheet (issue 8): two pages, and an offset moves every line of the back page
by exactly the offset while the front does not move."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from printkit.i18n import Translator
from printkit.layout import production
from printkit.layout.calibration import calibration_scales
from printkit.layout.geometry import PAPERS
from printkit.layout.production import Production
from printkit.render.calibration import render_calibration
from printkit.units import mm
from tests.pdfops import segments

TR = Translator("en", ("printkit",))


def sheet(offset_mm=(0.0, 0.0), layout="duplex-long") -> PdfReader:
    settings = Production(layout=layout, back_offset=(mm(offset_mm[0]), mm(offset_mm[1])))
    with production.using(settings):
        data, pages = render_calibration(PAPERS["a4"], TR)
    assert pages == 2
    return PdfReader(io.BytesIO(data))


def test_back_lines_sit_on_the_vernier_positions():
    reader = sheet()
    s = calibration_scales(PAPERS["a4"])
    vertical_xs = sorted({x0 for x0, y0, x1, y1 in segments(reader, 1) if x0 == x1})
    assert vertical_xs == pytest.approx(sorted(t.at for t in s.back_x), abs=1e-3)
    horizontal_ys = sorted({y0 for x0, y0, x1, y1 in segments(reader, 1) if y0 == y1})
    assert horizontal_ys == pytest.approx(sorted(t.at for t in s.back_y), abs=1e-3)


@pytest.mark.parametrize("offset_mm", [(1.5, -0.5), (-3.0, 2.5)])
def test_offset_moves_the_back_page_by_exactly_the_offset(offset_mm):
    plain, shifted = sheet(), sheet(offset_mm)
    assert segments(shifted, 0) == segments(plain, 0)
    dx, dy = mm(offset_mm[0]), mm(offset_mm[1])
    moved = segments(shifted, 1)
    assert len(moved) == len(segments(plain, 1)) > 30
    for (a, b, c, d), (e, f, g, h) in zip(segments(plain, 1), moved):
        assert (e - a, f - b, g - c, h - d) == pytest.approx((dx, dy, dx, dy), abs=2e-3)


def test_short_edge_sheet_puts_the_back_x_scale_behind_the_front_one():
    reader = sheet(layout="duplex-short")
    s = calibration_scales(PAPERS["a4"], "short")
    front_y = sorted({round((y0 + y1) / 2, 2) for x0, y0, x1, y1 in segments(reader, 0) if x0 == x1})
    back_y = sorted({round((y0 + y1) / 2, 2) for x0, y0, x1, y1 in segments(reader, 1) if x0 == x1})
    assert front_y == [pytest.approx(s.front_x_axis, abs=0.01)]
    assert back_y == [pytest.approx(s.back_x_axis, abs=0.01)]
