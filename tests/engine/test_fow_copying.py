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


def _copied_spell(amount: int, copies: int) -> SimulationResult:
    ops: list[dict[str, object]] = [
        {"kind": "cast", "player": "player2", "card": "sp", "targets": ["r"], "amount": amount}
    ]
    ops += [
        {"kind": "copy", "player": "player2", "card": "sp", "target": f"sp-copy{i}"} for i in range(copies)
    ]
    ops += [{"kind": "resolve_chase", "player": "player2"} for _ in range(copies + 1)]
    return simulate(
        "fow",
        {
            "player1": {"field": [{"id": "r", "defense": 100000}]},
            "player2": {"hand": [{"id": "sp", "name": "スペル", "kind": "spell"}]},
            "operations": ops,
        },
    )


@given(st.integers(1, 2000), st.integers(0, 3))
def test_10_16_1_3_a_copied_spell_resolves_on_the_target_the_original_chose(amount: int, copies: int) -> None:
    res = _copied_spell(amount, copies)
    field = res.final_state["players"]["player1"]["zones"]["field"]
    assert field[0]["flags"]["damage"] == amount * (copies + 1)
    assert sum(1 for e in res.events if "10.16.1.3" in e.rules and e.type == "set_state") == copies


def test_10_16_1_1_a_resolved_copy_leaves_the_chase_area_and_vanishes() -> None:
    res = _copied_spell(300, 1)
    chase = res.final_state["players"]["player2"]["zones"]["chase"]
    assert [c["uid"] for c in chase] == ["sp"]  # the spell card itself: where it goes is not in §10
    assert any(e.type == "vanish" and "10.16.1.1" in e.rules for e in res.events)
