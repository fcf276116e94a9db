"""The start of one player's turn planned from the reading: its refresh, draw and DON!! phases (6-2,
6-3, 6-4) from the position the question gives → the cards drawn, the DON!! placed, the hand, the
cost area's DON!! or the winner (a deck drawn to 0 loses at the rule processing, 9-2-1-2).

The turn is the one the question names: a told 1ターン目 of 先攻/後攻 (turn 1 or 2: no draw for the first
player's, 1 DON!! placed, 6-3-1, 6-4-1), or a turn told by its phases (「ドン!!フェイズ」「ドローフェイズ」
「自分のターンが来た」), which is not a first turn (a default in `notes`: 2 DON!! placed, a card
drawn). The counts are the turn player's: a count with no owner is its (noted), the other player's
counts give no scenario. The DON!! deck holds what the question says, else the rest of the 10 DON!!
(5-1-2) not said to be out, and DON!! said to be out are in the cost area (noted). A count told
again later (「残り1枚…引いて山札0」) is what the run must end at, not a start.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_card_box import bound
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, inside_parens
from service.answering.plans.onepiece_don import (
    attached,
    before_don_phase,
    card_don_asked,
    don_asked,
    refresh_end_asked,
    refresh_end_head,
    turn_head,
)
from service.answering.plans.onepiece_players import subject_of
from service.answering.plans.onepiece_tell import seats
from service.answering.plans.onepiece_turns_told import first_turn, game_turn
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.onepiece.rules import DON_DECK_SIZE

GAME = "onepiece"
# 「相手のコストエリア」「相手の手札」: a zone or a count of a player, owned by the word before it
_ZONE_OF = re.compile(r"\s*の\s*(?:コストエリア|手札|デッキ|山札|ライフ|ドン|トラッシュ|場|リーダー|キャラ)")
_SUBJECT = re.compile(r"\s*(?:は|が)")  # 「俺は」「相手が」: the player a clause is about
_TURNS = frozenset(
    {
        "refresh",
        "first_turn",
        "order",
        "self_turn",
        "opponent_turn",
        "previous_turn",
        "turn_number",
        "own_turn",
        "quiet_turn",  # 「相手ターンは特に何も起きなかった」: the turn between, nothing changed
    }
)
_COUNTS = frozenset({"don_deck", "don_area", "don_count", "don_rested", "hand", "deck"})
# the mulligan (5-2-1-6-1: 5 cards again), the life placed (5-2-1-7), the leader played with
_BEFORE_GAME = frozenset({"mulligan", "place_life", "leader_used"})


def _acts_ok(reading: Reading) -> bool:
    """Only the turn's own draw (「ドローできる?」「引いた」) or a denied use of effects is told — or a
    use of effects told before every count, as how the counts came to be (「ドン!!-○のコストを使い
    まくった結果、ドン!!デッキがもう0枚」)."""
    counts = reading.of(Role.QUANTITY)
    for f in reading.of(Role.ACTION):
        if f.concept == "use" and counts and all(f.end <= q.start for q in counts):
            continue
        if (
            inside_parens(reading.text, f)
            or (f.negated and f.concept in ("use", "place_in_deck"))  # 「戻したことは一度もない」
            or f.concept == "attach_don"
        ):
            continue  # 「前のターンにリーダーに付けたドン!!」: how the DON!! came to be given
        if f.concept in _BEFORE_GAME:
            continue  # 「マリガンなし、ライフもセットした」: before the game, no count of the turn changes
        if f.concept != "draw" or f.negated or f.value not in (None, 1):
            return False
    return True


def _counts(reading: Reading, side: str) -> tuple[dict[str, int], list[str]] | None:
    """The turn player's starting counts (the first of each told), and the notes they need."""
    counts: dict[str, int] = {}
    notes: list[str] = []
    for f in reading.of(Role.QUANTITY):
        if f.concept not in _COUNTS or not isinstance(f.value, int) or f.negated:
            return None
        if f.owner not in (side, None):
            return None  # the other player's count: not this turn's
        if f.concept in counts or (f.concept == "don_count" and "don_area" in counts):
            continue  # told again later: a result the run must reach
        unowned = "持ち主が書かれていない枚数は、ターンプレイヤーのものとしています。"
        if f.owner is None and unowned not in notes:
            notes.append(unowned)
        # 「ドン!!が8枚ある」: the DON!! in the cost area (the lexicon's don_count)
        counts["don_area" if f.concept == "don_count" else f.concept] = f.value
    return counts, notes


