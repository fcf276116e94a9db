"""Force of Will 10.9.1 with the sides named by their turn role (blind J fow-bj-07).

「ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。非ターンプレイヤー側の場にはJルーラー1体と
リゾネイター2体」: the reader knows 自分 / 相手 only, so the counts on the 非ターンプレイヤー's field took no
owner and were put on the asker's field — the destroyed resonators went to the asker's graveyard and
the opponent's was stated unchanged (5, should be 7: the resonators to the graveyard, the J/ルーラー to
the ルーラーエリア, 10.9.1). Now a turn-role word binds to the asker's side when the question says which
role the asker has (`plans.fow_sides`), and a card word inside an effect's quote does not belong to the
player named before the quote (`reading.inverse.unseated_cards`). Unsaid roles decline.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.fow_sides import asker_turn, sided
from service.answering.reading.model import Role
from service.answering.reading.reader import read

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (  # fow-bj-07
            "ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。非ターンプレイヤー側の場には"
            "Jルーラー1体とリゾネイター2体(どれも破壊耐性なし)。相手の墓地はもともと5枚。解決後、相手の墓地は何枚?",
            7,
        ),
        (
            "自分はターンプレイヤー。非ターンプレイヤーの場にリゾネイター2体とJルーラー1体がいて、それらが"
            "まとめて破壊された。相手の墓地は3枚だった。相手の墓地は何枚になる?",
            5,
        ),
        (
            "自分のターン。非ターンプレイヤー側の場のリゾネイター3体をすべて破壊した。非ターンプレイヤーの墓地は"
            "もともと2枚。非ターンプレイヤーの墓地は何枚?",
            5,
        ),
    ],
)
def test_10_9_1_destroyed_on_the_non_turn_players_field(question: str, graveyard: int) -> None:
    assert _answered(question) == (True, [graveyard])


@pytest.mark.parametrize(
    "question",
    [
        # the asker's role is not said: which side the 非ターンプレイヤー is stays open
        "非ターンプレイヤーの場にリゾネイター2体。それらを破壊した。相手の墓地は1枚だった。相手の墓地は何枚?",
        "ターンプレイヤーの場のリゾネイター2体が破壊された。自分の墓地は4枚。自分の墓地は何枚?",
    ],
)
def test_10_9_1_turn_role_without_the_askers_role_is_not_stated(question: str) -> None:
    stated, _value = _answered(question)
    assert not stated


def test_10_9_1_asker_turn_role_as_said() -> None:
    assert asker_turn(read("ターンプレイヤーの自分がリゾネイターを破壊した。", GAME)) is True
    assert asker_turn(read("自分は非ターンプレイヤー。", GAME)) is False
    assert asker_turn(read("相手がターンプレイヤー。", GAME)) is False
    assert asker_turn(read("非ターンプレイヤーの場にリゾネイター2体。", GAME)) is None


def test_10_9_1_turn_role_binds_the_count_after_it() -> None:
    reading = sided(read("自分はターンプレイヤー。非ターンプレイヤーの場にリゾネイター2体。何枚?", GAME))
    assert reading is not None
    counts = [f for f in reading.facts if f.role is Role.QUANTITY and f.concept == "field_count"]
    assert [f.owner for f in counts] == ["opponent"]
    # a question naming no turn role reads unchanged
    plain = read("相手の場にリゾネイター2体。何枚?", GAME)
    assert sided(plain) is plain


@pytest.mark.parametrize(
    ("question", "graveyard"),
    [
        (  # blind I fow-bi-10: no 自分/相手 at all — the roles are the players
            "ターンプレイヤーが「対象のプレイヤーの魔石エリアにある魔石2つを破壊する」を非ターンプレイヤーに使った。"
            "非ターンプレイヤーの墓地は元々4枚。解決後、非ターンプレイヤーの墓地は何枚?",
            6,
        ),
        (  # the resonators go to their owner's graveyard, not the turn player's
            "ターンプレイヤーの墓地は2枚、非ターンプレイヤーの墓地は6枚。非ターンプレイヤーの場のリゾネイター3体を"
            "すべて破壊した。ターンプレイヤーの墓地は何枚?",
            2,
        ),
        (
            "非ターンプレイヤーの墓地は2枚。非ターンプレイヤーの場のリゾネイター3体をすべて破壊した。"
            "非ターンプレイヤーの墓地は何枚?",
            5,
        ),
    ],
)
def test_10_9_1_players_named_by_turn_role_only(question: str, graveyard: int) -> None:
    assert _answered(question) == (True, [graveyard])


def test_10_9_1_the_binding_is_named() -> None:
    both = (
        "ターンプレイヤーの墓地は2枚、非ターンプレイヤーの墓地は6枚。非ターンプレイヤーの場のリゾネイター3体を"
        "すべて破壊した。ターンプレイヤーの墓地は何枚?"
    )
    _gated, note = situate(both, GAME)
    assert note is not None and "非ターンプレイヤーを相手" in note
    one = (
        "非ターンプレイヤーの墓地は2枚。非ターンプレイヤーの場のリゾネイター3体をすべて破壊した。"
        "非ターンプレイヤーの墓地は何枚?"
    )
    _gated, note = situate(one, GAME)
    assert note is not None and "非ターンプレイヤーを自分" in note
