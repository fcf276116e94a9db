"""ONE PIECE battles the plans answer without the per-phrasing battle builder (issue 11 item 7, round
12), continued from `test_plans_onepiece_retire12.py`: counter events, declined 【トリガー】, printed
powers with DON!!, a KO told with the card that made it, a life told before and after the hit.
Every stated value was checked by hand against the rulebook (7-1-4-1: the attack wins at equal or
higher power; 7-1-4-2: lower, nothing happens; 6-5-5-2: DON!! count in their owner's turn only)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "onepiece"


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)
    yield


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else ""


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 6000 against 5000 + 2000: the attack loses (7-1-4-2)
        (
            "アクティブのドン!!が2枚ある。パワー5000の自分のリーダーが相手のパワー6000のキャラにアタックされたので、"
            "コスト1の【カウンター】イベント(パワー+2000)を使ったら防げる?",
            "yes",
        ),
        # 7000 against 5000 + 2000: equal, the attack wins (7-1-4-1)
        (
            "相手のパワー7000のキャラが自分のリーダー(パワー5000)にアタックしてきた。アクティブのドン!!は1枚。"
            "コスト1の【カウンター】イベント(パワー+2000)を使ったらダメージ受ける?",
            "yes",
        ),
        (
            "相手のパワー7000のキャラが自分のリーダー(パワー5000)にアタックしてきた。アクティブのドン!!は1枚。"
            "コスト1の【カウンター】イベント(パワー+3000)を使ったら防げる?",
            "yes",
        ),
        (
            "相手ライフ0。自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックした。相手はアクティブの"
            "ドン!!が1枚で、コスト1の【カウンター】イベント(パワー+2000)を使った。自分の勝ち?",
            "none",
        ),
    ],
)
def test_7_1_3_2_2_a_counter_event_played_in_the_battle(question: str, value: str) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # its cost (2) above the active DON!! (1): the play is refused (2-7-3), nothing to answer from
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。アクティブのドン!!は1枚。"
        "コスト2の【カウンター】イベント(パワー+2000)を使ったら防げる?",
        # the DON!! to pay with unsaid
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。"
        "コスト1の【カウンター】イベント(パワー+2000)を使ったら防げる?",
        # what the event gives unsaid
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。アクティブのドン!!は2枚。"
        "コスト1の【カウンター】イベントを使ったら防げる?",
    ],
)
def test_7_1_3_2_2_a_counter_event_whose_payment_or_boost_is_unsaid_withholds(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 【ダブルアタック】: 2 damage, each life card to the hand (7-1-4-1-1-3, 10-1-5-2)
        (
            "【ダブルアタック】持ちのキャラで相手のリーダーにアタックして、パワー勝ってそのまま通った。相手のライフは"
            "3枚あった。トリガーは全部使わないとして、相手のライフは何枚残る?",
            [1],
        ),
        (
            "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックした。相手のライフは2枚。"
            "【トリガー】は発動しないとして、相手のライフは何枚?",
            [1],
        ),
    ],
)
def test_10_1_5_2_a_trigger_told_declined_sends_the_life_card_to_hand(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # activated: its own text resolves (10-1-5-1), untold
        "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックした。相手のライフは2枚。"
        "トリガーは発動したとして、相手のライフは何枚?",
        "自分のパワー6000のキャラで相手のリーダー(パワー5000)にアタックした。相手のライフは2枚。"
        "トリガーがあったら、相手のライフは何枚?",
    ],
)
def test_10_1_5_1_a_trigger_activated_or_unsaid_withholds_the_count(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the attacker's own turn: its 2 DON!! count, 7000 against 5000 + 2000 (6-5-5-2, 7-1-4-1)
        (
            "相手ターン、相手のリーダー(元5000、ドン!!2枚付与)が自分のリーダー(5000)にアタックしてきた。"
            "こっちはカウンター+2000のキャラを1枚捨ててリーダー7000に。ブロックはしてない。"
            "自分のライフ3枚だったけど、バトル後は何枚?",
            [2],
        ),
        (
            "相手のターン。相手のリーダー(元5000、ドン!!1枚付与)が自分のリーダー(パワー6000)にアタックしてきた。"
            "自分のライフは2枚。バトル後は何枚?",
            [1],
        ),
        (
            "自分のリーダー(元5000、ドン!!2枚付与)で相手のレストのキャラ(パワー7000)にアタックした。KOできる?",
            True,
        ),
    ],
)
def test_6_5_5_2_a_printed_power_in_the_parenthesis_with_the_don_given(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


def test_6_5_5_2_a_power_told_with_don_and_no_base_mark_withholds() -> None:
    """「(ドン!!1枚付与、5000)」: the 5000 may already include the DON!!."""
    question = (
        "自分のリーダー(ドン!!1枚付与、5000)で相手のレストのキャラ(パワー6000)にアタックした。KOできる?"
    )
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the KO'd character's DON!! go to the cost area rested (6-5-5-4); the game goes on
        (
            "ドン!!が2枚付与されているレストの相手キャラ(パワー3000)を、パワー6000のキャラでKOした。"
            "付与されていたドン!!はどうなる?",
            {"result": "ongoing", "winner": None},
        ),
        # a character KO'd at life 0 deals no damage (7-1-4-1-2)
        (
            "相手ライフ0。リーダーじゃなくて、相手のレストのキャラ(パワー4000)を自分のパワー5000のキャラでKOした。"
            "これで勝ち?",
            "none",
        ),
    ],
)
def test_7_1_4_1_2_a_card_kod_with_a_card_is_its_battle(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the powers told contradict the KO told
        "自分のパワー3000のキャラで相手のレストのキャラ(パワー4000)をKOした。どうなる?",
        # an effect's KO: no battle
        "相手のキャラを効果でKOした。どうなる?",
    ],
)
def test_7_1_4_1_2_a_ko_no_battle_of_the_told_cards_makes_withholds(question: str) -> None:
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # life 1 → 0 by the damage: no win until damage is dealt at 0 (7-1-4-1-1-2, 9-2-1-1)
        (
            "自分のターン。相手のライフ残り1枚で、自分のリーダーのアタックが通ってそのライフが相手の手札に行った。"
            "相手のライフ0枚になったけど、この時点でもう自分の勝ちってことでいい?(自分視点で)",
            "none",
        ),
        ("相手のライフは1枚。自分のキャラのアタックが通って、相手のライフが0枚になった。自分の勝ち?", "none"),
        # damage at 0 life: the attacking player wins (7-1-4-1-1-1)
        ("相手のライフが0枚の状態で、自分のリーダーのアタックが通った。自分の勝ち?", "self"),
        ("相手のライフは2枚。自分のキャラのアタックが通った。相手のライフは何枚?", [1]),
    ],
)
def test_7_1_4_1_1_an_attack_through_with_the_life_told_hit_the_leader(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


def test_7_1_4_1_1_a_life_told_only_as_the_result_withholds() -> None:
    """「相手のライフが0枚になった」 with no count before: where the run starts is unsaid."""
    assert not _verdict("自分のキャラのアタックが通って、相手のライフが0枚になった。自分の勝ち?")[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the asker's character, attacked in the opponent's turn: its DON!! add nothing (6-5-5-2)
        (
            "自分のターンに元々パワー4000のキャラにドン!!2枚付けてアタックさせた(そのままレスト)。ターンが終わって"
            "相手のターン、相手がそのレストのキャラにアタックしてきた。このときのこのキャラのパワーっていくつ?"
            "他の効果は何もなし",
            [4000],
        ),
        (
            "自分のターンに元々パワー5000のキャラにドン!!1枚付けてアタックした(そのままレスト)。ターンが終わって"
            "相手のターン、相手がそのキャラにアタックしてきた。そのキャラのパワーはいくつ?",
            [5000],
        ),
        (
            "元々パワー3000の自分のキャラにドン!!を2枚付けてアタックしてターンを終えた。相手のターンに、"
            "相手がこのレストのキャラにアタックしてきた。このキャラのパワーはいくつ?",
            [3000],
        ),
        # the card named again was the opponent's: its attack deals the damage (7-1-4-1)
        (
            "相手のターンに、相手のパワー6000のキャラがいる。相手がそのキャラで自分のリーダー(パワー5000)に"
            "アタックしてきた。ダメージ受ける?",
            "yes",
        ),
    ],
)
def test_the_subject_acting_on_a_card_named_again_is_not_its_owner(question: str, value: Any) -> None:
    """「相手がそのレストのキャラに」: 相手 attacks the card 「その」 names; the card stays whose it was."""
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 6000 against 5000 + 2000 at life 0: the attack loses, the game goes on (7-1-4-2)
        (
            "相手のターン。こっち(自分)はライフ0でリーダーはパワー5000。相手がパワー6000のキャラでリーダーに"
            "アタックしてきたから、手札からカウンター2000のキャラをトラッシュしてリーダーに乗せた。"
            "この場合ゲームどうなる?自分目線で教えて",
            {"result": "ongoing", "winner": None},
        ),
        (
            "相手のターン。こっちはライフ1でリーダーはパワー5000。相手がパワー6000のキャラでリーダーにアタックして"
            "きた。ブロックもカウンターもなし。自分のライフは何枚になる?",
            [0],
        ),
        # damage at life 0: the attacking player wins (7-1-4-1-1-1); a lower power deals none (7-1-4-2)
        (
            "相手はライフ0でリーダーはパワー5000。自分のパワー5000のキャラでリーダーにアタックした。"
            "ブロックもカウンターもなし。自分の勝ち?",
            "self",
        ),
        (
            "相手はライフ0でリーダーはパワー6000。自分のパワー5000のキャラでリーダーにアタックした。"
            "ブロックもカウンターもなし。自分の勝ち?",
            "none",
        ),
    ],
)
def test_5_1_2_the_leader_of_the_player_a_sentence_is_about_is_the_one_attacked(
    question: str, value: Any
) -> None:
    """「こっちはライフ0でリーダーはパワー5000。…リーダーにアタックしてきた」: that player's one leader."""
    assert _verdict(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the attacker's power unsaid
        "相手のターン。こっちはライフ0でリーダーはパワー5000。相手のキャラでリーダーにアタックしてきた。どうなる?",
        "こっちはライフ0でリーダーはパワー5000。相手もリーダーはパワー5000。相手がパワー6000のキャラでリーダーに"
        "アタックしてきた。どうなる?",
    ],
)
def test_5_1_2_a_leader_told_of_either_player_or_a_power_unsaid_withholds(question: str) -> None:
    assert not _verdict(question)[0]


