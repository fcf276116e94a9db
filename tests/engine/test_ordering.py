"""The engines' ``order`` action (service/engine/ordering.py): who goes first, each step citing a clause
that exists in the game's rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import EngineError
from service.engine.ordering import RULES
from service.engine.scenario import simulate


def _payload(game: str, what: str, pending: dict[str, int], deployer: str = "player1") -> dict[str, Any]:
    if game in ("onepiece", "sve"):
        return {"actions": [{"type": "order", "what": what, "pending": pending}]}
    action = {"kind": "order", "what": what, "counts": pending}
    if game == "kiseki":
        return {"phase": "deploy", "deployer": deployer, "actions": [action]}
    return {"actions": [action]}


def _order(game: str, what: str, pending: dict[str, int], deployer: str = "player1") -> dict[str, Any]:
    result = simulate(game, _payload(game, what, pending, deployer))
    return dict(next(e for e in reversed(result.events) if e.type == "order").data)


@pytest.mark.parametrize(
    ("game", "resolved"),
    [("onepiece", "player1"), ("sve", "player1"), ("kiseki", "player2"), ("ninjaslayer", "player2")],
)
def test_both_players_abilities(game: str, resolved: str) -> None:
    data = _order(game, "triggers", {"player1": 1, "player2": 1})
    assert data["first"] == "player1" and data["resolved_first"] == resolved


def test_kiseki_primary_is_the_step_player() -> None:
    data = _order("kiseki", "triggers", {"player1": 1, "player2": 1}, deployer="player2")
    assert data["first"] == "player2" and data["resolved_first"] == "player1"  # 702.3, 902.5c


@pytest.mark.parametrize(("game", "seen"), [("onepiece", None), ("sve", True), ("kiseki", None)])
def test_each_player_chooses(game: str, seen: bool | None) -> None:
    data = _order(game, "choices", {"player1": 1, "player2": 1})
    assert data["first"] == "player1" and data["seen"] is seen


def test_choices_without_a_rule_are_refused() -> None:
    with pytest.raises(EngineError):
        simulate("ninjaslayer", _payload("ninjaslayer", "choices", {"player1": 1, "player2": 1}))


@pytest.mark.parametrize("game", sorted(RULES))
def test_order_clauses_exist(game: str) -> None:
    from corpus.loader import load_rulebook, read_games

    info = next(i for i in read_games() if i.id == game)
    book = load_rulebook(info)
    rule = RULES[game]
    cited = rule.triggers + rule.own + rule.stack + rule.choices + rule.seen + rule.together
    cited += rule.checks + rule.rules_first + rule.mandatory
    assert cited and all(c in book for c in cited), [c for c in cited if c not in book]
    for what in ("triggers", "choices")[: 2 if rule.choices else 1]:
        result = simulate(game, _payload(game, what, {"player1": 2, "player2": 1}))
        for e in result.events:
            assert all(r in book for r in e.rules), (e.type, e.rules)


def test_damage_checks_of_both_players() -> None:
    data = _order("ninjaslayer", "checks", {"player1": 1, "player2": 2})
    assert data["first"] == "player1" and data["resolved_first"] == "player2"  # 1003.2b, 802.5c


@pytest.mark.parametrize("what", ["checks", "rules", "mandatory"])
def test_onepiece_has_no_such_order(what: str) -> None:
    with pytest.raises(EngineError):
        simulate("onepiece", _payload("onepiece", what, {"player1": 1}))


@pytest.mark.parametrize(
    ("game", "what"), [(g, w) for g in ("sve", "kiseki", "ninjaslayer") for w in ("rules", "mandatory")]
)
def test_rules_first_and_mandatory(game: str, what: str) -> None:
    data = _order(game, what, {"player1": 1})
    assert data["what"] == what and data["declinable"] is False
