"""「ダメージチェックでめくった2枚はどっちもウケミ無し」「ダメチェで2枚ともウケミなし」: the cards the
damage checks revealed, counted (1003.2: one check per point of イクサダメージ, 1104.2 each revealed card
to the ダメージ・ゾーン, 1002.1 ten cards lose). The count is the checks' own — the plan runs with the
アイサツ's 工作力 checks and the gate withholds a count the run does not make. Builders off (issue 11
item 7), wordings of our own.
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
    ("question", "winner"),
    [
        (
            "工作力2のキャラで相手プレイヤーにアイサツした。相手のダメージ・ゾーンは8枚。"
            "ダメージチェックでめくれた2枚はどれもウケミ無し。勝った?",
            "self",
        ),
        (
            "工作力3のキャラで相手プレイヤーにアイサツした。相手のダメージ・ゾーンは8枚。"
            "ダメージチェックでめくった3枚はどれもウケミ無し。勝った?",
            "self",
        ),
        (
            "相手のダメージ・ゾーンは7枚。工作力2のキャラで相手にアイサツが通って、"
            "ダメチェで2枚ともウケミなしだった。相手の負け?",
            "none",
        ),
        (
            "相手の山札が残り2枚、ダメージ・ゾーンは3枚。自分のターンに工作力2のキャラで相手プレイヤーに"
            "アイサツ通した。ダメチェックでめくれたのは2枚ともウケミなし。これって自分の勝ち?",
            "self",
        ),
    ],
)
def test_1003_2_the_cards_the_checks_revealed_counted(plans_only: None, question: str, winner: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.asks == "winner" and v.value == winner


def test_1003_2_a_revealed_count_the_checks_do_not_make_is_withheld(plans_only: None) -> None:
    question = (
        "工作力2のキャラで相手プレイヤーにアイサツした。相手のダメージ・ゾーンは8枚。"
        "ダメージチェックでめくった3枚はどれもウケミ無し。勝った?"
    )
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン。相手のダメージ・ゾーンはもう8枚たまってる。自分のコトダマで相手に2ダメージ飛ばして、"
            "相手が山札からめくった2枚はどっちもウケミ無しだった。これでゲーム終わる?",
            "self",
        ),
        (
            "相手のダメージ・ゾーンは8枚。コトダマで相手に2点ダメージ。ダメージチェックでめくれた2枚は"
            "どっちもウケミなし。勝った?",
            "self",
        ),
        (
            "相手のダメージ・ゾーンは7枚。コトダマで相手に2点ダメージ、めくった2枚はウケミ無し。ゲームは終了しますか?",
            "none",
        ),
        (
            "自分のダメージ・ゾーンが7枚で、相手のコトダマで自分に2ダメージ。めくった2枚ともウケミ無し。負けた?",
            "none",
        ),
    ],
)
def test_1102_2_an_effects_damage_checks_revealed_counted(
    plans_only: None, question: str, winner: str
) -> None:
    """An effect's damage to a player (1102.2) makes the same checks (1003.2); 「ゲーム終わる?」 asks
    whether a player has lost (1002, 103.2)."""
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.asks == "winner" and v.value == winner


def test_1003_2_an_effects_revealed_count_the_checks_do_not_make_is_withheld(plans_only: None) -> None:
    question = (
        "相手のダメージ・ゾーンは8枚。コトダマで相手に2点ダメージ。ダメージチェックでめくれた3枚は"
        "どっちもウケミなし。勝った?"
    )
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated
