"""Round-20 everyday audit (20c, all five games): setup, deck construction and zone counts — deck size
and copy limits, the opening hand and mulligan, who goes first and the first turn's draw, and the hand
/ deck / 墓地 counts after a told sequence of draws, discards and plays. 40 own questions, 8 a game, 19
traps (a first player's first turn, a mulligan asked again, a blitz format's copies, a per-step まで, the
other player's draw), kept in `data/style_audit20c.jsonl` with the rulebook clause of each expected
answer (`corpus/sources/<game>.txt`). A stated verdict must be one of `accept`; withholding is always
allowed, and a row withheld now says why in "open" (no xfail: a right verdict stated later passes).

First try (HEAD a08ea2e): 21 stated / 21 right / 0 wrong / 19 withheld. Now 27 / 27 / 0 / 13, by
mechanisms each tested below over several wordings and traps:
* a card told played from the hand with no cost is counted out of the hand at a cost of 1
  (plans/untold_cost.py, kinds in lexicon/played_kinds.json; onepiece 2-7-2 / 2-7-3 — an event's 発動
  too —, sve 8.2.1 / 10.6.2.1);
* draws told one after another, the hand or the deck asked (plans/told_draws.py: onepiece 4-5-2, sve
  5.9.2, kiseki 1313.1; ninjaslayer and fow had them);
* several cards asked put in the placement step at once (plans/placement_step.at_once, the place words
  in the kiseki / ninjaslayer lexicons: 703.7a, 502.4a) — and ninjaslayer's etel_place no longer puts a
  card in the エテル when another phase is told (retire_check ninjaslayer-al-03 had turned wrong);
* sve's start-phase draw told (「スタートフェイズにカードを1枚引いた」) is the turn's own draw
  (plans/sve_turn, 7.2.4; none for the first player's first turn, 7.2.4.1, withheld);
* onepiece's opening hand asked alone (plans/onepiece_opening: 5-2-1-6, 5-2-1-6-1);
* kiseki's 「イニシアチブ/インシアチブプレイヤーの最初のターン」 is the first player's (603.1a, lexicon).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit20c")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"st20c-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_style_audit20c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit20c_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=14)
    assert all("open" in r for r in _ROWS if not situated(r["question"], r["game"])[0])


# onepiece 2-7-2 / 2-7-3, sve 8.2.1 / 10.6.2.1: a card played leaves the hand whatever it cost
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札5枚。キャラを1枚登場させて、イベントを1枚発動した。手札は何枚?", "onepiece", [3]),
        ("手札5枚。キャラを登場させて、イベントを発動した。手札は何枚?", "onepiece", [3]),
        ("手札6枚。キャラクターを2体出して、そのあとステージも出した。手札は何枚残る?", "onepiece", [3]),
        ("手札5枚。フォロワーを1枚プレイして、スペルも1枚プレイした。手札は何枚残る?", "sve", [3]),
        ("手札5枚。フォロワーをプレイして、スペルもプレイした。手札は何枚残る?", "sve", [3]),
        ("手札6枚。フォロワーを2体出して、そのあとアミュレットも出した。手札は何枚?", "sve", [3]),
        ("手札5枚。PP2でフォロワーを出した。手札は何枚?", "sve", [4]),
    ],
)  # fmt: skip
def test_a_card_played_with_no_cost_told_leaves_the_hand(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


# traps: an ability activated is no card played, the other player's play, a draw among the plays
@pytest.mark.parametrize(
    ("question", "game", "wrong"),
    [
        ("手札5枚。キャラを出して、そのキャラの効果を発動した。手札は何枚?", "onepiece", [3]),
        ("手札5枚。相手がキャラを出した。手札は何枚?", "onepiece", [4]),
        ("手札4枚。キャラを1枚出して、カードを1枚引いた。手札は何枚?", "onepiece", [3]),
        ("手札5枚。相手がフォロワーを出した。手札は何枚?", "sve", [4]),
        ("手札5枚。フォロワーを出して、カードを1枚引いた。手札は何枚?", "sve", [4]),
    ],
)  # fmt: skip
def test_an_untold_cost_play_does_not_count_what_is_not_a_play(
    question: str, game: str, wrong: list[int]
) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value != wrong, value


# onepiece 4-5-2, sve 5.9.2, kiseki 1313.1: draws told one after another, the hand or the deck asked
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札4枚。カードを2枚引いた。手札は何枚?", "onepiece", [6]),
        ("デッキ10枚。カードを2枚引いて、さらに1枚引いた。デッキは何枚?", "onepiece", [7]),
        ("山札が8枚。2枚ドローした。山札は何枚残る?", "onepiece", [6]),
        ("デッキ10枚。カードを2枚引いた。デッキは何枚?", "sve", [8]),
        ("手札2枚。カードを1枚引いて、もう1枚引いた。手札は何枚になる?", "sve", [4]),
        ("デッキ残り10枚。カードを2枚引いて、さらに1枚引いた。デッキは何枚?", "sve", [7]),
        ("手札4枚。カードを2枚引いた。手札は何枚?", "kiseki", [6]),
        ("デッキ10枚。カードを2枚引いて、さらに1枚引いた。デッキは何枚?", "kiseki", [7]),
        ("山札が8枚。2枚ドローした。山札は何枚残る?", "kiseki", [6]),
    ],
)  # fmt: skip
def test_draws_told_in_sequence_are_counted(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


# traps: the other player's draw, a deck too small, a discard among the draws, the hand untold
@pytest.mark.parametrize(
    ("question", "game", "wrong"),
    [
        ("手札4枚。相手がカードを2枚引いた。手札は何枚?", "onepiece", [6]),
        ("デッキ2枚。カードを3枚引いた。デッキは何枚?", "onepiece", [-1]),
        ("手札4枚。カードを2枚引いて1枚捨てた。手札は何枚?", "onepiece", [6]),
        ("デッキ20枚。相手がカードを2枚引いた。デッキは何枚?", "sve", [18]),
        ("デッキ10枚。カードを2枚引いた。手札は何枚?", "sve", [2]),
        ("手札4枚。相手がカードを2枚引いた。手札は何枚?", "kiseki", [6]),
        ("手札4枚。カードを3枚引いて1枚捨てた。手札は何枚?", "kiseki", [7]),
    ],
)  # fmt: skip
def test_a_draw_not_the_askers_or_not_alone_is_not_counted(
    question: str, game: str, wrong: list[int]
) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or (value != wrong and value is not None), value


# kiseki 703.7a, ninjaslayer 502.4a: up to one card in the step; several at once are refused
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("拠点ステップで手札から2枚まとめて拠点に置ける?", "kiseki"),
        ("拠点ステップで2枚拠点に置ける?", "kiseki"),
        ("拠点ステップって、手札を3枚拠点に置いてもいい?", "kiseki"),
        ("エテル・ステップで手札を2枚エテル・ゾーンに置ける?", "ninjaslayer"),
        ("エテル・ステップで手札から2枚エテルに置いていい?", "ninjaslayer"),
    ],
)
def test_several_cards_at_once_in_the_placement_step_are_refused(question: str, game: str) -> None:
    assert situated(question, game)[:2] == (True, "no"), question


def test_a_placement_told_done_is_not_asked_at_once() -> None:
    assert not situated("拠点ステップで2枚拠点に置いた。CPはいくつ?", "kiseki")[0]
    assert situated("拠点ステップで1枚拠点に置ける?", "kiseki")[1] in (None, "yes")


# sve 7.2.4 / 7.2.4.1: the start phase's one draw told is the turn's own draw, not a second one
@pytest.mark.parametrize(
    "question",
    [
        "後攻の1ターン目。最初の手札4枚で、スタートフェイズにカードを1枚引いた。手札は何枚?",
        "後攻の1ターン目。最初の手札4枚で、スタートフェイズに1枚ドローした。手札は何枚?",
        "後攻です。1ターン目のスタートフェイズで1枚引きました。初手4枚だったので手札は何枚?",
    ],
)
def test_7_2_4_the_start_phase_draw_told_is_the_turns_draw(question: str) -> None:
    assert situated(question, "sve")[:2] == (True, [5]), question


# traps: the first player's first turn draws none (7.2.4.1); a draw told elsewhere is one more
@pytest.mark.parametrize(
    ("question", "wrong"),
    [
        ("後攻の1ターン目。手札4枚。メインフェイズにカードを1枚引いた。手札は何枚?", [5]),
        ("後攻の1ターン目。最初の手札4枚。スペルでカードを1枚引いた。手札は何枚?", [5]),
        ("後攻の1ターン目。最初の手札4枚で、スタートフェイズに2枚引いた。手札は何枚?", [5]),
    ],
)
def test_7_2_4_a_draw_not_the_start_phases_one_is_not_the_turns(question: str, wrong: list[int]) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value != wrong, value


def test_7_2_4_1_a_draw_told_the_first_players_first_turn_never_makes_withholds() -> None:
    q = "先攻の1ターン目。最初の手札4枚で、スタートフェイズにカードを1枚引いた。手札は何枚?"
    assert not situated(q, "sve")[0]


# onepiece 5-2-1-6 / 5-2-1-6-1: the hand the game starts with, redrawn or not, is 5
@pytest.mark.parametrize(
    "question",
    [
        "最初の手札って何枚?",
        "ゲーム開始時の手札は何枚?",
        "マリガンした後の手札は何枚?",
        "後攻です。引き直しはしなかった。ゲーム開始時の手札は何枚?",
    ],
)
def test_5_2_1_6_the_opening_hand_is_five(question: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, [5]), question


# traps: the other player's hand, a partial redraw (none in the rules), a hand after a told draw
def test_5_2_1_6_other_hands_are_not_the_opening_hand() -> None:
    assert not situated("相手が引き直した。相手の手札は何枚?", "onepiece")[0]
    assert not situated("初手で2枚だけ戻して引き直したら手札は何枚?", "onepiece")[0]
    stated, value, _summary = situated("最初の手札5枚で、2枚引いた。手札は何枚?", "onepiece")
    assert not stated or value == [7], value


# kiseki 603.1a / 703.6a: the first turn's initiative player, however spelt, draws 2 like any other
@pytest.mark.parametrize(
    "question",
    [
        "インシアチブプレイヤーの最初のターン、ドローステップで何枚引く?",
        "イニシアチブプレイヤーの最初のターン、ドローステップで何枚引く?",
        "イニシアティブ側の1ターン目、ドローステップで何枚ドローする?",
    ],
)
def test_703_6a_the_initiative_players_first_draw_is_two(question: str) -> None:
    assert situated(question, "kiseki")[:2] == (True, [2]), question


# 502.4a / 703.7a: a placement asked after its step has passed is not the step's (retire_check al-03)
def test_a_placement_asked_in_another_phase_is_not_the_steps() -> None:
    q = "エテル・ステップで置くの忘れてキャラフェイズ入っちゃった。今から手札を1枚エテル・ゾーンに置ける?"
    assert situated(q, "ninjaslayer")[1] in (None, "no")
    q = "拠点ステップで置き忘れて配備ステップに入った。今から手札から2枚まとめて拠点に置ける?"
    assert situated(q, "kiseki")[1] in (None, "no")
