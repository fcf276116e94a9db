"""Round 14 (sve-aa-08, sve-by-10): a card of the asker's played in answer to the opponent's move in the
opponent's main phase. The main phase is the turn player's (7.3.3); 【クイック】 lets the other player play
only after an attack by the opponent's follower (8.4.7) or in the opponent's end phase (7.4.5, 12.3.4).
The engine's play action now takes the player who plays (`specs.PlayAction.player`) and refuses the
non-turn player there; `plans/sve_quick_main` runs the opponent's told move, then the asker's card.
(`reading/owned._object` reads 「フォロワーを1体プレイ」's object across its count.)"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "sve"


@pytest.mark.parametrize(
    "question",
    [
        "相手のメインフェイズで、相手がフォロワーを出してきた。まだ攻撃はしてない。手札の【クイック】のスペルを今プレイできる?",
        "相手のメインフェイズに相手が俺のフォロワーを狙ってスペルを撃ってきた。手札の【クイック】持ちで割り込んで撃てる?",
        "相手のメインフェイズ、相手がフォロワーを1体プレイした。まだ攻撃してない。俺の【クイック】のスペル、今撃てる?",
    ],
)
def test_7_3_3_no_quick_in_the_opponents_main_phase_12_3_4(question: str) -> None:
    assert situated(question, GAME)[:2] == (True, "no"), question


@pytest.mark.parametrize(
    ("question", "right"),
    [
        # trap: an attack made — 8.4.7's moment: 【クイック】 may be played
        ("相手のフォロワーが俺のリーダーに攻撃してきた。手札の【クイック】のスペルを撃てる?", ["yes"]),
        # trap: the opponent's end phase — 7.4.5's moment
        ("相手のエンドフェイズ。手札の【クイック】のスペルを撃てる?", ["yes"]),
        # trap: without 【クイック】 it is no as well
        (
            "相手のメインフェイズ、相手がフォロワーをプレイした。手札の【クイック】なしのスペルを撃てる?",
            ["no"],
        ),
        # trap: the asker's own main phase — it plays any card
        ("自分のメインフェイズ、手札の【クイック】のスペルを撃てる?", ["yes"]),
    ],
)
def test_7_3_3_main_phase_quick_traps_are_right_or_withheld(question: str, right: list[str]) -> None:
    stated, value, _ = situated(question, GAME)
    assert not stated or value in right, (question, value)
