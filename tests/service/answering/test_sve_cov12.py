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


# (3) 10.4.4.1: the cost a play pays is its cost changed by the effect the question tells, whichever of
# the asker's cards makes the change (「場のアミュレットの効果で」 is its cause, no card played)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "手札にコスト5のフォロワー。場のアミュレットの効果で、そのフォロワーのコストが2軽くなってる。PPは残り3。これ出せる?",
            "yes",
        ),
        (
            "コスト5のフォロワーが手札にある。自分の場のアミュレットの効果でコストが2下がってる。PP3で出せる?",
            "yes",
        ),
        (
            "手札にコスト5のアミュレット。場のアミュレットの効果で、そのアミュレットのコストが2軽くなってる。PP3。出せる?",
            "yes",
        ),
        # one less reduction: 4 is more than the PP left
        (
            "手札にコスト5のフォロワー。場のアミュレットの効果で、そのフォロワーのコストが1軽くなってる。PPは残り3。これ出せる?",
            "no",
        ),
        (
            "手札にコスト5のフォロワー。場のフォロワーの能力で、そのフォロワーのコストが2軽くなってる。PPは2。これ出せる?",
            "no",
        ),
    ],
)
def test_10_4_4_1_a_cost_lowered_by_the_askers_card_is_paid_lowered(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_10_4_4_1_the_pp_left_after_a_lowered_play() -> None:
    question = (
        "手札にコスト5のフォロワー。場のアミュレットの効果で、そのフォロワーのコストが2軽くなってる。PPは残り3。"
        "これ出したらPPいくつ残る?"
    )
    assert verdict(question, GAME) == (True, [0])


@pytest.mark.parametrize(
    "question",
    [
        # the change is said of another kind of card than the one played
        "手札にコスト5のフォロワー。場のアミュレットの効果で、スペルのコストが2軽くなってる。PPは3。フォロワー出せる?",
        "手札にコスト5のスペル。場のアミュレットの効果で、フォロワーのコストが2軽くなってる。PP3。スペル使える?",
        # the opponent's followers, or the opponent's amulet (whose cards it changes is not told)
        "手札にコスト5のフォロワー。場のアミュレットの効果で、相手のフォロワーのコストが2軽くなってる。PPは残り3。これ出せる?",
        "手札にコスト5のフォロワー。相手の場のアミュレットの効果で、そのフォロワーのコストが2軽くなってる。PP3。出せる?",
        # the source gone, two costed cards, another play first
        "手札にコスト5のフォロワー。場のアミュレットの効果で、そのフォロワーのコストが2軽くなってたけど、そのアミュレットはもう"
        "破壊された。PPは3。出せる?",
        "手札にコスト5のフォロワーとコスト3のフォロワー。場のアミュレットの効果で、そのフォロワーのコストが2軽くなってる。PPは3。"
        "コスト5の方出せる?",
        "手札にコスト5のフォロワー。場のアミュレットの効果で、そのフォロワーのコストが2軽くなってる。PPは残り3。このターンに"
        "フォロワーをもう1体出してたら出せる?",
    ],
)
def test_10_4_4_1_a_change_not_bound_to_the_played_card_is_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False


# (4) 7.4.7: a hand count said as what a draw made it is the hand the end phase sees; only the turn
# player discards down to 7
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターン中にクイックのカードで2枚ドローして、俺の手札が9枚になった。このまま相手のエンドフェイズ迎えたら、"
            "俺は何枚捨てなきゃいけない?",
            0,
        ),
        ("相手のターンにクイックで1枚引いて手札8枚になった。相手のエンドフェイズに俺は何枚捨てる?", 0),
        (
            "自分のターン中にカードの効果で2枚ドローして、手札が9枚になった。このまま自分のエンドフェイズを迎えたら、"
            "何枚捨てる?",
            2,
        ),
        ("相手がクイックで2枚ドローして相手の手札が9枚になった。相手のエンドフェイズに相手は何枚捨てる?", 2),
        ("2枚ドローして手札9枚になった。エンドフェイズの後、手札は何枚?", 7),
    ],
)
def test_7_4_7_a_hand_reached_by_a_draw_meets_the_end_phase_limit(question: str, value: int) -> None:
    assert verdict(question, GAME) == (True, [value])


