"""The names people type for a game: ids, titles, short names and the aliases in games.toml.

`op`, `ワンピース`, `One Piece`, `ＯＮＥ　ＰＩＥＣＥ`, `shadowverse` and `シャドバ` all name a game; a
miss (`onepice`, `ワンピス`) gets suggestions. Every surface (API, browse UI, CLI ``--game``, MCP)
resolves names through `Corpus.book`, which uses this module, so they agree.
"""

from __future__ import annotations

import difflib
import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

CORPUS_DIR = Path(__file__).resolve().parent
# spaces, dashes, dots and punctuation people put in (or leave out of) a game's name
_NOISE = re.compile(r"[\s\-_‐‑‒–—―・･.,:;!?'\"’”“()（）【】「」『』!!]+")
# difflib ratio a typed name needs to be suggested (onepice → onepiece 0.93, ワンピス → ワンピース 0.89)
SUGGEST_CUTOFF = 0.6


def fold(name: str) -> str:
    """A name as compared: NFKC width, case, hiragana as katakana, without spaces and punctuation."""
    text = unicodedata.normalize("NFKC", name).casefold()
    text = "".join(chr(ord(ch) + 0x60) if "ぁ" <= ch <= "ゖ" else ch for ch in text)
    # removing a space can join a combining mark to the letter before it: compose once more
    return unicodedata.normalize("NFKC", _NOISE.sub("", text))


@dataclass(frozen=True, slots=True)
class GameNames:
    """Folded name → game id, for the games in `ids` (games.toml order)."""

    ids: tuple[str, ...]
    by_key: Mapping[str, str]
    aliases: Mapping[str, tuple[str, ...]]  # game id → the aliases as written in games.toml

    def resolve(self, name: str) -> str | None:
        """The game id `name` stands for, or None."""
        if name in self.ids:
            return name
        return self.by_key.get(fold(name)) if len(name) <= 100 else None

    def suggest(self, name: str, limit: int = 3) -> tuple[str, ...]:
        """Game ids whose names are close to `name` (typos) or contain it / are contained in it."""
        key = fold(name[:100])
        if not key:
            return ()
        found: list[str] = []
        for match in difflib.get_close_matches(key, list(self.by_key), n=limit * 4, cutoff=SUGGEST_CUTOFF):
            found.append(self.by_key[match])
        if len(key) >= 2:
            found.extend(g for k, g in self.by_key.items() if key in k or (len(k) >= 2 and k in key))
        return tuple(dict.fromkeys(found))[:limit]

    def restricted(self, games: Iterable[str]) -> GameNames:
        """The same names for only these games (a test corpus may hold fewer)."""
        keep = tuple(g for g in games)
        if keep == self.ids:
            return self
        return GameNames(
            ids=keep,
            by_key=MappingProxyType({k: g for k, g in self.by_key.items() if g in keep}),
            aliases=MappingProxyType({g: a for g, a in self.aliases.items() if g in keep}),
        )


def build_names(entries: Iterable[Mapping[str, object]]) -> GameNames:
    """Names from games.toml entries: id, title, short_name and `aliases`. An id always wins over
    another game's alias; otherwise the first game to claim a folded name keeps it."""
    rows = list(entries)
    ids = tuple(str(e["id"]) for e in rows)
    by_key: dict[str, str] = {fold(g): g for g in ids}
    aliases: dict[str, tuple[str, ...]] = {}
    for e in rows:
        game = str(e["id"])
        listed = e.get("aliases", [])
        names = tuple(str(a) for a in listed) if isinstance(listed, list) else ()
        aliases[game] = names
        for name in (str(e.get("title", "")), str(e.get("short_name", "")), *names):
            key = fold(name)
            if key:
                by_key.setdefault(key, game)
    return GameNames(ids, MappingProxyType(by_key), MappingProxyType(aliases))


def read_names(root: Path = CORPUS_DIR) -> GameNames:
    with (root / "games.toml").open("rb") as fh:
        data = tomllib.load(fh)
    return build_names(data["game"])


@lru_cache(maxsize=1)
def default_names() -> GameNames:
    """The packaged games' names (reads games.toml only: no rulebook is parsed)."""
    return read_names()


def accepted_text(names: GameNames) -> str:
    """One line saying what a game argument accepts, for error messages."""
    examples = [a for g in names.ids for a in names.aliases.get(g, ())[:1]]
    more = f" (or a name such as {', '.join(examples)})" if examples else ""
    return ", ".join(names.ids) + more
