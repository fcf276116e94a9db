"""Force of Will round 14: 「ルール処理で落ちる?」「ルールによって落ちる?」 ask whether the card is destroyed,
and the asker's restatement of the rule (「ダメージが防御力以上になると破壊ってルール」) is no destroy told
(plans/fow_claims.py). A 破壊されない card is never destroyed by that rule process (10.9.3); without it the
rule process is not in §10 and the verdict is withheld."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "fow"


@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイター(防御力400)に600ダメージ与えた。そいつは「このカードは破壊されない」を持ってる。"
        "ルール処理で落ちる?",
        "防御力300の俺のリゾネイターに「このカードは破壊されない」。相手が500ダメージを与えてきた。"
        "ダメージが防御力以上になると破壊ってルールで落ちちゃう?",
        "相手のリゾネイター(防御力500)は「このカードは破壊されない」持ち。そこに俺が700ダメージ。ルールによって落ちる?",
    ],
)
def test_10_9_3_an_indestructible_card_is_not_destroyed_by_the_rule_process(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got is False, (question, got)


@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイター(防御力400)に600ダメージ。ルール処理で落ちる?",  # no 破壊されない: not in §10
        "相手のリゾネイター(防御力400)は「このカードは破壊されない」を持ってたけど、その能力を失った。"
        "そこに600ダメージ。ルール処理で落ちる?",
        "俺のリゾネイターが「このカードは破壊されない」持ち。相手のリゾネイター(防御力400)に600ダメージ。"
        "ルール処理で落ちる?",  # another card's 破壊されない
    ],
)
def test_10_9_3_trap_not_indestructible_withholds(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated, (question, got)
