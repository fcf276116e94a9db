"""ニンジャスレイヤーTCG: priority while a damage check is on top of the コトダマ空間 (802.4).

802.4: the player with priority may only pass while the top of the コトダマ空間 is a damage check
process; a scenario's kotodama with ``on_check`` is tried at such a priority and refused. Without it
the model skips those windows, and the same コトダマ may be entered at the アイサツ's own priority.
"""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import sim


def _payload(on_check: bool, caster: str = "player2") -> dict[str, Any]:
    payload: dict[str, Any] = {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "kousaku": 2}]},
        "actions": [
            {"kind": "aisatsu", "player": "player1", "attacker": "a", "target": "player2"},
            {"kind": "kotodama", "player": caster, "card": "k", "on_check": on_check},
        ],
    }
    payload.setdefault(caster, {}).update({"etel": 1, "hand": [{"id": "k", "kind": "kotodama", "cost": 1}]})
    return payload


def test_802_4_only_a_pass_while_a_damage_check_is_on_top() -> None:
    for caster in ("player1", "player2"):
        result = sim(_payload(True, caster))
        rejected = [e for e in result.events if e.type == "rejected"]
        assert rejected and rejected[0].rules == ("802.4",) and rejected[0].data["code"] == "damage_check"
        placed = next(e.seq for e in result.events if e.type == "damage_check_placed")
        assert rejected[0].seq > placed
        # both checks still resolve: 2 cards to the damage zone
        assert len(result.zone("player2", "damage")) == 2


def test_802_4b_before_the_checks_the_kotodama_enters() -> None:
    result = sim(_payload(False))
    assert not any(e.type == "rejected" for e in result.events)
    assert any(e.type == "entry" for e in result.events)
