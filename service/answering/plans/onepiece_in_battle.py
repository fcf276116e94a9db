"""「アタック中に手札の【メイン】イベントを撃てる?」 planned from the reading (10-2-3-1, 10-2-4-1, 6-5-3-1).

The question tells the asker's attack going on (「アタック中」「バトル中」, or the opponent's counter told
after it: 「アタックしたら相手がカウンター切ってきた」, `onepiece_battle_window`) and asks (「〜できる?」)
whether a card from the asker's hand may be played then — or the opponent's attack going on
(「アタックされてる最中」) and a 【メイン】 event of the asker's hand (only in its own main phase outside
battle, 10-2-3-1; the defender's 【カウンター】 event is `onepiece_counter_event`'s). The attack is
scripted (its attacker the attacking player's card named with で/が, else its leader; the other
leader attacked — defaults in `notes`), and the card is tried during that battle: the engine
refuses a 【メイン】 event (only outside battle, 10-2-3-1), a 【カウンター】 event (the opponent's
counter step only, 10-2-4-1) or a character or stage (6-5-3-1). An event whose keyword the
question leaves unsaid gets no scenario. With no event named, the asker's card holding 【起動メイン】
is tried instead (`onepiece_battle_window.activation_in_battle`, 10-2-2-1).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_battle import attacking_side, attacks
from service.answering.plans.onepiece_battle_window import (
    activation_in_battle,
    countered_in_battle,
    event_text,
    inside,
    paid_for,
    quoted_spans,
    script_counter,
)
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import card_spec
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
# 「アタックしてる自分のキャラ」「アタックしている側の自分のリーダー」: an attack naming its attacker
_ATTACKING_CARD = re.compile(r"\s*し\s*て(?:い)?る\s*(?:側の\s*)?(?:自分の\s*)?(?:キャラ|リーダー)")
# 「アタック中」「アタックされてる最中」「アタックしてる間」: the attack still going on; 「アタックされて
# カウンター・ステップ中」「アタックしてバトル中」: a step of its battle going on (7-1-2 .. 7-1-4)
_GOING_ON = re.compile(
    r"\s*(?:し|され)?\s*(?:て(?:い)?る)?\s*(?:最中|中|間)"
    r"|\s*(?:し|され)?\s*て\s*[、,]?\s*(?:(?:カウンター|ブロック)\s*[・･]?\s*ステップ|バトル)\s*(?:の\s*)?(?:最中|中)"
)
# 「アタックしたら、相手が【ブロッカー】持ちのキャラでブロックしてきた」: the attack's battle told going on
# by the block made in it (7-1-2), the card then tried in that battle
_BLOCKED = re.compile(
    r"\s*し\s*たら\s*[、,]?[^。??!!]{0,30}?ブロック\s*(?:し\s*て\s*き|さ\s*れ)\s*た\s*[。、,]"
)

# 「バトルが終わった後」「アタックが終わってから」「バトル終了後」「ターンを終えて」「メインフェイズに
# 戻ったら」: the battle told over (7-1-5-5), the card tried outside it
_ENDED = re.compile(
    r"(?:バトル|アタック)\s*(?:が|は)?\s*(?:終わ|終え|終了|済ん|片付|後|の\s*(?:後|あと))"
    r"|ターン\s*(?:を|が|は)?\s*(?:終|エンド)|エンド\s*フェイズ|次の\s*(?:自分|相手)?\s*の?\s*ターン"
    r"|メイン\s*フェイズ\s*(?:に|へ)|戻[っるりれ]"
    # 「もう一回アタックする前に」「バトルの外でなら」「決着したら」: a time between battles (7-1-5-5)
    r"|(?:アタック|バトル)\s*(?:する|に\s*行く|の)?\s*(?:前|まえ)|バトル\s*(?:の)?\s*(?:外|以外)|決着|待[っちつ]"
)


def play_in_battle(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if verb is not None and verb.concept == "attack" and _ATTACKING_CARD.match(reading.text, verb.end):
        # 「イベントを使って、アタックしてる自分のキャラのパワー上げられる?」: the attack names the card
        # whose power is to be raised; the act asked is the card's use before it
        used = [f for f in reading.of(Role.ACTION) if f.concept in ("play", "use") and f.end <= verb.start]
        verb = used[-1] if used else None
    if (
        asked(reading) != "can"
        or verb is None
        or verb.negated
        or verb.concept not in ("play", "use", "activate")
    ):
        return None
    told = [f for f in attacks(reading) if f.end <= verb.start]
    quoted = quoted_spans(reading.text)  # the card's own text (「このバトル中パワー+4000」) tells no attack
    ongoing = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept in ("attack", "attacked") and not f.negated and not inside(f, quoted)
    ]
    blocks = [f for f in reading.of(Role.ACTION) if f.concept == "block" and not f.negated]
    countered = bool(told) and countered_in_battle(reading, told[0], verb)
    # 「アタックしてる最中に、相手がブロッカー出してきた」: a block told after the attack, before the card
    # tried, is made in that battle (7-1-2) as 「アタックしたら…ブロックしてきた」 is
    blocked = bool(told) and (
        _BLOCKED.match(reading.text, told[0].end) is not None
        or any(told[0].end <= b.start and b.end <= verb.start for b in blocks)
    )
    going_on = any(_GOING_ON.match(reading.text, f.end) for f in ongoing if f.end <= verb.start)
    if not told or not (blocked or countered or going_on):
        return (
            None  # 「アタック中(に)」「アタックされてる最中」: the attack is going on when the card is played
        )
    if _ENDED.search(reading.text, told[0].start, verb.start):
        return None  # 「バトルが終わった後、…打てる?」: the card is tried after the battle (7-1-5)
    side = attacking_side(reading)
    turns = {f.concept for f in reading.of(Role.TURN)}
    if turns - ({"opponent_turn"} if side == OTHER else {"self_turn"}) or len(ongoing) > 2:
        return None  # the attacker's own turn, the attack told once (「バトル中」 may repeat it)
    plays = [f for f in reading.of(Role.ACTION) if f.concept in ("play", "use", "activate") and not f.negated]
    if (
        len(plays) > 2
        or len(blocks) > int(blocked)
        or any(
            f.concept
            not in ("attack", "attacked", "play", "use", "activate", "block", *(("counter",) * countered))
            and not paid_for(reading, f, verb)
            for f in reading.of(Role.ACTION)
        )
    ):
        return None
    boxes = cards(reading)
    events = [b for b in boxes if b.kind == "event"]
    if not events and side == ASKER and not blocked:
        return activation_in_battle(reading, boxes, told[0], verb, countered)
    if len(events) != 1 or not {"メイン", "カウンター"} & set(events[0].keywords):
        return None  # the event's timing keyword decides when it may be played
    event = events[0]
    printed = event_text(reading, event)
    if printed is None:
        return None  # the event's quoted text says more than a power change (not read here)
    if event.owner not in (ASKER, None) or event.first() < told[0].start:
        return None
    if side == OTHER and ("メイン" not in event.keywords or "カウンター" in event.keywords):
        # the defender's 【カウンター】 event is its counter step's (`onepiece_counter_event`) — one holding
        # 【メイン】 too may still be played there as a 【カウンター】 (7-1-3-2-2, 10-2-4-1)
        return None
    restated = [m.end() for m in _ATTACKING_CARD.finditer(reading.text)]
    rest = [b for b in boxes if b is not event]
    # 「…イベントを使って自分のキャラのパワーを上げられる?」: a bare card of the attacking side named after
    # the event is what the event would pump — when the event may be played does not depend on it
    rest = [
        b
        for b in rest
        if not (
            b.first() > event.first()
            and b.owner in (side, None)
            and b.kind in ("leader", "character")
            and not (b.stats or b.keywords or b.states)
        )
    ]
    blocker = next(
        (
            b
            for b in rest
            if "ブロッカー" in b.keywords and b.owner in (OTHER if side == ASKER else ASKER, None)
        ),
        None,
    )
    if blocked != (blocker is not None):
        return None  # a block told with no 【ブロッカー】 of the attacked side named, or one named unused
    if blocker is not None:
        if blocker.kind != "character" or blocker.stats.keys() - {"power"} or blocker.states.get("rested"):
            return None
        rest.remove(blocker)
    attacker = next((b for b in rest if b.owner in (side, None) and b.first() < told[0].start), None)
    if attacker is None and side == ASKER:
        # 「俺のアタックに…イベントを撃って、アタックしてる自分のキャラの…」: the attacker unnamed at the
        # attack and named by its attack after the event is that card (audit 28d, ay-15)
        attacker = next(
            (
                b
                for b in boxes
                if b is not event
                and b.noun.end in restated
                and b.owner in (side, None)
                and b.kind == "character"
                and not (b.stats or b.keywords or b.states)
            ),
            None,
        )
    defender = OTHER if side == ASKER else ASKER
    target = next(  # 「相手リーダーにアタック中」: the leader attacked, as the scenario has it
        (b for b in rest if b.kind == "leader" and b.owner == defender and b.first() < told[0].start), None
    )
    if any(
        b is not attacker
        and b is not target
        and not (
            attacker is not None
            and b.kind == attacker.kind
            and b.owner in (side, None)
            and b.noun.end in restated
        )
        for b in rest
    ) or (attacker is not None and attacker.kind not in ("leader", "character")):
        return (
            None  # another card: its part is not read ( 「アタックしてる自分のキャラ」 restates the attacker)
        )
    whose = "相手" if side == ASKER else "自分"
    notes = [f"アタックされたのは{whose}のリーダーとしています(どのカードでも結果は同じです)。"]
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    action: dict[str, Any] = {"type": "attack", "attacker": "leader", "target": "leader"}
    if blocker is not None:  # 「相手が【ブロッカー】持ちのキャラでブロックしてきた」 (10-1-4-1)
        guard = {"id": "blocker", "name": "ブロックしたキャラ", "keywords": ["ブロッカー"]}
        players[OTHER if side == ASKER else ASKER]["characters"] = [guard | card_spec(blocker, ("power",))]
        action["block"] = "blocker"
    if attacker is not None and attacker.kind == "character":
        spec = {"id": "attacker", "name": "アタックしたキャラ", **card_spec(attacker, ("power",))}
        spec.pop("rested", None)  # it attacked: it was active
        players[side]["characters"] = [spec]
        action["attacker"] = "attacker"
    elif attacker is None and printed[1] and side == ASKER:
        # the event's text names the asker's character: an attacker left unsaid is one (the same result)
        players[side]["characters"] = [{"id": "attacker", "name": "アタックしたキャラ"}]
        action["attacker"] = "attacker"
        notes.append("アタックしたのは自分のキャラとしています。")
    elif attacker is None:
        notes.append(f"アタックしたのは{'自分' if side == ASKER else '相手'}のリーダーとしています。")
    keywords = [k for k in event.keywords if k in ("メイン", "カウンター")]
    card: dict[str, Any] = {
        "id": "event",
        "name": "手札のイベント",
        "kind": "event",
        "cost": 0,
        "keywords": keywords,
    }
    for change in printed[0]:  # the event's printed change, never run: the play is refused first
        amount = abs(int(str(change.value))) * (-1 if change.concept == "minus" else 1)
        if "カウンター" in keywords and amount > 0:
            card["boost"] = amount
        else:
            aim = action["attacker"] if action["attacker"] != "leader" else "leader"
            card["effects"] = [
                {
                    "effect": "modify",
                    "stats": {"power": amount},
                    "duration": "end_of_turn",
                    "target": {"card": aim},
                }
            ]
    players[ASKER]["hand"] = [card]
    cost = event.stats.get("cost")
    if isinstance(cost, int) and set(event.stats) == {"cost"}:
        card["cost"] = cost  # told, and refused before it is paid: the timing decides (10-2-3-1)
    elif event.stats:
        return None
    else:
        notes.append("イベントのコストは指定がないので0としています(いつ撃てるかだけを確かめます)。")
    if countered:
        notes.append(script_counter(players, OTHER if side == ASKER else ASKER, action))
    seat = seats(side)  # the attacker's turn: its player sits as player1
    played: dict[str, Any] = {"type": "play", "card": "event", "in_battle": True}
    if side == OTHER:
        played["player"] = seat[ASKER]  # the defender's try, during the opponent's battle
    payload = {
        seat[ASKER]: players[ASKER],
        seat[OTHER]: players[OTHER],
        "actions": [action, played],
    }
    return BuiltScenario(
        f"{GAME}.plan.play_in_battle",
        payload,
        tell(can_head("バトル中に撃つこと"), me=seat[ASKER]),
        tuple(notes),
    )
