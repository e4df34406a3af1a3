"""templates/market-island/booklet.j2 rendered with Jinja2's i18n extension and identity gettext, n = 2..6."""

from __future__ import annotations

import re
from pathlib import Path

import jinja2
import pytest

from printkit.i18n import Translator
from printkit.kit_model import KitOptions
from printkit.games.market_island.kit import booklet_build_facts
from printkit.games.market_island.model import load_model
from printkit.games.market_island.referee import booklet_examples, mining

ROOT = Path(__file__).resolve().parents[3]
MODEL = load_model()
BUILD = booklet_build_facts(MODEL, KitOptions(game="market-island", paper="a3"), Translator("en", ("market-island",)))
PREFIXES = ("### ", "## ", "# ", "- ", "> ")
SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
RANK_WORDS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack"}


def render(players: int) -> str:
    # The settings of printkit's own template environment: trimmed trans blocks, strict undefined.
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(ROOT / "templates")),
                             extensions=["jinja2.ext.i18n"], undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, autoescape=False)
    env.policies["ext.i18n.trimmed"] = True
    env.install_null_translations(newstyle=True)
    template = env.get_template("market-island/booklet.j2")
    return template.render(model=MODEL, rules=MODEL.rules, players=players, examples=booklet_examples(MODEL),
                           build=BUILD)


def blocks(text: str) -> list[tuple[str, str]]:
    """(prefix, text) per block of DEVELOPING.md's syntax; consecutive plain lines join into one paragraph."""
    out, para = [], []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            if para:
                out.append(("", " ".join(para)))
                para = []
            continue
        prefix = next((p for p in PREFIXES if line.startswith(p) or line == p.strip()), None)
        if prefix is None:
            para.append(line)
            continue
        if para:
            out.append(("", " ".join(para)))
            para = []
        out.append((prefix, line[len(prefix.strip()):].strip()))
    if para:
        out.append(("", " ".join(para)))
    return out


def name(code: str) -> str:
    return f"{RANK_WORDS.get(code[:-1], code[:-1])} of {SUIT_WORDS[code[-1]]}"


@pytest.mark.parametrize("players", range(2, 7))
def test_no_block_is_empty(players):
    found = blocks(render(players))
    assert found[0][0] == "# "
    assert all(text for _, text in found), [p for p, t in found if not t]


@pytest.mark.parametrize("players", range(2, 7))
def test_every_section_is_there(players):
    headings = [text for prefix, text in blocks(render(players)) if prefix == "## "]
    assert headings == ["The story in brief", "Material", "Set-up", "Phase 0: before the first turn",
                        "Phase 1: moving", "Phase 2: mining the block", "Special squares", "End of the game",
                        "Card reference", "Square reference", "Worked scoring examples", "Credits"]


@pytest.mark.parametrize("players", range(2, 7))
def test_material_counts_follow_the_number_of_players(players):
    text = render(players)
    assert f"{players * players} ledgers: each of the {players} players" in text
    assert f"{2 * players * players} pins or small markers, 2 for each ledger" in text
    assert f"{2 * players} pawns" in text
    assert f"compared with {players + 1} cards and can score at most {2 * (players + 1)} points" in text


def test_card_and_square_counts_come_from_the_model():
    text = render(4)
    for kind, words in (("income", "Income"), ("expense", "Expense"), ("fire", "Campfire"), ("axe", "Night watch"),
                        ("jellyfish", "Jellyfish sting"), ("totem", "Spirit of the island")):
        count = sum(card.kind == kind for card in MODEL.cards)
        assert f"- {words} ({count} cards)" in text
    assert f"a loop of {len(MODEL.board.loop)} squares" in text
    assert f"{MODEL.board.loop.count('income')} treasure chests" in text


def test_every_example_number_comes_from_mining():
    text = render(3)
    section = text.split("## Worked scoring examples", 1)[1].split("## Credits", 1)[0]
    examples = booklet_examples(MODEL)
    parts = re.split(r"^### .*$", section, flags=re.M)[1:]
    assert len(parts) == len(examples)
    for part, ex in zip(parts, examples.values()):
        result = mining(ex["winning"], ex["block"], ex["played"], ex.get("dice"))
        for pid, card in zip(result["scores"], ex["played"]):
            line = next(l for l in part.splitlines() if l.startswith(f"- {pid} "))
            assert f"plays the {name(card)} and scores {result['scores'][pid]}:" in line
        verdict = [l for l in part.splitlines() if " wins the block" in l]
        assert len(verdict) == 1 and verdict[0].startswith(result["winner"]) or f"{result['winner']} " in verdict[0]
        assert f"the {name(ex['played'][int(result['winner'][1:]) - 1])}" in verdict[0]
        assert f"the {name(ex['winning'])}." in part


def test_credits_name_the_original_and_its_licence():
    text = render(2)
    credits = text.split("## Credits", 1)[1]
    assert MODEL.credits.original_title in credits
    assert "Amaris France SAS, ISMAI and UEF" in credits and "Erasmus+" in credits
    assert "CC BY-NC 4.0" in credits and "https://creativecommons.org/licenses/by-nc/4.0/" in credits


def test_every_printed_text_is_inside_a_trans_block():
    source = (ROOT / "templates" / "market-island" / "booklet.j2").read_text(encoding="utf-8")
    body = re.sub(r"\{#.*?#\}", "", source, flags=re.S)
    body = re.sub(r"\{%-?\s*trans\b.*?%\}.*?\{%-?\s*endtrans\s*[-+]?%\}", "", body, flags=re.S)
    body = re.sub(r"\{%.*?%\}|\{\{.*?\}\}", "", body, flags=re.S)
    leftovers = [w for w in re.findall(r"[A-Za-z]{2,}", body)]
    assert leftovers == []


def printkit_booklet(lang: str, **rules) -> str:
    """The booklet as printkit renders it (catalog plural rule included), with some rules overridden."""
    from dataclasses import replace

    from printkit.i18n import Translator
    from printkit.templating import render_template
    model = replace(MODEL, rules=replace(MODEL.rules, **rules))
    tr = Translator(lang, ("market-island", "printkit"))
    text = render_template("market-island/booklet.j2", tr, model=model, rules=model.rules, players=4,
                           examples=booklet_examples(model), build=BUILD)
    assert tr.missing == set()
    return " ".join(text.split())


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "receive 1 Istoken more", "receive 2 Istokens more"),
    ("fr", "recevez 1 Istoken de plus", "recevez 2 Istokens de plus"),
    ("pt", "recebe mais 1 Istoken.", "recebe mais 2 Istokens."),
])
def test_amounts_from_the_rules_take_the_plural_form(lang, one, two):
    assert one in printkit_booklet(lang)
    doubled = printkit_booklet(lang, fire_bonus=2, mining_fee=2, jellyfish_penalty=2, fire_card_gift=2)
    assert two in doubled and one not in doubled
    assert not re.search(r"\b2 Istoken\b", doubled)
