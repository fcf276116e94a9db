"""Helpers of the Shadowverse Evolve attack plan (`plans/sve_attack.py`): keywords an effect gives, a
card played this turn, the cards described and their owners, the asked fate and the refused attack. The
asked leader and the conclusion told are `plans/sve_attack_conclusion.py`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from itertools import pairwise
from typing import Any

from service.answering.plans.sve_read import Described
from service.answering.reading.fate import _owner_subject, removes_attacked
from service.answering.reading.model import Fact, Reading, Role
from service.engine.errors import EngineError
from service.engine.scenario import simulate

GAME = "sve"


_PLAYED = re.compile(r"\s*(?:を|は)?\s*(?:今|さっき|いま|(?:この|今)\s*ターン(?:に|中に)?|手札から|、)*\s*$")
# 「今出したばっかの」「このターンに出した」: the relative clause before the attacker's description
_PLAYED_BEFORE = re.compile(r"(?:た|て(?:い|お)?る?)(?:ばっか|ばかり)?(?:の)?\s*")


# 「別のカードの効果でさらに【ドレイン】を付けた」: a keyword an effect gives (the card is the attacker)
_GIVEN = re.compile(r"\s*(?:を)?\s*(?:付け|つけ|付与|得|与え|持たせ)")


def _granted(reading: Reading) -> list[tuple[Fact, Fact]]:
    """(the effect modifier, the keyword it gives) for each keyword given by 「…の効果で(さらに)」."""
    out: list[tuple[Fact, Fact]] = []
    for mod in reading.of(Role.MODIFIER):
        if mod.concept != "effect" or mod.negated:
            continue
        after = [f for f in reading.facts if f.start >= mod.end and f.role is not Role.NEUTRAL]
        if (
            after
            and after[0].role is Role.KEYWORD
            and not after[0].negated
            and _GIVEN.match(reading.text, after[0].end)
            and not re.search(r"[、。??]", reading.text[mod.end : after[0].start])
        ):
            out.append((mod, after[0]))
    return out


def _plays(reading: Reading, attacker: Described, play: Fact) -> bool:
    """「…のフォロワーを今出した」: the play's object is the attacker's noun right before it;
    「今出したばっかの【突進】持ちで」: the play said of the attacker right before its description."""
    noun = attacker.noun
    if noun is not None and noun.end <= play.start and _PLAYED.match(reading.text[noun.end : play.start]):
        return True
    first = min((f.start for f in attacker.all()), default=-1)
    return play.end <= first and bool(_PLAYED_BEFORE.fullmatch(reading.text[play.end : first]))


def health_only(d: Described) -> int | None:
    """「こっちの体力4」: a 体力 with an owner word and no card noun (a player's 体力 is its leader's,
    6.2.1.11) — the plans bind it to the leader only where that leader is attacked."""
    if d.noun is not None or len(d.facts) != 1 or d.facts[0].concept != "health":
        return None
    value = d.facts[0].value
    return value if isinstance(value, int) and d.owner is not None else None


# 「守護なしの方」: a description followed by 方 picks one of the cards described
_WHICH = re.compile(r"\s*(?:なし|無し|持ち|を持つ)?\s*の?\s*方")
_JOINED = re.compile(r"\s*(?:持ち)?\s*と\s*[、,]?\s*")
# 「【威圧】と【守護】を両方持った」「【守護】と【威圧】持ちの」: keywords joined by a bare と and then held
# together are one card's (sve-ba-10 had read two followers, the guard apart from the 威圧, and refused
# the leader attack 12.12.2 allows)
_HELD_BOTH = re.compile(
    r"\s*(?:を|の)?\s*(?:両方|ともに|共に|どっちも|どちらも|二つとも|2つとも)?\s*(?:持|も[っつ]|付い|つい)"
)


def selector(reading: Reading, described: list[Described]) -> Described | None:
    """「守護なしの方を攻撃できる?」: the one description with no noun or owner followed by 方."""
    picks = [
        d
        for d in described
        if d.noun is None and d.owner is None and d.facts and _WHICH.match(reading.text, d.end())
    ]
    return picks[0] if len(picks) == 1 else None


def picked(cards: list[Described], by: Described) -> Described | None:
    """The one card whose facts hold every fact of the selector (a denied keyword: not held)."""

    def holds(d: Described, f: Fact) -> bool:
        # 「3/1の方」: a stat picks by its value too (both cards have an 攻撃力; blind AM sve-am-09)
        return any(
            (g.role, g.concept, g.negated) == (f.role, f.concept, f.negated)
            and (f.role is not Role.STAT or g.value == f.value)
            for g in d.facts
        )

    found = [d for d in cards if d.facts and all(holds(d, f) for f in by.facts)]
    return found[0] if len(found) == 1 else None


_CLAUSE = "、。,?!?!"
# 「そいつに攻撃してきた」「そこに相手のフォロワーが攻撃してきた」: the attacked card said again by a
# pronoun, with the attack verb later in its sentence (kept from the retired `scenarios/sve_reading`)
POINTED = re.compile(
    r"(?:そいつ|こいつ|あいつ|それ|そこ|そっち|そちら|その(?:子|カード|フォロワー)?)\s*(?:に|を|へ)"
    r"(?=[^。??!!]*?(?:攻撃|アタック|殴))"
)


def owned(reading: Reading, described: list[Described]) -> list[Described]:
    """A follower noun with no owner read: the owner word of a parenthesis right after it that places
    it (「フォロワー(前のターンから自分の場にいる)」), else the last owner word before its description
    in its clause, joined by の, with no other card between (「相手の縦になってる(スタンド状態の)
    フォロワー」)."""
    owners = reading.of(Role.OWNER)
    out: list[Described] = []
    for d in described:
        if d.noun is None or d.owner is not None:
            out.append(d)
            continue
        owner = None
        after = reading.text[d.noun.end :]
        if after.startswith(("(", "(")):
            close = min((i for i in (after.find(")"), after.find(")")) if i >= 0), default=-1)
            inside = [
                o for o in owners
                if d.noun.end < o.start and o.end <= d.noun.end + close
                and reading.text.startswith("の場", o.end)
            ]  # fmt: skip
            owner = inside[0].owner if len(inside) == 1 else None
        if owner is None:
            first = min(f.start for f in d.all())
            start = max(reading.text.rfind(c, 0, first) for c in _CLAUSE) + 1
            before = [o for o in owners if start <= o.start and o.end <= first]
            cards = [f for f in reading.of(Role.CARD) if before and before[-1].end <= f.start < first]
            if before and not cards and reading.text.startswith("の", before[-1].end):
                owner = before[-1].owner
        out.append(Described(replace(d.noun, owner=owner), d.facts) if owner in ("self", "opponent") else d)
    return out


def coordinate(reading: Reading, described: list[Described]) -> list[Described]:
    """「アクト状態の守護持ちと、アクト状態の守護なしフォロワーがいる」: one noun's description joined by
    と (「…持ちと、」) is two cards of the same owner sharing the noun; a follower joined by と to an owned
    one is that owner's too."""
    out: list[Described] = []
    for d in described:
        last = out[-1] if out else None
        if (  # 「守護持ちのフォロワーが1体と、守護なしのフォロワーが1体」: the second is the first's owner's
            last is not None and last.noun is not None and last.owner is not None and d.noun is not None
            and d.owner is None and _JOINED.fullmatch(reading.text, last.end(), min(f.start for f in d.all()))
        ):  # fmt: skip
            d = Described(replace(d.noun, owner=last.owner), d.facts)
        joints = [
            i
            for i in range(len(d.facts) - 1)
            if _JOINED.fullmatch(reading.text, d.facts[i].end, d.facts[i + 1].start)
            and not _held_both(reading.text, d.facts[i], d.facts[i + 1])
        ]
        if d.noun is None or len(joints) != 1 or d.count != 1:
            out.append(d)
            continue
        first, second = d.facts[: joints[0] + 1], d.facts[joints[0] + 1 :]
        owner = Described(None, first).owner or d.noun.owner
        noun = replace(d.noun, owner=owner)
        out += [Described(noun, first), Described(noun, second)]
    return out


