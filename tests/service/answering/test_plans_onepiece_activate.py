"""ONE PIECE CARD GAME: whether a card's 【ターン1回】/【ドン!!×N】 【起動メイン】 effect can be activated
(plans/onepiece_activate.py, engine onepiece/activate.py).

Seen batches F/H/K: onepiece-bf-18 and bh-22 (the card returned to the hand and played again in the same
turn may use it again: a new card, 10-2-13-4) and bk-17 (a second use by the same card in a turn is
refused, 10-2-13-1/10-2-13-3) had been withheld: no engine modelled an activated effect. A
【ドン!!×N】 condition with fewer DON!! given is refused (10-2-9-1). What the plan does not read —
another card, the opponent's card, a card left in the hand, counts, other keywords — withholds.

Clauses: 10-2-2-1 (【起動メイン】), 10-2-13-1, 10-2-13-3, 10-2-13-4 (【ターン1回】), 10-2-9-1 (【ドン!!×N】).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"
SITUATION = "onepiece.plan.can_activate"


def _verdict(question: str) -> tuple[bool, object, str | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else None


@pytest.mark.parametrize(
    "question",
    [
        "自分のキャラの【起動メイン】【ターン1回】の効果、このターンもう1回使って解決まで終わってる。"
        "コストエリアにアクティブのドン!!がまだ余ってるんだけど、同じキャラでもう1回発動できる?",
        "自分のキャラの【起動メイン】【ターン1回】の効果をこのターン使った。もう一回発動できる?",
        "リーダーの【起動メイン】【ターン1回】の効果をこのターン使った。もう1回発動できる?",
    ],
)
def test_10_2_13_3_once_per_turn_not_again(question: str) -> None:
    assert _verdict(question) == (True, "no", SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        "【ターン1回】の起動メインを持つキャラで効果を使ったあと、自分の別の効果でそのキャラを手札に戻して、"
        "同じターン中にもう一度登場させた。この起動メイン、もう一回使える?",
        "【ターン1回】の【起動メイン】持ちキャラでその効果を使ったあと、別のカードの効果でそのキャラを手札に"
        "戻して、同じターン中にもう一回登場させた。この【ターン1回】、もう一回使える?",
        "【ターン1回】付きの起動メインを持ってるキャラで効果を使ったあと、自分の効果でそのキャラを手札に戻して、"
        "同じターンにまた登場させた。その起動メイン、また使える?",
    ],
)
def test_10_2_13_4_back_on_the_field_a_new_card(question: str) -> None:
    assert _verdict(question) == (True, "yes", SITUATION)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("【ドン!!×2】の【起動メイン】を持つキャラにドン!!を1枚付けた。この効果は発動できる?", "no"),
        ("【ドン!!×2】の【起動メイン】を持つキャラにドン!!を2枚付けた。この効果は発動できる?", "yes"),
        ("【起動メイン】【ドン!!×3】のキャラにドン!!を2枚付与した。その効果を使える?", "no"),
    ],
)
def test_10_2_9_1_don_condition(question: str, value: str) -> None:
    assert _verdict(question) == (True, value, SITUATION)


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's card
        "相手のキャラの【起動メイン】【ターン1回】の効果、このターン使ってた。もう1回発動できる?",
        # returned and not played again
        "【ターン1回】の【起動メイン】を持つキャラで効果を使ったあと、そのキャラを手札に戻した。この効果使える?",
        # two cards with the effect, the use asked naming neither (which card it is decides; the copies
        # told apart are test_onepiece_once_per_copy.py)
        "【ターン1回】の【起動メイン】を持つキャラが2体いる。1体目で使った。もう一度使える?",
        # an 【アタック時】 effect is not activated this way
        "【ターン1回】【アタック時】のキャラでアタックした。もう一度アタック時効果使える?",
        # 【ドン!!×N】 with the DON!! given unsaid: that count decides (no default 0)
        "【ドン!!×2】の【起動メイン】を持つキャラがいる。この効果は発動できる?",
        "【ドン!!×1】【起動メイン】のリーダー。この効果使える?",
    ],
)
def test_10_2_2_1_what_the_plan_does_not_read_withholds(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation == SITUATION)


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "同じカード(【ターン1回】の起動メイン持ち)を場に2枚並べてる。このターン中、その起動メインは合計何回使える?",
            2,
        ),
        (
            "【ターン1回】の【起動メイン】を持つ同じカードのキャラが場に2体並んでる。このターン、その起動メインは"
            "合計で何回使える?",
            2,
        ),
        ("【ターン1回】の【起動メイン】を持つキャラが場に3体いる。このターン、その効果は合計何回使える?", 3),
        ("同じ【ターン1回】【起動メイン】持ちのキャラを場に2体並べた。このターン何回使える?", 2),
    ],
)
def test_10_2_13_2_each_card_once_counted(question: str, count: int) -> None:
    assert _verdict(question) == (True, [count], "onepiece.plan.activation_count")


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's cards: in the asker's turn they are not activated at all (10-2-2-1)
        "相手の場に【ターン1回】の【起動メイン】持ちのキャラが2体いる。相手はこのターン何回使える?",
        # the opponent's turn
        "相手のターンに、自分のキャラの【起動メイン】【ターン1回】の効果を使える?",
        "相手のターン中、【ドン!!×2】の【起動メイン】を持つ自分のキャラにドン!!が2枚付いてる。この効果は発動できる?",
    ],
)
def test_10_2_2_1_the_opponents_turn_or_cards_withhold(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not (stated and situation in (SITUATION, "onepiece.plan.activation_count"))


def test_10_2_2_1_own_main_phase_named_in_notes() -> None:
    gated, _note = situate("【ターン1回】の【起動メイン】を持つキャラがいる。この効果は発動できる?", GAME)
    assert gated.built is not None and gated.built.situation == SITUATION
    assert any("メインフェイズ" in n for n in gated.built.notes)
