"""Round-29 reading fixes, each a mechanism over several wordings.

* a が subject ends with its own reason or concession clause (「相手が…与えてきたから、」「…ので、」
  「…けど、」): the player who used the quoted prevention after it is the main clause's unsaid
  subject — the asker — not that clause's player (`plans/fow_common.protected_by`; fow-bd-01 had been
  withheld as a reduction of the opponent's damage).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


# fow 10.17.1.1: a reduction of N replaces the damage with N less
@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "相手が俺に800ダメージを与えてきたから、「そのダメージを300軽減する」で返した。"
            "俺のライフ2500だったけど何点になる?",
            2000,
        ),
        (
            "相手が俺に1000ダメージを与えてきたので、「そのダメージを400軽減する」を使った。"
            "俺のライフ3000なら残りは何点?",
            2400,
        ),
        (
            "相手が俺に700ダメージ飛ばしてきたけど、「そのダメージを200軽減する」で受けた。"
            "俺のライフは1500。何点残る?",
            1000,
        ),
    ],
)
def test_10_17_1_1_reduction_after_a_subordinate_clause_is_the_askers(question: str, life: int) -> None:
    assert situated(question, "fow")[:2] == (True, [life]), question


# fow 10.17: the opponent's own reduction does not protect the asker — never the reduced amount for the asker
def test_10_17_reduction_told_as_the_opponents_is_not_applied_to_the_asker() -> None:
    question = (
        "相手は「そのダメージを300軽減する」を使った。相手が俺に800ダメージを与えた。"
        "俺のライフ2500は何点になる?"
    )
    stated, value = situated(question, "fow")[:2]
    assert not stated or value == [1700], question
