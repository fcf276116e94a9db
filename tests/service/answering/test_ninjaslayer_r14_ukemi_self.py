"""ニンジャスレイヤー round 14: an アイサツ's one check reveals a card with the ウケミ
「これがエントリーする!」 — the card enters itself unpaid (1104.4, 1211.2b-1) and never reaches the
ダメージ・ゾーン (1104.3 is a card with no ウケミ): from 9 there is no winner yet (1002.1).
plans.ninjaslayer_ukemi_self, with the アイサツ's own damage told again (「通って1点入った」, REREAD
ninjaslayer_retold) and the asker's 「10枚到達で」. Traps: a cost on the ウケミ (1104.4a: it may be
declined), more checks, a damage told that is no 工作力.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import winner_value

GAME = "ninjaslayer"
_SELF = "ウケミ「これがエントリーする!」"


@pytest.mark.parametrize(
    "question",
    [
        f"相手のダメゾン9枚。俺の工作力1のキャラのアイサツが通って1点入った。ダメチェックでめくれたのが{_SELF}を"
        "持つキャラ。10枚到達で俺の勝ち?",
        f"相手はダメゾン9枚。こっちの工作力1のキャラのアイサツが通って1点。めくれたカードは{_SELF}持ちのキャラクター。"
        "10枚に到達したから俺の勝ちだよね?",
        f"ダメゾン9枚の相手に、工作力1の俺のキャラのアイサツが通った。チェックでめくれたのは{_SELF}を持ったキャラだった。"
        "勝敗は?",
    ],
)
def test_1104_4_the_self_entering_card_is_no_damage_zone_card(question: str) -> None:
    stated, value = winner_value(question, GAME)
    assert stated and value == "none", (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # a ‘(コスト):(効果)’ ウケミ may be left unentered (1104.4a): its card then goes to the オヒガン
        (
            "相手ダメゾン9枚、俺の工作力1のキャラのアイサツが通った。めくれたのはウケミ「1エテルを支払う:これがエントリー"
            "する!」持ち。勝ち?",
            (None, "none"),
        ),
        # two checks, the second card untold
        (f"相手ダメゾン9枚、俺の工作力2のキャラのアイサツが通った。1枚目は{_SELF}持ち。勝ち?", (None,)),
        # 2 told for a 工作力 1: not the アイサツ's damage
        (
            "相手ダメゾン8枚、俺の工作力1のキャラのアイサツが通って2点入った。めくれたのはウケミ無し。勝ち?",
            (None,),
        ),
    ],
)
def test_1104_4_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, value = winner_value(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
