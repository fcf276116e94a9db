"""軌跡 TCG: an EVENT that stuns its target (1306.1, the shared vocabulary's `stun`) and the other player's
answer while it waits in the 発動待機領域 (902.5b, 902.5c): the target gone when it resolves, what does not
concern the target is still done (1205.1a)."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine.errors import InvalidScenario
from tests.engine.kiseki_helpers import sim, unit


def stun_then_draw(draw: int = 2) -> dict[str, Any]:
    effects = [{"effect": "stun", "target": {"card": "u"}}, {"effect": "draw", "amount": draw}]
    return {"id": "e", "name": "EVENT", "kind": "EVENT", "ep_cost": 0, "effects": effects}


def played(response: list[dict[str, Any]], **player2: Any) -> Any:
    hand = [stun_then_draw(), unit("h1"), unit("h2")]
    return sim(
        {
            "phase": "deploy",
            "player1": {"hand": hand},
            "player2": {"field": [unit("u", cp=3)], **player2},
            "actions": [{"kind": "play_event", "player": "player1", "card": "e", "response": response}],
        }
    )


def test_kiseki_1306_1_an_event_stuns_its_target_and_its_controller_takes_stun_damage() -> None:
    r = played([])
    assert [c["flags"].get("stunned") for c in r.zone("player2", "field")] == [True]
    assert r.counter("player2", "kizuna") == 40 - 3  # 1306.3
    assert len(r.uids("player1", "hand")) == 4  # 3 - the EVENT + 2


def test_kiseki_1307_1_an_event_stun_with_no_stun_damage_loses_no_kizuna() -> None:
    r = played([], no_stun_damage=True)
    assert r.counter("player2", "kizuna") == 40


@pytest.mark.parametrize(
    ("answer", "zone"), [("destroy", "kiseki"), ("return_to_hand", "hand"), ("banish", "removed")]
)
def test_kiseki_1205_1a_target_gone_before_resolution_the_draw_still_happens(answer: str, zone: str) -> None:
    r = played([{"effect": answer, "target": {"card": "u"}}])
    assert "u" in r.uids("player2", zone)
    assert r.counter("player2", "kizuna") == 40  # not stunned: no スタンダメージ
    assert len(r.uids("player1", "hand")) == 4
    rules = [e.rules for e in r.events]
    assert any("1205.1a" in x for x in rules) and any("902.5b" in x for x in rules)
    order = [e.type for e in r.events if e.type in ("priority", "no_effect")]
    assert order == ["priority", "priority", "no_effect"]  # the answer resolves first (902.5c)


def test_kiseki_902_5c_the_answer_is_only_for_a_played_event() -> None:
    with pytest.raises(InvalidScenario):
        sim({"actions": [{"kind": "pass", "response": [{"effect": "destroy", "target": {"card": "u"}}]}]})


def targeting(**rule: Any) -> dict[str, Any]:
    return {"id": "e", "name": "EVENT", "kind": "EVENT", "ep_cost": 0, "choose": [rule]}


@pytest.mark.parametrize(
    ("rule", "field", "playable"),
    [
        ({}, [], False),  # 「相手のUNITを1つ対象とし」, the opponent's field empty
        ({}, [unit("u")], True),
        ({"stunned": True}, [unit("u")], False),  # 「相手のスタン状態のUNITを…」, none stunned
        ({"stunned": True}, [unit("u", stunned=True)], True),
        ({"count": 2}, [unit("u")], False),
        ({"owner": "self"}, [unit("u")], False),  # the asker's own field is empty
    ],
)
def test_kiseki_1204_2d_an_event_whose_targets_cannot_be_chosen_cannot_be_played(
    rule: dict[str, Any], field: list[dict[str, Any]], playable: bool
) -> None:
    r = sim(
        {
            "phase": "deploy",
            "player1": {"hand": [targeting(**rule)]},
            "player2": {"field": field},
            "actions": [{"kind": "play_event", "player": "player1", "card": "e"}],
        }
    )
    assert ("e" in r.uids("player1", "kiseki")) is playable
    if not playable:
        assert r.rejected[0]["code"] == "no_target" and r.rejected[0]["rules"] == ["1204.2d"]


def test_kiseki_1204_2d_target_conditions_are_an_event_card_s() -> None:
    with pytest.raises(InvalidScenario):
        sim({"player1": {"hand": [{"id": "x", "kind": "UNIT", "choose": [{}]}]}})


def test_kiseki_1205_1a_a_chosen_target_gets_the_event_s_effect() -> None:
    card = {**targeting(effect="stun"), "effects": [{"effect": "draw", "amount": 1}]}
    r = sim(
        {
            "phase": "deploy",
            "player1": {"hand": [card]},
            "player2": {"field": [unit("u", cp=2)]},
            "actions": [{"kind": "play_event", "player": "player1", "card": "e"}],
        }
    )
    assert [c["flags"].get("stunned") for c in r.zone("player2", "field")] == [True]
    assert r.counter("player2", "kizuna") == 38 and len(r.uids("player1", "hand")) == 1


EACH_DRAWS = {"effect": "draw", "amount": 1, "targets": [{"player": "player1"}, {"player": "player2"}]}


@pytest.mark.parametrize(("deployer", "winner"), [("player1", "player2"), ("player2", "player1")])
def test_kiseki_702_3_in_a_players_deploy_step_that_player_is_primary_and_loses_a_double_deck_out(
    deployer: str, winner: str
) -> None:
    card = {"id": "e", "kind": "EVENT", "ep_cost": 0, "effects": [EACH_DRAWS]}
    r = sim(
        {
            "phase": "deploy",
            "deployer": deployer,
            "player1": {"deck": 0, "hand": [card] if deployer == "player1" else 0},
            "player2": {"deck": 0, "hand": [card] if deployer == "player2" else 0},
            "actions": [{"kind": "play_event", "player": deployer, "card": "e"}],
        }
    )
    assert r.outcome.winner == winner and "103.3" in r.outcome.rules  # the non-primary player wins


def test_kiseki_702_3_a_deployer_is_a_deploy_step_s() -> None:
    with pytest.raises(InvalidScenario):
        sim({"phase": "battle", "deployer": "player2"})


@pytest.mark.parametrize("player", ["player1", "player2"])
def test_kiseki_705_2_902_4b_an_event_in_the_recovery_window_the_initiative_player_is_primary(
    player: str,
) -> None:
    card = {"id": "e", "kind": "EVENT", "ep_cost": 0, "effects": [EACH_DRAWS]}
    r = sim(
        {
            "phase": "recovery",
            "player1": {"deck": 0, "hand": [card] if player == "player1" else 0},
            "player2": {"deck": 0, "hand": [card] if player == "player2" else 0},
            "actions": [{"kind": "play_event", "player": player, "card": "e"}],
        }
    )
    assert not r.rejected  # either player may get priority there (902.5b)
    assert r.outcome.winner == "player2" and "103.3" in r.outcome.rules  # no step: player1 is primary
