"""The generic card engine's kit: any game whose game.toml says `engine = "cards"`.

Engine code: no game is named here. The kit is a cover, one card deck per `[[decks]]` table
(fronts from the layouts declared in data, backs once per deck) and, if the game has one, the
rule booklet from its own template. Everything goes through the shared renderers, so every
layout, paper, ink, --only and the previews work as for the coded games.

Catalog contexts (DEVELOPING.md, Text), all in the game's own catalog, none of them made from a
card's code, so that adding a row or changing a count leaves every translation where it was:

- a translatable column: `card:<deck>:<key>:<column>`, where the key is the row's value in the
  deck's `key` column (default: `id`, else `name`); `card:<deck>:<column>` for a table with neither;
- a layout's fixed text, on a front: `card:<deck>:<region>`; on a back: `back:<deck>:<region>`:
  one entry for the deck, however many cards print it;
- the game's title: `game:title`, wherever it prints (cover, backs, booklet, footers, PDF titles).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from printkit.errors import UsageError
from printkit.i18n import Translator
from printkit.kit_model import Component, KitOptions, check_players
from printkit.kits.common import is_unstated, paper_label, with_printed_credits
from printkit.layout.geometry import PAPERS, Size
from printkit.layout.imposition import card_grid
from printkit.loader import GameData, locate
from printkit import rich_text
from printkit.font_files import font_facts
from printkit.model.card_game import CardGame, Deck, Kind, inline_icon, load
from printkit.model.card_layout import ART_TYPES, COLOUR_KEYS, Layout, is_shown, region_art
from printkit.model.colours import colour_hex
from printkit.model.common import Credits
from printkit.render.booklet import render_booklet
from printkit.render.card_regions import Face, colour_slot, draw_front, draw_regions, fit_problems
from printkit.render.cards import CardJob, SheetOptions, draw_card_sheets
from printkit.kits.printing import Sheets, print_steps
from printkit.render.cover import CoverSpec, language_name, render_cover
from printkit.render.pdf import DocInfo, render_pages
from printkit.templating import render_template_in
from printkit.validate_types import Fact, Finding

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
    title = game_title(model, tr)
    paper = PAPERS[options.paper]
    info = lambda what: DocInfo(f"{title}: {what}", author=model.credits.authors, lang=options.lang)  # noqa: E731
    titles = {deck.id: tr.pgettext("component", deck.title) for deck in model.decks}
    parts = [_cover(model, title, options, tr, paper, info, titles)]
    parts += [_deck(model, deck, Printed(title, titles[deck.id]), options, tr, paper, info) for deck in model.decks]
    if model.booklet:
        parts.append(_booklet(model, title, options, tr, info))
    return parts


def game_title(model: CardGame, tr: Translator) -> str:
    """The game's title in the kit's language (context `game:title`)."""
    return tr.pgettext("game:title", model.title)


class Printed(NamedTuple):
    """What every face of a deck may print besides its row: the game's and the deck's titles, translated."""

    title: str
    deck: str


def row_context(kind: Kind, column: str) -> str:
    """A translatable cell's catalog context: by the row's key, never by a card's code."""
    return f"card:{kind.deck}:{kind.key}:{column}" if kind.key is not None else f"card:{kind.deck}:{column}"


def row_values(model: CardGame, kind: Kind, tr: Translator, printed: Printed | None = None) -> dict[str, Any]:
    """The row's values as printed: translatable columns through the catalog, once per kind."""
    deck = next(d for d in model.decks if d.id == kind.deck)
    translatable = model.translatable.get(deck.table, frozenset())
    values: dict[str, Any] = {"code": kind.code}
    if printed is not None:
        values.update(title=printed.title, deck=printed.deck)
    for column, value in kind.row.values.items():
        if column in translatable and value not in (None, ""):
            values[column] = tr.pgettext(row_context(kind, column), str(value),
                                         note=rich_text.translator_note(str(value)))
        else:
            values[column] = "" if value is None else value
    return values


def front_face(model: CardGame, kind: Kind, tr: Translator, printed: Printed) -> Face:
    values = row_values(model, kind, tr, printed)
    return _face(model, model.layouts[kind.layout], kind.code, values, _fixed(tr, f"card:{kind.deck}", values), kind)


