"""「破壊される?」 about one card: the asked card's fate in the run, not whether any card left play.

The destroyed verdict is the fate of the card the question asks about: the card its role word names
(「殴りにいった方」 the attacker, 「攻撃された側」 the attacked), else the owned card the asking
sentence makes its subject (「こっちのフォロワーは破壊される?」), else the owned card named last
before the ask (「相手のキャラにアタックした。KOされる?」 — not a card told as the agent of a passive
「相手のキャラにアイサツされたら」 or the instrument 「…のフォロワーで」). Its seat is the planner's
(self → player1 unless swapped); on that seat, the cards the actions name. An asked card that
cannot be resolved is answered only when every fighting card shares its fate. 「殺せる?」「KOとれる?」
ask about the attacked card; 「どっちが死ぬ?」 whether one card dies, 「相打ち?」 whether all do —
unless another ask's own sentence names a card (「相打ち?相手のキャラはKOされる?」): that card's fate.

The stat that decides the fate must be one the question gives (`assumed_stat`); the cards in play and
the ones a run removed are `card_seats`'.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from service.answering.reading.assumed_stat import assumed_stat
from service.answering.reading.card_seats import acted_ids, cards_by_seat, fate_of, in_play, removed
from service.answering.reading.fate_part import (
    ATTACKS,
    PARTICLE,
    SENTENCE_END,
    aimed_in_ask,
    aims_at_pronoun,
    coordinated,
)
from service.answering.reading.keyed import keyed_or
from service.answering.reading.means_damage import means_damage
from service.answering.reading.model import Fact, Reading, Role, Verdict
from service.answering.reading.role_clause import by_player, clause_passive
from service.answering.reading.stunned_fate import PLACE_UNDECIDED, beaten, place_asked
from service.engine.events import Event

# an active 「〜せる/とれる/できる?」 (also done: 「倒せてる?」「殺せた?」): whether the asker removes the
# card it attacks
_CAN_REMOVE = re.compile(r"(?:せ|とれ|取れ|でき)(?:る|ます)|せ(?:た|てる|ている)")


def removes_attacked(ask: Fact) -> bool:
    """「倒せる?」「破壊できる?」「KOとれる?」: an active removal: the attacked card's fate (`asked_fate`)."""
    return _CAN_REMOVE.search(ask.text) is not None


# 「殴りにいった方」「攻撃した側」「アタックされたほう」「殴った俺の方」: the card named by its part in
# the attack
# (its tail, from the verb's ending on, is also `fate_asked`'s: 「殴った俺の方はどうなる?」)
ROLE_WORD_TAIL = r"(?:た|る)\s*(?:(?:俺|自分|こっち|相手|向こう)\s*の\s*)?(?:方|側|ほう)"
_ROLE_WORD = re.compile(r"\S{0,6}?(され|られ)?" + ROLE_WORD_TAIL)
_SUBJECT = re.compile(r"\s*(?:[(（][^)）]*[)）])?\s*(?:の\s*(?:方|ほう)\s*)?(?:は|が|って|も|、)")
_PASSIVE = re.compile(r"され|られ")
# asks about every card of the fight: 「どっちが死ぬ?」「KOされるのはどのキャラ?」 (whether one does — the
# conclusion names it) and 「相打ち?」「どっちも死ぬ?」 (group 1: whether all do)
_ALL = re.compile(
    r"(相打ち|相討ち|共倒れ|お互い|両方|(?:どっち|どちら)(?:も|とも))"
    r"|(?:どっち|どちら|どれ|誰|だれ|どの\s*(?:キャラ|カード|フォロワー|ユニット|ニンジャ|ブロッカー))"
)
_UNRESOLVED = "問われたカードがどれか読み取れず、カードによって破壊されるかどうかが異なります"
# 「前のステージ」「元々あったキャラ」「最初に置いてたステージ」: the card in play before the run, not the
# one the run brings in (a new stage replaces the old one, 3-8-5-1)
_EARLIER = re.compile(
    r"(?:前の|前から|元の|元々|もともと|元から|最初の|最初に|既に|すでに|今ある)[^。?？、]{0,10}$"
)


