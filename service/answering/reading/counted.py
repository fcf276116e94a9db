"""Counted cards: how many cards of the scenario carry what the question says of how many.

The planner asks whether a stated value is somewhere in the scenario; one card holding it is enough.
These checks count, and each one withholds the verdict:

* a card stat said more than once in a sentence (「STR3とSTR3でスクラム攻撃」: two UNITs) needs as many
  cards holding it — one UNIT of STR3 holds 「STR3」 twice over by coincidence;
* a card described once by several stats (「STR3/DEF2で攻撃」) is one card: a scenario with more cards
  holding all of those stats made it twice (on both sides: the attacker and a copy attacked);
* a state said of part of a group (「拠点のカード3枚のうち1枚はアクション済み」: the state's fact
  carries the count) needs exactly that many cards of the side in that state.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.payload import is_card, walk

# what may stand between two stats of one card: 「STR3/DEF2」「STR4・DEF3・CPコスト2」「STR 3、DEF 2」
_SAME_CARD = re.compile(r"^[\s/・,、]*$")


def _cards(payload: Mapping[str, Any], seat: str | None = None) -> list[Mapping[str, Any]]:
    tree = payload.get(seat) if seat is not None else payload
    if not isinstance(tree, Mapping):
        return []
    return [v for _p, _k, v in walk(tree) if isinstance(v, Mapping) and is_card(v)]


def _holds(card: Mapping[str, Any], keys: set[str], value: int) -> bool:
    return any(card.get(k) == value and not isinstance(card.get(k), bool) for k in keys)


def _groups(reading: Reading) -> list[tuple[Fact, ...]]:
    """Runs of a card's stats written together, each concept once (「STR2、STR3」 are two cards)."""
    out: list[list[Fact]] = []
    last: Fact | None = None
    for f in sorted(reading.of(Role.STAT), key=lambda f: f.start):
        if not isinstance(f.value, int):
            last = None
            continue
        joins = (
            last is not None
            and out
            and _SAME_CARD.match(reading.text[last.end : f.start]) is not None
            and f.concept not in {g.concept for g in out[-1]}
        )
        if joins:
            out[-1].append(f)
        else:
            out.append([f])
        last = f
    return [tuple(g) for g in out]


def _by_sentence(reading: Reading) -> dict[int, list[Fact]]:
    out: dict[int, list[Fact]] = {}
    for f in reading.of(Role.STAT):
        out.setdefault(reading.text.count("。", 0, f.start), []).append(f)
    return out


def miscounted(
    reading: Reading, game: str, payload: Mapping[str, Any], seats: Mapping[str, str]
) -> str | None:
    """Why the scenario holds a different number of cards than the question counts, else None."""
    engine = lexicon(game).engine
    keys = {f.concept: set(engine.get(f.concept, {}).get("keys", ())) or {f.concept} for f in reading.facts}
    cards = _cards(payload)
    # counted within a sentence: 「STR3とSTR4で攻撃。STR4の方は…」 names the same card again
    said: Counter[tuple[str, int]] = Counter()
    for stats in _by_sentence(reading).values():
        here = Counter((f.concept, f.value) for f in stats if isinstance(f.value, int) and not f.negated)
        for key, n in here.items():
            said[key] = max(said[key], n)
    for (concept, value), times in said.items():
        held = sum(_holds(c, keys[concept], value) for c in cards)
        if times > 1 and held < times:
            return f"{concept}{value}のカードは{times}枚ですが、シナリオには{held}枚しかありません"
    groups = _groups(reading)
    described = Counter(tuple((f.concept, f.value) for f in g) for g in groups)
    for group, times in described.items():
        if len(group) < 2 or all(v == 1 for _c, v in group):
            continue  # one stat, or the engine's default card (1/1): a coincidence is no copy
        held = sum(all(_holds(c, keys[k], int(v or 0)) for k, v in group) for c in cards)
        if held > times:
            name = "/".join(f"{k}{v}" for k, v in group)
            return f"{name}のカードは{times}枚ですが、シナリオには{held}枚あります"
    for f in reading.of(Role.STATE):
        if not isinstance(f.value, int) or f.negated:
            continue
        flags = set(engine.get(f.concept, {}).get("keys", ())) or {f.concept}
        seat = seats.get(f.owner) if f.owner is not None else None
        inside = sum(any(c.get(k) is True for k in flags) for c in _cards(payload, seat))
        if inside != f.value:
            return f"「{f.text}」の{f.value}枚に対して、シナリオでその状態のカードは{inside}枚です"
    return None
