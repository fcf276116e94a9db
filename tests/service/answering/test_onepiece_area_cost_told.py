"""ONE PIECE CARD GAME 3-7-6-1, 3-8-5-1, 2-7-2: a card played into a full area with its cost told and its
payment unsaid (plans/onepiece_area.area_limit).

Blind batch S onepiece-bs-16 (「キャラエリアにもうキャラが5体並んでる。ここからさらにコスト3のキャラを手札から
出したいんだけど、出せる?」) had been withheld: a told cost needed the DON!! paying it. The area is what is
asked: the cost is paid by as many active DON!! (a default in the notes); DON!! told decide (a trap), and
a cost above the 10 DON!! withholds.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"
SITUATION = "onepiece.plan.area_limit"


def _verdict(question: str) -> tuple[bool, object, str | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "キャラエリアにもうキャラが5体並んでる。ここからさらにコスト3のキャラを手札から出したいんだけど、出せる?",
            "yes",
        ),
        ("キャラが5体いる。コスト2のキャラを出せる?", "yes"),
        ("ステージが1枚ある。コスト1のステージを出せる?", "yes"),
        ("自分の場にキャラが4体。コスト5のキャラを出したらキャラエリアは何体?", [5]),
    ],
)
def test_3_7_6_1_full_area_cost_told(question: str, value: object) -> None:
    assert _verdict(question)[:2] == (True, value)  # a plain play (can_play) may answer it first


@pytest.mark.parametrize(
    "question",
    [
        "キャラが5体いて、アクティブのドン!!が2枚。コスト3のキャラを出せる?",
        # 「ドン!!は全部レスト」: no active DON!! (round 17; it had been unread and withheld)
        "キャラが5体いる。ドン!!は全部レスト。コスト3のキャラを出せる?",
    ],
)
def test_2_7_2_trap_the_don_told_fall_short(question: str) -> None:
    assert _verdict(question) == (True, "no", SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        "キャラエリアにキャラが5体いる。コスト12のキャラを出せる?",  # more than the 10 DON!!
        "相手のキャラが5体いる。コスト3のキャラを出せる?",  # the opponent's area
        "キャラが5体いる。手札にないコスト3のキャラを出せる?",  # not played from the hand (6-5-3-1)
    ],
)
def test_3_7_6_unread_withholds(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("キャラが5体いる状態で6体目を出せる?", "yes"),
        ("キャラが5体いる。6体目を出したらキャラエリアは何体?", [5]),
        ("キャラが4体いる状態で5体目を出せる?", "yes"),
    ],
)
def test_3_7_6_1_the_nth_character_played(question: str, value: object) -> None:
    assert _verdict(question) == (True, value, SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        "キャラが5体いる状態で5体目を出せる?",  # the ordinal and the count disagree
        "相手のキャラが5体いる状態で6体目を出せる?",  # the opponent's area
    ],
)
def test_3_7_6_nth_unread_withholds(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)
