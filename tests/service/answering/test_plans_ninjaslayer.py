"""ニンジャスレイヤーTCG plans (`service/answering/plans/ninjaslayer*.py`): situations built from the
reading's facts when no builder's verdict is stated. Each family is asked in several wordings of our
own; the traps hold a fact the plan cannot model (or a verdict the result could not carry) and must
stay withheld.

Clauses: 706.4b (イクサダメージ to the アイサツ対象 only: no damage back), 1317.1 / 505.3a (damage a
character has stays until the turn ends), 1004.1 (killed at damage ≥ 耐久力), 1303.2 (-X/-Y lowers
耐久力), 1403.2 (サツバツ), 1319.1 (回復 N), 1102.2 / 1003.2 / 1002.1 (damage to a player: damage
checks, 10 cards lose), 1204.2g-1 / 1404.2 (paying コスト and タツジン・コスト from the エテル).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.material import unread_material
from service.answering.reading.model import Role
from service.answering.reading.reader import read
from service.answering.reading.verdict import asked

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 1317.1 / 1004.1: damage the target took before the アイサツ stays and adds up ---------------


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手の耐久力3のキャラに、コトダマで1ダメージ入れた。そのあとカラテ2のキャラでそいつにアイサツした。"
            "相手のキャラは殺される?",
            True,
        ),
        (
            "相手の耐久力4のキャラに先にコトダマで3ダメージ入れてから、自分のカラテ1のキャラでアイサツした。"
            "相手のキャラは殺される?",
            True,
        ),
        (
            "相手の耐久力6のキャラにもう1点ダメージを与えてある。自分のカラテ3のキャラでアイサツしたら殺される?",
            False,
        ),
        # the asker is attacked: the opponent is the turn player (player1)
        (
            "このターン、自分の耐久力3のキャラは2ダメージを負ってる。相手のカラテ1のキャラのアイサツを受けた。"
            "自分のキャラは殺される?",
            True,
        ),
    ],
)
def test_1317_1_damage_taken_before_the_aisatsu_adds_up(question: str, killed: bool) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value is killed
    assert situation == "ninjaslayer.plan.aisatsu"


# --- 706.4b: the アイサツ対象 deals no damage back ------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "耐久力2の自分のキャラ(カラテ1)で、相手のカラテ5・耐久力4のキャラにアイサツした。自分のキャラは死ぬ?",
        "自分の耐久力3のキャラ(カラテ2)で、相手のカラテ7・耐久力6のキャラにアイサツした。こっちのキャラは返り討ちで死ぬ?",
        "耐久力1のウチのキャラ(カラテ2)で、相手のカラテ9・耐久力8のキャラにアイサツした。ウチのキャラは死ぬ?"
        "他の能力はどっちも無し。",
    ],
)
def test_706_4b_no_damage_back_to_the_attacker(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value is False
    assert situation == "ninjaslayer.plan.aisatsu"


# --- 1004.1 / 1303.2: a character's damage against its 耐久力 after ±X/±Y --------------------------


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手の耐久力5のキャラ、すでに3点ダメージを負ってる。自分のコトダマで「-0/-2を得る」をかけたら殺せる?",
            True,
        ),
        (
            "相手の耐久力4のキャラ、このターンすでに1点ダメージを負ってる。自分のコトダマで「-0/-2を得る」をかけたら"
            "殺せる?",
            False,
        ),
        (
            "自分の耐久力4のキャラが、このターンもう1点ダメージを負っている。相手のジツで2点ダメージを受けたら殺される?",
            False,
        ),
    ],
)
def test_1004_1_damage_against_the_changed_durability(question: str, killed: bool) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value is killed
    assert situation == "ninjaslayer.plan.character_damage"


# --- 1319.1: 回復 N moves N cards of the damage zone to the オヒガン -------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分のダメージ・ゾーンが6枚。「2回復する」効果を解決したら、ダメージ・ゾーンは何枚?", 4),
        ("相手のダメージ・ゾーン7枚のときに相手が3回復した。相手のダメージ・ゾーンは何枚になる?", 4),
        ("ダメージ・ゾーン5枚の状態で1回復。ダメージ・ゾーンは何枚になる?", 4),
    ],
)
def test_1319_1_recover_moves_damage_zone_cards(question: str, value: int) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == [value]
    assert situation == "ninjaslayer.plan.player_effect"


# --- 1102.2 / 1003.2 / 1002.1: damage to a player is damage checks; 10 cards lose --------------


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手のダメージ・ゾーンは9枚。自分のコトダマで相手に1ダメージを与えた。勝てる?", "self"),
        ("相手のダメージ・ゾーンが8枚。自分のコトダマで相手に2ダメージを与えた。自分の勝ち?", "self"),
        ("相手のダメージ・ゾーンが7枚。こっちのジツで相手に2ダメージ与えた。勝ち?", "none"),
    ],
)
def test_1002_1_damage_checks_to_ten_cards(question: str, winner: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and value == winner


# --- 1204.2g-1 / 1404.2: the コスト (and タツジン・コスト) bow that many エテル ------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "コスト2でタツジン・コストが「3エテルを支払う」のキャラを、タツジン・コストも払ってエントリーする。"
            "エテルは何枚オジギする?",
            5,
        ),
        ("コスト4のキャラをエントリーしたら、エテルは何枚オジギする?", 4),
        ("コスト5のキャラを出すとき、エテル・ゾーンで何枚オジギする?", 5),
    ],
)
def test_1204_2g_1_entry_bows_the_cost_in_etel(question: str, value: int) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == [value]
    assert situation == "ninjaslayer.plan.entry_cost"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("エテルが5枚。コスト3のキャラを出したあと、コスト2のキャラも出せる?", "yes"),
        ("アンタイ・オジギのエテルが6枚ある。コスト2のコトダマを撃ったあと、コスト5のキャラを出せる?", "no"),
        ("自分のエテルは4枚。コスト1のキャラとコスト2のキャラを出したら、コスト1のコトダマは撃てる?", "yes"),
        (
            "エテル・ゾーンに縦向きのカードが3枚。キャラクターフェイズにコスト2のキャラを出した。"
            "コスト2のコトダマも撃てる?",
            "no",
        ),
    ],
)
def test_1204_2g_1_entries_in_turn_share_the_etel(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value
    assert situation == "ninjaslayer.plan.entries"


def test_1404_2_tatsujin_not_paid_when_said_not_paid() -> None:
    """「タツジン払わずに」 is a negated pay: the entry pays the コスト only (3 of 3 エテル)."""
    stated, value, _situation = _verdict(
        "コスト3でタツジン1のキャラ、エテル3枚しかないけどタツジン払わずに出せる?"
    )
    assert stated and value == "yes"


# --- 502.3a / 502.4a: the hand through the スタートフェイズ -----------------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "2ターン目以降の自分のターン、スタートフェイズ開始時の手札は4枚。普通にドローして、エテル・ステップで"
            "1枚エテルに置いた。キャラクターフェイズ開始時の手札は何枚?",
            5,
        ),
        (
            "3ターン目の自分のターン、スタートフェイズ開始時の手札は2枚。ドローして、エテル・ステップで1枚エテルに"
            "置いた。キャラクターフェイズの開始時、手札は何枚?",
            3,
        ),
        (
            "5ターン目、自分の手札は1枚。ドローして、エテルに1枚置いた。キャラクターフェイズ開始時の手札は何枚?",
            2,
        ),
    ],
)
def test_502_3a_502_4a_hand_at_the_character_phase(question: str, value: int) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == [value]
    assert situation.endswith("turn_start")  # the builder's when it reads the wording, else the plan's


# --- traps: what the plans cannot carry stays withheld ---------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        # (the draw step's stated 「2枚引け」 on a 1-card deck is now simulated: the short draw records
        # the count 502.3a asked for — test_plans_ninjaslayer_turns.py, 104.2)
        # a draw of another count than the draw step's: an effect's draw the scenario does not run
        "3ターン目、デッキ1枚でカードを3枚引いた。勝者は?",
        # (the attacker asked while the attacked card is killed is stated now: the gate answers the
        # asked card's fate, test_plans_ninjaslayer_round3.py 706.4b; 「サツバツでこっちも殺される?」 of a
        # サツバツ holder killed by the アイサツ is stated 'not killed' since round 12 — 1216.6, 1202.2,
        # probe3 ns-s-07 — test_plans_ninjaslayer_cov12.py)
        # 「2回」: a count no fact binds (the same 2 as the コトダマ's コスト must not stand for it)
        "エテル・ゾーンにアンタイ・オジギのカードが7枚。コスト3のキャラを2回出したあと、コスト2のコトダマも撃てる?",
        # (a quoted change the card has, 「「+0/+2を得る」がかかってる」, is applied since round 25 — a
        # decisive modifier reads it, reading/change_quote.py; test_round25_reading.py: 'not killed')
        # (「これが与えるダメージを1点増加する」 is carried now: 1326.1, test_plans_ninjaslayer_damage_up.py)
        # the effect names a player whose counts the question does not give (1102.2: the damage
        # checks are the hit player's)
        "自分のダメージ・ゾーンは9枚。相手に1ダメージを与えた。勝ち?",
        "相手のダメージ・ゾーン7枚のときに自分が3回復した。相手のダメージ・ゾーンは何枚になる?",
        # the drawing player is not the one whose deck is given (1308.1: a player draws from their
        # own deck) — neither the draw builder nor a plan simulates it on the given deck
        "自分の山札が3枚。相手が2枚ドローした。自分の山札は何枚?",
        "相手の山札は1枚。自分がカードを2枚引いた。相手の勝ち?",
        # both players' counts: whose 回復 it is is not a fact the plan reads
        "自分と相手のダメージ・ゾーンがそれぞれ8枚と6枚。自分が2回復したら、自分のダメージ・ゾーンは何枚?",
    ],
)
def test_traps_stay_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated


# --- the mechanisms: prior damage, negations, 「どっちも」 --------------------------------------


def test_1317_1_prior_damage_must_be_held_by_the_scenario() -> None:
    """「コトダマで2ダメージ入れた」 before an アイサツ is an amount already taken: a scenario whose
    only 2 is the attacker's カラテ (the same number, elsewhere) does not hold it."""
    q = (
        "このターン、コトダマで相手の耐久力4のキャラに2ダメージ入れた。"
        "そのあとカラテ2のキャラでアイサツした。殺される?"
    )
    reading = read(q, GAME)
    bare: dict[str, Any] = {"player1": {"field": [{"id": "a", "karate": 2}]},
                            "player2": {"field": [{"id": "b", "durability": 4}]}}  # fmt: skip
    held: dict[str, Any] = {"player1": {"field": [{"id": "a", "karate": 2}]},
                            "player2": {"field": [{"id": "b", "durability": 4, "damage": 2}]}}  # fmt: skip
    assert (unread_material(reading, bare) or "").startswith("2ダメージ入")
    assert unread_material(reading, held) is None


