"""7-1-4-1 / 7-1-4-1-1-2 (a tied battle: the attacking card wins, the leader loses a life), asked by
the non-turn player.

Two readings the battle plan lacked (blind N onepiece-bn-11 withheld): 「非ターンプレイヤー側です」 is
the asker telling it is the opponent's turn (so the opponent's character attacking sits on the turn
player's side; with equal powers nothing else told the seats apart), and 「同値だから弾ける?」 asks
whether the attack bounces off — the battle's outcome, not a permission read from the potential 〜ける.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read


def _stated(question: str) -> tuple[bool, str]:
    gated, _ = situate(question, "onepiece")
    summary = ""
    if gated.built is not None and gated.sim is not None:
        summary = gated.built.summarize(gated.sim.result)
    return gated.accounting.verdict.stated, summary


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "非ターンプレイヤー側です。相手のパワー5000のキャラが自分のリーダー(5000)にアタック。"
            "ブロックもカウンターもしないで、ライフにトリガーもなし。ライフ4枚からどうなる?同値だから弾ける?",
            3,
        ),
        (
            "自分は非ターンプレイヤーです。相手のパワー6000のキャラが自分のリーダー(パワー6000)にアタックしてきた。"
            "ブロックもカウンターもしない。ライフ3枚、トリガーなし。同じパワーなら弾ける?",
            2,
        ),
        (
            "非ターンプレイヤー側で、ライフは2枚。相手のパワー5000のキャラが自分のパワー5000のリーダーにアタック。"
            "ブロックもカウンターもなし、トリガーもなし。どうなる?",
            1,
        ),
    ],
)
def test_7_1_4_1_a_tied_attack_on_the_non_turn_players_leader_takes_a_life(question: str, life: int) -> None:
    stated, summary = _stated(question)
    assert stated
    assert f"自分のライフは{life}枚" in summary


@pytest.mark.parametrize("text", ["同値だから弾ける?", "同じパワーなら跳ね返せる?", "これって弾かれる?"])
def test_7_1_4_1_bouncing_off_is_the_outcome_asked(text: str) -> None:
    asks = {f.concept for f in read(text, "onepiece").asks()}
    assert "outcome" in asks and "can" not in asks


@pytest.mark.parametrize(
    "text",
    ["非ターンプレイヤー側です。", "自分は非ターンプレイヤーで、ライフ4枚。", "こっちは非ターンプレイヤー。"],
)
def test_6_1_the_asker_said_to_be_the_non_turn_player_is_the_opponents_turn(text: str) -> None:
    turns = [f.concept for f in read(text, "onepiece").facts if f.role.value == "turn"]
    assert turns == ["opponent_turn"]


def test_6_1_the_non_turn_player_as_a_subject_is_no_turn_told() -> None:
    turns = [
        f for f in read("非ターンプレイヤーはカウンターを使える?", "onepiece").facts if f.role.value == "turn"
    ]
    assert not turns


@pytest.mark.parametrize(
    ("question", "life"),
    [
        (
            "非ターンプレイヤー側です。相手のパワー5000のキャラが自分のリーダー(5000)にアタック。"
            "ブロックもカウンターもしないで、ライフにトリガーもなし。ライフ4枚からどうなる?同値だから弾ける?",
            3,
        ),
        (
            "自分は非ターンプレイヤーです。相手のパワー6000のキャラが自分のリーダー(パワー6000)にアタックしてきた。"
            "ブロックもカウンターもしない。トリガーなし。ライフ3枚からどうなる?",
            2,
        ),
    ],
)
def test_7_1_4_1_1_2_the_life_told_then_what_happens_asks_its_count(question: str, life: int) -> None:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    assert verdict.stated and verdict.asks == "number" and verdict.value == [life]
