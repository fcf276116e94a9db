"""ONE PIECE CARD GAME: a counter card 「乗せた」 on the leader (7-1-3-2-1), seen in 6 batches.

Seen onepiece-bj-02 / bl-02: 「手札からカウンター2000のキャラをトラッシュしてリーダーに乗せた」 had read
「乗せ」 as DON!! given (attach_don) and withheld the verdict. After a card trashed from the hand
(捨てて/切って/トラッシュして), 「リーダーに乗せ」 is the counter act (lexicon ACTION counter), and the
counter's target is the defender's leader — not always the attacked card: a character attacked keeps
its power when the counter goes to the leader. 「キャラに乗せた」 names no one character (still withheld);
「ドン!!を1枚乗せて」 stays DON!! given.

Clauses: 7-1-3-2-1 (a counter character trashed from the hand gives one of its player's leader or
characters its counter value for the battle), 7-1-4-1 (an attacking card at least as strong: a hit leader
takes 1 damage, a character is KO'd), 7-1-4-2 (weaker: nothing happens), 6-5-5-1 (DON!! given).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, object, list[str]]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    unreflected = [a.fact.text for a in gated.accounting.not_modeled]
    return v.stated, v.value, unreflected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "相手のターン。こっち(自分)はライフ0でリーダーはパワー5000。相手がパワー6000のキャラでリーダーに"
            "アタックしてきたから、手札からカウンター2000のキャラをトラッシュしてリーダーに乗せた。"
            "この場合ゲームどうなる?自分目線で教えて",
            {"result": "ongoing", "winner": None},
        ),
        (
            "相手のターン中で、こっちのライフは0枚。相手のパワー6000のキャラがうちのリーダー(5000)に殴って"
            "きたから、カウンター・ステップで手札のカウンター+2000のキャラ捨ててリーダーに乗せた。"
            "ブロックはしてない。これで負け?誰か勝つ?(私が自分)",
            "none",
        ),
        (
            "相手のパワー7000のキャラが自分のリーダー(パワー5000)にアタックしてきた。手札のカウンター+1000の"
            "キャラを切って、リーダーに乗せた。自分のライフは3枚。バトルの後、自分のライフは何枚?",
            [2],
        ),
        (
            "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタック。手札からカウンター+2000のキャラを"
            "2枚切ってリーダーに乗せた。自分のライフは2枚。バトル後のライフは何枚?",
            [2],
        ),
    ],
)
def test_7_1_3_2_1_counter_put_on_leader(question: str, expected: object) -> None:
    stated, value, unreflected = _verdict(question)
    assert stated, unreflected
    assert value == expected


def test_7_1_3_2_1_counter_on_leader_leaves_attacked_character_ko() -> None:
    # trap: the counter goes to the leader, the attacked 5000 character stays below 6000 (7-1-4-1)
    stated, value, unreflected = _verdict(
        "相手のパワー6000のキャラが自分のパワー5000のキャラ(レスト)にアタックしてきた。手札のカウンター+2000の"
        "キャラを切ってリーダーに乗せた。自分のキャラはKOされる?"
    )
    assert stated, unreflected
    assert value is True


def test_7_1_3_2_1_counter_on_unnamed_character_withheld() -> None:
    # trap: 「キャラに乗せた」 names no one character: the target is not modelled
    stated, _value, unreflected = _verdict(
        "相手のパワー6000のキャラが自分のリーダー(パワー5000)にアタックしてきた。手札のカウンター+2000の"
        "キャラを切ってキャラに乗せた。自分のライフは3枚。バトル後のライフは?"
    )
    assert not stated
    assert "乗せ" in unreflected


def test_6_5_5_1_don_put_on_leader_is_still_given() -> None:
    # trap: DON!! 「乗せて」 is a DON!! given (+1000 in its turn): 6000 vs 5000 hits
    stated, value, unreflected = _verdict(
        "自分のリーダー(パワー5000)にドン!!を1枚乗せて、相手のリーダー(パワー5000)にアタック。"
        "相手のライフは3枚。バトル後の相手のライフは?"
    )
    assert stated, unreflected
    assert value == [2]
