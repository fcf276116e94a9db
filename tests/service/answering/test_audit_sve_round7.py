"""Precision audit of sve's stated verdicts (round 7, after the per-phrasing builders were retired):
fresh questions of the families the plans answer, each with the answer the rulebook gives. A verdict
may be withheld; a stated one must be right (value and the conclusion's first sentence).

Wrong verdicts this audit found, and the mechanism fixed:

* 5.9.2 / 11.2.2 (`plans/sve_players._drawer`): 「相手にカードを2枚引かせた」 is a causative draw — the
  player marked by に draws, not the asker (the plan had emptied the asker's deck and told its loss).
* 4.4.4.2 (`plans/sve_moves.tokens_limit`): 「場は何体になる?」「場のフォロワーは全部で何体?」 ask the
  field's total, not the tokens made (the plan had answered 2 for 5).
* 7.4.9 / 7.2.4 (`plans/sve_deck.turn_passed`): 「相手のターンが終わって俺のターンが来たら」 is the
  asker's start phase; the plan had run the opponent's and told the opponent's loss from its empty deck.
* 10.2 (`plans/sve_read.unbound_numbers`): 「…引く効果を2回使ったら負け?」 — a repeat count read in the
  asked tail (ASK about:repeat) had been dropped: the effect was run once (draw, damage, PP, tokens).

* 5.13.1 (`plans/sve_players.player_effect`): 「…相手の体力4。残りは?」 — a number asked with no quantity
  word in its sentence had become every number of the conclusion ([20, 30, 1, 30]): withheld.
* 8.2.1 / 4.4.4.1 (`plans/sve_read.unbound_numbers`): 「PP3でコスト2のフォロワーを2体出せる?」 — a count
  of cards read in the asked tail (ASK about:number + 体/枚) had been dropped: one card played, 'yes'.
* 12.13.2 (`reading/denied_keyword.py`, gate): 「【ドレイン】のない攻撃力4のフォロワーで…」 — the
  one-attack builder gave the attacker the 【ドレイン】 the question denies (the planner accepts a denied
  keyword when any card lacks it); a keyword the question only denies on a card of the scenario withholds.

Open (xfail below): wrong answers of the one-attack builder (scenarios/sve.py, being retired by another
helper; the plans alone withhold or answer these right): 「…の方だけで」 attacking, the asker's follower
asked after it fought a 【必殺】 follower.

The audit's questions and answers: data/audit7_sve.jsonl (kind n: a number, can: yes/no, win: the
winner self/opponent/none/draw, destroyed: true/false, says: a word of the first sentence).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from service.answering.plans import situate

_DATA = Path(__file__).parent / "data" / "audit7_sve.jsonl"
AUDIT = [json.loads(line) for line in _DATA.read_text(encoding="utf-8").splitlines() if line.strip()]


def answered(question: str) -> tuple[bool, Any, str]:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    if not verdict.stated or gated.built is None or gated.sim is None:
        return False, None, ""
    return True, verdict.value, gated.built.summarize(gated.sim.result).split("。")[0]


def right(value: Any, first: str, kind: str, want: Any) -> bool:
    """Whether a stated value and the conclusion's first sentence give the rulebook's answer."""
    if kind == "n":
        said = [int(n) for n in re.findall(r"(?<![0-9.])[0-9]+(?![0-9.])", first)]
        return bool(value == [want]) if isinstance(value, list) else bool(want in said)
    if kind == "says":
        return bool(want in first)
    if kind in ("can", "destroyed"):
        return bool(value == want)
    winner = value.get("winner") if isinstance(value, dict) else value
    return bool((winner or "none") == want)


@pytest.mark.parametrize("row", AUDIT, ids=[f"audit7-{i:02d}" for i in range(len(AUDIT))])
def test_a_stated_sve_verdict_is_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value, first = answered(row["question"])
    assert not stated or right(value, first, row["kind"], row["answer"]), (value, first, row["rule"])


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手のデッキは5枚。俺のデッキ1枚のとき、相手にカードを2枚引かせた。負けるのは?", "none"),
        ("自分の山札は1枚、相手の山札は3枚。自分のスペルで相手に2枚ドローさせた。どっちが負ける?", "none"),
        ("うちのデッキ残り1枚、向こうのデッキ残り1枚。向こうに2枚引かせたら勝ち?", "self"),
        ("相手のデッキが1枚のとき、相手にカードを2枚引かせる効果を使った。勝者は?", "self"),
    ],
)
def test_5_9_2_the_player_made_to_draw_is_the_one_marked_by_ni(question: str, winner: str) -> None:
    stated, value, first = answered(question)
    assert stated and right(value, first, "win", winner), (value, first)


@pytest.mark.parametrize(
    "question",
    [
        "場にフォロワーが3体。トークンを2体出す効果を使ったら場は何体になる?",
        "場にフォロワーが2体いるとき、トークンを2体出す効果を使った。場のフォロワーは全部で何体?",
        "場にフォロワー4体で、トークンを2体出す効果を使ったら何体になる?",
    ],
)
def test_4_4_4_2_the_field_total_asked_is_not_the_tokens_made(question: str) -> None:
    stated, value, first = answered(question)
    assert not stated or right(value, first, "n", 5 if "4体" in question or "3体" in question else 4)


def test_4_4_4_2_the_tokens_made_are_still_told() -> None:
    stated, value, _ = answered("自分の場にカード3枚。トークンを3体出す効果を使った。何体出る?")
    assert stated and value == [2]


@pytest.mark.parametrize(
    "question",
    [
        "相手のデッキが0枚。相手のターンが終わって俺のターンが来たら?",
        "向こうの山札0枚で、向こうのターンが終わったらどうなる?",
        "相手のデッキが0枚のとき、俺のターンが始まったら勝つ?",
    ],
)
def test_7_4_9_the_opponents_turn_ending_starts_the_askers_turn(question: str) -> None:
    stated, value, first = answered(question)
    assert not stated or right(value, first, "win", "none"), (value, first)


@pytest.mark.parametrize(
    "question",
    [
        "相手のデッキが0枚で、自分のターンを終えたらどうなる?",
        "相手のデッキ0枚。こっちのターンが終わったら勝ち?",
        "相手の山札が0枚の状態で、相手のターンが始まったら?",
    ],
)
def test_7_2_4_the_opponents_start_phase_draw_from_an_empty_deck_loses(question: str) -> None:
    stated, value, first = answered(question)
    assert stated and right(value, first, "win", "self"), (value, first)


@pytest.mark.parametrize(
    "question",
    [
        "自分のデッキが3枚。カードを2枚引く効果を2回使ったら負け?",
        "相手の体力5。相手リーダーに3ダメージを与えるスペルを2回使ったら勝てる?",
        "PP最大値6でPP1。PPを2回復する効果を2回使ったらPPは?",
        "場にカードが2枚。トークンを2体出す効果を2回使ったら何体出る?",
    ],
)
def test_10_2_an_effect_used_twice_is_not_planned_as_used_once(question: str) -> None:
    assert not answered(question)[0]


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "こっちの体力12、【ドレイン】のない攻撃力4のフォロワーで相手リーダーを攻撃した。自分の体力はいくつ?",
            12,
        ),
        ("【ドレイン】なしの攻撃力2のフォロワーで相手のリーダーを殴った。自分の体力8はいくつになる?", 8),
        ("ドレインを持ってない攻撃力3のフォロワーで相手リーダーを攻撃した。俺の体力10は何になる?", 10),
    ],
)
def test_12_13_2_a_follower_denied_drain_heals_nothing(question: str, health: int) -> None:
    stated, value, first = answered(question)
    assert not stated or right(value, first, "n", health), (value, first)


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダーに3ダメージ与えるスペルを使った。相手の体力4。残りは?",
        "デッキ5枚で、カードを2枚引く効果を使った。残りは?",
        "相手の体力6。相手リーダーに2ダメージ与えるスペルを使った。いくつになる?",
    ],
)
def test_5_13_1_a_number_asked_of_no_quantity_is_not_every_quantity(question: str) -> None:
    """The players plan tells both players' 体力 and デッキ: an ask naming none is no one number."""
    stated, value, _ = answered(question)
    assert not stated or (isinstance(value, list) and len(value) == 1), value


