"""What the ninjaslayer plans share: seats, cards grouped from a reading's facts, the asked kind.

Seating follows the engine (`service/engine/ninjaslayer/scenario.py`): ``player1`` is the turn
player. The asker is ``player1`` unless the question puts the turn on the opponent (a TURN fact
``opponent_turn``, or an アイサツ the opponent makes: ``attacked``); then the asker is ``player2``.

Cards come from the facts alone: a CARD fact (キャラ) collects the STAT, KEYWORD and STATE facts
written for it — the ones right before it in its sentence (「カラテ5・工作力1のキャラ」), or in a
parenthesis right after it (「キャラ(カラテ2)」「サツバツ持ち(耐久力3)」). A card with nothing of
its own (「そいつ」「相手のキャラは殺される?」) is a mention of a card already named, not a new one.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import get_args

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides
from service.engine.ninjaslayer.scenario import Keyword

ENGINE_KEYWORDS = frozenset(get_args(Keyword))

GAME = "ninjaslayer"
_OWNED = (Role.STAT, Role.KEYWORD, Role.STATE)
# a keyword said apart from its card, of the one card whose stat it names (1404: タツジン・コスト)
_KEYWORD_STAT = {"タツジン": "tatsujin"}


def me(reading: Reading) -> str:
    """The asker's seat: ``player2`` when the turn is the opponent's (1001: player1 is the turn player)."""
    theirs = any(
        (f.role is Role.TURN and f.concept == "opponent_turn")
        or (f.role is Role.ACTION and f.concept == "attacked" and not f.negated)
        for f in reading.facts
    )
    return PLAYER2 if theirs else PLAYER1


def sides(reading: Reading) -> Sides:
    mine = me(reading)
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    return Sides(mine, {mine: "自分", other: "相手"})


def seat(owner: str | None, mine: str) -> str | None:
    if owner is None:
        return None
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    return mine if owner == "self" else other


def asks(reading: Reading) -> str:
    return asked(reading)


@dataclass(slots=True)
class CardFacts:
    """One card the question describes: its noun and the facts written for it."""

    noun: Fact
    facts: list[Fact] = field(default_factory=list)
    owner: str | None = None

    @property
    def start(self) -> int:
        return min([self.noun.start, *(f.start for f in self.facts)])

    def stat(self, name: str) -> int | None:
        return next((int(f.value) for f in self.facts if f.role is Role.STAT and f.concept == name
                     and isinstance(f.value, int)), None)  # fmt: skip

    def keywords(self) -> list[str]:
        said = [self.noun, *self.facts]  # 「サツバツ持ち」: the keyword is the card's noun
        return list(dict.fromkeys(f.concept for f in said if f.role is Role.KEYWORD and not f.negated))

    @property
    def described(self) -> bool:
        return bool(self.facts) or self.noun.role is Role.KEYWORD


def _sentence_break(text: str, start: int, end: int) -> bool:
    return any(c in "。?？!！" for c in text[start:end])


def cards(reading: Reading) -> list[CardFacts] | None:
    """The described cards, in order; None when a card's fact cannot be placed on one card."""
    text = reading.text
    nouns = [f for f in reading.facts if f.role is Role.CARD and not f.negated]
    out = [CardFacts(n, owner=n.owner) for n in nouns]
    # 「相手の耐久力5のサツバツ持ちに」: the owned keyword names the card its stats before it describe
    out += [CardFacts(f, owner=f.owner) for f in reading.of(Role.KEYWORD) if _keyword_noun(reading, f)]
    bare = _bare_cards(reading)
    out += bare
    out.sort(key=lambda c: c.noun.start)
    carried = {id(f) for c in bare for f in c.facts}
    owners = [f.start for f in reading.of(Role.OWNER)]
    for f in reading.facts:
        if f.role not in _OWNED or id(f) in carried:
            continue
        if f.role is Role.KEYWORD and f.concept not in ENGINE_KEYWORDS:
            continue  # 「インターラプト・ステップ」: a step, no card's keyword (the gate still accounts it)
        if f.role is Role.STATE and f.concept in ("active", "rested") and (not out or of_etel(reading, f)):
            continue  # エテルの状態: a player's cards, not a character's (the cost plans read it)
        if f.role is Role.STAT and _restated(f, out):
            continue  # 「相手のカラテ5のキャラに…。相手のカラテ5で殴り返されて」: that card's stat again
        home = _home(text, f, out, owners)
        if home is None and f.role is Role.KEYWORD and f.negated:
            continue  # 「ウケミなし」 of a card no one names: denied, nothing to carry
        if home is None and f.role is Role.KEYWORD and any(f.concept in c.keywords() for c in out):
            continue  # 「サツバツでこっちも殺される?」: the keyword of a card already named
        stat = _KEYWORD_STAT.get(f.concept)
        holding = [c for c in out if stat is not None and c.stat(stat) is not None]
        if home is None and f.role is Role.KEYWORD and len(holding) == 1:
            home = holding[
                0
            ]  # 「コスト2でタツジン2のキャラ。…タツジン払って」: the card with its タツジン・コスト
        if home is None and f.role is Role.KEYWORD and f.owner is not None:
            # 「相手のサツバツ持ち(耐久力3)」: the keyword names the card
            home = CardFacts(f, owner=f.owner)
            out.append(home)
            out.sort(key=lambda c: c.noun.start)
            continue
        if home is None:
            return None
        home.facts.append(f)
    for c in out:
        said = {f.owner for f in c.facts if f.owner is not None}
        if c.owner is None and len(said) == 1:
            c.owner = said.pop()
        elif c.owner is not None and said - {c.owner}:
            return None  # the card's facts name another player: not one card
    return [c for c in out if c.described]


