"""Round 16's reading changes, found on the first try of blind batch AE and on everyday rewordings of
its rows (`data/round16_reading.jsonl`; each row's `rule` is the deciding clause, `mechanism` the
change it checks): a step told as the asker's (kiseki 803.3, `turn_owned.step_owner`), an act asked
redone (「ブロックし直せる?」, onepiece 7-1-2-1, `repeated.asked_again`), a count asked as a request
(「手札枚数を教えて」, `verdict_numbers._questioned`, `quantity._ASK`), ninjaslayer cards said by their
stats alone (`plans/ninjaslayer_base._bare_cards`), sve's 「攻2/体2」, a turn starting 「今から」,
onepiece's passive 「ブロックされる?」, 「寝たまま」 in every game, 「前の相手ターン」 as history, sve's
mulligan asked, and sve's field limit with tokens counted, a PP told enough and a full field (4.4.4.1,
`plans/sve_play_limit`), a total restated after its counts (「…で計4枚」, `reading/summed`), a keyword
denied as one of a kind (「疾走とかのキーワードは無し」) and an evolve restated as the ask's condition
(`plans/sve_evolve`), and an ordinal naming when (「2回目のアイサツの前に」, `reading/timepoint`).

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be;
"allow" — if one is stated it is one of `accept` (withholding is allowed).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round16_reading")
# `data/round16_history.jsonl`: an act told as the cause of a card's state is history
# (`reading/history`: 「相手のフォロワーは相手のターンに攻撃してアクト状態のまま」 — the state and its owner
# stay, the act and its turn are past), and the attack a 「できる?」 asks is its told doer's
# (`reading/asked_owner`); the traps keep an act with a target and the asker's own act with its turn
_HISTORY = rows("round16_history")
_PARAMS = [pytest.param(r, id=f"r16-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
_PARAMS += [pytest.param(r, id=f"r16h-{r['game']}-{i:02d}") for i, r in enumerate(_HISTORY)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round16_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round16_reading_rows_are_distinct_and_hold_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(r["expect"] != "state" for r in _ROWS) >= 8  # traps and withheld rows
