"""ニンジャスレイヤー plan: the インターラプト(・カイゼン) already used this turn, asked again — a
character changes the アイサツ対象 once per turn (705.3a-1: a character that changed it this turn
cannot be chosen; 1402.2 / 1402.3 「1ターンに1回」), so the second change is refused.

Built from the facts: one インターラプト keyword (or カイゼン) of one player's character, asked 「できる?」,
with the first use told — a change told done (「引き受けた」「対象を自分に変えてる」: ACTION
change_target) or the asked one counted as the second (「2回目」「2体目」「2回」). Run: the other player's
two characters each アイサツ the keyword's player, the keyword's character interrupts both times. The
attackers' カラテ (1) and the character's 耐久力 (2: it survives the first) are named defaults; a stat,
count or state told is not this plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, refusal, tell
from service.engine.scenario import SimulationResult

HOLDER_NOTE = (
    "インターラプトを持つキャラは自分のもの(相手のアイサツを受ける側)としています(答えはこれによりません)。"
)
_INTERRUPTS = ("インターラプト", "インターラプト・カイゼン")
_ACTS = frozenset({"aisatsu", "attacked", "change_target", "use", "unused_this_turn"})
NOTE = (
    "アイサツするキャラのカラテは1、インターラプトするキャラの耐久力は2としてシミュレーションしています"
    "(2回目に対象を変更できるかはこの数値によりません)。"
)


# 「2回目も」「2回目のアイサツも」: the second told as one more of the same
_ALSO = re.compile(r"\s*(?:回目|体目|度目)?\s*(?:の\s*アイサツ(?:フェイズ)?\s*)?(?:の\s*対象\s*)?も")
_AGAIN = re.compile(r"もう\s*(?:一|1|１)\s*(?:度|回)|再び|また")


def interrupt_again(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "can" or reading.of(Role.STAT, Role.STATE):
        return None
    if any(f.concept != "field_count" or f.value != 2 for f in reading.of(Role.QUANTITY)):
        return None  # 「相手のキャラ2体にアイサツされた」: the two attackers, no other count
    repeats = reading.of(Role.MODIFIER)
    if any(f.concept != "repeat" or f.value != 2 or f.negated for f in repeats):
        return None  # 「相手が2回アイサツしてきたら」: the two アイサツ, nothing else
    words = [f for f in reading.of(Role.KEYWORD) if not f.negated]
    kinds = {f.concept for f in words}
    if len(kinds) != 1 or not kinds <= set(_INTERRUPTS):
        return None
    keyword = kinds.pop()
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if any(f.concept not in _ACTS for f in acts) or not any(
        f.concept in ("aisatsu", "attacked") for f in acts
    ):
        return None
    numbers = reading.of(Role.NUMBER)
    if any(f.value not in (1, 2) for f in numbers):
        return None  # 「1回目」「2回目」「1体だけ」: the first and the second アイサツ
    # a change told done — never the asked one (「…アイサツを引き受けられる?」: the change asked)
    asked = asked_action(reading)
    told = any(f.concept == "change_target" and f is not asked for f in acts)
    asked_twice = any(f.concept == "about:repeat" and f.value == 2 for f in reading.asks())
    # 「2回目も」「2回目のアイサツでもう一度」「…1回使ったキャラで、2回目の…」: the first use said; a bare
    # 「相手はこのターン2回目のアイサツ」 counts the アイサツ, not the keyword's uses
    text = reading.text
    used = _AGAIN.search(text) is not None or any(f.concept == "use" for f in acts)
    second = (
        any(f.value == 2 and (used or _ALSO.match(text, f.end)) for f in numbers)
        or bool(repeats)
        or asked_twice
    )
    if not (told or second):
        return None  # the first use is not told: the change is allowed (1402)
    owners = {f.owner for f in words if f.owner is not None}
    if len(owners) > 1:
        return None
    holder = next(iter(owners), None)
    # the keyword's player is the one アイサツされた: the asker when the character is theirs, or when
    # whose it is goes unsaid (「インターラプトって2回使える?」: the answer is the same for either)
    mine = PLAYER1 if holder == "opponent" else PLAYER2
    notes = (NOTE,) if holder is not None else (NOTE, HOLDER_NOTE)
    attackers = [{"id": f"a{i}", "name": f"{i}体目にアイサツするキャラ", "karate": 1} for i in (1, 2)]
    interrupt = {"kind": "interrupt", "player": PLAYER2, "card": "i"}
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": attackers},
        PLAYER2: {
            "field": [{"id": "i", "name": f"{keyword}を持つキャラ", "durability": 2, "keywords": [keyword]}]
        },
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a1", "target": PLAYER2},
            interrupt,
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a2", "target": PLAYER2},
            interrupt,
        ],
    }
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    who = Sides(mine, {mine: "自分", other: "相手"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return (
                f"できません。{keyword}でアイサツ対象を変更できるのは1ターンに1回で、このターンすでに対象を"
                "変更したキャラは2回目のアイサツでは選べません(705.3a-1)"
            )
        return "2回目もインターラプトできます"

    return BuiltScenario(
        f"{GAME}.plan.interrupt_again", payload, tell(head, who, ("interrupt", "rejected"), 4), notes
    )
