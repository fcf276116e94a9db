"""ニンジャスレイヤーTCG: the round-3 precision audit's wrong verdicts, each fixed as a mechanism and
checked over several wordings of our own. Withheld is always acceptable; a stated verdict must be
the rulebook's.

Clauses: 1321.1 (a countered card or ability is removed unresolved: its effect never happened),
1002.1 (10 damage-zone cards lose: each player's count must be the one the question gives),
505.3a (a character's damage is 0 again at the end of the turn), 1004.1 / 1317.1 (damage from an
アイサツ and a later effect add up in one turn), 502.3a / 1308 (a zone's count asked without 何枚),
1004.1 (「殺せた?」 asks whether the character was killed).
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


# --- 1321.1: a countered effect never happened --------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージ・ゾーンは8枚。2点ダメージを与えるコトダマを相手に使ったが打ち消された。相手は負ける?",
        "相手のダメ・ゾーン9枚、こっちが1ダメージのコトダマ撃ったけど向こうのコトダマで打ち消された。勝ち?",
        "自分のダメージゾーン6枚。2回復するコトダマを使ったが、相手に無効にされた。ダメージゾーンは何枚?",
        "自分の耐久力3のキャラに相手が2ダメージのコトダマを使ったけど、俺が打ち消した。死ぬ?",
    ],
)
def test_1321_1_a_countered_effect_is_not_simulated_as_resolved(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated


# --- 1002.1: 「相手も9枚」 is the opponent's count, never met by the asker's 9 --------------------


@pytest.mark.parametrize(
    "question",
    [
        "自分のダメージ・ゾーン9枚、相手も9枚。お互いに1ダメージを受ける効果。どっちが勝つ?",
        "俺のダメージゾーン8枚、向こうは9枚。お互い1点ずつダメージ。勝つのは?",
        "相手のダメージ・ゾーン9枚、こっちも9枚。自分のコトダマで相手に1ダメージ。勝てる?",
    ],
)
def test_1002_1_an_owners_elliptical_count_is_not_met_by_the_other_seat(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated


# --- 505.3a: damage is 0 again at the turn's end; one-turn scenarios do not carry a boundary -----


@pytest.mark.parametrize(
    "question",
    [
        "自分の耐久力3のキャラは、相手のコトダマで2ダメージ受けた後、ターンが終わった。"
        "次の相手のターンに1ダメージを受けたら死ぬ?",
        "前のターンに相手のキャラに3ダメージ与えてた。耐久力4のそのキャラに今カラテ1のキャラでアイサツしたら死ぬ?",
        "相手の耐久力4のキャラに前ターン2点入れた。このターン、コトダマで2ダメージ入れたら殺せる?",
        "耐久力3のうちのキャラ、ターンをまたいで2点と2点のダメージを受けた。死ぬ?",
    ],
)
def test_505_3a_a_turn_boundary_is_not_run_within_one_turn(question: str) -> None:
    stated, value, _asks = _verdict(question)
    assert not stated or value is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("耐久力4のキャラが今ターン2点、次の自分のターンに2点受けた。死ぬ?", False),
        ("前のターンにアイサツしてオジギしたキャラで、次の自分のターンにもう一度アイサツできる?", "yes"),
    ],
)
def test_505_3a_a_run_through_the_next_turn_reflects_the_boundary(question: str, value: object) -> None:
    stated, got, _asks = _verdict(question)
    assert stated and got == value


# --- 1004.1 / 1317.1: an effect's damage after an アイサツ is its own amount ---------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力4のキャラにカラテ2のキャラでアイサツして、そのあとコトダマで2点。殺せた?",
        "相手のキャラ(耐久力5)にうちのカラテ3のキャラでアイサツ、その後にコトダマで2ダメージ。相手のキャラ死ぬ?",
        "自分のカラテ1のキャラで相手の耐久力3のキャラにアイサツ、続けてジツで2ダメージを与えた。死ぬ?",
    ],
)
def test_1317_1_damage_after_the_aisatsu_is_not_met_by_the_aisatsu(question: str) -> None:
    stated, value, _asks = _verdict(question)
    assert not stated or value is True


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        ("相手の耐久力3のキャラに、コトダマで1ダメージ入れた。そのあとカラテ2のキャラでそいつにアイサツした。"
         "相手のキャラは殺される?", True),
        ("相手の耐久力5のキャラ、すでに3点ダメージを負ってる。自分のコトダマで「-0/-2を得る」をかけたら"
         "殺せる?", True),
        ("相手の耐久力4のキャラにカラテ4のキャラでアイサツした。殺せた?", True),
        ("相手の耐久力5のキャラにカラテ2のキャラでアイサツ。殺せた?", False),
    ],
)  # fmt: skip
def test_1004_1_killed_asked_in_the_past_or_after_earlier_damage(question: str, killed: bool) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "destroyed" and value is killed


# --- 502.3a / 1308: 「手札は?」 asks the count ------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("手札2枚、デッキ10枚、後攻1ターン目のドロー後の手札は?", 4),
        ("先攻の最初のターン、手札5枚。ドロー・ステップのあと手札って?", 6),
        ("デッキ5枚、手札3枚の状態で2枚ドローした。手札は?", 5),
    ],
)
def test_502_3a_a_zones_count_asked_without_nanmai(question: str, count: int) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "number" and value == [count]
