"""ニンジャスレイヤーTCG plan `snapshot_modify`: a コトダマ's ±X/±Y on the player's characters applies to
those on the field when it resolves (1213.6); a character entered after it keeps its own stat
(1303). Wordings of our own; traps: the character entered before the コトダマ (a response order the
plan does not run), a 常時能力 (1213.10: later cards get it — no engine rule), two entered cards.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の場にキャラが2人いる。「あなたのキャラクターはこのターン+2/+0を得る。」のコトダマを撃ったあと、"
            "カラテ1のキャラを出した。このキャラのカラテはいくつ?",
            1,
        ),
        (
            "自分の場にキャラ3人。コトダマで自分のキャラ全員に+1/+1を与えた。そのあと耐久力2のキャラをエントリーした。"
            "そのキャラの耐久力は何点?",
            2,
        ),
        (
            "「あなたのキャラクターはこのターン+3/+0を得る」コトダマを撃った。自分の場にはキャラ1人。次にカラテ2の"
            "キャラを出した。出したキャラのカラテはこのターンいくつになる?",
            2,
        ),
    ],
)
def test_1213_6_a_resolved_effect_skips_a_character_entered_later(question: str, value: int) -> None:
    stated, said, situation = _verdict(question)
    assert stated and said in (value, [value]) and situation.endswith("snapshot_modify")


@pytest.mark.parametrize(
    "question",
    [
        "カラテ1のキャラを出したあと、「あなたのキャラクターはこのターン+2/+0を得る。」のコトダマを撃った。"
        "自分の場にキャラ2人。このキャラのカラテはいくつ?",
        "自分の場にキャラ2人。「あなたのキャラクターは+2/+0を得る。」という常時能力を持つキャラがいる。"
        "カラテ1のキャラを出した。このキャラのカラテはいくつ?",
        "自分の場にキャラ2人。コトダマで自分のキャラに+2/+0。その後カラテ1のキャラとカラテ3のキャラを出した。"
        "カラテ1のキャラのカラテはいくつ?",
    ],
)
def test_1213_6_traps_stay_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated
