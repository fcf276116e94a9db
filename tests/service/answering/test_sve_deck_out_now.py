"""An empty deck loses only when its player draws (5.9.1.1, 11.2.2): 「相手のデッキが0枚。今は自分の
ターン。この時点で勝者は?」 had been simulated through the opponent's next start phase (an untold
end_turn, 7.2.4) and stated 'you win' — the sve deck builder (scenarios/sve_effects.py `deck_draw`)
now passes the turn only when the question does. Several wordings, and the told turn passing."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


def _won(value: Any) -> bool:
    return value == "self" or (isinstance(value, dict) and value.get("winner") == "self")


@pytest.mark.parametrize(
    "question",
    [
        "相手のデッキが0枚。今は自分のターン。この時点で勝者は?(自分目線)",
        "相手のデッキ0枚、今は自分のメインフェイズ。もう勝ってる?",
        "相手の山札がもう0枚。まだ自分のターン中だけど、この時点で自分の勝ち?",
    ],
)
def test_11_2_2_an_empty_deck_alone_decides_no_winner_before_its_player_draws(question: str) -> None:
    assert not _won(answered(question))


@pytest.mark.parametrize(
    "question",
    [
        "相手のデッキが0枚の状態で自分のターンを終えたら、どうなる?",
        "相手のデッキがもう0枚になってる。で、次は相手のターン。このまま相手のターンが始まったらどうなる?"
        "自分目線でどっちが勝つ?",
    ],
)
def test_7_2_4_the_opponents_start_phase_draw_from_an_empty_deck_loses(question: str) -> None:
    assert _won(answered(question))
