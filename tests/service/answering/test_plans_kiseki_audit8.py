"""軌跡 TCG round 8 precision audit (issue 11): questions of our own, aimed at the families round 8
added (手札の入れ替え 603.1d, ループ 1501.1, the 絆 in the 戦闘フェイズ 705.5, the 回復フェイズ's choice
705.6, 「各プレイヤーは…引く」 EVENTs, 「スタンダメージを受けない」 1307.1, every UNIT stunned 803.5b,
【暗躍】/【ヘイト】 targets 1402.1/1407.1, scrum sums 804.11a, CP from the 拠点 703.8a), each with the
answer checked by hand against the rulebook (`data/kiseki_audit8.jsonl`): traps on the other player,
a second act, the prevention's owner, one of several stunned, the 配備ステップ of the other player.
A stated verdict must be that answer; withheld is always acceptable; an answer of null is a question
too ambiguous to state.

Mechanism fixed (kiseki_units, 804.11a): a UNIT named again by its part in the fight (「応戦UNITの
STRは3」「攻撃対象のUNITは…」) had its stats read as one more attacking UNIT — 「STR1とSTR2でスクラム
攻撃、相手のDEF4…。応戦UNITのSTRは3」 ran a scrum of 1+2+3 and stated [2] for the right [0]; such a
stat is now unmodeled (withheld) unless it joins a UNIT being described.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, verdict

GAME = "kiseki"
_ROWS = rows("kiseki_audit8")


def _verdict(question: str) -> tuple[bool, Any]:
    return verdict(question, GAME)


def _same(value: Any, answer: Any) -> bool:
    """A number stated once or repeated is that number; a destroyed ask's True/False is 'yes'/'no';
    a game's end told as {'winner': …} is its winner."""
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"]
    if isinstance(answer, dict):  # 「勝てる?」: a can ask's 'no' or a winner ask's 'draw'
        return any(_same(value, a) for a in answer["any_of"])
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit8_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = _verdict(row["question"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "俺は「このターン中、あなたはスタンダメージを受けない」を使った。"
            "俺のSTR5のUNITで相手のDEF2・CPコスト3のUNITを攻撃。相手の絆は何点減る?",
            6,
        ),
        (
            "相手が「このターン中、あなたはスタンダメージを受けない」を使ってる。"
            "俺のSTR4のUNITで相手のDEF3・CPコスト2のUNITを攻撃。相手の絆は何点減る?",
            1,
        ),
        (
            "相手は「このターン中、あなたはスタンダメージを受けない」を使用。"
            "相手のSTR5のUNITが俺のDEF3・CPコスト4のUNITを攻撃してきた。俺の絆はいくつ減る?",
            6,
        ),
    ],
)
def test_1307_1_only_the_player_of_the_quote_loses_no_stun_damage(question: str, lost: int) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [lost], value


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にUNITが2体、1体はスタン状態、もう1体はDEF4・CPコスト2でレディ。STR3のUNITで攻撃。相手プレイヤーを攻撃できる?",
        "相手の場にスタン状態のUNITが1体、レディのUNITが1体。相手の場のユニットは全部スタン?いや、1体だけ。STR3のUNITで相手プレイヤーを攻撃できる?",
        "俺の【暗躍】持ちのUNITで攻撃したい。相手の場に【暗躍】持ちのUNITが1体、レディ。相手プレイヤーを攻撃できる?",
    ],
)
def test_803_5b_a_choosable_unit_left_keeps_the_player_unattacked(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == "no", value


@pytest.mark.parametrize(
    "question",
    [
        "STR1とSTR2でスクラム攻撃、相手のDEF4・CPコスト2のUNITを攻撃。応戦UNITのSTRは3。相手の絆は何点減る?",
        "STR1とSTR2のUNITでスクラム攻撃して、相手のDEF4・CPコスト2のUNITに。攻撃対象のUNITはSTR3。相手の絆は何点減る?",
        "俺のSTR1とSTR2のユニットで相手のDEF4・CPコスト2のユニットをスクラム攻撃。応戦ユニットはSTR3。相手の絆は何点減る?",
    ],
)
def test_804_11a_2_the_stat_of_the_unit_named_by_its_fight_role_is_no_attacker(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [0], value


def test_804_11a_2_the_attacked_units_stats_in_its_own_description_still_count() -> None:
    question = "STR1とSTR2のUNITでスクラム攻撃、相手のSTR3・DEF4・CPコスト2のUNITに。相手の絆は何点減る?"
    assert _verdict(question) == (True, [0])
