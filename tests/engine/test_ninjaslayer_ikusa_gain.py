"""ニンジャスレイヤーTCG: a change lasting 「このイクサ中」 ends at the イクサ終了処理 (706.8a) while the
damage the character took stays until the end phase (505.3a): the rule check after it (706.8b) kills a
character whose damage now meets its 耐久力 (1004.1) — audit 27b."""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import aisatsu, sim


def _fight(target: dict[str, Any], *actions: dict[str, Any]) -> Any:
    attackers = [{"id": "a", "name": "A", "karate": 3}, {"id": "a2", "name": "A2", "karate": 1}]
    payload = {
        "phase": "ikusa",
        "player1": {"field": attackers},
        "player2": {"field": [{"id": "b", "name": "B", **target}]},
        "actions": list(actions) or [aisatsu("a", "b")],
    }
    return sim(payload)


def _killed(result: Any) -> bool:
    return any(e.type == "move" and e.data.get("card") == "b" and "1004.1" in e.rules for e in result.events)


def test_the_ikusa_gain_ends_and_the_damage_kills() -> None:
    result = _fight({"durability": 2, "ikusa_gained": [0, 3]})
    assert _killed(result)
    ended = [e for e in result.events if "706.8a" in e.rules]
    assert ended and ended[0].seq < next(e.seq for e in result.events if e.type == "move")


def test_a_lasting_gain_keeps_the_character() -> None:
    assert not _killed(_fight({"durability": 2, "gained": [0, 3]}))


def test_the_ikusa_gain_is_enough_when_the_damage_stays_below() -> None:
    assert not _killed(_fight({"durability": 4, "ikusa_gained": [0, 3]}))


def test_the_second_ikusa_has_no_gain_and_the_damage_adds_up() -> None:
    # 3 in the first イクサ (耐久力 6 while it lasts, 706.8a then 4: alive), 1 more in the second: 4 ≥ 4
    result = _fight({"durability": 4, "ikusa_gained": [0, 2]}, aisatsu("a", "b"), aisatsu("a2", "b"))
    assert _killed(result)


def test_an_attackers_ikusa_karate_counts_in_its_ikusa() -> None:
    payload = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "name": "A", "karate": 1, "ikusa_gained": [2, 0]}]},
        "player2": {"field": [{"id": "b", "name": "B", "durability": 3}]},
        "actions": [aisatsu("a", "b")],
    }
    assert _killed(sim(payload))
