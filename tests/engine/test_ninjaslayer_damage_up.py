"""ニンジャスレイヤーTCG: 「これが与えるダメージを N 点増加する」 (1326.1 増加する).

1326.1: when the source deals damage to a player or a character, it deals N more. The アイサツ card's
イクサダメージ is its 工作力 to a player (706.4a) and its カラテ to a character (706.4b); the player's
damage checks are one per point (1003.2), so 工作力2 with +1 places 3.
"""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import sim


def _aisatsu(up: int, *, target: str = "player2", **attacker: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "name": "アイサツするキャラ", "damage_up": up, **attacker}]},
        "actions": [{"kind": "aisatsu", "player": "player1", "attacker": "a", "target": target}],
    }
    if target != "player2":
        payload["player2"] = {"field": [{"id": target, "name": "アイサツされるキャラ", "durability": 3}]}
    return payload


def _checks(result: Any) -> int:
    return sum(
        int(e.data.get("count", 1))
        for e in result.events
        if e.type == "damage_check_placed" and e.data.get("player") == "player2"
    )


def test_1326_1_the_increase_adds_damage_checks_to_a_player() -> None:
    for kousaku, up in ((2, 1), (1, 2), (3, 1)):
        result = sim(_aisatsu(up, kousaku=kousaku))
        assert _checks(result) == kousaku + up
        assert any("1326.1" in e.rules for e in result.events)


def test_1326_1_no_increase_cites_no_1326() -> None:
    result = sim(_aisatsu(0, kousaku=2))
    assert _checks(result) == 2
    assert not any("1326.1" in e.rules for e in result.events)


def test_1326_1_the_increase_applies_to_a_character_too() -> None:
    killed = sim(_aisatsu(1, target="b", karate=2))  # 2 + 1 = 3 against 耐久力3 (1004.1)
    assert "b" in killed.uids("player2", "ohigan")
    survives = sim(_aisatsu(0, target="b", karate=2))
    assert "b" not in survives.uids("player2", "ohigan")
