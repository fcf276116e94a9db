"""ニンジャスレイヤー round 13: a character entered to アイサツ with it, told in the イクサフェイズ.

* 602.1 / 1206.1 — 「手札のキャラを出してもう1回殴りたい」: the を-object of 出して is the card entered,
  not the アイサツ's target (reading.inverse._object skips a noun a verb of putting into play takes, as
  it skips one DON!! are given to), so the entry_phase plan's アイサツ at the opponent is the
  question's: no entry from the hand in the イクサフェイズ.
* 303.1a / 704.3a — a character entered this turn may アイサツ (plans.ninjaslayer_again, "fresh") only
  when its entry is not told in the イクサフェイズ: 「イクサフェイズに手札のキャラを出して、そいつで
  殴れる?」 had been stated yes (the entry cannot be made, 602.1); it is withheld now.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    "question",
    [
        "イクサフェイズで1人目がアイサツした後、手札のキャラを出してまた殴りたい。"
        "イクサフェイズ中にキャラをエントリーできる?",
        "アイサツし終わったあと、手札のキャラを出してもう1回殴りたい。イクサフェイズの途中でキャラって出せる?",
        "イクサフェイズ中、手札からキャラを出してそいつで殴りたい。キャラってエントリーできる?",
        "イクサフェイズ、1人目でアイサツした後に手札のキャラをエントリーしてもう一回アイサツしたい。"
        "エントリーできる?",
    ],
)
def test_602_1_no_entry_from_the_hand_in_the_ikusa_phase(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == "no", (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # the entry told in the イクサフェイズ: it cannot be made, so no アイサツ by it (602.1)
        ("イクサフェイズに手札のキャラを出して、そいつで殴れる?", ("no", None)),
        # the entry in the キャラクターフェイズ: a fresh character may アイサツ (303.1a, 704.3a)
        ("キャラクターフェイズに出したキャラで、そのターンのイクサフェイズにアイサツできる?", ("yes", None)),
        # アンブッシュ puts the card into play by an effect (1314), not the hand's entry: not this plan's
        (
            "イクサフェイズでアイサツした後、アンブッシュで手札のキャラを出してもう1回殴りたい。出せる?",
            (None,),
        ),
    ],
)
def test_602_1_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
