"""Round-13 second-wave audit of the deck-construction answers (plans/deck_counts.py, deck_games.py,
ninjaslayer_deck.py: kiseki 602, onepiece 5-1-2, sve 6.1.1, ninjaslayer 402) — 24 own questions
(`data/r13b_ns_deck.jsonl`, `game` names the game), every stated verdict checked by hand against the
game's rulebook (withholding is always allowed; an empty `accept` means no verdict may be stated; a row
with `open` is a known wrong verdict, strict xfail).

Wrong verdicts found on 9cee42a (24 rows: 12 stated / 6 wrong): both players named, the counts told of
one player's deck and the ask of the other's (「俺のはストラテジー戦でデッキ50枚、同名4枚。相手のデッキは
使える?」 'yes'; 「コンストラクテッド戦で相手が同名5枚入れてた。俺のデッキは使える?」 'no'; sve and onepiece
alike) — the plans ran the told counts as the asked deck. deck_counts.two_sides now declines (both
plans). After: 6 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("r13b_ns_deck")


def _param(i: int, row: dict[str, Any]) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=row["open"])] if row.get("open") else []
    return pytest.param(row, id=f"r13b-deck-{row['game']}-{i:03d}", marks=marks)


@pytest.mark.parametrize("row", [_param(i, r) for i, r in enumerate(_ROWS)])
def test_r13b_deck_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_r13b_deck_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 24


@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        ("ninjaslayer", "コンストラクテッド戦でウケミ能力持ちを17枚入れていい?", "no"),  # 402.4c
        ("ninjaslayer", "相手のコンストラクテッド戦のデッキ、同じカード名で同じ二つ名のカードが5枚入ってた。"
                        "相手これ使える?", "no"),  # 402.4b: one player named
        ("kiseki", "ストラテジー戦で、サブ名が一般のカードを8枚入れてもいい?", "yes"),  # 602.4b-1
        ("sve", "エボルヴデッキ12枚、メインデッキ40枚。使える?", "no"),  # 6.1.1.3
    ],
)  # fmt: skip
def test_one_player_named_still_answers(game: str, question: str, value: Any) -> None:
    assert situated(question, game)[:2] == (True, value)
