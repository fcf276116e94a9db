"""ニンジャスレイヤーTCG 705.3a: the non-turn player may choose no インターラプト; an アイサツ told 「インター
ラプトとかもされずに通った」 is one no card redirected (blind Q ninjaslayer-bq-02; the family 「インター
ラプトもなく通った」 seen in batches E, G, I, K, M, N, Q). The denial by 「されず/されなかった」 had been
read as the keyword held (not modeled), and the verdict withheld. Wordings of our own, and traps: an
インターラプト said used is still not reproduced, and an アイサツ undone otherwise is not this family."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のターン。相手のダメージ・ゾーン8枚。工作力2のキャラで相手プレイヤーにアイサツして、インターラプトとかも"
            "されずに通った。ダメチェでめくれた2枚はどっちもウケミ無し。自分視点でどっちの勝ち?",
            "self",
        ),
        (
            "相手のダメゾン9枚。俺の工作力1のキャラで相手にアイサツ、インターラプトはされなかった。めくれたのはウケミ無し。"
            "勝者は?",
            "self",
        ),
        (
            "相手のダメージ・ゾーン7枚。工作力2のキャラで相手にアイサツして、インターラプトもされずに通った。めくれた2枚は"
            "ウケミ無し。勝てる?",
            "none",
        ),
    ],
)
def test_705_3a_no_interrupt_told_by_sarezu(question: str, winner: str) -> None:
    assert verdict(question, GAME) == (True, winner)


@pytest.mark.parametrize(
    "question",
    [
        "相手のダメゾン9枚。俺の工作力1のキャラで相手にアイサツしたら、インターラプトされた。勝者は?",
        "相手のダメゾン9枚。工作力1のキャラで相手にアイサツ。インターラプトされて対象が相手の耐久力3のキャラに変わった。"
        "めくれるはずだったのはウケミ無し。勝者は?",
        "相手のダメゾン9枚。工作力1でアイサツ、インターラプトされなかったけど相手がコトダマで俺のキャラを殺した。勝者は?",
    ],
)
def test_1402_2_an_interrupt_used_or_another_act_is_not_this_family(question: str) -> None:
    stated, value = verdict(question, GAME)
    assert not stated or value == "none", value
