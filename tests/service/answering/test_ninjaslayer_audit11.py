"""Round-11 self-audit (issue 11), ninjaslayer: adversarial questions on each capability the round built
or fixed (`data/ninjaslayer_audit11.jsonl`, the capability in ``style``; ``accept`` holds the verdict
values the rulebook allows, worked out by hand — an empty one says the question must be withheld;
withholding is always allowed):

state (704.4, 704.3a-1: a state said of the sentence's topic card), zone (1104.3: the ダメゾ asked by a
short name, its end value or its change the way the run went), fate (706.4b: 「殺された?」 of a fight),
restated (1403.2, 1003.2b: an act named back or restated in the asker's reasoning), interrupt (1402.2,
1402.3, 705.3a), hand (502.3a: the hand told untouched), jitsu (1320.1, 1002.1), check (802.4), ukemi
(1104.4c), cost (1204.2g-6, 1203.5), count (704.3a-1, 704.5: how many アイサツ), turn_end (505.3a before
505.3b).

75 questions. On a clean export of 37fe748 (before the round): 18 stated, 7 wrong (state 5: the
opponent's オジギ put on the asker's attacker, a bowed target with no 耐久力 'killed'; zone 2: the
checks' 2 for 「ダメゾは何枚になる?」 and for 「何枚減る?」 of a gain); now 50 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

_ROWS = rows("ninjaslayer_audit11")
GAME = "ninjaslayer"


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit11_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = winner_value(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit11_data_covers_every_capability() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    styles = [r["style"] for r in _ROWS]
    assert all(styles.count(s) >= 5 for s in set(styles)), styles
