"""The dependency direction of DEVELOPERS.md, checked on every module's imports.

`index` and `service.engine` use `corpus`; `service` uses everything; nothing outside `service.api`
imports it except the launcher's import string; the engine never imports FastAPI or faiss.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _imports(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module


def _modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def _offending(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in _modules(package)
        for name in _imports(path)
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("corpus", ("index", "service", "fastapi", "faiss", "torch", "sentence_transformers")),
        ("index", ("service", "fastapi")),
        ("service/engine", ("index", "service.api", "service.answering", "fastapi", "faiss", "torch")),
    ],
)
def test_dependencies_point_one_way(package: str, forbidden: tuple[str, ...]) -> None:
    assert _offending(package, forbidden) == []


def test_only_the_app_imports_service_api() -> None:
    outside = [
        p for p in _modules("service") + _modules("benchmarks") if "api" not in p.relative_to(ROOT).parts
    ]
    offending = [
        f"{p.relative_to(ROOT)} imports {name}"
        for p in outside
        for name in _imports(p)
        if name == "service.api" or name.startswith("service.api.")
    ]
    # benchmarks build the app in-process, as a test client would
    assert [o for o in offending if not o.startswith("benchmarks/")] == []
