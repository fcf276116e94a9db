"""What a problem response may repeat of a request: bounded, and always encodable as JSON.

A problem says what was wrong, often by quoting it; the quote must neither grow with the request (a
60 kB URL, a 20,000-item array in every error) nor hold what JSON cannot carry (a lone surrogate, an
infinite number), which would turn a 422 into a 500.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any

MAX_ECHOED_PATH = 200  # characters of the request path a detail repeats
SURROGATE = re.compile("[\ud800-\udfff]")


def encodable(value: Any) -> Any:
    """`value` with every string encodable as UTF-8 (a lone surrogate shown as ``\\ud800``) and
    every non-finite float as text, so a problem response can always be written."""
    if isinstance(value, str):
        return (
            value if SURROGATE.search(value) is None else value.encode("utf-8", "backslashreplace").decode()
        )
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, Mapping):
        return {str(encodable(k)): encodable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [encodable(v) for v in value]
    return value


def echo(value: Any, limit: int = 200) -> Any:
    """The input an error names, small: a scalar (strings cut at `limit`), or a container whose
    JSON fits in `limit` characters; a larger one is described, not repeated (a body's 20,000-item
    array would otherwise come back in every one of its errors)."""
    if not isinstance(value, Mapping | list | tuple):
        return jsonable(value, limit)
    small = jsonable(value, limit)
    if len(json.dumps(encodable(small), ensure_ascii=False)) <= limit:
        return small
    kind = (
        f"an object with {len(value)} fields"
        if isinstance(value, Mapping)
        else f"an array of {len(value)} items"
    )
    return f"({kind}, not repeated)"


def jsonable(value: Any, limit: int = 200) -> Any:
    """`value` as JSON-able data: strings cut at `limit`, at most 50 items per container."""
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return value if len(value) <= limit else value[: limit - 1] + "…"
    if isinstance(value, Mapping):
        return {str(k): jsonable(v, limit) for k, v in list(value.items())[:50]}
    if isinstance(value, list | tuple):
        return [jsonable(v, limit) for v in value[:50]]
    return jsonable(str(value), limit)


def cut(text: str, limit: int = MAX_ECHOED_PATH) -> str:
    """`text` cut to `limit` characters: a 60 kB URL is not answered with 60 kB of itself."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
