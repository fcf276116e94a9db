"""Force of Will round 14: how many 種族 a J/リゾネイター has after it becomes or gains some
(plans/fow_race_count.py): ‘なる’ loses the races it had (10.19.1), ‘得る’ adds to them (10.19.2), in the
order told. A change told denied, another quoted text, or another count asked withhold."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "fow"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("種族が「人間」のリゾネイターが「種族・エルフを得る」を受けた。種族は何個?", [2]),
        (
            "種族:竜・天使のリゾネイターが『種族が悪魔になる』を受けて、その後『種族・人間を得る』を受けた。種族はいくつ?",
            [2],
        ),
        (
            "種族が「竜」のリゾネイターに、先に「種族・人間を得る」、次に「種族が悪魔になる」がかかった。種族っていくつ?",
            [1],
        ),
        ("種族《騎士》と《人間》を持つリゾネイターが『種族《騎士》を得る』を受けた。種族はいくつ?", [2]),
    ],
)
def test_10_19_1_and_10_19_2_races_counted_after_the_changes(question: str, value: list[int]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(
    "question",
    [
        # denied: 1 or none
        "種族が「人間」のリゾネイター。「種族・エルフを得る」はかかってない。種族は何個?",
        "種族が「人間」のリゾネイターが「種族・エルフを得る」を受けた。さらに「このカードはすべての種族を失う」も受けた。"
        "種族は何個?",  # a text the plan does not read
        "種族が「人間」の俺のリゾネイターが「種族・エルフを得る」を受けた。種族が「竜」の相手のリゾネイターは?種族は何個?",
        "種族が「人間」のリゾネイターが「種族・エルフを得る」を受けた。手札は何枚?",  # another count asked
    ],
)
def test_10_19_trap_denied_unread_text_two_cards_or_other_count(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got == [1], (question, got)
