"""ニンジャスレイヤー `aisatsu`, a ダメージ・ゾーン with face-down cards (1002.1, 1320.1).

1320.1: ジツ turns face-up damage-zone cards face down; 1002.1: a player with 10 or more cards in the
ダメージ・ゾーン loses — face-down ones count. 「ダメージ・ゾーンは9枚で、うち4枚はジツで裏向き」 is
5 face-up + 4 face-down of that player's zone (the 「うち」 part of the zone told before it). Traps:
a face-down count not said as a part (「裏向き4枚」), a player's 「まだ生きてる?」 (no card's fate) —
withheld.
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
    ("question", "winner"),
    [
        (
            "こっちのダメージ・ゾーンは9枚で、うち4枚はジツで裏向きになってる。相手ターンに相手の工作力1のキャラのアイサツを"
            "通されて、めくったのはウケミ無しでダメージ・ゾーン行き。裏向きのはノーカンだよね?自分目線で勝敗どうなる?",
            "opponent",
        ),
        (
            "相手のダメージ・ゾーンは9枚で、うち5枚はジツで裏向き。自分の工作力1のキャラで相手プレイヤーにアイサツが通って、"
            "めくったのはウケミ無し。勝者は?",
            "self",
        ),
        (
            "こっちのダメージ・ゾーンは8枚で、うち4枚はジツで裏向きになってる。相手ターンに相手の工作力1のキャラのアイサツを"
            "通されて、めくったのはウケミ無しでダメージ・ゾーン行き。自分目線で勝敗どうなる?",
            "none",
        ),
    ],
)
def test_1002_1_face_down_cards_count(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "こっちのダメージ・ゾーンは9枚、裏向き4枚。相手ターンに工作力1のアイサツを通されて、めくったのはウケミ無し。勝敗は?",
        "相手のダメージ・ゾーンが9枚あるけど、そのうち5枚はジツで裏向きになってる。自分の工作力1のキャラのアイサツが通って、"
        "ダメージチェックでウケミ無しのカードがダメージ・ゾーンに置かれた。相手まだ生きてる?",
    ],
)
def test_1002_1_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
