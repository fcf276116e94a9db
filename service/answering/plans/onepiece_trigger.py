"""「めくれたライフの【トリガー】を発動できる?」 after an attack that went through, planned from the
reading (7-1-4-1-1, 10-1-5-1, 10-1-3-1).

The question tells one attack won (「通った」) and asks (「〜できる?」) for the 【トリガー】 of the life card
it revealed. The attacker is the attacking side's card named before the attack — a leader, a
character or a keyword's holder (「バニッシュ持ちのアタック」) — with its keywords; the attacked card
is the other side's leader (a default in `notes` when not named). The defender's top life card holds
【トリガー】 and the defender activates it: the run says whether it could (10-1-5-1), or that
【バニッシュ】 puts it in the trash and its 【トリガー】 is not activated (10-1-3-1).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_battle import DEFAULT_POWER, attacking_side, attacks
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import Box, card_spec
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.plans.onepiece_tell import seats
from service.answering.reading.model import Reading, Role, asked_action
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_FIGHTERS = ("leader", "character")
# 「…のキャラで相手リーダーに」: the card the attack is made with
_BY = re.compile(r"(?:キャラ|リーダー|キャラクター)\s*で(?!は)")


# 「相手のアタックが」「俺のアタックが」: the attack said as a player's noun, right before the verb
_WHOSE_ATTACK = re.compile(r"(?:相手|向こう|自分|俺|こっち|うち)\s*の\s*$")


# 「めくれたライフ」「ライフがめくれた」「ライフをめくったら」: the top life card checked by a damage
_REVEALED = re.compile(
    r"めくれ(?:た|て)\s*(?:の\s*は\s*)?ライフ"
    # 「ライフの一番上をめくったら」「ライフの上のカードが公開されて」: its top card named
    r"|ライフ\s*(?:の\s*(?:一番|いちばん)?\s*上\s*(?:の\s*(?:カード|1枚))?\s*)?(?:が|を|は)?\s*(?:めく(?:れ|っ)|公開)"
)


class _Leader:
    """The attacking side's leader when the question names no attacking card."""

    kind = "leader"

    def power(self) -> int | None:
        return None


def _asks_trigger(reading: Reading) -> bool:
    """The asked action is a 【トリガー】's activation: 「トリガー発動できる?」, or 「発動」 whose object
    in its sentence is 【トリガー】 (「【トリガー】を発動していい?」)."""
    verb = asked_action(reading)
    if verb is None or verb.negated:
        return False
    if verb.concept == "trigger":
        return True
    begun = max(reading.text.rfind(c, 0, verb.start) for c in "。??!!") + 1
    said = [k for k in reading.of(Role.KEYWORD) if begun <= k.start and k.end <= verb.start]
    return verb.concept == "activate" and bool(said) and said[-1].concept.strip("【】") == "トリガー"


