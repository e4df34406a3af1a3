"""printkit.i18n: escaping, the draft mark, the pseudo-locale, unfillable translations (issue 4)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from printkit.errors import PrintkitError
from printkit.i18n import DRAFT_COLOUR, DRAFT_MARK, Translator, markup, translator
from printkit.render import fonts
from tests.i18n.helpers import line_of


def plain(markup_text: str) -> str:
    fonts.register()
    return Paragraph(markup_text, ParagraphStyle("t", fontName=fonts.BODY)).getPlainText()


@given(st.text(alphabet="ab <>&;/ib", min_size=1, max_size=30))
def test_catalog_text_prints_literally(text):
    """Issue 4 §5: <, > and & from a catalog print as they are; nothing is dropped."""
    if "<b>" in text or "<i>" in text or "</" in text or "<br" in text:
        return
    assert plain(markup(text)).split() == text.split()   # a paragraph folds runs of spaces


def test_draft_mark_is_coloured_and_bold():
    assert markup(DRAFT_MARK + "Pay <b>{amount}</b> & go") == \
        f'<font color="{DRAFT_COLOUR}"><b>[EN]</b></font> Pay <b>{{amount}}</b> &amp; go'
    assert plain(markup(DRAFT_MARK + "Pay")) == "[EN] Pay"


def test_draft_translator_marks_missing_strings():
    tr = Translator("fr", ("market-island", "printkit"), draft=True)
    assert tr.pgettext("component", "No such string") == "[EN] No such string"
    assert tr.pgettext("component", "Board") == "Plateau"
    assert tr.missing == {("component", "No such string")}


def test_pseudo_locale_comes_from_the_template():
    tr = translator("market-island", "xx")
    assert tr.npformat("card:MI-I-07:text", "The player on your left pays you {amount} Istoken.",
                       "The player on your left pays you {amount} Istokens.", 4, amount=4) == \
        "[Thé płááýýééř ööñ ýööüüř łééft pááýýš ýööüü 4\u00a0ÎÎštöökééñš.]"   # the number keeps its noun
    assert tr.missing == set()


SHEET_LABEL = "{code} · sheet {number} of {total} · row {row}, column {col}"


def _break_sheet_label(data_copy) -> int:
    """The French sheet label given a placeholder the code does not fill; its catalog line."""
    path = data_copy / "locales" / "printkit" / "fr.po"
    path.write_text(path.read_text().replace('"{code} · feuille {number} sur {total} · rangée {row}, colonne {col}"',
                                             '"{code} · feuille {numero}"'))
    return line_of(path, "board", SHEET_LABEL)


def test_unfillable_translation_is_one_line_naming_the_catalog_line(data_copy):
    line = _break_sheet_label(data_copy)
    tr = Translator("fr", ("market-island", "printkit"))
    with pytest.raises(PrintkitError) as error:
        tr.format("board", SHEET_LABEL, code="MI-B-01", number=1, total=9, row=1, col=1)
    assert str(error.value) == (f"locales/printkit/fr.po:{line}: board: the translation '{{code}} · feuille {{numero}}' "
                                "cannot be filled (KeyError: 'numero'); run `printkit i18n check fr`")


def test_a_draft_prints_english_for_an_unfillable_translation_and_warns(data_copy):
    """As Django does: a draft goes on with the English text, marked, and says which entry to fix."""
    line = _break_sheet_label(data_copy)
    tr = Translator("fr", ("market-island", "printkit"), draft=True)
    printed = tr.format("board", SHEET_LABEL, code="MI-B-01", number=1, total=9, row=1, col=2)
    assert printed == "[EN] MI-B-01 · sheet 1\u00a0of 9 · row 1, column 2"   # English, set as French sets text
    tr.format("board", SHEET_LABEL, code="MI-B-02", number=2, total=9, row=1, col=2)
    assert tr.warnings == [f"--draft: locales/printkit/fr.po:{line}: board: the translation '{{code}} · feuille "
                           "{numero}' cannot be filled (KeyError: 'numero'); the English text prints in its place"]
    assert tr.format("component", "Board") == "Plateau"   # the others still translate


@given(st.text(alphabet="<>/bir &;x", max_size=40))
def test_any_catalog_text_is_valid_markup(text):
    """A lone, crossed or self-closed <b>/<i> prints literally instead of breaking the paragraph."""
    printed = plain(markup(text))
    assert printed.replace(" ", "") == _without_kept_tags(text).replace(" ", "")


def _without_kept_tags(text: str) -> str:
    import html
    import re
    restored = markup(text)
    return html.unescape(re.sub(r"</?(b|i)>|<br/>", "", restored))


def test_draft_mark_on_a_one_line_label_is_coloured():
    """render.text draws a draft line's [EN] in the draft colour, the English after it unchanged."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    from printkit.render.text import draw_fitted_line
    fonts.register()
    buffer = io.BytesIO()
    c = Canvas(buffer, pageCompression=0, initialFontName=fonts.BODY, invariant=1)
    draw_fitted_line(c, DRAFT_MARK + "INCOME", 100, 100, 200, font=fonts.BOLD, size=12, minimum=7)
    c.showPage()
    c.save()
    stream = buffer.getvalue()
    assert b"q\n1 .4 0 rg\nBT 1 0 0 1 61.402 100 Tm /F1+0 12 Tf 14.4 TL ([EN] ) Tj T* ET\nQ\n" \
           b"BT 1 0 0 1 88.942 100 Tm /F1+0 12 Tf 14.4 TL (INCOME) Tj T* ET" in stream


