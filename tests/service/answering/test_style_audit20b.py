"""Round-20 everyday audit 20b (battles, damage and life; all five games): 40 own questions, 8 a game, 21
traps (an attack the rulebook forbids — an active character, a standing follower, 【威圧】, 【守護】,
【ヘイト】 —, a blocker, a power short by its DON!!, 工作力 not カラテ at a player, the アイサツ card taking
no damage, a サツバツ card killed before its trigger, a supported UNIT, the 応戦 stunning the attacker, a
reduction, a counter, 破壊されない, each player's damage), kept in `data/style_audit20b.jsonl` with the
rulebook clause of each expected answer (`corpus/sources/<game>.txt`; an empty `accept` means no verdict
may be stated; `open` says why a row is withheld).

First try (HEAD a08ea2e): 29 stated / 29 right / 0 wrong / 11 withheld; after (on a6cc0c9): 32 / 32 / 0 / 8 (4
of the 8 by design: §10 holds no destruction at 防御力 nor defeat at life 0). Mechanisms added:

* a stat change given to a told card before its fight — kiseki 「STR2のUNITに+2/+0を与えてから…攻撃」: the
  に-noun of a giving verb is the change's recipient, not the attacked UNIT (`kiseki_sides.GIVEN`), and a
  change told in an earlier turn declines (`kiseki_effects._EARLIER`, 705.7a — on HEAD
  「前のターンに「このターン中+2/+0を得る」を得たSTR2のUNITで…相手の絆6は?」 had been stated 2 for 4);
  sve and ninjaslayer 「…フォロワーに「このターン+1/+0」を与えてから…攻撃」, onepiece
  「…キャラに「このターン中パワー+2000」を使ってから…アタック」 (`plans/given_change`: the quote scripted
  on the card the other plans' fight holds, 5.26.1 / 1303.1);
* ninjaslayer: a +X/+Y told with another turn than the アイサツ's declines (`ninjaslayer_gain.OTHER_TURN`,
  505.3b) — 「…に「このターン+0/+2」を使った。次のターン、…アイサツ」 had been stated 'survives' with the
  expired change;
* fow: a player's damage dealt N times (「400ダメージを2回」「「…」を2回撃った」「「…」を俺に3回」) is N
  instances (10.6.4, `fow_players._times`).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("style_audit20b")


@pytest.mark.parametrize(
    "row", [pytest.param(r, id=f"st20b-{r['game']}-{i:02d}") for i, r in enumerate(_ROWS)]
)
def test_style_audit20b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit20b_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=14)


def test_style_audit20b_rows_stated_now_stay_stated() -> None:
    stated = [r for r in _ROWS if "open" not in r]
    assert len(stated) >= 32
    for r in stated:
        assert situated(r["question"], r["game"])[:2][0], r["question"]


# 1303.1 / 804.11: a stat change given to a UNIT (「…UNITに+2/+0を与えて」) before the attack
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の絆は4。STR2のUNITに+2/+0を与えてから相手プレイヤーを攻撃した。相手の絆はいくつ?", [0]),
        ("相手の絆4。STR2のUNITに「このターン中+2/+0を得る」を使ってから相手プレイヤーを攻撃して、通った。"
         "これで勝ち?", "self"),
        ("STR2・DEF2のUNITに+2/+0を与えてから、相手のSTR1・DEF4・CPコスト3のUNITを攻撃した。相手の絆は何点減る?",
         [3]),
        ("STR2・DEF2のUNITに+1/+0を与えてから、相手のSTR1・DEF4・CPコスト3のUNITを攻撃した。"
         "相手のUNITはスタンする?", False),
        ("相手のSTR3・DEF4・CPコスト2のUNITに-2/-0を与えてから、そのUNITをSTR4のUNITで攻撃した。"
         "相手の絆は何点減る?", [2]),
    ],
)  # fmt: skip
def test_kiseki_a_change_given_before_the_attack(question: str, want: Any) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


# 705.7a: a change told in an earlier turn, unquoted or with no read duration, may have ended — no verdict
# with it (a quoted 「このターン中」 one told in the turn before is over: audit 28h states it without the
# change)
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("前のターン、+2/+0を得たSTR2のUNITがいる。そのUNITで相手を攻撃した。相手の絆6はいくつ?", "kiseki"),
        ("耐久力2のキャラに「このターン+0/+2」を使った。次のターン、相手のカラテ3のキャラがそいつにアイサツ"
         "してきた。俺のキャラは殺される?", "ninjaslayer"),
        ("耐久力2のキャラが+0/+2を得てる。次のターン、相手のカラテ3のキャラがそいつにアイサツしてきた。"
         "俺のキャラは殺される?", "ninjaslayer"),
        ("前のターンに攻撃力2・体力3のフォロワーに「このターン+1/+0」を与えた。このターン、そいつで"
         "相手のアクト状態の攻撃力1・体力3のフォロワーを攻撃した。相手のフォロワーは破壊される?", "sve"),
    ],
)  # fmt: skip
def test_a_change_told_in_another_turn_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# 5.26.1 / 8.4.9 (sve), 1303.1 / 706.4b / 1004.1 (ninjaslayer): a quoted change given before the fight
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("攻撃力2・体力3のフォロワーに「このターン+1/+0」を与えてから、相手のアクト状態の攻撃力1・体力3の"
         "フォロワーを攻撃した。相手のフォロワーは破壊される?", "sve", True),
        ("相手のリーダーの体力は6。攻撃力1・体力1のフォロワーに「+3/+0する」を撃ってから相手のリーダーを攻撃"
         "した。相手のリーダーの体力は?", "sve", [2]),
        ("相手のアクト状態の攻撃力3・体力2のフォロワーに「このターン+0/+2」を与えた。そいつを俺の攻撃力3の"
         "フォロワーで攻撃した。相手のフォロワーは破壊される?", "sve", False),
        ("カラテ2・耐久力2のキャラに「このターン+2/+0」を与えてから、相手の耐久力4のキャラにアイサツ。"
         "相手のキャラは殺される?", "ninjaslayer", True),
        ("カラテ2・耐久力2のキャラに「このターン+1/+0」を与えてから、相手の耐久力4のキャラにアイサツ。"
         "相手のキャラは殺される?", "ninjaslayer", False),
        ("相手の耐久力2のキャラに「このターン+0/+1」を撃ってから、カラテ3のキャラでそいつにアイサツした。"
         "相手のキャラは殺される?", "ninjaslayer", True),
        ("耐久力2のキャラに「このターン+0/+2」を使った。そのキャラに相手のカラテ3のキャラがアイサツしてきた。"
         "俺のキャラは殺される?", "ninjaslayer", False),
    ],
)  # fmt: skip
def test_a_quoted_change_given_before_the_fight(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# 7-1-4-1 / 7-1-4-2 (onepiece): a quoted power change given to the attacking character first
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のライフ3枚。パワー5000のキャラに「このターン中パワー+2000」を使ってから、パワー6000の相手リーダーに"
         "アタックした。カウンターなし。相手のライフは何枚?", [2]),
        ("相手のライフ3枚。パワー5000のキャラに「このターン中パワー+500」を使ってから、パワー6000の相手リーダーに"
         "アタックした。カウンターなし。相手のライフは何枚?", [3]),
        ("パワー4000のキャラに「このターン中パワー+1000」を与えてから、相手のレストしてるパワー5000のキャラに"
         "アタック。ブロックもカウンターもなし。相手のキャラはKOされる?", True),
    ],
)  # fmt: skip
def test_onepiece_a_quoted_power_change_before_the_attack(question: str, want: Any) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


def test_onepiece_a_change_told_in_another_turn_withholds() -> None:
    q = (
        "前のターンにパワー5000のキャラに「このターン中パワー+2000」を使った。今のターン、そのキャラでパワー6000の"
        "相手リーダーにアタック。相手のライフ3枚は何枚になる?"
    )
    assert not situated(q, "onepiece")[0]


def test_a_quote_choosing_its_own_card_is_not_given() -> None:
    q = (
        "攻撃力2・体力3のフォロワーに「相手のフォロワー1体に+1/+0」を使ってから、相手のアクト状態の攻撃力1・"
        "体力3のフォロワーを攻撃した。相手のフォロワーは破壊される?"
    )
    assert not situated(q, "sve")[0]


# 10.6.4 / 10.6.2: a player's damage told N times is N instances
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のライフ1000。相手に400ダメージを2回与えた。相手のライフは?", [200]),
        ("相手のライフ1000。「対象のプレイヤーに400ダメージを与える」を2回撃った。相手のライフは?", [200]),
        ("自分のライフ2000。相手が「対象のプレイヤーに300ダメージを与える」を俺に3回撃ってきた。俺のライフは?",
         [1100]),
        ("お互いのライフ1000。「各プレイヤーに300ダメージを与える」を2回撃った。俺のライフは?", [400]),
        ("相手のライフ1000、俺のライフ1000。「対象のプレイヤーに300ダメージを与える」を相手に2回撃った。"
         "俺のライフは?", [1000]),
    ],
)  # fmt: skip
def test_fow_a_players_damage_dealt_n_times(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフ1000。相手に400ダメージを何回か与えた。相手のライフは?",
        "相手のライフ1000。「対象のプレイヤーに400ダメージを与える」を2回撃った。相手は「あなたが受けるダメージを"
        "200軽減する」を使ってる。相手のライフは?",
    ],
)
def test_fow_repeats_not_counted_or_with_a_reduction_withhold(question: str) -> None:
    assert not situated(question, "fow")[0], question
