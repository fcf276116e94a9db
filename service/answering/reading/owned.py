"""Owner and scope accounting (issue 11, round 8): a word the reader read, but placed by the
scenario with the wrong player, or applied to too few.

The other inverse checks withhold a verdict when the question says something the scenario does not
use. These check words the scenario *did* use — every wrong verdict of blind batch N was of that
kind (「各リーダーに3ダメージ」 run on one leader, 「相手が自分のカードの…」 run with the asker's card,
the other player's turn taken as the asked one). They work over the payload's seats (`seating.Board`)
and the lexicon's ``acts``, never a game's rules or a phrasing's builder:

* scope (`scoped.py`) — an act said of every player or every card of a kind reaches all of them;
* owner of a value — a fact the planner found on a seat is on its owner's seat;
* owner of a card — a card told as one player's (「相手のリゾネイター」, 「非ターンプレイヤー側の場の
  リゾネイター」) is among that seat's cards when the scenario holds such cards elsewhere only;
* owner of an act — an act whose clause names its doer (「相手が…をプレイ」「相手に捨てさせた」
  「相手のキャラのアタック」) is scripted for that seat;
* owner of a turn — 「後攻の最初のターン」「後攻です…自分の1ターン目」 is an even game turn, a 先攻's
  turn an odd one.

自分 is reflexive after another subject (「相手が自分のカードの…」: the subject's own or the asker's,
as the planners decide): there a 自分 card or value may sit on either seat. Owners of cards and acts
are checked only when the scenario itself says who sits where (its cards' names, or a value told as
one player's that the planner found on that seat), not when the planner's tie-break alone decided.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from service.answering.reading.acting import _actor, _named_seats
from service.answering.reading.asked_owner import asked_owner
from service.answering.reading.battle_left import battle_left
from service.answering.reading.model import Accounted, Fact, Reading, Role, Status
from service.answering.reading.payload import walk
from service.answering.reading.scoped import ABSENT, PLAYERS, mis_scoped, of_kind
from service.answering.reading.seating import SEATS, SENTENCE_END, Board, Misowned, quoted, who
from service.answering.reading.turn_owned import (
    IN_TURN,
    ME,
    YOU,
    decisive_near,
    now_owner,
    step_owner,
    turn_order,
    turn_owner,
    turn_player_acts,
)
from service.engine.events import Event

_CLAUSE_BREAK = re.compile(r"[、,。!?！？\n]|とき|時|ので|から|けど|たら|なら")
# a doer marked as the clause's subject: 「相手が」「自分は」「相手側が」
_SUBJECT = re.compile(r"\s*(?:側|の方)?\s*(?:は|が)(?!\s*(?:ある|いる))")
# the one made to do it: 「相手に手札を1枚捨てさせた」
_CAUSEE = re.compile(r"\s*(?:側)?\s*に")
# the verb's subject undergoes it (「相手は2ダメージ受けた」「引かされた」)
_UNDERGONE = re.compile(r"[^、。?？!！]{0,4}?(?:され|られ|受け|うけ|くら|食ら|喰ら|負っ|負う|もら)")
# the あ-row kana a godan verb's passive stem ends in (奪わ|れ, 殺さ|れ, 壊さ|れ)
_GODAN_A = frozenset("わかさたなまらがば")
_CAUSATIVE = re.compile(r"[^、。?？!！]{0,3}?(?:させ|かせ|わせ|らせ|たせ|ませ)")
# 「相手がコントロールしてるアディションを」: a subject inside a relative clause on a card noun
_RELATIVE = re.compile(r"(?:る|た|てる|ている|ない|だ)\s*$")
_ME = ME
_YOU = YOU
# who is the turn player: 「ターンプレイヤーの自分」「相手が非ターンプレイヤー」「自分はターンプレイヤー」
_TURN_PLAYER = re.compile(
    rf"(非)?ターンプレイヤー(?:側)?(?:の|で|である|は|が)?\s*({_ME}|{_YOU})"
    rf"|({_ME}|{_YOU})\s*(?:側)?(?:は|が|も)?\s*(非)?ターンプレイヤー"
)
# 「非ターンプレイヤー側の場には」: a card's side said by turn role
_ROLE_SIDE = re.compile(r"(非)?ターンプレイヤー(?:側)?の")


def misowned(
    reading: Reading,
    game: str,
    scenario: Mapping[str, Any],
    seats: Mapping[str, str],
    accounted: Sequence[Accounted] = (),
    events: Sequence[Event] = (),
) -> Misowned | None:
    """The first owner or scope the scenario gets wrong, or None."""
    board = Board(game, scenario, events)
    placed = _confirmed(scenario, seats, accounted)
    # an aim is checked on the seats a turn told decided too: 「自分のターンじゃないときに、…で相手
    # プレイヤーにアイサツできる?」 seats the asker as player2, and the run's アイサツ at player2 is aimed
    # at the asker
    # (audit 29h: 'yes' had been stated for the opponent's own アイサツ; 704.3 is the turn player's)
    aim_seats = placed or (seats if _turn_seated(accounted, seats) else None)
    return (
        mis_scoped(reading, board, seats)
        or _value_owner(reading, accounted, seats, scenario)
        or (_card_owner(reading, board, placed) if placed else None)
        or (_act_owner(reading, board, placed) if placed else None)
        or (asked_owner(reading, board, placed) if placed else None)
        or (_aim_owner(reading, board, aim_seats) if aim_seats else None)
        or turn_order(reading, game, scenario, seats)
        or turn_owner(reading, game, scenario, seats)
        or now_owner(reading, game, scenario, seats)
        or step_owner(reading, game, scenario, seats)
    )


def mark(accounted: tuple[Accounted, ...], miss: Misowned) -> tuple[Accounted, ...]:
    """`accounted` with the missed fact not_modeled, its note the reason."""
    return tuple(a.unmodeled(miss.reason) if a.fact == miss.fact else a for a in accounted)


def _confirmed(
    scenario: Mapping[str, Any], seats: Mapping[str, str], accounted: Sequence[Accounted]
) -> Mapping[str, str] | None:
    """Who sits where, when the scenario says it: its cards' names (「自分のフォロワー」 on player1)
    or a value told as one player's that the planner found on that seat; None when only the
    planner's tie-break decided (a turn fact alone)."""
    named = _named_seats(scenario)
    if named is not None:
        return named
    placed = any(
        a.status in (Status.USED, Status.APPLIED)
        and a.fact.owner in seats
        and a.field.startswith(seats[str(a.fact.owner)])
        for a in accounted
    )
    return seats if placed else None


