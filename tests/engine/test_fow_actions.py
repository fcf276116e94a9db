"""Force of Will §10 clauses the engine cites that `rulecite engine coverage` found without a test of
their own once it read three-part ids (10.17.1.2): each checked on its own here."""

from __future__ import annotations

from typing import Any

from service.engine import coverage
from service.engine.scenario import SimulationResult, simulate


def sim(payload: dict[str, Any]) -> SimulationResult:
    return simulate("fow", payload)


def uids(res: SimulationResult, player: str, zone: str) -> list[str]:
    return [c["uid"] for c in res.final_state["players"][player]["zones"][zone]]


def rules_of(res: SimulationResult, type_: str) -> list[tuple[str, ...]]:
    return [e.rules for e in res.events if e.type == type_]


def test_fow_10_4_1_revealing_a_hidden_card_lasts_until_it_moves() -> None:
    res = sim(
        {
            "player1": {"hand": [{"id": "h"}]},
            "operations": [{"kind": "reveal", "card": "h"}, {"kind": "discard", "cards": ["h"]}],
        }
    )
    revealed = [e for e in res.events if e.data.get("key") == "revealed"]
    assert [e.rules for e in revealed] == [("10.4.1",)]
    # in the graveyard it is another card: the reveal of the hand card is over
    (card,) = res.final_state["players"]["player1"]["zones"]["graveyard"]
    assert "revealed" not in card["flags"]


def test_fow_10_10_1_a_disposed_card_is_put_into_the_graveyard() -> None:
    res = sim(
        {
            "player1": {
                "field": [{"id": "r"}],
                "stone_area": [{"id": "s", "kind": "stone", "defense": None}],
            },
            "operations": [{"kind": "dispose", "card": "r"}, {"kind": "dispose", "card": "s"}],
        }
    )
    assert uids(res, "player1", "graveyard") == ["r", "s"]
    assert rules_of(res, "move") == [("10.10.1",), ("10.10.1",)]


def test_fow_10_11_1_negating_takes_the_card_off_the_chase_to_its_owners_graveyard() -> None:
    res = sim(
        {
            "player2": {"hand": [{"id": "s"}]},
            "operations": [
                {"kind": "summon", "card": "s", "player": "player2"},
                {"kind": "negate", "card": "s", "player": "player1"},
            ],
        }
    )
    assert uids(res, "player2", "graveyard") == ["s"] and not uids(res, "player2", "chase")
    assert uids(res, "player1", "graveyard") == []
    # only what is on the chase can be negated
    res = sim({"player1": {"field": [{"id": "r"}]}, "operations": [{"kind": "negate", "card": "r"}]})
    assert rules_of(res, "rejected") == [("10.11.1",)] and uids(res, "player1", "field") == ["r"]


def test_fow_10_17_1_prevention_replaces_the_damage_before_it_is_dealt() -> None:
    res = sim(
        {"operations": [{"kind": "deal_damage", "targets": ["player2"], "amount": 500, "prevent": 200}]}
    )
    kinds = [e.type for e in res.events if e.type in ("prevent", "counter")]
    assert kinds == ["prevent", "counter"]  # the replacement is applied first, then 300 is dealt
    (prevent,) = [e for e in res.events if e.type == "prevent"]
    assert "10.17.1" in prevent.rules and prevent.data["after"] == 300


def test_fow_10_17_1_2_prevention_without_points_deals_nothing_to_a_resonator() -> None:
    res = sim(
        {
            "player2": {"field": [{"id": "r", "defense": 500}]},
            "operations": [{"kind": "deal_damage", "targets": ["r"], "amount": 800, "prevent": "all"}],
        }
    )
    (card,) = res.final_state["players"]["player2"]["zones"]["field"]
    assert "damage" not in card["flags"]
    assert any("10.17.1.2" in r for r in rules_of(res, "prevent"))
    assert not [e for e in res.events if e.type == "damage_vs_defense"]


def test_fow_10_18_2_discarding_without_naming_cards_discards_the_whole_hand() -> None:
    res = sim({"player1": {"hand": 4}, "operations": [{"kind": "discard"}]})
    assert len(uids(res, "player1", "graveyard")) == 4 and uids(res, "player1", "hand") == []
    assert any("10.18.2" in r for r in rules_of(res, "move"))


def test_fow_coverage_reads_multi_part_clause_ids_in_the_engine_code() -> None:
    ids = coverage.code_citations("fow")
    assert {"10.6.4.1", "10.17.1.2", "10.18.2.1", "10.21.1.2"} <= ids
    assert coverage.ID_PATTERNS["fow"].fullmatch("10.6") and not coverage.ID_PATTERNS["fow"].fullmatch("10")


def test_fow_10_5_2_a_resonator_put_onto_the_field_directly_is_not_summoned() -> None:
    """Put onto the field by an effect, it enters the field without the chase: not ‘召喚された’,
    unlike a summon resolved from the chase (10.5.1, 10.5.2)."""
    put = sim({"player1": {"hand": [{"id": "s"}]}, "operations": [{"kind": "put_onto_field", "card": "s"}]})
    assert uids(put, "player1", "field") == ["s"]
    assert rules_of(put, "move") == [("10.5.2",)]
    assert not any("チェイス" in str(e.data.get("to_zone")) for e in put.events)
    summoned = sim(
        {
            "player1": {"hand": [{"id": "s"}]},
            "operations": [{"kind": "summon", "card": "s"}, {"kind": "resolve_chase"}],
        }
    )
    assert [e.data.get("to_zone") for e in summoned.events if e.type == "move"] == ["chase", "field"]
    # a card already on the field, or a spell, is not put there by it
    again = sim(
        {
            "player1": {"field": [{"id": "f"}], "hand": [{"id": "x", "kind": "spell"}]},
            "operations": [{"kind": "put_onto_field", "card": "f"}, {"kind": "put_onto_field", "card": "x"}],
        }
    )
    assert [e.data.get("code") for e in again.events if e.type == "rejected"] == ["not_put", "not_put"]


def test_fow_10_7_10_11_1_a_cast_spell_negated_goes_to_its_owners_graveyard() -> None:
    """A spell played goes onto the chase area (10.7); negated, it is removed from there and put
    into its owner's graveyard (10.11.1) — whoever negates it."""
    res = sim(
        {
            "player2": {"hand": [{"id": "s", "kind": "spell", "defense": None}], "graveyard": [{}, {}]},
            "operations": [
                {"kind": "cast", "player": "player2", "card": "s"},
                {"kind": "negate", "player": "player1", "card": "s"},
            ],
        }
    )
    assert rules_of(res, "move") == [("10.7",), ("10.11.1",)]
    assert "s" in uids(res, "player2", "graveyard") and len(uids(res, "player2", "graveyard")) == 3
    # a resonator is summoned, not cast; and another player's hand card is not cast by this player
    refused = sim(
        {
            "player1": {"hand": [{"id": "r"}]},
            "player2": {"hand": [{"id": "t", "kind": "spell", "defense": None}]},
            "operations": [{"kind": "cast", "card": "r"}, {"kind": "cast", "card": "t"}],
        }
    )
    assert [e.data.get("code") for e in refused.events if e.type == "rejected"] == ["not_castable"] * 2


def test_fow_10_21_1_2_counters_of_one_name_put_by_two_effects_are_counted_together_per_10_6_4_1() -> None:
    """「魔力カウンター」 2 by one effect and 1 by another are 3 of one counter (10.21.1.2):
    「このカードの上の魔力カウンター1個につき200ダメージ」 deals 600 once (10.6.4.1)."""
    res = simulate(
        "fow",
        {
            "player1": {"field": [{"id": "r", "name": "リゾネイター"}]},
            "player2": {"life": 4000},
            "operations": [
                {"kind": "put_counter", "card": "r", "name": "魔力", "n": 2},
                {"kind": "put_counter", "card": "r", "name": "魔力", "n": 1},
                {"kind": "put_counter", "card": "r", "name": "氷", "n": 5},
                {
                    "kind": "deal_damage",
                    "targets": ["player2"],
                    "card": "r",
                    "per_counter": "魔力",
                    "per_each": 200,
                },
            ],
        },
    )
    assert res.final_state["players"]["player2"]["counters"]["life"] == 3400
    instances = [e for e in res.events if e.type == "damage_instance"]
    assert len(instances) == 1 and instances[0].data["amount"] == 600
    assert {"10.6.4.1", "10.21.1.2"} <= set(instances[0].rules)
