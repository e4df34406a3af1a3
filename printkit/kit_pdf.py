"""The kit file, `GAME-LANG-kit.pdf`, and the components' own files cut out of it.

The components of a kit file draw into one reportlab document in kit order (render/pdf.py
KitDocument), with blank backs right where layout/duplex.py puts them, so the saved document is
the kit file as printed; each component's own file is then its pages copied out of it with only
the objects they use (pdfsplit.cut). One document rather than one per component: each font
subset and each shared form is made and written once per kit, no blank-back document is drawn
and joined, and the kit file is about half the size.
"""

from __future__ import annotations

import io
from contextlib import contextmanager
from typing import TYPE_CHECKING

from printkit.i18n import Translator
from printkit.kit_model import Component, KitOptions
from printkit.layout import production
from printkit.layout.duplex import Section, blank_backs, kit_order
from printkit.layout.geometry import Size
from printkit.pdfjoin import join_pdfs, page_sizes
from printkit.pdfsplit import cut
from printkit.stream_store import StreamPack

if TYPE_CHECKING:
    from printkit.render.pdf import Drawn


# component, its bytes (b"" when drawn into the kit document), its pages, what it drew there
Rendered = "tuple[Component, bytes, int, Drawn | None]"


def in_kit_file(components: list[Component]) -> list[Component]:
    """The components whose pages the kit file holds: all but the rule booklet,
    whose A5 pages (or saddle sheets, which turn on the short edge) would make a job of mixed
    paper sizes and duplex turns, which home printers either scale or print on the wrong side."""
    return [c for c in components if c.kind != "booklet"] or components


@contextmanager
def kit_document(options: KitOptions, tr: Translator):
    """The one document the kit file's components draw into, in kit order (render/pdf.py
    KitDocument); blank backs after each one-sided page when the kit prints double-sided."""
    from printkit.render.blank import blank_label, draw_blank_back   # reportlab: with the renderers
    from printkit.render.pdf import DocInfo, kit_document as document
    label: list[str] = []

    def blank(c, size: Size) -> None:
        label[:] = label or [blank_label(tr)]
        draw_blank_back(c, size, label[0])

    with document(DocInfo(_kit_title(options), lang=options.lang), blank) as opened:
        yield opened


def _blank_backs(options: KitOptions, components: list[Component]) -> dict[str, bool]:
    """Whether each component's pages get blank backs in the kit document: those of the kit file
    as layout/duplex.py says; the booklet, which the kit file does not hold, never."""
    kept = [c for c in components if c.kind != "booklet"]
    backs = dict.fromkeys((c.id for c in components), False)
    backs.update(zip((c.id for c in kept), blank_backs([fronts_and_backs(c, options) for c in kept])))
    return backs


def render_into(document, options: KitOptions, components: list[Component], selection) -> list[Rendered]:
    """Every component rendered in plan order into `document` (a component that makes its own
    PDF keeps it: its `render` returns the bytes)."""
    backs = _blank_backs(options, components)
    return [_render(document, backs, component, selection) for component in components]


def _render(document, backs: dict[str, bool], component: Component, selection) -> Rendered:
    only = selection[component.id] if selection else None
    with document.component(blank_backs=backs[component.id]) as drawn:
        data, pages = component.render(only)
    return component, data, pages, drawn


def _kit_title(options: KitOptions) -> str:
    return f"{options.game} ({options.lang})"


