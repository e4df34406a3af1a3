"""The calibration scales (issue 8): back lines gain 0.5 mm per line on the front's, and the
back's axes lie behind the front's for either duplex edge."""

from __future__ import annotations

import pytest

from printkit.layout.calibration import REACH, calibration_scales
from printkit.layout.geometry import PAPERS
from printkit.units import mm


@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_back_line_i_is_i_half_millimetres_from_front_line_i(paper):
    s = calibration_scales(PAPERS[paper])
    assert len(s.front_x) == len(s.back_x) == 2 * REACH + 1
    for scale_front, scale_back in ((s.front_x, s.back_x), (s.front_y, s.back_y)):
        for front, back in zip(scale_front, scale_back):
            assert back.value_mm == front.value_mm
            assert back.at - front.at == pytest.approx(mm(back.value_mm))


def test_values_run_from_minus_to_plus_four_millimetres_in_halves():
    s = calibration_scales(PAPERS["a4"])
    assert [t.value_mm for t in s.back_x] == [i / 2 for i in range(-8, 9)]


@pytest.mark.parametrize("edge", ["long", "short"])
def test_back_axes_lie_behind_the_front_axes(edge):
    sheet = PAPERS["a4"]
    s = calibration_scales(sheet, edge)
    if edge == "long":
        assert (s.back_x_axis, s.back_y_axis) == (pytest.approx(s.front_x_axis), pytest.approx(sheet.w - s.front_y_axis))
    else:
        assert (s.back_x_axis, s.back_y_axis) == (pytest.approx(sheet.h - s.front_x_axis), pytest.approx(s.front_y_axis))
    # The scales themselves are symmetric about the centre, so mirroring maps each onto itself.
    centre = [t.at for t in s.front_x]
    assert sorted(sheet.w - x for x in centre) == pytest.approx(centre)


@pytest.mark.parametrize("paper", ["a4", "a3", "letter"])
def test_scales_fit_on_the_sheet(paper):
    sheet = PAPERS[paper]
    s = calibration_scales(sheet)
    assert mm(10) < s.back_x[0].at and s.back_x[-1].at < sheet.w - mm(10)
    assert mm(10) < s.back_y[0].at and s.back_y[-1].at < s.front_x_axis - mm(8)
