"""軌跡 TCG: the attack's object aimed at (「〜だけ狙って攻撃」) and an object that picks one of the
described UNITs by a word the reading does not model (「ザコの方」「小さい方」「もう片方」) —
`reading/aimed.py`. Blind P kiseki-bp-06 had scripted an attack on the 【ヘイト】 UNIT and said the
attack on the 「ザコ」 UNIT was allowed. Wordings of our own.

Clauses: 1407.1 / 1326.2 (a 【ヘイト】 UNIT must be attacked while it can be chosen; a stunned one does
not bind the choice).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.aimed import unaimed
from service.answering.reading.reader import read

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, v.reason


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にレディ状態の【ヘイト】持ちUNITと、DEF1のザコUNITがいる。どっちもスタンしてないし暗躍もなし。"
        "自分のUNIT1体でザコの方だけ狙って攻撃ってできる?",
        "相手の場に【ヘイト】持ちのUNITと、DEF2の小さいUNITがいる。自分のUNIT1体で小さい方だけ狙って攻撃できる?",
        "相手の場にスタンしてない【ヘイト】持ちUNITと普通のUNITがいる。自分のUNITでもう片方だけ狙って攻撃できる?",
    ],
)
def test_1407_1_an_object_picked_by_an_unmodeled_word_is_withheld(question: str) -> None:
    stated, value, reason = _verdict(question)
    assert not stated, (value, reason)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("相手の場に【ヘイト】持ちのUNITとヘイトなしのUNITがいる。ヘイトなしのUNITを狙って攻撃できる?", "no"),
        ("相手の場に【ヘイト】持ちのUNITとヘイト無しのUNITがいる。ヘイト無しの方だけ狙って攻撃できる?", "no"),
        (
            "相手の場に、スタンしている【ヘイト】のUNITと、スタンしていないUNITがいる。"
            "スタンしていないUNITだけ狙って攻撃できる?",
            "yes",
        ),
    ],
)
def test_1407_1_1326_2_an_aimed_object_named_by_an_icon_or_state_is_answered(question: str, can: str) -> None:
    stated, value, reason = _verdict(question)
    assert stated and value == can, (value, reason)


def _payload(target: str) -> dict[str, Any]:
    units = [{"id": "d1", "icons": ["【ヘイト】"]}, {"id": "d2", "icons": []}]
    return {
        "player1": {"field": [{"id": "a"}]},
        "player2": {"field": units},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": target}],
    }


@pytest.mark.parametrize(
    "question",
    [
        "相手の場に【ヘイト】持ちUNITとザコUNITがいる。ザコの方だけ狙って攻撃できる?",
        "相手の場に【ヘイト】持ちUNITと弱いUNITがいる。弱いほうを攻撃できる?",
        "相手の場に【ヘイト】持ちUNITとDEF1のUNITがいる。自分のUNITで、もう1体に攻撃できる?",
        "相手の場に【ヘイト】持ちUNITとDEF1のUNITがいる。DEF3の方を攻撃できる?",  # no card has DEF3
    ],
)
def test_1407_1_gate_withholds_a_pick_it_cannot_check(question: str) -> None:
    reading = read(question, GAME)
    assert unaimed(reading, _payload("d1")) is not None
    assert unaimed(reading, _payload("d2")) is not None  # the word names no icon: unchecked either way


def test_1407_1_gate_lets_the_plain_pick_through_on_the_card_with_no_icon() -> None:
    reading = read("相手の場に【ヘイト】持ちUNITと普通のUNITがいる。普通の方を攻撃できる?", GAME)
    assert unaimed(reading, _payload("d2")) is None
    assert unaimed(reading, _payload("d1")) is not None


def test_1407_1_gate_lets_a_stat_pick_through_on_the_card_holding_the_stat() -> None:
    reading = read("相手の場に【ヘイト】持ちUNIT(DEF5)とDEF1のUNITがいる。DEF1の方を攻撃できる?", GAME)
    payload = _payload("d2")
    payload["player2"]["field"][0]["DEF"] = 5
    payload["player2"]["field"][1]["DEF"] = 1
    assert unaimed(reading, payload) is None
    payload["actions"][0]["target"] = "d1"
    assert unaimed(reading, payload) is not None


@pytest.mark.parametrize(
    "question",
    [
        "相手の場に【ヘイト】持ちと普通のUNITが並んでて、どっちもスタンしてない。ヘイトの方スルーして普通のUNITのほうを攻撃対象に選べる?",
        "相手の場に【ヘイト】持ちのUNITと普通のUNITがいる。どっちもスタンしてない。ヘイトの方を無視して普通の方を攻撃できる?",
        "相手の場に【ヘイト】持ちのUNITと普通のUNITがいる。ヘイト持ちを飛ばして普通の方を攻撃していい?",
    ],
)
def test_1407_1_a_card_skipped_in_a_te_clause_is_not_the_object(question: str) -> None:
    # blind R kiseki-br-12: 「ヘイトの方スルーして」 had made the 【ヘイト】 UNIT the attack's object, and the
    # attack on it answered the attack on the other UNIT ('yes'; 1407.1 says 'no')
    reading = read(question, GAME)
    assert unaimed(reading, _payload("d1")) is not None
    v = situate(question, GAME)[0].accounting.verdict
    assert not v.stated or v.value == "no"
