"""Round 9 (issue 11), sve second wave: one card text damages the asker's leader or follower and then
raises its 体力 — the text's effects are carried out in printed order in one resolution (10.6.2.8.2)
and rule processing checks only at the check timing after it (11.1.2): a 体力 at 0 or less in between
defeats (11.2.1) or destroys (11.3.1) nothing unless it is still there then. Fresh wordings of our own
from the rulebook, each stated verdict checked by hand, and traps that must be withheld. Mechanisms:
the engine's `resolve` action and a leader's 体力 raised by a text; lexicon 「体力を4増加する/増やす」
(plus); REREAD `midway` (「途中で体力-1になってる」 is that moment's 体力); plan `damage_then_raise`.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    value = verdict.value
    if isinstance(value, dict):
        value = value.get("winner") if value.get("result") == "game_over" else "none"
    return verdict.stated, value


# (question, by hand: told 体力 - damage + raise > 0 → 'none' / not destroyed, else the loss)
STATED = [
    # 2 - 3 = -1 in between, +4 → 3 (blind bp-02, bq-04, bo-20)
    (
        "リーダー体力2のときに自分のカードで『自分のリーダーに3ダメージを与える。その後、自分のリーダーの体力を4増加する』"
        "って効果を解決した。途中で体力マイナスになってるけど、その瞬間負けになる?",
        "none",
    ),
    (
        "自分のリーダー体力2のとき、自分で「自分のリーダーに3ダメージを与える。その後、自分のリーダーの体力を4増やす」"
        "って効果のカード使った。途中で体力-1になってるけど負け?",
        "none",
    ),
    (
        "自分のスペルで、自分の体力2のフォロワーに「それに2ダメージを与える。その後、それの体力を+3する」って処理した。"
        "そのフォロワー、途中で体力0になってるけど破壊される?",
        False,
    ),
    # 1 - 2 = -1, +3 → 2
    (
        "自分のリーダーの体力は1。自分のスペル『自分のリーダーに2ダメージを与える。その後、自分のリーダーの体力を3増やす』"
        "を使った。負ける?",
        "none",
    ),
    # 3 - 5 = -2, +1 → -1: still at 0 or less at the check timing, the asker loses (11.2.1)
    (
        "リーダー体力3で、自分のカードの効果『自分のリーダーに5ダメージ。その後、自分のリーダーの体力を1増加する』"
        "を解決した。どうなる?",
        "opponent",
    ),
    # 1 - 3 = -2, +5 → 3
    (
        "自分の体力1のフォロワーに自分のスペルで『それに3ダメージを与える。その後、それの体力を+5する』を使った。破壊される?",
        False,
    ),
    # 3 - 3 = 0, +1 → 1
    (
        "自分のフォロワー(体力3)に『それに3ダメージを与える。その後、それの体力を+1する』を自分で使った。"
        "途中で体力0になるけど、破壊される?",
        False,
    ),
    # 2 - 4 = -2, +1 → -1: destroyed at the check timing (11.3.1)
    (
        "体力2のフォロワーに自分で「それに4ダメージを与える。その後、それの体力を+1する」を撃った。破壊される?",
        True,
    ),
    # 4 - 4 = 0, +2 → 2
    (
        "俺のリーダー体力4。自分のカードで『自分のリーダーに4ダメージを与える。その後、自分のリーダーの体力を2増加する』。"
        "一瞬体力0になるけど、その時点で負け?",
        "none",
    ),
    # 5 - 6 = -1, +2 → 1
    (
        "自分のリーダーの体力が5のとき、自分で『自分のリーダーに6ダメージを与える。その後、自分のリーダーの体力を2増やす』"
        "を使った。勝敗は?",
        "none",
    ),
]

WITHHELD = [
    # no quoted text: the damage and the raise are not told as one text
    "自リーダー体力2、自分の効果で自分のリーダーに3ダメージ→その後自分のリーダーの体力を4増加。負け?",
    # the opponent's card and leader
    "相手のカードで『相手のリーダーに3ダメージを与える。その後、相手のリーダーの体力を4増やす』を使われた。"
    "相手のリーダー体力2。相手は負ける?",
    # the damage at the opponent's leader
    "自分のカードで『相手のリーダーに3ダメージを与える。その後、自分のリーダーの体力を4増やす』を使った。"
    "相手リーダー体力2。相手は負ける?",
    # two spells: each resolution has its own check timing (the first defeats)
    "自分のリーダー体力2。『自分のリーダーに3ダメージを与える』スペルを使った後、『自分のリーダーの体力を4増やす』"
    "スペルを使った。負ける?",
    # a 体力 in between that the told numbers do not give (2 - 3 is -1, not 0)
    "リーダー体力2のときに自分のカードで『自分のリーダーに3ダメージを与える。その後、自分のリーダーの体力を4増加する』"
    "って効果を解決した。途中で体力0になってるけど、負け?",
    # the opponent's turn
    "相手のターンに、自分のリーダー体力2で自分のカード『自分のリーダーに3ダメージを与える。その後、"
    "自分のリーダーの体力を4増加する』を使った。負け?",
    # a keyword on the follower
    "自分の【守護】持ちの体力2のフォロワーに『それに2ダメージを与える。その後、それの体力を+3する』を自分で使った。"
    "破壊される?",
]


@pytest.mark.parametrize(("question", "want"), STATED)
def test_11_1_2_nothing_is_checked_in_the_middle_of_a_resolution(question: str, want: object) -> None:
    assert _verdict(question) == (True, want)


@pytest.mark.parametrize("question", WITHHELD)
def test_11_1_2_traps_withheld(question: str) -> None:
    assert _verdict(question)[0] is False


def test_10_6_2_8_2_conclusion_tells_the_health_in_between_and_after() -> None:
    gated, _ = situate(STATED[0][0], "sve")
    assert gated.sim is not None and gated.built is not None
    summary = gated.built.summarize(gated.sim.result)
    assert "途中で-1" in summary and "解決後の体力は3" in summary and "11.1.2" in summary
