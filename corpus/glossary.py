"""Terms the rulebooks define, and where their clauses use them.

A term is defined in one of three printed shapes:

- a bold lead-in in a rule sentence: ``**プレイヤー**: ゲームに参加している人です。`` (NSK 105.x);
- a heading under a terminology chapter: ``1300 ゲーム上の用語`` → ``1308 ドロー``, ``1400 キーワード能力``
  → ``1402 インターラプト/インターラプト・カイゼン``, onepiece ``10-1 キーワード効果`` → ``10-1-4
  【ブロッカー】``, sve ``12 キーワードとキーワード能力`` → ``12.8 守護``, fow ``10 ゲーム上の行動`` →
  ``10.6 ダメージを与える``;
- a prefixed heading anywhere: ``13.2.1 特定表記:コンボ``.

A heading such as ``選ぶ/探す`` or ``ターンプレイヤーと非ターンプレイヤー`` names several terms; the first
is the entry and the others are its aliases. Lookups fold width, case, hiragana/katakana and brackets,
then fall back to string similarity.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from corpus.ids import is_within
from corpus.model import Clause, Rulebook, Scheme

# Chapter/section titles whose heading children are terms.
_SECTION_TITLE = re.compile(r"用語|キーワード|特定表記|ゲーム上の行動|アイコンクラフト")
# Headings that are a term by their prefix wherever they are.
_TERM_PREFIX = re.compile(r"^(?:特定表記|キーワード能力|キーワード)\s*[:：]\s*")
_NOT_TERMS = frozenset({"概要"})
_BOLD_LEAD = re.compile(r"^\*\*(?P<term>[^*]{1,40})\*\*\s*[:：]")
_PLACEHOLDER = re.compile(r"[(（][^)）]*[)）]")
_BRACKETS = str.maketrans("", "", "【】「」『』〈〉<>[]“”\"'‘’ ・")
# Dashes typed for the long-vowel mark ー after katakana (``ドロ―``, ``ブロッカ-``).
_LONG_VOWEL_LOOKALIKES = re.compile(r"(?<=[ァ-ヺ])[-‐‑‒–—―−~〜～]")
FUZZY_CUTOFF = 0.6


@dataclass(frozen=True, slots=True)
class Term:
    """One defined term: `definition` is verbatim clause text (the defining sentence, or the
    sentences directly under the defining heading, one per line)."""

    game: str
    term: str
    clause_ids: tuple[str, ...]
    definition: str
    aliases: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.term, *self.aliases)

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "term": self.term,
            "clause_ids": list(self.clause_ids),
            "definition": self.definition,
            "aliases": list(self.aliases),
        }


@dataclass(frozen=True, slots=True)
class TermUse:
    """A term printed in a clause's text: ``text[start:end]`` links to `term`."""

    start: int
    end: int
    term: Term


def fold(text: str) -> str:
    """The lookup key: NFKC, lower case, hiragana as katakana, no brackets, dots or spaces."""
    s = unicodedata.normalize("NFKC", text).lower()
    s = "".join(chr(ord(ch) + 0x60) if "ぁ" <= ch <= "ゖ" else ch for ch in s)
    return _LONG_VOWEL_LOOKALIKES.sub("ー", s).translate(_BRACKETS)


def _is_hiragana_only(text: str) -> bool:
    return all("ぁ" <= ch <= "ゖ" or ch in "ー" for ch in text)


def _is_hiragana(ch: str) -> bool:
    return "ぁ" <= ch <= "ゖ"


def _clean(name: str) -> str:
    """``ジツ: (数値)`` → ``ジツ``; ``【ブロッカー】`` → ``ブロッカー``; placeholders only when a word
    is left (``(種類)にする`` stays as printed)."""
    s = name.strip().strip("【】「」")
    stripped = _PLACEHOLDER.sub("", s).strip().rstrip(":：").strip()
    if stripped and not _is_hiragana_only(stripped) and any(ch.isalnum() for ch in stripped):
        return stripped
    return s


