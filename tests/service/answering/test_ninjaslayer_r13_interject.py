"""ニンジャスレイヤー round 13: 「手札のコトダマ撃って割り込める?」 asks the コトダマ's entry (802.4, 1003.2).

「撃って割り込める」「撃って挟める」: the 撃って before an interjection's potential is the entry asked
(lexicon ACTION cast); while a damage check process is on top of the コトダマ空間, the player with
priority may only pass (802.4) — plans.ninjaslayer_checks refuses it, whoever's checks they are. A
moment after the checks, or the priority right after the declaration (704.8), is not that plan's.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツが通った。俺のダメージチェック処理が3つコトダマ空間に乗ってる。ここで手札のコトダマ撃って割り込める?",
        "自分のアイサツが通って、相手のダメージチェック処理が2つコトダマ空間にある。その途中でコトダマを撃って割り込める?",
        "相手のアイサツが通って、俺のダメージチェック処理が2つコトダマ空間に置かれた。ここで手札のコトダマを撃って挟める?",
    ],
)
def test_802_4_only_a_pass_while_a_damage_check_is_on_top(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "no", (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # after every check: the コトダマ空間 no longer holds one (802.4 does not bar it)
        (
            "相手のアイサツが通って、ダメージチェックが全部終わった後に手札のコトダマ撃って割り込める?",
            ("yes", None),
        ),
        # the priority right after the declaration (704.8), before the インターラプト・ステップ
        (
            "相手がアイサツを宣言した直後、インターラプト・ステップの前に手札のコトダマ撃って割り込める?",
            ("yes", None),
        ),
    ],
)
def test_802_4_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
