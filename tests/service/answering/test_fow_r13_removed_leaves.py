"""fow round 13 (blind batch Y): a card removed from the game leaves the field even under 破壊されない —
removing is a move to the 除外エリア (10.3.1), not a destroy, which 10.9.3 alone stops. Asked as
「場から消える?」「場に残る?」 (the destroyed verdict's value: whether it left the field); 「破壊される?」
「墓地に行く?」 of a removal withhold, as does a protection said lost or a removal only tried.
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
    "question",
    [
        "『このカードは破壊されない』を持つ相手のリゾネイターに「対象のリゾネイター1体をゲームから取り除く」を使った。"
        "場から消える?",
        "『このターン、このカードは破壊されない』がかかってる自分のリゾネイターを、相手が『対象のリゾネイター1体を"
        "ゲームから取り除く』で狙ってきた。場から消える?",
        "破壊されない効果を受けた相手のリゾネイターに、自分の「対象のリゾネイター1体をゲームから取り除く」を撃った。"
        "場に残る?",
        "相手のリゾは『このカードは破壊されない』持ちで除去が効かない。なので『対象のリゾネイター1体をゲームから取り除く』"
        "を使った。場から消える?",
    ],
)
def test_10_3_1_a_removed_card_leaves_the_field_under_10_9_3(question: str) -> None:
    assert _answered(question) == (True, True)


@pytest.mark.parametrize(
    "question",
    [
        # trap: 「破壊される?」 — a removal is no destroy; no verdict rests on the removal
        "『このカードは破壊されない』を持つ相手のリゾネイターに「対象のリゾネイター1体をゲームから取り除く」を使った。"
        "破壊される?",
        # trap: 「墓地に行く?」 — the card goes to the 除外エリア
        "『このカードは破壊されない』を持つ相手のリゾネイターに「対象のリゾネイター1体をゲームから取り除く」を使った。"
        "墓地に行く?",
        # trap: the protection said lost
        "相手のリゾネイターは『このカードは破壊されない』を持っていたが失った。「対象のリゾネイター1体をゲームから"
        "取り除く」を使った。場から消える?",
        # trap: 「除去が効かない」 alone names no protection the engine holds
        "相手のリゾは除去が効かない。『対象のリゾネイター1体をゲームから取り除く』を使った。場から消える?",
        # trap: the removal negated
        "相手のリゾネイターに「対象のリゾネイター1体をゲームから取り除く」を使おうとしたが、無効にされた。場から消える?",
    ],
)
def test_10_3_1_removal_traps_withhold(question: str) -> None:
    stated, value = _answered(question)
    assert not stated or value is False
