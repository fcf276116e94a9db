"""A card's 種族 after it becomes or gains one (10.19.1 / 10.19.2), asked as whether a choice of that
race can choose it: 「種族「人間」のリゾネイターが種族「ドラゴン」になった。「人間1体を選ぶ」で選べる?」
(no: ‘なる’ loses the races it had) / 「…ドラゴンを得た。…選べる?」 (yes: ‘得る’ adds).

From the question's text: the card's race before (「種族が人間の」「種族「人間」の」「(種族:人間)」「人間の
リゾネイター」), the one change (「種族「ドラゴン」になった/を得た」「「種族が竜になる」を受けた」), and the
race the asked choice needs (「「人間1体を選ぶ」」「「人間のリゾネイター1体を対象とする」」「まだドラゴン
扱い」), which must be the race before or the new one. The clauses' facts are the race plan's (`racing`,
a REREAD); the asked choosing verb (選べる/狙える/対象にできる) is the act run.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from service.answering.plans.fow_common import asked, built, of, quoted, seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_R = r"([^\s「」『』()()、。::のがはをにでもとっ]{1,8}?)"
_BEFORE = (
    re.compile(rf"種族\s*(?:が|は|:|:)?\s*「?{_R}」?\s*(?:の|[)）])"),
    re.compile(rf"「{_R}」\s*の\s*(?:自分の|相手の)?\s*リゾネイター"),
    re.compile(rf"(?:^|[。、]|相手の|自分の|場に|こっちの|俺の)\s*{_R}\s*の\s*リゾネイター"),
)
# 「ドラゴンになった」「ドラゴンを得た」「「ドラゴン」に「なる」状態」 (the verb quoted from its card text)
_CHANGE = re.compile(
    rf"(?:種族\s*(?:が|:|:)?\s*)?「?{_R}」?\s*"
    r"(を得|を獲得|になっ|になる|になり|に\s*[「『]\s*なる\s*[」』]|を\s*[「『]\s*得る\s*[」』])"
)
_WANTED = (
    # 「…」 or 『…』 card text: 「人間1体を選ぶ」「対象のエルフ1体に500ダメージ」
    re.compile(rf"[「『](?:対象の)?(?:種族が)?{_R}\s*(?:のリゾネイター)?\s*1\s*体\s*(?:を|に)"),
    re.compile(rf"まだ\s*{_R}\s*(?:でもある|扱い|のまま)"),
    re.compile(rf"{_R}\s*として(?:も)?\s*(?:扱え|選べ)"),
)
# the change's own clause told not to have happened (「…はかかってない」「…は受けなかった」「…じゃない」)
_DENIED = re.compile(
    r"(?:て|で)\s*(?:い|は|も)?\s*な[いく]|なかっ|じゃな|ではな|ず(?:に|、|$)|(?:は|も)な[いく]"
)
_ASKED_VERB = re.compile(r"選べ|狙え|対象に\s*(?:まだ)?\s*(?:でき|と[れら])|扱え")
_NOT_RACES = frozenset(
    {"相手", "自分", "こっち", "俺", "カード", "リゾネイター", "種族", "対象", "それ", "こいつ", "状態"}
)


def _race(m: re.Match[str]) -> str:
    return m.group(1).removeprefix("種族")


_READ = "the race before, its change or the race a choice needs: read by the race plan (10.19)"
_ACT = "the choice a 「選べる?」 asks (10.13.1): whether the card is a legal choice of that race"


@dataclass(frozen=True, slots=True)
class RaceChange:
    before: str
    after: str
    mode: str  # become / gain
    wanted: str
    spans: tuple[tuple[int, int], ...]
    act: tuple[int, int]
    words: tuple[tuple[int, int], ...]  # the race names as written (「人間」 read whole: a TERM)


def read_race(reading: Reading) -> RaceChange | None:
    text = reading.text
    # 「「ドラゴンになる」になった」: the verb's own ending before 」 (「る」) names no race
    changes = [
        m
        for m in _CHANGE.finditer(text)
        if _race(m) and _race(m) not in _NOT_RACES and not re.fullmatch(r"[ぁ-ゟ]+", _race(m))
    ]
    if len(changes) != 1:
        return None
    change = changes[0]
    tail = re.split(r"[。!?！？\n「『]", text[change.end() :].lstrip("る」』 "), maxsplit=1)[0]
    if _DENIED.search(tail):
        return None  # 「『種族ドラゴンを得る』効果はかかってない」: the change denied, not applied
    befores = {_race(m): m for p in _BEFORE for m in p.finditer(text, 0, change.start())}
    wanted = {_race(m): m for p in _WANTED for m in p.finditer(text, change.end())}
    befores = {r: m for r, m in befores.items() if r and r not in _NOT_RACES}
    wanted = {r: m for r, m in wanted.items() if r and r not in _NOT_RACES}
    after = _race(change)
    befores.pop(after, None)
    if len(befores) != 1 or len(wanted) != 1:
        return None
    before, bm = next(iter(befores.items()))
    want, wm = next(iter(wanted.items()))
    if want not in (before, after):
        return None
    verbs = list(_ASKED_VERB.finditer(text, wm.start()))
    if not verbs:
        return None
    mode = "gain" if "得" in change.group(2) else "become"
    quote = re.compile(r"[「『][^「」『』]*[」』]")
    spans = [(bm.start(), bm.end()), (change.start(), change.end()), (wm.start(), wm.end())]
    spans += [(q.start(), q.end()) for q in quote.finditer(text) if q.start() <= wm.start() < q.end()]
    # the quotes in the change (「「ドラゴン」に「なる」」: the verb's own) or around it
    spans += [
        (q.start(), q.end())
        for q in quote.finditer(text)
        if q.start() < change.end() and change.start() < q.end()
    ]
    words = tuple(m.span(1) for m in (bm, change, wm))
    return RaceChange(before, after, mode, want, tuple(spans), (verbs[-1].start(), verbs[-1].end()), words)


def racing(reading: Reading) -> Reading:
    """The facts of the race clauses (種族, the choice's quote) are the race plan's; the asked choosing
    verb is the act (read as 'target' when the reader read none there)."""
    race = read_race(reading) if asked(reading, "can") is not None else None
    if race is None:
        return reading
    kept = (Role.ASK, Role.OWNER, Role.TURN, Role.NEUTRAL, Role.CARD)
    quotes = [s for s in race.spans if reading.text[s[0]] in "「『"]

    def reread(f: Fact) -> Fact:
        if f.role is Role.ACTION and f.concept == "target" and f.start >= race.act[0] - 4:
            return f
        if f.role not in kept and any(s <= f.start and f.end <= e for s, e in race.spans):
            inside = any(s < f.start and f.end < e for s, e in quotes) and not re.search(r"[0-9]", f.text)
            return dataclasses.replace(
                f, role=Role.TERM if inside else Role.NEUTRAL, concept="race", why=_READ
            )
        if f.role is Role.MODIFIER and f.concept == "tribe":
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="race", why=_READ)
        if (
            f.role is Role.MODIFIER
            and f.concept == "effect"
            and any(0 <= f.start - e <= 1 for _, e in quotes)
        ):
            # 「『人間のリゾネイター1体を選ぶ』効果で」: the quoted change's or choice's own effect
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="race", why=_READ)
        return f

    facts = [reread(f) for f in reading.facts]
    named = {(f.start, f.end) for f in facts}
    facts += [
        Fact(start, end, reading.text[start:end], Role.TERM, "race", why=_READ)
        for start, end in race.words
        if (start, end) not in named
    ]
    if not any(f.role is Role.ACTION and f.concept == "target" and f.start >= race.act[0] - 4 for f in facts):
        start, end = race.act
        facts.append(Fact(start, end, reading.text[start:end], Role.ACTION, "target", why=_ACT))
    out = tuple(sorted(facts, key=lambda f: (f.start, f.end)))
    return reading if out == reading.facts else dataclasses.replace(reading, facts=out)


def race_choice(reading: Reading) -> BuiltScenario | None:
    if asked(reading, "can") is None:
        return None
    race = read_race(reading)
    if race is None:
        return None
    unread = [q for q in re.finditer(r"[「『][^「」『』]*[」』]", reading.text)
              if not any(s < q.end() and q.start() < e for s, e in race.spans)
              and not any(p.match(q.group()) for p in _WANTED)]  # fmt: skip
    ends = [m.end() for m in re.finditer(r"[。!?！？\n]", reading.text[: race.act[0]])]
    asked_from = ends[-1] if ends else 0  # the sentence of the asked choosing verb
    chosen = [f for f in of(reading, Role.ACTION, "target")
              if quoted(reading, f) is None and not asked_from <= f.start <= race.act[1]]  # fmt: skip
    after = re.search(r"[。!?！？\n]", reading.text[race.act[1] :])
    aside = reading.text[race.act[1] + after.end() :] if after else ""
    if unread or chosen or len(re.sub(r"[\s。!?！？、…]", "", aside)) > 3:
        # 「『このカードは選ばれない』も持ってる」「…選べる?ただしその効果はもう切れてる」: not read
        return None
    cards = [c for c in of(reading, Role.CARD) if c.concept == "resonator"]
    owners = {c.owner for c in cards if c.owner is not None}
    if len(owners) > 1 or not cards:
        return None
    me = seats(reading)
    notes: list[str] = []
    owner = owners.pop() if owners else "self"
    if not any(c.owner for c in cards):
        notes.append("種族が変わるリゾネイターは自分のものとしています(選べるかはこれによりません)。")
    card = {"id": "r1", "name": "リゾネイター", "kind": "resonator", "races": [race.before]}
    payload: dict[str, Any] = {
        "player1": {},
        "player2": {},
        "operations": [
            {"kind": "change_race", "player": me[owner], "card": "r1", "race": race.after, "mode": race.mode},
            {"kind": "choose", "player": me["self"], "card": "r1", "race": race.wanted},
        ],
    }
    payload[me[owner]]["field"] = [card]
    word = "を得た" if race.mode == "gain" else "になった"

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"種族「{race.after}」{word}リゾネイターは種族「{race.wanted}」を持たず、選べません"
        return f"種族「{race.after}」{word}リゾネイターは種族「{race.wanted}」を持ち、選べます"

    return built("race", payload, head, notes, me["self"])
