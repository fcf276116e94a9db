"""ニンジャスレイヤーTCG: a ウケミ 「これがエントリーする!」 revealed by a damage check (1104.4, 1211.2b).

1104.4: the revealed card's ウケミ is entered (not declinable, 1104.4a being for a cost); 1211.2b: a
ウケミ that only enters its own card enters the card itself, 1211.2b-1: without paying its コスト; the
entry is done (1204.2k, event ``entry``) and, resolved, the card is on its controller's field.
"""

from __future__ import annotations

from typing import Any

from tests.engine.ninjaslayer_helpers import sim


def _checked(etel: dict[str, int], **card: Any) -> dict[str, Any]:
    revealed = {"id": "u", "name": "ウケミのキャラ", "cost": 5, **card}
    return {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "name": "アイサツするキャラ", "kousaku": 1}]},
        "player2": {"deck_top": [revealed], **etel},
        "actions": [{"kind": "aisatsu", "player": "player1", "attacker": "a", "target": "player2"}],
    }


def test_1211_2b_1_the_self_entry_ukemi_enters_unpaid() -> None:
    for etel in ({"etel_bowed": 4}, {}, {"etel": 0}):
        result = sim(_checked(etel, keywords=["ウケミ"]))
        assert "u" in result.uids("player2", "field")
        entry = next(e for e in result.events if e.type == "entry")
        assert "1204.2k" in entry.rules and "1211.2b" in entry.rules
        assert not any(e.type == "set_state" and "1312.1" in e.rules for e in result.events)  # nothing paid


def test_1104_3_without_ukemi_the_card_goes_to_the_damage_zone() -> None:
    result = sim(_checked({"etel_bowed": 4}))
    assert "u" not in result.uids("player2", "field")
    assert "u" in result.uids("player2", "damage")
    assert not any(e.type == "entry" for e in result.events)
