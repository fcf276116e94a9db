"""Shadowverse Evolve: in the opponent's end phase the asker (the non-turn player) may play a card with
【クイック】 (7.4.5, 12.3.4) and no other — seen in blind batches E, K, M (`plans/sve_moves.
end_phase_quick`; the engine plays it at 7.4.5 of an `end_turn` with `quick`)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のエンドフェイズに、非ターンプレイヤーの自分が手札の【クイック】持ちスペルを撃つのってあり?",
            "yes",
        ),
        (
            "相手のエンドフェイズ中って、非ターンプレイヤーの自分が手札の【クイック】持ちスペルを撃てる?",
            "yes",
        ),
        ("相手のターンの終わりに、手札の【クイック】持ちのフォロワーを出せる?", "yes"),
        (
            "相手のエンドフェイズ中に、非ターンプレイヤーの自分が手札からクイックを持ってない普通のフォロワーを出すことってできる?",
            "no",
        ),
        ("相手ターン終了時に【クイック】のない普通のスペルを撃てる?", "no"),
    ],
)
def test_7_4_5_only_quick_cards_in_the_opponents_end_phase(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        # the PP told: the cost is not modelled from it here
        "相手のエンドフェイズに、PPが0なんだけど手札の【クイック】スペルを撃てる?",
        # two cards: the PP for both is not told
        "相手のエンドフェイズに【クイック】持ちスペルを2枚撃てる?",
        # an amulet's activated ability (12.3.3)
        "相手のターンのエンドフェイズに、自分の場のアミュレットについてる【クイック】付きの起動能力を使いたい。使える?",
        # the opponent plays in the asker's end phase
        "自分のエンドフェイズに、相手が【クイック】持ちスペルを撃ってきた。これってあり?",
    ],
)
def test_7_4_5_what_is_not_modelled_is_withheld(question: str) -> None:
    assert not verdict(question).stated
