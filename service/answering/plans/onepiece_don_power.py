"""The power of a card with DON!! given, planned from the reading (6-5-5-2: +1000 for each DON!! given,
during its owner's turn only): 「パワー5000のキャラにドン!!を3枚付与した。相手のターン中、そのキャラのパワー
はいくつ?」 → 5000. A power told with the DON!! already there (「ドン!!を2枚付けたパワー5千のキャラ」) may
include them: no scenario (`Box.don_in_power`).

The turn is the last one the question names (「自分のターンに付けたまま…そのあとの相手のターン中」: the
opponent's, after the asker's turn is ended, 6-6); with none named the question gets no scenario.
The engine shows a power when it compares it in a battle: in its owner's turn the card attacks the
other leader, otherwise the other player's leader attacks it (a character attacked is rested: a
default in `notes`). A leader's power unsaid is the usual 5000 (noted); a character's unsaid gives
no scenario.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from service.answering.plans.onepiece_attacking import attacks
from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
LEADER_POWER = 5000
_POWER_END = re.compile(r"パワー\s*(?:って|は)\s*[??]\s*$")  # 「…のパワーって?」
# 「パワーは(今)いくつ?」: the power at the time told, asked now
_POWER_ASKED = re.compile(r"パワー\s*(?:は|って|が)?\s*(?:今|いま|現在)?\s*(?:合計)?\s*$")


def don_power(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("number", "outcome") or not power_asked(reading):
        return None
    # an attack of an earlier turn (「アタックさせた(そのままレスト)。ターンが終わって相手のターン」) or
    # said of the card (「アタックされたキャラ」) is no attack of its own (`attacks`): history, like the DON!!
    kept = attacks(reading)
    acts = [f for f in reading.of(Role.ACTION) if f in kept or f.concept not in ("attack", "attacked")]
    if any(f.concept not in ("attach_don", "attacked", "attack") or f.negated for f in acts):
        return None  # the DON!! given is history; any other action is another plan's
    # 「ドン!!を2枚付けてアタックした」: the card's own attack, declared by the turn player (7-1),
    # is the attack the plan runs to show its power in that turn
    attacking = any(f.concept == "attack" for f in acts)
    # 「相手のターン中、このキャラが相手にアタックされたときのパワー」: the attack the plan runs to show it
    attacked = any(f.concept == "attacked" for f in acts)
    # 「前の自分のターンに付けたドン!!」: the previous turn told is that player's turn (6-6 ends it)
    # 「そのまま相手のターンになった」: the 「になった」 is that turn's coming, no turn of its own (turn_came)
    told_turns = [f for f in reading.of(Role.TURN) if not _came(reading, f)]
    turns = [
        replace(f, concept="opponent_turn" if "相手" in f.text else "self_turn")
        if f.concept == "previous_turn"
        else f
        for f in told_turns
    ]
    earlier = [t for f, t in zip(told_turns, turns, strict=True) if f.concept == "previous_turn"]
    if earlier and (turns[-1] in earlier or turns[-1].concept == earlier[-1].concept):
        # 「前の自分のターンに付けた…いま自分のターン」: that player's refresh phase has since returned
        # the DON!! given (6-2-3); the previous turn alone does not say when the power is asked
        return None
    if any(f.concept not in ("self_turn", "opponent_turn") for f in turns):
        return None
    boxes = cards(reading)
    given = [b for b in boxes if "don" in b.stats]
    if len(given) != 1 or reading.of(Role.QUANTITY):
        return None
    box = given[0]
    if box.kind not in ("leader", "character") or set(box.stats) - {"power", "don"}:
        return None
    # 「相手がパワー5000のキャラでこのキャラ(レスト)にアタックしてきた」: the attacked card rested, and
    # the other player's one attacking card with only its power told (it attacks in the scenario)
    by = [b for b in boxes if attacked and _attacks_it(b, box)]
    if (
        len(by) > 1
        or box.keywords
        or (box.states and not (attacked and box.kind == "character" and box.states == {"rested": True}))
        or any(
            b is not box
            and b not in by
            and not _named_again(b, box)
            and not (attacking and _their_bare_leader(b, box))
            and (b.stats or b.keywords or b.states or b.kind != box.kind or b.owner not in (box.owner, None))
            for b in boxes
        )
    ):
        return None
    if box.don_in_power(reading.text):
        return None  # 「ドン!!を2枚付けたパワー5千のキャラ」: the 5000 may already include them (6-5-5-2)
    notes: list[str] = []
    owner = box.owner or ASKER
    gives = [f for f in acts if f.concept == "attach_don"]
    # the turn told before the DON!! given (「相手のメインフェイズ、…付与した」), not a later one asked
    given_in = next((t.concept for t in reversed(turns) if gives and t.start < gives[0].start), None)
    if box.owner is None and given_in == "opponent_turn":
        # 「相手のメインフェイズ、…リーダーにドン!!を2枚付与した」: in a told turn the turn player gives its
        # DON!! (6-5-5-1) — to its own card; read as the asker's, 6000 had been stated for 8000
        owner = OTHER
        notes.append(
            "ドン!!を付与したのはそのターンのプレイヤー(相手)で、付与されたのは相手のカードとしています。"
        )
    # 「ドン!!を3枚付けてアタックした。そのまま相手のターンになった」: the card's attack told before the
    # other player's turn is that earlier turn's (7-1: only the turn player attacks) — run in it, the card
    # left rested (7-1-1-1) into the turn asked
    earlier_attack = attacking and any(
        f.concept == ("opponent_turn" if owner == ASKER else "self_turn")
        and f.start > next(a for a in acts if a.concept == "attack").end
        for f in turns
    )
    if earlier_attack:
        if attacked or turns[-1].concept != ("opponent_turn" if owner == ASKER else "self_turn"):
            return None
        attacking = False
    if attacking and (attacked or by):
        return None  # it attacks and is attacked: two battles, not the one this plan runs
    if not turns and attacking:  # the attack tells the turn: its owner's (7-1)
        turn_side = owner
    elif not turns:  # 「ドン!!を2枚付けたパワー5千のキャラのパワーって?」: its owner's turn, when they count
        turn_side = owner
        notes.append("どのターンかは指定がないので、そのカードの持ち主のターン中としています。")
    else:
        turn_side = OTHER if turns[-1].concept == "opponent_turn" else ASKER
    own_turn = turn_side == owner
    if attacking and not own_turn:
        return None  # a card attacks only in its owner's turn: the told turn contradicts the attack
    if attacked and own_turn:
        return None  # attacked in its owner's turn: not the battle this plan runs
    power = box.stats.get("power")
    if power is None:
        if box.kind != "leader":
            return None
        power = LEADER_POWER
        notes.append("リーダーのパワーは指定がないので5000としています。")
    spec: dict[str, Any] = {"power": power, "don": min(box.stats["don"], 10)}
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    ref = "leader" if box.kind == "leader" else "c"
    if box.kind == "leader":
        players[owner]["leader"] = spec
    else:
        players[owner]["characters"] = [{"id": "c", "name": "ドン!!を付与したキャラ", **spec}]
    if own_turn:
        action = {"type": "attack", "attacker": ref, "target": "leader"}
        notes.append(
            "そのカードのパワーを示すため、そのカードが相手のリーダーにアタックする局面を実行しています。"
        )
    else:
        action = {"type": "attack", "attacker": "leader", "target": ref}
        if by:  # the told attacker: a character of the other player (its leader is the default)
            other = OTHER if owner == ASKER else ASKER
            if by[0].kind == "character":
                players[other]["characters"] = [
                    {"id": "x", "name": "アタックするキャラ", "power": by[0].stats["power"]}
                ]
                action["attacker"] = "x"
            else:
                players[other]["leader"] = {"power": by[0].stats["power"]}
        if ref == "c" and not earlier_attack:  # (its earlier attack rests it: 7-1-1-1)
            players[owner]["characters"][0]["rested"] = True
        notes.append(
            "そのカードのパワーを示すため、"
            + ("アタックしてきたカード" if by else "相手のリーダー")
            + "がそのカードにアタックする局面を実行しています"
            + ("" if ref == "leader" or box.states else "(キャラはアタックできるレスト状態と仮定)")
            + "。"
        )
    # 「自分のターンに付けたまま、ターンエンドした。そのあとの相手のターン中」: the turn told first is
    # played out to its end (6-6), the asked one is the last told
    first_side = (OTHER if turns[0].concept == "opponent_turn" else ASKER) if turns else turn_side
    if len({f.concept for f in turns}) > 1 and [f.concept for f in turns] != sorted(
        (f.concept for f in turns), key=lambda c: c != turns[0].concept
    ):
        return None  # the turns told go back and forth
    if earlier_attack:
        first_side = owner  # the attack told is made in its owner's turn, before the turn asked (7-1)
    seat = seats(first_side)
    actions = ([{"type": "end_turn"}] if first_side != turn_side else []) + [action]
    if earlier_attack:
        if first_side == turn_side:
            return None
        actions.insert(0, {"type": "attack", "attacker": ref, "target": "leader"})
        notes.append(
            "先のターンのアタックは相手のリーダーへのアタックとして実行しています(そのキャラはレストのまま)。"
        )
    payload = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": actions}
    return BuiltScenario(
        f"{GAME}.plan.don_power",
        payload,
        tell(_head(own_turn), ("compare",), limit=2 if earlier_attack else 1, me=seat[ASKER]),
        tuple(notes),
    )


def _named_again(b: Box, box: Box) -> bool:
    """「パワー6000のリーダーに…。…俺のリーダーのパワーは?」: the card given DON!! (no owner word: the
    asker's, 6-5-5-1 gives to one's own) named again with the asker's word and nothing bound to it."""
    return (
        box.owner is None
        and b.owner == ASKER
        and b.kind == box.kind
        and not (b.stats or b.keywords or b.states)
    )


