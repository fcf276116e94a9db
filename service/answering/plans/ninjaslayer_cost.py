"""ニンジャスレイヤー plans for paying a card's cost from the エテル (1204.2g-1, 1312.1, 1404.2): one
described card with a コスト (and a タツジン・コスト, paid when the question pays it) is entered —
how many エテル are bowed, or whether it can be entered from the stated エテル. Several cards entered
in turn are `plans/ninjaslayer_entries.py`.

With no エテル count in the question, the asker's エテル is a documented default large enough to pay
(it does not change how many are bowed); a 「できる?」 question needs the count (the plan declines).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, cards, me, quantities, sides
from service.answering.plans.ninjaslayer_entries import ENTRY_ACTIONS, copies, etel_zone
from service.answering.plans.ninjaslayer_tatsujin import UNPAID
from service.answering.plans.quoted_cost import cost_text_read
from service.answering.plans.their_aside import their_resources
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import ON_SPACE, PLAYER1, PLAYER2, cards_in, tell
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

ASSUMED_ETEL = 20


def _entry_cost(reading: Reading) -> BuiltScenario | None:
    # 「相手のエテルは4枚、俺のは2枚」: one's own エテル pays (1312.1)
    aside = their_resources(reading, ("etel",))
    reading = aside.reading
    kind = asks(reading)
    if kind not in ("number", "can"):
        return None
    if kind == "number" and not _asks_etel(reading):
        return None  # 「手札は何枚?」: the plan counts the エテル it bows, nothing else
    if ON_SPACE.search(reading.text):
        return None  # 1206.1: what is on the コトダマ空間 decides an entry; the run's is empty
    if any(f.role is Role.TERM and f.concept == "エンドフェイズ" for f in reading.facts):
        return None  # 「エンドフェイズだけど出せる?」: no entry then (602.1)
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    before = _before_entry(reading, acts)
    if before is None:
        return None
    acts = [f for f in acts if f.concept in ENTRY_ACTIONS]
    if not acts:
        return None
    described = cards(reading)
    if described is None or len(described) != 1 or described[0].stat("cost") is None:
        return None
    card = described[0]
    if copies(reading.text, card.noun) > 1 or _MORE_ENTRIES.search(reading.text):
        return None  # 「コスト2のキャラを2体」「2体出せる?」「もう1体出せる?」: several entries (`entries`)
    if len(_QUESTION_MARK.findall(reading.text)) > 1:
        return None  # 「出せる?その後、残りで何ができる?」: a yes/no answers the first ask only
    costs = [f for f in reading.of(Role.STAT) if f.concept == "cost"]
    if len(costs) != 1 or any(f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts):
        return None  # several cards entered: `entries`
    if any(f.role is Role.STATE for f in card.facts) or card.owner == "opponent":
        return None
    words = card.keywords()
    if any(w != "タツジン" for w in words):
        return None
    tatsujin = card.stat("tatsujin") or 0
    if "タツジン" in words and not tatsujin:
        return None  # the タツジン・コスト is not given
    # through the opponent's turn to the asker's next (「前のターン…相手ターン中は…今ターン」): the
    # entry is in the asker's turn (602.1), so the asker is the turn player there
    mine = PLAYER1 if before[0] else me(reading)
    parts = _etel_parts(reading)
    counts = quantities(reading, mine) if parts is None else {(mine, "etel"): sum(parts.values())}
    if counts is None or any(c != "etel" or s != mine for s, c in counts):
        return None
    if tatsujin and UNPAID.search(reading.text):
        # 「タツジン払わないで普通に出す」: the タツジン・コスト said unpaid is `tatsujin_unpaid`'s — a
        # 「支払う」 of the card's text (「タツジン-2エテルを支払う、を持つ」) is no pay of the asker's
        return None
    pays_tatsujin = bool(tatsujin) and any(f.concept == "pay" for f in acts)
    spec: dict[str, Any] = {
        "id": "c",
        "name": "エントリーするキャラ",
        "kind": "character",
        "cost": card.stat("cost"),
    }
    if tatsujin:
        spec |= {"tatsujin": tatsujin, "keywords": ["タツジン"]}
    changed = cost_changes(reading)
    if changed is None or (changed and _changed_elsewhere(reading, card.noun)):
        return None
    spec |= changed
    shift = changed.get("cost_up", 0) - changed.get("cost_down", 0)
    # 「「コストは1になる」効果」: the コスト set first (1204.2g-4), the increases and reductions after it
    printed = int(card.stat("cost") or 0)
    set_to = set_cost(reading)
    if set_to is not None:
        if set_to < 0 or tatsujin:
            return None  # several set, or with a タツジン・コスト (which part it sets is not read)
        spec["cost_set"] = printed = set_to
    notes: tuple[str, ...] = ()
    etel = counts.get((mine, "etel"))
    if etel is None:
        if kind == "can":
            return None
        etel = ASSUMED_ETEL
        notes = (
            f"エテルの枚数が書かれていないので、支払える枚数({ASSUMED_ETEL}枚)あるものとして扱っています。",
        )
    if card.noun.text == "カード":  # 「…2エテルのカード」: a コトダマ pays its コスト the same (1204.2g-1)
        notes += ("「カード」はキャラとしてエントリーしています(コトダマでもコストの支払いは同じです)。",)
    zone = etel_zone(reading, etel) if parts is None else parts
    if zone is None:
        return None
    # 「タツジン込みで出せる?」: whether the optional タツジン・コスト is paid (1404.2) decides when the
    # エテル does not pay both, and no pay (or 「払わずに」) is read — never assumed
    untold = not any(f.concept == "pay" for f in reading.of(Role.ACTION))
    if tatsujin and kind == "can" and untold and zone.get("etel", 0) < printed + tatsujin + shift:
        return None
    passed, placed = before
    if passed and zone.get("etel") and parts is None:
        return None  # 「前のターンに全部オジギ」: only the bowed エテル is told (502.2a stands it)
    cost = max(0, printed + (tatsujin if pays_tatsujin else 0) + shift)
    if passed and parts is not None and (placed or cost == etel + 1):
        return None  # the next エテル・ステップ may add one card (502.4a): it decides a コスト of one more
    if passed and not placed and cost == etel + 1:
        return None  # the same with the エテル told as one count: whether a card is placed is not told
    enter = {"kind": "enter", "player": mine, "card": "c", "tatsujin": pays_tatsujin}
    # the タツジン・コスト the standing エテル cannot pay besides the コスト (the エテル・ステップ's card or
    # the next turn's アンタイ・オジギ adds to it: the engine refuses, then the card enters without it)
    short = pays_tatsujin and not (passed or placed) and zone["etel"] < cost
    hand = [*([{"id": "e", "name": "エテルに置くカード"}] if placed else []), spec]
    payload: dict[str, Any] = {
        "phase": "character" if passed or not placed else "etel",
        mine: {**zone, "hand": hand},
        "actions": [
            # the asker's turn ends, the opponent's turn ends: the asker's next turn (502.2a, 502.4a)
            *(
                {"kind": "end_phase", "player": p}
                for p in ((PLAYER1,) * 2 + (PLAYER2,) * 2 if passed else ())
            ),
            *([{"kind": "etel", "player": mine, "card": "e"}] if placed else []),
            enter,
            # the タツジン・コスト is optional (1404.2): refused, the card may still enter for its コスト
            *([{**enter, "tatsujin": False}] if short else []),
        ],
    }
    if mine != "player1":
        return None  # entering a character is the turn player's (602.1)
    if aside.theirs:
        payload[PLAYER2] = {"etel": aside.theirs["etel"]}
    if kind == "number" and _refused(payload):
        return None  # 「何枚オジギする?」 of a card the エテル cannot pay: no count answers it (1204.2i)
    who = sides(reading)
    bowed_asked = kind == "number" and _BOWED_ASKED.search(reading.text) is not None

    def head(sim: SimulationResult) -> str:
        # the cards bowed by this entry: not the ones told bowed before it (「5枚、うち縦は3枚」), which
        # stay bowed unless a new turn stood them (502.2a)
        before = 0 if passed else zone.get("etel_bowed", 0)
        bowed = sum(1 for c in cards_in(sim, mine, "etel") if c.get("flags", {}).get("bowed")) - before
        refused = any(e.type == "rejected" for e in sim.events)
        if refused and pays_tatsujin and any(e.type == "entry" for e in sim.events):
            return (
                f"エテルが足りないので、タツジン・コストを支払ってはエントリーできません(コスト{card.stat('cost')}"
                f"+タツジン・コスト{tatsujin}にエテル{etel}枚)。タツジン・コストを支払わなければ"
                f"エテルを{bowed}枚オジギしてエントリーできます"
            )
        if refused:
            # the upright エテル at the entry (with the エテル・ステップ's card, 502.4a): none was paid
            ready = sum(1 for c in cards_in(sim, mine, "etel") if not c.get("flags", {}).get("bowed"))
            return (
                f"エテルが足りないので、キャラはエントリーできません(アンタイ・オジギ状態のエテル{ready}枚)"
            )
        extra = f"+タツジン・コスト{tatsujin}" if pays_tatsujin else ""
        told = f"コスト{card.stat('cost')}" if set_to is None else f"コスト{card.stat('cost')}→{set_to}"
        paid = f"{told}{extra}{f'{shift:+d}' if shift else ''}"
        if (shift or set_to is not None) and cost == 0:  # 1204.2g-6, 1203.5
            return (
                f"コスト({paid})は0以下になり支払ったものと見なされるので、"
                "エテルを0枚オジギしてキャラをエントリーします"
            )
        if set_to is not None:  # the set value first, then the changes (1204.2g-4, -5, -6)
            first = f"コストを{set_to}にする効果を先に適用: {paid}"
            return f"支払うエテルは{bowed}枚です({first})。キャラをエントリーします"
        said = f"エテルを{bowed}枚オジギしてコスト({paid})を支払い、キャラをエントリーします"
        if bowed_asked and not before and not zone.get("etel_bowed"):
            # 「オジギ状態になるエテルは何枚?」: with none bowed before, the bowed ones are this entry's
            said += f"(オジギ状態のエテルは{bowed}枚)"
        return said

    return BuiltScenario(
        f"{GAME}.plan.entry_cost", payload, tell(head, who, ("declare", "rejected", "entry"), 3), notes
    )


# a quoted 「お互いのプレイヤーがエントリーするキャラクターのコストは1多くなる」: this entry's change
entry_cost = cost_text_read(_entry_cost)


def _refused(payload: dict[str, Any]) -> bool:
    """The entry the payload runs is refused (or the payload is not one the engine runs)."""
    try:
        sim = simulate(GAME, payload)
    except EngineError:
        return True
    return any(e.type == "rejected" for e in sim.events)


# more than one entry told or asked, whatever the card (「2体出せる?」「もう1体」「2体目」「両方」)
_MORE_ENTRIES = re.compile(
    r"[2-9２-９二三四五]\s*体|もう\s*[1１一]\s*(?:体|枚)|[2２二]\s*(?:体|枚)\s*目|両方|どっちも|どちらも|全部出"
)
_QUESTION_MARK = re.compile(r"[?？]")
_COST_CHANGES = ("cost_up", "cost_down")
_DENIED = re.compile(r"[^。?？]*?(?:な[いくかけ]|無[いくかけ]|なし|無し|ません|切れ|終わ)")
# a later sentence taking it back (「…と思ってた。でも実際はかかってなかった。」「その効果はもう切れた」)
_UNDONE = re.compile(r"かかって(?:い)?な|かけられな|かからな|切れ|終わっ|なかった|なくなっ|消え|無効")


def cost_changes(reading: Reading) -> dict[str, int] | None:
    """「コストを3少なくする」「コストを1多くする」 told of the one card entered: the engine's
    ``cost_down`` / ``cost_up`` (1204.2g-5 then 1204.2g-6, 1203.5); {} when none is told; None when
    one is denied, has no number or is told twice (the plan declines)."""
    found = [f for f in reading.of(Role.MODIFIER) if f.concept in _COST_CHANGES]
    if any(f.negated or not isinstance(f.value, int) for f in found):
        return None
    if any(f.concept in {f"about:{c}" for c in _COST_CHANGES} for f in reading.asks()):
        return None  # 「もし効果でコスト2カットされたら出せる?」: the change read as the branch asked
    if any(_DENIED.match(reading.text, f.end) or _UNDONE.search(reading.text, f.end) for f in found):
        return None  # 「…」効果はかかってない: the reader's negation does not reach past the quote
    if len({f.concept for f in found}) != len(found):
        return None
    return {str(f.concept): int(f.value or 0) for f in found}


def set_cost(reading: Reading) -> int | None:
    """The value a told effect sets the entered card's コスト to (「「コストは1になる」効果」, 1204.2g-4);
    None when none is told, -1 when more than one is or one is denied (the plan declines)."""
    found = [f for f in reading.of(Role.STAT) if f.concept == "cost_set"]
    if not found:
        return None
    if len(found) > 1 or found[0].negated or not isinstance(found[0].value, int):
        return -1
    if _SET_DENIED.match(reading.text, found[0].end) or _UNDONE.search(reading.text, found[0].end):
        return -1
    return found[0].value


# 「「コストは1になる」効果はかかってない」「…効果は無い」: the set told as not applying
_SET_DENIED = re.compile(
    r"\s*[」』]?\s*(?:効果|能力)?\s*(?:は|が|も)?\s*(?:かかって(?:い)?な|な[いし]|無[いし]|切れ|終わ)"
)


# 「コスト2カットされてるキャラB」: the change told in a clause on the card noun right after it
_ON_NOUN = re.compile(
    r"\s*(?:され|して|し|した|する|になって|になった|なって|なった)?\s*(?:て|た)?\s*(?:る|いる)?\s*(?:の)?\s*$"
)


def _changed_elsewhere(reading: Reading, noun: Fact) -> bool:
    """A コスト change told of another card than the one entered: its clause names the card noun right
    after it (「コスト5のキャラAと、コスト2カットされてるキャラB」) and that noun is not the entered one."""
    for change in (f for f in reading.of(Role.MODIFIER) if f.concept in _COST_CHANGES):
        after = next((c for c in reading.of(Role.CARD) if c.start >= change.end), None)
        if after is None or _SENTENCE.search(reading.text, change.end, after.start):
            continue
        if _ON_NOUN.fullmatch(reading.text[change.end : after.start]) and after.start != noun.start:
            return True
    return False


_SENTENCE = re.compile(r"[。?？!！]")
# 「オジギ状態になるエテルは何枚?」「オジギしたエテルは何枚?」: the bowed エテル counted
# (not the アンタイ・オジギ ones)
_BOWED_ASKED = re.compile(
    r"(?<!アンタイ)(?<!アンタイ・)オジギ\s*(?:状態)?\s*(?:に)?\s*(?:なる|なった|する|した|された|の)\s*エテル"
    r"\s*(?:は|って|が)?\s*(?:何枚|いくつ)"
)


def _asks_etel(reading: Reading) -> bool:
    """The count asked is of the エテル (「エテルは何枚オジギする?」): its sentence names エテル/オジギ
    and no other zone before the ask."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return False
    sentence = re.split(r"[。?？!！]", reading.text[: ask.start])[-1] + ask.text
    rest = re.split(r"[。?？!！]", reading.text[ask.end :])[0]
    # 「残りの縦のエテルは何枚?」「エテルは何枚残る?」: the upright ones left, not the ones bowed
    return bool(re.search(r"エテル|オジギ", sentence)) and not re.search(
        r"手札|デッキ|山札|ダメージ|残", sentence + rest
    )


