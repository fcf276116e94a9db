"""Shadowverse EVOLVE round-10c precision audit (issue 11): own questions in this wave's styles — U untold
deciding values, V perspective and third persons, W terse fragments, X two asks in one — checked by hand
against the rulebook (`data/sve_audit10c.jsonl`; withholding is always allowed).

What the audit found (see the commit message for the numbers):
(1) 8.4.9 — a leader attacked by a follower whose 攻撃力 is untold (「相手のフォロワーが俺のリーダーを攻撃して
きた。俺のリーダー体力4。俺は負ける?」) had been run at 攻撃力0 and 'none' stated; `CAN` had read 「負ける?」
as a permission ask: `sve_conclusion.OUTCOME`, `undecided`;
(2) 8.4.9.1 — the attacker's own fate asked (「俺のは生き残る?」) when the attacked follower's 攻撃力 is
untold had been stated from its default 0;
(3) a fact the asker says they do not know (「スタンドかアクトか分からない」「相手の攻撃力は聞いてない」
「覚えてない」) had been run from a default: `sve_conclusion.UNSURE` declines the builder and every plan;
(4) a winner asked of third persons (「Bさんの…勝ったのは?」「友達の勝ち?」) had been stated as the asker's
('self'): `sve_conclusion.THIRD`;
(5) 7.4.7 — 「手札8枚ターンエンド。捨てる枚数?」 had stated the game's outcome (no ask read): the lexicon
reads 「捨てる枚数?」 as a count asked.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "sve"
_ROWS = rows("sve_audit10c")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a10c-{i:03d}" for i in range(len(_ROWS))])
def test_audit10c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10c_data_has_at_least_30_distinct_questions() -> None:
    assert len(_ROWS) >= 30
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "相手のターン。相手のフォロワーが俺のリーダーを攻撃してきた。俺のリーダー体力4。俺は負ける?",
        "相手のフォロワーにリーダーを殴られた。自分のリーダー体力2。負け?",
        "相手のフォロワーが俺のリーダーに攻撃してきた。俺のリーダーの体力は3。生き残れる?",
        "相手のターンに相手のフォロワーで俺のリーダーが攻撃された。俺のリーダー体力1。どっちの勝ち?",
    ],
)
def test_8_4_9_a_leader_hit_by_an_untold_attack_is_not_decided(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


def test_8_4_9_a_told_attack_on_the_askers_leader_is_still_stated() -> None:
    question = "相手の攻撃力3のフォロワーが俺のリーダーを攻撃してきた。俺のリーダー体力3。負ける?"
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "opponent")
    assert "攻撃できます" not in summary.split("。")[0]  # 「負ける?」 is no permission ask


@pytest.mark.parametrize(
    "question",
    [
        "俺のフォロワー（攻撃力3）で相手の体力4のフォロワーを攻撃。相手の攻撃力は聞いてない。俺のは生き残る?",
        "俺の攻撃力4のフォロワーで相手の体力3のフォロワーを攻撃した。俺のフォロワーは破壊される?",
        "攻撃力5・体力2の俺のフォロワーで相手の体力2のフォロワーを攻撃。自分のは生き残る?",
        "前のターンからいる攻撃力2・体力3のフォロワーで相手の体力1のフォロワーを攻撃。攻撃したほうは破壊される?",
    ],
)
def test_8_4_9_1_the_attackers_fate_against_an_untold_attack_is_not_decided(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("俺の攻撃力3のフォロワーで相手の体力2のフォロワーを攻撃した。相手のフォロワーは破壊される?", True),
        (
            "俺の攻撃力3・体力3のフォロワーで相手の攻撃力2・体力2のフォロワーを攻撃した。俺のフォロワーは破壊される?",
            False,
        ),
    ],
)
def test_8_4_9_1_a_fate_every_deciding_attack_of_which_is_told_is_still_stated(
    question: str, value: bool
) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーはスタンドかアクトか分からない。前のターンからいる俺のフォロワーで攻撃できる?",
        "相手のフォロワー(体力2)がアクト状態だったか覚えてない。攻撃力3の俺のフォロワー(前のターンからいる)で攻撃できる?",
        "相手のフォロワーが守護持ちかどうか分からない。前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?",
        "相手のフォロワーがスタンドだったかアクトだったか忘れた。前のターンからいるフォロワーでそいつを攻撃できる?",
        "相手の攻撃力は知らないけど、俺の攻撃力2・体力2のフォロワーで相手の体力2のフォロワーを攻撃した。俺のは破壊される?",
    ],
)
def test_8_4_3_a_fact_the_asker_does_not_know_is_not_defaulted(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    "question",
    [
        "Aさんのリーダー体力2。Bさんの前のターンからいる攻撃力2のフォロワーがAさんのリーダーを攻撃した。勝ったのは?",
        "友達のリーダー体力3。友達の対戦相手が前のターンからいる攻撃力3のフォロワーでリーダーを攻撃した。友達は負け?",
        "チームメイトの相手の山札が0枚で、相手がスタートフェイズにドローした。チームメイトの勝ち?",
        "友達が前のターンからいる攻撃力4のフォロワーで相手リーダー(体力4)を攻撃した。友達の勝ち?",
    ],
)
def test_1_2_a_winner_asked_of_third_persons_is_not_the_askers(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


@pytest.mark.parametrize(
    ("question", "discarded"),
    [
        ("手札8枚ターンエンド。捨てる枚数?", 1),
        ("エンドフェイズ、手札9枚。捨てる枚数は?", 2),
        ("手札10枚でターン終了。捨てる枚数って?", 3),
    ],
)
def test_7_4_7_the_discard_count_asked_as_a_noun_is_the_count(question: str, discarded: int) -> None:
    assert verdict(question, GAME) == (True, [discarded])
