"""Summoning a resonator (10.5): it is put on the chase as a 召喚呪文 and enters the field when that
resolves — that is ‘召喚された’ (10.5.2); negated, it goes from the chase to its owner's graveyard
(10.11.1); put onto the field directly by an effect it is not summoned, so its own 『このカードが召喚
されたとき』 is not met.

From the reading: the one resonator named outside card text, the 召喚 told (or 召喚呪文), a negation
of it (「無効にされたら」), the field entry told as direct (「直接場に出した」「チェイスを経由せず」), and
the card's own 『このカードが召喚されたとき、カードをN枚引く』 (10.14.1; it resolves with no one
responding and the deck holds 20 — named). Asked: what happens or where it goes (no count: a count
asked is another plan's).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import asked, built, denied, of, quoted, seats
from service.answering.plans.fow_tell import summon_head
from service.answering.reading.acting import put_as_summon
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario

_OWN_TRIGGER = re.compile(
    r"この(?:カード|リゾネイター|J/リゾネイター)が召喚された(?:とき|時)[、,]?\s*カードを\s*([0-9]+)\s*枚"
    r"(?:引く|ドローする)"
)


# 「召喚した」「召喚し、」「召喚する」「召喚呪文」: a summon told, not only asked (「‘召喚された’?」)
_SUMMON_TOLD = re.compile(
    r"召喚(?:し(?:た(?!こと|の)|て|、|,)|する(?!こと|の|\s*(?:じゃ|では|でな|んじゃ))|呪文|\s*[。、,(（])"
)  # 「(召喚するじゃない方)」: the summon denied, no summon told
# 「直接場に出した」「チェイスを経由せず」: a direct put told (10.5.2), which the plan runs as one
_PUT_TOLD = re.compile(
    r"直接|そのまま\s*場|(?:経由|通さ)(?:せ)?ず|(?:経由し|通さ)ないで"
    r"|[「『][^「」『』]*場に出す[」』]\s*(?:で|を使|の効果)"  # 「「デッキから…を場に出す」で出した」
)
# what happens, where it goes, whether 『召喚されたとき』 triggers (「誘発する?」)
_ASKS = ("outcome", "about:trigger")
# the card's own trigger, its effect told or not: 『このカードが召喚されたとき』
_OWN = re.compile(r"(?:この(?:カード|リゾネイター|J/リゾネイター)が|[「『])召喚され(?:た|る)(?:とき|時)")
# 「誘発する?」「発動しますか?」: the yes/no the trigger check answers (10.14.1)
_TRIGGER_ASKED = re.compile(r"誘発|発動")
_PUTTING = re.compile(r"場に出")
_PUTS = re.compile(r"場に出|召喚する")
_EFFECT = "the asked trigger's own effect (not a draw): whether it triggers does not depend on it (10.14.1)"
# 「まだチェイスで解決されてない」「チェイスに乗ってる間に相手が対応してきた」: the summon told unresolved,
# or answered on the chase — the plan's run resolves it (or negates it only when told)
_UNRESOLVED = re.compile(
    r"解決(?:され)?(?:て(?:い)?な|ず|する前|される前|前)|対応|チェイス(?:エリア)?(?:に|上に)\s*(?:乗|の|置かれ|残)っ"
)
_QUOTE = re.compile(r"[「『][^「」『』]*[」』]")
# 「その能力は無効化されていた」「誘発能力を無効にした」「効果が無効」: an ability or effect negated
_ABILITY_NEGATED = re.compile(r"(?:能力|効果|テキスト)\s*(?:は|を|が|も)?\s*(?:すでに|既に|もう)?\s*無効")
# 『召喚する』『召喚した』: the act quoted from its card text — the summon told, read by this plan
_SUMMON_QUOTED = re.compile(r"[「『]\s*召喚(?:する|した|される)?\s*[」』]")
# a player other than the asker named in the asking clause (「相手は」「友達が」「Aさんは」)
_OTHER_ASKED = re.compile(r"(?:相手|向こう|友達|友人|あいつ|[A-ZＡ-Ｚ]さん)\s*(?:は|が|も|って|の方|側)")
_READ = (
    "read by the summon plan: the effect that puts the card (its count is the one card) or the asked trigger"
)


def summon_asked(reading: Reading) -> Reading:
    """「『手札からリゾネイター1枚を場に出す』効果で…直接場に出した。『このカードが召喚されたとき』能力って
    誘発する?」: the count in the quoted effect that puts the card is that one card, and the 誘発 of the
    asked 「誘発する?」 is the ask — both the summon plan's (read by no other plan)."""
    if not _OWN.search(reading.text):
        return reading
    spans = [(a.start, a.end) for a in reading.asks() if a.concept == "can" and _TRIGGER_ASKED.match(a.text)]

    def reread(f: Fact) -> Fact:
        q = quoted(reading, f)
        # 「手札からリゾネイター1枚を召喚する」「…1枚を場に出す」: the one card the quoted effect puts
        putting = q is not None and _PUTS.search(reading.text, q[0], q[1]) is not None
        if f.role is Role.QUANTITY and f.value == 1 and putting:
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="summon_read", why=_READ)
        trigger = (f.role is Role.MODIFIER and f.concept == "trigger") or f.concept == "about:trigger"
        if trigger and any(s <= f.start < e for s, e in spans):
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="summon_read", why=_READ)
        # 「「このカードが召喚された時、対象のリゾネイターに300ダメージ」…発動する?」: the asked trigger's
        # effect other than a draw — whether it ‘発動する’ (10.14.1) does not depend on it
        own = _OWN.search(reading.text, q[0], q[1]) if q is not None else None
        if (
            spans
            and own is not None
            and f.role is Role.ACTION
            and f.concept != "draw"
            and f.start >= own.end()
        ):
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="trigger_effect", why=_EFFECT)
        return f

    facts = tuple(reread(f) for f in reading.facts)
    facts = _effect_asked(reading, facts)
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_EFFECT_ASKED = "the own trigger's draw asked (「これでドローできる?」): whether it triggers (10.14.1)"


