"""11.2.1 / 1.2.2: leaders the question tells at 体力 0 or less, with no cause to replay — each such
player loses at the rule processing, both at once is a draw (`plans/sve_defeat.leaders_defeated`,
which replaced the retired builder `scenarios/sve_effects.simultaneous` for held-out sve-h-24); and
「自分と相手のデッキ/リーダー」 is each player's (lexicon OWNER both), so one effect on both players
(`plans/sve_players.player_effect`) reads it. Through `plans.situate` (the user's path), builders off.
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


def _winner(v: Any) -> Any:
    return v.value if v.asks == "winner" else v.value.get("winner")


@pytest.mark.parametrize(
    "question",
    [
        "自分と相手のリーダーの体力が同時に0以下になった場合、勝敗はどうなりますか?",
        "お互いのリーダーの体力が同時に0になったらどうなる?",
        "両方のリーダーの体力が同時に0以下になったら?",
        "俺と相手の体力が同時に0になった。どっちの勝ち?",
    ],
)
def test_1_2_2_both_leaders_at_zero_is_a_draw(question: str) -> None:
    v = verdict(question)
    assert v.stated and _winner(v) == "draw"


def test_11_2_1_one_leader_at_zero_loses() -> None:
    v = verdict("相手のリーダーの体力が0になった。どうなる?")
    assert v.stated and _winner(v) == "self"


@pytest.mark.parametrize(
    "question",
    [
        # two told apart: whether one check sees both is not told, and 「体力も0」 is read as a bare 0
        "自分のリーダーの体力が0になった。相手のリーダーの体力も0になった。勝敗は?",
        "自分のリーダーの体力が0になった。相手のリーダーは?",  # the other leader named, nothing read of it
        "お互いのリーダーの体力が3になった。どうなる?",  # above 0: no one loses, and no cause is told
    ],
)
def test_11_2_1_leaders_not_all_told_at_zero_are_withheld(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    "question",
    [
        "自分と相手のデッキが0枚のとき、各プレイヤーはカードを1枚引く効果を使ったら勝敗は?",
        "自分と相手のリーダーの体力が2のとき、お互いのリーダーに2ダメージを与えるスペルを使ったら?",
        "お互いのリーダーの体力が3のとき、お互いのリーダーに3ダメージを与えるスペルを使ったらどうなる?",
    ],
)
def test_1_2_2_one_effect_on_both_players_is_a_draw(question: str) -> None:
    v = verdict(question)
    assert v.stated and _winner(v) == "draw"
