"""Shadowverse Evolve: drawing from a small or empty deck, planned from the reading — the builder
`deck_draw` of `scenarios/sve_effects.py` is retired (issue 11, item 7).

* 5.9.1.1 / 11.2.2: a player who draws from an empty deck loses at the next check; an effect's draw
  (`plans/sve_players.player_effect`: 「どうなる?」 asked too; the drawer with no player named is the
  asker, a draw without its count one card — both named in the notes);
* 7.2.4: the opponent's start phase draws when the asker's turn passes (`plans/sve_deck.turn_passed`:
  「自分のターンを終えたら」「相手のターンが始まったら」) — an empty deck told now, with no turn passing,
  decides nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


def winner(value: Any) -> Any:
    return value.get("winner") if isinstance(value, dict) else value


@pytest.mark.parametrize(
    ("question", "won"),
    [
        ("デッキ残り1枚で「カードを2枚引く」スペル使ったらどうなるんだっけ", "opponent"),
        (
            "山札残り1枚なのに、メインフェイズで自分の『カードを2枚引く』スペルを撃っちゃった…これどうなる?自分目線で勝者は?",
            "opponent",
        ),
        (
            "デッキ残り2枚なのに、うっかり自分で『カードを3枚引く』効果を使っちゃった。どうなる?自分から見て勝ち負け教えて",
            "opponent",
        ),
        ("デッキ残り3枚で「カードを2枚引く」スペルを使ったら負ける?", "none"),
    ],
)
def test_11_2_2_the_askers_draw_from_a_short_deck(question: str, won: str) -> None:
    told = verdict(question)
    assert told.stated and winner(told.value) == won


@pytest.mark.parametrize(
    "question",
    [
        "デッキ0枚でカードを引いたら負け?",
        "山札ゼロの状態でドローしたら?",
        "デッキが残り0の状態でカードを1枚引く効果を使ったら?",
    ],
)
def test_5_9_1_1_a_draw_from_an_empty_deck_loses(question: str) -> None:
    told = verdict(question)
    assert told.stated and winner(told.value) == "opponent"


@pytest.mark.parametrize(
    ("question", "won"),
    [
        ("相手のデッキが0枚の状態で自分のターンを終えたら、どうなる?", "self"),
        (
            "相手のデッキがもう0枚になってる。で、次は相手のターン。このまま相手のターンが始まったらどうなる?自分目線でどっちが勝つ?",
            "self",
        ),
        ("相手の山札が残り0枚。自分のターンが終わったらどっちの勝ち?", "self"),
        ("相手のデッキが1枚のときに自分のターンを終えたら負けるのは誰?", "none"),
    ],
)
def test_7_2_4_the_opponents_start_phase_draws_after_the_turn_passes(question: str, won: str) -> None:
    told = verdict(question)
    assert told.stated and winner(told.value) == won


@pytest.mark.parametrize(
    "question",
    [
        "相手のデッキが0枚。今は自分のターン。この時点で勝者は?",  # no draw, no turn passing (11.2.2)
        "山札が0枚になったら負け?",
        "自分のデッキが0枚の状態で自分のターンを終えたら、どうなる?",  # the opponent draws, not the asker
        # a draw with no count told before the deck is what emptied it (blind A sve-ba-06, B sve-bb-21)
        "効果でドローしまくって自分の山札が0枚になった。これって今すぐ負け?",
        "効果で引きすぎて自分のデッキが0枚になった。まだカードを引いてはいない。この時点で負け?",
    ],
)
def test_11_2_2_an_empty_deck_without_a_draw_decides_nothing(question: str) -> None:
    told = verdict(question)
    assert not told.stated or winner(told.value) in ("none", None)
