"""ONE PIECE plan `told_steps`: a short sequence of told steps run through the engine in order, a count
asked at the end — 「手札5枚でドローフェイズに1枚引いて、コスト3のキャラを登場させて、コスト1のイベントを
発動した。手札は何枚?」「コストエリアにアクティブのドン!!が3枚ある状態でドン!!フェイズに入って2枚置いた。
そのあとパワー4000のキャラにドン!!を2枚付けた。アクティブのドン!!は何枚残ってる?」「相手のライフ4枚、
手札3枚。パワー6000のキャラで…アタックして通った。続けて…リーダーでもアタックして、これも通った。相手の
手札は何枚?」. The count is read from the run's final state (the hand, deck, life or active DON!! of the
side the asking sentence names), never from the question's narration.

Steps, each an act of the reading in the question's order: the turn's start (a draw or DON!! phase told:
the engine runs the refresh, draw and DON!! phases, 6-2 – 6-4; a draw or a DON!! placement told in them is
the phase's own, its count the rule's: 1 card, 6-3-1, none on the first player's first turn; 2 DON!!,
1 on it, 6-4-1), a draw by an effect (4-5-2), a card played from the hand with its cost (6-5-3-1), DON!!
given to the leader or a character named right before (6-5-5-1), an attack by the asker's leader or a
character named with で on the opponent's leader, told to go through or with its block and counter denied
(7-1; a card given DON!! right before it attacks when no other attacker is named). Every start value the
asked count depends on must be told before the first step (the asked side's hand, deck or life; the
active DON!! when it is asked); a step with no count, another act, a state, a modifier, a quote, a card
of the opponent's other than its leader, or a keyword the engine does not run is another plan's.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.reading.card_text import quoted
from service.answering.reading.model import Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_SENTENCE = "。?？\n"  # not !: 「ドン!!」
_ACTS = frozenset(
    {"draw", "play", "use", "activate", "attach_don", "attack", "won", "place", "block", "counter"}
)
_PLAYED = frozenset({"play", "use", "activate"})
_KEYWORDS = frozenset({"バニッシュ"})  # 【ダブルアタック】 battles are other plans' (audit 17b)
_TURNS = frozenset({"refresh", "order", "first_turn"})
# the asked count's word in the asking sentence → the zone read at the end
_ZONES = (("手札", "hand"), ("デッキ|山札", "deck"), ("ライフ", "life"), ("アクティブ(?:の)?\\s*ドン", "don"))
_OTHER_WORD = re.compile(r"相手|向こう")
_WITH = re.compile(r"\s*(?:\([^()]*\))?\s*で")
_MAX_DON = 10


def _asked_zone(reading: Reading) -> tuple[str, str] | None:
    """(player, zone) the asking sentence names: exactly one counted zone, the opponent's if 相手 is said."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return None
    text = reading.text
    start = max(text.rfind(c, 0, ask.start) for c in _SENTENCE) + 1
    said = text[start : ask.end]
    zones = [zone for word, zone in _ZONES if re.search(word, said)]
    if zones == ["life", "don"] or len(zones) != 1:
        return None
    return ("player2" if _OTHER_WORD.search(said) else "player1"), zones[0]


def _counts(reading: Reading) -> dict[str, dict[str, int]] | None:
    """Each side's told counts; when no count names an owner, all are the asker's (「手札5枚で…」)."""
    found = reading.of(Role.QUANTITY)
    if found and all(f.owner is None for f in found) and not reading.of(Role.OWNER):
        mine: dict[str, int] = {}
        for f in found:
            if not isinstance(f.value, int) or f.negated or f.concept in mine:
                return None
            mine[f.concept] = f.value
        return {ASKER: mine, OTHER: {}}
    return quantities(reading)


def _segment(boxes: list[Box], start: int, end: int) -> list[Box]:
    return [b for b in boxes if start <= b.first() < end]


