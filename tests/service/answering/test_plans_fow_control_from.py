"""fow 10.10.2: 「相手からコントロールを得た」 names the player the card was taken from — its owner — so a
disposal by the asker, its controller now, is answered (audit 25b)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


# fow (10.10.2): 「相手からコントロールを得た」 names the player the card was taken from, its owner
@pytest.mark.parametrize(
    "question",
    [
        "相手からコントロールを得たリゾネイター、自分で破棄できる?",
        "相手からコントロールを奪ったリゾネイターを破棄できる?",
    ],
)
def test_fow_control_taken_from_a_player(question: str) -> None:
    assert situated(question, "fow")[:2] == (True, "yes"), question
