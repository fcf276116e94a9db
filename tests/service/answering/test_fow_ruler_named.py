"""10.9.2: a ルーラー in the ルーラーエリア is destroyed only by an effect that says it destroys a ルーラー.

「ルーラー1体を破壊する」 says so with a count (blind T fow-bt-13 had been answered 'not destroyed': the
plan looked for 「ルーラーを破壊する」 only); a text the question says does NOT say it
(「「ルーラーを破壊する」とは書いてない」, the denial after a closing quote) does not (it had been answered
'destroyed')."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    "question",
    [
        "相手のルーラーエリアにいるルーラーに向けて、『ルーラー1体を破壊する』って明記された効果を撃った。ルーラーは破壊される？",
        "相手のルーラーエリアのルーラーに「ルーラー1体を破壊する」を使った。破壊される?",
        "ルーラーエリアにいる相手のルーラーに「対象のルーラー１体を破壊する」を撃った。破壊される?",
    ],
)
def test_10_9_2_a_ruler_counted_in_the_text_is_named(question: str) -> None:
    assert situated(question, "fow")[:2] == (True, True)


@pytest.mark.parametrize(
    "question",
    [
        "相手のルーラーエリアのルーラーに「ルーラーを破壊する」とは書いてない効果を使った。破壊される?",
        "相手のルーラーエリアのルーラーに「ルーラー1体を破壊する」とは書いてない効果を使った。破壊される?",
        "相手のルーラーエリアのルーラーに『ルーラーを破壊する』って明記されてない効果を撃った。破壊される?",
    ],
)
def test_10_9_2_a_text_said_not_to_name_the_ruler_does_not_destroy_it(question: str) -> None:
    stated, value, _ = situated(question, "fow")
    assert not stated or value is False


def test_10_9_2_a_text_naming_another_card_is_no_ruler_destruction() -> None:
    q = "相手のルーラーエリアのルーラーに「リゾネイター1体を破壊する」を使った。破壊される?"
    stated, value, _ = situated(q, "fow")
    assert not stated or value is False
