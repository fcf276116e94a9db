"""ニンジャスレイヤーTCG: アンブッシュ (1314) as a scenario effect.

1314.1: the card goes onto the field; 1314.1b / 302.3a: from the エテル・ゾーン (a zone with an
orientation) it keeps its 配置状態 — bowed there, bowed on the field, so it cannot アイサツ
(704.3a-1); upright there, it may. A card that is not a character, or one already on the field, is
refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.ninjaslayer_helpers import sim


def _ambush(bowed: bool, **card: Any) -> dict[str, Any]:
    return {
        "phase": "character",
        "player1": {"etel": 1, "etel_cards": [{"id": "x", "bowed": bowed, **card}]},
        "actions": [
            {"kind": "effect", "op": "ambush", "card": "x"},
            {"kind": "end_phase", "player": "player1"},
            {"kind": "aisatsu", "player": "player1", "attacker": "x", "target": "player2"},
        ],
    }


@pytest.mark.parametrize("bowed", [True, False])
def test_1314_1b_an_etel_card_keeps_its_orientation(bowed: bool) -> None:
    result = sim(_ambush(bowed))
    move = next(e for e in result.events if e.type == "move" and e.data.get("card") == "x")
    assert move.rules == ("1314.1", "1314.1b", "302.3a") and move.data["to_zone"] == "field"
    refused = [e for e in result.events if e.type == "rejected"]
    if bowed:  # 704.3a-1: a bowed character cannot アイサツ
        assert refused and refused[0].rules == ("704.3a-1",)
    else:
        assert not refused and any(e.type == "aisatsu" for e in result.events)


def test_1314_1_only_a_character_card_not_on_the_field_is_ambushed() -> None:
    kotodama = sim(_ambush(False, kind="kotodama"))
    assert [e.data["code"] for e in kotodama.events if e.type == "rejected"][:1] == ["not_character"]
    on_field = sim(
        {"player1": {"field": [{"id": "f"}]}, "actions": [{"kind": "effect", "op": "ambush", "card": "f"}]}
    )
    assert [e.data["code"] for e in on_field.events if e.type == "rejected"] == ["wrong_zone"]
