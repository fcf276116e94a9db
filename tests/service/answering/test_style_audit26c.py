"""Round-26 cost audit (26c, all five games): 40 own questions about cost modifiers and what is
actually paid — a cost set to a value (「「コストは2になる」効果」) together with increases and decreases
in the rulebook's order (sve 10.10.2.4, kiseki 1204.2f-6/-7/-8, ninjaslayer 1204.2g-4/-5/-6), a
reduction larger than the cost (0: onepiece 1-3-6, sve 1.3.2.2.1, kiseki / ninjaslayer 1203.5), an
increase from the opponent's card (「お互いのプレイヤーがプレイする…コストは1多くなる」), and the resource
that pays (onepiece active DON!! of the cost area vs DON!! given, ドン!!-N; sve PP vs EP; kiseki CP vs
EP; ninjaslayer アンタイ・オジギ エテル; fow will of the attribute vs void will, a partial payment); 8 a
game, 24 traps, kept in `data/style_audit26c.jsonl` with the rulebook clause of each expected answer.

First try (HEAD 35d817a1): 19 stated, 19 right, 0 wrong, 21 withheld. Built:
* lexicon data: STAT `cost_set` (a quoted or named 「コストはNになる」 effect; a result 「…-1されて
  コストは2になった」 is not one) for sve, kiseki, ninjaslayer and onepiece (onepiece: no engine field, so
  it withholds — its rulebook orders no set against changes); onepiece `cost_raise` (「コスト+1」
  「コストが1上がる」); sve an increase said in words (「コストは1多くなる」, as 「コスト+1」); sve
  「PP3の進化能力」 (an evolve's cost) and 「スペル打てる」; ninjaslayer 「エテルに5枚ある」; onepiece
  「ドン!!-2の起動効果」 unquoted; fow 「ウィルが3点必要」 (a cost by its size) and 「2点しかない」 (the
  will held in all);
* engines: sve `cost_set` (set first, then cost_change, 10.10.2.4; a refusal cites the change
  clauses), kiseki `cost_set` / `cost_up` / `cost_down` (1204.2f-6, -7, -8; a 0 payment emits
  `cost_paid_none` citing 1203.5), ninjaslayer `cost_set` (1204.2g-4), onepiece play `cost_raise`
  (summed with the lowering before a value below 0 counts as 0, 1-3-6);
* plans: `plans/kiseki_paid.py` (the CP/EP a play pays with the told changes, or whether the told
  pools pay it — an EVENT never from CP, a UNIT never from EP); sve `play_cost` takes a cost set,
  「PPいくつ払う?」「払うPPは?」 and the EP told beside a play (it pays no card, 3.2.5); ninjaslayer
  `entry_cost` takes a cost set; onepiece `can_play` / `don_paid` take a raise (and 「ドン!!いくつ
  払う?」 with no play verb); `quoted_cost` reads 「お互いのプレイヤーがプレイする/エントリーする…コストは
  N多くなる」 on any player's card as a change of the asker's play (sve, onepiece, ninjaslayer).
After: 38 stated, 38 right, 0 wrong, 2 withheld (each with its reason in "open"). Two older rows'
accepts updated: style_audit25e row 14 (「PPいくつ払う?」 now stated [0], its accept had the bare 0) and
onepiece_audit11 row 69 (「コストが2上がったコスト3のキャラ」: withheld while no raise was modelled, now
[5], read as its sibling rows read 「コストが1下がったコスト4」). retire_check: onepiece 526 → 531 stated,
sve 557 → 562, kiseki 469 → 473, ninjaslayer 562 → 568, fow 546 → 546, no WRONG added (sve's known 1).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit26c")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st26c-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit26c_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit26c_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a cost set to a value is applied before the increases and decreases (sve 10.10.2.4, kiseki 1204.2f-6,
# ninjaslayer 1204.2g-4), whatever order the question tells them in
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("PP2で、コスト4のフォロワーに「コストは2になる」効果がかかってる。出せる?", "sve", "yes"),
        ("PP1で、コスト4のフォロワーに「コストは1になる」効果と「コスト+1」がかかってる。プレイできる?",
         "sve", "no"),
        ("コスト6のアミュレットに「このカードのコストは3になる」効果。PPはいくつ払う?", "sve", [3]),
        ("CPが2で、CPコスト4のUNITに「CPコストは2になる」効果がかかってる。出せる?", "kiseki", "yes"),
        ("CPコスト3のUNITに「CPコストを1にする」効果と、CPコストを2減らす効果。CPいくつ払う?", "kiseki", [0]),
        ("CP1で、CPコスト4のUNITに「CPコストは1になる」効果と「CPコスト+1」。出せる?", "kiseki", "no"),
        ("エテル縦2枚。コスト5のキャラに「コストは2になる」効果がかかってる。エントリーできる?",
         "ninjaslayer", "yes"),
        ("エテル3枚。「コストは1になる」効果のかかったコスト6のキャラ、エントリーできる?",
         "ninjaslayer", "yes"),
        ("コスト3のキャラに「コストを0にする」効果と「コストを2少なくする」効果。エテル0枚で出せる?",
         "ninjaslayer", "yes"),
    ],
)  # fmt: skip
def test_a_set_cost_applies_first(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# withheld: a set in onepiece (no clause orders it against the changes), a set denied, and a value the cost
# came to (「…-1されてコストは2になった」: a result, not a second change)
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("コスト3のキャラ、「コストは1になる」効果がかかってる。アクティブのドン!!1枚で出せる?", "onepiece"),
        ("コスト4のキャラに「コストは2になる」効果とコスト-1の効果。ドン!!は何枚レストする?", "onepiece"),
        ("コスト3のキャラに「コストを1にする」効果はかかってない。エテル2枚で出せる?", "ninjaslayer"),
        ("PP3で、コスト3のフォロワーがコスト-1されてコストは2になった。PPいくつ払う?", "sve"),
    ],
)  # fmt: skip
def test_an_unordered_or_untold_set_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# 「お互いのプレイヤーがプレイする…コストはN多くなる」 on the opponent's card raises the asker's play too; a
# text naming 「相手」 (whose 相手, said on the opponent's card, is unread) withholds
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の場に「お互いのプレイヤーがプレイするフォロワーのコストは2多くなる」カードがある。PP4でコスト3の"
         "フォロワー出せる?", "sve", "no"),
        ("相手の場に「お互いのプレイヤーがプレイするスペルのコストは1多くなる」カードがある。PP4でコスト3の"
         "スペルをプレイできる?", "sve", "yes"),
        ("相手の場に「お互いのプレイヤーがエントリーするキャラクターのコストは1多くなる」カードがある。エテル縦4枚"
         "でコスト3のキャラ出せる?", "ninjaslayer", "yes"),
        ("相手の場に「相手がプレイするスペルのコストは1多くなる」カードがある。PP3でコスト3のスペル打てる?",
         "sve", None),
        ("相手の場に「相手がエントリーするキャラクターのコストは1多くなる」カードがある。エテル縦3枚でコスト3の"
         "キャラ出せる?", "ninjaslayer", None),
    ],
)  # fmt: skip
def test_an_increase_for_every_player(question: str, game: str, want: Any) -> None:
    stated, value, _ = situated(question, game)
    assert (stated, value) == (True, want) if want is not None else not stated, (question, value)


# an increase or decrease said in words or signs, in onepiece (summed before 0 applies, 1-3-6) and sve
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("PP2で、コスト3のフォロワーのコストが1下がってる。出せる?", "sve", "yes"),
        ("アクティブのドン!!が3枚。コスト2のキャラが相手の効果でコスト+1されてる。出せる?",
         "onepiece", "yes"),
        ("アクティブのドン!!が2枚。コスト2のキャラが相手の効果でコストが1上がってる。出せる?",
         "onepiece", "no"),
        ("コスト5のキャラにコスト-2の効果とコスト+1の効果。ドン!!は何枚レストする?", "onepiece", [4]),
        ("コスト1のキャラに相手の効果でコスト-3、自分の効果でコスト+2。ドン!!いくつ払う?", "onepiece", [0]),
    ],
)  # fmt: skip
def test_a_told_change_in_words_or_signs(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# what pays: ドン!!-N from the leader's DON!! too, a kiseki pool of the other kind never, EP no play, the
# エテル told as a total with its bowed part, a will cost told by its size
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("ドン!!-3の効果を使いたい。コストエリアにドン!!が1枚、リーダーに1枚付いてる。使える?",
         "onepiece", "no"),
        ("CP0でEP3。CPコスト2のUNITをEPで出せる?", "kiseki", "no"),
        ("EPが1でCPが5、EPコスト2のEVENTは使える?", "kiseki", "no"),
        ("PP4、EP2。コスト4のフォロワーは出せる?", "sve", "yes"),
        ("ウィルが2点必要で、2点しかない。プレイできる?", "fow", "yes"),
        ("エテルに5枚あるけど3枚は横向き。コスト2のキャラ出せる?", "ninjaslayer", "yes"),
        ("エテルに4枚、そのうち1枚はオジギしてる。コスト4のキャラ出せる?", "ninjaslayer", "no"),
    ],
)  # fmt: skip
def test_the_resource_that_pays(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# a will total beside attribute symbols, and a lowering 「使った」 with no play verb, stay withheld
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("コスト[光][1]なのに、ウィルは2点しかない。払える?", "fow"),
        ("コスト5のイベントのコストを2軽くして使った。ドン!!は何枚レストにした?", "onepiece"),
    ],
)  # fmt: skip
def test_an_unbound_payment_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question
