"""HTTP: /ask, /verify and /compare over the real corpus with the bigram searcher (no index needed)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from corpus.loader import default_corpus
from service.api.app import create_app
from service.settings import Settings
from tests.service.answering.conftest import BigramSearcher

PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    corpus = default_corpus()
    app = create_app(Settings(), corpus=corpus, searcher=BigramSearcher(corpus))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


@pytest.fixture(scope="module")
def no_index_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    settings = Settings(index_dir=Path(tmp_path_factory.mktemp("none")), build_index_if_missing=False)
    with TestClient(create_app(settings, corpus=default_corpus()), raise_server_exceptions=False) as c:
        yield c


def test_post_ask_simulates_and_the_scenario_reruns_through_simulate(client: TestClient) -> None:
    q = "パワー5000のキャラで、ライフ3枚・パワー5000の相手リーダーにアタックしたらどうなる?"
    r = client.post("/ask", json={"question": q, "game": "onepiece"})
    assert r.status_code == 200
    body = r.json()
    assert set(body) == {
        "question", "game", "detected_game", "answer", "citations", "simulation", "notes",
        "reading", "verdict",
    }  # fmt: skip
    assert body["verdict"]["stated"] is True
    for fact in body["reading"]["facts"]:  # every fact is a span of the question as sent
        start, end = fact["span"]
        assert q[start:end] == fact["text"] and fact["status"] in ("used", "applied", "neutral")
    assert body["reading"]["not_modeled"] == []
    sim = body["simulation"]
    assert sim["scenario"] and body["answer"].startswith("シミュレーション結果:")
    again = client.post("/simulate", json={"game": "onepiece", "scenario": sim["scenario"]})
    assert again.status_code == 200
    rerun = again.json()
    assert rerun["events"] == sim["events"]
    assert {k: v for k, v in sim["outcome"].items() if k in rerun["outcome"]} == rerun["outcome"]
    cited = {c["id"] for c in body["citations"]}
    assert "7-1-4-1-1-2" in cited


def test_ask_zero_life_in_the_players_words_wins_7_1_4_1_1_1(client: TestClient) -> None:
    # issue 11: 「ライフが1枚も無い」 was dropped and the answer said the opponent was not defeated
    q = "ライフが1枚も無い相手のリーダーに、パワー6000のキャラでアタックして通ったらどうなる?"
    body = client.post("/ask", json={"question": q, "game": "onepiece"}).json()
    assert body["verdict"] == {
        "asks": "outcome", "value": {"result": "game_over", "winner": "self"}, "stated": True, "reason": ""
    }  # fmt: skip
    assert "7-1-4-1-1-1" in {c["id"] for c in body["citations"]}
    life = next(f for f in body["reading"]["facts"] if f["concept"] == "life")
    assert (
        life["status"] == "applied"
        and life["value"] == 0
        and body["simulation"]["scenario"]["player2"]["life"] == 0
    )


def test_ask_withholds_a_verdict_it_cannot_reproduce(client: TestClient) -> None:
    q = "相手の効果でダメージを受けないパワー5000のリーダーに、パワー6000のキャラでアタックしたら?"
    body = client.post("/ask", json={"question": q, "game": "onepiece"}).json()
    assert body["simulation"] is None and body["verdict"]["stated"] is False
    assert "受けない" in [f["text"] for f in body["reading"]["not_modeled"]]
    assert not body["answer"].startswith("シミュレーション結果")
    assert any("シミュレーション結果は示していません" in n for n in body["notes"])
    assert body["reading"]["scenario"] is not None  # the form on /ui/ask starts from it


def test_get_ask_answers_the_same(client: TestClient) -> None:
    params = {"q": "先攻の1ターン目ってドロー何枚?", "game": "ninjaslayer"}
    r = client.get("/ask", params=params)
    posted = client.post("/ask", json={"question": params["q"], "game": params["game"]}).json()
    assert r.status_code == 200 and r.json()["simulation"]["situation"] == "ninjaslayer.plan.draw_step"
    assert r.json()["answer"] == posted["answer"] and r.json()["verdict"] == posted["verdict"]
    assert r.json()["verdict"]["value"] == [1]  # 502.3a: the first player's first turn draws 1


def test_ask_off_topic_is_an_honest_no_answer(client: TestClient) -> None:
    body = client.get("/ask", params={"q": "今日の天気は?"}).json()
    assert body["simulation"] is None and body["answer"].startswith(
        "この質問に答える条文は見つかりませんでした"
    )


def test_given_game_is_the_detected_game(client: TestClient) -> None:
    q = "お互いのリーダーの体力が同時に0になったらどうなる?"
    body = client.post("/ask", json={"question": q, "game": "sve"}).json()
    assert body["game"] == "sve" and body["detected_game"] == "sve"
    assert {c["game"] for c in body["citations"]} == {"sve"}


@pytest.mark.parametrize(
    ("payload", "status", "slug"),
    [
        ({"question": ""}, 422, "validation-error"),
        ({"question": "   "}, 422, "validation-error"),
        ({"question": "あ" * 1001}, 422, "validation-error"),
        ({"question": "山札が0枚になったら?", "game": "pokemon"}, 404, "unknown-game"),
        ({}, 422, "validation-error"),
        ({"question": 123}, 422, "validation-error"),
        ({"question": ["山札"]}, 422, "validation-error"),
        ({"question": "山札が0枚になったら?", "game": 5}, 422, "validation-error"),
    ],
)
def test_ask_bad_input_is_problem_json(
    client: TestClient, payload: dict[str, str], status: int, slug: str
) -> None:
    r = client.post("/ask", json=payload)
    assert r.status_code == status and r.headers["content-type"].startswith(PROBLEM)
    assert r.json()["type"] == f"/problems/{slug}"


@pytest.mark.parametrize(
    ("params", "status", "slug"),
    [
        ({}, 422, "validation-error"),
        ({"q": " "}, 422, "validation-error"),
        ({"q": "山札", "game": "pokemon"}, 404, "unknown-game"),
    ],
)
def test_get_ask_bad_input_is_problem_json(
    client: TestClient, params: dict[str, str], status: int, slug: str
) -> None:
    r = client.get("/ask", params=params)
    assert r.status_code == status and r.headers["content-type"].startswith(PROBLEM)
    assert r.json()["type"] == f"/problems/{slug}"


@pytest.mark.slow  # opening the search first converts the embedding model
def test_ask_without_an_index_is_503(no_index_client: TestClient) -> None:
    r = no_index_client.get("/ask", params={"q": "山札が0枚になったら?"})
    assert r.status_code == 503 and r.json()["type"] == "/problems/search-unavailable"


def test_verify_quote(client: TestClient) -> None:
    text = default_corpus().book("ninjaslayer").clauses["103.3"].text
    ok = client.post("/verify", json={"game": "ninjaslayer", "clause_id": "103.3", "quote": text}).json()
    assert ok["exists"] and ok["verbatim"] is True and ok["normalized_id"] == "103.3"
    bad = client.post("/verify", json={"game": "ninjaslayer", "clause_id": "103.2", "quote": text}).json()
    assert bad["verbatim"] is False and bad["closest"][0]["id"] == "103.3"


@pytest.mark.parametrize(
    ("payload", "status", "slug"),
    [
        ({"game": "pokemon", "clause_id": "1"}, 404, "unknown-game"),
        ({"game": "onepiece", "clause_id": "abc"}, 422, "invalid-clause-id"),
        ({"game": "onepiece"}, 422, "validation-error"),
        ({"game": "onepiece", "clause_id": 7}, 422, "validation-error"),
        ({"game": "onepiece", "clause_id": "7-1", "quote": "あ" * 2001}, 422, "validation-error"),
    ],
)
def test_verify_bad_input_is_problem_json(
    client: TestClient, payload: dict[str, str], status: int, slug: str
) -> None:
    r = client.post("/verify", json=payload)
    assert r.status_code == status and r.json()["type"] == f"/problems/{slug}"


def test_verify_missing_clause(client: TestClient) -> None:
    body = client.post("/verify", json={"game": "onepiece", "clause_id": "7-1-4-1-9"}).json()
    assert body["exists"] is False and body["suggestions"]


def test_compare_one_row_per_game(client: TestClient) -> None:
    body = client.get("/compare", params={"q": "両方のプレイヤーが同時に敗北条件を満たした場合"}).json()
    assert [row["game"] for row in body["games"]] == list(default_corpus().games)
    fow = next(row for row in body["games"] if row["game"] == "fow")
    assert fow["weak"] and 0 <= fow["coverage"] < 0.5  # fow's §10 excerpt has no defeat rule


@pytest.mark.parametrize("q", [" ", "あ" * 1001])
def test_compare_blank_or_too_long_is_422(client: TestClient, q: str) -> None:
    r = client.get("/compare", params={"q": q})
    assert r.status_code == 422 and r.headers["content-type"].startswith(PROBLEM)


@pytest.mark.parametrize("game", ["", "   "])
def test_empty_game_means_detect_it(client: TestClient, game: str) -> None:
    """``game=`` (the UI's 「すべてのゲーム」) and ``"game": ""`` detect the game, as on /search."""
    q = "お互いのリーダーの体力が同時に0になったらどうなる?"
    got = client.get("/ask", params={"q": q, "game": game})
    posted = client.post("/ask", json={"question": q, "game": game})
    omitted = client.post("/ask", json={"question": q}).json()
    for r in (got, posted):
        assert r.status_code == 200, r.text
        body = r.json()
        assert body["game"] is None
        assert body["detected_game"] == omitted["detected_game"]
        assert body["citations"] == omitted["citations"]


def test_game_is_trimmed_and_case_blind(client: TestClient) -> None:
    body = client.post("/ask", json={"question": "山札が0枚になったら?", "game": " SVE "}).json()
    assert body["game"] == "sve" and body["detected_game"] == "sve"


def test_openapi_documents_the_empty_game(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    get_game = next(p for p in schema["paths"]["/ask"]["get"]["parameters"] if p["name"] == "game")
    post_game = schema["components"]["schemas"]["AskRequest"]["properties"]["game"]
    for doc in (get_game["description"], post_game["description"]):
        assert "empty" in doc and "detect" in doc


def test_ui_ask_shows_the_reading_and_the_scenario_form(client: TestClient) -> None:
    q = "ライフが1枚も無い相手のリーダーに、パワー6000のキャラでアタックして通ったらどうなる?"
    page = client.get("/ui/ask", params={"q": q, "game": "onepiece"})
    assert page.status_code == 200
    html = page.text
    assert "読み取った状況" in html and 'class="fact fact-applied"' in html
    assert ">ライフが1枚も無い</mark>" in html
    assert 'id="simulate-form" data-game="onepiece"' in html and "&#34;life&#34;: 0" in html
    assert '<script src="/static/simulate.js" defer></script>' in html


def test_ui_ask_names_what_was_not_reproduced(client: TestClient) -> None:
    q = "相手の効果でダメージを受けないパワー5000のリーダーに、パワー6000のキャラでアタックしたら?"
    html = client.get("/ui/ask", params={"q": q, "game": "onepiece"}).text
    assert "再現できなかった部分" in html and '<mark class="fact fact-not_modeled">受けない</mark>' in html
