"""ONE PIECE CARD GAME: the opponent's turn told as passed with nothing changed (6-2-3, 6-4-1).

Seen onepiece-bm-11: 「自分のターン終了時点で…。相手ターンは特に何も起きなかった。次の自分のターンで
リフレッシュフェイズとドン!!フェイズが終わった時点で…」 had left 「相手ターン」 unreflected (withheld), and
bo-17's 「(相手ターン中のドン!!の増減なし)」 had been read as the turn asked about: the answer said the
opponent draws. The lexicon's TURN quiet_turn takes the whole remark (「相手ターンは特に何も起きなかった」
「相手の番は特になにもなし」「相手ターン中のドン!!の増減なし」), neutral in the engine map: the run starts at
the asker's next turn from the counts told. Anything the opponent's turn did stays unreflected.

Clauses: 6-2-3 (DON!! given return to the cost area in the refresh phase), 6-2-4 (rested cards are set
active), 6-4-1 (2 DON!! placed from the DON!! deck), 6-4-2 (only the 1 left when 1 is left), 6-3-1.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _answer(question: str) -> tuple[bool, object, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    text = gated.built.summarize(gated.sim.result) if gated.built is not None and gated.sim else ""
    return v.stated, v.value, text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "自分のターン終了時点で、リーダーにドン!!3枚付与、コストエリアにはレストのドン!!が4枚、ドン!!デッキの"
            "残りは3枚。相手ターンは特に何も起きなかった。次の自分のターンでリフレッシュフェイズとドン!!フェイズ"
            "が終わった時点で、コストエリアのアクティブなドン!!は何枚?",
            [9],
        ),
        (
            "ターン終了時、コストエリアにレストのドン!!が5枚、リーダーにドン!!1枚付与、ドン!!デッキは残り4枚。"
            "相手のターンは何もしてこなかった。次の自分のターンのドン!!フェイズが終わったら、コストエリアの"
            "ドン!!は何枚?",
            [8],
        ),
        (
            "コストエリアにレストのドン!!が6枚、ドン!!デッキは残り4枚。相手の番は特になにもなし。次の自分の"
            "ターン、ドン!!フェイズのあとでアクティブのドン!!は何枚?",
            [8],
        ),
    ],
)
def test_6_2_3_6_4_1_quiet_opponent_turn_between(question: str, expected: object) -> None:
    stated, value, text = _answer(question)
    assert stated
    assert value == expected
    assert "自分がカードを1枚引きます" in text


def test_6_3_1_parenthesised_opponent_turn_is_not_the_turn_asked() -> None:
    # bo-17: the asker's turn comes; the opponent's turn in parentheses is a remark (the asker draws)
    stated, value, text = _answer(
        "リーダーにドン!!2枚付けてて、コストエリアには7枚ある状態で自分のターンが来た(相手ターン中のドン!!の"
        "増減なし)。ドン!!フェイズ終了時点でコストエリアのドン!!は何枚?"
    )
    assert stated
    assert value == [10]  # 7 + 2 returned + the 1 left in the DON!! deck (6-4-2)
    assert "自分がカードを1枚引きます" in text
    assert "相手がカードを" not in text


@pytest.mark.parametrize(
    "question",
    [
        # trap: something happened in the opponent's turn — not a quiet turn
        "コストエリアにレストのドン!!が6枚、ドン!!デッキは残り4枚。相手ターン中に自分のキャラがKOされた。"
        "次の自分のターン、ドン!!フェイズのあとでアクティブのドン!!は何枚?",
        # trap: the count asked is the opponent's, in its own turn
        "コストエリアにレストのドン!!が6枚、ドン!!デッキは残り4枚。相手ターンは特に何も起きなかった。"
        "相手のドン!!フェイズのあと、相手のコストエリアのドン!!は何枚?",
    ],
)
def test_6_2_opponent_turn_not_quiet_or_asked_withheld(question: str) -> None:
    stated, _value, _text = _answer(question)
    assert not stated
