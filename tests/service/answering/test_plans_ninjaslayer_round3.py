"""ニンジャスレイヤーTCG plans, round 3: situations of the seen blind batches (E–I) that had been
withheld, each served by a general mechanism and checked over several wordings of our own.

Clauses: 1003.2b (damage to each player at once: the turn player's damage checks go into the
コトダマ空間 first, so the non-turn player's resolve first), 1002.1 / 103.2 (the first player to
reach 10 loses alone), 103.3 (both decks empty at once: the non-turn player wins), 706.4b (only the
アイサツ card deals イクサダメージ: the attacked character does not strike back), 1321.1 / 1321.2 (a
countered コトダマ: the cost stays paid), 1320.1 / 1320.1a (a ジツ turns face-up cards only), 502.3a (a
hand told unchanged), 1204.2g-1 (「もう1体」 is the entry, not a count). More in
test_plans_ninjaslayer_round3b.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, v.asks


def _winner(value: Any) -> Any:
    """「勝者は?」 is asked as the outcome: its value carries the winner."""
    return value.get("winner") if isinstance(value, dict) else value


# --- 1003.2b: damage to each player, the non-turn player's checks resolve first ---------------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン。自分も相手もダメージ・ゾーンが9枚。自分がお互いのプレイヤーに1点ずつダメージを与える"
            "コトダマを解決した。めくれるのはどちらもウケミなし。勝ったのはどっち?",
            "self",
        ),
        (
            "俺のターン、俺も相手もダメージ・ゾーン8枚。各プレイヤーに2ダメージを与えるコトダマ。ウケミなし前提で、どっちが勝つ?",
            "self",
        ),
        ("自分のターン。お互いのダメージ・ゾーンが9枚。各プレイヤーに1点ずつダメージ。勝者は?", "self"),
    ],
)
def test_1003_2b_damage_to_each_player_the_non_turn_players_check_resolves_first(
    question: str, winner: str
) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks in ("winner", "outcome")
    assert _winner(value) == winner


def test_1003_2b_on_the_opponents_turn_the_asker_loses_first() -> None:
    stated, value, _asks = _verdict(
        "相手のターン。お互いのダメージ・ゾーンが9枚。相手のコトダマで各プレイヤーに1ダメージ。ウケミ無しがめくれる。勝者は?"
    )
    assert stated and _winner(value) == "opponent"


@pytest.mark.parametrize(
    "question",
    [
        "お互いのダメージ・ゾーンが9枚。各プレイヤーに1ダメージ。勝つのは?",  # whose turn: not told
        "自分も相手もダメージ・ゾーン9枚。お互いのプレイヤーに1点ずつダメージを与えた。どっちが勝つ?",
        # the opponent's count: not told
        "自分のターン。自分のダメージ・ゾーンは9枚。お互いのプレイヤーに1ダメージ。勝つのは?",
        "自分のターン。相手のダメージ・ゾーンは9枚。各プレイヤーに1点ずつダメージ。勝者は?",
    ],
)
def test_1003_2b_the_turn_and_both_counts_must_be_told(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン。山札は自分も相手も2枚。お互いに2枚ずつドローした。勝ったのは?",
        "自分のターン。山札は自分も相手もちょうど1枚。お互いに2枚ずつドローする効果。勝者は?",
        "相手のターン。デッキは相手も自分も2枚。お互いに2枚ずつ引いた。勝つのは?",
    ],
)
def test_103_3_both_decks_empty_at_once_the_non_turn_player_wins(question: str) -> None:
    stated, value, _asks = _verdict(question)
    assert stated
    mine = "self" if question.startswith("相手のターン") else "opponent"
    assert _winner(value) == mine


@pytest.mark.parametrize(
    "text",
    [
        "自分も相手もダメージ・ゾーン9枚",
        "お互いのダメージ・ゾーンが9枚",
        "俺も相手もダメージ・ゾーンが9枚",
        "両方のダメージ・ゾーンが9枚",
    ],
)
def test_1003_2b_a_count_of_both_players_is_read_as_each_players(text: str) -> None:
    facts = [f for f in read(f"{text}。", GAME).facts if f.concept == "damage_zone"]
    assert [(f.owner, f.value) for f in facts] == [("both", 9)]


# --- 706.4b: the attacked character does not strike back ------------------------------------------


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "うちのカラテ1・耐久力1のキャラで、相手のカラテ5のキャラにアイサツした。どっちにも能力はない。自分のアイサツしたキャラは殺される?",
            False,
        ),
        (
            "耐久力1・カラテ1の自分のキャラで、相手のカラテ5のキャラ(テキストなし)にアイサツした。殴り返しで自分のキャラって死ぬ?",
            False,
        ),
        (
            "自分のカラテ3・耐久力1のキャラで相手のカラテ4・耐久力2のキャラにアイサツした。自分のキャラは殺される?",
            False,
        ),
        (
            "自分のカラテ3・耐久力1のキャラで相手のカラテ4・耐久力2のキャラにアイサツした。相手のキャラは殺される?",
            True,
        ),
        (
            "自分のカラテ1・耐久力1のキャラで相手のカラテ4・耐久力2のキャラにアイサツした。どちらにも能力はない。相手のキャラは殺される?",
            False,
        ),
    ],
)
def test_706_4b_the_asked_cards_fate_when_the_other_card_has_another(question: str, killed: bool) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "destroyed"
    assert value is killed


@pytest.mark.parametrize("said", ["どっちにも能力はない", "どちらにも特に能力はない", "どっちも能力なし"])
def test_both_said_with_ni_mo_is_no_question(said: str) -> None:
    asks = [f.concept for f in read(f"{said}。", GAME).asks()]
    assert "outcome" not in asks


# --- 1321.1 / 1321.2: a countered コトダマ's cost stays paid ----------------------------------------


@pytest.mark.parametrize(
    ("question", "standing"),
    [
        (
            "エテルが4枚全部アンタイ・オジギ。コスト2のコトダマを使ったら打ち消された。アンタイ・オジギ状態のエテルは何枚?",
            2,
        ),
        (
            "自分のエテル6枚。コスト4のコトダマをエントリーしたけど相手に打ち消された。縦向きのエテルは何枚残る?",
            2,
        ),
        (
            "相手のエテルは3枚(全部縦)。相手がコスト3のコトダマを撃ったのを打ち消した。相手のアンタイ・オジギのエテルは何枚?",
            0,
        ),
        (
            "アンタイ・オジギのエテル5枚でコスト1のコトダマを撃ち、打ち消された。払ったエテルは戻る?縦のエテルは何枚?",
            4,
        ),
    ],
)
def test_1321_2_the_etel_paid_for_a_countered_kotodama_stays_bowed(question: str, standing: int) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "number"
    assert value == [standing]


@pytest.mark.parametrize(
    "question",
    [
        "エテル5枚。コスト3のコトダマを撃ったが打ち消されなかった。縦のエテルは何枚?",  # not countered
        "エテル5枚。コスト3のコトダマを撃った。相手は打ち消せず。縦のエテルは何枚?",
        # its effect told
        "エテル5枚。コスト3で2ダメージを与えるコトダマを撃ったら打ち消された。縦のエテルは何枚?",
        "エテル2枚。コスト3のコトダマを撃ったら打ち消された。縦のエテルは何枚?",  # never payable
        "エテル5枚のうち2枚はオジギ済み。コスト3のコトダマを撃ったら打ち消された。縦のエテルは何枚?",
    ],
)
def test_1321_1_only_a_countered_entry_of_the_told_cost_is_planned(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated


# --- 1320.1 / 1320.1a: a ジツ turns face-up cards only -----------------------------------------------


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("ダメージ・ゾーンに4枚あるけど、そのうち2枚はもう裏向き。ジツ3のコストって払える?", "no"),
        ("ダメージ・ゾーン8枚のうち7枚はジツで裏返してある。ジツ2が要るカード、使える?", "no"),
        ("ダメージ・ゾーン5枚、そのうち1枚は裏向き。ジツ3のカード使える?", "yes"),
        ("ダメージ・ゾーンに6枚あって、うち3枚はジツで裏返した。ジツ3が必要な能力は使える?", "yes"),
    ],
)
def test_1320_1a_a_jitsu_needs_as_many_face_up_cards(question: str, can: str) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "can"
    assert value == can


@pytest.mark.parametrize(
    "question",
    [
        "ダメージ・ゾーンに3枚。ジツ3のコトダマ撃てる?",  # how many are face down: not told
        "相手のダメージ・ゾーン5枚、うち4枚は裏向き。ジツ2払える?",  # another player's zone
        "ダメージ・ゾーン5枚、そのうち4枚は裏向き。コスト2でジツ1のコトダマ撃てる?",  # an エテル cost too
    ],
)
def test_1320_1a_the_face_up_count_and_the_only_cost_must_be_told(question: str) -> None:
    stated, _value, _asks = _verdict(question)
    assert not stated


def test_1320_1_face_down_cards_are_read_apart_from_the_zone() -> None:
    facts = read(
        "ダメージ・ゾーンに7枚あるけど、そのうち5枚はもうジツで裏返してる。ジツ3の能力。", GAME
    ).facts
    told = {
        f.concept: f.value for f in facts if f.concept in ("damage_zone", "damage_zone_face_down", "jitsu")
    }
    assert told == {"damage_zone": 7, "damage_zone_face_down": 5, "jitsu": 3}


# --- 502.3a: a hand told unchanged is what the run through the スタートフェイズ holds -------------------


@pytest.mark.parametrize(
    "question",
    [
        "後攻です。初手4枚、相手の1ターン目の間に手札は増えも減りもしてない。自分の最初のターンのドロー・ステップ後の手札は何枚?",
        "自分は後攻。初手4枚で(効果で増減はなし)、自分の最初のターンのドロー・ステップが終わったら手札は何枚?",
        "後攻で初手4枚。相手の1ターン目の間は手札が増えも減りもしていない。最初のターンのドロー後、手札は何枚?",
    ],
)
def test_502_3a_a_hand_told_unchanged_is_no_unread_fact(question: str) -> None:
    stated, value, asks = _verdict(question)
    assert stated and asks == "number"
    assert value == [6]


@pytest.mark.parametrize("said", ["効果で増減はなし", "効果による増減は無し", "効果での変化はない"])
def test_an_effect_told_absent_is_a_denied_effect(said: str) -> None:
    facts = [f for f in read(f"手札4枚({said})。", GAME).facts if f.concept == "effect"]
    assert facts and all(f.negated for f in facts)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("エテル・ゾーン5枚ぜんぶ縦。コスト2のキャラを出したあと、もう1体コスト3のキャラも出せる?", "yes"),
        ("エテル4枚全部アンタイ・オジギ。コスト2のキャラを出して、もう1体コスト3のキャラも出せる?", "no"),
        ("エテル５枚(うち３枚オジギ)でコスト２のキャラ出したあと、もう１体コスト１のキャラって出せる?", "no"),
    ],
)
def test_1204_2g_1_one_more_card_is_the_entry_not_a_count(question: str, can: str) -> None:
    stated, value, _asks = _verdict(question)
    assert stated and value == can
