"""ニンジャスレイヤー plan `draw_step` (issue 11 item 7: the turn_start builder's deck-out and draw
families, from facts), answered through `plans.situate` with the builders removed and as `/ask`:
the asker's turn starts with the stated デッキ — the ドロー・ステップ draws 2, the first player's first
turn 1 (502.3a); a デッキ that runs out ends the game (1002.2). A count of draws other than the rules'
is not this plan's; a count asked of the hand is `turn_start`'s. Wordings of our own.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import service.answering.scenarios.ninjaslayer as builders
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.fixture(params=["plans", "ask"])
def answer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    if request.param == "plans":
        monkeypatch.setattr(builders, "BUILDERS", ())
    yield


def _verdict(question: str) -> object:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated, v.reason
    return v.value if not isinstance(v.value, dict) else v.value["winner"]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("山札残り1枚で自分のターン開始。ドロー・ステップはどうなる?", "opponent"),
        ("山札が1枚しか残ってない状態で自分のターンが始まった。どうなる?", "opponent"),
        ("3ターン目、自分のターン開始時点で山札が残り1枚。ドロー・ステップで2枚引くと、勝者は?", "opponent"),
        ("自分のターン開始、山札は5枚。ドロー・ステップの後どうなる?", None),
    ],
)
def test_1002_2_the_draw_step_from_a_short_deck(answer: None, question: str, value: object) -> None:
    assert _verdict(question) == value


@pytest.mark.parametrize(
    ("question", "drawn"),
    [
        ("後攻プレイヤーの最初のターン、ドロー・ステップで何枚引けますか?", [2]),
        ("先攻の最初のターンのドローは何枚?", [1]),
        ("後攻の最初のターン、ドロー・ステップで何枚ドローする?", [2]),
    ],
)
def test_502_3a_the_draw_steps_count(answer: None, question: str, drawn: list[int]) -> None:
    value = _verdict(question)
    assert isinstance(value, list) and value[0] == drawn[0]  # the builder adds the hand after it


@pytest.mark.parametrize(
    "question",
    [
        "山札残り２枚で自分のターン開始。ドロー３枚したらどうなる?",  # not the draw step's count
        "先攻の最初のターン、ドロー・ステップの後の手札は何枚?",  # the hand: turn_start's
        "相手のターン開始時点で相手の山札が1枚。どうなる?",  # not the asker's turn
    ],
)
def test_502_3a_other_counts_are_not_the_draw_step(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builders, "BUILDERS", ())
    gated, _ = situate(question, GAME)
    assert not (gated.built is not None and gated.built.situation.endswith("draw_step"))
