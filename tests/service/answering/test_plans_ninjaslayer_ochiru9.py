"""ニンジャスレイヤーTCG 1004.1 / 1311.1: 「そいつ落ちる?」 asks whether the character is killed (it
leaves the field for the オヒガン). It had been read as no ask, and the game's state (still going) was
stated for a question about a card (blind Q ninjaslayer-bq-11's wording; the family 「同じキャラに
もう一回アイサツ」 seen in batches F, I, K, L, N, O, P, Q). Wordings of our own and traps."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手の耐久力4のキャラに、自分のカラテ2のキャラでアイサツした。同じイクサフェイズで別のカラテ2のキャラで"
            "もう一回同じやつにアイサツした。そいつ落ちる?",
            True,
        ),
        ("耐久力3の相手キャラにカラテ3でアイサツ。落ちる?", True),
        ("相手の耐久力2のキャラに俺のカラテ1のキャラでアイサツ。相手のキャラ落ちた?", False),
    ],
)
def test_1004_1_ochiru_asks_whether_the_character_is_killed(question: str, killed: bool) -> None:
    assert verdict(question, GAME) == (True, killed)


@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力4のキャラにカラテ2で1回だけアイサツ。そいつ落ちる?",
        "俺の耐久力4のキャラに相手がカラテ2でアイサツしてきた。これ落ちる?",
    ],
)
def test_1004_1_below_the_durability_it_stays(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value is False, value
