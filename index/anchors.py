"""Term-anchored retrieval: a game term the question names brings the clauses that define it.

Questions that name a keyword next to words about attacks, leaders or life (「【突進】持ちで相手のリーダーへ
攻撃できる?」, 「ダブルアタック持ちでリーダーを叩いたらライフは何枚?」) were answered by the general attack
and damage rules: every clause about attacking shares those words, and the one sentence that says what
the keyword changes is outvoted. The glossary (`corpus.glossary`) knows where each term is defined, so
the defining clause and the sub-clauses under it (the effect) form a ranking of their own that
`index.fusion.fuse` adds to the lexical and semantic ones. It is not forced first: a clause the other
retrievers rank low stays low among the anchored ones, and a question about something else keeps its
order.

Everything comes from data:

* the names: the glossary's entry and aliases (brackets dropped, placeholders like ``(数値)`` left
  out), their ``…する`` stems (``シャッフルする`` → ``シャッフル``), and the player phrasings of the
  vocabulary files (``index/data/vocab``) whose first rule word is one of those names
  (``ダブアタ`` → 【ダブルアタック】);
* which terms anchor at all: a name is an anchor only when its rulebook prints it, as a word of its
  own, in at most `max_uses` clauses outside the term's own definition. A keyword (突進, ダブルアタック,
  サツバツ) is printed where it is defined and in a handful of rules; a general word (プレイヤー, 効果,
  攻撃, ダメージ) in dozens, where one definition among its many uses is no better a candidate than what
  the retrievers find.

A name is matched in the question with hiragana read as katakana, width and case folded and brackets
ignored; a name that starts (ends) with katakana does not match inside a longer katakana word
(``アタック`` in ``ダブルアタック``), as the vocabulary's phrases do not (`index.vocab.says`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from corpus.glossary import Glossary, Term, build_glossary
from corpus.ids import is_within
from corpus.model import Rulebook
from index.analysis import sudachi_tokenizers
from index.vocab import GameVocabulary

_KATA_LOW, _KATA_HIGH = "ァ", "ヺ"
_BRACKETS = "【】「」『』〈〉<>[]“”\"'‘’"
# Dashes typed for the long-vowel mark ー after katakana (``ブロッカ-``), read as `corpus.glossary.fold` does.
_LONG_VOWEL_LOOKALIKES = frozenset("-‐‑‒–—―−~〜～")
# Placeholders and symbols: a pattern, not a word (``(数値)``, ``ドン!!×○``, ``N 枚までを``).
_PATTERN_NAME = re.compile(r"[()()○〇×+\-−〜~]|^\s*[A-Za-z]\s|\s")
_MIN_LEN = 2
_MAX_OTHER_BOOKS = 1  # a name more other rulebooks print is a general card-game word
_KANJI_WORD = re.compile(r"[\u4e00-\u9fff々ぁ-んァ-ヺー]+")
_MIN_READING = 3  # a shorter reading (シン, カイ) is a piece of too many kana words


def _is_katakana(ch: str) -> bool:
    return _KATA_LOW <= ch <= _KATA_HIGH or ch == "ー"


def _is_hiragana(ch: str) -> bool:
    return "ぁ" <= ch <= "ゖ"


def base_text(text: str) -> str:
    """NFKC with brackets and ``・`` read as spaces' absence: the text names are matched in, one
    character per character of the folded key (`fold_chars`)."""
    s = unicodedata.normalize("NFKC", text)
    return "".join(ch for ch in s if ch not in _BRACKETS and ch != "・")


def fold_chars(base: str) -> str:
    """`base` with hiragana as katakana, ASCII lower-cased and dash lookalikes after katakana as ``ー``;
    same length as `base`, so a match's span is also a span of `base`."""
    out: list[str] = []
    for ch in base:
        if _is_hiragana(ch):
            out.append(chr(ord(ch) + 0x60))
        elif ch in _LONG_VOWEL_LOOKALIKES and out and _is_katakana(out[-1]):
            out.append("ー")
        else:
            out.append(ch.lower() if ch.isascii() else ch)
    return "".join(out)


def name_key(name: str) -> str:
    return fold_chars(base_text(name)).strip()


def _stands_alone(base: str, start: int, end: int, key: str) -> bool:
    """A katakana-edged name is not a piece of a longer katakana word of `base` (hiragana around a
    katakana name is a particle, not part of the word)."""
    if _is_katakana(key[0]) and start > 0 and _is_katakana(base[start - 1]):
        return False
    return not (_is_katakana(key[-1]) and end < len(base) and _is_katakana(base[end]))


def _occurrences(
    pattern: re.Pattern[str], lengths: tuple[int, ...], keys: Mapping[str, object], text: str
) -> Iterator[str]:
    """The keys found in `text`, longest first at each place and without overlaps, each a word of
    its own. `lengths` are the keys' lengths, longest first."""
    base = base_text(text)
    folded = fold_chars(base)
    pos = 0
    while (m := pattern.search(folded, pos)) is not None:
        start = m.start()
        found = None
        for length in lengths:
            piece = folded[start : start + length]
            if piece in keys and _stands_alone(base, start, start + length, piece):
                found = piece
                break
        if found is None:
            pos = start + 1
            continue
        yield found
        pos = start + len(found)


