"""Shadowverse Evolve 「自分の墓場のカードN枚につき、相手のリーダーにMダメージ」 (seen in blind batches H, J,
L, M, N, O): the count is taken once and the damage dealt once (5.28.1), to the leader the card's user
names (5.13.1) — planned by `plans/sve_spell.per_graveyard`.

* a follower's ファンファーレ with that text (「ファンファーレ「…」のフォロワーを出した」「フォロワーのファン
  ファーレ『…』が解決」) resolves as the follower enters the field (12.4.3, 12.4.1, 10.5.2.2);
* 「相手リーダー(残り8)」: the leader's 体力 said in parentheses;
* the one number stated is the one asked: the leader's 体力 left, or the damage when 「何ダメージ?」;
* the card text an opponent uses (「相手が『自分の墓場の…相手のリーダーに…』」): its 自分/相手 are the
  opponent's (1.3.4), so the opponent's graveyard is counted and the asker's leader is hit.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の墓場が13枚ある状態で、ファンファーレ「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」のフォロワーを出した。相手リーダー体力8だったら、いくつになる?",
            [5],
        ),
        (
            "「ファンファーレ 自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」"
            "ってフォロワーを出した。そのとき自分の墓場は11枚、相手リーダーの体力は7。処理後の相手リーダーの体力は?",
            [5],
        ),
        (
            "自分の墓場にカードが11枚ある状態で、フォロワーのファンファーレ『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』が解決。相手リーダーの体力は9。解決後いくつになる?",
            [7],
        ),
        (
            "墓場にカードが10枚。ファンファーレ「自分の墓場のカード3枚につき相手のリーダーに2ダメージ」を持つフォロワーをプレイした。相手リーダーの体力が10なら、いくつになる?",
            [4],
        ),
    ],
)
def test_12_4_3_a_fanfare_counts_the_graveyard_once(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の墓場にカード14枚。「自分の墓場のカード4枚につき相手のリーダーに1ダメージ」を解決したら、相手リーダー(残り8)の体力はいくつ?",
            [5],
        ),
        (
            "自分の墓場に14枚ある状態で「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」を解決。相手リーダーの体力は11だった。解決後いくつになる?",
            [8],
        ),
        (
            "自分の墓場にカードが17枚ある状態で「自分の墓場のカード5枚につき相手のリーダーに1ダメージ」のスペルを使うと何ダメージ?",
            [3],
        ),
        (
            "墓場が4枚のときに「自分の墓場のカード5枚につき相手のリーダーに1ダメージ」のスペルを使ったら何ダメージ?",
            [0],
        ),
    ],
)
def test_5_28_1_the_one_number_asked(question: str, value: list[int]) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手が『自分の墓場のカード4枚につき相手のリーダーに1ダメージ』って効果を使ってきた。相手の墓場は14枚、こっちのリーダー体力は9。処理後こっちのリーダーの体力いくつ?",
            [6],
        ),
        (
            "相手が「自分の墓場のカード3枚につき、相手のリーダーに1ダメージ」のスペルを撃ってきた。相手の墓場は10枚で、自分のリーダーの体力は4。自分の体力はいくつになる?",
            [1],
        ),
        (
            "相手の「自分の墓場のカード5枚につき、相手のリーダーに2ダメージ」ってスペル。相手の墓場は11枚、自分のリーダーは体力4。これで自分は負ける?",
            "opponent",
        ),
    ],
)
def test_1_3_4_the_quoted_text_is_its_users(question: str, value: Any) -> None:
    told = verdict(question)
    assert told.stated and told.value == value


@pytest.mark.parametrize(
    "question",
    [
        # the opponent's card counts the opponent's graveyard: the asker's count told is not it
        "相手が『自分の墓場のカード4枚につき相手のリーダーに1ダメージ』って効果を使ってきた。自分の墓場は14枚、こっちのリーダー体力は9。処理後こっちのリーダーの体力いくつ?",
        # two followers named: which one has the ファンファーレ is not said
        "自分の墓場が13枚。フォロワーを出して、ファンファーレ「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」のフォロワーも出した。相手リーダー体力8ならいくつ?",
        # the opponent's fanfare follower: the opponent's field is not told
        "相手がファンファーレ「自分の墓場のカード4枚につき、相手のリーダーに1ダメージ」のフォロワーを出した。相手の墓場は12枚、自分のリーダーの体力は5。いくつになる?",
    ],
)
def test_5_28_1_what_is_not_modelled_is_withheld(question: str) -> None:
    assert not verdict(question).stated
