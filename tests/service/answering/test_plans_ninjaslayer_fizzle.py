"""ニンジャスレイヤー `fizzled_target` plan (`plans/ninjaslayer_fizzle.py`).

1205.1a: when a コトダマ's chosen target has left the field before it resolves, the part about the
target is not carried out and the rest is — 「2ダメージを与える。カードを1枚ドローする。」 still draws.
Read: 「撃った後の手札3枚」 is the hand after the entry (a moment: the plain hand count inside it is
not the start), 「場からいなくなった」 a removal (run as a return, noted). Traps: the target still
there, the caster's own character chosen, the other player's hand asked, two targets, two cards
returned — withheld.
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
            "「相手の場のキャラクターを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
            "解決前にその対象のキャラが相手の効果で手札に戻された。解決後の自分の手札は何枚?",
            [4],
        ),
        (
            "手札5枚の状態で「相手のキャラを1人選び、それに3ダメージを与える。その後1枚ドロー。」ってコトダマを撃った。"
            "対応されて対象のキャラが場からいなくなった。解決が終わった時の自分の手札は何枚?",
            [5],
        ),
        (
            "『相手のキャラクターを1人選び、それに2ダメージを与え、カードを1枚ドロー。』ってコトダマを撃った。撃った後の手札は3枚。"
            "相手が対応してそのキャラを自分の手札に戻しちゃった。これ解決したら自分の手札は何枚?",
            [4],
        ),
        (
            "相手が「キャラクターを1人選び、それに3ダメージを与える。1枚ドロー。」ってコトダマを俺のキャラに撃ってきた。"
            "対応して俺がそのキャラを手札に戻すコトダマを撃って先に解決。相手のコトダマが解決されるとき、相手は何枚ドローする?",
            [1],
        ),
        (
            "自分が「相手のキャラを1人選び、それに2ダメージを与えて、2枚ドロー」のコトダマを撃った(撃った後の手札3枚)。"
            "相手が対応してそのキャラを手札に戻したから対象がいなくなった。解決したら自分の手札は何枚？",
            [5],
        ),
        (
            "手札4枚の状態で「相手のキャラを1人選び、それに3ダメージを与える。その後2枚ドロー。」ってコトダマを撃った。"
            "対応されて対象のキャラが場からいなくなった。解決が終わった時の自分の手札は何枚?",
            [5],
        ),
    ],
)
def test_1205_1a_the_part_without_the_target_still_happens(question: str, value: list[int]) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "「相手の場のキャラクターを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
        "解決後の自分の手札は何枚?",
        "「自分のキャラを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
        "相手がそのキャラを手札に戻した。解決後の自分の手札は何枚?",
        "「相手のキャラを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
        "相手が対応してそのキャラを手札に戻した。解決後の相手の手札は何枚?",
        "「相手のキャラを2人選び、それぞれに2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
        "相手が対応して1人を手札に戻した。解決後の自分の手札は何枚?",
        "「相手のキャラを1人選び、2ダメージを与える。カードを1枚ドローする。」のコトダマを撃った(撃った後の手札3枚)。"
        "相手が対応してそのキャラを手札に戻し、自分も自分のキャラを手札に戻した。解決後の自分の手札は何枚?",
    ],
)
def test_1205_1a_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
