"""Round-14 precision audit in the hidden set's style, third pass (all five games): 40 own everyday
questions asking whether something can be done (attacks, blocks, targets, costs, timing, keywords) and
whether a card is destroyed / KO'd / killed / stunned, 8 a game, 21 of them traps (an owner word, a
state, a keyword, a turn, an exception clause, a card named by the clause of its player), kept in
`data/style_audit14c.jsonl` with the rulebook clause of each expected answer (`corpus/sources/<game>.txt`;
an empty `accept` means no verdict may be stated; withholding is always allowed).

Wrong before this audit (HEAD 056475a): a card named by an attack clause whose subject is a player,
「俺がアタックしたキャラはKOされる?」「俺が攻撃したフォロワーは破壊される?」「俺が攻撃したUNITはスタンする?」
「俺がアイサツしたキャラは死ぬ?」, had been read as the asker's attacker ('false' stated of the KO'd,
destroyed, stunned, killed card, 7-1-4-1-2 / 8.4.9 / 804.11a-2 / 706.4b): reading/role_clause.by_player
makes it the clause's object (the attacked card); 「相手がアタックしてきたキャラ」 (the card the opponent
attacked with, or the one it attacked) names neither part. A play the question denies (「アタックできる?
このターン出したやつじゃない。」「出したキャラじゃなくて、前からいる…」) had been read as the play: 'no' by
3-7-4 (onepiece builder and can plan, sve builder): reading/denied_turn.denied_play withholds. The asker's
turn told as now (「相手のフォロワーで俺のリーダーを攻撃できる?今は俺のターン。」) had been run as the
opponent's turn, 'yes' stated (8.4.1): scenarios/sve_defend leaves it.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("style_audit14c")


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if "open" in row else ()
    return pytest.param(row, id=f"st14c-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_style_audit14c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_style_audit14c_rows_are_eight_a_game_and_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"):
        assert sum(r["game"] == game for r in _ROWS) == 8
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 14


# 7-1-4-1-2 / 8.4.9 / 804.11a-2 / 706.4b: 「<player>が<attack>した<card>」 is the card attacked
@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "パワー6000のキャラで相手のレストのパワー5000のキャラにアタック。俺がアタックしたキャラはKOされる?",
            "onepiece",
        ),
        (
            "相手のパワー7000のキャラが俺のレストのパワー5000のキャラにアタック。相手がアタックしたキャラはKOされる?",
            "onepiece",
        ),
        (
            "相手の攻撃力3・体力5のフォロワーが俺のアクト状態の攻撃力1・体力3のフォロワーを攻撃してきた。"
            "相手が攻撃したフォロワーは破壊される?",
            "sve",
        ),
        ("STR3・DEF5のUNITで相手のSTR1・DEF3のUNITを攻撃した。こっちが攻撃した方はスタンする?", "kiseki"),
        (
            "俺のカラテ3・耐久力1のキャラで、相手の耐久力3のキャラにアイサツ。自分がさっきアイサツしたキャラは死ぬ?",
            "ninjaslayer",
        ),
    ],
)  # fmt: skip
def test_a_card_a_player_attacked_is_the_attacked_one(question: str, game: str) -> None:
    assert situated(question, game)[:2] == (True, True), question


def test_the_attacker_named_by_its_own_clause_is_still_the_attacker() -> None:
    for q, game in [
        (
            "パワー6000のキャラで相手のレストのパワー5000のキャラにアタック。アタックしたキャラはKOされる?",
            "onepiece",
        ),
        (
            "攻撃力3・体力5の自分のフォロワーで相手のアクト状態の攻撃力1・体力3のフォロワーを攻撃。"
            "攻撃したフォロワーは破壊される?",
            "sve",
        ),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, False), q


def test_a_card_the_opponent_attacked_toward_the_asker_names_no_part() -> None:
    q = (
        "相手のパワー7000のキャラが俺のレストのパワー5000のキャラにアタックしてきた。"
        "相手がアタックしてきたキャラはKOされる?"
    )
    assert not situated(q, "onepiece")[0]


# 3-7-4 / 8.4.2.1: a play the question denies is not the card's play
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("アクティブのキャラで相手のリーダーにアタックできる?このターン出したやつじゃない。", "onepiece"),
        ("このターンに出したキャラじゃなくて、前からいるアクティブのキャラでアタックできる?", "onepiece"),
        ("さっき出したばかりじゃないキャラでアタックできる?", "onepiece"),
        ("フォロワーで相手のリーダーを攻撃できる?このターン出したフォロワーじゃない。", "sve"),
    ],
)
def test_a_denied_play_is_not_read_as_the_play(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value == "yes", value


# 8.4.1: only the turn player attacks — the opponent's follower in the asker's turn told as now
@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーで俺のリーダーを攻撃できる?今は俺のターン。",
        "俺のターン中に、相手のフォロワーで俺のリーダーを攻撃できる?",
        "相手のフォロワーが俺のリーダーを攻撃できる?今は俺のターン。",
    ],
)
def test_8_4_1_the_opponent_does_not_attack_in_the_askers_turn(question: str) -> None:
    stated, value, _summary = situated(question, "sve")
    assert not stated or value == "no", value


def test_an_attack_told_from_the_attacked_side_is_still_answered() -> None:
    q = (
        "相手の攻撃力2のフォロワーが俺のアクト状態の体力2のフォロワーを攻撃してきた。"
        "俺のフォロワーは破壊される?"
    )
    assert situated(q, "sve")[:2] == (True, True)