_BEFORE = ("place", "use")


def _before_entry(reading: Reading, acts: list[Fact]) -> tuple[bool, bool] | None:
    """What the question tells before the entry: (the asker's next turn — the エテル bowed in an
    earlier turn, 「前のターンに全部オジギして使った。次の自分のターンで…」; one card put into the
    エテル in the エテル・ステップ, 502.4a); None when something else is told."""
    if any(f.concept not in ENTRY_ACTIONS + _BEFORE for f in acts):
        return None
    places = [f for f in acts if f.concept == "place"]
    if len(places) > 1 or any(f.value not in (None, 1) for f in places):
        return None  # 502.4a: one card at most
    turns = [f for f in reading.of(Role.TURN) if not f.negated]
    passed = [f for f in turns if f.concept == "turn_passed"]
    if any(f.concept not in ("turn_passed", "opponent_turn") for f in turns):
        return None
    if (
        passed
        and not (
            re.search("前", passed[0].text)
            and all(re.search("自分|こっち|俺|今", f.text) for f in passed[1:])
        )
        and not _came_after(reading, passed)
    ):
        return None  # an earlier turn, then the asker's own (the entry is the turn player's, 602.1)
    if any(f.concept == "use" for f in acts) and not passed:
        return None  # 「使った」 of this turn: the エテル it leaves is not told
    if any(f.concept == "opponent_turn" for f in turns) and not passed:
        return None
    return bool(passed), bool(places)


