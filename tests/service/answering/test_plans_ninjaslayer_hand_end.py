"""ニンジャスレイヤーTCG plan `hand_at_end`: 手札には上限が存在しません (305.5) — the turn player's hand
in the エンドフェイズ (505) is not discarded down, whatever its size. Wordings of our own; traps: the
opponent's turn, a draw told (a count the plan does not run), a discard told done, the discards'
count asked (「何枚か捨てないといけない?」: blind B ninjaslayer-bb-20) instead of the hand.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "hand"),
    [
        ("エンドフェイズの時点で自分の手札は13枚。捨てる必要ある?ターンが終わったときの手札は何枚?", 13),
        (
            "ターンプレイヤーの自分、エンドフェイズで手札が10枚。上限で捨てたりする?ターン終了時の手札は何枚?",
            10,
        ),
        ("手札9枚のままエンドフェイズに入った。手札を捨てて調整する?ターンが終わった後の手札は何枚?", 9),
    ],
)
def test_305_5_no_hand_limit_in_the_end_phase(question: str, hand: int) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == [hand]
    assert gated.built is not None and gated.built.situation.endswith("hand_at_end")


@pytest.mark.parametrize(
    "question",
    [
        "相手のターンのエンドフェイズで自分の手札は11枚。ターンが終わったときの手札は何枚?",
        "エンドフェイズにカードを2枚引いて手札が12枚になった。ターンが終わったときの手札は何枚?",
        "エンドフェイズで手札11枚から2枚捨てた。ターンが終わったときの手札は何枚?",
        # the discards asked (their count, 0), not the hand
        "手札が13枚のままエンドフェイズになった。何枚か捨てないとだめ?",
        "エンドフェイズで手札が11枚。何枚捨てる?",
    ],
)
def test_305_5_traps_are_not_this_plan(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert gated.built is None or not gated.built.situation.endswith("hand_at_end")
