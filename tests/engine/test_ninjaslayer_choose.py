"""ニンジャスレイヤーTCG 1204.2e: a コトダマ printed 「(対象条件)を(対象数)選び、」 chooses that many legal
targets as it is entered — with fewer characters on the field it cannot be entered at all, and the
same character is never chosen twice (1204.2e-2). The model refuses the entry (code ``no_target``),
the エテル unpaid.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.ninjaslayer.models import NSCardSpec
from tests.engine.ninjaslayer_helpers import sim


def _payload(owner: str, count: int, theirs: int, mine: int = 0) -> dict[str, Any]:
    kotodama = {"id": "k", "kind": "kotodama", "cost": 1, "choose": [{"owner": owner, "count": count}]}
    return {
        "phase": "character",
        "player1": {
            "etel": 1,
            "hand": [kotodama],
            "field": [{"id": f"m{i}"} for i in range(mine)],
        },
        "player2": {"field": [{"id": f"t{i}"} for i in range(theirs)]},
        "actions": [{"kind": "kotodama", "player": "player1", "card": "k"}],
    }


@pytest.mark.parametrize(
    ("owner", "count", "theirs", "mine", "rules"),
    [
        ("opponent", 1, 0, 2, ("1204.2e",)),  # the caster's own characters are no opponent's
        ("opponent", 2, 1, 0, ("1204.2e", "1204.2e-2")),  # one character cannot be chosen twice
        ("any", 3, 1, 1, ("1204.2e", "1204.2e-2")),
    ],
)
def test_1204_2e_too_few_targets_refuse_the_entry(
    owner: str, count: int, theirs: int, mine: int, rules: tuple[str, ...]
) -> None:
    result = sim(_payload(owner, count, theirs, mine))
    rejected = [e for e in result.events if e.type == "rejected"]
    assert rejected and rejected[0].data["code"] == "no_target" and rejected[0].rules == rules
    assert not any(e.type == "entry" for e in result.events)
    assert len(result.zone("player1", "hand")) == 1


@pytest.mark.parametrize(("owner", "count", "theirs", "mine"), [("opponent", 1, 1, 0), ("any", 2, 1, 1)])
def test_1204_2e_enough_targets_the_entry_is_made(owner: str, count: int, theirs: int, mine: int) -> None:
    result = sim(_payload(owner, count, theirs, mine))
    assert not any(e.type == "rejected" for e in result.events)
    assert any(e.type == "entry" for e in result.events)


def test_choose_is_printed_on_kotodama_only_and_bounded() -> None:
    spec = NSCardSpec.model_validate({"kind": "kotodama", "choose": [{"count": 5}]})
    assert spec.choose[0].owner == "opponent"
    with pytest.raises(ValueError):
        NSCardSpec.model_validate({"kind": "kotodama", "choose": [{"count": 6}]})


def test_1205_1c_2_the_chosen_characters_take_the_printed_damage() -> None:
    payload = _payload("opponent", 2, 3)
    payload["player1"]["hand"][0]["choose"][0]["damage"] = 1
    payload["player2"]["field"] = [{"id": f"t{i}", "durability": 2} for i in range(3)]
    result = sim(payload)
    targeted = [e.data["card"] for e in result.events if e.type == "targeted"]
    assert targeted == ["t0", "t1"] and all(
        e.rules == ("1204.2e",) for e in result.events if e.type == "targeted"
    )
    damaged = [e for e in result.events if e.type == "damage"]
    assert [(e.data["card"], e.data["value"]) for e in damaged] == [("t0", 1), ("t1", 1)]
