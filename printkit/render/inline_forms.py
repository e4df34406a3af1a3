"""Forms placed only once in the kit document, written where they are placed instead.

Art is drawn as a form XObject so that it is written once and placed many times
(render/forms.py). But a kit places many forms only once: Data-Tycoon's icons, one form per
colour pair, each inside the one card face that shows that pair; a card face whose kind has one
card; the cover's ruler. Of the 675 forms `build --all` wrote, 332 were placed exactly once in
their document, and each was an object of its own (a dictionary with its box, matrix, resources
and stream length, an entry in its placer's resources, the cross-reference table) for nothing.

Here, just before a kit document is saved, each form whose `Do` occurs once in all the
document's content streams has its operators written in place of that `Do`, exactly as a
viewer draws a form (PDF 32000-1 §8.10.1: save the graphics state, clip to the form's box, run
its operators, restore the state; the forms here all have the identity matrix), and the form
leaves the document. What prints is the same; the objects are renumbered without gaps.

This reaches into the document reportlab keeps for a canvas (listed in
tests/test_supported_versions.py): the streams of its pages (`PDFPage.stream`, text) and forms
(`PDFFormXObject.stream`, bytes), the forms' boxes and resource attributes, and the three tables
that number its objects (`idToObject`, `numberToId`, `idToObjectNumberAndVersion`).
"""

from __future__ import annotations

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas


def inline_single_use_forms(c: Canvas) -> int:
    """Write every form placed once in `c`'s document where it is placed; return how many."""
    doc = c._doc
    forms = {name: form for name, form in doc.idToObject.items() if type(form) is pdfdoc.PDFFormXObject}
    owners = [page for page in doc.Pages.pages if not page.Override_default_compilation] + list(forms.values())
    placed_in = _placed_once(owners)
    placing: dict[int, list[str]] = {}   # id(owner) -> the forms placed once that it places
    for name, owner in placed_in.items():
        placing.setdefault(id(owner), []).append(name)
    gone = []
    for name, form in forms.items():   # in the order they were defined: a form's forms first
        owner = placed_in.get(name)
        if owner is None or not _worth_writing_in_place(form, owner):
            continue
        _write_in_place(owner, name, form)
        for other in placing.pop(id(form), ()):
            placed_in[other] = owner   # what the form placed is now placed by its placer
            placing.setdefault(id(owner), []).append(other)
        gone.append(name)
    if gone:
        _forget(doc, set(gone))
    return len(gone)


def _placed_once(owners: list) -> dict[str, object]:
    """name -> the page or form whose stream places it, for each form placed exactly once in all."""
    count: dict[str, int] = {}
    where: dict[str, object] = {}
    for owner in owners:
        names = owner.XObjects.dict if owner.XObjects else None
        if not names:
            continue
        for name, n in _placements(owner.stream).items():
            if name in names:
                count[name] = count.get(name, 0) + n
                where[name] = owner
    return {name: where[name] for name, n in count.items() if n == 1}


def _placements(stream: str | bytes) -> dict[str, int]:
    """How many times each name is placed (`/NAME Do`) in a stream: found from the stream's
    few `Do`s (str.find scans in C) rather than by a search per name (which read each page
    stream once per form it places: 4 ms in `build --all`). A `Do` inside a string of text
    gives a name that is not a form, which the caller does not look for."""
    text = stream if isinstance(stream, str) else stream.decode("latin-1")
    found: dict[str, int] = {}
    at = text.find(" Do")
    while at >= 0:
        name = text[text.rfind("/", 0, at) + 1:at]
        found[name] = found.get(name, 0) + 1
        at = text.find(" Do", at + 3)
    return found


# A text-free form's stream is compressed once per process (render/pdf.py _QuickFlate), a stream
# that sets text once per document. Written into a stream that sets text, a text-free form's
# operators are compressed again in each language's kit: about 10 ns a byte, where the form's own
# object costs about 60 µs to write and cut (measured over `build --all`). Larger text-free forms
# (Triple Bataille's mat, 172 kB; Market Island's waves, 23 kB) stay forms.
TEXT_FREE_LIMIT = 4096


def _worth_writing_in_place(form: pdfdoc.PDFFormXObject, owner) -> bool:
    """A form as render/ forms make it (identity matrix, its own ASCII stream, no resources but
    fonts, the document's one font dictionary, and other forms), which costs less written in place."""
    if not (form.Matrix is None and form.BBox is None and form.Contents is None and form.Resources is None
            and not form.Annots and not form.ExtGState and not form._colorsUsed
            and isinstance(form.stream, bytes) and form.stream.isascii()):
        return False
    return (len(form.stream) <= TEXT_FREE_LIMIT or b" Tf" in form.stream
            or not _sets_text(owner.stream))


def _sets_text(stream) -> bool:
    return (" Tf" if isinstance(stream, str) else b" Tf") in stream


def _write_in_place(owner, name: str, form: pdfdoc.PDFFormXObject) -> None:
    """Replace the owner's one `/name Do` by the form's operators, clipped to its box; the forms
    it places become the owner's."""
    x0, y0, x1, y1 = form.lowerx, form.lowery, form.upperx, form.uppery
    box = f"q\n{fp_str(x0, y0, x1 - x0, y1 - y0)} re W n\n"
    stream = owner.stream
    if isinstance(stream, str):
        owner.stream = stream.replace(f"/{name} Do", f"{box}{form.stream.decode('ascii')}\nQ", 1)
    else:
        owner.stream = stream.replace(b"/%s Do" % name.encode(), b"%s%s\nQ" % (box.encode(), form.stream), 1)
    placed = dict(owner.XObjects.dict)
    del placed[name]
    if form.XObjects:
        placed.update(form.XObjects.dict)
    owner.XObjects = pdfdoc.PDFDictionary(placed) if placed else None


def _forget(doc, names: set[str]) -> None:
    """Take the forms out of the document and number the objects left 1, 2, 3 ... in order."""
    numbers, versions = doc.numberToId, doc.idToObjectNumberAndVersion
    kept = [numbers[n] for n in sorted(numbers) if numbers[n] not in names]
    for name in names:
        del doc.idToObject[name], versions[name]
    numbers.clear()
    for number, name in enumerate(kept, start=1):
        numbers[number] = name
        versions[name] = (number, 0)
    doc.objectcounter = len(kept)
