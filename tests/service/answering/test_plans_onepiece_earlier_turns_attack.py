"""ONE PIECE CARD GAME 7-1 / 6-5 without the old attack builder (issue 11 item 7): the asker's attack
told before the opponent's turn (「自分のキャラでアタックした。次の相手のターン、そのキャラが…アタック
された」) is an earlier turn's — a player attacks only in its own turn — so the attack of the asked
battle is the one made on the asker (plans/onepiece_attacking.attacks), and the battle plan runs it
(7-1-1-2: the card said before is the one attacked).

Checked by hand against /work/shared/seeds/onepiece.txt: 7-1-4-1 「アタックしているカードのパワーが、アタック
されているカードのパワー以上の場合」 the attacked character is KO'd (7-1-4-1-2); 7-1-4-2 else nothing.
"""

from __future__ import annotations

import pytest

from service.answering.plans import reread, run_plan
from service.answering.plans.onepiece_attacking import attacks
from service.answering.plans.onepiece_battle import battle
from service.answering.reading.reader import read

GAME = "onepiece"


@pytest.mark.parametrize(
    ("question", "powers"),
    [
        (
            "自分のキャラ(パワー6000)でアタックした。次の相手のターン、そのキャラが相手のパワー5000のキャラに"
            "アタックされた。どうなる?",
            (5000, 6000),
        ),
        (
            "自分のキャラ(パワー3000)でアタックした。相手のターンになって、そのキャラが相手のパワー5000のキャラに"
            "アタックされた。KOされる?",
            (5000, 3000),
        ),
        (
            "パワー4000の自分のキャラでアタックした。次の相手のターンにそのキャラが相手のキャラ(パワー4000)に"
            "アタックされた。KOされる?",
            (4000, 4000),
        ),
    ],
)
def test_7_1_the_askers_attack_before_the_opponents_turn_is_an_earlier_turns(
    question: str, powers: tuple[int, int]
) -> None:
    reading = reread(GAME, read(question, GAME))
    assert [f.concept for f in attacks(reading)] == ["attacked"]
    built = battle(reading)
    assert built is not None
    sim = run_plan(GAME, built)
    assert sim is not None
    compare = next(e for e in sim.result.events if e.type == "compare").data
    assert (compare["attacker_power"], compare["defender_power"]) == powers
    knocked = any(e.type == "move" and e.data.get("to_zone") == "trash" for e in sim.result.events)
    assert knocked is (powers[0] >= powers[1])


@pytest.mark.parametrize(
    "question",
    [
        # traps: no turn told between the two attacks (which battle is asked is not read), and the
        # opponent's turn told before both
        "自分のキャラ(パワー6000)でアタックした。そのキャラが相手のパワー5000のキャラにアタックされた。どうなる?",
        "相手のターン。自分のキャラ(パワー6000)でアタックした。そのキャラが相手のパワー5000のキャラに"
        "アタックされた。どうなる?",
    ],
)
def test_7_1_two_attacks_with_no_turn_between_stay_two(question: str) -> None:
    reading = reread(GAME, read(question, GAME))
    assert len(attacks(reading)) == 2 and battle(reading) is None
