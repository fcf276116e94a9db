"""Audit 29c (ニンジャスレイヤー, the withheld long tail): 40 own questions from the rulebook alone on two
families the listed withheld rows of four blind batches ask — a ‘(コスト):(効果)’ ウケミ revealed by a
damage check and told left unentered (declined, 1104.4a; unpayable, 1104.4b: its card goes to the
オヒガン, never the ダメージ・ゾーン) and a コトダマ tried while a damage check is on top of the コトダマ空間
(802.4: only a pass), in other numbers, owners, orders and wordings; 30 traps, kept in
`data/style_audit29c.jsonl` with the deciding clause of each expected answer.

First try (HEAD bc9747c9): 1 stated (right), 39 withheld. Built:
* `plans/ninjaslayer_ukemi_cost.ukemi_unentered`, its words in `lexicon/unentered_ukemi.json`:
  the quoted cost form 「Nエテルを支払う:M枚ドロー。」; the choice declined
  「払わずエントリーしないことにした」「エントリーしないことを選んだ」; the エテル unable to pay
  「エテルは全部横向き」「払えなかった」; a payment or an open choice declines.
  `ninjaslayer_ukemi.checks_plan` runs `ukemi_checks`' checks with the cost on the card and the
  choice scripted (engine `ukemi` use=False, 1104.4a) or no upright エテル (1104.4b);
* `kotodama_on_check`: the text of the コトダマ tried is read whole (802.4 refuses it whatever it
  says), 「縦向きのエテルを使って」 is its payment, 「…解決される前に」 is no check told ended;
  the lexicon reads 「コトダマ(「…」)で割り込める?」 as the entry asked (cast) and
  「ダメージチェック処理がコトダマ空間の一番上に乗ってる」 as the check on top
  (moments.json `check_on_top`, the told subject first); 「2つ目を解決する前に」 names the check
  on top, and a moment between the checks (「1つ目が解決した直後」) with no アイサツ told takes the
  named default seat;
* the lexicon reads 「相手のアイサツ1点が通った」 as the attacker's 工作力 1 (1003.2: an アイサツ to a
  player deals its 工作力), and 「…だからまだセーフ?」 as the winner asked (no plan runs the face-down
  ダメージ・ゾーン these ask about yet: bb-05, bd-11 stay withheld).
After: 21 stated, 21 right, 0 wrong; 19 withheld, each with its reason in "open". The listed withheld
rows (63): 0 → 6 stated right (bb-03, bc-09, be-12, bb-21, bc-11, be-10), 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows, situated

_ROWS = rows("style_audit29c")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st29c-{i:02d}" for i in range(len(_ROWS))])
def test_style_audit29c_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit29c_rows_are_forty_of_one_game() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    assert all(r["game"] == "ninjaslayer" for r in _ROWS)
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 13
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a ‘(コスト):(効果)’ ウケミ told left unentered, other wordings: the card goes to the オヒガン
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("俺のダメージ・ゾーンは5枚。相手の工作力1のアイサツが通って、ダメージチェックでめくれたカードのウケミが"
         "「1エテルを支払う:1枚ドロー。」だった。エテル払いたくないからエントリーしないことにした。ダメージ・ゾーンは何枚になる?",
         [5]),
        ("相手のダメゾーン6枚。俺の工作力1のアイサツが通った。めくれたのはウケミ「2エテルを支払う:1枚ドロー。」のカードで、"
         "相手はエントリーしないことにした。相手のダメゾーン何枚?", [6]),
        ("俺のダメゾーン9枚。相手の工作力1のアイサツで、ウケミ「1エテルを支払う:1枚ドロー。」のカードがめくれた。俺のエテルは"
         "全部横向き。俺の負け?", "none"),
        ("俺のダメゾーン8枚。相手の工作力2のアイサツが通った。1枚目はウケミなし、2枚目はウケミ「1エテルを支払う:1枚ドロー。」"
         "で、払わずにエントリーしないことにした。ダメゾーンは何枚?", [9]),
        ("相手のダメゾーン9枚。俺のアイサツ1点が相手に通って、めくれたのはウケミ「1エテルを支払う:1枚ドロー。」のカード。"
         "相手のエテルは全部横向き。俺の勝ち?", "none"),
        ("俺のダメゾーン4枚で、相手のアイサツ2点が通った。1枚目はウケミ「1エテルを支払う:1枚ドロー。」でエントリーしない"
         "ことにした、2枚目はウケミなし。ダメゾーン何枚?", [5]),
    ],
)  # fmt: skip
def test_an_unentered_cost_ukemi_goes_to_the_ohigan(question: str, want: Any) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


# the choice not told, paid, or left open: not this plan's (withheld or another plan's)
@pytest.mark.parametrize(
    "question",
    [
        "俺のダメゾーン5枚。相手の工作力1のアイサツでめくれたのがウケミ「1エテルを支払う:1枚ドロー。」のカード。ダメゾーン何枚?",
        "俺のダメゾーン5枚。相手の工作力1のアイサツでめくれたのがウケミ「1エテルを支払う:1枚ドロー。」。払うかどうか迷ってる。ダメゾーン何枚?",
    ],
)  # fmt: skip
def test_a_cost_ukemi_without_a_told_choice_is_not_unentered(question: str) -> None:
    gated_situation = situated(question, "ninjaslayer")
    assert not gated_situation[0], question


# 802.4: a コトダマ while a damage check is on top, other wordings
@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージチェック処理がコトダマ空間の一番上に乗ってる。そのダメージチェックが解決される前に、割り込んで手札のコトダマを撃てる?",
        "相手の工作力2のアイサツが通って、コトダマ空間に俺のダメチェックが2つ積まれた。1つ目が解決される前に、縦向きのエテルを使ってコスト1のコトダマで割り込める?",
        "相手のアイサツが通って、俺の分のダメージチェックが2つコトダマ空間に置かれた。1つ目をめくる前に、手札のコトダマ「キャラクターを1人選び、それを持ち主の手札に戻す。」で割り込める?",
        "自分のアイサツが通って相手のダメチェックが2つ積まれた。1つ目がめくられる前に、俺がコトダマ「1枚ドロー。」で割り込める?",
        "相手のアイサツが通って俺のダメチェックが3つ積まれた。3つ目を解決する前にコトダマ「1枚ドロー。」で割り込める?",
        "ダメチェックが3つ積まれてて、2つ目が解決した直後。3つ目の前にコスト2のコトダマを撃てる?",
    ],
)  # fmt: skip
def test_a_kotodama_on_a_damage_check_is_refused(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, "no"), question