# 「選ばなかったB」「選ばれなかったもう片方」「残ったB」: the asked card is one the scripted choice passed
# over (kiseki 705.6: the stunned UNITs not chosen to recover), not the card the action names
_PASSED = re.compile(
    r"(?:選ば(?:れ)?なかった|選ばれてない|選んでない|残った)\s*(?:方|ほう|もう片方|もう一方|[A-ZＡ-Ｚ])|もう片方|もう一方"
)


def passed_said(reading: Reading, ask: Fact) -> bool:
    """The asking sentence (or the one before it) says the asked card is one a choice passed over."""
    text = reading.text
    start = ask.end - len(_sentence(text, ask))
    before = max((m.end() for m in SENTENCE_END.finditer(text, 0, max(0, start - 1))), default=0)
    return _PASSED.search(text, before, ask.start) is not None


def _passed_over(
    reading: Reading, ask: Fact | None, payload: Mapping[str, Any], on_seat: Mapping[str, Mapping[str, Any]]
) -> set[str]:
    """The cards in play of the seat whose card an action names, other than the named ones, when the
    question says the asked card is one passed over (`passed_said`); else empty."""
    if ask is None or not passed_said(reading, ask):
        return set()
    acted = {v for _, v in acted_ids(payload)}
    seats = [seat for seat, cards in on_seat.items() if acted & set(cards)]
    return set(on_seat[seats[0]]) - acted if len(seats) == 1 else set()


def _sentence(text: str, ask: Fact) -> str:
    start = max((m.end() for m in SENTENCE_END.finditer(text, 0, ask.start)), default=0)
    return text[start : ask.end]


def _in_sentence(text: str, start: int, end: int) -> bool:
    return start <= end and not SENTENCE_END.search(text, start, end)


def _role_ids(reading: Reading, ask: Fact, payload: Mapping[str, Any]) -> set[str] | None:
    """「殴りにいった方」: the attacker's id; 「攻撃された側」: the attacked's."""
    text = reading.text
    for f in reversed(reading.of(Role.ACTION)):
        if f.concept not in ATTACKS or f.start >= ask.start or not _in_sentence(text, f.end, ask.start):
            continue
        said = _ROLE_WORD.match(text, f.end)
        if said is not None:
            passive = f.concept == "attacked" or bool(said.group(1)) or bool(_PASSIVE.search(f.text))
        elif (clause := clause_passive(reading, f, ask)) is not None:  # 「アイサツされたキャラは」
            passive = clause
        else:
            continue
        part = by_player(reading, f, passive)  # 「俺がアタックしたキャラ」: the attacked; None: open
        if part is None:
            return set()
        keys = ("target", "targets") if part else ("attacker", "attackers")
        return {v for k, v in acted_ids(payload) if k in keys}
    return None


def _told_as_asked(text: str, card: Fact, until: int) -> bool:
    """Not the agent of a passive (「相手のキャラにアイサツされたら」) nor an instrument (「…で」, and
    「俺のキャラのアイサツが通った」: the attack's own card, blind AS ninjaslayer-as-20)."""
    if _ACTS_BY.match(text, card.end):
        return False
    particle = PARTICLE.match(text, card.end)
    after = particle.group(1) if particle is not None else ""
    if after == "で":
        return False
    if after == "に":
        clause = SENTENCE_END.split(text[particle.end() if particle else card.end : until], maxsplit=1)[0]
        return not _PASSIVE.search(clause)
    return True


_AGAIN = re.compile(r"(?:その|この)\s*$")
_ACTS_BY = re.compile(r"\s*の\s*(?:アイサツ|攻撃|アタック)")


