"""ニンジャスレイヤー plans for effects on players: 回復 N (1319.1), N damage to a player (1102.2,
1003: N damage checks), drawing N (1308) — from the players' stated counts (ダメージ・ゾーン, デッキ,
手札) to the winner or the asked count.

Whose the effect is: the player whose counts the question gives when it gives one player's (「自分の
ダメージ・ゾーン8枚のときに3回復」), else none is guessed (the plan declines). A question about cards
(stats, keywords) or an アイサツ is not this family.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import (
    GAME,
    UNOWNED_NOTE,
    asks,
    damage_outcome,
    me,
    quantities,
    resolved_after_damage,
    seat,
    sides,
    unowned_quantities,
    zone_parts,
)
from service.answering.plans.ninjaslayer_zone_put import DECK_LEFT, zone_put_told
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import (
    ASSUMED_DECK,
    PLAYER1,
    PLAYER2,
    cards_in,
    result,
    tell,
)
from service.engine.scenario import SimulationResult

# damage_zone_put: cards an effect puts into the ダメージ・ゾーン from the deck (309.1), no damage check
_OPS = {"recover": "recover", "damage": "damage", "draw": "draw", "damage_zone_put": "damage_zone"}
_PHASE = re.compile(r"フェイズ|ステップ")
_ZONES = {"damage_zone": "damage", "deck": "deck", "hand": "hand"}
_WORDS = {"damage_zone": "ダメージ・ゾーン", "deck": "デッキ", "hand": "手札"}
_DOWN = "damage_zone_face_down"  # the face-down part of a ダメージ・ゾーン, in the engine's "damage" too
_FACE = r"表|裏"  # a face asked of the zone
# 「2枚引いて、相手のデッキが1枚になった」: a count told after the effect as what it made it — the
# run's counts are the ones before its effects (a deck of 1 after the draw is not a deck-out, 1002.2)
_BECAME = re.compile(r"\s*(?:に|と)\s*(?:なっ|なり|なる|減っ|増え)")
# 「2枚引いてデッキ0」「2枚引いて、デッキ1」: a count told bare right after the effect is what it made it
# (audit13: 「2枚引いてデッキ1」 had been run as a deck of 1 before the draw, a deck-out). Only a デッキ
# of 0 after a lone draw is run (from 0: whatever the draw, 1002.2 then defeats its player at once);
# any other such count is no start the run holds, and the told count is what the planner checks
_RIGHT_AFTER = re.compile(r"[ぁ-ん、,\s]{0,5}")


def _after_effect(reading: Reading, effects: list[Fact]) -> bool:
    """A count is told right after an effect, and it is not a lone draw's デッキ 0."""
    after = [
        q
        for q in reading.of(Role.QUANTITY)
        if any(q.start >= f.end and _RIGHT_AFTER.fullmatch(reading.text, f.end, q.start) for f in effects)
    ]
    lone_draw_emptied = (
        len(after) == 1
        and after[0].concept == "deck"
        and after[0].value == 0
        and [f.concept for f in effects] == ["draw"]
    )
    return bool(after) and not lone_draw_emptied


def _named_player(reading: Reading, at: int, mine: str) -> str | None:
    """The player an effect's sentence names last before it (「相手に1ダメージ」「相手が3回復」「自分の
    ダメージ・ゾーン8枚のときに3回復」), or None."""
    said = [
        f
        for f in reading.of(Role.OWNER)
        if f.end <= at and not any(c in reading.text[f.end : at] for c in "。?？!！")
    ]
    if said and said[-1].owner == "both":
        return "both"  # 「お互いのプレイヤーに1点ずつ」: each player's (the each_player plan)
    return seat(said[-1].owner, mine) if said else None


def _asked_seats(reading: Reading, mine: str) -> set[str | None]:
    """The seats of the players a count's asking sentence names (「相手のダメゾンは何枚?」): the count
    asked is that player's."""
    out: set[str | None] = set()
    for ask in reading.asks():
        if ask.concept != "number":
            continue
        start = max((m.end() for m in re.finditer(r"[。?？!！]", reading.text[: ask.start])), default=0)
        said = [f for f in reading.of(Role.OWNER) if start <= f.start < ask.start]
        out |= {"both" if f.owner == "both" else seat(f.owner, mine) for f in said}
    return out


