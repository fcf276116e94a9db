"""ニンジャスレイヤーTCG 1303.1 / 706.4b: a 「+X/+Y」 said of the subject across a comma and a time word —
「相手のカラテ2のキャラが、このターン+1/+1もらった状態でこっちの耐久力3のキャラにアイサツしてきた」 — is
the attacker's (its カラテ is 3), not the next card named (audit 9: it had been put on the attacked card,
whose 耐久力 became 4, and 'not killed' was stated; the family of blind Q ninjaslayer-bq-12, +X/+Y on a
fighting card, seen in batches F, I, J, K, L, Q). Wordings of our own and traps."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手のカラテ2のキャラが、このターン+1/+1もらった状態でこっちの耐久力3のキャラにアイサツしてきた。"
            "うちのキャラ死ぬ?",
            True,
        ),
        ("相手のカラテ2のキャラが+1/+1を得て、俺の耐久力3のキャラにアイサツ。俺のキャラ死ぬ?", True),
        (
            "俺のカラテ2のキャラが、このターン+1/+0もらった状態で相手の耐久力3のキャラにアイサツ。殺せる?",
            True,
        ),
    ],
)
def test_1303_1_the_gain_said_of_the_attacker_is_its_own(question: str, killed: bool) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value is killed, value
    assert stated


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        ("相手のカラテ3のキャラが、俺の+0/+2を得た耐久力3のキャラにアイサツ。俺のキャラ死ぬ?", False),
        (
            "相手のカラテ3のキャラが、このターン+0/+2もらった俺の耐久力3のキャラにアイサツ。俺のキャラ死ぬ?",
            False,
        ),
    ],
)
def test_1303_2_the_gain_written_on_the_attacked_card_stays_there(question: str, killed: bool) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value is killed, value
