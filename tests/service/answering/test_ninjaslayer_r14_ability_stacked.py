"""ニンジャスレイヤー round 14: a character entered while an ability waits on the コトダマ空間 (1206.1, 602.1:
only when no card, ability or damage check is there) — plans.ninjaslayer_stacked.entry_on_stack runs
the ability as a コトダマ on the コトダマ空間, named in the notes.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "自分のキャラフェイズで、自分の起動能力がコトダマ空間に乗ったまま解決されてない。手札のキャラをエントリーできる?",
        "自分のキャラクターフェイズ中、キャラの誘発能力がコトダマ空間に置かれてまだ解決されてない。今手札のキャラをエントリーできる?",
        "俺のキャラフェイズ。俺の能力がコトダマ空間に積まれてて解決前。この状態で手札からキャラ出せる?",
    ],
)
def test_1206_1_no_entry_while_an_ability_waits(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == "no", (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # resolved: the コトダマ空間 is empty again
        (
            "自分のキャラフェイズ。俺の起動能力がコトダマ空間に乗ってたけど、解決した後なら手札のキャラ出せる?",
            (None, "yes"),
        ),
        # the opponent's phase: no entry whatever waits (602.1)
        (
            "相手のキャラフェイズ、相手の起動能力がコトダマ空間に乗ってて解決前。手札のキャラ出せる?",
            (None, "no"),
        ),
        # a コトダマ and an ability both told: which waits is not one reading
        (
            "自分のキャラフェイズ、コトダマを撃って、その後起動能力がコトダマ空間に乗ってる。手札のキャラ出せる?",
            (None, "no"),
        ),
    ],
)
def test_1206_1_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, value, _summary = situated(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