def _start(reading: Reading) -> tuple[bool, int] | None:
    """(the turn's start told, the game turn run): 「先攻の1ターン目」 1, 「後攻の1ターン目」 2, else 3."""
    turns = reading.of(Role.TURN)
    if any(f.concept not in _TURNS or f.negated or f.owner not in (None, ASKER) for f in turns):
        return None
    orders = {f.value for f in turns if f.concept == "order"}
    first = [f for f in turns if f.concept == "first_turn"]
    if len(orders) > 1 or (first and not orders) or (orders and not first):
        return None
    if any(f.value not in (1, None) for f in first):
        return None
    turn = 3 if not first else (1 if orders == {"first"} else 2)
    return any(f.concept == "refresh" for f in turns), turn


def told_steps(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or quoted(reading.text):
        return None
    target = _asked_zone(reading)
    started = _start(reading)
    if target is None or started is None or reading.of(Role.MODIFIER, Role.STATE):
        return None
    phase, turn = started
    if any(f.value != 1 for f in reading.of(Role.NUMBER)):
        return None  # a bare count (「コスト2のキャラを2体出した」) the steps do not repeat
    acts = sorted(reading.of(Role.ACTION), key=lambda f: f.start)
    if not acts or any(f.concept not in _ACTS for f in acts):
        return None
    if any(f.negated and f.concept not in ("block", "counter") for f in acts):
        return None
    counts = _counts(reading)
    if counts is None or any(
        k not in ("hand", "deck", "life", "don_active") for s in counts.values() for k in s
    ):
        return None
    if any(f.start > acts[0].start for f in reading.of(Role.QUANTITY)):
        return None  # a count told after a step may be its result, not the start
    turn_facts = reading.of(Role.TURN)
    if turn_facts and max(f.start for f in turn_facts) > acts[0].start:
        return None  # the turn's start told before every step
    boxes = sorted(cards(reading), key=lambda b: b.first())
    if any(b.states or any(k not in _KEYWORDS for k in b.keywords) for b in boxes):
        return None
    steps = [f for f in acts if f.concept not in ("won", "block", "counter")]
    ends = [f.start for f in steps[1:]] + [len(reading.text)]
    starts = [0, *(f.end for f in steps)]
    actions: list[dict[str, Any]] = []
    hand_cards: list[dict[str, Any]] = []
    chars: list[dict[str, Any]] = []
    leader: dict[str, Any] = {}
    their_power: set[int] = set()
    used: set[int] = set()
    phase_steps = True  # a draw or DON!! placement right after the start told is the phase's own
    last_given: str | None = None
    attacks = 0
    given: dict[str, int] = {}  # the DON!! given to each card (6-5-5-2: +1000 each in this turn)
    phase_done: set[str] = set()  # the phase's own draw and DON!! placement, each once
    for i, verb in enumerate(steps):
        mine = [b for b in _segment(boxes, starts[i], verb.start) if b.owner != OTHER]
        theirs = [b for b in _segment(boxes, starts[i], verb.start) if b.owner == OTHER]
        after = [f for f in acts if verb.end <= f.start < ends[i] and f not in steps]
        concept = verb.concept
        if concept in ("draw", "place") and phase and phase_steps and concept not in phase_done:
            phase_done.add(concept)
            want = (0 if turn == 1 else 1) if concept == "draw" else (1 if turn == 1 else 2)
            if mine or theirs or after or verb.value != want or want == 0:
                return None  # a draw the first turn does not make (6-3-1), another DON!! count (6-4-1)
            continue
        phase_steps = False
        if concept in ("place", "won", "block", "counter"):
            return None
        if concept == "draw":
            if mine or theirs or after or not isinstance(verb.value, int) or not 1 <= verb.value <= 10:
                return None
            actions.append({"type": "effect", "effect": "draw", "amount": verb.value})
            last_given = None
        elif concept in _PLAYED:
            if theirs or after or len(mine) != 1 or mine[0].kind not in ("character", "stage", "event"):
                return None
            b = mine[0]
            if set(b.stats) != {"cost"} or b.keywords or len(b.mentions()) > 1:
                return None
            if concept == "activate" and b.kind != "event":
                return None  # 「…を発動」 of a character: an ability, another plan's
            if verb.value not in (None, 1):
                return None  # 「2体出した」: a count played, hand_after_plays' and don_paid's
            pid = f"p{len(hand_cards) + 1}"
            spec: dict[str, Any] = {"id": pid, "name": f"出すカード{len(hand_cards) + 1}", "kind": b.kind}
            spec["cost"] = b.stats["cost"]
            if b.kind == "event":
                spec["keywords"] = ["メイン"]
            hand_cards.append(spec)
            actions.append({"type": "play", "card": pid})
            used.add(id(b))
            last_given = None
        elif concept == "attach_don":
            dons = [
                f for f in reading.of(Role.STAT) if f.concept == "don" and starts[i] <= f.start < verb.start
            ]
            if theirs or after or len(mine) != 1 or len(dons) != 1 or not isinstance(dons[0].value, int):
                return None
            b = mine[0]
            if (
                b.kind not in ("leader", "character")
                or set(b.stats) - {"power", "don"}
                or "power" not in b.stats
            ):
                return None
            cid = _place(b, leader, chars)
            if cid is None:
                return None
            actions.append({"type": "attach_don", "target": cid, "count": dons[0].value})
            given[cid] = given.get(cid, 0) + dons[0].value
            used.add(id(b))
            last_given = cid
        else:  # attack
            if len(theirs) > 1 or (not theirs and not their_power):
                return None  # the opponent's leader named with its power at the first attack
            if theirs and (theirs[0].kind != "leader" or set(theirs[0].stats) != {"power"}):
                return None
            if theirs:
                their_power.add(theirs[0].stats["power"])
                used.add(id(theirs[0]))
            if not after or any(f.negated is (f.concept == "won") for f in after):
                return None  # each attack told to go through or its block and counter denied
            attackers = [b for b in mine if _WITH.match(reading.text, b.noun.end)]
            if len(attackers) != len(mine) or len(attackers) > 1:
                return None
            if attackers:
                b = attackers[0]
                if (
                    b.kind not in ("leader", "character")
                    or set(b.stats) != {"power"}
                    or len(b.mentions()) > 1
                ):
                    return None
                cid = _place(b, leader, chars)
                used.add(id(b))
            else:
                cid = last_given  # 「キャラにドン!!を2枚付けて、…にアタック」: the card given DON!! attacks
            if cid is None or cid in [a.get("attacker") for a in actions]:
                return None
            won = any(f.concept == "won" for f in after)
            if won and _power(cid, leader, chars, given) < min(their_power):
                return None  # 「通った」 below the leader's power (7-1-4-1): a boost the question leaves out
            action: dict[str, Any] = {"type": "attack", "attacker": cid, "target": "leader"}
            actions.append(action)
            attacks += 1
            last_given = None
    if len(their_power) > 1 or any(id(b) not in used for b in boxes) or (attacks and turn < 3):
        return None
    player, zone = target
    mine_n, theirs_n = counts[ASKER], counts[OTHER]
    told = (mine_n if player == "player1" else theirs_n).get("don_active" if zone == "don" else zone)
    if told is None:
        return None  # the asked count's start value is not told
    if attacks and "life" not in theirs_n:
        return None  # the opponent's life decides what each damage moves (7-1-4-1-1-2)
    if theirs_n and not attacks:
        return None
    return _built(reading, target, phase, turn, actions, hand_cards, chars, leader, their_power, counts)


def _power(cid: str, leader: dict[str, Any], chars: list[dict[str, Any]], given: dict[str, int]) -> int:
    """The battle power of the asker's card `cid` in its own turn: printed + 1000 per DON!! given."""
    spec = leader if cid == "leader" else next(c for c in chars if c["id"] == cid)
    return int(spec["power"]) + 1000 * given.get(cid, 0)


def _place(b: Box, leader: dict[str, Any], chars: list[dict[str, Any]]) -> str | None:
    """The asker's card in play the scenario holds (「パワー3000のキャラ」), its id."""
    if b.kind == "leader":
        if leader and leader.get("power") != b.stats["power"]:
            return None
        leader.update({"name": "自分のリーダー", "power": b.stats["power"]})
        if b.keywords:
            leader["keywords"] = list(b.keywords)
        return "leader"
    cid = f"c{len(chars) + 1}"
    spec: dict[str, Any] = {"id": cid, "name": f"自分のキャラ{len(chars) + 1}", "power": b.stats["power"]}
    if b.keywords:
        spec["keywords"] = list(b.keywords)
    chars.append(spec)
    return cid


def _built(
    reading: Reading,
    target: tuple[str, str],
    phase: bool,
    turn: int,
    actions: list[dict[str, Any]],
    hand_cards: list[dict[str, Any]],
    chars: list[dict[str, Any]],
    leader: dict[str, Any],
    their_power: set[int],
    counts: dict[str, dict[str, int]],
) -> BuiltScenario | None:
    mine_n, theirs_n = counts[ASKER], counts[OTHER]
    notes: list[str] = []
    hand = mine_n.get("hand")
    if hand is not None and hand < len(hand_cards):
        return None  # the cards played stood in the hand told
    fillers = (hand or len(hand_cards)) - len(hand_cards)
    p1: dict[str, Any] = {
        "hand": hand_cards
        + [
            {"id": f"h{i + 1}", "name": "手札のカード", "kind": "character", "cost": 1}
            for i in range(fillers)
        ]
    }
    if "deck" in mine_n:
        p1["deck"] = mine_n["deck"]
    drawn = sum(a["amount"] for a in actions if a["type"] == "effect") + (1 if phase and turn != 1 else 0)
    if drawn > p1.get("deck", 30):
        return None  # a draw from too small a deck is a winner question
    paid = sum(c["cost"] for c in hand_cards) + sum(a["count"] for a in actions if a["type"] == "attach_don")
    placed = (1 if turn == 1 else 2) if phase else 0
    don = mine_n.get("don_active")
    if don is None:
        don = max(paid - placed, 0)
        notes.append(
            "アクティブのドン!!は書かれていないので、支払いと付与に足りる枚数としています(数える枚数には関わりません)。"
        )
    if don + placed < paid or don + placed > _MAX_DON:
        return None  # the told steps could not all be paid
    p1["don_active"] = don
    if leader:
        p1["leader"] = leader
    if chars:
        p1["characters"] = chars
    if hand is None and hand_cards:
        notes.append("手札は出したカードのみとしています(数える枚数には関わりません)。")
    if chars and any(a["type"] == "attack" for a in actions):
        notes.append("アタックしたキャラは前のターンから場にいる、【速攻】などを持たないキャラとしています。")
    p2: dict[str, Any] = {}
    if their_power:
        p2["leader"] = {"name": "相手のリーダー", "power": next(iter(their_power))}
    if "life" in theirs_n:
        p2["life"] = theirs_n["life"]
    if "hand" in theirs_n:
        p2["hand"] = [
            {"id": f"o{i + 1}", "name": "相手の手札", "kind": "character", "cost": 1}
            for i in range(theirs_n["hand"])
        ]
    if "life" in mine_n:
        p1["life"] = mine_n["life"]
    payload: dict[str, Any] = {"player1": p1, "player2": p2, "actions": actions}
    if phase:
        payload["phase"] = "refresh"
    if turn != 3:
        payload["turn"] = turn
    player, zone = target
    side = "相手" if player == "player2" else "自分"
    word = {"hand": "手札", "deck": "デッキ", "life": "ライフ", "don": "アクティブのドン!!"}[zone]

    def head(sim: SimulationResult) -> str:
        if sim.rejected:
            return "書かれた手順の一部が行えません"
        if zone == "don":
            left = sum(1 for c in sim.zone(player, "cost") if not c.get("flags", {}).get("rested"))
        else:
            left = len(sim.zone(player, zone))
        return f"書かれた手順を順に行うと、{side}の{word}は{left}枚になります"

    return BuiltScenario(f"{GAME}.plan.told_steps", payload, tell(head, limit=6), tuple(notes))
