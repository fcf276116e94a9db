"""Round 14 (kiseki, shared reading): a 絆 told as its value before the fight — 「相手の絆は戦闘前10」
「攻撃前6だった」 — is the value the run starts from (`reading.lexicon.WHEN`; blind AA kiseki-aa-09
had read the 10 as no number), and a value asked of before the act — 「戦闘前の絆はいくつ?」「攻撃する
前はいくつ?」 — is not the run's end (`reading.asked_before`: the attack builder and plan had stated the
3 lost or the 5 left for a told 8). Overkill 804.11b, stun damage 1306.3, サポート 1309.1a."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手の場にUNITはいない。STR3のUNITで攻撃した。相手の絆は戦闘前8。戦闘後いくつ?", [5]),
        ("相手の場にUNITはいない。俺のSTR4で相手本体を攻撃。相手の絆は攻撃前6だった。攻撃後は何点?", [2]),
        (
            "俺のSTR4/DEF3で相手のSTR1/DEF2・CPコスト1のUNITを殴った。相手の絆は戦闘前は9。戦闘後の相手の絆は?",
            [6],
        ),
        (
            "俺のSTR6/DEF3で相手のUNIT(STR1/DEF3、CPコスト3)を殴った。でもそいつ、スクラムサポートでサポートを得ていた。"
            "相手の絆は戦闘前12。戦闘後いくつ?",
            [9],
        ),
    ],
)
def test_804_11_a_kizuna_told_before_the_fight_is_where_it_starts(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手の場にUNITはいない。STR3のUNITで攻撃した。相手の絆は8。攻撃する前はいくつ?",
        "相手の場にUNITはいない。STR3のUNITで攻撃した。相手の絆は8。戦闘前の絆はいくつ?",
        "相手の場にUNITはいない。STR3のUNITで攻撃した。相手の絆は戦闘前8。戦闘前はいくつ?",
        "相手の場にUNITはいない。STR3のUNITで攻撃した。相手の絆は戦闘前8、今は6。戦闘後いくつ?",
    ],
)
def test_804_11b_a_value_before_the_act_asked_or_told_twice_is_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
