"""Round 14 (onepiece): 「ドン」 as players write it (no 「!!」) in the DON!! counts, and the DON!! given
told beside the active ones (lexicon/onepiece.jsonl don_* quantities; plans/onepiece_play._BESIDES).

「コストエリアにアクティブのドン3枚、それとリーダーに2枚付けてて」: the given DON!! are besides the active
count and pay no cost — a cost is paid by resting active DON!! of the cost area (2-7-2, 6-5-5-1).
Traps: 「それと…1枚付けた」 (a giving that may come from the counted ones), a total told that does not
add up, 「そのうち」 (a part of the count, given from it).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        "メインフェイズ。アクティブのドン4枚、それとキャラにドン2枚付けてる。手札のコスト6のキャラ出せる?",
        "no",
    ),
    ("コストエリアにアクティブのドンが2枚、あとリーダーに3枚付いてる。コスト2のイベント撃てる?", "yes"),
    (
        "自分のメインフェイズ。コストエリアにアクティブのドン3枚、他にリーダーに2枚付けてて、ドンは合計5枚。コスト4のキャラ出せる?",
        "no",
    ),
]

TRAPS = [
    # 「付けた」: maybe given out of the six counted (6-5-5-1): withhold, or 'yes' only if it did not
    ("コストエリアのアクティブのドン6枚、それとリーダーに1枚付けた。コスト6のキャラは出せる?", ()),
    # the total does not add up (3 + 2 ≠ 6): withhold
    ("アクティブなドン3枚、それとリーダーにドン2枚付けてて、ドンは合計6枚。コスト3のキャラ出せる?", ()),
    # 「そのうち」: given from the count, 4 - 1 = 3 active (6-5-5-1)
    ("アクティブのドン4枚、そのうち1枚をリーダーに付けた。コスト4のキャラ出せる?", ("no",)),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_2_7_2_given_don_pay_no_cost(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_6_5_5_1_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
