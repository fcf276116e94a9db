"""ONE PIECE CARD GAME: the one character a count names, named again (「キャラが1体…そのキャラ」).

Trap batch K onepiece-bk-16: 「相手の場に縦向き(アクティブ)のキャラが1体だけいる。自分のリーダーでその
キャラをアタック対象にできる?」 — the count's キャラ was no card, so 「そのキャラ」 had no side and no
state and the attack was planned against the leader (withheld: the asked target not attacked). A count
of 1 whose noun is a character is now that card when the question names it again with その, with the
states written before the count; the attack plan then refuses an active one (7-1-1-2). A character
whose state the question leaves unsaid is no longer planned as active by default: it withholds.

Clauses: 7-1-1-2 (only the opponent's leader or a rested character may be attacked), 7-1-1-1 (the
attack declared with an active leader or character).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object, Mapping[str, Any] | None]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    payload = gated.built.payload if gated.built is not None else None
    return v.stated, v.value, payload


@pytest.mark.parametrize(
    "question",
    [
        "相手の場に縦向き(アクティブ)のキャラが1体だけいる。自分のリーダーでそのキャラをアタック対象にできる?",
        "相手の場にアクティブのキャラが1体いる。俺のリーダーでそのキャラにアタックできる?",
        "相手の場に縦向きのキャラが1体だけいる。自分のリーダーでそのキャラをアタックできる?",
    ],
)
def test_7_1_1_2_counted_active_character_cannot_be_attacked(question: str) -> None:
    stated, value, payload = _verdict(question)
    assert stated and value == "no"
    assert payload is not None and payload["player2"]["characters"][0]["rested"] is False


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にレストのキャラが1体だけいる。自分のリーダーでそのキャラをアタック対象にできる?",
        "相手の場に横向き(レスト)のキャラが1体いる。俺のリーダーでそのキャラにアタックできる?",
        "相手の場に横向きのキャラが1体だけいる。自分のリーダーでそのキャラをアタックできる?",
    ],
)
def test_7_1_1_2_counted_rested_character_can_be_attacked(question: str) -> None:
    stated, value, payload = _verdict(question)
    assert stated and value == "yes"
    assert payload is not None and payload["player2"]["characters"][0]["rested"] is True


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にキャラが1体いる。自分のリーダーでそのキャラをアタックできる?",
        "相手の場にキャラが1体だけいる。俺のリーダーでそのキャラにアタックできる?",
    ],
)
def test_7_1_1_2_unsaid_state_is_not_planned_active(question: str) -> None:
    stated, _value, _payload = _verdict(question)
    assert not stated