def _effect_seat(reading: Reading, effects: list[Fact], players: set[str], mine: str) -> str | None:
    """Whose the effects are: the one player whose counts are told, or — the other player's counts told
    beside them (「相手のダメージ・ゾーンは9枚。俺のデッキは残り1枚で、コトダマ「1枚ドロー。」」) — the player
    every effect's sentence names, when that player's counts are told too (audit 28c: the aside had made
    the plan decline; the run now holds both players' counts, so 1002.1/1002.2 check both)."""
    if len(players) == 1:
        return next(iter(players))
    if any(f.concept != "draw" for f in effects):
        return None  # only a draw's player is told apart from the other's counts (1308.1a)
    named = {_named_player(reading, f.start, mine) for f in effects}
    if len(named) != 1:
        return None
    seat_named = named.pop()
    return seat_named if seat_named in players else None


def _lost_already(counts: dict[tuple[str, str], int], who_seat: str) -> bool:
    """The other player's told counts are a defeat already (デッキ 0, 1002.2; ダメージ・ゾーン 10+,
    1002.1): the
    told moment is no position a game is in — 「俺の山札は1枚。相手の山札は0枚。…1枚引いた」 (audit 9c)."""
    down = sum(n for (s, c), n in counts.items() if s != who_seat and c in ("damage_zone", _DOWN))
    return down >= 10 or any(s != who_seat and c == "deck" and n == 0 for (s, c), n in counts.items())


def player_effect(reading: Reading) -> BuiltScenario | None:
    if reading.of(Role.STAT, Role.CARD) or asks(reading) not in ("winner", "number", "outcome"):
        return None
    if any(not f.negated for f in reading.of(Role.KEYWORD)):
        return None  # 「ウケミ無し」: the checks reveal no ウケミ card, what every check of the run reveals
    effects = [
        f for f in reading.of(Role.ACTION)
        if not f.negated and (f.concept in _OPS and isinstance(f.value, int))
    ]  # fmt: skip
    others = [f for f in reading.of(Role.ACTION) if f not in effects and not f.negated]
    first = min((f.end for f in effects), default=len(reading.text))
    if any(q.start >= first and _BECAME.match(reading.text, q.end) for q in reading.of(Role.QUANTITY)):
        return None  # the count after the effect, not before it
    if not effects or any(f.concept in ("aisatsu", "attacked", "ikusa") for f in others):
        return None
    if any(f.concept == "draw" for f in others) and any(
        f.concept in ("first_turn", "order", "turn_number") for f in reading.of(Role.TURN)
    ):
        return None  # 「後攻の1ターン目…ドロー後の手札」: the turn's own draw (502.3a) is turn_start's
    if _after_effect(reading, effects):
        return None  # a count after the effect that no start holds
    mine = me(reading)
    counts = quantities(reading, mine)
    # 「ダメゾン8枚(うち2枚は裏向き)」: the zone told by its faces (1320.1 turns cards face down; 1002.1
    # and 1319.1 take every card of the zone whatever its face)
    counts = zone_parts(reading, counts, mine) if counts is not None else None
    if counts is not None and any(c == _DOWN for _s, c in counts) and asked_of(reading, _FACE):
        return None  # 「表向きは何枚?」: which cards 回復 takes is the player's choice (1319.1)
    if counts is None or not counts or any(c not in _ZONES and c != _DOWN for _s, c in counts):
        return None
    if not zone_put_told(effects, counts):
        return None  # 「手札8枚。あと1枚増えたら?」: cards put into a ダメージ・ゾーン not told
    if asks(reading) == "outcome" and not damage_outcome(effects, counts):
        return None
    players = {s for s, _c in counts}
    who_seat = _effect_seat(reading, effects, players, mine)
    if who_seat is None or _lost_already(counts, who_seat):
        return None  # whose effect it is would be a guess
    if asks(reading) == "number" and _asked_seats(reading, mine) - {who_seat}:
        return None  # 「相手のダメゾンは何枚?」 when only the asker's counts are told: not the count run
    if resolved_after_damage(reading, effects):
        return None
    payload: dict[str, Any] = {p: {c: n for (s, c), n in counts.items() if s == p} for p in sorted(players)}
    actions: list[dict[str, Any]] = []
    for f in sorted(effects, key=lambda f: f.start):
        assert isinstance(f.value, int)
        named = _named_player(reading, f.start, mine)
        if named is not None and named != who_seat:
            return None  # 「相手に1ダメージ」 with only the asker's counts: the hit player's are unknown
        op = _OPS[f.concept]
        if op == "damage":
            actions.append({"kind": "effect", "op": "damage", "target": who_seat, "amount": f.value})
        else:
            actions.append({"kind": "effect", "op": op, "counts": {who_seat: f.value}})
    payload["actions"] = actions
    notes = [ASSUMED_DECK] if any(a["op"] == "damage" for a in actions) else []
    if any(a["op"] == "damage_zone" for a in actions) and not any(c == "deck" for _s, c in counts):
        notes.append(DECK_LEFT)
    if unowned_quantities(reading):
        notes.append(UNOWNED_NOTE)
    asked_kind = asks(reading)
    who = sides(reading)
    concepts = [c for s, c in counts if s == who_seat and c != _DOWN]

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        told = "、".join(
            f"{who.name(who_seat)}の{_WORDS[c]}は{len(cards_in(sim, who_seat, _ZONES[c]))}枚になります"
            for c in concepts
        )
        if asked_kind == "winner":
            return over or f"まだ決着しません。{told}"
        return f"{told}。{over}" if over else told

    types = ("move", "damage_check_placed", "draw_short", "game_over")
    return BuiltScenario(f"{GAME}.plan.player_effect", payload, tell(head, who, types, 4), tuple(notes))


