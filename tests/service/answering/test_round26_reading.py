"""Round-26 reading fixes, each a mechanism over several wordings.

* a change guessed with a long ending (「俺も1枚捨てなきゃいけない?」「2枚捨てなければならない?」) is the
  number asked like a short one (「2枚捨てなきゃダメ?」): the reader's ask tail is 8 characters, so the number
  had stayed a told one and the question withheld (blind AX sve-ax-22); 払わ/減らさ endings read too.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


# sve 7.4.7: only the turn player discards down to the hand limit at the end of the turn
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のターンのエンドフェイズ。俺の手札は8枚。上限は7枚だから、俺も1枚捨てなきゃいけない?", "no"),
        ("自分のターンのエンドフェイズ、手札が9枚ある。2枚捨てなければならない?", "yes"),
        ("自分のターンのエンドフェイズ、手札が9枚ある。3枚捨てないといけないの?", "no"),
        ("自分のターンのエンドフェイズ、手札が8枚ある。1枚捨てなくちゃいけない?", "yes"),
        ("相手のターンのエンドフェイズ、俺の手札が10枚。3枚捨てなきゃいけないよね?", "no"),
    ],
)
def test_7_4_7_a_guessed_discard_with_a_long_ending_is_asked(question: str, want: str) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# onepiece 1-2-1-1-1: a leader dealt damage by an effect at 0 life loses; the event's text named with の
# (「イベントの効果「…」」) is the event's own quote, and an act set aside (「殴るんじゃなくて」) is not done
# (blind AX onepiece-ax-03 withheld)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "相手のライフは0枚。俺のメインフェイズに、殴るんじゃなくてイベントの効果「相手のリーダーに1ダメージを与える」"
            "を使った。これで勝ちになる?",
            "self",
        ),
        (
            "相手のライフ0枚。自分のターンに、アタックじゃなくてイベントの効果「相手のリーダーに1ダメージを与える」"
            "を発動した。勝てる?",
            "self",
        ),
        (
            "相手のライフは2枚。俺のメインフェイズにイベントのテキスト「相手のリーダーに1ダメージを与える」を使った。相手のライフは何枚?",
            [1],
        ),
    ],
)
def test_1_2_1_1_1_an_events_own_text_named_with_no(question: str, want: object) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


# onepiece 7-1-1-2: only the opponent's leader or a rested character is attacked — a stage never is,
# rested or not (blind AX onepiece-ax-01 asked it; the plan had declined every stage)
@pytest.mark.parametrize(
    "question",
    [
        "相手の場のステージに、俺のキャラでアタックしたい。できる?",
        "俺のリーダーで相手のステージを殴れる?",
        "相手のステージってアタックの対象にできる?",
        "相手のステージはレスト状態。俺のキャラでアタックできる?",
    ],
)
def test_7_1_1_2_a_stage_is_no_attack_target(question: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, "no"), question


def test_7_1_1_2_a_stage_played_is_not_the_attacker_played() -> None:
    # 「相手がステージを出してきた」: the play is the stage's, not the attacking character's
    assert not situated("相手がステージを出してきた。俺のキャラでそのステージを攻撃できる?", "onepiece")[0]


# onepiece 7-1-1-2: a power comparison told (「パワーで勝ってるし」) asks no winner — the can is answered
# (blind AY onepiece-ay-02 had stated 'no winner yet' for 「そいつにアタックできる?」)
@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラ(パワー3000)がアクティブのまま立ってる。俺のパワー8000のキャラならパワーで勝ってるし、"
        "そいつにアタックできる?",
        "相手のアクティブのキャラ(パワー2000)に、パワー5000の俺のキャラで。パワーは勝ってるから、アタックできる?",
    ],
)
def test_7_1_1_2_a_power_comparison_told_asks_no_winner(question: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, "no"), question


# kiseki 1306.3: 「俺の絆は減る? 減るなら何点?」 asks the asker's own loss, as 「俺の絆は何点減る?」 does
# (blind AY kiseki-ay-10 had stated the opponent's 2)
@pytest.mark.parametrize(
    ("who", "want"),
    [("俺", [3]), ("相手", [2]), ("自分", [3])],
)
def test_1306_3_a_change_asked_as_yes_no_then_amount_is_the_named_players(who: str, want: object) -> None:
    question = (
        f"俺のSTR4・DEF3・CPコスト3のUNITで、相手のSTR3・DEF4・CPコスト2のUNITを単独で攻撃。{who}の絆は減る? "
        "減るなら何点?"
    )
    assert situated(question, "kiseki")[:2] == (True, want), question


# onepiece 10-1-5-1: 「トリガーを発動したうえで、手札にも入れられる?」 asks another act than the trigger
@pytest.mark.parametrize(
    "question",
    [
        "相手のアタックが通って、ライフから【トリガー】付きのカードが出てきた。トリガーを発動したうえで、"
        "そのカードも普通に手札に入れられる?",
        "ライフから【トリガー】持ちが出た。トリガーを発動した上で、そのカードを手札に加えられる?",
    ],
)
def test_10_1_5_1_an_act_asked_after_a_premise_is_not_the_premise(question: str) -> None:
    assert not situated(question, "onepiece")[0], question


# a bare 「いい?」 after the act wanted asks whether it may be done: ninjaslayer 402.4b, sve 6.1.1.4
# ('ongoing' had been stated for it); 「…負けた、でいいの?」 still confirms a claim, no permission
@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("ninjaslayer", "コンストラクテッド戦で、同じカード名・同じ二つ名のカードを5枚入れたい。いい?"),
        (
            "ninjaslayer",
            "コンストラクテッド戦で、同じカード名・同じ二つ名のカードを5枚入れたい。これでいいの?",
        ),
        ("sve", "同じカード名のカードを4枚デッキに入れたい。いい?"),
        ("sve", "同じカード名のカードを4枚デッキに入れたい。アリ?"),
    ],
)
def test_402_4b_a_bare_permission_sentence_is_a_can(game: str, question: str) -> None:
    assert situated(question, game)[:2] == (True, "no"), question


def test_a_claim_confirmed_after_a_comma_is_no_permission() -> None:
    question = (
        "自分のパワー5000のキャラで相手のレストのパワー6000のキャラにアタック。"
        "相手のキャラがKOされる、でいいの?"
    )
    assert situated(question, "onepiece")[1] != "yes", question


# a rule the asker takes for granted as the reason of the ask (「アイサツされた側は反撃しないはずだし」「…側は
# ダメージを返さないんだから」) is a claim about the rules, not a fact of the situation: the run answers it
# (ninjaslayer 1403.2 サツバツ, 706.4b; sve 11.3: both followers deal damage) — AX/AY ninjaslayer had withheld
@pytest.mark.parametrize(
    ("game", "question", "want"),
    [
        (
            "ninjaslayer",
            "俺のカラテ2・耐久力3のキャラで、相手の「サツバツ」持ち・耐久力5のキャラにアイサツした。"
            "アイサツされた側は反撃しないはずだし、俺のキャラは無事だよね?",
            True,
        ),
        (
            "ninjaslayer",
            "カラテ2の俺のキャラで、耐久力3で「サツバツ」を持つ相手キャラにアイサツした。相手キャラは生き残った。"
            "アイサツされた側はダメージを返さないんだから、俺のキャラは無事だよね?",
            True,
        ),
        (
            "ninjaslayer",
            "俺のカラテ2・耐久力2のキャラで、相手のカラテ5・耐久力4のキャラにアイサツした。"
            "アイサツされた側は反撃しないはずだし、俺のキャラは無事だよね?",
            False,
        ),
        (
            "sve",
            "俺の攻撃力2/体力2のフォロワーで相手のアクト状態の攻撃力3/体力3のフォロワーを攻撃した。"
            "攻撃された側は反撃しないはずだし、俺のフォロワーは無事だよね?",
            True,
        ),
    ],
)
def test_1403_2_a_rule_taken_for_granted_is_no_fact(game: str, question: str, want: bool) -> None:
    assert situated(question, game)[:2] == (True, want), question


# ninjaslayer 706.4b: a stat named again with its owner (「相手のカラテ5で殴り返されて」) is that card's,
# not another card's — only the アイサツ card deals イクサダメージ (blind AY ninjaslayer-ay-07 withheld)
@pytest.mark.parametrize(
    "question",
    [
        "俺のカラテ2・耐久力2のキャラで、相手のカラテ5・耐久力4のキャラにアイサツした。相手のカラテ5で殴り返されて、"
        "俺のキャラは死ぬ?",
        "こっちのカラテ2/耐久3のキャラで、相手のカラテ5/耐久2のキャラにアイサツ。相手のカラテ5って俺のキャラにも"
        "入るの?俺のキャラ落ちる?",
    ],
)
def test_706_4b_a_stat_named_again_is_its_cards(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, False), question


def test_706_4b_a_second_aisatsu_with_the_stat_named_again_is_not_the_first() -> None:
    question = (
        "俺のカラテ2・耐久力2のキャラで、相手のカラテ5・耐久力4のキャラにアイサツした。次の相手のターンに"
        "相手のカラテ5で殴られたら、俺のキャラは死ぬ?"
    )
    assert not situated(question, "ninjaslayer")[0]


# onepiece 6-5-6-1 / 10-1-1-1: a reason clause (「速攻あるから」) is not the attack's object (aimed.py)
# — the keyword said again had been checked as the attacked card's (blind AY onepiece-ay-05 withheld)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("後攻の自分の1ターン目に【速攻】持ちのキャラを出した。速攻あるからこのターン中に殴れるよね?", "no"),
        (
            "先攻の自分の3ターン目に【速攻】持ちのキャラを出した。速攻があるからこのターン中に相手のリーダーに殴れる?",
            "yes",
        ),
    ],
)
def test_10_1_1_1_a_reason_clause_is_not_the_attacks_object(question: str, want: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


# the act named again as the time a quantity was told at (「破壊される前の俺の墓場は5枚」) is no second act:
# sve 5.21.3 (a stolen follower goes to its owner's cemetery), onepiece 7-1-4-1-1 (AY sve-ay-22 withheld)
@pytest.mark.parametrize(
    ("game", "question", "want"),
    [
        (
            "sve",
            "相手のフォロワーを「奪う」効果で俺の場に持ってきた。そいつが俺の場で破壊された。破壊される前の俺の墓場は5枚。"
            "ネクロチャージ用に数えると今何枚?",
            [5],
        ),
        (
            "sve",
            "相手のフォロワーを奪って俺の場に持ってきた。そいつが俺の場で破壊された。破壊される前の俺の墓場は5枚。"
            "俺の墓場は今何枚?",
            [5],
        ),
        (
            "onepiece",
            "相手のライフは3枚。パワー6000のキャラで相手リーダー(パワー5000)にアタックして通った。"
            "アタックする前のライフは3枚。今何枚?",
            [2],
        ),
    ],
)
def test_5_21_3_an_act_named_as_a_time_is_no_second_act(game: str, question: str, want: object) -> None:
    assert situated(question, game)[:2] == (True, want), question


# after AZ's measurement: 「ステージ2枚並べられる?」 asks whether both stay (onepiece 3-8-5-1: the first is
# trashed), not whether the second may be played — withheld (AZ onepiece-az-21 had stated 'yes'); a told
# 「2体並べてる」 is no ask
def test_3_8_5_1_lining_up_asked_is_not_the_play() -> None:
    question = "ステージがもう1枚出てるところに、手札から別のステージをプレイした。ステージ2枚並べられる?"
    assert not situated(question, "onepiece")[0]


# after AZ's measurement: a card named by a letter label (「…【守護】持ちAと、縦向きで守護なしのBがいる。…
# Bを殴れる?」) is attacked only if the run attacks the card told before that label (sve 12.8.2; AZ sve-az-05
# had attacked A and stated 'yes' for B)
@pytest.mark.parametrize(
    "question",
    [
        "相手の場に横向きの【守護】持ちAと、縦向きで守護なしのBがいる。俺の【指定攻撃】持ちフォロワー"
        "(前のターンから場にいる)で、Aを無視してBを殴れる?",
        "相手の場にアクト状態の【守護】持ちAと、スタンド状態で守護なしのBがいる。前のターンからいる俺の"
        "フォロワーでBを攻撃できる?",
    ],
)
def test_12_8_2_a_letter_labelled_target_is_the_card_told_before_it(question: str) -> None:
    stated, value = situated(question, "sve")[:2]
    assert not stated or value == "no", question
