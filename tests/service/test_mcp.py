"""The MCP tools, through the SDK's own client: in-process, over stdio (``rulecite mcp``) and over
streamable HTTP at ``/mcp`` of the app served by uvicorn on loopback."""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from fastapi.testclient import TestClient
from mcp import Client, StdioServerParameters
from mcp.types import CallToolResult, TextContent

from corpus.loader import Corpus, default_corpus
from index.search import SearchEngine
from service.api.app import create_app
from service.api.mcp import toolkit_of
from service.api.state import SearchService
from service.mcp_server import build_server, make_ask
from service.mcp_tools import Toolkit
from service.settings import Settings
from tests.service.conftest import SubstringSearcher
from tests.service.live_server import live_server
from tests.service.toy_engine import TOY_RUNNER

TOOLS = {"list_games", "lookup_clause", "search_rules", "ask_rules", "simulate", "verify_citation"}
RULECITE = Path(sys.executable).with_name("rulecite")


def _text(result: CallToolResult) -> str:
    block = result.content[0]
    assert isinstance(block, TextContent)
    return block.text


def _data(result: CallToolResult) -> dict[str, Any]:
    assert not result.is_error, _text(result)
    assert result.structured_content is not None
    return dict(result.structured_content)


def _with(target: Any, body: Callable[[Client], Awaitable[None]]) -> None:
    async def main() -> None:
        async with Client(target) as client:
            await body(client)

    anyio.run(main)


@pytest.fixture(scope="module")
def toolkit(api_corpus: Corpus) -> Toolkit:
    return Toolkit(
        corpus=api_corpus, search=SearchService(SubstringSearcher(api_corpus)), engines={"toy": TOY_RUNNER}
    )


def _call(kit: Toolkit, name: str, args: Mapping[str, Any]) -> CallToolResult:
    out: list[CallToolResult] = []

    async def body(client: Client) -> None:
        out.append(await client.call_tool(name, dict(args)))

    _with(build_server(lambda: kit), body)
    return out[0]


# ---- in-process -----------------------------------------------------------------------------


def test_mcp_offers_the_six_tools_all_read_only(toolkit: Toolkit) -> None:
    async def body(client: Client) -> None:
        listed = (await client.list_tools()).tools
        assert {t.name for t in listed} == TOOLS
        for tool in listed:
            assert tool.annotations is not None and tool.annotations.read_only_hint
            assert tool.description

    _with(build_server(lambda: toolkit), body)


def test_op_7_1_4_1_1_1_lookup_clause_quotes_the_corpus_verbatim(
    toolkit: Toolkit, api_corpus: Corpus
) -> None:
    data = _data(_call(toolkit, "lookup_clause", {"game": "onepiece", "clause_id": "７－１－４－１－１－１"}))
    clause = api_corpus.clause("onepiece", "7-1-4-1-1-1")
    assert data["id"] == "7-1-4-1-1-1"
    assert data["text"] == clause.text
    assert data["examples"] == list(clause.examples)
    assert [a["id"] for a in data["ancestors"]] == ["7", "7-1", "7-1-4", "7-1-4-1", "7-1-4-1-1"]


def test_lookup_clause_of_a_missing_clause_is_an_error_naming_nearby_ids(toolkit: Toolkit) -> None:
    result = _call(toolkit, "lookup_clause", {"game": "onepiece", "clause_id": "7-1-4-1-1-9"})
    assert result.is_error
    assert "no clause 7-1-4-1-1-9" in _text(result) and "7-1-4-1-1-1" in _text(result)


def test_unknown_game_error_lists_the_accepted_games(toolkit: Toolkit) -> None:
    result = _call(toolkit, "lookup_clause", {"game": "chess", "clause_id": "1"})
    assert result.is_error
    assert "accepted: onepiece, ninjaslayer" in _text(result) or "accepted: ninjaslayer" in _text(result)


def test_search_rules_returns_only_corpus_clauses_with_their_text(
    toolkit: Toolkit, api_corpus: Corpus
) -> None:
    data = _data(_call(toolkit, "search_rules", {"query": "ライフが0枚", "game": "onepiece", "k": 3}))
    assert 1 <= len(data["results"]) <= 3
    for hit in data["results"]:
        assert hit["text"] == api_corpus.clause(hit["game"], hit["id"]).text


def test_search_rules_refuses_k_outside_1_to_20(toolkit: Toolkit) -> None:
    result = _call(toolkit, "search_rules", {"query": "ライフ", "k": 200})
    assert result.is_error and "less than or equal to 20" in _text(result)


