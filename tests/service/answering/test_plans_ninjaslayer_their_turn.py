"""ニンジャスレイヤーTCG plan `etel_their_turn`: the asker's エテル all bowed in their own turn stays
bowed through the opponent's next turn — the アンタイ・オジギ・ステップ stands only the turn player's
cards (502.2a) — so a コトダマ of that コスト cannot be paid there (1204.2g-1, 1312.1). Wordings of our
own; traps: only part of the エテル used, the asker's own next turn (etel_next_turn's case).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンにエテル3枚を全部使い切った。次の相手のターンにコスト2のコトダマを撃てる?",
        "自分のターン中にエテル4枚を全部オジギして使った。次の相手のターン中、コスト1のコトダマで割り込める?"
        "エテルを起こす効果はない。",
        "自分のターンでエテル5枚をすべて使い切ってターンエンド。次の相手のターン中にコスト3のコトダマって撃てる?",
    ],
)
def test_502_2a_only_the_turn_players_etel_stands(question: str) -> None:
    gated, note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == "no"
    assert gated.built is not None and gated.built.situation.endswith("etel_their_turn")
    assert "キャラクターフェイズに撃つ" in (note or "")  # the moment of the opponent's turn, named


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンにエテル4枚のうち2枚を使った。次の相手のターンにコスト1のコトダマを撃てる?",
        "自分のターンにエテル3枚を全部使い切った。次の自分のターンにコスト2のコトダマを撃てる?",
    ],
)
def test_502_2a_traps_are_not_this_plan(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert gated.built is None or not gated.built.situation.endswith("etel_their_turn")
