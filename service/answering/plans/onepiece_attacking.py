"""Which attacks a ONE PIECE question tells and whose they are, read for the plans (7-1).

`attacks`: the attacks told (not 「バトル後」, not a parenthesis saying who is who). `attacking_side`:
the asker's unless the question says the opponent attacked (「アタックしてきた」), names its attack
(「相手のアタックが」) or the attack is in the opponent's turn — a turn told as the cause of a card's
state is not the attack's (`_current_turn`).
"""

from __future__ import annotations

import re

from service.answering.plans.onepiece_card_box import Box
from service.answering.plans.onepiece_cards import ASKER, OTHER, inside_parens
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.subordinate import clause_closed

_ATTACKS = ("attack", "attacked")


def attacks(reading: Reading) -> list[Fact]:
    """The attacks the question states (not 「バトル後」, not a parenthesis saying who is who). Of
    several, a later one said of a card (「アタックされた側のキャラは」「アタックしたキャラ」) names a card of
    the first, and one told before the turn ended (「アタックしてレストのままターンを終えた。相手のターンに
    …アタックされた」) is an earlier turn's, which left its card rested (7-1-1-1, refreshed only in its
    owner's refresh phase 6-2-1) or before the opponent's turn told (`_their_turn_came`): neither is
    another attack of the asked battle."""
    found = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept in _ATTACKS
        and not f.negated
        and "バトル" not in f.text
        and not inside_parens(reading.text, f)
    ]
    if len(found) > 1:
        found = [found[0], *(f for f in found[1:] if not _ATTRIBUTIVE.match(reading.text, f.end))]
    while len(found) > 1 and (
        _TURN_ENDED.search(reading.text, found[0].end, found[1].start) or _their_turn_came(reading, found)
    ):
        found = found[1:]
    return found


def _their_turn_came(reading: Reading, found: list[Fact]) -> bool:
    """「自分のキャラでアタックした。次の相手のターン、そのキャラが…アタックされた」: the opponent's turn told
    between the asker's attack and one made on the asker — the asker attacks only in its own turn (7-1,
    6-5), so the first is an earlier turn's."""
    first, then = found[0], found[1]
    return (
        first.concept == "attack"
        and then.concept == "attacked"
        and any(
            t.concept == "opponent_turn" and not t.negated and first.end <= t.start < then.start
            for t in reading.of(Role.TURN)
        )
    )


# 「アタックされた側のキャラ」「アタックしたキャラ」: an attack said of a card, naming it
_ATTRIBUTIVE = re.compile(r"(?:し|され)?た\s*(?:側|方)?\s*(?:の)?\s*(?:キャラ|リーダー)")
# 「ターンを終えた」「ターンが終わって」「ターン終了」: the turn of the attack before it is over
_TURN_ENDED = re.compile(r"ターン\s*(?:を|が)?\s*(?:終え|終わ|終了|エンド)")


def attacking_side(reading: Reading) -> str:
    """The opponent when the question says it attacked (「アタックしてきた」), names its attack
    (「相手(のキャラ)のアタックが」) or it is the opponent's turn; else the asker."""
    theirs = any(f.concept == "attacked" and not f.negated for f in reading.of(Role.ACTION)) or (
        _current_turn(reading) == "opponent_turn"
    )
    whose = _whose_attack(reading)
    if whose is None:  # 「俺はブロックもなしで」「…が俺のリーダーに通った」: the one told attacked defends
        whose = _other(_not_blocking(reading) or _target_owner(reading))
    return OTHER if theirs or whose == OTHER else ASKER


def _other(side: str | None) -> str | None:
    return None if side is None else (OTHER if side == ASKER else ASKER)


# 「俺のリーダーに(パワー6000のキャラで)アタック」「…アタックが俺のリーダーに通った」: the attack's object
_AT = re.compile(r"\s*(?:に|へ)")
_ATTACK_WORDS = re.compile(r"アタック|攻撃|殴|通っ|通し|通る")
# 「俺のリーダーにドン!!を3枚付けて…殴った」: the に of another act (a DON!! given) before the attack
_GIVEN = re.compile(r"ドン|付け|つけ|付与|乗せ|[てで]\s*[、,]")


def _target_owner(reading: Reading) -> str | None:
    """The owner of the card the attack is told as made on (「ライフ4枚の俺のリーダーにパワー6000のキャラで
    アタックが通った」): read as the attacker's, the asker's life had been left at 4 (mirrored onepiece
    rows). Only a card marked に/へ with the attack's words after it in its sentence."""
    text = reading.text
    for card in reading.of(Role.CARD):
        if card.owner not in (ASKER, OTHER) or not (m := _AT.match(text, card.end)):
            continue
        end = _SENTENCE_END.search(text, m.end())
        verb = _ATTACK_WORDS.search(text, m.end(), end.start() if end else len(text))
        if (
            verb is not None
            and not _GIVEN.search(text, m.end(), verb.start())
            and "「" not in text[m.end() : verb.start()]
        ):
            return str(card.owner)
    return None


# 「俺はブロックもカウンターもなしで」: the player marked right before a block denied
_TOPIC = re.compile(r"\s*(?:は|も|が)\s*")


