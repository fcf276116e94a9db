"""Shadowverse Evolve, blind batch L (issue 11): two facts the one-attack and hand-limit builders dropped.

* 8.4.4 / 8.4.5: a follower that attacked is acted; 「同じターンにそいつでもう一回…攻撃できる?」 asks a second
  attack the one-attack builder does not run — the verdict must not be the first attack's (sve-bl-12).
* 7.4.7: only the turn player discards down to 7; 「相手のエンドフェイズ」 (with no ターン said) is the
  opponent's end phase, not the asker's next one — the asker's 9 cards must not become 7 (sve-bl-18).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "前のターンから出てるフォロワーで相手のアクト状態のフォロワーに攻撃して、うちのは生き残った。同じターンにそいつでもう一回、今度はリーダーに攻撃できる?(特に効果はなし)",
        "自分のフォロワーで相手のアクト状態のフォロワーを攻撃した。自分のフォロワーは破壊されなかった。そのフォロワーで再度相手のリーダーを攻撃できる?",
        "場に前からいる自分のフォロワーが相手のアクト状態のフォロワーを攻撃して生き残った。このターン2回目の攻撃としてリーダーを攻撃できる?",
    ],
)
def test_8_4_4_second_attack_is_not_answered_as_the_first(question: str) -> None:
    assert answered(question) in ("no", None)


@pytest.mark.parametrize(
    ("question", "held"),
    [
        (
            "相手のエンドフェイズ。非ターンプレイヤーの自分は手札9枚持ってる。上限7枚だよね?捨てなきゃダメ?相手のターンが終わったときの自分の手札は何枚?",
            9,
        ),
        ("相手のエンドフェイズで、自分の手札は9枚。相手のターンが終わったとき自分の手札は何枚?", 9),
        ("相手エンドフェイズ時点で自分の手札が10枚ある。相手のターンが終わったら自分の手札は何枚になる?", 10),
    ],
)
def test_7_4_7_their_end_phase_keeps_the_non_turn_players_hand(question: str, held: int) -> None:
    value = answered(question)
    assert value in (None, [held])  # never the next turn's draw added, nor a discard down to 7


@pytest.mark.parametrize(
    "question",
    [
        "自分のターンのエンドフェイズ、相手の手札が9枚。相手は何枚捨てる?",
        "相手のターンのエンドフェイズに、自分の手札が9枚。自分は何枚捨てる?",
    ],
)
def test_7_4_7_the_non_turn_player_discards_none(question: str) -> None:
    assert answered(question) in ([0], None)


def test_8_4_4_a_repeat_by_a_follower_told_acted_is_refused() -> None:
    assert answered("一回攻撃して横向きになったフォロワーでもう一回攻撃できる?同じターンに") == "no"