ONE = "The player on your left pays you {amount} Istoken."
MANY = "The player on your left pays you {amount} Istokens."
# An invented three-form language with the Polish rule: 1 | 2-4, 22-24 … | everything else.
THREE_FORMS = """msgid ""
msgstr ""
"Language: zz\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

#, python-brace-format
msgctxt "card:MI-I-07:text"
msgid "{one}"
msgid_plural "{many}"
msgstr[0] "jeden {{amount}} token"
msgstr[1] "kilka {{amount}} tokeny"
msgstr[2] "wiele {{amount}} tokenow"
"""


def polish_form(n: int) -> str:
    """The rule of THREE_FORMS written out in Python, as the reference the catalog must agree with."""
    if n == 1:
        return "jeden"
    return "kilka" if 2 <= n % 10 <= 4 and not 10 <= n % 100 < 20 else "wiele"


def test_plural_rule_comes_from_the_catalog_header(data_copy):
    (data_copy / "locales" / "market-island" / "zz.po").write_text(THREE_FORMS.format(one=ONE, many=MANY))
    tr = Translator("zz", ("market-island", "printkit"))
    for n in range(0, 250):
        assert tr.npformat("card:MI-I-07:text", ONE, MANY, n, amount=n).split()[0] == polish_form(n), n
    assert tr.npformat("card:MI-I-07:text", ONE, MANY, 22, amount=22) == "kilka 22\u00a0tokeny"
    assert tr.npformat("card:MI-I-07:text", ONE, MANY, 12, amount=12) == "wiele 12\u00a0tokenow"
    assert tr.missing == set()


def test_english_and_french_pick_singular_for_one():
    en, fr = Translator("en", ("market-island",)), Translator("fr", ("market-island",))
    assert en.npformat("card:MI-I-07:text", ONE, MANY, 1, amount=1) == "The player on your left pays you 1\u00a0Istoken."
    assert en.npformat("card:MI-I-07:text", ONE, MANY, 0, amount=0) == "The player on your left pays you 0\u00a0Istokens."
    assert fr.npformat("card:MI-I-07:text", ONE, MANY, 1, amount=1) == "Votre voisin de gauche vous verse 1\u00a0Istoken."
    # French: "nplurals=2; plural=(n > 1)", so 0 takes the singular too.
    assert fr.npformat("card:MI-I-07:text", ONE, MANY, 0, amount=0) == "Votre voisin de gauche vous verse 0\u00a0Istoken."
    assert fr.npformat("card:MI-I-07:text", ONE, MANY, 3, amount=3) == "Votre voisin de gauche vous verse 3\u00a0Istokens."


def test_missing_plural_entry_is_recorded_and_drafted():
    tr = Translator("fr", ("market-island", "printkit"), draft=True)
    assert tr.npgettext("nowhere", "{n} shell", "{n} shells", 2) == DRAFT_MARK + "{n}\u00a0shells"
    assert tr.npgettext("nowhere", "{n} shell", "{n} shells", 1) == DRAFT_MARK + "{n}\u00a0shell"
    assert tr.missing == {("nowhere", "{n} shell")}


def test_pseudo_locale_fills_every_plural_form():
    from printkit.i18n import load_catalog
    forms = load_catalog("market-island", "xx")[("card:MI-I-07:text", (ONE, MANY))]
    assert forms == ("[Thé płááýýééř öñ ýýööüüř łéft pááýýš ýýöüü {amount} ÎÎštöökééñ.]",
                     "[Thé płááýýééř ööñ ýööüüř łééft pááýýš ýööüü {amount} ÎÎštöökééñš.]")


def test_a_draft_build_says_which_translation_printed_in_english(data_copy, tmp_path):
    """`printkit build --draft` goes on and warns on stderr, naming the entry; the manifest keeps the warning."""
    import json

    from click.testing import CliRunner

    from printkit.cli import main
    from printkit.workspace import shown
    from tests.i18n.helpers import set_translation
    path = data_copy / "locales" / "printkit" / "fr.po"
    line = set_translation(path, "cover", "Fonts: {fonts}.", "Polices : {polices}.")
    result = CliRunner().invoke(main, ["build", "dice-game", "--lang", "fr", "--seed", "3", "--draft", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    warning = (f"--draft: {shown(path)}:{line}: cover: the translation 'Polices : {{polices}}.' cannot be filled "
               "(KeyError: 'polices'); the English text prints in its place")
    assert result.stderr == f"warning: {warning}\n"
    assert json.loads((tmp_path / "manifest.json").read_text())["warnings"] == [warning]
    full = CliRunner().invoke(main, ["build", "dice-game", "--lang", "fr", "--seed", "3", "--out", str(tmp_path / "full")])
    assert (full.exit_code, full.output) == (1, f"error: {shown(path)}:{line}: cover: the translation 'Polices : "
                                                "{polices}.' cannot be filled (KeyError: 'polices'); run `printkit i18n check fr`\n")
