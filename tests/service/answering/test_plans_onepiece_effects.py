"""ONE PIECE CARD GAME plans, part 2: effects on players (4-6-2), blockers and counters not used,
stages, counter events, the stated life after a battle, characters played on earlier turns — each
over several wordings (split from test_plans_onepiece.py, which holds battles, attacks and blocks).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
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
        # damage at 0 life: that player loses (1-2-2-1, 1-2-6)
        ("相手のライフは0枚。自分の効果で相手のリーダーに1ダメージ。勝てる?", "self"),
        (
            "自分のターン。相手のライフは1枚。自分のカードの効果で相手のリーダーに2ダメージを与えた。勝てる?",
            "self",
        ),
        (
            "相手のターン、相手のカードの効果で自分のリーダーに3ダメージ。自分のライフは2枚。勝ったのはどっち?",
            "opponent",
        ),
        ("相手のライフは4枚。効果で相手のリーダーに2ダメージを与えた。勝てる?", "none"),
        # the last card drawn empties the deck: that player loses (9-2-1-2)
        ("相手のデッキは2枚。自分の効果で相手にカードを2枚引かせた。勝てる?", "self"),
    ],
)
def test_4_6_2_effect_damage_and_draws_decide_the_game(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value
    assert situation == "onepiece.plan.player_effects"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のライフ3枚、手札2枚。効果で相手のリーダーに2ダメージを与えたら、相手の手札は何枚?", 4),
        ("相手のライフは5枚。自分の効果で相手のリーダーに3ダメージ。相手のライフは何枚になる?", 2),
        ("自分のデッキは3枚。効果でカードを2枚引いた。デッキは何枚?", 1),
    ],
)
def test_4_6_2_1_effect_damage_moves_life_to_hand(question: str, value: int) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == [value]


@pytest.mark.parametrize(
    "question",
    [
        # (draws for both players and a deck told as the draw's result are planned now: see
        # test_plans_onepiece_end.py, 1-2-3 and 1-2-1-1-2)
        # the amount is not given
        "相手のライフは1枚。効果で相手のリーダーにダメージを与えた。勝てる?",
        # a trigger's card text is not placed
        "相手のターンにリーダーに1点くらった。ライフは2枚、手札は3枚。めくったライフの【トリガー】を発動した。自分の手札は何枚?",
    ],
)
def test_traps_the_player_effect_plan_withholds(question: str) -> None:
    stated, _got, _situation = _verdict(question)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフは0枚。パワー6000の自分のキャラで相手のリーダー(パワー5000)にアタックして、相手はブロッカーもカウンターも使わなかった。勝てる?",
        "相手のライフ0枚。自分のリーダー(パワー7000)で相手のリーダー(パワー5000)にアタック。相手はブロッカーを使わず、カウンターもなし。勝てる?",
        "相手のライフは0枚で、パワー5000の自分のキャラで相手リーダー(パワー5000)にアタックした。相手はカウンターを使わなかった。ブロックもなし。勝てる?",
    ],
)
def test_7_1_2_1_blockers_and_counters_not_used_mean_no_block(question: str) -> None:
    """「ブロッカーもカウンターも使わなかった」: no block, no counter; damage at 0 life wins (1-2-1-1-1)."""
    stated, got, _situation = _verdict(question)
    assert stated and got == "self"


@pytest.mark.parametrize(
    "question",
    [
        "ステージが1枚出ている状態で、手札から別のステージを出した。ステージエリアのステージは何枚になる?",
        "自分のステージエリアにステージがある。新しいステージを登場させたら、ステージは何枚?",
        "ステージエリアが空いている。手札からステージを出したあと、ステージは何枚?",
    ],
)
def test_3_8_5_one_stage_after_playing_another(question: str) -> None:
    """3-8-5: one stage at most; the one there goes to the trash first (the builder's count)."""
    stated, got, _situation = _verdict(question)
    assert stated and got == [1]


# --- 10-2-4-1 / 2-7-3: a 【カウンター】 event is not played in the main phase ------------------------


@pytest.mark.parametrize(
    "question",
    [
        "手札に【カウンター】って書いてあるイベントがある。これを自分のメインフェイズに撃つことってできる?",
        "【カウンター】のイベントカードを自分のメインフェイズに撃てる?",
        "【カウンター】イベントを自分のターンに撃てる?",
    ],
)
def test_10_2_4_1_a_counter_event_is_not_played_in_the_main_phase(question: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == "no"
    assert situation == "onepiece.plan.can_play"


@pytest.mark.parametrize(
    "question",
    [
        # the event's card text decides, not its timing
        "【カウンター】イベントの効果で相手のキャラをKOした。そのイベントをもう一度撃てる?",
        # two cards: which one is played is not read
        "手札にイベントとキャラがある。イベントを撃てる?",
    ],
)
def test_traps_the_play_plan_withholds(question: str) -> None:
    stated, _got, situation = _verdict(question)
    assert not stated or not situation.startswith("onepiece.plan")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のパワー6000のキャラがこっちのリーダーにアタックしてきたので、アクティブのブロッカー(パワー2000)でブロックした。"
            "カウンターはなし。こっちのライフは2枚だったけど、バトル後何枚?",
            [2],
        ),
        (
            "相手のキャラ(パワー7000)が俺のリーダーにアタックしてきた。ブロッカー(パワー1000)でブロック。カウンターなし。"
            "俺のライフは4枚あったけど、終わったら何枚?",
            [4],
        ),
        (
            "相手のパワー4000のキャラが自分のリーダーにアタックしてきて、アクティブのブロッカー(パワー5000)でブロックした。"
            "自分のライフは1枚だった。バトルのあと何枚?",
            [1],
        ),
    ],
)
def test_10_1_4_1_the_blocked_leaders_life_is_the_stated_number(question: str, value: list[int]) -> None:
    """The attack builder's sentence gives the life left outside a parenthesis, so 「何枚?」 states it
    (it stated the two powers before)."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # lost battle: no damage (7-1-4-2)
        (
            "自分のパワー5000のリーダーで、パワー6000の相手のリーダーにアタック。ブロックもカウンターもなし。相手のライフは4枚。何枚になる?",
            [4],
        ),
        # a counter of 1000 leaves a tie: the attacker wins (7-1-4-1)
        (
            "相手のターン。相手のパワー6000のリーダーが自分のリーダー(パワー5000)にアタックしてきた。自分はカウンター1000のキャラを使った。"
            "ブロックなし。自分のライフは2枚。何枚になる?",
            [1],
        ),
        (
            "相手のターン。相手のパワー6000のリーダーが自分のリーダー(パワー5000)にアタックしてきた。自分はカウンター2000のキャラを使った。"
            "ブロックなし。自分のライフは2枚。何枚になる?",
            [2],
        ),
    ],
)
def test_7_1_4_the_life_after_the_battle_is_the_stated_number(question: str, value: list[int]) -> None:
    """The attack builder says the life after the battle first when the question gave it and asks no
    win or loss: 「何枚になる?」 states it, not the powers compared."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    "question",
    [
        "前のターンに出したキャラで相手のリーダーにアタックできる?",
        "前の自分のターンに登場させたキャラで、相手のレストのキャラにアタックできる?",
        "前のターンに出したコスト3のキャラでアタックできる?",
    ],
)
def test_3_7_4_a_character_played_on_an_earlier_turn_attacks(question: str) -> None:
    """「前のターンに出した」: not played this turn, so 3-7-4 does not stop the attack."""
    stated, got, _situation = _verdict(question)
    assert stated and got == "yes"


