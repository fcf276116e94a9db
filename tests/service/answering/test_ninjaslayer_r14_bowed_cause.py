"""ニンジャスレイヤー round 14: an インターラプト holder told bowed, with its cause — 「Bは、自分のターンに
殴ったからオジギのまま」 (REREAD ninjaslayer_cause: the アイサツ in the reason clause explains the state; the
state sentence's topic is the holder, plans.ninjaslayer_cover._topic_states). The holder's オジギ does not
matter to 1402.2/1402.3: インターラプト・カイゼン may take an アイサツ made to another of its controller's
characters, インターラプト may not. Traps: the change already used this turn (705.3a-1), another card's
state.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "相手が俺の場のキャラAにアイサツしてきた。俺のインターラプト・カイゼン持ちBは、前の自分のターンにアイサツした"
            "からオジギのまま。このターンはまだ能力使ってない。Bでアイサツ対象を変えられる?",
            "yes",
        ),
        (
            "相手が俺のキャラAにアイサツしてきた。俺のインターラプト持ちBは、自分のターンに殴ったからオジギのまま。"
            "このターンはまだ使ってない。Bで対象変えられる?",
            "no",
        ),
        (
            "相手に俺のキャラAがアイサツされた。こっちのインターラプト・カイゼン持ちのBは、俺のターンに殴ったので横向きの"
            "まま。このターンはまだ使ってない。BでAへのアイサツを引き受けられる?",
            "yes",
        ),
    ],
)
def test_1402_3_the_holders_bow_does_not_matter(question: str, can: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == can, (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # the once a turn already spent (705.3a-1)
        (
            "相手が俺のキャラAにアイサツしてきた。俺のインターラプト・カイゼン持ちBは、自分のターンに殴ったからオジギの"
            "まま。このターン、Bはもうアイサツ対象を変えてる。Bで対象変えられる?",
            (None, "no"),
        ),
        # the state told of A, the attacked card, not of B
        (
            "相手が俺のキャラAにアイサツしてきた。Aは自分のターンに殴ったからオジギのまま。俺のインターラプト持ちBで"
            "対象変えられる?",
            (None, "no"),
        ),
    ],
)
def test_1402_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, value, _summary = situated(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
