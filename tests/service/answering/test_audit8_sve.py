"""Shadowverse EVOLVE round-8 precision audit (issue 11): fresh adversarial questions aimed at the
families added in round 8 (【クイック】 in the end phase, an evolved follower's 体力 after damage, both
leaders' 体力, PP of the N-th turn with nothing used, 【オーラ】/【威圧】 targets, the hand at the end of a
turn, per-graveyard fanfare damage, a pronoun naming the attacked follower), each with the verdict
values the rulebook allows (`data/sve_audit8.jsonl`, checked by hand). A stated verdict must be one
of them; withholding is always allowed.

What the audit found: no wrong value; one wrong first sentence — a question holding a negative and a
positive can ask (「そいつに攻撃できないよね?リーダーには攻撃できる?」) was led with the 「いいえ、攻撃
できます。」 that answers the first (the 【威圧】 follower, 12.12.2) while the verdict was the second's (the
leader, 8.4.3.1): with several can asks the reply is left to the conclusion.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit8")


def _run(question: str) -> tuple[bool, Any, str]:
    return situated(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"a8-{i:03d}" for i in range(len(_ROWS))])
def test_audit8_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = _run(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit8_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "相手の威圧のフォロワーしかいない。そいつに攻撃できないよね?リーダーには攻撃できる?",
        "相手の場には威圧持ちのフォロワーだけ。そいつには攻撃できないよね?リーダーなら攻撃できる?",
        "相手のフォロワーは威圧持ちの1体だけ。そいつは攻撃できないんだよね?相手リーダーには攻撃できる?",
    ],
)
def test_12_12_2_two_can_asks_are_not_led_by_the_first_asks_reply(question: str) -> None:
    stated, value, summary = _run(question)
    if stated:
        assert value == "yes"
        assert not summary.startswith("シミュレーション結果: いいえ")
        assert not summary.startswith("シミュレーション結果: はい")


@pytest.mark.parametrize(
    "question",
    [
        "相手の威圧持ちフォロワーに攻撃できないよね?",
        "相手の【威圧】持ちのフォロワーに、俺のフォロワーで攻撃できなくない?",
        "相手の威圧持ちフォロワーって攻撃できない?",
    ],
)
def test_12_12_2_one_negative_can_ask_is_still_answered_as_asked(question: str) -> None:
    stated, value, summary = _run(question)
    if stated:
        assert value == "no"
        assert summary.startswith("シミュレーション結果: はい、")


@pytest.mark.parametrize(
    "question",
    [
        "相手の2/2のフォロワーに俺の3/3のフォロワーで攻撃したら勝てる?",
        "俺の4/4のフォロワーで相手の1/3のフォロワーに攻撃。勝つ?",
        "こっちの2/2で向こうの2/2のフォロワーを攻撃したら勝てる?",
    ],
)
def test_8_4_9_a_fight_win_asked_is_not_answered_no_winner(question: str) -> None:
    """A follower's attack on a follower asked 「勝てる?」 may ask the fight, not the game."""
    stated, value, _summary = _run(question)
    assert not stated or value != "none"


@pytest.mark.parametrize(
    ("question", "held"),
    [
        ("自分の手札は9枚で、ターン終了時に何枚になる?自分のターン", 7),
        ("自分のターンのエンドフェイズ、手札10枚。捨てたら何枚になる?", 7),
        ("自分のエンドフェイズで手札が8枚。何枚残る?", 7),
    ],
)
def test_7_4_7_the_hand_the_end_phase_leaves_asked_is_not_the_discards(question: str, held: int) -> None:
    """「手札は9枚で…何枚になる?」 asks the hand the turn ends with (7.4.7: down to the limit 7,
    4.7.3.1); it had been stated [2], the discards."""
    stated, value, summary = _run(question)
    assert not stated or value == [held]
    if stated:
        assert summary.startswith(f"シミュレーション結果: ターンの終わりの自分の手札は{held}枚です")
