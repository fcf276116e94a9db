"""onepiece: a character in another player's character area keeps its 持ち主 (4-2-1-1: the original
owner); KO'd it goes to its 持ち主's trash (10-2-1-2), the move citing 4-2-1-1."""

from __future__ import annotations

from service.engine.scenario import simulate


def test_onepiece_10_2_1_2_a_kod_character_goes_to_its_owners_trash() -> None:
    r = simulate("onepiece", {
        "player1": {"trash": 5},
        "player2": {"characters": [{"id": "x", "owned_by": "player1"}]},
        "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "x"}}],
    })  # fmt: skip
    assert len(r.zone("player1", "trash")) == 6 and r.zone("player2", "trash") == []
    control = [e for e in r.events if e.type == "control"]
    assert control and list(control[0].rules) == ["4-2-1-1"]
    moved = [e for e in r.events if e.type == "move" and e.data.get("card") == "x"]
    assert moved and {"10-2-1-2", "4-2-1-1"} <= set(moved[-1].rules)


def test_onepiece_an_owned_character_is_moved_without_4_2_1_1() -> None:
    r = simulate("onepiece", {
        "player2": {"characters": [{"id": "x"}]},
        "actions": [{"type": "effect", "effect": "destroy", "target": {"card": "x"}}],
    })  # fmt: skip
    moved = [e for e in r.events if e.type == "move" and e.data.get("card") == "x"]
    assert moved and "4-2-1-1" not in moved[-1].rules
