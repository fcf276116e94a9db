"""ニンジャスレイヤー plan `entries_count`: N cards of one コスト entered one after another from the stated
エテル, 「何体出せる?」 — each entry bows that many upright エテル (1204.2g-1); one the エテル no longer
pays is refused (1312.1). The structured verdict is the count entered. Builders off (issue 11 item 7),
wordings of our own.
"""

from __future__ import annotations

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.fixture
def plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


@pytest.mark.parametrize(
    ("question", "entered"),
    [
        ("コスト1のキャラを3体出したい。エテルは縦向きが2枚だけなんだけど何体出せる?", 2),
        ("エテルが5枚ある。コスト2のキャラを3体出したいけど、何体まで出せる?", 2),
        ("エテルは3枚。コスト1のキャラを2体出したい。何体出せる?", 2),
        ("エテルが6枚。コスト3のキャラを4体出したいんだけど、何体出せる?", 2),
    ],
)
def test_1312_1_how_many_of_one_cost_the_etel_pays(plans_only: None, question: str, entered: int) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert v.stated and v.asks == "number" and v.value == [entered]
    assert gated.built is not None and gated.built.situation.endswith("entries_count")


def test_1312_1_a_count_with_a_keyword_is_not_this_plans(plans_only: None) -> None:
    question = "タツジン持ちのコスト1のキャラを3体出したい。エテルは2枚。何体出せる?"
    gated, _note = situate(question, GAME)
    assert not (gated.built is not None and gated.built.situation.endswith("entries_count"))