def _restated(f: Fact, out: list[CardFacts]) -> bool:
    """`f` names again, with its owner, the one value a card placed before it already holds."""
    said = [c for c in out if c.start < f.start and c.stat(f.concept) == f.value]
    return f.owner is not None and len(said) == 1 and said[0].owner == f.owner


_CARD_STATS = frozenset({"karate", "durability", "kousaku", "jitsu"})
_SAME_CARD = re.compile(r"[\s/／・,、]*")
# after the stats, a case particle (「カラテ1/耐久2で、…」「相手のカラテ5/耐久2(能力なし)に」), no noun
_BARE_END = re.compile(r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:で|に|を|が|は|と)(?!\s*(?:の|キャラ|カード))")


def _bare_cards(reading: Reading) -> list[CardFacts]:
    """Cards said by their stats alone (「俺のカラテ1/耐久2で、相手のカラテ5/耐久2にアイサツした」, no キャラ
    after them): each run of a card's stats ended by a case particle is one card, its owner the first
    stat's (ninjaslayer-ae-06 had been withheld for no card to hold them). Only in a sentence that
    names no card: 「カラテ1・耐久力4でサツバツ持ちのキャラ」 gives them to the noun after, and the builders
    read 「カラテ3で相手の…キャラを殴って」 (the attacker's stat beside a named card) themselves."""
    text = reading.text
    nouns = [f.start for f in reading.of(Role.CARD) if not f.negated]
    stats = [f for f in reading.of(Role.STAT) if f.concept in _CARD_STATS and not f.negated]
    runs: list[list[Fact]] = []
    for f in stats:
        last = runs[-1][-1] if runs else None
        joined = last is not None and _SAME_CARD.fullmatch(text, last.end, f.start) is not None
        if joined and runs and f.concept not in {g.concept for g in runs[-1]}:
            runs[-1].append(f)
        else:
            runs.append([f])
    return [
        CardFacts(run[0], list(run), owner=run[0].owner)
        for run in runs
        if _BARE_END.match(text, run[-1].end)
        and len({g.owner for g in run} - {None}) <= 1
        and not any(_same_sentence(text, run[0].start, n) for n in nouns)
    ]


def _same_sentence(text: str, a: int, b: int) -> bool:
    return not _sentence_break(text, min(a, b), max(a, b))


_STAT_OF = re.compile(r"(?:カラテ|耐久力|工作力|コスト)\s*[0-9]+\s*の\s*$")
_HOLDER = re.compile(r"\s*持ち(?!\s*の)")


def _keyword_noun(reading: Reading, f: Fact) -> bool:
    """An owned engine keyword said as its card (「…持ち」, no card noun after it) right after a stat of
    that card (「耐久力5のサツバツ持ち」): the stat is that card's, not a card's across the sentence."""
    return (
        f.concept in ENGINE_KEYWORDS
        and not f.negated
        and f.owner is not None
        and _HOLDER.match(reading.text, f.end) is not None
        and _STAT_OF.search(reading.text, 0, f.start) is not None
    )


def of_etel(reading: Reading, state: Fact) -> bool:
    """A state said of the エテル: a count of them (「うち3枚オジギ」) or the state told right after the
    エテル's count in its sentence, before any card (「エテルが4枚全部縦向き」「エテル5枚(全部オジギ)」)."""
    if isinstance(state.value, int):
        return True
    text = reading.text
    if any(
        f.concept == "etel"
        and re.fullmatch(
            r"(?:状態)?の|した|している|してる|にな(?:っている|ってる|った)", text[state.end : f.start]
        )
        for f in reading.of(Role.QUANTITY)
    ):
        # 「縦のエテルが5枚」「アンタイ・オジギ状態のエテル3枚」「オジギしたエテル2枚」
        # 「縦になってるエテルは4枚」: before the count
        return True
    count = max(
        (f for f in reading.of(Role.QUANTITY) if f.concept == "etel" and f.end <= state.start),
        key=lambda f: f.end,
        default=None,
    )
    if count is None or _sentence_break(text, count.end, state.start):
        return False
    return not any(count.end <= c.start < state.start for c in reading.of(Role.CARD))


