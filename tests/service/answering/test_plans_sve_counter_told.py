"""8.4.9.1: the attacked follower deals damage equal to its 攻撃力 to the attacker, so 「反撃で3点入れた」
restates that 攻撃力 (lexicon STAT attack); 12.13.2: 【ドレイン】 heals only when its holder attacks, so the
defending holder's counter heals no one (`plans/sve_attack.attack`; blind L sve-bl-08). A counter told
with another value than the 攻撃力 stated is no fact the scenario reflects: withheld. Through
`plans.situate`, sve's builders off."""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン。相手の攻撃力2のフォロワーが、うちのアクト状態の【ドレイン】持ち(攻撃力3・体力5)に攻撃してきた。"
            "反撃で3点入れたんだけど、自分のリーダーの体力10はいくつになる?",
            [10],
        ),
        (
            "相手のターン。相手の攻撃力1のフォロワーが、自分のアクト状態の【ドレイン】持ち(攻撃力2・体力4)に攻撃してきた。"
            "反撃で2点与えた。自分のリーダーの体力8はいくつ?",
            [8],
        ),
        (
            "相手のターン。相手の攻撃力2のフォロワーが、俺のアクト状態の【ドレイン】持ち(攻撃力4・体力6)に攻撃してきた。"
            "反撃で4点入れたけど、俺のリーダーの体力12はいくつになる?",
            [12],
        ),
    ],
)
def test_12_13_2_a_defending_drain_counter_heals_no_one(question: str, value: list[int]) -> None:
    v = situate(question, "sve")[0].accounting.verdict
    assert (v.stated, v.asks, v.value) == (True, "number", value)


def test_8_4_9_1_a_counter_told_against_the_stated_attack_is_withheld() -> None:
    q = (
        "相手のターン。相手の攻撃力2のフォロワーが、うちのアクト状態の【ドレイン】持ち(攻撃力3・体力5)に攻撃してきた。"
        "反撃で5点入れたんだけど、自分のリーダーの体力10はいくつになる?"
    )
    assert not situate(q, "sve")[0].accounting.verdict.stated