def _theirs_given(reading: Reading) -> bool:
    """Whether the DON!! the question gives to cards are the opponent's: every card it names told as the
    opponent's, and every attach told done by the opponent (its subject), none by the asker."""
    if any(f.owner != OTHER for f in reading.of(Role.CARD)):
        return False
    attaches = [f for f in reading.of(Role.ACTION) if f.concept == "attach_don" and not f.negated]
    return all(subject_of(reading, f) == OTHER for f in attaches)


def turn_start(reading: Reading) -> BuiltScenario | None:
    kind = asked(reading)
    if kind not in ("number", "can", "winner", "outcome"):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if turns - _TURNS or not _acts_ok(reading) or (kind == "number" and card_don_asked(reading)):
        return None
    if kind == "outcome" and _card_asked(reading):
        return None  # 「…ドン!!フェイズ後、リーダーのパワーは?」: a card's value, not the turn's counts
    first = first_turn(reading)
    side = OTHER if "opponent_turn" in turns else ASKER
    numbered = _numbered_turn(reading, side)
    if numbered == 0 or (numbered is not None and first is not None):
        return None  # a numbered turn whose player the question contradicts, or two turns told
    if numbered is not None and numbered <= 2:
        first, numbered = numbered, None  # game turn 1 or 2: a first turn (6-3-1, 6-4-1)
    draws = any(f.concept == "draw" for f in reading.of(Role.ACTION))
    # 「先攻2ターン目のドン!!は何枚?」: a numbered turn's field DON!! asked with no phase told is the count
    # its DON!! phase leaves for the turn (6-4-1), said in a note
    field_asked = numbered is not None and kind == "number" and not turns & {"refresh", "previous_turn"}
    field_asked = field_asked and _FIELD_DON_ASKED.search(reading.text) is not None
    # 「ドン!!デッキに残ってるドン!!は何枚?」: another zone's DON!! named in the asking sentence
    field_asked = field_asked and not _OTHER_DON_ZONE.search(reading.text[_last_sentence(reading.text) :])
    started = "refresh" in turns or first is not None or (numbered is not None and draws) or field_asked
    if first == 0 or not started:
        return None  # no turn start told, or a first turn whose player is unsaid
    if first is not None and turns & {"self_turn", "opponent_turn"} and not _numbered_turn(reading, side):
        return None
    starts = [f for f in reading.of(Role.TURN) if f.concept == "refresh"]
    owned = [f for f in reading.of(Role.TURN) if f.concept in ("self_turn", "opponent_turn")]
    if starts and {f.concept for f in owned} == {"self_turn", "opponent_turn"}:
        # 「自分のターン終了時点で…相手ターンは…。次の自分のターンでリフレッシュフェイズと…」: the turn whose
        # phases are told is the last one named before them
        told = [f for f in owned if f.end <= starts[0].start]
        if not told:
            return None
        side = OTHER if told[-1].concept == "opponent_turn" else ASKER
    elif not turns & {"self_turn", "opponent_turn"} and _turn_owner(reading) is not None:
        # 「次の自分のターンのドローフェイズ」 (the lexicon's self_turn leaves out 「次の自分のターン」): the
        # turn's owner told with its turn is the turn player, whoever's counts the question gives
        side = str(_turn_owner(reading))
    elif not turns & {"self_turn", "opponent_turn"}:
        # 「相手の山札が1枚の状態でターンを渡したら、相手はドローで負ける?」: whose turn starts is the
        # drawer's the question names, else the one player whose counts it gives
        drawn = [f for f in reading.of(Role.ACTION) if f.concept == "draw" and not f.negated]
        drawer = subject_of(reading, drawn[0]) if drawn else None
        owners = {q.owner for q in reading.of(Role.QUANTITY)} - {None}
        if drawer in (ASKER, OTHER):
            side = str(drawer)
        elif len(owners) == 1 and owners <= {ASKER, OTHER}:
            side = str(next(iter(owners)))
    if "quiet_turn" in turns and side != ASKER:
        return None  # the opponent's turn told as passed: the counts before it are the asker's, not its
    if side != ASKER and "previous_turn" in turns and any(f.owner is None for f in reading.of(Role.QUANTITY)):
        return None  # 「前のターン終わった時点で…次の相手のターン」: counts of whose previous turn is unsaid
    if any(f.owner not in (side, None) for f in reading.of(Role.CARD)):
        return None
    if any(
        f.owner in (ASKER, OTHER) and f.owner != side and _SUBJECT.match(reading.text, f.end)
        for f in reading.of(Role.OWNER)
    ):
        return None  # 「相手の次のターンのドン!!フェイズで、俺は何枚置ける?」: another player than the turn's
    if any(
        f.owner in (ASKER, OTHER) and f.owner != side and _ZONE_OF.match(reading.text, f.end)
        for f in reading.of(Role.OWNER)
    ):
        return None  # 「先攻で俺の1ターン目。相手のコストエリアのドン!!は何枚?」: the other player's zone
    if reading.of(Role.KEYWORD) or any(
        f.concept not in ("active", "rested") or f in bound(cards(reading)) for f in reading.of(Role.STATE)
    ):
        return None  # a described card: another plan's (a state of no card is the DON!!'s)
    # DON!! given to the turn player's cards (they return in its refresh phase, 6-2-3)
    given = attached(cards(reading)) if reading.of(Role.STAT) else (0, [])
    if given is None or (given != (0, []) and first is not None):
        return None
    if given != (0, []) and side != ASKER and not _theirs_given(reading):
        # 「キャラにドン!!を2枚付けて相手のターンになった」: the asker's DON!!, given in the asker's turn,
        # stay on its cards through the opponent's refresh phase (6-2-3 returns the turn player's own) —
        # the run had returned them as the turn player's (audit 23d)
        return None
    found = _counts(reading, side)
    if found is None:
        return None
    counts, notes = found
    placed_asked = any(f.concept == "placed" for f in reading.asks())
    player: dict[str, Any] = {}
    filled = False  # the cost area filled from the earlier turns' DON!! phases (_earlier_don)
    if field_asked:
        notes.append("ターンのはじめ(ドン!!フェイズでドン!!を置いたあと)の枚数としています(6-4-1)。")
    if first is None:
        notes.append(
            f"ゲーム{numbered}ターン目として実行しています。"
            if numbered is not None
            else "1ターン目ではないターン(ドローフェイズで1枚引き、ドン!!フェイズで2枚置く)としています。"
        )
        given_don = given[0] + sum(int(c["don"]) for c in given[1])
        earlier = _earlier_don(reading, numbered, counts, given, placed_asked)
        if earlier is not None:
            placed, note = earlier
            player |= {"don_deck": DON_DECK_SIZE - placed, "don_active": placed, "don_rested": 0}
            notes.append(note)
            filled = True
        elif counts.keys() & {"don_area", "don_deck", "don_rested"}:
            area = counts.get("don_area")
            rested = counts.get("don_rested", 0)
            left = counts.get("don_deck", DON_DECK_SIZE - area - given_don if area is not None else None)
            if left is None or left > DON_DECK_SIZE:
                return None
            # the cost area holds the 10 DON!! (5-1-2) not in the DON!! deck nor given to cards
            out = DON_DECK_SIZE - left - given_don if area is None else area
            if out < rested or out + left + given_don > DON_DECK_SIZE:
                return None
            if area is None and "don_rested" in counts and out > rested:
                # 「コストエリアにレストのドン!!が4枚、リーダーに2枚…ドン!!デッキは0枚」: the told DON!!
                # fall short of the 10 (5-1-2); active ones filled in would contradict the told cost area
                return None
            player |= {"don_deck": left, "don_active": out - rested, "don_rested": rested}
            if area is None:
                notes.append(
                    f"ドン!!デッキと付与されたドン!!以外の{out}枚は、すべてコストエリアにあるとしています"
                    "(ドン!!は10枚、5-1-2)。"
                )
            elif "don_deck" not in counts:
                notes.append(
                    f"場のドン!!は{area}枚だけ(ほかに付与されているドン!!はない)として、ドン!!デッキの残りを"
                    f"{left}枚としています(ドン!!デッキは10枚、5-1-2)。"
                )
    elif counts.keys() & {"don_area", "don_deck", "don_rested"}:
        return None  # a first turn starts with an empty cost area and a full DON!! deck (5-2-1-7)
    hand_told = "hand" in counts
    hand = counts.get("hand", 5 if first is not None else None)
    if hand is not None:
        player["hand"] = [{} for _ in range(min(hand, 60))]
        if not hand_told:
            notes.append("手札は最初の手札の5枚(5-2-1-6)から始めています(効果による増減はなしとしています)。")
    if "deck" in counts:
        player["deck"] = counts["deck"]
    leader_don, characters = given
    if leader_don:
        player["leader"] = {"don": leader_don}
    if characters:
        player["characters"] = characters
    seat = seats(side)
    payload: dict[str, Any] = {"turn": first or numbered or 3, "phase": "refresh", seat[side]: player}
    # 「リフレッシュフェイズ終わった時点で、コストエリアのドン!!は?」: the run's end less the DON!! phase's
    area_told = bool(counts.keys() & {"don_area", "don_rested"})
    at_refresh = (
        kind == "number" and not draws and "deck" not in counts and refresh_end_asked(reading, area_told)
    )
    if before_don_phase(reading) and (placed_asked or don_asked(reading)) and not at_refresh:
        return None  # 「リフレッシュフェイズのあと、ドン!!は何枚?」: before the DON!! phase places any
    if (
        kind == "number"
        and first is None
        and not (placed_asked or draws or counts.keys() & {"don_area", "don_rested", "hand"})
        and not filled
    ):
        return None  # a later turn's count whose start the question does not give (the cost area's DON!!)
    draw_asked = any(f.concept == "draw" for f in reading.of(Role.ACTION))
    head = (
        refresh_end_head(seat[side])
        if at_refresh
        else turn_head(
            seat[side],
            seat[ASKER],
            placed_asked and not draw_asked,
            hand is not None,
            # the cost area filled by default is no count to tell of 「何枚置ける?」 (onepiece-bc-11)
            bool(counts.keys() & {"don_area", "don_rested"}) or (filled and not placed_asked),
            kind == "number" and _draw_counted(reading),
        )
    )
    return BuiltScenario(
        f"{GAME}.plan.turn_start", payload, tell(head, limit=3, me=seat[ASKER]), tuple(notes)
    )


