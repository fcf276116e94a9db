"""A battle planned from the reading: one attack between two cards the question names (7-1).

The attacking side is the asker's unless the question says the opponent attacked (「アタックしてきた」)
or it is the opponent's turn; the turn player sits as player1 (the engine's seating). The attacker is
the attacking side's first card named before the attack, the attacked card the defending side's last
one; each takes the power, keywords, states and attached DON!! written next to it. A block is scripted
only with a named 【ブロッカー】 of the defender, a counter only with a named counter value. The
players' life, hand and deck come from the stated quantities; what the question leaves open is a
documented default in `notes`. A question whose cards cannot be told apart gives no scenario.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_attacking import attacking_side as attacking_side
from service.answering.plans.onepiece_attacking import attacks as attacks
from service.answering.plans.onepiece_attacking import ko_by_card, lands_on_leader
from service.answering.plans.onepiece_battle_cards import fighter_spec, life_card, restate_power
from service.answering.plans.onepiece_card_box import Box, bound
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.plans.onepiece_counters_told import (
    counter_cards,
    counter_event,
    earlier_counter,
    loose_count,
    loose_counters,
    to_leader,
    unread_counter_count,
    unusable_counter,
)
from service.answering.plans.onepiece_don_power import power_asked
from service.answering.plans.onepiece_prelude import notes as prelude_notes
from service.answering.plans.onepiece_prelude import played_attacker, prelude, script, unbound_given
from service.answering.plans.onepiece_state_change import state_changed
from service.answering.plans.onepiece_tell import asks_shown_count, explained, headline, seats
from service.answering.plans.onepiece_trigger_told import declined_trigger, revealed_trigger, trigger_choice
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.polarity import result_asked
from service.answering.reading.resulting import told_results
from service.answering.reading.verdict import asked, dealt_asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_defence import (
    BLOCKER_UNUSED,
    COUNTER_DOUBT,
    HIT_IF,
    MISS_IF,
    lands_as_told,
)
from service.answering.scenarios.onepiece_either import NOTE as EITHER_NOTE
from service.answering.scenarios.onepiece_either import UNCOUNTED_GIVEN, same_either_way
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_FIGHTERS = ("leader", "character")
_NAMES = {"attacker": "アタックしたキャラ", "target": "アタックされたキャラ", "blocker": "ブロックしたキャラ"}
DEFAULT_POWER = 5000  # the scenario model's default for leaders and characters
# 「ドン!!込みで」 with no power right after it (「ドン!!込みでパワー6000」「ドン込み6000」 bind one)
_UNCOUNTED_DON = re.compile(
    r"ドン[!!]*(?:カード)?\s*(?:込み|を?含め)(?!て?\s*で?\s*(?:の)?\s*(?:パワー|P)?\s*(?:は|が)?\s*[0-9０-９])"
)


# 「アタックの後」「アタックのあと」: an attack named as the time after it, no new attack
_AFTER = re.compile(r"\s*の\s*(?:後|あと)")
# 「リーダーじゃなくて」「リーダーではなく」: the card named is not the one acted on
_DENIED = re.compile(r"\s*(?:じゃ|では|でも)\s*(?:なく|無く)")


def _block_denied(reading: Reading) -> bool:
    """「ブロックはなし」「ブロッカーは出てこず」: the attacked player told not to block."""
    return _said(reading, "block", negated=True) or re.search(BLOCKER_UNUSED, reading.text) is not None


def _result_can(reading: Reading) -> bool:
    """「防げる?」「ダメージ受ける?」「ダメージ通せる?」: a can ask of the battle's result (7-1-4), which the
    gate answers from the run's damage or lost battle — not of an act the engine permits."""
    return asked(reading) == "can" and (result_asked(reading) or dealt_asked(reading))


def _said(reading: Reading, concept: str, *, negated: bool) -> bool:
    return any(f.concept == concept and f.negated is negated for f in reading.of(Role.ACTION))


_ADDED_ASKED = re.compile(r"何枚\s*(?:を)?\s*手札に\s*(?:加え|入|来|増え)")
# 「…のキャラでアタック」: the card an attack is made with, the attack right after it
_WITH_DE = re.compile(r"\s*で\s*[^。、]{0,12}?(?:アタック|殴|攻撃)")


