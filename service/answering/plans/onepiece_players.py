"""Effects on one player planned from the reading: damage to a leader (4-6-2) or a draw (4-5-2) with the
amount the question gives, on the players' stated life, hand and deck → the winner or the quantity.

The player an effect is on is the owner of the leader named before its verb in the same clause
(「相手のリーダーに2ダメージ」), else the player named as its object or subject (「相手にカードを2枚
引かせた」「相手が2枚引いた」); the turn player (player1) is the asker unless it is the opponent's turn.
Damage to both leaders (「お互いのリーダーに1ダメージずつ」) is one effect on both: a defeat met by
both players at once is a draw (1-2-3); so are draws for both (「お互いに2枚引く」): the deck-out is checked
by the rule processing after the effect (9-2-1), so who draws first does not change it. A quantity
said as a result (「デッキが0枚になった」) is not a starting value, so such a question gets no scenario.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.onepiece_battle import attacking_side, attacks
from service.answering.plans.onepiece_cards import ASKER, OTHER, inside_parens, quantities
from service.answering.plans.onepiece_moment import told_moment
from service.answering.plans.onepiece_quoted_event import Source, own_keywords, quoted_event
from service.answering.plans.onepiece_tell import headline, seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.onepiece_tell import tell

GAME = "onepiece"
_EFFECTS = ("damage", "draw")
_ZONES = ("life", "hand", "deck", "trash")
# 「相手に」「相手が」「相手は」「相手のリーダーに」: the player an effect is on
# 「相手だけが」「相手のみに」: the same, limited; 「お互い同時に」: both at once
_ON = re.compile(r"\s*(?:の\s*リーダー)?\s*(?:だけ|のみ|同時)?\s*(?:に|が|は)")
_TAKEN = re.compile(r"くら|食ら|受け")
_BECAME = re.compile(r"\s*(?:に|と)?\s*(?:なっ|なり|なる|減っ|尽き)")


def subject_of(reading: Reading, verb: Fact) -> str | None:
    """The owner the effect `verb` is on: the last owned leader or owner word marked に/が/は in the
    verb's clause (no 。 or 、 between)."""
    text = reading.text
    found: str | None = None
    for f in reading.facts:
        if f.end > verb.start:
            break
        if f.owner is None or re.search(r"[。、??!!]", text[f.end : verb.start]):
            continue
        if (f.role is Role.CARD and f.concept == "leader") or (
            f.role is Role.OWNER and (_ON.match(text, f.end) or not text[f.end : verb.start].strip())
        ):  # 「お互い2枚ドロー」: the owner word right before the verb is its subject
            found = f.owner
    return found


