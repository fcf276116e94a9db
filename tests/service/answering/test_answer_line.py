"""The answer's first line says the stated verdict in the question's terms (service/answering/answer_line.py).

A number ask is answered in its own words with the number put in (「何枚減る?」 → 「1枚」), not by the
run's end state (「相手のライフは3枚です」); a can / destroyed / winner verdict as a fact, never はい/いいえ
(a 「破壊されない?」 would read a はい both ways).
"""

from __future__ import annotations

import pytest

from service.answering.answer_line import PREFIX, answer_line
from service.answering.plans import situate
from service.answering.reading.model import Verdict
from service.answering.reading.reader import read


def _line(question: str, game: str) -> str | None:
    gated, _ = situate(question, game)
    return answer_line(gated.accounting.verdict, gated.accounting.reading)


# 7-1-4-1-1-1 (onepiece): a leader hit loses one life card — the asked decrease, not the life left
@pytest.mark.parametrize(
    "question",
    [
        "ライフ4枚・パワー5000の相手リーダーにパワー7000のキャラでアタック、ブロックもカウンターも無し。相手のライフは何枚減る?",
        "相手リーダー(ライフ4、パワー5000)にパワー7000のキャラでアタックした。ブロックなし、カウンターなし。ライフ何枚減る?",
        "パワー7000のキャラで、ライフ4枚でパワー5000の相手リーダーにアタック。ブロックもカウンターもされなかったらライフは何枚減るの?",
    ],
)
def test_7_1_4_1_1_1_a_decrease_asked_is_the_decrease(question: str) -> None:
    assert _line(question, "onepiece") == f"{PREFIX}1枚"


# 12.8 (sve): a 【守護】 follower in アクト state must be the attack's target
@pytest.mark.parametrize(
    "question",
    [
        "相手の場に【守護】持ちのフォロワーがいる。自分のフォロワーで相手リーダーを攻撃できる?",
        "向こうの場に守護持ちフォロワーが1体。こっちのフォロワーでリーダーを殴れる?",
        "相手の場に【守護】を持つフォロワーがいるとき、自分のフォロワーで相手のリーダーに攻撃できますか?",
    ],
)
def test_12_8_a_can_verdict_is_said_as_a_fact(question: str) -> None:
    assert _line(question, "sve") == f"{PREFIX}できません"


# 1.2.1.1 (sve): a leader at 0 体力 or less loses
@pytest.mark.parametrize(
    "question",
    [
        "向こうの攻撃力5のフォロワーにリーダー殴られたら、こっちの体力４しか残ってないんだけど負け?",
        "自分のリーダーの体力が3のとき、相手の攻撃力4のフォロワーにリーダーを攻撃された。自分は負け?",
        "自分のリーダー体力2。相手が攻撃力3のフォロワーで自分のリーダーを攻撃してきた。負けますか?",
    ],
)
def test_1_2_1_1_a_winner_verdict_names_the_winner(question: str) -> None:
    assert _line(question, "sve") == f"{PREFIX}相手の勝ちです"


def test_a_withheld_or_what_happens_verdict_has_no_line() -> None:
    reading = read("どうなる?", "sve")
    assert answer_line(Verdict("number", None, False), reading) is None
    assert answer_line(Verdict("outcome", {"result": "ongoing"}, True), reading) is None


def test_destroyed_is_said_as_where_the_card_is_never_yes_or_no() -> None:
    reading = read("そのフォロワーは破壊されない?", "sve")
    assert answer_line(Verdict("destroyed", True, True), reading) == f"{PREFIX}そのカードは場を離れます"
    assert answer_line(Verdict("destroyed", False, True), reading) == f"{PREFIX}そのカードは場に残ります"


def test_numbers_go_into_their_asks_words_one_per_ask() -> None:
    reading = read("何枚引ける? 使えるPPはいくつ?", "sve")
    assert [f.concept for f in reading.asks()].count("number") == 2
    assert answer_line(Verdict("number", [1, 2], True), reading) == f"{PREFIX}1枚、2"
    # values that do not pair one to one with the number asks are said alone
    assert answer_line(Verdict("number", [3], True), reading) == f"{PREFIX}3"