def _owners(reading: Reading) -> list[Fact]:
    """The cards with their owner: an unowned card is the asker's when every owned card of the
    question is the opponent's, and the reverse (「耐久力2のキャラが…相手のキャラにアイサツされたら」)."""
    cards = [f for f in reading.of(Role.CARD) if f.concept != "leader"]
    said = {f.owner for f in cards if f.owner is not None}
    other = {"opponent": "self", "self": "opponent"}.get(next(iter(said))) if len(said) == 1 else None
    owned = [f if f.owner is not None or other is None else replace(f, owner=other) for f in cards]
    # 「…にアイサツした。そのキャラが…死ぬ?」: the card right before it (audit 14; none after both sides'),
    # nor after a card told as the instrument (「…で」) once both sides are named, an owner inferred
    # included: 「相手の…キャラに、俺の…キャラでアタックした。…そのキャラは」 (style audit 18c had stated
    # the asker's attacker's fate, False, for the attacked character's KO)
    two = [len({c.owner for c in cards[:i] if c.owner is not None}) > 1 for i in range(len(cards))]
    sides = [len({c.owner for c in owned[:i] if c.owner is not None}) > 1 for i in range(len(cards))]
    out: list[Fact] = []
    for i, f in enumerate(owned):
        if not (i and cards[i].owner is None and _AGAIN.search(reading.text[: f.start])):
            out.append(f)
        elif two[i] or (sides[i] and not _told_as_asked(reading.text, cards[i - 1], f.start)):
            out.append(cards[i])
        else:
            out.append(replace(f, owner=out[i - 1].owner))
    return out


def _object_of_another_act(reading: Reading, card: Fact) -> bool:
    """「こっちのキャラにドン!!を付けてアタック」: the card is the object of another act (付与), not of
    the attack nor of the asked fate; it is not the card the question asks about."""
    particle = PARTICLE.match(reading.text, card.end)
    if particle is None or particle.group(1) not in ("に", "を"):
        return False
    verb = next(
        (f for f in reading.of(Role.ACTION) if f.start >= particle.end()
         and _in_sentence(reading.text, particle.end(), f.start)),
        None,
    )  # fmt: skip
    # 「相手のキャラに、こっちのキャラにドン!!を付けて」: a nearer card is that act's object
    if verb is None or any(particle.end() <= c.start < verb.start for c in reading.of(Role.CARD)):
        return False
    return verb.concept not in ATTACKS and verb.concept != "destroy"


# 「相手のは」「俺の方は」「自分のやつも」: an owner word as the subject, its card unsaid; a bare particle
# only after a side word (「こっちも」「向こうは」) — 「相手は」「俺が」 is the player acting
_OWNER_SUBJECT = re.compile(r"\s*の\s*(?:方|ほう|やつ)?\s*(?:は|も|が|って)")
_SIDE_SUBJECT = re.compile(r"\s*(?:の\s*(?:方|ほう)\s*)?(?:は|も|って)")
_SIDE = frozenset({"こっち", "こちら", "あっち", "あちら", "向こう", "むこう", "うち"})


def _owner_subject(reading: Reading, ask: Fact) -> Fact | None:
    """「相手のは落ちると思うけど、こっちも…死ぬ?」: the owner word the asking sentence makes its subject
    after every card it names — the asked card is that player's (its seat's acted card), not the card
    the question named last. Returned as the OWNER fact itself (no card noun to read a part from)."""
    text = reading.text
    start = ask.end - len(_sentence(text, ask))
    said = [
        f
        for f in reading.of(Role.OWNER)
        if start <= f.start and f.end <= ask.start and f.owner is not None
        and (_OWNER_SUBJECT.match(text, f.end) or (f.text in _SIDE and _SIDE_SUBJECT.match(text, f.end)))
    ]  # fmt: skip
    if not said:
        return None
    last = said[-1]
    if any(last.end <= c.start < ask.start for c in reading.of(Role.CARD, Role.OWNER)):
        return None  # a card (「こっちのキャラ」) or another owner named after it is the subject
    return last


