"""A target chosen by a referent is the card the sentence before described (reading/aimed.chosen_referent).

ninjaslayer 704.4: the turn player chooses the opponent or one of the opponent's characters as the
アイサツ対象 — the chosen card's state does not matter (704.3a-1 restricts only the character that
declares the アイサツ). Blind AC ninjaslayer-ac-09 (first try) described an opponent's bowed character
and asked 「こいつってアイサツ対象に選べる?」: the run made that bowed card the one declaring the
アイサツ and stated 'no'.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラで、前の相手ターンにアイサツしてまだ横向き(オジギ状態)のやつがいる。こいつってアイサツ対象に選べる?寝てるキャラは殴れないとかある?",
        "相手のキャラで、オジギ状態のやつがいる。このキャラはアイサツ対象に選べる?",
        "相手のキャラで、さっきアイサツしてオジギしてるのがいる。そいつをアイサツ対象に選択できる?",
    ],
)
def test_704_4_a_bowed_card_referred_to_as_the_target_is_not_run_as_the_attacker(question: str) -> None:
    stated, value, _ = situated(question, "ninjaslayer")
    assert not stated or value == "yes"


def test_704_4_a_bowed_opponents_character_may_be_chosen_as_the_target() -> None:
    question = "相手の場にオジギ状態のキャラがいる。そいつをアイサツ対象に選べる?"
    stated, value, _ = situated(question, "ninjaslayer")
    assert stated and value == "yes"
