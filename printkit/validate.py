"""`printkit validate`: manual facts vs deck data vs a built kit vs the catalogs -> findings.

Each game's kit module provides `facts(data) -> {fact_id: Fact}`: what its deck data says for each
figure the manual states (decks/<game>/manual.toml), with where it says it. Errata recorded in
manual.toml are reported as warnings naming the manual's section.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from printkit import workspace
from printkit.build import MANIFEST, plan, resolve
from printkit.errors import PrintkitError, Source, UsageError
from printkit.i18n import COMMON_DOMAIN, WEB_DOMAIN
from printkit.kit_model import KitOptions
from printkit.pdftext import page_texts, page_texts_as_written
from printkit.loader import GameData, list_games, locate
from printkit.registry import Game, get_game
from printkit.validate_catalogs import catalog_findings, language_findings
from printkit.validate_cuts import cut_findings
from printkit.validate_types import Fact, Finding


def validate(games: list[str] | None = None, *, kit: Path | None = None,
             found: dict[str, Game | None] | None = None) -> list[Finding]:
    """Findings for the named games (all games without names), and for a built kit if given.
    `found`: games the caller has found already (registry.find_game), by id; each other game is
    found here, once for all its findings."""
    findings: list[Finding] = []
    found = dict(found or {})
    if kit is not None:
        manifest = read_manifest(kit)
        games = games or [manifest["game"]]
        game = found.get(manifest["game"]) or get_game(manifest["game"])
        found[game.id] = game
        findings += kit_findings(kit, manifest, game)
    for game_id in games or list_games():
        findings += game_findings(game_id, found.get(game_id))
    return findings + catalog_findings(COMMON_DOMAIN) + catalog_findings(WEB_DOMAIN)


def game_findings(game_id: str, game: Game | None = None) -> list[Finding]:
    """The game's data against its manual and its catalogs (`game`: found already, else found here)."""
    try:
        game = game or get_game(game_id)
        data = game.data
        module = game.kit
        facts = module.facts(data)
        own = module.findings(data) if hasattr(module, "findings") else []   # a kit's own checks (texts that do not fit …)
    except PrintkitError as error:
        return [Finding.from_line(line) for line in str(error).splitlines()]
    findings = own + fact_findings(data, facts) + errata_findings(data) + language_findings(data, game.catalogs)
    return findings + catalog_findings(game_id, game.catalogs, rich=game.uses_card_engine)


def fact_findings(data: GameData, facts: dict[str, Fact]) -> list[Finding]:
    """Every manual fact must match what the deck data says."""
    findings = []
    for fact_id, stated in sorted(data.manual.items()):
        if fact_id in ("errata", "examples") or not isinstance(stated, dict) or "value" not in stated:
            continue
        where = locate(data, "manual.toml", fact_id)
        label = f"{stated.get('what', fact_id)} ({stated.get('section', 'manual')})"
        if fact_id not in facts:
            findings.append(Finding.at(where, "warning", f"{label}: no deck value is compared with this fact; "
                                                         f"the deck gives {', '.join(sorted(facts))}"))
            continue
        fact = facts[fact_id]
        if fact.value != stated["value"]:
            findings.append(Finding.at(fact.source, "error",
                                       f"{label}: the deck gives {fact.value!r}, the manual states {stated['value']!r}"))
    return findings


def errata_findings(data: GameData) -> list[Finding]:
    findings = []
    for erratum_id, erratum in sorted(data.manual.get("errata", {}).items()):
        where = locate(data, "manual.toml", f"errata.{erratum_id}")
        severity = erratum.get("severity", "warning")
        findings.append(Finding.at(where, severity, f"erratum, manual {erratum.get('section', '?')}: {erratum.get('message', '')}"))
    return findings


def read_manifest(kit: Path) -> dict[str, Any]:
    path = kit / MANIFEST
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"--kit {kit}: no {MANIFEST} here; expected a directory written by printkit build") from None
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{exc.lineno}: invalid JSON: {exc.msg}") from None


