"""A told stat change lands on the card the question gives it to (ninjaslayer 1303.1 +X/+Y; trap batch
K, ninjaslayer-bk-22: the +2/+0 of 「カラテ2のキャラに」 had been put on the card attacked)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.bound import misaimed_damage, misbound, misplaced
from service.answering.reading.reader import read


def _fight(gained_on: str, durability_a: int | None = None) -> dict[str, Any]:
    a: dict[str, Any] = {"id": "a", "name": "アイサツするキャラクター", "karate": 2}
    if durability_a is not None:
        a["durability"] = durability_a
    b: dict[str, Any] = {"id": "b", "name": "アイサツされるキャラクター", "durability": 4}
    ({"a": a, "b": b}[gained_on])["gained"] = [2, 0]
    return {
        "phase": "ikusa",
        "player1": {"field": [a]},
        "player2": {"field": [b]},
        "actions": [{"kind": "aisatsu", "attacker": "a", "target": "b"}],
    }


@pytest.mark.parametrize(
    "question",
    [
        "カラテ2のキャラにコトダマで+2/+0を付けて、相手の耐久力4のキャラにアイサツした。倒せる?",
        "自分のカラテ2のキャラに+2/+0してから、相手の耐久力4のキャラにアイサツ。殺せる?",
        "カラテ2・耐久力3のキャラクターへ+2/+0を与え、耐久力4の相手キャラにアイサツしたら倒せる?",
    ],
)
def test_1303_1_a_change_given_to_one_card_is_not_held_by_another(question: str) -> None:
    reading = read(question, "ninjaslayer")
    assert misbound(reading, "ninjaslayer", _fight("b", durability_a=3)) is not None
    assert misbound(reading, "ninjaslayer", _fight("a", durability_a=3)) is None


@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力4のキャラに+2/+0が付いてる。カラテ2のキャラでアイサツしたら倒せる?",  # the target's
        "カラテ2のキャラで+2/+0のかかった耐久力4のキャラにアイサツ。倒せる?",  # no card takes it with に
    ],
)
def test_1303_1_a_change_the_question_does_not_give_to_the_described_card_passes(question: str) -> None:
    reading = read(question, "ninjaslayer")
    assert misbound(reading, "ninjaslayer", _fight("b")) is None


def test_1303_1_a_change_scripted_as_an_action_aimed_at_the_card() -> None:
    scenario = _fight("a")
    del scenario["player1"]["field"][0]["gained"]
    scenario["actions"].insert(0, {"kind": "modify", "target": "a", "karate": 2})
    reading = read("カラテ2のキャラに+2/+0を付けてアイサツ。倒せる?", "ninjaslayer")
    assert misbound(reading, "ninjaslayer", scenario) is None
    scenario["actions"][0]["target"] = "b"
    assert misbound(reading, "ninjaslayer", scenario) is not None


_ON_CARD = {
    "player1": {"field": [{"id": "c", "name": "リゾネイター", "kind": "resonator", "defense": 800}]},
    "operations": [{"kind": "deal_damage", "player": "player1", "targets": ["c"], "amount": 700}],
}
_ON_PLAYER = {
    "player2": {"life": 4000},
    "operations": [{"kind": "deal_damage", "player": "player1", "targets": ["player2"], "amount": 700}],
}


@pytest.mark.parametrize(
    "question",
    [
        "ターンプレイヤーの相手がライフ4000。こっちのリゾネイターの能力で相手プレイヤーに700ダメージ与えたら"
        "相手のライフいくつ?",
        "相手のライフ4000に、自分のリゾネイターの効果で相手に700ダメージ。残りライフは?",
        "リゾネイターの能力でプレイヤーに700ダメージを与えた。相手のライフ4000はいくつになる?",
    ],
)
def test_10_6_2_damage_to_a_player_is_not_run_on_a_card(question: str) -> None:
    reading = read(question, "fow")
    assert misaimed_damage(reading, "fow", _ON_CARD) is not None
    assert misaimed_damage(reading, "fow", _ON_PLAYER) is None


@pytest.mark.parametrize(
    "question",
    ["防御力800のリゾネイターに700ダメージ与えたら破壊される?", "相手のリゾネイターに700ダメージ。破壊?"],
)
def test_10_6_1_damage_to_a_card_is_not_run_on_a_player(question: str) -> None:
    reading = read(question, "fow")
    assert misaimed_damage(reading, "fow", _ON_PLAYER) is not None
    assert misaimed_damage(reading, "fow", _ON_CARD) is None


def test_damage_with_no_recipient_written_is_not_checked() -> None:
    reading = read("700ダメージを与える効果を使った。相手のライフ4000はいくつ?", "fow")
    assert misaimed_damage(reading, "fow", _ON_CARD) is None


_UNIT_ON_FIELD = {
    "phase": "battle",
    "player1": {"field": [{"id": "a", "STR": 1, "DEF": 1, "cp_cost": 1}]},
    "actions": [{"kind": "attack", "attackers": ["a"]}],
}
_UNIT_IN_HAND = {"phase": "battle", "player1": {"hand": [{"id": "a", "cp_cost": 1}]}, "actions": []}


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンの戦闘フェイズ中、手札にCPコスト1のUNITがある。今からこれを出して攻撃に混ぜたりってできる?",
        "戦闘フェイズに、手札のCPコスト1のUNITを出して、そのまま攻撃できる?",
        "自分の手札にあるCPコスト1のUNITを戦闘フェイズ中にプレイして攻撃させられる?",
    ],
)
def test_1206_1_a_card_told_in_the_hand_is_not_run_on_the_field(question: str) -> None:
    reading = read(question, "kiseki")
    assert misplaced(reading, "kiseki", _UNIT_ON_FIELD) is not None
    assert misplaced(reading, "kiseki", _UNIT_IN_HAND) is None


def test_a_card_told_on_the_field_is_checked_the_other_way() -> None:
    reading = read("場にいるCPコスト1のUNITで攻撃できる?", "kiseki")
    assert misplaced(reading, "kiseki", _UNIT_ON_FIELD) is None
    assert misplaced(reading, "kiseki", _UNIT_IN_HAND) is not None


def test_a_card_without_stats_or_zone_is_not_checked() -> None:
    for question in ("手札のUNITを出せる?", "CPコスト1のUNITで攻撃できる?"):
        assert misplaced(read(question, "kiseki"), "kiseki", _UNIT_ON_FIELD) is None
