"""Schemathesis against the published OpenAPI document: no server errors, and every response —
success or problem — conforms to what the document declares (status, content type, body schema).

Bounded for CI: a few examples per operation, no deadline, no example database, and derandomized so a
CI run is reproducible. Random seeds (`--hypothesis-seed`, derandomize off) explored on 2026-11-22
found two bugs, both fixed with regression tests (a padded over-long `q`, `true` read as an integer in
scenarios); after the fixes seeds 26–60 all passed.

Schemathesis generates only what JSON Schema can say, and a schema cannot say "a lone surrogate" or
"a number beyond the double range" — the two inputs that made the 422 handler fail to encode its own
answer (issue 13). `test_poisoned_bodies_are_422_problems` takes schemathesis's valid bodies for every
JSON-body operation and puts one of those into a random place with the Hypothesis strategies below.
"""

from __future__ import annotations

import json
from typing import Any, cast

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import CHECKS

MAX_EXAMPLES = 12
# A scenario can satisfy its JSON Schema yet be illegal under the rules (422 illegal-action), and a
# well-formed clause number can be absent (404): acceptance of schema-valid data is not a contract.
EXCLUDED = {"positive_data_acceptance"}


def _checks() -> list[Any]:
    return [check for check in CHECKS.get_all() if check.__name__ not in EXCLUDED]


@pytest.mark.slow
@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_responses_conform_to_the_openapi_document(engines_client: TestClient, mode: GenerationMode) -> None:
    schema = schemathesis.openapi.from_asgi("/openapi.json", engines_client.app)
    operations = [cast(Any, result).ok() for result in schema.get_all_operations()]
    assert {op.path for op in operations} >= {
        "/health",
        "/games/{game}/clauses/{clause_id}",
        "/search",
        "/metrics",
        "/games/{game}/terms/{term}",
    }
    checks = _checks()
    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=MAX_EXAMPLES,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            derandomize=True,
        )
        def run(case: Any) -> None:
            response = case.call()
            if mode is GenerationMode.NEGATIVE and _too_large(response):
                return  # a byte limit no JSON Schema can state: refused as documented (413 problem)
            case.validate_response(response, checks=checks)

        try:
            run()
        except Unsatisfiable:
            assert mode is GenerationMode.NEGATIVE  # nothing invalid to generate for this operation


def _too_large(response: Any) -> bool:
    """The body-size refusal (`MAX_BODY_BYTES`): a documented 413 problem. Negative generation can
    produce bodies over the limit, which schemathesis's rejection check does not count among its
    expected statuses."""
    if response.status_code != 413:
        return False
    body = response.json()
    raw = response.headers.get("content-type", "")  # schemathesis keeps each header as a list of values
    ctype = str(raw[0] if isinstance(raw, list) and raw else raw)
    return ctype.startswith("application/problem+json") and body.get("title") == "Request body too large"


# ---- bodies no response could echo -------------------------------------------------------------

POISONED_EXAMPLES = 20
_SENTINEL = "\u0000poison\u0000"


def lone_surrogate_texts() -> st.SearchStrategy[str]:
    """Text holding exactly one lone UTF-16 surrogate (Hypothesis's own text has none)."""
    return st.builds(
        lambda before, code, after: before + chr(code) + after,
        st.text(max_size=8),
        st.integers(0xD800, 0xDFFF),
        st.text(max_size=8),
    )


def overflowing_numbers() -> st.SearchStrategy[str]:
    """JSON number literals that a parser reads as ±infinity (``1e309``, ``-9…9.0`` with 400 digits)."""
    sign = st.sampled_from(["", "-"])
    exponent = st.builds(lambda s, m, e: f"{s}{m}e{e}", sign, st.integers(1, 9), st.integers(309, 1_000_000))
    digits = st.builds(lambda s, n: f"{s}{'9' * n}.5", sign, st.integers(310, 2_000))
    return st.one_of(exponent, digits)


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Paths to every string and number in a JSON value (the value itself when it is a leaf)."""
    if isinstance(value, dict):
        return [p for key, item in value.items() for p in _leaves(item, (*path, key))] or [path]
    if isinstance(value, list):
        return [p for i, item in enumerate(value) for p in _leaves(item, (*path, i))] or [path]
    return [path]


def _poisoned(body: Any, path: tuple[Any, ...], literal: str) -> bytes:
    """`body` as JSON text with the value at `path` replaced by the raw JSON `literal`."""
    if not path:
        return literal.encode()
    target = body
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = _SENTINEL
    return json.dumps(body).replace(json.dumps(_SENTINEL), literal).encode()


@pytest.mark.slow
def test_poisoned_bodies_are_422_problems(engines_client: TestClient) -> None:
    schema = schemathesis.openapi.from_asgi("/openapi.json", engines_client.app)
    operations = [cast(Any, result).ok() for result in schema.get_all_operations()]
    with_bodies = [op for op in operations if op.method.upper() == "POST" and op.path != "/mcp"]
    assert {op.path for op in with_bodies} >= {"/ask", "/verify", "/simulate"}
    poison = st.one_of(lone_surrogate_texts().map(json.dumps), overflowing_numbers())
    for operation in with_bodies:

        @given(case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE), data=st.data())
        @settings(
            max_examples=POISONED_EXAMPLES,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            derandomize=True,
        )
        def run(case: Any, data: st.DataObject) -> None:
            body = json.loads(json.dumps(case.body))  # a private copy
            path = data.draw(st.sampled_from(_leaves(body)), label="where")
            literal = data.draw(poison, label="poison")
            response = engines_client.post(
                case.formatted_path,
                content=_poisoned(body, path, literal),
                headers={"content-type": "application/json"},
            )
            assert response.status_code == 422, (literal, response.text[:300])
            assert response.headers["content-type"].startswith("application/problem+json")
            problem = json.loads(response.content.decode("utf-8"))  # strict UTF-8: nothing unencodable
            assert problem["type"] == "/problems/validation-error" and "accepted" in problem["detail"]

        run()