def _effect_asked(reading: Reading, facts: tuple[Fact, ...]) -> tuple[Fact, ...]:
    """「このカードが召喚された時、カードを1枚ドローする」…「これでドローできる?」: the draw asked right
    before the can is the card's own trigger's effect — whether it triggers is asked, no draw told."""
    if not _OWN_TRIGGER.search(reading.text):
        return facts
    # 「相手はドローできる?」: the draw asked of another player than the card's (its own trigger draws
    # for its controller) is not the trigger asked — left a draw, which this plan does not run
    cans = [
        a.start
        for a in reading.asks()
        if a.concept == "can" and not _OTHER_ASKED.search(_clause(reading, a.start))
    ]
    return tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="summon_effect_asked", why=_EFFECT_ASKED)
        if f.role is Role.ACTION
        and f.concept == "draw"
        and quoted(reading, f) is None
        and any(reading.text[f.end : c].strip() == "" for c in cans if c > f.start)  # 「引け|ける」 overlap
        else f
        for f in facts
    )


def _clause(reading: Reading, end: int) -> str:
    """The asking clause ending at `end`: from the sentence's start (after 。 or ?) or its last comma."""
    head = reading.text[:end]
    cut = max(head.rfind(c) for c in "。?？、")
    return head[cut + 1 :]


def _asks_trigger(reading: Reading, ask: Fact) -> bool:
    """「誘発する?」「発動する?」, or 「ドローできる?」 of the card's own trigger's draw (`_effect_asked`)."""
    if ask.concept != "can":
        return False
    return _TRIGGER_ASKED.match(ask.text) is not None or any(
        f.concept == "summon_effect_asked"
        and f.start < ask.start
        and reading.text[f.end : ask.start].strip() == ""
        for f in reading.facts
    )