def player_effects(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("winner", "number", "outcome") or attacks(reading):
        return None
    verbs = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept in _EFFECTS and not f.negated and not inside_parens(reading.text, f)
    ]  # 「(自分=ダメージを受けた私)」 restates who is who, not a second effect
    again = _restated(reading, verbs)
    verbs = [f for f in verbs if f not in again]
    if not verbs or any(not isinstance(f.value, int) and f.concept != "damage" for f in verbs):
        return None  # an effect without its amount (damage's: see below)
    source = event_source(reading, verbs)
    others = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept not in _EFFECTS
        and f.concept != "draw_told"  # 「2枚ともちゃんと引けた」: the draw told again as done
        and not f.negated
        and not inside_parens(reading.text, f)
        and not (source is not None and f is source.play)
        and not _quoted_use(reading, f, verbs)
    ]  # 「(自分=効果を使った私)」 says who is who
    holders = _holders(reading, verbs)
    # 「トリガー持ちはなかった」「トリガーは使わなかった」: no 【トリガー】 activated — the default life cards
    # (each damage point's card goes to the hand, 4-6-2-1), not a described card
    declined = [f for f in reading.of(Role.KEYWORD) if f.concept == "トリガー" and f.negated]
    declined += own_keywords(reading, source)  # 「【メイン】イベント「…」を発動」: the event's own
    described = tuple(
        f for f in reading.of(Role.STAT, Role.KEYWORD, Role.STATE) if f not in declined
    ) + tuple(
        f
        for f in reading.of(Role.CARD)
        if (f.concept in ("character", "stage") and f not in holders)
        or (f.concept == "event" and (source is None or f is not source.card))
    )
    if others or described or (holders and source is not None):
        return None  # another action or a described card: not a players-only situation
    # a quantity said as the result (「相手のデッキがちょうど0枚になった」) is not a start: the gate
    # checks it against the run's end (`reading.resulting`)
    results = [
        f
        for f in reading.of(Role.QUANTITY)
        if _BECAME.match(reading.text, f.end) or _after(reading, f, again)
    ]
    # 「ライフが0枚のときにリーダーがダメージを受けたら?」: no player is named anywhere — the rule asked
    # of any player, planned as the asker's own (named in the notes; the other seat would mirror it)
    unnamed = not reading.of(Role.OWNER) and all(f.owner is None for f in reading.facts)
    kept = replace(reading, facts=tuple(f for f in reading.facts if f not in results))
    held = quantities(kept, life_of=ASKER if unnamed else None)
    notes: list[str] = ["プレイヤーの指定がないので、自分のこととしています。"] if unnamed else []
    damaged = {subject_of(reading, v) for v in verbs if v.concept == "damage"}
    if held is None and len(verbs) == 1 and damaged & {ASKER, OTHER} == damaged and len(damaged) == 1:
        # 「自分のリーダーに2ダメージ。ライフは4枚、手札は3枚」: the one damaged leader's life (and the
        # counts listed right after it), as the battle plan takes the attacked leader's
        held = quantities(kept, life_of=str(next(iter(damaged))))
        notes.append(
            "持ち主の書かれていないライフ(と続けて書かれた枚数)は、ダメージを受けたプレイヤーのものとしています。"
        )
    if held is None or any(z not in _ZONES for values in held.values() for z in values):
        return None
    turn_side = attacking_side(reading)  # the turn player: the opponent on 「相手のターン」
    played_by = (source.card.owner or source.owner) if source is not None else None
    if played_by in (ASKER, OTHER) and played_by != turn_side and not reading.of(Role.TURN):
        # 「相手のイベントの効果でお互いに1枚ずつ引いた」, no turn told: a main-phase event is its
        # player's, in that player's turn (6-5-3-1); whose turn changes no damage or draw (9-2-1)
        turn_side = str(played_by)
        notes.append("ターンの指定がないので、イベントを使ったプレイヤーのターンとしています。")
    seat = seats(turn_side)
    moment = told_moment(reading, verbs, held, damaged)
    if moment is None:
        return None
    actions: list[dict[str, Any]] = []
    held_at_zero: list[str] = []
    shown: list[tuple[str, str]] = [(o, z) for o, values in held.items() for z in values]
    for verb in verbs:
        on = subject_of(reading, verb)
        if on is None and _owner_in_clause(reading, verb):
            return None  # a player is named in the clause but not read as the one it is on
        if on is None and unnamed:
            on = ASKER  # no player named anywhere: the asker's own (noted above)
        if on is None and (verb.concept == "draw" or _TAKEN.search(verb.text)):
            # 「カードを2枚引いた」「1点くらった」 with no one named: the speaker's own
            on = ASKER
            notes.append(f"「{verb.text}」のプレイヤーは指定がないので、質問者(自分)としています。")
        if on not in (ASKER, OTHER, "both"):
            return None  # unsaid
        sides = [ASKER, OTHER] if on == "both" else [str(on)]
        if moment:  # 「同じタイミングで…ライフ0でダメージを受けた状態」: a told state, not dealt by the run
            held_at_zero.extend(seat[side] for side in sides)
            continue
        if not isinstance(verb.value, int):
            # 「ライフ0で…ダメージを受けたら」: at 0 life any damage defeats (1-2-1-1-1); otherwise
            # the amount decides what is left, and it is not told
            if any(held[side].get("life") != 0 for side in sides):
                return None
            notes.append(
                "ダメージの量は書かれていないので1としています(ライフ0枚では量によらず同じ結果です)。"
            )
        amount = int(verb.value) if isinstance(verb.value, int) else 1
        # 「お互いのリーダーに1ダメージずつ」: one effect on both leaders at once (1-2-3)
        targets = [{"player": seat[side]} for side in sides]
        effect: dict[str, Any] = {"type": "effect", "effect": verb.concept, "amount": amount}
        effect |= {"targets": targets} if len(targets) > 1 else {"target": targets[0]}
        actions.append(effect)
        zone = "life" if verb.concept == "damage" else "hand"
        if zone == "hand" and any("hand" not in held[side] for side in sides) and _hand_asked(reading):
            return None  # 「…1枚引く効果。俺の手札は何枚?」: the hand before the draw is not told
        for side in sides:
            if zone == "life" or "hand" in held[side]:
                shown.append((side, zone))  # a hand never told is not shown as if it had been empty
            if zone not in held[side] and verb.concept == "damage":
                notes.append("ライフの枚数は指定がないので5枚(シナリオの既定)と仮定しています。")
            ended = _deck_after(results, side, alone=len(sides) == 1 and len(verbs) == 1)
            if (
                verb.concept == "draw"
                and "deck" not in held[side]
                and ended is not None
                and asked(reading) != "number"  # the hand would differ with fewer cards
                # an ask the reader did read (「相手の手札は?」 reads none: it may ask the hand)
                and any(f.concept in ("winner", "outcome") for f in reading.asks())
            ):
                # 「2枚引かせたら相手のデッキがちょうど0枚になった」: it held the cards drawn and
                # the ones left (fewer would empty it too: the same deck-out, 1-2-1-1-2)
                held[side]["deck"] = ended + amount
                notes.append(
                    f"{'相手' if side == OTHER else '自分'}のデッキは{amount}枚引いて{ended}枚になったので、"
                    f"引く前は{ended + amount}枚としています。"
                )
            if verb.concept == "draw" and "deck" not in held[side] and asked(reading) != "number":
                return None  # who decks out decides the winner: a deck the question leaves unsaid
            if verb.concept == "draw" and "deck" not in held[side]:
                notes.append("デッキの枚数は指定がないので30枚(シナリオの既定)と仮定しています。")
    players: dict[str, dict[str, Any]] = {ASKER: {}, OTHER: {}}
    for owner, values in held.items():
        for zone, value in values.items():
            players[owner][zone] = [{} for _ in range(min(value, 60))] if zone == "hand" else value
    for side in (ASKER, OTHER):
        if seat[side] in held_at_zero:
            players[side]["damaged_at_zero"] = True
    if source is not None:
        # 8-4-2: the event's effect is carried out when it is played; a main-phase event is the
        # turn player's (6-5-3-1), played at no cost the question leaves unsaid
        player = source.card.owner or source.owner
        if player not in (turn_side, None) or len(actions) != 1 or "hand" in held[turn_side]:
            return None  # another's event, several effects, or a hand whether counting it is unsaid
        printed = {k: v for k, v in actions[0].items() if k != "type"}
        players[turn_side]["hand"] = [
            *players[turn_side].get("hand", []),
            {
                "id": "event",
                "name": "(質問の効果を持つカード)",
                "kind": "event",
                "cost": 0,
                "keywords": ["メイン"],
                "effects": [printed],
            },
        ]
        actions = [{"type": "play", "card": "event"}]
        notes.append(
            "イベントはメインフェイズにターンプレイヤーが発動した【メイン】のイベントとし、"
            "コストは指定がないので0(支払える)としています。"
        )
    for card in holders:
        # 「自分のキャラの効果でカードを1枚引いた」: the character whose effect it is stays on its field
        if card.owner not in (ASKER, OTHER):
            return None
        players[str(card.owner)]["characters"] = [{"id": f"holder{card.start}", "name": "(効果を持つキャラ)"}]
        notes.append("効果を持つキャラは場にいるものとし、その効果(引く・ダメージ)だけを処理しています。")
    payload = {seat[ASKER]: players[ASKER], seat[OTHER]: players[OTHER], "actions": actions}
    told = tell(headline(seat, shown), limit=4, me=seat[ASKER])
    return BuiltScenario(f"{GAME}.plan.player_effects", payload, told, tuple(dict.fromkeys(notes)))


