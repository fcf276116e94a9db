"""The API over the real rulebooks and engines (and the built index, when there is one)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus, default_corpus
from index.search import SearchEngine
from service.api.app import create_app
from service.settings import Settings
from tests.service.test_api_corpus import _problem


@pytest.fixture(scope="session")
def real_client() -> Iterator[TestClient]:
    app = create_app(Settings(build_index_if_missing=False), corpus=default_corpus())
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


def test_all_five_rulebooks_are_served(real_client: TestClient) -> None:
    games = {g["id"]: g for g in real_client.get("/games").json()}
    assert list(games) == ["ninjaslayer", "kiseki", "fow", "onepiece", "sve"]
    assert all(g["clause_count"] > 0 for g in games.values())
    assert games["ninjaslayer"]["version"] == "1.0.2"


def test_op_7_1_4_1_1_1_by_full_width_id(real_client: TestClient) -> None:
    body = real_client.get("/games/onepiece/clauses/７－１－４－１－１－１").json()
    assert body["id"] == "7-1-4-1-1-1"
    assert "ライフが0枚" in body["text"]
    assert [a["id"] for a in body["ancestors"]] == ["7", "7-1", "7-1-4", "7-1-4-1", "7-1-4-1-1"]


def test_ns_103_3_with_trailing_dot_and_dai(real_client: TestClient) -> None:
    for typed in ("103.3.", "第103.3条", "１０３．３"):
        body = real_client.get(f"/games/ninjaslayer/clauses/{typed}").json()
        assert body["id"] == "103.3", typed
        assert "非ターンプレイヤー" in body["text"]


def test_every_clause_of_every_game_is_reachable(real_client: TestClient) -> None:
    corpus = default_corpus()
    for book in corpus:
        roots = real_client.get(f"/games/{book.game}/toc").json()["clauses"]
        seen: list[str] = []
        stack: list[dict[str, Any]] = list(reversed(roots))
        while stack:
            node = stack.pop()
            seen.append(node["id"])
            stack.extend(reversed(node["children"]))
        assert seen == list(book.clauses), book.game


def test_sve_missing_clause_suggests_neighbours(real_client: TestClient) -> None:
    body = _problem(real_client.get("/games/sve/clauses/8.4.99"), 404, "clause-not-found")
    assert body["suggestions"] and body["suggestions"][0].startswith("8.4")


def test_op_1_2_1_1_1_simulated_attack_at_zero_life_wins(real_client: TestClient) -> None:
    scenario = {
        "player1": {"leader": {"power": 6000}},
        "player2": {"life": 0},
        "actions": [{"type": "attack"}],
    }
    response = real_client.post("/simulate", json={"game": "onepiece", "scenario": scenario})
    assert response.status_code == 200, response.text
    outcome = response.json()["outcome"]
    assert (outcome["status"], outcome["winner"], outcome["reason"]) == (
        "game_over",
        "player1",
        "zero_life_damage",
    )
    assert "7-1-4-1-1-1" in outcome["rules"]
    assert all(e["rules"] for e in response.json()["events"])


def test_openapi_shows_each_engines_scenario_schema(real_client: TestClient) -> None:
    schemas = real_client.get("/openapi.json").json()["components"]["schemas"]
    assert {"OnepieceSimulateRequest", "SveSimulateRequest", "NinjaslayerSimulateRequest"} <= set(schemas)
    assert "HTTPValidationError" not in schemas


@pytest.mark.slow
def test_search_over_the_built_index(real_corpus: Corpus, real_search_engine: SearchEngine) -> None:
    app = create_app(Settings(build_index_if_missing=False), corpus=real_corpus, searcher=real_search_engine)
    with TestClient(app, raise_server_exceptions=False) as client:
        _check_real_search(client)


def _check_real_search(real_client: TestClient) -> None:
    assert real_client.get("/health").json()["search"]["available"]
    response = real_client.get(
        "/search", params={"q": "ライフが0枚のときにダメージを受けたら?", "game": "onepiece"}
    )
    body = response.json()
    ids = [r["id"] for r in body["results"]]
    assert any(i.startswith(("1-2-", "7-1-4-1-1", "9-2-1")) for i in ids[:3]), ids
    exact = real_client.get("/search", params={"q": "7-1-4-1-1-1", "mode": "lexical", "k": 1}).json()
    assert exact["results"][0]["id"] == "7-1-4-1-1-1" and exact["results"][0]["exact"] is True
