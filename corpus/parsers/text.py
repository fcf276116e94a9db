"""Line-cleaning helpers shared by the ninjaslayer/kiseki and fow parsers.

The sources are text dumps of PDFs and web pages, so a physical line may carry HTML remnants
(``<p>…</p>``), list bullets (``- ``, `` - ``, ``•``), indentation or no-break spaces, and one printed
sentence may be broken over several physical lines. These helpers remove only that furniture; every
printed character with meaning is kept. In particular markdown bold (``**遊撃士協会**``) is kept
verbatim: kiseki 1302.3 gives bold type a rules meaning (組織名), so stripping it would lose information.
Doubled spaces are kept too, because they mark where an icon was printed (``文章の先頭に  が記載``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Only the tags that appear as page-conversion remnants; `<ニンジャ>` and `<(名称)>` are rules text.
_HTML_TAG = re.compile(r"</?(?:p|br|div|span)(?:\s[^<>]*)?/?>", re.IGNORECASE)
_BULLET = re.compile(r"^(?P<indent>[ \t\u3000]*)(?:(?P<marker>[-•*])[ \t\u3000]+)?(?P<body>.*)$")
_EXAMPLE = re.compile(r"^例[:：]")
_JP_DATE = re.compile(r"(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*日")

# Characters that end a printed sentence or paragraph; a line ending otherwise was cut by the layout.
SENTENCE_END = frozenset("。．.)）」』】!！?？*")
# A line at least this long that does not end a sentence was wrapped by the page layout, even when
# the dump put a blank line after it (kiseki 803.6 `…満たさない場合、こ` / `の攻撃は…`).
WRAPPED_LINE_MIN = 40

_SPACE_LIKE = str.maketrans({"\u00a0": " ", "\u2007": " ", "\u202f": " ", "\ufeff": ""})


@dataclass(frozen=True, slots=True)
class Bullet:
    """One physical line split into indentation width, list marker (may be empty) and body."""

    indent: int
    marker: str
    body: str


def clean_line(line: str) -> str:
    """The line without HTML remnants, exotic spaces and trailing whitespace (indentation kept)."""
    text = _HTML_TAG.sub("", line.translate(_SPACE_LIKE)).rstrip()
    body = text.lstrip(" \t\u3000")
    # Interior tabs separate table cells (`</p>\t<p>`); a space keeps the words apart.
    return text[: len(text) - len(body)] + body.replace("\t", " ")


def split_bullet(line: str) -> Bullet:
    """Split a cleaned line into indentation, bullet marker and body (body stripped)."""
    m = _BULLET.match(line)
    if m is None:  # pragma: no cover - the pattern matches every string
        return Bullet(0, "", line.strip())
    indent = len(m.group("indent").expandtabs(4))
    return Bullet(indent, m.group("marker") or "", m.group("body").strip())


def is_blank(line: str) -> bool:
    return not clean_line(line).strip()


def is_example(body: str) -> bool:
    """True for an `例:` paragraph (an example belongs to the clause above, not to its text)."""
    return _EXAMPLE.match(body) is not None


def ends_sentence(text: str) -> bool:
    return bool(text) and text[-1] in SENTENCE_END


def looks_wrapped(text: str) -> bool:
    """A long physical line that stops mid-sentence: the next paragraph continues it."""
    return len(text) >= WRAPPED_LINE_MIN and not ends_sentence(text)


def join_wrapped(head: str, tail: str) -> str:
    """Join a sentence broken over two lines: Japanese needs no space, two ASCII words need one."""
    if (
        head
        and tail
        and head[-1].isascii()
        and head[-1].isalnum()
        and tail[0].isascii()
        and tail[0].isalnum()
    ):
        return f"{head} {tail}"
    return head + tail


def iso_date(text: str) -> str | None:
    """``2026 年 01 月 29 日`` → ``2026-01-29`` (None when the text holds no such date)."""
    m = _JP_DATE.search(text)
    if m is None:
        return None
    return f"{int(m['y']):04d}-{int(m['m']):02d}-{int(m['d']):02d}"
