"""Round 20's reading changes, found on the first try of blind batch AM (`data/round20_reading.jsonl`;
each row's `rule` is the deciding clause, `mechanism` the change it checks): kiseki's 「スタンとれる?」
asks the attacked UNIT's stun, not whether the attack may be made (blind AM kiseki-am-17 had answered
'yes' while its own run said the UNIT is not stunned); in sve a follower named by its 攻撃力/体力 pair
picks the attack's target among several (「3/1の方」), a second pair is another card, and a zone
written as a heading (「相手の場:…、…」) owns every card of its list (blind AM sve-am-09 had run the
attack on the 【守護】 follower and answered 'yes' for the other one); after AN's measurement, a card
said absent (「俺の場には遊撃士協会いない」) withholds where the reading took it as present (blind AN
kiseki-an-26
had allowed a 【援軍】 play, 1403.1); in sve the end phase with both players' hands told.

`expect`: "state" — a verdict must be stated and be one of `accept`; "withhold" — none may be;
"allow" — if one is stated it is one of `accept` (withholding is allowed).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.reader import read
from tests.service.answering.audit_data import assert_expected, rows

_ROWS = rows("round20_reading")
_PARAMS = [pytest.param(r, id=f"r20-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_round20_reading_verdicts(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_round20_reading_rows_are_distinct_and_hold_both_answers() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    stated = {str(r["accept"][0]) for r in _ROWS if r["expect"] == "state"}
    assert {"yes", "no", "True", "False"} <= stated


@pytest.mark.parametrize(
    ("question", "game", "text"),
    [
        ("相手の場:パワー5000のキャラと、パワー3000のブロッカー。殴れる?", "onepiece", "パワー3000"),
        ("相手の場:【守護】持ち1/4(アクト)と、守護なしの3/1(アクト)。", "sve", "守護"),
        ("相手の盤面→2/2(アクト)、3/1(アクト)。", "sve", "アクト"),
    ],
)
def test_zone_heading_owns_its_list_items(question: str, game: str, text: str) -> None:
    """A zone written as a heading (「相手の場:」) owns each item of its list, past the 、 between."""
    facts = [f for f in read(question, game).facts if f.text == text]
    assert facts and facts[-1].owner == "opponent"


def test_zone_heading_ends_at_the_sentence() -> None:
    """「相手の場:2/2。3/3のフォロワーで殴る」: the heading's reach ends with its sentence."""
    facts = read("相手の場:2/2(アクト)。攻撃力3のフォロワーで殴れる?", "sve").facts
    later = [f for f in facts if f.start >= 14 and f.role.value == "stat"]
    assert later and all(f.owner is None for f in later)
