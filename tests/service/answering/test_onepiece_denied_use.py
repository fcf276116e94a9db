"""ONE PIECE CARD GAME: 「カードの効果は何も使ってない」 — a denied use of effects is met by a scenario that
scripts no action; the turn's own refresh, draw and DON!! phases use no card or effect (6-2, 6-3, 6-4).

Trap batch K onepiece-bk-25: the first turn's hand had been withheld because the planner read the
scenario's start phase as doing the denied 「使う」 (common's `use` counts a phase as a use). onepiece's
engine_map `use` now names no `denied_phases`; a scenario that scripts an action still does not meet
the denial (the verdict is withheld).

Clauses: 6-3-1 (the draw phase: the first player does not draw on its first turn, the second does),
5-2-1-6 (opening hand 5).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            "先攻取った。初手5枚でマリガンはなし。1ターン目のメインフェイズに入った時点で、手札って何枚?"
            "(カードの効果は何も使ってない)",
            5,
        ),
        (
            "先攻で初手は5枚、マリガンしなかった。1ターン目のメインフェイズ開始時点の手札は何枚?カードの効果は一切使っていない。",
            5,
        ),
        (
            "後攻。初手5枚でマリガンなし。後攻1ターン目のメインフェイズに入ったとき手札は何枚?効果は何も使ってないです。",
            6,
        ),
    ],
)
def test_6_3_1_denied_effect_use_met_by_the_turns_phases(question: str, hand: int) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == [hand]


def test_7_1_4_1_1_1_denied_use_is_no_fact_beside_a_told_attack() -> None:
    """Round 15 (`reading/denied_use`, every game): 「カードの効果は何も使ってない」 is every scenario's
    default — no card or effect but those told — so the told attack is no use of an effect and the
    winner is stated (7-1-4-1-1-1: a hit on a leader with no life left wins). The gate had counted the
    scripted attack as the denied use and withheld."""
    gated, _note = situate(
        "自分のターン。相手のライフは0枚。パワー6000の自分のキャラで相手リーダー(パワー5000)にアタックした。"
        "カードの効果は何も使ってない。勝者は?(自分視点)",
        GAME,
    )
    v = gated.accounting.verdict
    assert v.stated and v.value == "self"