def _held_both(text: str, first: Fact, second: Fact) -> bool:
    """Whether two keywords joined by a bare と are held by one card (「【威圧】と【守護】を両方持った」)."""
    return (
        first.role is Role.KEYWORD
        and second.role is Role.KEYWORD
        and text[first.end : second.start].strip() == "と"
        and _HELD_BOTH.match(text, second.end) is not None
    )


def _attack_use(reading: Reading, f: Fact, verbs: list[Fact]) -> bool:
    """「攻撃に使える?」: the 使う of an attack verb right before it is that attack, no other move."""
    return f.concept == "use" and any(
        v.end <= f.start and reading.text[v.end : f.start].strip() in ("に", "には") for v in verbs
    )


def fight_damage(reading: Reading, f: Fact, verbs: list[Fact]) -> bool:
    """「こっちは0ダメージしか返せないけど」: a damage told after the attack with the amount a fighter's
    told 攻撃力 deals is that fight's own damage said again (8.4.9), no effect; the gate checks the run
    holds it (`reading/material.py`)."""
    return (
        f.concept == "damage"
        and isinstance(f.value, int)
        and any(v.end <= f.start for v in verbs)
        and any(s.concept == "attack" and s.value == f.value for s in reading.of(Role.STAT))
    )


def two_can_asks(reading: Reading) -> bool:
    """「そいつには攻撃できないよね?リーダーなら攻撃できる?」: can asks in two sentences are two questions
    (a tag confirmation, then the real one); one attack's yes/no answers only one of them."""
    starts = {
        max(reading.text.rfind(c, 0, f.start) for c in "。??") for f in reading.asks() if f.concept == "can"
    }
    return len(starts) > 1


