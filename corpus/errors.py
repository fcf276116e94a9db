"""Errors raised by the corpus package. One root (`CorpusError`); each subclass also
inherits the built-in exception a caller would naturally catch."""

from __future__ import annotations


class CorpusError(Exception):
    """Root of every error the corpus package raises."""


class UnknownGame(CorpusError, KeyError):
    """A game id that is not one of the configured rulebooks."""

    def __init__(self, game: str, known: tuple[str, ...], suggestions: tuple[str, ...] = ()) -> None:
        self.game = game
        self.known = known
        self.suggestions = suggestions  # ids whose names are close to `game` (corpus.names)
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"unknown game {game!r}; known games: {', '.join(known)}{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


class InvalidClauseId(CorpusError, ValueError):
    """Text that cannot be read as a clause number in the game's numbering scheme."""

    def __init__(self, game: str, raw: str, expected: str) -> None:
        self.game = game
        self.raw = raw
        self.expected = expected
        super().__init__(f"{raw!r} is not a clause number of {game} (expected {expected})")


class ClauseNotFound(CorpusError, KeyError):
    """A well-formed clause id that the rulebook does not contain."""

    def __init__(self, game: str, clause_id: str, suggestions: tuple[str, ...] = ()) -> None:
        self.game = game
        self.clause_id = clause_id
        self.suggestions = suggestions
        hint = f"; nearby: {', '.join(suggestions)}" if suggestions else ""
        super().__init__(f"{game} has no clause {clause_id!r}{hint}")

    def __str__(self) -> str:
        return str(self.args[0])


class SourceChecksumMismatch(CorpusError, ValueError):
    """A source file whose SHA-256 differs from the one recorded in games.toml."""

    def __init__(self, game: str, path: str, expected: str, actual: str) -> None:
        super().__init__(
            f"source for {game} at {path} has SHA-256 {actual}, but games.toml records {expected}; "
            "the rulebook sources must be byte-identical copies of the seeds"
        )


class ParseError(CorpusError, ValueError):
    """A source line the parser cannot place; parsing never drops text silently."""
