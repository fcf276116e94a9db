"""ONE PIECE CARD GAME: DON!! given told by a bare count, 「リーダーに2枚、キャラに1枚付与されてる」 (6-2-3).

Seen onepiece-bj-11: the DON!! (the sentence's subject) given to the leader and a character were told as
「リーダーに2枚、キャラに1枚付与されてる」 — numbers with no ドン!! of their own, read as bare numbers
(withheld). The lexicon's STAT don takes a count right after 「リーダーに」「キャラに」 when the attaching
verb closes the list, and 「リーダーに付けてたのが2枚」 (the count after the verb); 「ドン!!デッキはまだ3枚」
is the DON!! deck. Without the verb (「リーダーに2枚、ドン!!デッキは…」) or on the opponent's card the count
stays unread (withheld).

A DON!! count asked of a card (「リーダーに付いてるドン!!は何枚?」) is not the cost area's: the turn-start
plans had answered it with the cost area's count (a wrong verdict); they now withhold it.

Clauses: 6-2-3 (given DON!! return to the cost area, rested, then 6-2-4 set active), 6-4-1 (2 DON!!
placed), 6-4-2.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "ターン開始時、コストエリアにドン!!4枚(うち2枚はレスト)、リーダーに2枚、キャラに1枚付与されてる。"
            "ドン!!デッキはまだ3枚ある。ドン!!フェイズが終わった時点で、コストエリアにあるアクティブのドン!!は何枚?",
            [9],  # 4 + 3 returned, all active (6-2-4), + 2 placed
        ),
        (
            "コストエリアにレストのドン!!が5枚、リーダーに3枚付けてる。ドン!!デッキは残り2枚。次の自分のターンの"
            "ドン!!フェイズが終わった時点で、コストエリアのドン!!は何枚?",
            [10],
        ),
        (
            "コストエリアにドン!!3枚、リーダーに2枚付与してる。ドン!!デッキはあと5枚。次の自分のターンの"
            "ドン!!フェイズのあと、コストエリアのアクティブのドン!!は何枚?",
            [7],
        ),
    ],
)
def test_6_2_3_don_given_by_bare_count(question: str, expected: object) -> None:
    stated, value = _verdict(question)
    assert stated
    assert value == expected


@pytest.mark.parametrize(
    "question",
    [
        # trap: no attaching verb — 「リーダーに2枚」 is not said to be given DON!!
        "コストエリアにドン!!4枚、リーダーに2枚、ドン!!デッキは残り4枚。次の自分のターンのドン!!フェイズのあと、"
        "コストエリアのドン!!は何枚?",
        # trap: DON!! given to the opponent's leader as well
        "コストエリアにドン!!4枚、リーダーに2枚付与、キャラに1枚付与。ドン!!デッキはまだ3枚。相手のリーダーに"
        "2枚付いてる。次の自分のターンのドン!!フェイズのあと、コストエリアのドン!!は何枚?",
        # trap: the count asked is the leader's (0 after the refresh phase), not the cost area's
        "コストエリアにドン!!6枚、リーダーに2枚付いてる。ドン!!デッキは残り2枚。次の自分のターンの"
        "ドン!!フェイズのあと、リーダーに付いてるドン!!は何枚?",
        "コストエリアにドン!!6枚、リーダーにドン!!2枚付いてる。ドン!!デッキは残り2枚。次の自分のターンの"
        "ドン!!フェイズのあと、リーダーのドン!!は何枚?",
    ],
)
def test_6_2_3_don_given_unread_or_card_asked_withheld(question: str) -> None:
    stated, _value = _verdict(question)
    assert not stated