def names_of(heading: str) -> tuple[str, ...]:
    """The terms a heading names, first the entry: ``選ぶ/探す`` → (選ぶ, 探す)."""
    base = _TERM_PREFIX.sub("", heading.strip())
    parts = [p for p in re.split(r"\s*[/／]\s*", base) if p.strip()]
    out: list[str] = []
    for part in parts:
        pieces = part.split("と")
        # ``支配と支配者``/``ターンプレイヤーと非ターンプレイヤー`` name two terms; ``ひとつ`` does not
        # (a word ending in the long-vowel mark ー is not hiragana: ``…プレイヤーと…``)
        joined_by_particle = (
            len(pieces) == 2
            and all(len(p) >= 2 for p in pieces)
            and not _is_hiragana(pieces[0][-1])
            and not _is_hiragana(pieces[1][0])
        )
        if joined_by_particle:
            out.extend(_clean(p) for p in pieces)
        else:
            out.append(_clean(part))
    seen: list[str] = []
    for name in out:
        if name and any(ch.isalnum() for ch in name) and name not in seen:
            seen.append(name)
    return tuple(seen)


@dataclass(slots=True)
class _Draft:
    term: str
    clause_ids: list[str]
    definition: str
    aliases: list[str] = field(default_factory=list)


def _definition_of(book: Rulebook, clause: Clause) -> str:
    if clause.text:
        return clause.text
    return "\n".join(book.clauses[c].text for c in clause.children if book.clauses[c].text)


def _defining_clauses(book: Rulebook) -> Iterator[tuple[Clause, tuple[str, ...]]]:
    """Each defining clause with the names it defines, in document order."""
    sections: set[str] = set()
    for clause in book:
        bold = _BOLD_LEAD.match(clause.text)
        if bold is not None:
            names = names_of(bold.group("term"))
            if names:
                yield clause, (*names, bold.group("term")) if bold.group("term") not in names else names
            continue
        if not clause.title:
            continue
        under_section = clause.parent in sections
        if _SECTION_TITLE.search(clause.title) and not _TERM_PREFIX.match(clause.title):
            has_headings = any(book.clauses[c].title for c in clause.children)
            if has_headings and (clause.parent is None or under_section or _is_category(book, clause)):
                sections.add(clause.id)
                continue
        if clause.title in _NOT_TERMS:
            continue
        if under_section and _is_category(book, clause):
            sections.add(clause.id)  # ``13.2 エルフ`` groups ``13.2.1 特定表記:コンボ``
            continue
        if under_section or _TERM_PREFIX.match(clause.title):
            names = names_of(clause.title)
            if names:
                full = clause.title.strip()
                yield clause, names if full in names else (*names, full)


def _is_category(book: Rulebook, clause: Clause) -> bool:
    """A heading whose children are headings of their own (a group of terms, not a term)."""
    kids = [book.clauses[c] for c in clause.children]
    return bool(kids) and all(k.title for k in kids) and not clause.text


@dataclass(frozen=True, slots=True)
class Glossary:
    """The terms of one rulebook, in the order they are first defined."""

    game: str
    scheme: Scheme
    terms: tuple[Term, ...]
    _by_key: Mapping[str, Term]
    _linker: re.Pattern[str] | None

    def __len__(self) -> int:
        return len(self.terms)

    def __iter__(self) -> Iterator[Term]:
        return iter(self.terms)

    def get(self, name: str) -> Term | None:
        """The term with this name or alias (folded), or None."""
        return self._by_key.get(fold(name))

    def suggest(self, name: str, limit: int = 5, cutoff: float = FUZZY_CUTOFF) -> tuple[Term, ...]:
        """Terms whose names are close to `name`, best first (containment counts as close)."""
        key = fold(name)
        if not key:
            return ()
        picked: list[Term] = []
        for match in difflib.get_close_matches(key, list(self._by_key), n=limit * 3, cutoff=cutoff):
            term = self._by_key[match]
            if term not in picked:
                picked.append(term)
        if len(key) >= 2:
            for k, term in self._by_key.items():
                if (key in k or k in key) and len(k) >= 2 and term not in picked:
                    picked.append(term)
        return tuple(picked[:limit])

    def find(self, name: str) -> tuple[Term | None, bool]:
        """The term for `name` and whether it matched exactly; a fuzzy match only when close."""
        exact = self.get(name)
        if exact is not None:
            return exact, True
        close = self.suggest(name, limit=1, cutoff=0.75)
        return (close[0], False) if close else (None, False)

    def defines(self, term: Term, clause: Clause) -> bool:
        """Whether `clause` is (inside) one of the clauses defining `term`."""
        return any(is_within(self.scheme, clause.id, cid) for cid in term.clause_ids)

    def uses(self, clause: Clause, text: str | None = None) -> tuple[TermUse, ...]:
        """The first printed occurrence of each term in `text` (default: the clause text), except
        for terms this clause helps define; longer names win over names inside them."""
        body = clause.text if text is None else text
        if self._linker is None or not body:
            return ()
        found: list[TermUse] = []
        seen: set[str] = set()
        for m in self._linker.finditer(body):
            term = self._by_key.get(fold(m.group()))
            if term is None or term.term in seen or not _standalone(body, m.start(), m.end()):
                continue
            seen.add(term.term)
            if not self.defines(term, clause):
                found.append(TermUse(m.start(), m.end(), term))
        return tuple(found)


