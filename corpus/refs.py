"""Explicit cross-references printed in clause text, and their resolution to clauses of the same game.

The five documents cite other clauses in three shapes:

- in parentheses, optionally with a title and ``参照``: ``(1103)``, ``(1201.1c.)``, ``(10.5.1)``,
  ``(9.ルール処理参照)``, ``(8-3. 参照)``, ``(6-5-5-1.参照)``, lists ``(804.11a-2.、804.11a-3.)``;
- in corner brackets with the title: ``「6-5-3. カードのプレイ」``;
- inline, followed by a particle: ``704.3 まで``, ``505.2に戻ります``, ``7.2 から 7.4``,
  ``7-1-4-1-1-2.を繰り返します``, ``1304.2d で``.

A bare integer is a reference only where the shape makes it one (NSK ``(1103)``, onepiece
``(9.ルール処理参照)``, ``「7. カードのアタックとバトル」``): elsewhere integers are quantities or list
markers. Unresolvable references are kept with ``target=None``; the only repair made is for the
sve OCR doubling ``(12.212.2)`` → ``12.2``, and only when the doubled form is not itself a clause.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from corpus.errors import InvalidClauseId
from corpus.ids import fold_width, normalize_id
from corpus.model import CrossRef, Scheme

_ID_BODY: dict[Scheme, str] = {
    Scheme.NSK: r"\d{3,4}(?:\.\d{1,3}(?:[a-z](?:-\d{1,3})?)?)?",
    Scheme.HYPHEN: r"\d{1,2}(?:-\d{1,2})*",
    # up to three digits per component so that OCR doublings such as 12.212.2 are seen whole
    Scheme.DOTTED: r"\d{1,2}(?:\.\d{1,3})*",
    Scheme.FOW: r"\d{1,2}(?:\.\d{1,3})*",
}
_SEPARATOR: dict[Scheme, str] = {
    Scheme.NSK: ".",
    Scheme.HYPHEN: "-",
    Scheme.DOTTED: ".",
    Scheme.FOW: ".",
}
# Words that, printed right after a number, make it a clause being pointed at.
_PARTICLES = r"に|で|を|から|まで|または|および|及び|の|と|や|より|、|参照|~"
_LIST_SEP = r"\s*(?:、|,|・|~|から)\s*"


@dataclass(frozen=True, slots=True)
class FoundRef:
    """One reference as printed: `raw` is the printed text, `token` the clause number inside it."""

    raw: str
    token: str
    start: int


@dataclass(frozen=True, slots=True)
class _Patterns:
    paren: re.Pattern[str]
    bracket: re.Pattern[str]
    inline: re.Pattern[str]
    token: re.Pattern[str]


def _build(scheme: Scheme) -> _Patterns:
    body = _ID_BODY[scheme]
    # hyphens cannot precede a hyphen-scheme or NSK number (card numbers like NST1-30), but in
    # dotted schemes they join a range (10.9.1.2XX-10.9.1.4)
    lb_chars = r"0-9A-Za-z./+" if scheme in (Scheme.DOTTED, Scheme.FOW) else r"0-9A-Za-z.\-/+"
    lb = rf"(?<![{lb_chars}])"
    la = r"(?![0-9a-z])" if scheme is Scheme.NSK else r"(?![0-9])"
    one = rf"{body}{la}\.?"
    paren = re.compile(
        rf"\(\s*(?P<list>{one}(?:{_LIST_SEP}{one})*)\s*(?P<tail>[^()0-9\n]{{0,30}}?参照)?\s*\)"
    )
    bracket = re.compile(rf"「\s*(?P<id>{body}){la}(?P<dot>\.)?\s*(?P<title>[^」0-9\n]{{0,40}})」")
    range_after = r"|(?:XX)?-\s*\d" if scheme in (Scheme.DOTTED, Scheme.FOW) else ""
    inline = re.compile(rf"{lb}(?P<id>{body}){la}(?P<dot>\.)?(?=\s*(?:{_PARTICLES}{range_after}))")
    token = re.compile(rf"{body}{la}\.?")
    return _Patterns(paren, bracket, inline, token)


_PATTERNS: dict[Scheme, _Patterns] = {s: _build(s) for s in Scheme}


def _is_single_integer(scheme: Scheme, token: str) -> bool:
    return _SEPARATOR[scheme] not in token.rstrip(".")


def find_refs(scheme: Scheme, text: str) -> list[FoundRef]:
    """Every reference printed in `text`, in reading order (full-width forms are read too)."""
    pats = _PATTERNS[scheme]
    folded = fold_width(text)
    taken: list[tuple[int, int]] = []
    found: list[FoundRef] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    for m in pats.paren.finditer(folded):
        tokens = list(pats.token.finditer(folded, m.start("list"), m.end("list")))
        if len(tokens) == 1:
            tok = tokens[0].group()
            lone_chapter = _is_single_integer(scheme, tok) and scheme is not Scheme.NSK
            # a lone chapter number needs its printed dot and a title/参照: (9.ルール処理参照)
            if lone_chapter and not (tok.endswith(".") and m.group("tail")):
                continue
            found.append(FoundRef(text[m.start() : m.end()], tok, m.start()))
        else:
            if scheme is not Scheme.NSK and all(_is_single_integer(scheme, t.group()) for t in tokens):
                continue
            found.extend(FoundRef(text[t.start() : t.end()], t.group(), t.start()) for t in tokens)
        taken.append((m.start(), m.end()))

    for m in pats.bracket.finditer(folded):
        tok = m.group("id")
        title = m.group("title").strip()
        if _is_single_integer(scheme, tok) and not (m.group("dot") and title):
            continue
        found.append(FoundRef(text[m.start() : m.end()], tok + (m.group("dot") or ""), m.start()))
        taken.append((m.start(), m.end()))

    for m in pats.inline.finditer(folded):
        tok = m.group("id")
        if _is_single_integer(scheme, tok) or not free(m.start(), m.end()):
            continue
        if re.search(r"ver\.?\s*$", folded[max(0, m.start() - 6) : m.start()], re.IGNORECASE):
            continue
        printed = text[m.start() : m.end()]
        found.append(FoundRef(printed, tok + (m.group("dot") or ""), m.start()))

    found.sort(key=lambda r: r.start)
    return found


def resolve(scheme: Scheme, token: str, known: frozenset[str]) -> str | None:
    """The clause a printed number points at, or None. Normalises as printed; repairs only the
    OCR doubling ``12.212.2`` (→ ``12.2``) when the doubled form is not a clause itself."""
    try:
        cid = normalize_id(scheme, token)
    except InvalidClauseId:
        cid = None
    if cid is not None and cid in known:
        return cid
    s = token.rstrip(".")
    half = len(s) // 2
    if len(s) % 2 == 0 and half and s[:half] == s[half:]:
        try:
            undoubled = normalize_id(scheme, s[:half])
        except InvalidClauseId:
            return None
        if undoubled in known:
            return undoubled
    return None


def printed_number(scheme: Scheme, raw: str) -> str | None:
    """The clause number inside a reference's printed text (``(9.ルール処理参照)`` → ``9.``)."""
    m = _PATTERNS[scheme].token.search(fold_width(raw))
    return m.group() if m else None


