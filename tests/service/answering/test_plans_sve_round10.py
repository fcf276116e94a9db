"""Shadowverse EVOLVE round 10 coverage (issue 11): general capabilities the fresh blind batch S needed,
each over several wordings and with traps where one detail changes the answer
(`data/sve_round10.jsonl`: ``want`` is the verdict's value checked by hand against the rulebook,
``null`` a question that must be withheld; ``trap`` says which detail changes the answer).

* 7.2.4/5.9.1.1/11.2.2 — 「相手の山札が0枚のまま自分のターンを終えた。次の相手のターン、スタートフェイズ
  のドローで…」: the asker's turn, its end, then the opponent's turn told in that order, and the start
  phase's draw told after it, are the sequence `sve_deck.turn_passed` runs; the opponent's failed draw
  reflects the told draw (engine_map sve ``draw``: ``drawn``).
* 4.4/8.4.3 — 「相手の場にフォロワーなし」「フォロワーはいない」「1体もいない」「場は空っぽ」: a field told
  empty is a field count of 0 (lexicon sve), no card of that side (`sve_attack_many.attack_together`).
* 12.14.2/11.3.2 — 「【必殺】持ち、攻撃力0・体力4のやつ」: a holder, a comma and the same card's stats
  are one card (`sve_quote.keyword_holder`, `scenarios/sve_reading._apposed`); 「自分のは無事?」 asks
  about the asker's follower (`sve_quote.owner_pronoun`).
* 10.4.4.1/1.3.2.2 — 「コスト2のカードに「コスト-3」がかかってる。プレイしたらPPいくつ残る?」: a signed change
  told of the one costed card (lexicon sve cost_change) changes the PP its play pays, never below 0
  (engine sve `combat.paid_cost`; `sve_pay.play_cost`, the PP left asked).
* 8.4.7/8.4.9 — 「攻撃の後に【クイック】のスペルでそのフォロワーを破壊した。攻撃終わったら体力は?」: the told
  attack named again as a time (「攻撃の後に」「攻撃が終わったら」) is no second attack
  (`sve_leave.quick_removal`); a removal told after the attack ended withholds (its damage came first).
* 5.21.1/8.4.2.1 — 「このターン自分が効果で奪った。そいつで攻撃できる?」: the taking is scripted as the
  asker's (the steal's ``player``), so a doer told (「自分が」「俺が」) is reflected (`sve_steal`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.answering.plans import situate

GAME = "sve"
_ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "sve_round10.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip()
]


def _cases(test: str) -> list[Any]:
    found = [
        pytest.param(r["question"], r["want"], id=f"{i:02d}")
        for i, r in enumerate(_ROWS)
        if r["test"] == test
    ]
    assert len(found) >= 5
    assert sum(1 for r in _ROWS if r["test"] == test and "trap" in r) >= 2
    return found


def _check(question: str, want: Any) -> None:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    if want is None:
        assert not v.stated, v.value
    else:
        assert v.stated and json.loads(json.dumps(v.value)) == want, (v.stated, v.value)


@pytest.mark.parametrize(
    ("question", "want"), _cases("7_2_4_5_9_1_1_next_turns_start_draw_after_the_asker_ends_the_turn")
)
def test_7_2_4_5_9_1_1_next_turns_start_draw_after_the_asker_ends_the_turn(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("4_4_8_4_3_a_field_told_empty_is_field_count_zero"))
def test_4_4_8_4_3_a_field_told_empty_is_field_count_zero(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(
    ("question", "want"), _cases("12_14_2_11_3_2_holder_in_apposition_and_owner_pronoun")
)
def test_12_14_2_11_3_2_holder_in_apposition_and_owner_pronoun(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("10_4_4_1_1_3_2_2_a_cost_change_changes_the_pp_paid"))
def test_10_4_4_1_1_3_2_2_a_cost_change_changes_the_pp_paid(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("8_4_7_8_4_9_the_told_attack_named_again_as_a_time"))
def test_8_4_7_8_4_9_the_told_attack_named_again_as_a_time(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(
    ("question", "want"), _cases("5_21_1_8_4_2_1_a_follower_taken_by_the_asker_said_as_its_doer")
)
def test_5_21_1_8_4_2_1_a_follower_taken_by_the_asker_said_as_its_doer(question: str, want: Any) -> None:
    _check(question, want)
