"""Round 16: an act told as the cause of a card's state is history (`reading/history`: 「相手のフォロワーは
相手のターンに攻撃してアクト状態のまま」 — the state and its owner stay, the act and its turn are past), and
the attack a 「できる?」 asks is its told doer's (`reading/asked_owner`: a run of the other player's told
attack answered another question). Rows in `data/round16_history.jsonl` (`expect` as in
`test_round16_reading`); the traps keep an act with a target and the asker's own act told with its turn.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("round16_history")


_PARAMS = [pytest.param(r, id=f"r16h-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round16_history_verdicts(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if row["expect"] == "withhold":
        assert not stated, (row["question"], value)
    elif row["expect"] == "state":
        assert stated and value in row["accept"], (row["question"], stated, value)
    elif stated:
        assert value in row["accept"], (row["question"], value)
