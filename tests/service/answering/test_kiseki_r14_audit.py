"""軌跡 round-14 precision audit: own trap questions on this round's kiseki code
(`data/kiseki_r14_audit.jsonl`, `rule` names the clauses each checks), every stated verdict checked
by hand against the rulebook (withholding is always allowed; an empty `accept`: no verdict may be
stated).

Families: the attack on the player past the opponent's UNITs all told acted (803.5a-1, 803.5b, 803.6h;
`plans/kiseki_direct_all.py`), 拠点 cards acted for EP told spent (1217.2, 1315.2, 302.1b;
`plans/kiseki_spent.py`), a cost stun of a drawing craft (1306.3, 1201.1a-1), one 組織 said of all
attackers (803.6d), a サポート said of 「そいつ」 (1309.1a), and neighbours: another turn (705.8),
【暗躍】/【ヘイト】 on the field, a number asked beside the can, 「EVENTを2枚撃てる?」.

Before this audit's fixes: 25 questions / 8 stated / 4 not the rulebook's — 「…EPを出したけど、EPは使い
切ってない」 read as spent ('no'; the negation after 使い切 was not read), 「EVENTを2枚撃てる?」 with two of
four 拠点 cards acted stated 'yes' (one EVENT played; pre-existing in `ep_payment` for 「そのうち2枚は
横向き」 too), 「ドローステップは引かなかった。手札は何枚?」 stated 6 (the denial unread, pre-existing in
`mulligan_hand`). After: 4 stated / 0 wrong. Rows 26-29, written after the field told after the attack
(「本体いける?」「攻撃通る?」) and the アーツ paid from acted 拠点 cards: 3 stated / 0 wrong (「何点通る?」
still the 3 lost, 804.11b). Rows 30-32, on the 絆 told 「戦闘前」 and a value asked of before the act
(shared `reading.asked_before`; while writing them 「戦闘前の絆はいくつ?」「攻撃する前はいくつ?」 were
found stated 5 and 3 for a told 8, pre-existing, now withheld): 2 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "kiseki"
_ROWS = rows("kiseki_r14_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[r["id"] for r in _ROWS])
def test_r14_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r14_audit_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 15
