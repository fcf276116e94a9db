"""ニンジャスレイヤー plan `aisatsu` over the aisatsu builder's families (issue 11 item 7), answered
through `plans.situate` with the builders removed and as `/ask` answers it:

* 「どうなる?」 after an アイサツ to a player: the game's state and the damage checks (1003.2); of a
  fight between cards it is not planned (the game's state would be the structured verdict of a
  question about the cards' fates); 「場から消えるのはどっち?」 asks the fates (1004.1, 1403.2);
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
    "question",
    [
        "相手の工作力3のキャラにアイサツされた。自分のダメージゾーンは4枚。どうなる?",
        "自分の工作力2のキャラで相手プレイヤーにアイサツした。相手のダメージ・ゾーンは5枚。どうなる?",
        "相手の工作力1のキャラが俺にアイサツしてきた。俺のダメージ・ゾーンは9枚。これどうなる?",
    ],
)
def test_1003_2_an_aisatsu_to_a_player_asked_what_happens(answer: None, question: str) -> None:
    value, told = _told(question)
    assert isinstance(value, dict) and value["result"] in ("ongoing", "game_over")
    assert re.search(r"[0-9]+枚", told.split("。")[0]) or value["result"] == "game_over"


@pytest.mark.parametrize(
    "question",
    [
        "耐久力2の相手キャラに、カラテ4のキャラでアイサツ!どうなる?",
        "自分のカラテ1のキャラで相手の耐久力3のキャラにアイサツしたらどうなる?",
        "サツバツ持ちのこっちのキャラ(耐久力5)に、相手がカラテ2でアイサツしてきた。どうなる?",
    ],
)
def test_1004_1_a_fight_asked_what_happens_is_not_a_game_state(
    question: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the game's state would be the structured verdict of a question about the cards' fates
    monkeypatch.setattr(builders, "BUILDERS", ())
    gated, _ = situate(question, GAME)
    assert not (gated.accounting.verdict.stated and gated.accounting.verdict.asks == "outcome")


@pytest.mark.parametrize(
    ("question", "gone"),
    [
        (
            "カラテ3・耐久力3の自キャラで、相手のサツバツ持ち(耐久力5)にアイサツした。場から消えてるのはどっち?",
            True,
        ),
        ("カラテ5のキャラで相手の耐久力2のキャラにアイサツした。場から消えるのはどっち?", True),
        ("自分のカラテ1のキャラで、相手の耐久力3のキャラにアイサツした。どっちか場から消える?", False),
    ],
)
def test_1004_1_which_card_leaves_the_field(answer: None, question: str, gone: bool) -> None:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated and v.asks == "destroyed" and v.value is gone


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


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手の耐久力5のキャラに、コトダマで2ダメージ入れといた。で、自分のカラテ3のキャラでそいつにアイサツ。"
            "インターラプトとかは飛んでこなかった。このキャラ倒せてる?",
            True,
        ),
        (
            "自分のカラテ2のキャラで相手の耐久力3のキャラにアイサツした。インターラプトも使われなかった。倒せた?",
            False,
        ),
        ("自分のカラテ4のキャラで相手の耐久力4のキャラにアイサツ。インターラプトは来なかった。殺せた?", True),
    ],
)
def test_1402_an_interrupt_said_not_used_keeps_the_plain_aisatsu(
    answer: None, question: str, killed: bool
) -> None:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated and v.asks == "destroyed" and v.value is killed
