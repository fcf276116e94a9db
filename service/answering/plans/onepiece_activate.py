"""「この効果、使える?/発動できる?」 about a card's 【起動メイン】 effect, planned from the reading
(10-2-2-1, 10-2-9-1, 10-2-13-1 .. 10-2-13-4).

The question names one card (a character or the leader) whose effect carries 【ターン1回】 and/or
【ドン!!×N】 (and is a 【起動メイン】, or its kind is unsaid: a default in `notes`), the DON!! given to
it, and what happened to it this turn before the ask: the effect used before (「もう1回使って」), the
card returned to the hand (「手札に戻して」) and played again (「もう一度登場させた」, its cost unsaid:
0, a default). The engine refuses what the rules forbid (a second use of 【ターン1回】 by the same card,
a condition not met) and lets a card back on the field use it again (a new card, 10-2-13-4). The
effect's text is not modelled; a question with an activation cost, another card or quantity gets no
scenario. 「場に2体…このターン合計何回使える?」 counts the activations the engine allows N counted
characters with the same 【ターン1回】 effect (each once, 10-2-13-2). The opponent's card, use or turn
gets no scenario: the plans seat the asker as the turn player.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards
from service.answering.plans.onepiece_copies import copy_of_each, told_copies
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell
from service.engine.scenario import SimulationResult

GAME = "onepiece"
MAIN_ABILITY = "起動メイン"
ONCE = "ターン1回"
_DON_TIMES = re.compile(r"ドン!!×[0-9]{1,2}")
_USED = frozenset({"use", "activate"})
# 「2枚目は手札にある」「1枚はトラッシュに行った」: a zone off the field told in a question of copies
_OFF_FIELD = re.compile(r"(?:手札|トラッシュ|デッキ|山札|ライフ)\s*(?:に|の|へ|から|で)")
# what else may be told of the card this turn: the DON!! given, its return and its play again
_TOLD = frozenset({"attach_don", "return", "play"})
# 「【ターン1回】の効果を解決したキャラが手札に戻って…」: an effect told resolved is its first use (10-2-13-3
# counts an activation and its resolution) — read here, before the told acts, not as a lexicon act (a
# resolved effect in another story is no use of this one, audit 26e)
_RESOLVED = re.compile(r"効果\s*を\s*(?:発動して\s*)?解決(?=\s*(?:し(?:た|て|終)|済み))")


def _keywords(reading: Reading) -> list[str] | None:
    """The effect's bracketed keywords; None when one is not an activation's (「【アタック時】」)."""
    said: list[str] = []
    for f in reading.of(Role.KEYWORD, Role.TERM):
        name = f.concept.strip("【】")
        if f.negated:
            return None
        if name in (MAIN_ABILITY, ONCE) or _DON_TIMES.fullmatch(name):
            if name not in said:
                said.append(name)
        elif f.role is Role.KEYWORD:
            return None
    return said


def _theirs(reading: Reading) -> bool:
    """The opponent's card, use or turn: 【起動メイン】 is its turn player's (10-2-2-1), and the plans
    seat the asker as the turn player."""
    return any(f.owner == OTHER for f in reading.facts) or any(
        f.concept == "opponent_turn" for f in reading.of(Role.TURN)
    )


def can_activate(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in _USED:
        return None
    keywords = _keywords(reading)
    if not keywords or keywords == [MAIN_ABILITY]:
        return None  # neither 【ターン1回】 nor 【ドン!!×N】: nothing this plan decides
    if _theirs(reading):
        return None
    actions = [f for f in reading.of(Role.ACTION) if not f.negated and f is not verb]
    if any(f.concept not in _USED | _TOLD for f in actions) or any(f.end > verb.start for f in actions):
        return None
    boxes = cards(reading)
    copies = told_copies(reading, boxes[0].noun if boxes else None)
    if copies is not None and copies[0] > 1:
        return _copies(reading, verb, keywords, boxes, actions, copies)
    if reading.of(Role.QUANTITY):
        return None  # a count (the cost area's DON!!, the hand) this plan does not place
    if any(f.concept != "self_turn" for f in reading.of(Role.TURN)):
        return None  # 「前のターンに効果を使った。今のターンも使える?」: a use in another turn (10-2-13-1)
    if not boxes or any(b.kind != boxes[0].kind or b.owner not in (None, ASKER) for b in boxes):
        return None  # another card, or the opponent's
    if boxes[0].kind not in ("character", "leader") or any(b.states for b in boxes):
        return None
    if any(k not in keywords for b in boxes for k in b.keywords):
        return None  # a keyword of the card that is not its effect's
    given = [b.stats["don"] for b in boxes if "don" in b.stats]
    if len(given) > 1 or any(set(b.stats) - {"don"} for b in boxes):
        return None
    if not given and any(_DON_TIMES.fullmatch(k) for k in keywords):
        return None  # 【ドン!!×N】 with the DON!! given to the card unsaid: that count decides
    notes = ["自分のターンのメインフェイズ(バトル中ではない)に発動するとしています(10-2-2-1)。"]
    if MAIN_ABILITY not in keywords:
        keywords = [MAIN_ABILITY, *keywords]
        notes.append("効果の種類が書かれていないので、【起動メイン】の効果としています。")
    # the effect's keywords are the card's (a card with this one 【起動メイン】 effect)
    card: dict[str, Any] = {"id": "c", "name": "効果を持つキャラ", "keywords": keywords}
    card |= {"don": given[0]} if given else {}
    holder = "c"
    me: dict[str, Any] = {}
    if boxes[0].kind == "leader":
        me["leader"] = {k: v for k, v in card.items() if k not in ("id", "name")}
        holder = "leader"
    else:
        me["characters"] = [card]
    script: list[dict[str, Any]] = []
    activation = {"type": "activate", "card": holder}
    resolved = _RESOLVED.search(reading.text, 0, verb.start) if "ターン1回" in keywords else None
    if resolved is not None and all(f.start >= resolved.end() for f in actions):
        script.append(dict(activation))
    for f in actions:
        if f.concept in _USED:
            script.append(dict(activation))
        elif f.concept == "return" and holder == "c":
            script.append({"type": "effect", "effect": "return_to_hand", "target": {"card": "c"}})
        elif (
            f.concept == "play" and holder == "c" and script and script[-1].get("effect") == "return_to_hand"
        ):
            script.append({"type": "play", "card": "c"})
            card["cost"] = 0
            notes.append("もう一度登場させたキャラのコストは指定がないので0(支払える)としています。")
        elif f.concept != "attach_don":
            return None
    if any(a.get("effect") == "return_to_hand" for a in script) and script[-1].get("type") != "play":
        return None  # returned to the hand and not played again: what is asked about it is not read
    script.append(dict(activation))
    seat = seats(ASKER)
    payload = {seat[ASKER]: me, seat[OTHER]: {}, "actions": script}
    return BuiltScenario(
        f"{GAME}.plan.can_activate",
        payload,
        tell(can_head("【起動メイン】の効果の発動"), me=seat[ASKER]),
        tuple(dict.fromkeys(notes)),
    )


def _copies(
    reading: Reading,
    verb: Fact,
    keywords: list[str],
    boxes: list[Box],
    actions: list[Fact],
    copies: tuple[int, int],
) -> BuiltScenario | None:
    """「同じキャラを2枚並べてる。1枚目の効果を使った。2枚目の方も使える?」: N characters with the same
    【ターン1回】 effect, each use told run by the copy it names (10-2-13-2: each card once)."""
    n, start = copies
    if ONCE not in keywords or any(_DON_TIMES.fullmatch(k) for k in keywords):
        return None  # 【ドン!!×N】: the DON!! given to each copy are not read
    if any(q.concept != "field_count" for q in reading.of(Role.QUANTITY)) or reading.of(Role.STATE):
        return None  # a count or a copy's state (「2体目はレスト」) this plan does not place
    if any(f.concept.startswith("about:") and f.concept != "about:ordinal" for f in reading.asks()):
        return None  # 「2体目はレストだけど使える?」: a state said right before the ask
    if reading.of(Role.TURN):
        return None  # 「前のターンに1枚目の効果を使った」: a use in another turn (10-2-13-1: once a turn)
    if _OFF_FIELD.search(reading.text):
        return None  # 「2枚目は手札にある」: a copy off the field has no 【起動メイン】 to use (10-2-2-1)
    if any(f.concept not in _USED for f in actions) or any(b.kind != "character" or b.stats for b in boxes):
        return None  # a return/play or DON!! given to one copy: not read per copy
    uses = [*actions, verb]
    which = copy_of_each(reading, uses, n, start)
    if which is None:
        return None  # a use naming no copy among several: which card it is decides
    said = [MAIN_ABILITY, *[k for k in keywords if k != MAIN_ABILITY]]
    ids = [f"c{i + 1}" for i in range(n)]
    me = {
        "characters": [{"id": uid, "name": f"同じ効果を持つキャラ{uid[1:]}", "keywords": said} for uid in ids]
    }
    script = [{"type": "activate", "card": ids[i]} for i in which]
    notes = [
        f"同じ効果を持つ{n}体のキャラを別々のカードとして、それぞれの使用を書かれたカードで発動しています"
        "(10-2-13-2)。",
        "自分のターンのメインフェイズ(バトル中ではない)に発動するとしています(10-2-2-1)。",
    ]
    if MAIN_ABILITY not in keywords:
        notes.append("効果の種類が書かれていないので、【起動メイン】の効果としています。")
    seat = seats(ASKER)
    payload = {seat[ASKER]: me, seat[OTHER]: {}, "actions": script}
    return BuiltScenario(
        f"{GAME}.plan.can_activate",
        payload,
        tell(can_head("【起動メイン】の効果の発動"), me=seat[ASKER]),
        tuple(notes),
    )


ON_ATTACK = "アタック時"


def attack_effect(reading: Reading) -> BuiltScenario | None:
    """「【ドン!!×2】の【アタック時】効果を持つキャラに、ドン!!を1枚だけ付けてアタックした。発動する?」:
    the asker's one card with a 【アタック時】 effect under 【ドン!!×N】, the DON!! given to it told, attacks
    the opponent's leader; the engine activates the effect at the attack's declaration or says the
    condition is not met (7-1-1-3, 10-2-5-1, 8-4-1-1, 8-3-2-3)."""
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.negated or verb.concept not in _USED:
        return None
    timings = [f for f in reading.of(Role.KEYWORD, Role.TERM) if f.concept.strip("【】") == ON_ATTACK]
    if not timings or any(f.negated for f in reading.of(Role.KEYWORD, Role.TERM)):
        return None
    said = {f.concept.strip("【】") for f in reading.of(Role.KEYWORD)}
    times = [k for k in said if _DON_TIMES.fullmatch(k)]
    if len(times) != 1 or said - {ON_ATTACK, times[0]}:
        return None  # no 【ドン!!×N】 (the condition decides nothing here), or another keyword
    if _theirs(reading) or reading.of(Role.QUANTITY):
        return None
    # 「このアタック時効果」: the word アタック inside the timing's name is no attack
    actions = [
        f
        for f in reading.of(Role.ACTION)
        if not f.negated and f is not verb and not any(t.start <= f.start < t.end for t in timings)
    ]
    attacked = [f for f in actions if f.concept == "attack"]
    if len(attacked) != 1 or any(
        f.concept not in ("attack", "attach_don") or f.end > verb.start for f in actions
    ):
        return None
    if any(f.concept == "attach_don" and f.start > attacked[0].start for f in actions):
        return None  # DON!! given after the attack: when the condition was checked is not read
    boxes = cards(reading)
    if len(boxes) != 1 or boxes[0].kind not in ("character", "leader") or boxes[0].owner not in (None, ASKER):
        return None
    box = boxes[0]
    if box.states or set(box.stats) != {"don"} or any(k not in (ON_ATTACK, times[0]) for k in box.keywords):
        return None  # the DON!! given to it unsaid, or another stat or state: not this plan's
    card: dict[str, Any] = {"keywords": [ON_ATTACK, times[0]], "don": box.stats["don"]}
    me: dict[str, Any] = {}
    if box.kind == "leader":
        me["leader"] = card
        attacker = "leader"
    else:
        me["characters"] = [{"id": "c", "name": "効果を持つキャラ", **card}]
        attacker = "c"
    notes = [
        "自分のターンに、相手のリーダーへアタックするとしています(アタック先は効果の発動に関わりません)。",
    ]
    seat = seats(ASKER)
    payload = {
        seat[ASKER]: me,
        seat[OTHER]: {},
        "actions": [{"type": "attack", "attacker": attacker, "target": "leader"}],
    }
    return BuiltScenario(
        f"{GAME}.plan.attack_effect", payload, tell(_attack_effect_head, me=seat[ASKER]), tuple(notes)
    )


def _attack_effect_head(sim: SimulationResult) -> str:
    unmet = next((e for e in sim.events if e.type == "condition_unmet"), None)
    if unmet is not None:
        return f"【アタック時】の効果は発動できません({unmet.text.split('ため、', 1)[0]})"
    return "【アタック時】の効果は発動できます"


def activation_count(reading: Reading) -> BuiltScenario | None:
    """「【ターン1回】の【起動メイン】を持つ同じカードが場に2体。このターン合計何回使える?」: each of the
    counted characters tries the effect twice; the run counts the activations the engine allowed (each
    card once, 10-2-13-1, 10-2-13-2)."""
    verb = asked_action(reading)
    if asked(reading) != "number" or verb is None or verb.negated or verb.concept not in _USED:
        return None
    if not any(f.concept == "number" and "回" in f.text for f in reading.asks()):
        return None  # 「何回」: the count of uses is asked
    keywords = _keywords(reading)
    if keywords is None or ONCE not in keywords or any(_DON_TIMES.fullmatch(k) for k in keywords):
        return None
    if any(f is not verb and not f.negated for f in reading.of(Role.ACTION)):
        return None
    if _theirs(reading):
        return None
    counts = list(reading.of(Role.QUANTITY))
    if len(counts) != 1 or counts[0].concept != "field_count" or counts[0].owner not in (None, ASKER):
        return None
    n = counts[0].value
    if not isinstance(n, int) or not 1 <= n <= 5:
        return None
    boxes = cards(reading)
    if len(boxes) > 1 or any(b.kind != "character" or b.stats or b.states or b.owner == OTHER for b in boxes):
        return None
    said = [MAIN_ABILITY, *[k for k in keywords if k != MAIN_ABILITY]]
    notes = [
        f"同じ効果を持つ{n}体のキャラが、それぞれ2回ずつ発動を試みるシナリオで数えています。",
        "自分のターンのメインフェイズ(バトル中ではない)に発動するとしています(10-2-2-1)。",
    ]
    if MAIN_ABILITY not in keywords:
        notes.append("効果の種類が書かれていないので、【起動メイン】の効果としています。")
    ids = [f"c{i + 1}" for i in range(n)]
    me = {"characters": [{"id": uid, "name": f"効果を持つキャラ{uid[1:]}", "keywords": said} for uid in ids]}
    script = [{"type": "activate", "card": uid} for uid in ids + ids]
    seat = seats(ASKER)
    payload = {seat[ASKER]: me, seat[OTHER]: {}, "actions": script}
    return BuiltScenario(
        f"{GAME}.plan.activation_count",
        payload,
        tell(_count_head, me=seat[ASKER]),
        tuple(notes),
    )


def _count_head(sim: SimulationResult) -> str:
    done = sum(1 for e in sim.events if e.type == "activate")
    # 「このターン」: a 「このターン何回?」 verdict reads the number of the sentence naming the turn
    return f"このターン、【起動メイン】の効果を発動できたのは合計{done}回です"
