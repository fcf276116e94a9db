"""Shadowverse EVOLVE round-8 precision audit, second wave (issue 11): fresh adversarial questions
aimed at the families added since 09:20 — a follower taken (奪う, 5.21) attacking, a 【クイック】
removal after an attack at a leader (8.4.7/8.4.9), several attacks on a leader with the result
restated (8.4.2.1/11.2.1), 【突進】 played this turn with the defender's field told as counts
(12.10.2) — each with the verdict values the rulebook allows (`data/sve_audit8b.jsonl`, checked by
hand). A stated verdict must be one of them; withholding is always allowed.

What the audit found: (1) a follower taken in an earlier turn (「前のターンに相手のフォロワーを奪って
おいた。今のターン、そいつで…攻撃できる?」) had been stated 'no' as if taken this turn — its master
has been the asker since this turn began (8.4.2.1), so 'yes'; the steal plan now withholds a
「前のターン」 that is no card's history (「前のターンから」); (2) a taken 【疾走】 follower's legal attack
on a follower was led with 「奪ったフォロワーは破壊されます」, a fight result from the plan's own 1/1
stats; a can ask is now led with 「攻撃できます」; (3) 「【突進】持ちをいま出した。…俺の別のフォロワー(前の
ターンからいる)で相手リーダーに攻撃できる?」 had been stated 'no' of the 【突進】 card — a noun said with
「別の/他の/もう1体の」 is a second card (plans/sve_attack withholds); (4) 「【突進】持ちをこのターンに出
した。…次のターンになったら相手リーダーを攻撃できる?」 had been stated 'no' (the next turn ignored for a
card played this turn): withheld; (5) the one-attack plan led a legal attack with its 0/99 defaults'
fight (「どちらのフォロワーも破壊されません」「相手のリーダーの体力は20」): a can ask is led with
「攻撃できます」.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit8b")


def _run(question: str) -> tuple[bool, Any, str]:
    return situated(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"a8b-{i:03d}" for i in range(len(_ROWS))])
def test_audit8b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = _run(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit8b_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "前のターンに相手のフォロワーを奪っておいた。今のターン、そいつで相手リーダーに攻撃できる?",
        "前のターンに効果で奪った相手のフォロワーで、相手リーダーを攻撃できる?",
        "相手のフォロワーを前のターンに奪った。このターン、そいつで相手リーダーを殴れる?",
    ],
)
def test_8_4_2_1_a_follower_taken_in_an_earlier_turn_is_not_answered_as_taken_this_turn(
    question: str,
) -> None:
    stated, value, _summary = _run(question)
    assert not stated or value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーを効果で奪った。そいつは前のターンから相手の場にいた。奪ったターンに相手リーダーを攻撃できる?",
        "相手の場のフォロワーを効果で奪ってきた。前のターンから相手の場にいたやつ。そいつで相手リーダー殴れる?",
    ],
)
def test_8_4_2_1_the_taken_cards_history_from_the_previous_turn_is_still_this_turns_taking(
    question: str,
) -> None:
    stated, value, _summary = _run(question)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーを奪った。そいつ、【疾走】持ち。奪ったターンに相手のアクト状態のフォロワーに攻撃できる?",
        "相手の【疾走】持ちフォロワーを効果で奪った。そいつで相手のアクト状態のフォロワーを攻撃できる?",
        "相手の【突進】持ちフォロワーを効果で奪った。そいつで相手のアクト状態のフォロワーを攻撃できる?",
    ],
)
def test_12_9_2_a_taken_followers_legal_attack_is_led_by_the_can_not_an_invented_fight(question: str) -> None:
    stated, value, summary = _run(question)
    if stated:
        assert value == "yes"
        assert summary.startswith("シミュレーション結果: 攻撃できます。")
        assert "破壊されます" not in summary.split("。")[0]


@pytest.mark.parametrize(
    "question",
    [
        "【突進】持ちをいま出した。相手の場にはスタンド状態のフォロワーが2体。でも俺の別のフォロワー(前のターンからいる)で相手リーダーに攻撃できる?",
        "【突進】持ちをいま出した。相手の場にはスタンド状態のフォロワーが2体。俺の他のフォロワー(前のターンからいる)で相手リーダーを攻撃できる?",
        "【突進】持ちをこのターンに出した。相手の場はフォロワー0体。もう1体の俺のフォロワー(前のターンからいる)で相手リーダー殴れる?",
    ],
)
def test_8_4_3_1_another_follower_asked_is_not_the_one_played_this_turn(question: str) -> None:
    """「別の/他の/もう1体の」 names a second card of the asker: its attack is not the 【突進】 one's."""
    stated, value, _summary = _run(question)
    assert not stated or value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "【突進】持ちをこのターンに出した。相手の場はフォロワー0体。次のターンになったら相手リーダーを攻撃できる?",
        "【突進】持ちを今出した。相手の場にアクト状態のフォロワーはいない。次の自分のターンならこいつで相手リーダーを攻撃できる?",
        "【突進】持ちをこのターンに出した。相手の場はフォロワー0体。次のターンにこいつで相手リーダーを殴れる?",
    ],
)
def test_8_4_2_1_a_card_played_this_turn_asked_of_the_next_turn_is_not_answered_as_this_turn(
    question: str,
) -> None:
    stated, value, _summary = _run(question)
    assert not stated or value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "【突進】持ちを今出した。相手の場にはアクト状態のフォロワーが１体(守護持ち)。そいつを攻撃できる?",
        "相手の場にアクト状態の守護持ちが1体。前のターンから場にいる俺のフォロワーでそいつを攻撃できる?",
        "【疾走】持ちをいま出した。相手の場はフォロワー0体。こいつで相手リーダーを攻撃できる?",
    ],
)
def test_8_4_3_1_a_legal_attack_asked_is_led_by_the_can_not_default_stats(question: str) -> None:
    """An unstated 攻撃力/体力 (the plan's 0/99) is no told 「どちらのフォロワーも破壊されません」 or
    「相手のリーダーの体力は20」: the can is said first."""
    stated, value, summary = _run(question)
    if stated:
        assert value == "yes"
        assert summary.startswith("シミュレーション結果: 攻撃できます。")
        assert "破壊されません" not in summary.split("。")[1]
        assert "体力は20" not in summary.split("。")[1]


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダーの体力は9。前のターンから場にいる攻撃力3のフォロワー3体で順番にリーダーを殴ったらちょうど0なんだけど、1体はこのターンに出したやつ。これで勝ち?",
        "相手リーダーの体力は6。前のターンから場にいる攻撃力2のフォロワー3体で順番に殴ったらちょうど0なんだけど、うち1体はさっき出したやつ。勝ち?",
        "相手リーダーの体力は6。攻撃力2のフォロワーが3体いて、1体だけこのターンに出した。全員で順番にリーダーを殴ったらちょうど0。勝ち?",
    ],
)
def test_8_4_2_1_one_of_alike_attackers_played_this_turn_is_not_a_win(question: str) -> None:
    """One of the alike attackers played this turn (no 【疾走】) cannot attack: the told 0 is not
    reached; the one-attack builder's copies are all alike, so it declines."""
    stated, value, _summary = _run(question)
    assert not stated or value in ("none", "no", False)


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダーの体力は7。前のターンから場にいる攻撃力3と攻撃力4のフォロワーで順番にリーダーを殴ったらちょうど0なんだけど、こっちの体力も0。これで勝ち?",
        "相手リーダー体力7。前のターンからいる攻撃力3と攻撃力4ので順番に殴ったらちょうど0なんだけど、自分の体力が0なんだよね。勝ち?",
        "相手リーダーの体力は7。前のターンから場にいる攻撃力3と攻撃力4のフォロワーで順番に殴ったらちょうど0。でも俺の体力も0。勝ち?",
    ],
)
def test_11_2_1_the_attackers_own_health_told_as_a_bare_0_is_not_dropped(question: str) -> None:
    """「こっちの体力も0」 is the asker's leader at 0 (it would have lost, 11.2.1): not 'self'."""
    stated, value, _summary = _run(question)
    assert not stated or value != "self"
