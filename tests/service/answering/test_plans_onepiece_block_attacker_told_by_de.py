"""ONE PIECE CARD GAME 10-1-4-1 without the old attack builder (issue 11 item 7): a block asked of a
battle whose attacker is named only by 「…のキャラで」 (no owner word) is planned (plans/onepiece_can
can_block: the card an attack is made with is the attacking player's). Checked by hand against
/work/shared/seeds/onepiece.txt 10-1-4-1: 【ブロッカー】 is activated by resting *the active* card — a rested
one cannot block.
"""

from __future__ import annotations

import pytest

from service.answering.plans import reread, run_plan
from service.answering.plans.onepiece_can import can_block
from service.answering.reading.reader import read
from service.answering.scenarios import BuiltScenario

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "パワー6000のキャラで相手リーダー(5000)にアタック。相手のブロッカーはレストしてる。ブロックできる?",
            "no",
        ),
        ("キャラ(6000)で相手リーダーにアタック。相手のブロッカーはレスト。ブロックできる?", "no"),
        (
            "キャラ(7000)で相手のリーダーを殴った。相手の【ブロッカー】キャラはレスト状態。ブロックされる?",
            "no",
        ),
        # traps: the blocker active (10-1-4-1 lets it block)
        ("パワー6000のキャラで相手リーダーにアタック。相手のブロッカーはアクティブ。ブロックできる?", "yes"),
        ("キャラ(6000)で相手リーダーにアタック。相手のブロッカーはアクティブ。ブロックできる?", "yes"),
    ],
)
def test_10_1_4_1_a_block_asked_with_the_attacker_named_by_de(question: str, value: str) -> None:
    built = can_block(reread(GAME, read(question, GAME)))
    assert isinstance(built, BuiltScenario), question
    sim = run_plan(GAME, built)
    assert sim is not None
    r = sim.result
    assert built.situation == "onepiece.plan.can_block"
    blocked = any(e.type == "block" for e in r.events)
    assert blocked is (value == "yes")
    # the card attacked with (「…のキャラで」, no owner word) is the asker's: the attacker the engine runs
    attacker = next(c for c in built.payload["player1"]["characters"] if c["id"] == "attacker")
    assert str(attacker["power"]) in question and built.payload["actions"][-1]["attacker"] == "attacker"
