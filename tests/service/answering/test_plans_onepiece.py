"""ONE PIECE CARD GAME plans (`service/answering/plans/onepiece*.py`): situations built from the
reading's facts when no builder's verdict is stated. Each family is asked in several wordings of our
own; the traps hold a fact the plan cannot model and must stay withheld.

Clauses: 7-1-4-1 (the attacker wins a tie), 7-1-4-1-1 (damage: a life card to hand), 10-1-2-1
(【ダブルアタック】 deals 2), 10-1-3-1 (【バニッシュ】 trashes the life card instead), 10-1-4-1 / 7-1-2-1
(a block changes the attacked card), 7-1-4-1-2 (a character losing its battle is KO'd), 1-2-1-1-1
(damage at 0 life loses the game), 6-5-5-2 (attached DON!! add power only in its owner's turn).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.onepiece_battle import battle
from service.answering.plans.onepiece_cards import cards, quantities
from service.answering.reading.reader import read

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 7-1-4-1-1 / 10-1-2-1 / 10-1-3-1: the defender's life and hand after a battle won ----------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 【ダブルアタック】: 2 damage, no power given but the battle was won (10-1-2-1)
        (
            "【ダブルアタック】を持つキャラで相手のリーダーにアタックし、パワーで勝った。ブロックもカウンターもされなかった。"
            "相手のライフは3枚だったけど、残りは何枚?",
            1,
        ),
        (
            "相手のライフは5枚。【ダブルアタック】持ちのキャラでリーダーにアタックして通った(ブロック・カウンターなし)。"
            "相手のライフは何枚になる?",
            3,
        ),
        # 【バニッシュ】: the life card goes to the trash, the hand stays (10-1-3-1)
        (
            "相手のライフ2枚、手札1枚。【バニッシュ】持ちのキャラが相手リーダーにアタックして通った。ブロックなし。"
            "相手の手札は何枚になる?",
            1,
        ),
        (
            "相手のライフ4枚、手札6枚。こっちの【バニッシュ】持ちのキャラでリーダーを殴ってパワーで勝った。"
            "ブロックもカウンターもなし。相手の手札は何枚?",
            6,
        ),
    ],
)
def test_7_1_4_1_1_life_and_hand_after_a_won_battle(question: str, value: int) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == [value]


def test_7_1_4_1_1_a_battle_planned_from_the_facts() -> None:
    """The plan's scenario carries what the question says: the keyword on the attacker, the
    defender's stated life and hand, no block; the default powers are named in the notes."""
    question = (
        "相手のライフ3枚、手札4枚。こっちは【バニッシュ】持ちのキャラでリーダーにアタックして通った。"
        "ブロック・カウンターなし。相手の手札は何枚?"
    )
    reading = read(question, GAME)
    built = battle(reading)
    assert built is not None
    payload = built.payload
    assert payload["player1"]["characters"][0]["keywords"] == ["バニッシュ"]
    assert payload["player2"]["life"] == 3 and len(payload["player2"]["hand"]) == 4
    assert "block" not in payload["actions"][0]
    assert any("パワーの指定がない" in n for n in built.notes)


