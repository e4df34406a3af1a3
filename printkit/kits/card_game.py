"""The generic card engine's kit: any game whose game.toml says `engine = "cards"`.

Engine code: no game is named here. The kit is a cover, one card deck per `[[decks]]` table
(fronts from the layouts declared in data, backs once per deck) and, if the game has one, the
rule booklet from its own template. Everything goes through the shared renderers, so every
layout, paper, ink, --only and the previews work as for the coded games.

Catalog contexts (DEVELOPING.md, Text): a translatable column prints with `card:<code>:<column>`,
a layout's fixed text with `card:<code>:<region>` (the code of the kind's first card), a back's
text with `back:<deck>:<region>`. All of it goes to the game's own catalog.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.kit import Component, KitOptions, check_players
from printkit.kits.common import is_unstated, paper_label, with_printed_credits
from printkit.layout.geometry import PAPERS, Size
from printkit.layout.imposition import card_grid
from printkit.loader import GameData, locate
from printkit.model.card_game import CardGame, Deck, Kind, load, region_art
from printkit.model.card_layout import Layout
from printkit.model.common import Credits
from printkit.render.booklet import render_booklet
from printkit.render.card_regions import Face, draw_front, draw_regions
from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
from printkit.kits.printing import Sheets, print_steps
from printkit.render.cover import CoverSpec, language_name, render_cover
from printkit.render.pdf import DocInfo, render_pages
from printkit.templating import render_template_in
from printkit.validate_types import Fact

PAPER_WEIGHT = 160   # g/m², the card every kit is designed for (README)


def resolve(data: GameData, options: KitOptions) -> KitOptions:
    """--players within the game's declared range; no game-specific options."""
    players = data.meta.get("game", {}).get("players", {})
    if options.extra:
        raise UsageError(f"{', '.join('--' + k for k in sorted(options.extra))}: not an option of {data.id}")
    if not {"min", "max", "default"} <= set(players):
        return options
    return replace(options, players=check_players(options.players, players["min"], players["max"], players["default"]))


def components(data: GameData, options: KitOptions, tr: Translator) -> list[Component]:
    model = with_printed_credits(load(data), tr)   # the game's own catalog, contexts credits:<field>
    paper = PAPERS[options.paper]
    info = lambda what: DocInfo(f"{model.title}: {what}", author=model.credits.authors, lang=options.lang)  # noqa: E731
    titles = {deck.id: tr.pgettext("component", deck.title) for deck in model.decks}
    parts = [_cover(model, options, tr, paper, info, titles)]
    parts += [_deck(model, deck, titles[deck.id], options, tr, paper, info) for deck in model.decks]
    if model.booklet:
        parts.append(_booklet(model, options, tr, info))
    return parts


def row_values(model: CardGame, kind: Kind, tr: Translator) -> dict[str, Any]:
    """The row's values as printed: translatable columns through the catalog, per card."""
    deck = next(d for d in model.decks if d.id == kind.deck)
    translatable = model.translatable.get(deck.table, frozenset())
    values: dict[str, Any] = {"code": kind.code, "title": model.title}
    for column, value in kind.row.values.items():
        if column in translatable and value not in (None, ""):
            values[column] = tr.pgettext(f"card:{kind.code}:{column}", str(value))
        else:
            values[column] = "" if value is None else value
    return values


def front_face(model: CardGame, kind: Kind, tr: Translator) -> Face:
    layout = model.layouts[kind.layout]
    values = row_values(model, kind, tr)
    return _face(model, layout, kind.code, values, lambda region, text, plural, count: (
        tr.npformat(f"card:{kind.code}:{region}", text, plural, int(values[count]), **values) if plural
        else tr.format(f"card:{kind.code}:{region}", text, **values)), kind)


def back_face(model: CardGame, deck: Deck, title: str, tr: Translator) -> Face:
    values = {"title": model.title, "deck": title}
    return _face(model, model.layouts[deck.back], f"back of {deck.id}", values,
                 lambda region, text, plural, count: tr.format(f"back:{deck.id}:{region}", text, **values), None)


def _face(model: CardGame, layout: Layout, label: str, values: dict[str, Any], fixed, kind: Kind | None) -> Face:
    """Resolve each region: its text, its colour (fixed or from a column), its art file."""
    texts, colours, art = {}, {}, {}
    for region in layout.regions:
        if region.type in ("text", "index"):
            texts[region.name] = str(values.get(region["column"], "")) if region["column"] else \
                fixed(region.name, region["text"], region["plural"], region["count"])
        colour = region["colour"]
        if colour and not colour.startswith("#"):
            colours[region.name] = str(values[colour])
        if region.type in ("icon", "picture"):
            art[region.name] = model.folder / region_art(region, kind.row if kind else None)
    background = layout.background
    if background and not background.startswith("#"):
        background = str(values[background])
    return Face(layout, label, texts, colours, art, background)


def _deck(model: CardGame, deck: Deck, title: str, options: KitOptions, tr: Translator, paper: Size, info) -> Component:
    kinds = model.deck_kinds(deck.id)
    codes = tuple(code for kind in kinds for code in kind.codes)
    grid = card_grid(paper, Size(model.card_w_pt, model.card_h_pt))

    def render(only):
        jobs = []
        for kind in kinds:
            chosen = [code for code in kind.codes if only is None or code in only]
            if chosen:
                face = front_face(model, kind, tr)
                jobs += [CardJob(code, lambda pen, trim, paint, face=face, code=code: draw_front(pen, trim, paint, face, code), deck.id)
                         for code in chosen]
        back = back_face(model, deck, title, tr)
        backs = {deck.id: lambda pen, trim, paint: draw_regions(pen, trim, paint, back)}
        return render_pages(paper, info(title), lambda pen: draw_card_sheets(
            pen, grid, jobs, backs, SheetOptions(edge=options.duplex_edge, label=f"{model.title} · {title}")))

    return Component(f"cards-{deck.id}", "cards", title, codes, render, code_prefix=f"{model.code_prefix}-{deck.letter}",
                     two_sided=True)


