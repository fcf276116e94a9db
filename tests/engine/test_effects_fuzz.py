"""Property: any effect the shared vocabulary accepts either runs (a result whose state keeps the
engine's invariants) or is refused as a malformed scenario naming the field — never another error."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine.errors import InvalidScenario
from service.engine.scenario import simulate

KINDS = ["draw", "damage", "reduce_damage", "modify", "destroy", "return_to_hand", "banish", "gain_keyword",
         "lose_keyword", "stun"]  # fmt: skip
TARGETS = st.one_of(
    st.fixed_dictionaries({"card": st.sampled_from(["a", "b", "l", "nope"])}),
    st.fixed_dictionaries({"player": st.sampled_from(["player1", "player2"])}),
    st.fixed_dictionaries({"all": st.sampled_from(["player1", "player2", "both"])}),
)
EFFECTS = st.fixed_dictionaries(
    {
        "type": st.just("effect"),
        "effect": st.sampled_from(KINDS),
        "amount": st.integers(min_value=0, max_value=30),
        "target": TARGETS,
        "stats": st.dictionaries(
            st.sampled_from(["attack", "health", "power"]), st.integers(-5000, 5000), min_size=1, max_size=2
        ),
        "keyword": st.sampled_from(["疾走", "オーラ", "速攻", "ブロッカー"]),
    },
    optional={
        "scope": st.sampled_from(["snapshot", "continuous"]),
        "duration": st.sampled_from(["end_of_turn", "permanent"]),
        "controller": st.sampled_from(["player1", "player2"]),
    },
)
LAST_WORD = {"timing": "last_word", "effect": "damage", "amount": 1, "target": {"player": "player1"}}
POSITIONS: dict[str, dict[str, Any]] = {
    "sve": {
        "player1": {"field": [{"id": "a", "attack": 2, "health": 2, "keywords": ["オーラ"]}]},
        "player2": {
            "field": [{"id": "b", "health": 3}, {"id": "l", "health": 1, "effects": [LAST_WORD]}],
            "deck": 2,
        },
    },
    "onepiece": {
        "player1": {"characters": [{"id": "a", "power": 3000}]},
        "player2": {"characters": [{"id": "b"}, {"id": "l"}], "life": 1, "deck": 2},
    },
}


def _fit(effect: dict[str, Any]) -> dict[str, Any]:
    """Drop the fields the kind does not take (the model refuses them), so most examples run."""
    kind = effect["effect"]
    keep = {"type", "effect", "target", "scope", "duration", "controller"}
    keep |= {"amount"} if kind in ("draw", "damage", "reduce_damage") else set()
    keep |= {"stats"} if kind == "modify" else set()
    keep |= {"keyword"} if kind.endswith("_keyword") else set()
    return {k: v for k, v in effect.items() if k in keep}


def _run(game: str, effects: list[dict[str, Any]]) -> None:
    effects = [_fit(e) for e in effects]
    payload = POSITIONS[game] | {"actions": [*effects, {"type": "end_turn"}]}
    try:
        result = simulate(game, payload)
    except InvalidScenario as exc:
        assert exc.field and exc.message
        return
    assert all(e.rules for e in result.events)
    assert (
        result.final_state["scenario"]["actions_applied"] + result.final_state["scenario"]["actions_rejected"]
        >= 1
    )


@settings(max_examples=150, deadline=None)
@given(effects=st.lists(EFFECTS, min_size=1, max_size=3))
def test_sve_effects_run_or_are_refused_by_field(effects: list[dict[str, Any]]) -> None:
    _run("sve", effects)


@settings(max_examples=150, deadline=None)
@given(effects=st.lists(EFFECTS, min_size=1, max_size=3))
def test_op_effects_run_or_are_refused_by_field(effects: list[dict[str, Any]]) -> None:
    _run("onepiece", effects)
