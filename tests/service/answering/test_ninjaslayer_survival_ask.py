"""「無事?」「生きてる?」 ask whether the asked character survives (a destroyed verdict, 1004.1), not
the game's status: blind M ninjaslayer-bm-14 (「アイサツした俺のキャラの方はどうなる?無事?」 after
an アイサツ on a サツバツ character that survived) had the structured verdict ``outcome`` /
``{'result': 'ongoing'}`` while the text said the attacker is killed (1403.2). The verdict is now the
asked card's fate (reading/fate.py): ``value`` True = the card was killed. Wordings of our own, both
outcomes, answered through `plans.situate` (the user's path).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        (
            "相手の場にサツバツ持ちの耐久力5のキャラがいる。こっちはカラテ2のキャラでそいつにアイサツして、"
            "当然倒しきれなかった。アイサツした俺のキャラの方はどうなる?無事?",
            True,
        ),
        (
            "自分のカラテ1のキャラで、相手のサツバツ持ちで耐久力4のキャラにアイサツした。俺のキャラは無事?",
            True,
        ),
        (
            "自分のカラテ4のキャラで、相手のサツバツを持つ耐久力2のキャラにアイサツした。こっちのキャラは無事なの?",
            False,
        ),
    ],
)
def test_1403_2_the_attacker_asked_safe_is_its_fate(question: str, killed: bool) -> None:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.asks == "destroyed"
    assert v.stated and v.value is killed


@pytest.mark.parametrize(
    "question",
    [
        "相手のカラテ2のキャラが俺の耐久力3のキャラにアイサツしてきた。俺のキャラは無事ですか?",
        "自分のカラテ3のキャラで相手の耐久力5のキャラにアイサツした。相手のキャラってまだ生きてる?",
        "相手のカラテ1のキャラが、俺の耐久力2のキャラにアイサツしてきた。こっちのキャラ、生きていられる?",
    ],
)
def test_1004_1_a_character_asked_alive_survives_damage_below_its_durability(question: str) -> None:
    v = situate(question, GAME)[0].accounting.verdict
    assert v.asks == "destroyed"
    assert v.stated and v.value is False
