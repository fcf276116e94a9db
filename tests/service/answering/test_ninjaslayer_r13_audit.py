"""ニンジャスレイヤー round 13 self-audit: 17 trap questions aimed at this round's mechanisms and the
situations next to them — エテル told bowed by an earlier act and a turn's start after it (1312.1,
502.2a), a コスト reduction told or denied (1204.2g-6), the デッキ a draw emptied and 「次のドローまで
平気?」 (1002.2), the アイサツ対象 named as what is chosen (704.4), 「インターラプトも他の効果も無し」
(706.4a/b), an entry from the hand told in the イクサフェイズ (602.1, 303.1a), a ジツ cost in a quoted
ability (1320.1a, 1204.2e). Each row of `data/ninjaslayer_r13_audit.jsonl` holds the values the
rulebook allows, worked out by hand (an empty `accept`: the question must be withheld); withholding
is always allowed.

Before the fixes of this audit 7 were stated, 1 wrong (「…オジギした。そのあとスタートフェイズを
迎えた。」 stated no: the turn's start was unread — whose turn, and so whether 502.2a stood the エテル,
is untold; lexicon TURN turn_passed now reads it); after: 6 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

_ROWS = rows("ninjaslayer_r13_audit")
GAME = "ninjaslayer"


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_r13_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = winner_value(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r13_audit_states_what_it_can() -> None:
    assert len(_ROWS) >= 15
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(winner_value(r["question"], GAME)[0] for r in _ROWS) >= 6
