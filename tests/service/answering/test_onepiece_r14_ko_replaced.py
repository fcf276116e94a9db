"""Round 14 (onepiece): a 【KO時】 text quoted on the character the 6th one replaces (plans/onepiece_ko
`_printed_draw`; engine Timing.ON_KO, carried out only on a KO).

「「【KO時】カード1枚を引く」持ちのキャラを入れ替えでトラッシュに置いた」: the replacement puts the
character in its owner's trash (3-7-6-1), which is no KO, so the 【KO時】 is not activated and its draw
does not happen (10-2-1-3) — also asked through what it does (「KO時発動して1枚引ける?」; the common
destroyed ask no longer reads 【KO時】's KO). Traps: a quoted text that does more than draw, a KO by
battle told, a hand count asked.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    "キャラが5体並んでる。6体目を出すときに「【KO時】カード2枚を引く。」を持つキャラを入れ替えでトラッシュに送った。KO時効果は発動する?",
    "キャラエリアが5体で満杯。6体目を出して【KO時】持ちのキャラをトラッシュに置いたら、その【KO時】って発動する?",
    "場にキャラ5体。6体目を出して、入れ替えで「【KO時】カード1枚を引く。」持ちのキャラをトラッシュへ。これKO時発動して1枚引ける?",
]

TRAPS = [
    # the quoted text does more than draw: not read here (the answer would still be no)
    (
        "キャラ5体いるところに6体目を出して、「【KO時】相手のキャラ1枚をKOする」持ちのキャラを入れ替えでトラッシュに置いた。KO時発動する?",
        ("no",),
    ),
    # a KO by battle told: that one is activated (10-2-1-3) — never 'no' from the replacement run
    (
        "キャラ5体いるところで、「【KO時】カード1枚を引く」持ちのキャラをバトルでKOされた。そのあと6体目を出した。KO時発動した?",
        ("yes",),
    ),
    # a count asked: the plan answers whether it is activated only
    (
        "キャラ5体いるところに6体目を出して「【KO時】カード1枚を引く」持ちを入れ替えた。手札は何枚増える?",
        ([0],),
    ),
]


@pytest.mark.parametrize("question", STATED)
def test_10_2_1_3_a_replaced_character_is_not_kod(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "no", (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_3_7_6_1_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