def _compile(keys: Iterable[str]) -> tuple[re.Pattern[str] | None, tuple[int, ...]]:
    ordered = sorted(set(keys), key=lambda k: (-len(k), k))
    lengths = tuple(sorted({len(k) for k in ordered}, reverse=True))
    return (re.compile("|".join(re.escape(k) for k in ordered)) if ordered else None), lengths


def _is_noun(name: str) -> bool:
    """A name that can anchor: two characters or more, no placeholder, and not ending in kana
    inflection. Instruction headings (引く, 捨てる, 公開する, 元の) are everyday verbs in a player's
    question, said of far more than the instruction; keywords and game nouns (突進, ダブルアタック,
    除外, 登場時, KO) are not."""
    return len(name) >= _MIN_LEN and not _PATTERN_NAME.search(name) and not _is_hiragana(name[-1])


def _reading(name: str) -> str:
    """The katakana reading of a name with kanji (突進 → トッシン), or "" for a name without."""
    if not _KANJI_WORD.fullmatch(name) or not any("\u4e00" <= ch <= "\u9fff" for ch in name):
        return ""
    tokenizer, _ = sudachi_tokenizers()
    return "".join(m.reading_form() for m in tokenizer.tokenize(name))


def _names(term: Term) -> list[str]:
    """Folded names of `term` that can anchor: entry first, then aliases, brackets dropped."""
    out: list[str] = []
    for name in term.names:
        plain = base_text(name).strip()
        # 「元々の」 (onepiece 4-9) is its noun 元々 with the attributive の: the noun anchors, as a
        # keyword does (a one-character stem, sve's 元の, stays out: `_MIN_LEN`)
        for form in (plain, plain[:-1] if plain.endswith("の") else ""):
            key = fold_chars(form)
            if form and _is_noun(form) and key not in out:
                out.append(key)
    return out


@dataclass(frozen=True, slots=True)
class AnchorTerm:
    """One anchoring term: its entry name and the clauses with text that define it, in order."""

    term: str
    clause_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TermAnchors:
    """The anchoring names of one rulebook and the clauses each term brings. A name in `bracketed`
    anchors only when the question writes it in brackets (onepiece 【カウンター】: bare, カウンター is a
    card's counter value, 2-10)."""

    game: str
    names: Mapping[str, AnchorTerm]  # folded name → term
    bracketed: Mapping[str, AnchorTerm]
    _pattern: re.Pattern[str] | None
    _lengths: tuple[int, ...]

    @classmethod
    def of(
        cls, game: str, names: Mapping[str, AnchorTerm], bracketed: Mapping[str, AnchorTerm]
    ) -> TermAnchors:
        pattern, lengths = _compile(names)
        return cls(game, MappingProxyType(dict(names)), MappingProxyType(dict(bracketed)), pattern, lengths)

    def terms_in(self, query: str) -> tuple[AnchorTerm, ...]:
        """The anchoring terms `query` names, in the order it names them, each once."""
        out: list[AnchorTerm] = []
        if self._pattern is not None:
            for key in _occurrences(self._pattern, self._lengths, self.names, query):
                if self.names[key] not in out:
                    out.append(self.names[key])
        if self.bracketed:
            folded = fold_chars(unicodedata.normalize("NFKC", query))
            for key, term in self.bracketed.items():
                if f"【{key}】" in folded and term not in out:
                    out.append(term)
        return tuple(out)

    def clauses_for(self, query: str) -> tuple[str, ...]:
        """The clause ids the anchoring terms of `query` bring, each once, in the order named."""
        out: list[str] = []
        for term in self.terms_in(query):
            out.extend(cid for cid in term.clause_ids if cid not in out)
        return tuple(out)


def _printed_bare(book: Rulebook, term: Term, name: str) -> bool:
    """Whether `book` prints a bracketed keyword's `name` without its brackets outside the keyword's
    definition, i.e. as a word for something else."""
    plain = unicodedata.normalize("NFKC", name)
    for clause in book:
        if any(is_within(book.info.scheme, clause.id, d) for d in term.clause_ids):
            continue
        text = unicodedata.normalize("NFKC", "\n".join([clause.title, clause.text, *clause.examples]))
        for m in re.finditer(re.escape(plain), text):
            start, end = m.start(), m.end()
            inside = text[start - 1 : start] == "【" and text[end : end + 1] == "】"
            if not inside and _stands_alone(text, start, end, plain):
                return True
    return False


