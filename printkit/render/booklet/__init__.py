"""A5 rule booklets from the block syntax of DEVELOPING.md, laid out and drawn by platypus.

render/booklet/blocks.py reads the text, story.py makes its flowables, pages.py draws the A5
pages, saddle.py imposes them 2-up for saddle stitching (--booklet saddle), half_letter.py puts them
on half-letter pages for a Letter kit (sheets.py: what those two share).

A booklet whose last page would hold only a few lines is drawn again with its spacing tightened
(those lines move back and a page is saved) or else loosened (the last page fills): the first
spacing of SPACINGS that leaves the last page at least LAST_PAGE_MIN full.
"""

from __future__ import annotations

from reportlab.lib import colors

from printkit.layout import production
from printkit.layout.geometry import PAPERS
from printkit.render import fonts
from printkit.render.booklet.blocks import Block, parse_blocks
from printkit.render.booklet.kept import booklet_key, load, save
from printkit.render.booklet.pages import MARGIN, PAGE, draw_booklet
from printkit.render.booklet.story import Story, styles
from printkit.render.pdf import DocInfo

__all__ = ["LAST_PAGE_MIN", "MARGIN", "PAGE", "SPACINGS", "Block", "parse_blocks", "render_booklet", "styles"]

LAST_PAGE_MIN = 0.3
SPACINGS = (1.0, 0.95, 0.9, 1.06, 1.12, 1.18, 0.85)
NOTE_WIDTH = PAGE.w - 2 * MARGIN


def render_booklet(markup_text: str, info: DocInfo, *, accent: str = "#1f4e79", footer: str = "") -> tuple[bytes, int]:
    """The booklet PDF and its page count: A5 pages, or with --booklet saddle, those pages
    imposed 2-up in saddle-stitch order; read back from the cache when it was made before
    (render/booklet/kept.py)."""
    settings = production.current()
    key = booklet_key(markup_text, info, accent, footer, settings)
    found = load(key)
    if found is not None:
        return found
    fonts.register()
    story = Story(parse_blocks(markup_text), colors.HexColor(accent), NOTE_WIDTH)
    data, pages, _ = choose_spacing(story, info, footer)
    if settings.booklet == "saddle":
        from printkit.render.booklet.saddle import impose_saddle
        data, pages = impose_saddle(data, PAPERS[settings.paper])
    elif settings.paper == "letter":
        from printkit.render.booklet.half_letter import on_half_letter
        data, pages = on_half_letter(data)
    save(key, data, pages)
    return data, pages


def choose_spacing(story: Story, info: DocInfo, footer: str) -> tuple[bytes, int, float]:
    """(PDF, pages, spacing) at the first spacing of SPACINGS whose last page is at least
    LAST_PAGE_MIN full (or whose booklet is one page); if none is, the fullest last page."""
    best = None
    for spacing in SPACINGS:
        data, doc = draw_booklet(story.flowables(spacing), info, footer)
        if doc.page == 1 or doc.last_fill >= LAST_PAGE_MIN:
            return data, doc.page, spacing
        if best is None or doc.last_fill > best[0]:
            best = (doc.last_fill, data, doc.page, spacing)
    return best[1], best[2], best[3]
