"""軌跡 TCG: a UNIT stunned to pay its own 起動クラフト's cost ('・(コスト):(効果)', 1201.1a-1) is a stun
like any other — its controller loses 絆 equal to its CPコスト (1306.3) unless it takes no stun
damage (1307.1); a stunned UNIT's crafts are invalid (1202.2a) and it is not stunned again (1306.2d)."""

from __future__ import annotations

from service.engine.kiseki.combat import EFFECT_OPS
from service.engine.kiseki.game import EFFECT_OPS as GAME_OPS
from tests.engine.kiseki_helpers import sim, unit


def _cost(uid: str, player: str = "player1") -> dict[str, object]:
    return {"kind": "effect", "op": "stun", "cost": True, "player": player, "target": uid}


def test_kiseki_1306_3_a_stun_paid_as_a_craft_cost_loses_the_cp_cost_in_kizuna() -> None:
    r = sim({"player1": {"field": [unit("a", cp=4)], "kizuna": 10}, "actions": [_cost("a")]})
    assert r.counter("player1", "kizuna") == 6
    assert any(e.type == "cost" and "1201.1a-1" in e.rules for e in r.events)
    assert any(e.type == "set_state" and "1306.1" in e.rules for e in r.events)


def test_kiseki_1201_1a_1_the_cost_is_paid_by_the_units_controller_only() -> None:
    r = sim({"player2": {"field": [unit("d", cp=3)]}, "actions": [_cost("d", "player1")]})
    assert any(e.type == "rejected" and "1201.1a-1" in e.rules for e in r.events)
    assert r.counter("player2", "kizuna") == 40


def test_kiseki_1202_2a_a_stunned_unit_cannot_pay_a_stun_cost() -> None:
    r = sim({"player1": {"field": [unit("a", cp=2, stunned=True)], "kizuna": 10}, "actions": [_cost("a")]})
    assert any(e.type == "rejected" and "1202.2a" in e.rules for e in r.events)
    assert r.counter("player1", "kizuna") == 10


def test_kiseki_1307_1_no_stun_damage_covers_a_stun_paid_as_a_cost() -> None:
    r = sim(
        {
            "player1": {"field": [unit("a", cp=5)], "kizuna": 10, "no_stun_damage": True},
            "actions": [_cost("a")],
        }
    )
    assert r.counter("player1", "kizuna") == 10


def test_kiseki_1201_1a_1_the_effect_ops_agree() -> None:
    assert EFFECT_OPS == GAME_OPS
