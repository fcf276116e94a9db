"""The rules tools offered to assistants, independent of the MCP transport that carries them.

Every result that mentions a rule carries the clause id *and* its verbatim text from the corpus, so
an assistant quoting a result cannot invent a rule number: ids come only from the corpus, the
search index (checked against the corpus), the answerer or the rules engines.

Failures raise `ToolFailure` with a message that says what is accepted; the MCP layer turns it
into an error result the model can read and correct.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from corpus.errors import ClauseNotFound, CorpusError, InvalidClauseId, UnknownGame
from corpus.loader import Corpus
from corpus.model import Clause, Rulebook
from index.errors import IndexLoading, InvalidQuery, SearchError
from index.types import Mode
from service.clause_views import ancestors_of, citation_of, clause_detail
from service.engine.errors import EngineError
from service.engine.scenario import ScenarioRunner
from service.search_service import SearchService

MAX_ID_CHARS = 100
MAX_QUERY_CHARS = 1000
MAX_QUOTE_CHARS = 2000
MAX_K = 20
DEFAULT_K = 5
MAX_SCENARIO_BYTES = 64 * 1024
MAX_SCENARIO_DEPTH = 32


class ToolFailure(ValueError):
    """A tool call that cannot be answered; the message says why and what is accepted."""


class AskFunction(Protocol):
    """Answers one question (``service.answering.ask.Answerer.ask`` wrapped to run off the loop)."""

    def __call__(self, question: str, game: str | None) -> Awaitable[Mapping[str, Any]]: ...


@dataclass(frozen=True, slots=True)
class Toolkit:
    """What the tools read: the corpus, the search service and, when installed, the answerer."""

    corpus: Corpus
    search: SearchService
    ask: AskFunction | None = None
    ask_unavailable: str = "the question answerer (service.answering) is not installed"
    engines: Mapping[str, ScenarioRunner] | None = None  # None: every installed engine

    # ---- tools ---------------------------------------------------------------------------

    def list_games(self) -> dict[str, Any]:
        games = [
            {
                "id": book.game,
                "title": book.info.title,
                "short_name": book.info.short_name or book.info.title,
                "version": book.info.version,
                "updated": book.info.updated,
                "scheme": book.info.scheme.value,
                "clause_count": len(book),
                "example_clause_id": _first_leaf(book),
            }
            for book in self.corpus
        ]
        return {
            "games": games,
            "search_available": self.search.available,
            "search_state": getattr(self.search, "state", None),
        }

    def lookup_clause(self, game: str, clause_id: str) -> dict[str, Any]:
        book = self._book(game)
        clause_id = _bounded(clause_id, "clause_id", MAX_ID_CHARS)
        try:
            clause = self.corpus.clause(book.game, clause_id)
        except InvalidClauseId as exc:
            raise ToolFailure(
                f"{clause_id!r} is not a clause number of {book.game}. Accepted: {exc.expected}."
            ) from None
        except ClauseNotFound as exc:
            near = f" Nearby clauses: {', '.join(exc.suggestions[:5])}." if exc.suggestions else ""
            raise ToolFailure(f"{book.game} has no clause {exc.clause_id}.{near}") from None
        detail = clause_detail(book, clause).model_dump(mode="json")
        detail["citation"] = _citation(book, clause)
        return detail

    async def search_rules(self, query: str, game: str | None = None, k: int = DEFAULT_K) -> dict[str, Any]:
        query = _bounded(query, "query", MAX_QUERY_CHARS)
        if not 1 <= k <= MAX_K:
            raise ToolFailure(f"k={k} is out of range; accepted: an integer from 1 to {MAX_K}.")
        game_id = self._optional_game(game)
        try:
            result = await self.search.search(query, game=game_id, k=k, mode=Mode.HYBRID)
        except InvalidQuery as exc:
            raise ToolFailure(f"invalid query: {exc}") from None
        except IndexLoading as exc:
            raise ToolFailure(f"search_rules is not ready yet: {exc}. lookup_clause already works.") from None
        except SearchError as exc:
            raise ToolFailure(
                f"search is unavailable ({exc}); build the index with `rulecite index build`. "
                "lookup_clause still works."
            ) from None
        hits = []
        for hit in result.hits:
            book = self.corpus.books.get(hit.game)
            clause = book.clauses.get(hit.id) if book is not None else None
            if book is None or clause is None:
                continue  # never cite what the corpus cannot show
            hits.append(
                {
                    "game": hit.game,
                    "id": clause.id,
                    "title": clause.title,
                    "text": clause.text,
                    "score": round(hit.score, 6),
                    "ancestors": [a.model_dump() for a in ancestors_of(book, clause)],
                    "citation": _citation(book, clause),
                }
            )
        return {
            "query": result.query,
            "game": result.game,
            "detected_game": result.detected_game,
            "results": hits,
        }

    async def ask_rules(self, question: str, game: str | None = None) -> dict[str, Any]:
        question = _bounded(question, "question", MAX_QUERY_CHARS)
        game_id = self._optional_game(game)
        if self.ask is None:
            raise ToolFailure(
                f"ask_rules is unavailable: {self.ask_unavailable}. Use search_rules and lookup_clause."
            )
        try:
            answer = await self.ask(question, game_id)
        except InvalidQuery as exc:
            raise ToolFailure(f"invalid question: {exc}") from None
        except IndexLoading as exc:
            raise ToolFailure(f"ask_rules is not ready yet: {exc}. lookup_clause already works.") from None
        except SearchError as exc:
            raise ToolFailure(f"ask_rules needs the search index ({exc}); use lookup_clause.") from None
        except CorpusError as exc:
            raise ToolFailure(str(exc)) from None
        out = dict(answer)
        simulation = out.get("simulation")
        if isinstance(simulation, Mapping):
            book = self.corpus.books.get(str(simulation.get("game")))
            out["simulation"] = {**simulation, "cited_clauses": cited_clauses(book, simulation)}
        return out

    def simulate(self, game: str, scenario: Mapping[str, Any]) -> dict[str, Any]:
        from pydantic import ValidationError

        from service.engine.scenario import runners

        engines = self.engines if self.engines is not None else runners()
        from corpus.names import default_names

        typed = game.strip()[:MAX_ID_CHARS] if isinstance(game, str) else ""
        game_id = default_names().resolve(typed) or typed.lower()  # `op`, `ワンピース` name onepiece
        runner = engines.get(game_id)
        if runner is None:
            raise ToolFailure(
                f"no rules engine for {game!r}; accepted games: {', '.join(sorted(engines)) or 'none'}."
            )
        _check_size(scenario)
        try:
            model = runner.model.model_validate(dict(scenario))
        except ValidationError as exc:
            problems = "; ".join(
                f"scenario.{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()[:10]
            )
            raise ToolFailure(f"invalid {game_id} scenario: {problems}") from None
        try:
            result = runner.run(model)
        except EngineError as exc:
            rules = getattr(exc, "rules", ())
            cited = f" (rules {', '.join(rules)})" if rules else ""
            raise ToolFailure(f"{type(exc).__name__}: {exc}{cited}") from None
        out: dict[str, Any] = result.to_json()
        out["cited_clauses"] = cited_clauses(self.corpus.books.get(game_id), out)
        return out

    def verify_citation(self, game: str, clause_id: str, quote: str | None = None) -> dict[str, Any]:
        """Whether `clause_id` exists in `game` and how its text stands to `quote` (``match``: exact,
        partial, contradicts or absent, from `service.answering.verify` as ``POST /verify``), plus
        the clause text itself when it exists."""
        from service.answering.verify import verify

        book = self._book(game)
        clause_id = _bounded(clause_id, "clause_id", MAX_ID_CHARS)
        if quote is not None:
            quote = _bounded(quote, "quote", MAX_QUOTE_CHARS)
        try:
            out = verify(self.corpus, book.game, clause_id, quote).to_json()
        except InvalidClauseId as exc:
            raise ToolFailure(
                f"{clause_id!r} is not a clause number of {book.game}. Accepted: {exc.expected}."
            ) from None
        clause = book.clauses.get(out["normalized_id"]) if out["exists"] else None
        if clause is not None:
            out.update(title=clause.title, text=clause.text, citation=_citation(book, clause))
        return dict(out)

    # ---- helpers ---------------------------------------------------------------------------

    def _optional_game(self, game: str | None) -> str | None:
        """The game id of an optional game argument: omitted, empty or blank means every game (as
        ``game=`` does on /search and /ask; assistants often fill an optional string with "")."""
        if game is None or (isinstance(game, str) and not game.strip()):
            return None
        return self._book(game).game

    def _book(self, game: str | None) -> Rulebook:
        if not isinstance(game, str) or not game.strip():
            raise ToolFailure(f"game is required; accepted: {', '.join(self.corpus.games)}.")
        if len(game) > MAX_ID_CHARS:
            raise ToolFailure(f"game id too long; accepted: {', '.join(self.corpus.games)}.")
        try:
            return self.corpus.book(game.strip().lower())
        except UnknownGame as exc:
            hint = f" Did you mean {', '.join(exc.suggestions)}?" if exc.suggestions else ""
            raise ToolFailure(f"unknown game {exc.game!r}; accepted: {', '.join(exc.known)}.{hint}") from None


def _bounded(value: str, name: str, limit: int) -> str:
    if not isinstance(value, str):
        raise ToolFailure(f"{name} must be a string")
    text = value.strip()
    if not text:
        raise ToolFailure(f"{name} is empty; accepted: 1 to {limit} characters.")
    if len(text) > limit:
        raise ToolFailure(f"{name} has {len(text)} characters; accepted: 1 to {limit}.")
    if "\x00" in text:
        raise ToolFailure(f"{name} contains a NUL character; accepted: printable text.")
    lone = _SURROGATE.search(text)
    if lone is not None:  # JSON can carry one (stdio too), no tokenizer or answer can
        raise ToolFailure(
            f"{name} holds a lone UTF-16 surrogate (\\u{ord(lone.group()):04x}), which is not a Unicode "
            "character; accepted: Unicode text."
        )
    return text


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_size(scenario: Mapping[str, Any]) -> None:
    if not isinstance(scenario, Mapping):
        raise ToolFailure("scenario must be a JSON object (see the game's scenario schema at /openapi.json)")
    encoded = json.dumps(scenario, ensure_ascii=False)
    if len(encoded.encode()) > MAX_SCENARIO_BYTES:
        raise ToolFailure(f"scenario is larger than {MAX_SCENARIO_BYTES} bytes of JSON")
    if _depth(scenario) > MAX_SCENARIO_DEPTH:
        raise ToolFailure(f"scenario nests deeper than {MAX_SCENARIO_DEPTH} levels")


def _depth(value: object) -> int:
    if isinstance(value, Mapping):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list | tuple):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def cited_clauses(book: Rulebook | None, simulation: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every clause a simulation cites (its events, then its outcome), once each, verbatim: the
    engine's events carry only rule numbers."""
    ids: list[str] = []
    for event in simulation.get("events", ()):
        ids.extend(r for r in event.get("rules", ()) if r not in ids)
    ids.extend(r for r in simulation.get("outcome", {}).get("rules", ()) if r not in ids)
    if book is None:
        return []
    return [
        {"id": c.id, "title": c.title, "text": c.text, "citation": _citation(book, c)}
        for c in (book.clauses.get(cid) for cid in ids)
        if c is not None
    ]


def _citation(book: Rulebook, clause: Clause) -> str:
    """The same citation as the API's clause JSON and the clause page (title, version, number)."""
    return citation_of(book, clause)


def _first_leaf(book: Rulebook) -> str | None:
    for clause in book:
        if clause.text:
            return clause.id
    return None
