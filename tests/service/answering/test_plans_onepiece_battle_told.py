"""ONE PIECE CARD GAME battle plan (issue 11 item 7): what the attack builder read by phrasing, read
from the reading's facts — so that the builder can go.

* DON!! given in the attacking turn, told as a clause about the card (「ドン!!1枚つけたパワー4千のキャラ」,
  「キャラに、ドン!!3枚付けて」, 「リーダー(パワー5000)にドン!!を3枚付けて」) are that card's (6-5-5-2);
* a counter told by its value alone (「相手がカウンター2000を使った」) is a counter card of the defender's
  hand used in the counter step (7-1-3-2-1), on the blocker when told so;
* a bare power written next to a card (「リーダー5千に」「キャラ(7千)」「5kのリーダー」) is its power;
* a card named again after the attack with its power is the attacked card (「…殴ったら? リーダーは6千」);
* 「ブロッカーもカウンターもなし」 names no 【ブロッカー】 card and no block (7-1-2-1).

The builders are switched off here (as `benchmarks/retire_check.py` does) so that the plans answer.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "onepiece"


@pytest.fixture(autouse=True)
def _builders_retired(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    yield


def _battle(question: str) -> tuple[object, tuple[int, int], dict[str, object]]:
    gated, note = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None, note
    assert gated.sim.situation == "onepiece.plan.battle" and gated.accounting.verdict.stated
    compare = next(e for e in gated.sim.result.events if e.type == "compare")
    powers = (int(compare.data["attacker_power"]), int(compare.data["defender_power"]))
    return gated.accounting.verdict.value, powers, dict(gated.built.payload)


@pytest.mark.parametrize(
    ("question", "powers", "ko"),
    [
        (
            "パワー4000のキャラに、ドン!!3枚付けて相手のレストのキャラ(パワー7000)に攻撃したらKOできる?",
            (7000, 7000),
            True,
        ),
        (
            "パワー3000のキャラにドン!!を1枚付けて、相手のレストのキャラ(パワー5000)にアタックしたらKOされる?",
            (4000, 5000),
            False,
        ),
    ],
)
def test_6_5_5_2_don_given_in_the_attacking_turn_add_power(
    question: str, powers: tuple[int, int], ko: bool
) -> None:
    value, compared, _payload = _battle(question)
    assert compared == powers and value is ko


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "自分のターン。リーダー(パワー5000)にドン!!を3枚付けて、相手のリーダー(パワー7000、ドン!!付与なし)に"
            "アタック。ブロックもカウンターもなかった。相手のライフは4枚だったけど、バトル後は何枚?",
            3,
        ),
        (
            "相手のライフは3枚。リーダー(パワー5000)にドン!!を1枚付けて相手のパワー6000のリーダーにアタック。相手のライフは何枚?",
            2,
        ),
        (
            "相手のライフは3枚。リーダー(パワー5000)にドン!!を1枚付けて相手のパワー7000のリーダーにアタック。相手のライフは何枚?",
            3,
        ),
    ],
)
def test_6_5_5_2_don_given_to_the_leader_decide_the_life(question: str, life: int) -> None:
    value, _compared, _payload = _battle(question)
    assert value == [life]


@pytest.mark.parametrize(
    ("question", "powers"),
    [
        (
            "相手のライフは3枚。パワー7000のキャラで相手のパワー5000のリーダーにアタック。相手がカウンター2000使ったら、どっちの勝ち?",
            (7000, 7000),
        ),
        (
            "パワー6000のキャラで相手のパワー5000のリーダーにアタックしたら、相手がカウンター2000を使ってきた。どうなる?",
            (6000, 7000),
        ),
        (
            "パワー5000のリーダーで相手のパワー5000のリーダーにアタックしたら、カウンター+1000を使われた。どうなる?",
            (5000, 6000),
        ),
    ],
)
def test_7_1_3_2_1_a_counter_told_by_its_value_is_used(question: str, powers: tuple[int, int]) -> None:
    _value, compared, payload = _battle(question)
    assert compared == powers
    attack = next(a for a in payload["actions"] if isinstance(a, dict) and a["type"] == "attack")  # type: ignore[attr-defined]
    assert len(attack["counters"]) == 1


def test_7_1_3_2_1_a_counter_on_the_blocker() -> None:
    _value, compared, payload = _battle(
        "相手のパワー7000のキャラが自分のリーダーにアタックしてきた。パワー4000のブロッカーでブロックして、"
        "そのブロッカーにカウンター+2000を使ったらどうなる?"
    )
    assert compared == (7000, 6000)
    attack = next(a for a in payload["actions"] if isinstance(a, dict) and a["type"] == "attack")  # type: ignore[attr-defined]
    assert attack["counters"][0]["target"] == "blocker"


@pytest.mark.parametrize(
    ("question", "powers"),
    [
        ("リーダー5千にドン!!1枚付けて、相手のレストのキャラ(7千)にアタック。KOとれる?", (6000, 7000)),
        (
            "5kのリーダーで相手リーダー(5k、ライフ2)にアタック、ブロックもカウンターもなしならライフ何枚になる?",
            (5000, 5000),
        ),
        (
            "俺のリーダー、ライフ0枚。相手がパワー6000のキャラでアタックしてきた。こっちのリーダーは5000でブロッカーもカウンターもなし。負け?",
            (6000, 5000),
        ),
    ],
)
def test_7_1_4_1_bare_powers_written_next_to_the_cards(question: str, powers: tuple[int, int]) -> None:
    _value, compared, _payload = _battle(question)
    assert compared == powers


@pytest.mark.parametrize(
    "question",
    [
        "パワー6000のキャラで相手リーダーにアタックしたら、相手がブロッカーでブロックしてきた。どうなる?",
        "ブロッカーのパワーはわからないけど、パワー6000のキャラでアタックしてブロックされた。どうなる?",
        "相手がパワー6000のキャラで自分のリーダーにアタックしてきた。カウンターを使った。どうなる?",
    ],
)
def test_7_1_4_1_unread_powers_or_counter_values_are_not_planned(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert not (
        gated.accounting.verdict.stated
        and gated.sim is not None
        and gated.sim.situation == "onepiece.plan.battle"
    )


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "相手のパワー6000のキャラが自分のリーダー(ライフ2枚)にアタック。アクティブのパワー4000の【ブロッカー】持ちで"
            "ブロックした。カウンターはお互いなし。この後の自分のライフは何枚?",
            2,
        ),
        (
            "相手のパワー6000のキャラが自分のパワー5000のリーダーにアタック。自分のライフは3枚。この後の自分のライフは何枚?",
            2,
        ),
        (
            "相手のパワー4000のキャラが自分のパワー5000のリーダーにアタック。自分のライフは3枚。この後の自分のライフは何枚?",
            3,
        ),
    ],
)
def test_7_1_the_owned_card_marked_ga_is_the_attacker(question: str, life: int) -> None:
    """「相手の…キャラが自分のリーダーにアタック」 (no 「してきた」): the opponent attacks (7-1)."""
    value, _compared, payload = _battle(question)
    assert value == [life]
    assert payload["player1"] and "characters" in payload["player1"]  # type: ignore[operator]
