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
        # whether a discard is needed (「何枚か」: no count asked), not the hand
        "手札が13枚のままエンドフェイズになった。何枚か捨てないとだめ?",
    ],
)
def test_305_5_traps_are_not_this_plan(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert gated.built is None or not gated.built.situation.endswith("hand_at_end")


@pytest.mark.parametrize(
    "question",
    [
        "エンドフェイズで手札が11枚。何枚捨てる?",
        "手札が11枚に膨れたままエンドフェイズ迎えた。何枚捨てなきゃいけない?",  # blind S ninjaslayer-bs-13
        "エンドフェイズに手札が9枚あったら何枚捨てないといけない?",
        "自分の手札8枚のままターン終了。エンドフェイズで何枚ディスカードする?",
    ],
)
def test_305_5_the_discards_counted_are_none(question: str) -> None:
    """「何枚捨てる?」: the count of the discards the エンドフェイズ makes — 0, with no hand limit (305.5)."""
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == [0]
    assert gated.built is not None and gated.built.situation.endswith("hand_at_end")


@pytest.mark.parametrize(
    "question",
    [
        "手札11枚でエンドフェイズ。「手札を2枚捨てる」効果がかかってたら何枚捨てる?",  # an effect told
        "相手ターンのエンドフェイズ、相手の手札は10枚。相手は何枚捨てる?",  # the other player's hand
        "手札が11枚に膨れたままエンドフェイズ迎えた。2枚捨てたら何枚残る?",  # a discard told done
    ],
)
def test_305_5_discard_count_traps_withhold(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated or gated.accounting.verdict.value != [0]
