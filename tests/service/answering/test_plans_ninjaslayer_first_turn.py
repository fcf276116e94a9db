"""ニンジャスレイヤー plan `turn_start` over the turn_start builder's first-turn family (issue 11 item
7), answered through `plans.situate` with the builders removed and as `/ask` answers it:

* the game's turn of the asker's first turn (403.4: 後攻's first is turn 2) when the question also
  names the other player's first turn (「相手の1ターン目が終わって自分の最初のターン」「先攻の1ターン目の
  間は…」) or the game's turn (「ゲーム全体だと2ターン目」);
* the hand, when the question gives none but says nothing changed it, is the opening 4 (403.2),
  named in the notes; the draw of the turn (502.3a: 2, the first player's first turn 1).
Wordings of our own.
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


def _number(question: str) -> object:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated, v.reason
    return v.value


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "後攻です。初手4枚で、相手の1ターン目が終わって自分の最初のターン。ドロー・ステップ後の手札は何枚?",
            [6],
        ),
        (
            "後攻で、自分の最初のターン(ゲーム全体だと2ターン目)。手札3枚から、ドロー・ステップ後の手札は何枚?",
            [5],
        ),
        (
            "後攻です。先攻の1ターン目の間、初手4枚は増えも減りもしてない。自分の最初のターンのドロー後の手札は何枚?",
            [6],
        ),
    ],
)
def test_403_4_the_second_players_first_turn_is_turn_2(answer: None, question: str, hand: list[int]) -> None:
    assert _number(question) == hand


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "自分は後攻。相手の1ターン目の間に自分の手札は増えも減りもしてない。自分の最初のターンのドロー後の手札は何枚?",
            [6],
        ),
        (
            "後攻です。先攻の1ターン目の間は自分の手札は一切いじられてない。最初のターンのドロー・ステップ後の手札は何枚?",
            [6],
        ),
        ("先攻の最初のターン、ドロー・ステップの後の手札は何枚?", [5]),
    ],
)
def test_403_2_an_untouched_hand_is_the_opening_four(answer: None, question: str, hand: list[int]) -> None:
    gated, note = situate(question, GAME)
    assert gated.accounting.verdict.value == hand
    if gated.built is not None and ".plan." in gated.built.situation:  # the default is named
        assert note is not None and "403.2" in note


def test_403_2_a_hand_changed_before_is_not_assumed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builders, "BUILDERS", ())
    gated, _ = situate(
        "後攻の最初のターン、ドロー・ステップ後の手札は何枚?", GAME
    )  # the first turn's effects unsaid
    assert not gated.accounting.verdict.stated