def test_5_13_1_the_leaders_health_asked_by_its_word_is_told() -> None:
    stated, value, _ = answered("相手の体力4。相手リーダーに3ダメージを与えるスペルを使ったら相手の体力は?")
    assert stated and value == [1]


@pytest.mark.parametrize(
    "question",
    [
        "自分の場にフォロワー3体とアミュレット1枚。フォロワーを2体出せる?",
        "PP3でコスト2のフォロワーを2体出せる?",
        "場にフォロワーが2体。アミュレットを3枚置ける?",
        "PPが10でコスト5のフォロワーを2体出せる?",
    ],
)
def test_8_2_1_the_cards_counted_in_the_ask_are_not_one_card_played(question: str) -> None:
    """「2体出せる?」: the count read in the asked tail is how many cards are played; the plans play one."""
    assert not answered(question)[0]


@pytest.mark.xfail(reason="open: the one-attack builder (scenarios/sve.py, being retired) answers these")
@pytest.mark.parametrize(
    ("question", "kind", "answer"),
    [
        # 8.4.2: only the follower told (「攻撃力3の方だけで」) attacks
        (
            "前のターンからいる攻撃力2のフォロワーと攻撃力3のフォロワーがいる。攻撃力3の方だけで相手リーダー(体力10)を攻撃した。相手の体力は?",
            "n",
            7,
        ),
        # 12.14.2: a follower that fights a 【必殺】 follower is destroyed — the asker's, not the target
        (
            "攻撃力1のフォロワーで相手の【必殺】を持つアクト状態の体力5のフォロワーを攻撃。自分のフォロワー(体力3)は?",
            "says",
            "自分のフォロワーは",
        ),
    ],
)
def test_8_4_9_the_attack_builder_answers_what_was_asked(question: str, kind: str, answer: Any) -> None:
    stated, value, first = answered(question)
    assert not stated or right(value, first, kind, answer), (value, first)


def test_12_12_2_an_acted_guard_that_cannot_be_chosen_forces_no_target() -> None:
    """12.12.2 / 12.8.2: 【威圧】 on the acted 【守護】 follower — it cannot be chosen, so the leader can be
    attacked (was open here; round 8's keyword_predicate binds 「…は【威圧】も持ってる」 to the guard)."""
    question = (
        "相手の場のアクト状態の【守護】フォロワーは【威圧】も持ってる。"
        "前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?"
    )
    stated, value, first = answered(question)
    assert stated and right(value, first, "can", "yes"), (value, first)
