"""ニンジャスレイヤー cost plans over the stated エテル, answered through `plans.situate` with the
builders removed (the plans alone) and as `/ask` answers it (issue 11 item 7: the entry builder's
families, read from facts):

* the bowed part of the stated エテル (「エテル5枚(うち3枚オジギ)」「そのうち2枚はもうオジギしてる」,
  STATE rested with its count) pays nothing (1312.1): the engine's ``etel`` / ``etel_bowed``;
* the エテル counted as 「エテルに縦向きのカードが2枚」「エテル・ゾーンに6枚」 (QUANTITY etel);
* several entries: 「コスト2のキャラを2体」, 「コスト3とコスト2のキャラを両方」 (1204.2g-1);
* a card put into the エテル in the エテル・ステップ before the entry (502.4a), the エテル bowed in an
  earlier turn standing in the asker's next (502.2a);
* a タツジン・コスト the エテル cannot pay besides the コスト: refused, the card may enter without it
  (1404.2).
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


def _can(question: str) -> object:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated, v.reason
    return v.value


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("エテルが４枚あるけど、そのうち２枚はもうオジギしてる。コスト３のキャラ出せる?", "no"),
        ("エテルが4枚あって、そのうち2枚はもうオジギしてる。コスト2のキャラは出せる?", "yes"),
        ("エテル５枚(うち３枚オジギ)でコスト２のキャラ出したあと、もう１体コスト１のキャラって出せる?", "no"),
        ("エテル3枚が全部オジギしてる。コスト1のキャラ出せる?", "no"),
    ],
)
def test_1312_1_the_bowed_part_of_the_etel_pays_nothing(answer: None, question: str, can: str) -> None:
    assert _can(question) == can


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("エテルに縦向きのカードが2枚しかないんだけど、コスト3のキャラって出せる?", "no"),
        (
            "エテル・ゾーンにアンタイ・オジギ状態のカードがちょうど3枚。コスト3のキャラクターをエントリーできますか?",
            "yes",
        ),
        (
            "エテル・ゾーンに6枚、全部縦に戻ってる。コスト4のキャラを出したあと、コスト3のキャラも出せる?",
            "no",
        ),
    ],
)
def test_1204_2g_1_the_etel_counted_in_its_zone(answer: None, question: str, can: str) -> None:
    assert _can(question) == can


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("エテルが4枚全部縦向き。コスト2のキャラを2体続けて出せる?", "yes"),
        ("エテル3枚。コスト2のキャラを2体出せる?", "no"),
        ("エテルが5枚(全部アンタイ・オジギ)。コスト3とコスト2のキャラを両方出せる?", "yes"),
        ("エテルが4枚。コスト3とコスト2のキャラを両方出せる?", "no"),
        (
            "エテル6枚(全部縦)。コスト3のキャラを出して、続けてコスト4のキャラも出せる?エテルを増やす効果とかは無し。",
            "no",
        ),
        (
            "キャラクターフェイズで縦のエテルが5枚。コスト2のキャラを出して、次にコスト3のキャラも出せる?",
            "yes",
        ),
    ],
)
def test_1204_2g_1_several_entries_share_the_etel(answer: None, question: str, can: str) -> None:
    assert _can(question) == can


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("エテル2枚の状態で、エテル・ステップに手札から1枚置いたらコスト3のキャラ出せるよね?", "yes"),
        ("エテル2枚の状態で、エテル・ステップに手札から1枚置いたらコスト4のキャラ出せる?", "no"),
        (
            "前のターンにエテル３枚全部オジギして使っちゃった。次の自分のターンでコスト３のキャラ出せる?",
            "yes",
        ),
        (
            "前の自分のターンにエテル4枚全部オジギした。相手ターン中は何もしてない。今ターンのエテル・ステップで"
            "手札から1枚エテルに置いた。コスト5のキャラ出せる?",
            "yes",
        ),
    ],
)
def test_502_2a_502_4a_the_etel_before_the_entry(answer: None, question: str, can: str) -> None:
    assert _can(question) == can


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("コスト2でタツジン2のキャラ。エテル3枚だとタツジン払って出せる?", "no"),
        ("コスト2でタツジン1のキャラ。エテル3枚でタツジン払って出せる?", "yes"),
        (
            "コスト3で、タツジン・コストが2エテルのキャラを出したい。縦のエテルは5枚。タツジン払って出せる?",
            "yes",
        ),
    ],
)
def test_1404_2_the_tatsujin_cost_paid_from_the_etel(answer: None, question: str, can: str) -> None:
    assert _can(question) == can


def test_602_a_limit_wondered_about_is_no_first_turn_nor_count(answer: None) -> None:
    question = (
        "縦のエテルが5枚。コスト2のキャラを出して、続けてコスト3のキャラも出したい。"
        "1ターンに1体しか出せないとかある?出せる?"
    )
    assert _can(question) == "yes"
