"""「〜にドン!!を付与できる?」 planned from the reading (6-5-5-1: the turn player gives its active DON!!
in the cost area, one card at a time, in its main phase): the asker's active DON!! as told — none
when the cost area's DON!! are told rested (「ドン!!が全部レスト」) — given to the card named before
the verb, as many as the question gives (else 1). In the opponent's turn the asker gives none (6-5-2:
main-phase actions are the turn player's); its active DON!! are then 1 (a default in `notes`: the
turn decides it).
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_pay import many_played
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import rejection, tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"


def can_attach(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.concept != "attach_don" or verb.negated:
        return None
    if any(f is not verb for f in reading.of(Role.ACTION)) or many_played(reading, ("attach_don",)):
        return None  # another action, or a bare count given (「2枚付与できる?」): the plan gives 1
    turns = {f.concept for f in reading.of(Role.TURN)}
    if turns - {"self_turn", "opponent_turn"} or len(turns) > 1:
        return None
    boxes = cards(reading)
    notes: list[str] = []
    if not boxes:  # 「レストのドン!!を付与することはできる?」: to no card named
        kind, count = "leader", 1
        notes.append("付与する先は指定がないので、自分のリーダーとしています。")
    else:
        targets = [b for b in boxes if b.first() < verb.start]
        if len(boxes) != 1 or not targets or targets[0].kind not in ("leader", "character"):
            return None
        target = targets[0]
        if (
            target.owner not in (ASKER, None)
            or set(target.stats) - {"don"}
            or target.keywords
            or target.states
        ):
            return None
        kind, count = target.kind, target.stats.get("don", 1)
    rested = [s for s in reading.of(Role.STATE) if s.concept == "rested" and not s.negated]
    if any(s.concept != "rested" or s.negated for s in reading.of(Role.STATE)):
        return None
    player: dict[str, Any] = {}
    counts = reading.of(Role.QUANTITY)
    if any(q.concept != "don_active" or q.owner not in (ASKER, None) for q in counts) or len(counts) > 1:
        return None
    out_of_turn = "opponent_turn" in turns
    if counts:
        if rested:
            return None
        player["don_active"] = min(int(str(counts[0].value)), 10)
    elif rested and not out_of_turn:
        # 「コストエリアのドン!!が全部レスト」: no active DON!! to give
        player |= {"don_active": 0, "don_rested": 1}
        notes.append(
            "コストエリアのドン!!はすべてレスト(アクティブは0枚)として、レストのドン!!1枚で実行しています。"
        )
    elif out_of_turn and not rested:
        player["don_active"] = 1
        notes.append("アクティブのドン!!は1枚あるとしています(相手のターンに付与できるかだけを確かめます)。")
    else:
        return None  # how many active DON!! decides it and is not told
    uid = "leader"
    if kind == "character":
        player["characters"] = [{"id": "c", "name": "自分のキャラ"}]
        uid = "c"
    seat = seats(OTHER if out_of_turn else ASKER)
    action: dict[str, Any] = {"type": "attach_don", "target": uid, "count": min(max(count, 1), 10)}
    if out_of_turn:
        action["player"] = seat[ASKER]
    payload = {seat[ASKER]: player, seat[OTHER]: {}, "actions": [action]}
    noun = "キャラ" if uid == "c" else "リーダー"
    told = tell(_head(noun, count, player.get("don_active", 0)), ("rejected", "move"), 2, me=seat[ASKER])
    return BuiltScenario(f"{GAME}.plan.can_attach", payload, told, tuple(notes))


def _head(noun: str, count: int, active: int) -> Any:
    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        if refused is None:
            said = f"付与できます。アクティブのドン!!{count}枚を{noun}に付与します"
            return said + "(自分のターン中、1枚につきパワー+1000)"
        if 0 < active < count:
            return f"{active}枚までは付与できますが、{count}枚は付与できません({refused.text})"
        return f"付与できません({refused.text})"

    return head
