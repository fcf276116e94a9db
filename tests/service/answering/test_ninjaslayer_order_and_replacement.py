"""Blind batch J's ninjaslayer judged-wrong verdicts, as mechanisms.

* 502.3a / 403.4: the asker's turn order is the one said of the asker. 「後攻です。先攻の1ターン目の間は
  …自分の最初のターンの…手札は何枚?」 had taken 先攻 (named of the other player's turn) for the asker's
  and simulated the game's first turn (1 draw: 5); the second player's first turn draws 2 (6). With
  both orders named and neither said of the asker, no first turn is simulated.
* 1214: a replacement effect (「代わりに…」「置換効果」) or a lessened amount (「1点少ない」) quoted as
  card text in 『』 or 「」 changes the damage; unread, it withholds the verdict (a bare number inside the
  quote does not read it) — 「…代わりにそれより1点少ないダメージになる』って置換効果」 had been
  dropped and 'killed' stated for カラテ3 on 耐久力3.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.extract import extract
from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "ninjaslayer")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "後攻です。先攻の1ターン目の間は自分の手札は一切いじられてない。"
        "自分の最初のターンのドロー・ステップが終わった時点で手札は何枚?",
        "自分は後攻で、先攻の最初のターンは何もされなかった。自分の最初のターンのドロー・ステップ後の手札は何枚?",
        "後攻です。自分の最初のターン、ドロー・ステップが終わったら手札は何枚?",
    ],
)
def test_502_3a_the_second_players_first_turn_draws_two(question: str) -> None:
    assert answered(question) == [6]


@pytest.mark.parametrize(
    "question",
    [
        "自分が先攻。後攻の相手は何もしてない。自分の最初のターンのドロー・ステップが終わった時点で手札は何枚?",
        "先攻です。最初のターンのドロー・ステップが終わった時点で手札は何枚?",
    ],
)
def test_502_3a_the_first_players_first_turn_draws_one(question: str) -> None:
    assert answered(question) == [5]


def test_502_3a_both_orders_named_of_no_one_is_not_simulated() -> None:
    question = "先攻の1ターン目のあと、後攻の1ターン目のドロー・ステップが終わった時点で手札は何枚?"
    assert extract(question).turn_order is None
    assert answered(question) is None


@pytest.mark.parametrize(
    ("text", "order"),
    [
        ("後攻です。先攻の1ターン目の間は何もされなかった", "second"),
        ("自分は先攻で、後攻の相手は", "first"),
        ("後攻の自分が先攻の相手に", "second"),
        ("先攻の1ターン目", "first"),
        ("先攻と後攻で何が違う?", None),
    ],
)
def test_403_4_the_askers_order_is_the_one_said_of_the_asker(text: str, order: str | None) -> None:
    assert extract(text).turn_order == order


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラ(耐久力3)は『このキャラが受けるダメージは1点少なくなる』を持ってる。"
        "カラテ3のキャラでアイサツしたら殺せる?",
        "相手の耐久力3のキャラには「これが受けるイクサダメージは代わりに0になる」がかかってる。"
        "カラテ4のキャラでアイサツしたら殺される?",
        "相手の耐久力3のキャラに置換効果がかかってる状態で、カラテ3のキャラでアイサツしたら倒せる?",
        "相手の耐久力2のキャラに『ダメージを受けるなら、代わりにそのダメージは半分になる』。"
        "カラテ2でアイサツしたら死ぬ?",
    ],
)
def test_1214_a_replacement_effect_on_the_damage_withholds_the_verdict(question: str) -> None:
    assert answered(question) is None


def test_1214_3_a_replacement_read_whole_is_modeled() -> None:
    # reduced_aisatsu (round 8): the quoted 「…1点少ないダメージになる」 written for the target is run
    question = (
        "相手のキャラ(耐久力3)に『これに与えられるダメージは、代わりにそれより1点少ないダメージになる』"
        "って置換効果がかかってる。こっちのカラテ3のキャラでそいつにアイサツしたら倒せる?"
    )
    assert answered(question) is False


def test_1214_without_the_replacement_the_aisatsu_still_kills() -> None:
    assert answered("相手のキャラ(耐久力3)にカラテ3のキャラでアイサツしたら倒せる?") is True


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラ(耐久力3)に『受けるのは常に1点』がかかってる。カラテ3のキャラでアイサツしたら倒せる?",
        "相手のキャラ(耐久力3)に『1点』って書いてある効果がかかってる。カラテ3のキャラでアイサツしたら倒せる?",
        "相手のキャラ(耐久力3)が『このキャラへのダメージは1点ずつ減る』持ち。カラテ3でアイサツしたら倒せる?",
    ],
)
def test_1214_quoted_card_text_read_only_by_a_bare_number_withholds_the_verdict(question: str) -> None:
    # the quote's 1 matches a number of the scenario only by chance: the text is unread
    assert answered(question) is None
