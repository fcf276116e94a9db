"""Extraction of numbers, roles and sides from varied Japanese phrasings."""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.answering.numbers import kanji_number, normalize_text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("パワー5千", "パワー5000"),
        ("パワー５０００", "パワー5000"),
        ("１万2千", "12000"),
        ("五千のパワー", "5000のパワー"),
        ("ドン！！２枚", "ドン!!2枚"),
        ("三枚", "3枚"),
        ("万一", "万一"),
        ("十分", "十分"),
        ("1.5万", "15000"),
    ],
)
def test_normalize_numbers(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected


def test_kanji_number_rejects_words() -> None:
    assert kanji_number("二十") == 20
    assert kanji_number("abc") is None


def test_onepiece_attack_with_don_on_rested_character() -> None:
    facts = extract(
        "ドン!!2枚つけたパワー5000のリーダーで、レストのパワー6000のキャラにアタックしたらどうなる?"
    )
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and target is not None
    assert attacker.kind == "leader" and dict(attacker.stats) == {"don": 2, "power": 5000}
    assert target.kind == "character" and target.stats["power"] == 6000
    assert "rested" in target.states


@pytest.mark.parametrize(
    "question",
    [
        "パワー５千のキャラで相手のリーダーにアタック",
        "5000パワーのキャラで相手のリーダーにアタック",
        "パワー５０００のキャラクターで相手リーダーを攻撃",
    ],
)
def test_power_phrasings(question: str) -> None:
    facts = extract(question)
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and attacker.stats["power"] == 5000
    assert target is not None and target.kind == "leader" and target.side == "opponent"


def test_life_owner_follows_number() -> None:
    facts = extract("パワー5000のキャラで、ライフ3枚・パワー5000の相手リーダーにアタック。")
    assert facts.players["opponent"]["life"] == 3


def test_sve_attack_and_health_pairs() -> None:
    facts = extract(
        "攻撃力3・体力2のフォロワーで、相手の横向きになってる攻撃力2・体力3のフォロワーを攻撃したら?"
    )
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and dict(attacker.stats) == {"attack": 3, "health": 2}
    assert target is not None and dict(target.stats) == {"attack": 2, "health": 3}
    assert "rested" in target.states


def test_slash_stats() -> None:
    facts = extract("２／２のフォロワーで３/１のフォロワーを攻撃")
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and dict(attacker.stats) == {"attack": 2, "health": 2}
    assert target is not None and dict(target.stats) == {"attack": 3, "health": 1}


def test_ninjaslayer_karate_and_durability() -> None:
    facts = extract("カラテ3のキャラクターが耐久力3のキャラクターにアイサツした場合")
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and attacker.stats["karate"] == 3
    assert target is not None and target.stats["durability"] == 3


def test_kiseki_unit_stats_and_sides() -> None:
    facts = extract(
        "STR5・DEF4のUNITで、STR2・DEF3・CPコスト2の相手UNITに単独で攻撃した。相手の絆は何点減る?"
    )
    attacker, target = facts.attacker(), facts.target()
    assert attacker is not None and dict(attacker.stats) == {"str": 5, "def": 4}
    assert target is not None and target.side == "opponent"
    assert dict(target.stats) == {"str": 2, "def": 3, "cost": 2}


def test_player_numbers_by_side() -> None:
    facts = extract("自分の絆が-1、相手の絆が-3になってる。")
    assert facts.players["self"]["bond"] == -1
    assert facts.players["opponent"]["bond"] == -3


def test_unsaid_owner_numbers() -> None:
    facts = extract("ダメージ・ゾーンが１０枚、山札０枚、エテルに縦向きのカードが2枚")
    assert facts.numbers["damage_zone"] == 10
    assert facts.numbers["deck"] == 0
    assert facts.numbers["ether"] == 2


def test_turn_markers() -> None:
    facts = extract("先攻の1ターン目ってドロー何枚?")
    assert facts.first_turn and facts.turn_order == "first"


@pytest.mark.parametrize(
    "question",
    [
        "キャラ(パワー5000)を出したターン、そのキャラで相手のリーダーにアタックできる?",
        "キャラを登場させてすぐアタックできる?",
        "フォロワーを場に出してすぐ攻撃できる?",
        "キャラをプレイしたターンに攻撃できる?",
    ],
)
def test_a_card_put_into_play_is_no_attack_target(question: str) -> None:
    """を taken by 出す/登場/プレイ/置く is the object of that verb, not of the attack after it."""
    first = extract(question).mentions[0]
    assert first.role != "target"


@pytest.mark.parametrize(
    ("question", "role"),
    [
        ("相手のキャラ(パワー5000)を速攻キャラで攻撃", "target"),
        ("相手のフォロワー(2/3)を1/4のフォロワーで攻撃", "target"),
        ("相手のキャラをアタックしたら?", "target"),
    ],
)
def test_an_object_of_the_attack_stays_the_target(question: str, role: str) -> None:
    assert extract(question).mentions[0].role == role
