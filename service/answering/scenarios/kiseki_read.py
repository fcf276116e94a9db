"""Reading 軌跡 TCG situations out of a question: UNITs with STR/DEF/CPコスト and icon crafts, whose they
are (自分/相手) and what they do (attack, are attacked, are merely on the field, are absent).

The generic `Facts` give the card nouns and their positions; the kiseki phrasings are read here because
they pack several UNITs into one noun (「STR2とSTR3のUNIT」, 「UNIT2体」), put stats in parentheses
(「UNIT(DEF5)」), negate icons (「【武術】を持たない相手のUNIT」) and name targets by a stat
(「DEF1の方を攻撃」).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from service.answering.extract import CardMention, Facts

UNIT_KINDS = frozenset({"unit", "character"})
ICON_NAMES = ("暗躍", "援軍", "帰属", "派遣", "武術", "ヘイト")
_N = r"(-?[0-9]+)"
_STAT = re.compile(r"(STR|DEF|CPコスト|(?<![CE]P)コスト|攻撃力|防御力|守備力)\s*(?:が|は|:)?\s*" + _N)
_STAT_KEY = {"STR": "str", "攻撃力": "str", "DEF": "def", "防御力": "def", "守備力": "def"}
_SLASH = re.compile(r"(?<![+\-0-9/])([0-9]+)\s*/\s*([0-9]+)(?![0-9/])")
_BOUNDARY = re.compile(r"[。、,?!]")
_ICON = re.compile(
    r"【?(" + "|".join(ICON_NAMES) + r")】?\s*(を?持(?:たない|っていない|ってない)|が?(?:なし|無し|ない))?"
)
_SIDE_WORDS = (
    ("相手", "opponent"),
    ("敵", "opponent"),
    ("自分", "self"),
    ("あなた", "self"),
    ("こちら", "self"),
)
ATTACK = re.compile(r"攻撃(?!力)|アタック|殴")  # 攻撃力 is a stat
_COUNT = r"(?:[0-9]+\s*(?:体|つ|枚)\s*)?"


@dataclass(frozen=True, slots=True)
class Unit:
    """One UNIT the question describes. `None` stats were not stated."""

    side: str | None  # "self" / "opponent"
    role: str | None  # "attacker" / "target" / "present" / "absent"
    str_: int | None
    def_: int | None
    cost: int | None
    icons: frozenset[str]
    stunned: bool
    acted: bool
    support: bool
    start: int


def _stats(text: str) -> list[dict[str, int]]:
    """Stat groups in reading order; a stat named twice starts another UNIT (「STR2とSTR3の」)."""
    groups: list[dict[str, int]] = [{}]
    for m in _STAT.finditer(text):
        key = _STAT_KEY.get(m.group(1), "cost")
        if key in groups[-1]:
            groups.append({})
        groups[-1][key] = int(m.group(2))
    for m in _SLASH.finditer(text):
        if "str" in groups[-1] or "def" in groups[-1]:
            groups.append({})
        groups[-1].update({"str": int(m.group(1)), "def": int(m.group(2))})
    return [g for g in groups if g] or [{}]


def icons_in(text: str) -> frozenset[str]:
    """Icon crafts a phrase says a UNIT has (「【武術】を持たない」 says it has not)."""
    return frozenset(f"【{m.group(1)}】" for m in _ICON.finditer(text) if not m.group(2))


def _side(lead: str) -> str | None:
    best: tuple[int, str] | None = None
    for word, side in _SIDE_WORDS:
        idx = lead.rfind(word)
        if idx >= 0 and (best is None or idx > best[0]):
            best = (idx, side)
    return best[1] if best else None


def _role(after: str) -> str | None:
    head = after[:24]
    if re.match(r"\s*(?:が|は)?\s*" + _COUNT + r"しか(?:い|存在し)", head):
        return "present"
    if re.match(
        r"\s*(?:が|は)?\s*" + _COUNT + r"も?\s*(?:い|存在し|出てい|残ってい)(?:ない|なく|ません)", head
    ):
        return "absent"
    if re.match(r"\s*(?:が|は)?\s*(?:なし|無し|ゼロ|0\s*(?:体|つ))", head):
        return "absent"
    if re.match(r"\s*(?:が|は|も)\s*" + _COUNT + r"(?:いる|いて|います|いた|ある|あって|存在)", head):
        return "present"
    if re.match(
        r"\s*(?:が|は)\s*(?:全部|全て|すべて|みんな)?\s*(?:スタン|アクション|レディ|横向き|縦向き)", head
    ):
        return "present"  # 「相手のUNITがすべてスタンしている時、…で攻撃」
    sentence = re.split(r"[。?!]", after, maxsplit=1)[0]
    if re.match(r"\s*(?:に|から)", head) and re.search(r"(?:攻撃|アタック)され", sentence):
        return "attacker"  # 「相手のUNITに攻撃された」: the agent of a passive
    if re.match(r"\s*(?:に|を|へ)", head) and ATTACK.search(sentence):
        return "target"
    particle = re.match(r"\s*(で|が|は)", head)
    if particle and ATTACK.search(sentence):
        passive = re.search(r"(?:攻撃|アタック)され", sentence) and particle.group(1) != "で"
        return "target" if passive else "attacker"
    return None


def read_units(facts: Facts) -> list[Unit]:
    """Every UNIT the question mentions, one per UNIT (a noun may stand for several)."""
    text = facts.text
    mentions: list[CardMention] = [m for m in facts.mentions if m.kind in UNIT_KINDS]
    out: list[Unit] = []
    prev_end = 0
    prev_side: str | None = None
    for m in mentions:
        seg = text[prev_end : m.start]
        cut = max((b.end() for b in _BOUNDARY.finditer(seg)), default=0)
        while listed := re.search(r"(?:STR|DEF|CPコスト)\s*-?[0-9]+\s*[、,]\s*$", seg[:cut]):
            cut = listed.start()
        lead = seg[cut:]
        joined = prev_end > 0 and re.match(r"\s*(?:\([^()]*\))?\s*" + _COUNT + r"と", seg) is not None
        rest = text[m.end :]
        count = 1
        direct = re.match(r"\s*([0-9]+)\s*(?:体|つ|枚)", rest)  # 「UNIT2体で」: the count belongs to the noun
        if direct:
            count, rest = int(direct.group(1)), rest[direct.end() :]
        paren = re.match(r"\s*\(([^()]*)\)", rest)
        inner = paren.group(1) if paren else ""
        rest = rest[paren.end() :] if paren else rest
        after = re.match(
            r"\s*(?:は|の|が)\s*((?:(?:STR|DEF|CPコスト)\s*(?:が|は|:)?\s*-?[0-9]+[、,・/\sとで]*)+)", rest
        )
        if after:
            inner = f"{inner} {after.group(1)}"
            rest = rest[after.end() :]
        consumed = len(text) - m.end - len(rest)
        said_count = re.match(r"\s*(?:が|は)\s*([0-9]+)\s*(?:体|つ|枚)", rest)  # 「UNITが3つある」
        if said_count and not direct:
            count = int(said_count.group(1))
        side = _side(lead) or (prev_side if joined else None)
        said = lead + " " + inner
        stunned = bool(re.search(r"スタン(?!して(?:い)?な|状態で(?:は)?な)", said)) or bool(
            re.match(r"\s*(?:が|は)\s*(?:全部|全て|すべて|みんな)?\s*スタン(?!して(?:い)?な)", rest)
        )
        groups = _stats(lead + " " + inner)
        if len(groups) == 1 and count > 1:
            groups = groups * min(count, 10)
        for g in groups:
            out.append(
                Unit(
                    side=side,
                    role=_role(rest),
                    str_=g.get("str"),
                    def_=g.get("def"),
                    cost=g.get("cost"),
                    icons=icons_in(said),
                    stunned=stunned,
                    acted=bool(re.search(r"アクション(?:状態|して|済)|横向き|横に", said))
                    or bool(
                        re.match(r"\s*(?:が|は)\s*(?:全部|全て|すべて|みんな)?\s*(?:アクション|横向き)", rest)
                    ),
                    support=bool(re.search(r"サポートを(?:持|得)", said)),
                    start=m.start,
                )
            )
        prev_end = m.end + consumed
        prev_side = side
    return _refine(text, out)


def _refine(text: str, units: list[Unit]) -> list[Unit]:
    """Roles a noun does not carry: 「STR5で攻撃」 (an attacker without a noun), 「DEF1の方を攻撃」."""
    found = list(units)
    if not any(u.role == "attacker" for u in found):
        m = re.search(
            r"(STR\s*-?[0-9]+(?:\s*[・、]?\s*(?:DEF|CPコスト)\s*-?[0-9]+)*)\s*で[^。?]*?(?:攻撃|アタック|殴)",
            text,
        )
        if m and not any(u.start > m.start() and u.start - m.end() < 3 for u in found):
            g = _stats(m.group(1))[0]
            found.append(
                Unit(
                    None,
                    "attacker",
                    g.get("str"),
                    g.get("def"),
                    g.get("cost"),
                    frozenset(),
                    False,
                    False,
                    False,
                    m.start(),
                )
            )
    ref = re.search(r"(STR|DEF|CPコスト)\s*(-?[0-9]+)\s*の(?:方|ほう)\s*(?:に|を|へ)", text)
    if ref:
        key = _STAT_KEY.get(ref.group(1), "cost")
        value = int(ref.group(2))
        for i, u in enumerate(found):
            have = {"str": u.str_, "def": u.def_, "cost": u.cost}[key]
            if u.role != "attacker" and have == value:
                found[i] = replace(u, role="target")
                break
    return found


def attacks_player(facts: Facts) -> bool:
    """「相手プレイヤーを攻撃」「相手に直接攻撃」: the target is the opposing player."""
    return bool(
        re.search(
            r"(?:相手|敵)(?:プレイヤー)?(?:に|を|へ)(?:直接)?(?:スクラム)?(?:攻撃|アタック)"
            r"|プレイヤー(?:に|を)(?:直接)?(?:攻撃|アタック)|直接(?:攻撃|アタック)",
            facts.text,
        )
    )


def both_sides(facts: Facts) -> bool:
    """A number said of both players at once (お互い, 両者, 自分も相手も …)."""
    return bool(
        re.search(
            r"お互い|互いに|両者|両方|両プレイヤー|双方|どちらも|ともに|共に|"
            r"自分(?:の[^。、]{0,4})?も相手(?:の[^。、]{0,4})?も|自分と相手",
            facts.text,
        )
    )


def opponents_turn(facts: Facts) -> bool | None:
    """Whose turn the question is set in: True = the opponent's, False = the asker's, None = unsaid."""
    if re.search(
        r"相手の(?:[^。、]{0,6})?(?:ターン|番|ステップ)|相手が(?:イニシアチブ|インシアチブ)", facts.text
    ):
        return True
    own = r"(?:自分|あなた|こちら)"
    if re.search(
        own + r"の(?:[^。、]{0,6})?(?:ターン|番|ステップ)|" + own + r"が(?:イニシアチブ|インシアチブ)",
        facts.text,
    ):
        return False
    return None
