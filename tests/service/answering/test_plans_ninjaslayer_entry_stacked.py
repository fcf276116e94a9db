"""ニンジャスレイヤー `entry_on_stack` plan (`plans/ninjaslayer_stacked.py`).

1206.1 / 602.1: a character card enters only when the コトダマ空間 holds no card, ability or damage
check — whoever's コトダマ is waiting there. Traps: the コトダマ resolved first (「解決したら」「解決
された後」), the opponent's キャラクターフェイズ, an empty コトダマ空間 told — withheld.
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
        "自分のキャラクターフェイズにキャラをエントリーしたら、相手がそれに合わせてコトダマを撃ってきた。相手のコトダマがまだ"
        "コトダマ空間に乗ったままの状況で、自分が優先権をもらったら手札から別のキャラをエントリーして対抗できる?",
        "自分のキャラクターフェイズにコトダマをエントリーして、それがまだ解決されずにコトダマ空間に乗ってる。"
        "この状態のまま優先権あるうちに手札のキャラも重ねてエントリーしちゃっていい?",
        "自分のキャラクターフェイズ中にコトダマ撃ったら、相手がそれに対応してコトダマ撃ってきた。まだどっちも解決してなくて"
        "コトダマ空間に乗ってる状態で優先権が回ってきたんだけど、ここで手札のキャラ出せる？",
        "自分のキャラクターフェイズで、コトダマ空間にまだ自分のコトダマが乗ってる。手札のキャラクターをエントリーしていい?",
        "キャラクターフェイズ中、相手のコトダマがコトダマ空間に残ってる間に、手札からキャラを出せる?",
    ],
)
def test_1206_1_no_entry_while_the_kotodama_space_holds_a_card(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "自分のキャラクターフェイズにコトダマを撃って、まだ解決されてないけど、相手がパスして解決したら手札のキャラ出せる?",
        "自分のキャラクターフェイズにコトダマを撃った。それが解決された後、手札のキャラをエントリーできる?",
        "相手のキャラクターフェイズ中、コトダマ空間に相手のコトダマが乗ってる状態で、手札のキャラを出せる?",
        "自分のキャラクターフェイズで、コトダマ空間には何も残ってない。手札のコトダマじゃなくてキャラを出せる?",
    ],
)
def test_1206_1_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