def etel_states(reading: Reading, total: int | None = None) -> tuple[int | None, bool] | None:
    """The bowed part of the stated エテル: (bowed count or None for none said, all bowed); None when
    an エテル state cannot be read as one count (a state said twice, a count of upright ones — unless
    the `total` it is part of is given: 「5枚で、そのうち縦向きは3枚」 bows the other 2)."""
    said = [f for f in reading.of(Role.STATE) if f.concept in ("active", "rested") and of_etel(reading, f)]
    if not said:
        return (None, False)
    if len(said) > 1 or said[0].negated:
        return None
    state = said[0]
    if state.concept == "active":
        if state.value is None:
            return (0, False)
        if total is None or not isinstance(state.value, int) or state.value > total:
            return None
        return (total - state.value, False)
    return (int(state.value), False) if isinstance(state.value, int) else (None, True)


def _home(text: str, fact: Fact, cards: Sequence[CardFacts], owners: Sequence[int]) -> CardFacts | None:
    # never a card of the other player (「ウチのキャラで、相手のカラテ6の…」)
    out = [c for c in cards if fact.owner is None or c.owner in (None, fact.owner)]
    before = [c for c in out if c.noun.end <= fact.start]
    after = [c for c in out if c.noun.start >= fact.end]
    if before:
        prev = before[-1]
        between = text[prev.noun.end : fact.start]
        # 「キャラ(カラテ2)」「サツバツ持ち(耐久力3)」: a parenthesis right after the noun
        if "(" in between and ")" not in between and not _sentence_break(text, prev.noun.end, fact.start):
            return prev
    if after:
        nxt = after[0]
        if not _sentence_break(text, fact.end, nxt.noun.start):
            return nxt
    # not across an owner word (「キャラで、相手のサツバツ」: the keyword is the other card's)
    if (
        before
        and not _sentence_break(text, before[-1].noun.end, fact.start)
        and not any(before[-1].noun.end <= o < fact.start for o in owners)
    ):
        return before[-1]
    return None