def _card_asked(reading: Reading) -> bool:
    """The last sentence asks a noun with no ask word read (「リーダーのパワーは?」) and names a card: the
    question asks that card's value, which the turn's start does not give (「…どうなる?」 is no such ask)."""
    text = reading.text.rstrip()
    if not _NOUN_ASKED.search(text):
        return False
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, max(len(text) - 1, 0))), default=0)
    return any(f.start >= start for f in reading.of(Role.CARD))


_SENTENCE_END = re.compile(r"[。?？\n]")
_OTHER_DON_ZONE = re.compile(r"デッキ|手札|トラッシュ|ライフ|付|アクティブ|レスト|リーダー|キャラ")


def _last_sentence(text: str) -> int:
    body = text.rstrip().rstrip("?？")
    return max((m.end() for m in _SENTENCE_END.finditer(body)), default=0)


_NOUN_ASKED = re.compile(r"(?:は|って)\s*(?:何|なに|いくつ|いくら)?\s*[?？]?\s*$")


def _turn_owner(reading: Reading) -> str | None:
    """The one player told as the owner of a turn (「次の自分のターン」「こっちの番」), else None."""
    owners = {
        str(f.owner)
        for f in reading.of(Role.OWNER)
        if f.owner in (ASKER, OTHER) and _TURN_OF.match(reading.text, f.end)
    }
    return owners.pop() if len(owners) == 1 else None