# 「…全部オジギしたまま自分のターンになった」「俺のターンが来た」: the asker's turn told as arriving
_ARRIVED = re.compile(r"(?:自分|こっち|俺)の?\s*ターン\s*(?:に|が)\s*(?:なっ|来|き)")


def _came_after(reading: Reading, passed: list[Fact]) -> bool:
    """「エテルの3枚が全部オジギしたまま自分のターンになった」: one told arrival of the asker's turn after
    every
    エテル count and state — those are of the turn before it, which 502.2a stands up (style audit 19b)."""
    if len(passed) != 1 or not _ARRIVED.search(passed[0].text):
        return False
    told = [f for f in reading.of(Role.QUANTITY, Role.STATE) if f.role is Role.STATE or f.concept == "etel"]
    return bool(told) and all(f.end <= passed[0].start for f in told)


# 「オジギしたエテル2枚と、縦向きのエテル1枚」: a state word right before each エテル count
_STATED = re.compile(r"\s*(?:した|している|してる|の|な|に|状態の)?\s*$")


def _etel_parts(reading: Reading) -> dict[str, int] | None:
    """The asker's エテル told in two parts, each count right after its own state (「オジギしたエテル2枚
    と、縦向きのエテル1枚」): the upright (アンタイ・オジギ) and the bowed cards of the one zone; None
    unless exactly that."""
    counts = [f for f in reading.of(Role.QUANTITY) if f.concept == "etel"]
    states = [f for f in reading.of(Role.STATE) if f.concept in ("active", "rested")]
    if len(counts) != 2 or len(states) != 2 or any(f.negated for f in (*counts, *states)):
        return None
    if any(f.owner == "opponent" or not isinstance(f.value, int) for f in counts):
        return None
    out: dict[str, int] = {}
    for count in counts:
        state = max((s for s in states if s.end <= count.start), key=lambda s: s.end, default=None)
        if state is None or not _STATED.fullmatch(reading.text[state.end : count.start]):
            return None
        key = "etel" if state.concept == "active" else "etel_bowed"
        if key in out:
            return None
        out[key] = int(count.value or 0)
    return out
