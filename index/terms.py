"""Text normalisation and the per-game term dictionary.

Game terms (【ブロッカー】, ‘アンタイ・オジギ’, ドン!!, 工作力, katakana compounds, bold ``**terms**``) are
protected before Sudachi sees the text: a longest-match pass cuts them out as single segments, which is
simpler and more predictable than a compiled Sudachi user dictionary. Keys are normalised with
`normalize` (NFKC, lower-case ASCII, and ``・`` dropped between katakana) so that ``ダメージゾーン`` typed by
a player meets ``ダメージ・ゾーン`` as printed.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from corpus.model import Clause

_KATA = "ァ-ヴー"
_DOT_BETWEEN_KATAKANA = re.compile(rf"(?<=[{_KATA}])[・･](?=[{_KATA}])")
_SPACES = re.compile(r"\s+")

_BRACKETED = re.compile(r"【([^】\n]{1,20})】")
_QUOTED = re.compile(r"‘([^’\n]{1,20})’")
_BOLD = re.compile(r"\*\*([^*\n]{1,20})\*\*")
_BANG = re.compile(rf"[{_KATA}]{{2,}}!!")
_KATAKANA_COMPOUND = re.compile(rf"[{_KATA}]+(?:[・･][{_KATA}]+)+")
_KATAKANA_RUN = re.compile(rf"[{_KATA}]{{3,}}")
# Quoted phrases are often verbs or whole sentences (‘選ぶ’, ‘追加ターンを行なう’); keep only noun-like ones.
_NOUN_LIKE = re.compile(rf"^[{_KATA}・ー\u4e00-\u9fffA-Za-z0-9!]+$")
# A heading short enough to be a term (``208. 工作力``), made only of kanji/katakana/latin.
_TITLE_TERM = re.compile(rf"^[{_KATA}・\u4e00-\u9fffA-Za-z!]{{2,10}}$")


def normalize(text: str) -> str:
    """NFKC, lower-case ASCII, ``・`` between katakana removed, whitespace collapsed."""
    s = unicodedata.normalize("NFKC", text)
    s = _DOT_BETWEEN_KATAKANA.sub("", s)
    s = "".join(ch.lower() if ch.isascii() else ch for ch in s)
    return _SPACES.sub(" ", s).strip()


def candidate_terms(text: str) -> Iterator[str]:
    """Raw term candidates printed in one piece of rule text (not yet normalised)."""
    for pattern in (_BRACKETED, _QUOTED, _BOLD):
        for m in pattern.finditer(text):
            inner = m.group(1).strip()
            if _NOUN_LIKE.match(inner):
                yield inner
    yield from (m.group(0) for m in _BANG.finditer(text))
    yield from (m.group(0) for m in _KATAKANA_COMPOUND.finditer(text))


@dataclass(frozen=True, slots=True)
class TermDictionary:
    """Normalised game terms matched longest-first in normalised text."""

    terms: frozenset[str]
    _pattern: re.Pattern[str] | None

    @classmethod
    def of(cls, terms: Iterable[str]) -> TermDictionary:
        keys = frozenset(k for k in (normalize(t) for t in terms) if len(k) >= 2)
        if not keys:
            return cls(keys, None)
        # Sorted longest first: the regex alternation takes the first alternative that matches.
        alternatives = sorted(keys, key=lambda k: (-len(k), k))
        pattern = re.compile("|".join(re.escape(k) for k in alternatives))
        return cls(keys, pattern)

    def segments(self, normalized_text: str) -> Iterator[tuple[str, bool]]:
        """Split normalised text into ``(segment, is_term)`` pieces, terms longest-match first."""
        if self._pattern is None:
            if normalized_text:
                yield normalized_text, False
            return
        pos = 0
        for m in self._pattern.finditer(normalized_text):
            if self._splits_katakana_word(normalized_text, m.start(), m.end()):
                continue
            if m.start() > pos:
                yield normalized_text[pos : m.start()], False
            yield m.group(0), True
            pos = m.end()
        if pos < len(normalized_text):
            yield normalized_text[pos:], False

    @staticmethod
    def _splits_katakana_word(text: str, start: int, end: int) -> bool:
        """True when a pure-katakana term would cut a longer katakana word (``ターン`` in ``リターン``)."""
        term = text[start:end]
        if not all(_is_katakana(c) for c in term):
            return False
        before = start > 0 and _is_katakana(text[start - 1])
        return before and not term.startswith("ー")


def _is_katakana(ch: str) -> bool:
    return "ァ" <= ch <= "ヴ" or ch == "ー"


def derive_terms(clauses: Iterable[Clause], extra: Iterable[str] = ()) -> TermDictionary:
    """The term dictionary of one game: printed markers, short headings, repeated katakana words."""
    found: set[str] = set(extra)
    runs: Counter[str] = Counter()
    for clause in clauses:
        if clause.title and _TITLE_TERM.match(unicodedata.normalize("NFKC", clause.title)):
            found.add(clause.title)
        for part in (clause.title, clause.text, *clause.examples):
            found.update(candidate_terms(part))
            runs.update(m.group(0) for m in _KATAKANA_RUN.finditer(normalize(part)))
    # A katakana word printed at least twice is a game word Sudachi may not know (ウケミ, カイゼン).
    found.update(run for run, n in runs.items() if n >= 2 and len(run) >= 3)
    return TermDictionary.of(found)
