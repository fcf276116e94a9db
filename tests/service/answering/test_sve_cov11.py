"""Shadowverse EVOLVE round 11 (issue 11, blind batch U): general reading capabilities, each over
several wordings and traps where one detail changes the answer.

(1) a stat said of the card its は/が marks takes that card's owner (`plans/sve_topic.py`): 「こっちの
    リーダーは体力3、向こうのリーダーは体力4」 — the effect on each player's leader (1.3.4.1) then reads
    both 体力 (11.2.1; both at once a draw, 1.2.2);
(2) 10.6.2.8.2 / 11.1.2 — 「…って効果を使う」 names the text resolved, no other effect;
(3) 5.15.3 — a follower damaged by the opponent's spell or effect, then evolved: whose effect dealt the
    damage changes no 体力;
(4) 5.9.3.1 — 「N枚まで引く」 with a smaller deck, asked whether the loss is forced (「負け確?」「負けずに
    済む?」): its player may end it after the deck's last card;
(5) 12.10.2 / 8.4.2.1 — 「突っ込めばリーサル?」: a winner asked of an attack naming no target is the attack
    on the leader, and a refused supposed attack ends no game.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated, verdict

GAME = "sve"


# (1) 1.3.4.1 / 11.2.1 / 1.2.2: each player's leader, 体力 said of the leader its は/が marks
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターンに、相手が「各プレイヤーのリーダーに4ダメージ」ってスペル撃ってきた。こっちのリーダーは"
            "体力3、向こうのリーダーは体力4。これって撃った相手の勝ち? 自分視点で教えて",
            "draw",
        ),
        (
            "相手が「各プレイヤーのリーダーに3ダメージ」のスペルを使ってきた。自分のリーダーが体力3、相手の"
            "リーダーが体力5。勝敗は?",
            "opponent",
        ),
        (
            "相手が「各プレイヤーのリーダーに4ダメージ」のスペルを撃った。こっちのリーダーは体力5、向こうの"
            "リーダーは体力4。俺の勝ち?",
            "self",
        ),
        (
            "相手が「各プレイヤーのリーダーに4ダメージ」のスペルを撃った。こっちのリーダーは今体力4、向こうの"
            "リーダーも体力4。どっちの勝ち?",
            "draw",
        ),
        ("自分が「相手のリーダーに3ダメージ」のスペルを撃った。相手のリーダーは残り体力3。勝てる?", "self"),
    ],
)
def test_11_2_1_a_leaders_health_said_of_the_leader_its_topic_marks(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_1_3_4_1_the_leaders_health_left_said_of_its_topic() -> None:
    question = (
        "自分が「相手のリーダーに3ダメージ」のスペルを撃った。相手のリーダーは体力4。相手のリーダーの体力は"
        "いくつ?"
    )
    assert verdict(question, GAME) == (True, [1])


def test_11_2_1_a_stat_before_a_follower_noun_is_not_the_leaders() -> None:
    """Trap: 「リーダーが攻撃力3のフォロワーを」 — the stat is the next noun's, and the 体力 after it no
    leader's said (withheld, never the asker's loss)."""
    question = (
        "相手が「各プレイヤーのリーダーに3ダメージ」を撃った。自分のリーダーが攻撃力3のフォロワーを持ってる。"
        "体力は3。勝敗は?"
    )
    assert verdict(question, GAME)[1] in (None, "opponent")


# (2) 10.6.2.8.2 / 11.1.2: the whole text resolves before the check
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリーダーが体力2。自分のカードで「自分のリーダーに3ダメージ。その後、自分のリーダーの体力を"
            "4増やす」って効果を使う。途中で体力がマイナスになるけど、これで俺の負け?",
            "none",
        ),
        (
            "自分のリーダーの体力は2。自分のカードで「自分のリーダーに3ダメージ。その後、自分のリーダーの体力を"
            "4増やす」って効果を使う。これで俺の負け?",
            "none",
        ),
        (
            "自分のリーダーの体力は2。自分のカードの効果で「自分のリーダーに3ダメージ。その後、自分のリーダーの"
            "体力を4増やす」を解決。負ける?",
            "none",
        ),
        # trap: raised by less than it lost, 体力 0 at the check
        (
            "自分のリーダーの体力は2。自分のカードの効果で「自分のリーダーに3ダメージ。その後、自分のリーダーの"
            "体力を1増やす」を解決。負ける?",
            "opponent",
        ),
    ],
)
def test_11_1_2_an_effect_used_resolves_whole_before_the_check(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_11_1_2_two_cards_resolve_apart() -> None:
    """Trap: two texts, each checked after it (11.1.2): no single resolution to run."""
    question = (
        "自分のリーダーの体力は2。自分のスペルで「自分のリーダーに3ダメージ」を使った後、別のカードの効果で"
        "「自分のリーダーの体力を4増やす」を使う。負ける?"
    )
    assert verdict(question, GAME)[1] in (None, "opponent")


# (3) 5.15.3: the damage a follower took stays lost through the evolve, whoever's effect dealt it
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "体力3のフォロワーが相手のスペルで2ダメージ食らってギリ生き残ってる。こいつを体力5のエボルヴカードで"
            "進化させたら、残りの体力っていくつになる? 全快する?",
            [3],
        ),
        (
            "自分の体力4のフォロワーが相手のカードの効果で3ダメージ受けてる。体力6のエボルヴカードで進化させたら"
            "体力はいくつ?",
            [3],
        ),
        ("体力4のフォロワーが相手のファンファーレで1ダメージ受けた。体力7のエボルヴで進化したら体力は?", [6]),
    ],
)
def test_5_15_3_damage_from_an_opponents_effect_stays_after_evolving(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: the damage destroyed it (11.3.1) — no follower is left to evolve
        "体力3のフォロワーが相手のスペルで3ダメージ食らった。こいつを体力5のエボルヴカードで進化させたら、"
        "残りの体力っていくつになる?",
        # trap: the opponent's follower (the asker evolves only its own, 8.3)
        "相手の体力4のフォロワーが自分のスペルで1ダメージ受けた。体力7のエボルヴで進化したら体力は?",
    ],
)
def test_5_15_3_no_evolved_health_for_a_destroyed_or_opposing_follower(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


# (4) 5.9.3.1: an up-to draw may be ended before each draw
@pytest.mark.parametrize(
    "question",
    [
        "デッキ残り2枚しかないんだけど、手札が欲しすぎる。手札に「カードを3枚まで引く」ってスペルがあるんだが、"
        "これ撃ったら3枚目が引けなくて負け確? それとも負けずに済ませられる?",
        "デッキ残り2枚で「カードを3枚まで引く」を使ったら負け確?",
        "デッキが1枚なのに「カードを2枚まで引く」スペルを撃った。負けずに済む?",
    ],
)
def test_5_9_3_1_an_up_to_draw_need_not_draw_from_the_empty_deck(question: str) -> None:
    stated, value, summary = situated(question, GAME)
    # 「負けずに済む?」 asks a can (reading/verdict._AVOID_LOSS, round 12): 'yes'; 「負け確?」 the winner
    assert (stated, value) == (True, "yes" if "負けずに" in question else "none")
    assert "終了できます" in summary and "5.9.3.1" in summary


def test_5_9_3_3_a_deck_as_large_as_the_count_names_no_draw_past_it() -> None:
    stated, value, summary = situated("デッキ5枚で「カードを3枚まで引く」を使った。負けずに済む?", GAME)
    assert (stated, value) == (True, "yes")
    assert "4枚目" not in summary


def test_5_9_2_a_draw_of_n_is_no_up_to_draw() -> None:
    """Trap: 「3枚引く」 (no まで): each of the N draws is made (5.9.2), the third from the empty deck."""
    assert verdict("デッキ残り2枚で「カードを3枚引く」を使ったら負け確?", GAME) == (True, "opponent")


# (5) 12.10.2 / 8.4.2.1: 「突っ込めばリーサル?」
def test_12_10_2_a_rush_follower_played_this_turn_takes_no_lethal() -> None:
    question = (
        "このターン手札から攻撃力4の【突進】持ちを出した。相手のリーダーは残り体力4、相手の場にはフォロワー"
        "なし。このまま突っ込めばリーサル取れるよね?"
    )
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "none")
    assert summary.removeprefix("シミュレーション結果: ").startswith("その攻撃はできません")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # trap: 【疾走】 attacks a leader the turn it is played (12.9.2)
        (
            "このターン手札から攻撃力4の【疾走】持ちを出した。相手のリーダーは残り体力4、相手の場にはフォロワー"
            "なし。このまま突っ込めばリーサル取れるよね?",
            "self",
        ),
        ("前のターンから場にいる攻撃力4のフォロワーがいる。相手のリーダーは体力4。殴ればリーサル?", "self"),
        # trap: one short
        ("前のターンから場にいる攻撃力3のフォロワーがいる。相手のリーダーは体力4。殴ればリーサル?", "none"),
    ],
)
def test_8_4_3_1_lethal_asked_is_the_attack_on_the_leader(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


# (6) 4.4.4.1 / 10.6.2.6 / 10.4.4: a play onto a told field, with its PP and cost told
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の場にフォロワー3体とアミュレット2枚。手札のコスト2のフォロワーを出したいんだけど、PPは4ある"
            "し出せるよね? ちなみに相手の場はがら空き",
            "no",
        ),
        # trap: one card fewer on the field
        (
            "自分の場にフォロワー3体とアミュレット1枚。手札のコスト2のフォロワーを出したいんだけど、PPは4ある"
            "し出せるよね? ちなみに相手の場はがら空き",
            "yes",
        ),
        # trap: room on the field, but the cost is more than the PP (8.2.1)
        ("自分の場にフォロワー2体とアミュレットが2枚ある。PPは2で、手札のコスト3のフォロワーは出せる?", "no"),
        ("自分の場にフォロワー2体とアミュレット2枚ある。PPは5で、手札のコスト3のフォロワーは出せる?", "yes"),
        # the opponent's full field is not the asker's
        ("相手の場にフォロワー5体。自分の場にはフォロワー4体。PPは3、コスト2のフォロワーを出せる?", "yes"),
        ("自分の場にフォロワー4体とアミュレット1枚。コスト1のアミュレットを出せる?PPは2。", "no"),
    ],
)
def test_4_4_4_1_a_play_onto_a_told_field_with_its_pp(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_10_4_4_a_told_pp_with_no_cost_leaves_the_payment_open() -> None:
    question = "自分の場にフォロワー3体とアミュレット1枚。PPは2。手札のフォロワーを出せる?"
    assert verdict(question, GAME) == (False, None)


# (7) 7.4.7 / 4.7.3.1: the non-turn player's hand, whose owner the discard's asker names
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターン中に相手のカード効果で俺もカードを引かされて、手札が9枚になっちゃった。相手ターンの"
            "エンドフェイズで、俺は何枚捨てなきゃいけない?",
            [0],
        ),
        ("相手のターンに手札が9枚になった。相手ターンのエンドフェイズで、俺は何枚捨てる?", [0]),
        ("相手のターンのエンドフェイズ、相手のカードで手札が8枚になった俺は、何枚捨てる?", [0]),
        # trap: the turn player discards
        ("自分のターンのエンドフェイズに手札が9枚。何枚捨てる?", [2]),
    ],
)
def test_7_4_7_only_the_turn_player_discards_to_the_hand_limit(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


def test_7_4_7_an_ownerless_hand_asked_of_the_opponent_is_not_taken_as_theirs() -> None:
    """Trap: 「手札が9枚になった。…相手は何枚捨てる?」 — the 9 may be the asker's own hand."""
    question = "相手のターンに手札が9枚になった。相手ターンのエンドフェイズで、相手は何枚捨てる?"
    assert verdict(question, GAME) == (False, None)


