"""Shadowverse EVOLVE round 12 (issue 11, blind batch W): general capabilities, each over several
wordings and traps where one detail changes the answer.

(1) 7.2.4 / 5.9.1.1 / 11.2.2 — a deck count told as what the start phase's draw LEFT (「スタートフェイズの
    ドローで最後の1枚を引いて、山札がゼロになった」) is the count after the draw: the deck held one more
    card before it, the draw succeeded and nobody has lost (`plans/sve_deck.turn_passed`; W sve-bw-02 had
    run a draw from an empty deck and stated the asker's win);
(2) 12.12.2 / 12.15.2 — a spell that chooses one of the opponent's followers, whatever it does to it
    (damage, 破壊, 消滅): 【威圧】 forbids only choosing it as an attack target, 【オーラ】 any choice by the
    opponent's cards; 【威圧】's attack ban said as known (「攻撃で狙えなくなった」「攻撃できないのは
    わかった」) is an aside, and 「対象にもできない?」 asks the choice (`plans/sve_target.py`,
    `sve_quote.keyword_aside`).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated, verdict

GAME = "sve"


# (1) 7.2.4 / 5.9.1.1: the count the start phase's draw left
@pytest.mark.parametrize(
    "question",
    [
        "相手がスタートフェイズのドローで山札の最後の1枚を引いて、相手の山札がゼロになった。これってもうこの時点で"
        "俺の勝ち確定?",
        "相手のターンのスタートフェイズ、相手がドローして相手の山札が0枚になった。俺の勝ち?",
        "相手がスタートフェイズに1枚ドローして、相手のデッキが0枚になった。これで自分の勝ち?",
    ],
)
def test_5_9_1_1_a_deck_the_start_phase_draw_emptied_loses_nobody_yet(question: str) -> None:
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "none")
    assert "どちらも敗北しません" in summary


@pytest.mark.parametrize(
    "question",
    [
        # the deck told empty BEFORE the draw: the draw from it loses (5.9.1.1, 11.2.2)
        "相手の山札が0枚の状態で自分のターンを終えた。次の相手のターン、スタートフェイズのドローで勝敗はどうなる?",
    ],
)
def test_11_2_2_a_deck_told_empty_before_the_start_phase_draw_loses(question: str) -> None:
    assert verdict(question, GAME) == (True, "self")


@pytest.mark.parametrize(
    "question",
    [
        # a later start phase asked: a second draw, not this plan's one turn passing
        "相手がスタートフェイズのドローで山札の最後の1枚を引いて、相手の山札がゼロになった。次の相手のターンの"
        "スタートフェイズで勝敗はどうなる?",
        # two cards drawn: not the start phase's one draw
        "相手がスタートフェイズのドローで2枚引いて、相手の山札が0枚になった。俺の勝ち?",
        # a count told after the draw, not said as what it left: before or after is not told
        "相手がスタートフェイズにドローした後、相手の山札が0枚。俺の勝ち?",
    ],
)
def test_7_2_4_a_count_after_the_draw_not_told_as_its_result_is_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False


# (2) 12.12.2: 【威圧】 does not forbid choosing by a spell, whatever the spell does
@pytest.mark.parametrize(
    "question",
    [
        "相手が【威圧】持ちのフォロワー出してきて、攻撃で狙えなくなった。じゃあ俺の「相手のフォロワー1体を選び、"
        "3ダメージ」のスペルなら、その威圧持ちを選べる?",
        "相手の【威圧】持ちフォロワー、攻撃できないのはわかった。じゃあ「相手のフォロワー1体を選ぶ。それを破壊する」"
        "スペルの対象にもできない?",
        "相手の【威圧】持ちのフォロワー、攻撃できないのは知ってる。「相手のフォロワー1体を選ぶ。それを消滅させる」"
        "スペルの対象にはできる?",
    ],
)
def test_12_12_2_intimidate_forbids_only_attack_targets_not_a_spells_choice(question: str) -> None:
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "yes")
    assert "攻撃目標として選ぶことだけ" in summary


# 12.15.2: 【オーラ】 forbids the opponent's choice, whatever the spell does
@pytest.mark.parametrize(
    "question",
    [
        "相手の【オーラ】持ちフォロワーを、「相手のフォロワー1体を選ぶ。それを破壊する」スペルの対象にできる?",
        "相手の【オーラ】持ちを「相手のフォロワー1体を選ぶ。それを消滅させる」スペルで選べる?",
    ],
)
def test_12_15_2_aura_refuses_a_destroying_or_banishing_spells_choice(question: str) -> None:
    assert verdict(question, GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # 12.15.2.1: an effect on every follower chooses none — not a refused choice
        "相手の【オーラ】持ちフォロワーに「相手のフォロワーすべてに2ダメージ」のスペルを撃てる?",
        # the spell names the opponent's leader, no follower to choose
        "相手の【威圧】持ちフォロワー、攻撃できないのはわかった。じゃあ「相手のリーダーに3ダメージ」スペルの対象にも"
        "できない?",
        # an amulet's ability, not a spell played from the hand
        "相手の【威圧】持ちのフォロワー、攻撃できないのはわかった。じゃあ「相手のフォロワー1体を選ぶ。それを破壊する」"
        "アミュレットの能力の対象にもできない?",
        # the spell chooses the asker's own followers
        "相手が【威圧】持ちのフォロワー出してきて、攻撃で狙えなくなった。じゃあ俺の「自分のフォロワー1体を選び、"
        "3ダメージ」のスペルなら、その威圧持ちを選べる?",
        # PP told: whether it can be paid is not this plan's
        "相手の【威圧】持ちフォロワー、攻撃できないのはわかった。じゃあ「相手のフォロワー1体を選ぶ。それを破壊する」"
        "スペルの対象にもできない?PPは0だけど。",
        # another follower the spell could choose
        "相手の場に【威圧】持ちのフォロワーと普通のフォロワーがいる。「相手のフォロワー1体を選ぶ。それを破壊する」"
        "スペルで威圧持ちを選べる?",
        # 【オーラ】 forbids no attack: the attack said as barred is no aside of it
        "相手の【オーラ】持ちフォロワー、攻撃で狙えなくなった。じゃあ「相手のフォロワー1体を選び、3ダメージ」の"
        "スペルなら選べる?",
    ],
)
def test_12_12_2_other_spells_and_cards_are_not_planned_as_one_choice(question: str) -> None:
    assert verdict(question, GAME)[0] is False
