"""Round 3 precision audit of fow's stated verdicts: wordings of our own that had been stated
wrong, each now stated right or withheld, over several wordings.

Clauses: 10.17.1 (a card's damage prevented in full: nothing is dealt, its 蓄積ダメージ stays),
10.2.2 (will without an attribute pays free will [N] only), 10.21 (a counter removed after it was
put: the fow engine does not run removal, so the counter's [+A/+B] is not simulated as still there).
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


# --- 10.17.1: all of a card's damage prevented — its accumulated damage is unchanged -------------


@pytest.mark.parametrize(
    "question",
    [
        "防御力300のリゾネイターに100ダメージ、それを100軽減。蓄積ダメージは?",
        "防御力500のリゾネイターに200ダメージ与えるけど全部軽減される。蓄積ダメージって何点?",
        "防御力400のリゾネイターに300ダメージを与えた。ただしそのダメージはすべて軽減された。蓄積ダメージは?",
    ],
)
def test_10_17_1_card_damage_prevented_in_full_accumulates_nothing(question: str) -> None:
    stated, value = _answered(question)
    # had been stated as the prevented amount (the first number of the conclusion)
    assert stated and value == [0], (stated, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("防御力500のリゾネイターに300ダメージ、100軽減。蓄積ダメージは?", [200]),  # 10.17.1.1
        ("防御力600のリゾネイターに400ダメージを与え、それを300軽減した。蓄積ダメージはいくつ?", [100]),
    ],
)
def test_10_17_1_1_card_damage_prevented_in_part(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)


# --- 10.2.2: will without an attribute pays free will -----------------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("闇1点と無属性2点のウィルで[闇][2]を払える?", "yes"),
        ("属性を持たないウィル1点と光1点で[光][1]払える?", "yes"),
        ("無属性のウィル2点で[光][1]払える?", "no"),  # no 光 held
        ("水のウィル1点、無属性ウィル1点。[水][水]は払える?", "no"),  # 無 does not pay [水]
    ],
)
def test_10_2_2_will_without_attribute_pays_free_will_only(question: str, value: str) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)


# --- 10.21: a counter removed after it was put is not simulated as still there ----------------


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力500のリゾネイターに[+100/+100]カウンターを置いたが、そのカウンターは取り除かれた。攻撃力は?",
        "攻撃力400のリゾネイターに+200/+200カウンターを1個置き、その後カウンターを外した。今の攻撃力は?",
        "防御力300のリゾネイターに[+0/+100]カウンターを置いた。次にカウンターが消された。防御力は?",
    ],
)
def test_10_21_counter_removed_is_not_simulated_as_kept(question: str) -> None:
    stated, value = _answered(question)
    assert not stated, value


# --- 10.19.3: a [+A/+B] whose effect ended is not simulated as still applying -----------------


@pytest.mark.parametrize(
    "question",
    [
        "攻撃力300のリゾネイターが[+200/+0]を得たが、その効果はターン終了時に切れた。攻撃力は?",
        "攻撃力400のリゾネイターが[+100/+100]を得た。その後その修正が消えた。攻撃力は?",
        "防御力500のリゾネイター、[+0/+200]を得てたけど効果が終わった。防御力いくつ?",
        "攻撃力500のリゾネイター、[+300/+0]はもう切れた。攻撃力は?",
    ],
)
def test_10_19_3_modifier_whose_effect_ended_is_not_simulated_as_applying(question: str) -> None:
    stated, value = _answered(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # an effect named as the cause (「効果で」) is no ended effect: still stated
        ("攻撃力500/防御力500のリゾネイターが[+200/+200]を得た。攻撃力は?", [700]),
        ("攻撃力300のリゾネイターが[+100/+0]を得て、さらに[-200/+0]を得た。攻撃力は?", [200]),
    ],
)
def test_10_19_3_modifier_still_applying_is_stated(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)


# --- 10.18.1: 「N枚だけ捨てた」 is a counted discard, not the whole hand (10.18.2) ----------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("墓地2枚。手札4枚のうち1枚だけ捨てた。墓地は?", [3]),
        ("墓地2枚。手札4枚から2枚のみ捨てた。手札は?", [2]),
        ("手札5枚で、そこから3枚だけを捨てた。手札は何枚?", [2]),
    ],
)
def test_10_18_1_counted_discard_with_dake_is_not_the_whole_hand(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)


# --- 10.9.3: 破壊されない said of part of a destroyed group -------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "自分の魔石を2枚破壊した。ただし1枚は破壊されない。墓地は0枚だった。墓地は何枚?",
        "相手の魔石を3枚破壊。そのうち1枚は破壊されない効果がある。相手の墓地は1枚。墓地は何枚?",
        "こっちの魔石2枚が破壊された、片方は破壊されない。墓地は2枚だった。墓地は何枚?",
    ],
)
def test_10_9_3_indestructible_part_of_a_group_is_withheld(question: str) -> None:
    stated, value = _answered(question)
    assert not stated, value


# --- a turn boundary between the told actions (turns are outside §10) --------------------------


@pytest.mark.parametrize(
    "question",
    [
        "防御力500のリゾネイターに300ダメージ。次のターン、そのリゾネイターにさらに300ダメージ。蓄積ダメージは?",
        "防御力700のリゾネイター、前のターンに200ダメージ受けてる。今ターン300ダメージ。蓄積ダメージは?",
        "防御力900のリゾネイターに400ダメージ、ターンが変わってから400ダメージ。蓄積ダメージは合計いくつ?",
    ],
)
def test_10_6_1_damage_across_a_turn_boundary_is_withheld(question: str) -> None:
    stated, value = _answered(question)
    assert not stated, value


def test_10_19_3_until_end_of_turn_modifier_is_still_stated() -> None:
    # 「ターン終了時まで」 is the duration of the effect, no turn boundary passed
    stated, value = _answered("攻撃力500のリゾネイターがターン終了時まで[+200/+0]を得た。攻撃力は?")
    assert stated and value == [700], (stated, value)


# --- 10.17: a prevention told as denied is no prevention -------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "自分のライフ1000、300ダメージを受けるところを軽減しなかった。ライフは?",
        "相手のライフ1000。相手に300ダメージ、軽減はされなかった。ライフは?",
        "自分のライフ1500に500ダメージ。軽減できなかった。ライフは?",
    ],
)
def test_10_17_prevention_denied_is_not_simulated_as_prevented(question: str) -> None:
    stated, value = _answered(question)
    # had been stated as all prevented (the life unchanged)
    assert not stated, value


# --- 10.12.1 / 10.12.2: rested, then recovered — the later state is not dropped -----------------


@pytest.mark.parametrize(
    "question",
    [
        "レスト状態だけど、そのリゾネイターは今リカバーされた。[レスト]能力使える?",
        "レストしたリゾネイターを効果でリカバーさせた。[レスト]の能力は使える?",
        "レスト状態のリゾネイター、さっきリカバーする効果を受けた。[レスト]使える?",
    ],
)
def test_10_12_2_rested_then_recovered_is_not_answered_as_rested(question: str) -> None:
    stated, value = _answered(question)
    assert not stated or value == "yes", value


# --- 10.6.2: damage told as supposed to happen or not dealt is not simulated as dealt ----------


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ1000に300ダメージを与えるはずだったが、ダメージは与えられなかった。相手のライフは?",
        "相手のライフ1000。相手に300ダメージを与えられなかった。相手のライフは?",
        "自分のライフ800。500ダメージを受けるはずでしたが防いだ。ライフは?",
        "自分のライフ800。500ダメージを受けずに済んだ。ライフは?",
    ],
)
def test_10_6_2_damage_not_dealt_is_not_simulated(question: str) -> None:
    stated, value = _answered(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のライフ1000。相手に300ダメージを与えた。相手のライフは?", [700]),
        ("自分のライフ2000に500ダメージを受けた。ライフは?", [1500]),
    ],
)
def test_10_6_2_damage_dealt_is_still_stated(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)


# --- 10.6.1: 「蓄積は?」 asks the accumulated damage (it had been answered with the outcome) -------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("防御力800のリゾネイターに、100ダメージを3回。蓄積は?", [300]),
        ("防御力900のリゾネイターに200ダメージ。蓄積って?", [200]),
        ("防御力500のリゾネイターに300ダメージ、100軽減。蓄積は?", [200]),
    ],
)
def test_10_6_1_accumulated_damage_asked_as_chikuseki(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)


# --- 10.2.4: one payment of the cost from the will held; more payments or spent will withhold ------


@pytest.mark.parametrize(
    "question",
    [
        "ウィル光1点。[光]を2回払える?",
        "光2点のウィル、1点は既に使った。[光][光]払える?",
        "水のウィル3点、さっき2点払った。[水]払える?",
    ],
)
def test_10_2_4_will_spent_or_paid_twice_is_withheld(question: str) -> None:
    stated, value = _answered(question)
    assert not stated, value


# --- 10.18.1: 「相手の手札を捨てさせた」 moves the opponent's cards to the opponent's graveyard ------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("墓地3枚。相手の手札を2枚捨てさせた。自分の墓地は?", [3]),
        ("自分の墓地は2枚。相手の手札を1枚捨てさせた。自分の墓地は何枚?", [2]),
        ("俺の墓地1枚、俺の手札を1枚捨てた。俺の墓地は?", [2]),
    ],
)
def test_10_18_1_discard_goes_to_the_hand_owners_graveyard(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and got == value, (stated, got)