def test_3_7_4_a_turn_passed_before_the_attack_is_no_played_card() -> None:
    """A scenario that marks the card played this turn and then passes the turn before it attacks
    does not carry 「出したターンに…アタックしてきた」 (the attack builder answered 'yes')."""
    question = "相手がキャラを出したターンに、そのキャラが【速攻】なしでアタックしてきた。これってできる?"
    stated, got, _situation = _verdict(question)
    assert not stated or got == "no"


def test_2_7_3_an_event_without_its_timing_named_is_not_planned() -> None:
    """Whether an event is played in the main phase turns on 【メイン】/【カウンター】: unsaid, no plan."""
    stated, _got, _situation = _verdict("手札の【トリガー】持ちのイベントを自分のメインフェイズに撃てる?")
    assert not stated


# --- 6-2-3 / 6-2-4 / 6-4-1 / 6-4-2: the DON!! after the next turn's DON!! phase -------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # attached DON!! return to the cost area, all become active, the DON!! deck gives what it has
        (
            "前の自分のターンが終わった時点で、コストエリアにドン!!7枚(全部レスト)、リーダーにドン!!2枚付与、"
            "ドン!!デッキは残り1枚。次の自分のターン、ドン!!フェイズのあとコストエリアのアクティブのドン!!は何枚?",
            10,
        ),
        (
            "コストエリアにドン!!5枚(全部レスト)、リーダーにドン!!3枚付与、ドン!!デッキは残り2枚。"
            "次の自分のターンのドン!!フェイズが終わったら、アクティブのドン!!は何枚?",
            10,
        ),
        (
            "自分のターン終了時、コストエリアにドン!!3枚、キャラにドン!!2枚付与、ドン!!デッキは残り5枚だった。"
            "次のターン、ドン!!フェイズのあとコストエリアのアクティブのドン!!は何枚?",
            7,
        ),
    ],
)
def test_6_2_3_attached_don_return_and_the_don_phase_adds(question: str, value: int) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == [value]
    assert situation == "onepiece.plan.next_turn_don"


