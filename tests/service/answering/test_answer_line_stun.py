"""kiseki: a destroyed verdict answered by a stun (reading/stunned_fate.py) is worded as the stun — the
stunned UNIT stays on the field until the recovery phase (1306.2a, 705.6), so 「場を離れます」 would
contradict the conclusion (blind Y kiseki-by-15 on 1128dc4 had said it)."""

from __future__ import annotations

import pytest

from service.answering.answer_line import answer_line
from service.answering.plans import situate


def _line(question: str, game: str) -> str | None:
    gated, _note = situate(question, game)
    events = gated.sim.result.events if gated.sim is not None else ()
    return answer_line(gated.accounting.verdict, gated.accounting.reading, events)


@pytest.mark.parametrize(
    "question",
    [
        "こっちのUNIT(STR5/DEF3、CPコスト2)単独で、相手のSTR3/DEF5のUNITを攻撃した。こっちのUNITは無事?",
        "俺のSTR4/DEF2のUNITで相手のSTR2/DEF3のUNITに攻撃。応戦されたら俺のUNIT落ちる?",
        "自分のSTR3/DEF3のUNITが単独で相手のSTR1/DEF2のUNITを攻撃。相手のUNITはやられる?",
    ],
)
def test_1306_2a_a_stun_is_said_as_a_stun_not_as_leaving_the_field(question: str) -> None:
    assert _line(question, "kiseki") == "答え: そのUNITはスタンします(回復フェイズまで場に残ります)"


def test_a_removal_in_another_game_still_leaves_the_field() -> None:
    line = _line(
        "相手の攻撃力2/体力2のフォロワーに、俺の攻撃力3のフォロワーで攻撃。相手のフォロワーは破壊される?",
        "sve",
    )
    assert line == "答え: そのカードは場を離れます"
