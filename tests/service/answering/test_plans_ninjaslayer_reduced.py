"""ニンジャスレイヤー `reduced_aisatsu` plan (`plans/ninjaslayer_reduce.py`).

1214.1 / 1102.4c: a replacement 「これが受ける/これに与えられるダメージは代わりに1点少なくなる」 turns the
アイサツ's カラテ N イクサダメージ into N - 1; 1214.2 / 1214.3: two such replacements of the one
damage each apply once (N - 2); 1004.1: killed at damage ≥ 耐久力. Traps: the reduction on another
character than the target, on the attacker's own damage (「これが与えるダメージ」), a keyword (サツバツ),
damage taken earlier, a player's reduction (「あなたが受ける」) — withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手ターンに、相手のカラテ4のキャラが自分の耐久力3のキャラにアイサツしてきた。自分のキャラには「これが受けるダメージは"
            "代わりに1点少なくなる」常時能力があって、さらにこのターン中に自分が撃ったコトダマで「このターン、このキャラが受けるダメージは"
            "代わりに1点少なくなる」効果もかかってる。このキャラ殺される?",
            False,
        ),
        (
            "相手のキャラ(耐久力3)に『これに与えられるダメージは、代わりにそれより1点少ないダメージになる』って置換効果がかかってる。"
            "こっちのカラテ3のキャラでそいつにアイサツしたら倒せる?",
            False,
        ),
        (
            "自分の耐久力3のキャラに「これに与えられるダメージは、代わりに1点少なくなる」って置換効果がかかってる。"
            "相手のカラテ3のキャラ(テキスト無し)にアイサツされたら、こいつ殺される?",
            False,
        ),
        (
            "相手のキャラ(耐久力3)に『これに与えられるダメージは、代わりにそれより1点少ないダメージになる』って置換効果がかかってる。"
            "こっちのカラテ5のキャラでそいつにアイサツしたら倒せる?",
            True,
        ),
        (
            "自分の耐久力3のキャラに「これに与えられるダメージは、代わりに1点少なくなる」って置換効果がかかってる。"
            "相手のカラテ4のキャラにアイサツされたら、自分のキャラは殺される?",
            True,
        ),
    ],
)
def test_1214_3_each_replacement_takes_its_point_off_the_ikusa_damage(question: str, killed: bool) -> None:
    assert _verdict(question) == (True, killed)


@pytest.mark.parametrize(
    "question",
    [
        "自分のキャラ(耐久力3)に「これに与えられるダメージは、代わりに1点少なくなる」効果がかかってる。"
        "相手のカラテ3のキャラが、自分の別のキャラ(耐久力2)にアイサツしてきた。その耐久力2のキャラは殺される?",
        "相手のカラテ3のキャラに「これが与えるダメージは1点少なくなる」効果がかかってる。自分の耐久力3のキャラにアイサツされたら殺される?",
        "自分の耐久力3のキャラに「これに与えられるダメージは、代わりに1点少なくなる」って置換効果がかかってる。"
        "相手のカラテ3のサツバツ持ちのキャラにアイサツされたら、こいつ殺される?",
        "自分の耐久力3のキャラに「これに与えられるダメージは、代わりに1点少なくなる」って置換効果がかかってる。"
        "このターン既に1ダメージを受けてる。相手のカラテ3のキャラにアイサツされたら殺される?",
        "自分は「あなたが受けるダメージを1点減らす」効果を受けてる。自分の耐久力3のキャラに相手のカラテ3のキャラがアイサツしてきたら殺される?",
    ],
)
def test_1214_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