def _booklet(model: CardGame, options: KitOptions, tr: Translator, info) -> Component:
    title = tr.pgettext("component", "Rule booklet")

    def render(only):
        decks = [{"id": d.id, "title": tr.pgettext("component", d.title),
                  "cards": sum(len(k.codes) for k in model.deck_kinds(d.id))} for d in model.decks]
        text = render_template_in((str(model.folder),), model.booklet, tr, shown=f"{model.shown_folder}/{model.booklet}",
                                  title=model.title, decks=decks, players=options.players,
                                  players_min=model.header.players_min, players_max=model.header.players_max)
        return render_booklet(text, info(title), accent=model.accent, footer=model.title)

    return Component("booklet", "booklet", title, (), render, count=1)


def _cover(model: CardGame, options: KitOptions, tr: Translator, paper: Size, info, titles: dict[str, str]) -> Component:
    title = tr.pgettext("component", "Cover sheet")

    def render(only):
        return render_cover(cover_spec(model, options, tr, titles), paper, info(title), tr)

    return Component("cover", "cover", title, (), render, count=1)


def cover_spec(model: CardGame, options: KitOptions, tr: Translator, titles: dict[str, str]) -> CoverSpec:
    contents = [(titles[d.id], str(sum(len(k.codes) for k in model.deck_kinds(d.id)))) for d in model.decks]
    if model.booklet:
        contents.append((tr.pgettext("component", "Rule booklet"), str(1)))
    steps = [
        tr.format("cover", "Use {weight} g/m² card if your printer takes it.", weight=PAPER_WEIGHT),
        tr.format("cover", "Print at actual size ({scale} %): turn off 'fit to page'. Check the ruler below.", scale=100),
        *print_steps(tr, options, Sheets(card=Size(model.card_w_pt, model.card_h_pt), booklet=bool(model.booklet))),
    ]
    notes = [tr.format("cover", "Art: {file} by {author}, licence {licence}.", file=a.file,
                       author=tr.pgettext("credits:art.author", a.author),
                       licence=tr.pgettext("credits:art.licence", a.licence)) for a in model.art]
    subtitle = tr.format("cover", "{low}–{high} players · {language} · {paper}", low=model.header.players_min,
                         high=model.header.players_max, language=language_name(tr), paper=paper_label(options.paper, tr))
    bring = [tr.pgettext("cover", item) for item in model.bring]
    return CoverSpec(model.title, subtitle, contents, bring, steps, model.credits, accent=model.accent, notes=notes or None,
                     credit_line=original_credit_line(model.credits, tr) if model.credits.original else None)


def original_credit_line(credits: Credits, tr: Translator) -> str:
    """The cover's credit line for the designer's own game (`[credits] original = true`): no
    "derived work", which the shared wording (render/cover.py `credits_text`) says of an adaptation.
    Asked here, it goes to the game's own catalog like the rest of a data-only game's text."""
    values = {"title": credits.original_title, "authors": credits.authors, "licence": credits.licence,
              "url": credits.licence_url or credits.source}
    if is_unstated(credits.licence):
        return tr.format("cover", "<i>{title}</i> is an original game by {authors}, who state no licence. "
                         "printkit made this kit from the game's own data and texts.", **values)
    if values["url"]:
        return tr.format("cover", "<i>{title}</i> is an original game by {authors}. Licence: {licence} ({url}). "
                         "printkit made this kit from the game's own data and texts.", **values)
    return tr.format("cover", "<i>{title}</i> is an original game by {authors}. Licence: {licence}. "
                     "printkit made this kit from the game's own data and texts.", **values)


def facts(data: GameData) -> dict[str, Fact]:
    """What the deck data gives for the facts manual.toml may state: `cards` (all decks),
    `<deck>_cards` and `<deck>_kinds` per deck, `players_min`, `players_max`."""
    model = load(data)
    found = {"cards": Fact(sum(len(k.codes) for k in model.kinds), _last_source(model, model.kinds, data)),
             "players_min": Fact(model.header.players_min, locate(data.id, "game.toml", "players")),
             "players_max": Fact(model.header.players_max, locate(data.id, "game.toml", "players"))}
    for deck in model.decks:
        kinds = model.deck_kinds(deck.id)
        found[f"{deck.id}_cards"] = Fact(sum(len(k.codes) for k in kinds), _last_source(model, kinds, data))
        found[f"{deck.id}_kinds"] = Fact(len(kinds), _last_source(model, kinds, data))
    return found


def _last_source(model: CardGame, kinds, data: GameData):
    return kinds[-1].row.source if kinds else locate(data.id, "game.toml", "decks")


def card_list(data: GameData, tr: Translator) -> list[dict]:
    """Every card with its code, deck, layout and the row's values as printed."""
    model = load(data)
    rows = []
    for kind in model.kinds:
        values = row_values(model, kind, tr)
        for code in kind.codes:
            rows.append({"code": code, "deck": kind.deck, "layout": kind.layout,
                         **{k: (list(v) if isinstance(v, tuple) else v) for k, v in values.items() if k not in ("code", "title")}})
    return rows