# --- 7-1-4-1 / 7-1-4-1-2 / 10-1-4-1: powers compared, KO, the block ---------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # blocked: the 【ブロッカー】 loses and is KO'd, the leader takes nothing (10-1-4-1, 7-1-2-1)
        (
            "相手のターン。相手のパワー6000のキャラが自分のリーダーにアタックしてきた。アクティブのブロッカー(パワー2000)で"
            "ブロックした。カウンターなし。自分のライフは4枚。アタックの後、自分のライフは何枚?",
            [4],
        ),
        # the builder read no block here (a no_block event reflected 「ブロック」): now the plan's
        (
            "パワー7000の相手キャラが俺のリーダーにアタックしてきたから、ブロッカー(パワー4000)でブロック。"
            "俺のライフは2枚だった。バトル後のライフは何枚?",
            [2],
        ),
        (
            "相手のパワー5000のキャラが私のリーダーにアタックしてきた。ブロッカー持ちのキャラ(パワー1000)でブロック。"
            "私のライフ1枚は何枚になる?",
            [1],
        ),
    ],
)
def test_10_1_4_1_a_block_keeps_the_leaders_life(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


def test_7_1_4_1_2_ties_ko_the_attacked_character() -> None:
    question = "こっちのキャラ(パワー4000)で、相手のレストのキャラ(パワー4000)にアタック。ブロック・カウンターなし。相手のキャラはKOされる?"  # noqa: E501
    stated, got, _situation = _verdict(question)
    assert stated and got is True


def test_cards_bind_stats_before_and_after_the_noun() -> None:
    """「パワー6000の自分のキャラ」: before; 「リーダー(パワー5000)」: after; 「ブロッカー(パワー3000)」: the
    keyword is the card."""
    reading = read("パワー6000の自分のキャラで相手のリーダー(パワー5000)にアタックしてきたので、"
                   "ブロッカー(パワー3000)でブロック", GAME)  # fmt: skip
    found = [(b.kind, b.owner, b.power(), b.keywords) for b in cards(reading)]
    assert found == [
        ("character", "self", 6000, []),
        ("leader", "opponent", 5000, []),
        ("character", None, 3000, ["ブロッカー"]),
    ]


@pytest.mark.parametrize(
    "question",
    ["相手のライフ3枚、手札4枚。", "相手のライフ3枚・手札4枚で", "相手はライフ3枚、手札は4枚"],
)
def test_a_listed_quantity_is_the_same_players(question: str) -> None:
    held = quantities(read(question, GAME))
    assert held is not None and held["opponent"] == {"life": 3, "hand": 4}


# --- traps: what the battle plan cannot model stays withheld ------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        # no power given and nothing says the attack won: the battle is open
        "キャラで相手のリーダーにアタックした。ブロックなし。相手のライフは3枚、何枚残る?",
        # a 【カウンター】 event's +4000 is card text the plan does not place
        "【ダブルアタック】持ちのキャラで相手リーダーにアタックして通った。相手は【カウンター】イベントでパワー+4000した。"
        "相手のライフ4枚、何枚残る?",
        # two attacks: which card attacks when is not read
        "【ダブルアタック】持ちのキャラで相手リーダーにアタックして通った。そのあとリーダーでもアタックした。相手のライフ4枚は何枚になる?",
        # a blocker named without 【ブロッカー】 on any card of the defender
        "パワー6000のキャラで相手のリーダー(パワー5000)にアタックしたら、キャラ(パワー2000)でブロックされた。相手のライフ3枚は何枚?",
    ],
)
def test_traps_the_battle_plan_withholds(question: str) -> None:
    stated, _got, situation = _verdict(question)
    assert not stated or not situation.startswith("onepiece.plan")


# --- 6-5-5-2: DON!! power outside its owner's turn (builder with its assumed state named) ------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のターンにパワー4000のキャラにドン!!を2枚付けたまま、ターンエンドした。そのあとの相手のターン中、"
            "このキャラのパワーっていくつ?",
            4000,
        ),
        ("パワー5000のキャラにドン!!を3枚付与しておいた。相手のターン中、そのキャラのパワーはいくつ?", 5000),
        (
            "パワー3000の自分のキャラにドン!!1枚付けてターンを終えた。相手のターンの間、そのキャラのパワーはいくら?",
            3000,
        ),
    ],
)
def test_6_5_5_2_attached_don_outside_the_owners_turn(question: str, value: int) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == [value]


# --- 7-1: each attack the question makes with its own attacker must be scripted ---------------


@pytest.mark.parametrize(
    "question",
    [
        # the builder simulated only the first attack (life 3 → 2, not 1)
        "パワー6000のキャラで相手のリーダー(パワー5000)にアタックし、さらにリーダーでもアタックした。相手のライフ3枚は何枚になる?",
        "キャラ(パワー8000)で相手のリーダーにアタック、そのあとリーダーが相手のリーダーにアタックした。相手のライフ2枚は何枚?",
        "相手のライフ3枚。パワー6000のキャラで相手のリーダー(パワー5000)にアタックして、もう1体のキャラ(パワー6000)でもアタックした。"
        "ブロックもカウンターもなし。相手のライフは何枚?",
    ],
)
def test_7_1_a_second_attack_not_scripted_withholds(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert not gated.accounting.verdict.stated


def test_7_1_an_earlier_attack_asked_about_again_stays_a_can_question() -> None:
    """「もうアタックしてレストのリーダーで、もう一回アタックできる?」: the earlier attack is the state's
    history, not a second attack to script (7-1-1-1: a rested card cannot attack)."""
    gated, _note = situate(
        "もうアタックしてレストになってるリーダーで、もう一回相手リーダーにアタックできる?", GAME
    )
    v = gated.accounting.verdict
    assert v.stated and v.value == "no"


# --- 7-1-1-2 / 7-1-1-1: what an attack may target and which card may attack -----------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # an active character cannot be attacked (7-1-1-2)
        ("相手のキャラはアクティブのまま。自分のリーダーでその相手キャラにアタックできる?", "no"),
        (
            "相手の場にアクティブ(縦向き)のキャラが2体いる。アクティブのままの相手キャラにアタックできる?",
            "no",
        ),
        ("縦向きになってる相手のキャラを、パワー6000の自分のキャラで殴れる?", "no"),
        # a rested one can
        ("相手のレストのキャラに自分のリーダーでアタックできる?", "yes"),
    ],
)
def test_7_1_1_2_only_a_rested_character_is_attacked(question: str, value: str) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


