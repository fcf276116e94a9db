"""ニンジャスレイヤー round 13: 「インターラプトも他の効果も無し」 denies the インターラプト (705.3a).

The reader's general denial does not reach back over a coordinated 「他の効果も」 to the keyword
before it; a ninjaslayer lexicon entry reads the whole as the keyword denied. The アイサツ then runs
plainly: the アイサツしたキャラ deals its カラテ as イクサダメージ (706.4b) and takes none back.
A インターラプト told of a card, or another keyword (サツバツ, 1403.2), is not denied by it.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のカラテ1・耐久力3のキャラで相手のカラテ4・耐久力1のキャラにアイサツした。"
            "インターラプトも他の効果もなし。自分のキャラは殺される?",
            False,
        ),
        (
            "俺のカラテ3・耐久力1のキャラが、相手のカラテ6・耐久力3のキャラにアイサツ。"
            "インターラプトとか他の能力は無し。相手のキャラ落ちる?",
            True,
        ),
        (
            "カラテ2・耐久力1の自分のキャラで、相手のカラテ3・耐久力3のキャラにアイサツ。"
            "インターラプトも他の効果も無い。相手のキャラは殺される?",
            False,
        ),
        (
            "相手のカラテ2・耐久力1のキャラが、俺のカラテ5・耐久力2のキャラにアイサツしてきた。"
            "インターラプトや他の効果は無し。俺のキャラは落ちる?",
            True,
        ),
    ],
)
def test_706_4b_the_plain_aisatsu_once_no_interrupt_is_told(question: str, value: bool) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got is value, (question, stated, got)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # 1403.2: サツバツ kills the アイサツしたキャラ — not a plain アイサツ
        (
            "俺のカラテ2・耐久力2のキャラで、相手のカラテ5・耐久力2のキャラにアイサツ。"
            "インターラプトも他の効果も無し。相手はサツバツ持ち。俺のキャラも落ちる?",
            (True, None),
        ),
        # the インターラプト told of the opponent's card: it may change the target (1402.2)
        (
            "俺のカラテ2・耐久力2のキャラで、相手のカラテ5・耐久力2のキャラにアイサツ。"
            "相手のキャラはインターラプト持ちで、他の効果は無し。俺のキャラも落ちる?",
            (False, None),
        ),
        # the opponent's character attacks: the asker's card is the one hit (706.4b)
        (
            "相手のカラテ4・耐久力1のキャラが、俺のカラテ1・耐久力3のキャラにアイサツしてきた。"
            "インターラプトも他の効果も無し。俺のキャラは落ちる?",
            (True, None),
        ),
    ],
)
def test_706_4b_traps_right_or_withheld(question: str, allowed: tuple[bool | None, ...]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert (got if stated else None) in allowed, (question, stated, got)
