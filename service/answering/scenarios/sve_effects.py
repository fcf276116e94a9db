"""Shadowverse Evolve situations that end games or deal damage outside an attack: both players losing
at once (1.2.2) when the question tells no damage or draw that causes it. The asker is ``player1``
(the turn player). Damage spells and 「〜につき」 (5.28.1), an effect's damage to followers (5.13.1,
11.3.1) and drawing from a small or empty deck (5.9.1, 11.2.2) are planned from the reading
(`plans/sve_spell`, `plans/sve_players`, `plans/sve_turn`, `plans/sve_deck`)."""

from __future__ import annotations

from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, outcome_phrase, story
from service.answering.scenarios.sve_reading import grab, leader_health
from service.engine.scenario import SimulationResult

GAME = "sve"
_BOTH = r"お互い|両方|両者|両プレイヤー|双方|自分と相手|相手と自分|自分も相手も"


# ----- both players lose at once (1.2.2) --------------------------------------------------------
def simultaneous(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not asks(facts, _BOTH) or facts.attack:
        return None
    if asks(facts, r"(?:デッキ|山札)") and asks(facts, r"引|ドロー"):
        decks = {"player1": {"deck": number(facts, "deck", "self") or 0},
                 "player2": {"deck": number(facts, "deck", "opponent") or 0}}  # fmt: skip
        return BuiltScenario(
            f"{GAME}.simultaneous",
            decks | {"actions": [{"type": "draw", "player": "both"}]},
            story(_both_head, types=("game_over",), limit=1),
        )
    if not asks(facts, r"体力|HP"):
        return None
    both = grab(
        facts.text, r"(?:" + _BOTH + r")の?(?:リーダー)?の?(?:体力|HP)(?:が|は)?(?:残り)?\s*(-?[0-9]+)"
    )
    mine, theirs = leader_health(facts, "self"), leader_health(facts, "opponent")
    mine, theirs = (both if mine is None else mine), (both if theirs is None else theirs)
    damage = grab(facts.text, r"([0-9]+)\s*(?:点の)?ダメージ")
    notes: tuple[str, ...] = ()
    if damage is not None and mine is not None and theirs is not None:
        # 「お互いのリーダーに3ダメージ」: one effect damages both leaders at once
        actions = [{"type": "damage", "amount": damage, "targets": ["player1", "player2"]}]
        payload: dict[str, Any] = {
            "player1": {"health": mine},
            "player2": {"health": theirs},
            "actions": actions,
        }
    elif facts.simultaneous or asks(facts, r"相打ち|0(?:以下)?に"):
        # the question states the result (both at 0): start from it, not from an invented cause
        payload = {"player1": {"health": min(mine or 0, 0)}, "player2": {"health": min(theirs or 0, 0)}}
        notes = ("両方のリーダーの体力が0以下になった局面から、ルール処理をシミュレーションしました。",)
    else:
        return None
    return BuiltScenario(f"{GAME}.simultaneous", payload, story(_both_head, limit=3), notes)


def _both_head(sim: SimulationResult) -> str:
    if sim.outcome.draw:
        return "両方のプレイヤーが同時に敗北するため、ゲームは引き分けになります"
    return outcome_phrase(sim) or "どちらも敗北しません"
