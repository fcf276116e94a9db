"""ニンジャスレイヤー `loop` plan (`plans/ninjaslayer_loop.py`): a ループ read from its words.

1501.1c: a loop no player can stop ends the game in a draw — stated only when the 「止められない」 is
said of both players; 1501.1b: both players specify a count (the turn player first) and the smaller
runs. Traps: a player who can stop it, a loop said unstoppable for one player only, a player's loss
on the way (a count the loop changes), one count only — withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


def _draw(value: Any) -> bool:
    return value == "draw" or (isinstance(value, dict) and value.get("winner") == "draw")


@pytest.mark.parametrize(
    "question",
    [
        "お互いどっちも止められない無限ループが発生しちゃった。この場合ゲームどうなる?勝ちはどっち?",
        "どっちのプレイヤーも止めることができないループになっちゃった。このゲームの結果は?",
        "お互いの強制の誘発が噛み合って無限ループになった。どっちのプレイヤーも止める手段が無い。この試合どう決着つけるの?",
        "どちらのプレイヤーもループを停止できない。ゲームはどうなる?",
        "強制の無限ループが発生して、誰も止められない。勝ち負けは?",
        "カードの組み合わせで、誘発が誘発を呼んで永遠に止まらない状態になった。どっちのプレイヤーもやめる選択肢がない強制ループ。この試合どうなる?",
    ],
)
def test_1501_1c_a_loop_no_player_can_stop_is_a_draw(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and _draw(value), (value, situation)
    assert situation == "ninjaslayer.plan.loop"


@pytest.mark.parametrize(
    ("question", "runs"),
    [
        (
            "どっちのプレイヤーも繰り返すかどうか選べるループができた。ターンプレイヤーは5回、非ターンプレイヤーは3回って指定した。ループは何回やる?",
            3,
        ),
        (
            "相手のターンに、どっちのプレイヤーも繰り返すかどうか選べるループが発生。ターンプレイヤーの相手は7回、非ターンプレイヤーの自分は3回って指定した。ループは何回実行される?",
            3,
        ),
        (
            "どっちのプレイヤーも任意で繰り返せるループができた。ターンプレイヤーの俺は5回、相手は2回って宣言した。何回ループする?",
            2,
        ),
        ("お互いに任意で繰り返せるループで、相手は10回、自分は4回と宣言した。ループは何回実行される?", 4),
    ],
)
def test_1501_1b_both_players_specify_the_smaller_count_runs(question: str, runs: int) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == [runs], (value, situation)


@pytest.mark.parametrize(
    "question",
    [
        # one player can stop it: not 1501.1c
        "自分は止められるけど相手は止められない無限ループになった。どうなる?",
        "無限ループになったけど、自分はいつでも止めることができる。どうなる?",
        # said of one player only
        "相手だけが止められないループになった。勝者は?",
        # a loss on the way: the rule check ends the game, not the loop
        "お互い止められない無限ループで、ループのたびに相手に1ダメージ。相手のダメージ・ゾーンは9枚。勝者は?",
        # nothing says who can stop it
        "無限ループになった。どうなる?",
        # one count only (who else chooses, and how often, is not told)
        "どっちも繰り返すかどうか選べるループ。ターンプレイヤーは5回って指定した。何回ループする?",
        "自分だけが繰り返すかどうか選べるループで、4回って指定した。何回ループする?",
    ],
)
def test_1501_1_loop_traps_are_withheld(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert not stated, (value, situation)
