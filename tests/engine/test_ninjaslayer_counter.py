"""ニンジャスレイヤーTCG: a コトダマ told countered (1321 打ち消す).

1321.1: the countered card leaves the コトダマ空間 for its owner's オヒガン; 1321.2: it is not resolved
and the cost paid is not given back (the エテル paid stays オジギ).
"""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import sim


def _cast(cost: int, *, etel: int = 5, countered: bool = True, **more: Any) -> dict[str, Any]:
    card = {"id": "k", "name": "コトダマ", "kind": "kotodama", "cost": cost, **more}
    return {
        "player1": {"etel": etel, "hand": [card], "damage_zone": 3},
        "actions": [{"kind": "kotodama", "card": "k", "countered": countered}],
    }


def _upright(result: Any, player: str = "player1") -> int:
    return sum(1 for c in result.zone(player, "etel") if not c.get("flags", {}).get("bowed"))


def test_1321_1_a_countered_kotodama_goes_to_its_owners_ohigan() -> None:
    result = sim(_cast(3))
    assert "k" in result.uids("player1", "ohigan")
    assert any(e.type == "countered" and "1321.2" in e.rules for e in result.events)
    assert any(e.type == "move" and "1321.1" in e.rules for e in result.events)


def test_1321_2_the_etel_paid_stays_bowed() -> None:
    for cost, etel in ((3, 5), (2, 2), (1, 4)):
        assert _upright(sim(_cast(cost, etel=etel))) == etel - cost


def test_1321_2_a_countered_kotodama_is_not_resolved() -> None:
    recovered = sim(_cast(1, recover=2))
    assert not any(e.type == "resolve" for e in recovered.events)
    assert len(recovered.zone("player1", "damage")) == 3  # 1319.1's 回復 never happened
    resolved = sim(_cast(1, recover=2, countered=False))
    assert len(resolved.zone("player1", "damage")) == 1