def quantities(reading: Reading, mine: str) -> dict[tuple[str, str], int] | None:
    """Players' counts by (seat, concept); an unowned count is the asker's. None on a contradiction
    (two different counts of one player's zone: a state before and after, which no start holds)."""
    out: dict[tuple[str, str], int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.negated or not isinstance(f.value, int):
            return None
        # 「お互いのダメージ・ゾーンが9枚」「自分も相手も9枚」: the count of each player
        held = (PLAYER1, PLAYER2) if f.owner == "both" else (seat(f.owner, mine) or mine,)
        for where in held:
            key = (where, f.concept)
            if out.get(key, f.value) != f.value:
                return None
            out[key] = f.value
    return out


def unowned_quantities(reading: Reading) -> bool:
    return any(f.owner is None for f in reading.of(Role.QUANTITY))


UNOWNED_NOTE = "持ち主が書かれていない枚数は質問者(自分)のものとして扱っています。"


_ZONE_PARTS = ("damage_zone", "damage_zone_face_up", "damage_zone_face_down")
_ZONE_WORD = re.compile(
    r"(?:(自分|俺|私|こっち|こちら|相手|向こう)\s*の\s*)?(?:ダメージ・?ゾーン|ダメゾン?|ダメ・?ゾーン)"
)


def _zone_owner(text: str, at: int) -> str | None:
    """The owner of the ダメージ・ゾーン named last before `at` in its sentence (「相手のダメージ・ゾーンは
    表向き3枚」: the part is the opponent's), None when that zone has no owner word."""
    start = max(text.rfind(c, 0, at) for c in "。?？!！\n") + 1
    named = list(_ZONE_WORD.finditer(text, start, at))
    if not named or named[-1].group(1) is None:
        return None
    return "opponent" if named[-1].group(1) in ("相手", "向こう") else "self"


def owner_untold(reading: Reading) -> bool:
    """A count whose owner is nowhere said: no owner word of its own, nor (a part of a ダメージ・ゾーン,
    「相手のダメゾンは表向き5枚、裏向き5枚」) on the zone it is a part of."""
    return any(
        f.owner is None and (f.concept not in _ZONE_PARTS or _zone_owner(reading.text, f.start) is None)
        for f in reading.of(Role.QUANTITY)
    )


def zone_parts(
    reading: Reading, counts: dict[tuple[str, str], int], mine: str
) -> dict[tuple[str, str], int] | None:
    """A ダメージ・ゾーン told by its faces (「表向き6枚+ジツで裏返した4枚でちょうど10枚」
    「ダメージ・ゾーン9枚、表向きは2枚」): ジツ turns cards face down (1320.1) and 1002.1 counts every
    card of the zone, so the engine holds the face-up ones in ``damage_zone`` and the rest in
    ``damage_zone_face_down``. Two of the whole, the face-up and the face-down counts decide the
    third; a third told must agree. `counts` unchanged when no face is told; None when the parts are
    not one player's, or do not add up."""
    facts = [f for f in reading.of(Role.QUANTITY) if f.concept in _ZONE_PARTS]
    if not any(f.concept != "damage_zone" for f in facts):
        return counts
    seats = {seat(f.owner or _zone_owner(reading.text, f.start), mine) or mine for f in facts}
    if len(seats) != 1 or any(f.negated or not isinstance(f.value, int) for f in facts):
        return None
    where = seats.pop()
    told: dict[str, int] = {}
    for f in facts:
        if told.setdefault(str(f.concept), int(f.value or 0)) != f.value:
            return None
    whole, up, down = (told.get(c) for c in _ZONE_PARTS)
    if up is None and whole is not None and down is not None:
        up = whole - down
    if down is None and whole is not None and up is not None:
        down = whole - up
    if whole is None and (up, down).count(None) == 1 and max(up or 0, down or 0) >= 10:
        # 「裏向き10枚」: 10 or more lose (1002.1) whatever the other face holds
        up, down = up or 0, down or 0
    if up is None or down is None or up < 0 or down < 0 or (whole is not None and whole != up + down):
        return None
    read_as = {where} | {seat(f.owner, mine) or mine for f in facts}  # `quantities`' seats of the parts
    out = {k: v for k, v in counts.items() if not (k[0] in read_as and k[1] in _ZONE_PARTS)}
    return out | {(where, "damage_zone"): up, (where, "damage_zone_face_down"): down}


# a card told outside the field (「相手の手札のキャラ」「オヒガンの」「除外された」「死んだ」): no character
# on the field, so no アイサツ対象 (704.4: the opponent or one of the opponent's characters on the field)
OFF_FIELD = re.compile(
    r"手札|オヒガン|デッキ|山札|除外|エテル|ダメ(?:ージ)?\s*[・･]?\s*ゾ|墓地|トラッシュ|死ん|死亡|殺さ|"
    r"コトダマ\s*空間"
)
# 「相手は、相手自身のキャラをアイサツ対象に選べる?」「相手が、相手自身のキャラにアイサツできる?」: the
# opponent told as the one declaring — not the asker's アイサツ the target plans run (704.4, audit13)
OPPONENT_SUBJECT = re.compile(
    r"(?:相手|向こう)\s*(?:プレイヤー)?\s*(?:は|が|って)(?!\s*(?:いる|いない|ない))"
)


def resolved_after_damage(reading: Reading, effects: list[Fact]) -> bool:
    """A damage to a player with another effect after it in one quote or one sentence (「「1ダメージを受け、
    その後1回復する」」, audit 26h): perhaps one text's resolution, and a player's damage is checked only at
    the rule check after it (1102.4a, 1003.2), so the later effect (a 回復 emptying the zone) comes first —
    the run's effects are separate, each followed by its rule check: not the question's timing."""
    ordered = sorted(effects, key=lambda f: f.start)
    text = reading.text
    return any(
        f.concept == "damage"
        and (_one_quote(text, f.end, g.start) or not _sentence_break(text, f.end, g.start))
        for f, g in itertools.pairwise(ordered)
    )


def _one_quote(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies inside one quoted card text (「…」 or 『…』)."""
    for opening, closing in (("「", "」"), ("『", "』")):
        at = text.rfind(opening, 0, start)
        if at >= 0 and closing not in text[at:end]:
            return True
    return False


def damage_outcome(effects: list[Fact], counts: dict[tuple[str, str], int]) -> bool:
    """「…1ダメージ受けたらどうなる?」 (audit 26h): what a damage to a player does is answered when the
    damage is the only effect and the told counts are not already a loss (a zone under 10, a deck left,
    1002.1 / 1002.2) — a 回復 or a draw asked so, or a position lost before the effect, is not."""
    if any(f.concept not in ("damage", "damage_zone_put") for f in effects):
        return False  # a card put into the zone (309.1) is judged by the same count as a damage's
    return all(
        not (zone == "damage_zone" and n >= 10) and not (zone == "deck" and n <= 0)
        for (_s, zone), n in counts.items()
    )
