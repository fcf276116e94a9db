"""Reading a Force of Will question: who or what an action hits, how much, and the stats involved.

The shared extractor knows cards that attack; §10 questions are about effects ("…に300ダメージを与える",
"…を破壊する", "…を破棄できる?"), so this module finds the objects of those verbs, their sides and
counts, and the numbers the remaining builders need (a damage amount, 攻撃力/防御力). Damage, life
and will are read by the plans from the reading (`plans/fow_per_count.py`, `fow_players.py`,
`fow_cards.py`, `fow_will.py`).
Everything works on `Facts.text`, already normalised (full-width digits, 千/万 numerals).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# objects of §10 verbs, longest first; kind names follow the engine's card kinds
_OBJECTS: tuple[tuple[str, str], ...] = (
    ("J/リゾネイター", "resonator"),
    ("Jリゾネイター", "resonator"),
    ("リゾネイター", "resonator"),
    ("J/ルーラー", "j_ruler"),
    ("Jルーラー", "j_ruler"),
    ("ルーラー", "ruler"),
    ("アディション", "addition"),
    ("魔石", "stone"),
    ("プレイヤー", "player"),
    ("カード", "card"),
)
# 「ルーラーエリア」「魔石エリア」 are areas, not the cards in them
_OBJECT_RE = re.compile("(?:" + "|".join(re.escape(w) for w, _ in _OBJECTS) + ")(?!エリア)")
_KIND = dict(_OBJECTS)
_SIDES = (
    ("相手", "opponent"),
    ("自分", "self"),
    ("あなた", "self"),
    ("こちら", "self"),
    ("こっち", "self"),
)
# a side word standing for a player: 「相手に」「自分へ」「相手と」 (not 「相手の」)
_PLAYER_WORD = re.compile(r"(相手|自分|あなた)(?:プレイヤー)?(?=\s*(?:に(?!つき)|へ|と|を対象|が受け))")


@dataclass(frozen=True, slots=True)
class Mention:
    """An object of a §10 verb (or any card/player the question names)."""

    kind: str  # player, resonator, j_ruler, ruler, addition, stone, card
    side: str | None  # "self" / "opponent" / None (unsaid)
    start: int
    end: int
    count: int = 1
    word: str = ""  # the noun as written (J/リゾネイター, 魔石 …)


def side_before(text: str, start: int, window: int = 14) -> str | None:
    before = text[max(0, start - window) : start]
    best: tuple[int, str] | None = None
    for word, side in _SIDES:
        idx = before.rfind(word)
        if idx >= 0 and (best is None or idx > best[0]):
            best = (idx, side)
    return best[1] if best else None


def mentions(text: str) -> list[Mention]:
    """Every object named, in order: cards by noun, players by noun or by a bare 相手/自分."""
    found: list[Mention] = []
    for m in _OBJECT_RE.finditer(text):
        count = re.match(r"\s*([0-9]+)\s*(?:体|枚|人|つ)", text[m.end() :])
        found.append(
            Mention(
                _KIND[m.group(0)],
                side_before(text, m.start()),
                m.start(),
                m.end(),
                int(count.group(1)) if count else 1,
                m.group(0),
            )
        )
    taken = {(x.start, x.end) for x in found}
    for m in _PLAYER_WORD.finditer(text):
        if not any(s < m.end() and m.start() < e for s, e in taken):
            side = "opponent" if m.group(1) == "相手" else "self"
            found.append(Mention("player", side, m.start(), m.end()))
    found.sort(key=lambda x: x.start)
    return found


_QUOTED = re.compile(r"「[^」]*」|『[^』]*』|‘[^’]*’")


def unquoted(text: str) -> str:
    """`text` with quoted card text (「…」『…』‘…’) blanked out, positions kept: 「『カード1枚を破壊する』
    効果でルーラーを…」 names the effect, not its object."""
    return _QUOTED.sub(lambda m: "□" * len(m.group(0)), text)


# 「墓地のリゾネイター」「手札にあるカード」: the zone written right before a card puts it off the field
ELSEWHERE = re.compile(r"(?:手札|墓地|デッキ|山札|除外エリア|除外)(?:の|にある|にいる|から)(?:カード)?\s*$")


# ----- numbers ------------------------------------------------------------------------------
_PRIOR = re.compile(
    r"(?:すでに|既に|もう)\s*([0-9]+)\s*(?:点)?(?:の)?ダメージ"
    r"|([0-9]+)\s*(?:点)?(?:の)?ダメージ(?:を|が)?\s*(?:受けて(?:い|る)|食らって|くらって|負って|蓄積|乗って|のって|載って"
    r"|受けた(?=リゾネイター|J|カード|ルーラー))"
    r"|ダメージ(?:が|を)?\s*([0-9]+)\s*(?:点)?\s*(?:蓄積|乗って|のって|載って|受けて)"
    r"|[((]\s*(?:蓄積)?ダメージ\s*([0-9]+)\s*(?:点)?\s*[))]"  # 「リゾネイター(ダメージ0)」
)
_PER = re.compile(r"(?:1枚|1体|1つ|1個|一枚|一体|一つ)につき\s*([0-9]+)\s*(?:点)?(?:の)?ダメージ")
_DAMAGE = re.compile(r"([0-9]+)\s*(?:点)?\s*(?:の)?\s*ダメージ")


def damage_amount(text: str) -> int | None:
    """The damage an effect deals: the first ‘Nダメージ’ that is neither ‘1つにつきN’ nor damage the
    card already has."""
    skip: list[tuple[int, int]] = [m.span() for m in _PER.finditer(text)]
    skip += [m.span() for m in _PRIOR.finditer(text)]
    for m in _DAMAGE.finditer(text):
        if not any(s <= m.start() < e for s, e in skip):
            return int(m.group(1))
    return None


def stat(text: str, name: str) -> int | None:
    """攻撃力N / 防御力N (also 「防御力は800」「防御力が800」)."""
    m = re.search(name + r"\s*(?:が|は|:)?\s*(-?[0-9]+)", text)
    return int(m.group(1)) if m else None
