"""ニンジャスレイヤーTCG: the round-7 adversarial audit of the plans that replaced the retired builders
(issue 11). Each question is ours, worded apart from the seen batches; its right answer is worked out
from the rulebook by hand. A stated verdict must be that answer; withheld is always acceptable. The
traps the audit found stated wrong are checked again over several wordings and must be withheld or right.

Clauses: 303.1a / 704.3a-1 / 704.5 / 502.2a (who may アイサツ), 704.4 (the アイサツ対象 is the opponent
or the opponent's character), 705.3a-1 / 1402.2 / 1402.3 (インターラプト once per turn), 502.3a /
1002.2 (the draw and an empty デッキ), 1002.1 / 103.3 (defeat, both at once), 502.4a (one エテル),
1312.1 / 1404.2 (paying コスト and the optional タツジン・コスト), 1320.1a (ジツ), 1321.2 (a countered
コトダマ's エテル stays bowed), 1004.1 / 1303.2 / 505.3a (a character's damage), 706.4a / 706.4b.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


def _right(value: Any, right: Any) -> bool:
    """The stated value against the rulebook's answer: 'yes'/'no', a bool (killed?), an int (a count
    asked: the last number of the value), or ('winner', side) for who wins."""
    if isinstance(right, tuple):
        if isinstance(value, dict):  # 「どうなる?」: the game's status, no winner while it goes on
            return bool(value.get("winner") == right[1])
        return bool(value == ("none" if right[1] is None else right[1]))
    if isinstance(right, bool):
        return value is right
    if isinstance(right, int):
        return isinstance(value, list) and bool(value) and value[-1] == right
    return bool(value == right)


def _withheld_or_right(question: str, right: Any) -> None:
    stated, value = _verdict(question)
    assert not stated or _right(value, right), (question, value, right)


# --- 303.1a / 704.3a-1 / 704.5 / 502.2a: which character may アイサツ ------------------------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("このターンに出したばかりのキャラでアイサツできる?", "yes"),
        ("俺が今出したキャラ、すぐアイサツいける?", "yes"),
        ("自分のキャラがこのターンすでに一度アイサツした。もう一度アイサツできる?", "no"),
        ("こっちのキャラで相手にアイサツした後、同じキャラでもう1回アイサツできる?", "no"),
        ("自分のキャラが2回目のアイサツをできる?", "no"),
        ("前のターンにアイサツしてオジギしたキャラで、次の自分のターンにアイサツできる?", "yes"),
        ("自分のキャラがオジギ状態。このターンにアイサツできる?", "no"),
        ("前の自分のターンにアイサツしたキャラ、相手のターンにアイサツできる?", "no"),
    ],
)
def test_303_1a_704_3a_1_the_attacker_must_stand(question: str, right: str) -> None:
    _withheld_or_right(question, right)


# --- 704.4: the アイサツ対象 is the opponent or the opponent's character (audit: stated 'yes') ------


@pytest.mark.parametrize(
    "question",
    [
        "このターンに出したキャラで自分のキャラにアイサツできる?",
        "今出したキャラで、こっちの別のキャラにアイサツできる?",
        "このターンにエントリーしたキャラで自分にアイサツできる?",
        "うちのキャラ、このターンに出したやつで、うちの別のキャラへアイサツしていい?",
    ],
)
def test_704_4_an_own_target_is_never_planned_as_the_opponent(question: str) -> None:
    _withheld_or_right(question, "no")


# --- 705.3a-1 / 1402.2 / 1402.3: インターラプト once per turn ---------------------------------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        (
            "インターラプトを持つ自分のキャラで、このターンすでにアイサツ対象を自分に変えた。"
            "2回目のアイサツでもう一度インターラプトできる?",
            "no",
        ),
        ("インターラプト持ちのキャラでこのターン一度対象を変更した。次のアイサツにも使える?", "no"),
        (
            "インターラプト・カイゼンをこのターン1回使ったキャラで、相手の2回目のアイサツの対象を変えられる?",
            "no",
        ),
        (
            "相手のインターラプト持ちのキャラは、このターンもう対象を変えた。俺の2体目のアイサツの対象を変えられる?",
            "no",
        ),
        ("相手のインターラプト・カイゼン持ちが、相手の別のキャラへのアイサツを引き受けられる?", "yes"),
    ],
)
def test_705_3a_1_an_interrupt_changes_the_target_once_per_turn(question: str, right: str) -> None:
    _withheld_or_right(question, right)


# --- 502.3a / 1002.2: the draw, and a デッキ at 0 loses at once -------------------------------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("自分のターン開始時、デッキが1枚。どうなる?", ("winner", "opponent")),
        ("俺のターンが来た。デッキは2枚。負ける?", ("winner", "opponent")),
        ("自分のデッキが2枚の状態で自分のターンが始まった。どうなる?", ("winner", "opponent")),
        ("デッキ２枚で自分のターン開始。ドローしたら負け?", ("winner", "opponent")),
        ("自分のターンになった。デッキは残り5枚。勝敗は?", ("winner", None)),
        ("自分のターンのドロー・ステップでデッキ3枚。何枚ドローする?", 2),
        ("先攻の最初のターン、ドローは何枚?", 1),
        ("後攻の最初のターンは何枚ドローする?", 2),
        ("自分の2ターン目が始まった。手札は3枚。ドロー・ステップのあと手札は何枚?", 5),
        ("先攻の最初のターン、手札5枚から始めた。ドロー後の手札は?", 6),
        ("3ターン目、自分の手札4枚。ドロー・ステップ後は何枚?", 6),
        ("自分の3ターン目。手札は4枚。エテル・ステップで1枚置いたら手札は?", 5),
        ("自分の手札が2枚。コトダマで2枚ドローした。手札は何枚?", 4),
        ("相手のデッキは1枚。工作力2のキャラでアイサツした。どうなる?", ("winner", "self")),
    ],
)
def test_502_3a_1002_2_the_draw_and_an_empty_deck(question: str, right: Any) -> None:
    _withheld_or_right(question, right)


# --- 1002.1 / 1002.2 / 103.3: who has lost; a count listed after 相手の is the opponent's --------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("相手のダメージ・ゾーンが10枚になった。どうなる?", ("winner", "self")),
        ("自分のダメージゾーンは9枚。負け?", ("winner", None)),
        ("相手のデッキが0枚になった。勝ち?", ("winner", "self")),
        ("お互いのダメージ・ゾーンが10枚。自分のターン。どうなる?", ("winner", "opponent")),
        ("お互いのデッキが0枚。相手のターン。勝つのは?", ("winner", "self")),
        ("相手のダメージゾーン10枚、自分のデッキ0枚。自分のターン。どうなる?", ("winner", "opponent")),
        # audit: 「デッキ0枚」 listed after 相手の had been the asker's deck (stated the opponent wins)
        ("相手のダメージゾーン9枚、デッキ0枚。どうなる?", ("winner", "self")),
        ("相手のダメージ・ゾーンは3枚、デッキ0枚。勝者は?", ("winner", "self")),
        ("向こうのダメゾ5枚・デッキ0枚。こっちが勝ってる?", ("winner", "self")),
        ("自分のダメージゾーン9枚、デッキ0枚。どうなる?", ("winner", "opponent")),
    ],
)
def test_1002_who_has_lost(question: str, right: Any) -> None:
    _withheld_or_right(question, right)


# --- 502.4a: one card into the エテル ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("エテル・ステップでエテルを2枚置ける?", "no"),
        ("エテル・ステップで手札から1枚エテルに置ける?", "yes"),
    ],
)
def test_502_4a_one_card_into_the_etel(question: str, right: str) -> None:
    _withheld_or_right(question, right)


# --- 1312.1 / 1404.2 / 1320.1a: paying from the エテル and the ダメージ・ゾーン ------------------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        (
            "エテル・ゾーンにアンタイ・オジギのカードが3枚、オジギのカードが2枚。コスト4のキャラを出せる?",
            "no",
        ),
        ("エテルが５枚全部縦。コスト３のキャラ出したあとコスト２のコトダマも撃てる?", "yes"),
        ("エテル4枚のうち2枚がオジギ状態。コスト2のキャラをエントリーできる?", "yes"),
        ("エテル３枚で、コスト２のキャラとコスト２のキャラを続けて出せる?", "no"),
        ("ダメージゾーン5枚のうち3枚が裏向き。ジツ3のコストを払える?", "no"),
        ("コスト2でタツジン2のキャラ。エテル3枚だとタツジン払って出せる?", "no"),
        ("エテル４枚。コスト３でタツジン・コストが１のキャラ、タツジン込みでエントリーできる?", "yes"),
    ],
)
def test_1312_1_costs_are_paid_from_standing_etel(question: str, right: str) -> None:
    _withheld_or_right(question, right)


@pytest.mark.parametrize(
    "question",
    [
        # audit: stated 'yes' paying the コスト alone — whether the タツジン・コスト is paid decides
        "タツジン・コスト2、コスト3のキャラをエテル4枚でタツジン込みで出せる?",
        "コスト2、タツジン2のキャラ。エテル3枚。タツジンありで出せる?",
        "エテル5枚、コスト3でタツジン・コスト3のキャラ。タツジン込みで出せるか?",
    ],
)
def test_1404_2_an_untold_tatsujin_choice_is_not_assumed(question: str) -> None:
    stated, _value = _verdict(question)
    assert not stated


# --- 1321.2: a countered コトダマ's エテル stays bowed — the state asked is the one counted ------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # audit: 「何枚オジギしてる?」 had been answered with the standing count
        ("エテル3枚でコスト3のコトダマを撃ったが打ち消された。エテルは何枚オジギしてる?", 3),
        ("エテル5枚でコスト2のコトダマを撃ったが打ち消された。エテルは何枚オジギしてる?", 2),
        ("エテル5枚からコスト2のコトダマを使ったら打ち消された。縦のエテルは何枚?", 3),
        (
            "エテル4枚でコスト1のコトダマをエントリー、相手に打ち消された。アンタイ・オジギのエテルは何枚残る?",
            3,
        ),
    ],
)
def test_1321_2_the_state_asked_is_counted(question: str, right: int) -> None:
    _withheld_or_right(question, right)


def test_1321_2_a_count_without_a_state_is_not_planned() -> None:
    stated, _value = _verdict("エテル4枚でコスト1のコトダマをエントリー、相手に打ち消された。エテルは何枚?")
    assert not stated


# --- 1004.1 / 1303 / 505.3a / 706.4: a character's damage -----------------------------------------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("自分の耐久力3のキャラに、このターン1ダメージと1ダメージを与えた。殺される?", False),
        ("耐久力5のキャラが+0/+2を得てから6ダメージを受けた。殺される?", False),
        (
            "自分の耐久力3のキャラが2ダメージを受けた。ターンが終わって次のターンにまた2ダメージ受けた。殺される?",
            False,
        ),
        ("カラテ2のキャラで耐久力2の相手キャラにアイサツした。アイサツしたキャラは殺される?", False),
        (
            "自分のカラテ3のキャラが相手のカラテ4・耐久力2のキャラにアイサツした。自分のキャラは殺される?",
            False,
        ),
        ("相手のカラテ1のキャラが、俺の耐久力1のキャラにアイサツしてきた。俺のキャラは死ぬ?", True),
        (
            "工作力3のキャラで相手にアイサツしたが、相手のインターラプトを持つ耐久力2のキャラに対象を変えられた。"
            "カラテは1。相手のキャラは殺される?",
            False,
        ),
    ],
)
def test_1004_1_a_character_is_killed_at_its_durability(question: str, right: bool) -> None:
    _withheld_or_right(question, right)


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("カラテ3、工作力1の自分のキャラで相手にアイサツした。相手のダメージ・ゾーンは何枚増える?", 1),
        (
            "相手のダメージ・ゾーンは9枚。工作力2のキャラで相手にアイサツ。ウケミなし。勝てる?",
            ("winner", "self"),
        ),
        (
            "工作力２のキャラが相手にアイサツし、ダメージチェックで2枚ともウケミなし。相手のダメゾは何枚?元は０枚",
            2,
        ),
        ("相手のダメージゾーンが8枚。コトダマで相手に2ダメージ。ウケミ無し。勝てる?", ("winner", "self")),
        ("自分のダメージゾーン9枚。1回復するコトダマを使った。ダメージゾーンは何枚?", 8),
    ],
)
def test_706_4a_1003_2_damage_to_a_player(question: str, right: Any) -> None:
    _withheld_or_right(question, right)


# --- reading: a count listed after another player's count is that player's -----------------------


@pytest.mark.parametrize(
    ("question", "owner"),
    [
        ("相手のダメージゾーン9枚、デッキ0枚。どうなる?", "opponent"),
        ("向こうのダメゾ5枚・デッキ0枚。こっちが勝ってる?", "opponent"),
        ("自分のダメージ・ゾーンは3枚、デッキ0枚。勝者は?", "self"),
        ("相手のダメージゾーン9枚。デッキ0枚。どうなる?", None),  # a sentence between: not listed
    ],
)
def test_1002_2_a_listed_count_shares_the_owner_word(question: str, owner: str | None) -> None:
    deck = [f for f in read(question, GAME).of(Role.QUANTITY) if f.concept == "deck"]
    assert [f.owner for f in deck] == [owner]


# --- 705.3a-1: a change told NOT done this turn is no first use (audit: stated refused) -----------


@pytest.mark.parametrize(
    "question",
    [
        "インターラプトを持つ相手のキャラはこのターンまだ対象を変えていない。俺のアイサツの対象を変えられる?",
        "相手のインターラプト持ちは、このターン対象を変えなかった。次の俺のアイサツで対象を変えられる?",
        "インターラプト持ちの自分のキャラ、このターンはまだアイサツ対象を自分に変更していない。"
        "相手のアイサツの対象を変えられる?",
        "インターラプトのあるこっちのキャラ、今ターンは対象を変えずにいた。相手のアイサツを引き受けられる?",
    ],
)
def test_705_3a_1_a_change_denied_is_not_a_first_use(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "yes"
    acts = [f.concept for f in read(question, GAME).of(Role.ACTION) if not f.negated]
    assert acts[0] == "unused_this_turn"  # the denied change (「引き受けられる?」 after it is asked)


@pytest.mark.parametrize(
    "question",
    [
        "インターラプトを持つ自分のキャラで、相手のアイサツを引き受けられる?",
        "こっちのインターラプト持ちで相手のアイサツを引き受けられる?",
        "インターラプト・カイゼン持ちのうちのキャラ、相手のアイサツを引き受けられる?",
    ],
)
def test_705_3a_1_the_asked_change_is_no_first_use(question: str) -> None:
    """「引き受けられる?」 is the change asked, never a change told done before it."""
    stated, value = _verdict(question)
    assert not stated or value == "yes"


# --- more of the audit: アイサツ and its damage checks, サツバツ, ±X/±Y, the turn's first steps --------


@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("相手の耐久力4のキャラが-0/-2を得た。そこに俺のカラテ2のキャラでアイサツ。倒せる?", True),
        (
            "自分のカラテ2のキャラが+1/+1を得て、相手の耐久力3のキャラにアイサツした。相手のキャラは殺される?",
            True,
        ),
        ("耐久力2の俺のキャラに、相手がカラテ2でアイサツ。俺のキャラはどうなる?", True),
        ("相手がサツバツ持ちの耐久力5のキャラ。カラテ2でアイサツしたら、アイサツしたキャラはどうなる?", True),
        ("俺のカラテ1のキャラで、相手のサツバツ持ち(耐久力4)にアイサツした。俺のキャラは死ぬ?", True),
        (
            "相手のキャラがアイサツしてきた(工作力3)。俺のダメージゾーンは7枚。ウケミなし。負ける?",
            ("winner", "opponent"),
        ),
        (
            "相手の工作力1のキャラのアイサツ、自分のダメージゾーンは9枚。ウケミは無し。どうなる?",
            ("winner", "opponent"),
        ),
        (
            "相手のダメージゾーン7枚。俺の工作力2のキャラでアイサツ。1枚目のチェックはウケミ無し。どうなる?",
            ("winner", None),
        ),
        (
            "相手のダメゾ９枚。工作力１のキャラでアイサツした。めくった1枚はウケミなし。勝った?",
            ("winner", "self"),
        ),
        (
            "自分の工作力2のキャラと工作力1のキャラで相手にアイサツ。相手のダメージゾーン7枚。全部ウケミなし。勝てる?",
            ("winner", "self"),
        ),
        ("こっちの2ターン目。手札2枚からスタート。ドローした後の手札は?", 4),
        ("先攻1ターン目。手札5枚でスタート。エテル・ステップで1枚置いた。手札は?", 5),
        ("自分のターンが始まった。手札4枚、デッキ1枚。どうなる?", ("winner", "opponent")),
        ("自分のターン開始時、デッキは2枚で、手札は0枚。ドロー後の手札は?", 2),
    ],
)
def test_706_4_1403_2_502_3a_more_of_the_audit(question: str, right: Any) -> None:
    _withheld_or_right(question, right)


@pytest.mark.xfail(
    reason="open (builder scenarios/ninjaslayer_turns.build_turn_start): its default hand 4 matches the told "
    "hand 4 it never read, and the verdict takes the count drawn (2) for 「ドロー後何枚?」",
    strict=False,
)
@pytest.mark.parametrize(
    "question",
    [
        "手札は開始時に4枚。自分の3ターン目のドロー後は何枚?",
    ],
)
def test_502_3a_the_hand_after_the_draw_is_asked(question: str) -> None:
    _withheld_or_right(question, 6)


def test_502_3a_the_hand_after_the_draw_is_asked_with_the_turn_first() -> None:
    """Was open with the one below; withheld or right (6) since round 8's first-turn and draw reading."""
    _withheld_or_right("先攻2ターン目の手札は、開始時4枚ならドロー後何枚?", 6)
