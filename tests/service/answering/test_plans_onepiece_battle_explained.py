"""ONE PIECE CARD GAME battles as the plans tell them, without the old attack builder (issue 11 item 7):
the conclusion says why the battle went as it did — 6-5-5-2 (DON!! given to the attacked player's card
add no power in the attacker's turn) and 7-1-4-2 (an attacking card that loses its battle deals no
damage); the battle's one attack named again as a time (「アタックの後」) and the leader told after a
character's attack (7-1-1-2).

Each verdict checked by hand against /work/shared/seeds/onepiece.txt: 6-5-5-2 「自分のターン中、付与されて
いるドン!!カード1枚につき、パワーが1000上昇します」; 7-1-4-2 「パワー未満の場合、アタックしているカードは
バトルに負け、そのバトルでは何も起きません」; 7-1-4-1-1 「リーダーカードの場合: そのリーダーに1ダメージ」.
"""

from __future__ import annotations

import pytest

from service.answering.plans import reread, run_plan
from service.answering.plans.onepiece_battle import battle
from service.answering.reading.reader import read
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

GAME = "onepiece"


def _told(plan: object, question: str) -> tuple[BuiltScenario, SimulationResult, str]:
    assert callable(plan)
    built = plan(reread(GAME, read(question, GAME)))
    assert isinstance(built, BuiltScenario), question
    sim = run_plan(GAME, built)
    assert sim is not None
    return built, sim.result, built.summarize(sim.result)


def _compare(r: SimulationResult) -> tuple[object, object]:
    c = next(e for e in r.events if e.type == "compare")
    return c.data["attacker_power"], c.data["defender_power"]


@pytest.mark.parametrize(
    "question",
    [
        "自分のリーダー(5000)にドン!!2枚付けたままターンを終えた。相手のターンにパワー6000のキャラでアタックされたら?",
        "ドン!!1枚付けた俺のリーダー(5000)が、相手のターンに相手の6000のキャラに殴られた。ダメージ受ける?",
        "前の自分のターンに自分のリーダー(パワー5000)にドン!!を2枚付けた。相手のターンに相手のパワー6000のキャラで"
        "そのリーダーにアタックされた。どうなる?",
    ],
)
def test_6_5_5_2_the_defenders_don_are_said_to_add_no_power(question: str) -> None:
    _built, r, said = _told(battle, question)
    assert _compare(r) == (6000, 5000)
    assert "自分のカードに付与されたドン!!は、自分のターンではないためパワーに加わりません" in said


@pytest.mark.parametrize(
    "question",
    [
        # traps: no DON!! on the attacked card, or the attacker's own DON!! (which count, 6-5-5-2)
        "相手のパワー6000のキャラに自分のリーダー(パワー5000)がアタックされた。どうなる?",
        "自分のリーダー(パワー5000)にドン!!を1枚付けて、相手のリーダー(パワー5000)にアタック。どうなる?",
    ],
)
def test_6_5_5_2_no_such_sentence_without_the_defenders_don(question: str) -> None:
    _built, _r, said = _told(battle, question)
    assert "ターンではないためパワーに加わりません" not in said


@pytest.mark.parametrize(
    ("question", "hit"),
    [
        (
            "俺のパワー6000のキャラで相手のリーダー(パワー5000)にアタック。相手はカウンター+2000を使った。ダメージ入る?",
            "アタックした自分のカードがバトルに負け、ダメージは入りません",
        ),
        (
            "相手がパワー6000のキャラで自分のリーダー(パワー5000)を攻撃してきた。手札のカウンター2000を使った。どうなる?",
            "アタックした相手のカードがバトルに負け、ダメージは入りません",
        ),
        (
            "自分のパワー4000のキャラで相手のレストのキャラ(パワー5000)にアタック。どうなる?",
            "アタックした自分のカードがバトルに負け、何も起きません",
        ),
    ],
)
def test_7_1_4_2_a_lost_battle_is_said_to_deal_nothing(question: str, hit: str) -> None:
    _built, r, said = _told(battle, question)
    assert any(e.type == "battle_lost" for e in r.events) and hit in said


