"""ニンジャスレイヤー `ukemi_checks`, more wordings: a 「1枚ドロー」 ウケミ card among the damage checks.

1211.2c / 1104.4c: the ウケミ ability resolves and its card goes to the オヒガン, not the ダメージ・ゾーン;
1104.3: the others go to the ダメージ・ゾーン; 1003.2: 工作力 N places N checks. Read: 「残り2枚はウケミ
無し」 is the rest of the checks (its count checked against them), 「ダメチェック3回」 the checks' count,
「工作力2が通って」 an アイサツ that went through, the quoted 「カードを1枚ドローする。」 the ウケミ's
printed effect, 「1回だけ、「1枚ドロー」っていうウケミ」 the one ウケミ card. Traps: the rest's count or the
checks' count disagreeing with the 工作力 — withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のダメージ・ゾーンが5枚の状態で、相手の工作力3のキャラのアイサツを受けた。ダメージチェックでめくった3枚のうち"
            "1枚がウケミ「カードを1枚ドローする。」持ちで、それは普通に処理した。残り2枚はウケミ無し。終わった後のダメージ・ゾーンは何枚?",
            [7],
        ),
        (
            "自分のダメージ・ゾーン7枚の状態で、相手の工作力3のキャラに殴られた。ダメチェック3回のうち1回だけ、"
            "「1枚ドロー」っていうウケミ(コスト表記なし)持ちがめくれて、残り2枚はウケミなし。全部終わった時点で自分のダメージ・ゾーンは何枚?",
            [9],
        ),
        (
            "ダメージ・ゾーン4枚の相手に、工作力3のアイサツが通った。ダメージチェックで3枚めくって、1枚だけウケミ持ち"
            "(コスト無しで「1枚ドロー」するタイプ)、残り2枚はウケミ無し。チェック全部終わったら相手のダメージ・ゾーンは何枚?",
            [6],
        ),
        (
            "相手ダメゾ8枚。こっちの工作力2が通って、ダメチェック1枚目はウケミなし、2枚目はウケミ付き(中身は「カードを1枚ドロー」だけ)"
            "だった。全部処理し終わったあと、相手のダメージ・ゾーンは何枚?",
            [9],
        ),
        (
            "相手ダメゾ6枚。こっちの工作力3が通って、ダメチェック1枚目と2枚目はウケミなし、3枚目はウケミ付き"
            "(中身は「カードを1枚ドロー」だけ)だった。全部処理し終わったあと、相手のダメージ・ゾーンは何枚?",
            [8],
        ),
        (
            "自分のダメージ・ゾーンが8枚の状態で、相手の工作力2のキャラのアイサツを受けた。ダメージチェックでめくった2枚のうち"
            "1枚がウケミ「カードを1枚ドローする。」持ちで、それは普通に処理した。残り1枚はウケミ無し。自分は負ける?",
            "none",
        ),
    ],
)
def test_1211_2c_1104_4c_the_ukemi_card_goes_to_the_ohigan(question: str, value: Any) -> None:
    assert _verdict(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "ダメージ・ゾーン4枚の相手に、工作力3のアイサツが通った。ダメージチェックで3枚めくって、1枚だけウケミ持ち"
        "(コスト無しで「1枚ドロー」するタイプ)、残り1枚はウケミ無し。チェック全部終わったら相手のダメージ・ゾーンは何枚?",
        "自分のダメージ・ゾーン7枚の状態で、相手の工作力3のキャラに殴られた。ダメチェック2回のうち1回だけ、"
        "「1枚ドロー」っていうウケミ持ちがめくれて、残り1枚はウケミなし。全部終わった時点で自分のダメージ・ゾーンは何枚?",
    ],
)
def test_1003_2_counts_disagreeing_with_the_kousaku_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
