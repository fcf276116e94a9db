"""軌跡 round-13 independent audit: own adversarial questions on round 13's new kiseki code (bb7db8d
stunned_fate / reflexive 自分, d4a2f31 stats-only UNITs and icons told afterwards;
`data/kiseki_audit13.jsonl`, `rule` names the clause each checks). Every stated verdict was checked by
hand against the rulebook; `accept` lists the right values, [] = no verdict may be stated.

On HEAD 1128dc4: 30 questions / 21 stated / 8 wrong — 「絆は残る?」「拠点は残る?」 stated the run's
'ongoing' (the asked noun unread); 「相手の絆、0まで落ちる?」 False of no card (lexicon ASK destroyed);
「相手がスクラムサポートしたあと…攻撃」 gave the サポート to the attacked UNIT (1 stated for 1 or 3);
「相手やられる?」 (no particle) stated False of a player whose 絆 goes to -3 (705.5); 「相手のやつが
【武術】持ってるかは分からない」 gave it the +1/+1 (1406.1); 「相手の方は【武術】持ってて、俺の方も
持ってる」「相手のは…持ってないけど、俺のは持ってる」 gave the icon to one side only or none. With this
audit's fixes: 14 stated / 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "kiseki"
_ROWS = rows("kiseki_audit13")


@pytest.mark.parametrize(
    "row",
    [
        pytest.param(r, marks=pytest.mark.xfail(strict=True, reason=r["open"])) if r.get("open") else r
        for r in _ROWS
    ],
    ids=[r["id"] for r in _ROWS],
)
def test_audit13_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit13_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 30


def _verdicts(questions: list[str]) -> list[tuple[bool, Any]]:
    return [situated(q, GAME)[:2] for q in questions]


def test_1406_1_an_icon_asked_or_unsure_is_not_told() -> None:
    fight = "俺のSTR3/DEF3で相手のSTR2/DEF3を攻撃した。"
    for stated, _value in _verdicts(
        [
            fight + "相手のやつが【武術】持ってるかは分からない。相手のは落ちる?",
            fight + "相手のやつ【武術】持ってたかも。相手のは落ちる?",
        ]
    ):
        assert not stated
    # told, it still counts (d4a2f31)
    assert _verdicts([fight + "あ、相手のやつ【武術】持ってた。相手のは落ちる?"]) == [(True, False)]


def test_1406_1_the_other_side_said_to_hold_it_too() -> None:
    fight = "俺のSTR3/DEF3で相手のSTR2/DEF3を攻撃。"
    assert _verdicts(
        [
            fight + "相手の方は【武術】持ってて、俺の方も持ってる。相手のは落ちる?",
            fight + "相手の方は【武術】持ってて、俺の方は持ってない。相手のは落ちる?",
        ]
    ) == [(True, True), (True, False)]


def test_705_5_a_player_asked_without_a_particle_is_no_cards_fate() -> None:
    for stated, _value in _verdicts(
        [
            "相手の絆は2。相手の場にUNITはいない。俺のSTR5のUNITで攻撃。相手やられる?",
            "相手の絆は2。相手の場にUNITはいない。俺のSTR5のUNITで攻撃。相手、やられる?",
        ]
    ):
        assert not stated


def test_a_remain_ask_is_not_answered_by_the_default_outcome() -> None:
    fight = "俺のSTR2/DEF3で相手のSTR3/DEF2を攻撃した。"
    for stated, _value in _verdicts([fight + "絆は残る?", fight + "拠点は残る?"]):
        assert not stated


def test_a_zone_or_value_asked_is_no_units_fate() -> None:
    # 「手札も残る?」「拠点も残る?」「絆、0まで落ちる?」: not the attacked UNIT's stun (lexicon ASK destroyed)
    fight = "俺のSTR3/DEF3で相手のSTR2/DEF4を攻撃。"
    for stated, _value in _verdicts(
        [
            fight + "相手の手札も残る?",
            fight + "拠点も残る?",
            "相手の絆は3。相手の場にUNITはいない。俺のSTR3のUNITで攻撃。相手の絆、0まで落ちる?",
        ]
    ):
        assert not stated
    # the UNIT asked still is (d4a2f31, bb7db8d)
    assert _verdicts(
        ["俺のSTR2/DEF2のUNITで相手のSTR1/DEF4のUNITを攻撃。相手のUNITは残る?", fight + "相手のは落ちる?"]
    ) == [(True, False), (True, False)]


def test_1219_2a_a_support_told_before_the_attack_names_no_target() -> None:
    stated, _value, _summary = situated(
        "相手がスクラムサポートしたあと、俺のSTR5のUNITで相手のSTR2/DEF3/CPコスト1のUNITを攻撃。相手の絆は何点減る?",
        GAME,
    )
    assert not stated
    # its target named, it is stated (1309.1a: stun damage 1 only)
    assert _verdicts(
        [
            "相手がスクラムサポートで自分のSTR2/DEF3/CPコスト1のUNITにサポート。俺のSTR5のUNITでそれを攻撃したら、相手の絆は何点減る?"
        ]
    ) == [(True, [1])]
