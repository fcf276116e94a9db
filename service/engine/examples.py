"""Scenario payloads for the dev set's onepiece/sve `scenario` questions (docs, tests, API examples).

Keys are dev-set ids; values are (game, payload) for `service.engine.scenario.simulate`.
"""

from __future__ import annotations

from typing import Any

DEV_SCENARIOS: dict[str, tuple[str, dict[str, Any]]] = {
    "op-d-06": ("onepiece", {"turn": 1, "phase": "refresh", "player1": {"hand": [{}] * 5}}),
    "op-d-10": (
        "onepiece",
        {
            "player1": {"characters": [{"id": "a", "power": 5000, "don": 2}]},
            "actions": [{"type": "attack", "attacker": "a", "target": "leader"}],
        },
    ),
    "op-d-12": (
        "onepiece",
        {
            "player1": {"characters": [{"id": "a", "power": 5000}]},
            "player2": {"life": 3, "leader": {"power": 5000}},
            "actions": [{"type": "attack", "attacker": "a", "target": "leader"}],
        },
    ),
    "op-d-13": (
        "onepiece",
        {
            "player1": {
                "characters": [{"id": f"c{i}"} for i in range(5)],
                "hand": [{"id": "new", "cost": 0}],
            },
            "actions": [{"type": "play", "card": "new", "replace": "c0"}],
        },
    ),
    "sve-d-03": (
        "sve",
        {
            "player1": {"field": [{"id": "a", "attack": 4}]},
            "player2": {"health": 3},
            "actions": [{"type": "attack", "attacker": "a"}],
        },
    ),
    "sve-d-08": ("sve", {"turn": 1, "phase": "start", "player1": {"hand": [{}] * 4}}),
    "sve-d-09": ("sve", {"turn": 21, "phase": "start", "player1": {"pp_max": 10}}),
    "sve-d-10": ("sve", {"player1": {"hand": [{}] * 9}, "actions": [{"type": "end_turn"}]}),
    "sve-d-13": (
        "sve",
        {
            "player1": {"field": [{"id": "a", "attack": 3, "health": 2}]},
            "player2": {"field": [{"id": "b", "attack": 2, "health": 3, "acted": True}]},
            "actions": [{"type": "attack", "attacker": "a", "target": "b"}],
        },
    ),
}
