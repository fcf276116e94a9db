"""Shadowverse Evolve, blind batch M (issue 11): the order the question tells its actions in.

* 5.15.3 / 8.4.9: 「…を殴って2ダメージもらった。そのあと進化させた」 — the follower fought first and
  evolved after; a scenario that evolves it before the attack answers another fight (blind M sve-bm-19
  had stated the evolved attacker's damage 4 for the 体力 left, 3). The gate's `reversed_actions`
  withholds a run scripting two actions against the told order (そのあと / その後で / てから / それから);
  the same actions told in the scenario's order are still simulated.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read
from service.answering.reading.sequence import reversed_actions


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力3・体力4のフォロワーで相手のアクト状態のフォロワーに攻撃して1ダメージ受けた。"
        "その後で進化させて攻撃力5・体力6になった。体力はいくつ?",
        "攻撃力2・体力2のフォロワーで相手のアクト状態のフォロワーを攻撃してから進化させて、進化後は攻撃力4・体力4。残りの体力は?",
        "攻撃力1・体力3のフォロワーで相手のアクト状態のフォロワーを殴った。それから進化して攻撃力3・体力5になった。いまの体力いくつ?",
    ],
)
def test_5_15_3_an_evolve_told_after_the_attack_is_not_run_before_it(question: str) -> None:
    told = verdict(question)
    assert not told.stated  # no scenario runs the fight before the evolve here: withheld, never the damage


def test_5_15_3_the_fight_run_before_the_evolve_answers_the_health_left() -> None:
    """sve-bm-19 itself: `sve_evolve.evolved_health` scripts the attack first, then the evolve (round 8)."""
    told = verdict(
        "自分のターン。攻撃力2・体力3のフォロワーで相手のアクト状態のフォロワーを殴って2ダメージもらって生き残った。"
        "そのあとこのフォロワーを進化させて進化後は攻撃力4・体力5。今の残り体力いくつ?"
    )
    assert told.stated and told.value == [3]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "このターンに出した3/3のフォロワーを進化させて5/5にしたら、相手のアクト状態の4/4に攻撃できる?どうなる?",
            "yes",
        ),
        ("このターンに出したフォロワーを進化させてから、相手のアクト状態のフォロワーに攻撃できる?", "yes"),
        ("出したばかりのフォロワーを進化させた。そのあと相手のリーダーを攻撃できる?", "no"),
    ],
)
def test_8_4_2_1_an_evolve_then_an_attack_in_the_told_order_is_simulated(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


def test_reversed_actions_reads_the_scripted_order() -> None:
    reading = read("フォロワーで相手のフォロワーを攻撃した。そのあと進化させた。", "sve")
    attack_then_evolve = {"actions": [{"type": "attack"}, {"type": "evolve"}]}
    evolve_then_attack = {"actions": [{"type": "evolve"}, {"type": "attack"}]}
    assert reversed_actions(reading, attack_then_evolve) is None
    assert reversed_actions(reading, evolve_then_attack) is not None
