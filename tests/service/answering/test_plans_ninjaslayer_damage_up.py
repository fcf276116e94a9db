"""ニンジャスレイヤーTCG: 「これが与えるダメージを N 点増加する」 on the アイサツ card (1326.1 増加する).

The source deals N more damage to a player or a character; an アイサツ to a player deals its 工作力
(706.4a) and the player makes one damage check per point (1003.2), so 工作力2 with +1 places 3
checks; to a character it deals its カラテ (706.4b) against the 耐久力 (1004.1). Wordings of our own;
traps: the increase said of the attacked card (only the アイサツ card deals イクサダメージ, 706.4b),
two increases told, an increase the question gives no card.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "checks"),
    [
        (
            "工作力2のキャラに「これが与えるダメージを1点増加する」効果がかかってる状態で相手プレイヤーに"
            "アイサツが通った。相手のダメージチェックは何回?",
            3,
        ),
        (
            "工作力1のキャラに「このターン、これが与えるダメージを2点増加する」をつけてから相手プレイヤーに"
            "アイサツ。通ったら相手のダメージチェックは何回?",
            3,
        ),
        (
            "工作力2のキャラに「これが与えるダメージを1点増加する」効果がかかってる状態で相手にアイサツが"
            "通った。相手のダメージチェックは何回?",
            3,
        ),
        (
            "自分の工作力3のニンジャに「このキャラが与えるダメージを1点増加する」効果がついてて、"
            "そのまま相手プレイヤーにアイサツが通った。相手は何回ダメージチェックする?",
            4,
        ),
    ],
)
def test_1326_1_the_increase_adds_damage_checks(question: str, checks: int) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == [checks]
    assert gated.built is not None and gated.built.situation.endswith("plan.aisatsu")
    assert gated.scenario is not None
    assert gated.scenario["player1"]["field"][0]["damage_up"] > 0


@pytest.mark.parametrize(
    "question",
    [
        # said of the attacked card: it deals no イクサダメージ (706.4b)
        "カラテ2のキャラで、相手の「これが与えるダメージを1点増加する」効果がかかった耐久力3のキャラにアイサツした。"
        "相手のキャラは殺される?",
        # two increases told
        "工作力2のキャラに「これが与えるダメージを1点増加する」と「これが与えるダメージを2点増加する」が"
        "かかってる。相手プレイヤーにアイサツが通ったら、相手のダメージチェックは何回?",
    ],
)
def test_1326_1_increase_not_the_attackers_is_not_planned(question: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert not (gated.built is not None and gated.built.situation.endswith("plan.aisatsu") and v.stated)


def test_1326_1_without_the_increase_the_checks_are_the_kousaku() -> None:
    gated, _note = situate(
        "工作力2のキャラで相手プレイヤーにアイサツが通った。相手のダメージチェックは何回?", GAME
    )
    v = gated.accounting.verdict
    assert v.stated and v.value == [2]


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "自分のカラテ2のキャラに「これが与えるダメージを1点増加する」効果がかかってる。"
            "相手の耐久力3のキャラにアイサツしたら、相手のキャラは殺される?",
            True,
        ),
        (
            "カラテ1のキャラに「このターン、これが与えるダメージを2点増加する」をかけて、"
            "相手の耐久力4のキャラにアイサツした。相手のキャラは殺される?",
            False,
        ),
        (
            "カラテ3のニンジャに「このニンジャが与えるダメージを1点増加する」がついてる状態で、"
            "相手の耐久力4のキャラにアイサツ。相手のキャラは殺される?",
            True,
        ),
    ],
)
def test_1326_1_the_increase_adds_to_the_karate_against_a_character(question: str, killed: bool) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value is killed