def kit_findings(kit: Path, manifest: dict[str, Any], game: Game) -> list[Finding]:
    """The built kit against the deck data of `game` (the manifest's): files intact, every expected
    code printed once, counts of the pieces printed, and the cut lines recorded (validate_cuts.py)."""
    options = KitOptions(game=manifest["game"], lang=manifest["lang"], paper=manifest["paper"],
                         players=manifest.get("players"), layout=manifest.get("layout", "duplex-long"),
                         only=tuple(manifest.get("only") or ()), extra=manifest.get("options") or {})
    findings = _file_findings(kit, manifest) + _data_findings(kit, manifest, game)
    options = resolve(options, game)
    expected = {c.id: c for c in plan(options, game.translator(options.lang, draft=True), game)}
    only = set(options.only)
    slack = max((abs(v) for v in (manifest.get("production") or {}).get("back_offset_mm", [])), default=0.0)
    for entry in manifest["components"]:
        source = Source(str(kit / MANIFEST), key=f"components.{entry['id']}")
        component = expected.get(entry["id"])
        if component is None:
            findings.append(Finding.at(source, "error", f"{entry['id']}: the deck data has no such component"))
            continue
        codes = [c for c in component.codes if not only or c in only]
        pieces = component.printed(frozenset(codes))
        if entry["count"] != pieces and component.codes:
            findings.append(Finding.at(source, "error", f"count: the manifest says {entry['count']}, the deck data gives {pieces}"))
        findings += cut_findings(kit, entry, slack_mm=slack)
        if component.codes:
            findings += _code_findings(kit / entry["file"], component.code_prefix, codes, source)
    return findings


def _data_findings(kit: Path, manifest: dict[str, Any], game: Game) -> list[Finding]:
    """A kit built from other game data than the data read now (a changed workspace copy, or the
    shipped game against a copy): its counts and codes are checked against today's data."""
    recorded = manifest.get("data")
    if not isinstance(recorded, dict) or recorded.get("sha256") == workspace.data_hash(game.folder):
        return []
    return [Finding.at(Source(str(kit / MANIFEST), key="data.sha256"), "warning",
                       f"the kit was built from other data ({recorded.get('folder')}) than {workspace.shown(game.folder)} "
                       "holds now; rebuild it to check it against this data")]


def _file_findings(kit: Path, manifest: dict[str, Any]) -> list[Finding]:
    findings = []
    for entry in manifest["files"]:
        path = kit / entry["path"]
        source = Source(str(path))
        if not path.exists():
            findings.append(Finding.at(source, "error", "listed in the manifest but missing"))
            continue
        body = path.read_bytes()
        if hashlib.sha256(body).hexdigest() != entry["sha256"]:
            findings.append(Finding.at(source, "error", "SHA-256 differs from the manifest: the file changed after the build"))
    return findings


def _code_findings(pdf: Path, prefix: str, expected: list[str], source: Source) -> list[Finding]:
    """Codes read back from the PDF's text must be exactly the expected ones, once each."""
    if not pdf.exists():
        return []
    # Not bounded by \b: a reading that glues a code to the Arabic word or the die face's digit
    # drawn before it ("غDG-N-01", "1DG-N-19": pypdf before 5) still finds it whole.
    pattern = re.compile(rf"(?<![A-Za-z]){re.escape(prefix)}-\d{{2,3}}(?![A-Za-z0-9])")
    printed = [code for text in page_texts(pdf) for code in pattern.findall(text)]
    if set(expected) - set(printed):    # a code inside a right-to-left line: read as it was written
        printed = [code for text in page_texts_as_written(pdf) for code in pattern.findall(text)]
    findings = []
    missing = sorted(set(expected) - set(printed))
    extra = sorted(set(printed) - set(expected))
    twice = sorted({c for c in printed if printed.count(c) > 1})
    where = Source(str(pdf))
    if missing:
        findings.append(Finding.at(where, "error", f"{len(missing)} code(s) of the deck are not printed: {', '.join(missing[:8])}"))
    if extra:
        findings.append(Finding.at(where, "error", f"printed code(s) not in the deck: {', '.join(extra[:8])}"))
    if twice:
        findings.append(Finding.at(where, "error", f"code(s) printed more than once: {', '.join(twice[:8])}"))
    return findings


def as_json(findings: list[Finding]) -> str:
    return json.dumps({"findings": [f._asdict() for f in findings],
                       "errors": sum(f.severity == "error" for f in findings),
                       "warnings": sum(f.severity == "warning" for f in findings)}, indent=2, ensure_ascii=False)
