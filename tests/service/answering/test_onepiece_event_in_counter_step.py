"""ONE PIECE CARD GAME 10-2-3-1, 7-1-3-2-2: a 【メイン】 event is played only in a main phase outside battle —
not in the counter step of an attack (plans/onepiece_in_battle: 「アタックされてカウンター・ステップ中」 is
the attack going on; lexicon common: 「使っちゃダメ?」「撃ってはいけない?」 ask the same permission).

Blind batch S onepiece-bs-20 (「相手にアタックされてカウンター・ステップ中。手札にある【メイン】って書いてある
イベント、ここで使っちゃダメ?」) had been withheld: neither the step told after the attack nor the
prohibition asked were read.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read
from service.answering.reading.verdict import asked

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    "question",
    [
        "相手にアタックされてカウンター・ステップ中。手札にある【メイン】って書いてあるイベント、ここで使っちゃダメ?",
        "相手にアタックされてカウンターステップ中。手札の【メイン】イベントを使える?",
        "相手のアタック中、カウンター・ステップで手札の【メイン】イベントを使っちゃだめ?",
        "自分のキャラで相手のリーダーにアタックしてバトル中。手札の【メイン】イベントを使っていい?",
        "相手にアタックされてる最中に、手札の【メイン】イベントを撃ってはいけない?",
    ],
)
def test_10_2_3_1_no_main_event_in_battle(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # traps: a 【カウンター】 event in the defender's counter step may be played (10-2-4-1); an event
        # whose timing is unsaid
        "相手にアタックされてカウンター・ステップ中。手札の【カウンター】イベント、ここで使っちゃダメ?",
        "相手にアタックされてカウンター・ステップ中。手札にある、タイミングの書いてないイベントを使える?",
    ],
)
def test_10_2_4_1_traps_are_not_answered_no(question: str) -> None:
    assert _verdict(question) != (True, "no")


@pytest.mark.parametrize(
    "text", ["ここで使っちゃダメ?", "撃ってはいけない?", "出しちゃだめなの?", "使ってはダメですか?"]
)
def test_prohibition_asked_is_a_can_ask(text: str) -> None:
    assert asked(read(text, GAME)) == "can"
