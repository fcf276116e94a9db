"""A player's life after damage (10.6.2: damage to a player lowers its life by that much; 10.6.4:
one instance to each target), asked as 「ライフはいくつ?」.

From the reading: each player's stated life (「お互いのライフ」 is both players'), each amount of
damage with the player it is dealt to (the owner word marked に before it — 「各プレイヤーに」 is
both — or the player a quoted card text is used on), and the asked player. A reduction told of
the one instance is its replacement (10.17.1: N points, or all); per-count amounts and repeated
instances are the builders' (this plan declines them).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.plans.fow_common import (
    WORD,
    acts_only,
    asked,
    built,
    clause_before,
    counter,
    of,
    quoted,
    seats,
)
from service.answering.plans.fow_zones import asked_place, quantities
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_DECLINED = ("per_count", "double", "plus", "minus")
_PREVENTING = ("reduce_damage", "prevent")
_ALL = re.compile(r"(?:すべて|全て|全部)\s*$")
_TIMES = re.compile(r"\s*(?:を|が)?\s*(?:[0-9]+|[一二三四五六七八九]|何)\s*回")


def _target(reading: Reading, damage: Fact) -> str | None:
    """The player the damage is dealt to: the last owner word marked に in its clause before it, or
    after the quoted card text it is in (「『…ダメージを与える』を相手に撃った」)."""
    quote = quoted(reading, damage)
    if quote is not None:
        after = [o for o in of(reading, Role.OWNER) if quote[1] < o.start <= quote[1] + 2]
        inside = [o for o in of(reading, Role.OWNER) if quote[0] < o.start and o.end <= damage.start]
        told = [o for o in after + inside if reading.text[o.end : o.end + 1] == "に"]
        return told[0].owner if len(told) == 1 else None
    start, _ = clause_before(reading, damage)
    marked = [
        o
        for o in of(reading, Role.OWNER)
        if start <= o.start and o.end <= damage.start and reading.text[o.end : o.end + 1] == "に"
    ]
    return marked[-1].owner if marked else None


def life_damage(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number") or asked(reading, "outcome")  # 「ライフ3500はどうなる?」
    counts = quantities(reading)
    dealt = [f for f in of(reading, Role.ACTION, "damage") if isinstance(f.value, int) and not f.negated]
    if ask is None or counts is None or not dealt or of(reading, Role.MODIFIER, *_DECLINED):
        return None
    if (
        not acts_only(reading, "damage")
        or of(reading, Role.CARD)
        or any(_TIMES.match(reading.text, f.end) for f in dealt)
    ):
        return None  # cards may be the target; 「2回与える」 is repeated instances
    place = asked_place(reading, ask, counts)
    if place is None or place[0] != "life":
        return None
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": []}
    for (concept, side), n in counts.items():
        if concept != "life":
            return None  # another count the damage plan does not move
        payload[me[side]]["life"] = n
    prevent = _prevention(reading)
    if prevent is False or (prevent is not None and len(dealt) != 1):
        return None  # which instance a reduction replaces is not told
    for f in dealt:
        target = _target(reading, f)
        if target is None or (target == "both" and prevent is not None):
            return None
        sides = ("self", "opponent") if target == "both" else (target,)
        op: dict[str, Any] = {"kind": "deal_damage", "player": me["self"], "targets": [me[s] for s in sides],
                              "amount": f.value}  # fmt: skip
        if prevent is not None:
            op["prevent"] = prevent  # 10.17.1: the replacement decides what the instance deals
        payload["operations"].append(op)
    owner = place[1]
    return built("life", payload, _head(me, owner), [], me["self"])


def _prevention(reading: Reading) -> int | str | bool | None:
    """The one reduction the question tells of the damage: N points (「300軽減」), "all"
    (「すべて軽減」「ダメージを無効」), None for none; False when it cannot be read as one."""
    told = of(reading, Role.MODIFIER, *_PREVENTING)
    if not told:
        return None
    if len(told) != 1:
        return False
    m = told[0]
    before = reading.text[max(0, m.start - 12) : m.start]
    start, _ = clause_before(reading, m)
    if "ダメージ" not in reading.text[start : m.start] and "それ" not in before:
        return False  # 「スペルを無効にした」: not a reduction of damage
    if m.concept == "prevent" or _ALL.search(before):
        return "all"
    if isinstance(m.value, int):  # 「400軽減」: the amount read with the reduction (lexicon)
        return m.value if m.value > 0 else False
    amounts = [f.value for f in of(reading, Role.NUMBER) if 0 <= m.start - f.end <= 1]
    return amounts[0] if len(amounts) == 1 and isinstance(amounts[0], int) else False


def _head(me: Mapping[str, str], owner: str) -> Any:
    def head(sim: SimulationResult) -> str:
        return f"{WORD[owner]}のライフは{counter(sim, me[owner], 'life')}になります"

    return head
