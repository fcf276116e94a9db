"""ニンジャスレイヤー plan for a コトダマ told countered (1321 打ち消す): a player with the stated エテル
enters a コトダマ of the stated コスト (1204.2g-1, 1312.1 — the エテル paid is bowed), and it is
countered before it resolves: removed to its owner's オヒガン unresolved, the cost still paid
(1321.1, 1321.2). Asked: how many エテル stand (アンタイ・オジギ) afterwards.

Whose コトダマ it is: the player whose エテル the question counts (「相手がエテル5枚から…撃ってきた」);
an unowned count is the asker's (named in the notes). The countering card is not modeled — only that
the コトダマ was countered, which is all 1321.2 needs; a コトダマ whose effect the question tells
(damage, draw …) is not this plan's (what it would have done never happens, and the plan declines
rather than read the effect).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, me, quantities, sides
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, refusal, tell
from service.engine.scenario import SimulationResult

_TOLD = ("pay", "use", "play")  # 「払ったエテル」「使った」「エントリーした」: the コトダマ's entry itself


def _countered(reading: Reading) -> bool:
    told = [f for f in reading.of(Role.MODIFIER) if f.concept == "countered"]
    return len(told) == 1 and not told[0].negated


def countered_kotodama(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or not _countered(reading):
        return None
    if not any(f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts):
        return None
    if reading.of(Role.CARD, Role.KEYWORD) or any(
        f.concept not in _TOLD for f in reading.of(Role.ACTION) if not f.negated
    ):
        return None
    costs = [f.value for f in reading.of(Role.STAT) if f.concept == "cost" and isinstance(f.value, int)]
    if len(reading.of(Role.STAT)) != 1 or len(costs) != 1:
        return None
    if any(f.negated or f.concept != "active" for f in reading.of(Role.STATE)):
        return None  # a bowed エテル told: how many stand before is not one count
    mine = me(reading)
    counts = quantities(reading, mine)
    if counts is None or len(counts) != 1:
        return None
    ((caster, concept), etel), cost = next(iter(counts.items())), int(costs[0])
    if concept != "etel" or etel < cost:
        return None  # not payable: the コトダマ was never entered, so nothing was countered
    hand = [{"id": "k", "name": "打ち消されるコトダマ", "kind": "kotodama", "cost": cost}]
    payload: dict[str, Any] = {
        "phase": "character",
        caster: {"etel": etel, "hand": hand},
        "actions": [{"kind": "kotodama", "player": caster, "card": "k", "countered": True}],
    }
    if caster == PLAYER2:
        payload[PLAYER1] = {}  # the turn player passes its priority first (802.5b)
    notes = (UNOWNED_NOTE,) if any(f.owner is None for f in reading.of(Role.QUANTITY)) else ()
    who = sides(reading)

    # 「エテルは何枚オジギしてる?」: the bowed ones are counted, not the standing ones; 「エテルは何枚?」
    # names neither (the zone still holds every card, 1321.2): the plan needs the state asked
    bowed_asked = any(f.concept == "about:rested" and not f.negated for f in reading.asks())
    after = max(f.end for f in reading.of(Role.MODIFIER) if f.concept == "countered")
    standing_asked = any(f.concept == "about:active" and not f.negated for f in reading.asks()) or any(
        f.concept == "active" and f.start >= after for f in reading.of(Role.STATE)
    )
    if bowed_asked == standing_asked:
        return None

    def head(sim: SimulationResult) -> str:
        zone = cards_in(sim, caster, "etel")
        bowed = sum(1 for c in zone if c.get("flags", {}).get("bowed"))
        counted = (
            f"オジギ状態のエテルは{bowed}枚"
            if bowed_asked
            else f"アンタイ・オジギ状態のエテルは{len(zone) - bowed}枚"
        )
        return (
            f"{who.name(caster)}の{counted}です。"
            f"コスト{cost}の支払いでオジギしたエテルは、コトダマが打ち消されても戻りません"
            "(打ち消されたコトダマは解決されずオヒガンに置かれ、支払ったコストも巻き戻りません)"
        )

    types = ("entry", "countered")
    return BuiltScenario(f"{GAME}.plan.countered_kotodama", payload, tell(head, who, types, 3), notes)


__all__ = ["PLAYER2", "countered_kotodama"]


_THEIR_AISATSU = re.compile(r"相手\s*(?:の|が)\s*アイサツ")
_DECLARED = re.compile(r"\s*(?:を|の)?\s*(?:宣言|対象\s*(?:選択|を選|に選))")
# 「インターラプト・ステップに行く前に」: the priority right after the declaration (704.8), before the step
_BEFORE_STEP = re.compile(r"\s*(?:に|へ)?\s*(?:行く|入る|移る|進む|なる)?\s*前")
# 「こっちのキャラが狙われた」: the asker's character told as the アイサツ's target (704.4)
_TARGETED = re.compile(r"\s*(?:が|は)\s*(?:狙われ|対象に(?:され|選ばれ)|アイサツ対象に(?:され|選ばれ))")
_CHARACTER_PHASE = re.compile(r"キャラ(?:クター)?\s*・?\s*フェ[イー]ズ")
# 「…前に、相手は手札のコトダマ撃てる?」: the opponent (the turn player) as the asking sentence's actor —
# the run enters the asker's コトダマ, not theirs
_OTHER_ACTS = re.compile(r"(?:相手|向こう|あっち|ターンプレイヤー)\s*(?:側)?\s*(?:は|が|って|も)")
# the asking clause: after the last comma or sentence end (「相手がパスして優先権がこっちに来たら、
# そのコトダマ使っていい?」: the opponent acts in an earlier clause, the asker in the asked one)
_ASKING = re.compile(r"[^。?？!！、,]*$")


def _other_acts(reading: Reading) -> bool:
    """The asking clause's actor is the opponent: its owner word as a subject with no アイサツ told
    after it (「相手がアイサツ宣言した直後に撃てる?」 is the asker's)."""
    ask = next(iter(reading.asks()), None)
    if ask is None:
        return False
    start = _ASKING.search(reading.text, 0, ask.start)
    begin = start.start() if start is not None else 0
    said = list(_OTHER_ACTS.finditer(reading.text, begin, ask.start))
    return bool(said) and not any(
        said[-1].end() <= f.start < ask.start
        for f in reading.of(Role.ACTION)
        if f.concept in ("aisatsu", "attacked", "ikusa")
    )


# the asker told holding priority (「優先権はもらってる状態」「優先権がこっちに来たら」)
_PRIORITY_HELD = re.compile(r"優先権\s*(?:は|を|が)?\s*(?:もらっ|貰っ|持っ|得|こっちに来|自分に来|回ってき)")
_THEIR_TURN_TERMS = frozenset(
    {"kotodama", "アイサツ", "プレイヤー", "エントリー", "キャラクターフェイズ", "イクサ"}
)


def kotodama_their_turn(reading: Reading) -> BuiltScenario | None:
    """In the opponent's turn — their キャラクターフェイズ, or right after their アイサツ is declared
    (the インターラプト・ステップ's priority, 704.8/705.2) — can the asker, the non-turn player, enter a
    コトダマ from the hand? A player with priority may enter one (1207.1, 802.4b); in the
    キャラクターフェイズ the turn player passes priority first (802.4a). The コトダマ's コスト (else 1) is
    paid from as many upright エテル (named in notes: the question asks about the timing)."""
    if asks(reading) != "can" or reading.of(Role.STATE, Role.MODIFIER, Role.NUMBER):
        return None
    if any(
        k.concept != "interrupt_step" or k.negated or not _BEFORE_STEP.match(reading.text, k.end)
        for k in reading.of(Role.KEYWORD)
    ):
        return None  # only 「インターラプト・ステップに行く前に」: the declaration's priority (704.8)
    turns = reading.of(Role.TURN)
    # 「相手のアイサツ宣言」「相手のアイサツ対象選択で」: the opponent アイサツs — their turn (704.1)
    theirs = _THEIR_AISATSU.search(reading.text) is not None and _DECLARED.search(reading.text) is not None
    if not (turns or theirs) or any(f.concept != "opponent_turn" or f.negated for f in turns):
        return None
    # 「相手のキャラクターフェイズ中」: the phase told inside the turn fact
    terms = {f.concept for f in reading.of(Role.TERM)} | {
        "キャラクターフェイズ" for f in turns if _CHARACTER_PHASE.search(f.text)
    }
    if "kotodama" not in terms or not terms <= _THEIR_TURN_TERMS:
        return None  # 「ダメージチェック」「コトダマ空間」…: another moment than the plan's
    acts = reading.of(Role.ACTION)
    if any(
        f.negated or f.concept not in ("use", "play", "cast", "aisatsu", "ikusa", "attacked") for f in acts
    ):
        return None
    # the opponent's アイサツ (「俺にアイサツしてきた」) is the one whose declaration is told; or the
    # asker's character told as its target (「こっちのキャラが狙われた」)
    targeted = [
        c for c in reading.of(Role.CARD) if c.owner == "self" and _TARGETED.match(reading.text, c.end)
    ]
    if any(
        c.concept != "character" or (c.owner != "opponent" and c not in targeted)
        for c in reading.of(Role.CARD)
    ):
        return None
    if len(reading.of(Role.CARD)) > 1 or (
        reading.of(Role.CARD) and not targeted and not any(f.concept == "attacked" for f in acts)
    ):
        return None
    declared = [f for f in acts if f.concept == "aisatsu"]
    if len(declared) > 1 or any(not _DECLARED.match(reading.text, f.end) for f in declared):
        return None  # 「アイサツが通った」: a later moment than the declaration's priority (705.2)
    if any(f.concept == "attacked" for f in acts) and not declared:
        return None  # 「アイサツしてきた」 alone: the moment after it (its damage?) is not told
    # 「イクサフェイズ中…(優先権はもらってる)」: the non-turn player's priority there follows an アイサツ
    # declaration (705.2); the plan runs that moment and names it
    held = bool(_PRIORITY_HELD.search(reading.text))
    ikusa_held = not declared and held and any(f.concept == "ikusa" for f in acts)
    if (
        not declared
        and not ikusa_held
        and ("キャラクターフェイズ" not in terms or any(f.concept == "ikusa" for f in acts))
    ):
        return None  # the phase the asker has priority in must be told
    stats = reading.of(Role.STAT)
    if len(stats) > 1 or any(f.concept != "cost" or f.owner == "opponent" for f in stats):
        return None
    cost = stats[0].value if stats else 1
    etels = reading.of(Role.QUANTITY)
    if len(etels) > 1 or any(f.concept != "etel" or f.owner == "opponent" for f in etels):
        return None
    if etels and not stats:
        return None  # 「エテルは0枚」: whether it pays depends on the コトダマ's コスト, not told (1204.2g-1)
    if _other_acts(reading):
        return None
    etel = etels[0].value if etels else cost
    if not isinstance(cost, int) or not isinstance(etel, int):
        return None
    card = {"id": "k", "name": f"コスト{cost}のコトダマ", "kind": "kotodama", "cost": cost}
    payload: dict[str, Any] = {
        "phase": "ikusa" if declared or ikusa_held else "character",
        PLAYER2: {"etel": etel, "hand": [card]},
        "actions": [{"kind": "kotodama", "player": PLAYER2, "card": "k"}],
    }
    notes = (
        []
        if etels
        else [
            f"自分のエテルはコトダマのコスト{cost}を支払えるだけアンタイ・オジギ状態としています"
            "(問われているのはエントリーできるタイミングです)。"
        ]
    )
    if ikusa_held:
        notes.append(
            "イクサフェイズで非ターンプレイヤーが優先権を得るアイサツ宣言後の優先権処理(705.2)として"
            "シミュレーションしています。"
        )
    if declared or ikusa_held:
        payload[PLAYER1] = {"field": [{"id": "a", "name": "アイサツするキャラ"}]}
        if targeted:
            payload[PLAYER2]["field"] = [{"id": "t", "name": "アイサツ対象の自分のキャラ", "durability": 2}]
        payload["actions"].insert(
            0, {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "t" if targeted else PLAYER2}
        )
        if not targeted:
            notes.append(
                "アイサツ対象は書かれていないので自分(プレイヤー)としています(どちらでも優先権は同じです)。"
            )
    who = Sides(PLAYER2, {PLAYER1: "相手", PLAYER2: "自分"})

    def head(sim: SimulationResult) -> str:
        if refusal(sim) is not None:
            return f"エントリーできません({refusal(sim)})"
        when = (
            "アイサツ宣言後のインターラプト・ステップ"
            if declared or ikusa_held
            else "相手のキャラクターフェイズ"
        )
        return (
            f"エントリーできます。{when}で優先権を持っていれば、非ターンプレイヤーも手札のコトダマを"
            "エントリーできます"
        )

    types = ("aisatsu", "priority", "pass", "entry", "rejected")
    return BuiltScenario(f"{GAME}.plan.kotodama_their_turn", payload, tell(head, who, types, 5), tuple(notes))
