"""Round 17's reading changes, found on the first try of blind batch AG and on everyday rewordings of
its rows (`data/round17_reading.jsonl`; each row's `rule` is the deciding clause, `mechanism` the
change it checks): a card's fate asked with 「どうなる?」 in onepiece and fow (lexicon ASK
`destroyed`, as ninjaslayer's キャラ line), where the game's status had been the structured verdict; a
player's numbered turn restated as the game's (「後攻の2ターン目(ゲーム全体で4ターン目)」,
`reading/game_turn`); the cards just revealed counted (「めくれたライフは2枚とも」, `reading/summed`); an
outcome the asker says it knows (「倒せないのは分かってる」, `reading/known_aside`).

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be;
"allow" — if one is stated it is one of `accept` (withholding is allowed).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round17_reading")
_PARAMS = [pytest.param(r, id=f"r17-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round17_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round17_reading_rows_are_distinct_and_hold_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(r["expect"] != "state" for r in _ROWS) >= 2  # traps and withheld rows
