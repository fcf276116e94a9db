"""ニンジャスレイヤーTCG questions about whether an インターラプト is allowed at all, where no number
decides the answer: インターラプト for another character (1402.2 against 1402.3). (A damage check
revealing a ウケミ card is `plans/ninjaslayer_ukemi.py`'s; アイサツ again, with a fresh character or
next turn: `plans/ninjaslayer_again.py`; インターラプト twice in a turn, 705.3a-1:
`plans/ninjaslayer_again_interrupt.py`.)

Where the question leaves a number out, a value that cannot change the answer is used and the notes
say so.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios import ninjaslayer_read as R
from service.answering.scenarios.common import stat
from service.engine.scenario import SimulationResult

GAME = "ninjaslayer"
Built = BuiltScenario | Unsupported | None
# the other character being アイサツされる; 「別のキャラで」 is the attacker (the instrument), not an ally
_ALLY = r"(?:味方|他|別|仲間|ほか)の(?:キャラ|ニンジャ)(?!で)"
_COVER = r"代わり|かば|庇|肩代わり|守[れるっ]|変更|変え|身代わり|受けられ|受け止め"
_NOT_KAIZEN = r"カイゼン(?:じゃ|では|で)?(?:ない|なし|無し)|ただのインターラプト|普通のインターラプト"
_INTERRUPTS = {"インターラプト", "インターラプト・カイゼン"}
_DEFAULTS_NOTE = (
    "{what}が書かれていないため{value}としてシミュレーションしています(答えはこの数値によりません)。"
)


def _aisatsu(attacker: str, target: str) -> dict[str, Any]:
    return {"kind": "aisatsu", "attacker": attacker, "target": target}


def _attacking_side(facts: Facts) -> str:
    """Who アイサツ: the opponent when the question is told from the defender's side."""
    return "opponent" if R.incoming(facts) else "self"


def _stat_or(facts: Facts, name: str, default: int, notes: list[str], what: str) -> int:
    said = next((stat(m, name) for m in facts.mentions if name in m.stats), None)
    if said is None:
        said = R.loose_stat(facts, name, [])
    if said is None:
        notes.append(_DEFAULTS_NOTE.format(what=what, value=default))
        return default
    return said


# ----- インターラプト twice in a turn, or for another character (705.3a-1, 1402) -------------------
def _interrupt_keyword(facts: Facts) -> str:
    kaizen = "カイゼン" in facts.text and not re.search(_NOT_KAIZEN, facts.text)
    return "インターラプト・カイゼン" if kaizen else "インターラプト"


def build_interrupt_for_ally(facts: Facts) -> Built:
    text = facts.text
    if (
        not re.search(r"インターラプト|カイゼン", text)
        or not re.search(_ALLY, text)
        or not re.search(_COVER, text)
    ):
        return None
    notes: list[str] = []
    keyword = _interrupt_keyword(facts)
    attacker = next((m for m in facts.mentions if m.role == "attacker" and "karate" in m.stats), None)
    karate = stat(attacker, "karate") if attacker is not None else None
    if karate is None:
        karate = _stat_or(facts, "karate", 1, notes, "アイサツするキャラクターのカラテ")
    holding = [m for m in facts.mentions if m is not attacker and set(R.keywords(facts, m)) & _INTERRUPTS]
    # the numbers written on each card: the インターラプト holder's 耐久力 decides whether it survives
    held = stat(holding[0], "durability") if holding else None
    others = [m for m in facts.mentions if m is not attacker and m not in holding and "durability" in m.stats]
    ally_durability = stat(others[0], "durability") if others else None
    holder_durability = held if held is not None else karate + 1
    holder = {
        "id": "i",
        "name": f"{keyword}を持つキャラクター",
        "durability": holder_durability,
        "keywords": [keyword],
    }
    ally = {
        "id": "v",
        "name": "アイサツされたキャラクター",
        "durability": ally_durability if ally_durability is not None else karate + 1,
    }
    payload = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "name": "アイサツするキャラクター", "karate": karate}]},
        "player2": {"field": [ally, holder]},
        "actions": [_aisatsu("a", "v"), {"kind": "interrupt", "card": "i"}],
    }
    sides = R.sides(facts, turn_of=_attacking_side(facts))

    def fate(uid: str, name: str, durability: int, sim: SimulationResult) -> str:
        if any(e.type == "move" and "1004.1" in e.rules and e.data.get("card") == uid for e in sim.events):
            return f"{name}はカラテ{karate}のイクサダメージが耐久力{durability}以上なので殺されます(1004.1)"
        return f"{name}はカラテ{karate}のイクサダメージが耐久力{durability}未満なので生き残ります(1004.1)"

    def head(sim: SimulationResult) -> str:
        if R.refusal(sim) is None:
            said = (
                f"できます。{keyword}は、支配者の場の他のキャラクターへのアイサツも、対象を自身に変更できます"
                "(1402.3)"
            )
            if held is not None:
                said += "。" + fate("i", f"{keyword}を持つキャラクター", holder_durability, sim)
            return said + "。元のアイサツ対象のキャラクターはダメージを受けません"
        said = (
            "できません。インターラプトがアイサツ対象を変更できるのは、アイサツ対象がそのキャラクターの支配者"
            "(プレイヤー)のときだけです(1402.2)。他のキャラクターへのアイサツを自身に変更できるのは"
            "インターラプト・カイゼンです(1402.3)"
        )
        if ally_durability is not None:
            said += "。" + fate("v", "アイサツされたキャラクター", ally_durability, sim)
        return said

    told = R.tell(head, sides, ("interrupt", "rejected", "damage", "move"), 3)
    return BuiltScenario(f"{GAME}.interrupt_for_ally", payload, told, tuple(notes))
