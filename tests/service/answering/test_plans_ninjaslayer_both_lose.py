"""ニンジャスレイヤー 103.3 — both players meet a losing condition at once, the non-turn player wins
(seen in batches E, H, K, L, O), told through the コトダマ whose effect brought it about:

* 「相手が使ったコトダマの効果でお互いに2枚ずつドロー…ドロー前の山札は…2枚…両方の山札が同時に0枚に
  なった」 — the コトダマ named as the effect's source is no other act, 「ドロー前の」 is the draw told
  again as a moment, and the count told as the result (owner both) is the run's end, reflected when
  every player's deck ends there (reading/resulting.py; 「解決したら両方山札ゼロ」 too, said in the clause
  after the resolution), not a start (plan each_player);
* 「相手が使ったコトダマの効果が解決し終わった時点で、自分のデッキが0枚、相手のダメージ・ゾーンが10枚」 —
  the counts the effect left, checked at once by the rules (plan defeat_state, 1002.1/1002.2).

Traps: a told result the run does not reach, the turn untold, one player's deck untold — withheld; a
count that changes who loses changes the answer.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"


def _verdict(question: str) -> tuple[bool, object]:
    v = situate(question, GAME)[0].accounting.verdict
    return v.stated, v.value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (  # blind H ninjaslayer-bh-02's own wording
            "相手のターン中、相手が使ったコトダマの効果でお互いに2枚ずつドローすることになった。"
            "ドロー前の山札は自分も相手もちょうど2枚。これで両方の山札が同時に0枚になったんだけど、"
            "勝敗ってどうなる?自分視点で教えて",
            "self",
        ),
        (
            "自分のターン。自分が撃ったコトダマの効果でお互いに2枚ずつドローした。ドロー前の山札はお互い2枚。"
            "これで両方の山札が0枚になった。勝ったのはどっち?",
            "opponent",
        ),
        (  # blind L ninjaslayer-bl-02's own wording: 「解決したら両方山札ゼロ」 is the result told
            "相手のターンに相手が「各プレイヤーはカードを2枚ドローする」みたいなコトダマを撃ってきた。"
            "こっちの山札は残り2枚、相手の山札は残り1枚。解決したら両方山札ゼロなんだけど、この場合どうなる?"
            "私視点で勝ち負け教えて",
            "self",
        ),
        (  # blind K ninjaslayer-bk-03's own wording
            "相手のターン中の話。相手が使ったコトダマの効果が解決し終わった時点で、自分のデッキが0枚、"
            "相手のダメージ・ゾーンがちょうど10枚になった。両方負け条件を満たしてるけど、この場合どっちの勝ち?"
            "自分目線でお願いします。",
            "self",
        ),
        (
            "自分のターン。自分が使ったコトダマの効果が解決した時点で、自分のダメージ・ゾーンが10枚、"
            "相手のデッキが0枚になった。勝ったのはどっち?",
            "opponent",
        ),
    ],
)
def test_103_3_both_lose_at_once_the_non_turn_player_wins(question: str, winner: str) -> None:
    assert _verdict(question) == (True, winner)


def test_1002_2_only_one_player_loses_after_the_effect() -> None:
    # the opponent's ダメージ・ゾーン is 9: only the asker loses (103.2), whose turn it is does not matter
    question = (
        "相手のターン中、相手が使ったコトダマの効果が解決し終わった時点で、自分のデッキが0枚、"
        "相手のダメージ・ゾーンは9枚。勝ったのはどっち?"
    )
    assert _verdict(question) == (True, "opponent")


@pytest.mark.parametrize(
    "question",
    [
        # the told result is not what the run reaches (3 cards, 2 drawn each: 1 left)
        "相手のターン中、相手が使ったコトダマの効果でお互いに2枚ずつドローすることになった。"
        "ドロー前の山札は自分も相手もちょうど3枚。これで両方の山札が同時に0枚になったんだけど、勝敗ってどうなる?",
        # whose turn it is decides 103.3, and it is not told
        "相手が使ったコトダマの効果でお互いに2枚ずつドローすることになった。"
        "ドロー前の山札は自分も相手もちょうど2枚。これで両方の山札が同時に0枚になったんだけど、勝敗ってどうなる?",
        # the opponent's deck before the draw is not told
        "相手のターン中、相手が使ったコトダマの効果でお互いに2枚ずつドローすることになった。"
        "ドロー前の自分の山札はちょうど2枚。これで両方の山札が同時に0枚になったんだけど、勝敗ってどうなる?",
    ],
)
def test_103_3_withheld_when_a_fact_is_not_run(question: str) -> None:
    assert _verdict(question)[0] is False
