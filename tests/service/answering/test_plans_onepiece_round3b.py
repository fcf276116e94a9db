"""ONE PIECE CARD GAME, round 3 (continued): withheld families of blind E-I planned from the facts,
asked in several wordings of our own through `situate` as /ask answers them.

Clauses: 3-7-4 (a character played this turn, 【速攻】), 7-1 (only the turn player attacks),
1-2-1-1-2 / 6-3-1 (the turn player's draw from its last card), 1-3-7-1 and 8-4-2 (an event's minus
power trashes nothing), 2-7-2 / 2-7-3 (the DON!! a cost leaves), 6-5-5-2 / 6-2-3 (DON!! given in an
earlier turn, a turn run from its start), 10-2-3-1 / 10-2-4-1 (a card played during the asker's
attack).
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


# --- 3-7-4 / 10-1-1-1: a character played in a told game turn (blind H bh-13, I bi-07) -----------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ゲーム4ターン目、自分のメインフェイズに【速攻】持ちのキャラを手札から出した。そのターン中にすぐ"
            "相手リーダーにアタックしていい?",
            "yes",
        ),
        (
            "ゲーム4ターン目、自分は後攻。メインで手札から【速攻】持ちのコスト5キャラを出した。出したばっかだけど、"
            "そのまま相手リーダーにアタック行ける?",
            "yes",
        ),
        ("5ターン目に【速攻】持ちのキャラを出した。そのキャラで相手のリーダーにアタックできる?", "yes"),
        ("5ターン目に【速攻】なしのキャラを出した。すぐアタックできる?", "no"),
    ],
)
def test_3_7_4_a_character_played_in_a_told_game_turn(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value and situation == "onepiece.plan.can_attack"


def test_6_1_1_a_game_turn_contradicting_the_askers_order_is_not_planned() -> None:
    """Turn 4 is the second player's (the first player plays the odd turns): 「先攻」 with it is
    not read as the asker's turn."""
    from service.answering.plans.onepiece_can import can_attack

    question = "ゲーム4ターン目、自分は先攻。【速攻】持ちのキャラを出した。アタックできる?"
    assert can_attack(read(question, GAME)) is None


# --- 7-1: the attack asked about is its turn player's (blind F bf-07 had been answered by the
# opponent's leader attacking the asker's character) -----------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手が前の相手ターンにキャラでアタックしてきて、そのキャラは横向き(レスト)のまま俺のターンになった。"
        "俺のターンにそのキャラをアタックの対象にできる?",
        "前の相手ターンに相手のキャラがアタックしてきてレストのまま。自分のターンにそのキャラをアタック先に選べる?",
        "相手にアタックされた後、俺のターンになった。俺のターンに、レストのままの相手のキャラをアタックの対象にしていい?",
    ],
)
def test_7_1_the_asked_attack_in_the_askers_turn_is_not_the_opponents(question: str) -> None:
    gated, _note = situate(question, GAME)
    if gated.accounting.verdict.stated and gated.built is not None:
        actions = gated.built.payload["actions"]
        # the asked attack is the last one scripted, after no turn passed, i.e. the asker's turn
        assert actions[-1]["type"] == "attack"
        assert (
            not any(a["type"] == "end_turn" for a in actions) or gated.built.payload.get("phase") == "refresh"
        )


