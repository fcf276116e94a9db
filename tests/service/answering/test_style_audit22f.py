"""Round-22 everyday audit (22f, kiseki and ninjaslayer): 40 own questions quoting a triggered ability
printed on a card — kiseki 誘発クラフト (1211.x; 「これが場に出た時」 1322.1a, 「これが破壊された時」 1317.2
and not on 即死 1317.1, 804.8 攻撃した時, its draws the controller's 1313.1a, 705.5 絆 judged in the 回復
フェイズ), ninjaslayer 誘発能力 (1209.x; 「これがエントリーした時」 1204.2k, 「これが殺された時」 1311.1,
704.7 アイサツした時, damage to a player through damage checks 1104, 1002.1 / 1002.2 defeats) — asking
whether it fires and what the hand / 絆 / damage zone / winner becomes; 20 a game, 19 traps (whose card,
即死 vs 破壊, スタン, another event than the trigger's, 「…してもよい」, a ウケミ untold, the deck's
last card).
Kept in `data/style_audit22f.jsonl` with each expected answer's clause; `open` says why a row is withheld.

First try on 0f535ce: 0 stated / 0 right / 0 wrong / 40 withheld (the kiseki and ninjaslayer engines
carried out no triggered ability printed on a card). The mechanisms added:
* engines: a UNIT's / character's printed `triggered` effects (timings ``entered``, kiseki ``destroyed``,
  ninjaslayer ``killed``) are carried out as their event happens — kiseki `play_unit` (1205.1c-1) and
  破壊 by an effect (1317.2; 即死 says `cannot_trigger`, 1317.1), ninjaslayer `enter` (1204.2k) and 殺す by
  an effect or the rule check (1311.1, 1004.1) — by their controller, at once (1211.5 / 1209.5);
* lexicon: the quote grammar (`card_text.json` "triggers": 「これが場に出た時、」「これが破壊された時、」
  「これがエントリーした時、」「これが殺された時、」), 「UNITを配備した」 as a play (1206.1), 「誘発する?」
  「この能力は発動する?」 asked (engine_map trigger);
* `plans/trigger_games`: the kiseki and ninjaslayer adapters of `plans/quoted_trigger` (「相手のコトダマで」
  run as that コトダマ entered, 「俺のEVENTで」 as that EVENT played); the plan reads a quote right before
  its card noun (「「…」キャラを」) and a hand told after the event in the past (「手札2枚だったけど」).
After: 6 stated / 6 right / 0 wrong / 34 withheld (3 of them must withhold).
Wrong verdicts found beside the set (sve and onepiece since 22b, and the new adapters): a holder told
from another zone than the hand (「デッキから場に出した」「トラッシュから登場させた」) had been run as played
from the hand — 3 stated for 4; `plans/quoted_trigger` withholds on such a zone (`lexicon/card_text.json`
"elsewhere").
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("style_audit22f")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st22f-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit22f_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit22f_rows_are_twenty_a_game_and_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    for game in ("kiseki", "ninjaslayer"):
        assert sum(r["game"] == game for r in _ROWS) == 20
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 14


def test_style_audit22f_keeps_what_it_states() -> None:
    kept = [r for r in _ROWS if "open" not in r]
    assert sum(bool(r["accept"]) for r in kept) >= 6
    for row in kept:
        got = situated(row["question"], row["game"])[:2]
        assert got == (True, row["accept"][0]) if row["accept"] else not got[0], row["question"]


# kiseki 1322.1a / 1317.2, ninjaslayer 1204.2k / 1311.1: the quoted ability on its card, the told event run
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札3枚。「これが場に出た時、カードを1枚引く。」を持つUNITを場に出した。手札は何枚?",
         "kiseki", [3]),
        ("手札2枚。「これが場に出た時、カードを2枚引く」のUNITを配備した。手札は何枚?", "kiseki", [3]),
        ("手札2枚。「これが破壊された時、カードを1枚引く」を持つUNITが相手の効果で破壊された。手札は何枚?",
         "kiseki", [3]),
        ("「これが破壊された時、カードを1枚引く」を持つUNITが相手の効果で破壊された。この誘発クラフトは誘発する?",
         "kiseki", "yes"),
        ("手札2枚。「これがエントリーした時、カードを2枚ドローする」を持つキャラクターをエントリーした。手札は何枚?",
         "ninjaslayer", [3]),
        ("「これがエントリーした時、カードを1枚ドローする。」のキャラを手札4枚からエントリーしました。"
         "手札は何枚ですか?", "ninjaslayer", [4]),
        ("俺の「これが殺された時、カードを1枚ドローする」持ちのキャラが相手のコトダマで殺された。"
         "手札2枚だったけど何枚?", "ninjaslayer", [3]),
        ("「これが殺された時、カードを2枚ドローする」を持つ俺のキャラが相手のコトダマで殺された。この能力は誘発する?",
         "ninjaslayer", "yes"),
    ],
)  # fmt: skip
def test_a_printed_trigger_fires_on_its_event(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# traps that flip: an event that is not the trigger's (即死 1317.1 is no 破壊; a kill is no entry)
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("手札2枚。「これが破壊された時、カードを1枚引く」を持つUNITが即死した。手札は何枚?", "kiseki", [2]),
        ("「これが破壊された時、カードを1枚引く」を持つ俺のUNITが即死した。この誘発クラフトは誘発する?",
         "kiseki", "no"),
        ("手札3枚。「これが場に出た時、カードを1枚引く」を持つUNITが相手の効果で破壊された。手札は何枚?",
         "kiseki", [3]),
        ("手札2枚。「これがエントリーした時、カードを1枚ドローする」を持つ俺のキャラが相手のコトダマで殺された。"
         "手札は何枚?", "ninjaslayer", [2]),
    ],
)  # fmt: skip
def test_an_event_not_the_triggers_does_not_fire(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# traps that must withhold: a choice (「…してもよい」, a cost 1203.7), a trigger the engine does not carry
# out (アイサツした時, 配備された時), damage to a player (its damage check's ウケミ untold, 1104.4), the
# opponent's entry beside the asker's hand
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("「これがエントリーした時、カードを1枚ドローしてもよい。」を持つキャラを手札3枚からエントリーした。手札は何枚?",
         "ninjaslayer"),
        ("手札3枚。「これがエントリーした時、手札を1枚選んで捨てて、カードを2枚ドローしてもよい。」を持つキャラを"
         "エントリーした。手札は何枚?", "ninjaslayer"),
        ("手札3枚。「これが場に出た時、カードを1枚引いてもよい」を持つUNITを場に出した。手札は何枚?",
         "kiseki"),
        ("「これがアイサツした時、カードを1枚ドローする」キャラをエントリーした。手札は3枚だった。今は?",
         "ninjaslayer"),
        ("「これがエントリーした時、相手に1ダメージを与える」キャラをエントリー。相手のダメージ・ゾーンは4枚。"
         "何枚になる?", "ninjaslayer"),
        ("手札3枚。相手が「これがエントリーした時、カードを1枚ドローする」キャラをエントリーした。俺の手札は何枚?",
         "ninjaslayer"),
        ("手札3枚。「これが配備された時、カードを1枚引く」を持つUNITを配備した。手札は何枚?", "kiseki"),
    ],
)  # fmt: skip
def test_a_printed_trigger_not_modelled_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# 「誘発」 read as an asked trigger only in the ask (「誘発が誘発を呼んで」 is a loop's, 1501.1; 「誘発する
# ものも無し」 an aside): those questions keep their verdict
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("お互いの誘発能力が噛み合って同じ処理が無限に繰り返されるようになって、どっちも止める手段がない。"
         "この試合どうなる?", "ninjaslayer"),
        ("カードの組み合わせで、誘発が誘発を呼んで永遠に止まらない状態になった。どっちのプレイヤーもやめる選択肢が"
         "ない強制ループ。この試合どうなる?", "ninjaslayer"),
        ("回復フェイズの絆チェックの時点で、俺の絆-1、相手-3。ターン終了時に何か誘発するものも無し。"
         "これってどうなる?(自分=俺)", "kiseki"),
    ],
)  # fmt: skip
def test_a_loops_trigger_word_is_no_trigger_asked(question: str, game: str) -> None:
    assert situated(question, game)[0], question


# a card told to come from another zone than the hand (「デッキから」「軌跡から」「トラッシュから」) is not
# the hand's card played: the hand count is not the hand minus it, and it may be no play at all (sve
# 12.4.3, onepiece 10-2-6-1, kiseki 1320.1, ninjaslayer 1314) — these had stated the hand minus the card
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("手札3枚。「ファンファーレ:カードを1枚引く」を持つフォロワーをデッキから場に出した。手札は何枚?",
         "sve"),
        ("手札3枚。「【登場時】カード1枚を引く」を持つキャラをトラッシュから登場させた。手札は何枚?",
         "onepiece"),
        ("手札3枚。「これが場に出た時、カードを1枚引く」を持つUNITを軌跡から場に出した。手札は何枚?",
         "kiseki"),
        ("手札3枚。「これが場に出た時、カードを1枚引く」を持つUNITをデッキから場に出した。手札は何枚?",
         "kiseki"),
        ("手札3枚。「これがエントリーした時、カードを1枚ドローする」を持つキャラがエテルからエントリーした。"
         "手札は何枚?", "ninjaslayer"),
    ],
)  # fmt: skip
def test_a_card_from_another_zone_is_not_the_hands(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# ninjaslayer 1311.1: the polite 「殺されました」 is the kill told (lexicon killed), the same event
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("手札2枚です。相手のコトダマで、俺の「これが殺された時、カードを1枚ドローする」を持つキャラが殺されました。"
         "手札は何枚ですか?", [3]),
        ("「これが殺された時、カードを2枚ドローする」を持つ私のキャラクターが相手のコトダマで殺されました。"
         "この能力は誘発しますか?", "yes"),
        ("手札2枚。「これがエントリーした時、カードを1枚ドローする」を持つ自分のキャラが相手のコトダマで"
         "殺されました。手札は何枚ですか?", [2]),
    ],
)  # fmt: skip
def test_1311_1_a_kill_told_politely(question: str, want: Any) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question
