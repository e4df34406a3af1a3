"""The translators' proof view draws an edition in its own script: the dice game's Arabic and
Japanese pages carry their words (shaped, ordered, broken), as the kits do (render/text)."""

from __future__ import annotations

import io
import unicodedata

import pypdfium2 as pdfium
import pytest
from PIL import Image

from printkit.i18n_tools.check import translations
from printkit.render.script_fonts import missing_font


def letters(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFC", text) if unicodedata.category(ch)[0] in "LM" and ord(ch) > 0x24F)


@pytest.mark.parametrize("lang", ["ar", "ja"])
def test_a_proof_prints_the_edition_in_its_script(client, lang):
    if missing_font(lang):
        pytest.skip(f"--lang {lang}: {missing_font(lang)}")
    assert client.get(f"/translate/{lang}?game=dice-game").status_code == 200
    from printkit.web.catalog_status import catalogs_stamp
    from printkit.web.translate import proof
    cover = next(part for part in proof(lang, "dice-game", catalogs_stamp()) if part.id == "cover")
    printed = letters(pdfium.PdfDocument(cover.pdf)[0].get_textpage().get_text_range())
    heading = next(t.msgstr for t in translations(lang, "printkit") if t.context == "cover" and t.msgid == "In this kit")
    assert letters(heading) in printed
    image = Image.open(io.BytesIO(client.get(f"/translate/{lang}/dice-game/cover-1.png").data)).convert("L")
    assert sum((255 - level) * count for level, count in enumerate(image.histogram())) > 0
