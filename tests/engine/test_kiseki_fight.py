"""軌跡 TCG engine: edge cases of the fight (804.11), default choices, and the rule terms a scenario
may state as already in effect (+X/+Y 1303, オーバーキルしない 1319.1, 攻撃されない 1326.1,
スタンダメージを受けない 1307.1)."""

from __future__ import annotations

from tests.engine.helpers import cited, counter, rejected, zone
from tests.engine.kiseki_helpers import attack, sim, unit


# ----- edge cases of the fight (804.11) and of default choices ---------------------------------
def test_ks_804_11a_3_equal_str_and_def_stuns_without_overkill() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=4, def_=9)]},
            "player2": {"field": [unit("d", cp=3, str_=0, def_=4)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert zone(res, "player2", "field")[0]["flags"]["stunned"] is True
    assert counter(res, "player2", "kizuna") == 37  # stun damage 3 only
    assert not cited(res, "804.11a-3", "counter") and cited(res, "804.11a-3", "battle")


def test_ks_804_11a_2_str_below_def_does_not_stun_and_says_why() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, def_=9)]},
            "player2": {"field": [unit("d", cp=3, str_=0, def_=3)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert not zone(res, "player2", "field")[0]["flags"].get("stunned")
    (why,) = cited(res, "804.11a-2", "battle")
    assert why["data"]["compared"] == [2, 3]
    assert counter(res, "player2", "kizuna") == 40


def test_ks_804_11a_4_counter_below_def_leaves_the_attacker_standing() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", cp=4, str_=5, def_=3)]},
            "player2": {"field": [unit("d", cp=1, str_=2, def_=1)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert not zone(res, "player1", "field")[0]["flags"].get("stunned")
    assert cited(res, "804.11a-4", "battle")[0]["data"]["compared"] == [2, 3]
    assert counter(res, "player1", "kizuna") == 40


def test_ks_1406_1_bujutsu_defender_also_gains_plus_one() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", cp=2, str_=3, def_=3)]},
            "player2": {"field": [unit("d", cp=1, str_=2, def_=3, icons=["【武術】"])]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert not zone(res, "player2", "field")[0]["flags"].get("stunned")  # 3 < 3+1
    assert zone(res, "player1", "field")[0]["flags"]["stunned"] is True  # 2+1 >= 3
    (bonus,) = cited(res, "1406.1", "battle")
    assert bonus["data"]["card"] == "d"


def test_ks_1406_1_bujutsu_against_bujutsu_gains_nothing() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, def_=5, icons=["【武術】"])]},
            "player2": {"field": [unit("d", str_=0, def_=3, icons=["【武術】"])]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert not zone(res, "player2", "field")[0]["flags"].get("stunned")  # 2 < 3: no bonus either way
    # the non-application is told (1406.1), for both UNITs, and changes nothing
    assert [e["data"]["applied"] for e in cited(res, "1406.1", "battle")] == [False, False]


def test_ks_803_5b_default_target_is_the_player_when_anyaku_leaves_no_unit() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, icons=["【暗躍】"])]},
            "player2": {"field": [unit("d")]},
            "actions": [{"kind": "attack", "attackers": ["a"]}],
        }
    )
    (event,) = cited(res, "803.5b", "attack")
    assert event["data"]["target"] == "player2" and "1402.1" in event["rules"]
    assert counter(res, "player2", "kizuna") == 38


def test_ks_1407_1_default_target_is_the_hate_unit() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3, def_=9)]},
            "player2": {"field": [unit("d", str_=0), unit("h", str_=0, def_=2, icons=["【ヘイト】"])]},
            "actions": [{"kind": "attack", "attackers": ["a"]}],
        }
    )
    assert cited(res, "803.5", "attack")[0]["data"]["target"] == "h"


