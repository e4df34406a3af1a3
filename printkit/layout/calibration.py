"""Geometry of the duplex calibration sheet: two vernier scales, one across the
sheet for X and one up it for Y.

The front carries lines every 10 mm; the back carries lines every 10.5 mm, so back line i sits
i × 0.5 mm away from front line i. Held against a light, the back line that meets a front line
tells the shift: if back line i meets its front line, the printer moved the back by −i × 0.5 mm,
and `--back-offset` must move it by +i × 0.5 mm. Both scales are symmetric about the sheet's
centre along their own axis, and the back's axes lie behind the front's for the duplex edge;
the value read is in the back page's own coordinates (x to the right, y up, as the back page
is seen), which is what `--back-offset` adds to every back page.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.layout.geometry import Rect, Size
from printkit.layout.imposition import mirror_rect
from printkit.units import mm

STEP = mm(10)          # front lines
VERNIER = mm(0.5)      # what each back line gains on its front line
REACH = 8              # lines each side of zero: reads shifts up to ±4 mm
TICK = mm(9)           # length of a line (zero and whole millimetres are longer)


@dataclass(frozen=True)
class Tick:
    """A line of a scale: where it crosses the scale's axis, and the offset it reads."""

    at: float
    value_mm: float


@dataclass(frozen=True)
class Scales:
    sheet: Size
    front_x_axis: float  # height of the X scale on the front (its lines are vertical)
    front_y_axis: float  # abscissa of the Y scale on the front (its lines are horizontal)
    back_x_axis: float   # the same axes where they lie on the back page
    back_y_axis: float
    front_x: tuple[Tick, ...]
    back_x: tuple[Tick, ...]
    front_y: tuple[Tick, ...]
    back_y: tuple[Tick, ...]


def _ticks(centre: float, step: float) -> tuple[Tick, ...]:
    return tuple(Tick(centre + i * step, i * 0.5) for i in range(-REACH, REACH + 1))


def calibration_scales(sheet: Size, edge: str = "long") -> Scales:
    """X scale near the top of the sheet, Y scale left of centre; the back's behind them."""
    cx, cy = sheet.w / 2, sheet.h / 2
    x_axis, y_axis = cy + mm(108), cx - mm(40)
    behind = mirror_rect(Rect(y_axis, x_axis, 0.0, 0.0), sheet, edge)
    return Scales(sheet, x_axis, y_axis, behind.y, behind.x,
                  front_x=_ticks(cx, STEP), back_x=_ticks(cx, STEP + VERNIER),
                  front_y=_ticks(cy, STEP), back_y=_ticks(cy, STEP + VERNIER))
