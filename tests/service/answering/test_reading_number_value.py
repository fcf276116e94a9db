"""The structured number verdict is the one number asked (`reading/quantity.py`, issue 11): a result
asked (「いくつになる」「残り」) is the final value of the asked player's quantity, a change asked
(「何点失う」「何枚捨てる」) is the difference its counter events or card moves make, and an ask with no
noun (「解決後いくつ?」) is about the one quantity the question tells a value for. Before, the value was
a list of the summary's numbers (fow-bi-01 [1000, 1] for 3200, kiseki-bi-11 [0] for 3, kiseki-bk-12
[1, 1] for 3, sve-bh-05 [13, 16] for 13, sve-bk-07 [7, 3, 7] for 3).

The mechanism is checked on a fixed run (events + final state) so that it does not depend on how a
plan or builder simulates; the end-to-end cases run the seen batch questions through `situate`."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.quantity import asked_quantity
from service.answering.reading.reader import read
from service.engine.events import Event, Outcome, Result
from service.engine.scenario import SimulationResult


def _run(game: str, events: list[tuple[str, dict[str, Any]]], players: dict[str, Any]) -> SimulationResult:
    return SimulationResult(
        game=game,
        outcome=Outcome(Result.ONGOING, None, None, ()),
        events=tuple(Event(i, t, "", (), d) for i, (t, d) in enumerate(events)),
        final_state={"players": players},
    )


def _kizuna(p1: int, p2: int, *deltas: tuple[str, int]) -> SimulationResult:
    events = [("counter", {"player": p, "key": "kizuna", "delta": d, "value": 0}) for p, d in deltas]
    players = {"player1": {"counters": {"kizuna": p1}}, "player2": {"counters": {"kizuna": p2}}}
    return _run("kiseki", events, players)


def asked(game: str, question: str, sim: SimulationResult, summary: str | None = None) -> list[int] | None:
    return asked_quantity(read(question, game), game, sim, "player1", (), summary)


# 804.11b / 1306.3: the 絆 a player loses is the sum of that player's counter deltas, whoever else lost some
@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR3/DEF5のユニットを攻撃した。応戦されて、自分は絆を何点失う?",
        "STR2のユニットで攻撃したら応戦でスタンした。自分の絆はいくつ減る?",
        "こっちのユニットがスタンした。この戦闘で自分は絆を合計何点失う?",
    ],
)
def test_1306_3_the_change_asked_is_the_owners_counter_change(question: str) -> None:
    sim = _kizuna(37, 38, ("player1", -3), ("player2", -2))
    assert asked("kiseki", question, sim) == [3]


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR2/DEF4のユニットに攻撃した。この戦闘で相手は絆を何点失う?",
        "スクラム攻撃が通った。相手の絆は合計何点減る?",
        "攻撃が通った。相手は絆をいくつ失う?",
    ],
)
def test_804_11b_the_opponents_loss_is_not_the_askers(question: str) -> None:
    sim = _kizuna(37, 35, ("player1", -3), ("player2", -2), ("player2", -3))
    assert asked("kiseki", question, sim) == [5]


def test_a_change_the_conclusion_does_not_tell_is_not_stated_from_the_events() -> None:
    # the run's seats differ from the question's (the opponent's craft simulated on the asker's seat):
    # the asked player's counter did not move, and the conclusion says 5 — no invented 0
    sim = _kizuna(35, 40, ("player1", -5))
    question = "相手がCPコスト5のユニットをスタンして起動クラフトを使った。相手の絆はいくつ減る?"
    assert asked("kiseki", question, sim, "相手は絆を5点失います。") is None
    assert asked("kiseki", question, sim, "相手は絆を0点失います。") == [0]


# 7.4.7: the cards discarded down to the hand limit are the moves out of that player's hand
def _discard(n: int, hand: int) -> SimulationResult:
    out = {"from_player": "player1", "from_zone": "hand", "to_player": "player1", "to_zone": "graveyard"}
    draw = {"from_player": "player2", "from_zone": "deck", "to_player": "player2", "to_zone": "hand"}
    events = [("move", out)] * n + [("move", draw)]
    players: dict[str, Any] = {
        "player1": {"zones": {"hand": [{}] * hand}},
        "player2": {"zones": {"hand": [{}] * 5}},
    }
    return _run("sve", events, players)


@pytest.mark.parametrize(
    "question",
    [
        "ターンプレイヤーの自分、エンドフェイズの時点で手札が10枚もある。何枚捨てればいい?",
        "エンドフェイズに自分の手札が10枚。何枚捨てる?",
        "自分の手札は10枚のままエンドフェイズ。上限を超えた分、何枚捨てることになる?",
    ],
)
def test_7_4_7_a_change_asked_with_no_noun_is_of_the_one_told_quantity(question: str) -> None:
    assert asked("sve", question, _discard(3, 7)) == [3]


# a result asked: the final value of the asked player's quantity, not the damage or the other leader
def _health(p1: int, p2: int) -> SimulationResult:
    players = {"player1": {"counters": {"health": p1}}, "player2": {"counters": {"health": p2}}}
    return _run("sve", [], players)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリーダー体力9。【ドレイン】持ちで相手リーダーを殴った。自分のリーダー体力いくつになる?",
            [13],
        ),
        ("相手リーダーに4ダメージのスペルを撃った。相手のリーダーの体力はいくつになる?", [16]),
        ("相手のリーダーを攻撃した。相手の体力は最終的にいくつ?", [16]),
    ],
)
def test_5_13_1_the_result_asked_is_the_owners_final_value(question: str, value: list[int]) -> None:
    assert asked("sve", question, _health(13, 16)) == value


# an ask with no noun (「解決後いくつ?」「残りいくつ?」) is about the one quantity its sentence tells
@pytest.mark.parametrize(
    "question",
    [
        "相手に1000ダメージの呪文を撃った。相手のライフ4000だったんだけど、解決後いくつになる?",
        "相手のライフが4000のとき1000ダメージを与えたら、残りいくつ?",
        "1000ダメージを相手に与えた。相手のライフは4000だったけど、最終的にいくつ?",
    ],
)
def test_10_6_2_an_ask_with_no_noun_is_the_told_quantity(question: str) -> None:
    players = {"player1": {"counters": {"life": 4000}}, "player2": {"counters": {"life": 3200}}}
    assert asked("fow", question, _run("fow", [], players)) == [3200]


def test_two_quantities_asked_are_given_in_the_order_asked() -> None:
    into = {"from_player": "player1", "from_zone": "deck", "to_player": "player1", "to_zone": "hand"}
    players: dict[str, Any] = {"player1": {"zones": {"hand": [{}] * 2, "deck": [{}] * 3}}}
    sim = _run("fow", [("move", into)] * 2, players)
    question = (
        "自分の山札が5枚あるときに『カードを2枚引く』を解決したら、"
        "自分の手札は何枚増えて自分の山札は何枚残る?"
    )
    assert asked("fow", question, sim, "手札は2枚増え、山札は3枚になります。") == [2, 3]


def test_a_state_word_inside_another_is_not_told() -> None:
    # 「墓場のカード4枚」 tells the graveyard, not 場のカード: the one told quantity is 体力8
    players = {"player1": {"counters": {"health": 20}}, "player2": {"counters": {"health": 5}}}
    question = (
        "『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』を使ったら、"
        "体力8の相手リーダーは残りいくつ?"
    )
    assert asked("sve", question, _run("sve", [], players)) == [5]


# the seen batches' questions, as /ask reads them: a stated number verdict is the asked number
@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        (
            "fow",
            "自分のターンに「あなたの手札1枚につき200ダメージを対象のプレイヤーに与える」呪文を相手に撃った。"
            "解決する時点で自分の手札は5枚。で、相手の場には「プレイヤーにダメージが与えられる場合、それが"
            "与えられるたびにそのダメージを200軽減する」ってカードがある。相手のライフ4000だったんだけど、"
            "解決後いくつになる?",
            [3200],
        ),
        (
            "kiseki",
            "自分のCPコスト3・STR2/DEF2のユニットで、相手のSTR3/DEF5のユニットを攻撃した。応戦されて、"
            "自分は絆を何点失う?",
            [3],
        ),
        (
            "kiseki",
            "【武術】持ちでSTR3/DEF2・CPコスト2の自分のUNITが、武術なしの相手のSTR2/DEF4・CPコスト3の"
            "UNITに攻撃した。この戦闘で相手は絆を何点失う?",
            [3],
        ),
        ("sve", "ターンプレイヤーの自分、エンドフェイズの時点で手札が10枚もある。何枚捨てればいい?", [3]),
        (
            "sve",
            "自分のリーダー体力9。元から【ドレイン】持ってる攻撃力4のフォロワーに、別のカードの効果でさらに"
            "【ドレイン】を付けた。これで相手リーダーを殴ってダメージが通ったら、自分のリーダー体力いくつになる?",
            [13],
        ),
    ],
)
def test_a_stated_number_verdict_is_the_asked_number(game: str, question: str, value: list[int]) -> None:
    v = situate(question, game)[0].accounting.verdict
    assert v.asks == "number"
    assert not v.stated or v.value == value, v