def is_repaired(scheme: Scheme, ref: CrossRef) -> bool:
    """Whether a resolved reference points elsewhere than its printed number reads (OCR repair)."""
    token = printed_number(scheme, ref.raw)
    if ref.target is None or token is None:
        return False
    try:
        return normalize_id(scheme, token) != ref.target
    except InvalidClauseId:
        return True


def _iter_bodies(text: str, examples: tuple[str, ...]) -> Iterator[tuple[str, bool]]:
    yield text, False
    for ex in examples:
        yield ex, True


def extract_refs(
    game: str,
    scheme: Scheme,
    clause_id: str,
    text: str,
    examples: tuple[str, ...],
    known: frozenset[str],
) -> list[CrossRef]:
    """Every explicit reference in a clause's text and examples, resolved within `known`.

    A reference printed several times in one clause is listed once (per text/example side).
    """
    del game  # resolution is per game through `known`; the id scheme says how to read numbers
    out: list[CrossRef] = []
    seen: set[tuple[str, bool]] = set()
    for body, in_example in _iter_bodies(text, examples):
        for ref in find_refs(scheme, body):
            if (ref.raw, in_example) in seen:
                continue
            seen.add((ref.raw, in_example))
            out.append(CrossRef(ref.raw, resolve(scheme, ref.token, known), clause_id, in_example))
    return out
