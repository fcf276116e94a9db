"""軌跡 TCG: アーツ (1213), ITEM (1207), destroy effects (1317.2) and the shared effect vocabulary."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from tests.engine.kiseki_helpers import attack, sim, unit


def arts_unit(uid: str, ep: int, *effects: dict[str, Any], **more: Any) -> dict[str, Any]:
    return unit(uid, arts_ep=ep, arts=list(effects), **more)


PUMP = {"effect": "modify", "timing": "arts", "stats": {"STR": 2, "DEF": 0}, "target": {"card": "a"}}


# ----- アーツ (1213) ----------------------------------------------------------------------------
def test_kiseki_1204_2f_5_arts_from_hand_pays_ep_and_puts_the_card_into_kiseki() -> None:
    r = sim(
        {
            "player1": {"hand": [arts_unit("h", 1, PUMP)], "field": [unit("a", str_=1)], "ep": 1},
            "player2": {"field": [unit("d", def_=3)]},
            "actions": [
                {"kind": "arts", "card": "h"},
                {"kind": "end_step"},
                {"kind": "end_step"},
                attack(["a"], "d"),
            ],
        }
    )
    assert "h" in r.uids("player1", "kiseki")
    assert r.counter("player1", "ep") == 0
    assert "d" in [c["uid"] for c in r.zone("player2", "field") if c["flags"].get("stunned")]  # 1+2 >= 3
    assert any("1204.2f-5" in e.rules for e in r.events if e.type == "move")


def test_kiseki_1213_2_arts_from_a_face_down_base_card_turns_it_face_up() -> None:
    r = sim(
        {
            "player1": {"base": [arts_unit("b", 0, PUMP)], "field": [unit("a")]},
            "actions": [{"kind": "arts", "card": "b"}],
        }
    )
    base = r.zone("player1", "base")[0]
    assert base["uid"] == "b" and base["flags"]["face_down"] is False
    assert r.zone("player1", "field")[0]["flags"]["eot_boost"] == [2, 0]


def test_kiseki_1213_2a_no_arts_from_a_face_up_base_card() -> None:
    r = sim(
        {
            "player1": {"base": [arts_unit("b", 0, PUMP, face_down=False)], "field": [unit("a")]},
            "actions": [{"kind": "arts", "card": "b"}],
        }
    )
    (refused,) = r.rejected
    assert refused["code"] == "face_up" and "1213.2a" in refused["rules"]


def test_kiseki_1204_2f_5_arts_needs_its_ep() -> None:
    r = sim(
        {
            "player1": {"hand": [arts_unit("h", 2, PUMP)], "field": [unit("a")], "ep": 1},
            "actions": [{"kind": "arts", "card": "h"}],
        }
    )
    assert r.rejected[0]["code"] == "cannot_pay" and "1204.2f-5" in r.rejected[0]["rules"]
    assert r.uids("player1", "hand") == ["h"]


def test_kiseki_1217_3_ep_gained_in_battle_pays_a_defenders_arts() -> None:
    """The attacked player gains EP from the 拠点 (1217.3) in the 803.7 window and plays an アーツ
    giving +0/+3: the attacked UNIT survives a STR 3 attack."""
    wall = {"effect": "modify", "timing": "arts", "stats": {"DEF": 3}, "target": {"card": "d"}}
    r = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3)]},
            "player2": {
                "field": [unit("d", def_=1), unit("e")],
                "hand": [arts_unit("h", 1, wall)],
                "base": [unit("pb")],
            },
            "actions": [
                attack(["a"], "d"),
                {"kind": "gain_ep", "player": "player2", "card": "pb"},
                {"kind": "arts", "player": "player2", "card": "h"},
                {"kind": "pass", "player": "player2"},
            ],
        }
    )
    assert not r.rejected
    d = next(c for c in r.zone("player2", "field") if c["uid"] == "d")
    assert not d["flags"].get("stunned")


def test_kiseki_705_7a_arts_boost_ends_with_the_turn() -> None:
    r = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a")]},
            "actions": [
                {"type": "effect", "effect": "modify", "stats": {"STR": 2}, "target": {"card": "a"}},
                {"kind": "pass"},
                {"kind": "pass", "player": "player2"},
            ],
        }
    )
    ends = [e for e in r.events if e.type == "modify" and "705.7a" in e.rules]
    assert ends and r.zone("player1", "field")[0]["flags"]["eot_boost"] == []


# ----- ITEM (1207) ----------------------------------------------------------------------------
def test_kiseki_1207_1_item_is_played_with_cp_and_stays_on_the_field() -> None:
    r = sim(
        {
            "player1": {"hand": [{"id": "i", "kind": "ITEM", "cp_cost": 2}], "cp": 2},
            "actions": [{"kind": "play_item", "card": "i"}],
        }
    )
    assert r.uids("player1", "field") == ["i"]
    assert r.counter("player1", "cp") == 0


def test_kiseki_1207_1_item_only_in_the_deploy_step() -> None:
    r = sim(
        {
            "phase": "battle",
            "player1": {"hand": [{"id": "i", "kind": "ITEM", "cp_cost": 0}]},
            "actions": [{"kind": "play_item", "card": "i"}],
        }
    )
    assert r.rejected[0]["code"] == "wrong_timing"


def test_kiseki_803_5b_an_item_is_not_a_unit_so_the_player_is_attacked() -> None:
    r = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2)]},
            "player2": {"field": [{"id": "i", "kind": "ITEM"}], "kizuna": 10},
            "actions": [attack(["a"], "player2")],
        }
    )
    assert not r.rejected
    assert r.counter("player2", "kizuna") == 8


def test_kiseki_803_3_an_item_cannot_attack() -> None:
    r = sim(
        {
            "phase": "battle",
            "player1": {"field": [{"id": "i", "kind": "ITEM"}]},
            "actions": [attack(["i"], "player2")],
        }
    )
    assert r.rejected[0]["code"] == "not_on_field"


# ----- destroy and the vocabulary -------------------------------------------------------------------
def test_kiseki_1317_2_destroy_puts_the_unit_into_kiseki_without_stun_damage() -> None:
    r = sim(
        {
            "player2": {"field": [unit("d", cp=3)], "kizuna": 5},
            "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "d"}}],
        }
    )
    assert r.uids("player2", "kiseki") == ["d"]
    assert r.counter("player2", "kizuna") == 5  # not a stun (1306.3)
    assert any("1317.2" in e.rules for e in r.events)


def test_kiseki_1317_2_destroy_reaches_a_base_card() -> None:
    r = sim(
        {
            "player2": {"base": [unit("b")]},
            "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "b"}}],
        }
    )
    assert r.uids("player2", "kiseki") == ["b"]


def test_kiseki_1205_1c_2_event_effects_resolve_before_it_goes_to_kiseki() -> None:
    event = {
        "id": "e",
        "kind": "EVENT",
        "ep_cost": 1,
        "effects": [{"effect": "destroy", "target": {"card": "d"}}, {"effect": "draw", "amount": 1}],
    }
    r = sim(
        {
            "player1": {"hand": [event], "ep": 1},
            "player2": {"field": [unit("d")]},
            "actions": [{"kind": "play_event", "card": "e"}],
        }
    )
    assert r.uids("player2", "kiseki") == ["d"]
    assert "e" in r.uids("player1", "kiseki")
    assert len(r.zone("player1", "hand")) == 1


def test_kiseki_1215_6_all_units_snapshot_skips_a_later_unit() -> None:
    r = sim(
        {
            "player1": {"field": [unit("a")], "hand": [unit("late", cp=0)]},
            "actions": [
                {"type": "effect", "effect": "modify", "stats": {"STR": 1}, "target": {"all": "player1"}},
                {"kind": "play_unit", "card": "late"},
            ],
        }
    )
    flags = {c["uid"]: c["flags"] for c in r.zone("player1", "field")}
    assert flags["a"]["eot_boost"] == [1, 0] and "eot_boost" not in flags["late"]


def test_kiseki_1331_2_gained_hate_binds_the_attack() -> None:
    r = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a")]},
            "player2": {"field": [unit("x"), unit("y")]},
            "actions": [
                {
                    "type": "effect",
                    "effect": "gain_keyword",
                    "keyword": "【ヘイト】",
                    "target": {"card": "y"},
                },
                attack(["a"], "x"),
            ],
        }
    )
    assert r.rejected[0]["code"] == "hate"


def test_kiseki_1330_1_banish_is_removal_from_the_game() -> None:
    r = sim(
        {
            "player2": {"field": [unit("d")]},
            "actions": [{"type": "effect", "effect": "banish", "target": {"card": "d"}}],
        }
    )
    assert r.uids("player2", "removed") == ["d"]


def test_kiseki_damage_effects_are_not_modelled() -> None:
    with pytest.raises(InvalidScenario):
        sim(
            {
                "actions": [
                    {"type": "effect", "effect": "damage", "amount": 1, "target": {"player": "player2"}}
                ]
            }
        )


def test_kiseki_104_2_draw_zero_is_not_performed() -> None:
    r = sim({"actions": [{"type": "effect", "effect": "draw", "amount": 0}]})
    assert any(e.type == "no_effect" and "104.2" in e.rules for e in r.events)
