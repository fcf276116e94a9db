"""The problem types the API returns (RFC 9457 ``type`` = ``/problems/<slug>``), with their
documentation as served at ``GET /problems/{slug}``. New types are added here."""

from __future__ import annotations

from collections.abc import Mapping

from service.api.schemas import ProblemType

PROBLEM_TYPES: Mapping[str, ProblemType] = {
    p.slug: p
    for p in (
        ProblemType(
            slug="unknown-game",
            title="Unknown game",
            status=404,
            description="The game id is not one of the rulebooks; `known` lists the ids (see GET /games).",
        ),
        ProblemType(
            slug="invalid-clause-id",
            title="Not a clause number",
            status=422,
            description="The text cannot be read as a clause number of the game; `accepted` says "
            "what the game's numbering looks like.",
        ),
        ProblemType(
            slug="clause-not-found",
            title="Clause not found",
            status=404,
            description="The clause number is well formed but the rulebook has no such clause; "
            "`suggestions` lists up to five nearby clause ids.",
        ),
        ProblemType(
            slug="corpus-error",
            title="Rulebook data error",
            status=500,
            description="The parsed rulebooks are inconsistent; this is a server-side fault.",
        ),
        ProblemType(
            slug="term-not-found",
            title="Term not found",
            status=404,
            description="The glossary has no such term; `suggestions` lists similar terms.",
        ),
        ProblemType(
            slug="invalid-query",
            title="Invalid search query",
            status=422,
            description="The query is empty, too long, or otherwise not searchable.",
        ),
        ProblemType(
            slug="search-unavailable",
            title="Search is unavailable",
            status=503,
            description="The search index or embedding model could not be loaded; build it with "
            "`rulecite index build` (or set RULECITE_BUILD_INDEX_IF_MISSING=true) and restart.",
        ),
        ProblemType(
            slug="invalid-scenario",
            title="Invalid scenario",
            status=422,
            description="The scenario does not describe a legal position; `field` names the offending field.",
        ),
        ProblemType(
            slug="illegal-action",
            title="Illegal action",
            status=422,
            description="A scenario action is forbidden by the rules; `code` is machine-readable and "
            "`rules` cites the clauses that forbid it.",
        ),
        ProblemType(
            slug="game-over",
            title="Game already over",
            status=422,
            description="The scenario keeps acting after the game has ended; remove the later actions.",
        ),
        ProblemType(
            slug="rule-loop",
            title="Rule processing does not settle",
            status=422,
            description="Rule processing kept changing the position without reaching a fixed point.",
        ),
        ProblemType(
            slug="engine-error",
            title="Scenario could not be simulated",
            status=422,
            description="The rules engine rejected the scenario.",
        ),
        ProblemType(
            slug="validation-error",
            title="Invalid request",
            status=422,
            description="A parameter or body field is missing or malformed; `errors` lists each one "
            "with `location`, `parameter`, `message` and `accepted`.",
        ),
        ProblemType(
            slug="not-found",
            title="Not found",
            status=404,
            description="No endpoint matches the path; the API is described at /docs and /openapi.json.",
        ),
        ProblemType(
            slug="method-not-allowed",
            title="Method not allowed",
            status=405,
            description="The path exists but not for this HTTP method; `allowed` lists the methods.",
        ),
        ProblemType(
            slug="internal-error",
            title="Internal server error",
            status=500,
            description="An unexpected fault; it has been logged. Please report it with the request.",
        ),
    )
}