# --- 3-7-4 / 10-1-1-1: a character played this turn attacks only with 【速攻】 ------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("このターンに手札からキャラを出した。そのキャラでそのまま相手のリーダーにアタックできる?", "no"),
        ("キャラを登場させて、すぐにそのキャラで相手のリーダーを殴れる?", "no"),
        (
            "パワー5000のキャラを手札から出して、同じターンにそのキャラで相手のリーダーにアタックできる?速攻はない。",
            "no",
        ),
        ("【速攻】持ちのキャラを出して、そのキャラで相手リーダーにアタックできる?", "yes"),
    ],
)
def test_3_7_4_a_character_played_this_turn_attacks_only_with_rush(question: str, value: str) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


def test_3_7_4_the_played_card_is_played_in_the_plan() -> None:
    """The plan plays the card from hand before it attacks; the denied 【速攻】 is on no card."""
    gated, _note = situate("キャラを登場させて、すぐにそのキャラで相手のリーダーを殴れる?", GAME)
    assert gated.scenario is not None
    assert [a["type"] for a in gated.scenario["actions"]] == ["play", "attack"]
    assert gated.accounting.verdict.value == "no"


@pytest.mark.parametrize(
    "question",
    [
        # the builder put a character on the field and answered 'yes': the play (3-7-4) was dropped
        "このターンに手札からキャラを出した。そのキャラでそのまま相手のリーダーにアタックできる?",
        "相手が自分のターンにキャラを登場させて、そのキャラでアタックしてきた。そのキャラは速攻とかの能力は何も持ってない。"
        "アタックできるの?",
    ],
)
def test_3_7_4_a_scenario_without_the_play_is_not_stated_yes(question: str) -> None:
    stated, got, _situation = _verdict(question)
    assert not stated or got == "no"


# --- 10-1-4-1: a rested 【ブロッカー】 cannot block ----------------------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターンに相手のキャラがアタックしてきた。こっちのブロッカーは前のターンにアタックしたのでレスト状態。ブロックできる?",
            "no",
        ),
        (
            "相手のキャラが俺のリーダーにアタックしてきた。俺のブロッカー持ちのキャラはレストになってる。ブロックできる?",
            "no",
        ),
        (
            "相手のリーダーが自分のリーダーにアタックしてきた。自分の【ブロッカー】持ちのキャラはアクティブ。ブロックできる?",
            "yes",
        ),
    ],
)
def test_10_1_4_1_only_an_active_blocker_blocks(question: str, value: str) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    "question",
    [
        # two blockers, which one blocks is not read
        "相手のキャラがアタックしてきた。自分のブロッカーAはレスト、ブロッカーBはアクティブ。ブロックできる?",
        # an effect that rests the blocker is card text the plan does not place
        "相手のキャラがアタックしてきたけど、その【アタック時】効果で俺のブロッカーがレストにされた。ブロックできる?",
    ],
)
def test_traps_the_block_plan_withholds(question: str) -> None:
    stated, _got, situation = _verdict(question)
    assert not stated or not situation.startswith("onepiece.plan")


def test_the_blocker_attacked_itself_is_the_self_block_plan() -> None:
    """The blocker may itself be the card attacked (then it is rested: 7-1-1-2): not the block plan's —
    `onepiece_self_block` runs it and the engine refuses the block (10-1-4-1 「このカード以外」, audit
    24b)."""
    stated, got, situation = _verdict("ブロッカー持ちのキャラ自身がアタックされたら、そいつでブロックできる?")
    assert (stated, got, situation) == (True, "no", "onepiece.plan.self_block")


def test_cards_a_card_named_again_is_one_card() -> None:
    """「相手のキャラはアクティブのまま。…その相手キャラに」: one card with the state."""
    reading = read("相手のキャラはアクティブのまま。自分のリーダーでその相手キャラにアタックできる?", GAME)
    found = [(b.kind, b.owner, b.states) for b in cards(reading)]
    assert found == [("leader", "self", {}), ("character", "opponent", {"rested": False})]


def test_7_1_3_2_a_counter_card_is_one_of_the_stated_hand() -> None:
    """「手札3枚」 with a counter card discarded from it: 2 left when the attack loses (7-1-3-2-1)."""
    question = (
        "相手のライフ2枚、手札3枚。パワー6000の自分のキャラで相手のリーダー(パワー5000)にアタック。"
        "相手はカウンター2000のキャラを手札から捨てた。ブロックなし。相手の手札は何枚になる?"
    )
    stated, got, _situation = _verdict(question)
    assert stated and got == [2]


# --- 4-6-2 / 4-5-2 / 1-2-2-1 / 9-2-1-2: effect damage and draws on one player -------------------