# 「相手プレイヤーは死ぬ?」「相手本体ってKOされる?」: a player as the asking sentence's subject (not
# 「そのリゾネイター本体も」, the card itself)
_PLAYER_SUBJECT = re.compile(
    r"(?:プレイヤー|(?:相手|自分|俺|こっち|向こう|敵)\s*の?\s*本体)\s*(?:[(（][^)）]*[)）])?\s*(?:は|が|って|も)"
)


# 「…攻撃。俺は破壊される?」「相手ってKOされる?」: a bare player word right before the ask — no card
# of that player named (「こっちも」「俺の方は」 are `_owner_subject`'s); shared audit 12s: 'true' had been
# stated of the attacked card for 「俺は破壊される?」 with the asker's attacker left standing
# 「相手やられる?」「相手、やられる?」: the particle dropped, as players say it (kiseki audit 13: 'false'
# had been stated of the attacked player, whose 絆 -3 loses it the game at the 回復フェイズ, 705.5)
_BARE_PLAYER = re.compile(
    r"(?:相手|自分|俺|僕|私)\s*(?:は|って|も)\s*$|(?<!の)(?:相手|自分|俺|僕|私)\s*[、,]?\s*$"
)


def _survives_leader(reading: Reading, ask: Fact) -> bool:
    """「…俺のリーダーにアタック。カウンター2000で耐えられる?」: 「耐える」 asked where the asker's leader is
    named asks whether the attack is held off (7-1-4), not whether a card is removed — no card's fate
    answers it (onepiece audit 10c withholds it); a character's 「耐えるよね?」 stays the destroyed ask."""
    return ask.text.startswith("耐え") and any(
        f.concept == "leader" and f.owner != "opponent" for f in reading.of(Role.CARD)
    )


def asks_player(reading: Reading, ask: Fact) -> bool:
    """The asking sentence makes a player its subject after every card and act it names (「…のキャラに
    アイサツ。相手プレイヤーは死ぬ?」): a player is never destroyed (it loses), so no card's fate
    answers it — not 「ターンプレイヤーが攻撃したら死ぬ?」, where the player acts."""
    text = reading.text
    start = ask.end - len(_sentence(text, ask))
    said = [m for m in _PLAYER_SUBJECT.finditer(text, start, ask.start)]
    if _BARE_PLAYER.search(text, start, ask.start):
        return True
    if not said:
        return False
    end = said[-1].end()
    return not any(end <= f.start < ask.start for f in reading.of(Role.CARD, Role.ACTION))


def asked_card(reading: Reading, ask: Fact) -> Fact | None:
    """The card fact the question asks about, with its owner (None: an unowned one, or none); an
    OWNER fact when the asking sentence's subject is an owner word alone (`_owner_subject`)."""
    text = reading.text
    owned = [f for f in _owners(reading) if f.start < ask.start]
    here = [f for f in owned if _in_sentence(text, f.end, ask.start)]
    subjects = [f for f in here if _SUBJECT.match(text, f.end)]
    by_owner = _owner_subject(reading, ask)
    if by_owner is not None and (not subjects or subjects[-1].start < by_owner.start):
        return by_owner
    if subjects:
        return subjects[-1]
    owned = [f for f in owned if not _object_of_another_act(reading, f)]
    here = [f for f in here if f in owned]
    told = [f for f in here if _told_as_asked(text, f, ask.start)] or [
        f for f in owned if _told_as_asked(text, f, ask.start)
    ]
    if told and told[-1].owner is None and here:
        return told[-1]  # 「フォロワーは破壊される?」: the asking sentence names an unowned card
    return next((f for f in reversed(told) if f.owner is not None), None)


