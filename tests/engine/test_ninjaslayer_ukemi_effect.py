"""ニンジャスレイヤーTCG: a ウケミ能力 printed as an effect (「カードを1枚ドローする。」).

1211.2c: the ability itself enters (not the card); 1205.1d: it resolves by doing its effects;
1104.4c / 1211.4: after it leaves the コトダマ空間, its card, still in the チェック・ゾーン, goes to
its owner's オヒガン — never to the ダメージ・ゾーン (1104.3 is for cards without ウケミ).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from tests.engine.ninjaslayer_helpers import aisatsu, sim

DRAW_ONE = [{"effect": "draw", "amount": 1, "timing": "kotodama"}]


def _checks(kousaku: int, at: int, *, zone: int = 4, hand: int = 2) -> dict[str, Any]:
    top: list[dict[str, Any]] = [{"name": f"n{i}"} for i in range(kousaku)]
    top[at] = {"name": "U", "keywords": ["ウケミ"], "ukemi_effects": DRAW_ONE}
    return {
        "phase": "ikusa",
        "player1": {"field": [{"id": "a", "kousaku": kousaku}]},
        "player2": {"damage_zone": zone, "hand": hand, "deck_top": top},
        "actions": [aisatsu("a", "player2")],
    }


@pytest.mark.parametrize("at", [0, 1, 2])
def test_1104_4c_the_ukemi_card_goes_to_the_ohigan_not_the_damage_zone(at: int) -> None:
    result = sim(_checks(3, at))
    assert len(result.zone("player2", "damage")) == 4 + 2
    assert [c["name"] for c in result.zone("player2", "ohigan")] == ["U"]
    assert any("1104.4c" in e.rules and "1211.4" in e.rules for e in result.events)


def test_1205_1d_the_ukemi_ability_resolves_its_effect() -> None:
    result = sim(_checks(3, 1, hand=2))
    assert len(result.zone("player2", "hand")) == 3
    assert any(e.type == "resolve" and "1205.1d" in e.rules for e in result.events)


def test_1211_2c_the_ability_enters_not_the_card() -> None:
    result = sim(_checks(1, 0))
    assert any(e.type == "ukemi" and "1211.2c" in e.rules for e in result.events)
    assert not result.zone("player2", "field")  # 1211.2b would have put the card itself on the field


def test_210_1_ukemi_effects_need_the_ukemi_keyword() -> None:
    payload = _checks(1, 0)
    payload["player2"]["deck_top"][0]["keywords"] = []
    with pytest.raises(InvalidScenario):
        sim(payload)
