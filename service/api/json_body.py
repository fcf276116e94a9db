"""Checks of a JSON request body before any handler parses it (`ObservabilityMiddleware`).

Bounded nesting (counted on the bytes, without parsing), I-JSON (RFC 7493: no lone surrogate, no
number that overflows to infinity, no NaN/Infinity constants) and a bound on the items of one array
or object. Each check says where the offending value is, for the problem+json detail.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_JSON_DEPTH = 32
# items of one JSON array or members of one object; the largest the API accepts is 500 (scenario
# actions), and a 60 kB body of 20,000 tiny items cost 0.5 s of validation errors before this cap
MAX_JSON_ITEMS = 1000


def json_depth(body: bytes) -> int:
    """Maximum nesting of arrays/objects in a JSON text, without parsing it (strings skipped)."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in body:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        shown = literal if len(literal) <= 40 else literal[:39] + "…"
        raise ValueError(f"the number {shown} is beyond the double-precision range")
    return value


_SURROGATE = re.compile("[\ud800-\udfff]")


def oversized_container(document: Any, limit: int) -> str | None:
    """The first array or object with more than `limit` items, described with its place, or None.
    Lengths are checked before descending, so the walk stops at the first one."""
    pending: list[tuple[Any, str]] = [(document, "")]
    while pending:
        node, where = pending.pop()
        if isinstance(node, dict | list) and len(node) > limit:
            kind = "an array of" if isinstance(node, list) else "an object with"
            return f"{kind} {len(node)} items at {json.dumps(where or '(whole body)')}"
        if isinstance(node, dict):
            pending.extend((v, f"{where}.{k}" if where else str(k)) for k, v in node.items())
        elif isinstance(node, list):
            pending.extend((v, f"{where}[{i}]") for i, v in enumerate(node))
    return None


def lone_surrogate(document: Any, where: str = "") -> str | None:
    """Where the first string (or key) holding a lone surrogate is, as ``\\udXXX in "a.b"``,
    or None. A valid pair is already one character once parsed, so any surrogate left is lone."""
    if isinstance(document, str):
        found = _SURROGATE.search(document)
        if found is None:
            return None
        return f"\\u{ord(found.group()):04x} in {json.dumps(where or '(whole body)')}"
    if isinstance(document, dict):
        for key, value in document.items():
            path = f"{where}.{key}" if where else str(key)
            if _SURROGATE.search(key):
                return lone_surrogate(key, (where or "(whole body)") + " (a key)")
            found_in = lone_surrogate(value, path)
            if found_in is not None:
                return found_in
    elif isinstance(document, list):
        for i, value in enumerate(document):
            found_in = lone_surrogate(value, f"{where}[{i}]")
            if found_in is not None:
                return found_in
    return None


def strict_loads(body: bytes) -> Any:
    """`json.loads` that refuses NaN/Infinity constants and numbers beyond the double range."""
    return json.loads(body, parse_constant=_reject_constant, parse_float=_finite_float)
