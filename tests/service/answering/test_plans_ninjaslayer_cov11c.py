"""ニンジャスレイヤー round 11 (blind batch U): a change asked against the run, over several wordings of
our own and traps where one detail changes the answer (the first waves: test_plans_ninjaslayer_cov11.py).

* 1104.3 — a change of the ダメージ・ゾーン asked the way the run did not go (「何枚減る?」 of an アイサツ's
  checks) withholds: no number of the conclusion (the 2 gained) answers it (reading.quantity.change_against).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のダメゾは3枚。自分の工作力2のキャラのアイサツが相手に通った。めくれたのはウケミ無し。相手のダメゾは"
            "何枚増える?",
            [2],
        ),
        ("自分のダメゾは6枚。「2回復する」を解決したら、自分のダメゾは何枚減る?", [2]),
    ],
)
def test_1104_3_damage_zone_change_asked_its_way(question: str, value: list[int]) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # traps: the change asked the other way (an アイサツ adds to it, 1104.3; 回復 takes from it, 1319.1)
        "相手のダメゾは3枚。自分の工作力2のキャラのアイサツが相手に通った。めくれたのはウケミ無し。相手のダメゾは"
        "何枚減る?",
        "自分のダメゾは6枚。「2回復する」を解決したら、自分のダメゾは何枚増える?",
    ],
)
def test_1104_3_change_asked_against_the_run_withholds(question: str) -> None:
    assert _verdict(question)[0] is False
