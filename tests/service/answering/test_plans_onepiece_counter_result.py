"""ONE PIECE CARD GAME: the power a counter made the attacked card have, told as the result.

Blind E onepiece-be-02 and trap batch K onepiece-bk-02: 「相手が手札からカウンター2000のキャラを
トラッシュしてリーダーを7000に」 — the 7000 had been read as a number of nothing and withheld the
verdict. It is the power the counter made the leader have (lexicon STAT power, told after 「リーダーを」
with 「に(し)」): the gate reflects it only when the run's counter reports that power (`power_up`, the
leader's 5000 + the counter's 2000). A power the counter did not reach stays unreflected (withheld).

Clauses: 7-1-3-2-1 (a counter trashed from the hand gives its counter value for the battle),
7-1-4-2 (the attacking card's power lower: nothing happens, no damage), 7-1-4-1 (a leader at 0 life
hit loses).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object, list[str]]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    unreflected = [a.fact.text for a in gated.accounting.not_modeled]
    return v.stated, v.value, unreflected


@pytest.mark.parametrize(
    "question",
    [
        "相手ライフ0で、パワー5000のキャラで相手リーダー(パワー5000)にアタックした。相手が手札から"
        "カウンター2000のキャラを捨ててリーダーを7000にしてきた。ブロックはなし。勝者は?(自分=アタックした側)",
        "自分のターン。相手ライフ0で、俺のキャラ(パワー6000)で相手リーダー(パワー5000)を殴った。そしたら相手が"
        "手札からカウンター2000のキャラをトラッシュしてリーダーを7000に。このバトルで勝者は?(俺=自分)",
        "相手のライフは0枚。自分のキャラ(パワー6000)で相手のリーダー(パワー5000)にアタックしたら、"
        "相手はカウンター2000のキャラを手札から切ってリーダーを7000にした。ブロックなし。勝者は?(自分視点)",
    ],
)
def test_7_1_3_2_1_counter_result_power_reflected(question: str) -> None:
    stated, value, unreflected = _verdict(question)
    assert stated, unreflected
    assert value == "none"  # 7-1-4-2: the attacker's power is lower, no damage, no winner


@pytest.mark.parametrize(
    "question",
    [
        # 5000 + 2000 is 7000, not 9000: the told result is not what the rules give
        "相手ライフ0で、パワー5000のキャラで相手リーダー(パワー5000)にアタックした。相手が手札から"
        "カウンター2000のキャラを捨ててリーダーを9000にしてきた。ブロックはなし。勝者は?(自分=アタックした側)",
        "相手のライフは0枚。自分のキャラ(パワー6000)で相手のリーダー(パワー5000)にアタックしたら、"
        "相手はカウンター2000のキャラを手札から切ってリーダーを8000にした。ブロックなし。勝者は?(自分視点)",
    ],
)
def test_7_1_3_2_1_counter_result_power_not_reached_withholds(question: str) -> None:
    stated, _value, unreflected = _verdict(question)
    assert not stated
    assert any(t in ("9000", "8000") for t in unreflected)
