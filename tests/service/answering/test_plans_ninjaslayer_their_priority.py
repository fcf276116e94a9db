"""ニンジャスレイヤー `kotodama_their_turn`, more wordings: the non-turn player entering a コトダマ in
the opponent's turn when they hold priority (1207.1, 802.4b; after an アイサツ declaration 705.2).

Read: 「相手のキャラクターフェイズ中」 tells the phase inside the turn fact; 「相手のキャラが俺に
アイサツしてきた…アイサツ宣言のあと」 is the declaration's priority (the attacker is the opponent's
card); 「イクサフェイズ中…優先権はもらってる」 is run at that priority (named in the notes); the asker's
エテル told is the one paid from. Traps: an エテル short of the コスト (stated: no), a damage check on
the stack, 「アイサツしてきた」 with no declaration moment, the イクサフェイズ with no priority told.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    "question",
    [
        "相手のターンのイクサフェイズ中なんだけど、非ターンプレイヤーの自分が手札のコトダマを使うことってできる?(優先権はもらってる状態)",
        "相手のキャラクターフェイズ中。こっちの手札にコトダマがあってエテルも立ってる。相手がパスして優先権がこっちに来たら、"
        "そのコトダマ使ってもいいの?",
        "相手のイクサフェイズ中、相手のキャラが俺(プレイヤー)にアイサツしてきた。アイサツ宣言された直後のタイミングで、"
        "非ターンプレイヤーの俺が手札のコトダマをエントリーすることってできる?",
        "相手ターンのイクサフェイズで、相手のキャラが俺にアイサツしてきた。エテルの縦1枚残ってて、手札にコスト1のコトダマがある。"
        "アイサツ宣言のあと優先権が回ってきたタイミングで撃てる?",
        "相手のキャラクターフェイズ中に、優先権がこっちに来たら手札のコトダマ使える?",
    ],
)
def test_1207_1_802_4b_the_non_turn_player_with_priority_enters_a_kotodama(question: str) -> None:
    assert _verdict(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "相手ターンのイクサフェイズで、相手のキャラが俺にアイサツしてきた。エテルは縦0枚で、手札にコスト1のコトダマがある。"
        "アイサツ宣言のあと優先権が回ってきたタイミングで撃てる?",
        "相手ターンのイクサフェイズで、相手のキャラが俺にアイサツしてきた。エテルの縦1枚残ってて、手札にコスト2のコトダマがある。"
        "アイサツ宣言のあと優先権が回ってきたタイミングで撃てる?",
    ],
)
def test_1204_2g_1_the_etel_short_of_the_cost_cannot_pay_it(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # (「…ダメージチェックが積まれた。コトダマ撃てる?」 is stated 'no' since round 12: a damage check on
        # top allows only a pass, 802.4 — kotodama_on_check, test_plans_ninjaslayer_cov12.py)
        "相手のイクサフェイズ中、相手のキャラが俺にアイサツしてきた。コトダマ撃てる?",
        "相手のターンのイクサフェイズ中、手札のコトダマを使える?",
    ],
)
def test_1207_1_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
