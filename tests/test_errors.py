"""errors.py: a UsageError keeps its English template and values, so the web pages can say it
again in their language while `str()` stays the command line's English."""

from __future__ import annotations

import ast

from printkit.errors import UsageError, Word
from printkit.i18n_tools.extract import _referee_sources
from printkit.resources import web_dir

FRENCH = {"{where}: expected a list, got {found}": "{where} : il faut une liste ; reçu : {found}",
          "nothing": "rien", "no values {here}": "pas de valeurs {here}"}


def french(text: str) -> str:
    return FRENCH.get(text, text)


def test_str_is_the_filled_english_template():
    error = UsageError("{where}: expected a list, got {found}", where="players[1].drawn", found=Word("nothing"))
    assert str(error) == "players[1].drawn: expected a list, got nothing"
    assert error.template == "{where}: expected a list, got {found}"


def test_said_translates_the_template_and_the_word_values_not_the_path():
    error = UsageError("{where}: expected a list, got {found}", where="nothing", found=Word("nothing"))
    assert error.said(french) == "nothing : il faut une liste ; reçu : rien"


def test_without_values_the_message_is_plain_text():
    assert str(UsageError("no values {here}")) == "no values {here}"
    assert UsageError("no values {here}").said(french) == "pas de valeurs {here}"


def test_a_translation_that_does_not_fill_says_the_english():
    error = UsageError("{where}: expected a list, got {found}", where="seed", found=3)
    assert error.said(lambda text: "{lieu} : il faut une liste") == "seed: expected a list, got 3"


def test_every_referee_refusal_is_a_template_the_catalog_can_hold():
    """An f-string message could not be extracted, and the French page would show it in English."""
    package = web_dir().parent
    sources = [*_referee_sources(package), *sorted(web_dir().glob("*.py")), package / "option_specs.py"]
    formatted = []
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "UsageError":
                if not (node.args and isinstance(node.args[0], ast.Constant)):
                    formatted.append(f"{path.name}:{node.lineno}")
    assert formatted == []
