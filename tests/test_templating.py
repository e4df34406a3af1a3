"""Compiled templates kept between runs (issue 8, speed): Jinja's bytecode cache under
PRINTKIT_CACHE_DIR, off when that variable is empty."""

from __future__ import annotations

import pytest

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


def _workspace_templates(tmp_path, monkeypatch, files: dict[str, str]):
    for name, text in files.items():
        (tmp_path / "templates" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "templates" / name).write_text(text)
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("PRINTKIT_WORKSPACE", str(tmp_path))
    templating.shared_environment.cache_clear()


def _stored_files(tmp_path) -> list:
    return sorted(path.name for path in (tmp_path / "cache").glob("jinja-*/*.cache"))


def test_compile_ahead_stores_the_named_games_templates_in_a_child(tmp_path, monkeypatch):
    from printkit.i18n import Translator
    _workspace_templates(tmp_path, monkeypatch, {"g/booklet.j2": "# {% trans %}Hello{% endtrans %} {{ n }}\n",
                                                 "other/booklet.j2": "{% trans %}Other{% endtrans %}\n"})
    try:
        env = templating.shared_environment(templating._search_path())
        templating.compile_ahead({"g"})()
        assert templating._stored(env, "g/booklet.j2") and not templating._stored(env, "other/booklet.j2")
        assert len(_stored_files(tmp_path)) == 1
        monkeypatch.setattr(templating.os, "fork", lambda: pytest.fail("forked with every template stored"))
        templating.compile_ahead({"g"})()
        compiles = []
        monkeypatch.setattr(env, "compile", lambda *args, **kwargs: compiles.append(args))
        text = templating.render_template("g/booklet.j2", Translator("en", ("printkit",)), n=2)
    finally:
        templating.shared_environment.cache_clear()
    assert text == "# Hello 2\n"
    assert compiles == []   # read from what the child stored


def test_compile_ahead_leaves_a_broken_template_to_the_kit_that_renders_it(tmp_path, monkeypatch):
    from printkit.errors import PrintkitError
    from printkit.i18n import Translator
    _workspace_templates(tmp_path, monkeypatch, {"g/booklet.j2": "line one\n{% trans %}Hello{% endif %}\n"})
    try:
        templating.compile_ahead({"g"})()
        with pytest.raises(PrintkitError) as raised:
            templating.render_template("g/booklet.j2", Translator("en", ("printkit",)))
    finally:
        templating.shared_environment.cache_clear()
    assert _stored_files(tmp_path) == []
    assert str(raised.value).startswith("templates/g/booklet.j2:2: invalid template: ")


def test_compile_ahead_starts_nothing_without_a_cache(tmp_path, monkeypatch):
    _workspace_templates(tmp_path, monkeypatch, {"g/booklet.j2": "{% trans %}Hello{% endtrans %}\n"})
    monkeypatch.setenv("PRINTKIT_CACHE_DIR", "")
    monkeypatch.setattr(templating.os, "fork", lambda: pytest.fail("forked with caching off"))
    try:
        templating.compile_ahead({"g"})()
    finally:
        templating.shared_environment.cache_clear()


def test_compile_ahead_goes_without_a_child_when_none_can_be_made(tmp_path, monkeypatch):
    from printkit.i18n import Translator
    _workspace_templates(tmp_path, monkeypatch, {"g/booklet.j2": "{% trans %}Hello{% endtrans %}\n"})

    def no_process():
        raise BlockingIOError(11, "Resource temporarily unavailable")
    monkeypatch.setattr(templating.os, "fork", no_process)
    try:
        templating.compile_ahead({"g"})()
        text = templating.render_template("g/booklet.j2", Translator("en", ("printkit",)))
    finally:
        templating.shared_environment.cache_clear()
    assert text == "Hello"   # trim_blocks takes the line break after a block tag


def test_translations_fill_in_as_jinjas_own_newstyle_gettext_fills_them(monkeypatch):
    """printkit installs its gettext callables unwrapped and marks the environment newstyle
    (templating.py): a template renders as with Jinja's own newstyle wrappers around the same
    lookups (format strings filled with the block's variables, `num` and `context` added)."""
    import jinja2

    from printkit.i18n import Translator, markup
    tr = Translator("en", ("printkit",))
    source = ('{% trans %}100% sure & <b>bold</b>{% endtrans %}|{% trans n=3 %}{{ n }} cards{% endtrans %}|'
              '{% trans count=2 %}{{ count }} card{% pluralize %}{{ count }} cards{% endtrans %}|'
              '{% trans count=1 %}{{ count }} card{% pluralize %}{{ count }} cards{% endtrans %}|'
              '{% trans "cover" %}Notes{% endtrans %}|{{ gettext("a <i>b</i> < c") }}|'
              '{{ ngettext("%(num)d apple", "%(num)d apples", 3) }}|{{ pgettext("ctx", "%(context)s!") }}|'
              '{{ gettext("%(x)s and %(y)s", x="<1>", y=2) }}')
    mine = templating.environment(tr)
    theirs = jinja2.Environment(extensions=["jinja2.ext.i18n"], autoescape=False)
    theirs.policies["ext.i18n.trimmed"] = True
    theirs.install_gettext_callables(lambda s: markup(tr.gettext(s)),
                                     lambda s, p, n: markup(tr.npgettext(None, s, p, n)), newstyle=True,
                                     pgettext=lambda c, s: markup(tr.pgettext(c, s)))
    rendered = mine.from_string(source).render()
    assert rendered == theirs.from_string(source).render()
    assert rendered == ("100% sure &amp; <b>bold</b>|3\xa0cards|2\xa0cards|1\xa0card|Notes|a <i>b</i> &lt; c|3\xa0apples|"
                        "ctx!|<1>\xa0and 2")      # typeset: a no-break space after a number