def back_face(model: CardGame, kind: Kind, tr: Translator, printed: Printed) -> Face:
    """A kind's back: its back layout, which may read the row's columns (one back per kind …)."""
    values = row_values(model, kind, tr, printed)
    del values["code"]   # a back is shared by every card of its kind: no code of its own
    return _face(model, model.layouts[kind.back], f"the back of {kind.code}", values,
                 _fixed(tr, f"back:{kind.deck}", values), kind)


def _fixed(tr: Translator, prefix: str, values: dict[str, Any]):
    """A layout's fixed text, translated (one entry per deck and region) and filled."""
    def text(region: str, english: str, plural: str | None, count: str | None) -> str:
        note = rich_text.translator_note(english)
        if plural:
            return tr.npformat(f"{prefix}:{region}", english, plural, int(values[count]), translators_note=note,
                               **values)
        return tr.format(f"{prefix}:{region}", english, translators_note=note, **values)
    return text


def _face(model: CardGame, layout: Layout, label: str, values: dict[str, Any], fixed, kind: Kind) -> Face:
    """Resolve each region for a kind: shown or not (`when`), its text, its colours, its art file."""
    row = kind.row
    texts, colours, art, origins, hidden, icons = {}, {}, {}, {}, set(), {}
    for region in layout.regions:
        if not is_shown(region, row):
            hidden.add(region.name)
            continue
        if region.type in ("text", "index"):
            column = region["column"]
            texts[region.name] = str(values.get(column, "")) if column else \
                fixed(region.name, region["text"], region["plural"], region["count"])
            origins[region.name] = row.place(column) if column else region.source
            icons.update(text_icons(model.folder, texts[region.name]))
        for key in COLOUR_KEYS:
            if region[key]:
                colours[colour_slot(region.name, key)] = resolved_colour(region[key], row)
        if region.type in ART_TYPES:
            file = region_art(region, row)
            if file is not None:
                art[region.name] = model.folder / file
    background = resolved_colour(layout.background, row) if layout.background else None
    fonts = {r["font"]: model.fonts[r["font"]] for r in layout.regions if r["font"] in model.fonts}
    return Face(layout, label, texts, colours, art, background, frozenset(hidden), origins, icons, fonts)


def text_icons(folder, text: str) -> dict[str, Any]:
    """The icons a text names (`:sun:`) that the deck has (`icons/sun.svg` …), by name."""
    found = {}
    for name in rich_text.icons(text) if rich_text.is_rich(text) else ():
        file = inline_icon(folder, name)
        if file is not None:
            found[name] = folder / file
    return found


def resolved_colour(value: str, row) -> str:
    """`#rrggbb` for a region's colour: the row's cell when it names a column, else the value itself."""
    return colour_hex(row.get(value) if value in row.values else value) or "#000000"


def _deck(model: CardGame, deck: Deck, printed: Printed, options: KitOptions, tr: Translator, paper: Size, info) -> Component:
    kinds = model.deck_kinds(deck.id)
    codes = tuple(code for kind in kinds for code in kind.codes)
    grid = card_grid(paper, Size(model.card_w_pt, model.card_h_pt))

    def render(only):
        jobs, backs, back_ids = [], {}, {}
        for kind in kinds:
            chosen = [code for code in kind.codes if only is None or code in only]
            if chosen:
                face = front_face(model, kind, tr, printed)
                back = back_face(model, kind, tr, printed)
                # Backs alike are one form: the first is named after the deck, as when a deck had one back.
                back_id = back_ids.setdefault(back.key(), deck.id if not back_ids else f"{deck.id}-{len(back_ids) + 1}")
                backs[back_id] = lambda pen, trim, paint, back=back: draw_regions(pen, trim, paint, back)
                jobs += [CardJob(code, lambda pen, trim, paint, face=face, code=code: draw_front(pen, trim, paint, face, code),
                                 back_id) for code in chosen]
        return render_pages(paper, info(printed.deck), lambda pen: draw_card_sheets(
            pen, grid, jobs, backs, SheetOptions(edge=options.duplex_edge, label=f"{printed.title} · {printed.deck}")))

    return Component(f"cards-{deck.id}", "cards", printed.deck, codes, render, code_prefix=f"{model.code_prefix}-{deck.letter}",
                     two_sided=True)


