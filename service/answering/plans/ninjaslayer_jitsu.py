"""ニンジャスレイヤー plan for a ジツ cost (1320): can a cost with 「ジツN」 be paid from the stated
ダメージ・ゾーン? ジツN turns N face-up damage-zone cards face down (1320.1); with fewer than N
face-up cards the instruction cannot be carried out (1320.1a), so the cost cannot be paid (1203.2).

The damage zone comes from the question: its total and how many are face down (「7枚あるけど、その
うち5枚はもうジツで裏返してる」), or the face-up count itself (「表向きは2枚だけ」). The card or
ability paying it is run as a コトダマ card whose only cost is that ジツ (the engine checks 1320.1a
when a コトダマ is entered, 1204.2g-2; it runs no 起動能力): its エテルのコスト is 0, a default the
notes name — a cost the question does not give is taken as payable.

A card text quoted with the cost (「場のキャラの起動能力「■ジツ3:相手のキャラクターを1人選び、それを
殺す。」起動できる?」): its effect's requirements (a target to choose, 1204.2e) the run does not hold,
so only a cost that cannot be paid is stated — it alone refuses the entry (1203.2, 1320.1a); a payable
one leaves the answer to the untold rest and the plan declines.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.plans.quoted_ability import effect_parts
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, tell
from service.engine.scenario import SimulationResult

_TOLD = (
    "pay",
    "use",
    "play",
    "cast",
)  # 「払える?」「使える?」「エントリーできる?」「撃てる?」: the payment asked
_ZONE = ("damage_zone", "damage_zone_face_down", "damage_zone_face_up")
_QUOTE = re.compile(r"「[^「」]*」")
STAND_IN = (
    "ジツのコストを持つカード・能力は、エテルのコスト0でコストにジツを含むコトダマとしてシミュレーション"
    "しています(ジツ以外のコストは書かれていないので支払えるものとしています)。"
)


TARGETS_NOTE = (
    "テキストの「選び」の対象になるキャラクターは場にいるものとしています(ジツを支払えないので、"
    "対象の有無にかかわらずエントリーできません)。"
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


def _chosen(reading: Reading) -> dict[str, Any] | None:
    """The quoted text's 「(対象条件)を(対象数)選び、」 as the engine's choose rule (1204.2e), or None."""
    quotes = [(m.start(), m.end()) for m in _QUOTE.finditer(reading.text)]
    inside = [f for f in reading.facts if any(s <= f.start and f.end <= e for s, e in quotes)]
    targets = [f for f in inside if f.role is Role.ACTION and f.concept == "target"]
    if len(targets) != 1:
        return None
    owners = {f.owner or "" for f in inside if f.role is Role.CARD and f.concept == "character"}
    owner = owners.pop() if len(owners) == 1 and owners <= {"opponent", "self"} else "any"
    count = targets[0].value if isinstance(targets[0].value, int) else 1
    return {"owner": owner, "count": count}


def _text_facts(reading: Reading) -> tuple[list[Fact], bool]:
    """The facts outside a quoted card text (the ジツ cost inside it kept: 「■ジツ3:…」), and whether a
    text is quoted. The card holding the text (「場のキャラの起動能力」) is no fact of the payment."""
    quotes = [(m.start(), m.end()) for m in _QUOTE.finditer(reading.text)]
    if not quotes:
        return list(reading.facts), False
    kept = [
        f
        for f in reading.facts
        if (f.role is Role.STAT and f.concept == "jitsu")
        or not any(s <= f.start and f.end <= e for s, e in quotes)
    ]
    held = [
        f for f in kept if not (f.role is Role.CARD and f.concept == "character" and f.owner != "opponent")
    ]
    return held, True


def jitsu_cost(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can":
        return None
    facts, quoted = _text_facts(reading)
    if any(f.role in (Role.CARD, Role.KEYWORD, Role.STATE, Role.MODIFIER) for f in facts):
        return None
    if quoted and any(f.role is Role.OWNER and f.owner == "opponent" for f in facts):
        return None  # an opponent told outside the text: whose card, whose zone, is not plain
    acts = [f for f in facts if f.role is Role.ACTION and not f.negated]
    if (not acts and not quoted) or any(f.concept not in _TOLD for f in acts):
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
    only_up = (
        counts.get((mine, "damage_zone_face_up")) if set(counts) == {(mine, "damage_zone_face_up")} else None
    )
    if zone is None and only_up is not None:
        # 「表向きが2枚」 alone: ジツN asks N face-up cards (1320.1a); untold face-down ones change nothing
        zone = (only_up, 0)
    if zone is None:
        return None
    up, down = zone
    if quoted and up >= jitsu:
        return None  # the cost is paid; whether the text can be entered rests on what it needs
    card: dict[str, Any] = {
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
    if only_up is not None and (mine, "damage_zone_face_down") not in counts:
        notes.append(
            "ダメージ・ゾーンの裏向きのカードは書かれていないので0枚としています(ジツで数えるのは表向きのカードだけです、1320.1a)。"
        )
    chosen = _chosen(reading) if quoted else None
    if chosen is not None:
        # the text's targets are there (the question does not say; the unpaid cost refuses it first)
        card["choose"] = [chosen]
        seat = mine if chosen["owner"] == "self" else PLAYER2 if mine == PLAYER1 else PLAYER1
        field = [{"id": f"t{i}", "name": "対象にできるキャラ"} for i in range(int(chosen["count"]))]
        payload.setdefault(seat, {})["field"] = field
        notes.append(TARGETS_NOTE)
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
    # 「■ジツ3:1枚ドロー。」: the effect after the colon is never reached when the cost is refused (a quoted
    # text is run only then, above) — read whole
    parts = (effect_parts(reading.text) or ()) if quoted else ()
    return BuiltScenario(
        f"{GAME}.plan.jitsu_cost", payload, tell(head, who, types, 3), tuple(notes), quoted=parts
    )
