"""Round-27 audit (27f, all five games): 40 own questions of who goes first and who may act now —
simultaneous automatic abilities of both players or of one (「どっちが先に解決される?」
「順番は自分で選べる?」),
a response while a card waits to resolve (「EVENTで対応できる?」「コトダマで割り込める?」「キャラクターを
エントリーできる?」), the damage checks of both players at once, rule processes against automatic abilities,
whether a waiting automatic ability may be left unplayed; 8 a game, 19 traps, kept in
`data/style_audit27f.jsonl` with the rulebook clause of each expected answer.

First try (HEAD 62b05d6): 5 stated, 5 right, 0 wrong, 35 withheld. Built:
* `service/engine/responding.py`: a ``respond`` action (kiseki, ninjaslayer) — the waiting cards,
  abilities or damage checks and their owners as data, placed bottom first (1204.2i/j, 1003.2); the pass
  gives the replier priority (902.5b / 802.5b); a reply is refused on a damage check (802.4) or, for a
  UNIT / ITEM / character, while anything waits (902.4h, 1206.1, 1207.1 / 802.4d, 1206.1), else placed on
  top (902.4b, 1208.1 / 802.4b, 1207.1); the one placed last resolves first (902.5c / 802.5c);
  read by `reading/asked_response.py` (words in `lexicon/response_words.json`: the waiting card and its
  owner, the reply and who makes it) and planned by `plans/response_plan.py`;
* `service/engine/ordering.py` grew three orders: ``checks`` (ninjaslayer's damage checks of both players,
  the turn player's placed first 1003.2b, resolved last 802.5c), ``rules`` (rule processes before
  automatic abilities: sve 10.5.1.1, kiseki 1002.1a, ninjaslayer 902.1a) and ``mandatory`` (a waiting
  automatic ability must be played: sve 10.7.3.1, kiseki 1211.5, ninjaslayer 1209.5; onepiece has
  neither clause — 8-1-2 lets a 「できる」 effect go unused — so it withholds);
* `lexicon/order_words.json`: those situations and the decline ask, 「自分のXと相手のX」 as a
  simultaneous-trigger situation, 「どっちの【KO時】が先」, 「どっちを先に…自分で選べる」 as the
  own-order ask,
  and players named by role (「ターンプレイヤーと非ターンプレイヤーの…」: answered turn_player /
  non_turn_player, kiseki primary / non_primary).
After: 20 stated, 20 right, 0 wrong, 20 withheld (each with its reason in "open"; fow's §10 text has no
chase order or priority, so its rows withhold).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit27f")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st27f-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit27f_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit27f_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a reply while a card waits: allowed for an EVENT / コトダマ / ability, refused for a UNIT / character;
# the one placed last resolves first, whoever replied
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手がEVENTを使ってきた。こっちもEVENTで割り込める?", "kiseki", "yes"),
        ("相手がコトダマをエントリーした。俺もコトダマで対応できる?", "ninjaslayer", "yes"),
        ("相手がコトダマを撃ってきたので、起動能力で対応できる?", "ninjaslayer", "yes"),
        ("発動待機領域にカードが置かれてる時、ITEMカードをプレイできる?", "kiseki", "no"),
        ("相手がイベントをプレイして、俺はイベントで対応した。どっちが先に解決される?", "kiseki", "self"),
        ("自分がコトダマをエントリーしたら、相手がコトダマで対応してきた。どっちが先に解決される?",
         "ninjaslayer", "opponent"),
    ],
)  # fmt: skip
def test_a_reply_while_a_card_waits(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# no last-in-first-out zone (sve's 【クイック】 has its timings, onepiece's counters their step): withheld
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手がスペルをプレイした。スペルで対応できる?", "sve"),
        ("相手がイベントを発動した。イベントで対応できる?", "onepiece"),
    ],
)  # fmt: skip
def test_a_reply_without_a_stack_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# damage checks of both players (ninjaslayer 1003.2b, 802.5c); rule processes first; a waiting ability
# must be played — where the rulebook says so
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手のターン中、効果で俺と相手が同時にダメージを負った。ダメージチェックはどっちが先に解決?",
         "ninjaslayer", "self"),
        ("自分のターンに自分と相手が同時にダメージを受けた。ダメージチェック処理はどっちが先に置かれる?",
         "ninjaslayer", "self"),
        ("ルールチェックで、ルール処理と誘発能力のエントリーはどっちが先?", "ninjaslayer", "rule_process"),
        ("ルール処理と待機状態の自動能力、どちらが先に処理される?", "sve", "rule_process"),
        ("ファンファーレが誘発して待機状態の自動能力、プレイせずに済ませることは可能?", "sve", "no"),
        ("誘発済みの誘発能力って、エントリーしないことを選択できる?", "ninjaslayer", "no"),
        ("自分のファンファーレ2つが同時に誘発。どっちを先にプレイするかは自分で決められる?", "sve", "yes"),
        ("自分のターン、自分のラストワードと相手のラストワード、どっちが先に解決される?", "sve", "self"),
        ("相手のターン、相手の【KO時】と俺の【KO時】、どっちが先に解決?", "onepiece", "opponent"),
        ("自分のターン、自分の誘発能力と相手の誘発能力、どっちが先に解決される?", "ninjaslayer", "opponent"),
        ("プライマリープレイヤーと非プライマリープレイヤーの誘発クラフトが同時に誘発した。"
         "どっちが先に解決される?",
         "kiseki", "non_primary"),
        ("ターンプレイヤーと非ターンプレイヤーの自動能力が同時に誘発したら、どっちが先?", "sve",
         "turn_player"),
        ("非ターンプレイヤーとターンプレイヤーの【KO時】が同時に発動。どっちが先に解決?", "onepiece",
         "turn_player"),
    ],
)  # fmt: skip
def test_an_order_the_rulebook_settles(question: str, game: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# the rulebook has no such clause (onepiece, sve's damage checks, kiseki's DEF 0), or the card may stay
# hidden (kiseki 1211.3b): withheld
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("【登場時】が誘発した自動効果、発動しないことを選べる?", "onepiece"),
        ("ルール処理と【KO時】の自動効果、どっちが先?", "onepiece"),
        ("自分のターンに自分と相手が同時にダメージを負った。どっちが先に解決される?", "sve"),
        ("DEFが0になったUNITのスタンと誘発クラフト、どっちが先に処理される?", "kiseki"),
        ("裏向きの拠点カードの誘発クラフトが誘発した。プレイしないことを選べる?", "kiseki"),
    ],
)  # fmt: skip
def test_an_order_without_its_clause_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question
