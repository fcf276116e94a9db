"""ONE PIECE CARD GAME round-14 self-audit of this round's coverage code (plans/onepiece_battle_window
and the counter told in onepiece_in_battle, the engine's ActivateAction.in_battle; the told lost battle
in the common winner ask; the signed 「パワー-N」 change; the bare 「ドン」 counts and the DON!! given told
beside the active ones; 「けどこれ」 no where-ask; the quoted 【KO時】 draw of a replaced character; the
quoted event played, onepiece_quoted_event): own trap questions (`data/onepiece_r14_audit.jsonl`:
`rule` names the deciding clause, an empty `accept` says the question must be withheld). During the
round the told-loss change first answered 「これで相手負けたんだけど合ってる?」 and 「俺のキャラが負けた
んだけど合ってる?」 'yes' (the attack allowed, read through 「合ってる?」 as a potential 'can'): a player
said to lose stays the game's loss asked, and っ+てる is no potential (common.jsonl). On the final code
26 questions: 10 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "onepiece"
_ROWS = rows("onepiece_r14_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a14-{i:03d}" for i in range(len(_ROWS))])
def test_audit14_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)
