"""POST /simulate with the real onepiece and sve engines: the whole outcome (notes included) and the
one illegal-action policy (a refused action is a `rejected` event, HTTP 200, the run goes on)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus
from service.api.app import create_app
from service.engine.scenario import runners, simulate
from service.settings import Settings
from tests.service.conftest import SubstringSearcher


@pytest.fixture(scope="module")
def engine_client(api_corpus: Corpus, api_searcher: SubstringSearcher) -> Iterator[TestClient]:
    table = runners()
    app = create_app(
        Settings(),
        corpus=api_corpus,
        searcher=api_searcher,
        engines={g: table[g] for g in ("onepiece", "sve")},
    )
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def test_op_1_2_2_2_deck_out_notes_reach_http(engine_client: TestClient) -> None:
    scenario: dict[str, Any] = {"player1": {"deck": 0}}
    body = engine_client.post("/simulate", json={"game": "onepiece", "scenario": scenario}).json()
    assert body["outcome"]["reason"] == "deck_out"
    assert body["outcome"]["notes"] and "1-2-2-2" in body["outcome"]["notes"][0]
    assert body["outcome"] == simulate("onepiece", scenario).outcome.to_json()


def test_sve_8_4_3_1_refused_attack_is_200_with_rejected_and_the_run_goes_on(
    engine_client: TestClient,
) -> None:
    scenario: dict[str, Any] = {
        "player1": {
            "field": [{"id": "new", "attack": 2, "summoning_sick": True}, {"id": "old", "attack": 3}]
        },
        "actions": [
            {"type": "attack", "attacker": "new"},
            {"type": "attack", "attacker": "old"},
        ],
    }
    response = engine_client.post("/simulate", json={"game": "sve", "scenario": scenario})
    assert response.status_code == 200, response.text
    body = response.json()
    [refused] = body["rejected"]
    assert refused["code"] == "cannot_attack_leader" and "8.4.3.1" in refused["rules"]
    assert refused["action"]["attacker"] == "new"
    assert body["final_state"]["players"]["player2"]["counters"]["health"] == 17  # `old` still attacked
    assert body["final_state"]["scenario"] == {
        "actions_applied": 1,
        "actions_rejected": 1,
        "actions_ignored": 0,
    }
    # identical to what the CLI and MCP print (both print SimulationResult.to_json())
    assert body == simulate("sve", scenario).to_json()


def test_malformed_scenario_is_still_422(engine_client: TestClient) -> None:
    bad = {"actions": [{"type": "attack", "attacker": "nobody"}]}
    response = engine_client.post("/simulate", json={"game": "onepiece", "scenario": bad})
    assert response.status_code == 422
    assert response.json()["field"] == "scenario.actions.0"
