"""ニンジャスレイヤーTCG plan `interrupt_cover` from either seat: the asker アイサツs one of the
opponent's characters (the asker is the turn player, 704.1) and asks whether the opponent's
インターラプト / インターラプト・カイゼン character may take the アイサツ on itself — インターラプト only
when the アイサツ対象 is its controller (1402.2), インターラプト・カイゼン also another of its
controller's characters (1402.3). Characters named by letters (「キャラAと…キャラB」「Bにアイサツ」),
「対象変更を防ぐ能力はなし」 (no prevention: a denied prevent) and 「Cに引き受けられる?」 (the change
asked, not a draw) are read. Wordings of our own; traps: the keyword's own card attacked by its
letter, a prevention said to exist, an アイサツ to the player.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str, str]:
    gated, note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation, note or ""


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にインターラプト持ちのキャラAと普通のキャラBがいる。自分のキャラでBにアイサツした。"
        "相手はAでアイサツ対象をAに変えられる?",
        "自分がターンプレイヤー。相手の場にインターラプト(カイゼンじゃない方)持ちのキャラAとキャラBがいて、"
        "こっちはBにアイサツした。相手はAのインターラプトで対象を変更できる?",
        "自分のターン。相手の場にはインターラプトを持つキャラXと、何も持たないキャラYがいる。"
        "俺のキャラでYにアイサツしたら、XでYへのアイサツを奪える?",
    ],
)
def test_1402_2_the_opponents_interrupt_does_not_cover_another_character(question: str) -> None:
    stated, value, situation, _ = _verdict(question)
    assert stated and value == "no" and situation.endswith("interrupt_cover")


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にインターラプト・カイゼン持ちのキャラAと、普通のキャラBがいる。自分のターンにこっちのキャラで"
        "Bにアイサツしたら、相手はAでアイサツ対象を奪える?",
        "自分のターン。相手の場にインターラプト・カイゼンを持つキャラAとキャラBがいて、自分のキャラでBにアイサツした。"
        "Aで対象をAに変更できる?",
        "相手の場にインターラプト・カイゼン持ちのキャラPと普通のキャラQ。こっちはQにアイサツした。"
        "相手はPに対象を変えられる?",
    ],
)
def test_1402_3_the_opponents_kaizen_covers_another_character(question: str) -> None:
    stated, value, situation, note = _verdict(question)
    assert stated and value == "yes" and situation.endswith("interrupt_cover")
    assert "まだアイサツ対象を変更していない" in note  # 705.3a-1: the unused default is named


@pytest.mark.parametrize(
    "question",
    [
        "相手ターン、相手のキャラが自分の場のキャラBにアイサツしてきた。自分の場にはインターラプト・カイゼン持ちのCが"
        "いて、このターンはまだアイサツ対象を変えてない。相手のキャラに変更を防ぐ能力はなし。CでアイサツをCに"
        "引き受けられる?",
        "相手のキャラが自分のキャラBにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラがいる。"
        "相手のキャラは対象変更を防ぐ能力とか持ってない。アイサツを引き受けられる?",
        "相手が自分の場のキャラBにアイサツしてきた。自分の場にはインターラプト・カイゼンを持つキャラがいて、"
        "このターンまだ使ってない。アイサツ対象を防ぐ効果はない。対象を変えられる?",
    ],
)
def test_1402_3_kaizen_with_no_prevention_said(question: str) -> None:
    stated, value, situation, _ = _verdict(question)
    assert stated and value == "yes" and situation.endswith("interrupt_cover")


@pytest.mark.parametrize(
    "question",
    [
        # the keyword's own card attacked by its letter: no change to make
        "相手の場にインターラプト・カイゼン持ちのキャラAと普通のキャラBがいる。自分のキャラでAにアイサツした。"
        "相手はAで対象を変えられる?",
        # a prevention the question says exists
        "相手のキャラが自分のキャラBにアイサツしてきた。自分の場にインターラプト・カイゼン持ちのキャラがいる。"
        "相手のキャラは対象変更を防ぐ能力を持ってる。引き受けられる?",
        # an アイサツ to the opponent player (1402.2's own case)
        "相手の場にインターラプト持ちのキャラAがいる。自分のキャラで相手プレイヤーにアイサツした。Aで対象を変えられる?",
    ],
)
def test_1402_traps_are_not_this_plan(question: str) -> None:
    stated, _value, situation, _ = _verdict(question)
    assert not (stated and situation.endswith("interrupt_cover"))


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手がこっちの場のキャラにアイサツしてきた。こっちにはインターラプト・カイゼン持ちがいて、このターンは"
            "まだ使ってない。相手のアイサツしてるキャラは対象変更を防ぐ能力とか持ってない。アイサツ対象を"
            "カイゼン持ちに変えられる?",
            "yes",
        ),
        (
            "相手が自分のキャラにアイサツしてきた。自分の場にはインターラプト・カイゼン持ちがいる。対象を変更できる?",
            "yes",
        ),
        (
            "相手がこっちのキャラにアイサツしてきた。こっちにはインターラプト持ちがいて、このターンはまだ使ってない。"
            "アイサツ対象をそっちに変えられる?",
            "no",
        ),
    ],
)
def test_1402_the_keyword_card_placed_by_its_players_side(question: str, value: str) -> None:
    """「こっちにはカイゼン持ちがいて」: the keyword names the card, 「こっちには」 its owner."""
    stated, got, situation, _ = _verdict(question)
    assert stated and got == value and situation.endswith("interrupt_cover")