def test_5_1_2_the_attacked_leader_is_the_one_attacked_with_a_card() -> None:
    """Round 29: 「相手がパワー6000のキャラでリーダーにアタックしてきた」 — the card attacked with (で)
    attacks the attacked player's leader (the asker's, life 0): the opponent wins (7-1-4-1-1, 1-2-1-1-1);
    the opponent's own leader told beside it is no part of the battle."""
    question = (
        "こっちはライフ0でリーダーはパワー5000、相手はライフ2でリーダーはパワー6000。相手がパワー6000のキャラで"
        "リーダーにアタックしてきた。どうなる?"
    )
    stated, value = _verdict(question)[:2]
    assert stated and value["winner"] == "opponent", value


def _said(question: str) -> str:
    gated, _note = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None
    return gated.built.summarize(gated.sim.result)


@pytest.mark.parametrize(
    ("question", "first"),
    [
        # 6000 against 5000 at life 1: a damage, the asker not defeated (7-1-4-1-1-2)
        (
            "自分のライフが残り1枚。相手のパワー6000のキャラにリーダー(パワー5000)をアタックされたら負け?",
            "負けません",
        ),
        # damage at life 0: the attacking player wins (7-1-4-1-1-1)
        ("相手のライフは0枚。パワー6000のキャラで相手リーダー(5000)にアタックしたら勝てる?", "勝てます"),
        # blocked: the leader takes no damage (7-1-2)
        (
            "相手のライフが0枚。パワー6000のキャラでリーダーにアタックしたら、パワー1000のブロッカーでブロックされた。"
            "勝てる?",
            "勝てません",
        ),
        (
            "相手のライフは1枚。パワー7000のキャラで相手のリーダー(5000)にアタックしたら相手は負ける?",
            "相手は敗北しません",
        ),
        # a character KO'd at life 0 (7-1-4-1-2)
        (
            "相手のライフは0枚。自分のパワー6000のキャラで相手のレスト状態のパワー3000のキャラにアタックしてKOした。"
            "ゲームは終了する?",
            "まだ勝者はいません",
        ),
    ],
)
def test_7_1_4_1_1_1_a_winner_ask_is_answered_first(question: str, first: str) -> None:
    assert _said(question).startswith(f"シミュレーション結果: {first}")


