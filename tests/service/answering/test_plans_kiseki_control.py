"""kiseki plan `controlled_unit`: a UNIT whose 支配者 is not its 持ち主 — the stun damage is its
controller's (1306.3), a 即死/破壊 puts it in its owner's 軌跡 (1317.1/1317.2, 502.5) — over several
wordings of the change (奪った / 奪われた / 得た / 支配者が相手になった / 相手が支配してる)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手から支配を奪ったCPコスト3のUNITがスタンした。自分の絆は何点減る?", [3]),
        ("相手から支配を奪ったCPコスト3のUNITがスタンした。相手の絆は何点減る?", [0]),
        ("相手から支配を奪ったCPコスト3のUNITがスタンした。自分の絆は10。いくつになる?", [7]),
        ("相手に支配を奪われた自分のCPコスト2のUNITがスタンした。自分の絆は何点減る?", [0]),
        ("相手が支配してる俺のCPコスト4のUNITが効果でスタンした。相手の絆は何点減る?", [4]),
        ("俺のUNITの支配者が相手になった。そのUNIT(CPコスト2)がスタンしたら俺の絆は何点減る?", [0]),
        ("支配を奪ったUNITが即死した。相手の軌跡は3枚、何枚になる?", [4]),
        ("支配を奪ったUNITが即死した。自分の軌跡は3枚、何枚になる?", [3]),
        ("支配を得た相手のUNITを破壊した。相手の軌跡は5枚。何枚になる?", [6]),
    ],
)  # fmt: skip
def test_a_controlled_unit(question: str, want: list[int]) -> None:
    assert situated(question, "kiseki")[:2] == (True, want), question


@pytest.mark.parametrize(
    "question",
    [
        "相手から支配を奪ったUNITがスタンした。自分の絆は何点減る?",  # the CPコスト untold
        "相手から支配を奪ったUNITで、そのターンすぐ攻撃できる?",  # readiness after the move: not stated
        "相手から支配を奪ったCPコスト3のUNITで攻撃して、相手のDEF5のUNITに応戦されてスタンした。"
        "自分の絆は何点減る?",
        "支配を奪われた自分のUNITのアーツ、自分で使える?",
    ],
)  # fmt: skip
def test_what_the_plan_does_not_model_withholds(question: str) -> None:
    assert not situated(question, "kiseki")[0], question
