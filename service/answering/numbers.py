"""Normalising how players write numbers: full-width digits, 千/万 notation, kanji numerals."""

from __future__ import annotations

import re
import unicodedata

_KANJI_DIGITS = {
    "〇": 0,
    "零": 0,
    "一": 1,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_KANJI_UNITS = {"十": 10, "百": 100, "千": 1000}

# 5千, 1万2千, 1.5万, 五千, 二十 … (a run of digits/kanji numerals that contains at least one unit)
_COMPOUND = re.compile(r"(?<![0-9.])((?:[0-9]+(?:\.[0-9]+)?|[〇零一二三四五六七八九十百千万])+)")
_HAS_UNIT = re.compile(r"[十百千万]")
_COUNTER = r"(?:枚|点|回|体|人|つ|ターン|ダメージ)"  # counters after which a bare kanji digit is a number
_STAT_BEFORE = r"(?:力|パワー|ライフ|HP|カラテ|コスト|STR|DEF|絆)(?:が|は|:)?\s*$"
_STAT_NAME = (
    r"((?:工作力|耐久力|攻撃力|防御力|体力|パワー|ライフ|HP|カラテ|コスト|STR|DEF|絆|CP|EP)(?:が|は|:)?\s*)"
)
_WAVE_DASHES = str.maketrans({"〜": "~", "～": "~", "−": "-", "―": "-", "‐": "-", "–": "-", "ー": "ー"})


def kanji_number(token: str) -> int | None:
    """Value of a numeral such as ``5千``, ``1万2千``, ``1.5万``, ``五千``, ``二十``; None if not one."""
    if not token:
        return None
    total = 0
    section = 0.0  # the part below 万
    current: float | None = None
    i = 0
    while i < len(token):
        ch = token[i]
        if ch.isdigit():
            m = re.match(r"[0-9]+(?:\.[0-9]+)?", token[i:])
            assert m is not None
            current = float(m.group(0))
            i += len(m.group(0))
            continue
        if ch in _KANJI_DIGITS:
            current = float(_KANJI_DIGITS[ch]) if current is None else current * 10 + _KANJI_DIGITS[ch]
        elif ch in _KANJI_UNITS:
            section += (current if current is not None else 1.0) * _KANJI_UNITS[ch]
            current = None
        elif ch == "万":
            section += current or 0.0
            total += round((section or 1.0) * 10000)
            section = 0.0
            current = None
        else:
            return None
        i += 1
    section += current or 0.0
    value = total + section
    return round(value)


def normalize_text(text: str) -> str:
    """NFKC (full-width digits, letters and ！ → ASCII), unify dashes, and spell numerals as digits.

    ``パワー5千`` → ``パワー5000``, ``１万`` → ``10000``, ``五千`` → ``5000``. Plain kanji digits without a
    unit (``一枚``) are converted only when followed by a counter, to keep words like ``一方`` intact.
    """
    out = unicodedata.normalize("NFKC", text).translate(_WAVE_DASHES)
    out = re.sub(r"(?<=[0-9]),(?=[0-9]{3}(?![0-9]))", "", out)  # 1,500ダメージ: a thousands separator
    # 「5kのリーダー」「6.5K」: players' thousands shorthand (not inside a word such as 5kg or ABC5k)
    out = re.sub(
        r"(?<![0-9A-Za-z.])([0-9]+(?:\.[0-9]+)?)[kK](?![A-Za-z])",
        lambda m: str(round(float(m.group(1)) * 1000)),
        out,
    )

    def _compound(m: re.Match[str]) -> str:
        token = m.group(1)
        if not _HAS_UNIT.search(token):
            return token
        counted = re.match(_COUNTER, m.string[m.end() :]) is not None
        # a stat's value: 「防御力千」「ライフ千」 is 1000 even without a counter
        counted = counted or re.search(_STAT_BEFORE, m.string[: m.start()]) is not None
        if token[0] in "十百千万" and not counted:
            return token  # a leading unit is a word (千円, 万一, 十分), not a number — but 十枚 is 10
        value = kanji_number(token)
        return str(value) if value is not None else token

    out = _COMPOUND.sub(_compound, out)
    # 「山札ゼロの状態で」「体力ゼロになったら」: ゼロ as a count or a value
    out = re.sub(r"ゼロ(?=\s*(?:枚|点|体|ダメージ|の|に|で|、|。|\?|!|だ|な|$))", "0", out)
    out = re.sub(
        r"([〇一二三四五六七八九])(?=" + _COUNTER + ")",
        lambda m: str(_KANJI_DIGITS[m.group(1)]),
        out,
    )
    # 「工作力一のキャラ」「カラテ三」: a single kanji digit right after a stat name is its value
    out = re.sub(
        _STAT_NAME + r"([〇一二三四五六七八九])(?![〇一二三四五六七八九十百千万])",
        lambda m: m.group(1) + str(_KANJI_DIGITS[m.group(2)]),
        out,
    )
    # 「絆マイナス2」「マイナス五」: a spelled-out minus sign before a number
    out = re.sub(
        r"マイナス\s*([〇一二三四五六七八九])(?![〇一二三四五六七八九十百千万])",
        lambda m: "-" + str(_KANJI_DIGITS[m.group(1)]),
        out,
    )
    return re.sub(r"マイナス\s*(?=[0-9])", "-", out)
