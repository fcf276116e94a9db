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

import json
import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from service.answering.reading.battle_left import battle_left
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.payload import is_card, walk

# what may stand between two stats of one card: 「STR3/DEF2」「STR4・DEF3・CPコスト2」「STR 3、DEF 2」
_SAME_CARD = re.compile(r"^[\s/・,、]*$")
# 「STR3とSTR2で攻撃、STR2の方は+2/+0」: a stat with 「の方/のほう/のやつ」 names again a card said before it
# in the same sentence (audit 24b had withheld it as a third card)
_AGAIN = re.compile(r"\s*の\s*(?:方|ほう|やつ|奴)(?:は|が|に|を|も)")


def _cards(payload: Mapping[str, Any], seat: str | None = None) -> list[Mapping[str, Any]]:
    tree = payload.get(seat) if seat is not None else payload
    if not isinstance(tree, Mapping):
        return []
    # an effect's stat change (「+2/+2」: ``{"stats": {"attack": 2, "health": 2}}``) is no card
    return [v for _p, k, v in walk(tree) if isinstance(v, Mapping) and is_card(v) and k != "stats"]


def _without(payload: Mapping[str, Any], seat: str | None, flags: set[str]) -> int:
    """Cards without any of `flags` (kiseki レディ: neither acted nor stunned), counted only in the zones
    where some card has one (「拠点4枚のうちレディは1枚」: the 拠点, not the engine's default hand)."""
    tree = payload.get(seat) if seat is not None else payload
    zones: dict[str, list[bool]] = {}
    for path, _k, v in walk(tree if isinstance(tree, Mapping) else {}):
        if isinstance(v, Mapping) and is_card(v) and path.endswith("]"):
            zones.setdefault(path.rsplit("[", 1)[0], []).append(any(v.get(k) is True for k in flags))
    return sum(held.count(False) for held in zones.values() if any(held))


def _counts(payload: Mapping[str, Any], seat: str | None, keys: set[str]) -> list[int]:
    """A side's counts of cards in a state its payload holds as a number, not as cards."""
    sides = [seat] if seat is not None else [k for k in payload if k.startswith("player")]
    return [
        v
        for s in sides
        if isinstance(payload.get(s), Mapping)
        for k, v in payload[s].items()
        if k in keys and isinstance(v, int) and not isinstance(v, bool)
    ]


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


# 「2/2のフォロワー2体」: a count of alike cards right after their stats' noun — sve only, whose plans
# make one card per count (sve_attack_many, sve_attack_in_turn); kiseki's 「DEF3のUNIT2体を1体ずつ攻撃」
# builder aims both attacks at one of them, which this check had withheld (kiseki audit 9 row 200)
_ALIKE_GAMES = frozenset({"sve", "kiseki"})
_OF_NOUN = re.compile(r"^\s*の\s*$")
_ALIKE_WORDS = json.loads(
    (Path(__file__).resolve().parents[1] / "lexicon" / "alike_counts.json").read_text(encoding="utf-8")
)
_ALIKE_AFTER = {game: re.compile(rx) for game, rx in _ALIKE_WORDS["after"].items()}


def alike_after(game: str) -> re.Pattern[str] | None:
    """What must follow a count of alike cards in `game` (`lexicon/alike_counts.json`), None for any."""
    return _ALIKE_AFTER.get(game)


