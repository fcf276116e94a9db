"""ニンジャスレイヤー round 12b precision audit: 116 adversarial questions on this round's coverage of
blind batch W (706.4b owner-word subjects in the shared reading/fate.py — also asked in onepiece and
sve —, 602.1/1206.1 entries outside the キャラクターフェイズ or with the コトダマ空間 told, 1204.2g-6/1312.1
reduced コスト from the upright エテル, 704.4/706.4a targets and the player's damage, 1002.2/502.3a a
count told as what a draw or damage made it, 704.8/1207.1 the declaration's priority, 502.4a, 402.4a,
505.3a an earlier turn's damage), each answer checked by hand against the rulebooks. `want` is the
rulebook's answer (the structured verdict's value); null marks a question whose answer the question
leaves untold (a player asked about as a card, an untold コスト or 工作力, a moment not plain, another
player's act) — it must withhold.

On the code before this audit 82 were stated, 29 of them wrong; here 52 are, none wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

ROWS = rows("ninjaslayer_audit12b")


@pytest.mark.parametrize("row", ROWS, ids=[r["id"] for r in ROWS])
def test_audit12b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if not stated:
        return
    assert row["want"] is not None, f"stated {value!r} where the question leaves the answer open"
    assert value == row["want"]


def test_1312_1_the_conclusion_counts_the_etel_this_entry_bows() -> None:
    """1312.1: paying a コスト of 3 bows 3 upright エテル — not the 2 told bowed before it as well."""
    for question, bowed in (
        ("エテル５枚、そのうち縦向きは３枚。コスト５のキャラ、効果でコスト２カット。出せる?", 3),
        ("エテル6枚、うち縦向きは4枚。コスト4のキャラ出せる?", 4),
        ("エテル5枚、そのうち縦向きは3枚。コスト4のキャラ、効果でコスト2カット。出せる?", 2),
    ):
        stated, value, summary = situated(question, "ninjaslayer")
        assert stated and value == "yes"
        assert f"エテルを{bowed}枚オジギ" in summary, summary


def test_audit12b_states_most_of_what_it_can() -> None:
    stated = sum(situated(r["question"], r["game"])[0] for r in ROWS)
    assert stated >= 50