@pytest.mark.parametrize(
    "question",
    [
        # the asker's own next turn: its start phase draws first (7.2.4)
        "相手ターン中にクイックのカードで2枚ドローして、俺の手札が9枚になった。次の自分のエンドフェイズに何枚捨てる?",
        # the asker's end phase passes first, then the opponent's
        "自分のターンに2枚ドローして手札が9枚になった。このまま相手のエンドフェイズになったら俺は何枚捨てる?",
        # a play after the count changes the hand again
        "2枚ドローして手札が9枚になった。そのあとフォロワーを1枚出した。エンドフェイズに何枚捨てる?",
        # the drawer is not the hand's player
        "相手が2枚ドローして、俺の手札が9枚になった。自分のエンドフェイズに何枚捨てる?",
        # the opponent's hand is not told
        "相手ターン中にクイックのカードで2枚ドローして、俺の手札が9枚になった。このまま相手のエンドフェイズ迎えたら、"
        "相手は何枚捨てる?",
    ],
)
def test_7_4_7_a_hand_count_with_another_turn_or_act_between_is_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False


# (5) 5.28.1: 「Xにつき」 counted once, whichever of the asker's field followers carries the quoted ability
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」ってやつ使う。墓場は今17枚。"
            "相手リーダーには何ダメージ入る?",
            [4],
        ),
        (
            "場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに2ダメージ」を使う。墓場は17枚。"
            "相手リーダーには何ダメージ入る?",
            [8],
        ),
        (
            "場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使う。墓場は3枚。"
            "相手リーダーには何ダメージ入る?",
            [0],
        ),
        (
            "自分の場のフォロワーの能力で「自分の墓場のカード3枚につき、相手のリーダーに1ダメージ」を使った。墓場は10枚。"
            "相手リーダーの体力は5。残り体力は?",
            [2],
        ),
    ],
)
def test_5_28_1_a_field_followers_per_count_ability_deals_one_counted_damage(
    question: str, value: object
) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's follower and graveyard; the other player's graveyard told
        "相手の場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」が使われた。相手の墓場は17枚。"
        "俺のリーダーは何ダメージ受ける?",
        "場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使う。相手の墓場は17枚。"
        "相手リーダーには何ダメージ入る?",
        # a follower in the hand, used twice, a follower's damage
        "手札のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使う。墓場は17枚。"
        "相手リーダーには何ダメージ入る?",
        "場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を2回使う。墓場は17枚。"
        "相手リーダーには合計何ダメージ?",
        "場のフォロワーの能力で「自分の墓場のカード4枚につき、相手のフォロワー1体に1ダメージ」を使う。墓場は17枚。何ダメージ?",
    ],
)
def test_5_28_1_other_sources_counts_or_targets_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False


# (6) 8.4.7 / 8.4.9: the defender's 【クイック】 destroys the attacker before the damage step — the damage
# asked (「何点ダメージ受ける?」) is 0, whatever its unstated 攻撃力 or the leader's unstated 体力
@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーが俺のリーダーに攻撃してきたから、攻撃後のタイミングで手札のクイックのスペル撃って、その攻撃して"
        "きたフォロワー破壊した。この攻撃で俺のリーダーは何点ダメージ受ける?",
        "相手の攻撃力3のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルでそのフォロワーを破壊した。"
        "俺のリーダーは何点ダメージ受ける?",
        "相手のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルでそのフォロワーを破壊できた。俺のリーダーは"
        "何点ダメージ受ける?",
    ],
)
def test_8_4_9_an_attacker_destroyed_by_the_defenders_quick_deals_no_damage(question: str) -> None:
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, [0])
    assert "ダメージを与える前に場を離れた" in summary


