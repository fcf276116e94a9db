"""fow round 7 (issue 11, item 7): the damage builders retired — damage answered from the reading.

Through `plans.situate` (the user's path): 10.6.4.1 damage ‘1つにつき’ is ONE instance whose
prevention applies once (blind M fow-bm-01: the structured value had been the 400 before the
reduction, the answer 300), counted in the zone of the effect's controller; 10.6.2 damage to a player
bound to its target from the reading (「相手から」「食らった」「相手(ライフ2500)に」); a card's damage
said 「蓄積は?」 or repeated 「3回」; 10.2.6 a will named with no count that cannot pay whatever its count.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.6.4.1 / 10.17.1.1: a per-count amount is one instance, reduced once ---------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の手札が4枚ある状態で、相手のリゾネイターに「あなたの手札1枚につき100ダメージを与える」を撃った。"
            "ただそのリゾネイター、「このカードにダメージが与えられるたび、そのダメージを100軽減する」って能力持ち。"
            "結局何点乗るの?",
            [300],
        ),
        (
            "手札3枚の自分が、相手のリゾネイターに『あなたの手札1枚につき200ダメージを与える』を撃った。相手の"
            "リゾネイターは『このカードにダメージが与えられるたび、そのダメージを100軽減する』って能力持ち。何点乗る?",
            [500],
        ),
        (
            "『あなたの場のリゾネイター1体につき300ダメージを対象のリゾネイターに与える』を撃った。自分の場の"
            "リゾネイターは3体。対象の相手リゾネイター(ダメージ0)は『このカードに与えられるダメージを200軽減する』"
            "持ち。最終的にそいつに乗るダメージは?",
            [700],
        ),
    ],
)
def test_10_6_4_1_per_count_damage_is_one_instance_reduced_once(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手が『あなたの場のリゾネイター1体につき200ダメージを与える』を自分に撃ってきた。"
            "相手の場にはリゾネイターが３体。自分のライフ4000はいくつになる?",
            [3400],
        ),
        (
            "相手のライフ4000。ターンプレイヤーの自分が「あなたの手札1枚につき200ダメージを相手プレイヤーに与える」"
            "ってのを使った。解決時の自分の手札は3枚。相手のライフいくつになる?",
            [3400],
        ),
        ("ライフ500の相手に、手札5枚の状態で『手札1枚につき100ダメージ』を与えた。相手のライフは?", [0]),
    ],
)
def test_10_6_4_1_the_count_is_of_the_effects_controller(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_6_4_1_a_count_told_of_the_other_player_than_the_card_text_counts_withholds() -> None:
    # the opponent's card says 「相手の手札」 (the asker's hand), the question counts the opponent's
    stated, _ = _answered(
        "相手のリゾネイターの能力で「相手の手札のカード1枚につき200ダメージを対象のプレイヤーに与える」"
        "みたいなのを自分が食らった。相手の手札は4枚、自分のライフは3000。残りライフいくつ?"
    )
    assert not stated


def test_10_6_4_1_the_unit_of_a_per_count_is_no_count_of_a_zone() -> None:
    reading = situate("相手が『あなたの場のリゾネイター1体につき200ダメージを与える』を撃った", GAME)[0]
    assert reading is not None
    from service.answering.plans.fow_per_reading import units

    read_ = units(read("『あなたの場のリゾネイター1体につき200ダメージを与える』", GAME))
    assert not [f for f in read_.facts if f.concept == "field_count"]


# --- 10.6.2: the player a damage is dealt to, from the reading ----------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "非ターンプレイヤーの相手(ライフ2500)に自分の効果で1500ダメージ。相手は『そのダメージを400軽減する』"
            "で返してきた。相手のライフいくつ残る?",
            [1400],
        ),
        (
            "ターンプレイヤーの相手がライフ4000。こっちのリゾネイターの能力で相手プレイヤーに700ダメージ与えたら"
            "相手のライフいくつ?",
            [3300],
        ),
        (
            "非ターンプレイヤーの自分、ライフ1500。相手が自分に800ダメージ飛ばしてきたけど、こっちは先に"
            "「次にあなたに与えられるダメージを軽減する」を使ってた(何点とは書いてない)。ライフいくつ残る?",
            [1500],
        ),
        ("ライフ3千のときに2千5百ダメージ食らったら残りいくつ?", [500]),
        ("相手のライフが4000のとき1500ダメージを与えたら、相手のライフはいくつ残りますか?", [2500]),
        ("相手から１０００ダメージ飛んできたので『ダメージを400軽減する』を使った。ライフは何点減る?", [600]),
    ],
)
def test_10_6_2_damage_lowers_the_life_of_the_player_it_is_dealt_to(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手から1000ダメージ飛んできた。ライフは?",
        "ライフは?相手に500ダメージ与えたら何点?",
        "自分に300ダメージ。ライフいくつ?",
    ],
)
def test_10_6_2_the_life_left_with_no_life_told_withholds(question: str) -> None:
    assert not _answered(question)[0]


# --- 10.6.1: a card's damage asked as 蓄積, repeated instances ------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("防御力800のリゾネイターに、100ダメージを3回。蓄積は?", [300]),
        ("防御力900のリゾネイターに200ダメージ。蓄積って?", [200]),
        ("防御力500のリゾネイターに300ダメージ、100軽減。蓄積は?", [200]),
    ],
)
def test_10_6_1_accumulated_damage_asked_as_chikuseki(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "text",
    [
        "防御力800のリゾネイターに千ダメージ与えたら?",
        "リゾネイターに五百ダメージを受けた",
        "相手に500のダメージ",
    ],
)
def test_10_6_damage_in_kanji_numerals_or_with_no_is_read_with_its_amount(text: str) -> None:
    dealt = [f for f in read(text, GAME).facts if f.concept == "damage" and isinstance(f.value, int)]
    assert len(dealt) == 1 and dealt[0].value in (1000, 500)


# --- 10.2.6: a will named with no count ---------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "[月]を支払えって言われたとき、月の特質を持たない光のウィルで払ってもいい?",
        "光のウィルで[水]を払える?",
        "コスト[闇]のカード、風属性のウィルで払える?",
    ],
)
def test_10_2_6_will_of_an_attribute_that_cannot_pay_whatever_its_count(question: str) -> None:
    gated, note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, "no")
    assert note is not None and "コストと同じ点数" in note  # the unsaid count is named


@pytest.mark.parametrize(
    "question",
    [
        "光のウィルで[光][光]を払える?",
        "[月]を払える?",
        "水のウィルで[2]払える?",
        "光のウィルと水のウィルで[光][水]を払える?",  # every attribute named counts, not the first
        "闇のウィルで[光]を払える?光のウィルもある",
    ],
)
def test_10_2_4_will_with_no_count_that_could_pay_withholds(question: str) -> None:
    assert not _answered(question)[0]


# --- 10.10: a player disposes only of cards it controls ---------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手の場のリゾネイターを破棄する、ってできるの?",
        "自分のカードの「カード1枚を破棄する」って効果で、相手の場のリゾネイターを破棄できる?",
        "自分のカードに「カード1枚を破棄する」ってテキストがある。これで相手がコントロールしてるアディションを"
        "破棄して墓地送りにできる?",
        "自分のカードのコストに「リゾネイター1体を破棄する」って書いてある。相手の場の、相手がコントロールしてる"
        "リゾネイターを破棄してコストに充てられる?",
    ],
)
def test_10_10_a_card_another_player_controls_cannot_be_disposed(question: str) -> None:
    assert _answered(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "自分の場のリゾネイターを破棄できる?",
        "自分のアディションを破棄してもいい?",
        "自分の場のリゾネイターを破棄したら、どこに行くの?",
    ],
)
def test_10_10_the_asker_disposes_of_its_own_card_to_the_graveyard(question: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.accounting.verdict.stated
    assert gated.accounting.verdict.value in ("yes", {"result": "ongoing", "winner": None})
    assert [c["uid"] for c in gated.sim.result.zone("player1", "graveyard")] == ["x"]


@pytest.mark.parametrize(
    "question",
    [
        "リゾネイターを破棄できる?",
        "場のアディションって破棄できるの?",
        "自分のリゾネイターを相手の効果で破棄された。どこに行く?",  # another player's effect: who disposes?
    ],
)
def test_10_10_whose_card_unsaid_withholds(question: str) -> None:
    assert not _answered(question)[0]


# --- blind M: counts listed after a player, a doubt asked, 10.18.2.1 ---------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "非ターンプレイヤーの相手、手札6枚・墓地3枚。こっちの効果で「相手は手札を捨てる」(枚数指定なし)。"
            "相手の墓地何枚になる?",
            [9],
        ),
        ("相手、手札2枚、墓地4枚。「相手は手札を捨てる」を使った。相手の墓地は何枚?", [6]),
        ("相手、手札5枚・墓地0枚。自分の効果で「相手は手札を捨てる」。解決後の相手の墓地は?", [5]),
    ],
)
def test_10_18_2_counts_listed_after_a_player_are_that_players(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "手札0枚のときに「手札を捨てる。そうしたなら、カードを2枚引く」を解決したら?捨ててないから引けない?"
        "最後に手札何枚?",
        "手札0枚で「手札を捨てる。そうしたなら、カードを2枚引く」を解決。捨ててないのに引けるの?手札は何枚?",
        "手札が0枚。「手札を捨てる。そうしたなら2枚引く」を使った。手札が無いから捨ててない?最終的に手札何枚?",
    ],
)
def test_10_18_2_1_an_empty_hand_is_still_discarded(question: str) -> None:
    assert _answered(question) == (True, [2])


def test_10_18_1_a_counted_discard_that_a_later_part_hangs_on_withholds() -> None:
    assert not _answered("手札0枚で「手札を1枚捨てる。そうしたなら、カードを2枚引く」を解決。手札何枚?")[0]


# --- 10.17: a reduction denied, a card's removal told as its state ------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ2000。相手に自分の効果で500ダメージ。相手は「ダメージを軽減しない」。相手のライフは?",
        "相手のライフ2000。相手に500ダメージ。相手は軽減しなかった。相手のライフは?",
        "防御力500のリゾネイターに300ダメージ、軽減されなかった。蓄積は?",
        "ゲームから取り除かれたリゾネイターを墓地に戻したらどうなる?",
    ],
)
def test_10_17_a_denied_reduction_or_a_state_is_no_act_withholds(question: str) -> None:
    assert not _answered(question)[0]