__all__ = ["PLAYER1", "PLAYER2", "etel_place", "player_effect", "turn_start"]


def asked_of(reading: Reading, noun: str) -> bool:
    """A count asked is of `noun` (a pattern): an asking sentence names it (「手札は何枚?」「何枚ドロー
    する?」)."""
    return any(
        re.search(noun, re.split(r"[。?？!！]", reading.text[: ask.start])[-1])
        or re.match(rf"[^。?？!！]*?(?:{noun})", reading.text[ask.start :])  # 「何枚ドローする?」
        for ask in reading.asks()
        if ask.concept == "number"
    )


# 「先攻のターン中は」「先攻の1ターン目が終わって」: a player's turn told as the time before the asked one
_PASSED = re.compile(r"の\s*(?:[0-9０-９]+|一|最初の)?\s*ターン目?\s*(?:中|の間|が終わ|を終え|終了|の後)")
# 「後攻の最初のターン」: an order naming a turn (not the asker's order told alone, 「後攻です」)
_OF_TURN = re.compile(r"の\s*(?:[0-9０-９]+|一|最初の)?\s*ターン")


def _asker_order(reading: Reading, said: list[Fact]) -> set[int | str | None]:
    """Both 先攻 and 後攻 said: the order of the asked turn (403.4). The other player's turn is the one
    told as passed (「先攻のターン中は…」), else the one told as a first turn when the asker's order is
    said alone (「後攻です。先攻の1ターン目の間は…」). Two turns named with none told as passed: not
    read (a guess either way)."""
    kept = [f for f in said if not _PASSED.match(reading.text[f.end :])]
    if len({f.value for f in kept}) == 1:
        return {f.value for f in kept}
    kept = [f for f in said if not re.match(r"の\s*(?:1|一|最初の)", reading.text[f.end :])]
    if any(_OF_TURN.match(reading.text[f.end :]) for f in kept):
        return set()  # the kept order names a turn too: which is the asker's is not told
    return {f.value for f in kept}


# 「相手は後攻」「向こうが先攻」: an order told of the other player
_THEIR_ORDER = re.compile(r"(?:相手|向こう|友達|対戦相手)\s*(?:は|が|の方が|側は|側が)\s*$")


