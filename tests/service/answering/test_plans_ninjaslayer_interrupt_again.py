"""ニンジャスレイヤー plan `interrupt_again` (issue 11 item 7: the interrupt_twice builder's family, from
facts), answered through `plans.situate` with the builders removed and as `/ask` answers it: an
インターラプト(・カイゼン) that changed the アイサツ対象 this turn is asked to change it again — once per
turn (705.3a-1), refused. The first use told done (「引き受けた」「対象を自分に変えてる」) or the asked
one counted as the second (「2回目」「2回」). Wordings of our own.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import service.answering.scenarios.ninjaslayer as builders
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.fixture(params=["plans", "ask"])
def answer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    if request.param == "plans":
        monkeypatch.setattr(builders, "BUILDERS", ())
    yield


@pytest.mark.parametrize(
    "question",
    [
        "インターラプト持ちが1体だけ。相手が2回プレイヤーにアイサツしてきたら、2回目もインターラプトできる?",
        "相手の場のインターラプト持ち、このターンにもうアイサツ対象を自分に変えてる。別のキャラでまたアイサツしたら、"
        "また対象を変えられる?",
        "相手のターン。1回目のアイサツを自分のインターラプト持ちキャラで引き受けた。2回目のアイサツもそのキャラで"
        "インターラプトできる?",
        "インターラプト・カイゼン持ちで、1ターンに2回アイサツ対象を変更できる?",
        "インターラプトって同じターンに2回使える? 相手のキャラ2体にアイサツされたとき",
    ],
)
def test_705_3a_1_an_interrupt_changes_the_target_once_per_turn(answer: None, question: str) -> None:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.stated and v.value == "no"


@pytest.mark.parametrize(
    "question",
    [
        # the first use; a third and a stat; two keywords
        "相手の場にインターラプト持ちがいる。相手プレイヤーにアイサツしたら、対象を変えられる?",
        "インターラプト持ちの耐久力1のキャラで、3回目のアイサツも引き受けられる?",
        "インターラプトとサツバツを持つキャラで2回目のアイサツも引き受けられる?",
    ],
)
def test_705_3a_1_traps_are_not_interrupt_again(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(builders, "BUILDERS", ())
    gated, _ = situate(question, GAME)
    assert not (gated.built is not None and gated.built.situation.endswith("interrupt_again"))
