"""Tokenisation for BM25: SudachiPy mode C plus mode-A parts, normalised forms, stop tags removed.

Two fields come out of every text: `words` (protected game terms, then Sudachi tokens) and `bigrams`
(character bigrams of game terms and unknown katakana words, so that a partial or differently spelled
katakana word still meets the rule text). SudachiPy tokenizers are not thread-safe: the `Dictionary`
is shared and each thread gets its own tokenizer pair (`sudachi_tokenizers`, also used by
`service.answering.relevance`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from sudachipy import Dictionary, SplitMode

from index.terms import TermDictionary, normalize

# Part-of-speech heads that carry no retrieval signal.
STOP_POS: frozenset[str] = frozenset({"助詞", "助動詞", "補助記号", "空白", "記号"})
# Everyday verbs/nouns that Sudachi marks as content words but that every rule uses.
_STOP_LEMMAS: frozenset[str] = frozenset(
    {"為る", "する", "居る", "成る", "有る", "ある", "いる", "なる", "こと", "もの", "れる", "られる", "の"}
)
BIGRAM_PREFIX = "§"  # keeps the bigram field's tokens apart from words in shared vocabularies


@dataclass(frozen=True, slots=True)
class Analysis:
    words: tuple[str, ...]
    bigrams: tuple[str, ...]


@lru_cache(maxsize=1)
def _dictionary() -> Dictionary:
    return Dictionary(dict="core")


class _Local(threading.local):
    pair: tuple[Any, Any] | None = None


_local = _Local()


def sudachi_tokenizers() -> tuple[Any, Any]:
    """This thread's (mode C, mode A) SudachiPy tokenizers over the process's one dictionary.

    Every reader of Japanese text in the process (BM25 analysis here, `/ask`'s relevance reading)
    shares this: the dictionary is loaded once, and a tokenizer, which is not thread-safe, is never
    used by two threads."""
    if _local.pair is None:
        d = _dictionary()
        # SudachiPy 0.7 names it `tokenizer`; 0.6 (which GiNZA 5 requires) `create`
        make = getattr(d, "tokenizer", None) or d.create
        _local.pair = (make(mode=SplitMode.C), make(mode=SplitMode.A))
    return _local.pair


def _is_katakana_word(s: str) -> bool:
    return len(s) >= 2 and all("ァ" <= c <= "ヴ" or c == "ー" for c in s)


def _is_noise(form: str) -> bool:
    return not form or form in _STOP_LEMMAS or (len(form) == 1 and "ぁ" <= form <= "ゖ")


def char_bigrams(word: str) -> list[str]:
    if len(word) < 2:
        return [BIGRAM_PREFIX + word] if word else []
    return [BIGRAM_PREFIX + word[i : i + 2] for i in range(len(word) - 1)]


def _sudachi_tokens(segment: str) -> tuple[list[str], list[str]]:
    """Words and katakana bigrams of one non-term segment."""
    mode_c, mode_a = sudachi_tokenizers()
    words: list[str] = []
    bigrams: list[str] = []
    spans: set[tuple[int, int]] = set()
    for m in mode_c.tokenize(segment):
        spans.add((m.begin(), m.end()))
        if m.part_of_speech()[0] in STOP_POS:
            continue
        form = normalize(m.normalized_form())
        if _is_noise(form):
            continue
        words.append(form)
        surface = normalize(m.surface())
        if m.is_oov() and _is_katakana_word(surface):
            bigrams.extend(char_bigrams(surface))
    for m in mode_a.tokenize(segment):
        if (m.begin(), m.end()) in spans or m.part_of_speech()[0] in STOP_POS:
            continue
        form = normalize(m.normalized_form())
        if not _is_noise(form):
            words.append(form)
    return words, bigrams


class Analyzer:
    """Turns text into BM25 tokens, protecting one game's terms (or no terms)."""

    __slots__ = ("terms",)

    def __init__(self, terms: TermDictionary | None = None) -> None:
        self.terms = terms if terms is not None else TermDictionary.of(())

    def analyze(self, text: str) -> Analysis:
        words: list[str] = []
        bigrams: list[str] = []
        for segment, is_term in self.terms.segments(normalize(text)):
            if is_term:
                words.append(segment)
                bigrams.extend(char_bigrams(segment))
                # The parts too, so ``ダメージ`` alone still meets ``ダメージ・ゾーン``.
                parts, _ = _sudachi_tokens(segment)
                words.extend(p for p in parts if p != segment)
            else:
                w, b = _sudachi_tokens(segment)
                words.extend(w)
                bigrams.extend(b)
        return Analysis(tuple(words), tuple(bigrams))
