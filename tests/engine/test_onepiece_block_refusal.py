"""10-1-4-1 / 7-1-2-1: a scripted block by a 【ブロッカー】 the engine cannot use is refused in words the
answer can show — the card's name, not its scenario id (trap batch K onepiece-bk-20 had told
「blockerは【ブロッカー】を発動できません」)."""

from __future__ import annotations

from service.engine.scenario import simulate


def _refused_block(blocker: dict[str, object]) -> str:
    r = simulate(
        "onepiece",
        {
            "player1": {},
            "player2": {"characters": [blocker]},
            "actions": [{"type": "attack", "attacker": "leader", "target": "leader", "block": "b"}],
        },
    )
    refused = [e for e in r.events if e.type == "rejected"]
    assert refused, [e.text for e in r.events]
    return refused[0].text


def test_10_1_4_1_rested_blocker_refusal_names_the_card() -> None:
    text = _refused_block(
        {"id": "b", "name": "レストのブロッカー", "keywords": ["ブロッカー"], "rested": True}
    )
    assert "レストのブロッカーは【ブロッカー】を発動できません" in text and "bは" not in text


def test_10_1_4_1_character_without_blocker_refusal_names_the_card() -> None:
    text = _refused_block({"id": "b", "name": "普通のキャラ"})
    assert "普通のキャラは【ブロッカー】を発動できません" in text
