"""軌跡 round 8 precision audit, second wave (issue 11): questions of our own aimed at the families added
since 09:20 (an EVENT whose target was removed before it resolved, an EVENT with no target to choose,
both decks empty with 「各プレイヤーはカードを1枚引く」 in player2's 配備ステップ or the 回復フェイズ), each
answer checked by hand against the rulebook (`data/kiseki_audit8b.jsonl`). A stated verdict must be
that answer; withheld is always acceptable; an answer of null must be withheld.

Mechanisms fixed (each over several wordings, named after the clause):
1102.1 — an each-player draw that every told deck covers ends no game: the plan had run on past the
turn (the next turn's draws from the defaults) and stated a winner ('self') for 「山札1枚ずつで各プレイヤー
1枚引く。勝ったのは?」; withheld now. 705.9 — a moment of another turn (「今は自分がイニシアチブ。前の
ターンの回復フェイズに…」) is not the turn whose initiative is told: withheld (it had stated 'opponent').
1204.2d — a field told in the past or changed after it (「UNITが1体もいなかったが、相手がUNITを出してきた。
そのあと撃てる?」) is not the field the EVENT is played on: plan event_no_target withholds (it had stated
'no'). 103.3 — a second effect text quoted next to the each-player draw (「ただし相手は「あなたはカードを
引けない」効果を受けている」) had been ignored and the winner stated: plan each_draw withholds.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, verdict

GAME = "kiseki"
_ROWS = rows("kiseki_audit8b")


def _verdict(question: str) -> tuple[bool, Any]:
    return verdict(question, GAME)


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, dict) and "winner" in value:
        value = value["winner"]
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit8b_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = _verdict(row["question"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


@pytest.mark.parametrize(
    "question",
    [
        "自分がイニシアチブのターンの回復フェイズに、自分が「各プレイヤーはカードを1枚引く」EVENTを使った。"
        "自分も相手も山札1枚。勝ったのはどっち?",
        "相手がイニシアチブのターンの回復フェイズ、相手が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
        "お互いの山札は3枚。どっちが勝つ?",
        "自分のターンの配備ステップ中、自分が「各プレイヤーはカードを2枚引く」EVENTを撃った。自分も相手も山札2枚。"
        "勝つのはどっち?",
    ],
)
def test_1102_1_a_draw_every_deck_covers_decides_no_winner(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "今は自分がイニシアチブ。前のターンの回復フェイズに、自分が「各プレイヤーはカードを1枚引く」EVENTを使った。"
        "自分も相手も山札0枚。勝ったのはどっち?",
        "自分がイニシアチブ。さっきのターンの回復フェイズで相手が「各プレイヤーはカードを1枚引く」EVENTを撃った。"
        "お互い山札0枚。勝つのは?",
        "相手がイニシアチブのターン。次のターンの回復フェイズに自分が「各プレイヤーはカードを1枚引く」EVENTを撃つ。"
        "2人とも山札0枚なら勝つのはどっち?",
    ],
)
def test_705_9_a_phase_of_another_turn_is_not_the_told_initiatives(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分がイニシアチブのターンの回復フェイズに、自分が「各プレイヤーはカードを1枚引く」EVENTを使った。"
            "自分も相手も山札0枚。勝ったのはどっち?",
            "opponent",
        ),
        (
            "回復フェイズ、イニシアチブは相手。相手が「各プレイヤーはカードを1枚引く」EVENTを撃った。お互いの山札は0枚。"
            "どっちが勝つ?",
            "self",
        ),
        (
            "自分がイニシアチブのターンの回復フェイズに、自分が「各プレイヤーはカードを2枚引く」EVENTを使った。"
            "自分の山札1枚、相手の山札0枚。勝ったのはどっち?",
            "opponent",
        ),
    ],
)
def test_103_3_a_short_deck_still_decides(question: str, winner: str) -> None:
    stated, value = _verdict(question)
    assert stated and _same(value, winner), value


@pytest.mark.parametrize(
    "question",
    [
        "「相手のUNITを1つ対象とし、それをスタンする。」ってEVENTを撃ちたい。相手の場にUNITが1体もいなかったが、"
        "相手が対応でUNITを出してきた。そのあと撃てる?",
        "「相手のUNITを1つ対象とし、それを即死させる。」ってEVENT。さっきまで相手の場にUNITが1体もいなかったけど、"
        "今UNITが登場した。撃てる?",
        "「相手のUNITを1つ対象とし、それをスタンする。」ってEVENTを撃ちたい。相手の場にUNITが1体もいない。"
        "でも相手が配備ステップでUNITを出した。撃てる?",
    ],
)
def test_1204_2d_a_field_told_before_a_change_is_not_the_field_at_the_play(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "自分がイニシアチブのターンの回復フェイズに、自分が「各プレイヤーはカードを1枚引く」EVENTを使った。自分の山札0枚、"
        "相手の山札0枚。ただし相手は「あなたはカードを引けない」効果を受けている。勝ったのはどっち?",
        "相手がイニシアチブのターンの回復フェイズ、相手が「各プレイヤーはカードを1枚引く」EVENTを撃った。お互い山札0枚。"
        "自分の場には「あなたが山札からカードを引くとき、代わりに絆を1点失う」を持つUNITがいる。勝つのは?",
        "自分のターンの配備ステップ中、自分が「各プレイヤーはカードを1枚引く」EVENTを撃った。自分も相手も山札0枚。"
        "相手は「このターン、あなたは敗北しない」を使っていた。勝つのはどっち?",
    ],
)
def test_103_3_a_second_effect_text_told_with_the_draw_withholds(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value
