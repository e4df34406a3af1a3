"""render/font_discovery.py: a font for a script printkit ships none for, from the workspace's
fonts/ folder first, then the system's (fontconfig, else the usual folders). The fonts are made
by tests/render/font_samples.py, so nothing here depends on the machine's fonts but the last test."""

from __future__ import annotations

import shutil

import pytest
from fontTools.ttLib import TTFont
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.render import font_discovery
from printkit.render.font_discovery import SAMPLES, find_font, fontconfig_faces, licence_of
from tests.render.font_samples import JAPANESE, KOREAN, cff_font, collection


@pytest.fixture
def no_system_fonts(monkeypatch):
    """The system's fonts out of the way: only the workspace's count."""
    monkeypatch.setattr(font_discovery, "system_candidates", lambda script, sample: [])


def test_a_font_in_the_workspace_comes_first(empty_workspace, no_system_fonts):
    font = cff_font(empty_workspace / "fonts" / "TestSans-JP.otf", "Test Sans JP", JAPANESE)
    assert find_font("Jpan") == font_discovery.FontFile(str(font), 0, "Test Sans JP", 400,
                                                        "SIL Open Font License 1.1", "workspace")
    assert find_font("Kore") is None      # it has no Korean


def test_the_workspace_wins_over_the_system(empty_workspace, tmp_path, monkeypatch):
    system = cff_font(tmp_path / "system" / "SystemSans-JP.otf", "System Sans JP", JAPANESE)
    monkeypatch.setattr(font_discovery, "fontconfig_faces", lambda script, sample: None)
    monkeypatch.setattr(font_discovery, "system_font_dirs", lambda: [tmp_path / "system"])
    assert find_font("Jpan").path == str(system)
    assert find_font("Jpan").origin == "system"     # without fontconfig: the usual folders are read
    own = cff_font(empty_workspace / "fonts" / "Mine-JP.otf", "Mine JP", JAPANESE)
    assert (find_font("Jpan").path, find_font("Jpan").origin) == (str(own), "workspace")


def test_a_collection_gives_the_face_that_has_the_script(empty_workspace, tmp_path, no_system_fonts):
    korean = cff_font(tmp_path / "kr.otf", "Test Sans KR", KOREAN)
    japanese = cff_font(tmp_path / "jp.otf", "Test Sans JP", JAPANESE)
    otc = collection(empty_workspace / "fonts" / "TestSans.otc", korean, japanese)
    assert (find_font("Jpan").path, find_font("Jpan").index, find_font("Jpan").family) == (str(otc), 1, "Test Sans JP")
    assert (find_font("Kore").index, find_font("Kore").family) == (0, "Test Sans KR")


def test_bold_is_the_bold_face_and_regular_the_regular_one(empty_workspace, no_system_fonts):
    folder = empty_workspace / "fonts"
    regular = cff_font(folder / "B-Regular.otf", "Test Sans JP", JAPANESE)
    bold = cff_font(folder / "A-Bold.otf", "Test Sans JP", JAPANESE, weight=700)
    assert find_font("Jpan").path == str(regular)
    assert find_font("Jpan", bold=True).path == str(bold)


def test_body_text_families_come_before_serif_and_monospaced_ones(empty_workspace, no_system_fonts):
    folder = empty_workspace / "fonts"
    cff_font(folder / "A.otf", "Test Mincho Serif", JAPANESE)
    cff_font(folder / "B.otf", "Test Sans Mono JP", JAPANESE)
    cff_font(folder / "C.otf", "Test Gothic", JAPANESE)
    preferred = cff_font(folder / "D.otf", "Noto Sans CJK JP", JAPANESE)
    assert find_font("Jpan").family == "Noto Sans CJK JP" and find_font("Jpan").path == str(preferred)
    preferred.unlink()
    assert find_font("Jpan").family == "Test Gothic"


def test_a_font_whose_licence_forbids_embedding_is_never_chosen(empty_workspace, no_system_fonts):
    cff_font(empty_workspace / "fonts" / "Locked.otf", "Locked Sans JP", JAPANESE, fs_type=0x0002)
    assert find_font("Jpan") is None
    cff_font(empty_workspace / "fonts" / "Printable.otf", "Printable Sans JP", JAPANESE, fs_type=0x0004)
    assert find_font("Jpan").family == "Printable Sans JP"


def test_a_script_without_a_sample_is_found_by_the_characters_it_needs(empty_workspace, no_system_fonts):
    cff_font(empty_workspace / "fonts" / "Tifinagh.otf", "Test Tifinagh", "ⵣⴰⵎ")
    assert find_font("Tfng", needed="ⵣⴰ").family == "Test Tifinagh"
    assert find_font("Tfng", needed="ⵣⵀ") is None
    assert find_font("Tfng") is None      # nothing asked, nothing found


def test_a_broken_file_in_the_fonts_folder_is_passed_over(empty_workspace, no_system_fonts):
    (empty_workspace / "fonts").mkdir()
    (empty_workspace / "fonts" / "broken.ttf").write_bytes(b"not a font at all")
    (empty_workspace / "fonts" / "empty.ttc").write_bytes(b"")
    assert find_font("Jpan") is None
    cff_font(empty_workspace / "fonts" / "Good.otf", "Good Sans JP", JAPANESE)
    assert find_font("Jpan").family == "Good Sans JP"


def test_the_licence_is_read_from_the_name_table(tmp_path):
    from fontTools.ttLib import TTFont
    ofl = TTFont(str(cff_font(tmp_path / "a.otf", "A", "x")))
    other = TTFont(str(cff_font(tmp_path / "b.otf", "B", "x", licence="Licensed for printing the kits of the Guild only.")))
    silent = TTFont(str(cff_font(tmp_path / "c.otf", "C", "x", licence="")))
    assert [licence_of(ofl), licence_of(other), licence_of(silent)] == [
        "SIL Open Font License 1.1", "Licensed for printing the kits of the Guild only.",
        "licence not stated in the font file"]


@pytest.mark.skipif(shutil.which("fc-list") is None, reason="no fontconfig (fc-list) on this machine")
def test_fontconfig_lists_the_systems_faces_for_a_language():
    faces = fontconfig_faces("Jpan", SAMPLES["Jpan"])
    if not faces:
        pytest.skip("fontconfig knows no Japanese font here: install fonts-noto-cjk (Debian)")
    found = find_font("Jpan")
    assert found is not None and found.origin == "system"
    assert (found.path, found.index) in {(face.path, face.index) for face in faces}


@settings(max_examples=20, deadline=None)
@given(chars=st.text(alphabet=JAPANESE + KOREAN + "ÉΩ€", min_size=1, max_size=10), face=st.integers(0, 1))
def test_a_faces_coverage_is_its_character_map(tmp_path_factory, chars, face):
    """HarfBuzz reads the character map: the same code points as fontTools' best map, for a single
    font and for each face of a collection; a file that is no font covers nothing."""
    folder = tmp_path_factory.mktemp("coverage")
    fonts = [cff_font(folder / "a.otf", "Test Sans JP", chars), cff_font(folder / "b.otf", "Test Sans KR", KOREAN)]
    both = collection(folder / "both.otc", *fonts)
    assert font_discovery.coverage(str(both), face) == frozenset(TTFont(str(fonts[face])).getBestCmap())
    assert font_discovery.coverage(str(fonts[0])) == frozenset(TTFont(str(fonts[0])).getBestCmap())
    (folder / "not-a-font.otf").write_bytes(b"OTTO" + bytes(40))
    assert font_discovery.coverage(str(folder / "not-a-font.otf")) == frozenset()
