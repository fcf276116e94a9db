"""ニンジャスレイヤー 1204.2e — a コトダマ printed 「(対象条件)を(対象数)選び、」 that cannot choose all its
targets cannot be entered, and one character is never chosen twice (1204.2e-2); seen in batches I, J,
K, O. Plan no_target (「そいつ1人だけ選んで撃つ」, fewer than printed, is tried with the printed
count): the asker's コトダマ printed with the quoted choice (engine: a kotodama's
``choose``), the told count of those characters, the entry tried and refused (code no_target).

Traps: enough characters (the entry is made: what the effect does is not run here), the count told of
the other player's field, a quote naming no owner, the opponent entering it — withheld.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _answered(question: str) -> tuple[bool, object, str]:
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    text = (
        gated.built.summarize(gated.sim.result) if gated.sim is not None and gated.built is not None else ""
    )
    return v.stated, v.value, text


@pytest.mark.parametrize(
    ("question", "rules"),
    [
        (  # blind J ninjaslayer-bj-16's own wording
            "相手の場にキャラが1人もいない状態で、『相手の場のキャラクターを1人選び、それに2ダメージを与える。』"
            "ってコトダマ、とりあえず撃つだけ撃てる?",
            "1204.2e)",
        ),
        (  # blind K ninjaslayer-bk-28's own wording: the asker's choice of fewer targets is no way out
            "「相手の場のキャラクターを2人選び、それぞれに1ダメージを与える。」ってコトダマ持ってるんだけど、"
            "相手の場にはキャラが1人だけ。そいつ1人だけ選んで撃つことってできる?",
            "1204.2e-2",
        ),
        (  # blind I ninjaslayer-bi-11's own wording
            "「相手のキャラクターを2人選び、それぞれに1ダメージを与える」系のコトダマ、相手の場にキャラが1人"
            "しかいないけど撃てる?同じキャラを2回選ぶのは?",
            "1204.2e-2",
        ),
        (
            "相手の場にキャラは1人もいない。「相手のキャラクターを1人選び、3ダメージを与える。」のコトダマを撃てる?",
            "1204.2e)",
        ),
        (
            "相手の場にキャラクターが2人いる。『相手のキャラクターを3人選び、それぞれに1ダメージを与える。』ってコトダマ、"
            "撃てる?",
            "1204.2e-2",
        ),
    ],
)
def test_1204_2e_a_kotodama_without_all_its_targets_cannot_be_entered(question: str, rules: str) -> None:
    stated, value, text = _answered(question)
    assert (stated, value) == (True, "no"), question
    assert text.startswith("シミュレーション結果: 撃てません。") and rules in text, text[:160]


@pytest.mark.parametrize(
    "question",
    [
        # enough characters: the entry is made (the plan does not run the effect)
        "相手の場にキャラが2人いる。「相手のキャラクターを2人選び、それぞれに1ダメージを与える。」ってコトダマ撃てる?",
        # the count told is the asker's field, the quote chooses the opponent's
        "自分の場にキャラが1人もいない。「相手のキャラクターを1人選び、2ダメージを与える。」ってコトダマ撃てる?",
        # no owner in the quote: either player's characters
        "相手の場にキャラが1人もいない。「キャラクターを1人選び、2ダメージを与える。」ってコトダマ撃てる?",
        # the opponent enters it: its 「相手」 is the asker, whose field is not told
        "相手の場にキャラが1人もいない。相手が「相手のキャラクターを1人選び、2ダメージを与える。」ってコトダマ撃てる?",
    ],
)
def test_1204_2e_withheld_when_the_choice_is_not_the_one_run(question: str) -> None:
    stated, value, _text = _answered(question)
    assert not stated or value == "yes", question
