"""ニンジャスレイヤー plan: the asker's エテル bowed in an earlier turn, counted in the asker's next turn.
The スタートフェイズ's アンタイ・オジギ・ステップ stands every card of the turn player's エテル・ゾーン
again (502.2a), and the エテル・ステップ may add one card from the hand, standing (502.4a, 303.1a):
how many エテル can be paid in the キャラクターフェイズ (1312.1: one bowed per point)?

Built from the facts: the asker's エテル count told bowed (「エテル3枚を全部オジギして使い切った」), a
turn boundary told (「前の自分のターン」「相手のターンを挟んで」), and a placement of one card told or
not (「エテル・ステップで手札から1枚エテルに置いた」). The run passes every turn in between with no
action (the other player's turn changes none of the asker's エテル).

`etel_their_turn`: the same エテル in the opponent's next turn stays bowed (502.2a stands only the
turn player's cards) — can the asker pay a コトダマ's コスト there?
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.reading import payload as pl
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, refusal, tell
from service.engine.scenario import SimulationResult

_TOLD = ("use", "pay", "place")


def etel_next_turn(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.MODIFIER):
        return None
    if not any(f.role is Role.TURN and f.concept == "turn_passed" and not f.negated for f in reading.facts):
        return None
    states = reading.of(Role.STATE)
    if len(states) != 1 or states[0].concept != "rested" or states[0].negated:
        return None  # the エテル told bowed, all of them
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if any(f.concept not in _TOLD for f in acts):
        return None
    places = [f for f in acts if f.concept == "place"]
    if len(places) > 1 or any(f.value not in (None, 1) for f in places):
        return None  # 502.4a: one card at most
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or set(counts) != {(mine, "etel")}:
        return None
    etel = counts[(mine, "etel")]
    # the hand: the card the エテル・ステップ places, and 3 more (the asked count does not depend on them)
    hand = [{"id": "e", "name": "エテルに置くカード"}, *({} for _ in range(3))]
    payload: dict[str, Any] = {"phase": "character", mine: {"etel_bowed": etel, "hand": hand}}
    # player1's turn ends (to player2's turn); when the asker is player1, player2's turn ends too
    enders = [PLAYER1, PLAYER1] if mine == PLAYER2 else [PLAYER1, PLAYER1, PLAYER2, PLAYER2]
    payload["actions"] = [{"kind": "end_phase", "player": p} for p in enders]
    if places:  # 502.4a: the asker's エテル・ステップ places it
        payload["actions"].append({"kind": "etel", "player": mine, "card": "e"})
    notes = ["手札の枚数は書かれていないので4枚としています(払えるエテルの数はこれによりません)。"]
    if any(f.owner is None for f in reading.of(Role.QUANTITY)):
        notes.append(UNOWNED_NOTE)
    who = sides(reading)

    def head(sim: SimulationResult) -> str:
        standing = sum(1 for c in cards_in(sim, mine, "etel") if not c.get("flags", {}).get("bowed"))
        added = "と、エテル・ステップで置いた1枚" if places else ""
        return (
            f"払えるエテルは最大{standing}枚です。オジギしていたエテル{etel}枚はスタートフェイズに"
            f"アンタイ・オジギ状態に戻り{added}を、キャラクターフェイズで1枚につき1点として払えます"
        )

    types = ("set_state", "move", "phase")
    return BuiltScenario(f"{GAME}.plan.etel_next_turn", payload, tell(head, who, types, 4), tuple(notes))


_HAND_ASKED = re.compile(r"手札\s*(?:は|が|って|の枚数は)?\s*$")
_DISCARDS_ASKED = re.compile(r"\s*(?:を|は)?\s*(?:捨て|ディスカード)")
_SPENT = re.compile(r"使い切|全部|全て|すべて")


def etel_their_turn(reading: Reading) -> BuiltScenario | None:
    """The asker's エテル all bowed in their own turn; in the opponent's next turn, can the asker
    enter a コトダマ of the stated コスト? The アンタイ・オジギ・ステップ stands only the turn player's
    cards (502.2a), so the asker's エテル stays bowed (1204.2g-1, 1312.1: one upright card per point).
    Run: the asker's turn ends, the opponent's begins (its スタートフェイズ), and the asker enters the
    コトダマ in the opponent's キャラクターフェイズ (named in notes; the non-turn player may enter one
    with priority, 1207.1)."""
    if asks(reading) != "can" or reading.of(Role.CARD, Role.KEYWORD):
        return None
    if any(not (f.concept == "effect" and f.negated) for f in reading.of(Role.MODIFIER)):
        return None  # only 「エテルを起こす効果とかは何もない」
    text = reading.text
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "cost" or stats[0].owner not in (None, "self"):
        return None
    cost = stats[0].value
    if not isinstance(cost, int) or not any(f.concept == "kotodama" for f in reading.of(Role.TERM)):
        return None
    turns = reading.of(Role.TURN)
    mine = [f for f in turns if f.concept == "self_turn"]
    theirs = [
        f for f in turns
        if f.concept == "opponent_turn" or (f.concept == "turn_passed" and "相手" in f.text)
    ]  # fmt: skip
    if not mine or not theirs or any(f.negated for f in turns) or mine[0].start > theirs[0].start:
        return None
    if any(f.concept not in ("self_turn", "opponent_turn", "turn_passed") for f in turns):
        return None
    counts = quantities(reading, PLAYER1)
    if counts is None or set(counts) != {(PLAYER1, "etel")}:
        return None
    told = reading.of(Role.QUANTITY)[0]
    bowed = [f for f in reading.of(Role.STATE) if f.concept == "rested" and not f.negated]
    used = [f for f in reading.of(Role.ACTION) if f.concept in ("use", "pay") and not f.negated]
    asked = asked_action(reading)  # 「コトダマ撃てる?」: the entry asked is the run's own
    told_acts = [f for f in reading.of(Role.ACTION) if not (f is asked and f.concept == "cast")]
    if len(reading.of(Role.STATE)) != len(bowed) or len(told_acts) != len(used):
        return None
    spent = [f.start for f in (*bowed, *used)]
    if not spent or not told.start < min(spent) or max(spent) > theirs[0].start:
        return None  # the エテル told, then bowed, all in the asker's own turn
    if not _SPENT.search(text, told.start, theirs[0].start):
        return None  # every card of the エテル bowed (「全部オジギして使い切った」)
    etel = counts[(PLAYER1, "etel")]
    card = {"id": "k", "name": f"コスト{cost}のコトダマ", "kind": "kotodama", "cost": cost}
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {"etel_bowed": etel, "hand": [card]},
        "actions": [
            # the asker's キャラクターフェイズ, then イクサフェイズ end: the opponent's turn begins (505.4)
            {"kind": "end_phase", "player": PLAYER1},
            {"kind": "end_phase", "player": PLAYER1},
            {"kind": "kotodama", "player": PLAYER1, "card": "k"},
        ],
    }
    notes = [
        "コトダマは相手のターンのキャラクターフェイズに撃つものとしてシミュレーションしています(相手のターンの"
        "どの時点でも、自分のエテルが起き上がることはありません)。"
    ]
    if told.owner is None:
        notes.append(UNOWNED_NOTE)
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return (
                f"撃てません。アンタイ・オジギ・ステップで起き上がるのはターンプレイヤーのカードだけなので、"
                f"自分のエテル{etel}枚は相手のターン中もオジギ状態のままで、コスト{cost}を支払えません"
            )
        return "撃てます"

    types = ("turn", "kotodama", "rejected")
    return BuiltScenario(f"{GAME}.plan.etel_their_turn", payload, tell(head, who, types, 4), tuple(notes))


def hand_at_end(reading: Reading) -> BuiltScenario | None:
    """The turn player's hand of N cards in the エンドフェイズ: how many after the turn? 手札には上限が
    存在しません (305.5): the エンドフェイズ (505) discards none, so the run through the end of the turn
    (to the next turn, 505.4) keeps N. Only the hand count, the end of the turn and a discard asked
    about (「捨てて調整とかいる?」) are read; anything else told declines."""
    if asks(reading) != "number" or reading.of(Role.CARD, Role.STAT, Role.KEYWORD, Role.STATE, Role.MODIFIER):
        return None
    # 「ターンプレイヤーの自分」: the asker's own turn, as the run is
    turns = reading.of(Role.TURN)
    if reading.of(Role.NUMBER) or any(
        f.concept not in ("turn_passed", "self_turn") or f.negated for f in turns
    ):
        return None
    counts = quantities(reading, PLAYER1)
    if counts is None or set(counts) != {(PLAYER1, "hand")}:
        return None
    # 「ドローしまくって手札11枚のままエンドフェイズ」: draws told before the hand and the エンドフェイズ are
    # how the hand grew (not 「エンドフェイズに2枚引いて」, an effect in the phase)
    phases = [f.start for f in reading.of(Role.TERM) if f.concept == "エンドフェイズ"]
    grown = min([reading.of(Role.QUANTITY)[0].start, *phases])
    for f in reading.of(Role.ACTION):
        if f.concept == "discard" and (f.negated or pl.in_question(reading.text, f)):
            continue  # a discard asked about (「捨てなきゃいけない?」) or said absent (「捨てる効果は無し」)
        if f.concept == "draw" and not f.negated and f.end <= grown:
            continue
        return None  # a discard told done, or another act
    if not any(f.concept == "エンドフェイズ" for f in reading.of(Role.TERM)):
        return None
    numbered = [f for f in reading.of(Role.ASK) if f.concept == "number"]
    # 「何枚捨てなきゃいけない?」: the count of the discards asked (the run's hand before less after)
    discards = [f for f in numbered if _DISCARDS_ASKED.match(reading.text, f.end)]
    if len(numbered) != 1 or not (discards or _HAND_ASKED.search(reading.text, 0, numbered[0].start)):
        return None  # 「何枚か捨てないといけない?」 asks whether, not a count (「手札は何枚?」)
    hand = counts[(PLAYER1, "hand")]
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {"hand": hand},
        # the キャラクターフェイズ, then the イクサフェイズ end: the エンドフェイズ runs, the next turn begins
        "actions": [{"kind": "end_phase", "player": PLAYER1}, {"kind": "end_phase", "player": PLAYER1}],
    }
    unowned = reading.of(Role.QUANTITY)[0].owner is None
    notes = ["持ち主が書かれていない手札はターンプレイヤー(自分)のものとしています。"] if unowned else []
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})

    def head(sim: SimulationResult) -> str:
        left = len(cards_in(sim, PLAYER1, "hand"))
        if discards:  # the draw of the next turn is not reached: the run ends at the next turn's start
            return (
                f"捨てる手札は{max(0, hand - left)}枚です。手札には上限がないので(305.5)、"
                "エンドフェイズに手札を捨てることはありません"
            )
        return f"{left}枚です。手札には上限がないので(305.5)、エンドフェイズに手札を捨てることはありません"

    types = ("phase", "turn")
    return BuiltScenario(f"{GAME}.plan.hand_at_end", payload, tell(head, who, types, 3), tuple(notes))
