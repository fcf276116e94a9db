"""Mechanisms from the wrong verdicts of blind batch I (measured once on 1ed8827, then fixed as
mechanisms over several wordings).

* One place in the scenario reflects one number of the question: when only lists of cards hold a
  value (a zone of 3 cards) and the question's quantities already name each of them
  (「場にカードが3枚」), another number of that value (「『フェアリー』を3体出す」) is not reflected
  by the same list — sve-bi-13 had simulated playing one card and stated 4. A stat restated
  (「パワー7000…7000同士」, 「もう1体コスト1のキャラ」) is still reflected by the stat.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.reading.model import Fact, Reading, Role, Status
from service.answering.reading.planner import Planner
from service.answering.reading.reader import read

# a scenario that plays one card onto a field of three (what a builder made for sve-bi-13)
_ONE_PLAYED: dict[str, Any] = {
    "player1": {
        "field": [{}, {}, {}],
        "hand": [{"id": "x", "name": "出すカード", "kind": "follower", "cost": 0}],
    },
    "actions": [{"type": "play", "card": "x"}],
}


def _numbers(game: str, question: str, payload: dict[str, Any]) -> list[tuple[str, Status]]:
    reading = read(question, game)
    _out, accounted = Planner(game).reconcile(reading, payload)
    return [(a.fact.text, a.status) for a in accounted if a.fact.role is Role.NUMBER]


def _bare(question: str, zone: str, count: str) -> Reading:
    """A reading with the zone's quantity and a bare number of the same value (spans from the text),
    independent of how the reader's lexicon reads the effect's count."""
    z, c = question.index(zone), question.rindex(count)
    value = int(count)
    return Reading(
        text=question,
        game="sve",
        facts=(
            Fact(z, z + len(zone), zone, Role.QUANTITY, "field_count", value, None, False, ""),
            Fact(c, c + len(count), count, Role.NUMBER, "number", value, None, False, ""),
        ),
        unread=(),
        parser="test",
    )


@pytest.mark.parametrize(
    ("question", "zone"),
    [
        (
            "場にカードが3枚ある状態で、「『フェアリー』を3体出す」効果が解決した。実際にフェアリーは何体出る?",
            "場にカードが3枚",
        ),
        (
            "自分の場にカードが3枚。フォロワートークンを3体出す効果を使ったら、何体出てくる?",
            "場にカードが3枚",
        ),
        ("場にカード3枚あるときに『フェアリー』3体を場に出すスペルを撃った。何体出せる?", "場にカード3枚"),
    ],
)
def test_field_limit_4_4_4_1_a_zone_count_reflects_one_number(question: str, zone: str) -> None:
    _out, accounted = Planner("sve").reconcile(_bare(question, zone, "3"), _ONE_PLAYED)
    status = {a.fact.role: a.status for a in accounted}
    assert status[Role.QUANTITY] is Status.USED
    assert status[Role.NUMBER] is Status.NOT_MODELED


def test_a_number_with_its_own_place_is_reflected() -> None:
    question = "場にカードが3枚。手札の3枚のうち1枚を出したら?"
    payload = {**_ONE_PLAYED, "player1": {**_ONE_PLAYED["player1"], "hand": [{}, {}, {"id": "x"}]}}
    _out, accounted = Planner("sve").reconcile(_bare(question, "場にカードが3枚", "3"), payload)
    assert all(a.status is Status.USED for a in accounted)


def test_a_restated_stat_is_still_reflected_by_the_stat() -> None:
    payload = {
        "player1": {"characters": [{"id": "a", "power": 7000}]},
        "player2": {"leader": {"power": 5000}},
        "actions": [{"type": "attack", "attacker": "a", "target": "leader", "counter": 2000}],
    }
    question = (
        "パワー7000のキャラで相手のパワー5000のリーダーにアタック。"
        "相手がカウンター2000使ったら7000同士だけど、どっちの勝ち?"
    )
    numbers = _numbers("onepiece", question, payload)
    assert ("7000", Status.USED) in numbers


@pytest.mark.parametrize(
    ("game", "question", "word"),
    [
        ("sve", "相手の守護持ちフォロワー、アクトされずにスタンド状態で立ってる。リーダー殴れる?", "アクト"),
        ("sve", "相手の【守護】フォロワーはアクトされてない。リーダーに攻撃できる?", "アクト"),
        ("sve", "相手の場の守護持ちはアクトはしてない。リーダー殴れる?", "アクト"),
        ("sve", "【守護】持ちをアクトしないでスタンドのまま置いてる。リーダーに攻撃できる?", "アクト"),
        ("kiseki", "相手のUNITはスタンはしてない。攻撃できる?", "スタン"),
    ],
)
def test_8_4_3_a_state_said_not_to_hold_is_denied(game: str, question: str, word: str) -> None:
    """sve 8.4.3 (【守護】 binds only acted followers): trap batch K sve-bk-15 and blind I sve-bi-08
    had read 「アクトされずに」 as acted and refused the leader attack."""
    states = [f for f in read(question, game).facts if f.role is Role.STATE and f.text.startswith(word)]
    assert states and all(f.negated for f in states)


def test_a_state_said_to_hold_is_not_denied() -> None:
    for question in (
        "相手の守護持ちフォロワーはアクトされた。リーダー殴れる?",
        "アクト状態の守護持ちがいる。攻撃できる?",
    ):
        states = [
            f for f in read(question, "sve").facts if f.role is Role.STATE and f.text.startswith("アクト")
        ]
        assert states and not any(f.negated for f in states)
