"""Reading a Force of Will question: who or what an action hits, how much, and the stats involved.

The shared extractor knows cards that attack; §10 questions are about effects ("…に300ダメージを与える",
"…を破壊する", "…を破棄できる?"), so this module finds the objects of those verbs, their sides and
counts, and the numbers a §10 operation needs (damage, prevention, 防御力, will pools and costs).
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
SIDES = _SIDES = (
    ("相手", "opponent"),
    ("自分", "self"),
    ("あなた", "self"),
    ("こちら", "self"),
    ("こっち", "self"),
)
# a side word standing for a player: 「相手に」「自分へ」「相手と」 (not 「相手の」)
_PLAYER_WORD = re.compile(r"(相手|自分|あなた)(?:プレイヤー)?(?=\s*(?:に(?!つき)|へ|と|を対象|が受け))")
_SENTENCE_END = re.compile(r"[。?!]")


@dataclass(frozen=True, slots=True)
class Mention:
    """An object of a §10 verb (or any card/player the question names)."""

    kind: str  # player, resonator, j_ruler, ruler, addition, stone, card
    side: str | None  # "self" / "opponent" / None (unsaid)
    start: int
    end: int
    count: int = 1
    word: str = ""  # the noun as written (J/リゾネイター, 魔石 …)


def sentence_of(text: str, pos: int) -> str:
    """The sentence (up to 。?!) that contains `pos`."""
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, pos)]
    start = starts[-1] if starts else 0
    end_m = _SENTENCE_END.search(text, pos)
    return text[start : end_m.start() if end_m else len(text)]


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


_TAIL = r"\s*(?:[0-9]+\s*(?:体|枚|人|つ))?\s*(?:ずつ)?\s*(?:それぞれ|全員|全部|すべて|全て)?\s*"


_QUOTED = re.compile(r"「[^」]*」|『[^』]*』|‘[^’]*’")


def unquoted(text: str) -> str:
    """`text` with quoted card text (「…」『…』‘…’) blanked out, positions kept: 「『カード1枚を破壊する』
    効果でルーラーを…」 names the effect, not its object."""
    return _QUOTED.sub(lambda m: "□" * len(m.group(0)), text)


def objects_of(text: str, verb: str, *, passive: str | None = None) -> list[Mention]:
    """The mentions that a verb (regex) acts on: 「Xに…verb」「Xを…verb」, 「XとYそれぞれに…verb」 and,
    with `passive`, 「Xが…passive」 (「リゾネイターが500ダメージを受ける」)."""
    out: list[Mention] = []
    pending: list[Mention] = []  # 「XとY」: X waits for Y's particle
    plain = unquoted(text)
    for x in mentions(plain):
        after = text[x.end :]
        sentence_rest = re.split(r"[。?!]", after, maxsplit=1)[0]
        if _in_parentheses(plain, x.start):  # 「(そのリゾネイターは場に残る)」: an aside ends at its ")"
            sentence_rest = re.split(r"[)）]", sentence_rest, maxsplit=1)[0]
        if re.match(_TAIL + r"と(?!き)", after):
            pending.append(x)
            continue
        hit = re.match(_TAIL + r"(?:に対して|に(?!つき|する|なる)|へ|を対象に|を)", after)
        acted_on = hit is not None and re.search(verb, sentence_rest[hit.end() :]) is not None
        undergoes = (  # 「リゾネイター1体が破壊された」: the count before the particle
            passive is not None
            and re.match(_TAIL + r"(?:が|は)", after)
            and re.search(passive, sentence_rest)
        )
        if acted_on or undergoes:
            out.extend([*pending, x])
        pending = []
    return out


# 「墓地のリゾネイター」「手札にあるカード」: the zone written right before a card puts it off the field
ELSEWHERE = re.compile(r"(?:手札|墓地|デッキ|山札|除外エリア|除外)(?:の|にある|にいる|から)(?:カード)?\s*$")


def _in_parentheses(text: str, at: int) -> bool:
    before = text[:at]
    opened = max(before.rfind("("), before.rfind("（"))
    return opened > max(before.rfind(")"), before.rfind("）"))


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


def prior_damage(text: str) -> int | None:
    """Damage already on the card: 「もう200ダメージ受けてる」「ダメージが200蓄積」."""
    m = _PRIOR.search(text)
    return int(next(g for g in m.groups() if g is not None)) if m else None


def per_each(text: str) -> int | None:
    m = _PER.search(text)
    return int(m.group(1)) if m else None


def damage_amount(text: str) -> int | None:
    """The damage an effect deals: the first ‘Nダメージ’ that is neither ‘1つにつきN’ nor damage the
    card already has."""
    skip: list[tuple[int, int]] = [m.span() for m in _PER.finditer(text)]
    skip += [m.span() for m in _PRIOR.finditer(text)]
    for m in _DAMAGE.finditer(text):
        if not any(s <= m.start() < e for s, e in skip):
            return int(m.group(1))
    return None


def prevention(text: str) -> int | str | None:
    """10.17: points prevented, ``"all"`` (全て軽減, or 軽減 without points), or None."""
    if "軽減" not in text:
        return None
    if re.search(r"(?:全て|すべて|全部|完全に|全部を)\s*軽減", text):
        return "all"
    m = re.search(r"([0-9]+)\s*(?:点)?\s*(?:だけ)?\s*軽減", text)
    return int(m.group(1)) if m else "all"


def stat(text: str, name: str) -> int | None:
    """攻撃力N / 防御力N (also 「防御力は800」「防御力が800」)."""
    m = re.search(name + r"\s*(?:が|は|:)?\s*(-?[0-9]+)", text)
    return int(m.group(1)) if m else None


def no_defense(text: str) -> bool:
    return re.search(r"防御力(?:を|が)?(?:持たな|もたな|のない|がない|が無い|無し|なし)", text) is not None


def counted(text: str, noun: str) -> int | None:
    """「手札が5枚」「場にリゾネイターが4体」 → the number counted for `noun` (not 「1枚につき」)."""
    m = re.search(noun + r"[^0-9。?、]{0,8}?([0-9]+)\s*(?:枚|体|つ)(?!につき)", text)
    return int(m.group(1)) if m else None


def life(text: str) -> dict[str, int]:
    """ライフ per side: 「相手のライフが4000」「ライフ500の相手」「自分のライフ」."""
    out: dict[str, int] = {}
    for m in re.finditer(r"ライフ(?:ポイント)?(?:が|は)?(?:残り)?\s*([0-9]+)", text):
        side = side_before(text, m.start(), 6)
        if side is None:
            tail = re.match(r"\s*(?:点)?の\s*(相手|自分|あなた)", text[m.end() :])
            side = ("opponent" if tail.group(1) == "相手" else "self") if tail else None
        out.setdefault(side or "unsaid", int(m.group(1)))
    return out


# ----- will ---------------------------------------------------------------------------------
_ATTRS = "光炎水風闇"
_ATTR_WORD = r"(?:[光炎水風闇]|無属性|無色|属性なし|属性無し|属性のない|属性を持たない)"
_POOL = re.compile(
    r"(月の特質を持つ|月の特質を持たない)?\s*([光炎水風闇]|無|無色|無属性|属性のない|属性を持たない)?(?:属性)?の?"
    r"ウィル(?:が|を)?\s*([0-9]+)?\s*点?"
)


def will_pool(text: str) -> dict[str, int] | None:
    """保有ウィル: 「光のウィル2点と属性のないウィル1点」「ウィルが3点」 → {"光": 2, "無": 1}. A pool whose
    attribute is unsaid is will without an attribute ("無"). None when no pool is stated."""
    pool: dict[str, int] = {}
    for m in _POOL.finditer(text):
        moon, attr, n = m.group(1), m.group(2), m.group(3)
        if n is None and attr is None and moon is None:
            continue
        if n is None and re.match(r"\s*で", text[m.end() :]) is None:
            continue  # 「光のウィルで払う」 names one point; other unnumbered pools are not stated
        key = "月" if moon == "月の特質を持つ" else attr if attr and attr in _ATTRS else "無"
        pool[key] = pool.get(key, 0) + int(n or 1)
    return pool or _listed_pool(text)


# 「ウィルは光1・風1・属性なし1」: a list of attribute + points after ウィル, outside any [cost] symbol
_LISTED = re.compile(
    r"ウィル(?:は|が|:)?\s*((?:" + _ATTR_WORD + r"\s*[0-9]+\s*(?:点|つ|個)?\s*[・、,と]?\s*)+)"
)
_LISTED_ITEM = re.compile("(" + _ATTR_WORD + r")\s*([0-9]+)")


def _listed_pool(text: str) -> dict[str, int] | None:
    m = _LISTED.search(text)
    if m is None:
        return None
    pool: dict[str, int] = {}
    for attr, n in _LISTED_ITEM.findall(m.group(1)):
        key = attr if attr in _ATTRS else "無"
        pool[key] = pool.get(key, 0) + int(n)
    return pool


def will_cost(text: str) -> dict[str, int] | None:
    """A cost as printed (``[光][2]``, ``[水][水]``, ``[月]``) or 「コスト3」: {"光": 1, "無": 2}."""
    # one cost is one run of symbols written back to back: 「コストに[月]…[月]払える?」 names the
    # same [月] twice (one symbol, not [月][月]); runs that differ are not one cost
    costs: list[dict[str, int]] = []
    for run in re.finditer(r"(?:\[(?:[光炎水風闇月]|[0-9]+)\]\s*)+", text):
        cost: dict[str, int] = {}
        for s in re.findall(r"\[([光炎水風闇月]|[0-9]+)\]", run.group(0)):
            if s.isdigit():
                cost["無"] = cost.get("無", 0) + int(s)
            else:
                cost[s] = cost.get(s, 0) + 1
        costs.append(cost)
    if costs:
        return costs[0] if all(c == costs[0] for c in costs) else None
    m = re.search(r"コスト(?:が|は)?\s*([0-9]+)|([0-9]+)\s*コスト", text)
    if m:
        return {"無": int(m.group(1) or m.group(2))}
    return None


def will_short_by(text: str) -> int | None:
    """「ウィルが1点足りない」 → 1."""
    m = re.search(r"([0-9]+)\s*点?\s*(?:だけ)?足りな", text)
    return int(m.group(1)) if m else None
