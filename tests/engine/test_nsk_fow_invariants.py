"""Semantic playout invariants of ninjaslayer, kiseki and fow: sound games report nothing, a state
that contradicts a rule is reported with the clause it contradicts."""

from __future__ import annotations

from functools import partial

from service.engine.core import PLAYERS, Card, Game
from service.engine.events import Outcome, Reason, Result
from service.engine.fow import FowGame
from service.engine.kiseki import KisekiGame
from service.engine.ninjaslayer import NinjaSlayerGame
from service.engine.playout import playout


def test_ns_1002_1_a_full_damage_zone_in_an_ongoing_game_is_reported() -> None:
    game = NinjaSlayerGame.new_game(1)
    assert game.semantic_violations() == []
    for _ in range(10):
        game.zone("player2", "damage").append(Card(game.new_uid("player2"), "x", "character", "player2"))
    assert any("1002.1" in p for p in game.semantic_violations())


def test_ns_1004_1_damage_at_durability_on_the_field_is_reported() -> None:
    game = NinjaSlayerGame.new_game(2)
    card = Card("c", "x", "character", "player1", {"durability": 2})
    card.flags["damage"] = 2
    game.zone("player1", "field").append(card)
    assert any("1004.1" in p for p in game.semantic_violations())


def test_ns_outcome_must_cite_its_deciding_clause() -> None:
    game = NinjaSlayerGame.new_game(3)
    game.outcome = Outcome(Result.GAME_OVER, "player1", Reason.DECK_OUT, ("103.1",))
    problems = game.semantic_violations()
    assert any("1002.2" in p for p in problems)


def test_kiseki_705_5_no_player_at_zero_past_the_judgement() -> None:
    game = KisekiGame.new_game(4)
    game.phase, game.step = "recovery", "final"
    game.players["player1"].counters["kizuna"] = 0
    assert any("705.5" in p for p in game.semantic_violations())


def test_kiseki_705_5_zero_kizuna_mid_battle_is_fine() -> None:
    game = KisekiGame.new_game(5)
    game.phase, game.step = "battle", "select"
    game.players["player1"].counters["kizuna"] = -3
    assert game.semantic_violations() == []


def test_fow_10_a_section_10_game_never_ends() -> None:
    game = FowGame.new_game(6)
    game.outcome = Outcome(Result.GAME_OVER, "player1", Reason.LIFE_ZERO, ("10.6.2",))
    assert any("§10" in p for p in game.semantic_violations())


def test_fow_10_playouts_stop_at_the_cap_with_the_documented_status() -> None:
    result = playout(FowGame.new_game, 7, 60)
    assert result.capped and result.outcome.result is Result.ONGOING
    assert result.status == "no_end_rule"


def test_nsk_fow_targeted_playouts_keep_every_semantic_invariant() -> None:
    """The driver checks `semantic_violations` after every step (it raises on the first problem)."""
    classes: tuple[type[Game], ...] = (NinjaSlayerGame, KisekiGame, FowGame)
    for cls in classes:
        for profile in ("race", "deck_out", "concede"):
            for seed in range(4):
                r = playout(partial(cls.targeted_game, profile=profile), seed, 400, profile=profile)
                assert r.capped or r.outcome.rules


def test_ns_loss_conditions_read_the_state() -> None:
    game = NinjaSlayerGame.new_game(8)
    assert game.loss_conditions() == {}
    game.zone("player1", "deck").clear()
    assert game.loss_conditions() == {"player1": ("1002.2",)}
    assert PLAYERS


def test_ns_103_3_race_playout_reaches_a_simultaneous_defeat() -> None:
    """Seed 18 of the race profile: a コトダマ makes both players draw, both decks empty (1002.2 ×2)."""
    r = playout(partial(NinjaSlayerGame.targeted_game, profile="race"), 18, 3000, profile="race")
    assert r.outcome.reason is Reason.SIMULTANEOUS and "103.3" in r.outcome.rules


def test_kiseki_103_3_deck_out_playout_reaches_a_simultaneous_deck_out() -> None:
    r = playout(partial(KisekiGame.targeted_game, profile="deck_out"), 22, 3000, profile="deck_out")
    assert r.outcome.reason is Reason.SIMULTANEOUS and {"103.3", "1102.1"} <= set(r.outcome.rules)


def test_kiseki_804_11a_3_race_playout_counts_equal_str_and_def() -> None:
    r = playout(partial(KisekiGame.targeted_game, profile="race"), 4, 3000, profile="race")
    assert r.ties >= 1


def test_kiseki_705_5_race_playout_reaches_equal_kizuna_at_or_below_zero() -> None:
    """Seed 31 of the race profile: both players at the same 絆 ≤ 0 — the イニシアチブプレイヤー loses."""
    r = playout(partial(KisekiGame.targeted_game, profile="race"), 31, 3000, profile="race")
    k = {p: r.final_state["players"][p]["counters"]["kizuna"] for p in PLAYERS}
    assert k["player1"] == k["player2"] <= 0
    assert r.outcome.reason is Reason.LIFE_ZERO and "705.5" in r.outcome.rules
    assert r.outcome.winner != r.final_state["turn_player"]