def summoned(reading: Reading) -> BuiltScenario | None:
    trigger_asked = [a for a in reading.asks() if _asks_trigger(reading, a)]
    if trigger_asked and (len(reading.asks()) > 1 or not _OWN.search(reading.text)):
        return None  # 「誘発する?」 checked of the card's own 『このカードが召喚されたとき』 only
    if (
        any(f.concept not in _ASKS and f not in trigger_asked for f in reading.asks())
        or "召喚" not in reading.text
    ):
        return None  # a count or a yes/no the run does not answer
    if of(reading, Role.QUANTITY) or of(reading, Role.NUMBER):
        return None  # 「2体召喚したら」: this plan summons one resonator and counts nothing
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    if not cards or {c.concept for c in cards} != {"resonator"} or len({c.owner for c in cards} - {None}) > 1:
        return None
    for f in of(reading, Role.ACTION):
        inside = quoted(reading, f) is not None
        if f.negated or f.concept not in (("play", "draw") if inside else ("play", "activate")):
            return None  # another action told: not the one summon this plan runs
    if _UNRESOLVED.search(reading.text):
        return None
    if any(
        not (_OWN.search(q.group()) or _PUTS.search(q.group()) or _SUMMON_QUOTED.fullmatch(q.group()))
        for q in _QUOTE.finditer(reading.text)
    ):
        return None  # 『能力を失う』『このカードは召喚されない』: card text the run does not model
    if not _SUMMON_TOLD.search(reading.text) and not _PUT_TOLD.search(reading.text):
        return None  # 「効果でリゾネイターを場に出した。‘召喚された’?」: only asked, no summon told (10.5.2)
    negated = [m for m in of(reading, Role.MODIFIER, "prevent") if not denied(reading, m)]
    if any(_ABILITY_NEGATED.search(reading.text, max(0, m.start - 8), m.end) for m in negated):
        return None  # 「その能力は無効化されていた」: the ability negated, not the summon (not run)
    if of(reading, Role.MODIFIER, "prevent") != negated or len(negated) > 1:
        return None  # 「無効にされなかったら」: a negation denied is not read as the summon resolving
    me = seats(reading)["self"]
    ops: list[dict[str, Any]] = [{"kind": "summon", "player": me, "card": "s"}]
    ops.append({"kind": "negate", "player": me, "card": "s"} if negated else {"kind": "resolve_chase"})
    direct = _PUT_TOLD.search(reading.text) is not None
    if direct and _SUMMON_TOLD.search(reading.text):
        return None  # 「直接場に出したんじゃなくて召喚した」: which of the two was done is not read
    if direct or put_as_summon(reading.text, {"operations": ops}) is not None:  # 「直接場に出した」 (10.5.2)
        if negated:
            return None
        ops = [{"kind": "put_onto_field", "player": me, "card": "s"}]
    spec: dict[str, Any] = {"id": "s", "name": cards[0].text}
    own = [q.group()[1:-1] for q in _QUOTE.finditer(reading.text) if _OWN.search(q.group())]
    if own:  # 『このリゾネイターが召喚されたとき』: the card's own printed text, carried by it
        spec["keywords"] = own
    notes: list[str] = []
    drawn = _OWN_TRIGGER.search(reading.text)
    if drawn is not None:  # its own 『このカードが召喚されたとき、カードをN枚引く』 (10.14.1)
        spec["triggers"] = [{"on": "summoned", "draw": int(drawn.group(1))}]
        notes.append(
            "誘発した能力は誰も対応せず解決されるものとし、デッキは20枚(エンジンの既定)としています。"
        )
    elif of(reading, Role.ACTION, "draw"):
        return None  # a draw told that is not the card's own trigger
    elif trigger_asked:  # 『このカードが召喚されたとき』, its effect not told: whether it triggers is asked
        spec["triggers"] = [{"on": "summoned"}]
        told = any(f.concept == "trigger_effect" for f in reading.facts)
        notes.append(
            (
                "誘発能力の効果は実行していません"
                if told
                else "誘発能力の効果は質問にないため、何もしない効果としています"
            )
            + "(誘発するかはこれによりません)。"
        )
    if trigger_asked:  # 10.14.1: it ‘発動する’ only if the card was summoned (10.5.2)
        ops.append({"kind": "trigger", "player": me, "card": "s"})
    if asked(reading, "outcome") is None and not re.search(r"[?\uff1f]", reading.text):
        return None
    return built("summon", {me: {"hand": [spec]}, "operations": ops}, summon_head, notes, me)