def _script(ch: str) -> str:
    if "ァ" <= ch <= "ヺ" or ch == "ー":
        return "katakana"
    if "\u4e00" <= ch <= "\u9fff" or ch in "々〆":
        return "kanji"
    return ""


def _standalone(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a word of its own and not a piece of a longer katakana or kanji
    compound: ``メイン`` of ``メインフェイズ``, ``カウンター`` of ``カウンター・ステップ``, ``効果`` of
    ``持続効果`` name something else than the keyword or term."""
    first, last = _script(text[start]), _script(text[end - 1])
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    if first and before and _script(before) == first:
        return False
    if last and after and _script(after) == last:
        return False
    if last == "katakana" and after == "・" and _script(text[end + 1 : end + 2] or " ") == "katakana":
        return False
    return not (
        first == "katakana" and before == "・" and _script(text[start - 2 : start - 1] or " ") == "katakana"
    )


def _link_names(term: Term) -> tuple[str, ...]:
    """The printed forms that link to `term`. A keyword printed in brackets (``【カウンター】``) links
    only in brackets: bare, the word names something else (onepiece 2-10 the counter value)."""
    if f"【{term.term}】" in term.aliases:
        return tuple(n for n in term.names if n != term.term)
    return term.names


def _linkable(name: str) -> bool:
    # one-character words (場, 殺) and kana-only verbs (なる) would link ordinary prose
    return len(name) >= 2 and not _is_hiragana_only(name) and "(" not in name and "(" not in name


def build_glossary(book: Rulebook) -> Glossary:
    """Extract the terms `book` defines."""
    drafts: dict[str, _Draft] = {}  # by the folded entry name
    for clause, names in _defining_clauses(book):
        entry = drafts.get(fold(names[0]))
        if entry is None:
            entry = drafts[fold(names[0])] = _Draft(names[0], [], _definition_of(book, clause))
        if clause.id not in entry.clause_ids:
            entry.clause_ids.append(clause.id)
        entry.aliases.extend(n for n in names[1:] if n != entry.term and n not in entry.aliases)
    by_key = dict(drafts)
    for draft in drafts.values():
        for alias in draft.aliases:
            # an entry name wins over another entry's alias (``1333 失う`` over ``サポートを得る/失う``)
            by_key.setdefault(fold(alias), draft)
    terms = {
        d.term: Term(book.game, d.term, tuple(d.clause_ids), d.definition, tuple(d.aliases))
        for d in drafts.values()
    }
    keys = {k: terms[d.term] for k, d in by_key.items() if k}
    surfaces = sorted(
        {n for t in terms.values() for n in _link_names(t) if _linkable(n)}, key=lambda n: (-len(n), n)
    )
    linker = re.compile("|".join(re.escape(s) for s in surfaces)) if surfaces else None
    return Glossary(book.game, book.info.scheme, tuple(terms.values()), MappingProxyType(keys), linker)


def build_glossaries(books: Iterable[Rulebook]) -> Mapping[str, Glossary]:
    return MappingProxyType({book.game: build_glossary(book) for book in books})
