"""ニンジャスレイヤー `ambush_aisatsu` plan (`plans/ninjaslayer_ambush.py`).

1314.1b (302.3a): a card アンブッシュed from the エテル・ゾーン keeps its 配置状態 — bowed as エテル, it
arrives bowed, and 704.3a-1 lets only アンタイ・オジギ characters アイサツ. Traps: the card upright
there, another zone (オヒガン), an effect saying how it arrives, an untapping effect told after,
a later turn, the state not told — withheld.
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
        "エテル・ゾーンに横向き(オジギ済み)で置いてあるキャラカードを、効果でアンブッシュして場に出した。キャラフェイズ中の話なんだけど、"
        "こいつでそのターンのイクサフェイズにアイサツできる?",
        "効果で、自分のエテル・ゾーンにあるキャラクターカードをアンブッシュした。そのカードはエテルとして使ってオジギ(横向き)"
        "になってたやつで、効果テキストに向きの指定は特にない。場に出たそのキャラで、このターンのイクサフェイズにアイサツできる?",
        "キャラフェイズ中に効果で、エテル・ゾーンでオジギ状態になってたキャラクターカードをアンブッシュした。"
        "こいつ、このターンのイクサフェイズでアイサツに行ける?",
        "エテルの支払いで横にしてたエテル・ゾーンのキャラカードを、効果でそのままアンブッシュした。"
        "このターン中にそいつでアイサツしに行ける？アンタイ・オジギする効果はなし。",
        "エテルとして横にしてたキャラカードを効果でアンブッシュした。このターン、そいつでアイサツできる?",
    ],
)
def test_1314_1b_704_3a_1_a_bowed_etel_card_ambushed_cannot_aisatsu(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "エテル・ゾーンに縦向き(アンタイ・オジギ)で置いてあるキャラカードを、効果でアンブッシュした。"
        "こいつでそのターンのイクサフェイズにアイサツできる?",
        "オヒガンのキャラを効果でアンブッシュした。このターンのイクサフェイズにアイサツできる?",
        "エテル・ゾーンでオジギ状態になってたキャラクターカードを、効果でアンタイ・オジギ状態でアンブッシュした。このターンにアイサツできる?",
        "エテル・ゾーンでオジギ状態になってたキャラクターカードをアンブッシュした。そのあとアンタイ・オジギする効果で起こした。"
        "このターンにアイサツできる?",
        "エテル・ゾーンでオジギ状態になってたキャラクターカードをアンブッシュした。次の自分のターンにアイサツできる?",
        "エテル・ゾーンのキャラクターカードを効果でアンブッシュした。このターンにアイサツできる?",
    ],
)
def test_1314_1b_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
