"""Round 13 (sve-by-15): 「スペル「…」をプレイ」 is the quoted spell used (sve.jsonl `use`), as 「…」を撃った
— the per-graveyard plans had declined a 'play' of the quote. 「〜枚につき」 counts whole units of the
graveyard (5.28.1), each dealing the amount to the leader (5.13.1)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 10 // 3 = 3 → 8 - 3
        ("自分の墓場が10枚。スペル「自分の墓場のカード3枚につき、相手のリーダーに1ダメージ」をプレイした。"
         "相手リーダーの体力は8。相手の体力は?", 5),
        # 8 // 4 × 2 = 4 → 9 - 4
        ("俺の墓場は8枚で「自分の墓場のカード4枚につき、相手のリーダーに2ダメージ」をプレイ。"
         "相手リーダー体力9。撃ったあと相手リーダーの体力いくつ?", 5),
        # the damage asked: 7 // 3 = 2
        ("墓場のカードは7枚。「自分の墓場のカード3枚につき、相手のリーダーに1ダメージ」をプレイする。"
         "相手リーダーの体力は6。何ダメージ入る?", 2),
    ],
)  # fmt: skip
def test_5_28_1_a_quoted_per_graveyard_spell_played(question: str, value: int) -> None:
    stated, got, _ = situated(question, GAME)
    assert (stated, got) == (True, [value]), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: the opponent's graveyard told beside the asker's — only the asker's counts (3 // 4 = 0)
        ("相手の墓場は8枚、自分の墓場は3枚。「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を"
         "プレイした。相手リーダーの体力5。相手の体力は?", [5]),
        # trap: a follower with a quoted fanfare played — not a spell used (its 【ファンファーレ】 unmodelled)
        ("ファンファーレ「相手のリーダーに1ダメージ」を持つフォロワーをプレイした。相手リーダーの体力は3。"
         "相手の体力は?", [2]),
    ],
)  # fmt: skip
def test_5_28_1_traps_are_right_or_withheld(question: str, right: list[int]) -> None:
    stated, got, _ = situated(question, GAME)
    assert not stated or got == right, question
