"""Running a scenario through a game's rules engine: ``POST /simulate``.

The request body is a union discriminated by ``game``; each member carries that game's scenario
model, so every game's scenario JSON Schema shows in the OpenAPI document. The router is built
at application start because the set of engines is discovered then.
"""

from __future__ import annotations

import inspect
import operator
from collections.abc import Mapping
from functools import reduce
from typing import Annotated, Any, Literal, cast

from fastapi import APIRouter, Body
from pydantic import BaseModel, ConfigDict, Field, create_model

from service.api.problems import responses
from service.api.schemas import GenericSimulateRequest, SimulationResponse
from service.engine.errors import InvalidScenario
from service.engine.scenario import ScenarioRunner, runners


def request_model(runner: ScenarioRunner) -> type[BaseModel]:
    """``{"game": <this game>, "scenario": <its scenario model>}``."""
    name = "".join(part.capitalize() for part in runner.game.split("_")) + "SimulateRequest"
    model: type[BaseModel] = create_model(
        name,
        __doc__=f"A {runner.game} scenario to run.",
        __config__=ConfigDict(extra="forbid"),  # a misspelt top-level field is an error
        game=(cast(Any, Literal)[runner.game], Field(description="which engine runs the scenario")),
        scenario=(runner.model, Field(description=f"the {runner.game} position and actions")),
    )
    return model


def request_type(engines: Mapping[str, ScenarioRunner]) -> Any:
    """The body annotation: the discriminated union of every installed engine's request model."""
    models = [request_model(runner) for _, runner in sorted(engines.items())]
    if not models:
        return GenericSimulateRequest
    if len(models) == 1:
        return models[0]
    return Annotated[reduce(operator.or_, models), Field(discriminator="game")]


def run(engines: Mapping[str, ScenarioRunner], body: BaseModel) -> SimulationResponse:
    game: str = getattr(body, "game")  # noqa: B009 - the request models are built at run time
    scenario: Any = getattr(body, "scenario")  # noqa: B009
    runner = engines.get(game)
    if runner is None or not isinstance(scenario, runner.model):
        supported = ", ".join(sorted(engines)) or "none installed"
        raise InvalidScenario("game", f"no rules engine for {game!r}; supported: {supported}")
    result = runner.run(scenario)
    return SimulationResponse.model_validate(result.to_json())


def build_router(engines: Mapping[str, ScenarioRunner] | None = None) -> APIRouter:
    """The ``/simulate`` router for `engines` (default: every installed engine)."""
    table = dict(engines if engines is not None else runners())
    router = APIRouter(tags=["simulate"])
    body_type = request_type(table)

    def simulate_endpoint(body: BaseModel) -> SimulationResponse:
        return run(table, body)

    # FastAPI reads the signature to build validation and the OpenAPI schema; the body type is only
    # known now, so the signature is set rather than written.
    simulate_endpoint.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [
            inspect.Parameter(
                "body",
                inspect.Parameter.POSITIONAL_OR_KEYWORD,
                annotation=Annotated[body_type, Body(description="game id and that game's scenario")],
            )
        ],
        return_annotation=SimulationResponse,
    )
    router.add_api_route(
        "/simulate",
        simulate_endpoint,
        methods=["POST"],
        summary="Run a scenario",
        description="Set up a position, apply the actions and return the outcome (with its notes) and "
        "every event with the clauses that justify it. An action the rules refuse changes nothing: it "
        "is a `rejected` event citing the refusing clauses, listed under `rejected`, and the run goes "
        "on (200); only a malformed scenario is 422. The scenario schema depends on `game` (see the "
        "schemas named `<Game>SimulateRequest`).",
        response_model=SimulationResponse,
        responses=responses(413, 422),
    )
    return router
