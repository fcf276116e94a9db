"""Reading a text into *units*, the words relevance weighs: SudachiPy mode-C words (normalised forms,
with their mode-A parts when they split further) and the games' protected terms (ドン!!, ダメージ・ゾーン),
as the search index reads them. `Reader` caches rule text (it recurs across questions), never questions.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass

from sudachipy import SplitMode

from index.analysis import sudachi_tokenizers
from index.terms import TermDictionary, normalize
from index.vocab import says

_STOP_POS = frozenset({"助詞", "助動詞", "補助記号", "空白", "記号", "接頭辞"})
# a word holding only all the parts of another (使い切る: 使う, 切る) covers it this much
PARTS_COVER = 0.5


@dataclass(frozen=True, slots=True)
class Unit:
    """One word of a text: its normalised form, mode-A parts when it splits further, and its kind
    (term, noun, number, verb, adj or other)."""

    form: str
    parts: tuple[str, ...]
    kind: str
    adverbial: bool = (
        False  # a noun used as an adverb (そもそも, 一応, 普通に): filler when no rule prints it
    )

    def within(self, words: frozenset[str]) -> float:
        """1 when `words` hold this word; half when they hold only all its parts (使い切る: 使う, 切る).
        A protected game term counts only whole: 起動メイン is not 起動 + メイン(フェイズ)."""
        if self.form in words:
            return 1.0
        if self.kind == "phrase":  # a player phrase of several words (横に倒れる) is there whole or not
            return 1.0 if all(p in words for p in self.parts) else 0.0
        if self.kind != "term" and self.parts and all(p in words for p in self.parts):
            return PARTS_COVER
        return 0.0


def _kind(pos: tuple[str, ...]) -> str:
    head = pos[0]
    if head == "名詞":
        return "number" if pos[1] == "数詞" else "noun"
    if head == "動詞":
        return "verb"
    if head in ("形容詞", "形状詞"):
        return "adj"
    return "other"


def _adverbial(pos: tuple[str, ...], following: str) -> bool:
    """A noun used as an adverb: 副詞可能 (そもそも, 一応, 実際) or, before に, 形状詞可能 / 形状詞
    (普通に, 基本的に, 逆に, 単純に)."""
    if pos[0] != "名詞" and pos[0] != "形状詞":
        return False
    return pos[2] == "副詞可能" or (following == "に" and (pos[0] == "形状詞" or pos[2] == "形状詞可能"))


def _sudachi_units(segment: str) -> Iterator[Unit]:
    mode_c, _ = sudachi_tokenizers()
    morphemes = list(mode_c.tokenize(segment))
    for i, m in enumerate(morphemes):
        pos = m.part_of_speech()
        if pos[0] in _STOP_POS:
            continue
        form = normalize(m.normalized_form())
        if not form or (len(form) == 1 and "ぁ" <= form <= "ゖ"):
            continue
        split = m.split(SplitMode.A)
        parts = tuple(normalize(p.normalized_form()) for p in split) if len(split) > 1 else ()
        following = morphemes[i + 1].surface() if i + 1 < len(morphemes) else ""
        yield Unit(form, parts, _kind(pos), _adverbial(pos, following))


class Reader:
    """Reads texts into units, protecting every game's terms (the search index's term lists)."""

    def __init__(self, terms: TermDictionary) -> None:
        self.terms = terms
        self._lock = threading.Lock()
        self._cache: dict[str, frozenset[str]] = {}
        self._units: dict[str, tuple[Unit, ...]] = {}

    def units(self, text: str, *, cache: bool = True) -> tuple[Unit, ...]:
        """The units of `text`. Rule text is cached (passages recur across questions); questions
        are read with ``cache=False``, so the cache holds only corpus text and stays bounded."""
        found = self._units.get(text)
        if found is None:
            found = tuple(self._read(text))
            if cache:
                with self._lock:
                    self._units[text] = found
        return found

    def _read(self, text: str) -> list[Unit]:
        out: list[Unit] = []
        for segment, is_term in self._segments(normalize(text)):
            if is_term:
                # the words inside a term and their parts: 裏向きアクション状態 holds 裏向き and 向き
                sub = [w for u in _sudachi_units(segment) for w in (u.form, *u.parts)]
                out.append(Unit(segment, tuple(dict.fromkeys(sub)), "term"))
            else:
                out.extend(_sudachi_units(segment))
        return out

    def _segments(self, text: str) -> list[tuple[str, bool]]:
        """The term dictionary's segments, except that a term which would cut a longer katakana word
        at its end (スタン in スタンバイ, プレイ in プレイング) is read as plain text: the phrase
        rule of the player vocabulary (`index.vocab.says`)."""
        pieces = list(self.terms.segments(text))
        out: list[tuple[str, bool]] = []
        for i, (segment, is_term) in enumerate(pieces):
            following = pieces[i + 1][0][:1] if i + 1 < len(pieces) else ""
            term = is_term and says(segment + following, segment)
            if not term and out and not out[-1][1]:
                out[-1] = (out[-1][0] + segment, False)
            else:
                out.append((segment, term))
        return out

    def words(self, text: str) -> frozenset[str]:
        """Every form and part in rule text `text` (cached; never call it with a question)."""
        found = self._cache.get(text)
        if found is None:
            found = frozenset(w for u in self.units(text) for w in (u.form, *u.parts))
            with self._lock:
                self._cache[text] = found
        return found
