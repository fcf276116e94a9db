"""Choosing fewer cards than an effect asks for (10.13): 「『あなたの墓地のリゾネイター1枚を選び、手札に
加える』…墓地にリゾネイターが2枚。選ばずに済ませられる?」 (no: a public zone, 10.13.1) and 「『デッキから
リゾネイター1枚を探して手札に加える』…デッキにあるけど見つからなかったことにしていい?」 (yes: a hidden
zone, a card with specific information, 10.13.2).

From the question's text: the one quoted instruction that chooses or searches (選ぶ/選び/探す) — its zone
(デッキ/山札, 墓地, 場, 除外), the number it asks, and for a deck whether it names information (「リゾネイ
ター1枚」「ドラゴンのカード1枚」; 「カード1枚」 names none, not planned) —; how many fitting cards the
zone holds, told outside the quote (「墓地にリゾネイターが2枚ある」; 「デッキに入ってる」 is at least one);
how many the asker would choose (「選ばずに」「見つからなかったことに」「1枚だけ選んで」); and a deck every
player can see (「公開されている」). An optional instruction (「選んでもよい」「まで」) or a target (対象) is
not planned. The facts of those clauses are the choice's (`choosing`, a REREAD), read by no other plan.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from service.answering.plans.choice_told import instruction, words
from service.answering.plans.fow_common import asked, built, seats
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_QUOTE = re.compile(r"[「『]([^「」『』]{2,60})[」』]")
_ZONES = {"デッキ": "deck", "山札": "deck", "墓地": "graveyard", "除外エリア": "removed", "場": "field"}
_ZONE = re.compile(r"デッキ|山札|墓地|除外エリア|場|手札")
_COUNT = re.compile(r"([0-9]+)\s*(?:枚|体)")
# an instruction that leaves the number open or targets: not the duty 10.13.1 states
_OPTIONAL = re.compile(r"対象|まで|好きな|任意|てもよい|ても良い|ことができる|できる|かもしれ|望むなら")
_BEFORE = re.compile(r"(デッキ|山札|墓地)\s*から\s*$")
# 「(任意の書き方じゃない)」「任意表記はなし」: optional wording denied
_NOT_OPTIONAL = re.compile(
    r"\s*(?:の)?\s*(?:書き方|表記|記載|表現|文言)?\s*(?:は|が)?\s*(?:じゃな|ではな|でな|なし|無し|ない)"
)
_PLAIN = re.compile(r"\s*(?:から|にある|にいる|の)?\s*(?:カード)?\s*(?:を)?\s*$")
_NONE = re.compile(
    r"選ばず|選ばない|選ばなく|選ばずに|[1一][枚体]も選ば|見つからなかった|見つけずに|見つけない|"
    r"何も(?:手札に)?(?:加え|持って|選ば|取ら)|スルー|持ってこない|取らない"
)
_FEWER = re.compile(r"([0-9]+)\s*(?:枚|体)\s*だけ\s*選")
_PRESENT = re.compile(r"入って|ある|あり|いる|残って")
_SEEN = re.compile(r"公開されて|表向き|すべてのプレイヤーが見|全員が見|相手も見(?:え|られ|れ)る")
_CLAUSE = re.compile(r"[。、??!!\n()()]")
_ACT = "the number chosen of a choice (10.13): the act a 「できる?」 asks"
_READ = "the choice's instruction, its pool or the number chosen: read by the choice plan (10.13)"


@dataclass(frozen=True, slots=True)
class Choice:
    zone: str
    n: int
    matching: int
    chosen: int
    specific: bool
    seen_by_all: bool
    spans: tuple[tuple[int, int], ...]
    notes: tuple[str, ...]
    act: tuple[int, int]  # the words of the number chosen (「見つからなかった」「何も持ってこない」)


def _clause(text: str, at: int) -> tuple[int, int]:
    starts = [m.end() for m in _CLAUSE.finditer(text, 0, at)]
    end = _CLAUSE.search(text, at)
    return (starts[-1] if starts else 0), (end.start() if end else len(text))


def read_choice(reading: Reading) -> Choice | None:
    text = reading.text
    quotes = [m for m in _QUOTE.finditer(text) if re.search(r"選|探", m.group(1))]
    if not quotes and not _QUOTE.search(text):
        # 「デッキからリゾネイターを1枚探す効果で、…」: the unquoted words before 「効果」 (choice_told)
        span = instruction(text, words())
        unquoted = re.compile(rf"([\s\S]{{{span[1] - span[0]}}})").match(text, span[0]) if span else None
        quotes = [unquoted] if unquoted is not None else []
    if len(quotes) != 1 or _OPTIONAL.search(quotes[0].group(1)):
        return None
    quote = quotes[0]
    inside = quote.group(1)
    count_m = _COUNT.search(inside)
    zone_m = _ZONE.search(inside, 0, count_m.start()) if count_m else None  # not 「手札に加える」 after it
    # 「自分のメインデッキから「光のリゾネイター1枚を探して…」」: the zone right before the quote
    before = _BEFORE.search(text, max(0, quote.start() - 8), quote.start())
    if count_m is None or (zone_m is None and before is None):
        return None
    word, described = (zone_m.group(), inside[zone_m.end() : count_m.start()]) if zone_m else (
        before.group(1), inside[: count_m.start()])  # type: ignore[union-attr]  # fmt: skip
    if word not in _ZONES:
        return None
    zone = _ZONES[word]
    specific = not _PLAIN.match(described)
    if zone == "deck" and not specific:
        return None
    after = text[quote.end() :]
    if any(not _NOT_OPTIONAL.match(text, m.end()) for m in re.finditer("任意", text)):
        return None  # 「この効果は任意」: the instruction said optional outside its text
    fewer, none = _FEWER.search(after), _NONE.search(after)
    if (fewer is None) == (none is None):
        return None
    said = fewer or none
    assert said is not None
    chosen_at = quote.end() + said.start()
    act = (chosen_at, quote.end() + said.end())
    chosen = int(fewer.group(1)) if fewer else 0
    spans = [(quote.start(), quote.end()), _clause(text, chosen_at)]
    notes: list[str] = []
    # the pool: a count of the zone told after the quote, in a clause naming the zone or the card
    pools = [
        (m, c)
        for m in _COUNT.finditer(text, quote.end())
        for c in [_clause(text, m.start())]
        if not any(s <= m.start() < e for s, e in spans[1:])
        and (_ZONE.search(text[c[0] : m.start()]) or re.search(r"選べる|その", text[c[0] : m.start()]))
    ]
    if len(pools) > 1:
        return None
    n = int(count_m.group(1))
    if pools:
        matching = int(pools[0][0].group(1))
        spans.append(pools[0][1])
    else:
        core = re.sub(r"^\s*(?:から|にある|にいる|の)\s*", "", described).strip()
        told = [
            c
            for m in _PRESENT.finditer(text, quote.end())
            for c in [_clause(text, m.start())]
            if _ZONE.search(text[c[0] : m.start()])
            or re.search(r"まだ|選べる", text[c[0] : m.end()])
            or (core and core in text[c[0] : m.start()])  # 「実は光のリゾネイターが入ってる」: the card named
        ]
        if not told or (zone != "deck" and n > 1):
            return None  # how many of a public zone's cards fit decides the duty
        matching = 1
        spans.append(told[0])
        notes.append("その領域にある条件を満たすカードの枚数が質問にないため、1枚としています。")
    seen = bool(_SEEN.search(after))
    return Choice(zone, n, matching, chosen, specific, seen, tuple(spans), tuple(notes), act)


# between the choice's quote and its 「効果を使」「使っ」: 「…」効果を使った, 「…」って効果を使った
_USED = re.compile(r"\s*(?:って|という|の)?\s*(?:効果|能力|カード)?\s*(?:を)?\s*(?:効果を)?\s*")


def choosing(reading: Reading) -> Reading:
    """The facts of a choice's clauses (its quote, its pool, the number chosen) are the choice's: read
    whole by `choice_made` (the reader had read 「リゾネイターが2枚」 of a graveyard as a field count). In
    the clause of the number chosen, the choosing verb (「選ばず」, 「見つからなかった」) is the asked act."""
    choice = read_choice(reading) if asked(reading, "can") is not None else None
    if choice is None:
        return reading
    chosen_clause = choice.spans[1]
    kept = (Role.ASK, Role.OWNER, Role.TURN, Role.NEUTRAL)
    asked_act = [
        f
        for f in reading.facts
        if chosen_clause[0] <= f.start
        and f.end <= chosen_clause[1]
        and (f.role, f.concept) in ((Role.ACTION, "target"), (Role.MODIFIER, "search"))
    ][:1]
    added: tuple[Fact, ...] = ()
    if not asked_act:  # 「あえて何も持ってこない」: no verb read — the words of choosing none are the act
        start, end = choice.act
        added = (Fact(start, end, reading.text[start:end], Role.ACTION, "target", why=_ACT),)

    def reread(f: Fact) -> Fact:
        if choice.zone != "deck" and f.text == "公開" and reading.text.startswith("領域", f.end):
            # 「墓地って公開領域だよね」: what the zone is (10.13.1's public zone), no reveal
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="public_zone", why=_READ)
        if f in asked_act:  # 「見つからなかったことに」: choosing none is the act asked (10.13.2)
            return dataclasses.replace(f, role=Role.ACTION, concept="target", negated=False)
        if (f.role, f.concept) in ((Role.MODIFIER, "effect"), (Role.ACTION, "use")) and _USED.fullmatch(
            reading.text, choice.spans[0][1], f.start
        ):  # 「「…探して手札に加える」効果を使った」: the choice's own effect used, no other act
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="choice", why=_READ)
        if f.role not in kept and any(s <= f.start and f.end <= e for s, e in choice.spans):
            # inside the quote a word is a TERM (no value, not decisive), so the card text stays read
            # (`material`); a number stays NEUTRAL, which covers it
            quote = choice.spans[0]
            worded = quote[0] < f.start and f.end < quote[1] and not re.search(r"[0-9]", f.text)
            role = Role.TERM if worded else Role.NEUTRAL
            return dataclasses.replace(f, role=role, concept="choice", why=_READ)
        return f

    facts = tuple(sorted((*(reread(f) for f in reading.facts), *added), key=lambda f: (f.start, f.end)))
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_WHERE = {"deck": "デッキ", "graveyard": "墓地", "field": "場", "removed": "除外エリア"}


def choice_made(reading: Reading) -> BuiltScenario | None:
    if asked(reading, "can") is None or len(re.findall(r"[?\uff1f]", reading.text)) > 1:
        return None  # 「…していい?そのあとシャッフルする?」: a second question the choice does not answer
    choice = read_choice(reading)
    act = asked_action(reading)
    if choice is None or act is None or act.concept != "target":
        return None
    me = seats(reading)["self"]
    op: dict[str, Any] = {"kind": "choose", "player": me, "zone": choice.zone, "n": choice.n,
                          "matching": choice.matching, "chosen": choice.chosen,
                          "specific": choice.specific, "seen_by_all": choice.seen_by_all}  # fmt: skip
    payload: dict[str, Any] = {"player1": {}, "player2": {}, "operations": [op]}
    notes = [
        *choice.notes,
        "選ぶプレイヤーは効果を解決するプレイヤーとしています(選べる数はこれによりません)。",
    ]
    where = _WHERE[choice.zone]
    picked = "選ばずに" if choice.chosen == 0 else f"{choice.chosen}枚だけ選んで"

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" for e in sim.events):
            return f"{where}から{choice.n}枚を選ぶ指示で、{picked}済ませることはできません"
        return f"{where}から{choice.n}枚を選ぶ指示で、{picked}済ませることができます"

    return built("choose", payload, head, notes, me)
