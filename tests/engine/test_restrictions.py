"""Restrictions a card's text states (audit 23e). onepiece 1-3-1 / 1-3-3: 「アタックできない」
refuses the attack declaration (7-1-1-1), 「ブロックされない」 leaves no 【ブロッカー】 (10-1-4-1),
「KOされない」 keeps the character where a battle (7-1-4-1-2) or a KO effect (10-2-1-2) would KO it,
scoped by 10-2-1-3. sve 1.3.1 / 1.3.3: 「攻撃できない」 refuses the attacking follower (8.4.2),
「破壊されない」 stops the rule processing's destruction (11.3.1, 11.3.2) and a destroy effect (5.5.1),
not 消滅 (5.6.1)."""

from __future__ import annotations

from typing import Any

from service.engine.scenario import SimulationResult, simulate


def _zone(r: SimulationResult, player: str, zone: str) -> list[str]:
    return [c["uid"] for c in r.final_state["players"][player]["zones"][zone]]


def _battle(held: dict[str, Any], attacker: dict[str, Any] | None = None, **act: Any) -> dict[str, Any]:
    return {
        "turn": 3,
        "player1": {"characters": [{"id": "a", "power": 6000, **(attacker or {})}]},
        "player2": {
            "characters": [
                {"id": "t", "power": 5000, "rested": True, **held},
                {"id": "b", "power": 7000, "keywords": ["ブロッカー"]},
            ]
        },
        "actions": [
            {"type": "attack", "attacker": "a", "target": act.get("target", "t"), **act.get("more", {})}
        ],
    }


def test_onepiece_a_character_that_is_not_koed_stays_after_a_lost_battle() -> None:
    for flag in ("no_ko", "no_battle_ko"):
        r = simulate("onepiece", _battle({flag: True}))
        assert "t" in _zone(r, "player2", "characters")
        kept = next(e for e in r.events if e.type == "ko_prevented")
        assert {"1-3-1", "10-2-1-3", "7-1-4-1-2"} <= set(kept.rules)


def test_onepiece_a_prevention_limited_to_effects_does_not_stop_the_battle_ko() -> None:
    r = simulate("onepiece", _battle({"no_effect_ko": True}))
    assert "t" in _zone(r, "player2", "trash")
    assert not any(e.type == "ko_prevented" for e in r.events)


def test_onepiece_a_ko_effect_meets_the_prevention_and_a_return_to_hand_does_not() -> None:
    def run(kind: str, flag: str) -> SimulationResult:
        return simulate(
            "onepiece",
            {
                "turn": 3,
                "player2": {"characters": [{"id": "t", flag: True}]},
                "actions": [{"type": "effect", "effect": kind, "target": {"card": "t"}}],
            },
        )

    assert "t" in _zone(run("destroy", "no_ko"), "player2", "characters")
    kept = next(e for e in run("destroy", "no_effect_ko").events if e.type == "ko_prevented")
    assert {"1-3-3", "10-2-1-3", "10-2-1-2"} <= set(kept.rules)
    assert "t" in _zone(run("destroy", "no_battle_ko"), "player2", "trash")
    assert "t" in _zone(run("return_to_hand", "no_ko"), "player2", "hand")


def test_onepiece_a_character_that_cannot_attack_is_refused() -> None:
    r = simulate("onepiece", _battle({}, {"no_attack": True}, target="leader"))
    assert r.rejected and r.rejected[0]["code"] == "attack_forbidden"
    assert r.rejected[0]["rules"] == ["1-3-1", "7-1-1-1"]


def test_onepiece_an_unblockable_attacker_leaves_no_blocker() -> None:
    r = simulate("onepiece", _battle({}, {"unblockable": True}, target="leader", more={"block": "b"}))
    assert r.rejected and r.rejected[0]["code"] == "unblockable"
    assert "1-3-1" in r.rejected[0]["rules"]
    quiet = simulate("onepiece", _battle({}, {"unblockable": True}, target="leader"))
    assert not any(e.type == "block" for e in quiet.events)
    said = next(e for e in quiet.events if e.type == "cannot_block")
    assert said.data["reason"] == "unblockable" and "1-3-1" in said.rules