def _their_bare_leader(b: Box, box: Box) -> bool:
    """「…付けて相手リーダーにアタックした」: the other player's leader named as the attack's target, with
    nothing bound to it — the leader the plan's own-turn attack targets."""
    return (
        b.kind == "leader"
        and b.owner == OTHER
        and (box.owner or ASKER) == ASKER
        and not (b.stats or b.keywords or b.states)
    )


def _attacks_it(b: Box, box: Box) -> bool:
    """`b` is a card of the other player with only its power told: the one attacking `box` (a card
    given DON!! with no owner word is the asker's, as `don_power` seats it: 6-5-5-1 gives to one's own)."""
    return (
        b is not box
        and b.owner not in (None, box.owner or ASKER)
        and b.kind in ("leader", "character")
        and set(b.stats) == {"power"}
        and not b.keywords
        and not b.states
    )


_GLUED = re.compile(r"\s*(?:が|に)?\s*")


def _came(reading: Reading, fact: Fact) -> bool:
    """「相手のターン|になった」: the reader's refresh right after the turn it names (its coming)."""
    return fact.concept == "refresh" and any(
        t.concept in ("self_turn", "opponent_turn")
        and t.end <= fact.start
        and _GLUED.fullmatch(reading.text, t.end, fact.start) is not None
        for t in reading.of(Role.TURN)
    )


def power_asked(reading: Reading) -> bool:
    """「パワーはいくつ?」「パワーっていくつになりますか?」: the count asked is a power (the word right
    before the number ask), not a zone's count the conclusion would not tell."""
    return _POWER_END.search(reading.text) is not None or any(
        f.concept == "number" and _POWER_ASKED.search(reading.text, max(0, f.start - 8), f.start) is not None
        for f in reading.asks()
    )


def _head(own_turn: bool) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        # the last battle: the one in the turn asked (an earlier turn's attack may come first)
        c = next((e for e in reversed(sim.events) if e.type == "compare"), None)
        if c is None:
            return "パワーを比べる時点まで進みませんでした"
        if own_turn:
            power = c.data.get("attacker_power")
            return f"持ち主のターン中のパワーは{power}になります(付与されたドン!!1枚につき+1000)"
        return (
            f"持ち主のターンではないため、パワーは{c.data.get('defender_power')}のままです"
            "(付与されたドン!!でパワーが上がるのは持ち主のターン中だけ)"
        )

    return head