def game_turn(reading: Reading) -> int | None:
    """The game's turn number (403.4: the first player's first turn is turn 1): 「Nターン目」 for N ≥ 2;
    「最初のターン」 with 先攻 (turn 1) or 後攻 (turn 2, the second player's first). A first turn with no
    order, or 「1ターン目」, may be either player's: None (a guess either way)."""
    numbered = [f for f in reading.of(Role.TURN) if f.concept == "turn_number" and isinstance(f.value, int)]
    # 「後攻です。先攻の1ターン目の間は…」: an order naming the other player's turn is not the asker's
    said = [f for f in reading.of(Role.TURN) if f.concept == "order" and not f.negated]
    if any(_THEIR_ORDER.search(reading.text[max(0, f.start - 6) : f.start]) for f in said):
        return None  # 「相手は後攻。…自分の2ターン目」: the order told is the other player's (not read)
    orders = {f.value for f in said}
    if len(orders) == 2:
        orders = _asker_order(reading, said)
    # 「相手の1ターン目が終わって自分の最初のターン」: the other player's first turn is history
    other = "相手|向こう" + ("|先攻" if orders == {"second"} else "")
    firsts = [
        f
        for f in reading.of(Role.TURN)
        if f.concept == "first_turn"
        and not re.search(rf"(?:{other})の?\s*$", reading.text[max(0, f.start - 4) : f.start])
    ]
    if len(numbered) == 1 and not firsts and not orders:
        turn = int(numbered[0].value or 0)
        return turn if turn >= 2 else None
    if len(numbered) == 1 and numbered[0].value == 2 and len(firsts) == 1 and orders == {"second"}:
        return 2  # 「後攻で、自分にとって最初のターン(ゲーム全体だと2ターン目)」 (403.4)
    if not numbered and len(firsts) == 1 and len(orders) == 1:
        return 1 if orders == {"first"} else 2
    if len(numbered) == 1 and not firsts and orders == {"first"} and int(numbered[0].value or 0) >= 2:
        # 「先攻の2ターン目」: the first player's Nth turn, the game's 2N-1 (403.4; the game's turn 2 is
        # the second player's) — 「後攻の2ターン目」 may be the game's turn 2 or 4: not read
        return 2 * int(numbered[0].value or 0) - 1
    return None


OPENING_HAND = 4
OPENING_NOTE = (
    "手札の枚数は書かれていないので、ゲーム開始時の4枚(403.2)から最初のターンまで増減していないものとして"
    "扱っています。"
)


def _untouched(reading: Reading) -> bool:
    """「相手の1ターン目の間に手札は増えも減りもしてない」: nothing changed the hand before the turn."""
    return any(f.concept in ("unchanged", "untouched") for f in reading.facts) or any(
        f.concept == "effect" and f.negated for f in reading.of(Role.MODIFIER)
    )


def _asked_of_another(reading: Reading, turn: int) -> bool:
    """「ドロー後の相手の手札枚数は?」「…先攻の手札は?」 (the asker 後攻): the asking sentence names a
    player other than the turn player, whose hand the run counts (502.3a draws only the turn player's)."""
    order = "first" if turn % 2 else "second"  # 403.4: the first player has the game's odd turns
    for ask in reading.asks():
        if ask.concept != "number":
            continue
        start = ask.start - len(re.split(r"[。?？!！]", reading.text[: ask.start])[-1])
        said = [  # 「先攻のターン中は手札いじってない」: a player naming a turn names a time, not the hand's
            f
            for f in reading.facts
            if start <= f.start < ask.end and not _OF_TURN.match(reading.text[f.end :])
        ]
        if any(f.role is Role.OWNER and f.concept != "self" for f in said):
            return True
        if any(f.role is Role.TURN and f.concept == "order" and f.value != order for f in said):
            return True
    return False


# 「ドロー後の」「ドロー・ステップ後」「ドローした直後」: the draw's end, before the エテル・ステップ
_DRAW_TIME = re.compile(
    r"ドロー\s*(?:・?\s*ステップ)?\s*(?:の|した|が終わった)?\s*(?:後|あと|直後|終了時|時点)"
)


def _asking_sentence(reading: Reading) -> str:
    """The text of the sentences that ask a number (up to each ask)."""
    return "".join(
        re.split(r"[。?？!！]", reading.text[: ask.start])[-1]
        for ask in reading.asks()
        if ask.concept == "number"
    )


def _opening_told(reading: Reading) -> bool:
    """「初手4枚」「初期手札5枚」: the hand told is the game's opening hand (403.2), not the hand at a
    later turn's start — cards drawn, put into the エテル and played since are unknown."""
    return any(f.concept == "hand" and re.search(r"初手|初期手札", f.text) for f in reading.of(Role.QUANTITY))


