"""Shadowverse Evolve class notations checked when a card is played: 【コンボ N】 counts this turn's
plays, the card included (13.2.1.2, 13.2.1.3); 【スペルチェイン N】 the graveyard's spells, the spell
itself not yet there (13.3.1.2, 13.3.1.3); 【ネクロチャージ N】 the graveyard's cards, the card itself
not counted (13.5.1.2, 13.5.1.3.1)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate


def _condition(
    player1: dict[str, Any], card: dict[str, Any], actions: list[dict[str, Any]] | None = None
) -> Any:
    payload = {
        "player1": player1 | {"hand": [*player1.get("hand", []), {"id": "c", "cost": 0} | card]},
        "actions": actions or [{"type": "play", "card": "c"}],
    }
    result = simulate("sve", payload)
    return next(e for e in result.events if e.type in ("condition", "condition_unmet"))


@pytest.mark.parametrize(
    ("played", "combo", "met"), [(2, 3, True), (1, 3, False), (0, 1, True), (5, 4, True)]
)
def test_13_2_1_2_combo_counts_this_turns_plays_with_the_card_itself(
    played: int, combo: int, met: bool
) -> None:
    event = _condition({"played": played}, {"combo": combo})
    assert event.data["met"] is met and event.data["count"] == played + 1
    assert event.type == ("condition" if met else "condition_unmet") and "13.2.1.2" in event.rules


def test_13_2_1_3_combo_counts_cards_played_in_the_scenario_too() -> None:
    hand = [{"id": "a", "cost": 0}, {"id": "b", "cost": 0, "kind": "spell"}]
    actions = [{"type": "play", "card": "a"}, {"type": "play", "card": "b"}, {"type": "play", "card": "c"}]
    event = _condition({"hand": hand}, {"combo": 3}, actions)
    assert event.data["met"] is True and event.data["count"] == 3 and "13.2.1.3" in event.rules


@pytest.mark.parametrize(
    ("spells", "others", "chain", "met"), [(2, 0, 3, False), (3, 5, 4, False), (3, 0, 3, True)]
)
def test_13_3_1_3_spell_chain_counts_graveyard_spells_not_the_spell_itself(
    spells: int, others: int, chain: int, met: bool
) -> None:
    event = _condition(
        {"graveyard_spells": spells, "graveyard": others}, {"kind": "spell", "spell_chain": chain}
    )
    assert event.data["met"] is met and event.data["count"] == spells
    assert "13.3.1.3" in event.rules


@pytest.mark.parametrize(
    ("spells", "others", "necro", "met"), [(3, 4, 7, True), (2, 4, 7, False), (0, 7, 7, True)]
)
def test_13_5_1_2_necro_charge_counts_every_graveyard_card(
    spells: int, others: int, necro: int, met: bool
) -> None:
    event = _condition(
        {"graveyard_spells": spells, "graveyard": others}, {"kind": "spell", "necro_charge": necro}
    )
    assert event.data["met"] is met and event.data["count"] == spells + others
    assert "13.5.1.2" in event.rules and "13.5.1.3.1" in event.rules


def test_13_2_1_2_the_play_count_restarts_with_the_next_turn() -> None:
    payload = {
        "player1": {"played": 4},
        "player2": {"hand": [{"id": "c", "cost": 0, "combo": 2}]},
        "actions": [{"type": "end_turn"}, {"type": "play", "card": "c"}],
    }
    result = simulate("sve", payload)
    event = next(e for e in result.events if e.type in ("condition", "condition_unmet"))
    assert event.type == "condition_unmet" and event.data["count"] == 1
