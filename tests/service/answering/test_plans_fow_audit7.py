"""Round 7 precision audit of fow's plans (issue 11), after the per-phrasing builders were retired:
adversarial wordings of our own that had been stated wrong, each now stated right or withheld, over
several wordings per mechanism, through `plans.situate` as `/ask` answers them.

The whole audit set (every question with its right answer by hand from §10) is checked in
test_plans_fow_audit7_set.py.
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


def _withheld(question: str) -> bool:
    return not situate(question, GAME)[0].accounting.verdict.stated


# --- 10.6.2: each damage to a player is dealt to the player its own part of the sentence names ---------
@pytest.mark.parametrize(
    ("question", "life"),
    [
        # the owners before the first damage (「相手に」) had been taken for the second one too
        (
            "自分のライフ4000。相手に1000ダメージ与えて、その後相手の効果で自分が300ダメージ受けた。自分のライフは?",
            3700,
        ),
        (
            "相手ライフ3000、自分ライフ3000。相手に500ダメージを与え、相手のスペルで自分に200ダメージ。自分のライフは?",
            2800,
        ),
        (
            "こっちのライフ2000、向こうに400ダメージ与えてから、向こうの効果でこっちが600ダメージ食らった。こっちのライフは?",
            1400,
        ),
    ],
)
def test_10_6_2_a_second_damage_goes_to_the_player_its_own_clause_names(question: str, life: int) -> None:
    assert _answered(question) == (True, [life])


@pytest.mark.parametrize(
    ("question", "life"),
    [
        ("相手のライフ3000。相手のリゾネイターの効果で相手自身に500ダメージ。相手のライフは?", 2500),
        ("自分のライフ2000。自分のスペルで自分自身に300ダメージを与えた。自分のライフは?", 1700),
        ("向こうのライフ1500。向こうのカードの効果で向こう自身に200ダメージ入った。向こうのライフは?", 1300),
    ],
)
def test_10_6_2_damage_to_a_player_itself_lowers_that_players_life(question: str, life: int) -> None:
    assert _answered(question) == (True, [life])


@pytest.mark.parametrize(
    ("question", "life"),
    [
        # 「相手に…与えられた」 is a passive: 相手 deals it (it had been dealt to 相手, life 1000 kept)
        ("自分のライフ1000。相手に1000ダメージ与えられた。自分のライフは?", 0),
        ("こっちのライフ２５００、相手に８００ダメージ与えられたんだけど、こっちのライフは?", 1700),
        ("自分のライフ3000。相手に500ダメージを与えられた。自分のライフはいくつ?", 2500),
    ],
)
def test_10_6_2_damage_a_player_is_dealt_by_the_other_lowers_its_own_life(question: str, life: int) -> None:
    assert _answered(question) == (True, [life])


# --- 10.12.2: [レスト] is paid by resting the card — an earlier use rested it; only its player uses it -----
@pytest.mark.parametrize(
    "question",
    [
        "リカバー状態のリゾネイター。さっき[レスト]の能力を使った。もう一度[レスト]の能力を使える?",
        "リカバー状態のリゾネイターで[レスト]能力を使って、続けてもう一回その[レスト]能力使える?",
        "このリゾネイター、リカバー状態だったけど[レスト]の能力使ったばかり。[レスト]の能力をまた使える?",
        "相手のリゾネイターはリカバー状態。その[レスト]能力を俺が使える?",
        "リカバー状態の相手のリゾネイター。こっちがその[レスト]の能力を使うことはできる?",
    ],
)
def test_10_12_2_rest_cost_after_an_earlier_use_or_by_another_player_is_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイターはレスト状態。その[レスト]能力は使える?",
        "自分のリゾネイター(レスト状態)。その[レスト]能力は使える?",
        "レスト状態のリゾネイターの[レスト]能力を使える?",
    ],
)
def test_10_12_2_a_rested_card_cannot_pay_rest(question: str) -> None:
    assert _answered(question) == (True, "no")


# --- 10.10.2: only the card's controller disposes of it ---------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        # a control denied: who controls it is not told (round 12 reads control told, test_fow_round12)
        "自分がコントロールしていない自分のリゾネイターを破棄できる?",
        "自分がコントロールしてない自分のリゾネイターって破棄できる?",
    ],
)
def test_10_10_2_control_other_than_the_owners_is_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("相手がコントロールしてるリゾネイターを破棄できる?", "no"),
        # control other than the owner's, told (round 12: seated with its controller, 10.10.2)
        ("相手がコントロールしている自分のリゾネイターを俺が破棄できる?", "no"),
        ("相手のリゾネイターのコントロールを得た。そのリゾネイターを破棄できる?", "yes"),
        ("自分のリゾネイターだけど今は相手のコントロール下にある。これを破棄できる?", "no"),
        ("相手のリゾネイターを俺が破棄できる?", "no"),
        ("相手の場のアディションを破棄できる?", "no"),
    ],
)
def test_10_10_2_only_the_controller_disposes(question: str, can: str) -> None:
    assert _answered(question) == (True, can)


# --- 10.2.6: [月] is paid by will with the 月 trait — a trait no holding reads withholds ------------------
@pytest.mark.parametrize(
    "question",
    [
        "保有ウィルは月の特質を持つ水1。[月]払える?",
        "保有ウィルは水1(月の特質を持つ)。[月]払える?",
        "保有ウィルは月の特質を持った風が2。[月][月]払える?",
        "保有ウィルは月の特質を持つ水1しかない。[月]払える?",
    ],
)
def test_10_2_6_moon_trait_on_will_not_read_is_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("保有ウィル炎1、月の特質を持つウィルなし。[月]を支払える?", "no"),
        (
            "[月]を払えってコストがあるんだけど、手元のウィルは月の特質なしの炎ウィル3点だけ。これで[月]払える?",
            "no",
        ),
        ("保有ウィルは月の特質を持つ水ウィル1。[月]払える?", "yes"),
        ("コストに[月]が1点ある。手元には月の特質を持つ水のウィルが1点だけ。これで[月]払える?", "yes"),
    ],
)
def test_10_2_6_moon_paid_only_by_will_with_the_trait(question: str, can: str) -> None:
    assert _answered(question) == (True, can)


# --- 10.2.1/10.2.4: will the question says cannot be used is no will of the holding --------------------
@pytest.mark.parametrize(
    "question",
    [
        "保有ウィル炎2。[炎][炎]を払えるか?ただしウィルのうち1点は相手の効果で使えない。",
        "保有ウィル光2。でも相手の効果で光のウィルは1点しか使えない。[光][光]払える?",
        "保有ウィル水２。うち１点は封じられてる。[水][水]払える?",
    ],
)
def test_10_2_4_will_told_unusable_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.18.1: a player made to discard (「相手に…捨てさせられた」) discards from its own hand ---------------
@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        ("手札3枚。相手に手札を1枚捨てさせられた。俺の墓地0枚は何枚になる?", 1),
        ("自分の手札4枚、墓地2枚。相手の効果で、相手に手札を2枚捨てさせられた。自分の墓地は?", 4),
        ("俺は向こうに手札を１枚捨てさせられた。俺の墓地３枚は何枚?", 4),
    ],
)
def test_10_18_1_the_player_made_to_discard_puts_cards_in_its_own_graveyard(
    question: str, graveyard: int
) -> None:
    assert _answered(question) == (True, [graveyard])


def test_10_18_1_the_player_made_to_discard_by_the_asker_is_the_opponent() -> None:
    assert _answered("相手の手札3枚、墓地1枚。自分が相手に手札を1枚捨てさせた。相手の墓地は?") == (True, [2])


# --- 10.18.2.1 / 10.8.1: 「手札にカードが1枚もない」 is an empty zone ----------------------------
@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("手札にカードが1枚もない。「手札を捨てる」を実行。墓地2枚は何枚?", 2),
        ("手札にはカードが一枚もない状態で手札を捨てる。墓地3枚は何枚?", 3),
        ("山札にカードが1枚もない。カードを1枚引いた。手札2枚は何枚?", 2),
    ],
)
def test_10_18_2_1_a_zone_with_not_one_card_is_empty(question: str, count: int) -> None:
    assert _answered(question) == (True, [count])


# --- 10.19.3: a [+A/+B] lost or never gained, or a counter removed, is not the plans' gain ----------------
@pytest.mark.parametrize(
    "question",
    [
        "攻撃力800/防御力800のリゾネイター。[+200/+200]を得た。その後[+200/+200]を失った。攻撃力は?",
        "攻撃力５００／防御力５００のリゾネイター、[+300/+300]を得てたけど、その効果が切れた。攻撃力いくつ?",
        "攻撃力300/防御力300のリゾネイターに[+200/+200]カウンターを置いたあと、そのカウンターを取り除いた。攻撃力は?",
        "攻撃力400/防御力400のリゾネイターは[+200/+200]を得ていない。防御力は?",
    ],
)
def test_10_19_3_a_modifier_lost_or_not_gained_is_withheld(question: str) -> None:
    assert _withheld(question)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("攻撃力400/防御力400のリゾネイターが[+200/+200]を得て、さらに[-100/-100]を得た。攻撃力は?", 500),
        (
            "攻撃力300/防御力300のリゾネイターに[+100/+100]カウンターが置かれてる。さらに別の効果で[+100/+100]カウンターを1つ置いた。防御力は?",
            500,
        ),
        (
            "攻撃力500/防御力500のリゾネイターが[+100/+100]を得て、[+100/+100]カウンターも置かれた。攻撃力は?",
            700,
        ),
    ],
)
def test_10_19_3_modifiers_gained_add_up(question: str, value: int) -> None:
    assert _answered(question) == (True, [value])


# --- 10.6.1: a card that left the field and came back holds no damage or modifier of before --------------
@pytest.mark.parametrize(
    "question",
    [
        "防御力500のJ/リゾネイターに300ダメージ与えた後、そのリゾネイターが場を離れて戻ってきた。蓄積は?",
        "防御力500のリゾネイターに300ダメージ。その後いったん手札に戻してまた場に出した。蓄積ダメージは?",
        "攻撃力500/防御力500のリゾネイターが[+100/+100]を得た。そのリゾネイターは場から離れて、もう一度場に出た。攻撃力は?",
    ],
)
def test_10_6_1_a_card_that_left_the_field_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.6.4.1: a per-count damage reaching a card's 防御力 — whether it is destroyed is no §10 rule ---------
@pytest.mark.parametrize(
    "question",
    [
        "手札3枚。「あなたの手札のカード1枚につき100ダメージを与える」を相手のリゾネイター(防御力200)に。破壊される?",
        "手札3枚。「あなたの手札のカード1枚につき100ダメージを与える」を相手のリゾネイターに。破壊される?",
        "手札４枚で「あなたの手札1枚につき100ダメージ」を防御力400の相手リゾネイターに撃った。破壊される?",
    ],
)
def test_10_6_4_1_per_count_damage_at_or_over_defense_or_unsaid_is_withheld(question: str) -> None:
    assert _withheld(question)


def test_10_6_4_1_per_count_damage_short_of_defense_destroys_nothing() -> None:
    question = (
        "手札2枚。「あなたの手札のカード1枚につき100ダメージを与える」を相手のリゾネイター(防御力500)に。"
        "破壊される?"
    )
    assert _answered(question) == (True, False)


# --- 10.8.2: 「N枚ずつ」 each player draws N ------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "hand"),
    [
        ("手札３枚。山札20枚。お互いに2枚ずつドロー。自分の手札は?", 5),
        ("相手の手札1枚。お互い1枚ずつカードを引く。相手の手札は?", 2),
        ("自分の手札2枚。各プレイヤーは3枚ずつカードを引く。自分の手札は何枚?", 5),
    ],
)
def test_10_8_2_each_player_draws_n_each(question: str, hand: int) -> None:
    assert _answered(question) == (True, [hand])


# --- 10.16.1.1: a token or virtual card is not a card the engine moves ---------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手の場のリゾネイター3体が破壊された。相手の墓地1枚は何枚?ただし1体はトークン。",
        "自分のトークンのリゾネイターが破壊された。自分の墓地は増える?",
        "自分の場のリゾネイター2体(どちらもトークン)が破壊された。墓地0枚は何枚?",
    ],
)
def test_10_16_1_1_a_token_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.6.1/10.19.3: a second card of the kind — what is told of it is not the asked card's ----------
@pytest.mark.parametrize(
    "question",
    [
        "防御力800のリゾネイターに300ダメージ。別のリゾネイターに200ダメージ。最初のリゾネイターの蓄積は?",
        "防御力500のリゾネイターに200ダメージ、もう1体のリゾネイターに100ダメージ。最初のリゾネイターは何点蓄積?",
        "攻撃力400/防御力400のリゾネイターに[+100/+100]、他のリゾネイターに[+200/+200]。最初のリゾネイターの攻撃力は?",
    ],
)
def test_10_6_1_what_another_card_takes_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.18.2 / 10.9.1: a second move told again, or a card the zones plan does not place -------------
@pytest.mark.parametrize(
    "question",
    [
        "手札4枚、墓地2枚。手札を2枚捨てて、さらに手札を捨てた。墓地は?",
        "手札5枚、墓地0枚。カードを1枚捨てた後、もう一度手札を捨てた。墓地は?",
        "自分の墓地3枚。自分の場のリゾネイター1体とアディション1枚が破壊された。墓地は?",
        "自分の墓地1枚。自分のリゾネイター1体とアディション1枚が破壊された。墓地は何枚?",
    ],
)
def test_10_18_2_a_second_move_or_an_unplaced_card_is_withheld(question: str) -> None:
    assert _withheld(question)


# --- 10.8.2: a move repeated on each draw (a trigger), or the drawn count itself asked --------------------
@pytest.mark.parametrize(
    "question",
    [
        "手札3枚。カードを1枚ドローするたびに手札を1枚捨てる。カードを2枚ドローした。手札は?",
        "手札4枚。ドローするごとに1枚捨てる効果がある。2枚引いた。手札は何枚?",
        "墓地0枚、手札3枚。「カードを引くたび、手札を1枚捨てる」。カードを1枚引いた。墓地は?",
        "山札1枚。「カードを2枚引く」。引けるのは何枚?",
        "山札1枚で2枚ドロー。実際に引けるのは何枚?",
        "山札１枚なのに３枚引く効果。引ける枚数は?",
    ],
)
def test_10_8_2_a_triggered_move_or_the_drawn_count_asked_is_withheld(question: str) -> None:
    assert _withheld(question)


def test_10_9_1_the_count_after_a_destroy_is_still_asked_of_the_stated_zone() -> None:
    assert _answered("墓地は3枚だった。自分のリゾネイターが1体破壊された。破壊後は何枚?") == (True, [4])


# --- 10.2.3: the cost of one player's card paid with another player's will --------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "保有ウィル闇1。相手の[闇]のカードのコストを俺が払える?",
        "自分の保有ウィル光2。相手のカード(コスト[光][光])の代わりに払える?",
        "相手の保有ウィル光1・闇2。自分はコスト[闇][2]のカードをプレイできる?",
    ],
)
def test_10_2_3_will_and_card_of_different_players_is_withheld(question: str) -> None:
    assert _withheld(question)


def test_10_2_3_the_opponents_own_will_pays_the_opponents_card() -> None:
    question = (
        "相手のターン。相手の保有ウィルが光1・闇2ある状態で、相手はコスト[闇][2]のカードをプレイできますか?"
    )
    assert _answered(question) == (True, "yes")
