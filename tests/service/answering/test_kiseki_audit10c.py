"""Round-10c precision audit (issue 11), kiseki: adversarial questions of our own in this wave's styles
— U untold deciding values, V perspective and third persons, W terse fragments, X two asks in one —
with the verdict values the rulebook allows (`data/kiseki_audit10c.jsonl`, worked out by hand; an empty
`accept` says the question must be withheld; a two-ask row accepts each ask's right value).

62 questions (U 18, V 14, W 18, X 12). On a clean export of bed1ab7: 32 stated, 8 wrong (U 6/2,
V 10/0, W 10/5, X 6/1 stated/wrong); with this: 25 stated, 0 wrong (U 4, V 10, W 6, X 5). The wrong
ones, and the mechanisms fixed:

* 804.11a — 「STR4でDEF2殴った。オーバーキル何点?」「STR3でDEF3殴った」「STR5でDEF3を攻撃」: the
  「で」-joined stats were one UNIT attacking the player (4 stated for 2):
  `kiseki_units._attacked_object` — stats right before the attack verb are what is attacked;
* 705.5 — 「絆0同士。勝ち?」「絆0同士、相手がイニシアチブ。勝ち?」: a 絆 said of both after its value
  was the asker's alone ('opponent'): `kiseki_judge._MUTUAL` (同士/どうし/ずつ) makes it both
  players' — a tie with no turn is withheld;
* 803.3a-1 — 「このUNITで攻撃できる?」: nothing told but the UNIT, stated 'yes' from a ready UNIT and an
  empty field: `scenarios.kiseki.untold_attacker` and the fight plan's named-UNIT path withhold it;
* 804.11a-2 — 「相手のDEF4のUNITを俺のUNITで攻撃。スタンさせられる?」 answered the attack's legality
  ('yes'): `kiseki_verdict.result_asked` — a result asked as a possibility is not the legality;
* 705.5 — 「…俺の絆が3なら負ける?その時相手の絆も0なら?」: an attack leaving both 絆 equal at 0 or
  less ran the asker as the イニシアチブプレイヤー ('opponent'): `scenarios.kiseki._tie` withholds it
  unless the asker's turn is told.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("kiseki_audit10c")


def _value(question: str) -> tuple[bool, Any]:
    stated, value, _summary = situated(question, "kiseki")
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"] or "none"
    return stated, value


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10c_data_has_at_least_30_distinct_questions_in_this_waves_styles() -> None:
    assert len(_ROWS) >= 30
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["style"] for r in _ROWS} == {"U", "V", "W", "X"}


@pytest.mark.parametrize(
    "question",
    [
        "STR4でDEF2殴った。オーバーキル何点?",
        "STR3でDEF3殴った。絆何点減る?",
        "STR4でDEF2をぶん殴った。何点?",
        "STR5でDEF2に攻撃。何点減る?",
        "STR3でDEF1をなぐった。相手の絆何点減る?",
    ],
)
def test_804_11a_stats_right_before_the_attack_verb_are_not_the_attackers(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("相手のUNITはSTR2/DEF4でCPコスト2。俺のSTR5のUNITで攻撃。何点減る?", 3),
        ("俺のSTR4・DEF3で攻撃。相手何点減る?", 4),
    ],
)
def test_804_11a_stats_joined_by_de_away_from_the_verb_stay_one_units(question: str, lost: int) -> None:
    assert _value(question) == (True, [lost])


@pytest.mark.parametrize("question", ["絆0同士。勝ち?", "絆0同士。どっちが勝つ?", "絆-1どうし。負け?"])
def test_705_5_a_kizuna_said_of_both_after_its_value_ties_with_no_turn_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("絆2ずつ。回復フェイズで勝つのは?", "none"),
        ("絆0同士、相手がイニシアチブ。勝ち?", "self"),
        ("絆0点同士で相手のターン。回復フェイズ、俺の勝ち?", "self"),
        ("絆0同士、俺のターン。勝ち?", "opponent"),
    ],
)
def test_705_5_a_kizuna_said_of_both_after_its_value_is_each_players(question: str, winner: str) -> None:
    assert _value(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "このUNITで攻撃できる?",
        "そのUNITで攻撃できる?",
        "このユニット、攻撃できる?",
        "このUNITで攻撃していい?",
        "俺のUNITで攻撃できる?",
        "自分のUNITで相手プレイヤーを攻撃できる?",
        "UNITで相手を攻撃できる?",
    ],
)
def test_803_3a_1_an_attack_by_a_unit_nothing_is_told_of_is_withheld(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("相手の場にUNITは1体もいない。自分のUNITで相手プレイヤーを攻撃できる?", "yes"),
        ("相手の場のUNITが2体ともレディ。自分のUNITで相手プレイヤーを攻撃できる?", "no"),
        ("相手の場のUNITが2体ともスタンしてる。自分のUNITで相手プレイヤーを攻撃できる?", "yes"),
        ("スタンしている相手のUNITを攻撃できる?", "no"),
    ],
)
def test_803_5_an_attack_with_the_field_told_is_still_stated(question: str, can: str) -> None:
    assert _value(question) == (True, can)


@pytest.mark.parametrize(
    "question",
    [
        "相手のDEF4のUNITを俺のUNITで攻撃。スタンさせられる?",
        "相手のDEF4のUNITを俺のSTR3のUNITで攻撃。スタンさせられる?",
        "相手のDEF4のUNITを俺のUNITで攻撃したらスタンさせられる?",
        "俺のSTR4でDEF4の相手UNITを攻撃してスタンできる?",
        "相手のDEF2のUNITに俺のSTR3のUNITで攻撃してオーバーキルできる?",
        "STR3のUNITでDEF4の相手UNITを殴ったら倒せる?",
    ],
)
def test_804_11a_2_a_stun_asked_as_a_possibility_is_not_the_attacks_legality(question: str) -> None:
    stated, value = _value(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR3のUNITが俺を直接攻撃。俺の絆が3なら負ける?その時相手の絆も0なら?",
        "俺の絆3、相手の絆0。相手のSTR3のUNITに直接攻撃された。どっちが勝つ?",
        "相手の絆は2、俺の絆は0。俺のSTR2のUNITで相手を直接攻撃。勝つのは?",
        "相手のターン。俺の絆3、相手の絆0。相手のSTR3のUNITに直接攻撃された。どっちが勝つ?",
    ],
)
def test_705_5_a_tie_an_attack_leaves_without_the_askers_turn_is_withheld(question: str) -> None:
    assert not _value(question)[0]


def test_705_5_a_tie_an_attack_leaves_in_the_askers_turn_loses_the_asker() -> None:
    question = "俺のターン。相手の絆は2、俺の絆は0。俺のSTR2のUNITで相手を直接攻撃。勝つのは?"
    assert _value(question) == (True, "opponent")
