"""Shadowverse Evolve: the hand at the end of a turn — only the turn player discards down to the hand
limit (7.4.7), so the non-turn player keeps every card until its own turn (seen in blind batches F, I,
J, K, L, M). `plans/sve_players.hand_limit` stops the run as the turn ends (7.4.9), so the hand asked
is never read after the next turn's draw (7.2.4); a discard the question asks about (「捨てなきゃダメ?」
「何枚捨てる?」) is a question, not a discard told (`sve_quote.asked_discard`).
"""

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
            "相手のエンドフェイズ。非ターンプレイヤーの自分は手札9枚持ってる。上限7枚だよね?捨てなきゃダメ?"
            "相手のターンが終わったときの自分の手札は何枚?",
            [9],
        ),
        (
            "相手のターン終わるとき、こっち(非ターンプレイヤー)の手札が9枚あるんだけど、上限7枚だし捨てなきゃダメ?"
            "相手のエンドフェイズ終了後の自分の手札は何枚?",
            [9],
        ),
        (
            "相手エンドフェイズ時点で自分の手札が10枚ある。相手のターンが終わったら自分の手札は何枚になる?",
            [10],
        ),
        ("相手のターンのエンドフェイズ。非ターンプレイヤーの自分は手札を9枚持ってる。何枚捨てる?", [0]),
        # the turn player: down to 7 (a fact that changes the answer)
        ("自分のターンのエンドフェイズに手札が9枚。ターンが終わったときの手札は何枚?", [7]),
        ("自分のターンのエンドフェイズ、手札10枚抱えてる。上限のせいで何枚捨てなきゃいけない?", [3]),
    ],
)
def test_7_4_7_only_the_turn_player_discards(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        # a discard told, not asked: another family
        "相手のエンドフェイズに自分の手札が9枚。効果で2枚捨てたら、相手のターンが終わったときの手札は何枚?",
        # whose hand is not said, in the opponent's end phase
        "相手のターンのエンドフェイズに手札が9枚。何枚になる?",
    ],
)
def test_7_4_7_what_is_not_modelled_is_withheld(question: str) -> None:
    assert not verdict(question).stated