# --- 6-3-1 / 1-2-1-1-2: the turn player who draws is the one the draw's clause names (blind I bi-17)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分は非ターンプレイヤー。相手のデッキが残り1枚で、相手がドローフェイズにその1枚を引いた。"
            "この場合、勝敗どうなる?",
            "self",
        ),
        ("相手のデッキは残り1枚。相手がドローフェイズに引いた。勝者は?", "self"),
        ("俺のデッキが残り1枚で、俺がドローフェイズに1枚引いた。勝敗は?", "opponent"),
    ],
)
def test_1_2_1_1_2_the_drawer_named_draws_its_last_card(question: str, value: str) -> None:
    """A builder may answer first (the asker's own draw); either way the drawer decks out."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value


def test_6_3_1_a_drawer_against_the_turn_told_is_not_planned() -> None:
    from service.answering.plans.onepiece_end import turn_draw

    question = "自分のターン。相手のデッキが残り1枚で、相手がドローフェイズに引いた。勝者は?"
    assert turn_draw(read(question, GAME)) is None


# --- 8-4-2 / 1-3-7-1: a played event's power change (blind G bg-13) -----------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のパワー3000キャラに、このターン中-4000するイベントを撃った。パワー-1000になったけど、"
            "これって場から消える?",
            False,  # 「場から消える?」 is the destroyed ask (bbcb5f1): not trashed (1-3-7-1)
        ),
        ("イベントを撃って、相手のパワー5000のキャラを-2000した。パワーはいくつ?", [3000]),
        ("相手のパワー2000のキャラに-3000するイベントを使った。KOされる?", False),
    ],
)
def test_1_3_7_1_an_events_minus_power_trashes_nothing(question: str, value: Any) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value and situation == "onepiece.plan.power_change"


# --- 2-7-2 / 2-7-3: the DON!! a cost leaves, and a second play paid from what is left ------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "メインフェイズ、コストエリアにアクティブのドン!!が6枚、レストのドン!!が2枚ある状態。手札から"
            "コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?",
            [2],
        ),
        ("アクティブのドン!!が5枚。コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?", [1]),
        (
            "レストのドン!!が1枚、アクティブのドン!!が3枚。コスト3のキャラを出したら、アクティブのドン!!は何枚?",
            [0],
        ),
    ],
)
def test_2_7_2_the_active_don_a_cost_leaves(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "コストエリアのドンは5枚で全部アクティブ。メインでコスト3のキャラを出した。その後、同じターンに"
            "コスト3の【メイン】イベントも撃ちたいんだけど払える?",
            "no",
        ),
        ("アクティブのドン!!が6枚。コスト2のキャラを出した後、コスト3のキャラも出せる?", "yes"),
        ("アクティブのドン!!が4枚。コスト2のステージを出したあとにコスト3のキャラは出せる?", "no"),
    ],
)
def test_2_7_3_a_second_play_is_paid_from_the_active_don_left(question: str, value: str) -> None:
    stated, got, situation = _verdict(question)
    assert stated and got == value and situation == "onepiece.plan.can_play"


def test_2_7_2_a_count_told_after_the_first_play_is_not_paid_twice() -> None:
    """「出した。今アクティブが4枚」: the count may already be after that payment — not planned."""
    from service.answering.plans.onepiece_play import can_play

    question = "コスト2のキャラを出した。今アクティブのドン!!が4枚。コスト3のキャラ出せる?"
    assert can_play(read(question, GAME)) is None


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("アクティブのドン!!が5枚。コスト4のキャラを登場させたら、残りのアクティブのドン!!は何枚?", [1]),
        ("アクティブのドン!!が7枚。コスト2のステージを出したら、残ったアクティブのドン!!は何枚?", [5]),
        ("アクティブのドン!!が6枚。コスト6のキャラを出すと、アクティブのドン!!は何枚になる?", [0]),
    ],
)
def test_2_7_2_the_count_asked_is_the_active_don_left_not_the_cost(question: str, value: list[int]) -> None:
    """The cost builder's conclusion tells the DON!! the payment leaves, and 「ドン!!は何枚?」 keeps
    its !! as the asked word: the cost (the first number of the conclusion) had been stated."""
    stated, got, _situation = _verdict(question)
    assert stated and got == value


# --- 6-5-5-2 / 6-2-3: DON!! given in the asker's earlier turn, and a turn run from its start ------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターン中の話。うちのリーダー(元々のパワー5000)には、前の自分のターンに付けたドン!!が2枚まだ"
            "乗ってる。相手がドン!!なしパワー6000のキャラで自分リーダーにアタックしてきて、こっちはブロックも"
            "カウンターもしない。ライフ3枚でトリガーなし。ダメージ後、自分のライフは何枚?",
            [2],
        ),
        (
            "相手のターン。俺のリーダー(パワー5000)には、前のターンに付けたドン!!が1枚。相手のパワー5500の"
            "キャラが俺のリーダーにアタックしてきた。ブロックなし、カウンターなし。ライフ2枚。ライフは何枚になる?",
            [1],
        ),
        (
            "相手のターンに、相手のパワー6000のキャラが自分のリーダー(パワー5000、前の自分のターンに付けた"
            "ドン!!が2枚)にアタックしてきた。ブロックもカウンターもなし。自分のライフ4枚。残りは何枚?",
            [3],
        ),
    ],
)
def test_6_5_5_2_don_given_earlier_add_no_power_in_the_opponents_turn(
    question: str, value: list[int]
) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のターン開始時点で、リーダーにドン2枚、キャラにドン1枚付いてて、コストエリアにレストのドンが5枚。"
            "ドン!!デッキは残り2枚。普通に進めたらメインフェイズ開始時のコストエリアのアクティブのドンは何枚?",
            [10],
        ),
        (
            "自分のターンの始めに、リーダーにドン!!1枚付いてて、コストエリアにレストのドン!!が6枚。ドン!!デッキは"
            "残り3枚。ドン!!フェイズのあと、アクティブのドン!!は何枚?",
            [9],
        ),
        (
            "ターン開始時、コストエリアにレストのドン!!が4枚、リーダーにドン!!2枚付与。ドン!!デッキ残り4枚。"
            "ドン!!フェイズが終わったらアクティブのドン!!は何枚?",
            [8],
        ),
    ],
)
def test_6_2_3_attached_don_return_and_all_stand_at_the_turns_start(question: str, value: list[int]) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


# --- 10-2-3-1 / 10-2-4-1: a card from the hand during the asker's own attack ----------------------


@pytest.mark.parametrize(
    "question",
    [
        "リーダーでアタック中に、手札の【メイン】イベントを撃てる?",
        "アタック中に手札の【カウンター】イベントを使える?",
        "自分のキャラでアタック中に、【メイン】のイベントを使ってもいい?",
    ],
)
def test_10_2_3_1_an_event_played_during_the_askers_attack_is_refused(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.play_in_battle"


def test_10_2_3_1_an_event_of_unsaid_timing_is_not_planned() -> None:
    from service.answering.plans.onepiece_in_battle import play_in_battle

    assert play_in_battle(read("アタック中に手札のイベントを撃てる?", GAME)) is None


# --- 6-5-6-1: the side's one leader, described before the attack, is the attacker (blind H bh-12) -


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "後攻取った。自分の1ターン目でドン!!が2枚来たから、1枚リーダーに付けてそのまま相手リーダー殴りたいんだ"
            "けど、いける?",
            "no",
        ),
        ("後攻の1ターン目、1枚リーダーに付けて相手のリーダーにアタックしたい。できる?", "no"),
        ("先攻1ターン目に、ドン!!を1枚リーダーに付けてから相手のリーダーを殴れる?", "no"),
    ],
)
def test_6_5_6_1_no_battle_in_either_players_first_turn(question: str, value: str) -> None:
    stated, got, _situation = _verdict(question)
    assert stated and got == value


# --- 7-1-4-2: the attacker that loses its battle is not KO'd (blind G bg-12) -----------------------


@pytest.mark.parametrize(
    "question",
    [
        "パワー3000のキャラで相手のレストしてるパワー4000キャラに突っ込んだ。カウンターとかは無し。"
        "負けたこっちのキャラってトラッシュ行き?",
        "パワー2000のキャラで相手のレストのパワー5000のキャラにアタックした。負けた自分のキャラはKOされる?",
        "相手のパワー3000のキャラが自分のレストのパワー6000のキャラにアタックしてきた。負けた相手のキャラは"
        "トラッシュに行くの?",
    ],
)
def test_7_1_4_2_the_attacker_losing_its_battle_stays(question: str) -> None:
    stated, value, _situation = _verdict(question)
    assert stated and value is False
