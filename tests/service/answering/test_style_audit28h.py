"""Audit 28h (all five games): 40 own questions hunting wrong verdicts from a fact the reading drops — a
state (rested, acted, stunned, オジギ), an owner (whose effect, whose turn, whose hand), a negation
(〜なし, 〜ない), a duration that ended (このターン中 given in the turn before, このイクサ中 in the next
イクサ), a count word (2体とも, 2回, 全部) and a detail told in an aside (〜けど, 〜ので, 括弧); 8 a game,
31 traps, kept in `data/style_audit28h.jsonl` with the rulebook clause of each expected answer.

First try (HEAD b406b47): 26 stated, 25 right, 1 wrong, 14 withheld. The wrong one, and the probes written
after it over other wordings and games (a kiseki 「前回のターンに」, a ninjaslayer
「前のイクサで「このイクサ中+2/+0」…次のイクサで」 — a kill stated for none), were one gap: a quoted
effect whose duration had ended before the asked act was run as still holding. Three more wrong verdicts
the probes found had their own causes: an unquoted 「ダメージは0になる効果」 (the 0 a bare number the
scenario held by chance: a loss stated), a repeat told by 「同じのを」 (a 500 damage taken twice run
once), and 「相手の2/2のフォロワー2体とも、…1体で攻撃できる?」 (one attack on one of them: 'yes'). Built:
* `reading/lapsed.py` with its words in `lexicon/lapsed.json`: a quote holding a duration of a turn or a
  battle (not one lasting into a later turn) placed earlier by a phrase right before it
  (「前のターンに」「前回のターンに」「前のイクサで」; another act's verb between them makes the phrase
  that act's) or, for a battle, the act placed later (「次のイクサで」) — a run that may hold it is
  withheld (kiseki 705.7a, sve 7.4.8, onepiece 6-6-1-2, ninjaslayer 505.3b / 706.8a), unless the run
  passes the turn itself (`given_turns`);
* `plans/lapsed_plan.py`, in every game's plans: the question planned with the lapsed quote, its giving
  verb and the placing phrases blanked — the effect is over, so the act meets the card without it, stated
  with a note (kiseki 10 → 5, onepiece, sve and ninjaslayer fights);
* common lexicon: 「ダメージは0になる/を0にする」 is the `prevent` modifier (withheld unless a plan holds
  it);
* `lexicon/material.json` `repeat`: an act told again by 「同じの(を)」 in a told sentence is unread
  material;
* `reading/scoped.py`: a count of the field's cards said of all of them (「2体とも」「2体を両方とも」)
  must be reached by the act, past the instrument's values told between them.
After: 26 stated, 26 right, 0 wrong, 14 withheld (each with its reason in "open"). Over the 716 rows of
the shared test data, dev.jsonl and the probes holding these words, 19 verdicts changed, each the
rulebook's answer or a withhold of a wrong one; test_style_audit20b's two kiseki rows of a quoted
「このターン中」 change given in the turn before are now stated (705.7a) instead of withheld.

"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, assert_expected, rows, situated

_ROWS = rows("style_audit28h")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st28h-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit28h_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit28h_rows_are_eight_a_game() -> None:
    assert_audit_rows(_ROWS, traps=13)
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# 705.7a, 7.4.8, 6-6-1-2, 706.8a: a quoted effect given in an earlier turn or battle is over at the act
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("前のターンに「これはこのターン中オーバーキルしない。」を得たSTR5のUNITで、相手プレイヤーを攻撃した。"
         "相手の絆は10。いくつになる?", "kiseki", [5]),
        ("相手の絆10。俺のSTR5のUNIT(前のターンに「これはこのターン中オーバーキルしない。」を得た)で相手を攻撃。"
         "相手の絆は?", "kiseki", [5]),
        ("前回のターンに「これはこのターン中オーバーキルしない。」を受けたSTR4のUNITで相手のCPコスト1・DEF2のUNITを"
         "攻撃。相手の絆は何点減る?", "kiseki", [3]),
        ("相手の絆10。前のターンに俺は「このターン中、あなたのUNITのSTR+2」を使った。今のターン、STR3のUNITで相手を"
         "攻撃。絆はいくつ?", "kiseki", [7]),
        ("前のターンに「このターン中、+2/+0する」を受けた2/2のフォロワーで、相手の2/3のフォロワーを攻撃。"
         "相手のフォロワーは破壊される?", "sve", False),
        ("俺の2/2のフォロワーは前回のターンに「ターン終了時まで+2/+0」をもらってた。今ターン、そいつで相手の2/3を"
         "攻撃したら破壊できる?", "sve", False),
        ("前のターンに「このターン中、パワー+2000」を得たパワー4000のキャラで、相手のパワー5000のリーダーにアタック。"
         "カウンターなし。相手のライフ3枚は何枚になる?", "onepiece", [3]),
        ("前のターンに「このターン中、パワー+2000」を得たパワー4000のリーダーで、パワー5000の相手キャラ(レスト)に"
         "アタック。カウンターなし。相手のキャラはKOされる?", "onepiece", False),
        ("カラテ2のキャラが前のイクサで「このイクサ中+2/+0」を得た。次のイクサで相手の耐久力3のキャラにアイサツ。"
         "死ぬ?", "ninjaslayer", False),
    ],
)  # fmt: skip
def test_a_lapsed_effect_is_left_out(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question


# a lapsed effect no plan leaves out is never stated as still holding; one given now, or lasting into the
# next turn, is no lapse
@pytest.mark.parametrize(
    ("question", "game", "stated"),
    [
        ("相手の絆は10。STR5のUNITは前のターンに「これはこのターン中オーバーキルしない。」を得てた。"
         "今ターンそのUNITで相手を攻撃したら絆はいくつ?", "kiseki", False),
        ("相手の絆は10。STR5のUNITは「これはこのターン中オーバーキルしない。」を得てる。そのUNITで相手を攻撃したら"
         "絆はいくつ?", "kiseki", True),
    ],
)  # fmt: skip
def test_a_lapse_withholds_or_holds(question: str, game: str, stated: bool) -> None:
    got = situated(question, game)
    assert got[0] is stated, (question, got[:2])
    if stated:
        assert got[1] == [10], question  # given this turn: no overkill (1319.1)


def test_the_lapse_reader_keeps_an_effect_given_now() -> None:
    from service.answering.reading.lapsed import lapse
    from service.answering.reading.reader import read

    for question, game, lapsed in [
        ("前のターンに出した2/2のフォロワーに「このターン中、+2/+0する」を使って攻撃。", "sve", False),
        ("前のターンに「次の自分のターン終了時まで+2/+0」を受けたフォロワーで攻撃。", "sve", False),
        ("「このターン中、+2/+0」を受けたフォロワーで攻撃。", "sve", False),
        ("前のターンに「このターン中+2/+0」を受けたフォロワーで攻撃。", "sve", True),
        ("「このバトル中、パワー+2000」を得た。次のアタックで相手のリーダーにアタック。", "onepiece", True),
    ]:
        assert (lapse(read(question, game)) is not None) is lapsed, question


# a damage made 0 told without quotes, a repeat told by 「同じのを」, a count said of all its cards
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("相手のダメージ・ゾーンは9枚。工作力1のキャラで相手にアイサツしたけど、ダメージは0になる効果が相手に"
         "かかってた。負ける?", "ninjaslayer"),
        ("相手のライフ0枚。パワー6000のキャラで相手リーダー(5000)にアタック。相手のリーダーが受けるダメージは0に"
         "なる効果がある。勝ち?", "onepiece"),
        ("相手リーダーの体力2。俺の2/2で攻撃したけど、相手はこのターン受けるダメージを0にする効果を使ってた。勝てる?",
         "sve"),
        ("ライフ1000。相手の「対象のプレイヤーに500ダメージを与える」を受けた。その後もう一度同じのを受けた。ライフは?",
         "fow"),
        ("相手の体力5。「相手のリーダーに2ダメージ」を撃って、同じのをもう1回撃った。相手の体力は?", "sve"),
        ("相手の2/2のフォロワー2体とも、自分の4/4のフォロワー1体で攻撃できる?", "sve"),
        ("相手の2/2のフォロワー2体を両方とも、自分の4/4のフォロワー1体で攻撃できる?", "sve"),
    ],
)  # fmt: skip
def test_a_dropped_detail_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0], question


# the quoted 0-damage replacement is still run (quoted_shield), and a repeat told with its own amount is read
@pytest.mark.parametrize(
    ("question", "game", "want"),
    [
        ("相手の耐久力2のキャラに「キャラクター1体に2ダメージを与える」を撃った。でもそのキャラには「これが受ける"
         "ダメージは0になる」がかかってた。殺される?", "ninjaslayer", False),
        ("DEF600のリゾネイターに300ダメージを与えて、同じターンにもう一度200ダメージを与えた。そのリゾネイターが"
         "受けているダメージは合計何点?", "fow", [500]),
    ],
)  # fmt: skip
def test_what_the_plans_read_still_states(question: str, game: str, want: Any) -> None:
    assert situated(question, game)[:2] == (True, want), question
