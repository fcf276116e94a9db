"""Player vocabulary: what players type, mapped to the words the rulebooks print.

The tables live in ``index/data/vocab/`` (``shared.toml`` plus one file per game; the format is
documented in ``index/data/vocab/README.md``). Expansion is used by both retrievers: lexical search
scores the added rule words at a reduced weight, semantic search appends them to the query text.
A rule word is only ever added for a game whose rulebook prints it, so the shared table can list
``墓地 → トラッシュ / オヒガン / 墓場`` and each game keeps its own word.
"""

from __future__ import annotations

import hashlib
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from corpus.model import Rulebook
from index.documents import lexical_text
from index.errors import SearchError
from index.terms import normalize

VOCAB_DIR = Path(__file__).resolve().parent / "data" / "vocab"


class VocabularyError(SearchError, ValueError):
    """A vocabulary file that does not follow the documented format."""


def _is_katakana(ch: str) -> bool:
    return "ァ" <= ch <= "ヴ" or ch == "ー"


def says(normalized_query: str, phrase: str) -> bool:
    """Whether `phrase` occurs in the query as a phrase of its own: a phrase that starts (ends) with
    katakana does not match inside a longer katakana word, so ``プレイ`` is not found in
    ``プレイヤー`` and ``アタック`` not in ``ダブルアタック``."""
    start = normalized_query.find(phrase)
    while start >= 0:
        end = start + len(phrase)
        cut_before = start > 0 and _is_katakana(phrase[0]) and _is_katakana(normalized_query[start - 1])
        cut_after = (
            end < len(normalized_query) and _is_katakana(phrase[-1]) and _is_katakana(normalized_query[end])
        )
        if not (cut_before or cut_after):
            return True
        start = normalized_query.find(phrase, start + 1)
    return False


def _replace_phrase(normalized_query: str, phrase: str, by: str) -> str:
    """Every occurrence of `phrase` that `says` would match (not inside a longer katakana word)
    replaced by `by`."""
    out: list[str] = []
    i = 0
    while (start := normalized_query.find(phrase, i)) >= 0:
        end = start + len(phrase)
        cut_before = start > 0 and _is_katakana(phrase[0]) and _is_katakana(normalized_query[start - 1])
        cut_after = (
            end < len(normalized_query) and _is_katakana(phrase[-1]) and _is_katakana(normalized_query[end])
        )
        out.append(normalized_query[i:start])
        out.append(phrase if cut_before or cut_after else by)
        i = end
    out.append(normalized_query[i:])
    return "".join(out)


@dataclass(frozen=True, slots=True)
class Mapping_:
    say: tuple[str, ...]  # normalised player phrasings
    means: tuple[str, ...]  # rule words as printed
    # those of `means` that are the wording of the one rule deciding such a question (「1ターンに1回のみ」),
    # not everyday words: the few clauses printing them are anchored (index/phrases.py)
    rule: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameVocabulary:
    """One game's view: shared + own mappings, extra protected terms and detection markers."""

    game: str | None
    mappings: tuple[Mapping_, ...]
    terms: tuple[str, ...]
    markers: Mapping[str, float]
    # (player word, the rulebook's general word): an everyday object of the game that nearly every
    # question names but the rulebook prints in a few clauses only, read as the general word by BM25
    generic: tuple[tuple[str, str], ...] = ()

    def expand(self, query: str) -> tuple[str, ...]:
        """Rule words for the player phrasings found in `query`, minus those already in it."""
        q = normalize(query)
        out: list[str] = []
        for m in self.mappings:
            if any(says(q, s) for s in m.say):
                out.extend(w for w in m.means if normalize(w) not in q and w not in out)
        return tuple(out)

    def rule_words(self, query: str) -> tuple[str, ...]:
        """The `rule` words of the mappings whose phrasings `query` says, minus those already in it:
        only the line that names a deciding rule points to it (index/phrases.py), not another line
        that happens to list the same word among its plain rule words."""
        q = normalize(query)
        out: list[str] = []
        for m in self.mappings:
            if m.rule and any(says(q, s) for s in m.say):
                out.extend(w for w in m.rule if normalize(w) not in q and w not in out)
        return tuple(out)

    def generalize(self, query: str) -> str:
        """`query` (normalised) with each of the game's everyday object words read as its general
        word (fow 「リゾネイター」 → 「カード」), as a phrase of its own like `says` matches."""
        if not self.generic:
            return query
        q = normalize(query)
        read = q
        for word, general in self.generic:
            read = _replace_phrase(read, word, general)
        return query if read == q else read

    def restricted_to(self, printed: str) -> GameVocabulary:
        """Drop rule words that the game's (normalised) text never prints."""
        kept = []
        for m in self.mappings:
            means = tuple(w for w in m.means if normalize(w) in printed)
            if means:
                kept.append(Mapping_(m.say, means, tuple(w for w in m.rule if w in means)))
        return GameVocabulary(self.game, tuple(kept), self.terms, self.markers, self.generic)


