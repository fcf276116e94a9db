"""A second evolve in a turn one was already made, the first told with its cost or the turn order
(family seen in batches G, H, K, L, N, P and blind Q, sve-bq-12; 8.3.2):
「後攻で、このターンもうEP使って進化させた」 had withheld — 「EP使って」 is the first evolve's cost paid
(12.2.3), no other act, and 後攻 says whose turn it is no less; a second evolve this turn is refused
whatever the EP left (8.3.2).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        "後攻で、このターンもうEP使って進化させた。EPはまだ2残ってる。別のフォロワーも進化できる?",
        "このターン、EPを使ってフォロワーを進化させた。EPは残り1。もう1体進化できる?",
        "後攻。このターンはすでにEPを使って進化させてる。EP2残ってるけど、他のフォロワーも進化させられる?",
    ],
)
def test_8_3_2_one_evolve_a_turn_whatever_paid_it(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == "no"


@pytest.mark.parametrize(
    "question",
    [
        "このターン、EP使って進化させた。次のターンにまた進化できる?",  # another turn's evolve (8.3.2)
        "前のターンにEP使って進化させた。このターン進化できる?",
    ],
)
def test_8_3_2_another_turns_evolve_is_not_this_family(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == "yes"
