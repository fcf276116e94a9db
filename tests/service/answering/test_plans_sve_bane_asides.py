"""12.14.2 / 11.3.2: a follower that fought a 【必殺】 follower is destroyed even when it took no damage
— and the asker's aside after a 「?」 (「向こうの攻撃力0だしノーダメで生き残るよね?」) is a sentence of
its own: its stats restate a card already described, they are no attribute of the next noun
(`plans/sve_read.describe`; blind G sve-bg-13). Through `plans.situate`, sve's builders off."""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    "question",
    [
        "自分の攻撃力5・体力5のフォロワーで、相手のアクト状態の【必殺】持ち(攻撃力0・体力1)を殴った。"
        "向こうの攻撃力0だしノーダメで生き残るよね?自分のフォロワーは破壊される?",
        "自分の攻撃力4・体力4のフォロワーで相手のアクト状態の【必殺】持ち(攻撃力0・体力2)を攻撃した。"
        "相手の攻撃力0なら無傷だよね?自分のフォロワーは破壊される?",
        "自分の攻撃力3・体力6のフォロワーで、相手のアクト状態の攻撃力0・体力1の【必殺】持ちフォロワーを殴った。"
        "向こうの攻撃力0でしょ?こっちのフォロワーは破壊される?",
    ],
)
def test_12_14_2_bane_destroys_the_attacker_after_an_aside(question: str) -> None:
    v = situate(question, "sve")[0].accounting.verdict
    assert (v.stated, v.asks, v.value) == (True, "destroyed", True)
