"""ニンジャスレイヤーTCG: 「エテルを増やす効果とかは無し」「エテルを起こす効果は何もなし」 deny any effect
that changes the count — a negated effect (lexicon), reflected by a scenario that scripts none, so
two entries paid in turn from the stated エテル are answered (1204.2g-1: the コスト paid by bowing
エテル; 1312.1). Wordings of our own; trap: an effect said to be used is not denied.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "エテル5枚(全部縦向き)でキャラクターフェイズ。まずコスト2のキャラを出して、続けてコスト3のキャラも"
            "出したい。出せる?エテルを増やす効果はない。",
            "yes",
        ),
        (
            "エテル6枚の状態でキャラクターフェイズ開始。まずコスト4のキャラを出して、続けてコスト3のキャラも"
            "出したいんだけど、出せる?エテルを起こす効果とかは何もなし。",
            "no",
        ),
        (
            "エテル7枚(全部縦)でキャラクターフェイズ開始。まずコスト3のキャラを出して、続けてコスト4のキャラも"
            "出したい。これ出せる?エテルを増やす能力は特にない。",
            "yes",
        ),
    ],
)
def test_1204_2g_1_entries_paid_in_turn_with_no_effect_adding_etel(question: str, value: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == value


def test_1204_2g_1_an_effect_said_to_be_used_is_not_denied() -> None:
    question = (
        "エテル6枚の状態でキャラクターフェイズ開始。エテルを増やす効果を使った。まずコスト4のキャラを出して、"
        "続けてコスト3のキャラも出せる?"
    )
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert not (v.stated and v.value == "no")
