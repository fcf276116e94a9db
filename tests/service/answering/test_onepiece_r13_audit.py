"""ONE PIECE CARD GAME round-13 self-audit of this round's coverage code (reading/earlier_turn, the
rested-blocker reading in scenarios/onepiece_defence, plans/onepiece_area `_PAYMENT_ENOUGH`,
plans/onepiece_power `_BECAME`): own trap questions (`data/onepiece_r13_audit.jsonl`: `rule` names
the deciding clause, an empty `accept` says the question must be withheld). On the code before the
audit's fix, 16 questions had 7 stated verdicts, 1 wrong; now 6 stated, 0 wrong.

* 3-7-5: 「相手のキャラ(パワー2000)は相手のターンに登場した。…そのキャラにアタックできる?」 had been
  stated 'yes' on the attack builder's default rested target: a character told played was put active
  and its state now is untold (scenarios/onepiece_battle `played_told` withholds).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "onepiece"
_ROWS = rows("onepiece_r13_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a13-{i:03d}" for i in range(len(_ROWS))])
def test_audit13_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)
