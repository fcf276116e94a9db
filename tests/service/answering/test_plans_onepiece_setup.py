"""ONE PIECE CARD GAME plans: the deck before the game and after the first draw (plans/onepiece_setup.py).

Clauses: 5-2-1-6 / 5-2-1-6-1 (5 opening cards, a mulligan draws 5 again — no count changes), 5-2-1-7
(the leader's life placed from the deck), 5-2-1-8 / 6-3-1 (the first player's first turn draws no
card, the second player's draws one). The traps leave out a fact the count turns on (the life, whose
first turn) or add one the plan does not model (an effect's draw, another opening hand, the
opponent's deck) and must stay withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    ("question", "deck"),
    [
        (
            "ライフ4のリーダーで50枚のデッキ。初手5枚引いてマリガンを1回した。ライフを置き終わってゲーム開始した時点"
            "(まだ誰もドローしてない)で、デッキは何枚?",
            41,
        ),
        (
            "ライフ4のリーダーでデッキ50枚。初手5枚が微妙だったからマリガンした。ライフを置き終わってゲームが始まる"
            "時点で、デッキは何枚残ってる?",
            41,
        ),
        ("ライフ5のリーダーでデッキ50枚。マリガンしてライフを置いた。ゲーム開始時点でデッキは何枚?", 40),
        (
            "ライフ4のリーダー使ってて先攻取った。初手5枚からマリガン1回して引き直し、そのあとライフ置いてゲーム開始。"
            "先攻1ターン目のドローフェイズが終わった時点で自分の山札って何枚?効果とかは何も使ってない",
            41,
        ),
        (
            "後攻で、リーダーのライフは4。初手5枚が微妙だったので1回引き直した。ライフ置いて、自分の1ターン目の"
            "ドローフェイズで1枚引いた直後、デッキの残りは何枚?",
            40,
        ),
        (
            "ライフ4のリーダーを使ってて後攻。最初の手札5枚は引き直しした(引き直し後も5枚)。後攻1ターン目のドローが"
            "終わった時点でデッキは何枚残ってる?デッキはもちろん50枚で組んでる。",
            40,
        ),
        (
            "後攻です。リーダーのライフは4。デッキ50枚から初手5枚引いて、気に入らなかったからマリガンして引き直した。"
            "そのあとライフ置いて、先攻のターンが終わって自分の1ターン目のドローまで済ませた。このときデッキ残り何枚?",
            40,
        ),
    ],
)
def test_5_2_1_7_the_deck_loses_the_opening_hand_and_the_life(question: str, deck: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [deck]
    assert situation == "onepiece.plan.opening_deck"


@pytest.mark.parametrize(
    "question",
    [
        "デッキ50枚で初手5枚、マリガンした。ゲーム開始時点のデッキは何枚?",  # the life unsaid
        # whose first turn is unsaid (先攻 draws none, 後攻 one)
        "ライフ4のリーダーでデッキ50枚。マリガンしてライフ置いた。1ターン目のドローフェイズの後、デッキは何枚?",
        # an effect's draw
        "ライフ4のリーダーでデッキ50枚。先攻。マリガンした。1ターン目にキャラの効果でカードを1枚引いた。デッキは何枚?",
        "ライフ4のリーダーでデッキ50枚。マリガンしてライフを置いた。ゲーム開始時点で相手のデッキは何枚?",
        "ライフ4のリーダーでデッキ50枚。初手6枚引いてマリガンした。ゲーム開始時点でデッキは何枚?",
    ],
)
def test_6_3_1_a_count_the_plan_cannot_settle_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "先攻を取った。初手が微妙だったから1回引き直した。先攻1ターン目のメインフェイズに入った時点で、手札は何枚?"
        "(効果での増減はなし)",
        "先攻とった。初手5枚でマリガンなし、ライフもセットした。先攻1ターン目のメインフェイズに入った時点で手札って"
        "何枚?(ターン開始時とかに動く効果はなし)",
    ],
)
def test_5_2_1_6_1_a_mulligan_told_leaves_the_first_turns_hand_at_five(question: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and value == [5]
