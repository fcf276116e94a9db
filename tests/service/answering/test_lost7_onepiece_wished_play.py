"""6-4-1 / 2-7-2 (the opening turn's DON!! pay for the one card played), asked after a wish.

「コスト2のキャラを出したいんだけど出せる?」 names the asked play twice: first as a wish (〜たい), then
asked. Read as a card played before the asked one, the can-play plan found no card left to play
(blind N onepiece-bn-06 withheld). A wish with no card named between it and the asked verb is the
asked play; a play done (「出した」) or a wish naming another card stays a play of its own.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, object, str]:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value, verdict.asks


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("先攻の1ターン目、ほかに何の効果もない状態でコスト2のキャラを手札から出したいんだけど出せる?", "no"),
        ("先攻1ターン目、コスト2のキャラを出そうと思うんだけど出せる?", "no"),
        ("後攻の1ターン目、コスト2のキャラを出したいんだけど出せる?", "yes"),
        ("先攻の1ターン目にコスト1のキャラを手札から出したくて、出せる?", "yes"),
    ],
)
def test_6_4_1_opening_turn_play_asked_after_a_wish(question: str, can: str) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "can"
    assert value == can


@pytest.mark.parametrize(
    "question",
    [
        "先攻1ターン目、キャラを出したいんだけど、その前にコスト2のイベントって使える?",  # another card
        "コスト3のキャラを出した。先攻1ターン目だけどコスト1のキャラも出せる?",  # a play done
    ],
)
def test_2_7_2_a_play_done_or_another_card_is_not_the_wish(question: str) -> None:
    stated, _, _ = _verdict(question)
    assert not stated
