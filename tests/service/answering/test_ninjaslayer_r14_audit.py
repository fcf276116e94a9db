"""ニンジャスレイヤー round 14 self-audit: 40 trap questions aimed at this round's mechanisms and the
situations next to them — a ±X/±Y on a character bearing this turn's アイサツ damage (1303.2, 1004.1,
plans.ninjaslayer_borne; its owner, its turn, another card, a turn between, the attacker asked), a
「このターン」 gain told with its result at the turn's end (505.3a/505.3b, REREAD ninjaslayer_retold), one
damage to each player with the asker's 「同時に10枚で」 reasoning (1003.2b), 回復 from a ダメージ・ゾーン told
by its faces (1319.1), a draw recalled with 「…だっけ?」 (502.3a), 「立ってるエテル」 and a countered コトダマ
(1321.2), a target gone before its コトダマ resolved (1205.1a), an ability on the コトダマ空間 (1206.1), a
check revealing a 「これがエントリーする!」 ウケミ card (1104.4, 1211.2b; the アイサツ's damage told again),
an インターラプト holder told bowed with its cause (1402.3), a cost paid in part and acts asked
「…のはあり?」 (1203.2, 1312.1, 602.1, 502.4a, 704.3a-1). Each row of `data/ninjaslayer_r14_audit.jsonl`
holds the values the rulebook allows, worked out by hand (an empty `accept`: the question must be
withheld); withholding is always allowed.

Before the fixes of this audit 17 were stated, 1 wrong (「…俺がコトダマ「このターン-0/-2」を別の相手
キャラに撃った。落ちる?」 stated True: the ±X/±Y had been put on the damaged card whatever card the
question put it on — borne_modify now needs the card named back, 「そいつに」); after: 16 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

_ROWS = rows("ninjaslayer_r14_audit")
GAME = "ninjaslayer"


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_r14_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = winner_value(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r14_audit_states_what_it_can() -> None:
    assert len(_ROWS) >= 15
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(winner_value(r["question"], GAME)[0] for r in _ROWS) >= 16
