"""ニンジャスレイヤー plan: part (or all) of a player's エテル bowed in one turn, counted in the other
player's next turn (issue 11, round 9).

The スタートフェイズ's アンタイ・オジギ・ステップ stands every card of the turn player's エテル・ゾーン
(502.2a) — the turn player's only: the asker's エテル bowed in the asker's turn stays bowed through
the opponent's next turn, and bowed in the opponent's turn (a コトダマ, 1207.1) stands at the start of
the asker's next turn. Each upright card pays one point (1312.1, 1204.2g-1).

Built from the facts: the asker's エテル count (one QUANTITY), the bowed part (「4枚寝かせた」「5枚の
うち3枚を横にした」「全部オジギ」, one rested STATE and at most that NUMBER), the turn it was bowed in
(「自分のターンに」「相手ターン中に」) and the asked turn after it, of the other player (「次の相手の
ターン」「自分のターンが来て」). What bowed it is scripted when told: a キャラ entered in the asker's
turn (its コスト the bowed count, 1204.2g-1) or a コトダマ (its コスト the bowed count when none is
told). Asked: how many upright エテル / how many can be paid (number), or whether a card of a stated
コスト can be entered (can). In the asker's own turn the エテル・ステップ may add a card (502.4a): it
must be told placed (one card) or not placed, else the count depends on an untold choice.

`etel_next_turn` / `etel_their_turn` keep their own shapes (all bowed, the asker's turn twice; a
コトダマ asked in the opponent's turn); this plan reads the two-turn shape with a bowed count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks
from service.answering.plans.ninjaslayer_players import asked_of
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, refusal, tell
from service.engine.scenario import SimulationResult

_MINE = re.compile(r"自分|こっち|こちら|俺|僕|私|うち|ウチ")
_THEIRS = re.compile(r"相手|向こう")
# 「4枚寝かせた」「3枚を横にした」「2枚オジギさせた」: the bowed count right before its state
_BOWED_COUNT = re.compile(r"\s*枚\s*(?:を|は|が|だけ)?\s*(?:もう|既に|すでに)?\s*$")
_ALL = re.compile(r"全部|全て|すべて|使い切")
# 「エテル・ステップでは何も置かなかった」「何も置かないとしたら」「置かずに」: no card placed (502.4a)
_NOT_PLACED = re.compile(r"(?:何も|なにも|1枚も|一枚も)?\s*置(?:かな|いてな|いていな|かず|きませ)")
_TOLD_ACTS = ("play", "cast", "use", "pay", "place")


def _whose(text: str, fact: Fact) -> str | None:
    """The player a turn fact names: 'self' or 'opponent' (None when it names neither or both)."""
    named = {w for w, pat in (("self", _MINE), ("opponent", _THEIRS)) if pat.search(fact.text)}
    if not named and fact.concept in ("self_turn", "opponent_turn"):
        named = {"self" if fact.concept == "self_turn" else "opponent"}
    return named.pop() if len(named) == 1 else None


def _bowed(reading: Reading, bow: Fact, etel: int, told: Fact) -> tuple[int, Fact | None] | None:
    """The bowed count and its NUMBER fact (None when the count is the state's own or all)."""
    numbers = reading.of(Role.NUMBER)
    if isinstance(bow.value, int):
        return (int(bow.value), None) if not numbers else None
    if len(numbers) == 1:
        n = numbers[0]
        if not isinstance(n.value, int) or not _BOWED_COUNT.fullmatch(reading.text[n.end : bow.start]):
            return None
        return int(n.value), n
    if numbers or not _ALL.search(reading.text, told.end, bow.end):
        return None
    return etel, None


def etel_turn_over(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if kind not in ("number", "can") or reading.of(Role.KEYWORD):
        return None
    if any(not (f.concept == "effect" and f.negated) for f in reading.of(Role.MODIFIER)):
        return None  # only 「起こす効果とかは無し」
    text = reading.text
    told = reading.of(Role.QUANTITY)
    if len(told) != 1 or told[0].concept != "etel" or told[0].owner not in (None, "self"):
        return None
    if told[0].negated or not isinstance(told[0].value, int):
        return None
    etel = int(told[0].value)
    states = [f for f in reading.of(Role.STATE) if not f.negated]
    bows = [f for f in states if f.concept == "rested"]
    if len(bows) != 1 or len(states) != len(reading.of(Role.STATE)):
        return None
    bow = bows[0]
    if any(
        f.concept != "active" or f.start < bow.end or not _asked_state(text, f)
        for f in states
        if f is not bow
    ):
        return None  # 「使える(縦向きの)エテル」: the upright ones asked, nothing else
    got = _bowed(reading, bow, etel, told[0])
    if got is None or not 0 < got[0] <= etel:
        return None
    bowed = got[0]
    turns = reading.of(Role.TURN)
    if len(turns) != 2 or any(f.negated for f in turns):
        return None
    then, asked_turn = sorted(turns, key=lambda f: f.start)
    bow_turn, later = _whose(text, then), _whose(text, asked_turn)
    if then.concept == "turn_passed" or asked_turn.concept != "turn_passed":
        return None  # the bow's turn named as the present, the asked one as the next
    if (
        bow_turn is None
        or later is None
        or bow_turn == later
        or not then.start < bow.start < asked_turn.start
    ):
        return None
    if told[0].start > asked_turn.start:
        return None
    if any(
        f.concept != "self" and not any(t.start <= f.start < t.end for t in turns)
        for f in reading.of(Role.OWNER)
    ):
        return None  # 「次の相手のターン中、相手の縦のエテルは?」: another player than the asker
    mine = PLAYER1 if bow_turn == "self" else PLAYER2
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    # 「エテル・ステップで何も置かなかった」 (a denied placement, read as `unplaced` below) is no act
    denied = [f for f in reading.of(Role.ACTION) if f.negated and f.concept != "place"]
    if any(f.concept not in _TOLD_ACTS for f in acts) or denied:
        return None
    before = [f for f in acts if f.start < asked_turn.start]
    after = [f for f in acts if f.start > asked_turn.start]
    stats = reading.of(Role.STAT)
    if any(
        f.concept != "cost" or not isinstance(f.value, int) or f.owner not in (None, "self") for f in stats
    ):
        return None
    if any(asked_turn.start > f.start > bow.start for f in stats):
        return None  # a コスト told between the bow and the asked turn: neither card's
    cards = reading.of(Role.CARD)
    if any(f.owner not in (None, "self") or f.concept != "character" for f in cards):
        return None
    kotodama = [f for f in reading.of(Role.TERM) if f.concept == "kotodama"]
    # what bowed the エテル: a キャラ entered or a コトダマ, before the bow in its sentence
    cause = _cause(reading, before, stats, cards, kotodama, then, bow, bowed)
    if cause is None:
        return None
    hand: list[dict[str, Any]] = []
    actions: list[dict[str, Any]] = []
    if cause:
        hand.append(cause["card"])
        actions.append({"kind": cause["kind"], "player": mine, "card": cause["card"]["id"]})
    placed = [f for f in after if f.concept == "place"]
    own_later = later == "self"
    if len(placed) > 1 or any(f.value not in (None, 1) for f in placed) or (placed and not own_later):
        return None  # 502.4a: one card at most, in the asker's own エテル・ステップ
    unplaced = _NOT_PLACED.search(text, asked_turn.start) is not None
    if own_later and not placed and not unplaced:
        return None  # the エテル・ステップ's choice (502.4a) is not told: the count depends on it
    asked_card = _asked(reading, kind, after, stats, cards, kotodama, asked_turn, own_later)
    if asked_card is None:
        return None
    if kind == "number" and not asked_of(reading, r"エテル|払え|使え"):
        return None
    # the turn player ends its キャラクター and イクサ phases: the other player's turn begins (505.4)
    actions += [{"kind": "end_phase", "player": PLAYER1}, {"kind": "end_phase", "player": PLAYER1}]
    other = PLAYER2 if mine == PLAYER1 else PLAYER1
    if placed:
        hand.append({"id": "e", "name": "エテルに置くカード"})
        actions.append({"kind": "etel", "player": mine, "card": "e"})
    if asked_card:
        hand.append(asked_card["card"])
        actions.append({"kind": asked_card["kind"], "player": mine, "card": asked_card["card"]["id"]})
    hand += [{} for _ in range(max(0, 4 - len(hand)))]
    spec: dict[str, Any] = {"hand": hand}
    if cause:
        spec["etel"] = etel
    else:
        spec["etel"], spec["etel_bowed"] = etel - bowed, bowed
    payload: dict[str, Any] = {"phase": "character", mine: spec, "actions": actions}
    notes = ["手札の枚数は書かれていないので4枚としています(エテルの数はこれによりません)。"]
    if cause and cause.get("note"):
        notes.append(str(cause["note"]))
    if told[0].owner is None:
        notes.append(UNOWNED_NOTE)
    who = Sides(mine, {mine: "自分", other: "相手"})
    whose_turn = "自分" if own_later else "相手"

    def head(sim: SimulationResult) -> str:
        standing = sum(1 for c in cards_in(sim, mine, "etel") if not c.get("flags", {}).get("bowed"))
        why = (
            f"オジギした{bowed}枚は自分のターンのアンタイ・オジギ・ステップで起き上がります(502.2a)"
            if own_later
            else f"アンタイ・オジギ・ステップで起き上がるのはターンプレイヤー(相手)のカードだけなので、"
            f"オジギした{bowed}枚は相手のターン中もオジギ状態のままです(502.2a)"
        )
        if asked_card:
            name = asked_card["card"]["name"]
            if refusal(sim) is not None:
                return f"{whose_turn}のターンに{name}は支払えません。{why}"
            return f"{whose_turn}のターンに{name}を支払ってエントリーできます。{why}"
        if placed:
            why += "。エテル・ステップで置いた1枚もアンタイ・オジギ状態です(502.4a)"
        return (
            f"{whose_turn}のターンに使える(アンタイ・オジギ状態の)自分のエテルは{standing}枚で、"
            f"最大{standing}エテルを払えます。{why}"
        )

    types = ("entry", "kotodama", "rejected", "turn", "etel")
    return BuiltScenario(f"{GAME}.plan.etel_turn_over", payload, tell(head, who, types, 4), tuple(notes))


def _asked_state(text: str, state: Fact) -> bool:
    """「使える(縦向きの)エテルって何枚」: the upright state names the エテル asked about."""
    return re.match(r"\s*(?:の|状態の)?\s*[)）]?\s*エテル", text[state.end :]) is not None


def _cause(
    reading: Reading,
    before: list[Fact],
    stats: Sequence[Fact],
    cards: Sequence[Fact],
    kotodama: list[Fact],
    then: Fact,
    bow: Fact,
    bowed: int,
) -> dict[str, Any] | None:
    """What bowed the エテル, scripted: {} when nothing is told; None when it cannot be read."""
    told_stats = [f for f in stats if f.start < bow.start]
    told_cards = [f for f in cards if f.start < bow.start]
    plays = [f for f in before if f.concept == "play"]
    casts = [f for f in before if f.concept == "cast"]
    spent = [f for f in before if f.concept in ("use", "pay")]
    if len(before) != len(plays) + len(casts) + len(spent) or len(told_stats) > 1:
        return None
    cost = int(told_stats[0].value or 0) if told_stats else None
    if cost is not None and cost != bowed:
        return None  # a コスト told other than the bowed count (a reduction, a タツジン…): not read
    own = _whose(reading.text, then) == "self"
    told_kotodama = [f for f in kotodama if then.start <= f.start < bow.start]
    if plays or told_cards:
        if not own or len(plays) != 1 or len(told_cards) != 1 or told_kotodama or casts or cost is None:
            return None  # a キャラ enters in its controller's own turn only (1204.1)
        card = {"id": "c", "name": f"コスト{cost}のキャラ", "cost": cost}
        return {"kind": "enter", "card": card}
    if told_kotodama or casts:
        if len(told_kotodama) != 1 or len(casts) > 1:
            return None
        card = {"id": "k", "name": f"コスト{bowed}のコトダマ", "kind": "kotodama", "cost": bowed}
        note = None if cost is not None else f"コトダマのコストはオジギした枚数({bowed})としています。"
        return {"kind": "kotodama", "card": card, "note": note}
    return {} if not told_stats else None


def _asked(
    reading: Reading,
    kind: str,
    after: list[Fact],
    stats: Sequence[Fact],
    cards: Sequence[Fact],
    kotodama: list[Fact],
    asked_turn: Fact,
    own_later: bool,
) -> dict[str, Any] | None:
    """The card whose entry is asked (can): {} for a count asked; None when it cannot be read."""
    later_stats = [f for f in stats if f.start > asked_turn.start]
    later_cards = [f for f in cards if f.start > asked_turn.start]
    later_kotodama = [f for f in kotodama if f.start > asked_turn.start]
    entries = [f for f in after if f.concept in ("play", "cast")]
    if kind == "number":
        return {} if not later_stats and not later_cards and not later_kotodama and not entries else None
    if len(later_stats) != 1 or len(entries) != 1:
        return None
    cost = int(later_stats[0].value or 0)
    if len(later_cards) == 1 and not later_kotodama and entries[0].concept == "play" and own_later:
        return {"kind": "enter", "card": {"id": "x", "name": f"コスト{cost}のキャラ", "cost": cost}}
    if len(later_kotodama) == 1 and not later_cards:
        card = {"id": "x", "name": f"コスト{cost}のコトダマ", "kind": "kotodama", "cost": cost}
        return {"kind": "kotodama", "card": card}
    return None