@dataclass(frozen=True, slots=True)
class Vocabulary:
    shared: tuple[Mapping_, ...]
    games: Mapping[str, GameVocabulary]  # per-game files only (shared mappings not merged in)
    digest: str  # SHA-256 over the protected terms only: the one part that shapes a built index

    def for_book(self, book: Rulebook) -> GameVocabulary:
        """`for_game(book.game)` without the rule words that `book` never prints."""
        printed = normalize("\n".join(lexical_text(book, c) for c in book))
        return self.for_game(book.game).restricted_to(printed)

    def for_game(self, game: str | None) -> GameVocabulary:
        if game is None:
            return GameVocabulary(None, self.shared, (), MappingProxyType({}))
        own = self.games.get(game)
        if own is None:
            return GameVocabulary(game, self.shared, (), MappingProxyType({}))
        return GameVocabulary(game, own.mappings + self.shared, own.terms, own.markers, own.generic)


def _strings(value: object, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) and v for v in value):
        return tuple(value)
    raise VocabularyError(f"{where}: expected a string or a list of non-empty strings, got {value!r}")


def parse_vocabulary_file(data: Mapping[str, object], where: str, game: str | None) -> GameVocabulary:
    allowed = {"map", "terms", "markers", "game", "generic"}
    unknown = set(data) - allowed
    if unknown:
        raise VocabularyError(f"{where}: unknown keys {sorted(unknown)}")
    mappings = []
    raw_maps = data.get("map", [])
    if not isinstance(raw_maps, list):
        raise VocabularyError(f"{where}: [[map]] must be an array of tables")
    for i, entry in enumerate(raw_maps):
        if not isinstance(entry, dict) or set(entry) - {"say", "means", "rule", "note"}:
            raise VocabularyError(
                f"{where}: map #{i + 1} needs only say, means and an optional rule and note"
            )
        say = tuple(normalize(s) for s in _strings(entry.get("say"), f"{where} map #{i + 1} say"))
        means = _strings(entry.get("means"), f"{where} map #{i + 1} means")
        rule = _strings(entry["rule"], f"{where} map #{i + 1} rule") if "rule" in entry else ()
        if set(rule) - set(means):
            raise VocabularyError(f"{where}: map #{i + 1} rule words must be among its means")
        mappings.append(Mapping_(say, means, rule))
    terms = _strings(data.get("terms", []), f"{where} terms") if data.get("terms") else ()
    raw_markers = data.get("markers", {})
    if not isinstance(raw_markers, dict) or not all(isinstance(v, int | float) for v in raw_markers.values()):
        raise VocabularyError(f"{where}: markers must map words to numbers")
    markers = MappingProxyType({normalize(k): float(v) for k, v in raw_markers.items()})
    raw_generic = data.get("generic", {})
    if not isinstance(raw_generic, dict) or not all(isinstance(v, str) and v for v in raw_generic.values()):
        raise VocabularyError(f"{where}: generic must map words to their general word")
    generic = tuple((normalize(k), normalize(v)) for k, v in raw_generic.items() if k)
    return GameVocabulary(game, tuple(mappings), terms, markers, generic)


def load_vocabulary(directory: Path = VOCAB_DIR, games: Iterable[str] = ()) -> Vocabulary:
    """Read ``shared.toml`` and ``<game>.toml`` for each game (a missing game file is allowed)."""
    shared_path = directory / "shared.toml"
    shared_bytes = shared_path.read_bytes()
    shared = parse_vocabulary_file(tomllib.loads(shared_bytes.decode("utf-8")), str(shared_path), None)
    per_game: dict[str, GameVocabulary] = {}
    for game in games:
        path = directory / f"{game}.toml"
        if not path.is_file():
            continue
        raw = path.read_bytes()
        per_game[game] = parse_vocabulary_file(tomllib.loads(raw.decode("utf-8")), str(path), game)
    h = hashlib.sha256()
    for game in sorted(per_game):
        h.update(game.encode() + b"\0" + "\0".join(sorted(per_game[game].terms)).encode() + b"\1")
    return Vocabulary(shared.mappings, MappingProxyType(per_game), h.hexdigest())
