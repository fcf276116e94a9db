"""Round 13 (onepiece): a power told as what it became (plans/onepiece_power `_BECAME`).

「キャラが-2000になった」 tells the power the card ended at (1-3-7: a power may be below 0), not a change
by -2000 — it had been run as 3000-2000 = 1000. Told beside the change that made it
(「-5000されて-2000になった」), it must agree with the written power; the card stays on the field
(1-3-7-1: a power below 0 moves no card). Traps: the result alone (the change unknown), a result
that does not follow from the change.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    ("自分のパワー5000のキャラが相手の効果で-7000されて、-2000になった。トラッシュに置かれる?", False),
    ("相手の効果で俺のパワー3000のキャラが-5000されて-2000になった。パワーはいくつ?", [-2000]),
    ("相手の効果で俺のパワー3000のキャラが-5000されて-2000になった。トラッシュに置かれる?", False),
]

TRAPS = [
    # the result alone: its power is -1000, never 3000 (4000-1000)
    ("相手の効果で自分のパワー4000のキャラが-1000になった。そのキャラのパワーはいくつ?", ([-1000],)),
    ("相手の効果で俺のパワー3000のキャラが-2000になった。今そのキャラのパワーはいくつ?", ([-2000],)),
    # 3000-4000 is -1000, not the -2000 told
    ("相手の効果で俺のパワー3000のキャラが-4000されて-2000になった。トラッシュに置かれる?", ()),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_1_3_7_1_power_told_as_its_result(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_1_3_7_1_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