# (8) 7.2.1 / 7.2.2: 「相手にターンを返した」 names whom the turn went to, not whose PP max it is
@pytest.mark.parametrize(
    "question",
    [
        "PP最大値5の状態で相手にターンを返した。次の自分のターンが始まったら、使えるPPはいくつ?",
        "PP最大値5の状態で相手にターンを渡した。次の自分のターンのPPはいくつ?",
    ],
)
def test_7_2_2_the_next_turns_pp_from_a_pp_max_told_before_passing(question: str) -> None:
    assert verdict(question, GAME) == (True, [6])


def test_7_2_1_the_opponents_pp_max_is_not_the_askers() -> None:
    """Trap: 「相手のPP最大値5」 — the opponent's, said before it: no start of the asker's turn from it."""
    question = "相手のPP最大値5の状態で相手にターンを返した。次の自分のターンが始まったら、使えるPPはいくつ?"
    assert verdict(question, GAME) == (False, None)


# (9) 10.4.4.1 / 1.3.2: a cost lowered below 0 pays 0
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "「次にプレイするカードのコストを3軽くする」って効果が乗ってる状態で、コスト2のスペルを撃った。"
            "PPは何点減る?",
            [0],
        ),
        # trap: lowered by less than the cost
        (
            "「次にプレイするカードのコストを1軽くする」って効果が乗ってる状態で、コスト4のフォロワーを出した。"
            "PPは何点減る?",
            [3],
        ),
        ("PPが5。コストを3軽くする効果がかかったコスト2のスペルを撃った。PPはいくつ残る?", [5]),
        ("PPが5。コストが1下がったコスト3のスペルを撃った。PPはいくつ残る?", [3]),
    ],
)
def test_10_4_4_1_a_lowered_cost_is_never_below_0(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


# (10) 13.3.1: the spell with 【スペルチェイン】 is not in the graveyard it counts
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "墓場にスペルが4枚。手札の【スペルチェイン5】付きのスペルを撃つんだけど、撃ったこいつ自身も墓場に"
            "行くから5枚になってSCの効果も出るよね?",
            "no",
        ),
        ("墓場にスペルが5枚。手札の【スペルチェイン5】付きのスペルを撃つ。SCの効果も出る?", "yes"),
    ],
)
def test_13_3_1_a_spell_chain_counts_the_graveyard_without_itself(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


# (11) 12.3.5: a 【クイック】 card in the asker's own main phase
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のメインフェイズで、PPは3残ってる。手札にコスト2の【クイック】付きスペルがあるんだけど、これって"
            "相手のターンまで温存しなきゃダメ? 今普通に撃てる?",
            "yes",
        ),
        ("PPが3ある。コスト2の【クイック】付きスペルを相手のターンまで取っておかずに今撃ってもいい?", "yes"),
        # trap: the PP does not cover it
        ("PPが1。コスト2の【クイック】付きスペルを相手のターンまで取っておかずに今撃ってもいい?", "no"),
    ],
)
def test_12_3_5_a_quick_card_may_be_played_in_the_own_main_phase(question: str, value: str) -> None:
    stated, got, summary = situated(question, GAME)
    assert (stated, got) == (True, value)
    assert value == "no" or "12.3.5" in summary


