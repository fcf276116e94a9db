"""fow round 13 (blind batch Y): the words players shorten or leave bare.

- 「リゾ」 is a J/リゾネイター (the lexicon's card word), not the start of another katakana word (リゾート).
- 「落ちる?」 said as a sentence of its own asks whether the card is destroyed (10.9.1), as 「これ落ちる?」
  did; 「0に落ちる」 of a number asks nothing of a card.
- 「乗るダメージっていくつ?」: a noun before って names what is asked — no other quantity the question tells
  (the hand a per-count counts) answers it (10.6.4.1: the total is dealt once).
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
            "自分のリゾ(防御力1500、ダメージ0)に相手が500ダメージを与えた。そのリゾの蓄積ダメージっていくつ?",
            [500],
        ),
        ("素で400/400のリゾに+100/+100カウンターが2個乗ってる。防御力は?", [600]),
        ("相手のリゾに『対象のリゾネイター1体を破壊する』を撃った。落ちる?", True),
    ],
)
def test_10_6_1_10_21_2_10_9_1_a_riso_is_a_resonator(question: str, value: Any) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "『このカードは破壊されない』を持つ自分のリゾに、相手の『対象のリゾネイター1体を破壊する』が解決された。落ちる?",
            False,
        ),
        ("相手のリゾネイターに、自分の「対象のリゾネイター1体を破壊する」が通った。落ちる?", True),
        (
            "破壊されない効果を受けている相手のリゾネイターに「対象のリゾネイター1体を破壊する」が解決された。落ちる?",
            False,
        ),
    ],
)
def test_10_9_3_a_bare_ochiru_asks_the_destroy(question: str, value: bool) -> None:
    assert _answered(question) == (True, value)


def test_10_6_4_1_a_noun_before_tte_is_the_asked_damage() -> None:
    q = (
        "相手のリゾ(防御力1000、ダメージ0)に『あなたの手札のカード1枚につき200ダメージを与える』を撃った。俺の手札は"
        "3枚。乗るダメージっていくつ?"
    )
    assert _answered(q) == (True, [600])
    q = (
        "相手のリゾネイター(防御力1500、ダメージ0)に『あなたの手札のカード1枚につき300ダメージを与える』を撃った。"
        "俺の手札は4枚で、そのリゾネイターは『このカードに与えられるダメージを200軽減する』を持つ。そいつのダメージって"
        "いくつ?"
    )
    assert _answered(q) == (True, [1000])


@pytest.mark.parametrize(
    "question",
    [
        # trap: the protection said lost — whether it holds is not read
        "相手のリゾは『このカードは破壊されない』を持っていたが、それを失った。そこに『対象のリゾネイター1体を破壊する』を撃った。落ちる?",
        # trap: a life 落ちる to 0 is a defeat, not §10
        "相手のライフ200。相手に300ダメージ。ライフが0に落ちる?",
    ],
)
def test_10_9_traps_withhold(question: str) -> None:
    assert _answered(question)[0] is False


def test_a_resort_is_no_resonator() -> None:
    # trap: リゾート names no card; the resonator told after it is the one destroyed
    q = "リゾートで遊んでる。相手のリゾネイターに『対象のリゾネイター1体を破壊する』を撃った。落ちる?"
    stated, value = _answered(q)
    assert not stated or value is True
    gated, _ = situate(q, GAME)
    assert all(f.text != "リゾ" for f in gated.accounting.reading.facts)
