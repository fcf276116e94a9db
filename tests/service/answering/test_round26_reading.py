"""Round-26 reading fixes, each a mechanism over several wordings.

* a change guessed with a long ending (「俺も1枚捨てなきゃいけない?」「2枚捨てなければならない?」) is the
  number asked like a short one (「2枚捨てなきゃダメ?」): the reader's ask tail is 8 characters, so the number
  had stayed a told one and the question withheld (blind AX sve-ax-22); 払わ/減らさ endings read too.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated


# sve 7.4.7: only the turn player discards down to the hand limit at the end of the turn
@pytest.mark.parametrize(
    ("question", "want"),
    [
        ("相手のターンのエンドフェイズ。俺の手札は8枚。上限は7枚だから、俺も1枚捨てなきゃいけない?", "no"),
        ("自分のターンのエンドフェイズ、手札が9枚ある。2枚捨てなければならない?", "yes"),
        ("自分のターンのエンドフェイズ、手札が9枚ある。3枚捨てないといけないの?", "no"),
        ("自分のターンのエンドフェイズ、手札が8枚ある。1枚捨てなくちゃいけない?", "yes"),
        ("相手のターンのエンドフェイズ、俺の手札が10枚。3枚捨てなきゃいけないよね?", "no"),
    ],
)
def test_7_4_7_a_guessed_discard_with_a_long_ending_is_asked(question: str, want: str) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# onepiece 1-2-1-1-1: a leader dealt damage by an effect at 0 life loses; the event's text named with の
# (「イベントの効果「…」」) is the event's own quote, and an act set aside (「殴るんじゃなくて」) is not done
# (blind AX onepiece-ax-03 withheld)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "相手のライフは0枚。俺のメインフェイズに、殴るんじゃなくてイベントの効果「相手のリーダーに1ダメージを与える」"
            "を使った。これで勝ちになる?",
            "self",
        ),
        (
            "相手のライフ0枚。自分のターンに、アタックじゃなくてイベントの効果「相手のリーダーに1ダメージを与える」"
            "を発動した。勝てる?",
            "self",
        ),
        (
            "相手のライフは2枚。俺のメインフェイズにイベントのテキスト「相手のリーダーに1ダメージを与える」を使った。相手のライフは何枚?",
            [1],
        ),
    ],
)
def test_1_2_1_1_1_an_events_own_text_named_with_no(question: str, want: object) -> None:
    assert situated(question, "onepiece")[:2] == (True, want), question


# onepiece 7-1-1-2: only the opponent's leader or a rested character is attacked — a stage never is,
# rested or not (blind AX onepiece-ax-01 asked it; the plan had declined every stage)
@pytest.mark.parametrize(
    "question",
    [
        "相手の場のステージに、俺のキャラでアタックしたい。できる?",
        "俺のリーダーで相手のステージを殴れる?",
        "相手のステージってアタックの対象にできる?",
        "相手のステージはレスト状態。俺のキャラでアタックできる?",
    ],
)
def test_7_1_1_2_a_stage_is_no_attack_target(question: str) -> None:
    assert situated(question, "onepiece")[:2] == (True, "no"), question


def test_7_1_1_2_a_stage_played_is_not_the_attacker_played() -> None:
    # 「相手がステージを出してきた」: the play is the stage's, not the attacking character's
    assert not situated("相手がステージを出してきた。俺のキャラでそのステージを攻撃できる?", "onepiece")[0]
