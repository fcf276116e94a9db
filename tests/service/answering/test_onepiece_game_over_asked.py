"""「これでゲーム終わり?」 asks who won the game, and the answer's conclusion says it (issue 11, blind N
onepiece-bn-02: the verdict was a bare 'outcome' status and the text told only the battle).

Clauses: 1-2-1 (the game ends when a player loses; the other player wins), 1-2-1-1-1 (a player loses
when its leader takes damage at 0 life), 7-1-4-1-2 (a character that loses its battle is KO'd — its
leader takes no damage). The wordings are our own; the seen question is one row among them.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Verdict
from service.answering.reading.reader import read
from service.answering.reading.told_winner import said_winner, told_winner
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario

GAME = "onepiece"

_CHARACTER_KO_AT_ZERO_LIFE = [
    "相手ライフ0なんだけど、リーダーじゃなくて相手のレストのキャラ(4000)にパワー7000のキャラで殴ってKOした。"
    "これでゲーム終わり?(自分目線で答えて)",
    "相手のライフは0枚。自分のパワー6000のキャラで相手のレスト状態のパワー3000のキャラにアタックしてKOした。ゲームは終了する?",
    "相手ライフ0の状態で、パワー5000のキャラで相手のレストのキャラ(2000)をアタックしてKOしました。これでゲームは終わりますか?",
    "相手のライフが0のとき、俺のパワー8000のキャラで相手のレストしてるパワー5000のキャラを殴ってKOした。ゲームおしまい?",
]


@pytest.mark.parametrize("question", _CHARACTER_KO_AT_ZERO_LIFE)
def test_1_2_1_1_1_character_ko_at_zero_life_ends_no_game(question: str) -> None:
    """7-1-4-1-2: the character is KO'd, the leader takes no damage, so nobody has lost (1-2-1-1-1)
    and the conclusion says so first, as the structured verdict does."""
    gated, _ = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert (verdict.asks, verdict.value, verdict.stated) == ("winner", "none", True)
    assert gated.sim is not None and gated.built is not None
    summary = gated.built.summarize(gated.sim.result)
    assert summary.startswith("シミュレーション結果: まだ勝者はいません")
    assert said_winner(summary) == "none"


@pytest.mark.parametrize(
    "question",
    [
        "相手ライフ0で、パワー7000のキャラで相手リーダー(5000)にアタックしてダメージが通った。ゲーム終わり?",
        "相手のライフは0枚。自分のパワー6000のキャラで相手のパワー5000のリーダーにアタックした。これでゲームは終わる?",
    ],
)
def test_1_2_1_leader_damage_at_zero_life_ends_the_game(question: str) -> None:
    """1-2-1 / 1-2-1-1-1: damage to a leader at 0 life ends the game — the asker wins, said once."""
    gated, _ = situate(question, GAME)
    verdict = gated.accounting.verdict
    assert (verdict.asks, verdict.value, verdict.stated) == ("winner", "self", True)
    assert gated.sim is not None and gated.built is not None
    summary = gated.built.summarize(gated.sim.result)
    assert said_winner(summary) == "self"
    assert "まだ勝者はいません" not in summary


@pytest.mark.parametrize(
    "question",
    [
        "これでゲーム終わり?",
        "ゲームは終了しますか?",
        "ゲームが終わる?",
        "この場合ってゲーム終わっちゃう?",
    ],
)
def test_1_2_1_game_end_asked_is_a_winner_ask(question: str) -> None:
    """1-2-1: the game ends exactly when a player loses, so 「ゲーム終わり?」 asks who won."""
    assert asked(read(question, GAME)) == "winner"


def test_1_2_1_game_end_told_not_asked_is_no_winner_ask() -> None:
    """A game end told in a sentence that asks something else is no winner ask."""
    reading = read("ゲームが終わるまでに、キャラは何体KOされた?", GAME)
    assert asked(reading) != "winner"


@pytest.mark.parametrize(
    ("conclusion", "said"),
    [
        ("パワー7000対4000で、アタックした自分のカードが勝ち、相手のキャラはKOされます", None),
        ("相手が敗北し、自分の勝利です", "self"),
        ("自分は敗北します", "opponent"),
        ("勝てません(ゲームは続きます)", "none"),
        ("相手は敗北しません", "none"),
        ("両者が同時に敗北条件を満たすため、ゲームは引き分けになります", "draw"),
    ],
)
def test_1_2_1_winner_said_by_a_conclusion(conclusion: str, said: str | None) -> None:
    """A battle's winner (「自分のカードが勝ち」) is not the game's."""
    assert said_winner(conclusion) == said


def _built(text: str) -> BuiltScenario:
    return BuiltScenario(situation="test", payload={}, summarize=lambda _result: text)


def test_1_2_1_conclusion_naming_another_winner_withholds() -> None:
    """A stated winner the conclusion contradicts is withheld, never printed beside it."""
    built = _built("シミュレーション結果: 自分が敗北し、相手の勝利です。")
    _, verdict = told_winner(built, None, Verdict("winner", "self", True))  # type: ignore[arg-type]
    assert not verdict.stated


def test_1_2_1_conclusion_silent_on_the_winner_is_led_by_it() -> None:
    built = _built("シミュレーション結果: パワー5000対3000で、アタックした自分のカードが勝ちます。")
    led, verdict = told_winner(built, None, Verdict("winner", "self", True))  # type: ignore[arg-type]
    assert verdict.stated
    assert led.summarize(None).startswith("シミュレーション結果: 自分の勝利です。パワー5000")  # type: ignore[arg-type]