def _part(reading: Reading, card: Fact) -> tuple[str, ...] | None:
    """The action keys naming `card` in the attack its own clause tells: the subject of an active
    attack (「俺のキャラがアイサツしたら」) or the agent of a passive one is the attacker; the object
    (「…を攻撃」「…にアタック」) or the subject of a passive (「俺のキャラが…にアイサツされたら」) the
    attacked."""
    text = reading.text
    particle = PARTICLE.match(text, card.end)
    verb = next(
        (f for f in reading.of(Role.ACTION) if f.concept in ATTACKS and f.start >= card.end
         and _in_sentence(text, card.end, f.start)),
        None,
    )  # fmt: skip
    if particle is None or verb is None:
        return None
    between = text[particle.end() : verb.start]
    passive = verb.concept == "attacked" or bool(_PASSIVE.match(text, verb.end)) or "され" in verb.text
    # 「相手がそのキャラにアタックしてきた」: the lexicon's 'attacked' also holds the active 〜してきた (the
    # opponent attacks); only a passive form makes the に-marked card the agent (「…に攻撃された」) — shared
    # audit 12s: the card attacked had been read as the attacker, its KO denied
    passive_form = bool(_PASSIVE.match(text, verb.end) or _PASSIVE.search(verb.text) or "受け" in verb.text)
    if SENTENCE_END.search(between):
        return None
    word = particle.group(1)
    attacker = ("attacker", "attackers")
    target = ("target", "targets")
    if word in ("は", "が", "って", "も"):
        return target if passive else attacker
    if word == "で":
        return attacker
    if word == "を":
        return None if passive else target
    return attacker if passive_form else target  # に


def _asked_ids(
    reading: Reading,
    ask: Fact,
    payload: Mapping[str, Any],
    seats: Mapping[str, str],
    on_seat: Mapping[str, Mapping[str, Mapping[str, Any]]],
) -> set[str] | None:
    by_role = keyed_or(reading, ask, on_seat, _role_ids(reading, ask, payload))  # 「ブロッカーは…?」
    if by_role is None and _CAN_REMOVE.search(ask.text):  # 「殺せる?」「KOとれる?」: the attacked card
        by_role = {v for k, v in acted_ids(payload) if k in ("target", "targets")}
    if by_role is not None:
        ids = {i for cards in on_seat.values() for i in cards} & by_role
        return ids or None
    card = asked_card(reading, ask)
    head = coordinated(reading, card)  # 「俺のキャラと、もう1体のキャラが」: the part of the card と joins
    part = _part(reading, head) if head is not None and head.role is Role.CARD else None
    pronoun = head is not None and part == ("attacker", "attackers") and aims_at_pronoun(reading, head)
    if pronoun or aimed_in_ask(reading, ask):  # 「…でそいつにアイサツしたら死ぬ?」: そいつ is asked
        part = ("target", "targets")  # 「…のキャラがそいつにアイサツ。死ぬ?」: the card named last is そいつ
    if part == ("attacker", "attackers") and means_damage(reading) is not None:
        part = None  # 「俺のキャラが相手のアイサツで3ダメージ受けた」: the subject took the アイサツ's damage
    if part is not None:  # the card's part in the attack the scenario ran, whatever the seating
        named = {v for k, v in acted_ids(payload) if k in part}
        ids = {i for cards in on_seat.values() for i in cards} & named
        if ids:
            return ids
    seat = seats.get(card.owner) if card is not None and card.owner is not None else None
    if seat is None:
        return None
    mine = set(on_seat.get(seat, {}))
    acted = mine & {v for _, v in acted_ids(payload)}
    ids = acted or mine
    # the builder names its cards 「自分の…」「相手の…」 (`scenarios/common.py`): a seat whose cards
    # all carry the other player's word is not the asked card's (the seating read the other way)
    other = "相手" if card is not None and card.owner == "self" else "自分"
    if ids and all(str(on_seat[seat][i].get("name", "")).startswith(other) for i in ids):
        return None
    return ids or None


