"""ONE PIECE CARD GAME round-10b precision audit (issue 11) of this round's coverage code (d2ba713,
7ea6af6, 136e2f3 + 44cb66f, 6c0db2c, f11d072, 5c1ae50): own adversarial questions, each stated verdict
checked by hand against the rulebook (`data/onepiece_audit10b.jsonl`: `rule` names the deciding clause;
an empty `accept` says the question must be withheld). On a clean export of 4eb5020 the 171 questions
had 89 stated verdicts, 26 of them wrong; with the fixes below, 55 stated, 0 wrong:

* 10-1-5-1 / 10-1-3-1: 「相手の【バニッシュ】キャラ(パワー3000)に自分のリーダー(パワー5000)が殴られた。
  めくれたライフが【トリガー】付き。発動できる?」 and 「ライフに【トリガー】あるけど使える?」 (4000 vs 5000)
  were stated 'yes' by the attack builder: its 'can' is the attack's permission, not the 【トリガー】's.
  Now a 【トリガー】 use asked is answered there only by a 【バニッシュ】 attack the told powers make hit
  ('no'); otherwise withheld.
* 2-7-2: 「アクティブのドン!!が5枚。そのうち2枚はレスト。コスト4のキャラを出せる?」 was stated 'yes' (5
  active and 2 rested): a rested part (うち) of the active count withholds (3 active, or a contradiction).
* 2-7-2 / 3-7-6-1: 「キャラ5体。コスト4のキャラを出したい。ドン!!はないけど出せる?」 was stated 'yes' (the
  payment assumed): DON!! or a payment told in words the count readers do not take withholds.
* 10-2-13-3 / 9-2-1-2: 「もし2体目がいなかったら、もう一回使える?」 ('yes') and 「もしデッキがあと1枚多かっ
  たら負けてなかった?」 ('opponent') answered the told run: a hypothetical removing a told thing, or a
  count told shifted (あと1枚多かったら), is a branch no scenario holds (lexicon counterfactual).
* 6-4-1: 「先攻で俺の1ターン目。相手のコストエリアのドン!!は何枚?」 was stated 1 (the asker's count; the
  opponent has placed none yet): a zone of the player whose turn it is not (「相手の…」) withholds.
* 10-2-13-1: 「前のターンに1枚目の【ターン1回】の効果を使った。今のターンに1枚目の効果は使える?」 and the
  one-card 「前のターンに効果を使った。今のターンも使える?」 were stated 'no' (both uses run in one turn): a
  turn told other than the asker's own withholds (can_activate, one card and copies).
* 10-2-2-1 / 10-2-13-2: 「1枚目の効果をもう使った。2枚目は手札にある。2枚目の効果は使える?」 was stated 'yes'
  (both copies run on the field): a copy told off the field (手札/トラッシュ…) withholds.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "onepiece"
_ROWS = rows("onepiece_audit10b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a10b-{i:03d}" for i in range(len(_ROWS))])
def test_audit10b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


@pytest.mark.parametrize(
    "question",
    [
        "相手の【バニッシュ】キャラ(パワー3000)に自分のリーダー(パワー5000)が殴られた。めくれたライフが【トリガー】付き。発動できる?",
        "相手のキャラ(パワー3000)にうちのリーダー(パワー5000)がアタックされた。めくれたライフに【トリガー】がある。使える?",
        "向こうのキャラ(パワー4000)がこっちのリーダー(パワー5000)にアタックしてきた。ライフに【トリガー】あるけど使える?",
        "相手の【バニッシュ】キャラ(パワー3000)に自分のリーダー(パワー5000)がアタックされた。めくれたライフの【トリガー】を発動できる?",
    ],
)
def test_op_10_1_5_1_trigger_use_asked_is_not_the_attacks_permission(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "相手の【バニッシュ】キャラ(パワー6000)に自分のリーダー(パワー5000)がアタックされた。ライフの【トリガー】を発動できる?",
        "相手のキャラ(パワー5000)がこっちのリーダー(パワー5000)にアタックしてきた。(ちなみにそのキャラは【バニッシュ】持ち)めくれたライフが【トリガー】付き。発動できる?",
        "相手のバニッシュ持ち(パワー5000)のキャラが、自分のリーダー(パワー5000、ライフ3)にアタックしてきた。めくれたライフに【トリガー】があったら発動できる?",
    ],
)
def test_op_10_1_3_1_banished_hit_says_the_trigger_is_not_activated(question: str) -> None:
    assert verdict(question, GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "アクティブのドン!!が5枚。そのうち2枚はレスト。コスト4のキャラを出せる?",
        "アクティブのドン!!が5枚あるけど、そのうち2枚はキャラ出すのに使ってレストにした。コスト4のキャラ出せる?",
        "アクティブのドン!!が4枚。うち1枚はレスト。コスト4のキャラを出せる?",
    ],
)
def test_op_2_7_2_rested_part_of_the_active_count_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_2_7_2_active_and_rested_counted_apart_still_decide() -> None:
    question = "アクティブのドン!!が3枚、レストのドン!!が2枚。コスト4のキャラを出せる?"
    assert verdict(question, GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "キャラエリアにキャラ5体。コスト4のキャラを出したい。ドン!!はないけど出せる?",
        "キャラが5体いる。ドン!!は1枚も残ってない。6体目出せる?",
        "キャラエリアにキャラ5体。コスト2のキャラを出したいけどドン!!が足りない。出せる?",
    ],
)
def test_op_2_7_2_area_play_with_the_payment_told_in_words_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("キャラエリアにもうキャラが5体並んでる。コスト3のキャラを手札から出したい。出せる?", "yes"),
        ("キャラエリアにキャラが5体。アクティブのドン!!が2枚。コスト3のキャラを出せる?", "no"),
        ("キャラエリアにキャラ5体。手札からコスト1のキャラを出す。アクティブのドン!!は1枚。出せる?", "yes"),
    ],
)
def test_op_3_7_6_1_area_play_with_the_payment_unsaid_or_counted(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "同じキャラを2体並べてる。1体目の【ターン1回】効果はもう使った。もし2体目がいなかったら、もう一回使える?",
        "同じキャラが2体いる。片方で【ターン1回】の効果を使った。もしもう片方がいなかったら、まだ使える?",
        "ドローフェイズでデッキ最後の1枚を引いちゃった。もしデッキがあと1枚多かったら負けてなかった?",
        "自分のドローフェイズでデッキ最後の1枚を引いた。もしデッキがあと2枚多ければ、勝者は?",
    ],
)
def test_op_10_2_13_3_and_9_2_1_2_hypothetical_branches_are_withheld(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "同じキャラを2枚並べてる。1枚目の【ターン1回】の効果をもう使った。2枚目は手札にある。2枚目の効果は使える?",
        "同じキャラを2枚。片方の【ターン1回】効果は使った。もう片方はまだ手札の中。もう片方で使える?",
        "同じキャラ2体。1体目の【ターン1回】効果はもう使った。もう1体はさっきKOされてトラッシュに行った。もう1体の効果も使える?",
    ],
)
def test_op_10_2_2_1_a_copy_told_off_the_field_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "同じキャラを2枚並べてる。2枚目の【ターン1回】の効果をもう使った。1枚目の効果は使える?",
        "俺の場に同じキャラが２体。片方の【ターン１回】効果はもう使った。もう片方で使える?",
        "同じキャラ2体いて、1体目で【ターン1回】の効果を使った。もう1体の効果も使える?",
    ],
)
def test_op_10_2_13_2_each_copy_on_the_field_is_its_own_card(question: str) -> None:
    assert verdict(question, GAME) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "先攻で俺の1ターン目。相手のコストエリアのドン!!は何枚?",
        "後攻で自分の1ターン目。相手のコストエリアのドン!!は何枚?",
        "先攻の1ターン目。相手の手札は何枚?",
    ],
)
def test_op_6_4_1_the_other_players_zone_asked_in_a_first_turn_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("後攻で自分の1ターン目。コストエリアのドン!!は何枚?", 2),
        ("先攻で自分の1ターン目。自分のコストエリアのドン!!は何枚?", 1),
        ("先攻の１ターン目、ドン!!フェイズで何枚置く?", 1),
    ],
)
def test_op_6_4_1_the_turn_players_own_first_turn_don(question: str, count: int) -> None:
    assert verdict(question, GAME) == (True, [count])


@pytest.mark.parametrize(
    "question",
    [
        "同じキャラを2枚並べてる。前のターンに1枚目の【ターン1回】の効果を使った。今のターンに1枚目の効果は使える?",
        "同じキャラ2体。1体目の【ターン1回】効果はこの前の自分のターンに使った。今ターン、1体目でまた使える?",
        "【ターン1回】の【起動メイン】効果を持つキャラ。前のターンに効果を使った。今のターンも使える?",
    ],
)
def test_op_10_2_13_1_a_use_told_in_another_turn_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_10_2_13_3_a_use_this_turn_still_says_no() -> None:
    question = "【ターン1回】の【起動メイン】効果を持つキャラ。このターンに効果を使った。もう一度使える?"
    assert verdict(question, GAME) == (True, "no")
