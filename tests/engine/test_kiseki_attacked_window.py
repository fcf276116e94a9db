"""軌跡 TCG 804.7–804.10: an effect in the attacked-time window (804.8/804.9) removes an attack UNIT or
the attacked UNIT before the fight (audit 26g)."""

from __future__ import annotations

from typing import Any

from tests.engine.kiseki_helpers import attack, sim, unit


def _attack(attackers: list[str], target: str, *effects: dict[str, Any]) -> dict[str, Any]:
    return {**attack(attackers, target), "attacked": list(effects)}


def _payload(mine: list[dict[str, Any]], theirs: list[dict[str, Any]], act: dict[str, Any]) -> dict[str, Any]:
    return {"phase": "battle", "player1": {"field": mine}, "player2": {"field": theirs}, "actions": [act]}


def test_ks_804_10_attacked_unit_returned_readies_the_attacker_no_overkill() -> None:
    bounce = {"effect": "return_to_hand", "target": {"card": "d"}}
    r = sim(_payload([unit("a", str_=5)], [unit("d", def_=3)], _attack(["a"], "d", bounce)))
    assert "d" in r.uids("player2", "hand")
    assert r.counter("player2", "kizuna") == r.counter("player1", "kizuna")  # no overkill (804.11a-3)
    attacker = next(c for c in r.zone("player1", "field") if c["uid"] == "a")
    assert not attacker["flags"].get("acted")  # readied (804.10)
    assert r.events_citing("804.10") and r.events_citing("804.7")


def test_ks_804_10_attacker_returned_deals_no_overkill_to_the_player() -> None:
    bounce = {"effect": "return_to_hand", "target": {"card": "a"}}
    before = sim(_payload([unit("a", str_=4)], [], attack(["a"], "player2"))).counter("player2", "kizuna")
    r = sim(_payload([unit("a", str_=4)], [], _attack(["a"], "player2", bounce)))
    assert r.counter("player2", "kizuna") == before + 4 and "a" in r.uids("player1", "hand")


def test_ks_804_5b_scrum_left_with_one_unit_counts_only_it() -> None:
    bounce = {"effect": "return_to_hand", "target": {"card": "b"}}
    org: dict[str, Any] = {"orgs": ["遊撃士協会"]}
    mine = [unit("a", str_=2, **org), unit("b", str_=3, **org)]
    to_player = sim(_payload(mine, [], _attack(["a", "b"], "player2", bounce)))
    full = sim(_payload(mine, [], attack(["a", "b"], "player2")))
    assert full.counter("player2", "kizuna") - to_player.counter("player2", "kizuna") == -3  # only STR2 hits
    r = sim(_payload(mine, [unit("d", def_=1)], _attack(["a", "b"], "d", bounce)))
    assert (
        r.counter("player2", "kizuna")
        == sim(_payload([], [unit("d", def_=1)], {"kind": "pass"})).counter("player2", "kizuna") - 1
    )  # the stun damage (CP1) only: a scrum left with one UNIT overkills no UNIT (804.5b, 804.11a-3)
