"""ニンジャスレイヤー round 13: the アイサツ対象 named as what is chosen (704.4).

「そいつをアイサツ対象に選べる?」「相手プレイヤーをアイサツ対象に指定できる?」: choosing the アイサツ対象
is the アイサツ's declaration (lexicon ACTION aisatsu), its object before を the target
(plans.ninjaslayer_aisatsu_target): the opponent player or one of their characters, whatever its
state — a bowed state denied (「寝てない」「オジギしてない」) is the upright one. The asker's own
character, a bowed attacker (704.3a-1), a printed text or the opponent's turn change it.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "相手の場のアンタイ・オジギ状態のキャラを、アイサツ対象として選べる?",
        "相手のキャラは起きてる(アンタイ・オジギ)。これをアイサツ対象に指定できる?",
        "相手のオジギしてないキャラクターをアイサツ対象に選択できる?",
        "相手の場にキャラが3人いる。相手プレイヤーをアイサツ対象に選べる?",
        "相手のオジギ状態のキャラをアイサツ対象に指定できる?",
    ],
)
def test_704_4_the_opponents_character_or_player_may_be_chosen(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "yes", (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        ("自分のキャラをアイサツ対象に選べる?", ("no", None)),  # 704.4: the opponent's only
        ("オジギ状態の俺のキャラで、相手のキャラをアイサツ対象に選べる?", ("no", None)),  # 704.3a-1
        ("相手のキャラをアイサツ対象に選べる?そのキャラは「アイサツ対象にならない」を持ってる", (None,)),
        ("相手のターンに相手のキャラをアイサツ対象に選べる?", ("no", None)),  # 704.3: the turn player's
        ("相手のキャラが2人いる。そいつをアイサツ対象に選べる?", ("yes", None)),
    ],
)
def test_704_4_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
