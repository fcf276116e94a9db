"""ニンジャスレイヤー round 13 independent audit: 30 questions (20 of them traps) aimed at this round's
new code and its neighbours — エテル told bowed by an earlier act and a turn's start after it (1312.1,
502.2a), 「コスト軽減とかは無し」 (1204.2g-6), a デッキ told right after a draw and 「次のドローまで平気?」
(1002.2), the アイサツ対象 named as what is chosen and a target outside the field (704.4), 「インター
ラプトも他の効果も無し」 (706.4a/b, 工作力 untold), a ジツ cost in a quoted ability (1320.1a, 1204.2e),
a タツジン card entered without its タツジン・コスト with a moment or the コトダマ空間 told (1404.2,
602.1/1206.1, 802.4), the コトダマ entered to interject (802.4). Each row of
`data/ninjaslayer_audit13.jsonl` holds the values the rulebook allows, worked out by hand before
the run (an empty `accept`: the question must be withheld); withholding is always allowed.

On the code before this audit 22 were stated, 13 wrong: 「相手の手札のキャラをアイサツ対象に選べる?」
「相手のオヒガンのキャラにアイサツできる?」 stated yes (no card on the field: the plans
ninjaslayer_cover/aisatsu_target now withhold); 「2枚引いてデッキ1」 run as a deck of 1 before the
draw (a deck-out; plans.ninjaslayer_players now runs only a デッキ 0 told after a lone draw); a
タツジン entry with 「エンドフェイズ」「コトダマ空間に…」「ダメージチェック処理が積まれてる」 stated yes
(plans.ninjaslayer_tatsujin had admitted every term); エテル told bowed 「相手のエンドフェイズに
コトダマ撃つのに」「前回キャラ出すのに」 stated no (another moment: a turn's start may have stood them
since, 502.2a; the lexicon's bowing act now excludes it); 「相手は、相手自身のキャラをアイサツ対象に
選べる?」 stated yes (the opponent told as the chooser: ninjaslayer_base.OPPONENT_SUBJECT now
withholds); 「イクサフェイズが終わった後に手札のキャラを出して、そいつでアイサツできる?」 stated yes
(plans.ninjaslayer_again ran the entry and the アイサツ as in the キャラクターフェイズ; a moment after
the イクサフェイズ now withholds, 602.1); 「エテル4枚。コスト2のキャラ出せる? 相手のターンだけど。」 and
「うち2枚はさっきアイサツするのにオジギした。コスト2のキャラ出せる?」 stated yes (the builder
scenarios/ninjaslayer_turns.build_entry ran a キャラクターフェイズ; it now declines a moment where no
character is entered, and the lexicon's bowing act excludes an アイサツ); 「エテル3枚全部縦。エンド
フェイズだけどコスト2のキャラ出せる?」 stated yes (plans.ninjaslayer_cost.entry_cost now declines the
エンドフェイズ told, 602.1). After: 10 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

_ROWS = rows("ninjaslayer_audit13")
GAME = "ninjaslayer"


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit13_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = winner_value(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit13_states_what_it_can() -> None:
    assert len(_ROWS) == 30
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert sum(winner_value(r["question"], GAME)[0] for r in _ROWS) >= 10


@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("2枚引いてデッキ0。次のドローまで平気?", "opponent"),  # 1002.2: a デッキ of 0 after the draw
        ("相手の場のキャラにアイサツできる?", "yes"),  # 704.4: on the field
        ("相手のキャラをアイサツ対象に選べる?", "yes"),
        ("キャラクターフェイズに、コスト1でタツジン付きのキャラ、エテル3枚。タツジン払わずに出せる?", "yes"),
    ],
)
def test_audit13_fixes_keep_the_neighbours_answered(question: str, want: str) -> None:
    assert winner_value(question, GAME) == (True, want)