def _turn_seated(accounted: Sequence[Accounted], seats: Mapping[str, str]) -> bool:
    """A turn told as one player's (「相手のターン」「自分のターンじゃない」) that the scenario holds: its
    turn player is the seat the planner gave that player."""
    return any(
        a.fact.role is Role.TURN
        and a.fact.concept in ("self_turn", "opponent_turn")
        and not a.fact.negated
        and a.status is Status.USED
        for a in accounted
    ) and set(seats) >= {"self", "opponent"}


def _reflexive(reading: Reading, fact: Fact) -> bool:
    """自分 said after another subject in its sentence (「相手が自分のカードの…」)."""
    if fact.owner != "self":
        return False
    text = reading.text
    start = max((m.end() for m in SENTENCE_END.finditer(text, 0, fact.start)), default=0)
    return any(
        o.owner == "opponent" and start <= o.start and o.end <= fact.start and _SUBJECT.match(text, o.end)
        for o in reading.of(Role.OWNER)
    )


def _value_owner(
    reading: Reading, accounted: Sequence[Accounted], seats: Mapping[str, str], scenario: Mapping[str, Any]
) -> Misowned | None:
    """A value the planner found under a seat that is not its owner's: told by an owner word, or by
    turn role (「非ターンプレイヤー側の場にはリゾネイター2体」 held on the turn player's field). A card
    the scenario says its owner owns (``owned_by``: kiseki 105.2) on its controller's field (506.4)
    holds its owner's values (「相手に支配を奪われた自分のCPコスト2のUNIT」)."""
    turn_player = _turn_player(reading)
    owned_by = {f"{path}.": str(card["owned_by"]) for path, _k, card in walk(scenario)
                if isinstance(card, Mapping) and card.get("owned_by")}  # fmt: skip
    for a in accounted:
        f = a.fact
        owner = f.owner if f.owner is not None else _role_owner(reading, f, turn_player)
        if a.status is not Status.USED or owner not in seats or not a.field.startswith(SEATS):
            continue
        if f.role not in (Role.QUANTITY, Role.STAT):
            continue  # a modifier or an act is met anywhere it is scripted (「+1000」 by a leader's ドン!!)
        if quoted(reading.text, f.start) or _reflexive(reading, f):
            continue
        if any(a.field.startswith(path) and seat == seats[str(owner)] for path, seat in owned_by.items()):
            continue
        if not a.field.startswith(seats[str(owner)]):
            reason = f"「{f.text}」は{who(owner)}のものですが、シナリオでは別のプレイヤーの席にあります"
            return Misowned("value_owner", reason, f)
    return None


