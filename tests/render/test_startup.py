"""render/_startup.py: reportlab's URL pattern compiled on first use, everything else as usual; shape checking off."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from printkit.render import _startup

URLS = ["https://example.org/rules?x=1", "http://192.168.0.1:8080/", "ftp://user:pw@host.example.com/a",
        "not a url", "https://localhost", "http://bücher.example/ä"]


def test_the_stand_in_matches_as_the_pattern_does():
    source = "(^(?:[a-z0-9\\.\\-\\+]*)://)(?:\\S+)?\\Z"
    stand_in = _startup._CompiledOnUse(source, re.IGNORECASE, re.compile)
    real = re.compile(source, re.IGNORECASE)
    assert stand_in._pattern is None
    for url in URLS:
        assert bool(stand_in.match(url)) == bool(real.match(url))
    assert stand_in.pattern == real.pattern and stand_in.flags == real.flags


def test_reportlab_s_pattern_is_deferred_and_still_works():
    script = ("import re; from printkit.render import _startup; _startup.import_paragraph_module();"
              "import reportlab.platypus.paragraph as p; kind = type(p.uri_pat).__name__;"
              "assert re.compile is _startup.re.compile and re.compile.__module__ == 're', re.compile;"
              f"print(kind, [bool(p.uri_pat.match(u)) for u in {URLS!r}])")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    kind, results = done.stdout.split(" ", 1)
    assert kind == "_CompiledOnUse"
    import reportlab.platypus.paragraph as paragraph
    assert results.strip() == str([bool(paragraph.uri_pat.match(u)) for u in URLS])


@pytest.mark.parametrize("pattern, flags", [("(^(?:[a-z0-9\\.\\-\\+]*)://)x", 0), ("[a-z]+", re.IGNORECASE)])
def test_any_other_pattern_is_compiled_at_once(pattern, flags, monkeypatch):
    made = []
    monkeypatch.setattr(_startup.sys, "modules", {k: v for k, v in sys.modules.items()
                                                   if k != "reportlab.platypus.paragraph"})
    import builtins
    real_import = builtins.__import__

    def fake_import(name, *args, **kwargs):
        if name == "reportlab.platypus.paragraph":
            made.append(re.compile(pattern, flags))
            return None
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", fake_import)
    _startup.import_paragraph_module()
    assert isinstance(made[0], re.Pattern)


def test_reportlab_shapes_are_unchecked_once_printkit_renders():
    """Shape checking (rl_config.shapeChecking, read when reportlab.graphics.shapes is imported) is
    off after printkit.render: setting an attribute of a shape no longer validates it. It stays on
    when reportlab's graphics were imported before printkit (then nothing is changed)."""
    script = ("import printkit.render; from reportlab.graphics.shapes import Rect; r = Rect(0, 0, 1, 1);"
              "r.strokeWidth = 'not a number'; print('unchecked')")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "unchecked"
    script = ("from reportlab.graphics.shapes import Rect; import printkit.render; r = Rect(0, 0, 1, 1);"
              "r.strokeWidth = 'not a number'")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "Illegal assignment of 'not a number' to strokeWidth" in done.stderr
