"""軌跡 TCG fight plan: 1306.3 — stun damage is the stunned UNIT's CP cost. A 「CP2」 told with the
attacked UNIT's stats is read as a CP pool quantity, not bound to the UNIT; the fight plan must not
then count the stun damage from the assumed CP cost 1 (kiseki-bl-16 stated 1 where 2 is right).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    "question",
    [
        "同じ組織のSTR4とSTR3の2体でスクラム攻撃、相手のDEF5・CP2のユニットを狙った。相手が失う絆は合計何点?",
        "STR2とSTR3のUNIT2体でスクラム攻撃して、相手のDEF4・CP3のUNITを攻撃した。相手の絆は何点減る?",
        "自分のSTR5とSTR1のユニットがスクラム攻撃で相手のCP2、DEF4のユニットを攻撃しました。相手が失う絆は何点ですか?",
    ],
)
def test_1306_3_stun_damage_with_a_cp_not_bound_to_the_unit_is_withheld(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "同じ組織のSTR4とSTR3の2体でスクラム攻撃、相手のDEF5のユニットを狙った。相手が失う絆は合計何点?",
        "STR2とSTR3のUNIT2体でスクラム攻撃して、相手のDEF4のUNITを攻撃した。相手の絆は何点減る?",
    ],
)
def test_1306_3_stun_damage_without_a_cp_is_withheld(question: str) -> None:
    # the stand-in CPコスト 1 had been stated as the stun damage (audit 10b): the CPコスト is untold
    stated, value = _verdict(question)
    assert not stated, value
