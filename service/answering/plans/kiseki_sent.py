"""軌跡 TCG plan `effect_sent`: UNITs 即死 or 破壊 by an effect — each goes to its owner's 軌跡 as the
instruction applies (1317.1 / 1317.2), which is no stun: its controller takes no スタンダメージ (1306.3
is a stun's), so the 絆 asked stays as told (AG17: a 即死 had been withheld; a stun is `kiseki_stun`).

Built from the reading: the UNITs told (`kiseki_units.units`: each with its CPコスト only and an owner),
the one act 即死 (ACTION kill) or 破壊 (ACTION destroy) — not both —, an EVENT's or effect's text quoted at
most once and then only 「(相手の)UNITを1つ対象とし、それを即死させる/破壊する。」, no attack, state, icon,
keyword or other number, and the 絆 of each UNIT's owner told. Asked: that 絆, or how much of it is lost.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import Unmodeled, units
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_WHO = {"self": ("自分", "player1"), "opponent": ("相手", "player2")}
_VERB = {"kill": "即死し", "destroy": "破壊され"}
_RULE = {"kill": "1317.1", "destroy": "1317.2"}
# the one quoted text the plan reads: a targeted 即死 / 破壊 of one UNIT (1204.2d)
_TEXT = re.compile(
    r"[「『]\s*(?:相手の|あなたの)?(?:UNIT|ユニット)\s*を\s*(?:1|１|一)\s*つ\s*対象と(?:し|して)\s*[、,]?\s*"
    r"(?:それ|その(?:UNIT|ユニット))\s*を\s*(?P<verb>即死させる|破壊する)。?\s*[」』]"
)
# a count the asking sentence names that is no 絆
_OTHER_COUNT = re.compile(r"EP|CP(?!コスト)|手札|山札|デッキ|拠点|軌跡|枚|UNIT|ユニット|STR|DEF")
# 「何点減る?」「何点失う?」: the 絆 lost asked, not the 絆 left
_LOST = re.compile(r"(?:減|失|受け|食らう|くらう)")
# 「即死させようとした」「破壊できなかった」: not done
_UNDONE = re.compile(
    r"\s*(?:させ|さ|し|す)?\s*(?:よう|たい|たかっ|る\s*(?:予定|つもり)|られな|できな|でき(?:ず|ません)|ない|なかっ)"
)
_ROLES = frozenset(
    {Role.QUANTITY, Role.STAT, Role.CARD, Role.ACTION, Role.OWNER, Role.ASK, Role.NEUTRAL, Role.TERM}
)


def effect_sent(reading: Reading) -> BuiltScenario | None:
    if {f.concept for f in reading.asks()} != {"number"}:
        return None
    quotes = re.findall(r"[「『]", reading.text)
    text = _TEXT.search(reading.text)
    if len(quotes) > (1 if text is not None else 0):
        return None
    inside = range(text.start(), text.end()) if text is not None else range(0)
    facts = [f for f in reading.facts if f.start not in inside]
    if any(f.role not in _ROLES or f.negated for f in facts):
        return None
    if any(f.role is Role.CARD and f.concept != "unit" and f.owner is not None for f in facts):
        return None  # 「俺のEVENTで」: a card of a side the run does not play (only the effect is run)
    acts = [f for f in facts if f.role is Role.ACTION]
    sent = {f.concept for f in acts if f.concept in _VERB}
    if text is not None:
        sent.add("kill" if text.group("verb").startswith("即死") else "destroy")
    if len(sent) != 1 or any(f.concept not in (*_VERB, "play", "use") for f in acts):
        return None
    if any(_UNDONE.match(reading.text, f.end) for f in acts if f.concept in _VERB):
        return None
    op = sent.pop()
    for ask in reading.asks():
        said = reading.text[reading.text.rfind("。", 0, ask.start) + 1 : ask.end]
        if "絆" not in said or _OTHER_COUNT.search(said):
            return None
    lost = any(_LOST.search(reading.text, a.end, a.end + 4) for a in reading.asks())
    try:
        told = units(reading)
    except Unmodeled:
        return None
    if not told or len(told) > 3:
        return None
    if any(set(u.stats) != {"cp_cost"} or u.icons or u.flags or u.owner not in _WHO for u in told):
        return None  # a UNIT's CPコスト and owner only: a STR/DEF or a state tells of more than the effect
    kizuna: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept != "kizuna" or f.owner not in _WHO or not isinstance(f.value, int) or f.owner in kizuna:
            return None
        kizuna[str(f.owner)] = f.value
    sides = list(dict.fromkeys(str(u.owner) for u in told))
    if set(sides) != set(kizuna):
        return None  # the 絆 of a UNIT's owner untold (the engine's 40 is no answer), or another's told
    players: dict[str, dict[str, Any]] = {seat: {"field": []} for _, seat in _WHO.values()}
    actions: list[dict[str, Any]] = []
    for n, u in enumerate(told, start=1):
        seat = _WHO[str(u.owner)][1]
        cost = u.stats["cp_cost"]
        players[seat]["field"].append({"id": f"t{n}", "name": f"UNIT(CPコスト{cost})", "cp_cost": cost})
        actions.append({"kind": "effect", "op": op, "target": f"t{n}"})
    for side, value in kizuna.items():
        players[_WHO[side][1]]["kizuna"] = value
    payload = {"phase": "deploy", **players, "actions": actions}

    def head(sim: SimulationResult) -> str:
        parts = [
            f"そのUNITは{_VERB[op]}、軌跡に置かれます({_RULE[op]})",
            "スタンではないのでスタンダメージはありません",
        ]
        for side in sides:
            name, seat = _WHO[side]
            if lost:
                parts.append(f"{name}が失う絆は{kizuna[side] - sim.counter(seat, 'kizuna')}点です")
            else:
                parts.append(f"{name}の絆は{sim.counter(seat, 'kizuna')}です")
        return "。".join(parts)

    notes = ("効果の使い手やそのコストは結果を変えないため、効果だけを実行しました。",)
    return BuiltScenario(f"{GAME}.plan.effect_sent", payload, story(head, types=("move",), limit=3), notes)
