"""A follower played this turn, then attacking, is the attacker (scenarios/sve_reading._PLAYED).

「…3/3をこのターン出して、相手リーダーを攻撃した」: its 「を」 had been read as the attack's 「を」 — the
played 【疾走】 follower became the target, no attacker was left, and a winner or 体力 asked of the plain
play-and-attack was not simulated, while the same situation asked 「攻撃できる?」 was. 12.9.2 (【疾走】:
it may attack the turn it is played), 8.4.9 (the attacked leader takes the attacker's damage), 11.2.1
(a leader at 0 or less loses).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のリーダー体力2。俺の【疾走】持ちの3/3をこのターン出して、相手リーダーを攻撃した。勝てる?",
            "self",
        ),
        ("相手のリーダー体力2。俺の【疾走】持ちの3/3をこのターン出して、相手リーダーを攻撃できる?", "yes"),
        (
            "相手のリーダー体力2。俺の【疾走】持ちの3/3をこのターン出して、相手リーダーを攻撃した。相手のリーダーの体力は?",
            [-1],
        ),
    ],
)
def test_12_9_2_a_follower_played_this_turn_then_attacking_is_the_attacker(
    question: str, value: object
) -> None:
    stated, got, _ = situated(question, "sve")
    assert stated and got == value


def test_12_9_2_a_follower_played_this_turn_without_a_keyword_does_not_attack_the_leader() -> None:
    question = "相手のリーダー体力5。俺の3/3のフォロワーをこのターン出して、相手リーダーを攻撃できる?"
    stated, got, _ = situated(question, "sve")
    assert not stated or got == "no"
