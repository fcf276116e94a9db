"""fow, blind N (issue 11): verdicts the retired builders stated right, planned from the reading again.

10.6.4.1: the owner words of a per-count card text are its controller's — 「相手の場のリゾネイター1体
につき」 used by the asker counts the OPPONENT's field (fow-bn-17 had been withheld: the plan read the
quote's 「相手」 as the asker's side, so the opponent's count told outside the quote did not bind).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のターンに「相手の場のリゾネイター1体につき300ダメージを相手に与える」って効果を撃った。"
            "相手の場にはリゾネイターが4体、相手のライフは2500。解決したあと相手のライフいくつ残る?",
            [1300],
        ),
        (
            "相手のライフ3000。俺が『相手の場のリゾネイター1体につき200ダメージを相手プレイヤーに与える』を"
            "使った。相手の場のリゾネイターは3体。相手のライフは?",
            [2400],
        ),
        (
            "自分のスペル「相手の墓地のカード1枚につき100ダメージを相手に与える」を撃った。相手の墓地は5枚で、"
            "相手のライフは4000。残りライフいくつ?",
            [3500],
        ),
        (
            "相手の場にリゾネイターが2体いる状態で、自分が『相手の場のリゾネイター1体につき400ダメージを"
            "相手プレイヤーに与える』を撃った。相手のライフ1000は何点になる?",
            [200],
        ),
        (
            "相手が『相手の場のリゾネイター1体につき300ダメージを与える』を自分に撃ってきた。自分の場には"
            "リゾネイターが2体。自分のライフ4000はいくつになる?",
            [3400],
        ),
    ],
)
def test_10_6_4_1_the_card_texts_opponent_is_its_controllers_other_player(
    question: str, value: list[int]
) -> None:
    assert _answered(question) == (True, value)


def test_10_6_4_1_a_count_told_of_the_controller_for_the_opponents_zone_withholds() -> None:
    # the card counts the opponent's hand; the question gives only the asker's
    stated, _ = _answered(
        "自分が「相手の手札1枚につき100ダメージを相手に与える」を撃った。自分の手札は4枚、相手のライフ3000。"
        "相手のライフは?"
    )
    assert not stated


# --- 10.12.2: [レスト] is 「リカバー状態のこのカードをレストする」 — a 魔石 told rested cannot pay it ---
# The situation of fow-bn-24 had been withheld: a 魔石 was no card the plan placed, 「ウィル出せ」 was read
# as a card played, and 「もう一回」 declined even though the card is told rested (an earlier use leaves
# it rested). fow-bn-24's own 「…ウィル出せない?」 is stated since round 8: a denied potential asks the same
# can (lexicon/common.jsonl), whose value says whether the act can be done ("no": it cannot), and the
# answer says 「はい、ウィル出せません。」 (reading/polarity.py; data/fow_audit7.jsonl relabelled to match).
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分の魔石、もうレストしてある。この魔石の[レスト]能力をもう一回使ってウィル出せる?", "no"),
        ("自分の魔石、もうレストしてある。この魔石の[レスト]能力をもう一回使ってウィル出せない?", "no"),
        ("レスト状態の魔石の[レスト]能力、また使ってウィル出せる?", "no"),
        ("自分の魔石はレスト状態。この魔石の[レスト]能力でウィルを出せる?", "no"),
        ("魔石はもうレストしてる。[レスト]能力もう1回使えますか?", "no"),
        ("自分のリゾネイターはレスト状態。[レスト]能力をもう一回使える?", "no"),
        ("リカバー状態の魔石。[レスト]能力使ってウィル出せる?", "yes"),
    ],
)
def test_10_12_2_a_rested_card_cannot_pay_rest(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # used again after a recovered state: the first use rested it — not the stated state paying
        "リカバー状態の魔石の[レスト]能力を使った。もう一回使える?",
        # a recovery told after the rest: which state holds now is not planned
        "レストしてる魔石の[レスト]能力を使った後リカバーした。もう一度使える?",
    ],
)
def test_10_12_2_a_use_again_from_a_recovered_state_withholds(question: str) -> None:
    assert _answered(question)[0] is False