def _names_card(reading: Reading, ask: Fact) -> bool:
    """The asking sentence names a card before the ask (「相手のキャラはKOされる?」)."""
    start = ask.end - len(_sentence(reading.text, ask))
    return any(start <= c.start and c.end <= ask.start for c in reading.of(Role.CARD))


def asked_fate(
    reading: Reading,
    game: str,
    payload: Mapping[str, Any],
    events: Sequence[Event],
    seats: Mapping[str, str],
) -> Verdict:
    """The destroyed verdict about the asked card (value: whether it was removed)."""
    asks = [f for f in reading.asks() if f.concept == "destroyed"]
    # 「相打ち?相手のキャラはKOされる?」: an ask whose own sentence names a card is about that card,
    # not every fighter's (the 相打ち ask is answered by the text; the verdict is the named card's)
    named = [f for f in asks if not _ALL.search(_sentence(reading.text, f)) and _names_card(reading, f)]
    ask = named[0] if named else next(iter(asks), None)
    if ask is not None and asks_player(reading, ask):
        return Verdict("destroyed", None, False, "問われているのはプレイヤーで、カードの破壊ではありません")
    if ask is not None and _survives_leader(reading, ask):
        return Verdict("destroyed", None, False, "リーダーが耐えるかはカードの破壊ではありません")
    on_seat = in_play(payload, events)
    playing = {i for cards in on_seat.values() for i in cards}
    gone = removed(events, asked=ask.text if ask is not None else "")
    # kiseki: a stunned UNIT stays on the field (1306.2a) — 「落ちる?」「無事?」 ask its stun
    out = beaten(game, events) - gone
    if ask is not None and not place_asked(ask.text):
        gone |= out
    fought = playing & {v for _, v in acted_ids(payload)} or playing
    said = [] if named else [m for f in asks for m in _ALL.finditer(_sentence(reading.text, f))]
    value: bool | None
    ids = None if said or ask is None else _asked_ids(reading, ask, payload, seats, on_seat)
    passed = _passed_over(reading, ask, payload, on_seat)
    if passed:  # 「選ばなかったBは…?」: the cards the choice passed over
        ids, value = passed, fate_of(passed, gone)
    elif said and fought:  # 「どっちが死ぬ?」: whether one does; 「相打ち?」 alone: whether all do
        which = any(m.group(1) is None for m in said)
        ids, value = fought, (bool(fought & gone) if which else fought <= gone)
    elif ids is None and ask is not None and (earlier := _earlier(reading, ask, payload, fought)):
        ids, value = earlier, fate_of(earlier, gone)
    elif ids is None:  # unresolved: answered only when every fighter shares one fate
        value = fate_of(fought, gone) if fought else bool(gone)
        if value is None:
            return Verdict("destroyed", None, False, _UNRESOLVED)
        ids = fought
    else:
        value = fate_of(ids, gone) if ids else bool(gone)
    if value is None:
        return Verdict("destroyed", None, False, "問われた側のカードによって破壊されるかどうかが異なります")
    if out & (ids or set()) and (ask is None or place_asked(ask.text)):
        return Verdict("destroyed", None, False, PLACE_UNDECIDED)
    stuns = ask is not None and not place_asked(ask.text)
    assumed = assumed_stat(reading, game, payload, ids, value, stuns=stuns)
    if assumed is not None:
        return Verdict("destroyed", None, False, f"質問にない{assumed}で結果が決まっています")
    return Verdict("destroyed", value, True)


def _earlier(reading: Reading, ask: Fact, payload: Mapping[str, Any], fought: set[str]) -> set[str]:
    """The acted cards in play before the run when the asked card is named as the earlier one
    (「前のステージは破壊される?」), if they are not all of them."""
    card = asked_card(reading, ask)
    if card is None or not _EARLIER.search(reading.text[: card.start]):
        return set()
    before = fought & {i for cards in cards_by_seat(payload).values() for i in cards}
    return before if before != fought else set()
