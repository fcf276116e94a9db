"""ニンジャスレイヤー plan: the インターラプト(・カイゼン) already used this turn, asked again — a
character changes the アイサツ対象 once per turn (705.3a-1: a character that changed it this turn
cannot be chosen; 1402.2 / 1402.3 「1ターンに1回」), so the second change is refused.

Built from the facts: one インターラプト keyword (or カイゼン) of one player's character, asked 「できる?」,
with the first use told — a change told done (「引き受けた」「対象を自分に変えてる」: ACTION
change_target) or the asked one counted as the second (「2回目」「2体目」「2回」). Run: the other player's
two characters each アイサツ the keyword's player, the keyword's character interrupts both times. The
attackers' カラテ (1) and the character's 耐久力 (2: it survives the first) are named defaults; a stat,
count or state told is not this plan's.

Two holders told (「インターラプト・カイゼンを持つキャラが2人いる」: the count right after the keyword and
「を持つ」/「持ち」): the limit is each character's own (705.3a-1 names the character that changed the
target), so which holder each use is decides — read as the copies of a 【ターン1回】 card are
(`onepiece_copies.copy_of_each`: 「1人目」「2人目」「もう1人」「別の」「同じキャラ」); a use naming no
holder, or an ordinal of the アイサツ (「2体目のアイサツ」) beside the holders' count, gets no scenario.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.plans.onepiece_copies import copy_of_each
from service.answering.reading.model import Fact, Reading, Role, asked_action
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
# 「カイゼンを持つキャラが2人」「インターラプト持ちが2体」「…を持ってるキャラを2体並べてる」: the count told
# of the keyword's holders, right after it
_HELD_BY = re.compile(
    r"\s*(?:を\s*持(?:つ|って(?:いる|る)?|った)|持ち)\s*の?\s*(?:キャラ(?:クター)?)?\s*(?:が|は|を)?\s*"
    r"(?:場に)?\s*([0-9])\s*(?:人|体|枚)"
)
# 「2体目のアイサツ」: an ordinal of the アイサツ, not of a holder
_ORDINAL_OF_AISATSU = re.compile(r"\s*の?\s*アイサツ")


def _holder_count(reading: Reading, keyword: Fact) -> tuple[int, int] | None:
    """(holders, end of the count's words) told right after the keyword and 「を持つ」/「持ち」, if any."""
    told = _HELD_BY.match(reading.text, keyword.end)
    return (int(told.group(1)), told.end()) if told is not None else None


def _holders_of_uses(reading: Reading, keyword: Fact, acts: list[Fact]) -> tuple[int, list[int]] | None:
    """(holders, the holder each use is — the told changes, then the asked one) when the holders are
    counted; None when they are not, or a use names no holder (-1 holders: decline)."""
    count = _holder_count(reading, keyword)
    if count is None or count[0] == 1:
        return None  # 「インターラプト持ちが1体だけ」: the one holder uses both
    holders = count[0] if 2 <= count[0] <= 3 else 0
    ordinals = [f for f in reading.of(Role.NUMBER) if f.concept == "ordinal"]
    if not holders or any(_ORDINAL_OF_AISATSU.match(reading.text, f.end) for f in ordinals):
        return (-1, [])
    asked = asked_action(reading)
    told = [f for f in acts if f.concept == "change_target" and f is not asked]
    question = reading.asks()
    if len(told) != 1 or not question:
        return (-1, [])
    each = copy_of_each(reading, [*told, question[-1]], holders, count[1])
    return (holders, each) if each is not None else (-1, [])


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
    counted = _holders_of_uses(reading, words[0], acts)
    if counted is not None and counted[0] < 0:
        return None
    holders, users = counted if counted is not None else (1, [0, 0])
    holder = next(iter(owners), None)
    # the keyword's player is the one アイサツされた: the asker when the character is theirs, or when
    # whose it is goes unsaid (「インターラプトって2回使える?」: the answer is the same for either)
    mine = PLAYER1 if holder == "opponent" else PLAYER2
    notes = (NOTE,) if holder is not None else (NOTE, HOLDER_NOTE)
    attackers = [{"id": f"a{i}", "name": f"{i}体目にアイサツするキャラ", "karate": 1} for i in (1, 2)]
    ids = [f"i{n}" for n in range(holders)] if holders > 1 else ["i"]
    first, then = ({"kind": "interrupt", "player": PLAYER2, "card": ids[n]} for n in users)
    names = (
        [f"{n + 1}人目の{keyword}を持つキャラ" for n in range(holders)]
        if holders > 1
        else [f"{keyword}を持つキャラ"]
    )
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": attackers},
        PLAYER2: {
            "field": [
                {"id": i, "name": name, "durability": 2, "keywords": [keyword]}
                for i, name in zip(ids, names, strict=True)
            ]
        },
        "actions": [
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a1", "target": PLAYER2},
            first,
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a2", "target": PLAYER2},
            then,
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
        if users[0] != users[1]:
            return (
                f"できます。{keyword}でアイサツ対象を変更できないのは、このターンすでに変更したそのキャラだけです"
                "(705.3a-1)。別のキャラはまだ変更していないので、2回目のアイサツの対象を変更できます"
            )
        return "2回目もインターラプトできます"

    return BuiltScenario(
        f"{GAME}.plan.interrupt_again", payload, tell(head, who, ("interrupt", "rejected"), 4), notes
    )
