"""Round 14 (sve-aa-04): a follower told played 「手札から」 and evolved in the same turn. The attack plan
now plays it from the hand (10.6; the gate checks the zone the question places it in) — 「2/2のフォロワー
出して」 with no を is a play of that follower too — and for a 「できる?」 the untold evolve card is the
engine's 1/1, not a second card with the told pair. Evolved this turn it may attack an acted follower
(8.4.2.1) but not the leader (8.4.3.1); only 【疾走】 lets a follower played this turn attack the leader
(12.9.2)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("手札から3/3のフォロワーを出して、EPで進化させた。そいつで相手のリーダーを攻撃できる?", "no"),
        ("このターン手札から1/1のフォロワー出して進化させた。相手のリーダーを攻撃できる?", "no"),
        (
            "手札から3/3のフォロワーを出して、そのまま進化させた。こいつで相手のアクト状態のフォロワーを攻撃できる?",
            "yes",
        ),
    ],
)
def test_8_4_3_1_evolved_this_turn_attacks_followers_only_8_4_2_1(question: str, value: str) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: 【疾走】 flips it (12.9.2)
        ("手札から【疾走】持ちの2/2のフォロワーを出した。相手のリーダーを攻撃できる?", ["yes"]),
        # trap: a standing follower is no target even for an evolved one (8.4.3.1)
        (
            "手札から2/2のフォロワーを出して進化させた。そいつで相手のスタンド状態のフォロワーを攻撃できる?",
            ["no"],
        ),
        # trap: played, not evolved — no attack at the leader (8.4.3.1)
        ("手札から2/2を出した。相手のリーダーを攻撃できる?", ["no"]),
    ],
)
def test_8_4_3_1_played_traps_are_right_or_withheld(question: str, right: list[str]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
