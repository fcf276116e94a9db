"""10.16.1 / 10.16.1.1: a copy of a card is a virtual card with the information the card has before the
continuous effects applied to it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.engine.scenario import SimulationResult, simulate


def _copy(atk: int, dfn: int, gained: str) -> SimulationResult:
    return simulate(
        "fow",
        {
            "player2": {"field": [{"id": "r", "atk": atk, "defense": dfn}]},
            "operations": [
                {"kind": "gain_modifier", "card": "r", "modifier": gained},
                {"kind": "copy", "card": "r", "target": "r-copy"},
            ],
        },
    )


def _stats(res: SimulationResult, uid: str) -> tuple[int, int]:
    last = [e for e in res.events if e.type == "stats" and e.data.get("card") == uid][-1]
    return int(last.data["atk"]), int(last.data["defense"])


def test_10_16_1_the_copy_has_the_stats_before_continuous_effects() -> None:
    res = _copy(400, 400, "+300/+300")
    assert _stats(res, "r") == (700, 700)
    assert _stats(res, "r-copy") == (400, 400)
    assert {"10.16.1", "10.16.1.1"} <= {r for e in res.events if e.type == "copy" for r in e.rules}


def test_10_16_1_1_the_copy_is_a_virtual_card_in_the_same_zone() -> None:
    res = _copy(500, 500, "+200/+200")
    field = res.final_state["players"]["player2"]["zones"]["field"]
    made = next(c for c in field if c["uid"] == "r-copy")
    assert made["flags"]["virtual"] is True


@given(atk=st.integers(0, 3000), dfn=st.integers(0, 3000), a=st.integers(0, 900), b=st.integers(0, 900))
def test_10_16_1_no_gained_modification_is_copied(atk: int, dfn: int, a: int, b: int) -> None:
    assert _stats(_copy(atk, dfn, f"+{a}/+{b}"), "r-copy") == (atk, dfn)
