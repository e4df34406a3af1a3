"""The Data-Tycoon kit: cover, dataset cards, special cards, player aid, rules booklet.

    printkit build data-tycoon --lang fr --paper a4 --level standard --out DIR

`--level` (learning, basic, standard, expert; default expert) picks the cards in play, from the
manual's learning advice (RÈGLES DU JEU). Every card shares one back: the deck is shuffled
together. Catalog contexts for deck texts: colour:<id>, colour:<id>:letter, type:<id>,
special:<kind>, special:<kind>:effect, purpose:<id>, level:<id>, level:<id>:note.
"""

from __future__ import annotations

from dataclasses import replace

from printkit.errors import Source, UsageError
from printkit.i18n import Translator
from printkit.kit_model import Component, KitOptions, check_players
from printkit.kits.common import paper_label, with_printed_credits
from printkit.kits.kept import kept_derived
from printkit.games.data_tycoon.kit_texts import aid_spec, kind_name, special_counters
from printkit.layout.geometry import PAPERS, Size
from printkit.layout.imposition import card_grid
from printkit.loader import GameData, locate
from printkit.games.data_tycoon.model import (
    DATASET, DATASET_LETTER, SPECIAL_LETTER, Card, DataTycoon, card_listing, deck_facts, load,
)
from printkit.render.booklet import render_booklet
from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
from printkit.kits.printing import Sheets, print_steps
from printkit.render.aid import render_aid
from printkit.render.cover import CoverSpec, language_name, render_cover
from printkit.games.data_tycoon.cards import (
    DatasetFace, SpecialFace, draw_back, draw_dataset_front, draw_special_front,
)
from printkit.render.pdf import DocInfo, render_pages
from printkit.templating import render_template
from printkit.validate_types import Fact

BACK = "deck"
# `printkit i18n extract` builds every level: each prints its own cards and notes.
EXTRACT_VARIANTS = [{"extra": {"level": level}} for level in ("learning", "basic", "standard", "expert")]


def option_choices(data: GameData) -> dict[str, tuple[str, ...]]:
    """--level takes one of the deck's levels (option_specs.choices: the web form's menu)."""
    return {"level": tuple(entry.get("id") for entry in data.documents.get("levels", {}).get("levels", []))}


def resolve(data: GameData, options: KitOptions) -> KitOptions:
    """--players within the kit's range; --level one of the deck's levels (default expert)."""
    game = data.meta["game"]
    players = check_players(options.players, game["players"]["min"], game["players"]["max"],
                            game["players"]["default"])
    unknown = sorted(set(options.extra) - {"level"})
    if unknown:
        raise UsageError(f"{', '.join('--' + k for k in unknown)}: not an option of data-tycoon")
    levels = list(option_choices(data)["level"])
    level = options.extra.get("level") or game.get("default_level", levels[-1] if levels else "")
    if level not in levels:
        raise UsageError(f"--level: expected one of {', '.join(levels)}, got {level!r}")
    return replace(options, players=players, extra={"level": level})


def components(data: GameData, options: KitOptions, tr: Translator) -> list[Component]:
    model = with_printed_credits(load(data), tr)
    level = options.extra.get("level", model.default_level)
    paper = PAPERS[options.paper]
    cards = model.cards_at(level)
    info = lambda what: DocInfo(f"{model.title}: {what}", author=model.credits.authors, lang=options.lang)  # noqa: E731
    datasets = [card for card in cards if card.kind == DATASET]
    specials = [card for card in cards if card.kind != DATASET]
    return [
        _cover(model, options, tr, level, len(datasets), len(specials), paper, info),
        _deck("cards-datasets", tr.pgettext("component", "Dataset cards"), datasets, DATASET_LETTER,
              model, options, tr, paper, info),
        _deck("cards-specials", tr.pgettext("component", "Special cards"), specials, SPECIAL_LETTER,
              model, options, tr, paper, info),
        _aid(model, options, tr, level, paper, info),
        _booklet(data, model, tr, info),
    ]


def facts(data: GameData) -> dict[str, Fact]:
    """The deck's value for every figure of manual.toml, with where the deck says it (validate)."""
    model = load(data)
    values = deck_facts(model)
    rules = set(model.rules.as_dict())
    return {fact_id: Fact(value, _fact_source(data, model, fact_id, rules)) for fact_id, value in values.items()}


def _fact_source(data: GameData, model: DataTycoon, fact_id: str, rules: set[str]):
    """Rule numbers point at rules.toml; a kind's count at its last row; totals at their table."""
    if fact_id in rules:
        return locate(data, "rules.toml", fact_id)
    kind = fact_id.removesuffix("_cards")
    rows = [card.source for card in model.cards if kind in (card.kind, card.type)]
    if rows:
        return rows[-1]
    table = {"colours": "colours.csv", "sensitive_types": "types.csv", "purposes": "purposes.csv",
             "special_cards": "specials.csv", "base_special_cards": "specials.csv",
             "optional_special_cards": "specials.csv"}.get(fact_id, "datasets.csv")
    return Source(f"decks/{model.id}/{table}")


def card_list(data: GameData, tr: Translator) -> list[dict]:
    """`printkit cards data-tycoon`: every card of the full deck with code, kind, colour and type,
    or purpose."""
    return card_listing(load(data))


def dataset_face(card: Card, model: DataTycoon, tr: Translator) -> DatasetFace:
    colour, kind = model.colours[card.colour], model.types[card.type]
    label = tr.pgettext("card", "SENSITIVE") if kind.sensitive else tr.pgettext("card", "SIMPLE")
    return DatasetFace(card.code, colour.rgb, colour.pattern, tr.pgettext(f"colour:{colour.id}:letter", colour.letter),
                       _capital(tr.pgettext(f"type:{kind.id}", kind.name)), label,
                       _capital(tr.pgettext(f"colour:{colour.id}", colour.name)), kind.icon, kind.sensitive)


