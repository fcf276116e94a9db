"""Round 21's reading changes, found on the first try of blind batch AO (`data/round21_reading.jsonl`;
each row's `rule` is the deciding clause, `mechanism` the change it checks): in onepiece an attack told
in an earlier turn (「そいつ俺のターンにアタックさせてた」 while the opponent's turn is now) is history whose
rested state no fact tells — withheld, where the run's one attack had claimed it and allowed the block
(blind AO onepiece-ao-19, 7-1-1-1); 「可能ですか?」 asks a can in every game (blind AO sve-ao-02 had read
no ask and stated the run's 'ongoing'); a later ask of the winner beside a can ask withholds in every
game (blind AO kiseki-ao-03 had stated the can as the answer, the winner only narrated); a disclaimer of
absence (「サポートとかオーバーキルしない系の効果は一切なし。」) denies every act, keyword and state it lists
(blind AO kiseki-ao-06 had read both as present and withheld a plain battle); in onepiece a rest told
right before a block (「寝かせてブロック」) is the 【ブロッカー】's own cost, not a state the card
had (blind AO onepiece-ao-02, 10-1-4-1); a number in a parenthesis restating the value before it
(「工作力2(アイコン2個)」) says nothing new (blind AO ninjaslayer-ao-10); after a final-code probe, a turn
denied politely (「先攻の最初のターンではありません」) withholds like one denied plainly (`denied_turn`: the
first player's first turn had been run, no draw, and 'none' stated for a deck-out).

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round21_reading")
_PARAMS = [pytest.param(r, id=f"r21-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round21_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round21_reading_rows_are_distinct_and_cover_each_mechanism() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    mechanisms = {r["mechanism"] for r in _ROWS}
    assert mechanisms == {
        "earlier_attack",
        "can_possible",
        "later_winner",
        "disclaimed",
        "act_cost",
        "restated_value",
        "denied_turn",
    }
    for m in mechanisms:  # several wordings each
        assert sum(r["mechanism"] == m for r in _ROWS) >= 2
