"""ONE PIECE CARD GAME round-10c precision audit (issue 11): own adversarial questions in the fifth
wave's styles — U untold deciding values, V perspective and third persons, W terse, X two asks — each
stated verdict checked by hand against the rulebook (`data/onepiece_audit10c.jsonl`: `rule` names the
deciding clause; an empty `accept` says the question must be withheld). On a clean export of bed1ab7
the 43 questions had 27 stated verdicts, 12 of them wrong (U 13/7/6, V 13/10/4, W 10/4/1, X 7/6/1);
with the fixes below, 18 stated, 2 wrong (open, below):

* 7-1-4-1 / 7-1-4-2: 「カウンター+2000を使ったら防げる?」 was stated 'yes' on a 7000-vs-7000 hit (the
  counter's permission): a can ask said of a result verb (防げる/しのげる/守れる) is the battle's result
  — 'no' when the run dealt damage or KO'd, 'yes' when the attack lost; 「耐えられる?」 (the battle or
  the game) withholds (`polarity.prevented`).
* 2-7-2 / 2-7-4: 「コスト4のキャラを出したい。出せる?」 was stated 'yes' (as many active DON!! as the
  cost assumed): a told cost with the DON!! untold withholds (`onepiece_play`).
* 7-1-4-1: 「ライフ2枚。【ダブルアタック】のキャラにリーダーを殴られた。ライフ何枚?」 ran with the
  untold powers made a hit: a hit presumed must be told, not asked (「通る?」「ライフ何枚?」 had exempted
  the untold powers).

Open (strict xfail, `open` in the data): 「パワー6000のキャラで相手のリーダーにアタック。当たる?」 and
「パワー6000でリーダー殴る。通る?」 are still stated from the scenario's documented leader default
(5000, said in the answer): withholding it changes 12 asserted behaviours across the onepiece tests
(`test_leader_power_default_is_said_in_the_answer` among them) — an owner's decision, left alone.
* 7-1-4-1-2: 「俺のキャラ(パワー5000、レスト)に相手のキャラがアタックしてきた」 gave the parenthesis's
  レスト to the attacker too (refused, powers unread): a parenthesis belongs to the card it follows.
* 1-2-1-1 / 7-1-4-1-1-1: 「Aさんのライフ0枚。Bさんの…どっちの勝ち?」「友達の負け?」 were stated
  'self'/'opponent': a winner asked with a third person named withholds (`told_winner.third_person`).
* 2-9-2: 「…そのあとライフは何枚?」 with no life told was stated 5 (the engine's default): onepiece's
  ライフ starts at the leader's printed life, no rule's number (`unprinted.UNPRINTED_ZONES`).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "onepiece"
_ROWS = rows("onepiece_audit10c")


def _open(row: dict[str, Any]) -> Any:
    """A row still answered wrong, kept with the reason (`open`) as a strict xfail."""
    if "open" not in row:
        return row
    return pytest.param(row, marks=pytest.mark.xfail(reason=row["open"], strict=True))


@pytest.mark.parametrize("row", [_open(r) for r in _ROWS], ids=[f"a10c-{i:03d}" for i in range(len(_ROWS))])
def test_audit10c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "俺が守る側。相手のパワー7000のキャラが俺のリーダー(パワー5000)にアタック。カウンター+2000を使ったら防げる?",
            "no",
        ),
        (
            "相手のリーダー(6000)に殴られた。こっちのリーダーは5000、手札のカウンター+1000を1枚使ったら防げる?",
            "no",
        ),
        ("相手のキャラ(パワー8000)に殴られた。リーダーはパワー5000。カウンター+1000でしのげる?", "no"),
        (
            "相手のパワー7000のキャラが俺のリーダー(パワー5000)にアタック。カウンター+3000を使ったら防げる?",
            "yes",
        ),
    ],
)
def test_op_7_1_4_2_prevented_is_the_battles_result(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_op_7_1_4_1_survived_withholds() -> None:
    question = "相手のキャラ(パワー8000)が俺のリーダー(パワー5000)にアタック。カウンター2000で耐えられる?"
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "コスト4のキャラを出したい。出せる?",
        "コスト5のキャラ、出せる?",
        "ステージ(コスト1)を出したい。出せる?",
    ],
)
def test_op_2_7_2_a_told_cost_with_the_don_untold_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_2_7_2_a_told_cost_with_the_don_counted_decides() -> None:
    assert verdict("アクティブのドン!!が3枚。コスト4のキャラを出せる?", GAME) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダーにキャラでアタック。相手のライフ1枚。ライフ何枚になる?",
        "ライフ2枚。【ダブルアタック】のキャラにリーダーを殴られた。ライフ何枚?",
    ],
)
def test_op_7_1_4_1_an_untold_power_asked_about_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_7_1_4_1_1_2_a_hit_told_still_counts_the_life() -> None:
    question = "パワー6000のキャラで相手のリーダーにアタックして通った。相手のライフ2枚。何枚になる?"
    assert verdict(question, GAME) == (True, [1])


@pytest.mark.parametrize(
    "question",
    [
        "俺のキャラ(パワー5000、レスト)に相手のキャラがアタックしてきた。KOされる?",
        "自分のキャラ(パワー4000、レスト)に相手のキャラがアタックしてきた。KOされる?",
        "こっちのキャラ(レスト、パワー3000)を相手のキャラがアタック。KOされる?",
    ],
)
def test_op_7_1_4_1_2_a_parenthesis_is_the_card_it_follows(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "Aさんのライフ0枚。Bさんのパワー7000のキャラがAさんのリーダー(パワー5000)にアタック、カウンターなし。どっちの勝ち?",
        "友達のデッキが0枚になった。友達の負け?",
        "チームメイトのデッキが0枚。チームメイトの勝ち?",
        "Ａさんのデッキが0枚。Ｂさんの勝ち?",
    ],
)
def test_op_1_2_1_1_a_third_persons_winner_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_op_1_2_1_1_2_the_opponents_deck_named_by_the_asker_still_decides() -> None:
    assert verdict("俺じゃなくて相手のデッキが0枚。誰の勝ち?", GAME) == (True, "self")


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラ(パワー5000)が俺のリーダー(パワー5000)にアタック。カウンター+2000のキャラを切ったら防げる?そのあとライフは何枚?",
        "相手のキャラ(パワー6000)が俺のリーダー(パワー5000)にアタック。ライフは何枚になる?",
        "相手のキャラ(パワー5000)が俺のリーダー(パワー5000)にアタック。カウンター+2000のキャラを切った。ライフは何枚?",
    ],
)
def test_op_2_9_2_an_untold_life_asked_withholds(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "相手のキャラ(パワー6000)が俺のリーダー(パワー5000)にアタック。俺のライフは3枚。ライフは何枚になる?",
            2,
        ),
        ("相手のキャラ(パワー6000)が俺のリーダー(パワー5000、ライフ2)にアタック。ライフは何枚?", 1),
    ],
)
def test_op_7_1_4_1_1_2_a_told_life_still_counts(question: str, count: int) -> None:
    assert verdict(question, GAME) == (True, [count])
