"""ninjaslayer: a character whose 支配者 is not its 持ち主 (105.2, 105.3) stands on its controller's field
(306.4); killed or returned it goes to its owner's zone (302.5), and the damage it bore stays (302.3b)."""

from __future__ import annotations

import pytest

from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate


def test_ninjaslayer_306_4_the_control_is_told_with_its_clauses() -> None:
    r = simulate("ninjaslayer", {"player1": {"field": [{"id": "x", "owned_by": "player2"}]}})
    control = [e for e in r.events if e.type == "control"]
    assert control and set(control[0].rules) == {"105.2", "105.3", "306.4"}


@pytest.mark.parametrize(("effect", "zone"), [("destroy", "ohigan"), ("return_to_hand", "hand")])
def test_ninjaslayer_302_5_a_card_leaving_the_field_goes_to_its_owners_zone(effect: str, zone: str) -> None:
    r = simulate("ninjaslayer", {
        "player1": {"field": [{"id": "x", "owned_by": "player2"}]},
        "actions": [{"type": "effect", "effect": effect, "target": {"card": "x"}}],
    })  # fmt: skip
    assert "x" in [c["uid"] for c in r.zone("player2", zone)]
    assert "x" not in [c["uid"] for c in r.zone("player1", zone)]
    moved = [e for e in r.events if e.type == "move" and e.data.get("card") == "x"]
    assert moved and "302.5" in moved[-1].rules


def test_ninjaslayer_the_damage_borne_kills_it_with_its_owners_ohigan() -> None:
    r = simulate("ninjaslayer", {
        "player1": {"field": [{"id": "x", "owned_by": "player2", "durability": 3, "damage": 2}]},
        "actions": [{"kind": "effect", "op": "damage", "target": "x", "amount": 1}],
    })  # fmt: skip
    assert "x" in [c["uid"] for c in r.zone("player2", "ohigan")]


def test_ninjaslayer_owned_by_is_a_seat() -> None:
    with pytest.raises(InvalidScenario):
        simulate("ninjaslayer", {"player1": {"field": [{"id": "x", "owned_by": "opponent"}]}})
