"""ニンジャスレイヤー round 14: one damage to each player at 9 — the asker's own 「同時に10枚で…」 reasoning.

1003.2b: the turn player's damage checks go into the コトダマ空間 first, so the non-turn player's resolve
first and the rule check after it (1002.1) ends the game; 103.3 (both lose at once) never comes. The
asker's 「同時に10枚で同時敗北」「同時に10枚で非ターンの相手の勝ち」 is reasoning about the result (lexicon
asker_reasoning), not a count the situation starts from — only with 同時に: 「お互い9枚で」 is a start.
Traps: no turn told (who is the turn player decides), a ウケミ card on top, the counts not both 9.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "ninjaslayer"
_EACH = "「各プレイヤーに1ダメージを与える。」"


@pytest.mark.parametrize(
    "question",
    [
        f"自分のターン。ダメージ・ゾーンは自分も相手も9枚ずつ。自分のコトダマ{_EACH}が解決した。"
        "どっちの山札の上もウケミ無し。同時に10枚で引き分けになる?勝つのは誰?",
        f"俺のターンに、お互いダメゾン9枚の状態で俺が{_EACH}を撃った。両方ともめくれるのはウケミ無し。"
        "同時に10枚で俺の負け?",
        f"自分のターンでダメゾンは俺も相手も9枚。俺のコトダマ{_EACH}が通って、お互い山の上はウケミ無し。"
        "これ同時に10枚で非ターンプレイヤーの勝ちってことになる?",
    ],
)
def test_1003_2b_the_non_turn_players_check_resolves_first(question: str) -> None:
    stated, value, _summary = situated(question, GAME)
    assert stated and value == "self", (question, stated, value)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # no turn told: which check resolves first is not known
        (
            f"お互いダメゾン9枚。コトダマ{_EACH}が通った。デッキの上はお互いウケミ無し。同時に10枚で非ターンプレイヤーの勝ち?",
            (None,),
        ),
        # a ウケミ card on the opponent's deck: its ability enters instead (1104.4)
        (
            f"自分のターンでお互いダメゾン9枚。自分のコトダマ{_EACH}が通った。相手の山札の一番上はウケミ持ち。同時に10枚で俺の勝ち?",
            (None,),
        ),
        # the asker at 9, the opponent at 8: the opponent survives its check, the asker's makes 10
        (
            f"自分のターン、自分はダメゾン9枚、相手は8枚。{_EACH}が解決。お互いウケミ無し。同時に10枚で勝つのは?",
            ("opponent", None),
        ),
    ],
)
def test_1003_2b_traps_right_or_withheld(question: str, allowed: tuple[str | None, ...]) -> None:
    stated, value, _summary = situated(question, GAME)
    assert (value if stated else None) in allowed, (question, stated, value)
