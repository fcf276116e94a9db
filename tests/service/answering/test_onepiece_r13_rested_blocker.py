"""Round 13 (onepiece): a 【ブロッカー】 told rested by an earlier turn's attack (reading/earlier_turn,
scenarios/onepiece_defence).

「ブロッカー持ちのキャラ1体いるけど、そいつは前のターンにアタックしてきたやつでまだ寝てる」: the earlier
attack is history — it left the card rested (7-1-1-1, until its owner's refresh 6-2-4) and makes the
asker no attacked player — and a rested 【ブロッカー】 cannot block (10-1-4-1): an attack at least the
leader's power at life 0 wins (7-1-4-1-1-1). Traps: the blocker told active, its state untold, the
attacker's power lower or untold (dc5ccc4: no default leader power decides).
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "onepiece"

STATED = [
    (
        (
            "相手ライフ0。自分のリーダー(6000)で相手のリーダー(5000)にアタック。"
            "相手のブロッカー持ちキャラが1体いるけど、前のターンにアタックしてきたからまだ寝てる。"
            "相手は手札0枚。勝てる?"
        ),
        "self",
    ),
    (
        (
            "相手のライフは0枚。"
            "俺のキャラ(パワー7000)で相手リーダー(パワー5000)を殴った。"
            "相手の場にはブロッカー持ちのキャラが1体いるけど、そいつは前のターンにアタックしてきたやつで横向きのまま。"
            "相手の手札は0枚。勝った?"
        ),
        "self",
    ),
    (
        "相手ライフ0枚。俺のリーダー(6000)で相手リーダー(5000)にアタックした。相手の場にブロッカー持ちのキャラ1体いるけど、まだ寝てる。相手の手札は0。勝てる?",
        "self",
    ),
]

TRAPS = [
    # the blocker is active again: it may block (10-1-4-1)
    (
        (
            "相手ライフ0枚。"
            "こっちのリーダー(6000)で相手リーダー(5000)にアタックした。"
            "相手のブロッカー持ちのキャラが1体いるけど、そいつは前のターンにアタックしてきたやつで、もう起きてる。"
            "相手の手札は0。勝てる?"
        ),
        (),
    ),
    # its state now untold
    (
        (
            "相手ライフ0枚。"
            "こっちのリーダー(6000)で相手リーダー(5000)にアタックした。"
            "相手のブロッカー持ちのキャラが1体いるけど、そいつは前のターンにアタックしてきたやつ。"
            "相手の手札は0。勝てる?"
        ),
        (),
    ),
    # 4000 < 5000: the battle is lost, no damage (7-1-4-1)
    (
        (
            "相手ライフ0枚。"
            "こっちのリーダー(4000)で相手リーダー(5000)にアタックした。"
            "相手のブロッカー持ちのキャラが1体いるけど、前のターンにアタックしてきたからまだ寝てる。"
            "相手の手札は0。勝てる?"
        ),
        ("none",),
    ),
    # the attacker's power untold (dc5ccc4)
    (
        (
            "相手ライフ0枚。こっちのリーダーで相手リーダー(5000)にアタックした。"
            "相手のブロッカー持ちのキャラが1体いるけど、前のターンにアタックしてきたからまだ寝てる。"
            "相手の手札は0。勝てる?"
        ),
        (),
    ),
]


@pytest.mark.parametrize(("question", "value"), STATED)
def test_10_1_4_1_rested_blocker_by_an_earlier_attack_cannot_block(question: str, value: object) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(("question", "accept"), TRAPS)
def test_10_1_4_1_traps_are_right_or_withheld(question: str, accept: tuple[object, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got in accept, (question, got)
