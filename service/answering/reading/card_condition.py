"""The conditions of a quoted card text (「あなたの手札が2枚以下なら、カードを2枚引く」「【ネクロチャージ5】
相手のフォロワー1体に3ダメージ」「【覚醒】カードを2枚引く」), decided from the state the question tells.

`parts(body, game)` splits a text at its conditions (words in `lexicon/card_conditions.json`: a plain
「(player)の(zone)が N 以上/以下/未満/より多い なら」 and each game's notations): a condition governs the
effects after it up to the end of its sentence (。), what stands outside is unconditional; each part is
read by the shared quote reader (`reading.card_text`). `decide(...)` keeps the parts whose condition the
told state meets — a part valid under a condition is void while the condition is not met (sve 10.3.3,
onepiece 8-3-2; sve's notations 13.4.1.2 覚醒, 13.5.1.2 ネクロチャージ with the card itself not counted,
13.5.1.3.1) — and gives the text with those effects only, and a sentence per condition citing the clause
that defines it. It is None (no verdict) when a condition's state is not told, or when an earlier effect
of the same text could change that state before it is checked (a hand counted after the text's own
draws is the told hand plus those draws; any other state after an effect is not read).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.card_text import QUOTE, CardText, read_text
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role

_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "card_conditions.json"
_SIDES = {"あなた": "self", "自分": "self", "相手": "opponent"}
_NAMES = {
    "hand": "手札",
    "graveyard": "墓場のカード",
    "pp_max": "PP最大値",
    "leader_health": "リーダーの体力",
    "damage_zone": "ダメージ・ゾーン",
    "kizuna": "絆",
    "life": "ライフ",
    "don_given": "カードに付与されたドン!!",
}
# 「さらに」 opening a conditional part: one more effect, in printed order (no other meaning here)
_MORE = re.compile(r"^\s*さらに\s*[、,]?\s*")
_HOLDS = {
    ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    "<": lambda a, b: a < b,
}
_WORDS = {">=": "以上", "<=": "以下", ">": "より多い", "<": "未満"}


@dataclass(frozen=True, slots=True)
class Condition:
    """One condition: the state it counts, whose (the text's own side), how it compares with `n`, the
    clauses that define it and the phrase as printed."""

    state: str
    side: str
    cmp: str
    n: int
    rules: tuple[str, ...]
    phrase: str


@dataclass(frozen=True, slots=True)
class Part:
    """A part of a text: its condition (None: unconditional), what it says, and where it stands in the
    normalised text — [start, end), the condition's phrase ending at `said_end`."""

    condition: Condition | None
    text: CardText
    start: int = 0
    said_end: int = 0
    end: int = 0


@cache
def _lexicon() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return data


@cache
def _patterns(game: str) -> tuple[tuple[re.Pattern[str], dict[str, Any]], ...]:
    lex = _lexicon()
    spec = lex["games"].get(game)
    if spec is None:
        return ()
    whats = "|".join(re.escape(w) for w in sorted(spec["whats"], key=len, reverse=True))
    plain = re.compile(lex["plain"].replace("{WHATS}", whats))
    found = [(plain, {"plain": True})]
    found += [(re.compile(n["regex"]), n) for n in spec.get("notations", ())]
    return tuple(found)


def told_concepts(game: str) -> dict[str, str]:
    """The reading's QUANTITY concepts a question tells a state by → the state (`card_conditions.json`
    "told")."""
    return dict(_lexicon()["told"].get(game, {}))


def payload_keys(game: str) -> dict[str, str]:
    """A told state → the player-spec field that holds it in the game's scenario."""
    return dict(_lexicon()["payload"].get(game, {}))


def _condition(m: re.Match[str], entry: dict[str, Any], game: str) -> Condition | None:
    lex = _lexicon()
    spec = lex["games"][game]
    if entry.get("plain"):
        state = spec["whats"][m.group("what")]
        return Condition(
            state,
            _SIDES[m.group("who")],
            lex["compare"][m.group("cmp")],
            int(m.group("n")),
            tuple(spec["rules"]),
            m.group(0).strip(" 、,"),
        )
    n = int(m.group("n")) if "n" in m.re.groupindex else int(entry["n"])
    return Condition(entry["state"], "self", entry["cmp"], n, tuple(entry["rules"]), m.group(0).strip(" 、,"))


def parts(body: str, game: str) -> tuple[Part, ...] | None:
    """The text split at its conditions, each part read; None when it holds no condition."""
    text = unicodedata.normalize("NFKC", body).replace("−", "-")
    found: list[tuple[int, int, Condition]] = []
    for pattern, entry in _patterns(game):
        for m in pattern.finditer(text):
            cond = _condition(m, entry, game)
            if cond is not None:
                found.append((m.start(), m.end(), cond))
    if not found:
        return None
    found.sort(key=lambda f: f[0])
    out: list[Part] = []
    at = 0
    for start, end, cond in found:
        if start < at:
            return None  # overlapping conditions: not read
        if text[at:start].strip(" 、,。"):
            out.append(Part(None, read_text(text[at:start], game), at, at, start))
        stop = text.find("。", end)
        stop = len(text) if stop < 0 else stop + 1
        nxt = [s for s, _e, _c in found if s > start]
        if nxt and nxt[0] < stop:
            stop = nxt[0]  # 「…なら、…。…なら、…」 each its own; two in one sentence: the next starts a part
        out.append(Part(cond, read_text(_MORE.sub("", text[end:stop]), game), start, end, stop))
        at = stop
    if text[at:].strip(" 、,。"):
        out.append(Part(None, read_text(text[at:], game), at, at, len(text)))
    return tuple(out)


def states(body: str, game: str) -> set[tuple[str, str]] | None:
    """The (state, side) pairs a text's conditions count, sides the text's own; None: no condition."""
    split = parts(body, game)
    if split is None:
        return None
    return {(p.condition.state, p.condition.side) for p in split if p.condition is not None}


def decide(
    body: str, game: str, user: str, told: Mapping[tuple[str, str], int]
) -> tuple[CardText, tuple[str, ...]] | None:
    """The text with the effects of the parts whose condition holds (the others void), and a sentence
    per condition; `user` ("self"/"opponent") uses the text, `told` holds each (state, side) the
    question tells, sides the asker's. None when a state is not told or not readable where it stands."""
    split = parts(body, game)
    if split is None:
        return None
    effects: list[dict[str, Any]] = []
    kept: list[CardText] = []
    said: list[str] = []
    for part in split:
        if part.text.timing is not None:
            return None
        cond = part.condition
        if cond is None:
            kept.append(part.text)
            effects += part.text.effects
            continue
        side = cond.side if user == "self" else OTHER_OWNER.get(cond.side, cond.side)
        value = told.get((cond.state, side))
        if value is None:
            return None
        if effects:
            drawn_only = all(set(e) == {"effect", "amount"} and e["effect"] == "draw" for e in effects)
            if cond.state != "hand" or side != user or not drawn_only:
                return None  # a state an earlier effect of the text may have changed
            value += sum(int(e["amount"]) for e in effects)  # the text's own draws, resolved before
        met = _HOLDS[cond.cmp](value, cond.n)
        whose = "自分" if side == "self" else "相手"
        rules = "、".join(cond.rules)
        cite = f"({rules})" if rules else "(カードのテキスト)"
        verdict = (
            "満たしているので、その効果を解決します" if met else "満たしていないので、その効果は発生しません"
        )
        state = f"{whose}の{_NAMES.get(cond.state, cond.state)}は{value}で、{cond.n}{_WORDS[cond.cmp]}"
        if cond.state == "don_given":  # 【ドン!!×N】: the DON!! given to the card that holds the text
            state = f"このカードに付与されたドン!!は{value}枚で、{cond.n}枚{_WORDS[cond.cmp]}"
        if cond.state == "own_turn":  # 【自分のターン中】【相手のターン中】: whose turn it is now
            state = f"今は{whose if value else ('相手' if side == 'self' else '自分')}のターンで、その条件"
        said.append(f"条件「{cond.phrase}」: {state}を{verdict}{cite}")
        if met:
            kept.append(part.text)
            effects += part.text.effects
    merged = CardText(
        body,
        tuple(effects),
        tuple(c for t in kept for c in t.chosen),
        tuple(p for t in kept for p in t.players),
        next((t.duration for t in kept if t.duration), None),
        tuple(u for p in split for u in p.text.unread),
    )
    return merged, tuple(said)


def condition_counts(reading: Reading, game: str, spans: tuple[tuple[int, int], ...]) -> tuple[Fact, ...]:
    """The counts inside the condition phrases of the quotes a plan read (「あなたの手札が2枚以下なら」 →
    手札2): thresholds of the text, no state of the game — the gate does not set them."""
    if not spans:
        return ()
    phrases: list[tuple[int, int]] = []
    for m in QUOTE.finditer(reading.text):
        if not any(s < m.end() and m.start() < e for s, e in spans):
            continue
        body = m.group(1) if m.group(1) is not None else m.group(2)
        if len(unicodedata.normalize("NFKC", body)) != len(body):
            continue
        split = parts(body, game) or ()
        phrases += [(m.start() + 1 + p.start, m.start() + 1 + p.said_end) for p in split if p.condition]
    return tuple(
        f
        for f in reading.facts
        if f.role is Role.QUANTITY and any(s <= f.start and f.end <= e for s, e in phrases)
    )


def blank_ranges(body: str, game: str, kept: tuple[bool, ...]) -> list[tuple[int, int]] | None:
    """Where `body` is blanked once its conditions are decided: each condition's phrase, and the whole
    part of a condition not met (`kept`: one flag per condition, in order). None when the normalised
    text is not the body's own length (the offsets would not be the body's)."""
    text = unicodedata.normalize("NFKC", body).replace("−", "-")
    split = parts(body, game)
    if split is None or len(text) != len(body):
        return None
    flags = iter(kept)
    return [(p.start, p.said_end if next(flags, True) else p.end) for p in split if p.condition is not None]


def blanked(body: str, game: str, kept: tuple[bool, ...]) -> str | None:
    """`body` as a plan reads it once its conditions are decided (`blank_ranges` as spaces)."""
    ranges = blank_ranges(body, game, kept)
    if ranges is None:
        return None
    out = list(unicodedata.normalize("NFKC", body).replace("−", "-"))
    for start, stop in ranges:
        out[start:stop] = " " * (stop - start)
    return "".join(out)


def met_flags(body: str, game: str, said: tuple[str, ...]) -> tuple[bool, ...]:
    """Whether each condition of `body` was met, from `decide`'s sentences (in order)."""
    return tuple("を満たしているので" in s for s in said)
