"""Round 13 (sve-by-16): 「進化カード」 names the evolve card (sve.jsonl `evolve_card`), not a second evolve —
「攻撃力4/体力4の進化カードで進化させた」 had been read as two evolves and the evolved-health plan declined.
The evolved follower takes the evolve card's 体力 and the 体力 lost to damage stays lost (5.15.2, 5.15.3)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "health"),
    [
        ("攻撃力1/体力3のフォロワーが相手のスペルで2ダメージを受けた。攻撃力3/体力5の進化カードで進化させた。"
         "進化後の体力はいくつ?", 3),
        ("体力4のフォロワーが効果で1点くらってる。そいつを体力6の進化カードで進化させたら体力は?", 5),
        ("攻撃力3/体力2のフォロワーが1ダメージ受けた。攻撃力5/体力4の進化カードで進化させたら体力は?", 3),
    ],
)  # fmt: skip
def test_5_15_3_damage_stays_after_evolving_with_the_evolve_card(question: str, health: int) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, [health]), question


@pytest.mark.parametrize(
    "question",
    [
        # trap: the damage already destroyed it (11.3.1) — no follower left to evolve
        "体力3のフォロワーが3ダメージ受けた。体力5の進化カードで進化させたら体力は?",
        # trap: the 攻撃力 asked, not the 体力 — never the 体力's value
        "体力3のフォロワーが1ダメージ受けた。攻撃力4/体力5の進化カードで進化させた。進化後の攻撃力は?",
    ],
)
def test_5_15_2_traps_are_right_or_withheld(question: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value == [4], question