def _booklet(model: CardGame, game: str, options: KitOptions, tr: Translator, info) -> Component:
    title = tr.pgettext("component", "Rule booklet")

    def render(only):
        decks = [{"id": d.id, "title": tr.pgettext("component", d.title),
                  "cards": sum(len(k.codes) for k in model.deck_kinds(d.id))} for d in model.decks]
        text = render_template_in((str(model.folder),), model.booklet, tr, shown=f"{model.shown_folder}/{model.booklet}",
                                  title=game, decks=decks, players=options.players,
                                  players_min=model.header.players_min, players_max=model.header.players_max)
        return render_booklet(text, info(title), accent=model.accent, footer=game)

    return Component("booklet", "booklet", title, (), render, count=1)


def _cover(model: CardGame, game: str, options: KitOptions, tr: Translator, paper: Size, info,
           titles: dict[str, str]) -> Component:
    title = tr.pgettext("component", "Cover sheet")

    def render(only):
        return render_cover(cover_spec(model, options, tr, titles, game), paper, info(title), tr)

    return Component("cover", "cover", title, (), render, count=1)


def cover_spec(model: CardGame, options: KitOptions, tr: Translator, titles: dict[str, str], game: str) -> CoverSpec:
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
    notes += [tr.format("cover", "Font: {font} by {author}, licence {licence}.",
                        font=font_facts(font.files["regular"]).family,
                        author=tr.pgettext("credits:art.author", font.author),
                        licence=tr.pgettext("credits:art.licence", font.licence)) for font in model.fonts.values()]
    subtitle = tr.format("cover", "{low}–{high} players · {language} · {paper}", low=model.header.players_min,
                         high=model.header.players_max, language=language_name(tr), paper=paper_label(options.paper, tr))
    bring = [tr.pgettext("cover", item) for item in model.bring]
    return CoverSpec(game, subtitle, contents, bring, steps, model.credits, accent=model.accent, notes=notes or None,
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
             "players_min": Fact(model.header.players_min, locate(data, "game.toml", "players")),
             "players_max": Fact(model.header.players_max, locate(data, "game.toml", "players"))}
    for deck in model.decks:
        kinds = model.deck_kinds(deck.id)
        found[f"{deck.id}_cards"] = Fact(sum(len(k.codes) for k in kinds), _last_source(model, kinds, data))
        found[f"{deck.id}_kinds"] = Fact(len(kinds), _last_source(model, kinds, data))
    return found


def findings(data: GameData) -> list[Finding]:
    """What `printkit validate` adds for a data-only game: every English text that would not fit
    its box (one per face, as `build` would stop on the first)."""
    from printkit.i18n import COMMON_DOMAIN, SOURCE_LANG, Translator
    model = load(data)
    tr = Translator(SOURCE_LANG, (data.id, COMMON_DOMAIN))   # English: the msgids, no catalog read
    title = game_title(model, tr)
    faces = []
    for deck in model.decks:
        printed = Printed(title, tr.pgettext("component", deck.title))
        for kind in model.deck_kinds(deck.id):
            faces += [front_face(model, kind, tr, printed), back_face(model, kind, tr, printed)]
    unique = list({face.key(): face for face in faces}.values())   # a back shared by kinds is checked once
    return [Finding.from_line(str(problem)) for problem in fit_problems(unique, Size(model.card_w_pt, model.card_h_pt))]


def _last_source(model: CardGame, kinds, data: GameData):
    return kinds[-1].row.source if kinds else locate(data, "game.toml", "decks")


def card_list(data: GameData, tr: Translator) -> list[dict]:
    """Every card with its code, deck, layout and the row's values as printed."""
    model = load(data)
    rows = []
    for kind in model.kinds:
        values = row_values(model, kind, tr)
        back = {"back": kind.back} if any(d.back_column for d in model.decks if d.id == kind.deck) else {}
        for code in kind.codes:   # the layouts as resolved, over any column of the same name
            rows.append({"code": code, "deck": kind.deck,
                         **{k: (list(v) if isinstance(v, tuple) else v) for k, v in values.items() if k != "code"},
                         "layout": kind.layout, **back})
    return rows
