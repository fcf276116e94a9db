"""Round-9c precision audit (issue 11) of the whole ninjaslayer answering, in a style earlier audits
used little: long questions telling three facts or more (both players' characters with
カラテ/耐久力/工作力, インターラプト/サツバツ/ウケミ, damage zones, エテル, earlier turns), numbers
in 全角 and 漢数字, asks about the player or card NOT acted on, and facts told after the asking
sentence. Each row holds the verdict values the rulebook allows (`data/ninjaslayer_audit9c.jsonl`,
worked out by hand; an empty `accept` says the question must be withheld). Withholding is always
allowed.

Rows 0-80, on HEAD a47e7ca: 37 stated, 9 wrong -> 27 stated, 0 wrong; rows 81-103, on HEAD 1713457:
12 stated, 2 wrong -> 12 stated, 0 wrong; rows 104-116, on HEAD 137ffb8: 9 stated, 3 wrong -> 9 stated,
0 wrong. The mechanisms:

* 706.4b — a count asked of the アイサツ card or of its player alone (「俺のキャラが受けるダメージは何点?」
  「アイサツしたキャラは何点ダメージを受けた?」) had been answered with the target's damage or 耐久力; the
  アイサツ card takes no イクサダメージ — plan aisatsu and builder aisatsu now decline
  (`scenarios/ninjaslayer_asked.count_asked_of_attacker`);
* 704.4 — 「…のキャラで相手にアイサツ。…相手のキャラのカラテ3」 had been run as an アイサツ on the card (the
  player was aimed at); 「1体目で相手のキャラに、2体目で相手にアイサツ」 ran both on the card — a player
  aimed at by an active アイサツ beside a card target declines (`player_aimed`);
* 705.3a-1 — 「インターラプト持ちがいるけど、もうこのターン使った/使用済み/もう変更した」 was run as an
  インターラプト still to use (stated 'none'); a change told as already made this turn is not modeled and
  withholds (`scenarios/ninjaslayer_aisatsu._USED_INTERRUPT`; 「使ったら」「まだ何もしてない…変えた」 kept);
* 1003.2a — 「相手のコトダマで俺に2ダメージ。相手のダメゾンは何枚?」 had been stated with the damaged
  player's count; builder effect_damage declines a count asked of the player not damaged;
* 1104.2 — 「相手の山札の上二枚のうち一枚目はウケミ持ち」「山札の上から2枚目がウケミ持ち」 had been read as a
  deck of 2 (stated 'self': the deck ran out); a deck told only by its top cards beside a ウケミ card has
  no size told (`ninjaslayer_read.deck_told_as_top`; 「山札の上2枚はどっちもウケミ無し」 bp-01 kept);
* 706.4b — 「…にアイサツした。どっちも死ぬ?」 had been stated 'yes' (the target dies, the アイサツ card is
  unharmed): reading/fate read どっちも/どちらも/どっちとも as 「どっちが」 (whether one dies); it now asks
  whether every fighter does, like 両方/相打ち.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

_ROWS = rows("ninjaslayer_audit9c")
GAME = "ninjaslayer"


def _value(question: str) -> tuple[bool, Any]:
    return winner_value(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit9c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit9c_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "カラテ５のキャラで相手のカラテ１耐久力４のキャラにアイサツした。俺のキャラが受けるダメージは何点?",
        "相手の耐久力４のキャラに、俺のカラテ２のキャラでアイサツした。アイサツしたキャラは何点ダメージを受けた?",
        "俺のカラテ3のキャラで相手の耐久力5のキャラにアイサツ。こっちのキャラは何点ダメージを負う?",
    ],
)
def test_706_4b_a_count_asked_of_the_aisatsu_card_is_not_the_targets(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == [0]


def test_706_4b_the_targets_damage_is_still_counted() -> None:
    q = "相手のキャラ(耐久力3)に俺のカラテ3のキャラでアイサツした。相手のキャラが受けるダメージは何点?"
    assert _value(q) == (True, [3])


@pytest.mark.parametrize(
    "question",
    [
        "カラテ1耐久力1工作力4のキャラで相手にアイサツ。相手のダメージ・ゾーンは6枚。相手のキャラのカラテ3。相手は負ける?",
        "俺の工作力３カラテ１のキャラで相手プレイヤーにアイサツした。相手のダメージ・ゾーンは７枚で、相手の場にはカラテ２のキャラ。勝てる?",
        "カラテ３耐久力３工作力１のキャラが２体。１体目で相手のキャラ(耐久力３)にアイサツ、２体目で相手にアイサツ。相手のダメージ・ゾーン９枚。勝てる?",
    ],
)
def test_704_4_a_player_aimed_at_is_not_run_as_a_card_aimed_at(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "self"


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージゾーン9枚。俺の工作力1のキャラで相手にアイサツ。勝てる?相手の場には耐久力1でインターラプト持ちのキャラがいるけど、もうこのターン使った。",
        "相手のダメージ・ゾーン９枚。工作力１のキャラで相手にアイサツ。勝てる?相手の場にはインターラプト持ちがいるけど、さっきもう使用済み。",
        "相手のダメージ・ゾーン８枚。俺の工作力２のキャラで相手にアイサツ。相手のインターラプト持ち(耐久力２)はこのターンもうアイサツ対象を変更した。勝てる?",
    ],
)
def test_705_3a_1_an_interrupt_already_used_this_turn_is_not_run_as_unused(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "self"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "インターラプトを持つ耐久力２の相手キャラがいる時に、カラテ３・工作力１の自分のキャラで相手プレイヤーに"
            "アイサツした。相手のダメージ・ゾーンは８枚。相手がインターラプトを使ったら負ける?",
            "none",
        ),
        (
            "俺のターン、カラテ２耐久力２工作力２のキャラで相手にアイサツした。相手のダメージ・ゾーンは８枚。相手は負ける?",
            "self",
        ),
    ],
)
def test_705_3a_an_interrupt_told_as_a_choice_is_still_run(question: str, value: str) -> None:
    assert _value(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージ・ゾーン９枚、俺のダメージ・ゾーン３枚。相手のコトダマで俺に２ダメージ。相手のダメージ・ゾーンは何枚になる?",
        "相手のダメゾン４枚、こっちのダメゾン６枚。向こうの効果で自分に１点。向こうのダメゾンは何枚?",
        "俺のコトダマで相手に3ダメージ。俺のダメージ・ゾーンは5枚、相手は2枚。俺のダメージ・ゾーンは何枚になる?",
    ],
)
def test_1003_2a_a_zone_asked_of_the_player_not_damaged_is_withheld(question: str) -> None:
    assert not _value(question)[0]


def test_1003_2a_the_damaged_players_zone_is_still_counted() -> None:
    q = "相手のダメージ・ゾーン２枚。俺のコトダマで相手に３ダメージ。相手のダメージ・ゾーンは何枚になる?"
    assert _value(q) == (True, [5])


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージ・ゾーンは八枚。俺の工作力二のキャラで相手にアイサツした。勝てる?ちなみに相手の山札の上二枚のうち一枚目はウケミ持ち。",
        "相手のダメゾン8枚。工作力2のキャラで相手にアイサツ。勝てる?相手の山札の上から2枚目がウケミ持ちらしい。",
        "相手のデッキの上2枚は1枚目がウケミ持ち。相手のダメージ・ゾーン8枚で、俺の工作力2のキャラで相手にアイサツ。相手は負ける?",
    ],
)
def test_1104_2_the_decks_top_cards_are_not_its_size(question: str) -> None:
    stated, value = _value(question)
    assert not stated or value == "none"


def test_1002_2_a_deck_size_told_still_runs_out() -> None:
    q = "相手の山札２枚。俺の工作力３のキャラで相手にアイサツ。相手のダメージ・ゾーン０枚。相手は負ける?"
    assert _value(q) == (True, "self")


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "俺のキャラ(カラテ３、耐久力２)と相手のキャラ(カラテ２、耐久力３)。俺のキャラで相手のキャラにアイサツした。どっちも死ぬ?",
            False,
        ),
        ("俺のカラテ４のキャラで相手の耐久力２のキャラにアイサツ。どちらも殺される?", False),
        ("相手のカラテ３のキャラが俺の耐久力２のキャラにアイサツしてきた。どっちとも死ぬ?", False),
        ("俺のカラテ２のキャラで相手の耐久力２のキャラにアイサツ。死ぬのはどっち?", True),
    ],
)
def test_706_4b_both_asked_is_not_whether_one_dies(question: str, killed: bool) -> None:
    stated, value = _value(question)
    assert not stated or value is killed
