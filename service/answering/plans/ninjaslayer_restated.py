"""ニンジャスレイヤー REREAD: an act told again is the same act, not another one.

* named back — 「自分のキャラでそいつにアイサツした。…このアイサツが終わった後、…」: an action word
  after a demonstrative (この/その/今の/さっきの/例の) whose act the question already told is that act
  (ninjaslayer-bu-15: the plans had counted two アイサツ for one card and declined);
* the asker's reasoning — 「…を撃った。…同時にダメージ受けてるんだから同時に10枚になって、…の勝ち…で
  いいんだよね?」: in a sentence that asks for confirmation (よね?/でいい?/で合ってる?), an action in its
  reason clause (…から/…ので) restates an act already told (ninjaslayer-bu-01: the 「ダメージ受け」 had been
  a second damage effect, and the each-player plan declined).

* the hand told untouched — 「相手の1ターン目の間は手札を1枚も使ってない」: the denied act and the count
  inside the phrase are its words (ninjaslayer-bu-06: the denied 使っ had been an act the run must not do).

* a ジツ paid told with the cards it turned — 「ジツ3を払って3枚裏にした」: the payment is the face-down
  part that follows it (1320.1; the ジツ becomes ``jitsu_paid``, kept with its value, for the plans
  that read the part as the zone's — ninjaslayer-bu-16).

* an effect told by what it does — 「場のキャラの常時能力で、手札のキャラのコストを3軽くしてくれる」: the
  「能力で」 is the source of the cost change said after it in its sentence, which the plans run
  (1204.2g-6; ninjaslayer-bu-08).

Each keeps the words, read as neutral; only an act of a concept told earlier is taken, so a new act
said the same way (「次のアイサツで…」, no demonstrative, or a reason naming an act never told) stays read.
"""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role

# この/その/今の/さっきの/例の right before the act's word (「このアイサツ」「そのアイサツで」)
_BACK = re.compile(r"(?:この|その|今の|いまの|さっきの|例の|先ほどの)\s*$")
_SENTENCE = re.compile(r"[^。?？!！]+[。?？!！]*")
# a sentence asking the asker's own conclusion back: 「…でいいんだよね?」「…で合ってる?」「…だよね?」
_CONFIRM = re.compile(
    r"(?:よね|でいい(?:の|んだよね|んですよね|ですか|んですか)?|で(?:合|あ)って(?:る|ます)(?:か|よね)?"
    r"|ってこと(?:だよね|でいい)?|じゃない(?:の)?)\s*[??？]+\s*$"
)
# the reason clause's end: 「…受けてるんだから」「…なので」
_REASON = re.compile(r"(?:ん|の)?(?:だから|ですから|から|ので|なので)")
_WHY = "an act told again (ninjaslayer_restated)"


def _told_before(reading: Reading, f: Fact) -> bool:
    return any(
        a.role is Role.ACTION and a.concept == f.concept and not a.negated and a.end <= f.start
        for a in reading.facts
    )


def _reasoned(text: str) -> list[tuple[int, int]]:
    """The reason clauses of the sentences that ask the asker's conclusion back."""
    spans: list[tuple[int, int]] = []
    for m in _SENTENCE.finditer(text):
        if not _CONFIRM.search(m.group(0)):
            continue
        reason = _REASON.search(text, m.start(), m.end())
        if reason is not None:
            spans.append((m.start(), reason.end()))
    return spans


def _jitsu_paid(reading: Reading) -> set[Fact]:
    """The ジツ cost and its payment said before the face-down part they made, in one sentence, the part's
    count the ジツ's (「ジツ3を払って3枚裏にした」)."""
    text = reading.text
    out: set[Fact] = set()
    for part in reading.of(Role.QUANTITY):
        if part.concept != "damage_zone_face_down" or not isinstance(part.value, int):
            continue
        start = max(text.rfind(c, 0, part.start) for c in "。?？!！") + 1
        costs = [f for f in reading.of(Role.STAT) if f.concept == "jitsu" and start <= f.start < part.start]
        if len(costs) != 1 or costs[0].value != part.value:
            continue
        paid = [
            f
            for f in reading.of(Role.ACTION)
            if f.concept == "pay" and not f.negated and costs[0].end <= f.start < part.start
        ]
        out |= {costs[0], *paid}
    return out


_CHANGES = frozenset({"cost_down", "cost_up"})
# 「さらに+0/+3」「もう一回+1/+1」: a second application, not the first said again
_MORE = re.compile(
    r"(?:さらに|もう\s*(?:一|1|１)\s*(?:回|度|つ)|追加で|重ねて|二重に|2回|２回)\s*[「『]?\s*$"
)


def _said_again(reading: Reading) -> set[Fact]:
    """A ±X/±Y said again in a later sentence (「「このターン+0/+3」を付けてた。…+0/+3が切れたら」): the
    modifier told, not a second one — unless the question says it is applied again (「さらに」)."""
    text = reading.text
    out: set[Fact] = set()
    mods = [f for f in reading.of(Role.MODIFIER) if f.concept == "modify" and not f.negated]
    for later in mods:
        start = max(text.rfind(c, 0, later.start) for c in "。?？!！") + 1
        if any(
            f.text.strip() == later.text.strip() and f.end <= start for f in mods if f is not later
        ) and not _MORE.search(text[max(0, later.start - 8) : later.start]):
            out.add(later)
    return out


def _sources(reading: Reading) -> set[Fact]:
    """The effect words (「能力で」「効果で」) whose sentence goes on to say the change they make."""
    text = reading.text
    out: set[Fact] = set()
    for f in reading.of(Role.MODIFIER):
        if f.concept != "effect" or f.negated:
            continue
        end = min((i for i in (text.find(c, f.end) for c in "。?？!！") if i >= 0), default=len(text))
        if any(m.concept in _CHANGES and f.end <= m.start < end for m in reading.of(Role.MODIFIER)):
            out.add(f)
    return out


def restated(reading: Reading) -> Reading:
    """`reading` with the acts told again read as neutral."""
    text = reading.text
    jitsu = _jitsu_paid(reading) | _sources(reading) | _said_again(reading)
    reasons = _reasoned(text)

    # 「手札を1枚も使ってない」: the denied act and its count are the words of the hand told untouched
    # 「起こす効果とかは使わない」: the denied use is the words of the effect told denied
    kept = [
        (f.start, f.end)
        for f in reading.facts
        if (f.role is Role.NEUTRAL and f.concept == "untouched") or (f.role is Role.MODIFIER and f.negated)
    ]

    def again(f: Fact) -> bool:
        if f in jitsu:
            return True
        if f.role in (Role.ACTION, Role.NUMBER) and any(s <= f.start and f.end <= e for s, e in kept):
            return True
        if f.role is not Role.ACTION or f.negated or not _told_before(reading, f):
            return False
        if _BACK.search(text[max(0, f.start - 6) : f.start]):
            return True
        return any(s <= f.start and f.end <= e for s, e in reasons)

    if not any(again(f) for f in reading.facts):
        return reading
    facts = tuple(
        dataclasses.replace(
            f, role=Role.NEUTRAL, concept="jitsu_paid" if f.concept == "jitsu" else "restated", why=_WHY
        )
        if again(f)
        else f
        for f in reading.facts
    )
    return dataclasses.replace(reading, facts=facts)
