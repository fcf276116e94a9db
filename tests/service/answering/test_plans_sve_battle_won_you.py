"""Shadowverse Evolve: 「あなたはバトルに勝利する」 in a card's text (5.22.1) — the card's あなた is the
player of the card, the subject of 「…が使った」 or the owner of 「…のカード」 before the quote, not the asker
(blind M sve-bm-11, withheld at 1297cc7: the plan had required 「(player)が『バトルに勝利する』」)."""

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
    ("question", "won"),
    [
        (
            "相手リーダーの体力はまだ15残ってるけど、自分が使ったカードの効果で「あなたはバトルに勝利する」が解決された。自分目線で勝敗はどうなる?",
            "self",
        ),
        (
            "相手が使ったカードの効果で「あなたはバトルに勝利する」が解決された。自分のリーダーの体力は20。勝敗は?",
            "opponent",
        ),
        (
            "自分のカードの「あなたはバトルに勝利する」って効果が解決された。相手のリーダーの体力は10残ってる。どっちの勝ち?",
            "self",
        ),
    ],
)
def test_5_22_1_the_cards_you_wins_the_battle(question: str, won: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == won


def test_5_22_1_a_you_with_no_player_of_the_card_is_withheld() -> None:
    assert not verdict("「あなたはバトルに勝利する」が解決された。どっちの勝ち?").stated
