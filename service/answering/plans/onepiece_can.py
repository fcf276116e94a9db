"""「〜できる?」 about an attack or a block, planned from the reading (7-1-1-1, 7-1-1-2, 3-7-4, 10-1-4-1).

The asked action is the last action before the ask. For an attack: the attacking card is the one
named with で/が before the verb (else the attacking side's leader, a default in `notes`), a card the
question says was played this turn is played first (3-7-4: it cannot attack without 【速攻】), and the
attacked card is the defending side's card named before the verb (else its leader). For a block: the
attacking side attacks and the defender blocks with its named 【ブロッカー】. Each card takes the states
and keywords written next to it; the engine refuses what the rules forbid and the verdict says so.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.onepiece_attacking import rested_by_attack
from service.answering.plans.onepiece_battle import attacking_side, attacks
from service.answering.plans.onepiece_can_head import can_head
from service.answering.plans.onepiece_card_box import Box, card_spec
from service.answering.plans.onepiece_cards import ASKER, OTHER, cards, quantities
from service.answering.plans.onepiece_no_blocker import denied_blocker
from service.answering.plans.onepiece_prelude import REST
from service.answering.plans.onepiece_state_change import state_changed
from service.answering.plans.onepiece_tell import seats
from service.answering.plans.onepiece_turns_told import first_turn, game_turn, own_later_turn, turn_from
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.reading.sequence import earlier_turn
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
# 「リーダーを殴れる」「キャラにアタック」: the card named as the attack's object
_AT = re.compile(r"\s*(?:に|を)\s*(?:アタック|攻撃|殴|叩)")
_BY = re.compile(r"\s*(?:[((][^()()]{0,12}[))])?\s*(?:で|が)")


def _spec(box: Box, uid: str, name: str) -> dict[str, Any]:
    return {"id": uid, "name": name, **card_spec(box, ("power", "cost", "don"))}


def _leader(box: Box) -> dict[str, Any]:
    spec = _spec(box, "leader", "")
    spec.pop("id")
    spec.pop("name")
    spec.pop("cost", None)
    return spec


def _same(box: Box, target: Box | None) -> bool:
    """「アクティブ(縦向き)のキャラ…アクティブの相手キャラにアタックできる?」: the attacked card named again
    with the same kind, side and description (no 「その」) — one card, not another described one."""
    return target is not None and (box.kind, box.owner, box.stats, box.keywords, box.states) == (
        target.kind, target.owner, target.stats, target.keywords, target.states
    )  # fmt: skip


def _place(players: dict[str, dict[str, Any]], owner: str, box: Box | None, uid: str, name: str) -> str:
    """Put a named card on its owner's side; the action's reference to it."""
    if box is not None and box.kind == "stage":
        # a stage stays in its own area (3-8), where no attack reaches it (7-1-1-2)
        stage: dict[str, Any] = {"id": uid, "name": name.replace("キャラ", "ステージ")}
        if "rested" in box.states:
            stage["rested"] = True  # 「レストのステージ」: still no target (7-1-1-2 names characters only)
        players[owner]["stage"] = stage
        return uid
    if box is None or box.kind == "leader":
        if box is not None:
            players[owner]["leader"] = _leader(box)
        return "leader"
    players[owner].setdefault("characters", []).append(_spec(box, uid, name))
    return uid


def _counts(reading: Reading, players: dict[str, dict[str, Any]], side: str = ASKER) -> bool:
    """「相手の場にキャラが3体」: that many characters on the side (the named ones among them);
    「アクティブのドン!!3枚で…出して」: active DON!! told with no owner are the attacking side's, who
    pays in its own turn (6-5-3-1)."""
    quantities_told = reading.of(Role.QUANTITY)
    own = frozenset(
        q for q in quantities_told if q.concept == "don_active" and q.owner is None and not q.negated
    )
    held = quantities(reading, skip=own)
    if held is None:
        return False
    for q in own:
        held[side]["don_active"] = int(str(q.value))
    for owner, values in held.items():
        for concept, value in values.items():
            if concept in ("life", "deck", "trash", "don_active"):
                # 「相手のライフは4枚」「アクティブのドン!!3枚で…出して」: the player's count as told
                players[owner][concept] = value
                continue
            if concept != "field_count":
                return False  # a quantity this plan does not place
            have = players[owner].setdefault("characters", [])
            if len(have) > value or value > 5:
                return False
            have.extend({"id": f"{owner}{i}"} for i in range(value - len(have)))
    return True


def _rest_given(reading: Reading, played: Fact, verb: Fact, cost: int) -> int | None:
    """The DON!! given between the play and the attack: none told → 0; 「残りのドン!!を付けて」 with the
    active DON!! told → the ones the payment left; anything else → None (not read)."""
    gives = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "attach_don" and not f.negated and played.end <= f.start < verb.start
    ]
    if not gives:
        return 0
    active = [q for q in reading.of(Role.QUANTITY) if q.concept == "don_active" and not q.negated]
    if len(gives) != 1 or len(active) != 1 or not isinstance(active[0].value, int):
        return None
    if REST.search(reading.text, played.end, gives[0].start) is None or active[0].value <= cost:
        return None
    return min(active[0].value, 10) - cost


def _played_first(boxes: list[Box], played: Fact | None, attacker: Box | None, side: str) -> Box | None:
    """「コスト4のキャラを出してからリーダーでアタック」: the one card of the side named before the play,
    told by its cost only, when the leader attacks."""
    if played is None or attacker is None or attacker.kind != "leader":
        return None
    named = [b for b in boxes if b is not attacker and b.owner in (side, None) and b.noun.end <= played.start]
    if len(named) != 1 or named[0].kind != "character" or set(named[0].stats) != {"cost"}:
        return None
    return None if named[0].keywords or named[0].states else named[0]


# 「登場させたパワー3000のキャラに」: the card the play's relative clause describes, named right after it
_RELATIVE = re.compile(r"(?:させ|し)?た[^。、,??]{0,24}$")


def _played(reading: Reading, verb: Fact) -> Fact | None:
    """The card played this turn before the asked attack (not 「前のターンに出した」)."""
    return next(
        (
            f
            for f in reading.of(Role.ACTION)
            if f.concept == "play" and not f.negated and f.end <= verb.start and not earlier_turn(reading, f)
        ),
        None,
    )


# 「相手のキャラがレストなら」「…アクティブだったら」: the opponent's card the subject of a condition
_SUPPOSED_THEIRS = re.compile(
    r"相手\s*の[^、。?？]{0,16}?キャラ(?:クター)?\s*(?:が|は)[^、。?？]{0,12}?(?:なら|だったら|だと|であれば|たら)"
)


def can_attack(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.concept not in ("attack", "attacked"):
        return None
    side = attacking_side(reading)
    defender = OTHER if side == ASKER else ASKER
    text = reading.text
    found = cards(reading)
    if any(b.kind not in ("leader", "character", "stage") for b in found):
        return None  # an event: card text the plan does not place
    if sum(b.kind == "stage" for b in found) > 1 or any(b.kind == "stage" and b.keywords for b in found):
        return None  # 「ステージにアタック」: one plain stage, the attack's target (refused, 7-1-1-2)
    if state_changed(reading, found):
        return None  # 「レストだったけど、効果でアクティブにされた」: the state the attack meets is unread
    turn_side = side  # the turn player (player1); `side` attacks
    # 「相手のターン中に、自分のキャラでアタックできる?」: the asker's card named as the attacker in the
    # opponent's turn — only the turn player attacks (6-5-2, 7-1): the engine refuses it
    if (
        side == OTHER
        and not any(f.concept == "attacked" for f in reading.of(Role.ACTION))
        and any(
            b.owner == ASKER and any(m.start < verb.start and _BY.match(text, m.end) for m in b.mentions())
            for b in found
        )
    ):
        told = any(f.concept == "opponent_turn" and not f.negated for f in reading.of(Role.TURN))
        if not told and _SUPPOSED_THEIRS.search(text, 0, verb.start):
            # 「相手のキャラがレストなら、俺のキャラでアタックできる?」: the opponent's card is the subject of
            # a condition, no opponent's turn told — run in one, 'no' had been stated (style audit 15c)
            return None
        side, defender = ASKER, OTHER
    boxes = [b for b in found if b.first() < verb.start]
    if any(b.owner == side and any(_AT.match(text, m.end) for m in b.mentions()) for b in boxes):
        return None  # 「相手のターンに出したキャラで、相手のリーダーを殴れる?」: the sides are misread
    by = [
        b
        for b in boxes
        if b.owner in (side, None)
        and any(m.start < verb.start and _BY.match(text, m.end) for m in b.mentions())
    ]
    attacker = by[-1] if by else None
    if any(
        b.owner == defender and any(m.start < verb.start and _WITH.match(text, m.end) for m in b.mentions())
        for b in boxes
    ):
        return None  # 「相手のリーダーでこいつに」 on the asker's turn: the side that attacks is misread
    played = _played(reading, verb)
    if played is not None and any(b.kind == "stage" for b in found):
        return None  # 「相手がステージを出してきた」: a stage played, not the attacker (its play unread)
    notes: list[str] = []
    own_leaders = [b for b in boxes if b.kind == "leader" and b.owner in (side, None)]
    if attacker is None and played is None and side == ASKER and len(own_leaders) == 1:
        # 「1枚リーダーに付けてそのまま相手リーダー殴りたい」: the side's one leader (5-1-2), described
        # before the attack, is the card that attacks
        attacker = own_leaders[0] if own_leaders[0].stats or own_leaders[0].states else None
    if attacker is None and played is not None:
        # 「【速攻】持ちのキャラを出した。このターン殴れる?」: the card played is the one asked about
        fresh = [
            b
            for b in boxes
            if b.kind == "character"
            and b.owner in (side, None)
            and (b.first() < played.start or _RELATIVE.match(text, played.end, b.start))
        ]
        if len(fresh) == 1:
            attacker = fresh[0]
            notes.append("アタックするのは、このターンに出したキャラとしています。")
    # 「コスト4のキャラを出してからリーダーでアタック」: the card played first is not the attacker
    bystander = _played_first(boxes, played, attacker, side)
    targets = [b for b in boxes if b is not attacker and b.owner == defender]
    target = targets[-1] if targets else None
    if any(
        b not in (attacker, target, bystander)
        and (b.stats or b.keywords or b.states)
        and not _same(b, target)
        for b in boxes
    ):
        return None  # another described card: its part is not read
    turn = first_turn(reading)
    if turn_side != side and (turn is not None or game_turn(reading, side) is not None):
        return None  # a numbered turn with an attack out of turn: whose turn it is is not read
    if turn == 0:
        return None  # 「1ターン目」 without whose: the first player's or the second's is not read
    if turn is None:
        turn = game_turn(reading, side)
        later = own_later_turn(reading, side) if turn == 0 else None
        if later is not None:
            turn = later[0]  # 「自分の3ターン目」, 先攻/後攻 unsaid: game turn 5 or 6 battle alike
            notes.append(later[1])
        if turn == 0:
            return None  # a game turn whose player is not the attacking side (6-1-1)
    bound = turn_from(reading, side)
    if bound is not None:
        if turn is not None or bound[0] == 0:
            return None  # a bound that reaches a first turn, or told beside another turn
        turn = bound[0]
        notes.append(bound[1])
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    actions: list[dict[str, Any]] = []
    if bystander is not None and attacker is not None:
        card = _spec(bystander, "played", "出すカード")
        card.pop("rested", None)
        card.pop("don", None)
        card.setdefault("cost", 0)
        players[side]["hand"] = [card]
        players[side]["don_active"] = card["cost"]  # the told active DON!! replace it (`_counts`)
        actions.append({"type": "play", "card": "played"})
        ref = _place(players, side, attacker, "attacker", "アタックするキャラ")
        notes.append("アクティブのドン!!の枚数が書かれていなければ、コスト分あると仮定しています。")
    elif played is not None:
        if attacker is None or attacker.kind != "character":
            return None
        card = _spec(attacker, "played", "登場させたキャラ")
        card.pop("rested", None)
        if card.get("don"):
            # 「出したキャラに、ドン!!を2枚付与して」: the card on the field since this turn (3-7-4) with
            # the DON!! given to it (6-5-5-1); its cost was paid by the play
            card.pop("cost", None)
            players[side]["characters"] = [{**card, "summoning_sick": True}]
        else:
            if "cost" not in card:
                card["cost"] = 0
                notes.append("登場させたキャラのコストは指定がないので0としています。")
            players[side]["hand"] = [card]
            players[side]["don_active"] = card["cost"]
            actions.append({"type": "play", "card": "played"})
            given = _rest_given(reading, played, verb, card["cost"])
            if given is None:
                return None  # DON!! given after the play in a way not read here
            if given:  # 「出したキャラに残りのドン!!を付けて」: every active DON!! the payment left (6-5-5-1)
                actions.append({"type": "attach_don", "target": "played", "count": given})
            notes.append(
                "このターンに手札から登場させたキャラとして、コスト分のアクティブのドン!!があると仮定しています。"
            )
        ref = "played"
    else:
        ref = _place(players, side, attacker, "attacker", "アタックするキャラ")
    if attacker is None:
        notes.append("アタックするカードは指定がないので、アクティブのリーダーとしています。")
    if target is not None and target.kind == "character" and "rested" not in target.states:
        return None  # 7-1-1-2: only a rested character is attacked; its state unsaid decides
    into = _place(players, defender, target, "target", "アタックされるキャラ")
    if target is None:
        notes.append("アタックする先は指定がないので、相手のリーダーとしています。")
    if not _counts(reading, players, side):
        return None
    if bystander is not None and players[side]["don_active"] < players[side]["hand"][0]["cost"]:
        return None  # the card played first cannot be paid (2-7-2): whether the attack is asked is unclear
    seat = seats(turn_side)
    actions.append({"type": "attack", "attacker": ref, "target": into})
    if turn_side != side:
        actions[-1]["player"] = seat[side]
    payload: dict[str, Any] = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": actions}
    if turn is not None:
        payload["turn"] = turn
    return BuiltScenario(
        f"{GAME}.plan.can_attack", payload, tell(can_head("アタック"), me=seat[ASKER]), tuple(notes)
    )


def can_block(reading: Reading) -> BuiltScenario | None:
    verb = asked_action(reading)
    if asked(reading) != "can" or verb is None or verb.concept != "block":
        return None
    side = attacking_side(reading)
    defender = OTHER if side == ASKER else ASKER
    boxes = cards(reading)
    if any(b.kind not in ("leader", "character") for b in boxes):
        return None
    text = reading.text
    verbs = attacks(reading)
    # 「【ドン!!×1】このキャラは【ブロッカー】を得る」: a 【ブロッカー】 under a DON!! condition (10-2-9-1)
    blockers = [
        b
        for b in boxes
        if b.owner in (defender, None) and {"ブロッカー", "don_blocker"} & {*b.keywords, *b.stats}
    ]
    blockers = blockers or denied_blocker(reading, boxes, defender)  # 「ブロッカーを持ってないキャラで」
    if len(blockers) != 1 or blockers[0].kind != "character":
        return None
    blocker = blockers[0]
    told = {f.concept for f in reading.of(Role.STATE) if f.concept in ("active", "rested") and not f.negated}
    if "rested" not in blocker.states and rested_by_attack(reading, blocker):
        blocker.states["rested"] = True  # 「ブロッカー持ちのキャラでアタックしてレストにした」 (7-1-1-1)
    if len(verbs) > 1 and "rested" not in blocker.states and told != {"active"}:
        # 「俺の【ブロッカー】持ちキャラ、前の俺のターンにアタックしてた」: an attack told besides the one
        # blocked rests the card that made it (7-1-1-1) until its owner's refresh (6-2-4); the blocker's
        # state now is not said (only 「今はアクティブ」 is the run's own), and it decides the block
        # (10-1-4-1)
        return None
    rest = [b for b in boxes if b is not blocker]
    for b in rest:
        # 「相手がリーダーに殴ってきた」: the reader gives the card the subject's owner, but an attack's
        # object is always the other player's card (7-1-1-2): the attacked leader is the defender's
        subject = _SUBJECT_OWNER.search(text, 0, b.first())
        if b.owner == side and subject is not None and _aimed(text, b, verbs):
            b.owner = defender
    for b in rest:
        if b.owner is None and verbs and b.first() < verbs[0].start and _WITH.match(text, b.noun.end):
            b.owner = side  # 「パワー6000のキャラで相手リーダーにアタック」: the card attacked with (7-1-1)
    attacker = next((b for b in rest if b.owner == side), None)
    target = next((b for b in rest if b.owner == defender), None)
    if any(b not in (attacker, target) and (b.stats or b.keywords or b.states) for b in rest):
        return None
    if target is None and (not verbs or blocker.first() < verbs[0].start):
        return None  # 「ブロッカー持ちのキャラ自身がアタックされたら」: the blocker may be the card attacked
    notes: list[str] = []
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    ref = _place(players, side, attacker, "attacker", "アタックするキャラ")
    if attacker is not None and attacker.kind == "character":
        players[side]["characters"][0].pop("rested", None)  # it attacks: it was active
    if target is not None and target.kind == "character" and "rested" not in target.states:
        return None  # 7-1-1-2: only a rested character is attacked; its state unsaid decides
    into = _place(players, defender, target, "target", "アタックされるキャラ")
    if target is not None and target.kind == "character":
        players[defender]["characters"][0]["rested"] = True
        notes.append("アタックされたキャラはアタックできるレスト状態と仮定しています。")
    spec = _spec(
        blocker, "blocker", "ブロッカー" if "ブロッカー" in blocker.keywords else "ブロックするキャラ"
    )
    if "power" not in spec:
        notes.append(
            "ブロッカーのパワーは指定がないので既定の5000としています(ブロックできるかには関わりません)。"
        )
    players[defender].setdefault("characters", []).append(spec)
    if not _counts(reading, players):
        return None
    action = {"type": "attack", "attacker": ref, "target": into, "block": "blocker"}
    seat = seats(side)
    payload: dict[str, Any] = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": [action]}
    came = [f for f in reading.of(Role.TURN) if f.concept == "refresh" and not f.negated]
    if came:
        # 「レストのまま相手ターンになった」: the attacking player's turn run from its start — its refresh
        # phase makes only its own cards active (6-2-4), the defender's rested blocker stays rested
        if len(came) != 1 or side != OTHER or not _THEIR_TURN.search(text, 0, came[0].start):
            return None  # another phase or another player's turn: not read
        payload["phase"] = "refresh"
        notes.append("相手のターンを始め(リフレッシュフェイズ、6-2)から進めてアタックしています。")
    return BuiltScenario(
        f"{GAME}.plan.can_block", payload, tell(can_head("ブロック"), me=seat[ASKER]), tuple(notes)
    )


# 「キャラで」「キャラ(6000)で」「相手のリーダーで」: the card an attack or a clause acts with
_WITH = re.compile(r"\s*(?:[(（][^)）]{0,20}[)）])?\s*で(?!も)")
# 「相手ターンになった」「相手のターンが来て」: the opponent's turn named right before it came
_THEIR_TURN = re.compile(r"(?:相手|向こう|あっち)\s*(?:の)?\s*(?:ターン|番)\s*$")
# 「相手がリーダーに」: the attacking player named as the clause's subject right before the card
_SUBJECT_OWNER = re.compile(r"(?:相手|向こう|あっち)\s*(?:側)?\s*(?:が|は)\s*$")
# 「リーダーに殴ってきた」: the card is the object of the attack verb right after it
_AIMED = re.compile(r"\s*(?:に|へ|を)\s*(?:向けて|向かって)?\s*")


def _aimed(text: str, box: Box, verbs: list[Fact]) -> bool:
    return any(_AIMED.fullmatch(text, box.noun.end, v.start) for v in verbs)
