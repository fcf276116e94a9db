"""Audit 29b (軌跡 only): the scenario questions the service still withheld — 40 own questions from the
rulebook on the capabilities the largest groups of withheld blind rows lacked, 19 traps, kept in
`data/style_audit29b.jsonl` with the deciding clause of each expected answer:
* a belief the asker doubts before the real question (「スクラム攻撃ってオーバーキル出ないんだっけ? 相手の絆は
  何点減る?」「オーバーキルは3点だよね? 何点?」「STRとDEFが同じだとスタンしないんだっけ? 何点?」);
* the scrum attack (804.11b: one overkill per attack UNIT on a player; 804.11a-3: none on a UNIT), its
  UNITs told as a 組織 heading a stat list (「遊撃士協会のSTR1・STR2・STR2の3体で」) or as alike UNITs with a
  count (「STR2・DEF2のUNIT2体でスクラム攻撃」), 組織 in common (803.3b);
* a サポート told given to the attacking UNIT changes nothing (1309.1a: only the attacked UNIT's).
First try (HEAD bc9747c9): 18 stated — 16 right, 2 wrong — and 22 withheld. The two wrong: 「俺のSTR4・DEF3の
UNITに…サポートを付けた。そのUNITで…攻撃」 stated 1 (the attack builder gave the サポート to the attacked
UNIT), and 「…スタンしないんだっけ? 相手の絆は何点減る?」 answered the doubted stun, not the count. Built:
* `reading/doubted_claim.py`: a sentence that is not the last, closed by a recall or a confirmation
  (〜っけ? 〜よね? 〜でしょ? 〜わけない?) with an ask after it, is neutral — unless it tells the situation (a
  player's count, a card's stat that is not a sum, a keyword or an act named nowhere else, a card's state);
  `inverse.wrong_target` and `material.unread_material` skip its words (every game);
* `scenarios/kiseki_sides.support_on_attacker`: the attack builder withholds a サポート told of the attacker;
  `plans/kiseki_fight` runs it (no change, 1309.1a); `kiseki_units`: 「そのUNITで相手の…」 is another UNIT;
* `plans/kiseki_copies.shared_org` (moved from kiseki_units): a 組織 heading a stat list closed by its
  count is every listed UNIT's;
* `plans/kiseki_copies.py` + `lexicon/alike_counts.json` (`counted.alike_after`): alike UNITs told once
  with a count before 「でスクラム攻撃」 are that many UNITs, and 「UNIT2体でスクラム攻撃できる?」 is the
  attackers' count; `counted.miscounted`: a card told with more stats holds a shorter group's too.
After: 36 stated — 36 right, 0 wrong — and 4 withheld (each with its reason in "open"). The listed withheld
blind rows (/work/notes/r29, 66): 0 stated → 4 stated right (bc-01, bd-01, bd-05, be-06), 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.doubted_claim import doubted_claims, without_doubts
from service.answering.reading.reader import read
from tests.service.answering.audit_data import assert_expected, rows, situated

_ROWS = rows("style_audit29b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st29b-kiseki-{i:02d}" for i, _ in enumerate(_ROWS)])
def test_style_audit29b_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit29b_rows_are_forty_kiseki() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    assert all(r["game"] == "kiseki" for r in _ROWS)
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 13
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# a doubted belief before the real question is the asker's picture, not a fact nor the ask — every game
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の場にUNITはいない。同じ組織のSTR1・STR3の2体でスクラム攻撃。"
         "オーバーキルって1回だけでしょ? 相手の絆は何点減る?",
         "kiseki", [4]),
        ("相手の場にUNITが1体もいない。同じ組織のSTR2・STR2の2体でスクラム攻撃。"
         "4点も入るわけないよね? 相手の絆はいくつ減る?",
         "kiseki", [4]),
        ("俺のSTR4・DEF2のUNITで相手のSTR1・DEF3・CPコスト2のUNITを単独攻撃。"
         "オーバーキルは出ないんだっけ? 相手の絆は何点減る?",
         "kiseki", [3]),
        ("パワー6000のキャラで相手のパワー5000のリーダーにアタック。"
         "相手のライフは2枚。ブロックもカウンターもなし。"
         "パワーが上なら2ダメージだっけ? 相手のライフは何枚になる?", "onepiece", [1]),
        ("相手リーダーの体力は3。攻撃力2のフォロワーでリーダーを攻撃した。"
         "フォロワーの攻撃ってリーダーには半分しか"
         "入らないんだっけ? 相手の体力はいくつになる?", "sve", [1]),
    ],
)  # fmt: skip
def test_doubted_belief_is_no_fact(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


def _neutral(question: str) -> bool:
    facts = read(question, "kiseki").facts
    return any(f.concept == "doubted_claim" for f in facts)


# what stays a fact: a count or a stat told in the doubted sentence, and a doubt that is the last sentence
@pytest.mark.parametrize(
    ("question", "neutral"),
    [
        ("同じ組織のSTR2・STR1の2体でスクラム攻撃。オーバーキルは1回だけだっけ? 相手の絆は何点減る?", True),
        ("合計STR6だから差2点のオーバーキルも入るよね? 相手の絆は何点減る?", True),
        ("同じ組織のUNIT2体でスクラム攻撃した。STRは2と3だよね? 相手の絆は何点減る?", False),
        ("俺の絆は3だよね? 相手のSTR4のUNITに攻撃されたら負ける?", False),
        ("相手の場にUNITはいない。STR3のUNITで攻撃した。オーバーキルって出るよね?", False),
        ("相手のUNITってスタン状態だよね? 俺のSTR3のUNITで攻撃したら何点減る?", False),
    ],
)  # fmt: skip
def test_doubted_sentence_read(question: str, neutral: bool) -> None:
    assert _neutral(question) is neutral, question


def test_doubted_claims_keep_everything_else() -> None:
    question = "相手の場にUNITはいない。STR3のUNITで攻撃。オーバーキルって出ないんだっけ? 何点減る?"
    facts = read(question, "kiseki").facts
    told = [f for f in facts if f.start < question.index("オーバーキル")]
    assert all(f.concept != "doubted_claim" for f in told)
    assert doubted_claims(question, told) == told  # no ask after: nothing is made neutral
    blanked = without_doubts(question, facts)
    assert len(blanked) == len(question) and "オーバーキル" not in blanked and "何点減る" in blanked


# 804.11b / 804.11a-3: a scrum's overkill, its UNITs told by a 組織 heading their stats or as alike UNITs
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の場にUNITはいない。聖杯騎士団のSTR2・STR2・STR1の3体でスクラム攻撃。相手の絆は何点減る?", [5]),
        ("相手の場にUNITは1体もいない。組織「結社」のSTR3とSTR1の2体でスクラム攻撃した。"
         "相手の絆はいくつ減る?", [4]),
        ("同じ組織のSTR3・DEF2のUNIT2体でスクラム攻撃して、相手のSTR1・DEF5・CPコスト4のUNITを攻撃。"
         "相手の絆は何点減る?",
         [4]),
        ("同じ組織のSTR1・DEF1のUNIT3体でスクラム攻撃、相手のSTR0・DEF4・CPコスト2のUNITを殴った。"
         "相手の絆は何点減る?",
         [0]),
        ("組織が違うUNIT2体でスクラム攻撃できる?", "no"),
        ("組織の違うユニット2体(STR1とSTR4)でまとめてスクラム攻撃していい?", "no"),
        # the count restates the two UNITs listed: not two more of the last one
        ("相手の場にUNITはいない。同じ組織のSTR4のUNITとSTR2のUNITの2体でスクラム攻撃。"
         "相手の絆は何点減る?", [6]),
    ],
)  # fmt: skip
def test_scrum_wordings(question: str, want: Any) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


# 1309.1a: a サポート given to the attacking UNIT changes nothing (only the attacked UNIT's prevents overkill)
@pytest.mark.parametrize(
    ("question", "want", "must"),
    [
        ("俺のSTR5・DEF2のUNITにスクラムサポートでサポートを付けた。"
         "そのUNITで相手のSTR1・DEF3・CPコスト2のUNITを攻撃。"
         "相手の絆は何点減る?", [4], True),
        ("自分のSTR3・DEF3のUNITにサポートを付けて、そのUNITで相手のSTR0・DEF1・CPコスト1のUNITを攻撃した。"
         "相手の絆は何点減る?",
         [3], True),
        # the attacked UNIT's サポート: no overkill (withheld today: whose 「そのUNIT」 is is not read)
        ("相手のSTR1・DEF2・CPコスト3のUNITにサポートが付いてる。"
         "俺のSTR5・DEF5のUNITでそのUNITを攻撃。相手の絆は何点減る?",
         [3], False),
    ],
)  # fmt: skip
def test_support_of_the_attacker(question: str, want: Any, must: bool) -> None:
    stated, value, _summary = situated(question, "kiseki")
    assert (stated, value) == (True, want) if must else (not stated or value == want), question
