"""ニンジャスレイヤーTCG 1003.2b / 103.3: whose turn it is decides who loses first when both players take
damage at once — the turn player's damage checks go first, the non-turn player's on top, so the non-turn
player's resolve first (802.5c). The turn told as a role, 「自分がターンプレイヤーのとき」「こっちは
非ターンプレイヤー」 (blind Q ninjaslayer-bq-04; the both-lose-at-once family seen in batches E, H, K, L,
O, Q), had not been read (only 「自分のターン」 was), and the verdict withheld. Wordings of our own, and
traps (a ウケミ card revealed on one side, the role told of an earlier turn, one player hit only)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分がターンプレイヤーのとき、コトダマで自分と相手の両方に1点ずつダメージが入った。お互いダメゾン9枚、"
            "山札の一番上はどっちもウケミ無しのカード。同時に10枚になって非ターンプレイヤー勝ち、ってなる?"
            "自分視点でどっちが勝つ?",
            "self",
        ),
        (
            "俺がターンプレイヤーで、コトダマでお互いに1点ずつダメージ。お互いダメゾン9枚、めくれたのはどっちもウケミ無し。"
            "勝つのは?",
            "self",
        ),
        (
            "相手がターンプレイヤーのとき、コトダマで自分と相手の両方に1点ずつダメージ。お互いダメゾン9枚。"
            "めくれたのはどっちもウケミ無し。勝つのは?",
            "opponent",
        ),
        (
            "こっちは非ターンプレイヤー。コトダマで自分と相手の両方に1点ずつダメージ。お互いダメゾン9枚。"
            "めくれたのはどっちもウケミ無し。勝つのは?",
            "opponent",
        ),
    ],
)
def test_1003_2b_the_turn_told_as_a_role(question: str, winner: str) -> None:
    assert verdict(question, GAME) == (True, winner)


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分がターンプレイヤー。お互いダメゾン9枚で、コトダマでお互いに1点ずつ。相手のめくれたのはウケミ持ち、"
            "俺のはウケミ無し。勝つのは?",
            "opponent",
        ),
        (
            "前のターンは相手がターンプレイヤーだった。今は俺のターン。お互いダメゾン9枚で、コトダマでお互いに1点ずつ。"
            "めくれたのはどっちもウケミ無し。勝つのは?",
            "self",
        ),
        (
            "自分がターンプレイヤーのとき、お互いダメゾン9枚。コトダマで相手にだけ1点。めくれたのはウケミ無し。勝つのは?",
            "self",
        ),
    ],
)
def test_103_3_traps_state_only_the_rulebook_answer(question: str, winner: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == winner, value
