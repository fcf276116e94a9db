"""The owner and scope check (reading/owned.py) takes any scenario a builder or plan writes: a
Hypothesis property over seats, cards and scripted actions of arbitrary values (no engine run)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.answering.reading.owned import misowned
from service.answering.reading.reader import read
from service.answering.reading.seating import Board

_IDS = st.sampled_from(["a", "b", "c", "leader", "player1", "player2", "both", "all", "x"])
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 99) | _IDS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_IDS, inner, max_size=3),
    max_leaves=8,
)
_CARD = st.fixed_dictionaries(
    {"id": _IDS},
    optional={"name": st.sampled_from(["自分のキャラ", "相手のキャラ", "フォロワー"]), "kind": _IDS},
)
_SEAT = st.dictionaries(
    st.sampled_from(["field", "characters", "hand", "health", "life", "deck", "graveyard"]),
    st.lists(_CARD, max_size=3) | st.integers(0, 20),
    max_size=3,
)
_ACTION = st.dictionaries(
    st.sampled_from(["type", "kind", "op", "player", "target", "targets", "card", "cards", "attacker", "to"]),
    _VALUES | st.sampled_from(["damage", "attack", "draw", "play", "cast", "discard", "destroy"]),
    max_size=5,
)
_SCENARIO = st.fixed_dictionaries(
    {"player1": _SEAT, "player2": _SEAT},
    optional={
        "actions": st.lists(_ACTION, max_size=3),
        "operations": st.lists(_ACTION, max_size=3),
        "turn": _VALUES,
    },
)
_QUESTIONS = st.sampled_from(
    [
        "自分が「各リーダーに4ダメージ」のスペルを使った。自分の体力3、相手の体力4。勝敗は?",
        "相手のすべてのフォロワーに2ダメージ。相手のフォロワーは体力2が2体。何体残る?",
        "相手が呪文をプレイした。それを自分が無効にした。相手の墓地は3枚。相手の墓地は何枚?",
        "後攻です。自分の最初のターンのドロー・ステップが終わった時点で手札は何枚?",
        "ターンプレイヤーの自分がスペルで2ダメージ。非ターンプレイヤー側の場にはフォロワー2体。何体残る?",
        "相手の体力は5。スペルで相手のリーダーに2ダメージ与えた。相手の体力は?",
    ]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=_SCENARIO, question=_QUESTIONS, game=st.sampled_from(["sve", "fow", "onepiece"]))
def test_the_check_takes_any_scenario_shape(scenario: dict[str, Any], question: str, game: str) -> None:
    """The check reads whatever JSON a builder or plan wrote (no engine run): it never raises, and
    a finding always names a fact of the reading and says why."""
    reading = read(question, game)
    for seats in ({"self": "player1", "opponent": "player2"}, {"self": "player2", "opponent": "player1"}):
        miss = misowned(reading, game, scenario, seats)
        assert miss is None or (bool(miss.reason) and miss.fact in reading.facts)


@pytest.mark.parametrize("player", [["player1"], {"a": 1}, 3, None])
def test_a_malformed_player_field_names_no_seat(player: Any) -> None:
    """A scripted action whose ``player`` is not a string (a list, a mapping, a number) names no seat —
    the property search had found ``{"player": [...]}`` raising in `Board.doers` (unhashable list)."""
    scenario = {
        "player1": {"field": [{"id": "a"}]},
        "player2": {},
        "actions": [{"type": "play", "player": player}],
    }
    action: dict[str, Any] = {"type": "play", "player": player}
    board = Board("sve", {**scenario, "actions": [action]})
    assert board.doers(action) <= {"player1", "player2"}
