"""The first sentence of a ONE PIECE CARD GAME attack's simulated answer (scenarios/onepiece_battle.py):
a refusal, the powers compared, a block, the battle won or lost, the life the question gave after it,
and what the defender's life cards did (hand, 【バニッシュ】 to the trash, 【トリガー】)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios.common import asks
from service.answering.scenarios.onepiece_read import ASKS_LEGALITY, ME, OPPONENT, PASSIVE_BLOCK
from service.answering.scenarios.onepiece_tell import outcome, rejection, verdict
from service.engine.events import Result
from service.engine.scenario import SimulationResult

__all__ = ["ASKS_BLOCK", "headline"]

_REFUSED = {
    "insufficient_don": "カウンターは使えません",
    "cannot_counter": "カウンターは使えません",
    "cannot_block": "ブロックできません",
}
# the question asks about the defender's choice, not about the attack
ASKS_BLOCK = r"ブロック[^。?]{0,6}(?:でき|可能)|" + PASSIVE_BLOCK
_ASKS_COUNTER = r"カウンター[^。?]{0,6}(?:でき|可能)"
_ASKS_GIVE = r"ドン!!?[^。?]{0,8}(?:付与|付け|つけ|乗せ)"
_ASKS_ATTACK = r"(?:アタック|攻撃)\s*(?:は|って|を|が)?\s*(?:でき|可能)"  # 「相手は…にアタックできる?」 too


def headline(facts: Facts, defending: bool, life_said: bool, counted: bool, at_leader: bool) -> Any:
    # 「ブロックってできる?」「カウンター使える?」ask about the defender's choice, not the attack
    legality = asks(facts, ASKS_LEGALITY) and not asks(facts, ASKS_BLOCK, _ASKS_COUNTER)
    attacker_word, defender_word = ("相手", "自分") if defending else ("自分", "相手")

    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        if refused is not None:
            # the refused action may be the defender's (a counter it cannot pay for), not the attack
            what = _REFUSED.get(str(refused.data.get("code")), "アタックできません")
            if refused.data.get("code") == "summoning_sickness" and asks(facts, _ASKS_GIVE):
                what = f"ドン!!の付与はできますが、{what}"  # 6-5-5-1 names no such limit
            return f"{what}({refused.text})"
        compare = next((e for e in sim.events if e.type == "compare"), None)
        if compare is None:
            return outcome(sim) or "アタックは行われません"
        a, d = compare.data.get("attacker_power"), compare.data.get("defender_power")
        said = "アタックできます。" if legality and (not defending or asks(facts, _ASKS_ATTACK)) else ""
        settled = verdict(facts, sim) if life_said or sim.outcome.result is Result.GAME_OVER else ""
        said = f"{settled}。{said}" if settled else said
        if compare.data.get("defender_don"):
            said += (
                f"{defender_word}のカードに付与されたドン!!は、{defender_word}のターンではないためパワーに加わりません"
                # 「パワーは4000」: the value a 「そのキャラのパワーは?」 verdict reads (the attacker's
                # power told next had been read instead: onepiece-bh-19 stated [5000])
                f"(パワーは{d}のまま)。"
            )
        if any(e.type == "cannot_block" and e.data.get("reason") == "rested" for e in sim.events):
            said += (
                f"{defender_word}のブロッカーはレストのため【ブロッカー】を発動できず、ブロックされません。"
            )
        if any(e.type == "block" for e in sim.events):
            said += f"{defender_word}のブロッカーがブロックし、アタックされたカードがブロッカーに変わります。"
            if life_said and at_leader:
                life = len(sim.zone(ME if defending else OPPONENT, "life"))
                # outside a parenthesis: the life count is the number a 「何枚?」 verdict states
                said += f"{defender_word}のリーダーにダメージは入らず、ライフは{life}枚のままです。"
        said += f"パワー{a}対{d}で、"
        if any(e.type == "battle_lost" for e in sim.events):
            target_leader = compare.data.get("defender_kind") == "leader"
            hit = "ダメージは入りません" if target_leader else "何も起きません"
            said += f"アタックした{attacker_word}のカードがバトルに負け、{hit}"
            if target_leader and life_said and not sim.zone(ME if defending else OPPONENT, "life"):
                said += f"。{defender_word}のライフは0枚ですが、ダメージを受けないので敗北しません"
            return said
        said += _won(sim, attacker_word, defender_word, life_said)
        if counted and any(e.type == "battle_won" for e in sim.events):
            left = len(sim.zone(ME if defending else OPPONENT, "characters"))
            said += f"({defender_word}のキャラは{left}体になります)"
        return said

    def lead(sim: SimulationResult) -> str:
        """The life the question gave, after the battle, first: the number a 「何枚?」 verdict states
        (the powers compared come later in the sentence)."""
        said = head(sim)
        fought = any(e.type == "compare" for e in sim.events)
        if not (life_said and at_leader and fought) or sim.outcome.result is Result.GAME_OVER:
            return said
        if verdict(facts, sim):  # 「勝てる?」「負ける?」: win or lose is said first
            return said
        if _OTHER_COUNT.search(re.split(r"[。]", facts.text.rstrip("。"))[-1]):
            return said  # 「手札に何枚加わる?」: the question asks another count than the life
        life = len(sim.zone(ME if defending else OPPONENT, "life"))
        return f"バトルのあと{defender_word}のライフは{life}枚です。{said}"

    return lead


_OTHER_COUNT = re.compile(r"手札|トラッシュ|デッキ|キャラ|ドン")


def _won(sim: SimulationResult, attacker_word: str, defender_word: str, life_said: bool) -> str:
    defender = ME if defender_word == "自分" else OPPONENT
    if any(e.type == "battle_won" for e in sim.events):
        ko = next((e for e in sim.events if e.type == "move" and "7-1-4-1-2" in e.rules), None)
        name = ko.data.get("name") if ko is not None else f"{defender_word}のキャラ"
        said = f"アタックした{attacker_word}のカードが勝ち、{name}はKOされトラッシュに置かれます"
        dons = [e for e in sim.events if e.type == "move" and "6-5-5-4" in e.rules]
        if dons:
            said += f"。付与されていたドン!!{len(dons)}枚は持ち主のコストエリアにレストで置かれます"
        return said
    damage = next((e for e in sim.events if e.type == "damage"), None)
    amount = int(damage.data.get("amount", 1)) if damage is not None else 1
    said = f"アタックした{attacker_word}のカードが勝ち、{defender_word}のリーダーに{amount}ダメージ"
    over = outcome(sim)
    if over:
        return f"{said}。{over}"
    to_hand = sum(
        1
        for e in sim.events
        if e.type == "move" and e.data.get("to_zone") == "hand" and "7-1-4-1-1-2" in e.rules
    )
    to_trash = sum(1 for e in sim.events if e.type == "move" and "10-1-3-1" in e.rules)
    triggered = sum(1 for e in sim.events if e.type == "reveal" and "10-1-5-1" in e.rules)
    parts = []
    if to_hand:
        parts.append(f"{defender_word}はライフの上から{to_hand}枚を手札に加えます")
    if to_trash:
        # 10-1-3-1: a 【トリガー】 card banished is not activated — say so when one was there
        banished = [e for e in sim.events if e.type == "move" and "10-1-3-1" in e.rules]
        kept = (
            "(【トリガー】は発動しません)"
            if any("トリガー" in str(e.data.get("name")) for e in banished)
            else ""
        )
        parts.append(
            f"【バニッシュ】により{defender_word}のライフの上から{to_trash}枚がトラッシュに置かれます{kept}"
        )
    if triggered:
        parts.append(f"{defender_word}は{triggered}枚の【トリガー】を発動します")
    if parts:
        said += "。" + "。".join(parts)
    life = len(sim.zone(defender, "life"))
    if life_said:
        said += f"(ライフは{life}枚)"
        if life == 0:
            said += "。ライフは0枚になりますが、まだ敗北ではありません(次にリーダーがダメージを受けると敗北)"
    return said
