"""onepiece plan `controlled_leaves`: a character whose control a card effect moved leaves for its
持ち主's zone (4-2-1-1, 10-2-1-2); what its holder may do with it is never stated (no control rule)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手にコントロールを奪われた自分のキャラがKOされた。自分のトラッシュは5枚。何枚になる?", [6]),
        ("相手のキャラのコントロールを得た。そのキャラがKOされたら、自分のトラッシュは何枚増える?", [0]),
        ("相手がコントロールしてる自分のキャラを「持ち主の手札に戻す」効果で戻した。自分の手札は4枚、何枚になる?",
         [5]),
        ("コントロールを奪った相手のキャラがKOされた。相手のトラッシュは3枚、何枚になる?", [4]),
    ],
)  # fmt: skip
def test_a_moved_character_leaves_for_its_owners_zone(question: str, want: list[int]) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "コントロールを得た相手のキャラで、そのターンのうちにアタックできる?",
        "【速攻】持ちの相手キャラのコントロールを奪った。そのターンにアタックできる?",
        "相手からコントロールを得たパワー5000のキャラで、相手のパワー4000のキャラにアタックしたらKOできる?",
    ],
)  # fmt: skip
def test_what_a_holder_may_do_withholds(question: str) -> None:
    assert not situated(question, "onepiece")[0], question
