"""A format's bound on one deck count, asked with no count told — one plan for every game whose deck
rules are a table (`service/engine/<game>/deck.py`).

「同じカードナンバーのカードって何枚まで入れられる?」「ストラテジー戦のデッキは何枚?」「メインデッキは最低
何枚必要?」「コンストラクテッド戦でウケミ持ちは合計何枚まで?」: the count asked is the first of the game's
counts (`lexicon/deck_limits.json`, in priority order: copies before a deck's size) the question names;
the bound is the engine table's — the upper one for 「まで/最大/入れられる」, the lower for 「最低/以上」,
either for a count that must be exact (50 ちょうど, 5-1-2). The deck at that bound is registered (the engine
records it legal citing the clause) and one past it must be refused by the same table, else the plan
declines.

Declined (no verdict): a count told (a number, a stat, a quantity — `deck_counts` answers those), a
format not named where the formats disagree (kiseki's and ninjaslayer's ブリッツシールド戦 / ストラテジー戦
or コンストラクテッド戦), a count the format leaves free (602.3b: no bound to state), a range asked with
neither bound word (sve's メインデッキ 40–50), a wording the data marks as another answer (sve's copies
「合わせて」: 3 in each deck), a count with an exception the question does not rule out (kiseki 602.4b-1),
anything else read (a card, a state, a turn, another player) and a game without a table (fow: its
rulebook here is §10 only).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.plans.deck_counts import CHANGED, DeckGame, two_sides
from service.answering.plans.deck_games import KISEKI, NINJASLAYER_DECK, ONEPIECE_DECK, SVE_DECK
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.engine.deck_rules import Format, Limit, verify_counts
from service.engine.errors import IllegalAction
from service.engine.scenario import SimulationResult

_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "deck_limits.json"
_SPECS: dict[str, DeckGame] = {
    "onepiece": ONEPIECE_DECK,
    "sve": SVE_DECK,
    "kiseki": KISEKI,
    "ninjaslayer": NINJASLAYER_DECK,
}
# roles that tell nothing of the deck (the ask, filler, the asker)
_QUIET = (Role.ASK, Role.NEUTRAL, Role.TERM)
_ACTS = frozenset({"deck_building", "use"})
# 「あと何枚」 (deck_counts' grow), a deck told with other cards in it or a card's text that changes it
_OTHER = re.compile(r"あと\s*(?:何|なん)|込み|含め|含む|何枚でも|書いて|テキスト|効果|能力で")
_HOW_MANY = re.compile(r"(?:何|なん)\s*枚")
_DECK = re.compile(r"デッキ|山札|パック")


@dataclass(frozen=True, slots=True)
class CountWords:
    """One count a question may ask the bound of, as the data names it."""

    key: str
    label: str
    regex: re.Pattern[str]
    declines: re.Pattern[str] | None
    exception: tuple[str, re.Pattern[str]] | None


@dataclass(frozen=True, slots=True)
class BoundWords:
    high: re.Pattern[str]
    low: re.Pattern[str]
    other_decks: re.Pattern[str]  # a deck the rulebooks do not have (「サイドデッキは何枚まで?」)
    games: dict[str, tuple[CountWords, ...]]


def _pattern(text: str | None) -> re.Pattern[str] | None:
    return re.compile(text) if text else None


@cache
def _words() -> BoundWords:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    games: dict[str, tuple[CountWords, ...]] = {}
    for game, entries in data["games"].items():
        counts = []
        for e in entries:
            exc = e.get("exception")
            counts.append(
                CountWords(
                    e["key"],
                    e["label"],
                    re.compile(e["regex"]),
                    _pattern(e.get("declines")),
                    (exc["free"], re.compile(exc["denied"])) if exc else None,
                )
            )
        games[game] = tuple(counts)
    return BoundWords(
        re.compile(data["high"]), re.compile(data["low"]), re.compile(data["other_decks"]), games
    )


def _asked_count(reading: Reading, counts: tuple[CountWords, ...]) -> tuple[CountWords, int, int] | None:
    for c in counts:
        m = c.regex.search(reading.text)
        if m is not None:
            return c, m.start(), m.end()
    return None


def _quiet(f: Fact, formats: frozenset[str], span: tuple[int, int]) -> bool:
    if f.role in _QUIET:
        return f.concept != "number" or f.value is None  # 「0枚でもいい?」: a count told at the ask
    if f.role is Role.OWNER:
        return f.concept == "self"
    if f.role is Role.MODIFIER:
        return f.concept in formats
    if f.role is Role.ACTION:
        return f.concept in _ACTS and not f.negated
    # a word inside the count's own name (ninjaslayer's ウケミ, onepiece's リーダー)
    return span[0] <= f.start and f.end <= span[1] and f.role in (Role.KEYWORD, Role.CARD)


def _formats(reading: Reading, spec: DeckGame) -> list[tuple[str, Format]]:
    named = {f.concept for f in reading.of(Role.MODIFIER)}
    named |= {c for f in reading.asks() if (c := f.concept.removeprefix("about:")) in spec.formats}
    named &= set(spec.formats)
    if named:
        return [spec.formats[n] for n in sorted(named)]
    return [spec.single] if spec.single is not None else list(spec.formats.values())


def _bound(lim: Limit, text: str, words: BoundWords) -> tuple[int, str] | None:
    """(n, how) — the bound asked of `lim`, or None when the question's words do not pick one."""
    if lim.low is not None and lim.low == lim.high:
        return lim.low, "ちょうど"
    high, low = bool(words.high.search(text)), bool(words.low.search(text))
    if high == low:
        return None  # 「メインデッキは何枚?」: 40 to 50, no one number (or both words)
    n = lim.high if high else lim.low
    return (n, "まで" if high else "以上") if n is not None else None


