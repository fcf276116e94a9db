"""An obligation of a player's choice asked alone (「ブロックしなきゃいけない?」) is no verdict a run states:
the run performs the choices it is given (a block told is simulated), so its outcome or a permission
says nothing of whether the act must be done (onepiece 10-1-4-1 「ブロックできる」, sve 12.8.2, kiseki
応戦, ninjaslayer インターラプト). A must of the rule's own act (the end phase's discard, sve 7.4.7) and a
must asked beside another ask are still answered."""

from __future__ import annotations

import pytest

from service.answering.plans import situate


def _stated(game: str, question: str) -> bool:
    return situate(question, game)[0].accounting.verdict.stated


@pytest.mark.parametrize(
    ("game", "question"),
    [
        (
            "onepiece",
            "相手がパワー6000のキャラでこっちのリーダー(パワー5000、ライフ3)にアタックしてきた。"
            "こっちにはアクティブのブロッカー(パワー4000)がいる。ブロックしなきゃいけない?",
        ),
        (
            "onepiece",
            "相手がパワー6000のキャラでこっちのリーダー(パワー5000、ライフ3)にアタックしてきた。"
            "アクティブのブロッカー(パワー4000)がいるけど、ブロックしないといけないの?",
        ),
        (
            "onepiece",
            "相手のパワー6000のキャラが俺のリーダー(パワー5000、ライフ2)にアタック。手札にカウンター+2000が"
            "ある。カウンターって使う必要ある?",
        ),
        (
            "sve",
            "相手のフォロワー(攻撃力3)が俺のリーダーに攻撃してきた。俺の場に【守護】持ちがいる。守護で受けないといけない?",
        ),
        ("kiseki", "相手のSTR3のUNITが攻撃してきた。俺の場にレディのUNITがいる。応戦しなきゃダメ?"),
    ],
)
def test_10_1_4_1_an_obligation_of_a_choice_is_not_answered_by_a_run(game: str, question: str) -> None:
    assert not _stated(game, question)


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("sve", "ターン終了時に手札がちょうど７枚なら捨てる必要ある?"),
        (
            "sve",
            "相手ターンのエンドフェイズ。俺(非ターンプレイヤー)の手札が9枚ある。上限7枚だから2枚捨てなきゃダメ?何枚捨てる?",
        ),
        ("onepiece", "コスト3のキャラを出したい。アクティブのドン!!は3枚。出せる?"),
    ],
)
def test_7_4_7_a_must_of_the_rules_own_act_or_beside_another_ask_is_answered(
    game: str, question: str
) -> None:
    assert _stated(game, question)
