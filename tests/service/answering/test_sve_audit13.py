"""Round-13 independent audit of the sve code of round 13 and of the shared reader step
`reading/continued.py` (dd0fde0: a sentence opened by あと/それと/さらに… goes on listing the previous
sentence's field, its unowned facts that side's) — own adversarial questions (`data/sve_audit13.jsonl`,
`game` names the game: 25 of the 83 rows are other games' wordings, kiseki, onepiece, fow, ninjaslayer),
every stated verdict checked by hand against the game's rulebook (withholding is always allowed; an
empty `accept` means no verdict may be stated; a row with `open` is a known wrong verdict, strict xfail).

Wrong verdicts found on 2d600a4, before this audit's fixes (83 rows: 33 stated / 8 wrong; the first
wave of 30: 14 / 3):
- continued.py gave the listed side facts told before an owner word of the other side
  (「あとアクト状態の【守護】持ちが1体、こっちの場にいる」「他に、スタンしてないUNITが2体いるけど、それは俺の」):
  'no' for an attack on a leader the asker could attack (12.8.2), kiseki's counts 2 and 3 for 1 (705.6);
- 「あと2/2の守護持ちもいる」 was no continuation (あと + digit), the unowned 2/2 【守護】 became the
  asker's attacker, and the builder (scenarios/sve_attack) attacked it for 「その4/4を攻撃」 ('yes' stated
  for an attack an acted 【守護】 forbids, 12.8.2; 'no' beside a standing one);
- a continuing sentence telling the asker's move (「あと前のターンからいる攻撃力3のフォロワーで相手リーダーを
  攻撃」) gave the attacker to the opponent and dropped six right verdicts (withheld since dd0fde0).
After: 33 stated / 0 wrong (first wave 13 / 0).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("sve_audit13")


def _param(i: int, row: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=row["open"])] if row.get("open") else []
    return pytest.param(row, id=f"a13-{row.get('game', 'sve')}-{i:03d}", marks=marks)


@pytest.mark.parametrize("row", [_param(i, r) for i, r in enumerate(_ROWS)])
def test_audit13_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row.get("game", "sve"))
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit13_rows_are_distinct_and_cover_other_games() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 30
    assert sum(r.get("game", "sve") != "sve" for r in _ROWS) >= 8


@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        # 12.8.2: the move sentence's follower is the asker's, the list's acted 【守護】 the opponent's
        ("sve", "相手の場にアクト状態の守護持ちが1体。"
                "あと前のターンからいるフォロワーで相手リーダーを攻撃できる?", "no"),
        # 8.4.9, 11.3.1
        ("sve", "相手の場にアクト状態の体力3のフォロワー。"
                "あと前のターンからいる攻撃力3のフォロワーでそいつを攻撃したら破壊できる?", True),
        # 7-1-1-2, 7-1-4-1-2
        ("onepiece", "相手の場にレストのパワー4000のキャラ。"
                     "あとパワー5000のリーダーでそのキャラにアタックしてKOできる?", True),
        # 705.6: the listed side's count goes on into 「あと…」
        ("kiseki", "相手の場にスタン状態のUNITが3体。あとスタンしてないUNITが1体。"
                   "回復フェイズの後、相手の場のUNITは何体?", [2]),
    ],
)  # fmt: skip
def test_a_continued_list_still_answers(game: str, question: str, value: Any) -> None:
    assert situated(question, game)[:2] == (True, value)
