"""Loading rulebooks: verify sources, parse, derive children, resolve references, backlinks."""

from __future__ import annotations

import hashlib
import importlib
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

from corpus.errors import ClauseNotFound, CorpusError, SourceChecksumMismatch, UnknownGame
from corpus.model import Clause, GameInfo, Rulebook, Scheme, SourceSpan
from corpus.parsers.base import Parser, ParseResult

CORPUS_DIR = Path(__file__).resolve().parent

# game id -> module under corpus.parsers providing ``parse``
_PARSER_MODULES: Mapping[str, str] = {
    "ninjaslayer": "corpus.parsers.nsk",
    "kiseki": "corpus.parsers.nsk",
    "fow": "corpus.parsers.fow",
    "onepiece": "corpus.parsers.onepiece",
    "sve": "corpus.parsers.sve",
}


def read_games(root: Path = CORPUS_DIR) -> tuple[GameInfo, ...]:
    """Game metadata from ``games.toml`` in document-listing order."""
    with (root / "games.toml").open("rb") as fh:
        data = tomllib.load(fh)
    infos = []
    for g in data["game"]:
        infos.append(
            GameInfo(
                id=g["id"],
                title=g["title"],
                version=g.get("version"),
                updated=g.get("updated"),
                effective=g.get("effective"),
                scheme=Scheme(g["scheme"]),
                source_file=g["source"],
                sha256=g["sha256"],
                short_name=g.get("short_name", g["title"]),
            )
        )
    return tuple(infos)


def read_source(info: GameInfo, root: Path = CORPUS_DIR) -> str:
    """The verified source text of one game (raises on a checksum mismatch)."""
    path = root / info.source_file
    data = path.read_bytes()
    actual = hashlib.sha256(data).hexdigest()
    if actual != info.sha256:
        raise SourceChecksumMismatch(info.id, str(path), info.sha256, actual)
    return data.decode("utf-8")


def parser_for(game: str) -> Parser:
    module = importlib.import_module(_PARSER_MODULES[game])
    parse: Parser = module.parse
    return parse


def build_rulebook(info: GameInfo, result: ParseResult) -> Rulebook:
    """Freeze parsed clauses, derive children, extract and resolve references, compute backlinks."""
    from corpus.refs import extract_refs  # local: refs depends on ids which depends on model only

    raw_by_id = {}
    for rc in result.clauses:
        if rc.id in raw_by_id:
            raise CorpusError(f"{info.id}: clause {rc.id} parsed twice (lines {rc.lines[:1]})")
        raw_by_id[rc.id] = rc
    children: dict[str, list[str]] = {rc.id: [] for rc in result.clauses}
    for rc in result.clauses:
        if rc.parent is not None:
            if rc.parent not in children:
                raise CorpusError(f"{info.id}: clause {rc.id} has unknown parent {rc.parent}")
            children[rc.parent].append(rc.id)
    known = frozenset(raw_by_id)
    clauses: dict[str, Clause] = {}
    backlinks: dict[str, list[str]] = {}
    for rc in result.clauses:
        refs = extract_refs(info.id, info.scheme, rc.id, rc.text, tuple(rc.examples), known)
        for r in refs:
            if r.target is not None and r.target != rc.id:
                backlinks.setdefault(r.target, [])
                if rc.id not in backlinks[r.target]:
                    backlinks[r.target].append(rc.id)
        lines = tuple(sorted(rc.lines))
        clauses[rc.id] = Clause(
            game=info.id,
            id=rc.id,
            parent=rc.parent,
            title=rc.title,
            text=rc.text,
            examples=tuple(rc.examples),
            children=tuple(children[rc.id]),
            refs=tuple(refs),
            span=SourceSpan(lines[0], lines[-1]) if lines else SourceSpan(0, 0),
            lines=lines,
            printed_id=rc.printed_id or rc.id,
        )
    return Rulebook(
        info=info,
        clauses=MappingProxyType(clauses),
        meta=result.meta,
        referenced_by=MappingProxyType({k: tuple(v) for k, v in backlinks.items()}),
    )


def load_rulebook(info: GameInfo, root: Path = CORPUS_DIR) -> Rulebook:
    text = read_source(info, root)
    return build_rulebook(info, parser_for(info.id)(text.splitlines()))


@dataclass(frozen=True, slots=True)
class Corpus:
    """All rulebooks, keyed by game id, in games.toml order."""

    books: Mapping[str, Rulebook]

    @property
    def games(self) -> tuple[str, ...]:
        return tuple(self.books)

    def __iter__(self) -> Iterator[Rulebook]:
        return iter(self.books.values())

    def book(self, game: str) -> Rulebook:
        """The rulebook of a game id or of a name people type for it (`op`, `ワンピース`, corpus.names)."""
        found = self.books.get(game)
        if found is not None:
            return found
        from corpus.names import default_names

        names = default_names().restricted(self.games)
        resolved = names.resolve(game)
        if resolved is not None:
            return self.books[resolved]
        raise UnknownGame(game, self.games, names.suggest(game))

    def clause(self, game: str, raw_id: str) -> Clause:
        """Look a clause up by what a person typed (normalised per the game's scheme)."""
        from corpus.ids import normalize_id, suggest

        book = self.book(game)
        cid = normalize_id(book.info.scheme, raw_id, game=book.game)
        try:
            return book.clauses[cid]
        except KeyError:
            raise ClauseNotFound(book.game, cid, suggest(book, cid)) from None

    def all_clauses(self) -> Iterator[Clause]:
        for book in self.books.values():
            yield from book.clauses.values()


def load_corpus(root: Path = CORPUS_DIR) -> Corpus:
    return Corpus(MappingProxyType({info.id: load_rulebook(info, root) for info in read_games(root)}))


@lru_cache(maxsize=1)
def default_corpus() -> Corpus:
    """The packaged corpus, parsed once per process."""
    return load_corpus()
