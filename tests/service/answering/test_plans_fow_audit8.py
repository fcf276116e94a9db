"""FoW §10 round 8 precision audit (issue 11): questions of our own, aimed at the families round 8
added (will payment and will abilities, per-count damage with a prevention, 10.16.1 copies, 10.19
races, 10.13 choices, 破壊されない, 破棄, アディション hosts, accumulated damage, a draw named again),
each with the answer checked by hand against the rulebook (`data/fow_audit8.jsonl`). A stated verdict
must be that answer; withheld is always acceptable; an answer of null is a question too ambiguous to
state.

Mechanisms fixed (each over several wordings, named after the clause):
10.16.1 — the stat of the card copied (「コピー元の攻撃力」「元の方の」「コピーされた方の」) is not the
copy's: only a stat said of the copy (「コピーの」「コピーの方の」) is planned (it had been stated 400
for the original's 700); 10.8.1 — a draw told with 「相手も」 is the opponent's (「も」 marks its
subject like が/は; it had been counted as the asker's draw, [7] for [8]); 10.8.2 — a draw told
after the count is asked (「引いたあと、デッキは何枚?…さらに1枚引いた」) may follow the moment asked: the
zones plan withholds (it had stated the count after every draw, [3] for the asked [4]); 10.8.1 — a
quoted draw resolved by the other player (「「カードを3枚引く」を相手が解決した」「相手が「…」を解決」)
is not the asker's draw: withheld (it had been stated [9] for the asker's untouched deck).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, verdict

GAME = "fow"
_ROWS = rows("fow_audit8")


def _verdict(question: str) -> tuple[bool, Any]:
    return verdict(question, GAME)


def _same(value: Any, answer: Any) -> bool:
    """A number stated once or repeated is that number; a destroyed ask's True/False is 'yes'/'no'."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit8_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = _verdict(row["question"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


@pytest.mark.parametrize(
    ("question", "original"),
    [
        (
            "もともと攻撃力400のリゾネイターが[+300/+0]を得た。そのリゾネイターをコピーした。コピー元の攻撃力はいくつ?",
            700,
        ),
        (
            "もともと攻撃力300/防御力300のJ/リゾネイターが[+100/+100]を得た。それをコピーした。コピー元の防御力は?",
            400,
        ),
        (
            "元々攻撃力500/防御力500のリゾネイターが[+200/+200]を得てる。相手がそれをコピーした。コピーされた方の攻撃力は?",
            700,
        ),
        (
            "元々攻撃力500/防御力500のリゾネイターが[+200/+200]を得てる。それをコピーした。元の方の攻撃力は?",
            700,
        ),
    ],
)
def test_10_16_1_the_stat_of_the_card_copied_is_not_the_copys(question: str, original: int) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [original], value


@pytest.mark.parametrize(
    ("question", "stat"),
    [
        (
            "元々攻撃力500/防御力500のリゾネイターが[+200/+200]を得てる。相手がそれをコピーした。コピーの攻撃力は?",
            500,
        ),
        (
            "元々攻撃力500/防御力500のリゾネイターが[+200/+200]を得てる。それをコピーした。コピーの方の防御力は?",
            500,
        ),
        ("もともと攻撃力400のリゾネイターが[+300/+0]を得た。それをコピーした。できたコピーの攻撃力は?", 400),
    ],
)
def test_10_16_1_the_copys_own_stat_is_still_planned(question: str, stat: int) -> None:
    assert _verdict(question) == (True, [stat])


@pytest.mark.parametrize(
    "question",
    [
        "デッキ10枚。「カードを2枚引く」を解決。相手も1枚引いた。俺のデッキ残り何枚?",
        "デッキ10枚。「カードを2枚引く」を解決。引いたあと、相手も1枚引いた。俺のデッキ残り何枚?",
        "デッキ10枚。「カードを2枚引く」を解決した。向こうも1枚引いた。デッキ残り何枚?",
    ],
)
def test_10_8_1_a_draw_told_of_the_opponent_too_is_not_the_askers(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [8], value


@pytest.mark.parametrize(
    "question",
    [
        "デッキ10枚。「カードを2枚引く」を解決。引いたあと、さらに1枚引いた。デッキ残り何枚?",
        "デッキ10枚。「カードを2枚引く」を解決。自分も1枚引いた。デッキ残り何枚?",
    ],
)
def test_10_8_2_the_askers_own_second_draw_is_still_counted(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [7], value


@pytest.mark.parametrize(
    "question",
    [
        "デッキ6枚。「カードを2枚引く」を解決した。引いたあと、デッキは何枚?俺は引いたあとさらに「カードを1枚引く」も解決した。",
        "デッキ6枚で「カードを2枚引く」を解決。デッキは何枚?そのあと、さらに1枚引いた。",
        "山札6枚。2枚引いた時点で山札は何枚?あ、その後もう1枚引いてる。",
    ],
)
def test_10_8_2_a_draw_told_after_the_ask_is_not_counted_before_it(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [4], value


@pytest.mark.parametrize(
    "question",
    [
        "デッキ12枚で「カードを3枚引く」を相手が解決した。引いたあと、俺のデッキ残り何枚?",
        "相手が「カードを3枚引く」を解決した。俺のデッキ12枚。俺のデッキ残り何枚?",
        "デッキ12枚で「カードを3枚引く」を向こうが使った。こっちのデッキは何枚?",
    ],
)
def test_10_8_1_a_quoted_draw_the_opponent_resolves_is_not_the_askers(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [12], value


@pytest.mark.parametrize(
    "question",
    [
        "デッキ12枚で「カードを3枚引く」を解決した。引いたあと、デッキ残り何枚?",
        "自分が「カードを3枚引く」を解決した。デッキ12枚だった。デッキ残り何枚?",
    ],
)
def test_10_8_2_a_quoted_draw_the_asker_resolves_is_counted(question: str) -> None:
    assert _verdict(question) == (True, [9])