def _role_owner(reading: Reading, fact: Fact, turn_player: str | None) -> str | None:
    """The owner a turn role before `fact` in its phrase names (「非ターンプレイヤー側の場には…」),
    when the question says who the turn player is."""
    text = reading.text
    sides = list(_ROLE_SIDE.finditer(text, max(0, fact.start - 20), fact.start))
    if turn_player is None or not sides or re.search(r"[、,。!?！？\n]", text[sides[-1].end() : fact.start]):
        return None
    other = "opponent" if turn_player == "self" else "self"
    return other if sides[-1].group(1) else turn_player


def _turn_player(reading: Reading) -> str | None:
    """Whom the question makes the turn player: 「ターンプレイヤーの自分」, 「相手のターン」."""
    m = _TURN_PLAYER.search(reading.text)
    if m is not None:
        word = m.group(2) or m.group(3)
        mine = re.fullmatch(_ME, word) is not None
        non = bool(m.group(1) or m.group(4))
        return "self" if mine != non else "opponent"
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    if turns & {"self_turn", "opponent_turn"} and len(turns & {"self_turn", "opponent_turn"}) == 1:
        return "self" if "self_turn" in turns else "opponent"
    return None


def _card_owners(reading: Reading, game: str = "") -> list[tuple[Fact, str]]:
    """Cards told as one player's: by an owner word, or by turn role (「非ターンプレイヤー側の場には
    Jルーラー1体とリゾネイター2体」, when the question says who the turn player is)."""
    text = reading.text
    turn_player = _turn_player(reading)
    out: list[tuple[Fact, str]] = []
    for card in reading.of(Role.CARD):
        if (
            card.concept in PLAYERS
            or card.negated
            or ABSENT.match(text, card.end)
            or quoted(text, card.start)
        ):
            continue
        owner = card.owner if card.owner is not None else _role_owner(reading, card, turn_player)
        if owner is None and game and text.startswith("を", card.end):
            owner = _played_by(reading, card, game)
        if owner in ("self", "opponent"):
            out.append((card, str(owner)))
    return out


def _played_by(reading: Reading, card: Fact, game: str) -> str | None:
    """「【速攻】持ちのキャラを自分のターンに出した」: the card a play act of its clause puts out is its
    doer's, when only the turn player plays in `game` and the turn says who that is."""
    act = next((a for a in reading.of(Role.ACTION) if a.start >= card.end), None)
    if act is None or act.negated or _CLAUSE_BREAK.search(reading.text, card.end, act.start):
        return None
    return _doer(reading, act, game) if act.concept in turn_player_acts(game) else None


