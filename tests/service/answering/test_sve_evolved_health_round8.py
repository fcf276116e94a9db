"""Shadowverse Evolve: an evolved follower's 体力 is the evolve card's, less the damage it keeps
(5.15.2, 5.15.3, 2.8.2) — seen in blind batches I, J, M, N, O. Planned by `plans/sve_evolve.
evolved_health`:

* the evolve card named 「エボルヴ」 alone (「体力5のエボルヴに」「エボルヴの4/4に」「(エボルヴ側は4/5)」),
  its stats said before 「に進化」 (「そいつを4/5に進化させた」) or after 「進化させて進化後は」;
* the damage taken in the asker's own attack on an opponent's follower (「殴って2点もらって」
  「殴り合って2ダメ受けて」): the fought follower's combat damage (8.4.9.1), scripted as an attack;
* a damage that destroys the follower (11.3.1), another turn's fight, a keyword of the fought
  follower or its told 攻撃力 are withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "体力3の自分のフォロワーが2ダメージくらって残り体力1になってる。これを体力5のエボルヴに進化させたら、進化後の体力はいくつ?",
        "2/3のフォロワーで相手のアクト状態のフォロワーに殴って2点もらって生き残った。同じターンにそいつを4/5に進化させたら、残り体力いくつ?",
        "自分のターン。攻撃力2・体力3のフォロワーで相手のアクト状態のフォロワーを殴って2ダメージもらって生き残った。"
        "そのあとこのフォロワーを進化させて進化後は攻撃力4・体力5。今の残り体力いくつ?",
        "自分のターンに2/3のフォロワーで相手のフォロワーと殴り合って2ダメ受けて、体力残り1になった。"
        "そのあと同じターン中にこいつを進化させた(エボルヴ側は4/5)。進化後の残り体力っていくつ?",
    ],
)
def test_5_15_3_the_damage_stays_after_evolving(question: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == [3]


def test_5_15_2_the_evolve_cards_stats_named_after_its_noun() -> None:
    told = verdict("体力4のフォロワーが1ダメージくらってる。エボルヴの3/6に進化させた。進化後の体力はいくつ?")
    assert told.stated and told.value == [5]


@pytest.mark.parametrize(
    "question",
    [
        # the damage destroys it (11.3.1): no follower is left to evolve
        "2/3のフォロワーで相手のアクト状態のフォロワーを殴って3点もらった。そいつを4/5に進化させたら体力いくつ?",
        # the fought follower's 攻撃力 told apart from the damage
        "自分のターンに2/3のフォロワーで相手の攻撃力3のフォロワーと殴り合って2ダメ受けた。"
        "そのあとこいつを進化させた(エボルヴ側は4/5)。進化後の残り体力っていくつ?",
        # the damage dealt to the fought follower, not taken
        "2/3のフォロワーで相手のアクト状態のフォロワーを殴って2ダメージ与えた。そのあとそいつを4/5に進化させたら体力いくつ?",
        # a keyword of the fought follower
        "2/3のフォロワーで相手の【必殺】持ちのアクト状態のフォロワーに殴って2点もらった。そいつを4/5に進化させたら、残り体力いくつ?",
        # the fight in the opponent's turn
        "相手のターンに2/3のフォロワーが相手のフォロワーに殴られて2ダメージ受けた。次に自分のターンでそいつを4/5に進化させたら、残り体力いくつ?",
    ],
)
def test_5_15_3_what_the_plan_does_not_model_is_withheld(question: str) -> None:
    assert not verdict(question).stated
