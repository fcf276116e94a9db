"""The cards a destroy step of the zones plan takes (10.9.1): the one kind and owner it names, or a
group counted on one player's field; a source card (「…の起動能力(そのリゾネイターは場に残る)で」) and
its aside are no destroyed card."""

from __future__ import annotations

import dataclasses
import re

from service.answering.plans.fow_cards import sources
from service.answering.plans.fow_common import of, quoted
from service.answering.reading.model import Fact, Reading, Role

# a destroyed card's kind → (where it stands, the engine's kind, its name)
PLACED = {"stone": ("stone_area", "stone", "魔石"), "resonator": ("field", "resonator", "リゾネイター"),
          "j_ruler": ("field", "j_ruler", "J/ルーラー")}  # fmt: skip


def target_of(reading: Reading) -> tuple[str, str] | None:
    """The destroyed cards' kind and owner (one kind; a plain ルーラー is destroyed only by an effect
    that says so, 10.9.2, which this plan does not read)."""
    kinds: set[tuple[str, str | None]] = set()
    source = sources(reading)
    told = [f for f in of(reading, Role.CARD) if f not in source and not _aside(reading, f)]
    for q in of(reading, Role.QUANTITY, "field_count"):  # 「自分の場のリゾネイター1体が破壊された」
        if quoted(reading, q) is None and "リゾネイター" in q.text:
            told.append(dataclasses.replace(q, concept="resonator"))
    # 「俺の「対象のリゾネイターを…」で相手のリゾネイターを」: a card the quoted text names is the text's
    # word; the card it is aimed at outside the quote is the one taken
    plain = [f for f in told if quoted(reading, f) is None and f.concept in (*PLACED, "ruler")]
    if plain and len(plain) < len(told):
        told = [f for f in told if quoted(reading, f) is None]
    for f in told:
        if f.concept == "ruler":
            if not f.text.startswith("J"):
                return None
            kinds.add(("j_ruler", f.owner))
        elif f.concept in PLACED:
            kinds.add((f.concept, f.owner))
        elif f.concept in ("addition", "ruler_card"):
            return None  # 「リゾネイター1体とアディション1枚が破壊された」: a card this plan does not place
    if len(kinds) != 1:
        return None
    kind, owner = kinds.pop()
    if owner is None and _AT_PLAYER.search(reading.text):
        return None  # 「「魔石2つを破壊する」を相手に撃った」: whose cards it takes is not read
    return kind, owner or "self"


# 「「…」を相手に撃った」「「…」で相手を」: a quoted effect aimed at a player (AG17)
_AT_PLAYER = re.compile(
    r"[」』]\s*(?:を|で)\s*(?:相手|敵|向こう|自分|俺|私|僕)(?:の(?:プレイヤー|本体))?\s*(?:に|へ|を)"
)


def _aside(reading: Reading, f: Fact) -> bool:
    """Whether `f` stands in a parenthesised aside right after a source card (「(そのリゾネイターは場に
    残る)」): the source restated, not a destroyed card."""
    opened = reading.text.rfind("(", 0, f.start)
    closed = reading.text.find(")", f.end)
    return (
        opened >= 0
        and closed >= 0
        and ")" not in reading.text[opened : f.start]
        and any(s.end <= opened for s in sources(reading))
    )


def group_of(reading: Reading) -> list[tuple[str, str, int]] | None:
    """The cards one uncounted destroy takes when the question counts them on a player's field
    (「相手の場にはJルーラー1枚とリゾネイター2体」「自分の場のJ/ルーラー1体とリゾネイター2体がまとめて
    破壊された」): (kind, owner, n) per count — of resonators or J/ルーラー, or a 魔石 written with its
    count. Card words in a quote are the effect's text, not cards. None when the question counts
    no such card, counts cards of no kind (「場に3体」), or names a card it does not count."""
    counted = [
        q for q in of(reading, Role.QUANTITY, "field_count") if isinstance(q.value, int) and q.value > 0
    ]
    group: list[tuple[str, str, int]] = []
    for q in counted:
        kind = "j_ruler" if "ルーラー" in q.text else "resonator" if "リゾネイター" in q.text else None
        if kind is None:
            return None
        group.append((kind, q.owner or "self", int(q.value)))  # type: ignore[arg-type]
    numbers = of(reading, Role.NUMBER)
    source = sources(reading)
    for f in of(reading, Role.CARD):
        if quoted(reading, f) is not None or any(q.start <= f.start and f.end <= q.end for q in counted):
            continue
        if f in source or _aside(reading, f):
            continue  # 「相手のリゾネイターの起動能力(そのリゾネイターは場に残る)で」: it destroys, stays
        if f.concept == "ruler" and f.text.startswith("J") and counted:
            group.append(("j_ruler", f.owner or "self", 1))  # a player's one J/ルーラー (10.9.1)
            continue
        n = next((x.value for x in numbers if x.start == f.end and isinstance(x.value, int)), None)
        if n is None or f.concept != "stone":
            return None  # a card told without its count
        group.append(("stone", f.owner or "self", int(n)))
    if not group or len({owner for _, owner, _ in group}) != 1:
        return None  # both fields: which of them the destroy takes is not read
    if not _named_by_effect(reading, group):
        return None  # 「場のJ/リゾネイターをすべて破壊する」 with 魔石 counted: the effect does not take them
    return group


# what a quoted destroying text names (「場のJ/リゾネイターをすべて破壊する」) → the kinds it covers
_COVERS = {"stone": ("魔石",), "resonator": ("リゾネイター", "カード"),
           "j_ruler": ("J/リゾネイター", "J/ルーラー", "Jルーラー", "カード")}  # fmt: skip


# a player named in the effect's text (「自分の場の」「あなたの」「相手の」「お互いの」): whose field it takes
_WHOSE = re.compile(r"自分|あなた|相手|お互い|各プレイヤー|コントロール")


def _user(reading: Reading, at: int) -> str | None:
    """The player who uses the quote at `at` (「俺が「…」を解決」「ターンプレイヤーの相手が「…」」): the
    player word marked が/は right before it in its sentence."""
    start = max(reading.text.rfind("。", 0, at), reading.text.rfind("?", 0, at)) + 1
    named = [
        o for o in of(reading, Role.OWNER)
        if start <= o.start and o.end <= at and o.concept in ("self", "opponent")
        and re.match(r"\s*[がは]", reading.text[o.end : at])
    ]  # fmt: skip
    return str(named[-1].concept) if named else None


def _named_by_effect(reading: Reading, group: list[tuple[str, str, int]]) -> bool:
    """Whether every kind in `group` is one the quoted destroying effect names (10.9.1 moves only the
    cards the effect destroys): a 魔石 or a J/ルーラー counted next to 「リゾネイターをすべて破壊する」
    stays. With no quoted destroy the group is the question's own (「まとめて破壊された」)."""
    quotes = list(re.finditer(r"[「『][^」』]*破壊[^」』]*[」』]", reading.text))
    texts = [m.group(0) for m in quotes]
    if not texts:
        return True
    for m in quotes:  # 「相手の場の…」「自分の場の…」: the card's words are its user's (not the asker's)
        whose = _WHOSE.search(m.group(0))
        if whose is None:
            continue
        user = _user(reading, m.start())
        if user is None or whose.group(0) not in ("自分", "あなた", "相手"):
            return False
        side = user if whose.group(0) != "相手" else ("opponent" if user == "self" else "self")
        if any(owner != side for _, owner, _ in group):
            return False
    return all(any(w in t for t in texts for w in _COVERS[kind]) for kind, _, _ in group)
