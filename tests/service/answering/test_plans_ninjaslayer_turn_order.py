"""ニンジャスレイヤー plan `turn_start` when a question names both 先攻 and 後攻 (blind N ninjaslayer-bn-05):
which order is the asked turn's (403.4: the second player's first turn is the game's turn 2, whose
draw step draws 2, 502.3a). The other player's turn is the one told as passed (「先攻のターン中は」「先攻
の1ターン目が終わって」); two turns named with none told as passed are not read (withheld, never the
first player's turn guessed). 「自分は何もしてない」 before the turn keeps the opening 4 (403.2), a default
named in the notes. Wordings of our own and the seen batch N question.
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


@pytest.mark.parametrize(
    "question",
    [
        "後攻の最初のターン、ドロー・ステップが終わった時点で手札って何枚? "
        "先攻のターン中は自分は何もしてない。",
        "先攻のターン中は手札は増えも減りもしてない。後攻の最初のターン、ドロー・ステップの後の手札は何枚?",
        "先攻の1ターン目が終わって、後攻の最初のターン。ドロー後の手札は何枚?手札は一切いじられてない。",
        "後攻の最初のターン、ドローした後の手札は何枚? 先攻の1ターン目の間、手札は増減なし。",
    ],
)
def test_403_4_502_3a_the_second_players_first_turn_after_the_first(answer: None, question: str) -> None:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated, v.reason
    assert v.value == [6]  # 4 (403.2) + 2 drawn on the game's turn 2 (502.3a)


@pytest.mark.parametrize(
    "question",
    [
        # both first turns named, neither told as passed: whose turn is asked is not told
        "後攻の最初のターン、先攻の最初のターンに何もしてないけど、ドロー後の手札は何枚?",
        "先攻の最初のターンと後攻の最初のターン、ドロー後の手札は何枚?",
        # the other player's turn passed but the asker's hand may have changed: no hand to start from
        "後攻の最初のターン、ドロー・ステップが終わった時点で手札って何枚? 先攻のターン中に相手が色々した。",
    ],
)
def test_403_4_two_turns_named_none_passed_is_withheld(answer: None, question: str) -> None:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    assert not v.stated or v.value != [5], v  # never the first player's turn (1 drawn) guessed
    assert not (v.stated and gated.built is not None and gated.built.situation.endswith("turn_start"))