# 「…1枚引く』をやらされた。引いたあとデッキは0枚」: the draw told again as done, its result after it
_DONE_AGAIN = re.compile(r"\s*(?:た|だ)\s*(?:あと|後|結果|ところ|ら)")


def _restated(reading: Reading, verbs: list[Fact]) -> list[Fact]:
    """Effect verbs with no amount, each after one of the same concept with its amount and said as
    done (「引いたあと」「引いた結果」): the earlier effect named again, not a second one."""
    out: list[Fact] = []
    for verb in verbs:
        told = [
            v for v in verbs if v.concept == verb.concept and v.end <= verb.start and isinstance(v.value, int)
        ]
        if told and verb.value is None and _DONE_AGAIN.match(reading.text, verb.end):
            out.append(verb)
    return out


def _after(reading: Reading, quantity: Fact, again: list[Fact]) -> bool:
    """The quantity follows a restated effect in its sentence: what the effect left (a result)."""
    text = reading.text
    return any(
        v.end <= quantity.start and not re.search(r"[。??!!]", text[v.end : quantity.start]) for v in again
    )


# 「デッキは何枚?」「山札の残りは?」: the number asked is a deck's, which a hand left untold does not change
_DECK_WORD = re.compile(r"デッキ|山札")


def _hand_asked(reading: Reading) -> bool:
    """A number asked in a sentence that names no deck: the hand a draw adds to may be the one asked."""
    if asked(reading) != "number":
        return False
    text = reading.text
    for ask in reading.asks():
        begun = max(text.rfind(c, 0, ask.start) for c in "。??!!") + 1
        if ask.concept == "number" and not _DECK_WORD.search(text[begun : ask.end]):
            return True
    return False


