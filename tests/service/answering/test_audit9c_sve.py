"""Shadowverse EVOLVE round-9c precision audit (issue 11): the whole game's answering asked in a style
earlier audits used little — long questions telling 3+ facts (both players' followers with stats
and states, 【守護】【威圧】【必殺】【ドレイン】【突進】【疾走】, leader 体力, PP), numbers in 全角 and
漢数字, the player or card NOT acted on asked about, and facts told after the asking sentence
(「…攻撃できる?ちなみにそいつは守護持ち」). Each row keeps the verdict values the rulebook
allows (`data/sve_audit9c.jsonl`, checked by hand; withholding is always allowed).

What the audit found (47 questions: 30 stated, 7 wrong — 5 findings — before the fixes; 25 stated,
0 wrong after):
(1) 「…【威圧】持ちフォロワー(体力２)だけ。…のフォロワーでそいつを攻撃できる?」 had been stated 'yes'
— the builder read no card in 「そいつ」 and, a leader being told apart, attacked it: a pronoun that is
the asking sentence's object is now the defender's follower; (2) 「…を攻撃した。自分のフォロ
ワーは破壊される?ちなみに相手のそいつは必殺持ち」 had been stated 'no' — 【必殺】 told of 「そいつ」 made a
bystander of its own: a keyword told of a pronoun is read by no builder (12.14); (3) 「自分の威圧持ち
でその相手のフォロワーを攻撃できる?」 had been stated 'no' — the attacker's 【威圧】 went to the attacked
card (12.12.2 forbids only the opponent's choice); (4) 「…【ドレイン】持ち(攻撃力３/体力４)を攻撃した。
…攻撃のあと相手リーダーの体力はいくつ?」 had been stated 2, the attacked follower's 体力 — the builder
leads with the fight, so a leader's 体力 asked after a fight of followers is left to the plans (10:
12.13.2.2); (5) 「アクト状態の守護持ちは【威圧】も持ってる。ほかにアクト状態のフォロワーが１体。…その
ほかの１体を攻撃できる?」 had been stated 'no' — the 【守護】 holder was taken for 「ほかの１体」 (8.4.3).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit9c")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a9c-{i:03d}" for i in range(len(_ROWS))])
def test_audit9c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit9c_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    ("question", "accept"),
    [
        (
            "相手の場にはアクト状態の【威圧】持ちフォロワー（体力２）だけ。相手リーダーは体力１２。"
            "前のターンから場にいる俺の攻撃力５のフォロワーでそいつを攻撃できる?",
            ["no"],
        ),
        (
            "相手の場にアクト状態の威圧持ち（体力１）しかいない。前のターンからいる攻撃力３のフォロワーでそいつを攻撃できる?",
            ["no"],
        ),
        (
            "向こうの場、アクト状態の【威圧】のフォロワーが一体だけ。こっちの前のターンからいるフォロワーで、こいつを殴れる?",
            ["no"],
        ),
        (
            "前のターンから場にいる俺の攻撃力５/体力５のフォロワーで、相手のアクト状態の攻撃力１/体力２のフォロワーを"
            "攻撃した。俺のフォロワーは破壊される?ちなみに相手のそいつは必殺持ち",
            ["yes", True],
        ),
        (
            "相手のアクト状態のフォロワー（攻撃力１/体力３）を前のターンからいる俺の攻撃力５/体力５のフォロワーで"
            "攻撃した。俺のは破壊される?あ、そいつは必殺持ち",
            ["yes", True],
        ),
    ],
)
def test_12_12_and_12_14_a_card_named_by_a_pronoun_is_not_another_card(
    question: str, accept: list[Any]
) -> None:
    """「そいつ」「こいつ」 name a card told before: 【威圧】's holder may not be attacked (12.12.2), and
    【必殺】 told of the attacked card destroys the attacker (12.14.2) — never the leader attacked instead
    nor a keyword on a bystander of its own."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value in accept


@pytest.mark.parametrize(
    "question",
    [
        "俺の威圧持ちフォロワーは前のターンから場にいてスタンド状態。相手の場にはアクト状態のフォロワーが一体、"
        "相手リーダー体力は十。俺の威圧持ちでその相手のフォロワーを攻撃できる?",
        "俺の威圧持ちで相手のアクト状態のフォロワーを攻撃できる?俺のは前のターンからいる",
        "こっちの威圧持ちで向こうのアクト状態のフォロワーを殴れる?前のターンから場にいる",
    ],
)
def test_12_12_2_the_attackers_own_intimidate_does_not_forbid_its_attack(question: str) -> None:
    """【威圧】 forbids only the opponent's choice of its holder as a target (12.12.2): the asker's holder
    attacking is never refused for it."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value == "yes"


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "前のターンからいる俺の攻撃力２/体力５のフォロワーで相手のアクト状態の【ドレイン】持ち（攻撃力３/体力４）を"
            "攻撃した。相手リーダーの体力は１０。攻撃のあと相手リーダーの体力はいくつ?",
            10,
        ),
        (
            "俺のリーダー体力８、相手リーダー体力６。前のターンからいる俺の攻撃力３/体力３で相手のアクト状態の"
            "【ドレイン】持ち（攻撃力２/体力５）を攻撃。相手のリーダーの体力はいくつになる?",
            6,
        ),
        (
            "前のターンからいる俺の攻撃力４体力４のフォロワーで相手のアクト状態の攻撃力１体力６のフォロワーを攻撃した。"
            "相手リーダーは体力九。攻撃後の相手リーダーの体力は?",
            9,
        ),
    ],
)
def test_12_13_2_2_a_leaders_health_after_a_fight_of_followers_is_the_leaders(
    question: str, health: int
) -> None:
    """The attacked follower's 【ドレイン】 does not trigger (12.13.2.2) and a fight of followers deals no
    leader damage (8.4.9): the leader's 体力 asked is the told one, never a follower's left."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value == [health]


@pytest.mark.parametrize(
    ("question", "accept"),
    [
        (
            "相手の場、アクト状態の守護持ちは【威圧】も持ってる。ほかにアクト状態のフォロワーが１体。"
            "前のターンからいる俺のフォロワーでそのほかの一体を攻撃できる?",
            "yes",
        ),
        (
            "相手の場にアクト状態の守護持ち（威圧も持ってる）とアクト状態のフォロワーが１体。"
            "前のターンからいる俺のフォロワーで、別の一体を攻撃できる?",
            "yes",
        ),
        (
            "向こうにはアクト状態の守護持ちが１体と、他にアクト状態の２/２が１体。"
            "こっちの前のターンからいるフォロワーで他の１体を殴れる?",
            "no",
        ),
    ],
)
def test_8_4_3_a_card_named_by_its_count_is_not_the_guard_holder(question: str, accept: str) -> None:
    """「ほかの１体」 is the card besides the 【守護】 holder: it must be chosen only if the holder cannot
    be (8.4.3, 12.8.2 with 12.12.2) — never answered as if the holder were the one attacked."""
    stated, value, _summary = situated(question, GAME)
    if stated:
        assert value == accept
