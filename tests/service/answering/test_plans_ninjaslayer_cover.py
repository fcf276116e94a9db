"""ニンジャスレイヤーTCG plan `interrupt_cover`: the other player アイサツs one of the asker's characters;
インターラプト changes the アイサツ対象 only when it is its controller (1402.2), インターラプト・カイゼン
also for another of its controller's characters (1402.3), once per turn (705.3a-1: 「このターンは
まだ使ってない」 is the state a scenario starts in). Wordings of our own; traps: the アイサツ to the
player, the keyword's own card attacked, an ability already used this turn.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    "question",
    [
        "相手が自分のキャラにアイサツしてきた。自分の場のインターラプト持ちのキャラで、そのアイサツの対象を自分に変更できる?",
        "相手が俺のキャラにアイサツしてきた。俺の場にインターラプト持ちのキャラがいて、このターン一度も使ってない。"
        "対象をそっちに変えられる?",
        "相手がこっちの場のキャラにアイサツしてきた。こっちには「インターラプト」だけ持ってるキャラがいて、"
        "このターンはまだ使ってない。アイサツ対象をそいつに変更できる?",
    ],
)
def test_1402_2_interrupt_changes_only_an_aisatsu_to_its_controller(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation.endswith("interrupt_cover")


@pytest.mark.parametrize(
    "question",
    [
        "相手がこっちの場のキャラにアイサツしてきた。こっちの場にはインターラプト・カイゼン持ちのキャラがいて、"
        "このターンはまだ使ってない。アイサツ対象をそいつに変えられる?",
        "相手にこっちのキャラがアイサツされた。こっちにはインターラプト・カイゼンを持つキャラがいる。このターンまだ"
        "使ってない。対象を変更できる?",
        "相手が自分のキャラにアイサツしてきた。自分の場のインターラプト・カイゼン持ちのキャラで対象を変更できる?",
    ],
)
def test_1402_3_interrupt_kaizen_also_covers_another_character(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "yes" and situation.endswith("interrupt_cover")


@pytest.mark.parametrize(
    "question",
    [
        "相手がこっちのインターラプト持ちのキャラにアイサツしてきた。対象を変更できる?",
        "相手がこっちの場のキャラにアイサツしてきた。インターラプト持ちのキャラがいるけど、このターンもう使った。変えられる?",
    ],
)
def test_705_3a_1_traps_stay_withheld(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert not stated or not situation.endswith("interrupt_cover")


# --- 704.4: the アイサツ対象 is the opponent or one of the opponent's characters ----------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分のキャラで、自分の場の他のキャラにアイサツできる?", "no"),
        ("こっちのターンに、こっちの場のキャラにアイサツしてもいい?", "no"),
        ("自分のターン。相手のキャラは放っておいて、自分の場の別のキャラにアイサツするのはOK?", "no"),
        ("相手の場のキャラにアイサツできる?", "yes"),
    ],
)
def test_704_4_only_the_opponents_characters_are_targets(question: str, value: str) -> None:
    stated, said, situation = _verdict(question)
    assert stated and said == value and situation.endswith("aisatsu_target")


@pytest.mark.parametrize(
    "question",
    [
        "相手のターンに、相手の場のキャラにアイサツできる?",
        "カラテ3のキャラで自分の場のキャラにアイサツできる?",
    ],
)
def test_704_4_traps_are_not_this_plans(question: str) -> None:
    _stated, _value, situation = _verdict(question)
    assert not situation.endswith("aisatsu_target")
