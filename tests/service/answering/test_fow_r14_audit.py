"""Force of Will round-14 self-audit: own trap questions on the round's mechanisms (a defeat the question
stipulates, 「1回につき」/「N以下」 preventions of a per-count's one instance, a quoted draw meeting a draw
trigger, a claim or a rule restated, 「ルール処理で落ちる?」) and the neighbours that now reach them (a card
only held in the hand, 「無効にされた」 damage, a premise asked or contradicted by a card), kept in
`data/fow_r14_audit.jsonl`. Every stated verdict was checked by hand against the rulebook (an empty
`accept` means no verdict may be stated). On e27e4c0: 30 rows, 10 stated / 1 wrong (a damage card only
held in the hand run as played, 「…がある。ライフ0で負けとして、勝てる?」 'self' — fow_setaside now sets
it aside) → 9 stated / 0 wrong; 4 more on the race count plan (a race gained twice, a change negated,
expired or its card gone): 1 stated / 0 wrong — 34 rows, 10 stated / 0 wrong. 2 more on 3e7b0c7: the
asker's own life told at the default 4000 taken for the opponent's (「自分ライフ4000。相手に4500ダメージ。
ライフ0で負けとして勝者は?」 'self') — fow_defeat._life_told now matches the owner: 36 rows, 12 stated /
2 wrong → 10 / 0. 5 more on the quoted draw: 「『カードを3枚引く』を撃とうとしたけどウィルが足りなかった」 had
been run as drawn (700 for 1000) — fow_draw_trigger._quoted_draw needs a use told and no TRIED. In all, 41
rows: 14 stated / 3 wrong before these fixes → 11 stated / 0 wrong."""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "fow"
_ROWS = rows("fow_r14_audit")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a14-{i:02d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_r14_audit_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)
    elif not row["accept"]:
        assert not stated


def test_r14_audit_rows_are_distinct_and_mostly_traps() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 15
