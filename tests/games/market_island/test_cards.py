"""Market Island card texts: the amount picks the catalog's plural form (no "1 Istokens" in any language)."""

from __future__ import annotations

import re

import pytest

from printkit.build import build
from printkit.kit_model import KitOptions
from printkit.pdftext import page_texts

CODES = ("MI-I-01", "MI-I-02", "MI-E-01", "MI-E-02")   # amounts 1, 2, 1, 2 (decks/market-island/cards.csv)


def card_words(out, lang: str) -> str:
    """Every card sheet's text, one space between words (card text wraps inside its box)."""
    texts = []
    for deck in ("income", "expense"):
        texts += page_texts(out / f"market-island-{lang}-cards-{deck}.pdf")
    return " ".join(" ".join(texts).split())


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    found = {}
    for lang in ("en", "fr", "pt"):
        out = tmp_path_factory.mktemp(f"mi-{lang}")
        build(KitOptions(game="market-island", lang=lang, paper="a4", players=4, only=CODES), out)
        found[lang] = card_words(out, lang)
    return found


@pytest.mark.parametrize(("lang", "sentences"), [
    ("en", ("The player on your left pays you 1 Istoken.", "The player on your right pays you 2 Istokens.",
            "Pay 1 Istoken to the player on your left.", "Pay 2 Istokens to the player on your right.")),
    ("fr", ("Votre voisin de gauche vous verse 1 Istoken.", "Votre voisin de droite vous verse 2 Istokens.",
            "Versez 1 Istoken à votre voisin de gauche.", "Versez 2 Istokens à votre voisin de droite.")),
    ("pt", ("O jogador à tua esquerda paga-te 1 Istoken.", "O jogador à tua direita paga-te 2 Istokens.",
            "Paga 1 Istoken ao jogador à tua esquerda.", "Paga 2 Istokens ao jogador à tua direita.")),
])
def test_cards_print_one_istoken_and_two_istokens_in_every_language(kits, lang, sentences):
    text = kits[lang]
    for sentence in sentences:
        assert sentence in text
    assert not re.search(r"\b1 Istokens\b", text)
