"""ニンジャスレイヤーTCG plan `kotodama_their_turn`: the non-turn player entering a コトダマ in the
opponent's turn — in their キャラクターフェイズ (the turn player passes priority, 802.4a) or right
after their アイサツ is declared (the インターラプト・ステップ's priority, 704.8/705.2) — a player with
priority may enter one (1207.1, 802.4b). Wordings of our own; traps: the アイサツ told through (a
later moment), the damage checks on the コトダマ空間 (802.4: only passing), no phase told.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _stated(question: str) -> tuple[bool, object, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value, gated.built.situation if gated.built is not None else ""


@pytest.mark.parametrize(
    "question",
    [
        "相手のターンのキャラクターフェイズ中に、非ターンプレイヤーの自分が手札からコトダマを使える?",
        "相手のターン、キャラクターフェイズで優先権をもらった。自分のコスト2のコトダマをエントリーできる?",
        "相手のターンのキャラクターフェイズで自分に優先権が来た。非ターンプレイヤーでもコトダマってエントリーできる?",
    ],
)
def test_1207_1_the_non_turn_player_enters_a_kotodama_in_their_character_phase(question: str) -> None:
    stated, value, situation = _stated(question)
    assert stated and value == "yes" and situation.endswith("kotodama_their_turn")


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン、相手のアイサツ宣言のあと、非ターンプレイヤーの自分はコトダマをエントリーできる?",
        "相手のイクサフェイズで、相手がアイサツを宣言した。ここで非ターンプレイヤーの自分はコトダマを撃てる?",
        "相手のターンに相手がアイサツを宣言してきたので、優先権をもらった自分が手札のコトダマを使える?",
    ],
)
def test_705_2_the_non_turn_player_enters_a_kotodama_after_the_aisatsu_declared(question: str) -> None:
    stated, value, situation = _stated(question)
    assert stated and value == "yes" and situation.endswith("kotodama_their_turn")


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン、相手のアイサツが通った。手札のコトダマ撃てる?",
        "相手のターン、相手のアイサツが通ってダメージチェックがコトダマ空間に積まれた。手札のコトダマ撃てる?",
        "相手のターン中に、非ターンプレイヤーの自分は手札のコトダマを使える?",
    ],
)
def test_802_4_traps_are_not_this_plan(question: str) -> None:
    _said, _value, situation = _stated(question)
    assert not situation.endswith("kotodama_their_turn")
