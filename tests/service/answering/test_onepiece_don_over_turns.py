"""ONE PIECE CARD GAME 6-4-1, 6-4-3, 6-2-3, 6-2-4: the DON!! on the field over turns — a numbered turn of a
player whose 先攻/後攻 is told, with no count told (plans/onepiece_turn._earlier_don), and the next turn's
active DON!! with DON!! told as given before (plans/onepiece_don.next_turn_don).

Blind batch S onepiece-bs-11 (「先攻を取った。…ドン!!デッキに戻したことは一度もないとして、自分の3回目の
ターンのドン!!フェイズが終わった時点で、自分の場のドン!!は全部で何枚?」, 5) and bs-18 (「…リーダーに付与してた
ドン!!2枚、ドン!!デッキ残り2枚だった。次の自分のターン、ドン!!フェイズが終わった時点でアクティブのドン!!は
コストエリアに何枚?」, 10) had been withheld. Now: the earlier DON!! phases' placements start the turn (1
in the first player's first turn, else 2, at most the 10), a denied return to the DON!! deck
(「戻したことは一度もない」, reader: never done) is reflected by a scenario with none,
「付与してたドン!!」 binds to its card, and the active DON!! asked away from the ask
(「アクティブのドン!!はコストエリアに何枚?」) is read.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "先攻を取った。ドン!!-系のコストとかでドン!!をドン!!デッキに戻したことは一度もないとして、自分の3回目の"
            "ターンのドン!!フェイズが終わった時点で、自分の場のドン!!は全部で何枚?",
            5,
        ),
        ("先攻で、自分の3回目のターンのドン!!フェイズ後、コストエリアのドン!!は何枚?", 5),
        ("先攻で自分の2回目のターンのドン!!フェイズが終わった時点でコストエリアのドン!!は何枚?", 3),
        ("後攻で、自分の2回目のターンのドン!!フェイズが終わったら、ドン!!は何枚?", 4),
        # the DON!! deck runs out: the 10 (6-4-3)
        ("後攻で自分の6回目のターン、ドン!!フェイズ後のドン!!は何枚?", 10),
    ],
)
def test_6_4_1_don_placed_over_the_turns(question: str, count: int) -> None:
    assert _verdict(question) == (True, [count])


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "前のターン終わった時点で、コストエリアにレストのドン!!6枚、リーダーに付与してたドン!!2枚、ドン!!デッキ"
            "残り2枚だった。次の自分のターン、ドン!!フェイズが終わった時点でアクティブのドン!!はコストエリアに何枚?",
            10,
        ),
        (
            "前のターン終わりに、コストエリアにレストのドン!!6枚、リーダーに付与してたドン!!2枚、ドン!!デッキ残り1枚。"
            "次の自分のターンのドン!!フェイズ後、アクティブのドン!!はコストエリアに何枚?",
            9,
        ),
        (
            "前のターン終わりに、コストエリアにレストのドン!!5枚、キャラに付けてたドン!!1枚、ドン!!デッキ残り4枚。"
            "次の自分のターンのドン!!フェイズが終わったら、アクティブのドン!!はコストエリアに何枚?",
            8,
        ),
    ],
)
def test_6_2_3_given_don_back_and_active(question: str, count: int) -> None:
    assert _verdict(question) == (True, [count])


@pytest.mark.parametrize(
    "question",
    [
        # a return to the DON!! deck told done: not modelled
        "先攻。ドン!!をドン!!デッキに戻したことがある。自分の3回目のターンのドン!!フェイズ後、ドン!!は何枚?",
        "先攻。ドン!!-1のコストで1枚戻した。自分の3回目のターンのドン!!フェイズ後のドン!!は何枚?",
        # the DON!! deck or the hand asked, not the field's DON!!
        "後攻で、自分の3回目のターンのドン!!フェイズが終わった時点で、ドン!!デッキは何枚?",
        "先攻で、自分の3回目のターンのドン!!フェイズが終わった時点で、手札は何枚?",
        # the opponent's DON!!, or counts of whose previous turn is unsaid
        "先攻で、自分の3回目のターンのドン!!フェイズ後、相手のドン!!は何枚?",
        "前のターン終わった時点で、コストエリアにレストのドン!!6枚、リーダーに付与してたドン!!2枚、ドン!!デッキ残り"
        "2枚。次の相手のターン、ドン!!フェイズが終わった時点でアクティブのドン!!はコストエリアに何枚?",
        # 先攻/後攻 unsaid
        "自分の3回目のターンのドン!!フェイズ後、コストエリアのドン!!は何枚?",
    ],
)
def test_6_4_1_unread_withholds(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("ドン!!をドン!!デッキに戻したことは一度もない。", True),
        ("ドン!!をドン!!デッキに戻したことがない。", True),
        ("ドン!!をドン!!デッキに戻したことがある。", False),
    ],
)
def test_reader_never_done_is_denied(text: str, negated: bool) -> None:
    acts = [f for f in read(text, GAME).facts if f.concept == "place_in_deck"]
    assert [f.negated for f in acts] == [negated]