@pytest.mark.parametrize(
    "question",
    [
        # a removal tried, not made; the defender's own follower; another follower of the attacker's side
        "相手のフォロワーが俺のリーダーに攻撃してきた。クイックのスペルでそのフォロワーを破壊しようとしたけどPPが足りなかった。"
        "俺のリーダーは何点ダメージ受ける?",
        "相手のフォロワーが俺のリーダーに攻撃してきた。攻撃後に手札のクイックのスペルで自分の別のフォロワーを破壊した。"
        "俺のリーダーは何点ダメージ受ける?",
        "相手のフォロワーが俺のリーダーに攻撃してきたから、クイックのスペルで相手の別のフォロワーを破壊した。俺のリーダーは"
        "何点ダメージ受ける?",
        # the damage came first
        "相手のフォロワーが俺のリーダーに攻撃してきた。ダメージを受けた後でクイックのスペルでそのフォロワーを破壊した。"
        "俺のリーダーは何点ダメージ受けた?",
        # damaged, not destroyed; returned to the hand (not modelled here)
        "相手のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルで、そのフォロワーに2ダメージを与えた。"
        "俺のリーダーは何点ダメージ受ける?",
        # the 体力 left asked, with no 体力 told
        "相手の攻撃力3のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルでそのフォロワーを破壊した。"
        "俺のリーダーの体力は?",
    ],
)
def test_8_4_7_a_removal_not_made_of_the_attacker_is_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False


# (7) 8.3.2: the evolve ability once a turn — 「もう1体の方も」 is another follower, no count; an evolve by a
# card's effect plays no evolve ability, so a question that tells one is not answered by the limit
@pytest.mark.parametrize(
    "question",
    [
        "このターンもう1体進化させたんだけど、PPもEPもまだ余ってる。もう1体の方も進化させられる?",
        "このターン既に1体進化させた。もう1体も進化できる?",
    ],
)
def test_8_3_2_a_second_evolve_in_the_turn_is_refused(question: str) -> None:
    assert verdict(question, GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "このターンもう1体進化させた。もう1体の方は進化能力じゃなくて、カードの効果で進化させられる?",
        "このターンもう1体進化させたけど、それは進化能力じゃなくてカードの効果だった。もう1体の方も進化させられる?",
        "このターン1体進化させた。スペルの効果でもう1体進化させられる?",
        "前のターンに1体進化させた。このターン、もう1体の方も進化させられる?",
    ],
)
def test_8_3_2_an_evolve_by_an_effect_or_in_another_turn_is_not_the_limit(question: str) -> None:
    assert verdict(question, GAME)[0] is False


# (8) 8.4.7 / 12.3.4: during the opponent's attack the asker may play only a 【クイック】 card — the attack's
# target need not be named, and a card without 【クイック】 is refused whatever its cost
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のフォロワーが攻撃してきたタイミングで、手札のコスト1の普通のスペル(クイックなし)を撃ちたい。撃てる?",
            "no",
        ),
        ("相手のフォロワーが攻撃してきた。手札のクイックのスペルを撃てる?", "yes"),
    ],
)
def test_8_4_7_only_a_quick_card_is_played_during_the_opponents_attack(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a cost told of a 【クイック】 card with no PP: whether it is paid is not told
        "相手のフォロワーが攻撃してきたタイミングで、手札のコスト3のクイックのスペルを撃てる?",
        # a PP told; the asker's own attack; after the turn ended
        "相手のフォロワーが攻撃してきたタイミングで、手札のコスト2のスペル(クイックなし)を撃てる?PPは1だけど。",
        "自分のフォロワーで攻撃したタイミングで、手札のクイックなしのスペルを撃てる?",
        "相手のフォロワーが攻撃してきた後、ターンが終わってから手札のクイックなしのスペルを撃てる?",
    ],
)
def test_8_4_7_a_play_during_an_attack_with_other_facts_is_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
