"""12.2.3: of an evolve's PP cost, one point may be paid with 1 EP — an evolve told paid with more EP
(「EP2点で払って進化」) is refused (audit 28e), one paid with 1 EP goes through."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.scenario import simulate
from tests.engine.helpers import counter, rejected


def _evolve(pp: int, ep: int, cost: int, paid: int | None) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "evolve", "card": "x"}
    if paid is not None:
        action["ep"] = paid
    return {
        "player1": {
            "pp_max": max(pp, 2),
            "pp": pp,
            "ep": ep,
            "field": [{"id": "x", "name": "F"}],
            "evolve_deck": [{"name": "F", "cost": cost}],
        },
        "actions": [action],
    }


@pytest.mark.parametrize(("pp", "ep", "cost", "paid"), [(0, 3, 2, 2), (5, 3, 2, 2), (1, 3, 3, 3)])
def test_12_2_3_more_than_one_ep_is_refused(pp: int, ep: int, cost: int, paid: int) -> None:
    res = simulate("sve", _evolve(pp, ep, cost, paid))
    refused = rejected(res)
    assert refused and "12.2.3" in refused[0]["rules"]
    assert counter(res, "player1", "ep") == ep and counter(res, "player1", "pp") == pp


@pytest.mark.parametrize(("pp", "ep", "cost", "paid"), [(0, 1, 1, 1), (1, 2, 2, 1), (1, 2, 2, None)])
def test_12_2_3_one_ep_pays_one_point(pp: int, ep: int, cost: int, paid: int | None) -> None:
    res = simulate("sve", _evolve(pp, ep, cost, paid))
    assert not rejected(res)
    assert counter(res, "player1", "ep") == ep - 1 and counter(res, "player1", "pp") == pp - (cost - 1)


def test_12_2_3_no_ep_paid_pays_all_in_pp() -> None:
    res = simulate("sve", _evolve(2, 2, 2, 0))
    assert not rejected(res)
    assert counter(res, "player1", "ep") == 2 and counter(res, "player1", "pp") == 0
