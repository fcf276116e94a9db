"""The rules tools as an MCP server (official ``mcp`` SDK, v2 ``MCPServer``), independent of transport.

`build_server` is served over stdio by ``rulecite mcp`` (`service.commands.mcp_cmds`) and over
streamable HTTP at ``/mcp`` by the HTTP app (`service.api.mcp`).
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
from collections.abc import Callable, Mapping
from functools import partial
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from corpus.loader import Corpus
from service.mcp_tools import DEFAULT_K, MAX_K, AskFunction, ToolFailure, Toolkit
from service.search_service import SearchService

INSTRUCTIONS = """\
rulecite cites the comprehensive rules of five Japanese trading card games (list_games gives their
ids). Quote rule numbers only from tool results: every result carries the clause id and its
verbatim text. Use search_rules or ask_rules to find clauses, lookup_clause to read one,
verify_citation before quoting a rule number from memory, and simulate to run a position through
the game's rules engine.
"""

_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True)

GameArg = Annotated[str, Field(description="game id: see list_games (e.g. onepiece)", max_length=100)]
OptionalGame = Annotated[
    str | None, Field(description="restrict to one game id (see list_games); omit for all", max_length=100)
]
ClauseIdArg = Annotated[
    str, Field(description="clause number as printed, e.g. 7-1-4-1-1-1, 103.3, 8.4.9.1", max_length=100)
]


def build_server(toolkit: Callable[[], Toolkit], *, version: str = "") -> MCPServer:
    """An MCP server whose tools read the toolkit `toolkit()` returns at call time."""
    root = logging.getLogger()
    # MCPServer calls logging.basicConfig (a rich console handler on the root logger) unless the
    # root already has a handler; the host process decides its own logging, so keep it a no-op.
    placeholder = logging.NullHandler()
    root.addHandler(placeholder)
    try:
        server: MCPServer = MCPServer(
            "rulecite",
            title="rulecite — TCG rules citations",
            instructions=INSTRUCTIONS,
            version=version,
            log_level="WARNING",
        )
    finally:
        root.removeHandler(placeholder)

    @server.tool(annotations=_READ_ONLY)
    def list_games() -> dict[str, Any]:
        """The rulebooks: id, title, version, numbering scheme and clause count of each."""
        return _guard(toolkit().list_games)

    @server.tool(annotations=_READ_ONLY)
    def lookup_clause(game: GameArg, clause_id: ClauseIdArg) -> dict[str, Any]:
        """One clause verbatim, with its ancestors, children, cross-references and source lines."""
        return _guard(partial(toolkit().lookup_clause, game, clause_id))

    @server.tool(annotations=_READ_ONLY)
    async def search_rules(
        query: Annotated[str, Field(description="Japanese question or keywords", max_length=1000)],
        game: OptionalGame = None,
        k: Annotated[int, Field(ge=1, le=MAX_K, description=f"number of results, 1–{MAX_K}")] = DEFAULT_K,
    ) -> dict[str, Any]:
        """Ranked clauses (id + verbatim text) for a Japanese query."""
        try:
            return await toolkit().search_rules(query, game, k)
        except ToolFailure as exc:
            raise ToolError(str(exc)) from None

    @server.tool(annotations=_READ_ONLY)
    async def ask_rules(
        question: Annotated[str, Field(description="the rules question, in Japanese", max_length=1000)],
        game: OptionalGame = None,
    ) -> dict[str, Any]:
        """A grounded answer built only from quoted clauses, with citations (and a simulation when
        the engine can run the situation)."""
        try:
            return await toolkit().ask_rules(question, game)
        except ToolFailure as exc:
            raise ToolError(str(exc)) from None

    @server.tool(annotations=_READ_ONLY)
    def simulate(
        game: GameArg,
        scenario: Annotated[
            dict[str, Any],
            Field(
                description="the game's scenario: position + actions (schema: <Game>SimulateRequest "
                "in the HTTP API's /openapi.json)"
            ),
        ],
    ) -> dict[str, Any]:
        """Run a scenario through the game's rules engine; every event cites its clauses, and
        cited_clauses quotes each of them verbatim."""
        return _guard(partial(toolkit().simulate, game, scenario))

    @server.tool(annotations=_READ_ONLY)
    def verify_citation(
        game: GameArg,
        clause_id: ClauseIdArg,
        quote: Annotated[
            str | None, Field(description="text the clause should contain (optional)", max_length=2000)
        ] = None,
    ) -> dict[str, Any]:
        """Check that a clause exists (with nearby ids when it does not) and whether it says `quote`:
        match is exact (a whole sentence or phrase: verbatim), partial (a fragment or paraphrase),
        contradicts (a negating word such as 非/ない/以外 differs) or absent; span is the clause's
        closest text."""
        return _guard(partial(toolkit().verify_citation, game, clause_id, quote))

    return server


def _guard(call: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    try:
        return call()
    except ToolFailure as exc:
        raise ToolError(str(exc)) from None


# ---- the answerer ---------------------------------------------------------------------------


def make_ask(
    corpus: Corpus, service: SearchService, extras: Mapping[str, object]
) -> tuple[AskFunction | None, str]:
    """The ask function for the toolkit, or None and why it is unavailable. The answerer is found
    (or made) when a question comes, so a toolkit built while the index loads works once it is ready;
    until then a question raises the service's IndexLoading / IndexMissing error."""
    if extras.get("answerer") is None and importlib.util.find_spec("service.answering") is None:
        return None, "the question answerer (service.answering) is not installed"
    made: list[object] = []

    def answerer() -> Any:
        found = extras.get("answerer")
        if found is not None:
            return found
        if not made:
            searcher = service.searcher if service.available else None
            if searcher is None:
                raise service.unavailable_error()
            from service.answering.ask import Answerer

            made.append(Answerer(corpus, searcher))
        return made[0]

    async def run(question: str, game: str | None) -> Mapping[str, Any]:
        ask = getattr(answerer(), "ask", None)
        if not callable(ask):
            raise RuntimeError("the installed answerer has no ask()")
        loop = asyncio.get_running_loop()
        # the search thread: the tokenizer and model are not known to be safe concurrently
        answer = await loop.run_in_executor(service.executor, partial(ask, question, game))
        to_json = getattr(answer, "to_json", None)
        result: Mapping[str, Any] = to_json() if callable(to_json) else answer
        return result

    return run, ""
