"""ニンジャスレイヤー plan `player_effect` with the damage checks' cards told to have no ウケミ
(「めくったのは全部ウケミ無し」): what every check of the run reveals (1104.3: each card goes to the
ダメージ・ゾーン), so the denied keyword no longer keeps the plan out (blind M ninjaslayer-bm-16's
family; that question stays withheld by its 「ダメチェ3回」, a repeat the gate holds no scenario to).
A ウケミ told present is `ukemi_checks`' or withheld. Wordings of our own, plans alone.
"""

from __future__ import annotations

import pytest

import service.answering.scenarios.ninjaslayer as builders
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のターン。相手のダメージ・ゾーンは6枚。コトダマで相手プレイヤーに3ダメージ与えた。"
            "めくったのは全部ウケミ無し。相手のダメージ・ゾーンは何枚になる?",
            [9],
        ),
        (
            "相手のダメージ・ゾーンは8枚。コトダマで相手に2ダメージ与えた。めくったカードはどれもウケミなし。勝てる?",
            "self",
        ),
        (
            "自分のダメージ・ゾーンは5枚。相手のコトダマで自分に1ダメージ。めくったカードはウケミ無し。自分のダメージ・ゾーンは何枚?",
            [6],
        ),
    ],
)
def test_1104_3_checks_revealing_no_ukemi_fill_the_damage_zone(
    question: str, value: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(builders, "BUILDERS", ())
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == value
    assert gated.built is not None and gated.built.situation.endswith("player_effect")


def test_1104_4_a_ukemi_told_present_is_not_player_effect(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builders, "BUILDERS", ())
    question = (
        "相手のダメージ・ゾーンは8枚。コトダマで相手に2ダメージ与えた。1枚目はウケミ持ちだった。勝てる?"
    )
    gated, _ = situate(question, GAME)
    assert not (gated.built is not None and gated.built.situation.endswith("player_effect"))