def _candidates(
    glossary: Glossary, vocabulary: GameVocabulary | None
) -> tuple[dict[str, Term], dict[str, str]]:
    """Every folded name → its term, and each derived name (a kana reading, a player phrasing) → the
    printed name it stands for. An entry's name wins over another term's alias, and the rulebook's
    names over derived ones."""
    out: dict[str, Term] = {}
    source: dict[str, str] = {}
    for term in glossary:
        out.setdefault(_names(term)[0] if _names(term) else "", term)
    for term in glossary:
        for key in _names(term):
            out.setdefault(key, term)
    out.pop("", None)
    # a kanji name typed in kana (とっしん, ぶじゅつ) is its reading, which the fold makes katakana
    for term in glossary:
        for name in term.names:
            plain = base_text(name).strip()
            reading = _reading(plain) if _is_noun(plain) else ""
            if len(reading) >= _MIN_READING and reading not in out:
                out[reading], source[reading] = term, fold_chars(plain)
    if vocabulary is not None:
        for mapping in vocabulary.mappings:
            # a phrasing names the term only when the term is the first rule word it means (ダブアタ →
            # 【ダブルアタック】), not one of several related words (すぐ攻撃 → 登場したターン, 疾走, 突進 …)
            first = fold_chars(base_text(mapping.means[0]).strip()) if mapping.means else ""
            named = out.get(first)
            if named is None:
                continue
            for say in mapping.say:
                key = fold_chars(base_text(say).strip())
                if _is_noun(base_text(say).strip()) and key not in out:
                    out[key], source[key] = named, source.get(first, first)
    return out, source


def _uses(book: Rulebook, candidates: Mapping[str, Term]) -> dict[str, int]:
    """For each name, the clauses outside its term's definition that print it as a word of its own."""
    pattern, lengths = _compile(candidates)
    uses: dict[str, int] = dict.fromkeys(candidates, 0)
    if pattern is None:
        return uses
    for clause in book:
        text = "\n".join([clause.title, clause.text, *clause.examples])
        for key in set(_occurrences(pattern, lengths, candidates, text)):
            if not any(is_within(book.info.scheme, clause.id, d) for d in candidates[key].clause_ids):
                uses[key] += 1
    return uses


def build_anchors(
    book: Rulebook,
    vocabulary: GameVocabulary | None = None,
    *,
    max_uses: int,
    others: Iterable[Rulebook] = (),
    glossary: Glossary | None = None,
) -> TermAnchors:
    """The anchors of `book`. A name is specific when the rulebook prints it, as a word of its own, in
    at most `max_uses` clauses outside its term's definition, and at most one of the `others` (the
    other rulebooks) prints it at all: ドロー, 名称, 除外, 破壊 are the common vocabulary of card
    games, whose definition in one rulebook is no keyword. A term anchors when its entry name is
    specific; then each of its specific names (aliases, kana readings, and the vocabulary's player
    phrasings whose first rule word is one of them) names it. `vocabulary` is the game's unrestricted
    view (`Vocabulary.for_game`): a phrasing's first rule word is what it names."""
    glossary = glossary or build_glossary(book)
    scheme = book.info.scheme
    candidates, source = _candidates(glossary, vocabulary)
    uses = _uses(book, candidates)
    texts = [_full_text(other) for other in others if other.game != book.game]
    elsewhere = [fold_chars(base_text(text)) for text in texts]
    in_brackets = [fold_chars(unicodedata.normalize("NFKC", text)) for text in texts]
    bracket_only: set[str] = set()
    for key in uses:
        if sum(1 for text in elsewhere if key in text) <= _MAX_OTHER_BOOKS:
            continue
        # a keyword printed in brackets (onepiece 【カウンター】) is specific when only its bare word
        # is common (カウンター): it anchors written in brackets
        if _bracketed_keyword(candidates[key], key) and (
            sum(1 for text in in_brackets if f"【{key}】" in text) <= _MAX_OTHER_BOOKS
        ):
            bracket_only.add(key)
        else:
            uses[key] = max_uses + 1
    for key, printed in source.items():  # a reading or phrasing of a general word is general too
        uses[key] = max(uses[key], uses.get(printed, 0))
    specific = {t.term for t in glossary if _names(t) and uses.get(_names(t)[0], max_uses + 1) <= max_uses}
    built: dict[str, AnchorTerm] = {}
    kept: dict[str, AnchorTerm] = {}
    for key, term in candidates.items():
        if term.term not in specific or uses[key] > max_uses:
            continue
        if term.term not in built:
            ids = tuple(
                c.id for c in book if c.text and any(is_within(scheme, c.id, d) for d in term.clause_ids)
            )
            if not ids:
                continue
            built[term.term] = AnchorTerm(term.term, ids)
        kept[key] = built[term.term]
    # a keyword printed in brackets whose bare word the rulebook uses for something else anchors
    # only in brackets (the glossary links it the same way)
    bracketed = {
        key: anchor
        for key, anchor in kept.items()
        if key in bracket_only
        or (_bracketed_keyword(candidates[key], key) and _printed_bare(book, candidates[key], anchor.term))
    }
    bare = {k: a for k, a in kept.items() if k not in bracketed}
    return TermAnchors.of(book.game, bare, bracketed)


def _full_text(book: Rulebook) -> str:
    return "\n".join(part for c in book for part in (c.title, c.text, *c.examples))


def _bracketed_keyword(term: Term, key: str) -> bool:
    """Whether `key` is the entry name of a keyword the rulebook prints in brackets (【ブロッカー】)."""
    return f"【{term.term}】" in term.aliases and key == fold_chars(base_text(term.term))
