"""Clause numbers: normalising what people type, parsing, formatting and the numbering hierarchy.

Each game numbers its clauses in one of four schemes (`corpus.model.Scheme`):

- NSK (ninjaslayer, kiseki): ``100`` (chapter), ``103`` (rule), ``103.3``, ``105.3a``, ``1204.2e-3``;
  the chapter of rule ``1204`` is ``1200``.
- HYPHEN (onepiece): ``7``, ``7-1``, ``7-1-4-1-1-1``.
- DOTTED (sve): ``8``, ``8.4``, ``8.4.9.1``.
- FOW (fow): ``10``, ``10.6``, ``10.6.1`` (bullets numbered by position).

Canonical ids carry no trailing dot, no spaces and lower-case letters.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from corpus.errors import InvalidClauseId
from corpus.model import Rulebook, Scheme

Part = int | str
Parts = tuple[Part, ...]

EXPECTED: dict[Scheme, str] = {
    Scheme.NSK: "a number like 100, 103.3, 105.3a or 1204.2e-3",
    Scheme.HYPHEN: "hyphen-separated numbers like 7, 7-1 or 7-1-4-1-1-1",
    Scheme.DOTTED: "dot-separated numbers like 8, 8.4 or 8.4.9.1",
    Scheme.FOW: "a section number like 10, 10.6 or 10.6.1",
}

# Dash-like characters people (and IMEs) type between numbers; `ー` only counts between digits.
DASHES = "‐‑‒–—―−－ｰ─━"
_DOTS = "．。｡"
_WIDTH = str.maketrans(
    {
        **{chr(0xFF10 + i): str(i) for i in range(10)},
        **{chr(0xFF21 + i): chr(0x41 + i) for i in range(26)},
        **{chr(0xFF41 + i): chr(0x61 + i) for i in range(26)},
        **dict.fromkeys(DASHES, "-"),
        **dict.fromkeys(_DOTS, "."),
        "（": "(",
        "）": ")",
        "〜": "~",
        "～": "~",
        "，": ",",
        "\u3000": " ",
    }
)
_LONG_VOWEL_BETWEEN_DIGITS = re.compile(r"(?<=[0-9])\s*ー\s*(?=[0-9])")


def fold_width(text: str) -> str:
    """Full-width digits, letters, dashes and dots to ASCII, one character for one character.

    The result has the same length as `text`, so match offsets map back to the printed text.
    """
    folded = text.translate(_WIDTH)
    return _LONG_VOWEL_BETWEEN_DIGITS.sub(lambda m: "-".rjust(len(m.group()), " "), folded)


_NSK_RE = re.compile(r"(\d{3,4})(?:\.(\d{1,3})(?:([a-z])(?:-(\d{1,3}))?)?)?")
_HYPHEN_RE = re.compile(r"\d{1,3}(?:-\d{1,3})*")
_DOTTED_RE = re.compile(r"\d{1,3}(?:\.\d{1,3})*")

_PREFIXES = ("総合ルール", "ルール", "第", "cr", "§", "no.", "rule")
_SUFFIXES = ("条", "項", "番")


def _strip_decorations(text: str) -> str:
    # the whole text is meant as one number here, so any long-vowel mark is a dash (1204.2eー3)
    s = re.sub(r"\s+", "", fold_width(text))
    s = re.sub(r"(?<=[0-9A-Za-z])ー(?=[0-9A-Za-z])", "-", s).lower()
    changed = True
    while changed and s:
        changed = False
        if s[0] == "(" and s[-1] == ")":
            s, changed = s[1:-1], True
        for p in _PREFIXES:
            if s.startswith(p) and len(s) > len(p):
                s, changed = s[len(p) :], True
        for suf in _SUFFIXES:
            if s.endswith(suf) and len(s) > len(suf):
                s, changed = s[: -len(suf)], True
        if s.endswith("."):
            s, changed = s[:-1], True
    return s


def _canonical(scheme: Scheme, s: str) -> str | None:
    """The canonical id for an undecorated candidate, or None when it is not of the scheme."""
    if scheme is Scheme.NSK:
        m = _NSK_RE.fullmatch(s)
        if m is None:
            return None
        return format_id(scheme, _nsk_parts(m))
    if scheme is Scheme.HYPHEN:
        s = s.replace(".", "-")
        if not _HYPHEN_RE.fullmatch(s):
            return None
        nums = tuple(int(x) for x in s.split("-"))
    else:
        s = s.replace("-", ".")
        if not _DOTTED_RE.fullmatch(s):
            return None
        nums = tuple(int(x) for x in s.split("."))
    if any(n < 1 for n in nums):
        return None
    return format_id(scheme, nums)


def _nsk_parts(m: re.Match[str]) -> Parts:
    rule, sub, letter, item = m.groups()
    parts: list[Part] = [int(rule)]
    if sub is not None:
        parts.append(int(sub))
    if letter is not None:
        parts.append(letter)
    if item is not None:
        parts.append(int(item))
    return tuple(parts)


def normalize_id(scheme: Scheme, raw: str, *, game: str = "") -> str:
    """The canonical clause id for what a person typed, or InvalidClauseId.

    Accepts full-width digits and dashes (``７－１－４``, ``７ー１ー４``), spaces, a trailing dot,
    the prefixes ``第``/``ルール``/``総合ルール``/``CR`` and the suffixes ``条``/``項``, upper-case
    letters (``1204.2E-3``), and the other separator for onepiece (``7.1.4``) and sve (``8-4-9``).
    """
    cid = _canonical(scheme, _strip_decorations(raw))
    if cid is None:
        raise InvalidClauseId(game or scheme.value, raw, EXPECTED[scheme])
    try:
        parse_id(scheme, cid)
    except ValueError:
        raise InvalidClauseId(game or scheme.value, raw, EXPECTED[scheme]) from None
    return cid


def parse_id(scheme: Scheme, clause_id: str) -> Parts:
    """Components of a canonical id: ``1204.2e-3`` → ``(1204, 2, 'e', 3)``, ``7-1-4`` → ``(7, 1, 4)``."""
    if scheme is Scheme.NSK:
        m = _NSK_RE.fullmatch(clause_id)
        if m is None:
            raise ValueError(f"{clause_id!r} is not {EXPECTED[scheme]}")
        parts = _nsk_parts(m)
        bad = any(isinstance(p, int) and p < 1 for p in parts[1:])
        if bad or int(parts[0]) < 100 or format_id(scheme, parts) != clause_id:
            raise ValueError(f"{clause_id!r} is not {EXPECTED[scheme]}")
        return parts
    sep = "-" if scheme is Scheme.HYPHEN else "."
    pattern = _HYPHEN_RE if scheme is Scheme.HYPHEN else _DOTTED_RE
    if not pattern.fullmatch(clause_id):
        raise ValueError(f"{clause_id!r} is not {EXPECTED[scheme]}")
    nums = tuple(int(x) for x in clause_id.split(sep))
    if any(n < 1 for n in nums) or format_id(scheme, nums) != clause_id:
        raise ValueError(f"{clause_id!r} is not canonical ({EXPECTED[scheme]})")
    return nums


def format_id(scheme: Scheme, parts: Sequence[Part]) -> str:
    """The canonical id for components (inverse of `parse_id`)."""
    if not parts:
        raise ValueError("a clause id has at least one component")
    if scheme is Scheme.NSK:
        out = str(parts[0])
        if len(parts) > 1:
            out += f".{parts[1]}"
        if len(parts) > 2:
            out += str(parts[2])
        if len(parts) > 3:
            out += f"-{parts[3]}"
        return out
    sep = "-" if scheme is Scheme.HYPHEN else "."
    return sep.join(str(p) for p in parts)


def structural_parent(scheme: Scheme, clause_id: str) -> str | None:
    """The id one level up by numbering alone (``1204.2e-3`` → ``1204.2e`` → ``1204.2`` → ``1204`` →
    ``1200`` → None; ``7-1-4`` → ``7-1``)."""
    parts = parse_id(scheme, clause_id)
    if len(parts) > 1:
        return format_id(scheme, parts[:-1])
    if scheme is Scheme.NSK:
        rule = int(parts[0])
        chapter = rule - rule % 100
        return str(chapter) if chapter != rule else None
    return None


def ancestors(scheme: Scheme, clause_id: str) -> tuple[str, ...]:
    """Structural ancestors, nearest first.

    The id is parsed once and each ancestor formatted from a prefix of its parts; an id's length is
    bounded only by the caller, so re-parsing every ancestor (quadratic in the length) is avoided."""
    parts = parse_id(scheme, clause_id)
    out = [format_id(scheme, parts[:n]) for n in range(len(parts) - 1, 0, -1)]
    if scheme is Scheme.NSK:
        rule = int(parts[0])
        chapter = rule - rule % 100
        if chapter != rule:
            out.append(str(chapter))
    return tuple(out)


def depth(scheme: Scheme, clause_id: str) -> int:
    """1 for a top-level id (an NSK chapter such as ``100``), +1 per level below it."""
    return len(ancestors(scheme, clause_id)) + 1


def is_descendant(scheme: Scheme, clause_id: str, ancestor: str) -> bool:
    """True when `clause_id` lies strictly below `ancestor` (``1215.10`` is not below ``1215.1``)."""
    return ancestor in ancestors(scheme, clause_id)


def is_within(scheme: Scheme, clause_id: str, ancestor: str) -> bool:
    """`clause_id` is `ancestor` itself or one of its descendants (the eval set's hit rule)."""
    return clause_id == ancestor or is_descendant(scheme, clause_id, ancestor)


def sort_key(scheme: Scheme, clause_id: str) -> tuple[tuple[int, int | str], ...]:
    """A key that orders ids by number (``1215.2`` before ``1215.10``)."""
    return tuple((0, p) if isinstance(p, int) else (1, p) for p in parse_id(scheme, clause_id))


def suggest(book: Rulebook, clause_id: str, limit: int = 5) -> tuple[str, ...]:
    """Existing ids near a missing one: its nearest existing ancestor, its existing descendants,
    its siblings nearest in number, then string-similar ids."""
    scheme = book.info.scheme
    picked: list[str] = []

    def add(cid: str) -> None:
        if cid in book.clauses and cid not in picked and cid != clause_id:
            picked.append(cid)

    try:
        parse_id(scheme, clause_id)
        well_formed = True
    except ValueError:
        well_formed = False
    if well_formed:
        anc = _nearest_existing_ancestor(book, clause_id)
        if anc is not None:
            add(anc)
        for cid in book.clauses:
            if len(picked) >= limit:
                break
            if is_descendant(scheme, cid, clause_id):
                add(cid)
        if anc is not None:
            target = parse_id(scheme, clause_id)
            sibs = [c for c in book.clauses[anc].children if c != clause_id]
            sibs.sort(key=lambda c: _sibling_distance(parse_id(scheme, c), target))
            for c in sibs[:2]:
                add(c)
    for cid in difflib.get_close_matches(clause_id, list(book.clauses), n=limit, cutoff=0.6):
        add(cid)
    return tuple(picked[:limit])


def _nearest_existing_ancestor(book: Rulebook, clause_id: str) -> str | None:
    """The deepest structural ancestor of `clause_id` that `book` has, in time linear in the id's
    length: an ancestor longer than the book's longest id cannot exist, so only shorter prefixes
    of its parts are formatted (a 40 kB id is not walked level by level)."""
    scheme = book.info.scheme
    parts = parse_id(scheme, clause_id)
    longest = max((len(cid) for cid in book.clauses), default=0)
    found: str | None = None
    for n in range(1, len(parts)):
        candidate = format_id(scheme, parts[:n])
        if len(candidate) > longest:
            break
        if candidate in book.clauses:
            found = candidate
    if found is None and scheme is Scheme.NSK:
        chapter = str(int(parts[0]) - int(parts[0]) % 100)
        if chapter != clause_id and chapter in book.clauses:
            found = chapter
    return found


def _sibling_distance(parts: Parts, target: Parts) -> tuple[int, str]:
    last = parts[-1]
    want = target[len(parts) - 1] if len(target) >= len(parts) else target[-1]
    if isinstance(last, int) and isinstance(want, int):
        return (abs(last - want), "")
    return (0 if str(last) == str(want) else 1, str(last))


# --- finding clause numbers in free text -------------------------------------------------------

_ANY_ID = re.compile(
    r"\d{3,4}\.\d{1,3}[a-z](?:-\d{1,3})?|\d{1,4}(?:[.\-]\d{1,3})*",
)


def looks_like_clause_id(text: str) -> bool:
    """Whether the whole text reads as a clause number of some scheme (``7-1-4``, ``第103.3条``)."""
    s = _strip_decorations(text)
    return bool(s) and _ANY_ID.fullmatch(s) is not None


# Words that make a number after it a quantity rather than a clause number.
_COUNTERS = "|".join(
    (
        *("枚", "人", "名", "点", "回", "つ", "個", "体", "年", "月", "日", "時", "分", "秒"),
        *("歳", "円", "種", "倍", "%", "％", "ターン", "ダメージ", "ライフ", "コスト", "パワー"),
        *("以上", "以下", "未満"),
    )
)
_MARK_BEFORE = r"(?:総合ルール|ルール|第|CR|cr|§)\s*$"
# A bare integer right after a katakana or kanji word is a value printed on a card (ジツ3, 計画2,
# レベル3), not a chapter number; after a particle (の3), a space or nothing it still reads as one.
_GLUED_BEFORE = re.compile(r"[\u30a1-\u30fa\u30fc-\u30ff\u4e00-\u9fff々]$")
_MARK_AFTER = r"^\s*\.?\s*(?:条|項|番|って|について|とは|は何|の内容|を(?:見|教|表示))"
_WHOLE_AFTER = r"^[\s.?？。]*$"


def _candidate_re(scheme: Scheme) -> re.Pattern[str]:
    if scheme is Scheme.NSK:
        body = r"\d{3,4}(?:\.\d{1,3}(?:[a-zA-Z](?:-\d{1,3})?)?)?"
    else:
        body = r"\d{1,2}(?:[.\-]\d{1,3})*"
    return re.compile(rf"(?<![0-9A-Za-z.\-/+]){body}(?![0-9])")


def is_card_value(before: str) -> bool:
    """Whether a bare integer written right after `before` is a card's value rather than a chapter
    number: glued to a katakana or kanji word (``ジツ3って``, ``計画2って``) with no clause marker
    (``ルール3``, ``第3条`` stay numbers). Latin letters (``STR3``) never start a candidate at all."""
    return _GLUED_BEFORE.search(before) is not None and re.search(_MARK_BEFORE, before) is None


def find_clause_number(query: str, scheme: Scheme) -> str | None:
    """The canonical id of the first clause number written in a question, or None.

    ``7-1-4-1って何?`` → ``7-1-4-1``; ``1104.4aについて`` → ``1104.4a``; ``第103.3条`` → ``103.3``.
    A bare integer counts only with a marker (``第``, ``条``, ``について`` …) or as the whole query,
    so quantities such as ``5枚`` or ``2人`` are not taken for chapter numbers, and not when it is
    glued to the word before it (``ジツ3って``: see `is_card_value`).
    """
    text = fold_width(query)
    for m in _candidate_re(scheme).finditer(text):
        token = m.group()
        before, after = text[: m.start()], text[m.end() :]
        if re.search(r"ver\.?\s*$", before, re.IGNORECASE):
            continue
        multi = re.search(r"[.\-]", token) is not None
        if multi and re.match(r"\s*[枚人名点回個体年月日時分秒倍%％]", after):
            continue
        whole = not before.strip() and re.match(_WHOLE_AFTER, after) is not None
        marked = re.search(_MARK_BEFORE, before) or re.match(_MARK_AFTER, after)
        if not multi and not (marked or whole):
            continue
        if not multi and is_card_value(before):
            continue
        if not multi and re.match(r"\s*(?:" + _COUNTERS + ")", after):
            continue
        try:
            return normalize_id(scheme, token)
        except InvalidClauseId:
            continue
    return None
