"""Round-21 everyday audit (21c, all five games): values across time and zone changes — a change that
lasts 「ターン終了時まで」/「このターン」 asked now or in a later turn, a card that goes back to the hand
and is played again (a new card), damage after a change, a power or cost below 0, a cost lowered by a
quoted card text, counters. 40 own questions, 8 a game, 18 traps (a later turn, a new card, the
owner's turn of DON!!, 工作力 not カラテ, a damage that stays or goes, another kind's cost), kept in
`data/style_audit21c.jsonl` with the rulebook clause of each expected answer
(`corpus/sources/<game>.txt`). A stated verdict must be one of `accept`; withholding is always
allowed, and a row withheld now says why in "open" (no xfail: a right verdict stated later passes).

First try (HEAD 3f7ff28): 18 stated / 16 right / 2 wrong / 22 withheld. Wrong: kiseki 「俺のターンに
DEF2のUNITに「このターン中+0/+3」…次の相手のターン、STR4のUNITが攻撃…スタンする?」 'no' (the +0/+3
kept into the next turn: 705.7a ends it) and 「…相手を攻撃した。相手はDEF5のUNITで応戦…スタンする?」 'no'
from an attack the engine refused (803.5b). Now 21 / 21 / 0 / 19, by mechanisms each tested below:
* kiseki's later turn read (lexicon turn_passed: 「次の相手のターン」「ターンが変わって」) — not modeled
  by a one-turn run, so the wrong 'no' withholds (arts_again, whose answer holds in any turn, reads it);
* a card's fate is not stated from an attack the engine refused, told as done before the asking
  sentence (reading/verdict_checks.refused_attack);
* quoted stat changes with their duration said, then a later turn told: the run ends the turn(s) and
  reads the stat (plans/quoted_later: kiseki 705.7a, ninjaslayer 505.3b, sve 7.4.8, onepiece 6-6-1-4);
* the told card returned to the hand and played again after quoted texts: a new card, printed values
  (plans/quoted_anew: onepiece 3-1-6, sve 4.1.4, kiseki 502.3, ninjaslayer 302.3);
* a damage told after the quoted texts on the told card (「そのフォロワーに3ダメージ」) meets the changed
  体力 (plans/quoted_dealt: sve 5.13.1, 11.3.1); one with no target said still withholds (audit 18a);
* sve's 体力 left after a fight is read from the run the answer is for (plans/sve_follower_left: a
  quoted +1/+1 given before the fight by plans/given_change had been left out: 3 for 4, HEAD);
* onepiece's power change of a card with no owner told is the asker's (whose card changes no power,
  1-3-7 / 1-3-7-1; plans/onepiece_power);
* a cost change quoted as card text (「手札のキャラのコストは2少なくなる」) names the kind it lowers, no card
  of the situation (plans/quoted_cost, onepiece can_play and sve play_cost: 1-3-6, 10.4.4.1);
* fow's 「ATKは?」「DEFは?」 ask the stat (lexicon ASK number).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit21c")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"st21c-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_style_audit21c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit21c_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if not situated(r["question"], r["game"])[0])


# kiseki 705.7a: a 「このターン中」 change ends with the turn — a fight told in the next turn is not run
# with it (the attack builder runs one turn): withheld, never 'not stunned'
@pytest.mark.parametrize(
    "question",
    [
        "俺のターンに自分のDEF2のUNITに「このターン中+0/+3」を与えた。次の相手のターン、相手のSTR4のUNITが"
        "攻撃してきて、そのUNITで応戦した。スタンする?",
        "自分のDEF2のUNITに「このターン中+0/+3」を与えた。ターンが終わって、相手のSTR4のUNITがそのUNITを"
        "攻撃してきた。スタンする?",
        "自分のDEF2のUNITに「このターン中+0/+3」を与えた。ターンが変わって、相手のSTR4のUNITに攻撃された。"
        "スタンする?",
    ],
)
def test_705_7a_a_fight_in_a_later_turn_is_not_run_with_this_turns_change(question: str) -> None:
    stated, value, _summary = situated(question, "kiseki")
    assert not stated or value is True, value


# kiseki 803.5b: the attack told on the player is refused while a UNIT may be attacked; the fate asked
# after it is not the refusal's 'stays'
def test_803_5b_no_fate_is_stated_from_a_refused_attack() -> None:
    q = "自分のSTR3のUNITで相手を攻撃した。相手はDEF2のUNITで応戦してきた。応戦したUNITはスタンする?"
    stated, value, _summary = situated(q, "kiseki")
    assert not stated or value is True, value
    q2 = (
        "自分のSTR3のUNITに「このターン中+2/+0」を与えて相手を攻撃した。相手はDEF5のUNITで応戦してきた。"
        "応戦したUNITはスタンする?"
    )
    assert not situated(q2, "kiseki")[0]


def test_an_attack_on_a_unit_still_states_its_fate() -> None:
    q = "自分のSTR3のUNITで相手のDEF2のUNITを攻撃した。相手のUNITはスタンする?"
    assert situated(q, "kiseki")[:2] == (True, True)


# plans/quoted_later: the turn the change lasted has ended (705.7a, 505.3b, 7.4.8, 6-6-1-4)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("STR3のUNITに「このターン中+2/+0」を与えた。次のターンになったら、そのUNITのSTRはいくつ?", "kiseki",
         [3]),
        ("STR2・DEF3のUNITに「このターン中+1/+1」を与えた。ターンが終わったらDEFはいくつ?", "kiseki", [3]),
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+2/+0」を与えた。次の相手のターン、このフォロワーの"
         "攻撃力は?", "sve", [2]),
        ("攻撃力2・体力3のフォロワーに「このターン+1/+1」を与えた。次の自分のターンになったら体力はいくつ?",
         "sve", [3]),
        ("パワー5000のキャラに「ターン終了時まで、パワー+2000」を与えた。次のターン、そのキャラのパワーは"
         "いくつ?", "onepiece", [5000]),
        ("相手のパワー6000のキャラに「ターン終了時まで、パワー-3000」を与えた。次の相手のターンになったら"
         "パワーはいくつ?", "onepiece", [6000]),
        ("カラテ2・耐久力3のキャラに「このターン+2/+0」を使った。ターンが終わったあとのカラテは?",
         "ninjaslayer", [2]),
        ("耐久力3のキャラに「このターン+0/+2」を使った。翌ターン、そのキャラの耐久力はいくつ?", "ninjaslayer",
         [3]),
    ],
)  # fmt: skip
def test_a_this_turn_change_is_gone_in_a_later_turn(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # no duration said in the quote: whether it lasts is not told
        ("攻撃力2・体力2のフォロワーに「+2/+0」を与えた。次のターン、このフォロワーの攻撃力は?", "sve"),
        # a damage with the change: sve keeps a damage (5.13.1), the plan reads stat changes only
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えて1ダメージ。次のターン、体力は?",
         "sve"),
        # a hand asked across a turn (draws): not the stat read
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+2/+0」を与えた。次のターン、相手の手札は何枚?",
         "sve"),
        # fow runs no turns (§10 only)
        ("ATK600/DEF600のリゾネイターに「ターン終了時まで[+200/+200]を得る」を使った。次のターン、ATKは"
         "いくつ?", "fow"),
    ],
)  # fmt: skip
def test_a_later_turn_the_plan_does_not_read_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


def test_the_same_turn_still_keeps_the_change() -> None:
    for q, game, want in [
        ("STR2・DEF3のUNITに「このターン中+1/+1」を与えた。今のDEFはいくつ?", "kiseki", [4]),
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+2/+0」を与えた。このターン中、このフォロワーの攻撃力は?",
         "sve", [4]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# plans/quoted_anew: a card back in the hand and played again is a new card (3-1-6, 4.1.4, 502.3, 302.3)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("自分のパワー4000のキャラに「ターン終了時まで、パワー+3000」を与えたあと、そのキャラが手札に戻った。"
         "もう一度登場させたら、パワーはいくつ?", "onepiece", [4000]),
        ("攻撃力3・体力3のフォロワーに「ターン終了時まで+2/+2」を与えたあと、そのフォロワーが手札に戻った。"
         "同じターンにもう一度プレイしたら体力はいくつ?", "sve", [3]),
        ("攻撃力2・体力2のフォロワーに「+1/+1」を与えた。そのあと手札に戻されて、もう一度プレイした。攻撃力は?",
         "sve", [2]),
        ("STR4のUNITに「このターン中+2/+0」を与えたけど、そのUNITが手札に戻された。もう一度出したらSTRは"
         "いくつ?", "kiseki", [4]),
        ("STR2・DEF2のUNITに「このターン中+0/+3」を使った。そのUNITは手札に戻された。また出したらDEFはいくつ?",
         "kiseki", [2]),
        ("カラテ2・耐久力3のキャラに「このターン+2/+0」を使った。そのキャラが手札に戻って、もう一回出した。"
         "カラテは?", "ninjaslayer", [2]),
    ],
)  # fmt: skip
def test_a_card_played_again_is_a_new_card(question: str, game: str, want: list[int]) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "wrong"),
    [
        # another card returned: the told card keeps its change (4)
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+2/+0」を与えた。別のフォロワーを手札に戻して、"
         "もう一度プレイした。このフォロワーの攻撃力は?", [2]),
        # the opponent's card played again by the opponent: in its owner's turn, not run
        ("相手の攻撃力2・体力2のフォロワーに「ターン終了時まで+2/+0」を与えた。そのフォロワーが手札に戻って、"
         "相手がもう一度プレイした。攻撃力は?", [4]),
        # returned, not played again: a card in the hand has no value in play
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+2/+0」を与えた。そのフォロワーが手札に戻った。"
         "攻撃力は?", [4]),
    ],
)  # fmt: skip
def test_a_return_the_plan_cannot_bind_to_the_told_card_withholds(question: str, wrong: list[int]) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value != wrong, value


def test_a_return_denied_is_no_new_card() -> None:
    q = (
        "パワー4000のキャラに「ターン終了時まで、パワー+3000」を与えた。そのキャラを手札に戻さずに、"
        "もう一度登場させた。パワーは?"
    )
    stated, value, _summary = situated(q, "onepiece")
    assert not stated or value != [4000], value


# plans/quoted_dealt: a damage after the quoted change meets the changed 体力 (5.13.1, 11.3.1)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えてから、そのフォロワーに3ダメージを与えた。"
         "破壊される?", "sve", False),
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えてから、そいつに4ダメージ。破壊される?",
         "sve", True),
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えて、そこに3ダメージ。体力はいくつ?",
         "sve", [1]),
        ("攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えた。そのフォロワーが3ダメージを受けた。"
         "体力は?", "sve", [1]),
        ("耐久力2のキャラに「このターン+0/+2」を使って、そのキャラに3点ダメージを与えた。殺される?",
         "ninjaslayer", False),
    ],
)  # fmt: skip
def test_a_damage_after_the_change_meets_the_changed_health(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        # the card deals the damage (to a leader): nothing it takes
        "攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えた。そのフォロワーが相手のリーダーに3ダメージを"
        "与えた。破壊される?",
        # another follower takes it
        "攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えた。別のフォロワーに3ダメージを与えた。"
        "このフォロワーは破壊される?",
        # no target said (the leader's? audit 18a): not read
        "攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えてから、3ダメージを与えた。このフォロワーは"
        "破壊される?",
        "攻撃力2・体力2のフォロワーに「ターン終了時まで+0/+2」を与えて、そのあと5ダメージを与えた。破壊される?",
    ],
)
def test_a_damage_not_taken_by_the_told_card_withholds(question: str) -> None:
    assert not situated(question, "sve")[0], question


# onepiece 1-3-7 / 1-3-7-1: a power below 0, whoever's card it is
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("パワー2000のキャラがパワー-3000されちゃった。今のパワーっていくつ?", [-1000]),
        ("パワー5000のキャラに+2000の効果。パワーはいくつ?", [7000]),
        ("パワー1000のキャラが効果で-4000された。パワーはいくつになる?", [-3000]),
    ],
)
def test_1_3_7_a_power_change_of_an_unowned_card(question: str, want: list[int]) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


# plans/quoted_cost: the quoted change lowers the kind it names (1-3-6, 10.4.4.1)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札にコスト5のキャラ。場に「手札のキャラのコストは2少なくなる」効果がある。アクティブのドン!!が3枚なら"
         "登場できる?", "onepiece", "yes"),
        ("手札にコスト5のキャラ。場に「手札のキャラのコストは2少なくなる」効果がある。アクティブのドン!!が2枚なら"
         "登場できる?", "onepiece", "no"),
        ("手札のコスト4のフォロワー、場の「あなたの手札のフォロワーのコストは1少なくなる」で軽くなってる。PPは3。"
         "出せる?", "sve", "yes"),
        ("手札のコスト4のフォロワー。「手札のフォロワーのコストは1少なくなる」が場にある。PP3で出せる?",
         "sve", "yes"),
    ],
)  # fmt: skip
def test_a_quoted_cost_change_lowers_its_kind(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "game", "wrong"),
    [
        # another kind named: its cost is not lowered (a 'yes' would be wrong)
        ("手札にコスト5のキャラ。場に「手札のイベントのコストは2少なくなる」効果がある。アクティブのドン!!が3枚なら"
         "登場できる?", "onepiece", "yes"),
        ("手札のコスト4のスペル、場の「あなたの手札のフォロワーのコストは1少なくなる」で軽くなってる。PPは3。"
         "プレイできる?", "sve", "yes"),
        # the opponent's card's text lowers the opponent's costs
        ("手札にコスト5のキャラ。相手の場に「あなたの手札のキャラのコストは2少なくなる」がある。アクティブのドン!!"
         "3枚で登場できる?", "onepiece", "yes"),
        # a condition in the text is not read
        ("コスト4のキャラを出したい。「自分のターン中、手札のキャラのコストは1少なくなる」効果が出てて、"
         "アクティブのドン!!は3枚。出せますか?", "onepiece", "yes"),
    ],
)  # fmt: skip
def test_a_quoted_cost_change_another_kind_or_player_is_not_applied(
    question: str, game: str, wrong: str
) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value != wrong, value


# fow 10.19 / 10.21: 「ATKは?」「DEFは?」 ask the stat
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("ATK500/DEF500のリゾネイターに[+100/+100]カウンターが2個と[-100/-100]カウンターが1個のってる。ATKは?",
         [600]),
        ("ATK500/DEF500のリゾネイターに[+100/+100]カウンターが2個。DEFは?", [700]),
        ("ATK400/DEF400のリゾネイターに[-100/-100]カウンターを1個置いた。ATKって?", [300]),
    ],
)  # fmt: skip
def test_10_21_a_stat_asked_by_its_printed_name(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


# 8.4.9 / 5.26.1: the 体力 left after a fight, read from the run with the quoted change given before it
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("自分の攻撃力1・体力4のフォロワーに「ターン終了時まで+1/+1」を与えてから、相手のアクト状態の攻撃力1・"
         "体力2のフォロワーを攻撃した。自分のフォロワーの体力は?", [4]),
        ("自分の攻撃力3・体力4のフォロワーで、相手のアクト状態の攻撃力1・体力5のフォロワーを攻撃した。"
         "俺のフォロワーの体力は?", [3]),
    ],
)  # fmt: skip
def test_8_4_9_the_health_left_is_the_runs(question: str, want: list[int]) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value == want, value