def special_face(card: Card, model: DataTycoon, tr: Translator) -> SpecialFace:
    spec = model.specials[card.kind]
    purpose = model.purposes[card.purpose] if card.purpose else None
    subtitle = tr.pgettext(f"purpose:{purpose.id}", purpose.name) if purpose else ""
    effect = tr.format(f"special:{spec.kind}:effect", spec.effect, **model.rules.as_dict())
    counters = special_counters(spec, model, tr)
    line = tr.format("card", "Cancelled by: {cards}", cards=counters) if counters else ""
    tag = tr.pgettext("card", "OPTIONAL") if spec.optional else ""
    return SpecialFace(card.code, spec.rgb, spec.icon, kind_name(spec, tr), subtitle, effect, line, tag)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _deck(component_id, title, cards, letter, model, options, tr, paper, info) -> Component:
    grid = card_grid(paper, Size(model.card_w_pt, model.card_h_pt))
    tagline = tr.pgettext("back", "Personal data: what it is worth, what it risks")

    def render(only):
        chosen = [card for card in cards if only is None or card.code in only]
        jobs = [CardJob(card.code, _front(card, model, tr), BACK) for card in chosen]
        backs = {BACK: lambda pen, trim, paint: draw_back(pen, trim, paint, model.title, tagline)}
        return render_pages(paper, info(title), lambda pen: draw_card_sheets(
            pen, grid, jobs, backs, SheetOptions(edge=options.duplex_edge, label=f"{model.title} · {title}")))

    return Component(component_id, "cards", title, tuple(card.code for card in cards), render,
                     code_prefix=f"{model.code_prefix}-{letter}", two_sided=True)


def _front(card: Card, model: DataTycoon, tr: Translator):
    if card.kind == DATASET:
        face = dataset_face(card, model, tr)
        return lambda pen, trim, paint: draw_dataset_front(pen, trim, paint, face)
    face = special_face(card, model, tr)
    return lambda pen, trim, paint: draw_special_front(pen, trim, paint, face)


def _aid(model, options, tr, level, paper, info) -> Component:
    title = tr.pgettext("component", "Player aid")

    def render(only):
        return render_aid(aid_spec(model, tr, level), paper, info(title))

    return Component("aid", "sheet", title, (), render, count=1)


def _booklet(data, model, tr, info) -> Component:
    title = tr.pgettext("component", "Rule booklet")

    def render(only):
        text = render_template("data-tycoon/booklet.j2", tr, examples=_booklet_examples(data))
        return render_booklet(text, info(title), accent="#16233f", footer=model.title)

    return Component("booklet", "booklet", title, (), render, count=1)


@kept_derived
def _booklet_examples(data: GameData) -> dict:
    """The booklet's worked examples: computed from the data alone (not the credits, which each
    language prints its own way), the same in every language, so made once per game
    (loader.derived), and kept between runs (kits/kept.py)."""
    from printkit.games.data_tycoon.referee import booklet_examples
    return booklet_examples(load(data))


def _cover(model, options, tr, level, datasets, specials, paper, info) -> Component:
    title = tr.pgettext("component", "Cover sheet")

    def render(only):
        return render_cover(cover_spec(model, options, tr, level, datasets, specials), paper, info(title), tr)

    return Component("cover", "cover", title, (), render, count=1)


def cover_spec(model: DataTycoon, options: KitOptions, tr: Translator, level: str, datasets: int,
               specials: int) -> CoverSpec:
    """Contents at the chosen level, and the count at every level."""
    level_name = tr.pgettext(f"level:{level}", model.level(level).name)
    contents = [
        (tr.pgettext("component", "Dataset cards"), str(datasets)),
        (tr.pgettext("component", "Special cards"), str(specials)),
        (tr.pgettext("component", "Player aid"), "1"),
        (tr.pgettext("component", "Rule booklet"), "1"),
    ]
    bring = [
        tr.pgettext("cover", "Scissors, or a cutter and a ruler"),
        tr.pgettext("cover", "A timer (a phone will do) if you play with the time cards"),
    ]
    steps = [
        tr.pgettext("cover", "Print at actual size (100 %): turn off 'fit to page'. Check the ruler below."),
        *print_steps(tr, options, Sheets(card=Size(model.card_w_pt, model.card_h_pt))),
        tr.pgettext("cover", "Use thick paper or card sleeves so the cards do not show through."),
    ]
    notes = [tr.format("cover", "This kit prints level <b>{level}</b>: {n} cards. Cards at each level:",
                       level=level_name, n=datasets + specials)]
    notes += [tr.format("cover", "<b>{level}</b>, {n} cards: {note}", level=tr.pgettext(f"level:{lv.id}", lv.name),
                        n=len(model.cards_at(lv.id)), note=tr.pgettext(f"level:{lv.id}:note", lv.note))
              for lv in model.levels]
    subtitle = tr.format("cover", "{low} to {high} players · {language} · {paper} · level {level}",
                         low=model.players_min, high=model.players_max,
                         language=language_name(tr),
                         paper=paper_label(options.paper, tr), level=level_name)
    return CoverSpec(model.title, subtitle, contents, bring, steps, model.credits, accent="#16233f", notes=notes)


def manifest_extra(data: GameData, options: KitOptions) -> dict:
    """The card count at every level, for the manifest."""
    model = load(data)
    return {"levels": {level.id: len(model.cards_at(level.id)) for level in model.levels}}
