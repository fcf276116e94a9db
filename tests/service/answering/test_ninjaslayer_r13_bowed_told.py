"""ニンジャスレイヤー round 13: エテル told bowed by the act that bowed them, and a コスト reduction denied.

* 1312.1 / 1204.2i — 「そのうち2枚はさっきコトダマ撃つのにオジギしたやつ」: the part of the エテル told
  bowed with the earlier act that paid with them on the way (lexicon STATE rested) is bowed — only the
  upright rest pays the entry. A turn boundary said there (「前のターンに」) is not that act: 502.2a
  stands the cards across it, so those wordings stay withheld.
* 1204.2g-6 — 「(コスト軽減とかは無し)」: no reduction, the printed コスト is paid (lexicon MODIFIER
  effect, negated) — not common's damage reduction 軽減; a reduction told stays the cost_down plan's.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("エテル5枚のうち3枚はさっきキャラを出すのにオジギした。コスト3のキャラ出せる?", "no"),
        (
            "エテル・ゾーンは3枚、うち1枚は先にコトダマを撃つためにオジギ。"
            "コスト2のキャラをエントリーできる?",
            "yes",
        ),
        ("エテル4枚、そのうち1枚はさっきオジギしたやつ。コスト4のキャラ出せる?(コストカットは無し)", "no"),
        (
            "エテル6枚、うち2枚は前にジツを使ったときにオジギした。"
            "コスト4のキャラ出せる?コスト軽減とかはなし",
            "yes",
        ),
        ("エテル3枚、うち3枚は前にオジギした。コスト1のキャラ出せる?コスト軽減は無い", "no"),
    ],
)
def test_1312_1_only_the_upright_etel_pays(question: str, value: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # 502.2a: a turn passed since they were bowed — they may stand again; not this reading's
        ("エテル4枚、うち2枚は前のターンにオジギした。コスト3のキャラ出せる?", (None,)),
        # a reduction told (1204.2g-6): 3-1 = 2 from the 2 upright — yes, or withheld
        (
            "エテル4枚、うち2枚はさっきオジギした。コスト3のキャラ、コストを1少なくする効果がある。出せる?",
            ("yes", None),
        ),
        # 602.1: the opponent's turn — no entry from the hand, or withheld
        ("エテル4枚、うち2枚はさっきオジギした。相手のターンにコスト2のキャラ出せる?", ("no", None)),
    ],
)
def test_1312_1_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
