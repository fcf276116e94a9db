"""軌跡 TCG: what the engine tells besides the result — a craft that does *not* apply (【武術】 against a
player or another 【武術】 UNIT), why a 【ヘイト】 UNIT does not bind the attack, why a 【暗躍】 UNIT may
attack — and the default スクラムサポート, which is given once."""

from __future__ import annotations

from service.engine.scenario import SimulationResult
from tests.engine.kiseki_helpers import sim, unit


def attack_rules(res: SimulationResult) -> tuple[str, ...]:
    (event,) = [e for e in res.events if e.type == "attack"]
    return event.rules


def kizuna_lost(res: SimulationResult, player: str) -> int:
    return 40 - int(res.final_state["players"][player]["counters"]["kizuna"])


def test_ks_1406_1_bujutsu_attacking_a_player_gains_nothing() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, icons=["【武術】"])]},
            "actions": [{"kind": "attack", "attackers": ["a"], "target": "player2"}],
        }
    )
    (told,) = [e for e in res.events if "1406.1" in e.rules]
    assert told.data["applied"] is False and "プレイヤー" in told.text
    assert kizuna_lost(res, "player2") == 2  # 804.11b: the STR as printed


def test_ks_1406_1_bujutsu_bonus_is_told_as_applied() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2, icons=["【武術】"])]},
            "player2": {"field": [unit("d", def_=3)]},
            "actions": [{"kind": "attack", "attackers": ["a"], "target": "d"}],
        }
    )
    assert [e.data["applied"] for e in res.events if "1406.1" in e.rules] == [True]


def test_ks_1326_2_a_stunned_hate_unit_does_not_bind_the_attack() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2)]},
            "player2": {"field": [unit("h", def_=5, icons=["【ヘイト】"], stunned=True), unit("d", def_=1)]},
            "actions": [{"kind": "attack", "attackers": ["a"], "target": "d"}],
        }
    )
    rules = attack_rules(res)
    assert {"1407.1", "1326.2", "803.5a-1"} <= set(rules)
    assert not [e for e in res.events if e.type == "rejected"]
    field = {c["uid"]: c for c in res.final_state["players"]["player2"]["zones"]["field"]}
    assert field["d"]["flags"]["stunned"] is True


def test_ks_1407_1_a_selectable_hate_unit_cites_no_exemption() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=2)]},
            "player2": {"field": [unit("h", def_=5, icons=["【ヘイト】"]), unit("d", def_=1)]},
            "actions": [{"kind": "attack", "attackers": ["a"], "target": "h"}],
        }
    )
    assert "1407.1" not in attack_rules(res)


def test_ks_1402_1_anyaku_attacking_an_anyaku_unit_cites_the_permission() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("a", str_=3, icons=["【暗躍】"])]},
            "player2": {"field": [unit("d", def_=2, icons=["【暗躍】"])]},
            "actions": [{"kind": "attack", "attackers": ["a"], "target": "d"}],
        }
    )
    assert "1402.1" in attack_rules(res)
    assert kizuna_lost(res, "player2") == 2  # stun 1 + overkill 1


def test_ks_1218_2_the_default_support_is_given_once() -> None:
    res = sim(
        {
            "phase": "battle",
            "player1": {"field": [unit("x", str_=6)]},
            "player2": {"field": [unit("t", cp=2, def_=2), unit("s1"), unit("s2")]},
            "actions": [{"kind": "attack", "attackers": ["x"], "target": "t"}],
            "choices": {"support": "first"},
        }
    )
    acted = [e for e in res.events if "1218.2" in e.rules]
    assert len(acted) == 1 and acted[0].data.get("card") == "s1"
    assert kizuna_lost(res, "player2") == 2  # 1309.1a: stun damage only
