"""ニンジャスレイヤーTCG questions about whether an インターラプト is allowed at all, where no number
decides the answer: インターラプト for another character (1402.2 against 1402.3), and what a damage
check does with a ウケミ card outside an アイサツ (1104.4). (アイサツ again, with a fresh character or
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


# ----- a damage check that reveals a ウケミ card, outside an アイサツ (1104) -------------------------
def build_ukemi_check(facts: Facts) -> Built:
    text = facts.text
    top = R.deck_top_ukemi(text)
    if facts.attack or top is None or "ダメージチェック" not in text:
        return None
    cost = int(str(top.get("ukemi_cost", 0)))
    etel = R.etel(facts)
    declined = re.search(r"エントリーしない|使わない|払わない(?:で|こと|と)|しないことを選", text)
    if etel is None and declined:  # declining needs no payable cost (1104.4a)
        etel = R.Etel(cost, 0)
    short = re.search(
        r"払えな|支払えな|足りな|全部オジギ|すべてオジギ|全てオジギ|オジギ済|エテル(?:が|は)?(?:ない|無い|0)",
        text,
    )
    if etel is None and cost:
        if short is None and not re.search(r"払える|支払える|払って|支払って", text):
            return Unsupported(
                "ウケミのコストを支払えるかはエテル・ゾーンのアンタイ・オジギ状態のカードの枚数で決まりますが、"
                "その枚数が書かれていないためシミュレーションしていません。"
            )
        etel = R.Etel(0, cost) if short else R.Etel(cost, 0)
    side = (
        "opponent"
        if re.search(r"相手(?:の|が)[^。?]{0,8}?(?:ダメージチェック|デッキ|山札|めく)", text)
        else "self"
    )
    sides = R.sides(facts)
    who = sides.player(side)
    spec: dict[str, Any] = {"deck_top": [top]}
    if etel is not None:
        spec.update(etel=etel.upright, etel_bowed=etel.bowed)
    payload: dict[str, Any] = {
        who: spec,
        "actions": [{"kind": "effect", "op": "damage", "target": who, "amount": 1}],
    }
    if declined:
        payload["choices"] = {"ukemi": False}

    def head(sim: SimulationResult) -> str:
        moved = next((e for e in sim.events if e.type == "move" and e.data.get("card") == "u"), None)
        rules = set().union(*(e.rules for e in sim.events if e.data.get("card") == "u" and e.type == "move"))
        if "1104.4b" in rules:
            return (
                f"ウケミ能力のコスト({cost}エテル)を支払えないのでエントリーできず、そのカードはチェック・ゾーンから"
                "持ち主のオヒガンに置かれます(1104.4b)。ダメージ・ゾーンには置かれません"
            )
        if "1104.4a" in rules:
            return (
                "‘(コスト):(効果)’の形のウケミ能力はエントリーしないことを選べ、そのカードはチェック・ゾーンから"
                "持ち主のオヒガンに置かれます(1104.4a)。ダメージ・ゾーンには置かれません"
            )
        if moved is not None and "1104.4" in rules:
            paid = f"エテル{cost}枚をオジギしてコストを支払い、" if cost else ""
            return (
                f"{paid}ウケミ能力でそのカードがエントリーし(1104.4)、場に出ます。"
                "ダメージ・ゾーンには置かれません"
            )
        return "めくれたカードはダメージ・ゾーンに置かれます(1104.3)"

    told = R.tell(head, sides, ("move", "set_state"), 4)
    return BuiltScenario(f"{GAME}.ukemi_check", payload, told)
