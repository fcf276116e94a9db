"""Clause text as HTML: cross-references and glossary terms as links, bold lead-ins, search marks.

Everything printed is escaped; only the markup built here is trusted.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import quote

from markupsafe import Markup, escape

from corpus.glossary import Glossary
from corpus.model import Clause, CrossRef


def clause_url(game: str, clause_id: str, *, anchor: bool = True) -> str:
    """The stable page address of a clause, anchored at the clause itself."""
    path = f"/ui/{quote(game, safe='')}/{quote(clause_id, safe='')}"
    return f"{path}#{quote(clause_id, safe='')}" if anchor else path


def term_url(game: str, term: str) -> str:
    return f"/ui/{quote(game, safe='')}/terms/{quote(term, safe='')}"


@dataclass(frozen=True, slots=True)
class _Span:
    start: int
    end: int
    html: Markup


# a cross-reference's hover text (its target's heading and text) stops after this many characters
PREVIEW_CHARS = 160


def preview(clause: Clause) -> str:
    """The target of a link as hover text: number, heading and the start of its text."""
    parts = [clause.id, clause.title, " ".join(clause.text.split())]
    text = " ".join(p for p in parts if p)
    return text if len(text) <= PREVIEW_CHARS else text[: PREVIEW_CHARS - 1] + "…"


def _ref_spans(
    game: str, text: str, refs: Iterable[CrossRef], targets: Mapping[str, Clause] | None = None
) -> list[_Span]:
    spans: list[_Span] = []
    for ref in refs:
        pos = text.find(ref.raw)
        while pos >= 0:
            end = pos + len(ref.raw)
            if all(end <= s.start or pos >= s.end for s in spans):
                target = targets.get(ref.target) if targets is not None and ref.target else None
                if target is not None:
                    html = Markup('<a class="ref" href="{}" title="{}">{}</a>').format(
                        clause_url(game, target.id), preview(target), ref.raw
                    )
                elif ref.target is not None:
                    html = Markup('<a class="ref" href="{}">{}</a>').format(
                        clause_url(game, ref.target), ref.raw
                    )
                else:
                    html = Markup(
                        '<span class="ref unresolved" title="この番号の条文は文書にありません">'
                        '{}<span class="visually-hidden">(参照先なし)</span></span>'
                    ).format(ref.raw)
                spans.append(_Span(pos, end, html))
            pos = text.find(ref.raw, end)
    return spans


def _bold(text: str, state: list[bool]) -> Markup:
    """Escape `text`, turning ``**`` pairs into <strong>; `state` carries an open tag across calls."""
    out = []
    for i, part in enumerate(text.split("**")):
        if i:
            out.append(Markup("</strong>") if state[0] else Markup("<strong>"))
            state[0] = not state[0]
        out.append(escape(part))
    return Markup("").join(out)


def render_text(
    clause: Clause,
    text: str,
    *,
    glossary: Glossary | None,
    in_example: bool = False,
    linked: set[str] | None = None,
    targets: Mapping[str, Clause] | None = None,
) -> Markup:
    """`text` (the clause text or one of its examples) with its references and terms linked.

    `linked` collects the terms already linked in this clause so each is linked once; with
    `targets` (the book's clauses) each reference link carries its target's text as hover title."""
    refs = [r for r in clause.refs if r.in_example == in_example]
    spans = _ref_spans(clause.game, text, refs, targets)
    seen = linked if linked is not None else set()
    if glossary is not None:
        for use in glossary.uses(clause, text):
            if use.term.term in seen:
                continue
            if all(use.end <= s.start or use.start >= s.end for s in spans):
                seen.add(use.term.term)
                html = Markup('<a class="term" href="{}">{}</a>').format(
                    term_url(clause.game, use.term.term), text[use.start : use.end]
                )
                spans.append(_Span(use.start, use.end, html))
    spans.sort(key=lambda s: s.start)
    out: list[Markup] = []
    bold = [False]
    pos = 0
    for span in spans:
        out.append(_bold(text[pos : span.start], bold))
        out.append(span.html)
        pos = span.end
    out.append(_bold(text[pos:], bold))
    if bold[0]:
        out.append(Markup("</strong>"))
    return Markup("").join(out)


_BULLET = "・"


def text_blocks(html: Markup) -> Markup:
    """Rendered clause text laid out by its printed lines: a run of lines that start with ``・``
    becomes a list (the ``・`` stays, as printed), other lines are separated by line breaks.

    `html` comes from `render_text`, whose markup never spans a line, so splitting on newlines
    keeps every tag whole."""
    lines = str(html).split("\n")
    out: list[str] = []
    items: list[str] = []

    def close_list() -> None:
        if items:
            out.append('<ul class="bullets">' + "".join(f"<li>{i}</li>" for i in items) + "</ul>")
            items.clear()

    for line in lines:
        if line.lstrip().startswith(_BULLET):
            items.append(line.strip())
            continue
        close_list()
        if out and not out[-1].endswith("</ul>"):
            out.append("<br>")
        out.append(line)
    close_list()
    return Markup("").join(Markup(piece) for piece in out)


# ---- search highlighting --------------------------------------------------------------------


def _norm(text: str) -> str:
    # one character for one character so offsets stay valid
    return "".join(unicodedata.normalize("NFKC", ch)[:1] or ch for ch in text).lower()


def _is_hiragana(text: str) -> bool:
    return all("ぁ" <= ch <= "ゖ" for ch in text)


_KATAKANA_RUN = re.compile(r"[ァ-ヺー・]{2,}")


def _acceptable(piece: str, katakana_words: set[str]) -> bool:
    """Whether a shared stretch is worth marking: not a short run of particles, and not part of a
    katakana word (``ブロッ`` of ``ブロッカー`` inside ``ブロック``)."""
    if not piece.strip() or (_is_hiragana(piece) and len(piece) < 3):
        return False
    if _KATAKANA_RUN.fullmatch(piece):
        return any(w in piece for w in katakana_words)
    return True


def match_spans(text: str, query: str, *, min_len: int = 2) -> list[tuple[int, int]]:
    """Stretches of `text` that also occur in `query` (greedy, longest first at each position).

    Japanese has no spaces, so the query is matched by shared substrings; runs of kana particles
    shorter than three characters and pieces of katakana words are not marked."""
    t, q = _norm(text), _norm(query)
    words = [w for w in re.split(r"[\s、。,.!?？！「」『』()()]+", q) if w]
    katakana_words = set(_KATAKANA_RUN.findall(q))
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(t):
        best = 0
        for w in words:
            length = min(len(w), len(t) - i)
            while length >= min_len and t[i : i + length] not in w:
                length -= 1
            best = max(best, length if length >= min_len else 0)
        piece = t[i : i + best]
        if best and _acceptable(piece, katakana_words):
            spans.append((i, i + best))
            i += best
        else:
            i += 1
    return spans


def highlight(text: str, query: str) -> Markup:
    """`text` escaped, with the parts shared with `query` in <mark>."""
    out: list[Markup] = []
    pos = 0
    for start, end in match_spans(text, query):
        out.append(escape(text[pos:start]))
        out.append(Markup("<mark>{}</mark>").format(text[start:end]))
        pos = end
    out.append(escape(text[pos:]))
    return Markup("").join(out)


# ---- clause numbers in free text (answers) ----------------------------------------------------


def link_ids(text: str, ids: Sequence[tuple[str, str]]) -> Markup:
    """`text` escaped, with each printed clause id from `ids` ((game, id) pairs) linked.

    Longer ids are tried first so that ``7-1-4-1`` is not linked as ``7-1-4``."""
    if not ids:
        return escape(text)
    by_id: dict[str, str] = {}
    for g, cid in ids:
        by_id.setdefault(cid, g)
    alternatives = "|".join(re.escape(cid) for cid in sorted(by_id, key=len, reverse=True))
    pattern = re.compile(rf"(?<![0-9A-Za-z.\-])(?:{alternatives})(?![0-9a-z]|[.\-][0-9])")
    out: list[Markup] = []
    pos = 0
    for m in pattern.finditer(text):
        out.append(escape(text[pos : m.start()]))
        out.append(
            Markup('<a class="ref" href="{}">{}</a>').format(
                clause_url(by_id[m.group()], m.group()), m.group()
            )
        )
        pos = m.end()
    out.append(escape(text[pos:]))
    return Markup("").join(out)
