"""ONE PIECE CARD GAME round-12b precision audit (issue 11) of round 12's coverage code (84573a0,
5202541, c9314d5, 5262823, a15d451, e26cf6b, 2163d99, c800e2b, 00aac31, 4ebf4ad, b138efa, 89dc9b3,
bcf1595) and of the plans widened to take over the old builders (dc1930f, 5a9ae49, 9d897c2, 0c51cc1,
97968bf): own adversarial questions (`data/onepiece_audit12b.jsonl`: `rule` names the deciding
clause, an empty `accept` says the question must be withheld, `open` marks a wrong verdict left
open, `note` a right value with a conclusion left open). On a copy of HEAD 15bceac (with the other
helpers' uncommitted work of the moment) the first 138 questions had 51 stated verdicts, 23 of them
wrong; with the fixes below, 29 stated, 1 wrong. 16 more on the retire helper's later commits
(11fdf6d, ae72e3b, 162984b: the winner answer leading the battle plan's conclusion) had 12 stated / 2
wrong, now 11 / 1. Both left open (xfail) are the onepiece.attack builder's untold defaults deciding:
its documented leader power 5000 (「…向こうのリーダーにアタック。勝てる?」) and the engine's life
(「…相手リーダーにアタックした。負けるよね?」 stated 'none').

* 6-5-5-4 / 1-2-3: the other player's count asked — 「相手のアクティブのドン!!は何枚?」 over the asker's
  told 2, 「相手のデッキは何枚?」 over a draw whose conclusion names only the life's 0 — had been stated
  with the asker's number: plans/onepiece_ko_don withholds the other player's DON!! asked, and a
  number taken from a conclusion sentence that names another zone than the asked one is withheld
  (reading/verdict `_another_zone`).
* 7-1-4-1-1-2: 「友達のライフは?」 (the friend attacked the asker) had been stated with the asker's
  life: a third person's count is no seat's (reading/quantity, reading/concluded).
* 2-7-2: 「アクティブのドン!!は何枚減る?」 had been stated with the count after the payments
  (「支払い後の…は1枚です」); 「何枚残る?もし2体だったら?」 with the first case's count
  (reading/asked_twice: a later ask of a supposed case); 「コスト2のキャラを1体出したら」 had been run as
  1 character standing + 1 played (plans/onepiece_area: the count played is no count standing).
* 10-1-4-1 / 7-1-2-1: 「相手のブロッカーでブロックできる?」 had been answered of the asker's own rested
  【ブロッカー】; 「ブロッカーAで止めた。Bでもブロックできる?同じバトルで。」 stated 'yes' (a run of one
  block): plans/onepiece_block_guard (in place of can_block) withholds another 【ブロッカー】 card or
  a block told besides that the asked one names as another.
* 6-4-1: 「相手は自分のターンにこれ出せますか?」 had been stated of the asker's first-turn play
  (plans/onepiece_play: the other player named as the asking clause's subject withholds).
* 7-1-4-1: 「相手ライフ0。…相手のレストのキャラにアタック。バトルに勝てる?」 had been stated 'none' (no
  game winner yet) for an attack that wins its battle: a battle asked by name with the game going on
  withholds (reading/verdict).
* 5-2-1-6: 「マリガンしたのは相手。俺もう一回引き直せる?」 had been stated 'no' (the cleft's player
  read as the asker): plans/onepiece_mulligan reads the player named after the act.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "onepiece"
_ROWS = rows("onepiece_audit12b")


def _param(row: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=row["open"])] if row.get("open") else []
    return pytest.param(row, marks=marks)


@pytest.mark.parametrize("row", [_param(r) for r in _ROWS], ids=[f"a12b-{i:03d}" for i in range(len(_ROWS))])
def test_audit12b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


@pytest.mark.parametrize(
    "question",
    [
        "ドン!!を3枚付けてアタックさせた自分のキャラが、相手の【カウンター】イベントでKOされた。アクティブのドン!!は2枚。相手のアクティブのドン!!は何枚?",
        "ドン!!を2枚付けてアタックさせた自分のキャラが、相手の【カウンター】イベントでKOされた。アクティブのドン!!は1枚残ってた。向こうのアクティブのドン!!って何枚?",
        "ドン!!を3枚付けてアタックさせた自分のキャラが、相手の【カウンター】イベントでKOされた。アクティブのドン!!は2枚。相手のレストのドン!!は何枚?",
    ],
)
def test_op_6_5_5_4_the_other_players_don_asked_is_not_the_askers(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "同時に、自分の山札が0枚、相手はライフ0でリーダーがダメージを受けた。相手のデッキは何枚?",
        "同時に、自分の山札が0枚、相手はライフ0でリーダーがダメージを受けた。相手の手札は何枚?",
        "同時に、お互いの山札が0枚になった。相手のライフは何枚?",
    ],
)
def test_op_1_2_3_a_count_no_conclusion_names_is_not_answered(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_1_2_3_the_told_count_asked_still_decides() -> None:
    question = (
        "ちょうど同じタイミングで、自分は山札が0枚、相手はライフ0でリーダーがダメージを受けた。"
        "自分の山札は何枚?"
    )
    assert verdict(question, GAME) == (True, [0])


@pytest.mark.parametrize(
    "question",
    [
        "友達のパワー6000のキャラが、俺のリーダー(パワー5000)にアタックしてきた。ブロックもカウンターもしなかった。俺のライフ3枚。友達のライフは?",
        "Aさんのパワー6000のキャラが、俺のリーダー(パワー5000)にアタックしてきた。ブロックもカウンターもしなかった。俺のライフ3枚。Aさんのライフは何枚?",
        "あいつのパワー6000のキャラが俺のリーダー(パワー5000)にアタック。ブロックもカウンターもなし。俺のライフは3枚。あいつのライフは?",
    ],
)
def test_op_7_1_4_1_1_2_a_third_persons_count_is_not_the_askers(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_7_1_4_1_1_2_the_askers_count_still_decides() -> None:
    question = (
        "友達のパワー6000のキャラが、俺のリーダー(パワー5000)にアタックしてきた。"
        "ブロックもカウンターもしなかった。俺のライフ3枚。何枚になる?"
    )
    assert verdict(question, GAME) == (True, [2])


@pytest.mark.parametrize(
    ("question", "change"),
    [
        ("アクティブのドン!!が7枚。コスト2のキャラを3体続けて出した。アクティブのドン!!は何枚減る?", 6),
        ("アクティブのドン!!が6枚。コスト2のキャラを2体続けて出した。アクティブのドン!!は何枚減る?", 4),
        ("アクティブのドン!!が6枚。コスト2のキャラを1体出したら、アクティブのドン!!は何枚減る?", 2),
    ],
)
def test_op_2_7_2_a_change_asked_is_not_the_count_after_the_payment(question: str, change: int) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == [change]


@pytest.mark.parametrize(
    "question",
    [
        "アクティブのドン!!が7枚。コスト2のキャラを3体続けて出したら、アクティブのドン!!は何枚残る?もし2体だったら?",
        "アクティブのドン!!が7枚。コスト2のキャラを3体出したら、アクティブのドン!!は何枚?じゃあ2体なら?",
        "アクティブのドン!!が6枚。コスト2のキャラを2体出したら、アクティブのドン!!は何枚残る?もしコスト3だったら?",
        "リーダーでアタックしてバトル終わったあと、手札のキャラ出せる?仮にアクティブのドン!!が0枚の場合は?",
    ],
)
def test_op_2_7_2_a_supposed_case_asked_after_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "俺のターンに【ブロッカー】持ちキャラでアタックしてレストにした。相手のターンになって相手がリーダーを殴ってきた。相手のブロッカーでブロックできる?",
        "自分のターンに【ブロッカー】持ちのキャラでアタックしてレストにした。相手のターンになって相手がリーダーを殴ってきた。相手の【ブロッカー】持ちのキャラでブロックできる?",
        "自分のターンに【ブロッカー】持ちのキャラでアタックしてレストにした。相手のターンになって相手がリーダーを殴ってきた。向こうのブロッカーでブロックできる?",
    ],
)
def test_op_7_1_2_1_the_attacking_players_blocker_asked_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "相手のアタックをブロッカーAで止めた。Bでもブロックできる?同じバトルで。",
        "相手のアタックをブロッカーで止めた。別のキャラでもブロックできる?",
        "相手のアタックをブロッカーAで止めた。ブロックをもう1回できる?",
    ],
)
def test_op_7_1_2_1_a_block_told_beside_the_asked_one_is_not_allowed(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "先攻の1ターン目、手札にコスト2のキャラがある。相手は自分のターンにこれ出せますか?",
        "後攻の1ターン目、アクティブのドン!!は2枚。友達はコスト3のキャラ出せますか?",
        "先攻の1ターン目。コスト2のキャラ、向こうは次のターンで出せる?",
    ],
)
def test_op_6_4_1_the_other_players_play_asked_is_not_the_askers(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or (value == "yes" and "友達" not in question)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マリガンしたのは相手。俺もう一回引き直せる?", "yes"),
        ("引き直したのは向こう。こっちはもう一回引き直せる?", "yes"),
        ("マリガンしたのは相手だけ。俺はもう一回マリガンできる?", "yes"),
    ],
)
def test_op_5_2_1_6_a_redraw_told_in_a_cleft_is_that_players(question: str, value: str) -> None:
    stated, got = verdict(question, GAME)
    assert not stated or got == value


@pytest.mark.parametrize(
    "question",
    ["マリガンしたのは俺。もう一回引き直せる?", "マリガンしたのは自分。自分はもう一回マリガンできる?"],
)
def test_op_5_2_1_6_the_askers_own_redraw_in_a_cleft_is_refused(question: str) -> None:
    assert verdict(question, GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "アクティブのドン!!が6枚。コスト2のキャラを1体出したら、キャラは何体?",
        "アクティブのドン!!が6枚。コスト2のキャラを1体出したら、キャラエリアのキャラは何体?",
        "コスト2のキャラを1体だけ出した。アクティブのドン!!は6枚だった。キャラエリアのキャラは何体?",
    ],
)
def test_op_3_7_6_a_count_played_is_no_count_standing(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("キャラが3体いるところにキャラを1体出したら、キャラエリアのキャラは何体?", 4),
        ("キャラエリアにキャラが2体。コスト2のキャラを1体出した。キャラは何体?", 3),
    ],
)
def test_op_3_7_6_a_count_standing_told_still_decides(question: str, count: int) -> None:
    assert verdict(question, GAME) == (True, [count])


@pytest.mark.parametrize(
    "question",
    [
        "相手ライフ0。俺のパワー5000のキャラで相手のレストのキャラ(パワー3000)にアタック。バトルに勝てる?",
        "相手のライフは2枚。パワー5000のキャラで相手のレストのキャラ(パワー6000)にアタックした。バトルに負ける?",
        "相手ライフ3。自分のパワー7000のキャラで相手リーダー(パワー5000)にアタック。バトルで勝てる?",
    ],
)
def test_op_7_1_4_1_a_battle_asked_by_name_is_not_the_games_winner(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value != "none"


def test_op_7_1_4_1_1_1_a_battle_asked_while_the_game_ends_keeps_the_winner() -> None:
    question = "相手のライフは0枚。パワー6000のキャラで相手リーダー(5000)にアタックしたらバトルに勝てる?"
    assert verdict(question, GAME) == (True, "self")
