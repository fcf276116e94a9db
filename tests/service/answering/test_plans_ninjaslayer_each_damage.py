"""ニンジャスレイヤー `each_player` plan, its wordings: one damage to each player at once, both at 9.

1003.2b: the turn player's damage checks go into the コトダマ空間 first, so the non-turn player's
resolve first; the rule check after it (1002.1) ends the game before the turn player's check
resolves. Read: the asker's reasoning (「同時に10枚なら」「同時に10枚だから」) is no count the
situation starts from, 「引き分け」 is no draw of a card, 「1点ずつ同時にダメージ」 is the amount, and
「ダメージ・ゾーンは俺も相手も9枚」 is both players'. Traps: no turn told, a ウケミ card on top.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン中で、お互いのダメージ・ゾーンが9枚ずつ。自分のコトダマで「お互いのプレイヤーに1ダメージ」を撃った。"
            "ダメージチェックは両方ともウケミ無しのカードがめくれる前提で、勝つのはどっち?同時に10枚なら非ターンプレイヤー勝ちだよね?",
            "self",
        ),
        (
            "自分のターン(自分視点)に、自分のコトダマで「各プレイヤーに1ダメージ」。自分も相手もダメージ・ゾーン9枚でリーチ。"
            "めくれるカードはお互いウケミ無しとする。これ同時に10枚になって引き分け的な扱い?勝つのはどっち?",
            "self",
        ),
        (
            "自分のターンで、ダメージ・ゾーンは俺も相手も9枚。俺のコトダマの効果で両方のプレイヤーに1ダメージずつ入った。"
            "めくるカードはどっちもウケミ無しだとして、同時に10枚だから非ターンの相手の勝ち…で合ってる?自分目線でどうなる?",
            "self",
        ),
        (
            "自分のターン中、自分も相手もダメージ・ゾーン9枚。自分の効果で両プレイヤーに1点ずつ同時にダメージが入った。"
            "お互い山札の上はウケミ無しのカード。同時に10枚だから非ターンプレイヤーの相手が勝ち、で合ってる? "
            "自分視点で勝者は?",
            "self",
        ),
        (
            "自分のターン中。自分も相手もダメージ・ゾーン9枚の状態で、「お互いのプレイヤーに1ダメージ」の効果が解決した。"
            "お互い山札の一番上はウケミ無し。引き分け？それともターンプレイヤーが有利？自分視点で勝者教えて。",
            "self",
        ),
        (
            "相手のターン中、ダメージ・ゾーンは俺も相手も9枚。相手のコトダマで両プレイヤーに1点ずつ同時にダメージが入った。"
            "お互い山札の上はウケミ無し。自分視点で勝者は?",
            "opponent",
        ),
    ],
)
def test_1003_2b_the_non_turn_players_check_resolves_first(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        # whose turn it is decides the order (1003.2b), and it is not told
        "自分も相手もダメージ・ゾーン9枚。「お互いのプレイヤーに1ダメージ」の効果が解決した。お互い山札の一番上はウケミ無し。引き分け?勝者は?",
        # a ウケミ card on top changes where it goes (1104.4)
        "自分のターン中。自分も相手もダメージ・ゾーン9枚の状態で、「お互いのプレイヤーに1ダメージ」の効果が解決した。"
        "自分の山札の一番上はウケミ持ち。勝者は?",
    ],
)
def test_1003_2b_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]


def test_hikiwake_is_no_draw_of_a_card() -> None:
    for question in ("これって引き分け?", "引き分けになる?勝者は?", "引き分け扱い?"):
        reading = read(question, GAME)
        assert not any(f.role is Role.ACTION and f.concept == "draw" for f in reading.facts), question
