"""Round 9 (issue 11), sve second wave: 「カードをN枚まで引く」 with a deck smaller than N (5.9.3) —
the player may end the instruction before each draw (5.9.3.1), so ending it within the deck draws no
card from the empty deck and nobody loses (5.9.1.1, 11.2.2); drawing past it loses. Fresh wordings of
our own from the rulebook, each stated verdict checked by hand, and traps that must be withheld.
Mechanisms: the engine's up-to draw (`draw` with `up_to`/`stop_after`), lexicon sve.jsonl
「カードを3枚まで引く」 (ACTION draw_up_to) and 「2枚引いたところで止める」「1枚だけ引いてやめる」
(ACTION end_draw), plan `sve_draw_up_to.draw_up_to`.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _ = situate(question, "sve")
    verdict = gated.accounting.verdict
    value = verdict.value
    if isinstance(value, dict):
        value = value.get("winner") if value.get("result") == "game_over" else "none"
    return verdict.stated, value


# (question, the verdict by hand: 'yes' for a can ask, else the winner or 'none')
STATED = [
    (
        "デッキ残り2枚で『カードを3枚まで引く』使いたい。2枚引いたとこで止めるのってアリ?3枚目まで強制で負けになる?",
        "none",
    ),
    (
        "山札残り2枚で「カードを3枚まで引く」の効果が来た。これって2枚引いたところで止めて負けずに済む?",
        "yes",  # 「負けずに済む?」 asks a can (reading/verdict._AVOID_LOSS): it had been 'no winner yet'
    ),
    ("デッキが1枚しかない。『カードを2枚まで引く』スペルを使って、1枚だけ引いてやめられる?", "yes"),
    ("山札残り3枚で『カードを5枚まで引く』を使った。3枚引いたところで止めたら負ける?", "none"),
    ("デッキ0枚のとき「カードを2枚まで引く」効果を使った。0枚で止めれば負けない?", "none"),
    # drawn past the deck: the third draw is from the empty deck (5.9.1.1), the asker loses (11.2.2)
    ("デッキ残り2枚で『カードを3枚まで引く』を使って、3枚引いたところで止めたらどうなる?", "opponent"),
    ("デッキ残り4枚で『カードを3枚まで引く』。2枚引いた時点で止めたら負け?", "none"),
    ("山札1、『2枚まで引く』、1枚引いて終了。敗北する?", "none"),
    (
        "デッキ残り2枚。自分の『カードを3枚まで引く』で2枚引いたところでやめた。これで負けにはならないよね?",
        "none",
    ),
    ("デッキ残り2枚で「カードを3枚まで引く」を使って、2枚引いたところで止めることはできる?", "yes"),
]

WITHHELD = [
    # the opponent's draw
    "相手のデッキ残り2枚で、相手が『カードを3枚まで引く』を使って2枚引いたところで止めた。相手は負ける?",
    # 「N枚引く」 (5.9.2) has no end before N: no up-to draw to stop
    "デッキ残り2枚で『カードを3枚引く』を使った。2枚引いたところで止められる?",
    # a second effect
    "デッキ残り2枚で『カードを3枚まで引く。その後、相手のリーダーに2ダメージ』を使い、2枚引いたところで止めた。負ける?",
    # both players draw
    "デッキ残り2枚で『お互いのプレイヤーはカードを3枚まで引く』を使った。2枚で止めたら?",
    # a yes/no ask of ending past the deck
    "デッキ残り1枚で『カードを3枚まで引く』。2枚引いたところで止められる?",
    # the hand asked, never told
    "デッキ残り2枚で『カードを3枚まで引く』を2枚で止めた。手札は何枚?",
]


@pytest.mark.parametrize(("question", "want"), STATED)
def test_5_9_3_1_up_to_draw_ended_by_its_player(question: str, want: str) -> None:
    assert _verdict(question) == (True, want)


@pytest.mark.parametrize("question", WITHHELD)
def test_5_9_3_up_to_draw_traps_withheld(question: str) -> None:
    assert _verdict(question)[0] is False


def test_5_9_3_1_conclusion_says_it_may_end() -> None:
    gated, _ = situate(STATED[0][0], "sve")
    assert gated.sim is not None and gated.built is not None
    summary = gated.built.summarize(gated.sim.result)
    assert "2枚引いたところで終了できます" in summary and "5.9.3.1" in summary and "できません" not in summary


# 「負けずに済む?」「負けずに済ませられる?」: avoiding a loss is asked as a can — 'yes' when the asker does
# not lose, 'no' when the other player wins (blind X sve-bx-01 had been 「まだ勝敗は決まっていません」)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "山札残り2枚でピンチ。手札のカードの効果が「カードを3枚まで引く」なんだけど、これ使っても負けずに済ませられる?",
            "yes",
        ),
        (
            "デッキ残り2枚。「カードを3枚まで引く」を撃ったら3枚目が引けなくて負け確? "
            "それとも負けずに済ませられる?",
            "yes",
        ),
        ("山札残り1枚で『カードを2枚まで引く』を使う。1枚で止めれば負けないで済む?", "yes"),
        ("山札残り2枚で「カードを3枚引く」を使った。負けずに済む?", "no"),
    ],
)
def test_5_9_3_1_avoiding_a_loss_is_asked_as_a_can(question: str, want: str) -> None:
    stated, value = _verdict(question)
    assert stated and value == want, value