# --- 2-7-2 / 6-5-3-1: only the active DON!! of the cost area pay a cost ---------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ドン!!は全部で7枚。うち3枚はリーダーに付けてて、コストエリアには4枚あるけど1枚はレスト。"
            "この状態でコスト4のキャラを手札から出せる?",
            "no",
        ),
        (
            "ドン!!は全部で6枚。うち2枚はリーダーに付けてて、コストエリアには4枚あるけど2枚はレスト。"
            "この状態でコスト2のキャラを手札から出せる?",
            "yes",
        ),
        ("コストエリアにドン!!5枚あるけど3枚はレスト。コスト3のキャラを出せる?", "no"),
    ],
)
def test_2_7_2_attached_and_rested_don_do_not_pay(question: str, value: str) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    "question",
    [
        # more DON!! than the DON!! deck holds (5-1-2): no scenario
        "コストエリアにドン!!9枚、リーダーにドン!!3枚付与。次のドン!!フェイズのあとアクティブのドン!!は何枚?",
    ],
)
def test_traps_the_don_plan_withholds(question: str) -> None:
    stated, _got, situation = _verdict(question)
    assert not stated or not situation.startswith("onepiece.plan")


def test_6_4_1_the_builder_states_the_cost_area_count_first() -> None:
    """「コストエリアにドン!!4枚。次のドン!!フェイズのあと…何枚?」: 6, not [2, 6] (placed, then total)."""
    stated, got, _situation = _verdict(
        "コストエリアにドン!!4枚。次のドン!!フェイズのあとアクティブのドン!!は何枚?"
    )
    assert stated and got == [6]


# --- 1-2-3: one effect's damage to both leaders at 0 life is a draw ----------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "お互いライフ0枚。自分のターンに効果でお互いのリーダーに同時に1ダメージずつ入った。勝ったのはどっち?",
            "draw",
        ),
        (
            "お互いのライフが0枚の状況で、自分の効果でお互いのリーダーに1ダメージずつ与えた。どっちが勝つ?",
            "draw",
        ),
        (
            "自分のライフは0枚、相手のライフは1枚。自分の効果でお互いのリーダーに1ダメージを与えた。勝てる?",
            "opponent",
        ),
    ],
)
def test_1_2_3_damage_to_both_leaders_at_once(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value
    assert situation == "onepiece.plan.player_effects"


def test_1_2_3_the_engine_checks_both_leaders_after_one_effect() -> None:
    """The engine deals one effect's damage to every targeted leader before the rule processing, so
    both defeat conditions are met together (1-2-3) — not the first leader's alone."""
    from service.engine.scenario import simulate

    both = [{"player": "player1"}, {"player": "player2"}]
    effect = {"type": "effect", "effect": "damage", "amount": 1, "targets": both}
    r = simulate("onepiece", {"player1": {"life": 0}, "player2": {"life": 0}, "actions": [effect]})
    assert r.outcome.draw and r.outcome.winner is None and "1-2-3" in r.outcome.rules
    r = simulate("onepiece", {"player1": {"life": 1}, "player2": {"life": 0}, "actions": [effect]})
    assert r.outcome.winner == "player1" and not r.outcome.draw


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 「パワーで上回った」 states the battle won; 「ブロックもカウンターもされてない」 denies both
        (
            "相手リーダーに【ダブルアタック】のキャラで攻撃して、パワーで上回った。ブロックもカウンターもされてない。"
            "相手ライフは3枚あった。何枚残る?",
            [1],
        ),
        # the attacked leader named after the attack (「アタックが相手リーダーに通った」)
        (
            "こっちの【バニッシュ】キャラのアタックが相手リーダーに通った。相手はライフ2枚、手札5枚だった。"
            "相手の手札は何枚になる?",
            [5],
        ),
        (
            "自分の【ダブルアタック】持ちキャラのアタックが相手のリーダーに通った。相手のライフは4枚。何枚になる?",
            [2],
        ),
    ],
)
def test_10_1_2_1_battle_won_said_in_other_words(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターン、相手のリーダーのアタックに対して、レストしている自分のブロッカーでブロックできる?",
            "no",
        ),
        ("【カウンター】イベントって、自分のメインフェイズに使える?", "no"),
    ],
)
def test_10_1_4_1_and_10_2_4_1_other_wordings(question: str, value: str) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


