"""Retrieval parameters read from ``index/data/search.toml`` (or a file the caller passes)."""

from __future__ import annotations

import hashlib
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from index.errors import SearchError

CONFIG_PATH = Path(__file__).resolve().parent / "data" / "search.toml"


class ConfigError(SearchError, ValueError):
    """A search configuration file with missing or ill-typed values."""


@dataclass(frozen=True, slots=True)
class LexicalConfig:
    k1: float = 1.2
    b: float = 0.75
    bigram_weight: float = 0.3
    expansion_weight: float = 0.5


@dataclass(frozen=True, slots=True)
class SemanticConfig:
    query_prefix: str = "query: "
    passage_prefix: str = "passage: "
    expand_query: bool = True


@dataclass(frozen=True, slots=True)
class FusionConfig:
    method: str = "rrf"
    rrf_k: float = 60.0
    lexical_weight: float = 1.0
    semantic_weight: float = 1.0
    depth: int = 100
    # term anchors (index/anchors.py): weight of the ranking of the clauses defining a term the
    # question names (0 = off), and how many other clauses may print a name before it is a general word
    anchor_weight: float = 0.0
    anchor_max_uses: int = 10
    # rule-phrase anchors (index/phrases.py): weight of the ranking of the clauses printing a rule
    # phrase the vocabulary adds (0 = off), and how many clauses may print it before it is a word
    phrase_weight: float = 0.0
    phrase_max_uses: int = 3
    # clause priors (index/prior.py): weight of a clause's learned prior added to the fused score of
    # the first prior_depth results (0 = off), and its smoothing in clauses' worth of evidence
    prior_weight: float = 0.0
    prior_smoothing: float = 5.0
    prior_floor: float = -0.5  # the lowest prior: how far a seldom-needed clause can be pushed down
    prior_depth: int = 20
    prior_min_chars: int = 0  # shorter queries (a term asked 「墓場って何?」) are ranked without priors
    # question memory (index/memory.py): weight of the votes of the memory_k nearest labelled questions
    # added to the fused score of the first memory_depth results (0 = off); same length gate as priors
    memory_weight: float = 0.0
    memory_k: int = 10
    memory_depth: int = 20
    # a voted clause with at least memory_recall of the votes that no retriever ranked joins at score
    # memory_recall_score (memory_recall 0 = never)
    memory_recall: float = 0.0
    memory_recall_score: float = 0.0


@dataclass(frozen=True, slots=True)
class QueryConfig:
    # index/disclaimers.py: retrieval reads the question without its sentences of absence
    # (「サポートとかはなし。」「ウケミ無し、」); off reproduces round 5
    drop_disclaimers: bool = False


@dataclass(frozen=True, slots=True)
class DetectionConfig:
    marker_weight: float = 3.0
    smoothing: float = 50.0
    semantic_weight: float = 100.0
    topic_floor: float = 0.83
    topic_full: float = 0.87
    merge_temperature: float = 10.0
    min_confidence: float = 0.5
    cross_game_floor: float = 0.02


@dataclass(frozen=True, slots=True)
class SearchConfig:
    lexical: LexicalConfig = LexicalConfig()
    semantic: SemanticConfig = SemanticConfig()
    fusion: FusionConfig = FusionConfig()
    detection: DetectionConfig = DetectionConfig()
    query: QueryConfig = QueryConfig()

    def build_key(self) -> dict[str, Any]:
        """The values that shape built artifacts (a change makes an index stale)."""
        return {
            "k1": self.lexical.k1,
            "b": self.lexical.b,
            "passage_prefix": self.semantic.passage_prefix,
        }


def _section(cls: type[Any], data: dict[str, Any], name: str) -> Any:
    raw = data.get(name, {})
    if not isinstance(raw, dict):
        raise ConfigError(f"[{name}] must be a table")
    defaults = cls()
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if not hasattr(defaults, key):
            raise ConfigError(f"[{name}] has unknown key {key!r}")
        expected = type(getattr(defaults, key))
        if expected is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, expected):
            raise ConfigError(f"[{name}] {key} must be {expected.__name__}, got {value!r}")
        values[key] = value
    return cls(**values)


def load_config(path: Path = CONFIG_PATH) -> SearchConfig:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    cfg = SearchConfig(
        lexical=_section(LexicalConfig, data, "lexical"),
        semantic=_section(SemanticConfig, data, "semantic"),
        fusion=_section(FusionConfig, data, "fusion"),
        detection=_section(DetectionConfig, data, "detection"),
        query=_section(QueryConfig, data, "query"),
    )
    if cfg.fusion.method not in {"rrf", "weighted"}:
        raise ConfigError(f"[fusion] method must be 'rrf' or 'weighted', got {cfg.fusion.method!r}")
    return cfg


def config_digest(path: Path = CONFIG_PATH) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
