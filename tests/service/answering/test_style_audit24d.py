"""Round-24 everyday audit (24d, all five games): 40 own questions about core-rule traps in everyday
words — who the turn player is and what the first turn may not do (先攻's draw and ドン!!, お互いの1ターン
目, a character or follower that came this turn, the イニシアチブプレイヤー's first draw), hand limits at
the turn's end (sve 7, none in onepiece / kiseki / ninjaslayer), deck-out timing (onepiece / ninjaslayer
lose at a deck of 0, sve / kiseki only when drawing from it), simultaneous defeat (sve draw, ninjaslayer
the non-turn player, kiseki's 絆 judgement), zones (given DON!!, a J/ルーラー, a 無効 card, 除外) and
resources left (PP最大値's cap, EP, damage counted per card) — asked as can / number / winner; 8 a game,
34 traps, kept in `data/style_audit24d.jsonl` with the rulebook clause of each expected answer.

First try (HEAD b38af7e): 19 stated, 19 right, 0 wrong, 21 withheld. Found besides the rows: sve stated
'opponent' for 「デッキが0枚。次にドローするまでは負けないよね?」 (the draw it names as the bound was
run). Built:
* `reading/until_act` — an act named as the bound of the asked time (「次にドローするまでは」「引くまで
  は」, not 「までに」 nor inside a quoted text) is no act told: sve now states 'none' (5.9.1.1, 11.2.2),
  kiseki 'none' (1102.1), onepiece / ninjaslayer keep 'opponent' (9-2-1-2, 1002.2);
* `reading/guessed_result` — a count guessed as the result and asked to confirm (「PP最大値は11になる?」
  「ライフは3000のまま?」) is asked, not told: `quantity._ASK` reads the word's value for it and the
  verdict says yes/no (a 'can': whether the run's value is the guess; answer line 「その値には
  なりません」), withheld when the word's value is not found (never the conclusion's first number);
* sve `deck_told_empty` with no turn told (the asker's turn, named; either turn runs no draw) and an
  unowned deck (the asker's, named; a third person's declines); kiseki `undrawn_deck` with no act told;
* the verdict's 「何ダメージ?」 counts 「N点のダメージ」 and 「Nダメージ」 (its unit had been 「ダ」).
After: 24 stated, all right; 16 withheld, each with its reason in "open".
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.answer_line import answer_line
from service.answering.plans import situate
from service.answering.reading.reader import read
from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit24d")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st24d-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit24d_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit24d_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=20)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# the act the asked time lasts until is no act told: nobody loses before the draw in sve / kiseki
# (5.9.1.1, 11.2.2; 1102.1), a deck of 0 loses at once in onepiece / ninjaslayer (9-2-1-2; 1002.2)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("デッキが0枚。次にドローするまでは負けないよね?", "sve", "none"),
        ("デッキが0枚になった。次のドローまでは負けない?", "sve", "none"),
        ("相手のデッキが0枚。相手がカードを引くまでは、まだ俺の勝ちじゃない?", "sve", "none"),
        ("デッキが0枚になった。カードを引くまでは負けない?", "kiseki", "none"),
        ("自分のデッキが0枚になっちゃった。次にドローするまではまだ負けないよね?", "onepiece", "opponent"),
        ("山札が0枚になったけど、次のドローまではセーフ?", "ninjaslayer", "opponent"),
    ],
)  # fmt: skip
def test_an_act_named_as_the_bound_is_not_run(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


def test_until_reads_only_a_bound() -> None:
    bound = read("デッキが0枚。次にドローするまでは負けない?", "sve")
    assert not [f for f in bound.facts if f.concept == "draw"]
    # 「までに」: by that act, which then happens; a quoted card text keeps its act
    assert [f for f in read("アタックするまでにドン!!を1枚付けた", "onepiece").facts if f.concept == "attack"]


# a deck told empty with nothing drawn since: nobody has lost yet (sve 5.9.1.1 / 11.2.2, kiseki 1102.1),
# whatever the turn — unsaid, the asker's turn and the asker's deck are named in the notes
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("デッキが0枚になった。その瞬間に負けになるの?", "sve"),
        ("山札が0枚になった。負け?", "sve"),
        ("相手のデッキが0枚になった。これで俺の勝ち?", "sve"),
        ("自分のデッキが0枚になった。その時点で負け?", "kiseki"),
        ("相手の山札が0枚になった。俺の勝ち?", "kiseki"),
        ("デッキが0枚になったら負け?", "kiseki"),
    ],
)  # fmt: skip
def test_an_empty_deck_not_drawn_from_defeats_nobody(question: str, game: str) -> None:
    assert situated(question, game)[:2] == (True, "none"), question


@pytest.mark.parametrize(
    ("question", "game", "right"),
    [
        ("友達の山札が0枚になった。負け?", "sve", ()),  # a third person's deck: not seated
        ("デッキが0枚になった。次のドローステップで負ける?", "kiseki", ("opponent",)),  # the draw is run
        ("相手のデッキが0枚。ターンが終わったら俺の勝ち?", "sve", ("self",)),  # the opponent's draw (7.2.4)
        # sve has no ドローフェイズ: the start phase's draw from the empty deck loses (7.2.4, 11.2.2)
        ("山札が0枚の状態で、自分のターンのドローフェイズになった。俺は負ける?", "sve", ("opponent",)),
        ("デッキ0枚のまま自分のターンの開始を迎えた。負け?", "sve", ("opponent",)),
    ],
)  # fmt: skip
def test_an_empty_deck_with_a_draw_or_a_stranger(question: str, game: str, right: tuple[str, ...]) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value in right, (question, value)  # right or withheld; () must be withheld


# a count guessed as the result and asked to confirm is a yes/no: whether the run's value is the guess
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("PP最大値が10のとき、次の自分のターンの開始でPP最大値は11になる?", "sve", "no"),  # 3.2.4.1
        ("PP最大値が3のとき、次の自分のターンでPP最大値は4に増える?", "sve", "yes"),
        ("手札3枚から2枚ドローしたら手札は5枚になる?", "ninjaslayer", "yes"),
        ("ドローステップで手札4枚から2枚引いたら手札は6枚になる?", "kiseki", "yes"),
        ("ライフ4000で800ダメージ受けたらライフは3000になる?", "fow", "no"),
        ("相手のライフ3000。相手に500ダメージを与える。相手のライフは3000のまま?", "fow", "no"),
    ],
)  # fmt: skip
def test_a_guessed_count_is_confirmed_by_its_value(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


def test_a_confirmed_guess_is_said_as_the_value() -> None:
    question = "PP最大値が10のとき、次の自分のターンの開始でPP最大値は11になる?"
    verdict = situate(question, "sve")[0].accounting.verdict
    assert answer_line(verdict, read(question, "sve")) == "答え: その値にはなりません"


def test_a_guessed_count_never_takes_another_number() -> None:
    # the conclusion's first number is the ドン!! (1), not the hand: withheld rather than stated
    stated, value, _ = situated("先攻の1ターン目、ドローフェイズの後の手札は6枚になる?", "onepiece")
    assert not stated, value


# 「何ダメージ?」 counts the damage however the conclusion says it (「300点のダメージ」, 「2ダメージ」)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("手札が3枚のとき「あなたの手札のカード1枚につき100ダメージを与える」は何ダメージ?", [300]),
        ("「あなたの手札のカード1枚につき200ダメージを与える」を手札4枚で撃ったら何ダメージ?", [800]),
    ],
)  # fmt: skip
def test_how_much_damage_counts_points(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question
