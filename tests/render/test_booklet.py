"""Booklets (render/booklet.py): a paragraph wrapped once per width lays out exactly as reportlab's."""

from __future__ import annotations

from reportlab.platypus import Paragraph

from printkit.layout import production
from printkit.render import booklet
from printkit.render.pdf import DocInfo

WORDS = "the player draws two cards then pays the bank one coin for each card kept in hand".split()


def sample() -> str:
    """Headings kept with the next paragraph, notes kept together, paragraphs split across pages."""
    lines = ["# Rules"]
    for n in range(14):
        lines += [f"## Section {n}", " ".join(WORDS[(n + k) % len(WORDS)] for k in range(40 + 9 * n)), ""]
        if n % 3 == 0:
            lines += [f"> Note {n}: " + " ".join(WORDS[:20]), ""]
        lines += [f"- item {k} " + " ".join(WORDS[k:k + 8]) for k in range(3)] + [""]
    return "\n".join(lines)


def test_a_paragraph_wrapped_once_per_width_gives_the_same_booklet(monkeypatch):
    with production.using(production.Production()):
        kept, pages = booklet.render_booklet(sample(), DocInfo("t"))
        monkeypatch.setattr(booklet, "_Paragraph", Paragraph)
        plain, plain_pages = booklet.render_booklet(sample(), DocInfo("t"))
    assert pages == plain_pages > 3
    assert kept == plain


def test_wrapping_again_at_another_width_is_not_taken_from_the_first():
    para = booklet._Paragraph(" ".join(WORDS * 3), booklet.styles(booklet.colors.black)["para"])
    narrow, wide = para.wrap(100, 1000), para.wrap(300, 1000)
    assert narrow[1] > wide[1]
    assert para.wrap(100, 1000) == narrow
