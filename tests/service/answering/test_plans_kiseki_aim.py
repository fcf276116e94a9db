"""軌跡 TCG: the attack's object named by an icon or a state (`plans/kiseki_aim.py`, the gate's
`reading/aimed.py`), a スクラムサポート set up by a legal attack, and a "can" verdict that must not
come from a refused set-up action (`reading/verdict.py`). Wordings of our own; traps stay withheld.

Clauses: 1407.1 / 1326.2 (a 【ヘイト】 UNIT must be attacked while it can be chosen), 803.5a-1 (a
stunned UNIT cannot be chosen), 1402.1 / 803.6e (only a 【暗躍】 UNIT attacks a 【暗躍】 UNIT),
1218.2b (a 【暗躍】 UNIT is supported only by a 【暗躍】 UNIT); and the card-play plan
(`plans/kiseki_play.py`): 1403.1 (【援軍】), 1405.1 (【派遣】), 1206.1, 1208.1a (a face-up EVENT in the
拠点 is not played), 703.8c-1 (UNITs are played in the 配備ステップ only).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.aimed import unaimed
from service.answering.reading.reader import read

GAME = "kiseki"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    "question",
    [
        "相手の場に【ヘイト】を持つUNITと、【ヘイト】を持たないUNITがいる。【ヘイト】を持たない方を攻撃してもいい?",
        "相手の場には【ヘイト】持ちのUNITとヘイトなしのUNITがいる。ヘイトなしのUNITを攻撃できる?",
        "相手の場に【ヘイト】持ちでスタンしてないUNITと、【ヘイト】のないUNITがいる。【ヘイト】のないUNITを攻撃対象に選べる?",
        "相手の場に【ヘイト】持ちのUNIT(スタンしていない)とヘイト無しのUNITがいる。自分のUNITで、ヘイト無しの方に攻撃できる?",
    ],
)
def test_1407_1_a_ready_hate_unit_binds_the_attack_target(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no", (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        "相手の【ヘイト】持ちUNITはスタン状態。相手のスタンしていないUNITを攻撃できる?",
        "相手の【ヘイト】持ちUNITがスタンしている。相手のもう1体のスタンしてないUNITを攻撃対象にしていい?",
        "相手の場に、スタンしている【ヘイト】のUNITと、スタンしていないUNITがいる。スタンしていないUNITを攻撃できる?",
    ],
)
def test_1326_2_a_stunned_hate_unit_does_not_bind_the_target(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "yes", (value, situation)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("相手の場に【暗躍】を持つUNITと【ヘイト】を持つUNITがいる。【暗躍】の方を攻撃できる?", "no"),
        ("自分の【暗躍】持ちUNITで、相手の【暗躍】持ちUNITを攻撃できる?", "yes"),
        ("【暗躍】を持つ自分のUNITで、【暗躍】を持つ相手のUNITを攻撃していい?", "yes"),
    ],
)
def test_1402_1_only_an_anyaku_unit_attacks_an_anyaku_unit(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        # a card text the engine does not hold
        "相手の場に【ヘイト】持ちのUNITとヘイトなしのUNITがいる。「このUNITは攻撃されない」を持つヘイトなしの方を攻撃できる?",
        # the asker's UNIT's 【ヘイト】 read as its own: which one is attacked is not told
        "相手の場に【ヘイト】を持つUNITとヘイトのないUNITがいる。自分のUNITで【ヘイト】の方を攻撃できる?",
    ],
)
def test_1407_1_traps_stay_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated, (value, situation)


def test_1407_1_gate_withholds_an_attack_on_another_card_than_the_named_one() -> None:
    """The object 「ヘイト無しの方」: a scripted attack on the 【ヘイト】 UNIT answers another question."""
    reading = read(
        "相手の場に【ヘイト】持ちのUNITとヘイト無しのUNITがいる。ヘイト無しの方を攻撃できる?", GAME
    )
    units = [{"id": "d1", "icons": ["【ヘイト】"]}, {"id": "d2", "icons": []}]
    payload: dict[str, Any] = {
        "player1": {"field": [{"id": "a"}]},
        "player2": {"field": units},
        "actions": [{"kind": "attack", "attackers": ["a"], "target": "d1"}],
    }
    assert unaimed(reading, payload) is not None
    payload["actions"][0]["target"] = "d2"
    assert unaimed(reading, payload) is None
    payload["actions"][0]["target"] = "player2"
    assert unaimed(reading, payload) is not None


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "同じ組織の自分のUNIT同士で、【暗躍】持ちのUNITに、【暗躍】を持ってないレディのUNITをスクラムサポートさせられる?",
            "no",
        ),
        ("【暗躍】を持つ自分のUNITに、同じ組織で【暗躍】を持たないUNITがスクラムサポートできる?", "no"),
        ("【暗躍】を持つ自分のUNITに、同じ組織で【暗躍】を持つレディのUNITがスクラムサポートできる?", "yes"),
    ],
)
def test_1218_2b_support_of_an_anyaku_unit_is_decided_by_the_supporter(question: str, can: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.value == can, v
    assert gated.sim is not None
    events = gated.sim.result.events
    assert any(e.type == "attack" for e in events)  # the 【暗躍】 UNIT was attacked (1402.1)
    if can == "no":
        refused = [e for e in events if e.type == "rejected"]
        assert refused and "1218.2b" in refused[0].rules


# --- 1403.1 / 1405.1 / 1206.1 / 1208.1a: may the card be played from where it is ---------------


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("【援軍】を持つUNITを手札からプレイしたい。場に共通する組織のUNITはいない。プレイできる?", "no"),
        ("手札に【援軍】を持つUNITがある。場に同じ組織のUNITが1体いる。このUNITをプレイできる?", "yes"),
        ("自分の場に同じ組織のカードがある状態で、手札の【援軍】UNITを出せる?", "yes"),
        ("自分の場には同じ組織のカードが1枚もない。手札の【援軍】持ちUNITを出せる?", "no"),
    ],
)
def test_1403_1_reinforcement_needs_a_card_of_its_organization(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("拠点に裏向きで置いてある【派遣】持ちのカード、拠点からプレイできる?", "yes"),
        ("【派遣】を持つUNITが拠点に裏向きである。これを拠点からプレイできる?", "yes"),
        ("【派遣】のないUNITが拠点に裏向きである。拠点からプレイできる?", "no"),
    ],
)
def test_1405_1_dispatch_plays_a_face_down_unit_from_the_base(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("拠点に表向きで置かれているEVENTをプレイできる?", "no"),
        ("拠点の表向きのEVENTはプレイできる?", "no"),
        ("拠点に裏向きのEVENTがある。これをプレイできる?", "yes"),
    ],
)
def test_1208_1a_an_event_in_the_base_is_played_only_face_down(question: str, can: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == can, (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        "拠点に裏向きで置いてある【派遣】持ちのUNITを、戦闘フェイズに拠点からプレイできる?",
        "戦闘フェイズ中に、手札の【援軍】UNITを出せる?自分の場に同じ組織のUNITはいる。",
        "自分の場に同じ組織のUNITがいる。バトルフェイズで手札の【援軍】を持つUNITをプレイできる?",
    ],
)
def test_703_8c_1_a_unit_is_not_played_in_the_battle_phase(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no", (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        # an EVENT in the 戦闘フェイズ: its timing is not planned
        "戦闘フェイズに拠点の裏向きのEVENTをプレイできる?",
        # whose deploy step: the opponent's (not planned)
        "相手の配備ステップ中に、手札の【援軍】UNITを出せる?場に同じ組織のUNITはいる。",
        # face down said with no place: the 拠点 or not?
        "裏向きの【派遣】UNITをプレイできる?",
        # a card text the engine does not hold
        "拠点に裏向きの「このカードは拠点からプレイできない」を持つ【派遣】UNITがある。プレイできる?",
    ],
)
def test_1405_1_play_traps_stay_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated, (value, situation)


# --- 703.5 / 703.6a: each player draws 2 in its own ドローステップ of the 準備フェイズ -----------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手がイニシアチブのターンの準備フェイズで、非イニシアチブの自分は何枚カードを引ける?", [2]),
        ("自分のターンの準備フェイズで、自分はカードを何枚引く?", [2]),
        ("相手のターンの準備フェイズ、相手は何枚引く?", [2]),
        ("相手のターンのドローステップで自分もカードを引ける?", "yes"),
    ],
)
def test_703_6a_each_player_draws_two_in_its_draw_step(question: str, value: Any) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value, (got, situation)


@pytest.mark.parametrize(
    "question",
    [
        # the deck is said: drawing from a short deck is the deck plan's / builders' question
        "相手のターンの準備フェイズで、自分もカードを3枚引ける?",
        # a card text the engine does not hold
        "準備フェイズに「ドローステップに引かない」効果がある。自分は何枚引く?",
    ],
)
def test_703_6a_prep_draw_traps_stay_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated or situation != "kiseki.plan.prep_draw", (value, situation)


def test_1402_1_a_refused_set_up_attack_withholds_the_support_verdict() -> None:
    """The scrum support scripted after an attack the engine refused (a UNIT without 【暗躍】 attacking
    a 【暗躍】 UNIT, 1402.1) is refused for timing: that 'no' says nothing of 1218.2b."""
    from service.answering.plans import run_plan
    from service.answering.reading.gate import gate
    from service.answering.scenarios import BuiltScenario
    from service.answering.scenarios.common import story

    question = "【暗躍】を持つ自分のUNITに、同じ組織で【暗躍】を持つレディのUNITがスクラムサポートできる?"
    payload: dict[str, Any] = {
        "phase": "battle",
        "player1": {
            "field": [
                {"id": "t", "name": "サポートされるUNIT", "DEF": 9, "icons": ["【暗躍】"]},
                {"id": "s", "name": "サポートするUNIT", "icons": ["【暗躍】"]},
            ]
        },
        "player2": {"field": [{"id": "x", "name": "攻撃してくるUNIT", "STR": 0}]},
        "actions": [
            {"kind": "pass", "player": "player1"},
            {"kind": "attack", "player": "player2", "attackers": ["x"], "target": "t"},
            {"kind": "scrum_support", "player": "player1", "supporter": "s", "target": "t"},
        ],
    }
    built = BuiltScenario("kiseki.test", payload, story(lambda _s: "スクラムサポートできません"), ())
    sim = run_plan(GAME, built)
    assert sim is not None
    gated = gate(question, GAME, sim, built, reading=read(question, GAME))
    assert not gated.accounting.verdict.stated
