"""ニンジャスレイヤーTCG round 8 precision audit (issue 11): questions of our own, aimed at the families
round 8 added (ループ 1501.1, each player's damage and both losing at once 1003.2b / 103.3, the unpaid
タツジン・コスト 1404.2, a second アイサツ 704.3a-1, a コトダマ in the other player's turn 1207.1 / 802.4,
entering a character with the コトダマ空間 not empty 1206.1, アンブッシュ 1314.1b, damage replacements
1214.1-1214.3, a target gone 1205.1a, deck construction 402.3 / 402.4, コトダマ without enough targets
1204.2e, a character's damage in the turn after 505.3a), each answer worked out from the rulebook by hand
(`data/ninjaslayer_audit8.jsonl`). A stated verdict must be that answer; withheld is always acceptable;
an answer of null is a question too ambiguous to state.

Mechanism fixed (plan tatsujin_unpaid, 1404.2 / 1204.2h): 「タツジン・コストだけ払って、通常のコストは
払わずに…出せる?」 had been stated 'yes' — the plan's unpaid pattern 「コストだけ」 also matched inside
「タツジン・コストだけ」 (the タツジン・コスト said PAID), and the card's own コスト said unpaid was not
looked at. Now 「コストだけ」 counts only when it is not the タツジン・コスト, and a コスト or エテル said
unpaid (not the タツジン's) withholds.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, verdict

GAME = "ninjaslayer"
_ROWS = rows("ninjaslayer_audit8")


def _verdict(question: str) -> tuple[bool, Any]:
    return verdict(question, GAME)


def _same(value: Any, answer: Any) -> bool:
    """A destroyed ask's bool is the answer's bool; a game's end told as {'winner': …} is its winner;
    a count is the list of counts stated."""
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"]
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit8_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = _verdict(row["question"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def test_audit8_data_has_at_least_25_distinct_questions() -> None:
    assert len(_ROWS) >= 25
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "タツジン・コストだけ払って、通常のコストは払わずにタツジン持ちのキャラを出せる?",
        "タツジン持ちのキャラ、本体のコストは払わないでタツジン・コストだけ払って出していい?",
        "タツジン・コストだけ払ってタツジン持ちのキャラをエントリーできる?",
        "エテルを払わずにタツジン持ちのキャラを出せる?タツジン・コストも払わない",
    ],
)
def test_1204_2h_the_entrys_own_cost_unpaid_is_no_unpaid_tatsujin(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "no", value


@pytest.mark.parametrize(
    "question",
    [
        "タツジン・コストを払わずにタツジン持ちのキャラを出せる?",
        "うちのタツジン持ちキャラ、コスト3だけ払ってタツジン・コストは払わないで出せる?",
        "エテルが足りなくてタツジン・コストが払えない。タツジン持ちのキャラはコストだけで出せる?",
    ],
)
def test_1404_2_the_tatsujin_cost_alone_unpaid_is_still_stated_yes(question: str) -> None:
    assert _verdict(question) == (True, "yes")
