"""12.11.2 / 8.4.3.1: a follower's owner told apart from its noun — in a parenthesis placing it
(「フォロワー(前のターンから自分の場にいる)」) or by an owner word joined by の with a clause between
(「相手の縦になってる(スタンド状態の)フォロワー」) — binds the card (`plans/sve_attack_parts.owned`;
blind M sve-bm-10): 【指定攻撃】 attacks a standing follower, a follower without it does not. Through
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
            "指定攻撃持ちのフォロワー(前のターンから自分の場にいる)で、相手の縦になってる(スタンド状態の)フォロワーを"
            "攻撃目標にできる?",
            "yes",
        ),
        (
            "【指定攻撃】持ちのフォロワー(前のターンから自分の場にいる)で、相手のスタンド状態のフォロワーを攻撃できる?",
            "yes",
        ),
        (
            "フォロワー(前のターンから自分の場にいる)で、相手の縦になってる(スタンド状態の)フォロワーを攻撃できる?",
            "no",
        ),
    ],
)
def test_12_11_2_the_owner_told_apart_binds_the_card(question: str, value: str) -> None:
    v = situate(question, "sve")[0].accounting.verdict
    assert (v.stated, v.asks, v.value) == (True, "can", value)
