"""Force of Will plans (`service/answering/plans/fow*.py`): scenarios built from the reading's facts
when no builder's verdict is stated. Each family is asked in several wordings of our own, through
the plans alone (`replan`) and as /ask answers them (`situate`); the traps hold a fact no plan can
model, or an outcome §10 does not decide, and must stay withheld.

Clauses: 10.8 (drawing N is N single draws), 10.18.1 / 10.18.2 (discarding N cards; 「手札を捨てる」
with no count is the whole hand), 10.9.1 (destroyed: to the owner's graveyard, a J/ルーラー to the
ルーラーエリア), 10.6.1 (damage to a J/リゾネイター accumulates), 10.9.3 (破壊されない), 10.19.3 /
10.21.2 ([+A/+B] gained or as counters), 10.12.2 ([レスト] needs a recovered card).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import replan, situate
from service.answering.plans.fow_addition import addition_host
from service.answering.plans.fow_cards import card_damage, card_stats
from service.answering.plans.fow_rest_cost import rest_cost
from service.answering.plans.fow_zones import zone_counts
from service.answering.reading.reader import read

GAME = "fow"


def _planned(question: str) -> tuple[bool, Any, str]:
    """The verdict of the plans alone (no builder)."""
    gated = replan(question, GAME, read(question, GAME))
    if gated is None:
        return False, None, ""
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else ""


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.8 / 10.18 / 10.9.1: a player's count after drawing, discarding and destroying ------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("手札3枚のとき、カードを2枚引いてから手札を1枚捨てた。手札は何枚になる?", [4]),  # 10.8, 10.18.1
        # the discarding player is the one whose hand the question counts (10.18.2: the whole hand)
        ("相手の手札4枚、相手の墓地2枚。自分の効果で相手が手札を捨てる。相手の墓地は何枚?", [6]),
        (
            "向こうの手札が6枚で墓地が1枚。『対象のプレイヤーは手札を捨てる』を向こうに撃った。"
            "解決したら向こうの墓地は何枚?",
            [7],
        ),
        # 10.18.2: with no hand, the whole (empty) hand is discarded; the 2 draws still happen
        ("手札がない状態で『手札を捨てる。そうしたなら、カードを2枚引く』を使った。手札は何枚?", [2]),
        ("自分の墓地は2枚。相手が自分の魔石を2枚破壊した。墓地って何枚?", [4]),  # 10.9.1
        ("相手のJ/ルーラーを破壊した。相手の墓地は4枚だったけど、破壊後は何枚?", [4]),  # to ルーラーエリア
    ],
)
def test_10_8_10_18_10_9_1_counts_after_the_actions(question: str, value: list[int]) -> None:
    assert _planned(question) == (True, value, "fow.plan.zones")
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # both players' hands are counted: who discards is not said
        "相手の手札5枚、自分の手札3枚。手札を捨てる効果を使った。相手の墓地は何枚?",
        # the same count told twice: one draw restated or two draws
        "手札2枚。カードを1枚引いて、さらに1枚引いた。手札は何枚?",
        # the count asked before the actions is not given
        "相手が自分の魔石を1枚破壊した。自分の墓地は何枚?",
        # the discarded count is more than the stated hand
        "手札1枚の状態で手札を2枚捨てた。墓地は3枚だった。墓地は何枚?",
    ],
)
def test_10_18_10_9_unknown_actor_or_count_is_withheld(question: str) -> None:
    assert zone_counts(read(question, GAME)) is None
    assert _answered(question)[0] is False


def test_10_9_1_an_action_count_is_not_a_players_count() -> None:
    """「魔石を2枚破壊」 scripted as one destroy is not reflected by 「墓地は2枚」 (a coincidence)."""
    gated, _ = situate("自分の墓地は2枚。相手が自分の魔石を2枚破壊した。墓地って何枚?", GAME)
    assert gated.accounting.verdict.value == [4]


# --- 10.6.1 / 10.9.3: a card's accumulated damage, and whether it is destroyed -----------------


@pytest.mark.parametrize(
    ("question", "asks", "value"),
    [
        (
            "防御力800のリゾネイターにすでにダメージが300乗ってる。さらに200ダメージを与えたら蓄積ダメージは合計いくつ?",
            "number",
            [500],
        ),
        (
            "相手のリゾネイター(防御力700)はもう200ダメージ受けてる。そこに自分が300ダメージを与えたら、ダメージはいくつ溜まってる?",
            "number",
            [500],
        ),
        (
            "『このカードは破壊されない』を持つ防御力300のリゾネイターに500ダメージ。破壊される?",
            "destroyed",
            False,
        ),
        ("防御力1000のリゾネイターに400ダメージを与えた。破壊される?", "destroyed", False),
    ],
)
def test_10_6_1_10_9_3_damage_on_a_card(question: str, asks: str, value: Any) -> None:
    built = card_damage(read(question, GAME))
    assert built is not None and built.situation == "fow.plan.card_damage"
    gated, _ = situate(question, GAME)
    assert (gated.accounting.verdict.asks, gated.accounting.verdict.stated) == (asks, True)
    assert gated.accounting.verdict.value == value
    stated, planned, _ = _planned(question)
    assert stated and planned == value


@pytest.mark.parametrize(
    "question",
    [
        # damage at or over 防御力 with no 破壊されない: the rule process is not in §10
        "防御力300のリゾネイターに500ダメージ。破壊される?",
        "リゾネイターに500ダメージ。破壊される?",  # 防御力 unsaid
        "防御力400のリゾネイターはすでに300ダメージを受けてる。さらに100ダメージで破壊される?",
    ],
)
def test_10_9_3_destruction_by_damage_is_not_decided_by_section_10(question: str) -> None:
    assert card_damage(read(question, GAME)) is None
    assert _answered(question)[0] is False


# --- 10.19.3 / 10.21.2: 攻撃力/防御力 after [+A/+B] gained or put as counters --------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("300/500のリゾネイターに[+100/+100]カウンターを3個置いた。攻撃力は?", [600]),
        ("200/200のJ/リゾネイターに[+300/+300]カウンターが1個乗ってる。防御力はいくつ?", [500]),
        # 10.21.1.2: counters of one name put by different effects are the same counters
        (
            "400/400のリゾネイターに、2つの効果で[+100/+100]カウンターが1個ずつ、計2個置かれた。攻撃力は?",
            [600],
        ),
        ("攻撃力500/防御力500のリゾネイターが[+200/-100]を得た。防御力いくつ?", [400]),
    ],
)
def test_10_19_3_10_21_2_stats_after_modifiers(question: str, value: list[int]) -> None:
    assert card_stats(read(question, GAME)) is not None
    assert _planned(question)[:2] == (True, value)
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # 10.16.1: no [+A/+B] to leave out — the copy plan runs only a copy of a modified card
        "攻撃力500のリゾネイターをコピーした。コピーの攻撃力は?",
        # the 500 is not said to be printed: it may be the value after the [+300/+300]
        "相手のリゾネイター(攻撃力500)は[+300/+300]を得てる。自分の効果でそいつをコピーした。コピーの攻撃力は?",
        "種族が人間の攻撃力300のリゾネイターが[+100/+100]を得て種族「ドラゴン」になった。攻撃力は?",
    ],
)
def test_10_16_a_copy_or_a_tribe_is_withheld(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.12.2: [レスト] is paid by resting this recovered card -----------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("[レスト]コストの能力を持つリゾネイターがレスト状態。その能力使える?", "no"),
        ("横向きになってるリゾネイターで[レスト]を払える?", "no"),
        ("J/リゾネイターはもう寝てる。[レスト]の起動能力って使える?", "no"),
    ],
)
def test_10_12_2_rest_cost_needs_a_recovered_card(question: str, value: str) -> None:
    assert rest_cost(read(question, GAME)) is not None
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "リゾネイターが攻撃してレストしてる。[レスト]の能力使える?",
        "攻撃して横向きになったリゾネイター、[レスト]コストの能力は使える?",
        "[レスト]の起動能力を持つリゾネイター、攻撃したあともうレストしてるけど能力使える?",
    ],
)
def test_10_12_2_an_attack_that_rested_the_card_is_its_state(question: str) -> None:
    # 「攻撃してレストしてる」: the attack is how the card came to be rested (§10 has no attack)
    assert rest_cost(read(question, GAME)) is not None
    assert _answered(question) == (True, "no")


def test_10_12_2_an_asked_attack_is_still_not_simulated() -> None:
    assert _answered("攻撃してレストしてるリゾネイターでもう一度攻撃できる?")[0] is False


# --- 10.2.2: will of each attribute, free will and the total the question gives ---------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("コスト[炎][炎][1]のカードを出したい。保有ウィルは炎1点と水2点で合計3点。プレイできる?", "no"),
        ("保有ウィルは炎2点と水1点で合計3点。コスト[炎][炎][1]を払える?", "yes"),
        ("保有ウィルが水1・光1・闇1。コスト[水][2]のリゾネイターって払える?", "yes"),
        ("ウィルは風1点と闇1点。コスト[風][風]って払える?", "no"),
    ],
)
def test_10_2_2_will_of_each_attribute_pays_its_symbol(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


def test_10_2_2_a_total_without_its_attributes_is_withheld() -> None:
    # which attributes make up 「合計3点」 decides whether [炎] can be paid
    assert _answered("保有ウィルは合計3点。コスト[炎][1]は払える?")[0] is False


# --- 10.1.2: an [アディション:○○] is set on a card of either field that can legally take it ---------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("『アディション:リゾネイター』を手札から出したい。相手の場のリゾネイターに設置できる?", "yes"),
        (
            "墓地から『アディション:リゾネイター』を出す効果。自分の場にリゾネイターが1体、相手の場にも2体。"
            "相手のリゾネイターに付けるのもあり?",
            "yes",
        ),
        ("アディション:Jルーラーのカードを相手のリゾネイターに付けてもいい?", "no"),
        ("『アディション:リゾネイター』を自分のJ/ルーラーにつけられる?", "no"),
    ],
)
def test_10_1_2_addition_set_on_the_named_card(question: str, value: str) -> None:
    assert addition_host(read(question, GAME)) is not None
    assert _planned(question)[:2] == (True, value)
    assert _answered(question) == (True, value)


def test_10_1_2_an_addition_without_its_kind_is_not_planned() -> None:
    assert addition_host(read("アディションを相手のリゾネイターにつけられる?", GAME)) is None
