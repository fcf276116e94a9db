"""Validators shared by the routers' text parameters.

A text parameter is trimmed, then must hold 1 to N characters (the documented limit). The published
`maxLength` is the limit on the text *as sent*: N plus room for surrounding whitespace, so that the
schema never admits a value the server refuses for its length alone and never refuses one it admits.
Declare one as ``Annotated[str, BeforeValidator(sent_within(N)), StringConstraints(min_length=1,
max_length=sent_limit(N)), AfterValidator(trimmed_within(N))]``: every refusal then names N.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, StringConstraints
from pydantic_core import PydanticCustomError

# whitespace a client may send around the text (copy-paste, form fields)
SENT_PADDING = 100


def sent_limit(max_chars: int) -> int:
    """The `maxLength` to publish for a text whose trimmed limit is `max_chars`."""
    return max_chars + SENT_PADDING


def trimmed_within(max_chars: int) -> Callable[[str], str]:
    """A validator that trims and checks 1..`max_chars` characters, with pydantic's own error types
    (so a problem response says what is accepted)."""

    def check(value: str) -> str:
        trimmed = value.strip()
        if not trimmed:
            raise PydanticCustomError(
                "string_too_short",
                "String should have at least {min_length} non-whitespace character",
                {"min_length": 1},
            )
        if len(trimmed) > max_chars:
            raise PydanticCustomError(
                "string_too_long",
                "String should have at most {max_length} characters after trimming",
                {"max_length": max_chars},
            )
        return trimmed

    return check


def sent_within(max_chars: int) -> Callable[[Any], Any]:
    """A validator run before the published ``maxLength`` check, so that a text too long as sent
    is refused with the documented limit (`max_chars`), not the padded one (`sent_limit`)."""
    sent = sent_limit(max_chars)

    def check(value: Any) -> Any:
        if isinstance(value, str) and len(value) > sent:
            raise PydanticCustomError(
                "string_too_long",
                "String should have at most {max_length} characters after trimming "
                "(at most {sent_length} as sent, surrounding whitespace included)",
                {"max_length": max_chars, "sent_length": sent},
            )
        return value

    return check


# the longest path parameter (game id, clause number, glossary term, problem slug) a route takes
MAX_PATH_PARAM = 100

# an id or a name (game id, clause number as typed): 1–100 characters after trimming
ShortText = Annotated[
    str,
    BeforeValidator(sent_within(MAX_PATH_PARAM)),
    StringConstraints(min_length=1, max_length=sent_limit(MAX_PATH_PARAM)),
    AfterValidator(trimmed_within(MAX_PATH_PARAM)),
]


def _blank_is_all_games(value: str | None) -> str | None:
    """``game=`` (what the UI's 「すべてのゲーム」 option and many form encoders send) means all games."""
    if value is None or not value.strip():
        return None
    return value.strip().lower()


# an optional game id: omitted, empty or blank = every game; otherwise trimmed and lower-cased
OptionalGame = Annotated[
    Annotated[str, StringConstraints(max_length=100)] | None, AfterValidator(_blank_is_all_games)
]
