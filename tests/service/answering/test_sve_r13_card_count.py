"""Round 13: a bare count of cards (「3体で」) is held by a zone of that many cards, not by a 攻撃力 3 that
happens to share the number (`reading/telling._unheld_count`). 「攻撃力3と攻撃力4のフォロワーで、3体で」
had been withheld only because the opponent's denied 【守護】 was unheld; with a seat of no cards now
holding a denial (`reading/denied_keyword`), the unread third attacker must withhold on its own.
Attacks on the leader: 8.4.9 damage, 11.2.1 defeat at 0."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("相手の場にフォロワーはいない。前のターンから場にいる攻撃力2のフォロワーと攻撃力4のフォロワーの2体で"
         "相手リーダー(体力6)を攻撃した。勝てる?", "self"),
        ("相手の場にフォロワーはいない。前のターンから場にいる攻撃力3のフォロワーと攻撃力3のフォロワーの2体で"
         "相手リーダー(体力6)を攻撃した。勝てる?", "self"),
        ("相手の場にフォロワーはいない。前のターンから場にいる攻撃力1のフォロワーと攻撃力2のフォロワーの2体で"
         "相手リーダー(体力5)を攻撃した。勝てる?", "none"),
    ],
)  # fmt: skip
def test_11_2_1_two_attackers_counted_two(question: str, winner: str) -> None:
    stated, value, _ = situated(question, GAME)
    assert (stated, value) == (True, winner), question


@pytest.mark.parametrize(
    "question",
    [
        # trap: three attackers counted, two described — the third's 攻撃力 is untold
        "相手の場にフォロワーはいない。前のターンから場にいる攻撃力2と攻撃力4のフォロワーで、3体で相手リーダー"
        "(体力6)を攻撃した。勝てる?",
        # trap: 2 attackers counted with one 攻撃力 said for both — 2+2 is not told
        "相手の場に守護はなし。前のターンから場にいる攻撃力2のフォロワーで、2体で相手リーダー(体力4)を攻撃した。"
        "勝てる?",
    ],
)
def test_8_4_9_an_unread_count_of_attackers_withholds(question: str) -> None:
    stated, _value, _ = situated(question, GAME)
    assert not stated, question
