"""Per-game lexicons kept as data: `service/answering/lexicon/<game>.jsonl` (plus `common.jsonl`).

One JSON object a line, in the style of spaCy's `EntityRuler` patterns::

    {"label": "QUANTITY", "id": "life", "regex": "ライフ(?:が|は)?(?:残り)?{N}枚?", "why": "…"}
    {"label": "KEYWORD", "id": "守護", "pattern": "守護", "source": "engine"}

* ``label`` — the fact's role (`Role`, upper case); ``id`` — the concept the engine knows;
* ``pattern`` — a literal phrase, or ``regex`` — a regular expression over the NFKC text, where
  ``{N}`` stands for a number (digits, 5千, 三, ゼロ) whose value becomes the fact's value;
* ``value`` — a fixed value (「空っぽ」 → 0); ``owner`` — self/opponent for OWNER entries;
  ``negated`` — the phrase denies the concept (「守護なし」);
* ``why`` (hand entries say why the wording means the concept) and ``source`` (``hand``, ``engine``
  for entries derived from an engine's keyword enum, ``glossary`` for the rulebook's own terms).

A new player wording is a new line here, not a new function. `ENGINE_MAP` (``engine_map.json``) says,
per game and concept, where a scenario holds it (the planner's reflection check).
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Role

DATA = Path(__file__).resolve().parent.parent / "lexicon"
# a number as players write it: 3, 6000, 5千, 1万2千, 三, ゼロ (normalised by `numbers.normalize_text`)
# a time adverb may stand before any told number (「絆は今7点」「ライフは現在3枚」「体力はいま5」): it says
# when the value holds, not which value, so every entry reads the number through it (blind Q, kiseki-bq-01)
# 「絆は戦闘前10」「攻撃前6」「バトル前5000」: the value the act starts from (blind AA kiseki-aa-09)
WHEN = r"(?:(?:今|いま|現在|現時点で|この時点で|戦闘前|攻撃前|バトル前)(?:は|で)?\s*)?"
NUMBER = (
    WHEN + r"(?P<{name}>(?:-|マイナス)?[0-9][0-9,.]*(?:[十百千万kK][0-9,.]*)*"
    r"|(?:マイナス)?[〇一二三四五六七八九十百千万]+|ゼロ)"
)


class LexiconError(ValueError):
    """A lexicon file is malformed (a bad regex, an unknown label): fails at load, never per question."""


@dataclass(frozen=True, slots=True)
class Entry:
    role: Role
    concept: str
    regex: re.Pattern[str]
    value: int | str | None
    owner: str | None
    negated: bool
    why: str
    source: str


@dataclass(frozen=True, slots=True)
class Lexicon:
    game: str | None
    entries: tuple[Entry, ...]
    engine: Mapping[str, Mapping[str, Any]]  # concept -> where a scenario holds it


def _entry(raw: Mapping[str, Any], where: str) -> Entry:
    try:
        role = Role(str(raw["label"]).lower())
    except (KeyError, ValueError) as exc:
        raise LexiconError(f"{where}: unknown or missing label {raw.get('label')!r}") from exc
    if "regex" in raw:
        parts = str(raw["regex"]).split("{N}")
        # each {N} its own group (n, n1, n2 …): Python's re allows a name once per pattern
        source = parts[0] + "".join(
            NUMBER.replace("{name}", "n" if i == 0 else f"n{i}") + part for i, part in enumerate(parts[1:])
        )
    elif "pattern" in raw:
        source = re.escape(str(raw["pattern"]))
    else:
        raise LexiconError(f"{where}: an entry needs `pattern` or `regex`")
    try:
        compiled = re.compile(source)
    except re.error as exc:
        raise LexiconError(f"{where}: bad regex: {exc}") from exc
    value = raw.get("value")
    if value is not None and not isinstance(value, int | str):
        raise LexiconError(f"{where}: value must be a number or a string")
    return Entry(
        role,
        str(raw.get("id", "")),
        compiled,
        value,
        raw.get("owner"),
        bool(raw.get("negated", False)),
        str(raw.get("why", "")),
        str(raw.get("source", "hand")),
    )


def _read(path: Path) -> list[Entry]:
    out: list[Entry] = []
    if not path.exists():
        return out
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            raise LexiconError(f"{path.name}:{n}: not JSON: {exc}") from exc
        out.append(_entry(raw, f"{path.name}:{n}"))
    return out


_LOCK = threading.Lock()


@lru_cache(maxsize=8)
def _load(game: str | None) -> Lexicon:
    entries = _read(DATA / "common.jsonl")
    engine: dict[str, Any] = {}
    if game is not None:
        entries += _read(DATA / f"{game}.jsonl")
        entries += _read(DATA / f"{game}.derived.jsonl")
        mapped = json.loads((DATA / "engine_map.json").read_text(encoding="utf-8"))
        engine = {**mapped.get("common", {}), **mapped.get(game, {})}
    return Lexicon(game, tuple(entries), engine)


def lexicon(game: str | None) -> Lexicon:
    """The lexicon of `game` (common entries only for None); loaded once per process."""
    with _LOCK:  # lru_cache alone may build the same lexicon twice under threads; harmless but wasteful
        return _load(game)


def games() -> Sequence[str]:
    return sorted(p.stem for p in DATA.glob("*.jsonl") if "." not in p.stem and p.stem != "common")
