"""ONE PIECE: the opponent's stage asked as an attack's target (audit 26e) — 「相手のステージにアタックって
できる?」「相手のステージを殴れる?」.

An attack's target is the opponent's leader or one of its rested characters (7-1, 7-1-1-2): a stage is
neither, rested or not. The run: the asker's leader attacks the opponent's stage (the attacker is a
named default; the asker's one character named with で is the attacker instead), which the engine
refuses citing 7-1-1-2. Another card of the opponent's, a keyword, a stat, a count or another act is not
this plan's (an effect that lets a card attack a stage is not modelled).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"


def stage_target(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept != "attack":
        return None
    if any(f is not verb for f in reading.of(Role.ACTION)):
        return None
    if reading.of(Role.KEYWORD, Role.STAT, Role.MODIFIER, Role.QUANTITY, Role.NUMBER, Role.TURN):
        return None
    boxes = cards(reading)
    stages = [b for b in boxes if b.kind == "stage"]
    if len(stages) != 1 or stages[0].owner != OTHER or stages[0].first() > verb.start:
        return None
    stage = stages[0]
    if stage.stats or stage.keywords or set(stage.states) - {"rested"}:
        return None
    rest = [b for b in boxes if b is not stages[0]]
    if len(rest) > 1 or any(
        b.owner not in (ASKER, None)
        or b.kind not in ("leader", "character")
        or b.stats
        or b.keywords
        or b.states
        for b in rest
    ):
        return None
    seat = seats(ASKER)
    asker: dict[str, Any] = {}
    attacker = "leader"
    rested = bool(stage.states.get("rested"))
    notes = (
        []
        if "rested" in stage.states
        else ["相手のステージのレスト・アクティブは書かれていませんが、どちらでも結果は同じです(7-1-1-2)。"]
    )
    if rest and rest[0].kind == "character":
        asker["characters"] = [{"id": "a", "name": "自分のキャラ"}]
        attacker = "a"
    elif not rest:
        notes.insert(0, "アタックするのは自分のリーダーとしています(どのカードでも結果は同じです)。")
    payload: dict[str, Any] = {
        seat[ASKER]: asker,
        seat[OTHER]: {"stage": {"id": "st", "name": "相手のステージ", "rested": rested}},
        "actions": [{"type": "attack", "attacker": attacker, "target": "st"}],
        "turn": 3,
    }
    return BuiltScenario(
        f"{GAME}.plan.stage_target",
        payload,
        tell(can_head("ステージへのアタックは"), me=seat[ASKER]),
        tuple(notes),
    )