@pytest.mark.parametrize(
    "question",
    [
        # traps: the attacker wins (7-1-4-1) — no lost battle is said
        "俺のパワー6000のキャラで相手のリーダー(パワー5000)にアタック。相手はカウンターを使わなかった。どうなる?",
        "自分のパワー5000のキャラで相手のレストのキャラ(パワー5000)にアタック。どうなる?",
    ],
)
def test_7_1_4_1_a_won_battle_says_no_loss(question: str) -> None:
    _built, r, said = _told(battle, question)
    assert not any(e.type == "battle_lost" for e in r.events) and "バトルに負け、" not in said


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "相手のターン。相手のパワー6000のキャラが自分のリーダーにアタックしてきた。アクティブのブロッカー(パワー2000)で"
            "ブロックした。カウンターなし。自分のライフは4枚。アタックの後、自分のライフは何枚?",
            4,
        ),
        (
            "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタック。相手のライフは3枚。アタックの後、相手の"
            "ライフは何枚?",
            2,
        ),
        (
            "自分のパワー7000のリーダーで相手のリーダー(パワー5000)にアタック。ブロックもカウンターもなし。相手のライフ"
            "は2枚。アタックのあと相手のライフは何枚?",
            1,
        ),
    ],
)
def test_7_1_4_1_1_an_attack_named_again_as_the_time_is_the_same_attack(question: str, life: int) -> None:
    built, r, said = _told(battle, question)
    assert built.situation == "onepiece.plan.battle" and f"ライフは{life}枚" in said
    assert sum(e.type == "compare" for e in r.events) == 1


@pytest.mark.parametrize(
    "question",
    [
        # traps: a second attack told after 「アタックの後」, and an untold attacked leader's power
        "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタック。そのアタックの後、別のキャラ(パワー6000)でも"
        "アタック。相手のライフ3枚は何枚?",
        "相手のパワー6000のキャラが自分のリーダーにアタックしてきた。ブロックもカウンターもなし。自分のライフは4枚。"
        "アタックのあと、自分のライフは何枚?",
    ],
)
def test_7_1_4_1_another_attack_or_an_untold_power_is_not_planned(question: str) -> None:
    assert battle(reread(GAME, read(question, GAME))) is None


@pytest.mark.parametrize(
    ("question", "power", "life"),
    [
        # 7-1-4-1-1 / 7-1-4-1-1-1: 7000 ≥ 5000 hits the leader; at 0 life the asker loses
        ("自分のライフ0枚で、相手のパワー7000のキャラにアタックされた。リーダーは5000。負ける?", 5000, 0),
        (
            "相手のパワー7000のキャラにアタックされた。リーダーは5000。自分のライフは2枚。ライフは何枚になる?",
            5000,
            1,
        ),
        # 7-1-4-2: 4000 < 5000, no damage
        ("相手のキャラ(パワー4000)にアタックされた。リーダーはパワー5000。ダメージ受ける?", 5000, 5),
    ],
)
def test_7_1_1_2_a_leader_told_after_a_characters_attack_is_the_one_attacked(
    question: str, power: int, life: int
) -> None:
    built, r, _said = _told(battle, question)
    assert _compare(r)[1] == power
    attacked = next(e for e in r.events if e.type == "compare").data["defender_kind"]
    assert attacked == "leader" and len(r.zone(_asker(built), "life")) == life


def _asker(built: BuiltScenario) -> str:
    """The seat of the attacked asker: the one not holding the attacking card."""
    seats = ("player1", "player2")
    return next(
        s for s in seats if all(c.get("id") != "attacker" for c in built.payload[s].get("characters", []))
    )


@pytest.mark.parametrize(
    "question",
    [
        # traps: a leader attacks (the unowned leader may be either player's), two cards told after
        "相手のリーダー(パワー6000)にアタックされた。リーダーは5000。どうなる?",
        "相手のパワー7000のキャラにアタックされた。リーダーは5000、キャラは3000。どうなる?",
    ],
)
def test_7_1_1_2_an_unowned_card_that_may_be_either_is_not_planned(question: str) -> None:
    assert battle(reread(GAME, read(question, GAME))) is None