def test_12_3_4_a_quick_card_in_the_opponents_turn_is_not_this_plan() -> None:
    """Trap: the opponent's turn said as the situation (no 「まで温存」): not a play in the asker's turn."""
    question = "相手のターンのエンドフェイズ、PPは3。コスト2の【クイック】付きスペルを撃てる?"
    stated, value = verdict(question, GAME)
    assert not stated or value == "yes"


# (12) 12.5.1: ラストワード triggers on a move from the field to the graveyard only
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の【ラストワード】持ちフォロワーが、相手のスペルで破壊されて墓場に行った。ラストワードって"
            "ちゃんと誘発する?",
            "yes",
        ),
        (
            "相手の【ラストワード】持ちフォロワーを自分のスペルで破壊した。相手のラストワードは誘発する?",
            "yes",
        ),
        # traps: 消滅 (5.6.1) and a return to the hand (5.4.1) put it in no graveyard
        ("自分のラストワード持ちのフォロワーが相手の効果で消滅した。ラストワードは発動する?", "no"),
        ("【ラストワード】を持つフォロワーが消滅させられてもラストワードは誘発する?", "no"),
        ("ラストワード持ちのフォロワーを自分のスペルで手札に戻した。ラストワードは誘発する?", "no"),
    ],
)
def test_12_5_1_a_last_word_triggers_only_from_the_field_to_the_graveyard(question: str, value: str) -> None:
    stated, got, summary = situated(question, GAME)
    assert (stated, got) == (True, value)
    assert "12.5.1" in summary


