"""ニンジャスレイヤーTCG plans, round 3 (continued from test_plans_ninjaslayer_round3.py): more
withheld situations of the seen blind batches, each served by a general mechanism, over several
wordings of our own.

Clauses: 1305.1 (dividing damage gives every target at least 1), 705.3a (an インターラプト told
absent: none chosen), 1318 / 1003.2 (effect damage told not イクサ), 1004.1 / 1317.1 (damage taken
earlier this turn adds up), 1403.2 (サツバツ), 1002.1 / 1002.2 (the ダメージ・ゾーン by its short
name), 502.2a / 502.4a (the エテル stand again in the next turn; one card placed).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, v.asks


def _winner(value: Any) -> Any:
    """「勝者は?」 is asked as the outcome: its value carries the winner."""
    return value.get("winner") if isinstance(value, dict) else value


# --- 1305.1: every target gets at least 1 — with more targets than points no split is allowed -------


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "「相手のキャラを好きな数選び、合計3ダメージを割り振る」コトダマで、相手の場のキャラ4人を全員選んで割り振れる?",
            "no",
        ),
        ("合計2ダメージを割り振るコトダマで、相手の場のキャラ3体全員に割り振れる?", "no"),
        (
            "「相手のキャラを好きな数選び、合計5ダメージを割り振る」コトダマ。相手の場にキャラ3人、全員選んで割り振れる?",
            "yes",
        ),
        ("相手の場にキャラ2体。合計4ダメージを割り振るコトダマで両方に割り振ることはできる?", "yes"),
    ],
)
def test_1305_1_dividing_among_every_target_needs_a_point_each(question: str, can: str) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "can"
    assert value == can


@pytest.mark.parametrize(
    "question",
    [
        # how many it targets is the player's choice
        "相手の場にキャラ4体。合計3ダメージを割り振るコトダマを撃てる?",
        "相手の場にキャラ4体。合計3ダメージを割り振るコトダマで割り振れる?",
        "相手の場にキャラ3体。合計3ダメージを2体に割り振れる?",
    ],
)
def test_1305_1_targets_not_told_all_are_not_guessed(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated


# --- 705.3a / 1318: an インターラプト or an イクサ told absent ---------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンです。相手のダメージ・ゾーンは8枚。工作力2のキャラで相手プレイヤーにアイサツして、インターラプトとかは特になく通った。めくった2枚はどっちもウケミ無し。どっちの勝ち?",
        "自分のターン。相手のダメージ・ゾーンは9枚。工作力1のキャラで相手プレイヤーにアイサツ、インターラプトは特になし。めくれたのはウケミ無し。勝ったのは?",
        "自分のターン。相手のダメージ・ゾーンは9枚。工作力1のキャラで相手プレイヤーにアイサツ。インターラプトも別になかった。ウケミ無しがめくれた。勝ったのは?",
    ],
)
def test_705_3a_an_interrupt_told_absent_is_none_chosen(question: str) -> None:
    stated, value, _asks = _verdict(question)
    assert stated and value == "self"


@pytest.mark.parametrize(
    ("question", "checks"),
    [
        ("相手のコトダマで自分に2ダメージ。イクサじゃないけど、ダメージチェックは何回?", 2),
        ("相手の効果で俺に4点ダメージ。イクサダメージではない。俺のダメージチェックは何回?", 4),
        ("相手のコトダマで自分に3ダメージ。イクサでもないダメージだけど、ダメージチェックは何回?", 3),
    ],
)
def test_1003_2_effect_damage_told_not_ikusa_checks_as_many(question: str, checks: int) -> None:
    stated, value, _asks = _verdict(question)
    assert stated and value == [checks]


# --- 1004.1 / 1317.1: damage taken earlier this turn adds to the アイサツ's; 「倒せる?」 asks the attacked --


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手の耐久力4のキャラにコトダマで1点入れた。その後カラテ3のキャラでそいつにアイサツしたら倒せる?",
            True,
        ),
        (
            "相手の耐久力6のキャラにコトダマで2ダメージ与えた。そのあとカラテ3のキャラでそのキャラにアイサツ。殺せる?",
            False,
        ),
        ("耐久力3の相手キャラにコトダマで1点入れた。続けてカラテ2のキャラでアイサツしたら倒せる?", True),
    ],
)
def test_1004_1_earlier_damage_and_the_aisatsu_add_up_for_the_attacked_card(
    question: str, killed: bool
) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "destroyed"
    assert value is killed


def test_1403_2_the_attacker_asked_is_killed_by_satsubatsu() -> None:
    stated, value, _asks = _verdict(
        "カラテ2・耐久力1の自分のキャラで相手のサツバツ持ち(耐久力3)にアイサツした。自分のキャラは殺される?"
    )
    assert stated and value is True


# --- 1002.1 / 1002.2: 「ダメゾン」 is the ダメージ・ゾーン -------------------------------------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "相手ターン。相手の工作力2のキャラのアイサツが自分に通った。こっちのダメゾンは4枚、山札は残り1枚。チェックでめくったのはウケミ無し。勝ったのは?",
            "opponent",
        ),
        (
            "自分のダメゾン9枚。相手の工作力1のキャラのアイサツが自分に通った(相手のターン)。ウケミ無しがめくれた。勝者は?",
            "opponent",
        ),
        (
            "相手のダメ・ゾーンは7枚。自分のターン、工作力3のキャラで相手にアイサツが通った。ウケミなし。勝ったのは?",
            "self",
        ),
    ],
)
def test_1002_a_short_name_of_the_damage_zone_is_its_count(question: str, winner: str) -> None:
    stated, value, _asks = _verdict(question)
    assert stated and _winner(value) == winner


# --- 502.2a / 502.4a: the エテル bowed in an earlier turn stand again in the asker's next turn ---------


@pytest.mark.parametrize(
    ("question", "standing"),
    [
        (
            "前のターンにエテル3枚を全部オジギした。次の自分のターン、エテル・ステップで手札から1枚置いた。払えるエテルは何枚?",
            4,
        ),
        (
            "前のターンでエテル4枚を全部オジギして使った。次の自分のターン、キャラクターフェイズで払えるエテルはいくつ?",
            4,
        ),
        ("前のターンにエテル5枚を全部オジギ。次の自分のターンでエテルに1枚置いたら、使えるエテルは何枚?", 6),
    ],
)
def test_502_2a_bowed_etel_stand_again_in_the_next_turn(question: str, standing: int) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "number"
    assert value == [standing]


@pytest.mark.parametrize(
    "question",
    [
        "エテル3枚を全部オジギした。エテル・ステップで1枚置いた。払えるエテルは何枚?",  # no turn boundary
        "前のターンでエテル4枚を使った。次の自分のターンで払えるエテルはいくつ?",  # bowed: not told
    ],
)
def test_502_2a_a_turn_boundary_and_the_bowed_etel_must_be_told(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated
