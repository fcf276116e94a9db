"""Shadowverse Evolve: which card the opponent's follower attacks (8.4.5), told from the attacked side
(`scenarios/sve_defend`) and planned (`plans/sve_attack`). Blind O sve-bo-12: 「自分の場にアクト状態の
ドレイン持ちがいて、相手の…フォロワーがそいつに攻撃してきた。自分のリーダー体力は7」 was simulated as an
attack on the asker's leader (the leader named for its 体力 outweighed the pronoun) and answered 5.

* a pronoun (「そいつ/こいつ/そのフォロワー/そこ」に・を) names the asker's follower said before it as the
  attack target: the attack hits that follower, and 【ドレイン】 heals only for damage its follower deals
  when it attacks (12.13.2, 12.13.2.2) — the leader's 体力 stays;
* no target said while both the asker's follower and the asker's leader are named: either may have
  been attacked, so no verdict is stated;
* the leader named as the target (「自分のリーダーに攻撃してきた」) takes the attacker's damage (8.4.9).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


POINTED = [
    (
        "相手のターン。自分の場にアクト状態のドレイン持ち(攻撃力4/体力5)がいて、相手の攻撃力2のフォロワーがそいつに攻撃してきた。自分のリーダー体力は7。交戦が終わったあと自分のリーダー体力いくつ?",
        [7],
    ),
    (
        "自分の場にアクト状態のドレイン持ちのフォロワー(2/6)がいる。相手の攻撃力3のフォロワーがこいつを殴ってきた。自分のリーダー体力8。終わったら自分のリーダーの体力は?",
        [8],
    ),
    (
        "相手のターン。自分の場にアクト状態のドレイン持ち(4/5)がいて、相手の攻撃力2のフォロワーがそのフォロワーに攻撃してきた。自分のリーダーの体力は7。交戦後の自分のリーダーの体力は?",
        [7],
    ),
    (
        "相手のターン。自分のドレイン持ち(攻撃力3・体力4)がアクト状態で、そこに相手の攻撃力2・体力5のフォロワーが攻撃してきた。自分のリーダー体力は10。バトルの後、自分のリーダーの体力はいくつ?",
        [10],
    ),
]

UNSAID = [
    # the target unsaid, the asker's follower and leader both named
    "相手のターン、自分の場にアクト状態のドレイン持ち(攻撃力4/体力5)がいて、相手の攻撃力2のフォロワーが攻撃してきた。自分のリーダー体力は7。自分のリーダー体力いくつ?",
    "相手のターン。自分の場にアクト状態のフォロワー(3/3)がいる。相手の攻撃力3のフォロワーが攻撃してきた。自分のリーダーの体力は5。攻撃の後の自分のリーダーの体力は?",
]


@pytest.mark.parametrize(("question", "value"), POINTED)
def test_8_4_5_a_pronoun_names_the_attacked_follower(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(("question", "value"), POINTED)
def test_8_4_5_the_plan_reads_the_pronoun_too(
    question: str, value: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    told = verdict(question)
    assert not told.stated or told.value == value


@pytest.mark.parametrize("question", UNSAID)
def test_8_4_5_no_target_said_between_leader_and_follower_is_withheld(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize("question", UNSAID)
def test_8_4_5_no_target_said_is_withheld_by_the_plan(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    assert not verdict(question).stated


def test_8_4_9_the_leader_named_as_target_takes_the_damage() -> None:
    told = verdict(
        "相手のターン。自分の場にアクト状態のドレイン持ち(攻撃力4/体力5)がいて、相手の攻撃力2のフォロワーが自分のリーダーに攻撃してきた。自分のリーダー体力は7。自分のリーダー体力いくつ?"
    )
    assert told.stated and told.value == [5]