def test_verify_citation_confirms_a_quote_and_returns_the_clause_text(
    toolkit: Toolkit, api_corpus: Corpus
) -> None:
    data = _data(
        _call(
            toolkit, "verify_citation", {"game": "ninjaslayer", "clause_id": "1002.1", "quote": "１０枚 以上"}
        )
    )
    assert data["exists"] and data["verbatim"] is True
    assert data["text"] == api_corpus.clause("ninjaslayer", "1002.1").text


def test_verify_citation_rejects_an_invented_quote_and_an_invented_number(toolkit: Toolkit) -> None:
    wrong = _data(
        _call(toolkit, "verify_citation", {"game": "onepiece", "clause_id": "1-2-1-2", "quote": "勝利"})
    )
    assert wrong["exists"] and wrong["verbatim"] is False
    invented = _data(_call(toolkit, "verify_citation", {"game": "onepiece", "clause_id": "1-2-1-9"}))
    assert not invented["exists"] and "1-2-1-1" in invented["suggestions"] and "text" not in invented


def test_simulate_runs_the_engine_and_cites_its_clauses(toolkit: Toolkit) -> None:
    data = _data(_call(toolkit, "simulate", {"game": "toy", "scenario": {"life": 0, "hits": 1}}))
    assert data["outcome"]["winner"] == "player1"
    assert "7-1-4-1-1-1" in data["outcome"]["rules"]


def test_op_7_1_4_1_1_1_simulate_quotes_every_clause_it_cites() -> None:
    corpus = default_corpus()
    kit = Toolkit(corpus=corpus, search=SearchService(SubstringSearcher(corpus)))  # the real engines
    scenario = {
        "player2": {"life": 0},
        "actions": [{"type": "attack", "attacker": "leader", "target": "leader"}],
    }
    data = _data(_call(kit, "simulate", {"game": "onepiece", "scenario": scenario}))
    assert data["outcome"]["winner"] == "player1"
    cited = {r for e in data["events"] for r in e["rules"]} | set(data["outcome"]["rules"])
    quoted = {c["id"]: c for c in data["cited_clauses"]}
    assert set(quoted) == cited and "7-1-4-1-1-1" in quoted
    book = corpus.book("onepiece")
    for cid, clause in quoted.items():
        assert clause["text"] == book.clauses[cid].text  # verbatim


def test_simulate_explains_an_invalid_scenario_and_an_illegal_action(toolkit: Toolkit) -> None:
    invalid = _call(toolkit, "simulate", {"game": "toy", "scenario": {"life": -1}})
    assert invalid.is_error and "scenario.life" in _text(invalid)
    illegal = _call(toolkit, "simulate", {"game": "toy", "scenario": {"life": 1, "cheat": True}})
    assert illegal.is_error and "7-1" in _text(illegal)
    unknown = _call(toolkit, "simulate", {"game": "chess", "scenario": {}})
    assert unknown.is_error and "accepted games: toy" in _text(unknown)


def test_ask_rules_without_an_answerer_fails_with_a_clear_message(toolkit: Toolkit) -> None:
    result = _call(toolkit, "ask_rules", {"question": "ライフが0のときは?"})
    assert result.is_error and "ask_rules is unavailable" in _text(result)


class _EchoAnswerer:
    def ask(self, question: str, game: str | None = None) -> dict[str, Any]:
        return {
            "question": question,
            "game": game,
            "answer": "1-2-1-1 参照",
            "citations": [{"id": "1-2-1-1"}],
        }


def test_ask_rules_passes_the_answerer_result_through(api_corpus: Corpus) -> None:
    service = SearchService(SubstringSearcher(api_corpus))
    ask, why = make_ask(api_corpus, service, {"answerer": _EchoAnswerer()})
    assert ask is not None, why
    kit = Toolkit(corpus=api_corpus, search=service, ask=ask)
    data = _data(_call(kit, "ask_rules", {"question": "デッキが0枚", "game": "ONEPIECE"}))
    assert data["game"] == "onepiece" and data["citations"] == [{"id": "1-2-1-1"}]


def test_list_games_gives_ids_and_clause_counts(toolkit: Toolkit, api_corpus: Corpus) -> None:
    data = _data(_call(toolkit, "list_games", {}))
    assert {g["id"]: g["clause_count"] for g in data["games"]} == {b.game: len(b) for b in api_corpus}


# ---- stdio: `rulecite mcp` ------------------------------------------------------------------


