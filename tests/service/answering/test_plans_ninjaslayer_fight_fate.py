"""「アイサツされたキャラクターはどうなりますか?」「こっちのキャラはどうなる?」: what becomes of a character
of a fight is its fate (1004.1 killed by damage at its 耐久力, 1403.2 サツバツ kills the attacker,
706.4b only the アイサツ card deals イクサダメージ) — the structured verdict is that card's
`destroyed`, never the game's status. The asked card is named by the attack's relative clause on it
(reading/fate.py: 「アイサツされた/したキャラ」 as 「された方」), or by its owner. 「XがYにアイサツ」 seats
が as the attacker of an active アイサツ. Answered by the plans (issue 11 item 7: the builders off),
wordings of our own, both outcomes.
"""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.fixture
def plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "カラテ3のキャラクターが耐久力3のキャラクターにアイサツした場合、アイサツされたキャラクターはどうなりますか?",
            True,
        ),
        ("自分のカラテ2のキャラで相手の耐久力4のキャラにアイサツしたら、相手のキャラはどうなる?", False),
        ("カラテ4のキャラが耐久力5のキャラにアイサツしたら、アイサツしたキャラってどうなる?", False),
        ("カラテ１のキャラでサツバツ持ちの耐久力３のキャラにアイサツしたら、こっちのキャラはどうなる?", True),
        ("自分のカラテ5のキャラで相手の耐久力2のキャラにアイサツしたら、相手のキャラはどうなりますか?", True),
    ],
)
def test_1004_1_a_fighting_characters_fate_asked_with_dounaru(
    plans_only: None, question: str, killed: bool
) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.asks == "destroyed" and v.value is killed


@pytest.mark.parametrize(
    "question",
    [
        # no character asked: its fates differ
        "耐久力２の相手キャラに、カラテ５のニンジャでアイサツ!どうなる?",
        "カラテ２のキャラ２体で、耐久力４の相手キャラに順番にアイサツしたらどうなる?",
    ],
)
def test_706_4b_a_fight_asked_whole_is_never_the_game_status(plans_only: None, question: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert not (v.stated and v.asks == "outcome")
