"""One resource dictionary per distinct set of resources, shared by the pages and forms that use it;
one content stream per distinct page content, shared by the pages that print it (share_contents).

reportlab writes a resource dictionary into every page and every form XObject: the font
dictionary, the ProcSet array, the forms it places. Most of them are alike: of the 1 006 that
`build --all` wrote, 337 differed, and 522 were the same `/Font 1 0 R /ProcSet [...]` of a form
that places no other form. Formatting them was a quarter of the time reportlab spends saving the
kit documents (26 ms of 100). Here, just before a document is saved, each distinct dictionary is
made once, as an object of its own, and the pages and forms refer to it (a PDF page's or form's
/Resources may be an indirect object); what each of them can use stays exactly what reportlab
gives it (tests/render/test_shared_resources.py resolves both and compares them).

This reaches into the document reportlab keeps for a canvas (listed in
tests/test_supported_versions.py): its pages and forms, the attributes reportlab builds their
resources from, and `PDFResourceDictionary` as reportlab fills it.
"""

from __future__ import annotations

from reportlab import rl_config
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas


def share_resources(c: Canvas) -> None:
    """Give every finished page and form of `c`'s document a shared resource dictionary, made
    as reportlab would make theirs; those with resources of another kind keep their own."""
    doc = c._doc
    shared: dict[tuple, pdfdoc.PDFObjectReference] = {}
    for page in doc.Pages.pages:
        if page.Resources is None and not page.Override_default_compilation:
            key = _page_key(page)
            if key is not None:
                page.Resources = _shared(doc, shared, key, page)
    for form in list(doc.idToObject.values()):
        if type(form) is pdfdoc.PDFFormXObject and form.Resources is None:
            form.Resources = _shared(doc, shared, ("form", form.hasImages, _names(form.XObjects)), form)


def _page_key(page: pdfdoc.PDFPage) -> tuple | None:
    """What decides a page's resources (PDFPage.check_format), or None for a page using colour
    spaces or shadings (left to reportlab: none of printkit's pages do)."""
    if page._colorsUsed or page._shadingUsed:
        return None
    return "page", page.hasImages, _names(page.XObjects), _names(page.ExtGState)


def _names(entries: pdfdoc.PDFDictionary | None) -> tuple[str, ...]:
    """The names of a resource category (forms, graphics states) as reportlab keeps them: a
    PDFDictionary, or None when there are none."""
    return tuple(sorted(entries.dict)) if entries else ()


def _shared(doc, shared: dict, key: tuple, owner) -> pdfdoc.PDFObjectReference:
    """The reference to the dictionary for `key`, made from `owner` the first time."""
    reference = shared.get(key)
    if reference is None:
        reference = shared[key] = doc.Reference(_resources(owner, is_page=key[0] == "page"))
    return reference


def _resources(owner, *, is_page: bool) -> pdfdoc.PDFResourceDictionary:
    """The resource dictionary reportlab makes for a page (PDFPage.check_format) or a form
    (PDFFormXObject.format) without colour spaces or shadings."""
    resources = pdfdoc.PDFResourceDictionary()
    resources.basicFonts()
    if owner.hasImages:
        resources.allProcs()
    else:
        resources.basicProcs()
    if owner.XObjects:
        resources.XObject = owner.XObjects
    if is_page and owner.ExtGState:
        resources.ExtGState = owner.ExtGState
    return resources


def share_contents(c: Canvas) -> int:
    """Give pages whose content streams are alike one content stream object; return how many
    pages were left without one of their own.

    A double-sided kit's blank backs all print the same label at the same place, and the backs
    of a deck's full sheets are alike: 132 of the 376 pages of `build --all`'s kit files had the
    content of an earlier page, each written, compressed and cut again as an object of its own.
    A page's /Contents may be any stream, shared or not. Pages are compared by length first, so
    only streams of the same length are ever hashed.
    """
    by_length: dict[tuple[int, int], list[pdfdoc.PDFPage]] = {}
    for page in c._doc.Pages.pages:
        if page.Contents is None and page.stream and not page.Override_default_compilation:
            by_length.setdefault((len(page.stream), page.compression), []).append(page)
    shared = 0
    for pages in by_length.values():
        if len(pages) < 2:
            continue
        made: dict[str, pdfdoc.PDFStream] = {}
        for page in pages:
            contents = made.get(page.stream)
            if contents is None:
                contents = made[page.stream] = _contents(page)
            else:
                shared += 1
            page.Contents = contents
    return shared


def _contents(page: pdfdoc.PDFPage) -> pdfdoc.PDFStream:
    """The content stream object reportlab makes for a page (PDFPage.check_format)."""
    stream = pdfdoc.PDFStream()
    if page.compression:
        stream.filters = [pdfdoc.PDFBase85Encode, pdfdoc.PDFZCompress] if rl_config.useA85 else [pdfdoc.PDFZCompress]
    stream.content = page.stream
    stream.__Comment__ = "page stream"
    return stream
