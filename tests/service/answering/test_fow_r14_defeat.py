"""Force of Will round 14: a winner asked under a defeat the question stipulates (plans/fow_defeat.py).

§10 has no clause that ends a game, so a winner ask alone is withheld; 「ライフ0で負けとして」 states the
losing condition, and the §10 life (10.6.2: damage lowers life by that much; 10.6.4: one instance;
10.17.1: a reduction replaces it) decides who is at or below it. A player whose life changes with no life
told, both players at or below it, or the premise itself asked (「ライフ0で負け?」) withhold.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "fow"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のライフは500。俺が相手に600ダメージを与えた。ライフが0以下になったら負けってことで、どっちの勝ち?",
            "self",
        ),
        ("自分のライフ1000、相手から700ダメージを受けた。ライフ0で負けとして、勝負ついた?", "none"),
        (
            "相手ライフ900。「対象のプレイヤーに400ダメージを与える」を相手に撃った。その後もう一度相手に500ダメージ。"
            "ライフ0以下で敗北が前提で、俺は勝てた?",
            "self",
        ),
        ("相手ライフ1200で、相手本体に1000ダメージ与えた。ライフ0で負けとして、勝者は?", "none"),
        (
            "自分のライフは400。相手が「対象のプレイヤーに600ダメージを与える」を自分に撃ってきて、自分は先に"
            "「このターン、次にあなたに与えられるダメージを100軽減する」を使っていた。ライフ0で負けとする。決着は?",
            "opponent",
        ),
    ],
)
def test_10_6_2_winner_under_a_stipulated_defeat(question: str, value: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


@pytest.mark.parametrize(
    "question",
    [
        "相手に800ダメージ与えた。ライフ0で負けとして、勝った?",  # no life told: 4000 would decide
        # only the asker's life told: the opponent's 4000 is the default
        "自分ライフ4000。相手に4500ダメージ与えた。ライフ0で負けとして、勝ったのはどっち?",
        "相手ライフ500。相手に600ダメージ与えた。ライフ0で負け?",  # the premise itself asked
        "相手ライフ500。相手に600ダメージ与えた。ライフ0で負けになるよね?",
        "相手ライフ500。相手に600ダメージ与えた。勝った?",  # no premise: §10 has no defeat
        "自分のライフ200、相手のライフ200。自分と相手に200ダメージずつ与えた。ライフ0で負けとして、どっちが勝ち?",
    ],
)
def test_10_6_2_trap_premise_asked_untold_or_both_withholds(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated, (question, got)


def test_10_17_1_2_a_prevention_of_all_keeps_the_game_going() -> None:
    q = (
        "相手ライフ500。相手の場に「あなたに与えられるダメージを全て軽減する」。俺が相手に600ダメージ与えた。"
        "ライフ0で負けとして、俺の勝ち?"
    )
    stated, got, _summary = situated(q, GAME)
    assert not stated or got == "none", got


@pytest.mark.parametrize(
    "question",
    [
        "相手のライフは500。俺が相手に600ダメージを与えた。ライフが0以下になったら負けってことで、どっちの勝ち?",
        "勝敗確認させて(ライフ0で負け前提)。相手ライフ500、相手墓地6枚。俺が「相手の墓地のカード1枚につき100ダメージを"
        "相手に与える」を撃つ。相手の場には「あなたがダメージを受けるたび、そのダメージを100軽減する」があって、相手は"
        "「100ダメ6回だから全部消える」と主張。俺視点で勝ってる?",
    ],
)
def test_10_6_2_a_stipulated_defeat_is_not_narrated_as_the_game_going_on(question: str) -> None:
    """Blind AC fow-ac-17 (first try): the stated winner came with the run's note 「§10 には敗北の規定が
    ないため、ゲームの状態は継続として報告する」 — the judge read the answer as contradicting itself. Under
    the premise the note says the player loses (engine fow `defeat_at_life`)."""
    stated, got, summary = situated(question, GAME)
    assert stated and got == "self"
    assert "継続" not in summary
