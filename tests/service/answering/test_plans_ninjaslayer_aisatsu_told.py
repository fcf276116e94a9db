"""ニンジャスレイヤー plan `aisatsu` over the aisatsu builder's families (issue 11 item 7), answered
through `plans.situate` with the builders removed and as `/ask` answers it:

* 「どうなる?」 after an アイサツ: the game's state, the sentence telling each fighter's fate (the
  アイサツしたキャラ takes no イクサダメージ, 706.4b) or the damage checks (1003.2);
* the damage checks told by number (「1枚目のダメージチェックはウケミなし」「ダメチェで2枚めくった」):
  the checks the アイサツ makes, each revealing a card with no ウケミ (1104.3), the winner (1002.1);
* an インターラプト told without its use denied is its player's choice (1402): not planned.
Wordings of our own.
"""

from __future__ import annotations

import re
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


def _told(question: str) -> tuple[object, str]:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and gated.sim is not None and gated.built is not None, v.reason
    return v.value, gated.built.summarize(gated.sim.result)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("耐久力2の相手キャラに、カラテ4のキャラでアイサツ!どうなる?", r"殺され(?:ます|て)"),
        ("自分のカラテ1のキャラで相手の耐久力3のキャラにアイサツしたらどうなる?", r"殺されません"),
        ("相手の工作力3のキャラにアイサツされた。自分のダメージゾーンは4枚。どうなる?", r"7枚"),
    ],
)
def test_706_4b_an_aisatsu_asked_what_happens(answer: None, question: str, said: str) -> None:
    value, told = _told(question)
    assert isinstance(value, dict) and value["result"] == "ongoing"
    assert re.search(said, told.split("。")[0])


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン。相手のダメージ・ゾーンは9枚。こっちの工作力2のキャラで相手プレイヤーにアイサツして、"
            "インターラプトもなく通った。1枚目のダメージチェックでめくったのはウケミなし。勝ち?",
            "self",
        ),
        (
            "相手のターンで、こっちのダメージ・ゾーンは7枚。相手の工作力3のキャラのアイサツが俺に通って、"
            "ダメチェで3枚めくったら全部ウケミ無し。勝者は?",
            "opponent",
        ),
        (
            "自分のターン、相手の山札は残り1枚でダメージ・ゾーンは2枚。こっちの工作力2のキャラで相手プレイヤーに"
            "アイサツが通った。1回目のダメチェックはウケミなし。勝者は?",
            "self",
        ),
    ],
)
def test_1003_2_the_damage_checks_told_by_number(answer: None, question: str, winner: str) -> None:
    assert _told(question)[0] == winner


@pytest.mark.parametrize(
    "question",
    [
        # more checks told than the 工作力 makes: the 4 is no check of this run
        "相手のターン。こっちのダメージ・ゾーンは7枚。相手の工作力2のキャラのアイサツが通って、"
        "ダメチェで4枚めくったら全部ウケミ無し。勝者は?",
        "インターラプトを持つ耐久力2の相手キャラがいる。カラテ3・工作力1の自分のキャラで相手プレイヤーに"
        "アイサツした。相手がインターラプトを使ったらどうなる?",
        "相手のキャラがインターラプトとサツバツを持ってて耐久力3。自分のカラテ2・工作力2のキャラで相手プレイヤー"
        "にアイサツして、インターラプトされたらどうなる?",
    ],
)
def test_1402_choices_and_untold_checks_are_not_planned(
    question: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(builders, "BUILDERS", ())
    gated, _ = situate(question, GAME)
    assert not (gated.built is not None and gated.built.situation.endswith("plan.aisatsu") and gated.sim)
