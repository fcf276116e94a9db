"""軌跡 TCG: effects resolved in the 回復フェイズ's priority windows (705.1-705.4: 回復フェイズ開始時 and
ターン終了時 triggers) come before its 絆 judgement (705.5); rule processing follows each (1101.1),
so two players drawing from empty decks at once lose together and the non-primary player — the
non-initiative one, no step being in progress (702.3) — wins (103.3, 1102.1)."""

from __future__ import annotations

from typing import Any

from tests.engine.kiseki_helpers import sim, unit

DRAW_BOTH = {"kind": "effect", "op": "draw", "counts": {"player1": 1, "player2": 1}}


def _recovery(**players: Any) -> dict[str, Any]:
    return {"phase": "recovery", **players}


def test_kiseki_103_3_both_decks_empty_at_the_recovery_phase_start_the_non_primary_wins() -> None:
    r = sim(_recovery(player1={"deck": 0}, player2={"deck": 0}, actions=[DRAW_BOTH]))
    assert r.outcome.winner == "player2"
    assert "103.3" in r.outcome.rules
    assert any(e.type == "phase" and "705.2" in e.rules for e in r.events)


def test_kiseki_705_2_an_effect_in_the_window_precedes_the_judgement() -> None:
    # the opponent's 絆 is lost by the effect first, then judged (705.5)
    r = sim(
        _recovery(
            player1={"kizuna": 3},
            player2={"kizuna": 2},
            actions=[{"kind": "effect", "op": "lose_kizuna", "counts": {"player2": 2}}],
        )
    )
    assert r.outcome.winner == "player1"
    kinds = [e.type for e in r.events]
    assert kinds.index("counter") < kinds.index("game_over")


def test_kiseki_705_5_without_effects_the_judgement_is_unchanged() -> None:
    r = sim(_recovery(player1={"kizuna": -1}, player2={"kizuna": -3}))
    assert r.outcome.winner == "player1"
    assert not any(e.type == "phase" and "705.2" in e.rules for e in r.events)


def test_kiseki_705_6_the_window_closes_before_a_recovery_choice() -> None:
    # a stun in the window, then the 705.6 recovery of the stunned UNITs runs as before
    r = sim(
        _recovery(
            player1={"field": [unit("a", cp=1)], "kizuna": 10},
            actions=[{"kind": "effect", "op": "stun", "target": "a"}],
        )
    )
    assert "a" in r.uids("player1", "kiseki")
