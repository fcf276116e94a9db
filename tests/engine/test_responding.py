"""The ``respond`` action (service/engine/responding.py): a reply while cards, abilities or damage checks
wait in kiseki's 発動待機領域 or ninjaslayer's コトダマ空間, each step citing a clause of the rulebook."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import EngineError
from service.engine.responding import RULES
from service.engine.scenario import simulate


def _respond(game: str, stack: list[tuple[str, str]], reply: str | None, player: str = "player1") -> Any:
    action: dict[str, Any] = {
        "kind": "respond",
        "player": player,
        "stack": [{"owner": o, "kind": k} for o, k in stack],
    }
    action["reply"] = reply
    payload: dict[str, Any] = {"actions": [action]}
    if game == "kiseki":
        payload = {"phase": "deploy", "deployer": "player1", **payload}
    return simulate(game, payload)


def _last(result: Any) -> dict[str, Any]:
    return dict(next(e for e in reversed(result.events) if e.type == "respond").data)


@pytest.mark.parametrize("game", ["kiseki", "ninjaslayer"])
@pytest.mark.parametrize(
    ("reply", "allowed", "first"),
    [
        ("card", True, "player1"),
        ("ability", True, "player1"),
        ("unit", False, "player2"),
        (None, None, "player2"),
    ],
)
def test_a_reply_to_the_opponents_card(
    game: str, reply: str | None, allowed: bool | None, first: str
) -> None:
    data = _last(_respond(game, [("player2", "card")], reply))
    assert data["allowed"] is allowed and data["resolved_first"] == first


def test_only_a_pass_on_a_damage_check() -> None:
    data = _last(_respond("ninjaslayer", [("player2", "card"), ("player1", "damage_check")], "card"))
    assert data["allowed"] is False and data["resolved_first"] == "player1"  # 802.4, 802.5c


def test_kiseki_has_no_damage_check_and_onepiece_no_zone() -> None:
    with pytest.raises(EngineError):
        _respond("kiseki", [("player1", "damage_check")], None)
    with pytest.raises(EngineError):
        simulate("onepiece", {"actions": [{"type": "respond"}]})


@pytest.mark.parametrize("game", sorted(RULES))
def test_respond_clauses_exist(game: str) -> None:
    from corpus.loader import load_rulebook, read_games

    info = next(i for i in read_games() if i.id == game)
    book = load_rulebook(info)
    kinds = ["card", "ability"] + (["damage_check"] if game == "ninjaslayer" else [])
    for reply in ("card", "ability", "unit", None):
        result = _respond(game, [("player2", k) for k in kinds], reply)
        for e in result.events:
            assert all(r in book for r in e.rules), (e.type, e.rules)