def test_ks_1202_2a_stunned_hate_unit_does_not_draw_attacks() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3, def_=9)]},
            "player2": {"field": [unit("d", str_=0), unit("h", icons=["【ヘイト】"], stunned=True)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert not rejected(res) and zone(res, "player2", "field")[0]["flags"]["stunned"] is True


def test_ks_1306_2d_a_stunned_unit_is_not_stunned_again() -> None:
    res = sim(
        {
            "player2": {"field": [unit("d", cp=3, stunned=True)]},
            "actions": [{"kind": "effect", "op": "stun", "target": "d"}],
        }
    )
    assert counter(res, "player2", "kizuna") == 40 and not cited(res, "1306.3")


def test_ks_803_4a_a_single_pass_hands_the_substep_to_the_opponent() -> None:
    res = sim(
        {
            "phase": "battle",
            "player2": {"field": [unit("b", str_=2)]},
            "actions": [{"kind": "pass"}, {"kind": "attack", "attackers": ["b"]}],
        }
    )
    assert cited(res, "803.4a", "pass") and not cited(res, "803.4b")
    assert counter(res, "player1", "kizuna") == 38  # player2 attacked in its substep


# ----- rule terms already in effect (1303, 1319.1, 1326.1, 1307.1) ---------------------------------
def test_ks_1303_1_a_boosted_attacker_stuns_an_equal_def_without_overkill() -> None:  # ks-r3-01
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, boost=[2, 0])]},
            "player2": {"field": [unit("d", cp=2, str_=0, def_=4)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert cited(res, "1303.1", "battle") and "STR 4" in cited(res, "1303.1", "battle")[0]["text"]
    assert counter(res, "player2", "kizuna") == 38 and not cited(res, "804.11a-3", "counter")


def test_ks_1303_2_a_weakened_defender_is_stunned_by_a_lower_str() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2)]},
            "player2": {"field": [unit("d", cp=1, str_=0, def_=4, boost=[0, -3])]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert cited(res, "1303.2", "battle")
    assert counter(res, "player2", "kizuna") == 38  # DEF 4 - 3 = 1: stun damage 1 + overkill (2 - 1)


def test_ks_1319_1_no_overkill_leaves_only_the_stun_damage() -> None:  # ks-r3-02
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=5, no_overkill=True)]},
            "player2": {"field": [unit("d", cp=1, str_=0, def_=2)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert counter(res, "player2", "kizuna") == 39
    assert cited(res, "1319.1", "battle") and not cited(res, "804.11a-3", "counter")


def test_ks_804_11b_example_scrum_on_a_player_one_unit_does_not_overkill() -> None:  # ks-r3-03
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3), unit("b", str_=4, no_overkill=True)]},
            "actions": [attack(["a", "b"], "player2")],
        }
    )
    assert counter(res, "player2", "kizuna") == 37  # the rulebook's example: 3 points
    assert {"1319.1", "804.11b"} <= set(cited(res, "1319.1")[0]["rules"])


def test_ks_1326_1_an_unattackable_unit_cannot_be_the_target_and_the_player_is_attacked() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3)]},
            "player2": {"field": [unit("d", unattackable=True)]},
            "actions": [attack(["a"], "d"), {"kind": "attack", "attackers": ["a"]}],
        }
    )
    assert rejected(res)[0]["data"]["code"] == "unattackable" and "1326.1" in rejected(res)[0]["rules"]
    (told,) = [e for e in res.events if e.type == "attack"]
    assert {"803.5b", "1326.1"} <= set(told.rules)  # 803.6h's second example
    assert counter(res, "player2", "kizuna") == 37


def test_ks_1307_1_no_stun_damage_keeps_the_kizuna() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"no_stun_damage": True, "field": [unit("a", cp=3, str_=1, def_=1)]},
            "player2": {"field": [unit("d", str_=4, def_=4)]},
            "actions": [attack(["a"], "d")],
        }
    )
    assert any(c["flags"].get("stunned") for c in zone(res, "player1", "field"))
    assert counter(res, "player1", "kizuna") == 40 and cited(res, "1307.1")
