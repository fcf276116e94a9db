"""Shadowverse Evolve, round 3 (blind H/I seen): a removal told as done needs a card leaving play in
the run (reading/removal.py), the attacker's side of a 【クイック】 removal is either player (8.4.7,
8.4.9), and a bare 「いくつになる?」 asks the one quantity its sentence tells (reading/quantity.py).
Each over several wordings, with the verdict the rules give; traps withheld or answered otherwise."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str, game: str = "sve") -> Any:
    """The verdict /ask states (builder first, then plans), or None when withheld."""
    gated, _ = situate(question, game)
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


# ----- 8.4.7 / 8.4.9: the asker's attacker destroyed by the opponent's 【クイック】 card --------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のリーダー体力4。自分の攻撃力5のフォロワーで相手リーダーに攻撃宣言したら、相手がクイックのスペルで"
            "そのフォロワーを破壊してきた。相手リーダーの体力いくつ?",
            [4],
        ),
        (
            "自分の攻撃力3のフォロワーで相手のリーダー(体力3)を攻撃した。相手は【クイック】のスペルでそのフォロワーを"
            "破壊した。勝敗は?",
            "none",
        ),
        (
            "攻撃力6・体力2の自分のフォロワーで相手リーダーを攻撃したが、相手が手札のクイックのスペルを使ってその"
            "フォロワーを破壊した。相手のリーダーの体力は10。相手のリーダーの体力はいくつ?",
            [10],
        ),
    ],
)
def test_8_4_9_the_askers_attacker_destroyed_by_a_quick_card_deals_no_damage(
    question: str, value: Any
) -> None:
    assert answered(question) == value


# ----- a told destroy with no card leaving play in the run is not reflected -------------------------
@pytest.mark.parametrize(
    "question",
    [
        # no 【クイック】: which card or ability destroyed it, and when, is not modeled
        "攻撃力4の自分のフォロワーで相手リーダーを攻撃。その時、相手のスペルでそのフォロワーが破壊された。"
        "相手リーダーの体力は7だった。いくつになる?",
        "相手リーダーの体力は6。攻撃力3の自分のフォロワーで攻撃したら、相手にそのフォロワーを破壊された。"
        "相手リーダーの体力は?",
        "自分の攻撃力5のフォロワーで相手リーダー(体力8)を攻撃したら、相手が効果でそのフォロワーを破壊した。"
        "相手リーダーの体力は?",
        # the 【クイック】 card destroyed another follower: the attack is not stopped, but no plan runs that
        "自分の攻撃力5のフォロワーで相手リーダー(体力8)を攻撃したら、相手がクイックのスペルで自分の別の"
        "フォロワーを破壊した。相手リーダーの体力は?",
    ],
)
def test_8_4_9_a_told_destroy_no_card_leaves_play_for_is_withheld(question: str) -> None:
    assert answered(question) is None


@pytest.mark.parametrize(
    ("question", "game", "value"),
    [
        # a destruction the engine records but does not carry out (fow 10.9.3) reflects the told destroy;
        # the resonator's fate asked (「そのリゾネイターはどうなる?」) is the destroyed ask: not destroyed
        (
            "「破壊されない」効果を受けているリゾネイターを破壊する効果を解決したら、そのリゾネイターはどうなる?",
            "fow",
            False,
        ),
        # a destroyed J/ルーラー leaves the field for the ルーラーエリア: a removal too
        (
            "相手の効果で、こっちのJ/ルーラーが破壊された。J/ルーラーはどこに移動する?",
            "fow",
            {"result": "ongoing", "winner": None},
        ),
    ],
)
def test_10_9_a_destroy_the_engine_applies_without_a_trash_move_is_reflected(
    question: str, game: str, value: Any
) -> None:
    assert answered(question, game) == value


# ----- 12.13.2 / 8.4.9: 「体力Nだったけど、…いくつになる?」 asks the quantity its sentence tells --------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "【ドレイン】持ちで攻撃力3のフォロワーで相手リーダーを殴った。自分のリーダーは体力10だったけど、攻撃の"
            "あといくつになる?",
            [13],
        ),
        (
            "自分のリーダーは体力10だったけど、【ドレイン】持ち攻撃力4のフォロワーで相手リーダーを攻撃したあと、"
            "いくつになる?",
            [14],
        ),
        (
            "【ドレイン】攻撃力2のフォロワーで相手リーダーを攻撃。自分のリーダーの体力は7だったけど、いくつになった?",
            [9],
        ),
        (
            "攻撃力3の自分のフォロワーで相手リーダーを攻撃した。相手は体力5だったけど、最終的にいくつ?",
            [2],
        ),
    ],
)
def test_12_13_2_a_bare_ask_is_the_quantity_its_sentence_tells(question: str, value: list[int]) -> None:
    assert answered(question) == value


# ----- 8.4.7 / 8.4.9: a 【クイック】 card that destroys the defender's other follower stops no attack ---
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の攻撃力5のフォロワーが自分のリーダー(体力6)に攻撃してきた。クイックのスペルで自分の別のフォロワーを"
            "破壊した。自分のリーダーの体力はいくつ?",
            [1],
        ),
        (
            "自分の攻撃力5のフォロワーで相手リーダー(体力8)を攻撃したら、相手がクイックのスペルで相手の別の"
            "フォロワーを破壊した。相手リーダーの体力は?",
            [3],
        ),
    ],
)
def test_8_4_9_a_quick_card_destroying_another_follower_leaves_the_attack(question: str, value: Any) -> None:
    assert answered(question) == value


def test_8_4_9_the_attackers_side_other_follower_destroyed_is_not_read_as_the_attacker() -> None:
    question = (
        "自分の攻撃力5のフォロワーで相手リーダー(体力8)を攻撃したら、相手がクイックのスペルで自分の別の"
        "フォロワーを破壊した。相手リーダーの体力は?"
    )
    assert answered(question) in (None, [3])


# ----- 5.4.2.1 / 4.4.4.2: a token named in 『』 put onto the field, up to its 5 cards -----------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "場にカードが3枚ある状態で、「『フェアリー』を3体出す」効果が解決した。実際にフェアリーは何体出る?",
            [2],
        ),
        ("自分の場にフォロワーが4体。『スケルトン』を2体出す効果を使ったら、何体出る?", [1]),
        ("自分の場にカードが2枚。「『ナイト』を3体場に出す」を使った。場に出るナイトは何体?", [3]),
        ("場にフォロワーが5体いる。「『フェアリー』を1体出す」スペルを撃ったら、フェアリーは何体出る?", [0]),
    ],
)
def test_4_4_4_2_named_tokens_fill_the_field_up_to_five(question: str, value: list[int]) -> None:
    assert answered(question) == value


# ----- 5.28.1 / 8.4.9: 「相手の体力は?」 asks the leader's 体力 itself ------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手リーダーの体力は9。「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」って効果を使う。"
            "墓場は17枚。これ撃った後の相手の体力は?",
            [5],
        ),
        ("相手のリーダーの体力は7。攻撃力3のフォロワーで相手リーダーを攻撃した。相手の体力は?", [4]),
        ("相手リーダーの体力は12。攻撃力5の自分のフォロワーで相手リーダーを攻撃した。相手の体力って?", [7]),
    ],
)
def test_5_28_1_a_quantity_as_topic_before_the_question_mark_is_asked(
    question: str, value: list[int]
) -> None:
    assert answered(question) == value


# ----- 5.15.3: the 体力 a damaged follower keeps lost after evolving --------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "体力2のフォロワーが1ダメージ受けた状態で、体力4のエボルヴカードに進化させた。進化後の残り体力っていくつ?",
            [3],
        ),
        (
            "体力2のフォロワーが1ダメージ食らって残り体力1。このフォロワーを進化させて、進化後のカードは攻撃力4・体力4。"
            "今このフォロワーの体力はいくつ?",
            [3],
        ),
        (
            "体力5のフォロワーが2ダメージを受けて残り体力3。体力6のエボルヴカードで進化させた。体力はいくつ?",
            [4],
        ),
        ("体力4のフォロワーに1ダメージ。体力5のエボルヴカードで進化した。進化後の体力は?", [4]),
    ],
)
def test_5_15_3_an_evolved_follower_keeps_the_damage_taken(question: str, value: list[int]) -> None:
    assert answered(question) == value


def test_5_15_3_a_health_left_that_the_damage_does_not_leave_is_withheld() -> None:
    question = (
        "体力4のフォロワーが3ダメージを受けて残り体力2。体力5のエボルヴカードで進化させた。体力はいくつ?"
    )
    assert answered(question) is None


# ----- 12.2.3 / 8.3.2: 「まだ進化してない」 is the turn before the asked evolve, not a denial of it ------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "後攻でEPはまだ3ある。このターンはまだ進化してない。PPが残り1しかないんだけど、進化コストがPP2の"
            "フォロワー(エボルヴデッキに同名の進化先あり)を進化させられる?",
            "yes",
        ),
        (
            "残りPP0、EP2。進化コストが2のフォロワーを進化させたい。EP2点で全部払える?(このターンはまだ進化してない)",
            "no",
        ),
        ("このターンはまだ進化していない。PP3、EP1で進化コスト2のフォロワーを進化できる?", "yes"),
        ("PP1、EP0。進化コスト2のフォロワーを進化させたい。このターン進化はまだしてません。できる?", "no"),
    ],
)
def test_12_2_3_an_evolve_not_made_yet_this_turn_is_the_start(question: str, value: str) -> None:
    assert answered(question) == value


@pytest.mark.parametrize(
    "question",
    [
        # 8.3.2: one evolve a turn — the payment alone does not answer it
        "PP1、EP2。このターンはもう進化した。進化コスト2のフォロワーを進化できる?",
        "このターン既に1体進化させた。PP5、EP3。進化コスト2の別のフォロワーも進化できる?",
        # another act (use) than the one made (pay): the EP the second player starts with is not modeled
        "後攻で、ここまでEPは1回も使ってない。このターン進化するときにPPの代わりにEPで1点払った。残りのEPいくつ?",
    ],
)
def test_8_3_2_an_evolve_told_made_or_another_act_is_not_planned_as_the_first(question: str) -> None:
    assert answered(question) in (None, "no")


# ----- 12.8.2 / 8.4.2.1: a standing 【守護】 and a follower there since the turn's start -----------------
@pytest.mark.parametrize(
    "question",
    [
        "相手が【守護】持ちのフォロワー出したけど、アクトしないでスタンド状態のまま放置してる。自分のターン最初から"
        "いる普通のフォロワー(指定攻撃とかなし)で相手リーダー殴れる?",
        "相手の【守護】持ちフォロワーはアクトせずにスタンドしてる。ターン開始時からいる自分のフォロワーで相手リーダーを"
        "攻撃できる?",
        "相手は【守護】のフォロワーを出したがアクトしないままにしている。前のターンからいる自分のフォロワーで"
        "相手リーダーを攻撃できる?",
    ],
)
def test_12_8_2_a_standing_ward_is_not_simulated_as_acted(question: str) -> None:
    assert answered(question) in (None, "yes")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "進化させたいフォロワーの進化コストがPP2。今PPは0だけど、EPは2残ってる。EP2点で払って進化できる?",
            "no",
        ),
        ("PP3、EP1。進化させたいフォロワーの進化コストは2。このターンはまだ進化してない。進化できる?", "yes"),
        ("進化したいフォロワーがいる。進化コスト2、PP1、EP0。進化できる?", "no"),
    ],
)
def test_12_2_3_an_evolve_wished_for_is_not_one_made(question: str, value: str) -> None:
    assert answered(question) == value


# ----- 5.4.1 / 11.2.2: a deck emptied into the graveyard without a draw is no defeat --------------------
@pytest.mark.parametrize(
    "question",
    [
        "自分のメインフェイズ中、自分のカードの効果で山札を上から5枚墓場に送ったらちょうどデッキ0枚になっちゃった。"
        "この時点で俺の負け確定?(まだ何も引いてない)",
        "自分のターン中に、相手が自分で山札削る系の効果を使って相手のデッキが0枚になった。相手はまだ1枚もカード"
        "引いてない。この瞬間にゲーム終わって自分の勝ちになる?自分視点で今の勝者は?",
        "自分のメインフェイズ中、自分のカードの効果で山札の上から2枚を墓場に置いたら山札がちょうど0枚になっちゃった。"
        "まだドローはしてない。この時点でもう負け確定?",
    ],
)
def test_11_2_2_a_deck_milled_to_zero_without_a_draw_has_no_winner(question: str) -> None:
    assert answered(question) == "none"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a draw after the mill is told: not this plan's (5.9.1.1), another answers or it is withheld
        ("自分のデッキが0枚になった。その後カードを1枚引いた。負け?", "opponent"),
        ("山札を上から3枚墓場に送ったらデッキ0枚になった。そのあとカードを1枚引いた。どっちの勝ち?", None),
    ],
)
def test_5_9_1_1_a_draw_after_the_deck_is_emptied_is_not_planned_as_no_draw(
    question: str, value: Any
) -> None:
    assert answered(question) in (value, None)


# ----- 5.22.1: 「バトルに勝利する」 defeats every other player at once, whatever the 体力 -----------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のリーダーの体力は18。自分がカードの効果で「バトルに勝利する」。どっちの勝ち?", "self"),
        ("自分のリーダー体力は10。相手が効果でバトルに勝利した。勝敗は?", "opponent"),
        (
            "自分のカードの効果で自分が「バトルに勝利する」を満たした。自分のリーダーの体力は3、相手のリーダーの体力は20。"
            "勝者は?",
            {"result": "game_over", "winner": "self"},
        ),
    ],
)
def test_5_22_1_winning_the_battle_ends_the_game(question: str, value: Any) -> None:
    assert answered(question) == value


# ----- 8.4.7 / 8.4.9: 「攻撃後」「攻撃フォロワー」 name the one attack, not a second one --------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターン、相手の攻撃力6のフォロワーがこっちのリーダー(体力10)に攻撃してきた。攻撃後のタイミングで自分が"
            "【クイック】のスペルを撃ってその攻撃フォロワーを破壊した。自分のリーダーの体力はいくつ?",
            [10],
        ),
        (
            "相手の攻撃力4のフォロワーが自分のリーダー(体力5)に攻撃してきた。攻撃中にクイックのスペルでその攻撃"
            "フォロワーを破壊した。自分のリーダーの体力は?",
            [5],
        ),
        (
            "自分の攻撃力3のフォロワーで相手リーダー(体力6)を攻撃。攻撃後に相手が【クイック】のスペルでその攻撃"
            "フォロワーを破壊した。相手リーダーの体力は?",
            [6],
        ),
    ],
)
def test_8_4_7_the_attack_named_as_a_noun_is_the_same_attack(question: str, value: list[int]) -> None:
    assert answered(question) == value


def test_8_4_7_a_second_attack_told_after_the_removal_is_not_planned() -> None:
    question = (
        "相手の攻撃力4のフォロワーが自分のリーダー(体力5)に攻撃してきた。クイックのスペルでそのフォロワーを破壊した。"
        "その後自分のフォロワーで攻撃した。自分のリーダーの体力は?"
    )
    assert answered(question) is None


# ----- 8.4.2.1 / 12.10.2: a follower played this turn, said before it (「今出したばっかの【突進】持ちで」)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("今出したばっかの【突進】持ちで相手リーダーに行ける?相手の場にフォロワーはいない", "no"),
        ("今出したばかりの【突進】持ちで相手リーダーを攻撃できる?", "no"),
        ("このターンに出した【突進】持ちのフォロワーで相手リーダーを攻撃できる?", "no"),
        ("さっき出したばかりの攻撃力3のフォロワーで相手リーダーを攻撃できる?", "no"),
        ("前のターンからいる【突進】持ちで相手リーダーに行ける?", "yes"),
        ("今出した【突進】持ちのフォロワーで、相手のアクト状態のフォロワーに殴りに行ける?", "yes"),
    ],
)
def test_12_10_2_a_rush_follower_played_this_turn_attacks_followers_only(question: str, value: str) -> None:
    assert answered(question) == value


# ----- 8.4.7 / 12.3.4: 「攻撃宣言してきた」 is the opponent's attack; 「【クイック】持ちのスペル」 is a spell
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のフォロワーが俺のリーダーに攻撃宣言してきた。手札に【クイック】持ちのスペルがあってPPも残してある。"
            "ダメージ入る前にこれ撃てる?",
            "yes",
        ),
        ("相手のフォロワーが自分のリーダーに攻撃宣言してきた。手札の【クイック】のスペルを撃てる?", "yes"),
        (
            "相手のフォロワーが自分のリーダーに攻撃宣言してきた。手札の【クイック】を持たないスペルを撃てる?",
            "no",
        ),
    ],
)
def test_12_3_4_a_quick_card_answers_an_attack_declared(question: str, value: str) -> None:
    assert answered(question) == value


# ----- 4.4.4.1 / 4.4.4.2: followers and amulets counted apart fill one field -------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "場の上限って5枚だよね。今自分の場にフォロワー2体とアミュレット1枚がある状態で、「フォロワートークンを3体"
            "出す」効果を使ったら、実際に何体出てくる?",
            [2],
        ),
        ("自分の場にフォロワー2体とアミュレット2つ。「トークンを2体出す」を使ったら何体出る?", [1]),
        (
            "自分の場にフォロワー3体、アミュレット2枚が並んでる。PPは余ってるんだけど、手札からもう1体フォロワー出せる?",
            "no",
        ),
    ],
)
def test_4_4_4_1_field_counts_of_each_kind_add_up(question: str, value: Any) -> None:
    assert answered(question) == value


# ----- 7.4.7: the turn player alone discards to the hand limit (「上限7枚」 restates the rule) -------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターンのエンドフェイズ。非ターンプレイヤーの俺は手札が9枚ある。上限7枚だけど、このタイミングで何枚"
            "捨てる必要ある?",
            [0],
        ),
        ("自分のターンのエンドフェイズで手札が9枚。上限は7枚。何枚捨てる?", [2]),
        ("エンドフェイズに自分の手札が10枚ある。手札の上限って7枚だよね。何枚捨てる?", [3]),
    ],
)
def test_7_4_7_the_hand_limit_restated_is_no_count(question: str, value: list[int]) -> None:
    stated = answered(question)
    assert stated is not None and value[0] in stated


# ----- 12.13.3: a 【ドレイン】 given by an effect to a follower that has one is a single 【ドレイン】
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリーダー体力9。元から【ドレイン】持ってる攻撃力4のフォロワーに、別のカードの効果でさらに【ドレイン】を"
            "付けた。これで相手リーダーを殴ってダメージが通ったら、自分のリーダー体力いくつになる?",
            13,
        ),
        (
            "自分のリーダーの体力は5。【ドレイン】持ちの攻撃力2のフォロワーに、スペルの効果で【ドレイン】を与えた。"
            "相手リーダーを攻撃した。自分のリーダーの体力は?",
            7,
        ),
        (
            "自分のリーダーの体力は5。【ドレイン】持ちの攻撃力2のフォロワーに、別のカードの効果で【ドレイン】を付けた。"
            "そのフォロワーで相手リーダーを攻撃した。自分のリーダーの体力はいくつ?",
            7,
        ),
    ],
)
def test_12_13_3_two_drains_heal_once(question: str, value: int) -> None:
    stated = answered(question)
    assert stated is not None and stated[0] == value
