"""ONE PIECE CARD GAME plans: a card effect that draws the deck to 0 (plans/onepiece_players.py).

Clauses: 1-2-1-1-2 / 9-2-1-2 (a player whose deck holds 0 cards loses at the next rule processing,
right after the effect — not at its next draw phase); 1-3-2 (an effect asking for more cards than the
deck holds draws what it can); 4-5-2 (「カードN枚を引く」 quoted as the effect's text). The effect's
draw said again as done (「2枚ともちゃんと引けた」), the next draw phase hoped for (「次のドローまでは
大丈夫?」) and a character named only as the effect's holder (「自分のキャラの効果で」) change nothing;
the traps hold a fact the plan cannot model and stay withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


def _winner(value: Any) -> Any:
    return (value.get("winner") or "none") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分のデッキが残り2枚なのに、効果で「カード3枚を引く」ことになった。引けるだけ引いたけど、この後ゲームどうなる?自分目線で",
            "opponent",
        ),
        (
            "自分の山札が残り2枚しかないんだけど、手札のカードの効果で「カードを2枚引く」を使った。2枚ともちゃんと引けたから次のドローまでは大丈夫だよね?それとも負け?(質問してるのは自分です)",
            "opponent",
        ),
        (
            "自分のメインフェイズ、デッキ残り2枚のときに自分のキャラの効果で「カード2枚を引く」を使って、ちゃんと2枚とも引けた。手札は増えたけど、これってゲーム的に大丈夫?勝敗はどうなる?(自分視点)",
            "opponent",
        ),
        (
            "メインフェイズ中、自分のキャラの効果でカードを1枚引いたら山札がちょうど0枚になった。次のドローフェイズまではセーフだよね?このゲームの勝者は?(自分目線で答えて)",
            "opponent",
        ),
        ("相手のデッキが残り1枚。相手のキャラの効果で相手はカードを1枚引いた。勝者は?(自分視点)", "self"),
        (
            "自分のデッキが残り3枚。自分のキャラの効果で「カード2枚を引く」を使った。2枚ともちゃんと引けた。勝敗は?",
            "none",
        ),
    ],
)
def test_1_2_1_1_2_a_deck_drawn_to_0_by_an_effect_loses_at_once(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and _winner(value) == winner
    assert situation == "onepiece.plan.player_effects"


@pytest.mark.parametrize(
    "question",
    [
        # a prohibition on drawing (not modelled by this plan)
        "相手の効果で「このターン、自分はカードを引けない」状態になってる。自分のデッキは残り2枚で、自分の効果で「カード2枚を引く」を解決した。勝者は?",
        # the holder's power told: a described card
        "自分のデッキは残り2枚。自分のキャラ(パワー5000)の効果で「カード2枚を引く」を使った。勝者は?",
        # a second effect putting a card back into the deck
        "自分のデッキが残り2枚。自分のキャラの効果で「カード2枚を引く」を使ったあと、「デッキの一番下に1枚戻す」も処理した。勝者は?",
        # the effect negated
        "自分のデッキは残り2枚。手札のカードの効果で「カード2枚を引く」を使ったけど、相手がその効果を無効にした。勝者は?",
    ],
)
def test_9_2_1_2_a_fact_the_effect_plan_cannot_model_is_withheld(question: str) -> None:
    stated, _value, _situation = _verdict(question)
    assert not stated