def _card_owner(reading: Reading, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    """A card told as one player's when the scenario holds such cards for the other player only."""
    left = battle_left(reading)
    for card, owner in _card_owners(reading, board.game):
        if _reflexive(reading, card):
            continue
        instrument = reading.text.startswith("で", card.end)
        if left is not None and left.start <= card.start < left.end and instrument:
            continue  # 「カウンターイベントで…KOした」: the removing card, a default named (battle_left)
        # a leader/ruler (no kind of its own) is no character the question names (「キャラ」)
        # a card on its controller's field is still its owner's card (kiseki ``owned_by``, 105.2;
        # fow ``owner``, 10.10.2: a card whose control was taken)
        held = {
            str(c.get("owned_by") or c.get("owner") or seat)
            for seat, zone, c in board.cards
            if of_kind(c, card.concept) and (zone not in _ALWAYS_THERE or card.concept in _ALWAYS_THERE)
        }
        if held and seats[owner] not in held:
            act = decisive_near(reading, card)
            if act is None:
                continue
            reason = f"「{card.text}」は{who(owner)}のカードですが、シナリオでは別のプレイヤーのカードです"
            return Misowned("card_owner", reason, act)
    return None


_ALWAYS_THERE = frozenset({"leader", "ruler"})
# damage is often said of the one taking it (「相手が3ダメージ」)
_NO_DOER = frozenset({"damage"})
_ATTACKS = frozenset({"attack", "aisatsu", "attacked"})
# an act word as part of a noun (「アイサツ対象」「アタック時」): no act done here
_NOUN = re.compile(r"\s*(?:対象|先|時|後|前|中|ステップ|フェイズ|フェーズ|宣言時)")


def _act_owner(reading: Reading, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    """Acts of a concept scripted for a seat no act of that concept in the question is done by (as
    `acting.wrong_actor` for attacks): 「相手が自分のカードの呪文をプレイ」 run as the asker's play.
    A concept with an act whose doer is unsaid is not checked (the scripted one may be that one),
    nor a scripted act on a card of another kind than every told act's object (「相手がフォロワーを
    出した。こっちのスペルの対象にできる?」: the asker's spell cast is no play of that follower)."""
    text = reading.text
    told: dict[str, tuple[set[str], set[str], Fact]] = {}  # concept -> (doers, objects, first act)
    unsaid: set[str] = set()
    for act in reading.of(Role.ACTION):
        if act.negated or act.concept in _NO_DOER or quoted(text, act.start) or _NOUN.match(text, act.end):
            continue
        concept = "attack" if act.concept == "attacked" else act.concept
        doer = _actor(reading, act) if act.concept in _ATTACKS else _doer(reading, act, board.game)
        if doer == "":
            continue  # 「捨てられたカード」: the act undergone, told again
        if doer not in seats:
            unsaid.add(concept)
            continue
        doers, objects, first = told.get(concept, (set(), set(), act))
        told[concept] = (doers | {seats[str(doer)]}, objects | {_object(reading, act)}, first)
    for concept, (doers, objects, act) in told.items():
        if concept in unsaid:
            continue
        scripted = {
            s
            for a in board.scripted(concept)
            if "" in objects or _kind_of(board, a) in objects | {""}
            for s in board.doers(a)
        }
        if scripted and not scripted <= doers:
            mine = "・".join(who(o) for o in ("self", "opponent") if seats[o] in doers)
            reason = f"「{act.text}」をするのは{mine}ですが、シナリオでは別のプレイヤーが行っています"
            return Misowned("act_owner", reason, act)
    return None


def _object(reading: Reading, act: Fact) -> str:
    """The kind of the card an act is done to or with, told right before it (「フォロワー(を)出した」,
    「フォロワーを1体プレイ」 with its count), else ""."""
    cards = [c for c in reading.of(Role.CARD) if c.end <= act.start]
    between = reading.text[cards[-1].end : act.start] if cards else ""
    if cards and re.fullmatch(r"\s*(?:を|が|は)?\s*(?:[0-9]+\s*(?:体|枚|つ)\s*(?:だけ)?\s*)?", between):
        return cards[-1].concept
    return ""


def _kind_of(board: Board, act: Mapping[str, Any]) -> str:
    """The ``kind`` of the card a scripted action names (``card``, else the first of ``cards``)."""
    refs = act.get("cards")
    ref = act.get("card") or (refs[0] if isinstance(refs, list) and refs else None)
    card = next((c for _s, _z, c in board.cards if isinstance(ref, str) and c.get("id") == ref), None)
    kind = card.get("kind") if card is not None else None
    return str(kind) if kind else ""


# the act's recipient right before it: 「相手プレイヤーに700ダメージ」「相手のキャラ(4000)にアタック」
_TO = re.compile(
    r"\s*(?:の)?\s*(?:プレイヤー|本体)?\s*(?:[(（][^()（）]{0,16}[)）])?\s*(?:に|へ)\s*(?:対して)?\s*"
)


def _aim_owner(reading: Reading, board: Board, seats: Mapping[str, str]) -> Misowned | None:
    """An act told aimed at one player's side (「相手プレイヤーに700ダメージ」) that the scenario aims
    only at the other side (700 damage on the asker's own resonator, fow-bk-02)."""
    text = reading.text
    for act in reading.of(Role.ACTION):
        if act.negated or quoted(text, act.start):
            continue
        owned = [f for f in reading.facts if f.end <= act.start and f.role in (Role.OWNER, Role.CARD)]
        if not owned or owned[-1].owner not in ("self", "opponent") or quoted(text, owned[-1].start):
            continue
        to = owned[-1]
        if not _TO.fullmatch(text, to.end, act.start) or _reflexive(reading, to):
            continue
        if to.role is Role.CARD and not _owned_by_no(reading, to):
            continue  # 「相手がそのレストのキャラに」: the subject's が gives the card no owner
        if any(p.match(text, act.end) or p.search(act.text) for p in (_UNDERGONE, _CAUSATIVE)):
            continue  # 「相手にアタックされた」「相手に捨てさせた」: に marks the doer
        if act.text[-1:] in _GODAN_A and text.startswith("れ", act.end):
            continue  # 「相手に奪われた」: a godan verb's passive read up to its あ-row stem, に the doer
        concept = "attack" if act.concept == "attacked" else act.concept
        aimed = {s for a in board.scripted(concept) for s in board.aimed(a)}
        if aimed and seats[str(to.owner)] not in aimed:
            span = text[to.start : act.end]
            reason = (
                f"「{span}」は{who(to.owner)}に向けた行為ですが、シナリオでは別のプレイヤーの側に行っています"
            )
            return Misowned("aim_owner", reason, act)
    return None


# 「相手の(パワー5000の)キャラ」「相手側の」: the owner word joined to its card by の
_OF = re.compile(r"\s*(?:側)?\s*の(?:(?!その|この|あの)[^がは、。!?！？])*")


def _owned_by_no(reading: Reading, card: Fact) -> bool:
    """The card's owner is said by an owner word joined to it with の, not only by a subject."""
    return any(
        o.owner == card.owner and o.end <= card.start and _OF.fullmatch(reading.text, o.end, card.start)
        for o in reading.of(Role.OWNER)
    )


def _doer(reading: Reading, act: Fact, game: str = "") -> str | None:
    """Who does `act`: the owner word marked as its clause's subject (「相手が」「自分は」), or for a
    causative (「相手に捨てさせた」) the one marked に; "" for an act undergone (「受けた」), None when
    unsaid."""
    text = reading.text
    if _UNDERGONE.match(text, act.end) or _UNDERGONE.search(act.text):
        return ""
    causative = _CAUSATIVE.match(text, act.end) is not None or _CAUSATIVE.search(act.text) is not None
    mark_re = _CAUSEE if causative else _SUBJECT
    found: str | None = None
    for o in reading.of(Role.OWNER):
        if o.end > act.start or _CLAUSE_BREAK.search(text, o.end, act.start) or quoted(text, o.start):
            continue
        relative = any(
            o.end <= c.start < act.start and _RELATIVE.search(text, o.end, c.start)
            for c in reading.of(Role.CARD)
        )  # 「相手がコントロールしてるアディションを破棄」: the subject of the card's clause
        if mark_re.match(text, o.end) and not relative and o.owner in ("self", "opponent"):
            found = o.owner
    if found is None and not causative and act.concept in turn_player_acts(game):
        # 「キャラを自分のターンに出した」: no subject, but only the turn player does this act in this game
        start = max(text.rfind(c, 0, act.start) for c in "。?？!！\n") + 1
        turns = list(IN_TURN.finditer(text, start, act.start))  # the turn framing the act's sentence
        if turns:
            found = "opponent" if turns[-1].group(1) in ("相手", "向こう", "あっち") else "self"
    return found
