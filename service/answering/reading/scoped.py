"""Scope accounting: an act said of every player or every card must reach all of them (issue 11).

「各リーダーに4ダメージ」 had been run as 4 damage to the asker's leader alone and stated as the
opponent's win (blind N sve-bn-02, where the draw was right): the damage was read and scripted, so
no fact was left unmodeled, but its scope was lost. Here a quantifier said of players (各プレイヤー、
お互い、双方、両者、全リーダー、自分も相手も … and the lexicons' OWNER ``both`` facts) or of the cards
of a kind (「全ての/各/すべての〜」「〜全部/全て/それぞれ/全員」) is followed to the act it is said of
(the first act of its sentence, unless a value or a state comes first: 「お互いのライフが1」 is a value
the planner holds on each seat), and the scenario's scripted actions of that act (else the run's
events of it) must reach both seats, or name every such card the scenario puts on the field.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.seating import SEATS, SENTENCE_END, Board, Misowned

# card nouns that are a player's own presence, not a card in a zone
PLAYERS = frozenset({"leader", "ruler", "player"})
# the zones where "every card" of a kind is counted (the field; not the hand, deck or trash)
_FIELD = frozenset({"field", "characters"})
# 「各プレイヤー」「全リーダー」「両方のリーダー」「お互いの本体」: every player
_EVERY_PLAYER = re.compile(
    r"(?:各|全|両|すべての|全ての|それぞれの|両方の|お互いの?|双方の?|両者の?)\s*(?:プレイヤー|リーダー|本体)"
    r"|(?:プレイヤー|リーダー)\s*(?:全員|それぞれ|両方|双方)"
)
# a quantifier over every card of a kind, before (「全ての」「各」) or after (「全部」「それぞれ」) the noun
_EVERY_BEFORE = re.compile(r"(?:各|全|全て|すべて|総|それぞれ)\s*(?:の)?\s*(?:場の)?\s*$")
_EVERY_AFTER = re.compile(
    r"\s*(?:を|に|は|が|も|の)?\s*(?:全て|すべて|全部|ぜんぶ|全体|全員|それぞれ|みんな"
    # 「相手の2/2のフォロワー2体とも、…1体で攻撃できる?」 (audit 28h): a count with とも, or both of two
    r"|(?:[2-9２-９]|二|三|四|両)\s*(?:体|枚|人|つ|匹)\s*とも|両方(?:とも)?|どっちも|どちらも|いずれも)"
)
# after a count of cards (「2体とも」「2体全部」): the count's every card (audit 28h:
# 「相手の2/2のフォロワー2体とも、自分の4/4のフォロワー1体で攻撃できる?」 had been run as one attack on one of
# them, 'yes' stated)
_ALL_COUNTED = re.compile(
    r"\s*(?:を|に|は|が)?\s*(?:とも|両方(?:とも)?|全部|ぜんぶ|全て|すべて|それぞれ|みんな)"
)
# 「相手の場にフォロワーはいない」: a card told absent is no card an act reaches
ABSENT = re.compile(
    r"\s*(?:は|が|も)?\s*(?:1体も|一体も|1枚も|一枚も|何も)?\s*"
    r"(?:いな|ない|無い|なし|無し|おらず|いません|ありません|0体|0枚)"
)


def mis_scoped(reading: Reading, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    return _players(reading, board) or _cards(reading, board, seats)


def _act_of(reading: Reading, end: int, *, players: bool) -> Fact | None:
    """The act the word ending at `end` is said of: the first value, state or act after it in its
    sentence, when that is an act (「各リーダーに3ダメージ」) — None at a value (「お互いのライフが1」, which
    the planner holds on each seat) or a turn and, for a players' word, at a card of a kind
    (「お互いのキャラを」 is a scope over cards)."""
    text = reading.text
    for f in reading.facts:
        if f.start < end or SENTENCE_END.search(text, end, f.start):
            continue
        if f.role in (Role.QUANTITY, Role.STAT, Role.STATE, Role.TURN):
            return None
        if players and f.role is Role.CARD and f.concept not in PLAYERS:
            return None
        if f.role is Role.ACTION:
            return None if f.negated else f
    return None


def _first_act(reading: Reading, end: int) -> Fact | None:
    """The first act after `end` in its sentence, past the values of the instrument told before it; None
    at a state (「2体ともアクト状態」 is what they are) or a negated act."""
    for f in reading.facts:
        if f.start < end or SENTENCE_END.search(reading.text, end, f.start):
            continue
        if f.role in (Role.STATE, Role.TURN):
            return None
        if f.role is Role.ACTION:
            return None if f.negated else f
    return None


def _player_words(reading: Reading) -> list[tuple[int, int]]:
    spans = {(m.start(), m.end()) for m in _EVERY_PLAYER.finditer(reading.text)}
    spans |= {
        (f.start, f.end)
        for f in reading.facts
        if f.owner == "both"
        and (f.role is Role.OWNER or (f.role is Role.CARD and f.concept in PLAYERS))
        and not any(s <= f.start and f.end <= e for s, e in spans)
    }
    return sorted(spans)


def _players(reading: Reading, board: Board) -> Misowned | None:
    for start, end in _player_words(reading):
        act = _act_of(reading, end, players=True)
        if act is None:
            continue
        scripted = board.scripted(act.concept)
        reached = {s for a in scripted for s in board.reached(a)} if scripted else board.evented(act.concept)
        if reached is None or set(SEATS) <= reached:
            continue  # no such act in the scenario (the fact accounting's business), or both reached
        span = reading.text[start : act.end]
        reason = f"「{span}」は両プレイヤーへの行為ですが、シナリオは片方のプレイヤーにしか行っていません"
        return Misowned("scope_players", reason, act)
    return None


def _cards(reading: Reading, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    text = reading.text
    # a count of the field's cards said of all of them (「フォロワー2体とも」, read as the count)
    counted = [
        f for f in reading.of(Role.QUANTITY) if f.concept == "field_count" and _ALL_COUNTED.match(text, f.end)
    ]
    for card in sorted((*reading.of(Role.CARD), *counted), key=lambda f: f.start):
        if card.concept in PLAYERS or card.negated or ABSENT.match(text, card.end):
            continue
        before = _EVERY_BEFORE.search(text, max(0, card.start - 6), card.start)
        after = _EVERY_AFTER.match(text, card.end) or _ALL_COUNTED.match(text, card.end)
        if before is None and after is None:
            continue
        act = _act_of(reading, after.end() if after is not None else card.end, players=False)
        if act is None and card.role is Role.QUANTITY:  # 「2体とも、自分の4/4のフォロワー1体で攻撃」: the
            act = _first_act(
                reading, after.end() if after is not None else card.end
            )  # instrument's values pass
        scripted = board.scripted(act.concept) if act is not None else []
        if act is None or not scripted:
            continue
        sides = {seats[str(card.owner)]} if card.owner in seats else set(SEATS)
        every = {
            str(c["id"])
            for seat, zone, c in board.cards
            if seat in sides
            and zone in _FIELD
            and c.get("id") is not None
            and (card.role is Role.QUANTITY or of_kind(c, card.concept))
        }
        named = {v for a in scripted for v in _strings(a)}
        if len(every) < 2 or every <= named or named & {"all", "every"}:
            continue
        start = before.start() if before is not None else card.start
        span = text[start : after.end() if after is not None else card.end]
        reason = f"「{span}」の全てに及ぶ行為ですが、シナリオはその一部のカードにしか行っていません"
        return Misowned("scope_cards", reason, act)
    return None


def _strings(node: object) -> set[str]:
    if isinstance(node, str):
        return {node}
    if isinstance(node, dict):
        return {s for v in node.values() for s in _strings(v)}
    if isinstance(node, list):
        return {s for v in node for s in _strings(v)}
    return set()


def of_kind(card: Mapping[str, Any], concept: str) -> bool:
    """A card of the noun's kind: one whose ``kind`` is unsaid or is the noun's concept (kiseki's
    engine spells its kinds in capitals: ``"EVENT"`` is an 「EVENT」, read as ``event``)."""
    kind = card.get("kind")
    return kind is None or str(kind).lower() == concept.lower()
