"""ニンジャスレイヤー round 14: a 耐久力 or damage told again after a 「このターン」 gain — at the turn's end
(505.3a, 505.3b, 1004.1; REREAD plans.ninjaslayer_retold).

「耐久力2のキャラに「このターン+0/+2」かけて耐久力4にしてた。3ダメージ入って耐えた。エンドでバフが切れた
ら3ダメージ残ってて落ちる?」: the 耐久力4 is the gain's result and the second 「3ダメージ」 the damage still
borne, not a second card or damage; the エンドフェイズ sets damage to 0 before the 「このターン」 effects end,
so it lives. Traps: a second damage told (no 残), a 耐久力 that is no gain's result.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "自分のターン、耐久力3の俺のキャラに「このターン+0/+2」をかけて耐久力5にした。相手のコトダマで4ダメージ受けたけど"
        "耐えた。エンドでバフが切れたら4ダメージ残ってて死ぬ?",
        "耐久力1の自分のキャラに「このターン+0/+3」を付けて耐久力4に。相手に2ダメージ入れられた。ターン終了時に+0/+3が"
        "切れたら2ダメージ残ってて落ちる?",
        "俺のターン。耐久力2の俺のキャラに「このターン+0/+2」で耐久力4にしといた。相手のコトダマで3ダメージ食らって耐えた。"
        "エンドフェイズに+0/+2が切れたら3ダメージが残ってて殺される?",
    ],
)
def test_505_3a_damage_is_gone_before_the_gain_ends(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value is False, (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # a second 3 damage told (no 残): 6 ≥ 4 kills at once
        (
            "耐久力2の自分のキャラに「このターン+0/+2」で耐久力4。相手のコトダマで3ダメージ入った。そのあと相手がもう一度3ダメージを与えた。落ちる?",
            (None, True),
        ),
        # a 耐久力 6 is no result of 2 + 2: another card's, or a misreading — not run as the same card
        (
            "耐久力2の自分のキャラに「このターン+0/+2」で耐久力6。相手のコトダマで3ダメージ入った。エンドで切れたら落ちる?",
            (None,),
        ),
        # the damage told larger than the gained 耐久力: killed at once (1004.1)
        (
            "耐久力2の自分のキャラに「このターン+0/+2」をかけて耐久力4にした。相手のコトダマで5ダメージ受けた。エンドで切れたら落ちる?",
            (None, True),
        ),
    ],
)
def test_505_3_traps_right_or_withheld(question: str, allowed: tuple[object, ...]) -> None:
    stated, value, _summary = situated(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
