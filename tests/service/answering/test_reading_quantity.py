"""The asked player quantity is read from the engine's final state (`reading/quantity.py`): the
structured number verdict is the simulated value, not the first number of the builder's sentence
(fow-ba-06, onepiece-ba-13, fow-bb-01 were stated with the damage or the powers)."""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.answering.reading.gate import gate
from service.answering.reading.model import Verdict
from service.answering.simulation import run_question


def verdict(game: str, question: str) -> Verdict:
    sim, built, _ = run_question(game, extract(question))
    return gate(question, game, sim, built).accounting.verdict


# 10.6.4.1: N damage per card, dealt once; the asked life is the final life, not the damage
@pytest.mark.parametrize(
    "question",
    [
        "相手の場にリゾネイターが4体いる。「相手の場のリゾネイター1体につき300ダメージを与える」ってやつを"
        "相手プレイヤーに撃ったら、相手のライフ4000はいくつになる?",
        "相手のライフ4000。相手の場のリゾネイター1体につき300ダメージを与える効果を相手に使った。"
        "相手の場にリゾネイターは4体。相手のライフは何点になる?",
        "相手の場にリゾネイターが4体。「相手の場のリゾネイター1体につき300ダメージ」を相手に撃った。"
        "相手のライフ4000は何点になる?",
    ],
)
def test_10_6_4_1_the_life_asked_is_the_simulated_life(question: str) -> None:
    v = verdict("fow", question)
    assert not v.stated or v.value == [2800], v


# 7-1-3-2-1: a counter that wins the battle leaves the life as it was
@pytest.mark.parametrize(
    "question",
    [
        "ライフ4枚。相手の6000のキャラに俺のリーダー(5000)が殴られたので、手札からカウンター2000のキャラを"
        "捨ててリーダーに使った。ライフ何枚残る?",
        "自分のライフ4枚。相手のパワー6000のキャラにリーダー(5000)がアタックされ、カウンター2000を使った。"
        "自分のライフは何枚になる?",
        "ライフは4枚。パワー6000の相手キャラにリーダー(パワー5000)を殴られて、2000カウンターを切った。"
        "ライフは何枚?",
    ],
)
def test_7_1_3_2_1_the_life_left_is_the_simulated_life(question: str) -> None:
    v = verdict("onepiece", question)
    assert not v.stated or v.value == [4], v


# a change asked (「何点減る」「失う絆は何点」) is not the amount left: not read from the state
@pytest.mark.parametrize(
    "question",
    [
        "STR6・DEF2のUNITで、相手のSTR3・DEF3・CPコスト3のUNITに単独攻撃。サポートも効果もなし。相手の絆は何点減る?",
        "こっちのSTR3・DEF2・CPコスト2のUNITで、相手のSTR2・DEF5のUNITに攻撃した。こっちが失う絆は何点?",
        "STR6・DEF2のUNITで相手のSTR3・DEF3・CPコスト3のUNITを攻撃した。相手が失う絆は何点?",
    ],
)
def test_804_a_kizuna_loss_asked_is_not_the_kizuna_left(question: str) -> None:
    v = verdict("kiseki", question)
    assert not v.stated or all(n < 10 for n in v.value), v


# 4.4.4.2: a full field (5) creates no more tokens; the asked field count is the simulated field
@pytest.mark.parametrize(
    "question",
    [
        "自分の場にカードが4枚。「トークンを2体出す」効果を使った。場のカードは何枚になる?",
        "自分の場にカードが4枚。「フォロワートークンを2体場に出す」効果を使った。場のカードは何枚になる?",
        "自分の場にはカードが4枚ある。トークンを2体出す効果を使ったら、場のカードは何枚?",
    ],
)
def test_4_4_4_2_the_field_count_asked_is_the_simulated_field(question: str) -> None:
    v = verdict("sve", question)
    assert not v.stated or v.value == [5], v
