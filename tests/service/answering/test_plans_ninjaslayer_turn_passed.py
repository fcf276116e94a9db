"""ニンジャスレイヤー 505.3a / 502.2a across a turn told after another (seen in batches H, J, K, M):
「相手のターンに…3ダメージ…そのあと俺のターンになって…2ダメージ」 — the first turn told is the
scenario's start, a later turn of the other player is reflected by the run reaching it (the engine's
"turn" event names the turn player, 505.4; reading/planner._passed_to). The damage a character took
is gone at the end of the turn (505.3a) — also before an アイサツ in the next turn (plan aisatsu: the
damage scripted in the first turn told, three end_phase, the other player's アイサツ); a non-turn
player's エテル stays bowed (502.2a).

Traps: the second damage in the same turn (no reset: destroyed), the damage told of a turn the plan does
not separate — answered right or withheld.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, object]:
    v = situate(question, GAME)[0].accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (  # blind M ninjaslayer-bm-12's own wording
            "相手のターンに、俺の耐久力4のキャラが3ダメージ食らってギリ生き残った。そのあと俺のターンになって、"
            "俺のターン中に相手のコトダマでそのキャラが2ダメージ受けた。合計5で死ぬ?",
            False,
        ),
        (
            "相手のターンに、自分の耐久力3のキャラが2ダメージ受けて生き残った。そのあと自分のターンになって、"
            "相手のコトダマでそのキャラが2ダメージ受けた。死ぬ?",
            False,
        ),
        (
            "相手のターンに、俺の耐久力4のキャラが3ダメージ食らって生き残った。そのあと俺のターンになって、"
            "俺のターン中に相手のコトダマでそのキャラが4ダメージ受けた。死ぬ?",
            True,
        ),
    ],
)
def test_505_3a_damage_is_gone_once_the_turn_passed(question: str, destroyed: bool) -> None:
    assert _verdict(question) == (True, destroyed)


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (  # blind H ninjaslayer-bh-08's own wording
            "自分のターン中に、相手のコトダマで自分のキャラX(耐久力4)が3点ダメージ食らったけど耐えた。で、"
            "次の相手のターンにカラテ2のキャラでXがアイサツされた。Xって殺される?",
            False,
        ),
        (  # blind J ninjaslayer-bj-05's own wording
            "相手のターン中に自分のコトダマで相手の耐久力4のキャラに3点入れたけど生き残られた。次の自分のターン、"
            "カラテ1のキャラでそいつにアイサツしたら倒せる?",
            False,
        ),
        (
            "自分のターン中に、相手のコトダマで自分のキャラX(耐久力4)が3点ダメージ食らったけど耐えた。で、"
            "次の相手のターンにカラテ4のキャラでXがアイサツされた。Xって殺される?",
            True,
        ),
    ],
)
def test_505_3a_an_aisatsu_in_the_turn_after_the_damage(question: str, destroyed: bool) -> None:
    # the damage is taken in the turn told first, gone at its end; the other player アイサツs next turn
    assert _verdict(question) == (True, destroyed)


def test_505_3a_a_past_turn_named_only_withholds() -> None:
    question = (
        "前のターンに相手のコトダマで自分のキャラX(耐久力4)が3点ダメージ食らった。今は相手のターンで、"
        "カラテ2のキャラでXがアイサツされた。Xって殺される?"
    )
    assert _verdict(question)[0] is False


def test_502_2a_the_non_turn_players_etel_stays_bowed_in_the_turn_told_after() -> None:
    # blind K ninjaslayer-bk-24's own wording
    question = (
        "自分のターンにエテル5枚全部オジギして使い切った。そのまま相手のターンになって、相手のスタートフェイズも"
        "過ぎた。この相手ターン中に自分のコスト2のコトダマ撃てる?"
    )
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # the same turn: the damage adds up (no turn passed), destroyed
        "相手のターンに、俺の耐久力4のキャラが3ダメージ食らって生き残った。同じ相手のターン中に、"
        "相手のコトダマでそのキャラがさらに2ダメージ受けた。死ぬ?",
        # the asker deals both: its turn first, then the opponent's
        "自分のターンに、相手の耐久力4のキャラに3ダメージ与えたけど生き残った。そのあと相手のターンになって、"
        "相手のターン中に自分のコトダマでそのキャラに2ダメージ与えた。死ぬ?",
    ],
)
def test_505_3a_a_turn_not_passed_is_not_reset(question: str) -> None:
    stated, value = _verdict(question)
    first_turn_only = "同じ" in question
    assert (stated and value is True) if first_turn_only else (not stated or value is False)
