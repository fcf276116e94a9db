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


def test_6_3_1_denied_use_not_met_by_a_scripted_action() -> None:
    gated, _note = situate(
        "自分のターン。相手のライフは0枚。パワー6000の自分のキャラで相手リーダー(パワー5000)にアタックした。"
        "カードの効果は何も使ってない。勝者は?(自分視点)",
        GAME,
    )
    denied = [a for a in gated.accounting.facts if a.fact.concept == "use" and a.fact.negated]
    assert denied and all(a.status.value != "used" for a in denied)