def _refuses_past(fmt: Format, key: str, n: int, how: str) -> bool:
    """The table refuses one card past the bound (both sides of an exact count)."""
    past = {"まで": (n + 1,), "以上": (n - 1,), "ちょうど": (n - 1, n + 1)}[how]
    for m in past:
        if m < 0:
            continue
        try:
            verify_counts(fmt, {key: m})
        except IllegalAction:
            continue
        return False
    return True


def deck_limit(game: str) -> Callable[[Reading], BuiltScenario | None]:
    spec = _SPECS[game]

    def plan(reading: Reading) -> BuiltScenario | None:
        return _plan(reading, spec)

    plan.__name__ = f"{game}_deck_limit"
    return plan


def _plan(reading: Reading, spec: DeckGame) -> BuiltScenario | None:
    words = _words()
    text = reading.text
    kind_asked = asked(reading)
    if kind_asked != "number" or not _HOW_MANY.search(text):
        return None
    if _OTHER.search(text) or CHANGED.search(text) or two_sides(reading) or words.other_decks.search(text):
        return None
    found = _asked_count(reading, words.games[spec.game])
    if found is None:
        return None
    count, start, end = found
    building = any(f.concept == "deck_building" for f in reading.of(Role.ACTION))
    if not building and not reading.of(Role.MODIFIER) and not _DECK.search(text):
        return None  # 「同じカードは何枚?」 with no deck nor format: which count is asked is not read
    formats = frozenset(spec.formats)
    if not all(_quiet(f, formats, (start, end)) for f in reading.facts):
        return None
    if count.declines is not None and count.declines.search(text):
        return None
    chosen = _formats(reading, spec)
    bounds = set()
    for _kind, fmt in chosen:
        lim = fmt.limit(count.key)
        bound = _bound(lim, text, words) if lim is not None else None
        if bound is None or not _refuses_past(fmt, count.key, *bound):
            return None  # a count this format leaves free (602.3b), or no bound picked
        if count.exception is not None:
            free, denied = count.exception
            if any(k == free for k, _c in fmt.free) and not denied.search(text):
                return None  # 602.4b-1: the card may be 「一般」, any number of it
        bounds.add(bound)
    if len(bounds) != 1:
        return None  # the formats disagree and none is named
    ((n, how),) = bounds
    kind, fmt = chosen[0]
    lim = fmt.limit(count.key)
    assert lim is not None
    names = "・".join(f.name for _k, f in chosen)
    payload: dict[str, Any] = {"actions": [{spec.key: kind, count.key: n}]}

    def summarize(sim: SimulationResult) -> str:
        rules = "、".join(dict.fromkeys((fmt.base, lim.clause)))
        return f"シミュレーション結果: {names}の{count.label}は{n}枚{how}です({rules})。"

    notes = (f"{names}のデッキの構築条件({fmt.base})から答えています。",) if len(chosen) > 1 else ()
    # a keyword or card inside the count's name (「ウケミ能力を持つカード」) is the count's word, read here
    named = ((start, end),) if any(start <= f.start and f.end <= end for f in reading.facts) else ()
    return BuiltScenario(f"{spec.game}.plan.deck_limit", payload, summarize, notes, quoted=named)


__all__ = ["deck_limit"]
