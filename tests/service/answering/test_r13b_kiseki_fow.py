"""Round-13 second-wave audit of the kiseki and fow code of round 13 — own player wordings
(`data/r13b_kiseki_fow.jsonl`, 12 kiseki + 12 fow, 20 traps: owner, a state, a keyword, a scrum
exception, an aside, a condition 「〜たら」, an untold value), each expected answer taken from the
rulebook (`corpus/sources/<game>.txt`) before the run; withholding is always allowed, an empty
`accept` means no verdict may be stated, a row with `open` is a known wrong verdict (strict xfail).

On the code at 9cee42a (shared tree): 15 stated / 2 wrong of 24 → 13 / 0. Both wrong verdicts were
kiseki attack runs (scenarios/kiseki_attack) ignoring a told fact: a UNIT supposed stunned
(「相手のUNITがスタン状態だったら」, 1306.2d: stated 2 = stun 1 + overkill 1) and a スクラムサポート told
done in a later sentence with no target (「相手はスクラムサポートしてた」, 1219.2a/1309.1a: stated 2 of
2 or 4) — both now withhold (kiseki_sides.stunned_if, kiseki_sides._SUPPORT_DONE). Value conventions:
a fate ask 「場に残る?」 of a fow removal holds True for a card that left the field; 「負ける?」 holds
the winner.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("r13b_kiseki_fow")


def _param(i: int, row: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=row["open"])] if row.get("open") else []
    return pytest.param(row, id=f"r13b-{row['game']}-{i:02d}", marks=marks)


@pytest.mark.parametrize("row", [_param(i, r) for i, r in enumerate(_ROWS)])
def test_r13b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r13b_rows_are_distinct_and_cover_both_games() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 24
    assert {r["game"] for r in _ROWS} == {"kiseki", "fow"}


@pytest.mark.parametrize(
    "question",
    [
        "俺のSTR3/DEF3のUNITで相手のSTR2/DEF2/CPコスト1のUNITを攻撃。"
        "相手のUNITがスタン状態だったら、相手の絆は何点減る?",
        "俺のSTR6/DEF2のUNITで相手のSTR1/DEF3/CPコスト2のUNITを攻撃。"
        "相手の絆は何点減る? 相手はスクラムサポートしてた。",
        "俺のSTR6/DEF2のUNITで相手のSTR1/DEF3/CPコスト2のUNITを攻撃した。"
        "相手はスクラムサポートをしていた。相手の絆は何点減る?",
    ],
)  # fmt: skip
def test_r13b_untold_fight_facts_withhold(question: str) -> None:
    assert situated(question, "kiseki")[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 1309.1a: the supported UNIT named — stun damage 2 only
        ("相手のSTR1/DEF3/CPコスト2のUNITにはサポートが付いてる。俺のSTR5/DEF2のUNITでそれを攻撃。"
         "相手の絆は何点減る?", [2]),
        # 1306.3 + 804.11a-3: stun 2 + overkill 2
        ("俺のSTR5/DEF2のUNITで相手のSTR1/DEF3/CPコスト2のUNITを攻撃した。相手の絆は何点減る?", [4]),
    ],
)  # fmt: skip
def test_r13b_told_fights_still_answer(question: str, value: Any) -> None:
    assert situated(question, "kiseki")[:2] == (True, value)