def test_12_5_1_a_card_discarded_from_the_hand_is_not_this_plan() -> None:
    """Trap: from the hand, not the field — not a last word's trigger the plan runs (never 'yes')."""
    stated, value = verdict("手札のラストワード持ちフォロワーを捨てた。ラストワードは誘発する?", GAME)
    assert not stated or value == "no"


# (13) 12.13.2: a 【ドレイン】 attacker named by its keyword, the opponent's follower after it
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "俺のリーダー体力5。攻撃力3のドレイン持ちで相手のアクト状態の攻撃力1・体力4のフォロワーを攻撃。"
            "俺のリーダーの体力は?",
            [8],
        ),
        # trap: the attacker dies in the fight — its 【ドレイン】 still resolves (the damage was dealt)
        (
            "俺のリーダー体力5。攻撃力3・体力2のドレイン持ちで相手のアクト状態の攻撃力5・体力4のフォロワーを"
            "攻撃。俺のリーダーの体力は?",
            [8],
        ),
    ],
)
def test_12_13_2_a_drain_attacker_named_by_its_keyword(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


def test_12_13_2_the_defenders_untold_attack_leaves_the_drain_fight_open() -> None:
    """Trap: the attacked follower's 攻撃力 untold — whether the attacker survives is not known."""
    question = (
        "俺のリーダー体力5。攻撃力3のドレイン持ちで相手のアクト状態の体力4のフォロワーを攻撃。"
        "俺のリーダーの体力は?"
    )
    assert verdict(question, GAME) in ((False, None), (True, [8]))


# (14) 6.2.1.10 / 12.2.3: the EP left after the game's first evolve
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "後攻で、このゲーム初めての進化をした。進化コストのうち1点をEPで払ったんだけど、残りのEPっていくつ?",
            [2],
        ),
        ("後攻で、このゲーム初めての進化をした。EPを1使った。EPはいくつ残る?", [2]),
    ],
)
def test_6_2_1_10_the_second_players_ep_after_the_first_evolve(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "先攻で初めての進化をした。EPで1点払った。EPは残りいくつ?",  # trap: 先攻 starts at 0 EP (6.2.1.10)
        "後攻で進化をした。EPで払った。残りのEPは?",  # trap: earlier evolves may have spent EP
    ],
)
def test_6_2_1_10_an_ep_the_question_cannot_give_is_not_stated(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


# (15) 7.2.4.1 / 8.2.1: the hand after the asker's first turn with its plays
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "先攻取った。初手4枚でマリガンはしなかった。1ターン目にコスト1のフォロワーを1枚出してそのまま"
            "ターンエンド。この時点で手札何枚?",
            [3],
        ),
        # trap: 後攻 draws in its first turn (7.2.4)
        ("後攻の1ターン目、コスト1のフォロワーを出してターンエンド。手札は何枚?", [4]),
    ],
)
def test_7_2_4_1_the_first_turns_hand_after_its_plays(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "先攻1ターン目にコスト2のフォロワーを出した。手札は何枚?",  # trap: PP 1 cannot pay it (8.2.1)
        "後攻の1ターン目にコスト1のフォロワーを2枚出した。手札は何枚?",  # trap: the second is not paid
        "先攻1ターン目、コスト1のフォロワーを出した。相手の手札は何枚?",  # the opponent's hand is untold
    ],
)
def test_8_2_1_a_first_turn_play_the_pp_cannot_pay_is_not_stated(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


# (16) 12.8.2 / 7.2.3: a 【守護】 follower the opponent acted (in its own end phase) stays acted in the
# asker's turn, and must be the attack's target; a state said as not put in is denied
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "前のターンから場にいる攻撃力5のフォロワーで、体力5の相手リーダーを殴って終わらせたい。リーダー直接"
            "狙えるよね? ちなみに相手は自分のエンドフェイズに【守護】持ちのフォロワーを横向きにしてた",
            "no",
        ),
        (
            "前のターンからいる攻撃力5のフォロワーで、体力5の相手リーダーを攻撃できる?相手はエンドフェイズに"
            "【守護】持ちのフォロワーをアクトさせてた。",
            "no",
        ),
        # traps: the 【守護】 follower not acted — the leader may be attacked
        (
            "前のターンからいる攻撃力5のフォロワーで相手のリーダーを攻撃できる?相手は【守護】持ちのフォロワーを"
            "横向きにしなかった。",
            "yes",
        ),
        (
            "前のターンからいる攻撃力5のフォロワーで相手のリーダーを攻撃できる?相手は【守護】持ちのフォロワーを"
            "アクト状態にはしていない。",
            "yes",
        ),
    ],
)
def test_12_8_2_a_guard_the_opponent_acted_must_be_the_target(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_7_4_3_an_obligation_to_act_is_no_denied_state() -> None:
    """「レストにしないといけない?」 asks an obligation: no state denied (onepiece audit 10, 7-1-1-1)."""
    question = (
        "俺のパワー6000のキャラで相手のリーダーにアタックするとき、アタックするキャラはレストにしないと"
        "いけない?"
    )
    stated, value = verdict(question, "onepiece")
    assert not stated or value == "yes"


# (17) the polite potential verb asks the same permission (「出せますか?」「攻撃できますか?」)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("PPが3あるとき、コスト3のフォロワーは出せますか?", "yes"),
        (
            "自分の場にフォロワーが5体。PP3でコスト1のアミュレットを出せますか?",
            "no",
        ),  # trap: the field is full
        ("コストを1下げる効果が乗ってるコスト3のフォロワー、PP2で出せますか?", "yes"),
        ("PPが1のとき、コスト3のフォロワーは出せますか?", "no"),  # trap: the PP does not cover it
    ],
)
def test_8_2_1_a_polite_can_ask_is_a_can_ask(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "山札が1枚、「カードを2枚まで引く」を撃った。負ける?",
        "山札が0枚で、「カードを1枚まで引く」って負けになる?",
        "デッキ3枚で「カードを5枚まで引く」を使った。勝敗は?",
    ],
)
def test_5_9_3_1_a_loss_asked_of_an_up_to_draw_is_whether_it_is_forced(question: str) -> None:
    assert verdict(question, GAME) == (True, "none")


@pytest.mark.parametrize(
    "question",
    [
        # traps: the draw past the deck attempted (「引こうとした」「引けなかった」): no choice left to name
        "デッキ2枚で「カードを3枚まで引く」を使って3枚目を引こうとした。負ける?",
        "デッキ2枚で「カードを3枚まで引く」を使って3枚目を引こうとした。負け確?",
        "デッキ2枚で「カードを3枚まで引く」を使った。3枚目が引けなかった。負けた?",
    ],
)
def test_5_9_1_1_a_draw_attempted_past_the_deck_is_no_choice_to_end(question: str) -> None:
    assert verdict(question, GAME)[1] in (None, "opponent")
