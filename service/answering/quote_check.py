"""Does a clause say what a quote says? Token-aware matching with negation and contrast checks.

A plain substring test accepts ``ターンプレイヤーはゲームに勝利します`` as a quote of ninjaslayer 103.3,
which says **非**ターンプレイヤー: the quote drops the one prefix that reverses the rule. Here a
quote is compared with the clause on SudachiPy token boundaries (mode A) and classified:

* ``exact`` — the quote is in the clause, starts and ends on token boundaries that are also phrase
  boundaries (a whole sentence, a segment between punctuation, or a phrase of at least two content
  words that neither splits a compound noun nor cuts a predicate's inflection), and drops nothing
  negating next to it. Only this is ``verbatim``.
* ``contradicts`` — most of the quote is in the clause, but the negating or contrasting words differ
  between the quote and the clause span it matches, with the span widened to the whole tokens around
  it: a prefix 非/不/未/無, an auxiliary ない/ぬ/ず (できません ↔ できます, しない ↔ する), the adjective
  無い, or a word such as 以外/除く/禁止.
* ``partial`` — the quote overlaps the clause (half or more of its characters in order) but is not an
  exact phrase: a single word (``勝利``), a fragment cut inside a phrase, or a paraphrase.
* ``absent`` — less than half of the quote is found in the clause.

Texts are compared after `service.answering.verify.normalize_quote`'s folding, character by
character so that the closest span is reported as printed in the clause.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass
from difflib import SequenceMatcher
from enum import StrEnum
from typing import Any

from index.analysis import sudachi_tokenizers

# a quote with less than this share of its characters found (in order) in the clause is absent
MIN_COVERAGE = 0.5
MAX_DIFFERENCES = 10
SENTENCE_END = frozenset("。!?！？")
PUNCTUATION = frozenset("、,，。!?！？「」『』()（）【】[]・:：;；\n")
QUOTE_MARKS = "「」『』\"'“”‘’"
NEGATING_PREFIXES = frozenset("非不未無")
# normalized forms (SudachiPy) of the auxiliaries and adjectives that negate a predicate
NEGATING_AUXILIARIES = frozenset({"ない", "ず", "ぬ", "ん"})
NEGATING_ADJECTIVES = frozenset({"無い"})
CONTRASTING_WORDS = frozenset({"以外", "除く", "除外", "禁止", "例外", "不可", "不能"})
CONTENT_POS = frozenset({"名詞", "動詞", "形容詞", "副詞", "代名詞", "形状詞"})


class MatchKind(StrEnum):
    EXACT = "exact"
    PARTIAL = "partial"
    CONTRADICTS = "contradicts"
    ABSENT = "absent"


@dataclass(frozen=True, slots=True)
class Difference:
    clause: str  # the clause's text at this place ("" when the quote adds something)
    quote: str  # the quote's text at this place ("" when the quote drops something)

    def to_json(self) -> dict[str, str]:
        return {"clause": self.clause, "quote": self.quote}


@dataclass(frozen=True, slots=True)
class QuoteCheck:
    match: MatchKind
    span: str  # the closest span of the clause, as printed ("" when absent)
    coverage: float  # share of the quote's characters found in order in that span
    negations: tuple[str, ...]  # negating/contrasting words that differ between quote and span
    differences: tuple[Difference, ...]  # where the quote and the span differ (at most 10)
    reason: str

    @property
    def verbatim(self) -> bool:
        return self.match is MatchKind.EXACT

    def to_json(self) -> dict[str, Any]:
        return {
            "match": self.match.value,
            "span": self.span,
            "coverage": round(self.coverage, 4),
            "negations": list(self.negations),
            "differences": [d.to_json() for d in self.differences],
            "reason": self.reason,
        }


@dataclass(frozen=True, slots=True)
class _Token:
    begin: int
    end: int
    surface: str
    pos: str
    pos1: str
    norm: str


@dataclass(frozen=True, slots=True)
class _Folded:
    """A text folded for comparison, with each folded character's index in the printed text."""

    printed: str
    text: str
    origin: tuple[int, ...]

    def printed_span(self, start: int, end: int) -> str:
        if start >= end:
            return ""
        return self.printed[self.origin[start] : self.origin[end - 1] + 1]


def fold(printed: str) -> _Folded:
    """NFKC per character, ``**`` bold markers and whitespace dropped (the sources wrap lines
    inside words, so spaces carry no meaning in this Japanese text)."""
    chars: list[str] = []
    origin: list[int] = []
    i = 0
    while i < len(printed):
        if printed.startswith("**", i):
            i += 2
            continue
        for ch in unicodedata.normalize("NFKC", printed[i]):
            if "\ud800" <= ch <= "\udfff":
                ch = "\ufffd"  # a lone surrogate (only a library caller can pass one) cannot be tokenized
            if not ch.isspace():
                chars.append(ch)
                origin.append(i)
        i += 1
    return _Folded(printed, "".join(chars), tuple(origin))