@pytest.mark.parametrize(
    "question",
    [
        # the damage is told before the アイサツ in the present tense: still damage already there
        "自分の耐久力2のキャラに、相手がコトダマで1ダメージ。そのあと相手のカラテ1のキャラにアイサツされた。殺される?",
        "相手の耐久力3のキャラにジツで2ダメージ。続けてカラテ2のキャラでアイサツ。殺せる?",
    ],
)
def test_1317_1_damage_before_the_attack_is_never_the_attackers_number(question: str) -> None:
    """Stated only when the scenario holds the earlier damage on the card (then right: killed)."""
    stated, value, _situation = _verdict(question)
    assert not stated or value is True


@pytest.mark.parametrize(
    ("question", "concept"),
    [
        ("相手にアイサツして、インターラプトも何もなく通りました。勝ち?", "インターラプト"),
        ("タツジン払わずに出せる?", "pay"),
        ("ドローを使わずに勝てる?", "use"),
    ],
)
def test_reader_negations(question: str, concept: str) -> None:
    facts = [f for f in read(question, GAME).facts if f.concept == concept]
    assert facts and all(f.negated for f in facts)


def test_aisatsu_asked_card_is_the_sentence_subject() -> None:
    """「俺のキャラ(…)が…アイサツされたら死ぬ?」 asks about the asker's card (the subject), not the
    attacker the last owner word names: killed by カラテ3 against 耐久力3 (1004.1)."""
    stated, value, situation = _verdict(
        "俺のキャラ(カラテ2/耐久力3)が相手のカラテ3のキャラにアイサツされたら死ぬ?"
    )
    assert stated and value is True
    assert situation == "ninjaslayer.plan.aisatsu"


def test_reader_dotchimo_is_not_a_which_question() -> None:
    reading = read("他の能力はどっちも無し。自分のキャラは死ぬ?", GAME)
    assert asked(reading) == "destroyed"
    assert not any(f.role is Role.ASK and f.text.startswith("どっち") for f in reading.facts)
