"""Shadowverse Evolve, round 8 second wave (blind O and the seen pool): families seen in 3+ batches.

* 8.4.7 / 8.4.9 — the opponent's attacker destroyed by the asker's 【クイック】 card after the attack
  declaration: 「ゲーム終わる?」 (the outcome) and 「攻撃はどうなって、…体力はいくつ?」 (the told attack
  named again) are answered; a removal said to come before the declaration, or after the damage, or a
  damage instead of a destroy, is withheld.
* 8.4.2.1 / 8.4.9 / 11.2.1 — several followers attacking the opponent's leader in turn, with the result
  restated (「ちょうど0なんだけど」: checked against the run, reading/resulting.py), the attackers counted
  again (「2体で」) or told by 攻撃力 values joined by と, and the defender's guard denied (「相手の場に守護
  とかはなし」: reflected by a field written empty, reading/planner.py). A restated result the run does
  not reach, or a count that is not the attackers', is withheld; a guard denied is no card's keyword
  (the builder had put a 【守護】 follower on the field for 「守護持ちはいない」 and answered 'none').
* 8.4.2.1 / 12.10.2 — a 【突進】 follower played this turn, the defender's field told as counts
  (「フォロワー0体」, 「スタンド状態のフォロワーが2体いるだけで、アクトしてるのは0体」「アクト状態のフォロワー
  はいない」: a state said of no follower is that state denied of the side, plans/sve_quote.none_in_state),
  the holder said as the noun (「【突進】持ちを出した」, keyword_holder), 「この突進フォロワーで」 the same
  card named again, 「突っ込める」 an attack. An empty field with 「何か攻撃できる?」 is withheld (no
  target to try), a count other than 0 stays unread.
* 5.21.1 / 8.4.2.1 — a follower taken (奪う) from the opponent this turn: its new master has not been
  its master since the turn began, so it attacks only with 【疾走】 (12.9.2) or 【突進】 at an acted
  follower (12.10.2) (plans/sve_steal.py, the engine's steal action); 「進化させずに」 is an evolve denied
  (plans/sve_quote.acts_without). Evolving it, the next turn, or the taken card told acted are withheld.

Each over several wordings with the verdict the rules give; traps withheld."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

ONGOING = {"result": "ongoing", "winner": None}


def answered(question: str) -> Any:
    """The verdict /ask states (builder first, then plans), or None when withheld."""
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


# ----- 8.4.7 / 8.4.9: the attacker destroyed by a 【クイック】 card after the declaration deals nothing ---
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (  # blind O sve-bo-04
            "相手ターン、相手の攻撃力5のフォロワーが自分のリーダー(残り体力4)にアタックしてきた。攻撃宣言のあとに"
            "自分がクイックのスペルでそのフォロワーを破壊した。これってゲーム終わる?自分視点で",
            ONGOING,
        ),
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。自分はクイックのスペルでそのフォロワーを"
            "破壊した。ゲームは終わる?",
            ONGOING,
        ),
        (  # seen sve-bn-16
            "非ターンプレイヤー側です。相手が攻撃力4のフォロワーで自分のリーダー(体力7)を攻撃してきたので、クイックの"
            "スペルでそのフォロワーを破壊した。攻撃はどうなって、自分のリーダーの体力はいくつ?",
            [7],
        ),
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。自分はクイックのスペルでそのフォロワーを"
            "破壊した。自分の負け?",
            "none",
        ),
        (  # seen sve-bm-02: 「相手を倒せてる?」 asks who wins (sve.jsonl), 「この攻撃」 is the told attack
            "相手の顔(リーダー)の体力残り4。こっちは前のターンから場にいる攻撃力5のフォロワーでリーダーに攻撃宣言した。"
            "そしたら相手がクイックのスペルでそのフォロワーを破壊してきた。この攻撃で相手を倒せてる?(自分目線)",
            "none",
        ),
        (
            "相手リーダーの体力は4。自分の攻撃力5のフォロワーで相手リーダーを攻撃したら、相手がクイックのスペルで"
            "そのフォロワーを破壊した。相手を倒せた?",
            "none",
        ),
    ],
)
def test_8_4_9_the_attacker_destroyed_by_a_quick_card_after_the_declaration(
    question: str, value: Any
) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # before the declaration: no attack follows, the plan plays the card after it (8.4.7)
        "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。攻撃宣言の前に自分がクイックのスペルで"
        "そのフォロワーを破壊した。ゲームは終わる?",
        # after the damage: the attack's damage came first (8.4.9)
        "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。ダメージを受けた後で自分がクイックの"
        "スペルでそのフォロワーを破壊した。ゲームは終わる?",
        # the attacker played this turn: without 【疾走】 it attacks no leader (8.4.2.1), not the plan's case
        "相手リーダーの体力は4。このターンに出した攻撃力5のフォロワーで相手リーダーを攻撃したら、相手がクイックの"
        "スペルでそのフォロワーを破壊した。相手を倒せた?",
        # a damage, not a destroy: whether it leaves play depends on its untold 体力
        "相手の攻撃力5のフォロワーが自分のリーダー(体力4)に攻撃してきた。自分はクイックのスペルでそのフォロワーに"
        "2ダメージ与えた。ゲームは終わる?",
    ],
)
def test_8_4_7_a_quick_removal_at_another_moment_or_of_another_kind_is_withheld(question: str) -> None:
    assert answered(question) is None


# ----- 8.4.9 / 11.2.1: attackers in turn, the result or the count restated, the guard denied --------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (  # seen sve-be-01
            "自分のターン。相手リーダーの体力が残り4で、こっちには前のターンから場にいる攻撃力2のフォロワーが2体"
            "(どっちもスタンド)。順番にリーダー殴ったらちょうど0なんだけど、これで勝ち?(自分視点で)",
            "self",
        ),
        (  # blind O sve-bo-01
            "自分のターン。相手リーダーの体力あと7。ターン最初から場にいる攻撃力3と攻撃力4のフォロワーが両方立ってて、"
            "相手の場に守護とかはなし。2体で順番にリーダー殴ったら勝てる?(自分視点で)",
            "self",
        ),
        (
            "相手の場に守護とかはなし。前のターンから場にいる攻撃力3と攻撃力4のフォロワーで相手リーダー(体力7)を"
            "攻撃した。勝てる?",
            "self",
        ),
        (
            "相手リーダーの体力は6。前のターンから場にいる攻撃力3のフォロワーが2体。2体で順番に相手リーダーを"
            "殴ったらぴったり0になる。これで自分の勝ち?",
            "self",
        ),
    ],
)
def test_8_4_9_attackers_in_turn_with_the_result_or_count_restated(question: str, value: Any) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # the restated result is not where the attacks leave the leader (5 - 2 - 2 = 1)
        "相手リーダーの体力は5。前のターンから場にいる攻撃力2のフォロワーが2体。順番にリーダーを殴ったらちょうど0に"
        "なるけど、勝ち?",
        # 「3体で」 of the two attackers told
        "相手の場に守護とかはなし。前のターンから場にいる攻撃力3と攻撃力4のフォロワーで、3体で順番に相手リーダー"
        "(体力7)を攻撃した。勝てる?",
        # the result restated after one attack of 3 on a leader at 4 (4 - 3 = 1)
        "相手リーダーの体力は4。前のターンから場にいる攻撃力3のフォロワーで相手リーダーを殴ったらちょうど0になる。"
        "勝ち?",
    ],
)
def test_8_4_9_a_result_or_count_the_run_does_not_reach_is_withheld(question: str) -> None:
    assert answered(question) is None


def test_12_8_2_a_guard_denied_is_no_cards_keyword() -> None:
    """「守護持ちはいない」 had been built as an acted 【守護】 follower (the leader unattackable: 'none')."""
    question = (
        "相手リーダーの体力は7。前のターンから場にいる攻撃力3と攻撃力4のフォロワーで順番に相手リーダーを攻撃した。"
        "相手の場に守護持ちはいない。勝てる?"
    )
    assert answered(question) in (None, "self")


# ----- 8.4.2.1 / 12.10.2: 【突進】 played this turn, the defender's field told as counts ---------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (  # seen sve-bg-10
            "【突進】持ちのフォロワーを今出した。相手の場にはスタンド状態のフォロワーが2体いるだけで、アクトしてるのは"
            "0体。こいつで何か攻撃できる?",
            "no",
        ),
        (  # seen sve-bn-06
            "突進持ちのフォロワーをいま手札から出した。相手の場にはスタンド状態のフォロワーが2体いるだけで、アクト状態の"
            "フォロワーはいない。この突進フォロワーで相手リーダーに殴りにいける?",
            "no",
        ),
        (  # seen sve-bk-12
            "【突進】持ちをこのターンに出した。相手の場はフォロワー0体なんで、そのままリーダー殴りに行ける?",
            "no",
        ),
        (  # seen sve-bl-10
            "【突進】持ちをいま手札から出したとこ。相手の場にフォロワーいないんだけど、そのまま相手リーダーに突っ込める?",
            "no",
        ),
        # 12.9.2: 【疾走】 attacks the leader the turn it is played
        (
            "【疾走】持ちをこのターンに出した。相手の場はフォロワー0体。そのまま相手リーダーを攻撃できる?",
            "yes",
        ),
        # 12.10.2: 【突進】 attacks an acted follower the turn it is played
        (
            "【突進】持ちをこのターンに出した。相手の場にアクト状態のフォロワーが1体。そいつを攻撃できる?",
            "yes",
        ),
    ],
)
def test_12_10_2_a_rush_follower_played_this_turn_with_the_field_told_as_counts(
    question: str, value: Any
) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # an empty field and 「何か」: no target to try
        "【突進】持ちをこのターンに出した。相手の場はフォロワー0体。こいつで何か攻撃できる?",
        # one acted follower there: 【突進】 can attack it (a count other than 0 is not a denial)
        "【突進】持ちのフォロワーを今出した。相手の場にはスタンド状態のフォロワーが2体いて、アクトしてるのは1体。"
        "こいつで何か攻撃できる?",
    ],
)
def test_12_10_2_an_empty_field_or_another_count_is_withheld(question: str) -> None:
    assert answered(question) is None


# ----- 5.21.1 / 8.4.2.1: a follower taken this turn -------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (  # seen sve-bm-21
            "自分のターンに効果で相手のフォロワーを奪った。そいつは相手の場に前からいたスタンド状態のやつで、"
            "疾走も突進もない。奪ったそのターンにこいつで攻撃できる?",
            "no",
        ),
        (  # seen sve-bn-17
            "このターン、相手のフォロワーを効果で奪った。そいつは相手の場にずっと居たやつで疾走も突進も持ってないし、"
            "スタンド状態のまま。奪ったこのフォロワーでこのターンすぐ相手リーダーを攻撃できる?",
            "no",
        ),
        (  # blind O sve-bo-19
            "自分のメインフェイズに、相手の場のスタンドしてるフォロワーを効果で奪った。疾走とかは持ってない。"
            "進化させずにそのまま相手のアクト状態のフォロワーに攻撃させられる?",
            "no",
        ),
        # 12.9.2 / 12.10.2: the keywords that let it attack
        (
            "自分のターンに相手の【疾走】持ちのフォロワーを効果で奪った。そいつでそのまま相手リーダーを攻撃できる?",
            "yes",
        ),
        (
            "相手の【突進】持ちのフォロワーを効果で奪った。そいつで相手のアクト状態のフォロワーを攻撃できる?",
            "yes",
        ),
    ],
)
def test_8_4_2_1_a_follower_taken_this_turn_attacks_only_with_storm_or_rush(
    question: str, value: Any
) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーを効果で奪った。次の自分のターンにそいつで相手リーダーを攻撃できる?",  # another turn
        # evolved this turn: 8.4.2.1 lets it attack; the plan does not script the evolve
        "相手のフォロワーを効果で奪って進化させた。そいつで相手のアクト状態のフォロワーを攻撃できる?",
        "相手のフォロワーを効果で奪った。奪ったそいつはアクト状態。攻撃できる?",  # acted: 8.4.2
    ],
)
def test_5_21_2_a_taken_follower_evolved_acted_or_next_turn_is_withheld(question: str) -> None:
    assert answered(question) is None