# 「イベントを撃って、その効果で」「イベントの効果で」: the effect is the event's
_PLAYED = frozenset({"play", "use", "activate"})
_ITS_EFFECT = re.compile(r"(?:を[^。]{0,12}?(?:、|て|で)\s*)?(?:その|この)?\s*の?\s*$")


def event_source(reading: Reading, verbs: list[Fact]) -> Source | None:
    """The one event card named before the effect verbs whose 「効果で」 says the effect is its own."""
    events = [f for f in reading.of(Role.CARD) if f.concept == "event" and not f.negated]
    mods = [f for f in reading.of(Role.MODIFIER) if f.concept == "effect" and not f.negated]
    if (quoted := quoted_event(reading, verbs, mods)) is not None:
        return quoted  # 「【メイン】イベント「…1ダメージを与える」を発動」 (8-4-2)
    if len(events) == 1 and not mods and verbs:
        return _event_by(reading, events[0], verbs[0])
    if len(events) != 1 or len(mods) != 1 or not verbs:
        return None
    card, mod = events[0], mods[0]
    if not (card.end <= mod.start and mod.end <= verbs[0].start):
        return None
    # 「撃って」「使って」「発動して」: an event is played by activating it (8-4-2)
    plays = [f for f in reading.of(Role.ACTION) if f.concept in _PLAYED and not f.negated]
    play = next((f for f in plays if card.end <= f.start and f.end <= mod.start), None)
    if len(plays) > (play is not None):
        return None  # another card played
    gap = reading.text[card.end : mod.start]
    if play is not None:
        gap = (
            reading.text[card.end : play.start]
            + "て、"
            + re.sub(r"^[ってで、]+", "", reading.text[play.end : mod.start])
        )
    if not _ITS_EFFECT.match(gap) or re.search(r"[。??!!]", gap):
        return None
    begun = max(reading.text.rfind(c, 0, card.start) for c in "。??!!、") + 1
    subjects = [
        f
        for f in reading.of(Role.OWNER)
        if begun <= f.start and f.end <= card.start and _ON.match(reading.text, f.end)
    ]
    return Source(card, play, subjects[-1].owner if subjects else None)


# 「相手のイベントで各プレイヤーは2枚引く」: the event itself named as the means, no 効果 word
_BY = re.compile(r"\s*(?:で|により|によって)(?![\s。、,])")


