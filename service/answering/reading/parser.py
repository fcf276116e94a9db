"""The Japanese tokeniser behind the reader's content words, and GiNZA's dependency parse.

By default `parse` uses SudachiPy (mode C, the index's per-thread tokenizer over the one dictionary,
`index.analysis.sudachi_tokenizers`): part of speech is all the reader needs from it (which words are
content words, for `reading.unread`). GiNZA (spaCy + SudachiPy, with a dependency parse) was measured
as the reader's owner attachment and did not help (docs/evaluation_ask.md: 3 owners wrong, none
gained, ~58 ms a question); `use_ginza(True)` switches it on. Its model ships inside the ``ja-ginza``
wheel, so loading needs no network; calls on its one pipeline are serialised behind a lock (a spaCy
`Language` is not documented thread-safe, and one pipeline per thread would cost ~3 s and ~200 MB
each). Without either, a script-run segmentation stands in.
"""

from __future__ import annotations

import logging
import re
import threading
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)

CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "NUM"})


@dataclass(frozen=True, slots=True)
class Token:
    start: int
    end: int
    text: str
    pos: str  # Universal POS (NOUN, VERB, ADP …); the fallback says NOUN/NUM/X
    head: int  # index of the head token (itself at the root or without a parse)
    dep: str


class _Parser:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._nlp: Any = None
        self._tried = False

    def _load(self) -> Any:
        if not self._tried:
            self._tried = True
            try:
                import spacy

                self._nlp = spacy.load("ja_ginza", exclude=["ner"])
            except Exception as exc:  # not installed or broken: the reader still works on proximity
                log.warning("GiNZA unavailable (%s); the reader uses proximity only", exc)
                self._nlp = None
        return self._nlp

    @property
    def name(self) -> str:
        if not _GINZA[0]:
            return "sudachi"
        with self._lock:
            return "ginza" if self._load() is not None else "regex"

    def parse(self, text: str) -> tuple[Token, ...]:
        if not _GINZA[0]:
            return _sudachi(text)
        with self._lock:
            nlp = self._load()
            if nlp is None:
                return _segment(text)
            doc = nlp(text)
            return tuple(Token(t.idx, t.idx + len(t.text), t.text, t.pos_, t.head.i, t.dep_) for t in doc)


_PARSER = _Parser()
_GINZA = [False]  # GiNZA's parse instead of SudachiPy's tokens (measured: no gain, see the docstring)
# SudachiPy's first part-of-speech field → Universal POS (content words only matter)
_UPOS = {"名詞": "NOUN", "動詞": "VERB", "形容詞": "ADJ", "形状詞": "ADJ", "代名詞": "PRON", "副詞": "ADV"}


def use_ginza(on: bool) -> None:
    _GINZA[0] = on


def _sudachi(text: str) -> tuple[Token, ...]:
    try:
        from index.analysis import sudachi_tokenizers

        mode_c, _ = sudachi_tokenizers()
        morphemes = mode_c.tokenize(text)
    except Exception:  # no dictionary: the reader still works
        return _segment(text)
    out: list[Token] = []
    for i, m in enumerate(morphemes):
        pos = m.part_of_speech()
        upos = "NUM" if pos[1] == "数詞" else _UPOS.get(pos[0], "X")
        out.append(Token(m.begin(), m.end(), m.surface(), upos, i, "dep"))
    return tuple(out)


_RUN = re.compile(r"[0-9]+|[一-龯々]+|[ァ-ヺー・]+|[A-Za-z]+|[ぁ-ゖ]+|\S")


def _segment(text: str) -> tuple[Token, ...]:
    out: list[Token] = []
    for i, m in enumerate(_RUN.finditer(text)):
        s = m.group(0)
        pos = "NUM" if s.isdigit() else "X" if re.fullmatch(r"[ぁ-ゖ]+|\W", s) else "NOUN"
        out.append(Token(m.start(), m.end(), s, pos, i, "dep"))
    return tuple(out)


def parse(text: str) -> tuple[Token, ...]:
    """Tokens of `text` with offsets into it; GiNZA's parse when available."""
    return _PARSER.parse(text)


def parser_name() -> str:
    return _PARSER.name


def warm() -> None:
    """Load the parser now (the app's start-up), not on the first question."""
    _PARSER.parse("準備")


def uses_ginza() -> bool:
    return _GINZA[0]
