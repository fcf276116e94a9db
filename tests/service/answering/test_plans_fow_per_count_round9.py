"""fow, round 9 (issue 11): damage ‘N per counted thing’ read in general (10.6.4.1: the per-count's amount
times the count is ONE instance; 10.17.1.1: a prevention of it applies once).

Bindings widened: the target told as the noun 対象 outside the quote (「対象は自分」「自分が対象になった」);
the passive 「相手の呪文で「…」を撃たれた」 (the asker is hit); the cards a player controls
(「そのプレイヤーがコントロールするリゾネイター1体につき」) counted on that player's field; a prevention's
card text of the one shape the plan reads (`fow_per_reading.shields`) read whole, any other shape
declined; the resonator whose ability it is placed on its controller's field. Blind fow-bk-01, bn-23, bp-01,
bp-03 and bq-01 had been withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the opponent's effect, the target told as 「対象は俺」: 6 × 100 = 600 once → 2000 - 600
        (
            "相手が「あなたの手札1枚につき100ダメージを対象のプレイヤーに与える」を使ってきた。対象は俺。"
            "相手の手札は6枚、俺のライフは2000。解決後の俺のライフは?",
            [1400],
        ),
        # 「自分が対象になった」: 2 × 500 = 1000 once → 3000 - 1000
        (
            "相手の場にリゾネイターが2体。相手が「あなたの場のリゾネイター1体につき500ダメージを対象の"
            "プレイヤーに与える」を撃ってきて、自分が対象になった。自分のライフ3000、解決後のライフは?",
            [2000],
        ),
        # 「そのプレイヤーがコントロールするリゾネイター」 of the player hit (the opponent): 2 × 300
        (
            "自分の呪文「対象のプレイヤーに、そのプレイヤーがコントロールするリゾネイター1体につき300ダメージを"
            "与える」を相手に撃った。相手の場にはリゾネイターが2体、相手のライフは1500。相手のライフはいくつになる?",
            [900],
        ),
        # 「あなたがコントロールするリゾネイター」: the controller's field, 4 × 200
        (
            "「あなたがコントロールするリゾネイター1体につき200ダメージを相手プレイヤーに与える」を使った。"
            "俺の場にはリゾネイター4体、相手ライフ2000。相手のライフは?",
            [1200],
        ),
        # the passive 「相手の呪文で…を撃たれた」: the asker is hit and counted, 7 × 100
        (
            "相手の呪文で「対象のプレイヤーに、そのプレイヤーの手札1枚につき100ダメージを与える」を撃たれた。"
            "こっちの手札は7枚、ライフは1000。食らったあとのライフいくつ?",
            [300],
        ),
        # the opponent's 「次にあなたが受けるダメージを200軽減する」 (its あなた is no target): 900 - 200
        (
            "自分の手札3枚で「あなたの手札1枚につき300ダメージを相手プレイヤーに与える」を撃った。相手は"
            "「次にあなたが受けるダメージを200軽減する」を持ってる。相手のライフ2000ならいくつになる?",
            [1300],
        ),
        # a card hit, its prevention told 「…がかかってる」: 600 - 100 put on it once
        (
            "自分の場にリゾネイター3体。「あなたの場のリゾネイター1体につき200ダメージを対象のリゾネイターに"
            "与える」を相手のリゾネイターに撃った。そいつには「このカードに与えられるダメージを100軽減する」が"
            "かかってる。何点入る?",
            [500],
        ),
        # terse, the target between the per-count and its amount: 6 × 100
        (
            "相手ライフ1800、俺の手札6枚。「あなたの手札1枚につき、対象のプレイヤーに100ダメージを与える」を"
            "相手に撃つ。相手ライフは?",
            [1200],
        ),
        # the graveyard counted, 「対象は相手」, a prevention 「…効果を持ってる」: 500 - 100
        (
            "自分の「あなたの墓地のカード1枚につき100ダメージを対象のプレイヤーに与える」を使った。対象は相手。"
            "自分の墓地は5枚、相手のライフは3000で「あなたが受けるダメージを100軽減する」効果を持ってる。"
            "相手のライフは?",
            [2600],
        ),
        # the opponent's effect on its turn, its own field counted, 「対象は自分」: 5 × 100
        (
            "相手のターン、相手が「あなたがコントロールするリゾネイター1体につき100ダメージを対象のプレイヤーに"
            "与える」を使って、対象は自分。相手の場のリゾネイターは5体、自分のライフは800。自分のライフいくつになる?",
            [300],
        ),
        # the source resonator placed on its controller's field: 4 × 100 (the opponent's hand)
        (
            "相手の手札4枚、自分のライフ3000。相手のリゾネイターの能力「あなたの手札1枚につき100ダメージを"
            "対象のプレイヤーに与える」で、自分を対象にされた。自分のライフは?",
            [2600],
        ),
        # the source is one of the counted resonators (3 told): 3 × 200
        (
            "相手の場にリゾネイター3体。相手のリゾネイターの能力「あなたの場のリゾネイター1体につき200ダメージを"
            "対象のプレイヤーに与える」を自分が食らった。自分のライフ2000。残りライフいくつ?",
            [1400],
        ),
    ],
)
def test_10_6_4_1_per_count_damage_is_one_instance_whoever_uses_it(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a prevention limited to a source (「リゾネイターから」): the plan does not read the limit
        "自分の手札4枚で「あなたの手札1枚につき200ダメージを相手プレイヤーに与える」を撃った。相手は"
        "「リゾネイターからあなたが受けるダメージを300軽減する」効果を持ってる。相手のライフ3000ならいくつ?",
        # a prevention limited to a kind of card
        "自分の手札5枚で「あなたの手札1枚につき100ダメージを相手プレイヤーに与える」を撃った。相手は"
        "「このターン、光のカードによってあなたに与えられるダメージを300軽減する」を持ってる。相手のライフ2000はいくつ?",
        # the opponent's 「あなたの手札」 is its own hand; only the asker's is told
        "相手が「あなたの手札1枚につき200ダメージを与える」を自分に撃ってきた。自分の手札は5枚で、ライフは4000。"
        "自分のライフいくつになる?",
        # the count told only for another zone (the hand, not the field)
        "「あなたの場のリゾネイター1体につき200ダメージを相手プレイヤーに与える」を撃った。自分の手札は4枚、"
        "相手のライフ2000。相手のライフは?",
        # a second effect after it
        "自分の手札3枚で「あなたの手札1枚につき200ダメージを相手プレイヤーに与える」を撃った後、さらに"
        "「相手プレイヤーに300ダメージを与える」も撃った。相手ライフ2000はいくつになる?",
        # two targets told (に相手, 対象は自分)
        "自分の「あなたの手札1枚につき100ダメージを対象のプレイヤーに与える」を相手に撃った。対象は自分。"
        "手札は3枚、自分のライフ2000。ライフいくつ?",
        # 「そのプレイヤーがコントロールする」 with no target told: whose field is counted is not said
        "相手が「対象のプレイヤーに、そのプレイヤーがコントロールするリゾネイター1体につき200ダメージを与える」を"
        "撃ってきた。相手の場にはリゾネイター3体、自分のライフは2500。自分のライフは?",
    ],
)
def test_10_6_4_1_per_count_damage_withheld_on_what_it_does_not_read(question: str) -> None:
    assert _answered(question)[0] is False
