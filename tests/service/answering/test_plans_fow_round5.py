"""Force of Will round 5 (issue 11): situations from the reading, through `situate` as /ask answers them.

* 10.17.1.1 — a prevention told by its amount outside a card's quoted text
  (「こっちは200軽減の効果を当ててる」「300点軽減した」) takes that amount off the one instance: the
  lexicon reads 「N軽減」 as the prevention with its amount, so the N is no quantity of the player
  named before it.
* 10.2.4 — a will cost is paid whole or not at all: 「払える3点だけ払ってプレイ」 asks for a partial
  payment, which the rules forbid, so with less will held than the cost the play is refused. The
  held will may be said twice (「炎2・水1の計3点」 and 「払える3点だけ」: its total, the same will), and
  the payment may be said in its parts (「払って」「プレイ」) — neither is a second payment. A payment
  told as done before (「1点は既に払った」), a second card played from the same will (「カードを出して、
  次のカードもプレイ」; 「ウィル出す手段」 makes will, it plays no card) or a total that is not the sum
  of the attributes withholds.
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
    ("question", "can"),
    [
        (
            "ウィルプールに炎2・水1の計3点。コスト[炎][炎][2]の呪文を撃ちたいんだけど、ほかにウィル出す手段は"
            "ない。払える3点だけ払ってプレイってできる?",
            "no",
        ),
        (
            "保有ウィルは光1と闇1で合計2点。コスト[光][3]のカードを、払える2点だけ払ってプレイできる?",
            "no",
        ),
        (
            "手持ちのウィルが水2・風1の計3点ある。コスト[水][1]の呪文なら払える3点のみでプレイできる?",
            "yes",
        ),
        (
            "炎1、水1の合計2点を持ってる。[炎][2]のスペルを払える2点分だけ支払ってプレイしていい?",
            "no",
        ),
    ],
)
def test_10_2_4_a_cost_is_paid_whole_or_not_at_all(question: str, can: str) -> None:
    assert _answered(question) == (True, can)


@pytest.mark.parametrize(
    "question",
    [
        # a total that is not the attributes' sum: which holding is meant is not one situation
        "炎2・水1の計4点。コスト[炎][炎][2]の呪文を払える4点だけ払ってプレイできる?",
        # will spent before the asked payment
        "光2と闇1の計3点のうち1点は既に払った。コスト[光][1]のカードをプレイできる?",
        "光2、風1を持ってる。もう[風]を払った。残りでコスト[光][光]をプレイできる?",
        # two cards played from one holding: not the one payment the plan scripts
        "光1を持ってる。[光]のカードを出して、次の[光]のカードもプレイできる?",
        "光1と闇1。コスト[光]のカードをプレイし、さらにコスト[光]の呪文もプレイできる?",
        "光1。[光]を払ってカードを出す。次に[光]を払って呪文をプレイできる?",
    ],
)
def test_10_2_4_withheld_when_the_holding_or_an_earlier_payment_is_unclear(question: str) -> None:
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a card's accumulated damage: damage held + the one instance less the prevention
        (
            "防御力1500で既にダメージ300乗ってる自分のリゾネイターに、相手が1000ダメージ飛ばしてきた。"
            "こっちは200軽減の効果を当ててる。処理後の蓄積ダメージは?",
            1100,
        ),
        (
            "相手のリゾネイター(防御力1000)に自分が600ダメージを与えた。相手は100軽減を使った。"
            "そのリゾネイターのダメージは合計いくつ?",
            500,
        ),
        # a player's life
        (
            "相手のターン。相手の効果で自分に1000ダメージ、こっちは400軽減の効果で対応。"
            "自分のライフ3000はいくつ?",
            2400,
        ),
        ("自分のライフ2000。相手の効果で自分に700ダメージ。自分は200点軽減した。ライフは?", 1500),
    ],
)
def test_10_17_1_1_a_prevention_told_by_its_amount_outside_a_quote(question: str, value: int) -> None:
    """「こっちは200軽減の効果」: the 200 is the prevention's amount, not a quantity of こっち (it had
    been read as one and left unreflected, fow-bk-05)."""
    assert _answered(question) == (True, [value])


def test_10_17_1_1_two_preventions_of_one_instance_withhold() -> None:
    question = (
        "自分のリゾネイター(防御力1000)に相手が500ダメージ。こっちは200軽減と100軽減を両方使った。"
        "蓄積ダメージは?"
    )
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    "question",
    [
        "保有ウィル光1。[光]のカードを出した後、同じ[光]のカードをプレイできる?",
        "保有ウィル光1。[光]のカードをプレイした。次に[光]のカードもプレイできる?",
        "ウィルは光1だけ。コスト[光]のカードを出して、さらにもう1枚コスト[光]のカードを出せる?",
    ],
)
def test_10_2_1_will_an_earlier_play_spent_is_not_held_again(question: str) -> None:
    """The held-will builder paid the asked cost from the whole holding although another card's play
    had spent it (10.2.1: paid will leaves the holding): it had stated 'yes' here; now withheld."""
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("保有ウィルは光2。コスト[光][光]のカードを出したい。プレイできる?", "yes"),
        ("コスト[炎][炎][1]のカードを出したい。いま保有ウィルは炎1点と水2点で合計3点。プレイできる?", "no"),
        ("水1と光1を持ってる。コスト[水][1]の呪文を撃ちたい。プレイできる?", "yes"),
    ],
)
def test_10_2_2_a_play_wished_is_the_one_asked(question: str, can: str) -> None:
    """「出したい」 wishes the play the question asks about: no second card, no will spent before."""
    assert _answered(question) == (True, can)