def _sve(field: dict[str, Any], effects: list[dict[str, Any]]) -> SimulationResult:
    return simulate(
        "sve",
        {
            "player2": {"field": [{"id": "b", "health": 2, **field}]},
            "actions": [{"type": "resolve", "effects": effects}],
        },
    )


def test_sve_a_follower_that_is_not_destroyed_stays_at_zero_health_and_against_destroy() -> None:
    hit = _sve({"indestructible": True}, [{"effect": "damage", "amount": 3, "targets": [{"card": "b"}]}])
    assert _zone(hit, "player2", "field") == ["b"]
    kept = [e for e in hit.events if e.type == "destroy_prevented"]
    assert len(kept) == 1 and {"1.3.1", "11.3.1"} <= set(kept[0].rules)
    gone = _sve({"indestructible": True}, [{"effect": "destroy", "targets": [{"card": "b"}]}])
    assert _zone(gone, "player2", "field") == ["b"]
    assert any("1.3.3" in e.rules for e in gone.events if e.type == "destroy_prevented")


def test_sve_banishing_is_no_destruction() -> None:
    r = _sve({"indestructible": True}, [{"effect": "banish", "targets": [{"card": "b"}]}])
    assert _zone(r, "player2", "banished") == ["b"]


def test_sve_a_follower_that_cannot_attack_is_refused() -> None:
    r = simulate(
        "sve",
        {"turn": 3, "player1": {"field": [{"id": "a", "no_attack": True}]}, "actions": [
            {"type": "attack", "attacker": "a", "target": "leader"}
        ]},
    )  # fmt: skip
    assert r.rejected and r.rejected[0]["code"] == "attack_forbidden"
    assert r.rejected[0]["rules"] == ["1.3.1", "8.4.2"]


def _guard(don: int) -> dict[str, Any]:
    return {
        "turn": 3,
        "player1": {"characters": [{"id": "a", "power": 6000}]},
        "player2": {"characters": [{"id": "g", "power": 3000, "don_blocker": 1, "don": don}]},
        "actions": [{"type": "attack", "attacker": "a", "target": "leader", "block": "g"}],
    }


def test_onepiece_a_blocker_granted_under_don_blocks_only_with_the_don_given() -> None:
    met = simulate("onepiece", _guard(1))
    block = next(e for e in met.events if e.type == "block")
    assert "10-2-9-1" in block.rules and not met.rejected
    short = simulate("onepiece", _guard(0))
    assert short.rejected and "10-2-9-1" in short.rejected[0]["rules"]
    quiet = simulate(
        "onepiece", {**_guard(0), "actions": [{"type": "attack", "attacker": "a", "target": "leader"}]}
    )
    said = next(e for e in quiet.events if e.type == "cannot_block")
    assert said.data["reason"] == "don" and "10-2-9-1" in said.rules


def test_kiseki_a_unit_whose_attack_is_forbidden_is_refused() -> None:
    def run(flag: bool) -> SimulationResult:
        unit = {"id": "a", "name": "UNIT", "STR": 3, "DEF": 3, "no_attack": flag}
        return simulate(
            "kiseki",
            {
                "phase": "battle",
                "player1": {"field": [unit]},
                "player2": {"field": [{"id": "d", "name": "相手のUNIT", "STR": 1, "DEF": 1}]},
                "actions": [{"kind": "attack", "attackers": ["a"], "target": "d"}],
            },
        )

    refused = [e for e in run(True).events if e.type == "rejected"]
    assert refused and {"803.3a-2", "803.6c", "104.4"} <= set(refused[0].rules)
    assert not [e for e in run(False).events if e.type == "rejected"]
