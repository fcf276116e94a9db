"""A keyword holder written with the rulebook's brackets, 「【突進】持ちを今出した」, is a card of its own
(service/answering/extract.py `_HOLDER_RE`), as 「突進持ちを」 already was — its keyword had been
given to the next follower named (the opponent's), so a 【突進】 follower played this turn was answered
as unable to attack an acted follower (12.10.2). Several wordings, and the counterparts the rule
refuses (a leader target, no 【突進】)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.extract import extract
from service.answering.plans import situate


def answered(question: str) -> Any:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    return verdict.value if verdict.stated else None


@pytest.mark.parametrize(
    "question",
    [
        "【突進】持ちを今出した。相手のアクト状態のフォロワーを攻撃できる?",
        "【突進】持ちをこのターンにプレイした。そいつで相手のアクト状態のフォロワーを殴れる?",
        "さっき手札から【突進】持ちを出したばかり。相手のアクト状態のフォロワーに攻撃できる?",
    ],
)
def test_12_10_2_a_rush_follower_played_this_turn_may_attack_an_acted_follower(question: str) -> None:
    assert answered(question) in ("yes", None)
    first = extract(question).mentions[0]
    assert first.noun == "持ち" and first.keywords == frozenset({"突進"})


@pytest.mark.parametrize(
    "question",
    [
        "【突進】持ちを今出した。相手リーダーを攻撃できる?",
        "【必殺】持ちを今出した。相手のアクト状態のフォロワーを攻撃できる?",
    ],
)
def test_8_4_2_1_a_follower_played_this_turn_without_storm_or_rush_reach_is_refused(question: str) -> None:
    assert answered(question) in ("no", None)


def test_a_bracketed_keyword_said_of_the_noun_before_is_no_card_of_its_own() -> None:
    # 「相手のフォロワーが【守護】持ち」: the keyword describes that follower (as 「守護持ち」 did)
    mentions = extract(
        "相手のフォロワーが【守護】持ち。こっちのフォロワーで相手リーダーを攻撃できる?"
    ).mentions
    assert [m.noun for m in mentions].count("持ち") == 0