@pytest.mark.slow
def test_rulecite_mcp_over_stdio_serves_the_real_rulebooks() -> None:
    corpus = default_corpus()
    params = StdioServerParameters(command=str(RULECITE), args=["mcp", "--no-search"])

    async def body(client: Client) -> None:
        assert {t.name for t in (await client.list_tools()).tools} == TOOLS
        clause = _data(
            await client.call_tool("lookup_clause", {"game": "onepiece", "clause_id": "7-1-4-1-1-1"})
        )
        assert clause["text"] == corpus.clause("onepiece", "7-1-4-1-1-1").text
        sim = _data(
            await client.call_tool(
                "simulate",
                {
                    "game": "onepiece",
                    "scenario": {
                        "player2": {"life": 0},
                        "actions": [{"type": "attack", "attacker": "leader", "target": "leader"}],
                    },
                },
            )
        )
        assert sim["outcome"]["winner"] == "player1" and "7-1-4-1-1-1" in sim["outcome"]["rules"]
        search = await client.call_tool("search_rules", {"query": "ライフ"})
        assert search.is_error and "search is unavailable" in _text(search)

    _with(params, body)


# ---- streamable HTTP at /mcp ----------------------------------------------------------------


@pytest.mark.slow
def test_mcp_over_streamable_http_mounted_in_the_app(api_corpus: Corpus) -> None:
    app = create_app(
        Settings(), corpus=api_corpus, searcher=SubstringSearcher(api_corpus), engines={"toy": TOY_RUNNER}
    )
    with live_server(app) as base:

        async def body(client: Client) -> None:
            assert {t.name for t in (await client.list_tools()).tools} == TOOLS
            data = _data(
                await client.call_tool("lookup_clause", {"game": "ninjaslayer", "clause_id": "103.3"})
            )
            assert data["text"] == api_corpus.clause("ninjaslayer", "103.3").text
            hits = _data(await client.call_tool("search_rules", {"query": "敗北", "k": 2}))
            assert hits["results"]

        _with(f"{base}/mcp", body)
        # the rest of the API is unaffected, and MCP traffic is counted under its own route
        assert httpx.get(f"{base}/health").json()["status"] == "ok"
        metrics = httpx.get(f"{base}/metrics").text
        assert 'route="/mcp",status="200"' in metrics


def test_mcp_endpoint_works_in_every_lifespan_run(api_corpus: Corpus) -> None:
    # a session manager runs only once; each start of the app must get a new one
    app = create_app(Settings(), corpus=api_corpus, searcher=SubstringSearcher(api_corpus), engines={})
    for _ in range(2):
        with TestClient(app) as client:
            response = client.post(
                "/mcp",
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}},
                headers={
                    "accept": "application/json, text/event-stream",
                    "mcp-protocol-version": "2025-06-18",
                },
            )
            assert response.status_code == 200, response.text
            assert {t["name"] for t in response.json()["result"]["tools"]} == TOOLS


@pytest.mark.slow
def test_ask_rules_with_the_built_index_cites_only_corpus_clauses_verbatim(
    real_index_dir: Path, real_search_engine: SearchEngine
) -> None:
    del real_search_engine  # built (or found current) in real_index_dir; the app loads it from there
    settings = Settings(index_dir=real_index_dir, build_index_if_missing=False)
    app = create_app(settings)
    with TestClient(app) as client:
        assert client.get("/health").json()["search"]["available"]
        state = app.state.rulecite
        kit = toolkit_of(state)
        corpus: Corpus = state.corpus

        async def body(mcp_client: Client) -> None:
            question = "ライフが0枚のときにリーダーがダメージを受けたらどうなる?"
            data = _data(await mcp_client.call_tool("ask_rules", {"question": question, "game": "onepiece"}))
            assert data["citations"]
            for cite in data["citations"]:
                assert cite["text"] == corpus.clause(cite["game"], cite["id"]).text

        _with(build_server(lambda: kit), body)


@pytest.mark.parametrize("game", ["", "  "])
def test_search_rules_with_an_empty_game_searches_every_game(toolkit: Toolkit, game: str) -> None:
    """Assistants fill optional strings with "": that means all games, as ``game=`` on /search."""
    data = _data(_call(toolkit, "search_rules", {"query": "ライフ", "game": game, "k": 5}))
    assert data["game"] is None and data["results"]


@pytest.mark.parametrize("game", ["", "  "])
def test_ask_rules_with_an_empty_game_detects_it(api_corpus: Corpus, game: str) -> None:
    service = SearchService(SubstringSearcher(api_corpus))
    ask, why = make_ask(api_corpus, service, {"answerer": _EchoAnswerer()})
    assert ask is not None, why
    kit = Toolkit(corpus=api_corpus, search=service, ask=ask)
    data = _data(_call(kit, "ask_rules", {"question": "デッキが0枚", "game": game}))
    assert data["game"] is None
