"""Round 14 (sve-aa-18; every fight told in the pair 「攻撃力/体力」 players write): a follower named
only by its pair (「俺の3/4で」「相手の2/5を」) is a card of its own. The attack plan had read the
attacker's pair as an echo of the target's (same 攻撃力 and 体力 concepts, values unread) and dropped it,
then declined the fight; now a stat is compared with its value (`sve_read.echo`), a noun-less pair is a
follower (`sve_read.paired`) and a pair closed by its particle before another owner's word ends its card
(「俺の5/6(…)で相手の4/8に」). The asked follower destroyed has no 体力 left (11.3.1): the old builder
had read the attacked one's 「体力2」 for it, and now declines (`scenarios/sve_attack._stays`), as it does
for a card asked by a pair that fought in no attack of the run."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "前のターンから場にいる俺の4/3で、相手のアクト状態の1/6を攻撃した。戦闘のあと、俺のフォロワーの体力は残りいくつ?",
            [2],
        ),
        (
            "相手のアクト状態の1/4を、前のターンから場にいる俺の3/6で殴った。相手のフォロワーの残り体力は?",
            [1],
        ),
        (
            "俺の5/6(前のターンから場にいる)で相手のアクト状態の4/8に攻撃した。俺のフォロワーの残りの体力は?",
            [2],
        ),
    ],
)
def test_8_4_9_1_a_fight_of_pairs_leaves_the_told_health_less_the_damage_5_13_1(
    question: str, value: list[int]
) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("俺の3/3で相手のアクト状態の2/2を殴った。俺のフォロワーは破壊される?", False),
        ("俺の2/2で相手のアクト状態の3/3を殴った。俺のフォロワーは破壊される?", True),
    ],
)
def test_11_3_1_a_pair_follower_with_damage_at_its_health_is_destroyed(question: str, value: bool) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: the asked follower is destroyed (2 damage on 体力2) — it has no 体力 left to tell
        ("俺の5/2で相手のアクト状態の2/7を殴ったら、俺のフォロワーの残り体力は?", []),
        # trap: a standing follower is no attack target (8.4.3.1) — no 体力 left may be stated
        ("俺の3/4で相手のスタンド状態の2/5を殴った。俺のフォロワーの残り体力は?", []),
        # trap: played this turn, no 【突進】/【疾走】: it cannot attack (8.4.2.1)
        ("このターン出した俺の3/4で、相手のアクト状態の2/5を殴った。俺のフォロワーの残り体力は?", []),
        # trap: a 5/5 in no fight asked about — not the fight's outcome
        ("俺の3/4で、相手のアクト状態の2/5を殴った。相手の5/5は?", []),
    ],
)
def test_8_4_pair_traps_are_right_or_withheld(question: str, right: list[object]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
