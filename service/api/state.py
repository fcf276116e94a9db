"""What the application holds between requests: settings, the corpus and the search service.

Built once in the lifespan of the app (or injected by tests) and reached through `deps`. The search
service may still be loading in the background (`SearchService.state`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from corpus.loader import Corpus
from service.search_service import Searcher, SearchService, load_search, open_searcher, start_search
from service.settings import Settings

__all__ = ["AppState", "SearchService", "Searcher", "load_search", "open_searcher", "start_search"]


@dataclass(slots=True)
class AppState:
    settings: Settings
    corpus: Corpus
    search: SearchService
    extras: dict[str, object] = field(default_factory=dict)  # for later routers (ask, verify …)
