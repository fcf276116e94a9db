"""GET /health, /games, /games/{game}/toc and /games/{game}/clauses/{id}."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

PROBLEM = "application/problem+json"


def _problem(response: Any, status: int, slug: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == PROBLEM
    body: dict[str, Any] = response.json()
    assert body["type"] == f"/problems/{slug}"
    assert body["status"] == status
    assert body["title"] and body["detail"] and body["instance"]
    return body


def test_health_reports_games_clauses_and_search(api_client: TestClient) -> None:
    body = api_client.get("/health").json()
    assert body["status"] == "ok"
    assert body["games"] == 2
    assert body["clauses"] == 16
    assert body["search"] == {"available": True, "state": "ready", "detail": None}


def test_games_lists_each_rulebook_with_counts(api_client: TestClient) -> None:
    games = {g["id"]: g for g in api_client.get("/games").json()}
    assert set(games) == {"onepiece", "ninjaslayer"}
    assert games["onepiece"]["clause_count"] == 11
    assert games["onepiece"]["version"] == "1.0.0"
    assert games["onepiece"]["updated"] == "2024-01-01"
    assert games["onepiece"]["effective"] is None
    assert games["ninjaslayer"]["scheme"] == "nsk"


def test_single_game_and_unknown_game_lists_known_ids(api_client: TestClient) -> None:
    assert api_client.get("/games/onepiece").json()["title"] == "ONE PIECE CARD GAME 総合ルール"
    body = _problem(api_client.get("/games/onepice"), 404, "unknown-game")
    assert body["known"] == ["onepiece", "ninjaslayer"]
    assert body["suggestions"] == ["onepiece"]
    assert "onepiece" in body["detail"]


def test_toc_is_a_nested_tree_in_document_order(api_client: TestClient) -> None:
    toc = api_client.get("/games/onepiece/toc").json()
    assert [n["id"] for n in toc["clauses"]] == ["1", "7"]
    node = toc["clauses"][1]
    for expected in ("7-1", "7-1-4", "7-1-4-1", "7-1-4-1-1", "7-1-4-1-1-1"):
        (node,) = node["children"]
        assert node["id"] == expected
    assert node["label"].startswith("ライフが0枚の場合")
    shallow = api_client.get("/games/onepiece/toc", params={"depth": 0}).json()
    assert all(n["children"] == [] for n in shallow["clauses"])


def test_op_7_1_4_1_1_1_clause_detail(api_client: TestClient) -> None:
    body = api_client.get("/games/onepiece/clauses/7-1-4-1-1-1").json()
    assert body["game"] == "onepiece"
    assert body["text"] == "ライフが0枚の場合、そのプレイヤーは敗北します。"
    assert body["examples"] == ["例:ライフ0枚でリーダーにアタックされ、ダメージを受けたので敗北した。"]
    assert body["parent"] == "7-1-4-1-1"
    assert [a["id"] for a in body["ancestors"]] == ["7", "7-1", "7-1-4", "7-1-4-1", "7-1-4-1-1"]
    assert body["ancestors"][0]["title"] == "カードの攻撃とバトル"
    assert body["children"] == []
    assert body["referenced_by"] == [{"id": "1-2-1", "title": "", "label": body["referenced_by"][0]["label"]}]
    assert body["source"] == {"file": "sources/onepiece.txt", "start_line": 45, "end_line": 46}
    assert body["subtree"] is None


def test_op_1_2_1_references_resolve(api_client: TestClient) -> None:
    body = api_client.get("/games/onepiece/clauses/1-2-1").json()
    assert body["references"] == [
        {"raw": "(7-1-4-1-1-1参照)", "target": "7-1-4-1-1-1", "resolved": True, "in_example": False}
    ]
    assert [c["id"] for c in body["children"]] == ["1-2-1-1", "1-2-1-2"]


def test_full_width_and_decorated_ids_are_normalised(api_client: TestClient) -> None:
    for typed in ("７－１－４－１－１－１", "７ー１ー４ー１ー１ー１", "7-1-4-1-1-1.", "7.1.4.1.1.1"):
        response = api_client.get(f"/games/onepiece/clauses/{typed}")
        assert response.status_code == 200, typed
        assert response.json()["id"] == "7-1-4-1-1-1"
    assert api_client.get("/games/ninjaslayer/clauses/第１０３．３条").json()["id"] == "103.3"


def test_depth_returns_the_subtree(api_client: TestClient) -> None:
    body = api_client.get("/games/onepiece/clauses/7-1-4", params={"depth": 2}).json()
    sub = body["subtree"]
    assert sub["id"] == "7-1-4"
    (child,) = sub["children"]
    assert child["id"] == "7-1-4-1"
    (grandchild,) = child["children"]
    assert grandchild["id"] == "7-1-4-1-1"
    assert grandchild["children"] == []  # depth 2 stops here
    assert api_client.get("/games/onepiece/clauses/7-1-4?depth=0").json()["subtree"]["children"] == []


def test_depth_out_of_range_is_422_naming_the_parameter(api_client: TestClient) -> None:
    body = _problem(api_client.get("/games/onepiece/clauses/7?depth=11"), 422, "validation-error")
    (error,) = body["errors"]
    assert (error["location"], error["parameter"], error["accepted"]) == ("query", "depth", "≤ 10")
    assert "depth" in body["detail"]
    body = _problem(api_client.get("/games/onepiece/clauses/7?depth=deep"), 422, "validation-error")
    assert body["errors"][0]["accepted"] == "an integer"


def test_unknown_clause_is_404_with_suggestions(api_client: TestClient) -> None:
    body = _problem(api_client.get("/games/onepiece/clauses/7-1-4-9"), 404, "clause-not-found")
    assert body["clause_id"] == "7-1-4-9"
    assert "7-1-4" in body["suggestions"]
    assert 0 < len(body["suggestions"]) <= 5
    assert "7-1-4" in body["detail"]


def test_malformed_clause_id_is_422_saying_what_is_accepted(api_client: TestClient) -> None:
    body = _problem(api_client.get("/games/onepiece/clauses/abc"), 422, "invalid-clause-id")
    assert body["clause_id"] == "abc"
    assert "7-1-4" in body["accepted"]
    assert body["accepted"] in body["detail"]


def test_unknown_game_on_clause_route_is_404(api_client: TestClient) -> None:
    body = _problem(api_client.get("/games/magic/clauses/100.1"), 404, "unknown-game")
    assert body["game"] == "magic"
