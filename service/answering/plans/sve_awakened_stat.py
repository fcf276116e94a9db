"""Shadowverse Evolve plan `awakened_stat`: a follower's stat under its own 【覚醒】 text —
「PP最大値7で今のPPは0。場の攻撃力2のフォロワー「【覚醒】状態なら、このフォロワーは攻撃力+2」の攻撃力は?」
「PP最大値6。『【覚醒】状態なら、このフォロワーは体力+3』の体力1のフォロワー、+3されてる?」.

【覚醒】 refers to the current PP max (13.4.1.1) and means 7 or more (13.4.1.2): the PP spent or left does
not count. The text is a 永続能力 (10.1.1.3): while the condition holds it always has its effect. The run
seats the follower on the asker's field with its told value and looks at 【覚醒】 (the engine's `awakened`
action with the card): awake, the stat gets its +N (a `modify` event); not, a `condition_unmet` event
says the printed value stays. The number asked is the conclusion's; 「+2されてる?」「効いてる?」 is the
yes/no of the bonus (`lexicon/asked_subjects.json` events: sve awakened_bonus).

Built from: one quoted 「【覚醒】状態なら、このフォロワーは(攻撃力|体力)+N」 (its wording in
`lexicon/card_text.json` sve awakened_bonus), the asker's PP max (and PP, at most that max; the opponent's
PP max may be told, it decides nothing), the follower's told value of that stat (at most one value
before the ask; a value after it is the asker's guess), and nothing else: an act, a turn, a state, another
keyword or modifier is another question.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult
from service.engine.sve.rules import PP_MAX_CAP

GAME = "sve"
_STATS = {"攻撃力": "attack", "体力": "health"}
_NAME = "【覚醒】のフォロワー"
# 「PPを使い切って」「PPを全部使って」: the PP named right before the use
_SPENT = re.compile(r"PP\s*(?:を|は)?\s*(?:全部|すべて|全て)?\s*$")


@cache
def _text() -> re.Pattern[str]:
    path = Path(__file__).parents[1] / "lexicon" / "card_text.json"
    entry = json.loads(path.read_text(encoding="utf-8"))["games"]["sve"]["awakened_bonus"]
    return re.compile(entry["regex"])


def _quoted(reading: Reading) -> tuple[str, int, int, int] | None:
    """(stat, N, quote start, quote end) of the one quoted 【覚醒】 bonus text."""
    hits = list(_text().finditer(reading.text))
    if len(hits) != 1:
        return None
    m = hits[0]
    return _STATS[m.group("stat")], int(m.group("n")), m.start(), m.end()


def _pp(reading: Reading) -> dict[str, dict[str, int]] | None:
    """The PP counts told, per seat: the asker's PP max (required) and PP, the opponent's PP max."""
    seats: dict[str, dict[str, int]] = {"player1": {}, "player2": {}}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in ("pp_max", "pp") or not isinstance(f.value, int) or f.negated:
            return None
        seat = "player2" if f.owner == "opponent" else "player1"
        if seat == "player2" and f.concept != "pp_max":
            return None
        if seats[seat].get(f.concept, f.value) != f.value:
            return None
        seats[seat][f.concept] = f.value
    mine = seats["player1"]
    if "pp_max" not in mine or not 0 <= mine["pp_max"] <= PP_MAX_CAP:
        return None
    if not 0 <= mine.get("pp", 0) <= mine["pp_max"]:
        return None  # a PP above its max is no position (3.2.4.2)
    if not 0 <= seats["player2"].get("pp_max", 0) <= PP_MAX_CAP:
        return None
    return seats


def _base(reading: Reading, stat: str, start: int, end: int) -> tuple[int, int | None] | None:
    """(the follower's told value, a guessed value after the ask's subject) of the quoted stat."""
    told = [f for f in reading.of(Role.STAT) if not (start <= f.start < end)]
    if any(f.concept != stat or not isinstance(f.value, int) for f in told):
        return None
    values = [f.value for f in told if isinstance(f.value, int)]
    if not values or len(values) > 2 or values[0] < (1 if stat == "health" else 0):
        return None
    return values[0], values[1] if len(values) == 2 else None


def awakened_stat(reading: Reading) -> BuiltScenario | None:
    quoted = _quoted(reading)
    if quoted is None or asked(reading) not in ("number", "can", "outcome"):
        return None
    stat, amount, start, end = quoted
    named = [f for f in reading.of(Role.KEYWORD, Role.TERM) if f.concept.strip("【】") == "覚醒"]
    if len(named) != 1 or named[0].negated or not start <= named[0].start < end:
        return None
    if reading.of(Role.TURN, Role.STATE, Role.NUMBER) or not all(
        _spent(reading, f) for f in reading.of(Role.ACTION)
    ):
        return None
    if any(
        f.role in (Role.KEYWORD, Role.TERM) and f not in named and f.concept != "PP" for f in reading.facts
    ):
        return None
    # the quote's +N (a MODIFIER, or read as asked when no other modifier is told) and 「+2されてる?」
    pluses = [*reading.of(Role.MODIFIER), *(f for f in reading.asks() if f.concept.startswith("about:"))]
    if any(f.concept not in ("plus", "about:plus") or f.value != amount for f in pluses):
        return None
    if not any(start <= f.start < end for f in pluses):
        return None
    if any(f.concept != "follower" or f.owner == "opponent" for f in reading.of(Role.CARD)):
        return None
    if any(f.owner == "opponent" for f in reading.of(Role.OWNER)) and not _opponent_pp_only(reading):
        return None
    seats = _pp(reading)
    base = _base(reading, stat, start, end)
    if base is None and asked(reading) == "can":  # 「+2されてる?」: whether it applies, whatever the value
        base = (1, None)
    if seats is None or base is None or base[1] is not None:
        return None  # 「攻撃力5になってる?」: a guessed value is no number the verdict compares
    value = base[0]
    card: dict[str, Any] = {"id": "x", "name": _NAME, "attack": 1, "health": 1, stat: value}
    payload: dict[str, Any] = {
        "player1": {**seats["player1"], "field": [card]},
        "actions": [{"type": "awakened", "card": "x", "stat": stat, "amount": amount}],
    }
    if seats["player2"]:
        payload["player2"] = seats["player2"]
    word = "攻撃力" if stat == "attack" else "体力"
    pp_max = seats["player1"]["pp_max"]

    def head(sim: SimulationResult) -> str:
        awake = any(e.type == "awakened" for e in sim.events)
        looked = [e for e in sim.events if e.type in ("modify", "condition_unmet") and "stat_value" in e.data]
        if not looked:
            return ""
        now = looked[-1].data["stat_value"]
        said = "【覚醒】状態なので" if awake else "【覚醒】状態ではないので"
        out = f"{word}は{now}です。PP最大値が{pp_max}で{said}(13.4.1.2)"
        out += f"、{word}+{amount}は{'適用されます' if awake else '適用されません'}(10.1.1.3)"
        if "pp" in seats["player1"]:
            out += "。PPの残りは関係なく、PP最大値を参照します(13.4.1.1)"
        return out

    notes: tuple[str, ...] = ("フォロワーは自分の場にいるものとしました。",)
    if not reading.of(Role.STAT):
        notes += (f"{word}は書かれていないので1としました(+{amount}が適用されるかには関わりません)。",)
    return BuiltScenario(
        f"{GAME}.plan.awakened_stat",
        payload,
        story(head, types=("awakened", "not_awakened", "modify", "condition_unmet"), limit=3),
        notes,
        quoted=((start, end),),
        held=((start, end),),
    )


def _spent(reading: Reading, act: object) -> bool:
    """「PPを使い切って」「PPを全部使った」: the PP spent, told as the PP left — no act the run makes."""
    start = getattr(act, "start", 0)
    return getattr(act, "concept", "") == "use" and bool(
        _SPENT.search(reading.text[max(0, start - 8) : start])
    )


def _opponent_pp_only(reading: Reading) -> bool:
    """「相手のPP最大値は8」: the opponent named only for its PP max."""
    sides = [f for f in reading.of(Role.OWNER) if f.owner == "opponent"]
    pp = [f for f in reading.of(Role.QUANTITY) if f.owner == "opponent"]
    return all(any(0 <= q.start - s.end <= 2 for q in pp) for s in sides)
