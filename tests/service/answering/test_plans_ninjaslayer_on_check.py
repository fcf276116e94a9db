"""ニンジャスレイヤー `kotodama_on_check` plan (`plans/ninjaslayer_checks.py`).

802.4: while a damage check process is the top of the コトダマ空間, the player with priority may only
pass — no コトダマ, whoever's アイサツ placed the checks and between whichever checks. Read: 「撃てる?」
「撃ち込む」「挟みたい」 the コトダマ's entry asked (cast), 「ダメージチェック処理が3つ」 the checks,
「1つ目が解決した直後」「2つ目の前に」 a moment between them. Traps: after every check, before the
checks (the declaration's priority), whose アイサツ not told, more checks told than the 工作力.
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
    "question",
    [
        "相手のアイサツが通ってダメージチェックがコトダマ空間に積まれた。めくられる前に、手札のコトダマ割り込ませて相手キャラを"
        "殺したいんだけど、今撃てる?",
        "自分のアイサツが通って相手がダメージチェック中。コトダマ空間の一番上にダメージチェック処理が乗ってるタイミングで、"
        "ターンプレイヤーの自分が優先権もらったら、手札のコトダマを撃てる?",
        "工作力3のキャラで相手にアイサツが通って、コトダマ空間にダメージチェック処理が3つ積まれた。1つ目が解決した直後、"
        "残り2つ残ってる状態で俺がコトダマ撃ち込むのってアリ?",
        "相手の工作力2のアイサツを食らって、ダメージチェック処理が2つコトダマ空間に積まれた。1つ目が解決された後、2つ目の前に"
        "手札のコトダマ(除去とか)を挟みたいんだけど、できる?",
        "自分のアイサツが通って相手がダメージチェック中。2つ目のチェックの前に手札のコトダマ撃ち込むのってアリ?",
    ],
)
def test_802_4_no_kotodama_while_a_damage_check_is_on_top(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "相手のアイサツが通ってダメージチェックを全部終わった後、手札のコトダマを撃てる?",
        "相手のアイサツ宣言のあと、ダメージチェックの前の優先権で、手札のコトダマを撃てる?",
        "相手のアイサツが通って、ダメージチェックが置かれる前に手札のコトダマを撃てる?",
        "ダメージチェックの途中でコトダマって撃てる?",
        "相手の工作力2のアイサツを食らって、ダメージチェック処理が3つ積まれた。1つ目が解決された後、手札のコトダマを挟みたいんだけど、"
        "できる?",
    ],
)
def test_802_4_traps_are_withheld(question: str) -> None:
    assert not _verdict(question)[0]
