"""The blank backs of a double-sided kit file (layout/duplex.py): a page that says, small and
grey, that it is meant to be blank, so nobody thinks the printer skipped something."""

from __future__ import annotations

from reportlab.lib import colors

from printkit.i18n import Translator
from printkit.layout.geometry import Size
from printkit.render import fonts
from printkit.render.pdf import DocInfo, render_pages
from printkit.render.text import draw_fitted_line
from printkit.units import mm

GREY = colors.Color(0.55, 0.55, 0.55)


def blank_label(tr: Translator) -> str:
    """The words on a blank back, in the kit's language."""
    return tr.pgettext("kit", "This page is intentionally blank.",
                       note="Printed small on the blank back of a one-sided sheet in a double-sided kit file.")


def draw_blank_back(c, size: Size, label: str) -> None:
    """The page being drawn as a blank back: the label centred on it (the caller shows the page)."""
    c.setFillColor(GREY)
    draw_fitted_line(c, label, size.w / 2, size.h / 2, size.w - 2 * mm(8), font=fonts.ITALIC, size=8, minimum=4)


def render_blanks(sizes: list[Size], info: DocInfo, tr: Translator) -> tuple[bytes, int]:
    """One blank page per size, each with the label centred on it (a kit file joined from
    components that drew their own documents: build.py)."""
    label = blank_label(tr)

    def draw(pen) -> int:
        for size in sizes:
            with pen.page(size):
                draw_blank_back(pen.canvas, size, label)
        return len(sizes)

    return render_pages(sizes[0], info, draw)
