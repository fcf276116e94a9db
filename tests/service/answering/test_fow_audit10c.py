"""fow audit 10c (issue 11): questions in this wave's styles, each answer checked by hand against §10
(`data/fow_audit10c.jsonl`; ``null`` where the question leaves out what decides the answer or asks
what one verdict cannot hold — it must be withheld). Styles: U a deciding value untold (a hand or
deck size, a life, a DEF, whether a card is rested), V perspective and people (the opponent's
count, a third person), W terse, X two asks in one question.

51 questions. On a clean export of HEAD bed1ab7: 7 stated, 2 wrong (V: 「友達が俺のリゾネイターを
破棄」 run as the asker's own disposal: 'yes' (10.10.2: only the controller disposes); X: 「何枚捨てて、
手札は何枚?」 [0], right, but the conclusion's 「手札は5枚減ります」 read as the count discarded (7)) and
1 doubtful (a チームメイト's life [1200] told as 「自分のライフ」). Now 4 stated, 0 wrong. A second pass
(rows 51-64, on 3e25ecc): 6 stated, 0 wrong (a deck untold read as not run out, as the earlier sets
do; a DEF told with no earlier damage read as none). The whole set: 65 questions, 10 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "fow"
_ROWS = rows("fow_audit10c")


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool):
        value = "yes" if value else "no"
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10c_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = verdict(row["question"], GAME)
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def test_audit10c_set_has_distinct_questions_in_every_style() -> None:
    assert len(_ROWS) >= 30 and len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert all(sum(r["style"] == s for r in _ROWS) >= 5 for s in "UVWX")


@pytest.mark.parametrize(
    "question",
    [
        "友達が俺のリゾネイターを破棄しようとしてる。できる?",
        "Aさんが俺のアディションを破棄した。これってできる?",
        "チームメイトが相手の場のリゾネイターを破棄したいって。破棄できる?",
        "チームメイトのライフ1500。相手が500ダメージをチームメイトに与えた。チームメイトは"
        "『次にあなたが受けるダメージを200軽減する』を使ってた。チームメイトのライフは?",
    ],
)
def test_10_10_2_a_third_person_is_not_seated_as_the_asker(question: str) -> None:
    """「友達が俺のリゾネイターを破棄」 had been run as the asker's disposal of their own card: 'yes'."""
    assert not verdict(question, GAME)[0]


def test_10_10_2_the_asker_disposing_is_still_run() -> None:
    assert situated("相手の場のリゾネイターを破棄できる?", GAME)[:2] == (True, "no")


def test_10_10_2_a_third_person_in_card_text_is_no_person() -> None:
    q = "『仲間のリゾネイター1体を破棄する』で自分のリゾネイターを破棄できる?"
    stated, value, _summary = situated(q, GAME)
    assert not stated or value == "yes", value


@pytest.mark.parametrize(
    "question",
    [
        "手札5枚。『カードを2枚ドローする』を使って、そのあと『手札を捨てる』。何枚捨てて、手札は何枚?",
        "手札5枚で『カードを2枚ドローする』のあと『手札を捨てる』。捨てるのは何枚で、手札は何枚残る?",
        "手札5枚。『手札を捨てる』のあと『カードを2枚ドローする』。何枚引いて、手札は何枚?",
    ],
)
def test_10_18_2_a_count_moved_asked_beside_another_amount_withholds(question: str) -> None:
    """「何枚捨てて、手札は何枚?」 had stated [0] with 「手札は5枚減ります」 (7 were discarded, 10.18.2)."""
    assert not verdict(question, GAME)[0]


def test_10_6_4_two_amounts_each_answered_are_still_run() -> None:
    """「何回…、ライフはいくつ?」: 1700 stated, the conclusion telling the one instance (10.6.4.1)."""
    q = (
        "相手のライフ2000。手札3枚で『あなたの手札のカード1枚につき100ダメージを対象のプレイヤーに与える』を"
        "相手に撃った。何回ダメージを与えて、相手のライフはいくつ?"
    )
    stated, value, summary = situated(q, GAME)
    assert not stated or (value == [1700] and "1回" in summary.split("。")[0]), (value, summary)


def test_10_6_2_a_parenthesis_is_no_second_ask() -> None:
    q = (
        "ライフ1500。相手が800ダメージ、こっちは『次にあなたが受けるダメージを軽減する』を使ってた"
        "(何点とは書いてない)。ライフいくつ?"
    )
    stated, value = verdict(q, GAME)
    assert not stated or value == [1500], value
