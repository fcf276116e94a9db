"""Round-23 reading fixes from batch AS's first try (blind, 066e143), each a mechanism over several wordings.

* A bare ask (「攻撃の後はいくつ?」) answers the one player quantity told: a card's 体力 (「攻撃力1・体力2の
  フォロワー」) is the card's stat, not a second quantity (blind AS sve-as-11 stated the attacker's 1 damage
  for the leader's 14, sve 12.13.2); two told of one kind withhold instead of stating the conclusion's
  first number; of several of different kinds, the one told right before the ask is asked.
* 「俺のキャラのアイサツが通った。そいつ死ぬ?」: a card named as the owner of the attack (「Xのアイサツ」
  「Xの攻撃」) is the attack's own card, as 「Xで」 is, not the card a pronoun ask points back to (blind
  AS ninjaslayer-as-20 stated the unharmed attacker's fate for the attacked card killed, 1004.1).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


# sve 12.13.2: 【ドレイン】 adds the damage dealt to the leader's 体力; a follower's 体力 is no quantity
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("【ドレイン】持ちの攻撃力4のフォロワーで、相手のアクト状態の攻撃力1・体力2のフォロワーを攻撃した。"
         "攻撃前の俺のリーダーの体力は10。攻撃の後はいくつ?", [14]),
        ("【ドレイン】持ちの攻撃力4のフォロワーで、相手のアクト状態の攻撃力1・体力2のフォロワーを攻撃した。"
         "俺のリーダーの体力は10。攻撃の後はいくつ?", [14]),
        ("俺のリーダーの体力は10。【ドレイン】持ちの攻撃力3のフォロワーで、相手のアクト状態の攻撃力2・体力5の"
         "フォロワーを攻撃した。そのあといくつになる?", [13]),
        ("俺のリーダーは体力7。【ドレイン】持ち攻撃力2のフォロワーで相手の攻撃力1・体力3のアクト状態の"
         "フォロワーを攻撃した。攻撃した後はいくつ?", [9]),
    ],
)  # fmt: skip
def test_12_13_2_a_bare_ask_reads_past_a_followers_health(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# two values of one kind told, the ask naming neither: which is asked the question does not say
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("俺のリーダーの体力は10、相手のリーダーの体力は8。【ドレイン】持ちの攻撃力3のフォロワーで相手の"
         "リーダーを攻撃した。攻撃の後はいくつ?", "sve"),
        ("俺のリーダーの体力は10。相手のリーダーの体力は8。【ドレイン】持ちの攻撃力3のフォロワーで相手の"
         "リーダーを攻撃した。攻撃の後はいくつ?", "sve"),
        ("相手のリーダー体力8、俺のリーダー体力8。攻撃力3のフォロワーで相手リーダーを攻撃。そのあと"
         "いくつ?", "sve"),
        ("相手の絆8、俺の絆6。俺のSTR4/DEF3で相手本体を攻撃して通った。そのあとは?", "kiseki"),
    ],
)  # fmt: skip
def test_a_bare_ask_of_two_told_values_withholds(question: str, game: str) -> None:
    assert situated(question, game)[0] is False, question


# sve 5.13.1: the leader's 体力 told right before the ask, the 墓場 count being the quoted text's count
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("墓場14枚の状態で「あなたの墓場のカード4枚につき、相手のリーダーに1ダメージ」を解決。相手リーダーは"
         "体力20。解決後いくつ?", [17]),
        ("自分の墓場が17枚。「自分の墓場のカード4枚につき相手のリーダーに1ダメージ」を撃った。相手リーダーは"
         "撃つ前に体力10。撃った後いくつ?", [6]),
    ],
)  # fmt: skip
def test_5_13_1_the_quantity_told_right_before_a_bare_ask(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# ninjaslayer 706.4b / 1004.1: the attacked card takes the イクサダメージ and is killed at its 耐久力; the
# attack's own card (「俺のキャラのアイサツ」) is unharmed and is not what 「そいつ」「あいつ」 asks
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のキャラは耐久力4で、このターンすでに効果で2ダメージを負ってる。そこに俺のカラテ3のキャラの"
         "アイサツが通った。そいつ死ぬ?", True),
        ("相手のキャラは耐久力4で、このターンすでに効果で2ダメージを負ってる。そこに俺のカラテ3のキャラの"
         "アイサツが通った。死ぬ?", True),
        ("相手の耐久力3のキャラに、俺のカラテ3のキャラのアイサツが決まった。あいつ死んだ?", True),
        ("相手の耐久力3のキャラに、俺のカラテ2のキャラのアイサツが通った。そいつ死ぬ?", False),
        ("相手の耐久力5のキャラに、俺のカラテ3のキャラのアイサツが通った。そいつ死ぬ?", False),
    ],
)  # fmt: skip
def test_706_4b_the_attacks_own_card_is_not_the_pronouns(question: str, want: bool) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


def test_8_4_9_an_attack_told_by_its_followers_name_asks_the_attacked() -> None:
    question = (
        "相手のアクト状態の体力3のフォロワーに、俺の攻撃力3・体力5のフォロワーの攻撃が通った。"
        "そいつ破壊される?"
    )
    assert situated(question, "sve")[:2] == (True, True)


# a belief asked to be confirmed (「殴れるんだよね?」「出せるでしょ?」「できるよな?」) is the same can ask as
# 「殴れる?」 (blind AS onepiece-as-09 read no ask and withheld; 「攻撃できるでしょ?」 had stated the game's
# 'ongoing' for a can question); onepiece 6-5-6-1, 6-5-3-1 / sve 8.4.3.1, 6.3.2
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("先攻の最初のターンに【速攻】を持つキャラを登場させた。速攻なら出したターンでも殴れるんだよね?",
         "onepiece", "no"),
        ("先攻1ターン目に【速攻】持ちのキャラを出した。速攻なら出したターンでも殴れるんだよね?",
         "onepiece", "no"),
        ("アクティブのドン!!が3枚しかない状態で、コスト4のキャラって出せるんだよね?", "onepiece", "no"),
        ("前のターンから場にいるフォロワーで相手のリーダーを攻撃できるでしょ?", "sve", "yes"),
        ("PP3でコスト2のフォロワー出せるよな?", "sve", "yes"),
    ],
)  # fmt: skip
def test_a_confirmation_tail_asks_can(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# ninjaslayer 1204.2e-3: a choice printed after 「その後」「なら」 is made as the card resolves — with no
# character to choose the コトダマ is still entered (blind AS ninjaslayer-as-11: an audit's no-target plan
# had stated 'no'); a choice at the text's head still refuses the entry (1204.2e)
@pytest.mark.parametrize(
    "question",
    [
        "相手の場にキャラが1人もいない。コトダマ「1枚ドローする。その後、相手の場のキャラクターを1人選び、"
        "2ダメージを与える。」って撃てる?",
        "相手の場にキャラが0人。「カードを1枚ドローする。その後、相手のキャラクターを1人選び、それを手札に戻す。」"
        "ってコトダマは撃てる?",
        "相手の場にキャラクターがいない状態で、コトダマ「手札が3枚以下なら、相手のキャラクターを1人選び、"
        "1ダメージを与える。」は撃てますか?",
    ],
)
def test_1204_2e_3_a_choice_after_sonoato_is_no_refusal(question: str) -> None:
    stated, value, _ = situated(question, "ninjaslayer")
    assert not stated or value == "yes", question


def test_1204_2e_a_choice_at_the_head_still_refuses() -> None:
    question = (
        "相手の場にキャラが1人もいない状態で、『相手の場のキャラクターを1人選び、それに2ダメージを与える。』って"
        "コトダマ、撃てる?"
    )
    assert situated(question, "ninjaslayer")[:2] == (True, "no")


# onepiece 7-1-3-2 / 7-1-4-1: a counter's value told after its object (「カウンターでリーダーを+2000」) is the
# counter's, not an unread +N (a final-code probe of round 23 withheld it); its battle is then run
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のライフ0枚。パワー6000のキャラでパワー5000の相手リーダーにアタックしたら、相手がカウンターで"
         "リーダーを+2000してきた。これで勝てる?", "none"),
        ("俺のリーダー(パワー5000)に相手のパワー6000のキャラがアタック。カウンターでリーダーを+2000した。"
         "ダメージ受ける?", "no"),
        ("相手のライフは0枚。パワー7000のキャラで相手リーダー(パワー5000)にアタックして、相手はカウンターで"
         "リーダーに+1000。俺の勝ち?", "self"),
    ],
)  # fmt: skip
def test_7_1_3_2_a_counter_told_after_its_object(question: str, want: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


# onepiece 7-1-4-1 / 7-1-4-2: 「ダメージは入る?」「ダメージ通る?」「ライフは減る?」 ask whether the hit
# lands — the run's damage answers (verdict.dealt_asked), not the attack's being allowed (a final-code probe:
# no ask was read and the game's 'ongoing' was stated; a first try spanning the verb stated 'yes' for a lost
# battle)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("パワー4000のキャラでパワー5000の相手リーダーにアタックした。カウンターなし。ダメージは入る?", "no"),
        ("俺のリーダー(パワー5000)に相手のパワー6000のキャラがアタック。カウンターで+1000した。ライフは減る?",
         "yes"),
        ("パワー5000のキャラで相手のパワー5000のリーダーにアタック。ブロックもカウンターもなし。ダメージ通る?",
         "yes"),
        ("俺のリーダー(パワー5000)に相手のパワー6000のキャラがアタック。カウンターでリーダーを+2000した。"
         "ライフは減る?", "no"),
        ("自分のパワー4000のキャラにドン!!を1枚付けて相手のパワー5000のリーダーにアタック。ダメージ入る?",
         "yes"),
    ],
)  # fmt: skip
def test_7_1_4_a_hit_landing_is_asked_of_the_runs_damage(question: str, want: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question
