"""Round 9 (issue 11), sve second wave: fresh wordings of our own from the rulebook for two small
families, each stated verdict checked by hand, and traps that must be withheld.

* 7.2.1/7.2.2 — PP left unused at the end of the asker's previous turn: the next turn's start phase
  raises the PP max by 1 (up to 10, 3.2.4.1) and sets the PP to the PP max; nothing is carried over.
  Mechanisms: lexicon sve.jsonl reads 「PPを3余らせた」「PPを2使わずに」「3PP残した」 as the PP left (a
  quantity, not a bare number); `sve_turn.turn_start` takes that PP and a told 前のターン; REREAD
  `sve_turn.ended_before` reads the previous turn's end as history the later start has passed;
  reading/quantity's ask takes 「PPは何になる?」 (it had fallen to the conclusion's 「EPは0になります」).
* 8.3.2 — a second evolve asked after one made this turn with its cost told between (「すでに1体EP使って
  進化させた」) or asked as an evolve ability used (「別のフォロワーの進化能力もPP払って使える?」).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.stated, verdict.value


# (question, the PP at the start of the next own turn, by hand: min(PP max + 1, 10), 7.2.1/7.2.2)
PP_LEFT_STATED = [
    (
        "前の自分のターン、PP最大値4でPPを3余らせたままターンエンドした。次の自分のターンが始まったとき、使えるPPはいくつ?",
        5,
    ),
    (
        "前の自分のターンはPP最大値6で、PPを2使わずに余らせてターン終えた。次の自分のターン開始時のPPっていくつ?余りは持ち越し?",
        7,
    ),
    ("前の自分のターンはPP最大値3で、PPを1余らせてターンを終えた。次の自分のターンのPPはいくつ?", 4),
    (
        "前回の自分のターン、最大PP7でPPを2残したままエンドフェイズに入った。次の自分のターン開始時、PPはいくつになる?",
        8,
    ),
    ("前の自分のターンPP最大値10で、PPを4使わずにターンエンド。次の自分のターンが来たらPPは?", 10),
    (
        "前の自分のターン、3PP余らせたままターンエンドした。PP最大値は5だった。次の自分のターンが始まったらPPは何になる?",
        6,
    ),
    ("前の自分のターンにPP最大値2でPPが2余った。次の自分のターンが始まるとPPはいくつ?持ち越しはある?", 3),
    ("前ターンPP最大値5、PP2余り。次の自分のターン開始時PPは?", 6),
    ("この前の自分の番、PP最大値8でPPを5残してターン終了したんだけど、次の自分の番のPPっていくつ?", 9),
    (
        "前の自分のターンはPP最大値9、PPを1余らせたままターンを終えた。次の自分のターンが始まったらPPはいくつ?",
        10,
    ),
    (
        "前の自分のターン、PP最大値6でPPを6余らせてターンエンドした。デッキは10枚。次の自分のターンが始まったとき、PPはいくつ?",
        7,
    ),
]

PP_LEFT_WITHHELD = [
    # the opponent's PP: the plan builds the asker's turn only
    "前の相手のターン、相手はPP最大値4でPPを3余らせた。次の相手のターンが始まったとき、相手のPPはいくつ?",
    # a second effect (PP recovered, 5.14.1) after the start phase
    "前の自分のターン、PP最大値4でPPを3余らせたままターンエンドした。次の自分のターンが始まったとき、"
    "PPを2回復する効果を使った。PPはいくつ?",
    # a PP max told after the later turn is named may be the one already raised
    "前の自分のターンはPPを3余らせた。次の自分のターン、PP最大値は5になった。PPはいくつ?",
    # an effect raising the PP max, not modelled
    "前の自分のターン、PP最大値4でPPを3余らせ、PP最大値を1増やすカードを使ってターンエンドした。次の自分のターンのPPは?",
    # more PP left than the PP max (3.2.4.2): the engine refuses the position
    "前の自分のターン、PP最大値2でPPを3余らせた。次の自分のターンのPPは?",
    # no later turn starting: the opponent's turn is asked
    "PP最大値4でPPを3余らせたままターンエンドした。相手のターン中、自分のPPはいくつ?",
    # a second question after a play the plan does not script
    "前の自分のターン、PP最大値4でPPを3余らせたままターンエンドした。次の自分のターンが始まったとき、"
    "使えるPPはいくつ?そのあとコスト2のフォロワーを出したら残りは?",
]


@pytest.mark.parametrize(("question", "pp"), PP_LEFT_STATED)
def test_7_2_2_pp_left_unused_is_not_carried_over(question: str, pp: int) -> None:
    assert _verdict(question) == (True, [pp])


@pytest.mark.parametrize("question", PP_LEFT_WITHHELD)
def test_7_2_2_pp_left_traps_withheld(question: str) -> None:
    assert _verdict(question)[0] is False


def test_7_2_2_conclusion_says_the_left_pp_is_not_carried() -> None:
    gated, _ = situate(PP_LEFT_STATED[0][0], "sve")
    assert gated.sim is not None and gated.built is not None
    summary = gated.built.summarize(gated.sim.result)
    assert "残っていたPP3は持ち越されず" in summary and "7.2.2" in summary


def test_pp_ask_what_it_becomes_reads_the_pp_not_the_ep() -> None:
    # 「PPは何になる?」 had been answered 0 from the conclusion's 「EPは0になります」
    assert _verdict("PP最大値が9の状態で自分のターンが始まったら、PPは何になる?") == (True, [10])


EVOLVE_AGAIN_STATED = [
    # 「進化能力で」 names the means of the one evolve (12.2), 「進化先」 the evolve card (blind bg-07)
    "このターン、すでに進化能力でフォロワー1体進化させた。まだEPもPPも余ってて、エボルヴデッキに別のフォロワーの"
    "進化先もある。もう1体進化能力で進化させられる?",
    "このターン、進化能力でフォロワーを1体進化させた。EPは2残ってる。もう1体進化能力で進化させられる?",
    "このターンもう進化能力で1体進化させたよ。別のフォロワーも進化能力で進化できる?",
    "後攻で、このターンすでに1体EP使って進化させた。EPはまだ2残ってるんだけど、別のフォロワーもこのターンに進化できる?",
    "このターンもうEP払ってフォロワー1体進化させたんだけど、PPはまだ余ってる。別のフォロワーの進化能力もPP払って使える?",
    "今ターン、もう1体EPを1使って進化させた。PPは5ある。もう1体のフォロワーを進化できる?",
    "すでに1体PP払って進化させた。別のフォロワーの進化能力を使える?",
    "このターン1体EPを払って進化済み。EP残り2。別のフォロワーの進化能力をEP払って起動できる?",
    "後攻。このターンもう1体EP使って進化させたけど、別のフォロワーの進化能力もEP払って使っていい?",
    "このターン、フォロワー1体をEP使って進化させた。PPもEPも余ってるけど、別のフォロワーの進化能力って使える?",
    "このターン既に1体EP使って進化させた。PPは6。ほかのフォロワーの進化能力をPPで起動できる?",
]

EVOLVE_AGAIN_WITHHELD = [
    # another turn
    "前のターンに進化能力でフォロワーを進化させた。このターン、もう1体進化能力で進化させられる?",
    "このターン、進化能力でフォロワー1体を進化させたかった。もう1体進化能力で進化させられる?",  # a wish
    "前のターンに1体EP使って進化させた。このターン別のフォロワーの進化能力を使える?",  # another turn's
    "このターン相手が1体EP使って進化させた。自分のフォロワーの進化能力を使える?",  # the opponent's
    "このターン2体EP使って進化させた。もう1体の進化能力を使える?",  # more than 8.3.2 allows: another story
    "このターン1体EP使って進化させたあと、スペルを使った。別のフォロワーの進化能力も使える?",  # a second act
    "このターンはまだ1体も進化させてない。別のフォロワーの進化能力を使える?",  # none made
    "このターン1体EP使って進化させたかったけど、やめた。別のフォロワーの進化能力を使える?",  # a wish
]


@pytest.mark.parametrize("question", EVOLVE_AGAIN_STATED)
def test_8_3_2_second_evolve_in_a_turn_refused(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize("question", EVOLVE_AGAIN_WITHHELD)
def test_8_3_2_second_evolve_traps_withheld(question: str) -> None:
    assert _verdict(question)[0] is False