def _alike(reading: Reading, group: tuple[Fact, ...]) -> int:
    """How many alike cards `group` describes: the count of the field_count noun right after it (audit
    27b: 「自分の2/2のフォロワー2体で順番に攻撃」 had been counted one card, and two withheld), else 1."""
    end = group[-1].end
    for f in reading.of(Role.QUANTITY):
        if f.concept != "field_count" or not isinstance(f.value, int) or f.value < 1 or f.start < end:
            continue
        after = _ALIKE_AFTER.get(reading.game or "")
        if after is not None and after.match(reading.text, f.end) is None:
            continue
        opened = max(reading.text.rfind(c, 0, group[0].start) for c in "。!?！？") + 1
        if after is not None and any(
            opened <= g.start < group[0].start for g in reading.of(Role.STAT) if g not in group
        ):
            return 1  # 「STR4のUNITとSTR2のUNITの2体で」: the count restates the UNITs listed before it
        if _OF_NOUN.match(reading.text[end : f.start]) and not f.negated:
            return f.value
    return 1


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
    left = battle_left(reading)  # 「…STR3のUNITが手札に戻された」: a participant told again, no new card
    for stats in _by_sentence(reading).values():
        here = Counter(
            (f.concept, f.value)
            for f in stats
            if isinstance(f.value, int)
            and not f.negated
            and not _AGAIN.match(reading.text, f.end)
            and not (left is not None and left.start <= f.start < left.end)
        )
        for key, n in here.items():
            said[key] = max(said[key], n)
    for (concept, value), times in said.items():
        held = sum(_holds(c, keys[concept], value) for c in cards)
        if times > 1 and held < times:
            return f"{concept}{value}のカードは{times}枚ですが、シナリオには{held}枚しかありません"
    groups = _groups(reading)
    described: Counter[tuple[tuple[str, Any], ...]] = Counter()
    for g in groups:
        described[tuple((f.concept, f.value) for f in g)] += _alike(reading, g) if game in _ALIKE_GAMES else 1
    for group, times in described.items():
        if len(group) < 2 or all(v == 1 for _c, v in group):
            continue  # one stat, or the engine's default card (1/1): a coincidence is no copy
        held = sum(all(_holds(c, keys[k], int(v or 0)) for k, v in group) for c in cards)
        # a card told with more stats (「相手のSTR2・DEF2・CPコスト2」 beside 「俺のSTR2・DEF2」) holds
        # these too
        times += sum(n for other, n in described.items() if other != group and set(group) < set(other))
        if held > times:
            name = "/".join(f"{k}{v}" for k, v in group)
            return f"{name}のカードは{times}枚ですが、シナリオには{held}枚あります"
    for f in reading.of(Role.STATE):
        if not isinstance(f.value, int) or f.negated:
            continue
        flags = set(engine.get(f.concept, {}).get("keys", ())) or {f.concept}
        seat = seats.get(f.owner) if f.owner is not None else None
        if engine.get(f.concept, {}).get("absent") is True:
            inside = _without(payload, seat, flags)
            # cards in the state held as a count (ninjaslayer ``etel``: 「そのうち縦向きは3枚」)
            inside += sum(_counts(payload, seat, set(engine.get(f.concept, {}).get("held", ()))))
        else:
            inside = sum(any(c.get(k) is True for k in flags) for c in _cards(payload, seat))
            # cards the engine holds as a count (ninjaslayer ``etel_bowed``: 「うち3枚オジギ」)
            inside += sum(_counts(payload, seat, flags))
        if inside != f.value:
            return f"「{f.text}」の{f.value}枚に対して、シナリオでその状態のカードは{inside}枚です"
    return per_count_miscounted(reading, game, payload, seats)


# 「200ずつ4回」: the per-count damage split into instances of its base amount — what 10.6.4.1
# says it is not (「基準点数のダメージを複数回に分けて与えるわけではありません」)
_EACH_TIMES = re.compile(r"([0-9]+)\s*(?:点|ダメージ)?\s*ずつ\s*$")


def _zone_size(payload: Mapping[str, Any], op: Mapping[str, Any]) -> int | None:
    player = payload.get(str(op.get("per_player") or op.get("player") or "player1"))
    held = player.get(str(op.get("per_zone"))) if isinstance(player, Mapping) else None
    if isinstance(held, int) and not isinstance(held, bool):
        return held
    return len(held) if isinstance(held, list) else None


def _per_count_ops(payload: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    ops = payload.get("operations") or payload.get("actions") or []
    return [o for o in ops if isinstance(o, Mapping) and o.get("per_zone") and o.get("per_each")]


def restated_per_count(text: str, fact: Fact, payload: Mapping[str, Any]) -> str | None:
    """The path of the per-count operation that 「{base}ずつ{N}回」 restates — its base amount and
    the N cards its zone holds — else None (a count of instances the scenario must script)."""
    m = _EACH_TIMES.search(text[max(0, fact.start - 12) : fact.start])
    if m is None or not isinstance(fact.value, int):
        return None
    for i, op in enumerate(_per_count_ops(payload)):
        if op.get("per_each") == int(m.group(1)) and _zone_size(payload, op) == fact.value:
            return f"operations[{i}].per_zone"
    return None


def per_count_miscounted(reading: Reading, game: str, payload: Mapping[str, Any],
                         seats: Mapping[str, str]) -> str | None:  # fmt: skip
    """A per-count amount (「1体につき」) counts a zone: that zone must hold the count the question
    states for it (a target placed among the counted cards adds one)."""
    engine = lexicon(game).engine
    for op in _per_count_ops(payload):
        zone, size = str(op.get("per_zone")), _zone_size(payload, op)
        for f in reading.of(Role.QUANTITY):
            keys = set(engine.get(f.concept, {}).get("keys", ())) or {f.concept}
            seat = seats.get(f.owner) if f.owner is not None else None
            if zone not in keys or not isinstance(f.value, int) or seat not in (None, op.get("per_player")):
                continue
            if re.match(r"\s*(?:に)?つき", reading.text[f.end :]):
                continue  # 「1体につき」: the per-count's unit, not a count of the zone
            if size != f.value:
                return f"「{f.text}」を数えるはずの{zone}はシナリオでは{size}枚です"
    return None