def _counts_only(reading: Reading) -> bool:
    """Quantities that are only counts of followers (「フォロワーが2体」), no modifier."""
    return not reading.of(Role.MODIFIER) and all(
        f.concept == "field_count" for f in reading.of(Role.QUANTITY)
    )


def _one(cards: list[Described]) -> Described | None:
    """The one card of a side: several with facts are several cards (not modelled here); nouns with
    no facts are the same card named again (「そいつ」「こっちのフォロワー」)."""
    told = [d for d in cards if d.facts]
    if len(told) > 1:
        return None
    if told:
        return told[0]
    return cards[0] if len({d.noun.concept for d in cards if d.noun is not None}) == 1 else None


def _harmless(payload: dict[str, Any], kind: str, at_leader: bool) -> bool:
    """Defaults (体力99, 攻撃力0) that cannot change the answer: an attack on a leader, a 「できる?」,
    or a destruction the run shows anyway (a smaller 体力 or larger 攻撃力 only destroys more) — asked
    (「破壊される?」) or as what happens (「攻撃したら?」: the conclusion names only the destroyed cards,
    and a fight between followers ends no game, sve-h-11)."""
    if kind == "can" or (at_leader and kind in ("winner", "number", "outcome")):
        return True  # an attack on a leader: the attacker's unstated 体力 is never hit (8.4.9)
    if kind not in ("destroyed", "outcome"):
        return False
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return False
    return any(
        e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
        for e in result.events
    )


def _one_fate(reading: Reading, payload: dict[str, Any], seat: Mapping[str, str]) -> bool:
    """「破壊される?」 is answered by whether a card is destroyed: stated when the card asked about is
    named (the follower noun right before the ask, 「こっちのフォロワーって生き残る?」: the gate reads its
    own fate), or, with none named, when both fighters share it."""
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return False
    gone = {
        str(e.data.get("to_player"))
        for e in result.events
        if e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
    }
    ask = next((f for f in reading.asks() if f.concept == "destroyed"), None)
    start = max(reading.text.rfind(c, 0, ask.start) for c in "。??") + 1 if ask is not None else 0
    named = [
        f.owner for f in reading.of(Role.CARD)
        if ask is not None and f.concept == "follower" and start <= f.start < ask.start and f.owner in seat
    ]  # fmt: skip
    if named and named[-1] is not None:
        return True  # the gate's verdict is the named card's fate (`reading/fate.asked_fate`: sve-bw-17)
    if ask is not None and _owner_subject(reading, ask) is not None:
        return True  # 「俺のは残るよね?」「相手のは破壊される?」: the side's card (`fate._owner_subject`)
    if ask is not None and removes_attacked(ask):
        return True  # 「倒せる?」「破壊できる?」: the attacked card's fate (`fate.asked_fate`, audit 26b)
    return len(gone) != 1


def state_decides(payload: dict[str, Any], defender: str) -> bool:
    """「相手の【オーラ】持ちフォロワー、攻撃できる?」 with its state untold: whether the attack is refused
    differs between the attacked follower standing (the engine's default) and acted (8.4.3.1), so the
    default would decide — 'no' had been stated, and 【オーラ】 forbids no attack (12.15.2.1, audit 12b)."""
    field = payload.get(defender, {}).get("field") or []
    if not field or field[0].get("acted"):
        return False
    acted = dict(
        payload, **{defender: dict(payload[defender], field=[dict(field[0], acted=True), *field[1:]])}
    )
    return _refused(payload) != _refused(acted)


def fate_unsaid(reading: Reading, payload: dict[str, Any], seat: Mapping[str, str], after: int) -> bool:
    """「…攻撃。自分のフォロワーってどうなる?」: a follower named after the attack, asked what happens to,
    that the run does not destroy — the conclusion names only the destroyed cards, so it says nothing of
    it (audit 12b: 「相手のフォロワーは破壊されます」 had answered it)."""
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return True
    gone = {
        str(e.data.get("to_player"))
        for e in result.events
        if e.type == "move" and e.data.get("from_zone") == "field" and e.data.get("to_zone") == "graveyard"
    }
    asked = [f for f in reading.of(Role.CARD) if f.concept == "follower" and f.start > after]
    return any(f.owner is None or f.owner not in seat or seat[f.owner] not in gone for f in asked)


