"""Property test over the OpenAPI document: whatever the input, no 500 and every error is a problem."""

from __future__ import annotations

from typing import Any, cast

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode


def _check(case: Any) -> None:
    response = case.call()
    where = f"{case.method} {case.formatted_path} {case.query} {str(case.body)[:200]}"
    assert response.status_code < 500, f"{where}: {response.text[:500]}"
    if response.status_code >= 400:
        assert response.headers["content-type"][0] == "application/problem+json", where
        body = response.json()
        assert body["status"] == response.status_code
        assert body["detail"]


@pytest.mark.slow
@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_no_input_yields_a_server_error(engines_client: TestClient, mode: GenerationMode) -> None:
    # The session client has run the lifespan, so its app is loaded and can be called directly.
    schema = schemathesis.openapi.from_asgi("/openapi.json", engines_client.app)
    operations: list[Any] = [cast(Any, result).ok() for result in schema.get_all_operations()]
    assert len(operations) >= 8
    for operation in operations:

        @given(case=operation.as_strategy(generation_mode=mode))
        @settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        def run(case: Any) -> None:
            _check(case)

        try:
            run()
        except Unsatisfiable:
            # an operation whose parameters accept any string has no invalid input to generate
            assert mode is GenerationMode.NEGATIVE
