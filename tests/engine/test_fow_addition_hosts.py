"""10.1.2: an addition entering the field other than from the chase is set on a card that can
legally take it — one no other effect forbids — or stays where it is. Tests named after the clause."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult, simulate
from tests.engine.helpers import rejected, zone

ADDITION = {"id": "ad", "name": "アディション", "kind": "addition", "defense": None, "attach": "リゾネイター"}
FORBIDDEN = ["アディションを設置できない"]


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def test_fow_10_1_2_a_card_forbidden_to_take_it_is_no_legal_host() -> None:
    res = sim(
        {
            "player1": {"graveyard": [ADDITION]},
            "player2": {"field": [{"id": "r", "keywords": FORBIDDEN}]},
            "operations": [{"kind": "set_addition", "card": "ad"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.1.2"]
    assert [c["uid"] for c in zone(res, "player1", "graveyard")] == ["ad"]  # it stays where it is


def test_fow_10_1_2_it_is_set_on_the_card_not_forbidden() -> None:
    res = sim(
        {
            "player1": {"graveyard": [ADDITION], "field": [{"id": "mine", "keywords": FORBIDDEN}]},
            "player2": {"field": [{"id": "theirs"}]},
            "operations": [{"kind": "set_addition", "card": "ad"}],
        }
    )
    assert not rejected(res)
    field = {c["uid"]: c for c in zone(res, "player1", "field")}
    assert field["ad"]["flags"]["attached_to"] == "theirs"


def test_fow_10_1_2_a_forbidden_named_host_refuses_the_addition() -> None:
    res = sim(
        {
            "player1": {"hand": [ADDITION], "field": [{"id": "r", "keywords": FORBIDDEN}]},
            "operations": [{"kind": "set_addition", "card": "ad", "target": "r"}],
        }
    )
    assert rejected(res)[0]["rules"] == ["10.1.2"]
