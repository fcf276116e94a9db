"""POST /simulate wiring, with a toy engine (the real engines are tested under tests/engine)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from service.api.routers.simulate import build_router
from tests.service.test_api_corpus import _problem
from tests.service.toy_engine import TOY_RUNNER


def test_simulate_returns_outcome_events_and_final_state(api_client: TestClient) -> None:
    response = api_client.post("/simulate", json={"game": "toy", "scenario": {"life": 1, "hits": 2}})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["outcome"] == {
        "status": "game_over",
        "winner": "player1",
        "draw": False,
        "reason": "zero_life_damage",
        "rules": ["7-1-4-1-1-1"],
        "notes": [],
    }
    assert body["rejected"] == []
    assert [(e["seq"], e["type"], e["rules"]) for e in body["events"]] == [
        (1, "damage", ["7-1-4-1-1"]),
        (2, "lose", ["7-1-4-1-1-1"]),
    ]
    assert body["final_state"] == {"life": 0}


def test_ongoing_game(api_client: TestClient) -> None:
    body = api_client.post("/simulate", json={"game": "toy", "scenario": {"life": 3}}).json()
    assert body["outcome"]["status"] == "ongoing"
    assert body["outcome"]["winner"] is None


def test_schema_violation_names_the_field(api_client: TestClient) -> None:
    body = _problem(
        api_client.post("/simulate", json={"game": "toy", "scenario": {"life": -1, "colour": "red"}}),
        422,
        "validation-error",
    )
    errors = {e["parameter"]: e for e in body["errors"]}
    assert errors["scenario.life"]["accepted"] == "≥ 0"
    assert "scenario.colour" in errors  # extra fields are rejected, not ignored
    assert "scenario.life" in body["detail"]


def test_unknown_game_and_malformed_json_are_422(api_client: TestClient) -> None:
    body = _problem(
        api_client.post("/simulate", json={"game": "chess", "scenario": {}}), 422, "validation-error"
    )
    assert any(e["parameter"] == "game" and "toy" in (e["accepted"] or "") for e in body["errors"])
    response = api_client.post(
        "/simulate", content=b'{"game": ', headers={"content-type": "application/json"}
    )
    body = _problem(response, 422, "validation-error")
    assert "JSON" in body["detail"]


def test_illegal_action_cites_the_rule(api_client: TestClient) -> None:
    response = api_client.post("/simulate", json={"game": "toy", "scenario": {"life": 2, "cheat": True}})
    body = _problem(response, 422, "illegal-action")
    assert body["code"] == "attack_while_rested"
    assert body["rules"] == ["7-1"]


def test_invalid_scenario_names_the_field(api_client: TestClient) -> None:
    response = api_client.post("/simulate", json={"game": "toy", "scenario": {"life": 6, "hits": 11}})
    body = _problem(response, 422, "invalid-scenario")
    assert body["field"] == "scenario.hits"


def test_engine_bug_is_still_problem_json(api_client: TestClient) -> None:
    response = api_client.post("/simulate", json={"game": "toy", "scenario": {"life": 2, "hits": 13}})
    body = _problem(response, 500, "internal-error")
    assert "RuntimeError" in body["detail"]


def test_several_engines_make_a_discriminated_union() -> None:
    other = TOY_RUNNER.__class__(game="toy_two", model=TOY_RUNNER.model, run=TOY_RUNNER.run)
    router = build_router({"toy": TOY_RUNNER, "toy_two": other})
    from fastapi import FastAPI

    app = FastAPI()
    app.include_router(router)
    schema = app.openapi()
    body_schema = schema["paths"]["/simulate"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body_schema["discriminator"]["propertyName"] == "game"
    assert {"ToySimulateRequest", "ToyTwoSimulateRequest"} <= set(schema["components"]["schemas"])


def test_real_scenarios_take_numbers_only_as_json_numbers(engines_client: TestClient) -> None:
    # found by schemathesis: `"deck": true` was read as a deck of 1 card
    for value in (True, "3", 2.5):
        scenario = {"player2": {"deck": value}}
        response = engines_client.post("/simulate", json={"game": "kiseki", "scenario": scenario})
        body = _problem(response, 422, "validation-error")
        assert body["errors"][0]["parameter"].endswith("player2.deck"), body["errors"]
    ok = engines_client.post("/simulate", json={"game": "kiseki", "scenario": {"player2": {"deck": 3}}})
    assert ok.status_code == 200, ok.text
