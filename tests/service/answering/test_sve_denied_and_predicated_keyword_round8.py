"""Shadowverse Evolve, batch P's two wrong verdicts fixed as reading mechanisms (issue 11, round 8).

* 12.12.2 — a keyword said as the predicate of the card before it (「相手のフォロワーが【威圧】持ち。」
  「…は威圧を持ってる。」) is that card's: the attack builder had given 【威圧】 to the asker's follower
  named after it and stated 'yes' (sve-bp-10). `extract._predicated`.
* 7.4.5 — a keyword said not attached (「クイックが付いてない」「【クイック】のついていない」
  「クイックを持っていない」) is denied: the end-phase plan had played the card with 【クイック】 and
  stated 'yes' (sve-bp-17). `reading.reader._DENIED`.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.extract import extract
from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "相手のアクト状態のフォロワーが【威圧】持ち。こいつを自分のフォロワーで攻撃して処理したいんだけど、攻撃対象にできる?",
        "相手のフォロワー(アクト状態)は威圧を持ってる。俺のフォロワーでそいつを攻撃できる?",
        "相手のアクト状態のフォロワーは威圧持ちなんだけど、自分のフォロワーでそのフォロワーを攻撃できる?",
        "アクト状態の相手フォロワーが【威圧】を持っている。こっちのフォロワーで攻撃対象に選べる?",
        # keywords listed in one predicate (the 【守護】 had been the only one; 【威圧】 went to the attacker)
        "相手のアクト状態のフォロワーは【守護】も【威圧】も持ってる。自分のフォロワーでそのフォロワーを攻撃できる?",
        # 「威圧持ち」 in the list is no card of its own
        "相手のアクト状態のフォロワーは守護と威圧持ち。自分のフォロワーでそのフォロワーを攻撃できる?",
    ],
)
def test_12_12_2_intimidate_said_of_the_opponents_follower_is_no_target(question: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == "no"


@pytest.mark.parametrize(
    ("question", "theirs", "mine"),
    [
        ("相手のフォロワーが【威圧】持ち。自分のフォロワーで攻撃できる?", {"威圧"}, set()),
        ("相手のフォロワーは守護を持ってる。自分のフォロワーで攻撃できる?", {"守護"}, set()),
        # a keyword before the next noun, not said of the one before it, stays the next noun's
        ("相手のフォロワーに自分の【疾走】持ちフォロワーで攻撃できる?", set(), {"疾走"}),
        ("相手のフォロワーを【威圧】持ちのフォロワーで攻撃できる?", set(), {"威圧"}),
    ],
)
def test_12_12_2_keyword_predicate_binds_to_its_subject(
    question: str, theirs: set[str], mine: set[str]
) -> None:
    first, second = extract(question).mentions[:2]
    assert set(first.keywords) == theirs
    assert set(second.keywords) == mine


@pytest.mark.parametrize(
    "question",
    [
        "非ターンプレイヤー側で、相手のエンドフェイズ。クイックが付いてない普通のスペルを手札から撃てる?",
        "相手のエンドフェイズに、【クイック】が付いていないスペルを撃てる?",
        "相手ターン終了時、クイックのついてないフォロワーを手札から出せる?",
        "相手のエンドフェイズ中、クイックを持っていないスペルを撃てる?",
    ],
)
def test_7_4_5_a_card_said_without_quick_is_refused(question: str) -> None:
    told = verdict(question)
    assert told.stated and told.value == "no"


def test_8_4_3_an_acted_ward_follower_with_intimidate_forces_no_target() -> None:
    """8.4.3 / 12.8: the acted 【守護】 follower is chosen only where possible; 【威圧】 (12.12.2) makes it
    impossible, so the leader may be attacked."""
    told = verdict(
        "相手の場のアクト状態の【守護】フォロワーは【威圧】も持ってる。"
        "前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?"
    )
    assert told.stated and told.value == "yes"


def test_7_4_5_a_card_said_with_quick_still_plays() -> None:
    told = verdict("相手のエンドフェイズに、【クイック】が付いたスペルを撃てる?")
    assert told.stated and told.value == "yes"
