"""Round-3 ニンジャスレイヤーTCG class tests for the turn (split from `test_ninjaslayer_probe3.py`, whose
`CHECKS` grade `data/probe3_ninjaslayer*.jsonl`): several entries in one turn and 「タツジンN」, bowed
characters this turn and the next, アイサツ on the first turn, the hand over a whole turn, and what an
アイサツ answer tells first. Each class is asked in several phrasings.
"""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from tests.service.answering.probes import ask_ninjaslayer as ask
from tests.service.answering.probes import cited as _cited
from tests.service.answering.probes import rejected_with_code as _refused
from tests.service.answering.probes import told_ninjaslayer as told


# ----- 1312.1 / 1404.2: several entries of one cost, 「タツジンN」 ---------------------------------------
@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("エテルが4枚全部縦向き。コスト2のキャラを2体続けて出せる?", ["c", "c2"]),
        ("アンタイ・オジギのエテル3枚でコスト2のキャラ2体出せる?", ["c"]),
        ("エテル6枚でコスト2のキャラを3体出せる?", ["c", "c2", "c3"]),
    ],
)
def test_ns_1312_1_the_same_cost_entered_again(question: str, field: list[str]) -> None:
    result, built = ask(question)
    assert result.uids("player1", "field") == field
    assert built.payload["player1"]["etel_bowed"] == 0  # 「アンタイ・オジギのエテル」 is not bowed エテル
    assert ("体とも出せます" in told(question)) is (len(field) > 1)


@pytest.mark.parametrize(
    ("question", "paid", "field"),
    [
        ("コスト2でタツジン2のキャラ。エテル3枚だとタツジン払って出せる?", False, ["c"]),
        ("タツジン1でコスト2のキャラ、エテル3枚でタツジンも払える?", True, ["c"]),
        ("タツジン-2のコスト1のキャラ、エテル2枚でタツジン払える?", False, ["c"]),
    ],
)
def test_ns_1404_2_tatsujin_written_with_its_number(question: str, paid: bool, field: list[str]) -> None:
    result, built = ask(question)
    assert built.payload["player1"]["hand"][0]["tatsujin"] > 0
    assert _cited(result, "1404.2", "declare") is paid
    assert result.uids("player1", "field") == field
    assert ("支払わなければ" in told(question)) is not paid


# ----- 502.2a / 704.3a-1 / 704.4: bowed characters, this turn and the next ----------------------------
@pytest.mark.parametrize(
    "question",
    [
        "前のターンにアイサツして横向きになったキャラ、次の自分のターンにまたアイサツできる?",
        "前のターンにオジギしたキャラって、次のターンもアイサツに使える?",
        "アイサツして横向きになったニンジャ、翌ターンにはまたアイサツできる?",
    ],
)
def test_ns_502_2a_a_character_bowed_last_turn_aisatsu_again(question: str) -> None:
    result, built = ask(question)
    assert _cited(result, "502.2a", "set_state") and not any(e.type == "rejected" for e in result.events)
    assert [e.data["attacker"] for e in result.events if e.type == "aisatsu"] == ["a"]
    # a negative ask (「できないんだっけ?」) is answered as asked, the possibility said once
    # (reading/polarity.py)
    summary = built.summarize(result).removeprefix("シミュレーション結果: ")
    assert summary.startswith(("できます。", "いいえ、できます。")) and "できます。できます" not in summary


def test_ns_704_3a_1_the_same_turn_is_still_refused() -> None:
    result, _ = ask("さっきアイサツしたキャラ、同じターンにもう一回アイサツ行けるっけ?")
    assert _refused(result, "bowed", "704.3a-1")


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手のキャラがオジギ状態(横向き)なんだけど、それでもアイサツ対象にできる?"
            " こっちはカラテ3で、相手は耐久力2。",
            True,
        ),
        ("オジギ状態の相手キャラ(耐久力1)に、カラテ1のキャラでアイサツできる?", True),
        ("横向きになってる相手のキャラ(耐久力3)にカラテ2でアイサツしたら?", False),
    ],
)
def test_ns_704_4_a_bowed_character_can_be_aimed_at(question: str, killed: bool) -> None:
    result, built = ask(question)
    assert built.payload["player2"]["field"][0]["bowed"] is True
    assert bool(result.uids("player2", "ohigan")) is killed
    assert "オジギ状態かどうかは問われません(704.4)" in built.summarize(result)


def test_ns_704_4_the_subject_of_aisatsu_taishou_is_the_target() -> None:
    mention = extract("相手のキャラがオジギ状態なんだけど、アイサツ対象にできる?").mentions[0]
    assert mention.role == "target"