def _not_blocking(reading: Reading) -> str | None:
    """The player told as not blocking (「俺はブロックもカウンターもなしで通った」): the one attacked —
    read as the attacker, the asker's life had been left at 3 for a double attack taken (mirrored
    onepiece-bw-07)."""
    text = reading.text
    for block in reading.of(Role.ACTION):
        if block.concept != "block" or not block.negated:
            continue
        told = [o for o in reading.of(Role.OWNER) if _TOPIC.fullmatch(text, o.end, block.start)]
        if told:
            return told[-1].owner
    return None


def _current_turn(reading: Reading) -> str | None:
    """The turn the attack is in: 「相手のターン」 told, unless the asker's turn is told too — then
    the one told in the first attack's sentence, else the one told first (「自分のターンに…アタック
    したら…そのキャラ、相手のターンにアタックしてたやつ」: the later one is the blocker's history)."""
    turns = [
        f for f in reading.of(Role.TURN) if f.concept in ("self_turn", "opponent_turn") and not f.negated
    ]
    kinds = {f.concept for f in turns}
    if len(kinds) < 2:
        return next(iter(kinds), None)
    attack = next((f for f in reading.of(Role.ACTION) if f.concept in _ATTACKS and not f.negated), None)
    if attack is not None:
        begun = max((m.end() for m in _SENTENCE_END.finditer(reading.text, 0, attack.start)), default=0)
        ended = next((m.start() for m in _SENTENCE_END.finditer(reading.text, attack.end)), len(reading.text))
        told = {f.concept for f in turns if begun <= f.start and f.end <= ended}
        if len(told) == 1:
            return told.pop()
    return turns[0].concept


_WHOSE = re.compile(r"\s*の\s*")
# a sentence's end — not the 「!!」 of 「ドン!!」 (「リーダーがドン!!込みパワー6000で…アタック」)
_SENTENCE_END = re.compile(r"[。??\n]|(?<!ドン)(?<!ドン[!!])[!!]")
_SUBJECT = re.compile(r"\s*(?:[((][^()()]{0,20}[))])?\s*が")


def _whose_attack(reading: Reading) -> str | None:
    """「相手のアタックに対して」「相手のキャラのアタックが」: the owner word or owned card right
    before 「のアタック」 (the first attack told)."""
    attack = next((f for f in reading.of(Role.ACTION) if f.concept == "attack" and not f.negated), None)
    if attack is None:
        return None
    before = [
        f
        for f in reading.facts
        if f.role in (Role.OWNER, Role.CARD) and f.owner in (ASKER, OTHER) and f.end <= attack.start
    ]
    if before and _WHOSE.fullmatch(reading.text, before[-1].end, attack.start):
        return before[-1].owner
    # 「相手のパワー6000のキャラが自分のリーダーにアタック」: the owned card marked が in the attack's
    # sentence is the one that attacks
    begun = max((m.end() for m in _SENTENCE_END.finditer(reading.text, 0, attack.start)), default=0)
    subject = next(
        (
            f
            for f in before
            if f.role is Role.CARD
            and f.start >= begun
            and _SUBJECT.match(reading.text, f.end)
            # 「相手のキャラがうざいから殴って」: the subject of a reason clause, not of the attack
            and not clause_closed(reading.text, f.end, attack.start)
        ),
        None,
    )
    return subject.owner if subject is not None else None


# 「パワー6000のキャラでKOした」: a card KO'd with a card — by its attack (7-1-4-1-2), told by its result
_KO_WITH = re.compile(r"(?:キャラ|キャラクター|リーダー)\s*で\s*(?:殴って\s*)?$")


def ko_by_card(reading: Reading) -> list[Fact]:
    """The one KO told as made with a card (「…をパワー6000のキャラでKOした」): that card's attack."""
    kos = [f for f in reading.of(Role.ACTION) if f.concept == "destroy" and not f.negated]
    return kos if len(kos) == 1 and _KO_WITH.search(reading.text, 0, kos[0].start) else []


def lands_on_leader(reading: Reading, boxes: list[Box], defender: str) -> bool:
    """「相手のライフ残り1枚で、自分のリーダーのアタックが通って」: an attack that went through, the attacked
    player's life told and none of its cards named — its leader took it (7-1-4-1-1)."""
    return (
        any(f.concept == "won" and not f.negated for f in reading.of(Role.ACTION))
        and not any(b.owner == defender for b in boxes)
        and any(q.concept == "life" and q.owner == defender for q in reading.of(Role.QUANTITY))
    )


# 「【ブロッカー】持ちのキャラでアタックしてレストにした」「そのキャラでアタックして横向きになった」: the
# card rested by its own attack (7-1-1-1), the state told right after the attack it made
_RESTED_BY = re.compile(r"\s*(?:し|させ)?\s*て\s*[、,]?\s*(?:そのまま\s*)?$")
_MADE_BY = re.compile(r"\s*(?:の\s*[^。、??!!]{0,12})?\s*で\s*$")


def rested_by_attack(reading: Reading, box: Box) -> bool:
    """Whether the question tells `box` rested by an attack it made (「…キャラでアタックしてレストにした」):
    a rested state right after an attack verb whose instrument (「…で」) is the card."""
    rested = [f for f in reading.of(Role.STATE) if f.concept == "rested" and not f.negated]
    for verb in reading.of(Role.ACTION):
        if verb.concept != "attack" or verb.negated:
            continue
        said = any(_RESTED_BY.fullmatch(reading.text, verb.end, f.start) for f in rested)
        by = any(
            m.end <= verb.start and _MADE_BY.fullmatch(reading.text, m.end, verb.start)
            for m in box.mentions()
        )
        if said and by:
            return True
    return False
