"""Per-process request metrics in Prometheus text format (`Metrics`, served at ``/metrics``).

Every label comes from a bounded set: a method outside `KNOWN_METHODS` counts as ``OTHER`` and the
route is a template (`ObservabilityMiddleware` passes ``<unmatched>`` for a path no route matches),
so no client can grow the registry.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field

# seconds; spans a cached clause lookup (sub-millisecond) to a cold semantic search
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
# RFC 9110 methods plus PATCH; any other method a client invents is counted as one label
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE"})
OTHER_METHOD = "OTHER"


@dataclass(slots=True)
class _Histogram:
    buckets: list[int] = field(default_factory=lambda: [0] * len(LATENCY_BUCKETS))
    count: int = 0
    total: float = 0.0

    def observe(self, seconds: float) -> None:
        self.count += 1
        self.total += seconds
        for i, bound in enumerate(LATENCY_BUCKETS):
            if seconds <= bound:
                self.buckets[i] += 1


@dataclass(slots=True)
class Metrics:
    """Per-process request counters (each uvicorn worker has its own; Prometheus sums them)."""

    started: float = field(default_factory=time.time)
    requests: dict[tuple[str, str, int], int] = field(default_factory=dict)
    latency: dict[tuple[str, str], _Histogram] = field(default_factory=dict)
    in_progress: int = 0
    rejected: dict[str, int] = field(default_factory=dict)

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        method = method_label(method)
        key = (method, route, status)
        self.requests[key] = self.requests.get(key, 0) + 1
        self.latency.setdefault((method, route), _Histogram()).observe(seconds)

    def exposition(self, extra: Iterable[str] = ()) -> str:
        """Prometheus text format 0.0.4."""
        out: list[str] = [
            "# HELP rulecite_http_requests_total HTTP requests by method, route template and status.",
            "# TYPE rulecite_http_requests_total counter",
        ]
        for (method, route, status), n in sorted(self.requests.items()):
            out.append(
                f"rulecite_http_requests_total{_labels(method=method, route=route, status=str(status))} {n}"
            )
        out += [
            "# HELP rulecite_http_request_duration_seconds Time to the end of the response body.",
            "# TYPE rulecite_http_request_duration_seconds histogram",
        ]
        name = "rulecite_http_request_duration_seconds"
        for (method, route), hist in sorted(self.latency.items()):
            for bound, n in zip(LATENCY_BUCKETS, hist.buckets, strict=True):
                out.append(f"{name}_bucket{_labels(method=method, route=route, le=repr(bound))} {n}")
            out.append(f"{name}_bucket{_labels(method=method, route=route, le='+Inf')} {hist.count}")
            out.append(f"{name}_sum{_labels(method=method, route=route)} {hist.total:.6f}")
            out.append(f"{name}_count{_labels(method=method, route=route)} {hist.count}")
        out += [
            "# HELP rulecite_http_requests_in_progress Requests being served now.",
            "# TYPE rulecite_http_requests_in_progress gauge",
            f"rulecite_http_requests_in_progress {self.in_progress}",
            "# HELP rulecite_http_rejected_total Requests refused before routing (body size, JSON depth).",
            "# TYPE rulecite_http_rejected_total counter",
        ]
        out += [
            f"rulecite_http_rejected_total{_labels(reason=r)} {n}" for r, n in sorted(self.rejected.items())
        ]
        out += [
            "# HELP process_start_time_seconds Start time of the process since the Unix epoch.",
            "# TYPE process_start_time_seconds gauge",
            f"process_start_time_seconds {self.started:.3f}",
            *extra,
        ]
        return "\n".join(out) + "\n"


def method_label(method: str) -> str:
    """The metric label for a request method: itself when it is a standard one, else ``OTHER``."""
    return method if method in KNOWN_METHODS else OTHER_METHOD


def _labels(**pairs: str) -> str:
    def esc(value: str) -> str:
        return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')

    return "{" + ",".join(f'{k}="{esc(v)}"' for k, v in pairs.items()) + "}"


def labels(**pairs: str) -> str:
    """Prometheus label set ``{k="v",…}`` with values escaped."""
    return _labels(**pairs)