# 「俺のリフレッシュフェイズ」: a phase of the turn names its owner too (shared audit 19: the other
# player's cost area told, its DON!! had been refreshed in 「俺のリフレッシュフェイズ」, 6-2-4 says 自分の)
_TURN_OF = re.compile(
    r"\s*の\s*(?:次の\s*)?(?:ターン|番|リフレッシュ|ドロー\s*フェイズ|ドン[!！]*\s*フェイズ)(?!目)"
)


def _draw_counted(reading: Reading) -> bool:
    """「何枚引ける?」「何枚カードを引くの?」: the count asked is the cards the draw phase draws (6-3-1) —
    the conclusion's first number must be that one, not the DON!! placed."""
    numbers = [f for f in reading.asks() if f.concept == "number"]
    return any(
        _COUNTED_DRAW.fullmatch(reading.text, a.end, f.start)
        for a in numbers
        for f in reading.of(Role.ACTION)
        if f.concept == "draw" and not f.negated and f.start >= a.end
    )


_COUNTED_DRAW = re.compile(r"\s*(?:の?カード\s*を?)?\s*")  # 「何枚」 right before 引く, 「カードを」 between


def _numbered_turn(reading: Reading, side: str) -> int | None:
    """The game turn a question numbers: 「ゲーム3ターン目」 (checked against 先攻/後攻, 6-1-1) or the
    side's own N-th turn (「先攻で2回目の自分のターン」: 2N-1 as 先攻, 2N as 後攻); None when none is
    told, 0 when what is told disagrees or the side's 先攻/後攻 is unsaid."""
    told = game_turn(reading, side)
    own = [f for f in reading.of(Role.TURN) if f.concept == "own_turn" and isinstance(f.value, int)]
    if any("相手" in f.text for f in own):
        return 0  # the opponent's own N-th turn: whose turn count is read another way
    if not own:
        return told
    orders = {str(f.value) for f in reading.of(Role.TURN) if f.concept == "order"}
    if len(own) > 1 or len(orders) != 1:
        return 0
    order = orders.pop()
    if side != ASKER:
        order = {"first": "second", "second": "first"}.get(order, order)
    n = int(str(own[0].value))
    turn = 2 * n - 1 if order == "first" else 2 * n
    return turn if told in (None, turn) else 0


