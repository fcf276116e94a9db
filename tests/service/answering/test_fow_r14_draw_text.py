"""Force of Will round 14: a 「1枚引くたび…ダメージを与える」 trigger (10.14.1) met by a draw told as
quoted card text that is that draw alone (「『カードを3枚引く』を解決」: 10.8.2, three single draws),
the trigger's field named right before it after another player's count (「相手ライフ2000、俺の場に
『…』」), and 「誘発も全部解決したら」 (each triggered ability resolving, as the run does)."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "fow"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ライフ1500。自分の場に「あなたがカードを1枚引くたび、相手に200ダメージを与える」。「カードを2枚引く」"
            "を使った。相手のライフは?",
            [1100],
        ),
        (
            "相手のライフ3000、自分の場に『あなたがカードを1枚引くたび、相手に300ダメージを与える』がある。"
            "『カードを4枚引く』を撃って解決した。誘発も全部解決した後、相手のライフはいくつ?",
            [1800],
        ),
        (
            "相手ライフ1000、俺の場に『あなたがカードを1枚ドローするたび、相手に100ダメージを与える』。"
            "『カードを1枚引く』を解決。相手のライフは?",
            [900],
        ),
    ],
)
def test_10_8_2_a_quoted_draw_meets_the_draw_trigger_per_card(question: str, value: list[int]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


def test_10_8_2_trap_the_trigger_of_the_other_player_is_not_met() -> None:
    q = (
        "相手ライフ1500。相手の場に「あなたがカードを1枚引くたび、相手に200ダメージを与える」。"
        "「カードを2枚引く」を使った。相手のライフは?"
    )
    stated, got, _summary = situated(q, GAME)
    assert not stated or got == [1500], got


@pytest.mark.parametrize(
    "question",
    [
        # the quoted text does more than draw: its discard is not run
        "相手ライフ1500。自分の場に「あなたがカードを1枚引くたび、相手に200ダメージを与える」。"
        "「カードを2枚引き、その後1枚捨てる」を使った。相手のライフは?",
        # no life told for the player hit: 4000 would decide
        "自分の場に「あなたがカードを1枚引くたび、相手に200ダメージを与える」。「カードを2枚引く」を使った。"
        "相手のライフは?",
        # the draw spell negated
        "相手ライフ1500。自分の場に「あなたがカードを1枚引くたび、相手に200ダメージを与える」。"
        "「カードを2枚引く」を撃ったが無効にされた。相手のライフは?",
    ],
)
def test_10_8_2_trap_more_text_untold_life_or_negated_withholds(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated, (question, got)
