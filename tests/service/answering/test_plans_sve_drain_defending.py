"""Shadowverse Evolve: a 【ドレイン】 follower attacked in the opponent's turn heals nothing — its
leader's 体力 asked after the fight stays (12.13.2: ドレイン heals by the damage its follower deals when
it attacks, 10.5.2.2), planned from the reading (`plans/sve_attack.attack`).

* the leader's 体力 asked after a fight of followers: an unstated 体力 (99) of a fighter decides no
  leader's 体力, so it is no obstacle; an unstated 攻撃力 still is (a 【ドレイン】 attacker heals by it);
* 「自分のドレイン持ち(攻撃力3・体力4)がアクト状態で」: the holder written without brackets is the follower
  (lexicon CARD), and its parenthesis comes before the が its state is said with (`sve_read._predicated`).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターンに、相手の攻撃力2のフォロワーがアクト状態の自分の【ドレイン】持ち(攻撃力3/体力4)に攻撃してきた。自分のリーダー体力は12だったんだけど、このバトルの後いくつ?",
            [12],
        ),
        (
            "相手のターン。自分のドレイン持ち(攻撃力3・体力4)がアクト状態で、そこに相手の攻撃力2・体力5のフォロワーが攻撃してきた。自分のリーダー体力は10。バトルの後、自分のリーダーの体力はいくつ?",
            [10],
        ),
        (
            "相手のターン、相手の攻撃力1のフォロワーが、こっちのアクト状態の【ドレイン】持ち(攻撃力4・体力3)に攻撃してきた。自分のリーダーの体力は8。このバトルの後、自分のリーダーの体力はいくつ?",
            [8],
        ),
    ],
)
def test_12_13_2_a_defending_drain_follower_heals_nothing(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        # the attacker's 攻撃力 unstated: a 【ドレイン】 attacker would heal by it
        "相手のターンに、相手の【ドレイン】持ちのフォロワーがアクト状態の自分の攻撃力3・体力4のフォロワーに攻撃してきた。相手のリーダーの体力は10。バトルの後、相手のリーダーの体力はいくつ?",
        # a follower's 体力 asked, not a leader's
        "相手のターンに、相手の攻撃力2のフォロワーがアクト状態の自分の攻撃力3・体力4のフォロワーに攻撃してきた。自分のリーダーの体力は10。自分のフォロワーの体力はいくつ?",
        "相手の攻撃力2のフォロワーが自分のアクト状態の攻撃力1のフォロワーに攻撃してきた。その後の体力はいくつ?",
    ],
)
def test_12_13_2_a_fight_whose_asked_number_is_unclear_is_withheld(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 12.8.2: only an acted 【守護】 forbids the leader; 「リーダー狙える?」 aims an attack at it
        (
            "相手の場に守護持ちがいるけど、そいつ縦向き(スタンド)のまま。自分は前のターンから場にいるフォロワーで相手の顔を殴りたいんだけど、守護に引っかからずリーダー狙える?",
            "yes",
        ),
        ("相手の場にアクト状態の守護持ちがいる。前のターンからいる自分のフォロワーでリーダーを狙える?", "no"),
        (
            "相手の【守護】フォロワーはスタンド状態。前のターンからいる自分のフォロワーで相手のリーダーを狙える?",
            "yes",
        ),
    ],
)
def test_12_8_2_only_an_acted_ward_keeps_the_leader_from_an_attack(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value
