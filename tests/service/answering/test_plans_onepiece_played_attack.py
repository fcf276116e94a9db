"""ONE PIECE CARD GAME: a card played before an attack, planned from the reading (issue 11 item 7) —
what the retired play-and-attack builder (`scenarios/onepiece_plan.py`) read by phrasing.

* 「コスト4のキャラを出して、残りのドン!!を全部リーダーに付与してから…アタック」: the play pays its cost
  from the stated active DON!! (2-7-2), the DON!! left go to the card named in the giving clause
  (6-5-5-1), and that card attacks (`plans/onepiece_prelude.py`);
* 「このターン登場させたパワー3000のキャラに、ドン!!を2枚付与して…アタックできる?」: the card the play's
  relative clause describes is the one played this turn (3-7-4), with the DON!! given to it; it attacks
  only with 【速攻】 (10-1-1-1);
* 「…アタックできる?相手のライフは4枚」: a player's life told beside the attack is placed as told.

The builders are switched off here (as `benchmarks/retire_check.py` does) so that the plans answer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "onepiece"


@pytest.fixture(autouse=True)
def _builders_retired(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    yield


def _stated(question: str, situation: str) -> tuple[Any, dict[str, Any]]:
    gated, note = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None, note
    assert gated.sim.situation == situation and gated.accounting.verdict.stated
    return gated.accounting.verdict.value, dict(gated.built.payload)


@pytest.mark.parametrize(
    ("question", "value", "given"),
    [
        (
            "アクティブのドン!!が6枚。コスト4のキャラを出して、残りのドン!!を全部リーダー(パワー5000)に付与してから、"
            "相手のパワー6000のリーダーにアタックしたら通る?",
            "yes",  # 「アタックしたら通る?」 asks whether the hit lands since round 25 (7000 against 6000)
            2,
        ),
        (
            "アクティブのドン!!が5枚ある。コスト3のキャラを出して、残りのドン!!をリーダー(パワー5000)に付けて"
            "相手のパワー7000のリーダーにアタックしたらどうなる?",
            {"result": "ongoing", "winner": None},
            2,
        ),
        (
            "アクティブのドン!!は4枚。コスト2のステージを出して、余ったドン!!は全部リーダー(パワー5000)に付与してから"
            "相手のパワー6000のリーダーにアタック。相手のライフ3枚は何枚になる?",
            [2],
            2,
        ),
    ],
)
def test_2_7_2_6_5_5_1_the_don_left_after_the_play_power_the_attack(
    question: str, value: Any, given: int
) -> None:
    got, payload = _stated(question, "onepiece.plan.battle")
    assert got == value
    steps = [a["type"] for a in payload["actions"]]
    assert steps == ["play", "attach_don", "attack"]
    assert payload["actions"][1] == {"type": "attach_don", "target": "leader", "count": given}


def test_2_7_2_a_don_count_given_after_the_play_is_not_planned_as_the_rest() -> None:
    question = (
        "アクティブのドン!!が6枚。コスト4のキャラを出して、リーダー(パワー5000)にドン!!を2枚付与してから、"
        "相手のパワー7000のリーダーにアタックしたら相手のライフ2枚はどうなる?"
    )
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("このターン登場させたパワー3000のキャラに、ドン!!を2枚付与して相手リーダーにアタックできる?", "no"),
        ("今出したばかりのパワー4000のキャラに、ドン!!を1枚付けて相手のリーダーにアタックできる?", "no"),
        (
            "このターンに登場させた【速攻】持ちのパワー2000のキャラに、ドン!!を2枚付けて相手リーダーにアタックできる?",
            "yes",
        ),
    ],
)
def test_3_7_4_the_card_the_play_clause_describes(question: str, value: str) -> None:
    got, payload = _stated(question, "onepiece.plan.can_attack")
    assert got == value
    (played,) = payload["player1"]["characters"]
    assert played["summoning_sick"] is True and played["don"] in (1, 2)


@pytest.mark.parametrize(
    ("question", "value", "life"),
    [
        (
            "速攻持ちのキャラ(パワー5000)を出したターン、すぐ相手のパワー5000のリーダーにアタックできる?相手のライフは4枚",
            "yes",
            4,
        ),
        (
            "【速攻】持ちのキャラを出した。このターンすぐ相手のリーダーにアタックできる?相手のライフは2枚。",
            "yes",
            2,
        ),
        ("出したばかりのキャラで相手リーダーにアタックできる?相手のライフは3枚", "no", 3),
    ],
)
def test_10_1_1_1_life_told_beside_the_attack_asked(question: str, value: str, life: int) -> None:
    got, payload = _stated(question, "onepiece.plan.can_attack")
    assert got == value and payload["player2"]["life"] == life


@pytest.mark.parametrize(
    ("question", "value", "attached"),
    [
        (
            "アクティブのドン!!5枚でコスト2のキャラ(パワー3000)を出した。出したキャラに残りのドン!!を付けて"
            "すぐ相手リーダー(5000)にアタックできる?",
            "no",
            3,
        ),
        (
            "アクティブのドン!!4枚でコスト1のキャラ(パワー2000)を出した。出したキャラに残りのドン!!を付けて"
            "相手リーダーにアタックできる?",
            "no",
            3,
        ),
        (
            "アクティブのドン!!6枚でコスト3の【速攻】キャラ(パワー4000)を出した。出したキャラに残りのドン!!を全部"
            "付けて相手のリーダーにアタックできる?",
            "yes",
            3,
        ),
    ],
)
def test_6_5_5_1_the_don_left_given_to_the_card_played(question: str, value: str, attached: int) -> None:
    got, payload = _stated(question, "onepiece.plan.can_attack")
    assert got == value
    assert payload["actions"][1] == {"type": "attach_don", "target": "played", "count": attached}


def test_6_5_5_1_a_don_given_after_the_play_without_its_count_withholds() -> None:
    question = (
        "アクティブのドン!!5枚でコスト2のキャラ(パワー3000)を出した。出したキャラにドン!!を付けてすぐ"
        "相手リーダー(5000)にアタックできる?"
    )
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "アクティブのドン!!3枚でコスト2のキャラを出してから、リーダーで相手のリーダーにアタックできる?",
        "コスト3のキャラを出したあと、リーダーで相手リーダーにアタックできる?",
        "アクティブのドン!!4枚。コスト4のキャラを出して、それからリーダーで相手のリーダーにアタックできる?",
    ],
)
def test_2_7_2_a_card_played_before_the_leader_attacks(question: str) -> None:
    got, payload = _stated(question, "onepiece.plan.can_attack")
    assert got == "yes"
    assert [a["type"] for a in payload["actions"]] == ["play", "attack"]
    assert payload["actions"][1]["attacker"] == "leader"


def test_2_7_2_a_card_played_first_that_cannot_be_paid_withholds() -> None:
    question = "アクティブのドン!!2枚でコスト4のキャラを出して、リーダーで相手のリーダーにアタックできる?"
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated
