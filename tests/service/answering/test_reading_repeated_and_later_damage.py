"""Two gate checks found by blind batch V (after its measurement):

* 1402.3 / 705.3a-1 — an act asked again (「もう一回」「もう一度」「再び」「2回目」) answered 'yes' by a run
  that holds the act once is a first use's answer, not the second's: withheld (`reading.repeated`);
  a 'no' stands (plans that read the earlier use hold it as a state and refuse).
* 5.13.1 / 8.4.9 — a damage told after the attack (「殴って、そのあとスペルで相手リーダーに3ダメージ」) the
  run does not hold was dropped and the attack's damage alone stated (sve-bv-13: 9 for 6): not_modeled
  (`reading.material`), unless the scenario holds it (the attack's own damage told: 「殴って4ダメージ」).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.reader import read
from service.answering.reading.repeated import asked_again
from tests.service.answering.audit_data import verdict

_ONE_ATTACK: dict[str, Any] = {"actions": [{"kind": "attack", "attacker": "a", "target": "leader"}]}
_TWO_ATTACKS: dict[str, Any] = {"actions": [_ONE_ATTACK["actions"][0], _ONE_ATTACK["actions"][0]]}


@pytest.mark.parametrize(
    "question",
    [
        "このターン攻撃したフォロワーで、もう一回攻撃できる?",
        "さっき攻撃したキャラで再びアタックできる?",
        "同じターンに2回目の攻撃ってできる?",
        "もう1度アイサツできる?",
    ],
)
def test_705_3a_1_a_yes_to_an_act_asked_again_needs_the_first_in_the_run(question: str) -> None:
    reading = read(question, None)
    assert asked_again(reading, _ONE_ATTACK, "can", "yes") is not None
    assert asked_again(reading, _TWO_ATTACKS, "can", "yes") is None  # the run holds both
    assert asked_again(reading, _ONE_ATTACK, "can", "no") is None  # a refusal read the first use


def test_505_3a_an_act_again_in_a_later_turn_is_held_by_the_turn_boundary() -> None:
    reading = read("前のターンにアイサツしたキャラで、次の自分のターンにもう一度アイサツできる?", None)
    crossed = {"actions": [{"kind": "end_phase"}, {"kind": "aisatsu", "attacker": "a", "target": "player2"}]}
    assert asked_again(reading, crossed, "can", "yes") is None


def test_705_3a_1_a_first_use_asked_is_not_an_act_asked_again() -> None:
    reading = read("相手のキャラがアイサツしてきた。インターラプト・カイゼンで対象を変えられる?", None)
    assert asked_again(reading, _ONE_ATTACK, "can", "yes") is None


@pytest.mark.parametrize(
    "question",
    [
        "相手ターン。1回目のアイサツで、自分のインターラプト・カイゼン持ちのキャラに対象を変えて受けた(そいつは"
        "生き残った)。相手が2人目のキャラで自分の別のキャラにアイサツしてきた。もう一回カイゼンで対象を変えられる?",
        "相手ターン。このターン、すでにインターラプト・カイゼンで1回アイサツ対象を自分のキャラに変えた。相手がまた"
        "別のキャラでアイサツしてきた。もう一度カイゼンで対象を変えられる?",
        "相手ターン。1回目のアイサツはカイゼン持ちのキャラに対象変更して受けた。2回目のアイサツが来た。再びカイゼン"
        "で対象を変えられる?",
    ],
)
def test_1402_3_kaizen_once_a_turn_a_second_use_is_never_allowed(question: str) -> None:
    stated, value = verdict(question, "ninjaslayer")
    assert not (stated and value in ("yes", True))


def test_1402_3_kaizen_first_use_is_still_allowed() -> None:
    question = (
        "相手のキャラが自分の耐久力2のキャラにアイサツしてきた。自分の場にはインターラプト・カイゼン持ちのキャラが"
        "いる。対象を変えられる?"
    )
    assert verdict(question, "ninjaslayer") == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダー体力13。攻撃力4のフォロワーで相手リーダーを殴って、そのあとスペルで相手リーダーに3ダメージ。"
        "残りはいくつ?",
        "相手リーダーの体力10。攻撃力3のフォロワーで相手リーダーを攻撃した。その後スペルで相手リーダーに2ダメージ"
        "与えた。相手リーダーの体力は?",
        "相手のリーダー体力8。攻撃力2のフォロワーでリーダーを殴った。続けてスペルでリーダーに3ダメージ。体力いくつ"
        "になる?",
    ],
)
def test_5_13_1_a_damage_told_after_the_attack_is_not_dropped(question: str) -> None:
    stated, _value = verdict(question, "sve")
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "相手リーダー体力13。攻撃力4のフォロワーで相手リーダーを殴って4ダメージ。残りはいくつ?",
        "相手リーダー体力13。攻撃力4のフォロワーで相手リーダーを攻撃した。残りはいくつ?",
    ],
)
def test_8_4_9_the_attacks_own_damage_told_is_held(question: str) -> None:
    assert verdict(question, "sve") == (True, [9])
