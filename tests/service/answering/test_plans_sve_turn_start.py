"""Shadowverse Evolve: the start of the asker's turn and the end phase's hand limit, planned from the
reading (`plans/sve_turn.turn_start`, `plans/sve_players.hand_limit`) — the builders `turn_start`,
`pp_cap` and `hand_limit` of `scenarios/sve.py` are retired (issue 11, item 7).

* 7.2.1 / 7.2.2: PP max +1 (up to 10, 5.14.1), PP to the PP max; 7.2.4 / 7.2.4.1: the turn player draws,
  not the first player on its first turn; 6.2.1.8 the opening hand of 4; 6.2.1.10 the second player's EP.
* 5.9.1.1 / 11.2.2: a draw from an empty deck at the start phase loses.
* 7.4.7: the turn player discards down to 7 at its end phase (「ターンの終わり」「ターン終了時」 too).
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the plans state by themselves (the builders left would answer some of these first)."""
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("後攻の2ターン目、PPはいくつ?", [2]),
        ("先攻の自分の3ターン目ってPPいくつ?", [3]),
        ("後攻の自分の3回目のターン、PPはいくつ?", [3]),
        ("後攻の1ターン目はカードを引けますか?PPはいくつ?", [1]),
    ],
)
def test_7_2_2_the_pp_of_the_askers_nth_turn(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("先攻の1ターン目、手札は何枚になる?", [4]),  # 7.2.4.1 no draw
        ("後攻1ターン目のスタートフェイズが終わったら手札は何枚?", [5]),
        (
            "後攻で、最初の4枚はマリガンせずそのままキープした。後攻1ターン目のメインフェイズ開始時、手札は何枚?",
            [5],
        ),
        (
            "先攻取った。初手4枚そのままキープして1ターン目開始。スタートフェイズ終わった時点で手札って何枚?",
            [4],
        ),
    ],
)
def test_7_2_4_1_the_first_players_first_turn_draws_nothing(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("PP最大値が10の状態で自分のターンが始まったら、PP最大値はいくつ?", [10]),
        ("PP最大値7で自分のターンが来たら、PPはいくつになる?", [8]),
        ("PP最大値が9の状態で自分のターンが始まったら、PPはいくつになる?", [10]),
    ],
)
def test_7_2_1_the_pp_max_grows_by_one_up_to_ten(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("自分のデッキが0枚の状態で自分のターンが来たら、勝敗はどうなる?", "opponent"),
        ("デッキ残り1枚で自分のターンが始まったら負ける?", "none"),
        ("自分のデッキが0枚の状態で自分のターンが始まったら負け?", "opponent"),
    ],
)
def test_11_2_2_the_start_phase_draw_from_an_empty_deck_loses(question: str, winner: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == winner


@pytest.mark.parametrize(
    "question",
    [
        "先攻の3ターン目、手札は何枚?",  # the hand before a later turn is not told
        "後攻の2ターン目、PP最大値が5なんだけどPPはいくつ?",  # a PP max the turn contradicts
        "相手の2ターン目、PPはいくつ?",
    ],
)
def test_7_2_a_turn_start_the_question_does_not_fix_is_withheld(question: str) -> None:
    assert not verdict(question).stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("ターン終了時に手札が8枚あったら何枚捨てる?", [1]),
        ("ターンの終わりに手札8枚あったら何枚捨てる?捨てたカードってどこ行くの", [1]),
        ("エンドフェイズの時点で手札11枚、何枚墓場行き?", [4]),
    ],
)
def test_7_4_7_the_turns_end_discards_down_to_seven(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        "エンドフェイズに手札が9枚ある場合、どうなりますか?",
        "ターンの終わりに手札9枚。どうなる?",
        "ターン終了時に手札がちょうど７枚なら捨てる必要ある?",
    ],
)
def test_7_4_7_what_the_end_phase_does_to_a_told_hand(question: str) -> None:
    told = verdict(question)
    assert told.stated and told.asks == "outcome"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 「ターン開始時からいる」: how long a follower has been there, no turn starting (blind I sve-bi-07)
        (
            "相手の場に【守護】持ちがアクト状態で1体いる。こっちはターン開始時からいるフォロワーで、守護は無視して直接相手リーダーを殴りたいんだけど、できる?",
            "no",
        ),
        ("ターン開始時からいる自分のフォロワーで、相手のリーダーを攻撃できる?", "yes"),
        ("ターンの始めから場にいる攻撃力3のフォロワーで、体力3の相手リーダーを攻撃したら勝てる?", "self"),
    ],
)
def test_8_4_2_1_on_the_field_since_the_turns_start_is_no_turn_start(question: str, value: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == value
