"""Form contents kept between runs (render/form_store.py): found again only for the same key and
the same drawing code, and giving the bytes a fresh drawing gives."""

from __future__ import annotations

import os
from dataclasses import dataclass

import pytest
from reportlab.lib import colors

from printkit.layout import production
from printkit.layout.geometry import Rect, Size
from printkit.render import form_store, forms
from printkit.render.forms import draw_shared
from printkit.render.pdf import DocInfo, render_pages


@dataclass(frozen=True)
class Face:
    colour: str
    weight: float


@pytest.mark.parametrize("value, text", [
    (("band", 3, 0.1 + 0.2, None, True), "tuple(0='band',1=3,2=0.30000000000000004,3=None,4=True)"),
    (Face("#123456", 1.5), "Face(colour='#123456',weight=1.5)"),
    ([colors.Color(0.1, 0.2, 0.30000001)], "list(0=Color(alpha=1,blue=0.30000001,green=0.2,red=0.1))"),
])
def test_keys_are_written_out_exactly(value, text):
    assert form_store.stable_text(value) == text


@pytest.mark.parametrize("value", [object(), ("band", object()), Face("#123456", lambda: 1), {1: 2}])
def test_a_key_with_an_object_that_has_no_exact_text_is_not_kept(value):
    assert form_store.stable_text(value) is None


@pytest.mark.parametrize("changed", ["sub/b.py", "sub/icons/c.svg"])
def test_the_fingerprint_follows_every_source_file_and_icon(tmp_path, changed):
    """An icon's form is named by the icon's name: an SVG file edited must not give its old form."""
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "sub" / "icons").mkdir(parents=True)
    (tmp_path / "sub" / "b.py").write_text("y = 2\n")
    (tmp_path / "sub" / "icons" / "c.svg").write_text("<svg/>\n")
    (tmp_path / "sub" / "__pycache__").mkdir()
    (tmp_path / "sub" / "__pycache__" / "b.py").write_text("compiled\n")
    (tmp_path / "notes.txt").write_text("not drawing code\n")
    first = form_store.code_fingerprint(tmp_path)
    form_store.code_fingerprint.cache_clear()
    assert form_store.code_fingerprint(tmp_path) == first
    for ignored in ("sub/__pycache__/b.py", "notes.txt"):
        os.utime(tmp_path / ignored, ns=(1, 1))
    form_store.code_fingerprint.cache_clear()
    assert form_store.code_fingerprint(tmp_path) == first
    os.utime(tmp_path / changed, ns=(1, 1))
    form_store.code_fingerprint.cache_clear()
    assert form_store.code_fingerprint(tmp_path) != first
    form_store.code_fingerprint.cache_clear()


def test_the_fingerprint_follows_the_versions_of_the_libraries_that_draw(tmp_path, monkeypatch):
    """reportlab writes a form's operators, svglib reads the SVG icons, Pillow the pictures: a new
    version of any of them starts from empty entries."""
    (tmp_path / "a.py").write_text("x = 1\n")
    form_store.code_fingerprint.cache_clear()
    first = form_store.code_fingerprint(tmp_path)
    for package, distribution in form_store.DRAWING_LIBRARIES + (("reportlab", "reportlab"),):
        real = form_store.installed_version
        monkeypatch.setattr(form_store, "installed_version",
                            lambda p, d, seen=package: "99.0" if p == seen else real(p, d))
        if package == "reportlab":
            monkeypatch.setattr(form_store.reportlab, "Version", "99.0")
        form_store.code_fingerprint.cache_clear()
        assert form_store.code_fingerprint(tmp_path) != first, distribution
        monkeypatch.undo()
    form_store.code_fingerprint.cache_clear()
    assert form_store.code_fingerprint(tmp_path) == first


def test_an_installed_version_is_read_without_importing_the_library():
    from importlib.metadata import version
    for package, distribution in form_store.DRAWING_LIBRARIES:
        assert form_store.installed_version(package, distribution) == version(distribution)
    assert form_store.installed_version("printkit_no_such_module", "no-such-distribution") == "absent"


def test_the_store_says_whether_it_holds_forms_of_this_code(tmp_path, monkeypatch):
    """Marked when the first form of this code is stored; another code fingerprint is not marked."""
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(form_store, "_MARKED", set())
    assert not form_store.holds_forms()
    form_store.save(("a form",), "0 0 m")
    assert form_store.holds_forms()
    monkeypatch.setattr(form_store, "code_fingerprint", lambda: "0" * 64)
    assert not form_store.holds_forms()
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")   # caching off: nothing is held
    assert not form_store.holds_forms()


def entries(folder):
    """The stored forms, not the store's mark."""
    return [entry for entry in folder.iterdir() if not entry.name.startswith("code-")]


def _pdf() -> bytes:
    def draw(c):
        for n in range(2):
            trim = Rect(15 + n * 95, 45, 80, 110)
            draw_shared(c, ("stored band", n % 1), trim, trim.inset(-6),
                        lambda c, t, p: (c.setFillColor(colors.HexColor("#2a9d4b")), c.circle(30, 30, 20, fill=1)))
        c.showPage()
        return 1
    with production.using(production.Production()):
        return render_pages(Size(300, 200), DocInfo("forms"), lambda pen: draw(pen.canvas))[0]


def test_a_form_read_back_in_a_new_process_gives_the_same_bytes(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(forms, "_CONTENT", {})
    drawn = _pdf()
    assert len(entries(tmp_path / form_store.FOLDER)) == 1
    monkeypatch.setattr(forms, "_CONTENT", {})                   # as a new process would start
    never = lambda *a: pytest.fail("the form should have been read back, not drawn")  # noqa: E731
    monkeypatch.setattr(forms, "draws_alone", never)
    assert _pdf() == drawn


def test_a_damaged_entry_is_drawn_again(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(forms, "_CONTENT", {})
    drawn = _pdf()
    (entry,) = entries(tmp_path / form_store.FOLDER)
    entry.write_text('{"content": ')
    monkeypatch.setattr(forms, "_CONTENT", {})
    assert _pdf() == drawn
