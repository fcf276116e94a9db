"""ONE PIECE CARD GAME: the DON!! in the cost area after a later turn's DON!! phase is not the count that
phase places (6-4-1).

Found while planning trap batch K onepiece-bk-26 (「先攻の自分の3回目のターン(ゲーム5ターン目)のドン!!
フェイズが終わった時点で、コストエリアのドン!!は何枚?」, 5): the first-turns builder ran turn 5 from an
empty cost area and stated [2] — the DON!! the phase places — for the area's count, which also holds
the DON!! of the earlier turns (1 + 2 + 2). A later turn's 「ドン!!は何枚?」 is now not answered by that
scenario (withheld); 「何枚置ける?」 and 「ドローできる?ドン!!は何枚?」 (the phase's own count: probe
op-q-08 in test_onepiece_probe.py) and the first turns' counts (the area starts empty) still are.

Clauses: 6-4-1 (the DON!! phase places 2 DON!!, the first player's first turn 1).
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
    "question",
    [
        "先攻の自分の3回目のターン(ゲーム全体だと5ターン目)のドン!!フェイズが終わった時点で、コストエリアのドン!!は"
        "何枚?付与もしてないとする。",
        "自分の3回目のターン(先攻、ゲーム5ターン目)のドン!!フェイズ終了時、コストエリアのドン!!は何枚?",
        "先攻の自分の3回目のターン(ゲーム全体だと5ターン目)のドン!!フェイズが終わった時点で、コストエリアのドン!!は"
        "何枚?効果は何も使ってない、付与もしてないとする。",
    ],
)
def test_6_4_1_later_turn_area_count_not_the_placed_count(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [5]


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("ゲーム3ターン目のドン!!フェイズでドン!!は何枚置ける?", 2),
        ("先攻1ターン目のドン!!フェイズでコストエリアのドン!!は何枚?", 1),
    ],
)
def test_6_4_1_placed_and_first_turn_counts_still_answered(question: str, count: int) -> None:
    assert _verdict(question) == (True, [count])
