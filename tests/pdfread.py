"""Reading built PDFs back: text per page, fonts, boxes (pypdf)."""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader

STANDARD_14 = {"Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman",
               "Times-Bold", "Times-Italic", "Times-BoldItalic", "Courier", "Courier-Bold", "Courier-Oblique",
               "Courier-BoldOblique", "Symbol", "ZapfDingbats"}


def page_texts(path: Path) -> list[str]:
    from printkit.pdftext import page_texts as read
    return read(path)


def codes_in(path: Path, prefix: str) -> list[str]:
    pattern = re.compile(rf"\b{re.escape(prefix)}-\d{{2}}\b")
    return [code for text in page_texts(path) for code in pattern.findall(text)]


def _resolved(value) -> dict:
    """A dictionary entry that may be an indirect reference (pypdf 4 returns those unresolved)."""
    return {} if value is None else value.get_object()


def fonts_used(path: Path) -> list[dict]:
    """Every font dictionary referenced from any page (and from forms inside them)."""
    found = {}
    reader = PdfReader(str(path))

    def walk(resources):
        if resources is None:
            return
        resources = resources.get_object()
        for font in _resolved(resources.get("/Font")).values():
            font = font.get_object()
            found[id(font)] = font
        for xobject in _resolved(resources.get("/XObject")).values():
            xobject = xobject.get_object()
            walk(xobject.get("/Resources"))

    for page in reader.pages:
        walk(page.get("/Resources"))
    return list(found.values())


def is_embedded(font) -> bool:
    descendants = font.get("/DescendantFonts")
    target = descendants[0].get_object() if descendants else font
    descriptor = target.get("/FontDescriptor")
    if descriptor is None:
        return False
    descriptor = descriptor.get_object()
    return any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