def _event_by(reading: Reading, card: Fact, verb: Fact) -> Source | None:
    """The event named as the means of the effect (「相手のイベントで」), no play verb told: the effect
    is its own (8-4-2) when the effect's clause follows it with no other action between."""
    by = _BY.match(reading.text, card.end)
    if by is None or by.end() > verb.start or re.search(r"[。??!!]", reading.text[by.end() : verb.start]):
        return None
    if any(card.end <= f.start < verb.start for f in reading.of(Role.ACTION)):
        return None
    if any(f.concept in _PLAYED and not f.negated for f in reading.of(Role.ACTION)):
        return None  # a card played: whose and which is the plan with a play verb's
    return Source(card, None, None)


# 「「カード2枚を引く」を使った」「「…」の効果を使って」: the quoted effect itself is what is used
# 「「カードを2枚引く」を使った」「「お互いにカードを1枚引く」効果を使った」「…」ってカードを使った」
_QUOTED_USE = re.compile(
    r"[」』]\s*(?:って|という|と\s*いう)?\s*(?:を|の\s*効果を|(?:の\s*)?(?:効果|カード)\s*を)\s*$"
)
# 「お互いに1枚ずつ引く効果が発動した」「2ダメージを与える効果を使った」: the effect the verb's clause
# describes, used — its own resolution, not another action
_CLAUSE_USE = re.compile(r"[ぁ-ゖ]{0,3}\s*(?:効果|能力)\s*(?:を|が)\s*$")
# 「自分のキャラの効果で」「相手のキャラの【登場時】効果で」: a character named as the effect's holder
_ITS_OWN_EFFECT = re.compile(
    r"\s*の\s*(?:【?(?:登場時|起動メイン|アタック時)】?\s*の?\s*)?効果\s*(?:で|により|によって)"
)


def _quoted_use(reading: Reading, act: Fact, verbs: list[Fact]) -> bool:
    """A use verb right after the quoted effect text holding the effect's verb (「「カードを2枚引く」を
    使った」): the effect resolving, not another action."""
    if act.concept not in ("use", "activate"):
        return False
    before = [v for v in verbs if v.end <= act.start]
    if before and _CLAUSE_USE.fullmatch(reading.text, before[-1].end, act.start):
        return True  # 「1枚ずつ引く効果が発動した」
    if not _QUOTED_USE.search(reading.text, 0, act.start):
        return False
    opened = max(reading.text.rfind("「", 0, act.start), reading.text.rfind("『", 0, act.start))
    return opened >= 0 and any(opened < v.start and v.end <= act.start for v in verbs)


def _holders(reading: Reading, verbs: list[Fact]) -> tuple[Fact, ...]:
    """The character cards named only as the holder of the effect (「自分のキャラの効果で1枚引いた」),
    before the first effect verb; no other fact of theirs is told (their power or state)."""
    first = min((v.start for v in verbs), default=0)
    return tuple(
        f
        for f in reading.of(Role.CARD)
        if f.concept == "character"
        and not f.negated
        and f.end <= first
        and _ITS_OWN_EFFECT.match(reading.text, f.end)
    )


def _deck_after(results: list[Fact], side: str, alone: bool = False) -> int | None:
    """The deck count the question says `side`'s deck came to (「デッキが0枚になった」), if any; with
    `alone` (one draw, by `side` only) an unowned one is the drawer's (「1枚引いたら山札が0枚に」)."""
    owners = (side, None) if alone else (side,)
    ends = [
        f.value for f in results if f.concept == "deck" and f.owner in owners and isinstance(f.value, int)
    ]
    return ends[0] if len(ends) == 1 else None


def _owner_in_clause(reading: Reading, verb: Fact) -> bool:
    """An owner word in the verb's clause that is not an effect's or a card's owner (「相手の効果で」
    「自分のリーダー」 name whose, not who): a player the question may mean the effect is on."""
    text = reading.text
    begun = max(text.rfind(c, 0, verb.start) for c in "。、??!!\n") + 1
    return any(
        f.role is Role.OWNER
        and begun <= f.start
        and f.end <= verb.start
        and not re.match(r"\s*の", text[f.end :])
        for f in reading.facts
    )
