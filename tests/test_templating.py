"""Compiled templates kept between runs (issue 8, speed): Jinja's bytecode cache under
PRINTKIT_CACHE_DIR, off when that variable is empty."""

from __future__ import annotations

from printkit import templating


def test_cache_folder_follows_printkit_cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path))
    cache = templating.bytecode_cache()
    assert cache is not None
    (folder,) = tmp_path.iterdir()
    assert folder.name.startswith("jinja-") and folder.name.endswith(f"-{templating.ENVIRONMENT_VERSION}")


def test_an_empty_printkit_cache_dir_turns_the_cache_off(monkeypatch):
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    assert templating.bytecode_cache() is None


def test_a_compiled_template_is_stored_and_renders_the_same(tmp_path, monkeypatch):
    from printkit.i18n import Translator
    (tmp_path / "templates" / "t").mkdir(parents=True)
    (tmp_path / "templates" / "t" / "x.j2").write_text("# {% trans %}Hello{% endtrans %} {{ n }}\n")
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))   # the workspace's templates come first
    templating.shared_environment.cache_clear()
    try:
        first = templating.render_template("t/x.j2", Translator("en", ("printkit",)), n=3)
        stored = list((tmp_path / "cache").glob("*/*.cache"))
        templating.shared_environment.cache_clear()
        again = templating.render_template("t/x.j2", Translator("en", ("printkit",)), n=3)
    finally:
        templating.shared_environment.cache_clear()
    assert first == again == "# Hello 3\n"
    assert len(stored) == 1
