"""Round 19's reading changes, found on the first try of blind batch AK and on everyday rewordings of
its rows (`data/round19_reading.jsonl`; each row's `rule` is the deciding clause, `mechanism` the
change it checks): a keyword or card subject with 「の方/のほう」 (「ブロッカーのほうは落ちる?」) is the
asked card (blind AK onepiece-ak-21 had stated the attacker's fate), kiseki's draw-step deck-out with
both players' 絆 told at once, onepiece's counter denied with すら/さえ or in the passive, and the
character area counted as the asker's when the question says 「俺の」.

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be;
"allow" — if one is stated it is one of `accept` (withholding is allowed).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round19_reading")
_PARAMS = [pytest.param(r, id=f"r19-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round19_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round19_reading_rows_are_distinct_and_hold_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(r["expect"] != "state" for r in _ROWS) >= 2
