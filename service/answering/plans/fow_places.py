"""Which count a fow question asks (split from `fow_zones`): the zone and owner of each 「何枚?」 —
the count left (「相手の墓地は何枚?」) or the count a zone receives (「何枚墓地に行く?」), as the zone
word and owner word of the asked sentence name it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from service.answering.plans.fow_common import WORD, clause_before, last_word, of, owner_in
from service.answering.reading.model import Fact, Reading, Role

# a player's counts as the question names them → the scenario's player field
ZONE_WORDS = {"手札": "hand", "墓地": "graveyard", "デッキ": "deck", "山札": "deck", "ライフ": "life",
              "除外エリア": "removed", "除外ゾーン": "removed", "魔石デッキ": "stone_deck",
              "魔石エリア": "stone_area"}  # fmt: skip
ZONE_NAMES = {
    "hand": "手札",
    "graveyard": "墓地",
    "deck": "デッキ",
    "life": "ライフ",
    "removed": "除外エリア",
    "stone_deck": "魔石デッキ",
    "stone_area": "魔石エリア",
}
MOVES = ("draw", "discard", "destroy", "remove_from_game")
# 「場は何枚?」「ルーラーエリアは?」: a zone named in the asked clause that ZONE_WORDS does not count
_UNCOUNTED_ZONE = re.compile(r"場|エリア|フィールド")
# 「引けるのは」「捨てた枚数は」: the action's own count asked
_MOVED_ASKED = re.compile(r"[るたけ]*\s*(?:のは|枚数|数は)")


def asked_place(reading: Reading, ask: Fact, counts: Mapping[tuple[str, str], int]) -> tuple[str, str] | None:
    start, end = clause_before(reading, ask)
    word = last_word(reading, ZONE_WORDS, start, end)
    if word is None:  # 「墓地は3枚だった。破壊後は何枚?」: the one count the question states
        if _UNCOUNTED_ZONE.search(reading.text, start, end):
            return None  # 「破壊後、俺の場は何枚?」: a zone this plan does not count is asked
        if any(
            start <= f.start and f.end <= end and _MOVED_ASKED.match(reading.text, f.end)
            for f in of(reading, Role.ACTION, *MOVES)
        ):
            return None  # 「引けるのは何枚?」: the cards the action moves, not the count stated
        return next(iter(counts)) if len(counts) == 1 else None
    concept = ZONE_WORDS[word]
    owner = owner_in(reading, start, end)
    if owner is None:
        held = {o for (c, o) in counts if c == concept}
        owner = held.pop() if len(held) == 1 else None
    if owner is None or (concept, owner) not in counts:
        return None  # the count asked after the actions needs the count before them
    return concept, owner


# 「何枚墓地に行く?」 / 「墓地に行くのは何枚?」: the count a zone receives is asked
_INTO_AFTER = re.compile(r"\s*(?:が|は)?\s*(手札|墓地|デッキ|山札)\s*(?:に|へ)\s*(?:行|移|置|送|加|入)")
_INTO_BEFORE = re.compile(r"(手札|墓地|デッキ|山札)\s*(?:に|へ)\s*(?:行|移|置|送|加|入)[ぁ-ん]{0,4}のは\s*$")
# 「何枚増えて」「何枚行って」「何枚捨てる」: a count moved is asked, not the count left
_MOVED = re.compile(r"\s*(?:の)?\s*(?:増|減|行|移|捨|引|置|加)")


# the effect told received by a player: 「「…」を食らった」「「…」で俺が対象になった」 (the subject, if
# any, before 対象に); not 「撃った」「使った」 — those name the user, whose target may be the other player
_RECEIVED = re.compile(
    r"[」』]\s*(?:を|で)?\s*(?:食らっ|くらっ|喰らっ|受け|撃たれ)"
    r"|[」』]\s*で\s*(?:(?P<who>俺|自分|僕|私|相手)\s*(?:が|は)\s*)?対象に\s*(?:なっ|され|選ばれ)"
)
_WHO = {"俺": "self", "自分": "self", "僕": "self", "私": "self", "相手": "opponent"}


def _discarder(reading: Reading, counts: Mapping[tuple[str, str], int], steps: list[Fact]) -> str | None:
    """「俺の手札5枚のとき、相手の「手札を捨てる」を食らった。墓地に行くのは何枚?」: only discards told, one
    player's hand counted and the effect told received by that player — the cards go to that player's
    graveyard (10.18.1: そのプレイヤーの墓地), whoever's the effect."""
    owners = {o for z, o in counts if z == "hand"}
    if not (steps and all(s.concept == "discard" for s in steps) and len(owners) == 1 and len(counts) == 1):
        return None
    owner = owners.pop()
    said = list(_RECEIVED.finditer(reading.text))
    # the receiver: the subject before 対象に, else the asker (「食らった」 with no subject is the asker's)
    if len(said) != 1 or _WHO.get(said[0].group("who") or "", "self") != owner:
        return None
    return owner


def places(
    reading: Reading,
    asks: list[Fact],
    counts: dict[tuple[str, str], int],
    steps: list[Fact],
    notes: list[str],
) -> list[tuple[str, str, bool]]:
    """(zone, owner, whether a change is asked) per number asked, in order; a graveyard (or, with
    only draws, a hand) that receives cards and whose count is not told is given 0 when what is asked
    is how many it receives (the count moved does not depend on it, named). Empty: not answerable."""
    out: list[tuple[str, str, bool]] = []
    for a in asks:
        start, end = clause_before(reading, a)
        into = _INTO_AFTER.match(reading.text, a.end) or _INTO_BEFORE.search(reading.text[start : a.start])
        change = into is not None or _MOVED.match(reading.text, a.end) is not None
        place = None if into is not None else asked_place(reading, a, counts)
        if into is not None:  # 「何枚墓地に行く?」「墓地に行くのは何枚?」: the zone the cards go to
            owner = owner_in(reading, start, end) or ("self" if not of(reading, Role.OWNER) else None)
            owner = owner or _discarder(reading, counts, steps)
            place = (ZONE_WORDS[into.group(1)], owner) if owner else None
            if place is not None and place in counts:
                out.append((*place, True))
                continue
            place = None
        if place is None and change:
            word = into.group(1) if into is not None else last_word(reading, ZONE_WORDS, start, end)
            concept = ZONE_WORDS.get(word or "")
            owner = owner_in(reading, start, end) or ("self" if not of(reading, Role.OWNER) else None)
            owner = owner or (_discarder(reading, counts, steps) if concept == "graveyard" else None)
            draws_only = all(s.concept == "draw" for s in steps)
            if owner is None or not (concept == "graveyard" or (concept == "hand" and draws_only)):
                return []
            counts[(concept, owner)] = 0
            notes.append(
                f"{WORD[owner]}の{ZONE_NAMES[concept]}の枚数は質問にないため0枚としています"
                "(増える枚数はそれによりません)。"
            )
            place = (concept, owner)
        if place is None or (change and place not in counts):
            return []
        out.append((*place, change))
    return out


def untold_side(
    side: str, counts: Mapping[tuple[str, str], int], places: list[tuple[str, str, bool]]
) -> bool:
    """Whether no count of `side` is told nor asked: its own move changes nothing the question asks."""
    return bool(places) and all(o != side for _, o in counts) and all(o != side for _, o, _c in places)
