"""Shadowverse EVOLVE round-11 self-audit (issue 11): own adversarial questions on each capability the
round built (`data/sve_audit11.jsonl`, `cap` names it), every stated verdict checked by hand against the
rulebook (withholding is always allowed; an empty `accept` means no verdict may be stated).

Capabilities: `topic` a stat said of the card its は/が marks (1.3.4.1, 11.2.1, 1.2.2); `resolve` a text
used as 「…って効果」 resolved whole (11.1.2); `evolve` the damage kept through an evolve (5.15.3);
`upto` 「N枚まで引く」 ended by its player (5.9.3.1); `lethal` 「殴ればリーサル?」 (8.4.3.1, 12.9.2,
12.10.2, 12.8.2); `field` a play onto a told field (4.4.4.1, 10.6.2.6, 8.2.1); `hand` the end phase's
discard (7.4.7); `nextpp` the next turn's PP (7.2.1, 7.2.2); `cost` a lowered cost (10.4.4.1, 1.3.2);
`sc` 【スペルチェイン】 (13.3.1); `quick` a 【クイック】 card in the own main phase (12.3.5); `lastword`
whether a ラストワード triggers (12.5.1, 5.6.1, 5.4.1); `drain` a 【ドレイン】 attacker named by its keyword
(12.13.2); `ep` the EP after the game's first evolve (6.2.1.10, 12.2.3); `firstturn` the hand after the
first turn's plays (7.2.4.1, 8.2.1); `acted` a 【守護】 follower the opponent acted, or said not to
have acted (12.8.2, 7.2.3).

On a clean export of 37fe748 (before the round): 94 questions / 14 stated / 1 wrong (「PPが3。コストを1
軽くする効果がかかったコスト4のフォロワーを出せる?」 'no': the reduction was unread); with this round
94 / 56 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit11")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a11-{r['cap']}-{i:03d}" for i, r in enumerate(_ROWS)])
def test_audit11_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit11_has_at_least_5_questions_per_capability() -> None:
    caps: dict[str, int] = {}
    for r in _ROWS:
        caps[r["cap"]] = caps.get(r["cap"], 0) + 1
    assert len(caps) == 16 and min(caps.values()) >= 5
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
