"""Art from files in a game's folder: SVG drawn as vectors (svglib), PNG/JPEG through Pillow.

SVG files become reportlab drawings and are drawn with the canvas's own path operators, so
they stay vectors at any print size and --ink greyscale/saver applies to them as to any
drawing. Pictures (PNG, JPEG) are placed as images by render/pictures.py.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from printkit.errors import DataError, Source
from printkit.layout.geometry import Rect


def art_digest(path: Path) -> str:
    """The file's SHA-256: a form drawn from it is kept by this (render/forms.py), so an icon
    edited under the same name is drawn again, never taken from an earlier run's cache."""
    try:
        stat = path.stat()
    except OSError:
        return "missing"
    return _digest(str(path), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=256)
def _digest(path: str, stamp: int, size: int) -> str:
    # The SVG reader's version is part of every stored form's name (render/form_store.py).
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def draw_art(c: Canvas, path: Path, box: Rect, *, shown: str) -> None:
    """The file scaled to fit the box (kept in proportion, centred)."""
    if path.suffix.lower() == ".svg":
        _draw_svg(c, path, box, shown)
    else:
        from printkit.render.pictures import draw_picture   # PNG and JPEG: render/pictures.py
        draw_picture(c, path, box, shown=shown)


def import_svg_reader() -> None:
    """Import svglib now rather than when the first SVG file is read (build_all.py, before its
    workers fork, on a build that will draw its icons: imported once instead of once per
    worker), and reportlab's renderPDF, which records each icon drawn (`recorded`)."""
    import svglib.svglib  # noqa: F401
    from reportlab.graphics import renderPDF  # noqa: F401


class UnprintableSvg(ValueError):
    """An SVG file using what svglib does not draw faithfully (printkit/svg_features.py)."""


def refuse_unprintable_svg(path: str) -> None:
    """Raise UnprintableSvg, naming the element and its line, for a file using a gradient, an
    opacity, text, an embedded picture or another feature that would not print as drawn."""
    from printkit.svg_features import describe, svg_problems
    problems = svg_problems(Path(path).read_bytes())
    if problems:
        raise UnprintableSvg(describe(problems))


@lru_cache(maxsize=64)
def _drawing(path: str, stamp: int):
    refuse_unprintable_svg(path)
    from svglib.svglib import svg2rlg   # only for games that print SVG files
    drawing = svg2rlg(path)
    if drawing is None or not drawing.width or not drawing.height:
        raise ValueError("not a drawable SVG file")
    return drawing


def svg_drawing(path: Path, *, shown: str):
    """The SVG file as a reportlab drawing (read once per file version; do not change it:
    copy it first). A file that cannot be drawn is a DataError naming `shown`."""
    try:
        return _drawing(str(path), path.stat().st_mtime_ns)
    except UnprintableSvg as exc:
        raise DataError(Source(shown), f"{path.name}: {exc}") from None
    except (OSError, ValueError, Exception) as exc:   # svglib raises its parser's own errors
        raise DataError(Source(shown), f"expected an SVG file printkit can draw ({exc})") from None


def _draw_svg(c: Canvas, path: Path, box: Rect, shown: str) -> None:
    drawing = svg_drawing(path, shown=shown)
    scale = min(box.w / drawing.width, box.h / drawing.height)
    w, h = drawing.width * scale, drawing.height * scale
    c.saveState()
    c.translate(box.x + (box.w - w) / 2, box.y + (box.h - h) / 2)
    c.scale(scale, scale)
    replay(c, _recording(str(path), path.stat().st_mtime_ns, shown))
    c.restoreState()


@lru_cache(maxsize=64)
def _recording(path: str, stamp: int, shown: str) -> tuple:
    return recorded(svg_drawing(Path(path), shown=shown))


Call = tuple[str, tuple, dict]   # a canvas method's name and its arguments


def recorded(drawing) -> tuple[Call, ...]:
    """The canvas calls reportlab's renderPDF makes to draw `drawing` at the origin, recorded once
    so that a drawing is walked once per process however often it prints (`replay`).

    renderPDF turns each node's state into canvas calls without looking at the canvas (the
    calls depend on the drawing alone), so replaying them draws what `renderPDF.draw` would:
    the same operators, through the canvas's own methods (--ink canvases apply); replaying
    costs about a third of walking the drawing again.
    """
    # Imported here: a warm build takes every icon's form from the store (render/form_store.py)
    # and never records one, and renderPDF (with reportlab.graphics.shapes) is slow to import.
    from reportlab.graphics import renderPDF
    recorder = _Recorder()
    renderPDF.draw(drawing, recorder, 0, 0, showBoundary=False)
    return tuple(recorder.calls)


def replay(c: Canvas, calls: tuple[Call, ...], colour=None) -> None:
    """Make the recorded calls on `c`; `colour(argument)` may replace a colour argument."""
    for name, args, kwargs in calls:
        if colour is not None:
            args = tuple(colour(arg) for arg in args)
        getattr(c, name)(*args, **kwargs)


class _Recorder:
    """Stands for a canvas while renderPDF draws; keeps the calls it makes, but for `setFont`:
    renderPDF sets its initial font (Helvetica) before any drawing, which would put a
    non-embedded standard font on every page with an SVG (icons and a card game's art) and make
    a form hold text state. Text inside an SVG, if any, prints in the font already set; art
    files are meant to be paths. Attributes renderPDF sets (`_fillMode`) stay on this object."""

    def __init__(self) -> None:
        self.calls: list[Call] = []

    def beginPath(self) -> PDFPathObject:   # noqa: N802 (the canvas's own method name)
        return PDFPathObject()   # what Canvas.beginPath returns; filled by renderPDF, read when replayed

    def setFont(self, *args, **kwargs) -> None:   # noqa: N802
        pass

    def drawPath(self, path, stroke=1, fill=0, fillMode=None) -> None:   # noqa: N802
        """Kept unless it paints nothing. svglib draws a filled path with an open subpath twice
        (reportlab fills closed subpaths only): closed and filled, then as written, filled with
        nothing and stroked with nothing when the SVG says `stroke:none`. That second path is
        written out, then discarded by the `n` operator: before the shipped icons' subpaths were
        closed (render/icons/svg_files.py), 340 of their 861 paths, 43 % of their path data,
        carried in every icon form of every PDF. Default arguments are the canvas's own
        (Canvas.drawPath); a clipping path comes as `clipPath`."""
        if stroke or fill:
            self.calls.append(("drawPath", (path,), {"stroke": stroke, "fill": fill, "fillMode": fillMode}))

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args, **kwargs: self.calls.append((name, args, kwargs))
