"""sve: a taken follower leaving the field goes to its owner's zone (5.21.3) and keeps the damage it had
(5.21.2) — the counts and the destroyed ask over several wordings, and what the plans decline."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手の場から奪ったフォロワーが破壊された。相手の墓場は5枚。相手の墓場は何枚になる?", [6]),
        ("自分の場のフォロワーを相手が奪った。そのあと相手がそれを破壊した。自分の墓場は7枚。何枚になる?",
         [8]),
        ("相手のフォロワーを効果で奪ってから破壊した。相手の墓場は10枚だった。相手の墓場は何枚?", [11]),
        ("相手のフォロワーを奪って、それが破壊された。自分の墓場は2枚だったけど、何枚増える?", [0]),
        ("相手に奪われた自分のフォロワーが破壊された。自分の墓場が3枚だったら何枚になる?", [4]),
        ("相手に奪われた俺のフォロワーが手札に戻された。俺の手札は5枚、何枚になる?", [6]),
        ("相手の手札は4枚。相手から奪ったフォロワーを、こっちの効果で手札に戻した。相手の手札は何枚になる?",
         [5]),
        ("奪ったフォロワーを消滅させた。相手の墓場は4枚。相手の墓場は何枚になる?", [4]),
    ],
)  # fmt: skip
def test_a_taken_follower_goes_to_its_owners_zone(question: str, want: list[int]) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("体力4で2ダメージ受けてる相手のフォロワーを奪った。その後そいつに2ダメージ与えたら破壊される?",
         True),
        ("相手の2ダメージ受けてる3/4のフォロワーを奪った。そいつに2ダメージ与えたら破壊される?", True),
        ("相手の1ダメージ受けてる体力5のフォロワーを奪った。そいつに2ダメージ与えたら破壊される?", False),
    ],
)  # fmt: skip
def test_a_taken_follower_keeps_its_damage(question: str, want: bool) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "相手のフォロワーを奪った。自分のフォロワーを破壊した。自分の墓場は3枚。何枚になる?",
        "自分の墓場は2枚。相手のフォロワーを破壊してから、相手のフォロワーを奪った。自分の墓場は何枚?",
        # destroyed before it was taken (2 damage at 体力2)
        "相手の2ダメージ受けてる体力2のフォロワーを奪った。そいつに1ダメージ与えたら破壊される?",
    ],
)  # fmt: skip
def test_other_situations_are_not_these_plans(question: str) -> None:
    assert not situated(question, "sve")[0], question
