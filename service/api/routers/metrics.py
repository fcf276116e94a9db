"""Prometheus metrics: ``GET /metrics``; also installs the request middleware that feeds them.

Besides request counts and latencies (per route template, from `service.api.observability`) it
exposes what the process serves: corpus size per game, whether search is up, and the build
record of the loaded index (from its ``manifest.json``).
"""

from __future__ import annotations

import json
import logging
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import PlainTextResponse

from service.api.deps import StateDep
from service.api.metrics_registry import Metrics, labels
from service.api.observability import ObservabilityMiddleware, configure_access_log
from service.api.state import AppState
from service.settings import Settings

log = logging.getLogger(__name__)

router = APIRouter(tags=["operations"])

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
INDEX_INFO = "metrics.index_manifest"


def install(app: FastAPI, settings: Settings) -> None:
    metrics = Metrics()
    app.state.metrics = metrics
    configure_access_log()
    app.add_middleware(ObservabilityMiddleware, metrics=metrics)


def startup(state: AppState) -> None:
    state.extras[INDEX_INFO] = _read_manifest(state) if state.search.available else None


@router.get(
    "/metrics",
    summary="Prometheus metrics",
    response_class=PlainTextResponse,
    responses={200: {"content": {CONTENT_TYPE: {"schema": {"type": "string"}}}}},
)
def metrics(request: Request, state: StateDep) -> PlainTextResponse:
    """Request counts and latency histograms per route template, corpus and index information,
    in the Prometheus text exposition format (per worker process)."""
    registry: Metrics = request.app.state.metrics
    return PlainTextResponse(registry.exposition(_service_lines(state)), media_type=CONTENT_TYPE)


def _service_lines(state: AppState) -> list[str]:
    lines = [
        "# HELP rulecite_build_info The running rulecite version.",
        "# TYPE rulecite_build_info gauge",
        f"rulecite_build_info{labels(version=_version())} 1",
        "# HELP rulecite_corpus_clauses Clauses loaded per game.",
        "# TYPE rulecite_corpus_clauses gauge",
        *(f"rulecite_corpus_clauses{labels(game=book.game)} {len(book)}" for book in state.corpus),
        "# HELP rulecite_search_available 1 when the search index is loaded.",
        "# TYPE rulecite_search_available gauge",
        f"rulecite_search_available {int(state.search.available)}",
    ]
    manifest = state.extras.get(INDEX_INFO)
    if isinstance(manifest, dict):
        lines += _index_lines(manifest)
    return lines


def _index_lines(manifest: dict[str, Any]) -> list[str]:
    info = labels(
        model=str(manifest.get("model_name", "")),
        built_at=str(manifest.get("built_at", "")),
        rulecite_version=str(manifest.get("rulecite_version", "")),
        format_version=str(manifest.get("format_version", "")),
        code_digest=str(manifest.get("code_digest", ""))[:12],
    )
    lines = [
        "# HELP rulecite_index_info Build record of the loaded search index (manifest.json).",
        "# TYPE rulecite_index_info gauge",
        f"rulecite_index_info{info} 1",
        "# HELP rulecite_index_build_seconds How long building the loaded index took.",
        "# TYPE rulecite_index_build_seconds gauge",
        f"rulecite_index_build_seconds {float(manifest.get('build_seconds', 0.0)):.3f}",
        "# HELP rulecite_index_embedding_dim Dimension of the index's embeddings.",
        "# TYPE rulecite_index_embedding_dim gauge",
        f"rulecite_index_embedding_dim {int(manifest.get('embedding_dim', 0))}",
        "# HELP rulecite_index_clauses Clauses indexed per game.",
        "# TYPE rulecite_index_clauses gauge",
    ]
    games = manifest.get("games")
    if isinstance(games, dict):
        for game, entry in sorted(games.items()):
            count = entry.get("clauses", 0) if isinstance(entry, dict) else 0
            lines.append(f"rulecite_index_clauses{labels(game=str(game))} {int(count)}")
    return lines


def _read_manifest(state: AppState) -> dict[str, Any] | None:
    """The loaded engine's manifest, else the manifest file of the index directory."""
    engine = getattr(state.search, "searcher", None) or getattr(state.search, "_searcher", None)
    manifest = getattr(engine, "manifest", None)
    dump = getattr(manifest, "model_dump", None)
    if callable(dump):
        data = dump(mode="json")
        return data if isinstance(data, dict) else None
    for path in (
        state.settings.index_dir / "current" / "manifest.json",
        state.settings.index_dir / "manifest.json",
    ):
        try:
            loaded = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        return loaded if isinstance(loaded, dict) else None
    log.info("no index manifest for /metrics under %s", state.settings.index_dir)
    return None


def _version() -> str:
    try:
        return version("rulecite")
    except PackageNotFoundError:
        return "0.0.0"
