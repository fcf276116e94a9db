"""An effect that changes one character's power, planned from the reading (4-1-1, 1-3-7, 1-3-7-1):
「相手の効果で俺のパワー1000のキャラが-3000されて…トラッシュ行き?」 → the character with its written
power, the effect's +N/-N on it → whether it leaves play (a power below 0 is no reason to: 1-3-7-1)
or the power it ends at.

The character must be the only card the question names, with its power written and nothing else
bound to it (DON!!, keywords and states are other plans' business); exactly one change with its
amount, and no action besides. A power the question tells as the result (「パワーが-2000になった」)
is checked against the run by the gate (`reading.resulting`). How long the change lasts does not
change what happens when it is applied: 「このターン中」 unless said otherwise, named in `notes`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.onepiece_battle import attacking_side
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, inside_parens
from service.answering.plans.onepiece_tell import seats
from service.answering.plans.stat_layers import this_turn_said
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
_CHANGES = ("plus", "minus")
# what follows a change that was not made: denied, only threatened, or its effect stopped
_NOT_APPLIED = re.compile(
    r"\s*(?:を|が)?\s*(?:され(?:な|ず|そう|かけ)|し(?:な|よう|そう|かけ)|せず|(?:する|の)?\s*効果?\s*(?:は|を|が|も)?\s*(?:無効|防|軽減|打ち消))"
)

# 「ターンを終えたら」「ターン終了後」「エンドフェイズ」「次の」: a time after the turn the change is made in,
# where a 「このターン中」 change has ended (6-6-1-2) — the run applies it and stops there
_LATER = re.compile(
    r"ターン\s*(?:を|が|は)?\s*(?:終|明け|エンド)|エンド\s*フェイズ|エンド\s*(?:に|で|時)|次の|翌|終了\s*(?:時|後)"
)


def power_change(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("destroyed", "number", "outcome"):
        return None
    asking = _asking_sentence(reading)
    acts = [
        f
        for f in reading.of(Role.ACTION)
        if not inside_parens(reading.text, f)
        and not f.negated  # 「(ドン!!は付けてない)」: not done, nothing to run
        and not (f.concept == "destroy" and f.start >= asking)  # 「KOされる?」 is what is asked
    ]
    changes = [f for f in reading.of(Role.MODIFIER) if f.concept in _CHANGES]
    # 「キャラが-2000になった」: the power told as what it became (1-3-7), not a change by -2000
    results = [f for f in changes if _BECAME.match(reading.text, f.end)]
    changes = [f for f in changes if f not in results]
    if len(results) > 1:
        return None
    if len(changes) != 1 or not isinstance(changes[0].value, int) or changes[0].negated:
        return None
    afterwards = [f for f in reading.of(Role.TURN) if f.start >= changes[0].end and not f.negated]
    later = bool(afterwards) or _LATER.search(reading.text, changes[0].end) is not None
    if later and (
        not this_turn_said(reading.text, changes[0].start)
        or any(f.concept not in _LATER_TURNS for f in afterwards)
    ):
        # 「次の相手のターンもこのまま?」: a later turn, the duration unsaid; only a change said to last this
        # turn (「このターン中パワー+2000」) is run to the turn's end, where it ends (6-6-1-2, 6-6-1-3)
        return None
    if _NOT_APPLIED.match(reading.text, changes[0].end):
        return None  # 「-2000されなかった」「されそうになった」「する効果は無効」: not applied
    # 「-4000するイベントを撃った」: the change is the played event's effect (8-4-2)
    event = _changing_event(reading, acts, changes[0])
    if event is not None:
        acts = [f for f in acts if f is not event[1]]
    # after the change, the card may go back to the hand and be played again (3-1-6: a new card)
    if [f.concept for f in acts] not in ([], ["return"], ["return", "play"]):
        return None
    if [f.concept for f in acts] == ["return"] and asked(reading) == "number":
        return None  # a power asked of a card in the hand: the plan tells powers in play only
    if acts and acts[0].start < changes[0].end:
        return None  # the order told is not change → return → play
    boxes = [
        b
        for b in cards(reading)
        if not (b.kind == "event" and not b.stats and b.start < changes[0].start)
        and not (event is not None and b.noun is event[0])
    ]
    if len(boxes) != 1 or boxes[0].kind != "character":
        return None  # (「イベントで+2000」: the event is the change's means, no card to place)
    box = boxes[0]
    power = box.power()
    if power is None or set(box.stats) != {"power"} or box.keywords or box.states:
        return None
    if results and power + _signed(changes[0]) != _signed(results[0]):
        return None  # 「3000のキャラが-1000されて-2000になった」: the told result is not the change's
    notes = ["効果の期間は指定がないので、このターン中としています(適用した時点の結果は変わりません)。"]
    owner = box.owner
    if owner not in (ASKER, OTHER):
        # it is played again by the player whose turn it is; with no act, whose card it is changes
        # neither its power nor whether it stays (1-3-7-1): the asker's, noted
        owner = ASKER
        notes.append(
            "キャラの持ち主は指定がないので、出し直した自分のキャラとしています。"
            if acts
            else "キャラの持ち主は指定がないので自分のキャラとしています(パワーには関わりません)。"
        )
    turn_side = attacking_side(reading)
    if len(acts) == 2 and owner != turn_side:
        return None  # played again by a player whose turn it is not: not in this plan's reading
    amount = _signed(changes[0])
    seat = seats(turn_side)
    character = {"id": "c", "name": "効果を受けたキャラ", "power": power}
    actions: list[dict[str, Any]] = [
        {
            "type": "effect",
            "effect": "modify",
            "stats": {"power": amount},
            "duration": "end_of_turn",
            "target": {"card": "c"},
        }
    ]
    played: dict[str, Any] = {}
    if event is not None:
        if acts or owner == turn_side:
            return None  # the event's player and its target side: only the opponent's card here
        # 8-4-2: the event's effect is carried out when it is played; a main-phase event is the
        # turn player's (6-5-3-1), played at no cost the question leaves unsaid
        printed = {k: v for k, v in actions[0].items() if k != "type"}
        hand = {"id": "event", "name": "(質問の効果を持つカード)", "kind": "event", "cost": 0}
        played = {"hand": [hand | {"keywords": ["メイン"], "effects": [printed]}]}
        actions = [{"type": "play", "card": "event"}]
        notes.append(
            "イベントはメインフェイズにターンプレイヤーが発動した【メイン】のイベントとし、"
            "コストは指定がないので0(支払える)としています。"
        )
    if later:
        if acts or played:
            return None  # a later turn after a replay or an event: not this plan's reading
        actions.append({"type": "end_turn"})
        notes[0] = (
            "「このターン中」の効果を適用し、そのターンを終えた後のパワーを示しています(6-6-1-2、6-6-1-3)。"
        )
    if acts:
        actions.append({"type": "effect", "effect": "return_to_hand", "target": {"card": "c"}})
    if len(acts) == 2:
        character["cost"] = 0
        notes.append("出し直すキャラのコストは指定がないので0としています(パワーには関わりません)。")
        actions.append({"type": "play", "card": "c"})
    payload = {seat[str(owner)]: {"characters": [character]}, "actions": actions}
    if played:
        payload[seat[turn_side]] = played
    return BuiltScenario(
        f"{GAME}.plan.power_change",
        payload,
        # a later turn: the change, its end with the turn (6-6-1-2) and the turn's end told, not the draw
        tell(_head(), ("modify", "set_state", "turn_end") if later else None, limit=3, me=seat[ASKER]),
        tuple(notes),
    )


_PLAYED = frozenset({"play", "use", "activate"})
# the later turn a 「このターン中」 change is asked at: the next turn, or 「ターンが終わった後」
_LATER_TURNS = frozenset({"opponent_turn", "turn_passed"})
# 「-2000になった」「-2000に下がった」: a value said as what the power became
_BECAME = re.compile(r"\s*(?:に|と)\s*(?:なっ|なり|なる|下が|落ち)")


def _signed(change: Fact) -> int:
    return abs(int(str(change.value))) * (-1 if change.concept == "minus" else 1)


def _changing_event(reading: Reading, acts: list[Fact], change: Fact) -> tuple[Fact, Fact] | None:
    """The one event card and its play verb when the change is that event's effect: 「-4000する
    イベントを撃った」 (the change right before the event) or 「イベントを撃って…-4000」."""
    events = [f for f in reading.of(Role.CARD) if f.concept == "event" and not f.negated]
    plays = [f for f in acts if f.concept in _PLAYED]
    if len(events) != 1 or len(plays) != 1:
        return None
    card, play = events[0], plays[0]
    if not (card.end <= play.start and re.fullmatch(r"\s*を?\s*", reading.text[card.end : play.start])):
        return None  # 「イベントを撃った」: the event is what is played
    # 「「パワー-3000」(このターン中)のイベント」: the change quoted as the event's text, its duration next
    before = re.fullmatch(
        r"\s*[」』]?\s*(?:[(（][^()（）]*[)）])?\s*(?:する|した|の)?\s*",
        reading.text[change.end : card.start],
    )
    after = play.end <= change.start and not re.search(r"[。??!!]", reading.text[play.end : change.start])
    return (card, play) if before or after else None


def _asking_sentence(reading: Reading) -> int:
    """Where the sentence of the (last) ask begins."""
    asks = reading.asks()
    if not asks:
        return len(reading.text)
    end = asks[-1].start
    return max(reading.text.rfind(c, 0, end) for c in "。??!!\n") + 1


def _head() -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        standing = [
            c for seat in ("player1", "player2") for c in sim.zone(seat, "characters") if c.get("uid") == "c"
        ]
        if not standing:
            return "キャラは場を離れます"
        card = standing[0]
        mods = card.get("flags", {}).get("mods") or []
        power = int(card["stats"].get("power", 0)) + sum(int(m.get("power", 0)) for m in mods)
        return f"キャラのパワーは{power}になり、場に残ります"

    return head