# --- 6-5-5-2: DON!! given by the attacking side count in its turn, on the card they were given to ----


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the builder had put the DON!! on the asker's leader (no power in the opponent's turn): [2]
        (
            "相手のパワー5000のキャラが、ドン!!を1枚付けて自分のリーダー(パワー5000)にアタックしてきた。"
            "自分はカウンター1000のキャラを使った。自分のライフ2枚は何枚?",
            [1],
        ),
        (
            "相手のキャラ(パワー4000)が、ドン!!を2枚付けて俺のリーダー(パワー5000)にアタックしてきた。"
            "ブロックもカウンターもなし。俺のライフ3枚は何枚?",
            [2],
        ),
    ],
)
def test_6_5_5_2_don_on_the_attacking_subject_card(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


def test_6_5_5_2_a_scenario_with_the_don_on_another_card_is_withheld() -> None:
    """The inverse check: DON!! the question gives its sentence's subject card (「相手のキャラが、ドン!!を
    1枚付けて」) must be on a card of that side in the scenario."""
    from service.answering.reading.sequence import attached_elsewhere

    reading = read("相手のパワー5000のキャラが、ドン!!を1枚付けて自分のリーダーにアタックしてきた。", GAME)
    seats = {"self": "player1", "opponent": "player2"}
    elsewhere = {"player1": {"leader": {"don": 1}}, "player2": {"characters": [{"id": "a", "power": 5000}]}}
    there = {"player2": {"characters": [{"id": "a", "power": 5000, "don": 1}]}}
    assert attached_elsewhere(reading, elsewhere, seats) is not None
    assert attached_elsewhere(reading, there, seats) is None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the count asked, alone: not [placed, total] or [deck left, placed]
        ("コストエリアにドン!!が9枚。次のドン!!フェイズで何枚置ける?", [1]),
        ("ドン!!デッキの残りが1枚だけの状態でドン!!フェイズ。何枚置く?", [1]),
        (
            "コストエリアにドン!!2枚、ドン!!デッキは残り8枚。次のドン!!フェイズのあと、アクティブのドン!!は何枚?",
            [4],
        ),
        ("コストエリアにドン!!10枚。次の自分のターンのドン!!フェイズのあと、アクティブのドン!!は何枚?", [10]),
    ],
)
def test_6_4_2_the_don_phase_count_asked_is_the_number_stated(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


def test_6_5_5_2_don_inside_another_cards_parenthesis_is_that_cards() -> None:
    """「相手のキャラ(…)が、自分のキャラ(パワー5000、ドン!!1枚付与)に」: the DON!! are the asker's
    card's, not the subject's; in the opponent's turn they add nothing, 5000 vs 5000 KOs it."""
    question = (
        "相手のターン。相手のキャラ(パワー5000)が、自分のキャラ(パワー5000、ドン!!1枚付与、レスト)に"
        "アタックしてきた。ブロック・カウンターなし。自分のキャラはKOされる?"
    )
    stated, got, _situation = _verdict(question)
    assert stated and got is True


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("後攻の1ターン目、ドン!!フェイズでドン!!何枚置ける?", [2]),
        ("先攻の1ターン目、ドン!!は何枚置ける?", [1]),
        ("後攻の最初のターンのドン!!フェイズでは、ドン!!を何枚置く?", [2]),
    ],
)
def test_6_4_1_the_first_turns_don_count_is_stated_alone(question: str, value: list[int]) -> None:
    """6-4-1: the first player's first DON!! phase places 1, every other one 2 — the answer states the
    count asked first, not the draw's 1 with it ([1, 2])."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value
