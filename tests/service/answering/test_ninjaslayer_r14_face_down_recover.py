"""ニンジャスレイヤー round 14: 回復 from a ダメージ・ゾーン told by its faces (1319.1, 1320.1, 1002.1).

「ダメゾン8枚(うち2枚は裏向き)。「あなたは3回復する。」が解決したら?」: ジツ turns cards face down but
they stay in the zone, and 回復N moves N of its cards, of either face, to the オヒガン — 8 - 3 = 5
(plans.ninjaslayer_players.player_effect reads the parts with ninjaslayer_base.zone_parts). Traps: a
face asked (which cards go is the player's choice), a part larger than the zone, the opponent's zone
under 「あなたは」.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "left"),
    [
        (
            "自分のダメージ・ゾーンは9枚で、そのうち3枚はジツで裏向き。「あなたは2回復する。」が解決したら、ダメージ・ゾーンは何枚?",
            7,
        ),
        ("ダメゾン6枚(うち4枚が裏向き)。「あなたは1回復する。」を解決。ダメゾン何枚残る?", 5),
        ("俺のダメゾンは7枚、うち2枚は裏。3回復したらダメゾン何枚?", 4),
    ],
)
def test_1319_1_recovery_takes_cards_of_either_face(question: str, left: int) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == [left], (question, stated, value)


@pytest.mark.parametrize(
    "question",
    [
        # the face-up cards left depend on which cards the player chose (1319.1)
        "ダメゾン8枚(うち2枚は裏向き)。「あなたは3回復する。」が解決したら表向きのカードは何枚?",
        "ダメゾン8枚(うち2枚は裏向き)。「あなたは3回復する。」が解決したら裏のカード何枚?",
        # a part larger than the zone
        "ダメゾン8枚(うち9枚は裏向き)。「あなたは3回復する。」が解決したらダメゾンは何枚?",
        # the opponent's zone, 「あなた」 the card's controller: whose zone recovers is not plain
        "相手のダメゾン8枚(うち2枚は裏向き)。「あなたは3回復する。」が解決したらダメゾンは何枚?",
    ],
)
def test_1319_1_traps_withheld(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated, (question, value)