# 「自分の場のドン!!は全部で何枚?」「コストエリアのドン!!は何枚?」: the DON!! on the field asked — not the
# DON!! deck, a DON!! phase or a DON!! cost
_FIELD_DON_ASKED = re.compile(
    r"ドン(?:!!?)?(?:カード)?(?!\s*(?:!|フェイズ|デッキ|[-‐−ー]))\s*(?:は|が|って)?\s*(?:全部で|合計で?|全部|今)?\s*何枚\s*(?:に\s*なる|ある)?\s*[??]"
)


def _earlier_don(
    reading: Reading,
    numbered: int | None,
    counts: dict[str, int],
    given: tuple[int, list[Any]],
    placed_asked: bool,
) -> tuple[int, str] | None:
    """「先攻で、自分の3回目のターンのドン!!フェイズ後、場のドン!!は何枚?」: a numbered turn of a player
    whose 先攻/後攻 is told, with no DON!! count told, starts with the DON!! its earlier DON!! phases
    placed (6-4-1: 1 in the first player's first turn, else 2; at most the 10 of the DON!! deck,
    6-4-2, 6-4-3), none returned to the DON!! deck (a default in the note) — they all stand in the
    refresh phase (6-2-4). None when a count, a DON!! given, or no 先攻/後攻 is told."""
    if numbered is None or counts.keys() & {"don_area", "don_deck", "don_rested"} or given != (0, []):
        return None
    # 「6ターン目のドン!!フェイズでは何枚置ける?」 (`placed_asked`): the DON!! placed are what the DON!! deck
    # has left (6-4-2)
    if not any(f.concept == "order" for f in reading.of(Role.TURN)) or not (
        placed_asked or _FIELD_DON_ASKED.search(reading.text)
    ):
        return None  # the count asked is not the field's DON!! (the DON!! deck, the hand …)
    first_player = numbered % 2 == 1  # the first player's turns are the odd game turns (6-1-1)
    before = (numbered - 1) // 2  # the turn player's own turns before this one
    placed = min(sum(1 if first_player and i == 0 else 2 for i in range(before)), DON_DECK_SIZE)
    note = (
        f"それまでの自分の{before}回のドン!!フェイズで置いたドン!!{placed}枚(6-4-1)が、ドン!!デッキに"
        "戻ることなく場にあるとしています(効果による増減はなしとしています)。"
    )
    return placed, note