def _refused(payload: dict[str, Any]) -> bool:
    try:
        result = simulate(GAME, payload)
    except EngineError:
        return True
    return any(e.type == "rejected" for e in result.events)


# 「…持ち(攻撃力3/体力4)に」: a stat read inside the parentheses ends before their closing one
_AT = re.compile(r"[^()()、。]*?[))]?\s*(?:\([^()]*\)|\([^()]*\))?\s*(?:に|を|へ)")


def target_unsaid(reading: Reading, target: Described, span: tuple[int, int], defending: str) -> bool:
    """The defending follower taken as the attacked one though the attack's sentence does not say it
    (no 「…に/を」 after it, no 「そいつに」) while the defending leader is named too: either could be
    the attack's target (8.4.5), so the fight is not planned."""
    start, end = span
    if POINTED.search(reading.text[start:end]):
        return False
    # the target's words inside the sentence (「俺のフォロワーは【ドレイン】持ち」 may tell it more later)
    inside = [f.end for f in target.all() if start <= f.end <= end]
    said = bool(inside) and _AT.match(reading.text, max(inside)) is not None
    leader = any(
        f.role is Role.CARD and f.concept == "leader" and f.owner in (defending, None) for f in reading.facts
    )
    return leader and not said


_OTHER = re.compile(r"(?:別|他|ほか|もう\s*(?:1|１|一)\s*体)\s*の")


def _coordinated(reading: Reading, cards: list[Described]) -> bool:
    """Two follower nouns of one side joined by と/や (「フォロワーともう1体のフォロワー」): two cards, not
    one named again."""
    nouns = sorted((d for d in cards if d.noun is not None), key=lambda d: d.end())
    return any(
        re.match(r"\s*[とや]", reading.text[a.end() : min(f.start for f in b.all())]) is not None
        for a, b in pairwise(nouns)
    )


def _another(reading: Reading, d: Described) -> bool:
    """「別の」「他の」「もう1体の」 in a noun's words (「もう1体の俺のフォロワー」): a card other than one
    said before it."""
    if d.noun is None:
        return False
    first = min(f.start for f in d.all())
    return _OTHER.search(reading.text[max(0, first - 8) : d.noun.start]) is not None


def _denied_only(d: Described) -> bool:
    """「疾走とかはなし」「アクトしてるのは0体」: keywords or states only denied, said of no card."""
    return bool(d.facts) and all(f.role in (Role.KEYWORD, Role.STATE) and f.negated for f in d.facts)


# 「俺の場にアクト状態の守護持ちが1体。前のターンからいる俺のフォロワーで」: a field listed, then a bare noun
_PLACED = re.compile(r"(?:場|フィールド|盤面)\s*(?:に|には|にも)")
_PLACED_AFTER = re.compile(
    r"[、,]\s*(?:[^。??、]{0,6}の)?\s*(?:場|フィールド|盤面)\s*(?:に|には|にも)\s*(?:いる|ある|出て)"
)
_AGAIN = re.compile(r"(?:この|その|そいつ|こいつ|あいつ|それ)\s*(?:の)?\s*(?:(?:俺|自分|僕|私)\s*の)?\s*$")


def _placed_apart(reading: Reading, cards: list[Described]) -> bool:
    """A card told as one of those on its side's field (「俺の場に…が1体」) and a bare follower noun of a
    later sentence, not named again by この/その: the field may hold others, so which follower acts is
    not said (round 13 audit: the listed acted 【守護】 had been made the attacker, 'no' stated)."""
    text = reading.text
    told = [d for d in cards if d.facts and d.noun is not None]
    bare = [d for d in cards if not d.facts and d.noun is not None]
    for t in told:
        assert t.noun is not None
        start = max(text.rfind(c, 0, t.noun.start) for c in "。??") + 1
        end = min((i for i in (text.find(c, t.noun.end) for c in "。??") if i >= 0), default=len(text))
        # 「あとアクト状態の守護持ちが1体、こっちの場にいる」: the field named after the card (audit13)
        if not _PLACED.search(text, start, t.noun.start) and not _PLACED_AFTER.search(text, t.noun.end, end):
            continue
        for b in bare:
            assert b.noun is not None
            opening = max(text.rfind(c, 0, b.noun.start) for c in "。??、") + 1
            if b.noun.start > end and not _AGAIN.search(text, opening, b.noun.start):
                return True
    return False