def _tokens(text: str) -> list[_Token]:
    _, mode_a = sudachi_tokenizers()
    out = []
    for m in mode_a.tokenize(text):
        pos = m.part_of_speech()
        out.append(_Token(m.begin(), m.end(), m.surface(), pos[0], pos[1], m.normalized_form()))
    return out


def _markers(tokens: list[_Token]) -> Counter[str]:
    """The negating and contrasting words among `tokens`."""
    found: Counter[str] = Counter()
    for t in tokens:
        if t.pos == "接頭辞" and t.surface in NEGATING_PREFIXES:
            found[t.surface] += 1
        elif t.pos == "名詞" and len(t.surface) > 1 and t.surface[0] in NEGATING_PREFIXES:
            found[t.surface[0]] += 1  # 無効, 不正, 未使用 read as one noun
        elif _negates(t):
            found["ない"] += 1
        if t.norm in CONTRASTING_WORDS or t.surface in CONTRASTING_WORDS:
            found[t.norm if t.norm in CONTRASTING_WORDS else t.surface] += 1
    return found


def _negates(t: _Token) -> bool:
    if t.pos == "助動詞":
        return t.norm in NEGATING_AUXILIARIES or t.surface in NEGATING_AUXILIARIES
    return t.pos == "形容詞" and t.norm in NEGATING_ADJECTIVES


def _strip_quote(quote: str) -> str:
    q = fold(quote).text.strip(QUOTE_MARKS)
    while q and q[-1] in SENTENCE_END:
        q = q[:-1]
    return q


def check_quote(parts: tuple[str, ...], quote: str) -> QuoteCheck:
    """How `quote` stands to a clause printed as `parts` (title, text, examples)."""
    q = _strip_quote(quote)
    if not q:
        return QuoteCheck(MatchKind.ABSENT, "", 0.0, (), (), "the quote is empty once folded")
    quote_markers = _markers(_tokens(q))
    best: QuoteCheck | None = None
    for printed in parts:
        if not printed:
            continue
        folded = fold(printed)
        tokens = _tokens(folded.text)
        for candidate in _candidates(folded, tokens, q, quote_markers):
            if best is None or _rank(candidate) > _rank(best):
                best = candidate
            if best.match is MatchKind.EXACT:
                return best
    if best is None:
        return QuoteCheck(MatchKind.ABSENT, "", 0.0, (), (), "the clause has no text")
    return best


def _rank(check: QuoteCheck) -> tuple[int, float]:
    order = {MatchKind.EXACT: 3, MatchKind.PARTIAL: 2, MatchKind.CONTRADICTS: 1, MatchKind.ABSENT: 0}
    return (order[check.match], check.coverage)


def _candidates(
    folded: _Folded, tokens: list[_Token], q: str, quote_markers: Counter[str]
) -> list[QuoteCheck]:
    text = folded.text
    found: list[QuoteCheck] = []
    start = text.find(q)
    while start >= 0 and len(found) < 20:
        found.append(_judge(folded, tokens, start, start + len(q), q, quote_markers, 1.0))
        start = text.find(q, start + 1)
    if found:
        return found
    aligned = _align(text, q)
    if aligned is None:
        return [QuoteCheck(MatchKind.ABSENT, "", 0.0, (), (), "no part of the quote is in the clause")]
    begin, end, coverage = aligned
    return [_judge(folded, tokens, begin, end, q, quote_markers, coverage)]


def _align(text: str, q: str) -> tuple[int, int, float] | None:
    """The span of `text` that holds the most of `q` in order, and the share of `q` it holds."""
    anchor = SequenceMatcher(None, text, q, autojunk=False).find_longest_match(0, len(text), 0, len(q))
    if anchor.size == 0:
        return None
    slack = len(q) // 2 + 1
    lo = max(0, anchor.a - anchor.b - slack)
    hi = min(len(text), anchor.a + anchor.size + (len(q) - anchor.b - anchor.size) + slack)
    blocks = [
        b for b in SequenceMatcher(None, text[lo:hi], q, autojunk=False).get_matching_blocks() if b.size
    ]
    solid = [b for b in blocks if b.size >= 2] or blocks
    begin, end = lo + solid[0].a, lo + solid[-1].a + solid[-1].size
    matched = sum(b.size for b in blocks if solid[0].a <= b.a < solid[-1].a + solid[-1].size)
    return begin, end, matched / len(q)


