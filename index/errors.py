"""Errors raised by the index package (root: `SearchError`)."""

from __future__ import annotations


class SearchError(Exception):
    """Root of every error the index package raises."""


class InvalidQuery(SearchError, ValueError):
    """A query that is empty, too long, or otherwise not searchable."""


class IndexMissing(SearchError, FileNotFoundError):
    """No built index at the configured directory."""


class IndexStale(SearchError, RuntimeError):
    """A built index whose manifest does not match the current corpus, model or code."""


class IndexCorrupt(SearchError, RuntimeError):
    """A built index whose files are unreadable or inconsistent with its manifest."""


class ModelUnavailable(SearchError, RuntimeError):
    """The embedding model cannot be loaded from local files (never downloaded)."""


class IndexLoading(SearchError, RuntimeError):
    """The index is being loaded (or built) in the background; retry shortly."""


class IndexUnwritable(SearchError, PermissionError):
    """The index directory cannot be written (read-only file system or permissions)."""