@pytest.mark.parametrize(
    ("question", "turn"),
    [
        ("先攻の1ターン目からアイサツしていいの?", 1),
        ("先攻1ターン目ってアイサツできないんだっけ?", 1),
        ("後攻の1ターン目にアイサツできる?", 2),
    ],
)
def test_ns_704_3a_no_rule_holds_back_an_aisatsu_on_the_first_turn(question: str, turn: int) -> None:
    result, built = ask(question)
    assert built.payload["turn"] == turn and not any(e.type == "rejected" for e in result.events)
    # a negative ask (「できないんだっけ?」) is answered as asked, the possibility said once
    # (reading/polarity.py)
    summary = built.summarize(result).removeprefix("シミュレーション結果: ")
    assert summary.startswith(("できます。", "いいえ、できます。")) and "できます。できます" not in summary


# ----- 502.3a / 502.4a / 602: the hand over a whole turn ------------------------------------------------
@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "後攻1ターン目、ドローしてエテル・ステップでエテルに1枚置いて、コスト1のキャラを出したら手札は何枚?",
            4,
        ),
        ("先攻1ターン目、初手4枚からドローしてエテルに1枚置き、コスト1のキャラをエントリー。手札は何枚?", 3),
    ],
)
def test_ns_502_4a_hand_after_draw_etel_and_an_entry(question: str, hand: int) -> None:
    result, _ = ask(question)
    assert result.uids("player1", "field") == ["c"] and len(result.zone("player1", "hand")) == hand
    assert f"手札は{hand}枚です" in told(question)


def test_ns_502_3a_a_later_turn_does_not_invent_the_hand() -> None:
    assert "手札" not in told("先攻の2ターン目のドローって何枚?")
    assert "まだ敗北しません(1002.2)" in told("山札が3枚の時にドロー・ステップを迎えたらどうなる?")


# ----- 1002.1 / 706.4b: what is told first ---------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手の工作力３のキャラにアイサツされた。自分のダメージゾーンは５枚。どうなる?",
        "相手のダメージゾーンが4枚のとき工作力2でアイサツしたらどうなる?",
    ],
)
def test_ns_1002_1_a_stated_damage_zone_below_ten_is_answered(question: str) -> None:
    assert "まだ敗北しません" in told(question).split("。", 1)[0]


@pytest.mark.parametrize(
    "question",
    [
        "相手のカラテ5・耐久力1のキャラに、こっちのカラテ1のキャラでアイサツしたら返り討ちにあう?",
        "ｶﾗﾃ4のｷｬﾗで耐久力4の相手ｷｬﾗにｱｲｻﾂしたら相打ち?",
    ],
)
def test_ns_706_4b_counter_damage_questions_lead_with_no_counter_damage(question: str) -> None:
    assert "アイサツしたキャラクターは無傷" in told(question).split("。", 1)[0]


def test_ns_505_3a_stats_before_de_aisatsu_sareta_are_the_attackers() -> None:
    question = (
        "相手のターンにカラテ2でアイサツされた耐久力3の自分のキャラ、次の自分のターンでもダメージ残ってる?"
    )
    result, built = ask(question)
    assert built.payload["player1"]["field"][0]["karate"] == 2
    assert _cited(result, "505.3a", "damage") and not result.zone("player2", "ohigan")


# ----- second-batch classes: costs joined by と, エテル bowed last turn, a deck the question watches --
@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("エテルが5枚(全部アンタイ・オジギ)。コスト3とコスト2のキャラを両方出せる?", ["c", "c2"]),
        ("縦向きのエテル4枚で、コスト3とコスト2のキャラを出せる?", ["c"]),
        ("エテル3枚。コスト1とコスト2のキャラ、どちらも出せる?", ["c", "c2"]),
    ],
)
def test_ns_1312_1_two_costs_joined_by_to(question: str, field: list[str]) -> None:
    result, _ = ask(question)
    assert result.uids("player1", "field") == field


@pytest.mark.parametrize(
    "question",
    [
        "前のターンにオジギしたエテル2枚と、縦向きのエテル1枚がある。次の自分のターンにコスト3のキャラ出せる?",
        "前のターンに使ったエテルが2枚、残りの縦向きが1枚。次のターンでコスト3は出せる?",
    ],
)
def test_ns_502_2a_etel_bowed_last_turn_written_before_the_noun(question: str) -> None:
    result, built = ask(question)
    assert built.payload["player1"]["etel_bowed"] == 2 and result.uids("player1", "field") == ["c"]
    assert "(502.2a)" in built.summarize(result)


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("山札が残り4枚のとき、相手の工作力3のアイサツを受けたら負ける?", 1),
        ("相手の山札があと5枚。工作力2のキャラでアイサツしたら?", 3),
    ],
)
def test_ns_1002_2_a_stated_deck_above_zero_is_answered(question: str, left: int) -> None:
    assert f"デッキは残り{left}枚で0枚ではなく(1002.2)" in told(question)
