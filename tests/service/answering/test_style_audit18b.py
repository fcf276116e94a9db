"""Round-18 everyday audit 18b (all five games, how many — life / 体力 / 絆 / ダメージ・ゾーン left, hand and
deck after draws and plays, DON!! / PP / CP / エテル / will left, damage, power and DEF after a modifier,
can-X about paying for a second play): 40 own questions in the hidden set's style, 8 a game, 20 traps
(the opponent's count asked, a counter that ties, the power off the owner's turn, a blocker, a follower
fight with the leader's 体力 asked, a hand at the limit after a play, no stun below DEF, support's no
overkill, ウケミ cards, a reduction per damage, a discard of the target), kept in
`data/style_audit18b.jsonl` with the rulebook clause of each expected answer (`corpus/sources/<game>.txt`)
and the first try's result. A row still withheld says why in "open" (withholding is always allowed).

First try (HEAD 1c0ebe0): 28 stated, 28 right, 0 wrong, 12 withheld. The general capabilities added
(each tested below over several wordings, in three games, with traps that must flip or withhold):
- 「もう1体 / もう1枚」 said right before a costed card (「…を出したあと、もう1体コスト2のフォロワーって
  出せる?」「もう1体CPコスト2のUNITを出せる?」「もう1体コスト3のキャラを出せる?」) is that card's play,
  no count of the situation (lexicon sve / kiseki / onepiece one_more, as ninjaslayer's): the 1 had been a
  NUMBER no scenario holds (kiseki's was "found" only when a cost of 1 was told).
- sve a play count said of one card among several played (「コスト2のフォロワーを2体出して、コスト3の
  スペルも使った」): the count repeats the costed card told right before it in its own clause
  (plans/sve_pay.each_played, 8.2.1, 10.4.4; sve_hand_plays too) — it had bound only when one card was told;
  the planner reads an exact play count as the plays of one told card (reading/payload._same_card_runs).
  A count said of several cards (「コスト2とコスト3のフォロワーを2体出した」「2体とも」「合わせて3枚」)
  still withholds.
- the same per-card count in the other games' plays one after another: onepiece plays_left (「コスト1の
  キャラを2体出して、コスト2のイベントも使った」, 2-7-2 / 2-7-3; a count had sent every such question to
  play_count, which plays one card), kiseki deploy_cp (plans/kiseki_played: each UNIT with its own CPコスト
  and verb, 1206.1 / 1204.2f-1; several UNIT nouns had withheld), and a told count right before a play verb
  is reflected only by that many plays of one card (reading/telling._plays_counted) — ninjaslayer's
  etel_left built it already, the 2 of 「コスト1のキャラを2体出して、コスト3のキャラも出した」 found nowhere.
- ninjaslayer: the アイサツ told before the asked second one aimed at the opponent's character (「相手の
  キャラにアイサツした。…そのキャラでもう1回アイサツできる?」): the run's first アイサツ takes that card
  (plans/ninjaslayer_again._first_at_card, 704.5 / 704.3a-1) — the card told had been in no scenario.
- sve hand_limit: cards told played from the hand before the end phase leave it (「手札が8枚のとき、コスト1の
  フォロワーを出してからエンドフェイズになった。何枚捨てる?」: 0, sve_hand_plays.played_before, 8.2.1,
  7.4.7); the discards counted are the limit's only (sve_players._limit_head: a spell played goes from the
  hand to the graveyard too, and had been counted as discarded once plays were run).
After: 32 stated, 32 right, 0 wrong, 8 withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit18b")

_PARAMS = [pytest.param(r, id=f"st18b-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]


@pytest.mark.parametrize("row", _PARAMS)
def test_style_audit18b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)
    elif "open" not in row:
        pytest.fail(f"withheld, no open reason: {row['question']}")


def test_style_audit18b_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=14)
    assert all(r["accept"] or "open" in r for r in _ROWS)


# 「もう1体」 before a costed card: that card's play (sve 8.2.1 / kiseki 1204.2f-1 / onepiece 2-7-2)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("PP4のとき、コスト2のフォロワーをプレイした。もう1体コスト2のフォロワーを出せますか?", "sve", "yes"),
        ("PP4のとき、コスト2のフォロワーをプレイした。もう1体コスト3のフォロワーを出せますか?", "sve", "no"),
        ("PP3。コスト1のスペルを使ったあと、もう1枚コスト2のスペルって使える?", "sve", "yes"),
        ("拠点が3枚で配備ステップに入った。CPコスト2のUNITを出したあと、もう1体CPコスト2のUNITを出せる?",
         "kiseki", "no"),
        ("拠点に5枚。配備ステップでCPコスト3のUNITを出して、もう1体CPコスト2のUNITも出せる?",
         "kiseki", "yes"),
        ("アクティブのドン!!が5枚。コスト2のキャラを出したあと、もう1体コスト3のキャラを出せる?",
         "onepiece", "yes"),
        ("アクティブのドン!!が5枚。コスト3のキャラを出したあと、もう1体コスト3のキャラを出せる?",
         "onepiece", "no"),
        ("アクティブのドン!!6枚。コスト4のキャラを登場させてから、もう1体コスト2のキャラを出せますか?",
         "onepiece", "yes"),
    ],
)  # fmt: skip
def test_one_more_costed_card_is_its_play(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("コスト2のフォロワーを出したあと、もう1体コスト2のフォロワーを出せる?", "sve"),  # no PP told
        ("CPコスト2のUNITを出したあと、もう1体CPコスト2のUNITを出せる?", "kiseki"),  # no 拠点 / CP told
        ("コスト2のキャラを出したあと、もう1体コスト3のキャラを出せる?", "onepiece"),  # no DON!! told
        ("アクティブのドン!!が4枚。コスト2のキャラを出した。もう1体の効果も使える?", "onepiece"),
        ("PPは4。コスト1のフォロワーを出して、もう1体のフォロワーを進化させた。PPは残りいくつ?", "sve"),
    ],
)
def test_one_more_with_nothing_to_pay_from_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# 8.2.1 / 10.4.4: a count said of one costed card among several played
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("PP最大値7、PPも7です。コスト2のフォロワーを2体出して、コスト3のスペルも使いました。PPは残りいくつですか?",
         [0]),
        ("PP6。コスト1のフォロワーを3体出して、コスト2のアミュレットを出した。PPは残りいくつ?", [1]),
        ("PP5。コスト1のスペルを使ってから、コスト2のフォロワーを2体出した。PP残りは?", [0]),
        ("手札6枚、PP7。コスト1のフォロワーを2体出して、コスト2のスペルを使った。手札は何枚?", [3]),
        ("手札5枚。コスト2のフォロワーを出して、コスト1のフォロワーを2体出した。手札は?", [2]),
        ("PP6。コスト2のフォロワーを3体出した。PPは残りいくつ?", [0]),
    ],
)  # fmt: skip
def test_8_2_1_a_count_repeats_the_card_it_is_said_of(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "PP8。コスト2のフォロワーとコスト3のフォロワーを2体とも出した。PPは残りいくつ?",
        "PP8。コスト2とコスト3のフォロワーを2体出した。PPは残りいくつ?",
        "PP8。コスト1のスペルとコスト2のフォロワー、合わせて3枚プレイした。PPは残りいくつ?",
    ],
)
def test_a_count_of_several_cards_is_not_one_cards(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value == [3], value


def test_8_2_1_a_second_play_the_pp_cannot_pay_is_refused() -> None:
    q = "PP5。コスト2のフォロワーを2体出して、コスト2のスペルも使える?"
    assert situated(q, "sve")[:2] == (True, "no")


# the count of one card among several played, in onepiece (2-7-2), ninjaslayer (1204.2g-1), kiseki (1204.2f-1)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("アクティブのドン!!6枚。コスト1のキャラを2体出して、コスト2のイベントも使った。アクティブのドン!!は何枚残る?",
         "onepiece", [2]),
        ("アクティブなドン!!が8枚。コスト1のキャラを3体登場させて、そのあとコスト2のキャラを出した。"
         "アクティブなドン!!は何枚?", "onepiece", [3]),
        ("エテル・ゾーンにアンタイ・オジギのカードが6枚。コスト1のキャラを2体出して、コスト3のキャラも出した。"
         "アンタイ・オジギのエテルは何枚?", "ninjaslayer", [1]),
        ("アンタイ・オジギのエテルが7枚。コスト2のキャラを出して、コスト1のキャラを3体出した。"
         "アンタイ・オジギのエテルは何枚残る?", "ninjaslayer", [2]),
        ("拠点5枚で配備ステップ。CPコスト1のUNITを2体出して、CPコスト2のUNITも出した。CPは残りいくつ?",
         "kiseki", [1]),
        ("拠点に6枚。配備ステップでCPコスト2のUNITを出して、CPコスト1のUNITを2体出した。CPはいくつ残る?",
         "kiseki", [2]),
        ("拠点4枚。配備ステップでCPコスト1のUNITを出して、CPコスト2のUNITも出した。残りのCPは?",
         "kiseki", [1]),
        ("拠点5枚で配備ステップ。CPコスト1のUNITを3体出して、CPコスト3のUNITも出せる?", "kiseki", "no"),
    ],
)  # fmt: skip
def test_a_count_repeats_its_card_in_every_game(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game", "right"),
    [
        ("アクティブのドン!!6枚。コスト1のキャラとコスト2のキャラを2体とも出した。アクティブのドン!!は何枚残る?",
         "onepiece", [3]),
        ("アンタイ・オジギのエテルが6枚。コスト1とコスト2のキャラを2体出した。アンタイ・オジギのエテルは何枚残る?",
         "ninjaslayer", [3]),
        ("拠点5枚で配備ステップ。CPコスト1とCPコスト2のUNITを2体とも出した。CPは残りいくつ?", "kiseki", [2]),
        # five characters already in play: the area's limit (3-7-6-1) is not what the plan runs
        ("キャラが4体いる。アクティブのドン!!8枚。コスト1のキャラを2体出して、コスト1のイベントを使った。"
         "アクティブのドン!!は何枚?", "onepiece", []),
    ],
)  # fmt: skip
def test_a_count_of_several_cards_is_never_one_cards(question: str, game: str, right: list[int]) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value == right, value


# 704.5 / 704.3a-1: the first アイサツ told at the opponent's character bows the attacker all the same
@pytest.mark.parametrize(
    "question",
    [
        "カラテ3のキャラで相手のキャラにアイサツした。同じターンに、そのキャラでもう1回アイサツできる?",
        "俺のキャラで相手のキャラにアイサツしたあと、同じキャラでもう一回アイサツできますか?",
        "相手のキャラにアイサツしたキャラで、同じターン中にもう1回アイサツできる?",
        "相手のキャラにアイサツした俺のキャラって、このターンもう一度アイサツできる?",
    ],
)
def test_704_5_a_second_aisatsu_after_one_at_a_character(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, "no"), question


def test_another_character_after_an_aisatsu_at_a_character_is_not_refused() -> None:
    q = "カラテ3のキャラで相手のキャラにアイサツした。別のキャラでもアイサツできる?"
    stated, value, _summary = situated(q, "ninjaslayer")
    assert not stated or value == "yes", value


# 8.2.1 / 7.4.7: the cards played before the end phase leave the hand; a spell played is no discard
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("手札が8枚のとき、コスト1のフォロワーを出してからエンドフェイズになった。何枚捨てる?", [0]),
        ("手札6枚の状態で、メインフェイズに効果で2枚引いて、コスト1のフォロワーを1枚出した。エンドフェイズに何枚捨てる?",
         [0]),
        ("手札9枚。コスト2のフォロワーを出して、エンドフェイズを迎えた。何枚捨てる?", [1]),
        ("手札10枚。コスト1のスペルを使って、コスト2のフォロワーを出した。エンドフェイズに何枚捨てることになる?",
         [1]),
        ("手札8枚。コスト3のフォロワーを出してから、効果で2枚引いた。エンドフェイズに何枚捨てる?", [2]),
        ("手札9枚。コスト1のスペルを使った。エンドフェイズのあと手札は何枚残る?", [7]),
    ],
)  # fmt: skip
def test_7_4_7_the_hand_after_the_plays_told(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "手札7枚。相手がコスト2のフォロワーを出した。エンドフェイズに何枚捨てる?",  # not the asker's hand
        "コスト1のフォロワーを出した。手札が9枚でエンドフェイズ。何枚捨てる?",  # the hand told after the play
    ],
)
def test_7_4_7_plays_not_from_the_hand_told_withhold(question: str) -> None:
    assert not situated(question, "sve")[0], question
