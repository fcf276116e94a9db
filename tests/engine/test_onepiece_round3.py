"""ONE PIECE CARD GAME engine, round 3: a second 【ブロッカー】 in one battle (7-1-2-1), a banished life
card's 【トリガー】 (10-1-3-1), a played event's printed effect (8-4-2), 【KO時】 only on a KO
(10-2-1-3) and a card played during the attacker's battle (10-2-3-1). Named after the clauses."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import SimulationResult, simulate


def op(payload: dict[str, Any]) -> SimulationResult:
    return simulate("onepiece", payload)


def _blocked(block: Any) -> SimulationResult:
    return op(
        {
            "player1": {"characters": [{"id": "a", "power": 6000}]},
            "player2": {
                "characters": [
                    {"id": "A", "name": "ブロッカーA", "keywords": ["ブロッカー"], "power": 3000},
                    {"id": "B", "name": "ブロッカーB", "keywords": ["ブロッカー"], "power": 8000},
                ]
            },
            "actions": [{"type": "attack", "attacker": "a", "target": "leader", "block": block}],
        }
    )


def test_op_7_1_2_1_a_second_blocker_in_the_same_battle_is_refused() -> None:
    r = _blocked(["A", "B"])
    refused = [e for e in r.events if e.type == "cannot_block"]
    assert len(refused) == 1 and refused[0].data["card"] == "B" and refused[0].rules == ("7-1-2-1",)
    # the battle goes on with the first block: A (3000) is KO'd by 6000, B stays active
    ko = [e for e in r.events if e.type == "move" and e.data.get("to_zone") == "trash"]
    assert [e.data["card"] for e in ko] == ["A"]
    zones = r.final_state["players"]["player2"]["zones"]
    assert [c["uid"] for c in zones["characters"]] == ["B"] and len(zones["life"]) == 5
    order = [e.type for e in r.events]
    assert order.index("block") < order.index("cannot_block") < order.index("compare")


def test_op_7_1_2_1_one_blocker_blocks_as_before() -> None:
    one, listed = _blocked("A"), _blocked(["A"])
    assert [e.type for e in one.events] == [e.type for e in listed.events]
    assert not any(e.type == "cannot_block" for e in one.events)


def test_op_10_1_4_1_a_second_blocker_must_be_the_defenders_character() -> None:
    with pytest.raises(InvalidScenario):
        _blocked(["A", "nope"])


def _event(effect: dict[str, Any], life: int = 0) -> SimulationResult:
    return op(
        {
            "player1": {
                "don_active": 1,
                "hand": [{"id": "ev", "kind": "event", "keywords": ["メイン"], "effects": [effect]}],
            },
            "player2": {"life": life},
            "actions": [{"type": "play", "card": "ev"}],
        }
    )


def test_op_8_4_2_a_played_event_carries_out_its_printed_effect() -> None:
    r = _event({"effect": "damage", "amount": 1, "target": {"player": "player2"}})
    trashed = next(i for i, e in enumerate(r.events) if e.type == "move" and e.data.get("card") == "ev")
    dealt = next(i for i, e in enumerate(r.events) if e.type == "damage")
    assert trashed < dealt and "8-4-2" in r.events[dealt].rules
    # 1-2-1-1-1: damage at 0 life loses the game, by an effect as by a battle
    assert r.outcome.winner == "player1"


def test_op_8_4_2_an_event_draw_takes_from_the_deck() -> None:
    r = _event({"effect": "draw", "amount": 2}, life=3)
    assert len(r.final_state["players"]["player1"]["zones"]["hand"]) == 2
    assert sum(e.type == "move" and e.data.get("to_zone") == "hand" for e in r.events) == 2


def _banished(keywords: list[str], trigger: bool = True) -> SimulationResult:
    return op(
        {
            "player1": {"characters": [{"id": "a", "power": 6000, "keywords": keywords}]},
            "player2": {
                "life": 3,
                "life_cards": [{"id": "t", "name": "トリガー持ち", "keywords": ["トリガー"]}],
            },
            "actions": [{"type": "attack", "attacker": "a", "target": "leader", "trigger": trigger}],
        }
    )


def test_op_10_1_3_1_a_banished_life_cards_trigger_is_refused() -> None:
    r = _banished(["バニッシュ"])
    refused = [e for e in r.events if e.type == "cannot_trigger"]
    assert len(refused) == 1 and refused[0].rules == ("10-1-3-1",) and refused[0].data["card"] == "t"
    zones = r.final_state["players"]["player2"]["zones"]
    assert [c["uid"] for c in zones["trash"]] == ["t"] and not zones["hand"]
    assert not any(e.type == "reveal" and "10-1-5-1" in e.rules for e in r.events)


def test_op_10_1_5_1_without_banish_the_trigger_is_activated() -> None:
    r = _banished([])
    assert not any(e.type == "cannot_trigger" for e in r.events)
    assert any(e.type == "reveal" and "10-1-5-1" in e.rules for e in r.events)


def test_op_10_2_1_3_a_character_replaced_by_the_sixth_is_not_kod() -> None:
    chars = [{"id": "k", "name": "KO時持ち", "keywords": ["KO時"]}] + [{"id": f"c{i}"} for i in range(4)]
    r = op(
        {
            "player1": {"characters": chars, "hand": [{"id": "new", "cost": 0}]},
            "actions": [{"type": "play", "card": "new", "replace": "k"}],
        }
    )
    refused = [e for e in r.events if e.type == "cannot_trigger"]
    assert len(refused) == 1 and refused[0].rules == ("10-2-1-3", "3-7-6-1")
    assert not any(e.type == "ko_trigger" for e in r.events)
    assert "k" in [c["uid"] for c in r.final_state["players"]["player1"]["zones"]["trash"]]


def test_op_10_2_1_3_a_battle_ko_activates_the_ko_effect() -> None:
    r = op(
        {
            "player1": {"characters": [{"id": "a", "power": 6000}]},
            "player2": {"characters": [{"id": "k", "keywords": ["KO時"], "rested": True}]},
            "actions": [{"type": "attack", "attacker": "a", "target": "k"}],
        }
    )
    fired = [e for e in r.events if e.type == "ko_trigger"]
    assert len(fired) == 1 and fired[0].rules == ("10-2-1-3", "10-2-1-2")
    assert not any(e.type == "cannot_trigger" for e in r.events)


def test_op_10_2_1_3_an_effects_ko_activates_it_a_return_to_hand_does_not() -> None:
    base: dict[str, Any] = {"player2": {"characters": [{"id": "k", "keywords": ["KO時"]}]}}
    ko = op({**base, "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "k"}}]})
    assert any(e.type == "ko_trigger" for e in ko.events)
    back = op({**base, "actions": [{"type": "effect", "effect": "return_to_hand", "target": {"card": "k"}}]})
    # 10-2-1-2: KO is the move to the trash; leaving for the hand is none (audit 26a: recorded)
    refused = [e for e in back.events if e.type == "cannot_trigger"]
    assert not any(e.type == "ko_trigger" for e in back.events)
    assert len(refused) == 1 and refused[0].rules[:2] == ("10-2-1-2", "10-2-1-3")


def _in_battle(keywords: list[str], kind: str = "event", after_attack: bool = True) -> SimulationResult:
    actions: list[dict[str, Any]] = [{"type": "play", "card": "x", "in_battle": True}]
    if after_attack:
        actions.insert(0, {"type": "attack", "attacker": "a", "target": "leader"})
    return op(
        {
            "player1": {
                "characters": [{"id": "a"}],
                "hand": [{"id": "x", "kind": kind, "keywords": keywords, "cost": 0}],
            },
            "actions": actions,
        }
    )


@pytest.mark.parametrize(
    ("keywords", "kind", "rule"),
    [(["メイン"], "event", "10-2-3-1"), (["カウンター"], "event", "10-2-4-1"), ([], "character", "6-5-3-1")],
)
def test_op_10_2_3_1_a_card_played_during_the_attackers_battle_is_refused(
    keywords: list[str], kind: str, rule: str
) -> None:
    r = _in_battle(keywords, kind)
    refused = [e for e in r.events if e.type == "rejected"]
    assert len(refused) == 1 and rule in refused[0].rules
    assert any(e.type == "battle_end" for e in r.events)  # the battle itself ran
    assert "x" in [c["uid"] for c in r.final_state["players"]["player1"]["zones"]["hand"]]


def test_op_10_2_3_1_a_play_in_battle_needs_the_attack_before_it() -> None:
    with pytest.raises(InvalidScenario):
        _in_battle(["メイン"], after_attack=False)


@pytest.mark.parametrize("keywords", [["カウンター"], ["メイン", "カウンター"]])
def test_op_10_2_4_1_the_attacked_players_counter_event_is_no_play_refused_in_battle(
    keywords: list[str],
) -> None:
    """The defender's 【カウンター】 event — one holding 【メイン】 too — is its counter step's
    (7-1-3-2-2): scripted as a play during the battle it is no refusal but a scenario to write as the
    attack's counter (audit 14: 'no' had been stated for 「相手のアタック中に、手札の
    【メイン】【カウンター】イベント撃てる?」)."""
    payload = {
        "player1": {"characters": [{"id": "a"}]},
        "player2": {"hand": [{"id": "x", "kind": "event", "keywords": keywords, "cost": 0}]},
        "actions": [
            {"type": "attack", "attacker": "a", "target": "leader"},
            {"type": "play", "card": "x", "in_battle": True, "player": "player2"},
        ],
    }
    with pytest.raises(InvalidScenario):
        op(payload)
    main_only = {
        **payload,
        "player2": {"hand": [{"id": "x", "kind": "event", "keywords": ["メイン"], "cost": 0}]},
    }
    refused = [e for e in op(main_only).events if e.type == "rejected"]
    assert len(refused) == 1 and "10-2-3-1" in refused[0].rules
