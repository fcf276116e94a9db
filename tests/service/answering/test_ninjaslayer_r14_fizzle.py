"""ニンジャスレイヤー round 14: a コトダマ whose target left before it resolved — the removal told 「効果で」
and the hand asked as 「解決後の俺の手札は?」 (1205.1a; plans.ninjaslayer_fizzle.fizzled_target).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"
_HIT = "「相手のキャラクターを1人選び、それに2ダメージを与え、1枚ドロー。」"
_BOUNCE = "「相手のキャラクターを1人選び、それを持ち主の手札に戻して、1枚ドロー。」"


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        (
            f"手札4枚(撃つコトダマ込み)。コトダマ{_HIT}を撃ったら、相手が効果でそのキャラを手札に戻した。解決後の手札は?",
            4,
        ),
        (
            f"コトダマ{_BOUNCE}を撃った(撃った後の手札2枚)。相手が効果でそのキャラを自分で殺した。解決後の俺の手札は?",
            3,
        ),
        (
            f"手札2枚(撃つやつ込み)。コトダマ{_HIT}を撃ったら、相手が対応してカードの効果でそのキャラを手札に戻した。解決したら手札何枚?",
            2,
        ),
    ],
)
def test_1205_1a_the_draw_still_happens(question: str, hand: int) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == [hand], (question, stated, value)


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's hand: the returned card goes there
        f"手札4枚(撃つコトダマ込み)。コトダマ{_HIT}を撃ったら、相手が効果でそのキャラを手札に戻した。解決後の相手の手札は?",
        # the removal tried and failed: the target is still there
        f"手札4枚(撃つコトダマ込み)。コトダマ{_HIT}を撃ったら、相手が効果でそのキャラを手札に戻そうとしたけど失敗した。解決後の手札は?",
    ],
)
def test_1205_1a_traps_withheld(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated, (question, value)
