"""Reader: a state joined by 「(状態)の」 to the owner word right after it is that owner's card's
(「相手のフォロワーがアクト状態の自分の【ドレイン】持ちに攻撃してきた」: the acted follower is the
asker's, not the attacker's). Found on trap batch K sve-bk-18: the builder's acted defender was
refused as 'a state the question does not have' (8.4.3.1, 12.13.2: a defending 【ドレイン】 follower
heals nothing)."""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read


@pytest.mark.parametrize(
    ("question", "game", "owner"),
    [
        (
            "相手の攻撃力2のフォロワーがアクト状態の自分の【ドレイン】持ち(攻撃力3/体力4)に攻撃してきた。",
            "sve",
            "self",
        ),
        ("相手のフォロワーがアクト状態の自分のフォロワーに攻撃してきた。どうなる?", "sve", "self"),
        ("自分の攻撃力3のフォロワーでアクト状態の相手のフォロワーに攻撃した。どうなる?", "sve", "opponent"),
        ("相手のキャラがレスト状態の自分のキャラにアタックしてきた。どうなる?", "onepiece", "self"),
    ],
)
def test_8_4_3_1_a_state_before_its_owners_card_is_that_cards(question: str, game: str, owner: str) -> None:
    states = [f for f in read(question, game).facts if f.role is Role.STATE]
    assert states and states[0].owner == owner


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "相手のターンに、相手の攻撃力2のフォロワーがアクト状態の自分の【ドレイン】持ち(攻撃力3/体力4)に攻撃して"
            "きた。自分のリーダー体力は12だったんだけど、このバトルの後いくつ?",
            [12],
        ),
    ],
)
def test_12_13_2_a_defending_drain_follower_heals_nothing(question: str, expected: list[int]) -> None:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    assert verdict.stated and verdict.value == expected