def _judge(
    folded: _Folded,
    tokens: list[_Token],
    begin: int,
    end: int,
    q: str,
    quote_markers: Counter[str],
    coverage: float,
) -> QuoteCheck:
    text = folded.text
    span = folded.printed_span(begin, end)
    differences = _differences(text[begin:end], q)
    if coverage < MIN_COVERAGE:
        reason = f"only {coverage:.0%} of the quote is in the clause"
        return QuoteCheck(MatchKind.ABSENT, "", coverage, (), (), reason)
    lo, hi = _widen(tokens, begin, end)
    region = [t for t in tokens if t.begin >= lo and t.end <= hi]
    span_markers = _markers(region)
    if span_markers != quote_markers:
        changed = sorted(((span_markers - quote_markers) + (quote_markers - span_markers)).elements())
        widened = folded.printed_span(lo, hi)
        reason = (
            f"the clause says 「{widened}」: the negating or contrasting words "
            f"{'・'.join(dict.fromkeys(changed))} differ between the quote and the clause"
        )
        return QuoteCheck(
            MatchKind.CONTRADICTS, widened, coverage, tuple(dict.fromkeys(changed)), differences, reason
        )
    if coverage == 1.0 and text[begin:end] == q:
        why_not = _not_a_phrase(text, tokens, begin, end)
        if why_not is None:
            return QuoteCheck(MatchKind.EXACT, span, 1.0, (), (), "the quote is a whole phrase of the clause")
        return QuoteCheck(MatchKind.PARTIAL, span, 1.0, (), (), f"the quote is in the clause but {why_not}")
    reason = f"{coverage:.0%} of the quote is in the clause, with differences"
    return QuoteCheck(MatchKind.PARTIAL, span, coverage, (), differences, reason)


def _widen(tokens: list[_Token], begin: int, end: int) -> tuple[int, int]:
    """The span grown to whole tokens, a negating prefix right before it, and the auxiliaries and
    contrasting words right after it (what a quote could cut off to reverse the rule)."""
    lo = next((t.begin for t in tokens if t.begin < begin < t.end), begin)
    hi = next((t.end for t in tokens if t.begin < end < t.end), end)
    previous = next((t for t in reversed(tokens) if t.end == lo), None)
    if previous is not None and previous.surface in NEGATING_PREFIXES:
        lo = previous.begin
    for t in tokens:
        if t.begin < hi:
            continue
        if t.begin > hi or not _reverses_what_precedes(t):
            break
        hi = t.end
    return lo, hi


def _reverses_what_precedes(t: _Token) -> bool:
    return (
        t.pos == "助動詞"
        or t.pos1 == "非自立可能"  # でき(ません), し(ない): the verb that carries the ending
        or t.norm in NEGATING_ADJECTIVES
        or t.norm in CONTRASTING_WORDS
        or t.surface in CONTRASTING_WORDS
    )


def _not_a_phrase(text: str, tokens: list[_Token], begin: int, end: int) -> str | None:
    """None when text[begin:end] is a whole phrase; otherwise why it is not."""
    starts = {t.begin for t in tokens} | {len(text)}
    ends = {t.end for t in tokens} | {0}
    if begin not in starts or end not in ends:
        return "it starts or ends inside a word"
    before = text[begin - 1] if begin else ""
    after = text[end] if end < len(text) else ""
    if (not before or before in SENTENCE_END) and (not after or after in SENTENCE_END):
        return None  # whole sentences
    inside = [t for t in tokens if begin <= t.begin and t.end <= end]
    content = [t for t in inside if t.pos in CONTENT_POS and t.pos1 != "非自立可能"]
    if (not before or before in PUNCTUATION) and (not after or after in PUNCTUATION) and content:
        return None  # a segment between punctuation
    previous = next((t for t in reversed(tokens) if t.end == begin), None)
    following = next((t for t in tokens if t.begin == end), None)
    if previous is not None and previous.pos in ("名詞", "接頭辞") and before not in PUNCTUATION:
        return "it starts inside a compound word"
    if following is not None and after not in PUNCTUATION:
        if following.pos == "接尾辞":
            return "it cuts a word off its suffix"
        if following.pos == "助動詞" or following.pos1 == "非自立可能":
            return "it cuts a predicate off its ending"
        if following.pos == "名詞":
            return "it ends inside a compound word"
    if len(content) < 2:
        return "it is a single word, not a phrase"
    return None


def _differences(span: str, q: str) -> tuple[Difference, ...]:
    ops = SequenceMatcher(None, span, q, autojunk=False).get_opcodes()
    out = [Difference(span[i1:i2], q[j1:j2]) for tag, i1, i2, j1, j2 in ops if tag != "equal"]
    return tuple(out[:MAX_DIFFERENCES])
