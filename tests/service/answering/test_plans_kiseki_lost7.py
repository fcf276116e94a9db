"""kiseki, blind N (issue 11): 705.5 with a bound restating both players' told 絆.

「自分の絆が-2、相手の絆が0。両方0以下なんだけど、勝ったのはどっち?」 (kiseki-bn-08) had been withheld:
the 「0」 of 「両方0以下」 was a number no quantity explains. A bound said of both players that every told
絆 meets restates them (plans.kiseki.REREAD); one a told 絆 breaks, or said of one player, still withholds.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "kiseki"


def _answered(question: str) -> tuple[bool, object]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "回復フェイズの絆チェックの時点で、自分の絆が-2、相手の絆が0。両方0以下なんだけど、"
            "自分から見て勝ったのはどっち?",
            "opponent",
        ),
        ("回復フェイズで自分の絆は-3、相手の絆は-1。どっちも0以下だけど、勝つのはどっち?", "opponent"),
        ("回復フェイズ、自分の絆が0で相手の絆が-4。両者0点以下の場合、どっちの勝ち?", "self"),
        ("回復フェイズの判定で、相手の絆が-5、自分の絆が-2。お互い0以下なら勝ったのはどっち?", "self"),
    ],
)
def test_705_5_both_at_zero_or_less_the_one_with_less_loses(question: str, winner: str) -> None:
    assert _answered(question) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        # the bound contradicts a told 絆
        "回復フェイズで自分の絆が-2、相手の絆が3。両方0以下なんだけど勝ったのはどっち?",
        # a bound said of one player only
        "回復フェイズで自分の絆が-2、相手の絆が0。相手は5以下なんだけど勝ったのはどっち?",
    ],
)
def test_705_5_a_bound_not_restating_both_told_kizuna_withholds(question: str) -> None:
    assert _answered(question)[0] is False