def can_trigger(reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "can" or not _asks_trigger(reading):
        return None
    if any(k.negated and k.concept.strip("【】") == "トリガー" for k in reading.of(Role.KEYWORD)):
        # 「めくったら【トリガー】なしだった」「トリガーは無かった」: the revealed card is said to hold none,
        # which this plan's run (a 【トリガー】 card on top, 10-1-5-1) does not hold
        return None
    found = attacks(reading)
    won = [f for f in reading.of(Role.ACTION) if f.concept == "won" and not f.negated]
    # 「リーダー殴られた。めくれたライフが【トリガー】付き」: a life card revealed by the attack says it hit
    # (7-1-4-1-1-2: damage checks the top life card)
    revealed = _REVEALED.search(reading.text) is not None
    if not found and len(won) == 1 and _BY.search(reading.text[: won[0].start]):
        found = won  # 「キャラで相手リーダーに1点通した」: the attack told by its result
    if len(found) != 1:
        return None
    attack = found[0]
    side = attacking_side(reading)
    defender = OTHER if side == ASKER else ASKER
    boxes = cards(reading)
    attacker: Box | _Leader | None = next(
        (b for b in boxes if b.first() < attack.start and b.owner in (side, None) and b.kind in _FIGHTERS),
        None,
    )
    notes: list[str] = []
    if attacker is None:
        # 「相手のアタックが自分のリーダーに通って」: an attack said as a player's, no card named — the
        # attacker's kind decides nothing here (10-1-5-1), its leader stands for it
        if not _WHOSE_ATTACK.search(reading.text, 0, attack.start) or any(
            b.first() < attack.start and b.owner in (side, None) for b in boxes
        ):
            return None
        attacker = _Leader()
        notes.append("アタックしたカードの指定がないので、アタックしたのはその側のリーダーとしています。")
    # the card revealed from life: the one holding 【トリガー】 (「【トリガー】付きのイベント」), if named
    life = [b for b in boxes if "トリガー" in b.keywords]
    target = next(
        (b for b in boxes if b is not attacker and b not in life and b.owner in (defender, None)), None
    )
    if target is not None and target.kind != "leader":
        return None  # a character's battle reveals no life
    if any(b not in (attacker, target, *life) for b in boxes) or len(life) > 1:
        return None  # another card: its part is not read
    if any(b.kind not in ("event", "character", "stage") or b.stats or b.states for b in life):
        return None
    # the life card is revealed by an attack that hits (7-1-4-1-1): told (「通った」), or by the powers
    # told (「バニッシュ持ち(パワー5000)のキャラが、自分のリーダー(パワー5000)にアタック」, 7-1-4-1)
    told = (attacker.power(), target.power() if target is not None else None)
    if not (won or revealed) and (told[0] is None or told[1] is None or told[0] < told[1]):
        return None
    hits, stands = told
    if revealed and not won and hits is not None and stands is not None and hits < stands:
        return None  # the powers told say the attack failed, yet a life card was revealed
    held = quantities(reading)
    if held is None and not won:  # 「リーダー(パワー5000、ライフ3)」: the attacked leader's life
        held = quantities(reading, life_of=defender)
    if held is None or any(z != "life" for values in held.values() for z in values):
        return None
    lives = held[defender].get("life")
    if lives == 0:
        return None  # no life card to reveal
    spec = card_spec(attacker, ("power", "don")) if isinstance(attacker, Box) else {}
    spec.pop("rested", None)  # it attacked: it was active
    defended = target.power() if target is not None else None
    if "power" not in spec and defended is None:
        spec["power"] = defended = DEFAULT_POWER
        notes.append(
            f"パワーの指定がないので、アタックが通った(バトルに勝った)とある通り、両者を{DEFAULT_POWER}としています。"
        )
    elif "power" not in spec or defended is None:
        # the told side decides; the other is set so that the attack wins, as the question says
        spec.setdefault("power", defended)
        defended = spec["power"] if defended is None else defended
        notes.append("パワーの指定がない側は、アタックが通った(アタック側が以上)とある通りの値としています。")
    if spec["power"] < defended:
        return None  # the powers told contradict the attack going through (7-1-4-1)
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    action: dict[str, Any] = {"type": "attack", "attacker": "leader", "target": "leader", "trigger": True}
    if attacker.kind == "leader":
        players[side]["leader"] = spec
    else:
        players[side]["characters"] = [{"id": "attacker", "name": "アタックしたキャラ", **spec}]
        action["attacker"] = "attacker"
    players[defender]["leader"] = {"power": defended}
    if target is None:
        notes.append("アタックされたのはライフをめくった側のリーダーとしています。")
    kind = life[0].kind if life else "character"
    players[defender]["life_cards"] = [
        {"id": "trigger", "name": "【トリガー】を持つライフ", "kind": kind, "keywords": ["トリガー"]}
    ]
    players[defender]["life"] = lives if lives is not None else 5
    if lives is None:
        notes.append("ライフの枚数は指定がないので5枚(シナリオの既定)と仮定しています。")
    seat = seats(side)
    payload = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": [action]}
    return BuiltScenario(
        f"{GAME}.plan.can_trigger",
        payload,
        tell(can_head("【トリガー】の発動"), me=seat[ASKER]),
        tuple(notes),
    )
