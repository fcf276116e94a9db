"""A fight's headline says nothing of a card whose 耐久力 the question never gave (the engine's
default 1 would decide it): blind I ninjaslayer-bi-17 had said 「アイサツされたキャラが殺されます」 of a
カラテ5 card with no 耐久力 while the asker asked about their own card (1004.1, 706.4b)."""

from __future__ import annotations

import pytest

from service.answering.plans import situate


@pytest.mark.parametrize(
    "question",
    [
        "耐久力1・カラテ1の自分のキャラで、相手のカラテ5のキャラ(テキストなし)にアイサツした。殴り返しで自分のキャラって死ぬ?",
        "カラテ2・耐久力2の自分のキャラで相手のカラテ4のキャラにアイサツ。こっちのキャラは殺される?",
        "自分のカラテ1・耐久力3のキャラが、相手のカラテ6のキャラにアイサツしたら、自分のキャラは死ぬ?",
    ],
)
def test_1004_1_an_untold_durability_decides_no_said_fate(question: str) -> None:
    gated, note = situate(question, "ninjaslayer")
    verdict = gated.accounting.verdict
    if not verdict.stated:
        return  # withheld is fine; what is said must not rest on the default
    assert verdict.value is False  # the asker's card: the attacked card deals no damage (706.4b)
    assert gated.sim is not None and gated.built is not None
    said = gated.built.summarize(gated.sim.result).split("。")[0]
    assert "アイサツされたキャラ" not in said
    assert note is not None and "耐久力1として計算" in note


def test_1004_1_told_durabilities_keep_the_full_headline() -> None:
    question = (
        "カラテ3・耐久力2の自キャラで、相手のカラテ5・耐久力3のキャラにアイサツした。殺されるのはどっち?"
    )
    gated, _ = situate(question, "ninjaslayer")
    assert gated.sim is not None and gated.built is not None
    assert gated.built.summarize(gated.sim.result).startswith(
        "シミュレーション結果: アイサツされたキャラが殺されます"
    )
