"""fow round 13 (blind batch Y): a prevention set up before the damage (「前もって「次に…与えられるダメージを
軽減する」を使っておいた。そこに1000ダメージ」) is in place when the damage would be dealt (10.17.1: a
replacement) — with an amount, that much less is dealt (10.17.1.1); with none, nothing is (10.17.1.2). A
turn passing between (「このターン…」), a prevention only tried, or two damages (which one it replaces)
withhold.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリゾネイター(ダメージ100)。先に「このターン、次にこのリゾネイターに与えられるダメージを軽減する」を"
            "使っておいた。その後、相手がそのリゾネイターに800ダメージ。蓄積ダメージは?",
            [100],
        ),
        (
            "事前に「対象のリゾネイターに与えられるダメージを全て軽減する」を自分のリゾネイターにかけておいた。そこへ相手が"
            "700ダメージ。そのリゾネイターのダメージはいくつ?",
            [0],
        ),
    ],
)
def test_10_17_1_2_no_amount_set_up_before_deals_nothing(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_17_1_1_an_amount_set_up_before_is_taken_off() -> None:
    q = (
        "自分のリゾネイター(防御力2000、ダメージ300)に「次にこのカードに与えられるダメージを200軽減する」を使って"
        "おいた。相手がそのリゾネイターに500ダメージを与えた。蓄積ダメージは?"
    )
    assert _answered(q) == (True, [600])


@pytest.mark.parametrize(
    "question",
    [
        # trap: a turn passes between — 「このターン」 may have ended
        "自分のリゾネイター(ダメージ0)に「このターン、次にこのリゾネイターに与えられるダメージを軽減する」を使った。"
        "次のターン、相手がそのリゾネイターに800ダメージ。蓄積ダメージは?",
        # trap: only tried
        "自分のリゾネイター(ダメージ0)に「次にこのリゾネイターに与えられるダメージを軽減する」を使おうとしたけど"
        "間に合わなかった。相手がそのリゾネイターに800ダメージ。蓄積ダメージは?",
        # trap: two damages — which one 「次に」 replaces is not modeled
        "自分のリゾネイター(ダメージ0)に「次にこのリゾネイターに与えられるダメージを軽減する」を使っておいた。"
        "相手がそのリゾネイターに300ダメージ、さらに500ダメージ。蓄積ダメージは?",
        # trap: the prevention is on another card than the one hit
        "相手のリゾネイター(ダメージ0)に「次にこのリゾネイターに与えられるダメージを軽減する」を使っておいた。"
        "自分の別のリゾネイターに相手が800ダメージ。自分のリゾネイターの蓄積ダメージは?",
    ],
)
def test_10_17_1_prevention_before_traps_withhold(question: str) -> None:
    assert _answered(question)[0] is False
