"""Triple Bataille as immutable records: values, payouts, events, tokens, boards, setup, tracks
(NamedTuples; the whole `Model` is a frozen dataclass: DEVELOPING.md, 'Value records').

`load(data)` turns the loader's typed rows into a `Model` and runs the cross-row checks (unique
codes, the rows every rule needs, contiguous track thresholds); every problem is collected with its
file:line and raised once. Figures that depend on the number of players N (State budget, public
jobs, credit thresholds, token copies) are computed here, never printed for one N.
The supply of money cards (how many 54-card decks to bring) lives in `triple_bataille_supply`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from printkit.errors import Collector, Source
from printkit.loader import GameData, derived, load_game
from printkit.model.common import Credits, credits_from
from printkit.games.triple_bataille.model_checks import check_codes, check_token_letters, check_unique_cards

GAME_ID = "triple-bataille"
REQUIRED_VALUES = ("rent", "food", "house", "house_buyback", "maintenance", "workshop", "workshop_resale",
                   "credit", "interest", "public_salary", "social_aid", "battle_tax", "unsecured_credits", "max_stake",
                   "factory_support",
                   "house_points", "factory_points", "credit_points")
PAYOUT_IDS = ("first", "second", "third", "later", "public_employee", "no_workshop", "no_workshop_public")
MONEY_MODES = ("dette", "libre")
SETUP_MODES = ("decouverte", "dette", "libre")


class Value(NamedTuple):
    """One line of the table of values (Manual, 'Tableau des valeurs')."""
    id: str
    amount: int
    unit: str
    section: str
    label: str
    note: str
    source: Source


class Payout(NamedTuple):
    """One rung of the payout ladder (Manual, 'Règles de la bataille économique')."""
    id: str
    multiplier: int
    steps: bool
    label: str
    source: Source


class Event(NamedTuple):
    """An event card of the variant (Manual, 'Notes générales et variantes')."""
    code: str
    card: str
    name: str
    effect: str
    amount: int
    needs: int
    turns: int
    source: Source


class Token(NamedTuple):
    """A printed token replacing a card used face down (Manual, 'Matériel')."""
    code: str
    kind: str
    money: str
    icon: str
    title: str
    text: str
    worth: int
    per_player: int
    fixed: int
    source: Source

    def copies(self, players: int, money: str) -> int:
        """Copies a kit for `players` in `money` prints (0 when the mode does not use it)."""
        if self.money not in ("both", money):
            return 0
        return self.per_player * players + self.fixed

    @property
    def letter(self) -> str:
        return self.code.split("-")[1]

    def codes(self, players: int, money: str) -> list[str]:
        """One code per printed copy: TB-H-01, TB-H-02 ... (the row's code is the first)."""
        return [f"TB-{self.letter}-{n:02d}" for n in range(1, self.copies(players, money) + 1)]


class Board(NamedTuple):
    """One board of the kit."""
    code: str
    id: str
    money: str
    icon: str
    title: str
    per_player: bool
    optional: bool
    source: Source

    def used_in(self, money: str) -> bool:
        return self.money in ("both", money)


class Mode(NamedTuple):
    """Starting amounts of one mode, in money cards (Manual, 'Mode ...' paragraphs)."""
    id: str
    player_cards: int
    inheritance_cards: int
    state_per_player: int
    bank_cards: int
    industry_per_player: int


class TrackBox(NamedTuple):
    """One box of a debt track: it holds while above x N < credits <= upto x N."""
    cycle: int
    above: int
    upto: int
    liasse: int


class DebtTrack(NamedTuple):
    """A debt-money track (standard or optional), with its devaluation."""
    id: str
    title: str
    boxes: tuple[TrackBox, ...]
    devaluation_above: int
    divide_by: int

    @property
    def repeating(self) -> tuple[TrackBox, ...]:
        """The boxes replayed after each devaluation (all but the first)."""
        return self.boxes[1:]


class LibreTrack(NamedTuple):
    """The libre-money track: DU in cards, halving factor, battles per cycle."""
    du_cards: int
    halving: int
    childhood_du: int
    cycle_battles: tuple[int, ...]


@dataclass(frozen=True)
class Model:
    """Everything the kit, the referee and the validator need about Triple Bataille."""
    values: dict[str, Value]
    payouts: dict[str, Payout]
    events: tuple[Event, ...]
    tokens: tuple[Token, ...]
    boards: tuple[Board, ...]
    modes: dict[str, Mode]
    debt_tracks: dict[str, DebtTrack]
    libre: LibreTrack
    short_game_battles: int
    jobs_per_player: int
    aid_per_player: int
    supply: dict[str, Any]
    calendar: dict[str, int]
    players_min: int
    players_max: int
    credits: Credits

    def value(self, name: str) -> int:
        return self.values[name].amount

    def public_jobs(self, players: int) -> int:
        """Manual, 'Plateau Etat': two public jobs per player."""
        return self.jobs_per_player * players

    def social_aids(self, players: int) -> int:
        """Manual, 'Plateau Etat': one social aid per player."""
        return self.aid_per_player * players

    def state_start(self, players: int, money: str) -> int:
        """Public money at the start, in cards (5N in debt money, 6N in libre money)."""
        return self.modes[money].state_per_player * players

    def player_board_codes(self, players: int) -> list[str]:
        """One code per player board: TB-P-01 ... TB-P-NN."""
        return [f"TB-P-{seat:02d}" for seat in range(1, players + 1)]

    def card_mat_codes(self, players: int) -> list[str]:
        """One code per seat's card mat, apart from its board's (`--only` reprints either):
        TB-M-01 ... TB-M-NN."""
        return [f"TB-M-{seat:02d}" for seat in range(1, players + 1)]


@derived   # once per GameData: every language's kit shares the model (loader.derived)
def load(data: GameData) -> Model:
    """Build the model from typed rows; raise DataErrors listing every cross-row problem."""
    errors = Collector()
    values = _by_id(data.tables.get("values", []), "id", errors)
    payouts = _by_id(data.tables.get("payouts", []), "id", errors)
    _require(values, REQUIRED_VALUES, data.source("values.csv"), "value", errors)
    _require(payouts, PAYOUT_IDS, data.source("payouts.csv"), "payout", errors)
    events = tuple(Event(**_fields(r), source=r.source) for r in data.tables.get("events", []))
    tokens = tuple(Token(**_fields(r), source=r.source) for r in data.tables.get("tokens", []))
    boards = tuple(Board(**_fields(r), source=r.source) for r in data.tables.get("boards", []))
    check_codes([*events, *tokens, *boards], errors)
    check_token_letters(tokens, [*events, *boards], errors)
    check_unique_cards(events, errors)
    setup = data.documents.get("setup", {})
    modes = _modes(setup, data.source("setup.toml"), errors)
    tracks = {name: _debt_track(name, spec, data.source("track.toml", key=f"dette.{name}"), errors)
              for name, spec in sorted(data.documents.get("track", {}).get("dette", {}).items())}
    libre = _libre_track(data.documents.get("track", {}).get("libre", {}))
    credits = credits_from(data.meta, str(data.source("game.toml")), errors)
    errors.raise_if_any()
    players = data.meta.get("game", {}).get("players", {})
    return Model(
        values={k: Value(**_fields(r), source=r.source) for k, r in values.items()},
        payouts={k: Payout(**_fields(r), source=r.source) for k, r in payouts.items()},
        events=events, tokens=tokens, boards=boards, modes=modes, debt_tracks=tracks, libre=libre,
        short_game_battles=setup.get("short_game", {}).get("battles", 10),
        jobs_per_player=setup.get("public", {}).get("jobs_per_player", 2),
        aid_per_player=setup.get("public", {}).get("aid_per_player", 1),
        supply=dict(setup.get("decks", {})), calendar=dict(setup.get("calendar", {})),
        players_min=players.get("min", 3), players_max=players.get("max", 20), credits=credits,
    )


def load_model() -> Model:
    """Load decks/triple-bataille/ and build the model."""
    return load(load_game(GAME_ID))


def _fields(record) -> dict[str, Any]:
    return dict(record.values)


def _by_id(records, key: str, errors: Collector) -> dict[str, Any]:
    """Rows keyed by `key`; a repeated key is an error naming both lines."""
    seen: dict[str, Any] = {}
    for record in records:
        name = record[key]
        if name in seen:
            errors.add(record.source, f"{key}: {name!r} already defined at line {seen[name].source.line}")
            continue
        seen[name] = record
    return seen


def _require(found: dict[str, Any], names: tuple[str, ...], source: Source, what: str,
             errors: Collector) -> None:
    missing = [name for name in names if name not in found]
    if missing:
        errors.add(source, f"missing {what} row(s): {', '.join(missing)}")


def _modes(setup: dict[str, Any], source: Source, errors: Collector) -> dict[str, Mode]:
    modes = {}
    for name in SETUP_MODES:
        spec = setup.get("modes", {}).get(name)
        if not isinstance(spec, dict):
            errors.add(Source(source.path, key=f"modes.{name}"), "expected a table of starting amounts, got nothing")
            continue
        modes[name] = Mode(name, spec.get("player_cards", 0), spec.get("inheritance_cards", 0),
                           spec.get("state_per_player", 0), spec.get("bank_cards", 0),
                           spec.get("industry_per_player", 0))
    return modes


def _debt_track(name: str, spec: dict[str, Any], source: Source, errors: Collector) -> DebtTrack:
    """A debt track; its boxes must follow each other without gap (Manual, money-creation track)."""
    boxes = tuple(TrackBox(i + 1, b["above"], b["upto"], b["liasse"]) for i, b in enumerate(spec.get("boxes", [])))
    for previous, box in zip(boxes, boxes[1:]):
        if box.above != previous.upto:
            errors.add(Source(source.path, key=f"{source.key}.boxes[{box.cycle - 1}]"),
                       f"above: expected {previous.upto} (the previous box's upto), got {box.above}")
    devaluation = spec.get("devaluation", {})
    if boxes and devaluation.get("above") != boxes[-1].upto:
        errors.add(Source(source.path, key=f"{source.key}.devaluation"),
                   f"above: expected {boxes[-1].upto} (the last box's upto), got {devaluation.get('above')}")
    if len(boxes) < 2:
        errors.add(source, f"boxes: expected at least 2, got {len(boxes)}")
    return DebtTrack(name, spec.get("title", name), boxes, devaluation.get("above", 0), devaluation.get("divide_by", 1))


def _libre_track(spec: dict[str, Any]) -> LibreTrack:
    return LibreTrack(spec.get("du_cards", 2), spec.get("halving", 2), spec.get("childhood_du", 3),
                      tuple(c.get("battles", 0) for c in spec.get("cycles", [])))