def turn_start(reading: Reading) -> BuiltScenario | None:
    """The turn player's hand through the スタートフェイズ (502.3a: 2 draws, 1 on the first turn;
    502.4a: up to 1 card to the エテル): the count at the キャラクターフェイズ."""
    if reading.of(Role.STAT, Role.KEYWORD) or asks(reading) != "number":
        return None
    if not asked_of(reading, r"手札"):
        return None  # 「ドローは何枚?」: the plan counts the hand, nothing else
    turn = game_turn(reading)
    firsts = any(f.concept == "first_turn" for f in reading.of(Role.TURN))
    if (
        turn is None
        or _asked_of_another(reading, turn)
        or (turn > 1 and not firsts and _opening_told(reading))
    ):
        return None  # 「自分の2ターン目。初手4枚」: the opening hand is not that turn's hand
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if turn is None or not acts or any(f.concept not in ("draw", "place") for f in acts):
        return None
    placed = [f for f in acts if f.concept == "place"]
    if len(placed) > 1 or any(f.value not in (None, 1) for f in placed):
        return None  # one card at most goes to the エテル (502.4a)
    if any(f.concept == "draw" and f.value is not None for f in acts):
        return None  # a count of draws is the rules' (502.3a), not the question's to set
    mine = me(reading)
    counts = quantities(reading, mine)
    notes: tuple[str, ...] = ()
    if counts == {} and turn <= 2 and (turn == 1 or _untouched(reading)):
        counts = {(PLAYER1, "hand"): OPENING_HAND}  # 403.2: each player's first 4 cards
        notes = (OPENING_NOTE,)
    if mine != PLAYER1 or counts is None or set(counts) != {(PLAYER1, "hand")}:
        return None
    hand = counts[(PLAYER1, "hand")]
    if placed and hand == 0:
        return None
    asked = _asking_sentence(reading)
    drawn = _DRAW_TIME.search(asked)
    # 「ドローの後、エテル・ステップで1枚エテルに置いたら」 asks after the placement
    if placed and drawn and "置" not in asked[drawn.end() :]:
        return None  # 「エテルに1枚置いた。ドロー・ステップ後の手札は?」: before the placement (502.4a)
    payload: dict[str, Any] = {
        "turn": turn,
        "phase": "start",
        PLAYER1: {"hand": [{"id": f"h{i + 1}"} for i in range(hand)]},
        "actions": [{"kind": "etel", "player": PLAYER1, "card": "h1"}] if placed else [],
    }
    notes += (UNOWNED_NOTE,) if unowned_quantities(reading) else ()
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        drawn = sum(1 for e in sim.events if e.type == "move" and "1308.1" in e.rules)
        now = len(cards_in(sim, PLAYER1, "hand"))
        put = "、エテル・ステップで1枚をエテル・ゾーンに置くので" if placed else "たので"
        return f"ドロー・ステップで{drawn}枚ドローし{put}、キャラクターフェイズ開始時の手札は{now}枚です"

    return BuiltScenario(f"{GAME}.plan.turn_start", payload, tell(head, who, ("move",), 3), notes)


def etel_place(reading: Reading) -> BuiltScenario | None:
    """Putting N cards from the hand into the エテル in the エテル・ステップ (502.4a: up to 1): can the
    turn player? The hand, when the question gives none, is N cards (a default named in notes)."""
    if asks(reading) != "can" or reading.of(Role.STAT, Role.KEYWORD, Role.CARD, Role.MODIFIER):
        return None
    if not any(f.role is Role.TERM and f.concept == "etel_step" for f in reading.facts):
        return None
    if any(f.role is Role.TERM and f.concept != "etel_step" and _PHASE.search(f.text) for f in reading.facts):
        return None  # 「キャラフェイズ入っちゃった。今から…置ける?」: the place asked in another phase
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if (
        len(acts) != 1
        or acts[0].concept != "place"
        or not isinstance(acts[0].value, int)
        or acts[0].value < 1
    ):
        return None
    n = acts[0].value
    mine = me(reading)
    counts = quantities(reading, mine)
    if mine != PLAYER1 or counts is None or set(counts) - {(PLAYER1, "hand")}:
        return None
    hand = counts.get((PLAYER1, "hand"))
    notes: tuple[str, ...] = ()
    if hand is None:
        hand = n
        notes = (f"手札の枚数は書かれていないので{n}枚(置こうとする枚数)としています。",)
    if hand < n:
        return None  # fewer cards than it puts: another question
    payload: dict[str, Any] = {
        "phase": "etel",
        PLAYER1: {"hand": [{"id": f"h{i + 1}"} for i in range(hand)]},
        "actions": [{"kind": "etel", "player": PLAYER1, "card": f"h{i + 1}"} for i in range(n)],
    }
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"できません。エテル・ステップで手札からエテル・ゾーンに置けるのは1枚までです({n}枚は不可)"
        return f"できます。エテル・ステップで手札から{n}枚をエテル・ゾーンに置けます"

    return BuiltScenario(f"{GAME}.plan.etel_place", payload, tell(head, who, ("move", "rejected"), 3), notes)
