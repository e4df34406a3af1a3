"""The values every page and form of a kit document repeats, formatted once per process.

Each page of a kit document carries its /MediaBox, /TrimBox and /BleedBox (three arrays of four
numbers), an empty /Trans dictionary and /Rotate 0; each form its /BBox and the identity
/Matrix. reportlab formats them again for every page and form (each number through its number
formatter): about 5 ms of the 70 ms `build --all` spends saving its kit documents, for a few
dozen distinct values. reportlab writes a value given as bytes as it is (`pdfdoc.format`), so
here, just before a document is saved, each of them is given as the bytes reportlab formatted
for it the first time it was met in this process: the same bytes, formatted once
(tests/render/test_preformatted.py compares them with reportlab's own).

Uses reportlab's page and form attributes (`MediaBox`, `TrimBox`, `BleedBox`, `Trans`, `Rotate`,
`pagewidth`, `pageheight`; `BBox`, `Matrix`, `lowerx`..`uppery`), which `PDFPage.check_format`
and `PDFFormXObject.format` only fill when they are unset: listed in tests/test_supported_versions.py.
"""

from __future__ import annotations

from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

# value (a tuple of numbers, or a name for the constant ones) -> its formatted bytes. Bounded: a
# long-lived process (printkit serve) starts again from empty past the limit.
_FORMATTED: dict[object, bytes] = {}
_LIMIT = 4096


def preformat(c: Canvas) -> None:
    """Give the pages and forms of `c`'s document their boxes, transition, rotation and matrix
    as the bytes reportlab writes for them. Run after render/inline_forms.py (which reads the
    forms' unset boxes)."""
    doc = c._doc
    if len(_FORMATTED) > _LIMIT:
        _FORMATTED.clear()
    for page in doc.Pages.pages:
        if page.Override_default_compilation:
            continue
        if page.Rotate == 0:
            page.MediaBox = page.MediaBox or _array(doc, (0, 0, page.pagewidth, page.pageheight))
            page.Rotate = _formatted(doc, "rotate-0", lambda: pdfdoc.format(0, doc))
        for box in ("TrimBox", "BleedBox"):
            value = getattr(page, box)
            if type(value) is pdfdoc.PDFArray:
                setattr(page, box, _array(doc, tuple(value.sequence)))
        if type(page.Trans) is pdfdoc.PDFDictionary and not page.Trans.dict:
            page.Trans = _formatted(doc, "empty-dictionary", lambda: page.Trans.format(doc))
    for form in list(doc.idToObject.values()):
        if type(form) is pdfdoc.PDFFormXObject:
            form.BBox = form.BBox or _array(doc, (form.lowerx, form.lowery, form.upperx, form.uppery))
            form.Matrix = form.Matrix or _array(doc, (1, 0, 0, 1, 0, 0))


def _array(doc, numbers: tuple) -> bytes:
    return _formatted(doc, numbers, lambda: pdfdoc.PDFArray(list(numbers)).format(doc))


def _formatted(doc, key, make) -> bytes:
    done = _FORMATTED.get(key)
    if done is None:
        done = _FORMATTED[key] = make()
    return done
