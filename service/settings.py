"""Service settings: the only place that reads environment variables (prefix ``RULECITE_``)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent

LogLevel = Literal["critical", "error", "warning", "info", "debug"]


class Settings(BaseSettings):
    """Configuration of the HTTP service and the CLI commands that share it.

    Every field can be set from the environment, e.g. ``RULECITE_PORT=9000`` or
    ``RULECITE_CORS_ORIGINS=http://localhost:3000,https://example.org``.
    """

    model_config = SettingsConfigDict(env_prefix="RULECITE_", extra="ignore", frozen=True)

    host: str = Field(default="127.0.0.1", description="interface `rulecite serve` binds to")
    port: int = Field(default=8000, ge=0, le=65535, description="TCP port `rulecite serve` binds to")
    workers: int = Field(default=1, ge=1, le=64, description="uvicorn worker processes")
    index_dir: Path = Field(
        default=PROJECT_ROOT / ".cache" / "index",
        description="directory holding the built search index (relative paths: project root)",
    )
    embedding_model: Path | None = Field(
        default=None, description="local sentence-transformers model directory; None = the index default"
    )
    embedding_backend: Literal["onnx", "torch"] = Field(
        default="onnx",
        description="runtime that embeds passages (build) and queries: onnx (the model exported into "
        "the index, no torch at query time) or torch (sentence-transformers)",
    )
    query_prefix: str = Field(default="query: ", description="prefix the embedding model expects on queries")
    passage_prefix: str = Field(default="passage: ", description="prefix the model expects on passages")
    cors_origins: Annotated[list[str], NoDecode] = Field(
        default_factory=list, description="allowed CORS origins; empty turns CORS off"
    )
    log_level: LogLevel = "info"
    search_in_background: bool = Field(
        default=True,
        description="load the search index on a background thread so that the service answers at once "
        "(health, clauses, simulation); search and ask answer 503 'loading, retry' until it is ready",
    )
    build_index_if_missing: bool = Field(
        default=False, description="build the search index at start-up when none is found"
    )

    @field_validator("cors_origins", mode="before")
    @classmethod
    def _split_origins(cls, value: object) -> object:
        # Accept a JSON list or the friendlier comma-separated form from the environment.
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                import json

                return json.loads(text)
            return [part.strip() for part in text.split(",") if part.strip()]
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _lower_level(cls, value: object) -> object:
        return value.lower() if isinstance(value, str) else value

    @field_validator("index_dir", mode="after")
    @classmethod
    def _anchor_relative(cls, value: Path) -> Path:
        # Anchored at the project root so the service finds the same index whatever directory
        # it is started from.
        return value if value.is_absolute() else PROJECT_ROOT / value
