"""Shadowverse Evolve plans over turns (round 2): the asker's next turn stands an acted follower,
an attack told in an earlier turn is history, the non-turn player's hand in the opponent's end
phase, a second evolve in one turn, and an attacker a 【クイック】 card destroys. Each over several
wordings, with the verdict the rules give; traps that must be withheld or answered otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read


def answered(question: str) -> Any:
    """The verdict /ask states (builder first, then plans), or None when withheld."""
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


# ----- 7.2.3: the turn player's start phase stands its acted cards ------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "前の自分のターンに攻撃して横向きになったフォロワー、次の自分のターンになったらまた攻撃に使える?",
        "前のターンに攻撃してアクト状態になった自分のフォロワー。自分の次のターンになったら、こいつでまた攻撃できる?",
        "横向きになってる自分のフォロワーがいる。次の自分のターンにこのフォロワーで攻撃できる?",
        "アクト状態の自分のフォロワーは、次のターンなら攻撃に使える?",
    ],
)
def test_7_2_3_the_next_own_turn_stands_an_acted_follower(question: str) -> None:
    assert answered(question) == "yes"


@pytest.mark.parametrize(
    "question",
    [
        "アクト状態の自分のフォロワー。攻撃に使える?",
        "前の自分のターンに攻撃して横向きになったフォロワー。このターンにまた攻撃できる?",
    ],
)
def test_7_2_3_without_a_new_turn_the_acted_follower_stays_acted(question: str) -> None:
    assert answered(question) in ("no", None)


# ----- 12.14.2 / 8.4.4: an attack in an earlier turn is history, its acted state the fact ----------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン。自分の場に攻撃力0の【必殺】持ちフォロワーが、前の自分のターンに攻撃したままアクト状態で残ってる。"
            "相手が攻撃力4/体力6のフォロワーでそいつに攻撃してきた。相手のフォロワーは破壊される?",
            True,
        ),
        (
            "相手のターン。前の自分のターンに攻撃してアクト状態になった自分の攻撃力1・体力2のフォロワーに、"
            "相手が攻撃力4・体力6のフォロワーで攻撃してきた。相手のフォロワーは破壊される?",
            False,
        ),
        (
            "相手のターン。前の自分のターンに攻撃してアクト状態になった自分の攻撃力1・体力2のフォロワーに、"
            "相手が攻撃力4・体力6のフォロワーで攻撃してきた。自分のフォロワーは破壊される?",
            True,
        ),
    ],
)
def test_12_14_2_an_attack_of_an_earlier_turn_is_history(question: str, value: bool) -> None:
    assert answered(question) is value


# ----- 7.4.7: only the turn player discards down to the hand limit ----------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のターンのエンドフェイズ。非ターンプレイヤーの自分は手札を8枚持ってる。何枚捨てる?", [0]),
        ("相手のターンのエンドフェイズに、自分の手札が10枚。自分は何枚捨てることになる?", [0]),
        ("相手のターンのエンドフェイズで、自分の手札が12枚。何枚捨てる?", [0]),
    ],
)
def test_7_4_7_in_the_opponents_end_phase_the_asker_discards_nothing(question: str, value: list[int]) -> None:
    assert answered(question) == value


def test_7_4_7_an_unowned_hand_in_the_opponents_end_phase_is_withheld() -> None:
    assert answered("相手のターンのエンドフェイズ。手札が9枚。何枚捨てる?") is None


# ----- 8.3.2: a player evolves at most once per turn -------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "このターンもうフォロワー1体を進化させた。PPもEPも余ってるし、別のフォロワーも進化させられる?",
        "今のターン、フォロワーを進化させてある。さらに別のフォロワーを進化させられる?",
        "このターンに進化した。PPは6、EPは2ある。もう1体のフォロワーを進化できる?",
    ],
)
def test_8_3_2_a_second_evolve_in_one_turn_is_refused(question: str) -> None:
    assert answered(question) == "no"


@pytest.mark.parametrize(
    "question",
    [
        "前のターンにフォロワーを進化させた。このターンもフォロワーを進化できる?",
        "相手がこのターンにフォロワーを進化させた。自分もフォロワーを進化できる?",
    ],
)
def test_8_3_2_an_evolve_of_another_turn_or_player_is_not_planned_as_this_turns(question: str) -> None:
    assert answered(question) is None


# ----- 8.4.7 / 8.4.9: an attacker destroyed by a 【クイック】 card deals no attack damage -------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。【クイック】のスペルでそのフォロワーを"
            "ダメージ前に破壊した。自分のリーダーの体力はいくつ?",
            [6],
        ),
        (
            "相手の攻撃力4のフォロワーが自分のリーダー(体力3)に攻撃してきたので、手札のクイックのスペルでその"
            "フォロワーを破壊した。勝敗は?",
            "none",
        ),
        (
            "相手の攻撃力2・体力2のフォロワーが自分のリーダー(体力9)に攻撃してきた。クイックを持つスペルを使って"
            "そのフォロワーを破壊した。自分のリーダーの体力は残りいくつ?",
            [9],
        ),
    ],
)
def test_8_4_9_an_attacker_destroyed_by_a_quick_card_deals_no_damage(question: str, value: Any) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the attack is not stopped by destroying another card: 6 - 5
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。クイックのスペルで自分の別のフォロワーを"
            "破壊した。自分のリーダーの体力はいくつ?",
            [1],
        ),
        # 8.4.9 / 12.13.2: the leader the asking sentence names is the one answered
        (
            "【ドレイン】持ちで攻撃力3の自分のフォロワーで相手のリーダーを攻撃した。自分のリーダーは体力10、"
            "相手のリーダーは体力8。自分のリーダーの体力はいくつ?",
            [13],
        ),
        (
            "【ドレイン】持ちで攻撃力3の自分のフォロワーで相手のリーダーを攻撃した。自分のリーダーは体力10、"
            "相手のリーダーは体力8。相手のリーダーの体力はいくつ?",
            [5],
        ),
    ],
)
def test_8_4_9_the_asked_leaders_health_is_answered(question: str, value: list[int]) -> None:
    assert answered(question) == value


# ----- 3.2.5: 「EPは1回も使ってない」 counts uses, it is no EP of 1 -----------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "後攻で、EPは1回も使ってない。残りのEPいくつ?",
        "EPは2回使った。PPは3ターン目から増えた。",
        "PPは1回しか使ってない。EPも1ターン使わなかった。",
    ],
)
def test_3_2_5_a_count_of_uses_is_not_the_ep(question: str) -> None:
    facts = read(question, "sve").facts
    assert not [f for f in facts if f.concept in ("ep", "pp") and f.value in (1, 2, 3)]


# ----- 5.15.2 / 5.15.3: an evolved follower has the evolve card's 体力, less what it lost ---------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("体力4のフォロワーに1ダメージが入ってる。体力6のエボルヴカードで進化させたら、体力はいくつ?", [5]),
        (
            "自分の体力5のフォロワーが3ダメージを受けた。そのあと体力7のエボルヴカードで進化した。体力はいくつになる?",
            [4],
        ),
        (
            "体力2のフォロワーが1ダメージくらって残り体力1になった。体力4のエボルヴカードで進化させたら体力いくつ?",
            [3],
        ),
    ],
)
def test_5_15_3_an_evolved_follower_keeps_the_health_it_lost(question: str, value: list[int]) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # the 体力 told after the damage disagrees with it: two readings, none planned
        "体力3のフォロワーが2ダメージ受けて体力2になった。体力5のエボルヴカードで進化させたら体力いくつ?",
        # the evolve card's 体力 is not told
        "体力3のフォロワーが2ダメージ受けた。エボルヴカードで進化させたら体力いくつ?",
    ],
)
def test_5_15_2_an_evolved_health_not_told_is_withheld(question: str) -> None:
    assert answered(question) is None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the opponent is the turn player of its end phase: it discards down to 7 (7.4.7)
        ("相手のターンのエンドフェイズに、相手の手札が9枚。相手は何枚捨てる?", [2]),
        # two hands told, the asking sentence names the asker: the non-turn player discards none
        # (plans/sve_both_hands; the builder had run the asker's end phase)
        ("相手のターンのエンドフェイズ。自分の手札は9枚、相手の手札は3枚。自分は何枚捨てる?", [0]),
    ],
)
def test_7_4_7_the_opponents_end_phase_is_the_opponents_discard(question: str, value: Any) -> None:
    assert answered(question) == value


def test_8_4_9_a_removal_after_the_damage_does_not_undo_it() -> None:
    question = (
        "相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。ダメージの後でクイックのスペルで"
        "そのフォロワーを破壊した。自分のリーダーの体力はいくつ?"
    )
    assert answered(question) in ([1], None)


# ----- 8.4.2.1 / 12.10.2: a follower played this turn, with 【突進】, attacks only acted followers --------
@pytest.mark.parametrize(
    "question",
    [
        "【突進】持ちのフォロワーを今出した。相手の場のフォロワーは全部スタンド状態。このターン、こいつで何か攻撃できる?",
        "【突進】を持つフォロワーを手札から出した。相手の場のフォロワーはどれもスタンド状態。こいつで攻撃に行ける?",
        "【突進】持ちのフォロワーをこのターンに出した。相手のフォロワーは全員スタンド状態だけど、攻撃できる?",
    ],
)
def test_12_10_2_a_rush_follower_played_this_turn_cannot_attack_standing_followers(question: str) -> None:
    assert answered(question) == "no"
    assert answered(question.replace("スタンド", "アクト")) == "yes"
