"""ニンジャスレイヤー plan `entry_cost`: the エテル told in parts, and a card named by its タツジン・コスト:

* 「オジギしたエテル2枚と、縦向きのエテル1枚」: one エテル・ゾーン, its bowed and upright cards — only
  the upright pay (1312.1); in the asker's next turn 502.2a stands them all (a コスト one more than
  them is not decided: the エテル・ステップ may add a card, 502.4a);
* 「タツジン・コストが2エテルのカード」: the card entered, paid as a キャラ (a コトダマ pays the same,
  1204.2g-1: named in the notes); the タツジン・コスト is optional (1404.2).
Builders off (issue 11 item 7), wordings of our own.
"""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.fixture
def plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "前のターンにオジギしたエテル2枚と、縦向きのエテル1枚がある。次の自分のターンにコスト3のキャラ出せる?",
            "yes",
        ),
        ("オジギしたエテル2枚と、縦向きのエテル1枚がある。コスト3のキャラ出せる?", "no"),
        ("オジギしたエテル2枚と縦向きのエテル2枚。コスト2のキャラを出せる?", "yes"),
        (
            "前のターンにオジギしたエテル1枚と、縦向きのエテル1枚。次の自分のターンにコスト5のキャラ出せる?",
            "no",
        ),
    ],
)
def test_1312_1_only_the_upright_part_of_the_etel_pays(plans_only: None, question: str, can: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.asks == "can" and v.value == can


def test_502_4a_a_cost_one_more_than_the_next_turns_etel_is_withheld(plans_only: None) -> None:
    question = (
        "前のターンにオジギしたエテル2枚と、縦向きのエテル1枚がある。次の自分のターンにコスト4のキャラ出せる?"
    )
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "コスト3で、タツジン・コストが2エテルのカードを出したい。いま縦になってるエテルは4枚。"
            "タツジン払って追加効果込みで出せる?",
            "no",
        ),
        (
            "コスト2、タツジン・コストが1エテルのカードを出したい。縦のエテルは3枚。タツジンも払って出せる?",
            "yes",
        ),
        ("コスト2、タツジン・コスト2エテルのカードをタツジン込みで出したい。エテルは4枚。出せる?", "yes"),
    ],
)
def test_1404_2_a_card_named_by_its_tatsujin_cost(plans_only: None, question: str, can: str) -> None:
    gated, note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == can
    assert note is not None and "「カード」はキャラとして" in note
