"""ONE PIECE CARD GAME: DON!! of the cost area told as already used (rested) pay no cost.

Trap batch K onepiece-bk-24 and blind I onepiece-bi-16: 「コストエリアにドン!!が5枚あるけど、そのうち2枚は
このターンもう使ってレストになってる」「コストエリアに残ってる4枚のうち1枚はさっきイベントで使ってレスト」
had been withheld (the 2 and the レスト unread: the lexicon's rested count wanted 「N枚はレスト」 with
nothing between). The rested count may now say what the DON!! were used for (lexicon don_rested), and
the cost area may be told as what is left in it (don_area 「残ってる」); the play plan pays from the
active ones only.

Clauses: 2-7-2 (a character's cost is paid by resting that many active DON!!), 6-5-3-1 (a card is
played in the main phase by paying its cost).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object, str | None, dict[str, object]]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert gated.built is not None
    return v.stated, v.value, gated.built.situation, gated.built.payload["player1"]


@pytest.mark.parametrize(
    "question",
    [
        "コストエリアにドン!!が5枚あるけど、そのうち2枚はこのターンもう使ってレストになってる。"
        "手札のコスト4のキャラを登場させられる?",
        "コストエリアのドン!!は5枚。うち2枚はさっき使ってレスト状態。コスト4のキャラって出せる?",
        "メインフェイズ。コストエリアに残ってる5枚のうち2枚はイベントで使ってレスト。コスト4のキャラを出せる?",
    ],
)
def test_2_7_2_rested_don_pay_no_cost(question: str) -> None:
    stated, value, situation, me = _verdict(question)
    assert stated and value == "no"
    assert situation == "onepiece.plan.can_play"
    assert me["don_active"] == 3 and me["don_rested"] == 2


@pytest.mark.parametrize(
    "question",
    [
        "コストエリアにドン!!が5枚あるけど、そのうち2枚はこのターンもう使ってレストになってる。"
        "手札のコスト3のキャラを登場させられる?",
        "コストエリアのドン!!は5枚。うち2枚はさっき使ってレスト状態。コスト2のキャラって出せる?",
        "メインフェイズ。コストエリアに残ってる5枚のうち2枚はイベントで使ってレスト。コスト3のキャラを出せる?",
    ],
)
def test_6_5_3_1_active_don_left_pay(question: str) -> None:
    stated, value, _situation, me = _verdict(question)
    assert stated and value == "yes"
    assert me["don_active"] == 3


def test_2_7_2_don_given_to_leader_and_rested_leave_the_rest() -> None:
    """onepiece-bi-16's shape: of 6 DON!!, 2 given to the leader, 1 of the 4 left rested → 3 active."""
    stated, value, _situation, me = _verdict(
        "メインフェイズ。ドン!!は全部で6枚出てて、うち2枚はリーダーに付与済み、コストエリアに残ってる4枚の"
        "うち1枚はさっきイベントで使ってレスト。この状態でコスト4のキャラって出せる?"
    )
    assert stated and value == "no"
    assert me["don_active"] == 3 and me["don_rested"] == 1


@pytest.mark.parametrize(
    "question",
    [
        "コストエリアにドン!!が6枚あって、そのうち2枚は前のターンに使ってレストになってた。今は自分のメインフェイズ。"
        "コスト5のキャラを出せる?",
        "コストエリアにドン!!が6枚あって、そのうち2枚は相手のターンに使ってレスト。コスト5のキャラを出せる?",
    ],
)
def test_6_2_4_don_used_in_another_turn_is_not_read_as_rested_now(question: str) -> None:
    """The refresh phase stands the DON!! rested in an earlier turn (6-2-4): 「前のターンに使ってレスト」 is
    not this turn's rested count (it had been stated 'no' for cost 5 of 6)."""
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert not (v.stated and v.value == "no")