def battle(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "destroyed", "number", "outcome") and not _result_can(reading):
        return None
    if power_asked(reading) or _ADDED_ASKED.search(reading.text):
        # 「こっちのキャラのパワーは?」「何枚手札に加える?」: a power or the cards added asked, which the
        # battle's headline (the life left) does not tell — 3 had been stated for 1 card added
        return None
    found = attacks(reading) or ko_by_card(reading)
    # 「…アタックしてきた。…アタックの後、自分のライフは何枚?」: the attack told, named again as the time
    found = [f for i, f in enumerate(found) if i == 0 or not _AFTER.match(reading.text, f.end)]
    if len(found) != 1:
        return None  # no attack, or several: which attack is which is not read from facts
    if _UNCOUNTED_DON.search(reading.text) or UNCOUNTED_GIVEN.search(reading.text):
        return None  # 「…がドン!!込みで」「ドン!!が付いてる」: DON!! given in a count unsaid (6-5-5-2)
    attack = found[0]
    side = attacking_side(reading)
    defender = OTHER if side == ASKER else ASKER
    boxes = cards(reading)
    if state_changed(reading, boxes):
        return None  # 「効果でレストにした」: a state made by an effect the plan does not run
    # 「リーダーじゃなくて相手のキャラに」: a card denied, said of nothing else, is no card of the battle
    boxes = [b for b in boxes if not (_DENIED.match(reading.text, b.noun.end) and not b.facts)]
    pre = prelude(reading, boxes, attack) if side == ASKER else None
    if pre is not None:  # 「コスト4のキャラを出して、残りのドン!!をリーダーに付与してから…アタック」
        boxes = [b for b in boxes if b is not pre.played]
    before = [b for b in boxes if b.first() < attack.start]
    attacker = next((b for b in before if b.owner in (side, None) and b.kind in _FIGHTERS), None)
    with_de = [b for b in before if b.kind in _FIGHTERS and _WITH_DE.match(reading.text, b.noun.end)]
    if len(with_de) == 1 and with_de[0] is not attacker:
        # 「相手のライフ0枚、パワー5000のリーダー。パワー6000のキャラでアタック」: the card attacked with (で)
        # attacks — the first card told had been the attacker, the で card its target ('none' for a win)
        if with_de[0].owner not in (side, None):
            return None
        attacker = with_de[0]
    if pre is not None and pre.receiver is not None:
        named = [b for b in before if b.first() > pre.receiver.first() and b.owner in (side, None)]
        if named or pre.receiver.kind not in _FIGHTERS:
            return None  # another card named before the attack: which one attacks is not read
        attacker = pre.receiver  # the card given the DON!! attacks
    target = next(
        (
            b
            for b in reversed(before)
            if b is not attacker and b.owner in (defender, None) and b.kind in _FIGHTERS
        ),
        None,
    )
    if target is None:  # 「キャラのアタックが相手リーダーに通った」: the defender's card named right after
        sentence_end = min(
            (i for i in (reading.text.find(c, attack.end) for c in "。??") if i >= 0),
            default=len(reading.text),
        )
        target = next(
            (
                b
                for b in boxes
                if attack.end <= b.start < sentence_end and b.owner == defender and b.kind in _FIGHTERS
            ),
            None,
        )
    if target is None:
        # 「…アタックされた。自分のリーダーはパワー5000。」: the defender's one fighter named after the
        # attack in a later sentence is the attacked card when it is its leader and no other card of
        # that side is named there (a character named later may be the blocker)
        # (「…キャラにアタックされた。リーダーは5000。」: with no owner word, when a character attacks — the
        # attacking player's leader is in no battle of it)
        unowned = attacker is not None and attacker.kind != "leader"
        later = [
            b
            for b in boxes
            if b.first() > attack.end
            and (b.owner == defender or (unowned and b.owner is None))
            and b.kind in _FIGHTERS
        ]
        target = later[0] if len(later) == 1 and later[0].kind == "leader" else None
        if target is not None:
            target.owner = defender
    owned = [b for b in boxes if b.kind == "leader" and b.owner == defender]
    if target is not None and target.kind == "leader" and target.owner is None and len(owned) == 1:
        target = owned[
            0
        ]  # 「リーダーにアタックしてきた」: the attacked player's one leader, told before (5-1-2)
    if target is None and attacker is not None and lands_on_leader(reading, boxes, defender):
        # 「相手のライフ残り1枚で、自分のリーダーのアタックが通って」: an attack that went through, the
        # attacked player's life told and none of its cards named — its leader took it (7-1-4-1-1)
        target = Box(attack, "leader", defender)
    if attacker is None or target is None:
        return None
    restate_power(boxes, attack, attacker, target)
    notes: list[str] = []
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    if earlier_counter(reading) or unusable_counter(reading, defender):
        return None  # a counter of an earlier battle (7-1-5-4), the attacker's, or only held: not used here
    used = {b.noun: n for b in boxes if (n := counter_cards(reading, b)) is not None}
    used |= {f: n for f in reading.of(Role.STAT) if (n := loose_count(reading, f)) is not None}
    if unread_counter_count(reading, used):
        return None  # 「カウンター2000のキャラを2枚」 whose count no counter read took
    skip = frozenset(f for f, _n in used.values()) | (pre.placed if pre is not None else frozenset())
    skip |= frozenset(told_results(reading))  # 「相手のライフ0枚になった」: the run's end, not its start
    # 「アクティブのドン!!が2枚。…【カウンター】イベントを使ったら」: the attacked player's DON!! to pay it
    events = [
        b for b in boxes if b.kind == "event" and b.keywords == ["カウンター"] and b.owner in (defender, None)
    ]
    paying = [
        q for q in reading.of(Role.QUANTITY) if q.concept == "don_active" and q.owner in (defender, None)
    ]
    if events and (len(paying) != 1 or not isinstance(paying[0].value, int) or paying[0].negated):
        return None  # the event's cost paid from DON!! the question does not count (2-7-3)
    skip |= frozenset(paying) if events else frozenset()
    held = quantities(reading, skip=skip)
    if held is None and target.kind == "leader":
        # 「ライフ3枚でトリガーなし」 with no owner: the attacked leader's life, the one the battle takes
        held = quantities(reading, life_of=defender, skip=skip)
        notes.append("持ち主の書かれていないライフは、アタックされたリーダーのものとしています。")
    if held is None:
        return None
    for owner, values in held.items():
        spec = players[owner]
        for concept, value in values.items():
            if concept in ("life", "deck", "trash"):
                spec[concept] = value
            elif concept == "hand":
                spec["hand"] = [{} for _ in range(min(value, 60))]
            else:
                return None  # a quantity this plan does not place
    won = _said(reading, "won", negated=False)
    attacker_spec = fighter_spec(attacker)
    target_spec = fighter_spec(target)
    if pre is None and side == ASKER and played_attacker(reading, attacker, attack):
        attacker_spec["summoning_sick"] = True  # played this turn (3-7-4)
        given = unbound_given(reading, boxes, attack)
        if given is not None and "don" not in attacker_spec:
            attacker_spec["don"] = given.value
            notes.append(
                "付与先が書かれていないドン!!は、このターンに出してアタックするキャラに付与したとしています。"
            )
    others = [b for b in boxes if b is not attacker and b is not target]
    boosts: set[Fact] = set()
    blocker: Box | None = None
    if _said(reading, "block", negated=False):
        blocker = next(
            (b for b in others if b.owner in (defender, None) and "ブロッカー" in b.keywords), None
        )
        if blocker is None:
            return None
        others.remove(blocker)
    # the powers the battle compares: the attacker's and the attacked (or blocking) card's
    compared = (attacker, blocker if blocker is not None else target)
    if compared[1].don_included(reading.text):
        return None  # the defender's DON!! add nothing in the attacker's turn (6-5-5-2): its power is unsaid
    if any(b.power() is None for b in compared):
        if not won:
            return None  # the battle turns on powers the question does not give
        # a stated power stays (「【バニッシュ】持ちのパワー6000のキャラでリーダーに…通った」); a
        # missing one is the default, or what lets the attack win its battle as the question tells
        if attacker.power() is None:
            attacker_spec["power"] = max(DEFAULT_POWER, compared[1].power() or DEFAULT_POWER)
        if target.power() is None:
            target_spec["power"] = min(DEFAULT_POWER, attacker_spec["power"])
        notes.append(
            "パワーの指定がないカードは、アタックがバトルに勝った(通った)とある通り、"
            f"アタック側のパワーが以上になる値(既定{DEFAULT_POWER})と仮定しています。"
        )
    elif target.power() is None:
        target_spec["power"] = DEFAULT_POWER
        notes.append(
            f"ブロックされたので、アタックされたカードのパワーは結果に関わらず既定の{DEFAULT_POWER}としています。"
        )
    powers = attacker_spec.get("power") or attacker.power(), compared[1].power() or target_spec.get("power")
    if MISS_IF.search(reading.text) or (
        (won or HIT_IF.search(reading.text))
        and not lands_as_told(powers[0], attacker_spec.get("don"), powers[1])
    ):
        return None  # 「通らなかったら」, or 「3000で5000に…通ったら」: no run of the told battle (7-1-4-1)
    counting = any(f.concept == "number" for f in reading.of(Role.ASK))  # the hand told is counted
    hand = held.get(defender, {}).get("hand") and "カウンター" not in reading.text
    if not (won or counting) and (hand or COUNTER_DOUBT.search(reading.text)):
        power = int(attacker_spec.get("power") or attacker.power() or 0) + 1000 * int(
            attacker_spec.get("don") or 0
        )
        if power >= int(compared[1].power() or target_spec.get("power") or 0):
            return None  # 「相手の手札は3枚」: its counter is the attacked player's choice (7-1-3-2)
    action: dict[str, Any] = {"type": "attack", "attacker": "leader", "target": "leader"}
    for box, spec, key, owner in (
        (attacker, attacker_spec, "attacker", side),
        (target, target_spec, "target", defender),
    ):
        if box.kind == "leader":
            players[owner]["leader"] = spec
        else:
            spec["id"], spec["name"] = key, _NAMES[key]
            players[owner].setdefault("characters", []).append(spec)
            action[key] = key
    if target.kind == "character" and "rested" not in target_spec:
        target_spec["rested"] = True
        notes.append("アタックされたキャラの状態は指定がないので、アタックできるレスト状態と仮定しています。")
    if blocker is not None:
        spec = fighter_spec(blocker)
        spec["id"], spec["name"] = "blocker", _NAMES["blocker"]
        spec.setdefault("power", min(DEFAULT_POWER, attacker_spec["power"]) if won else DEFAULT_POWER)
        players[defender].setdefault("characters", []).append(spec)
        action["block"] = "blocker"
    for box in others:
        if box.kind == "leader" and (box.owner in (None, target.owner) and target.kind == "leader"):
            continue  # the attacked leader named again (「リーダーを7000にしてきた」)
        if box.stats.get("counter") is not None and box.kind == "character":
            if box.owner not in (defender, None):
                return None  # the attacker's own counter card: only the attacked player uses one (7-1-3-2)
            count = used.get(box.noun)
            for _ in range(count[1] if count is not None else 1):  # 「カウンター+1000のキャラを2枚」
                hand = players[defender].setdefault("hand", [])
                if hand and hand[0] == {}:  # a stated hand size counts the counter card too
                    hand.pop(0)
                hand.append({"id": f"counter{len(hand)}", "counter": box.stats["counter"]})
                action.setdefault("counters", []).append({"card": hand[-1]["id"]})
            continue
        if life_card(box) and target.kind == "leader" and box.owner in (defender, None):
            # 「めくれたライフがトリガー持ちで」「ライフの一番上はトリガー付きのイベント」: the top life card
            chosen = trigger_choice(reading, attacker_spec)
            if chosen is None:
                return None  # whether the 【トリガー】 is activated decides where the card goes: unsaid
            if chosen and any(f.concept == "number" for f in reading.of(Role.ASK)):
                return None  # activated, its own text resolves (10-1-5-1): untold, any count may change
            players[defender]["life_cards"] = [
                {"id": "life_top", "name": "めくれたライフ", "kind": box.kind, "keywords": ["トリガー"]}
            ]
            action["trigger"] = chosen
            continue
        if box in events and (boost := counter_event(reading, box, players[defender], action)) is not None:
            boosts.add(boost)
            players[defender]["don_active"] = min(int(paying[0].value or 0), 10)
            continue
        if box.kind not in _FIGHTERS:
            return None  # an event or a stage in the battle: card text the plan does not place
        if box.first() > attack.start and not box.stats and not box.keywords and not box.states:
            continue  # the attacked or attacking card named again (「相手のキャラはKOされる?」)
        if (
            blocker is not None
            and box.first() > blocker.first()
            and not box.stats
            and not box.states
            and set(box.keywords) <= set(blocker.keywords)
        ):
            continue  # the blocker named again (「ブロッカーはKOされた」「このブロッカーのキャラ」)
        if "ブロッカー" in box.keywords and box.owner is None and _block_denied(reading):
            box.owner = defender  # 「ブロッカーは出てこず」: the attacked player's, not used (7-1-2)
        if box.owner is not None and "ブロッカー" in box.keywords and box.kind == "character":
            if box.owner == defender and not box.states.get("rested") and not _block_denied(reading):
                return None  # an active 【ブロッカー】 of the attacked player, its use unsaid (10-1-4-1)
            spec = fighter_spec(box)
            if "power" not in spec:
                spec["power"] = DEFAULT_POWER
                notes.append(
                    f"使われなかった【ブロッカー】のパワーは指定がないので{DEFAULT_POWER}としています。"
                )
            players[box.owner].setdefault("characters", []).append(spec)
            continue
        return None  # a card whose part in the battle is not read
    told_top = revealed_trigger(reading, bound(boxes)) or declined_trigger(reading, bound(boxes))
    if told_top is not None and target.kind == "leader" and "life_cards" not in players[defender]:
        # 「めくれたライフは【トリガー】付きだった」: the top life card holds it; not activated (told, or
        # 【バニッシュ】 trashes it, 10-1-3-1) its kind decides nothing
        if trigger_choice(reading, attacker_spec) is not False:
            return None  # activated or unsaid: what the card does is not read
        players[defender]["life_cards"] = [
            {"id": "life_top", "name": "めくれたライフ", "kind": "character", "keywords": ["トリガー"]}
        ]
        action["trigger"] = False
    if not loose_counters(
        reading, boxes, players[defender], action, blocker is not None, used, frozenset(boosts)
    ):
        return None
    to_leader(reading, action)
    if "life" not in held[defender]:
        notes.append("ライフの枚数は指定がないので5枚(シナリオの既定)と仮定しています。")
    steps: list[dict[str, Any]] = []
    if pre is not None:
        players[side]["hand"] = [*players[side].get("hand", []), pre.card]
        players[side]["don_active"] = pre.don_active
        steps = script(pre, action["attacker"])
        notes.extend(prelude_notes(pre))
    seat = seats(side)
    payload: dict[str, Any] = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [*steps, action],
    }
    # a told power that may include the card's DON!!: stated only when both readings end alike
    either = [
        (seat[owner], ref)
        for box, owner, ref in (
            (attacker, side, action["attacker"]),
            (target, defender, action["target"]),
            *(((blocker, defender, "blocker"),) if blocker is not None else ()),
        )
        if box.don_in_power(reading.text)
    ]
    if either and not same_either_way(payload, either):
        return None
    if either:
        notes.append(EITHER_NOTE)
    shown = [(o, z) for o, values in held.items() for z in values if z in ("life", "hand", "deck", "trash")]
    if not shown and target.kind == "leader":
        shown = [(defender, "life")]
    shown.sort(key=lambda told: _asked_first(reading, told[1]))  # 「このあと自分の手札って何枚?」
    if asked(reading) == "number" and not asks_shown_count(reading, shown):
        return None  # 「パワーはいくつ?」「相手の手札は何枚?」: a number no told count of the battle gives
    # 「勝てる?」 with a life told: the game's result first (with none, 「負けるよね?」 may ask the battle's)
    lead = reading.text if asked(reading) == "winner" and "life" in held[defender] else ""
    told = tell(explained(headline(seat, shown, lead), defender), limit=6, since="step", me=seat[ASKER])
    return BuiltScenario(f"{GAME}.plan.battle", payload, told, tuple(notes))


_ZONE_WORDS = {"life": "ライフ", "hand": "手札", "deck": "デッキ", "trash": "トラッシュ"}


def _asked_first(reading: Reading, zone: str) -> int:
    """0 for a zone the asking sentence names (its count leads the headline), else 1."""
    ask = next(iter(reading.asks()), None)
    if ask is None:
        return 1
    begun = max(reading.text.rfind(c, 0, ask.start) for c in "。??!!\n") + 1
    return 0 if _ZONE_WORDS[zone] in reading.text[begun : ask.end] else 1
