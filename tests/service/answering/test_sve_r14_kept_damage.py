"""Round 14 (sve-aa-21's family): a follower told already damaged before its attack (「前のターンに1ダメ食
らって」「2点もらってる」) keeps that damage (5.13.1) — through an evolve too (5.15.3) — and its fight adds
to it (8.4.9.1, 11.3.1). The attack plan had taken the told damage for another action and declined; now
`sve_attack_told.taken_before` sets it on the attacker (FieldSpec.damage), the 体力 said left after it
(「残り体力1」) taken as that damage's result and checked against the told 体力. sve-aa-21 itself asks
「落ちる?」 naming no card while the two fighters' fates differ, so it stays withheld."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "2/2のフォロワーが前のターンに1ダメ食らって残り体力1。このターンに進化させて4/4になった。"
            "そいつで相手のアクト状態の3/5を殴った。俺のフォロワーは破壊される?",
            True,
        ),
        (
            "俺の3/4(前のターンから場にいる)は前のターンに2ダメージ受けてる。"
            "そいつで相手のアクト状態の2/5を殴った。俺のフォロワーは破壊される?",
            True,
        ),
        (
            "俺の3/5は前のターンに2点もらってる。そいつで相手のアクト状態の2/6を攻撃した。俺のフォロワーの残り体力は?",
            [1],
        ),
    ],
)
def test_5_13_1_damage_told_before_the_fight_is_kept_5_15_3(question: str, value: object) -> None:
    assert situated(question, GAME)[:2] == (True, value), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: the 体力 said left disagrees with the told 体力 less the damage
        (
            "俺の3/4は前のターンに1ダメ食らって残り体力2。そいつで相手のアクト状態の2/5を殴った。俺のフォロワーの残り体力は?",
            [],
        ),
        # trap: the opponent's follower was the one damaged before — 2 + 3 on 体力5 destroys it
        ("相手の2/5は前のターンに2ダメージ受けてる。俺の3/4で殴った。相手のフォロワーは破壊される?", [True]),
        # trap: the damage told is the fight's own (8.4.9.1), not taken before
        ("俺の3/4で相手のアクト状態の2/5を殴って2ダメージ受けた。俺のフォロワーの残り体力は?", [[2]]),
    ],
)
def test_5_13_1_kept_damage_traps_are_right_or_withheld(question: str, right: list[object]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