@pytest.mark.parametrize(
    "question",
    [
        # the battle's winner asked, not the game's
        "相手のライフは0枚。パワー6000のキャラで相手リーダー(5000)にアタックしたらバトルに勝てる?",
        # 「どっちの勝ち?」: no one player's win or loss to say first
        "相手のライフは0枚。パワー6000のキャラで相手リーダー(5000)にアタックした。どっちの勝ち?",
    ],
)
def test_7_1_4_1_1_1_no_one_players_win_asked_leads_with_the_game_result(question: str) -> None:
    said = _said(question)
    assert not said.startswith(("シミュレーション結果: 勝て", "シミュレーション結果: 負け"))
    assert said.startswith("シミュレーション結果: 相手が敗北し、自分の勝利です")


@pytest.mark.parametrize(
    "question",
    [
        # the damage dealt (1, or 2 with 【ダブルアタック】, 7-1-4-1-1-3): no zone count the conclusion tells
        "俺のキャラ(パワー5000)で相手のリーダー(パワー4000)にアタックしてダメージを与えた。与えたダメージは何点?",
        "【ダブルアタック】持ちの俺のキャラ(パワー6000)で相手のリーダー(パワー5000)にアタック。相手のライフ3枚。"
        "与えるダメージは何点?",
        "相手のライフは3枚。パワー6000のキャラで相手のリーダー(パワー5000)にアタックした。パワーはいくつ?",
    ],
)
def test_7_1_4_1_1_a_number_other_than_a_zone_count_is_not_the_battles(question: str) -> None:
    """The battle plan tells the players' zone counts: a damage, power or cost asked is withheld."""
    assert not _verdict(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のライフは3枚。パワー6000のキャラで相手のリーダー(パワー5000)にアタックした。何枚残る?", [2]),
        ("相手のライフは2枚。自分のキャラのアタックが通った。相手のライフは何枚?", [1]),
    ],
)
def test_7_1_4_1_1_2_the_zone_count_asked_is_the_battles(question: str, value: Any) -> None:
    assert _verdict(question)[:2] == (True, value)


def test_7_1_4_1_a_loss_asked_with_no_life_told_gets_no_game_answer_first() -> None:
    """「…負けるよね?」 with no life told may ask the battle's loser: no 「負けません」 said first."""
    said = _said(
        "相手のキャラ(レスト、パワー5000、ドン!!2枚付き)に6000のキャラでアタック。ドン!!分パワー上がってるから負けるよね?"
    )
    assert "負けません" not in said and "負けます" not in said
