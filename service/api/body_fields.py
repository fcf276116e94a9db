"""Which fields a request body accepts, for a 422 that names an unknown field and the accepted ones.

FastAPI reports an unknown field (``extra="forbid"``) by its location only; `fields_at` follows that
location through the route's body annotation (models, lists, dicts, and the ``game``-tagged union
of ``/simulate``) to the model that refused it.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from fastapi import Request
from pydantic import BaseModel


def body_type(request: Request) -> Any:
    """The declared type of the route's request body (for naming the fields it accepts)."""
    field = getattr(request.scope.get("route"), "body_field", None)
    info = getattr(field, "field_info", None)
    return getattr(info, "annotation", None)


def fields_at(annotation: Any, path: Sequence[str]) -> list[str] | None:
    """The field names of the model found by following `path` (the error location inside the
    body) from `annotation`; a discriminated union is entered by its tag (the game id)."""
    current = annotation
    for step in path:
        current = _step(current, step)
        if current is None:
            return None
    model = _model_of(current)
    if model is None:
        return None
    return [info.alias or name for name, info in model.model_fields.items()]


def _model_of(annotation: Any) -> type[BaseModel] | None:
    for candidate in _members(annotation):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None


def _members(annotation: Any) -> list[Any]:
    """`annotation` without Annotated/Optional wrappers; a union's members in order."""
    if get_origin(annotation) is Annotated:
        return _members(get_args(annotation)[0])
    if get_origin(annotation) in (Union, UnionType):
        return [m for arg in get_args(annotation) for m in _members(arg)]
    return [annotation]


def _step(annotation: Any, step: str) -> Any:
    members = _members(annotation)
    for member in members:
        if isinstance(member, type) and issubclass(member, BaseModel):
            fields = member.model_fields
            by_alias = {info.alias or name: info for name, info in fields.items()}
            if step in by_alias:
                return by_alias[step].annotation
        elif get_origin(member) in (list, tuple, set, frozenset) and step.isdigit():
            args = [a for a in get_args(member) if a is not Ellipsis]
            return args[0] if args else None
        elif get_origin(member) is dict:
            key_value = get_args(member)
            return key_value[1] if len(key_value) == 2 else None
    # a discriminated union's tag (the game id) names the member, not a field
    for member in members:
        if isinstance(member, type) and issubclass(member, BaseModel):
            for name in ("game",):
                info = member.model_fields.get(name)
                if info is not None and step in get_args(info.annotation):
                    return member
    return None