def kit_file(options: KitOptions, tr: Translator, document, rendered: list[Rendered]) -> tuple[bytes, int, list[bytes]]:
    """`GAME-LANG-kit.pdf` (every sheet on the kit's paper in print order, for one print job)
    and each component's own file.

    The components of the kit file drew into one document (render/pdf.py KitDocument): the kit
    file is all its pages, and each of them gets its own file, its pages cut out of it
    (pdfsplit.cut). A component that made its own PDF (a game's render not going through
    render_pages) keeps it, and the kit file is then joined from the components' files.
    """
    saved = document.save()
    drew = [drawn is not None and not data for _, data, _, drawn in rendered]
    ids = {c.id for c in in_kit_file([component for component, *_ in rendered])}
    kept = [index for index, (component, *_) in enumerate(rendered) if component.id in ids]
    whole = bool(saved) and all(drew[i] for i in kept)
    kit_pages = [page for i in kept for page in rendered[i][3].printed] if whole else []
    parts = [(kit_pages, {"title": _kit_title(options)})] if whole else []
    parts += [(drawn.pages, {"title": drawn.info.title, "subject": drawn.info.subject, "author": drawn.info.author})
              for (_, _, _, drawn), inside in zip(rendered, drew) if inside]
    files = iter(_cut(saved, parts, options) if saved else [])
    combined = next(files) if whole else None
    datas = [next(files) if inside else data for (_, data, _, _), inside in zip(rendered, drew)]
    if combined is not None:
        return combined, len(kit_pages), datas
    combined, total = joined_kit_file(options, tr, [(rendered[i][0], datas[i], rendered[i][2]) for i in kept])
    return combined, total, datas


def _cut(saved: bytes, parts, options: KitOptions) -> list[bytes]:
    """The files cut out of the kit document, its streams taken from the kit's pack of compressed
    streams where an earlier build kept them (printkit/stream_store.py)."""
    pack = StreamPack(f"{options.game}-{options.lang}")
    files = cut(saved, parts, pack.compressed)
    pack.save()
    return files


def joined_kit_file(options: KitOptions, tr: Translator, parts: list[tuple[Component, bytes, int]]) -> tuple[bytes, int]:
    """The kit file joined from the components' own PDFs, with blank backs where layout/duplex.py
    puts them, when not every component drew into the kit document."""
    sections = [Section(pages, fronts_and_backs(c, options)) for c, _, pages in parts]
    order = kit_order(sections)
    datas = [data for _, data, _ in parts]
    blanks = [slot for slot in order if slot.blank]
    title = _kit_title(options)
    if blanks:
        from printkit.render.blank import render_blanks   # reportlab: only when a kit needs blanks
        from printkit.render.pdf import DocInfo
        sizes = {index: page_sizes(data) for index, data in enumerate(datas)}
        with production.using(options.production()):
            pdf, _ = render_blanks([Size(*sizes[s.section][s.page]) for s in blanks],
                                   DocInfo(title, lang=options.lang), tr)
        datas.append(pdf)
    next_blank = iter(range(len(blanks)))
    pages = [(len(parts), next(next_blank)) if slot.blank else (slot.section, slot.page) for slot in order]
    return concatenate(datas, title=title, order=pages), len(pages)


def fronts_and_backs(component: Component, options: KitOptions) -> bool:
    """Whether the component's pages are fronts/backs pairs (gutterfold puts both on one page)."""
    return component.two_sided and options.layout != "gutterfold"


def concatenate(parts: list[bytes], *, title: str, order: list[tuple[int, int]] | None = None) -> bytes:
    """One PDF in print order from the components' PDFs (fonts stay embedded per part).

    pdfjoin copies the objects as bytes, where pypdf would parse and rewrite every object;
    pypdf remains for PDFs pdfjoin does not read.
    """
    try:
        return join_pdfs(parts, title=title, order=order)
    except ValueError:
        return _concatenate_pypdf(parts, title=title, order=order)


def _concatenate_pypdf(parts: list[bytes], *, title: str, order: list[tuple[int, int]] | None = None) -> bytes:
    from pypdf import PdfReader, PdfWriter   # only for PDFs pdfjoin refuses: keep it off start-up
    from pypdf.generic import NameObject
    writer = PdfWriter()
    readers = [PdfReader(io.BytesIO(part)) for part in parts]
    for part, page in order or [(p, i) for p, r in enumerate(readers) for i in range(len(r.pages))]:
        writer.add_page(readers[part].pages[page])
    writer.add_metadata({"/Title": title, "/Creator": "printkit", "/Producer": "printkit"})
    writer.create_viewer_preferences()
    writer.viewer_preferences.print_scaling = NameObject("/None")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
