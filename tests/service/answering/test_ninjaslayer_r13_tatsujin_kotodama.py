"""ニンジャスレイヤー round 13: a タツジン コトダマ entered without its タツジン・コスト (1404.2, 1404.2a).

The タツジン・コスト is an additional cost the player chooses to pay or not (1404.2); unpaid, the
コトダマ is entered for its コスト alone and only the タツジン effect is lost (1404.2a)
(plans.ninjaslayer_tatsujin, now for a コトダマ too: the engine's コトダマ entry pays the コスト only).
Its コスト must still be paid from the upright エテル (1204.2i, 1312.1).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("エテルは4枚。手札にコスト4でタツジン・コストは2のコトダマ。タツジン払わないで撃てる?", "yes"),
        ("立ってるエテル3枚。コスト3のタツジン付きコトダマ、タツジンは払わずに撃ちたい。撃てる?", "yes"),
        ("エテル2枚、コスト2のタツジン付きコトダマ。タツジン・コスト無しでエントリーできる?", "yes"),
        ("縦のエテル1枚。手札のコスト2のタツジン持ちコトダマを、タツジン・コストは払わないで撃てる?", "no"),
    ],
)
def test_1404_2_the_tatsujin_cost_may_go_unpaid(question: str, value: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # both paid: 2 + 1 from 2 エテル cannot be (1204.2g-3)
        (
            "エテル2枚、コスト2のタツジン付きコトダマ(タツジン・コスト1)。タツジン・コストも払って撃てる?",
            ("no", None),
        ),
        # the コトダマ's own コスト unpaid is no choice (1204.2h)
        (
            "エテル3枚、コスト2のタツジン付きコトダマ。コトダマのコストは払わずにタツジンだけ払って撃てる?",
            ("no", None),
        ),
        # a character is entered, not 撃つ: not a コトダマ's
        ("エテル2枚。コスト2のタツジン付きキャラ、タツジン払わずに撃てる?", ("yes", None)),
    ],
)
def test_1404_2_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
