"""ニンジャスレイヤー plan for a ジツ cost (1320): can a cost with 「ジツN」 be paid from the stated
ダメージ・ゾーン? ジツN turns N face-up damage-zone cards face down (1320.1); with fewer than N
face-up cards the instruction cannot be carried out (1320.1a), so the cost cannot be paid (1203.2).

The damage zone comes from the question: its total and how many are face down (「7枚あるけど、その
うち5枚はもうジツで裏返してる」), or the face-up count itself (「表向きは2枚だけ」). The card or
ability paying it is run as a コトダマ card whose only cost is that ジツ (the engine checks 1320.1a
when a コトダマ is entered, 1204.2g-2; it runs no 起動能力): its エテルのコスト is 0, a default the
notes name — a cost the question does not give is taken as payable.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import tell
from service.engine.scenario import SimulationResult

_TOLD = ("pay", "use", "play")  # 「払える?」「使える?」「エントリーできる?」: the payment asked
_ZONE = ("damage_zone", "damage_zone_face_down", "damage_zone_face_up")
STAND_IN = (
    "ジツのコストを持つカード・能力は、エテルのコスト0でコストにジツを含むコトダマとしてシミュレーション"
    "しています(ジツ以外のコストは書かれていないので支払えるものとしています)。"
)


def _zone(counts: dict[tuple[str, str], int], seat: str) -> tuple[int, int] | None:
    """(face-up, face-down) of `seat`'s ダメージ・ゾーン, or None when the counts do not fix both."""
    total = counts.get((seat, "damage_zone"))
    down = counts.get((seat, "damage_zone_face_down"))
    up = counts.get((seat, "damage_zone_face_up"))
    if up is None and total is not None and down is not None:
        up = total - down
    if down is None and total is not None and up is not None:
        down = total - up
    if up is None or down is None or up < 0 or down < 0:
        return None
    if total is not None and total != up + down:
        return None
    return up, down


def jitsu_cost(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.CARD, Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if not acts or any(f.concept not in _TOLD for f in acts):
        return None
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "jitsu" or not isinstance(stats[0].value, int):
        return None
    jitsu = int(stats[0].value)
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or any(c not in _ZONE or s != mine for s, c in counts):
        return None  # another player's zone, or the cost's controller would be a guess (1320.1a)
    zone = _zone(counts, mine)
    if zone is None:
        return None
    up, down = zone
    card = {
        "id": "j",
        "name": f"コストにジツ{jitsu}を含むカード",
        "kind": "kotodama",
        "cost": 0,
        "jitsu": jitsu,
    }
    payload: dict[str, Any] = {
        "phase": "character",
        mine: {"damage_zone": up, "damage_zone_face_down": down, "hand": [card]},
        "actions": [{"kind": "kotodama", "player": mine, "card": "j"}],
    }
    notes = [STAND_IN]
    if any(f.owner is None for f in reading.of(Role.QUANTITY)):
        notes.append(UNOWNED_NOTE)
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return (
                f"ダメージ・ゾーンの表向きのカードは{up}枚でジツ{jitsu}に足りないので、"
                "ジツの指示は実行できず、コストを支払えません(裏向きのカードは数えません)"
            )
        return f"表向きのカード{up}枚のうち{jitsu}枚を裏向きにして、ジツ{jitsu}を支払えます"

    types = ("rejected", "entry", "set_state")
    return BuiltScenario(f"{GAME}.plan.jitsu_cost", payload, tell(head, who, types, 3), tuple(notes))
