"""sve, round 9 (issue 11): a spell's damage per the graveyard's cards read in general (5.28.1: the count
// the unit times the amount, dealt once to the opponent's leader; 5.13.1; 11.2.1).

「墓場のカード3枚ごとに」 is the same per-count as 「3枚につき」 (lexicon STAT ``per``; the graveyard count
stays no quantity before it), and 「何ダメージ入る?」's own damage word is the ask, no second hit.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "sve"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 10 // 3 = 3 → 6 - 3
        (
            "自分の墓場は10枚。「自分の墓場のカード3枚ごとに、相手のリーダーに1ダメージ」を使った。"
            "相手リーダーの体力は6。撃った後の相手リーダーの体力は?",
            [3],
        ),
        # 9 // 3 × 2 = 6 → 10 - 6
        (
            "自分の墓場にカードが9枚。『自分の墓場のカード3枚につき、相手のリーダーに2ダメージ』のスペルを"
            "使った。相手リーダーの体力は10。撃った後の相手リーダーの体力は?",
            [4],
        ),
        # the opponent's effect: its graveyard 8 // 4 = 2 → the asker's leader 5 - 2
        (
            "相手の墓場は8枚、自分のリーダーの体力は5。相手が「自分の墓場のカード4枚につき、相手のリーダーに"
            "1ダメージ」を使ってきた。自分のリーダーの体力は?",
            [3],
        ),
        # the damage asked: 7 // 4 = 1
        (
            "自分の墓場のカードが7枚。「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を解決。"
            "相手リーダー体力4。何ダメージ入る?",
            [1],
        ),
        # 15 // 4 = 3 → 12 - 3
        (
            "相手リーダーの体力は12。墓場のカードは15枚。「自分の墓場のカード4枚につき相手のリーダーに"
            "1ダメージ」を撃ったら相手リーダーの体力いくつ?",
            [9],
        ),
        # fewer cards than the unit: 3 // 4 = 0, nothing dealt
        (
            "自分の墓場3枚で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を撃った。"
            "相手リーダーの体力5はどうなる? 何点になる?",
            [5],
        ),
        # 12 // 4 = 3 → 3 - 3
        (
            "俺の墓場12枚。「自分の墓場のカード4枚ごとに相手のリーダーに1ダメージ」を撃つ。相手リーダーの体力は3。"
            "相手リーダーの体力はいくつになる?",
            [0],
        ),
    ],
)
def test_5_28_1_per_graveyard_damage_is_one_instance(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_11_2_1_per_graveyard_damage_to_zero_wins() -> None:
    # 20 // 5 = 4 ≥ 3: the opponent's leader at 0 or less loses at the next check
    question = (
        "墓場20枚で「自分の墓場のカード5枚につき、相手のリーダーに1ダメージ」を使ったら、体力3の相手リーダーは"
        "どうなる?"
    )
    assert _answered(question) == (True, {"result": "game_over", "winner": "self"})


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's graveyard counted, only the asker's told
        "自分の墓場12枚。「相手の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使った。相手リーダーの"
        "体力10。撃った後の相手リーダーの体力は?",
        # a follower hit, not the leader
        "自分の墓場12枚。「自分の墓場のカード4枚につき、相手のフォロワー1体に1ダメージ」を使った。相手の"
        "フォロワーの体力は5。そのフォロワーの体力は?",
        # a second damage told
        "自分の墓場12枚。「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使って、さらに別のスペルで"
        "相手のリーダーに2ダメージ与えた。相手リーダーの体力10。残りは?",
        # no graveyard count told
        "「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使った。相手リーダーの体力は10。"
        "撃った後の相手リーダーの体力は?",
        # the opponent's effect counts its own graveyard; only the asker's is told
        "相手が「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を使ってきた。自分の墓場は12枚、"
        "自分のリーダーの体力は9。自分のリーダーの体力は?",
    ],
)
def test_5_28_1_per_graveyard_withheld_on_what_it_does_not_read(question: str) -> None:
    assert _answered(question)[0] is False
