"""A rule asked of no player in particular (issue 11): 「ライフが0枚のときにリーダーがダメージを受けたら?」.

The retired zero_life builder answered it; the players plan needed an owner for the life count and
withheld. When no player is named anywhere, the situation is planned as the asker's own and the notes say
so (the other seat mirrors it): 1-2-1-1-1, a leader at 0 life that takes damage loses. A question that
names one player and leaves the leader's owner open stays withheld.
"""

from __future__ import annotations

import pytest

from corpus.loader import default_corpus
from service.answering.plans import situate
from service.answering.simulation import decisive_rules


@pytest.mark.parametrize(
    "question",
    [
        "ライフが0枚のときにリーダーがダメージを受けたらどうなる？",
        "ライフ0でリーダーにダメージが入ったら?",
        "ライフが0枚のリーダーにダメージが1点入ったらどうなる?",
        "ライフ1枚でリーダーが2ダメージ受けたらどうなる?",
    ],
)
def test_1_2_1_1_1_damage_at_zero_life_with_no_player_named(question: str) -> None:
    gated, note = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert gated.sim is not None and gated.sim.result.outcome.winner == "player2"
    assert "1-2-1-1-1" in gated.sim.result.outcome.rules
    assert note is not None and "自分のこととしています" in note


def test_4_6_2_life_left_with_no_player_named() -> None:
    gated, _ = situate("ライフ2枚のときにリーダーが1ダメージを受けたらどうなる？", "onepiece")
    assert gated.accounting.verdict.stated
    assert gated.sim is not None and gated.sim.result.outcome.winner is None


def test_a_named_player_with_an_unowned_leader_stays_withheld() -> None:
    gated, _ = situate("相手のライフが0枚のときにリーダーがダメージを受けたらどうなる？", "onepiece")
    assert not gated.accounting.verdict.stated


def test_sve_8_4_2_1_the_permission_leads_the_citations() -> None:
    """An evolved follower may attack an acted one (8.4.2.1): that permission answers 「攻撃できる?」
    ahead of the destroy the attack then caused (11.3.1)."""
    q = (
        "このターンに出した3/3のフォロワーを進化させて5/5にしたら、"
        "相手のアクト状態の4/4に攻撃できる?どうなる?"
    )
    gated, _ = situate(q, "sve")
    assert gated.sim is not None and gated.built is not None
    scheme = default_corpus().book("sve").info.scheme
    rules = decisive_rules(gated.sim.result, scheme, gated.built.summarize(gated.sim.result))
    assert rules.index("8.4.2.1") < rules.index("11.3.1")
