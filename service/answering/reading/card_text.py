"""A quoted card text (「相手のフォロワー1体に3ダメージ」「カードを2枚引く」「UNITを1つ対象とし、それを
持ち主の手札に戻す。」) read into the effect vocabulary every engine shares (`service.engine.effects`).

`read_text(body, game)` gives the effects in printed order — ``{"effect": "damage", "amount": 3}``,
``{"effect": "modify", "stats": {"attack": 1, "health": 1}}`` … — with the one card they choose (its
kind, the side it must be on, a cost or power ceiling), the players they name and a duration, **and
the parts of the text it could not read**. Those parts (a condition, a choice, 「まで」, a cost, a
duration it does not model, a second chooser) are what a plan may not run: `CardText.whole` is false
and the question stays withheld. The words are data: `lexicon/card_text.json` (per game the card
nouns and the stat names of +X/+Y; the common effect, chooser, duration and filler patterns).

A text opening with a trigger word whose timing the game's engine carries out (sve ラストワード, onepiece
【KO時】: lexicon "triggers") has that `timing` and is not `whole`: only a plan that puts it on the card
holding it reads it (plans/quoted_effect). 「これは」「このキャラの」 name that card (no choice); a stat
pair is read with each sign (「+2/+0」「-2/-2」).

The sides are the text's own (「相手の」 of the player who uses it); `seen_by` turns them to the
asker's when the opponent uses the text.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.model import OTHER_OWNER, Accounted, Fact, Reading, Role, Status

_DATA = Path(__file__).resolve().parent.parent / "lexicon" / "card_text.json"
QUOTE = re.compile(r"「([^「」]*)」|『([^『』]*)』")
_MAX = 100_000


@dataclass(frozen=True, slots=True)
class Chosen:
    """The one card a text chooses: its kind, the side it must be on (None: either), a ceiling."""

    kind: str
    side: str | None = None
    limit: str | None = None  # "cost" / "power"
    most: int | None = None  # 「コスト3以下」 → 3


@dataclass(frozen=True, slots=True)
class CardText:
    """What one quoted text says; `unread` are the parts of it no pattern read."""

    body: str
    effects: tuple[dict[str, Any], ...] = ()
    chosen: tuple[Chosen, ...] = ()
    players: tuple[str, ...] = ()  # the sides of the players it names (「相手のリーダーに」)
    duration: str | None = None
    unread: tuple[str, ...] = field(default=())
    timing: str | None = None  # a triggered ability's timing (「ラストワード …」), None: resolved now

    @property
    def whole(self) -> bool:
        """Every part read, at least one effect, at most one card chosen and one player named, and no
        trigger: a triggered ability (「ラストワード …」) resolves only when its event happens, which only
        a plan that carries it on its card reads (plans/quoted_effect)."""
        return (
            not self.unread
            and bool(self.effects)
            and len(self.chosen) + len(self.players) <= 1
            and self.timing is None
        )

    def seen_by(self, user: str) -> CardText:
        """The text with its sides as the asker sees them when `user` ("self"/"opponent") uses it."""
        if user == "self":
            return self
        flip = OTHER_OWNER.get
        chosen = tuple(
            Chosen(c.kind, flip(c.side, c.side) if c.side else None, c.limit, c.most) for c in self.chosen
        )
        players = tuple(flip(p, p) for p in self.players)
        return CardText(self.body, self.effects, chosen, players, self.duration, self.unread, self.timing)

    def allows(self, kind: str, side: str | None, stats: dict[str, int]) -> bool | None:
        """Whether the one card chosen may be a `kind` card on `side` with `stats`; None when a
        ceiling's stat is not told."""
        if len(self.chosen) != 1:
            return None
        c = self.chosen[0]
        if c.kind != kind or (c.side is not None and side is not None and c.side != side):
            return False
        if c.side is not None and side is None:
            return None
        if c.limit is not None:
            told = stats.get(c.limit)
            if told is None or c.most is None:
                return None
            return told <= c.most
        return True


@cache
def _lexicon() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_DATA.read_text(encoding="utf-8"))
    return data


@cache
def _patterns(
    game: str,
) -> tuple[re.Pattern[str], dict[str, str], tuple[str, str] | None, re.Pattern[str]]:
    lex = _lexicon()
    spec = lex["games"][game]
    kinds: dict[str, str] = spec["kinds"]
    alternatives = "|".join(re.escape(k) for k in sorted(kinds, key=len, reverse=True))
    chooser = re.compile(lex["chooser"].replace("{KINDS}", f"(?:{alternatives})"))
    pair = (spec["pair"][0], spec["pair"][1]) if spec["pair"] else None
    itself = re.compile(lex["itself"].replace("{KINDS}", f"(?:{alternatives})"))
    return chooser, kinds, pair, itself


def sources(game: str) -> tuple[dict[str, str], bool]:
    """The card nouns whose ability a quoted text may be in `game` (→ the zone they stand in), and
    whether its draws are planned with no source told (`lexicon/card_text.json` "sources")."""
    spec = _lexicon()["games"].get(game, {})
    return dict(spec.get("sources", {})), bool(spec.get("unsourced", False))


def read_text(body: str, game: str) -> CardText:
    """One quoted text (without its 「」) read into effects; what is left over is `unread`."""
    lex = _lexicon()
    if game not in lex["games"]:
        return CardText(body, unread=(body,))
    chooser, kinds, pair, itself = _patterns(game)
    text = unicodedata.normalize("NFKC", body).replace("−", "-")
    effects: list[dict[str, Any]] = []
    chosen: list[Chosen] = []
    players: list[str] = []
    duration: str | None = None
    unread: list[str] = []
    timing, pos = _trigger(text, game)
    named = False  # 「これは」「このキャラの」: the text names the card that holds it
    linked: dict[str, Any] = {}  # a cost read before the effect it pays for (`_link`)
    skipped = ""
    following = False  # 「次に」 read, for the reduce_damage after it
    while pos < len(text):
        rest = text[pos:]
        step = 0
        for p in lex["players"]:
            m = re.match(p["regex"], rest)
            if m:
                players.append(p["side"])
                step = m.end()
                break
        if not step and not following and (m := re.match(lex["next_damage"], rest)):
            step, following = m.end(), True  # 「次に…受けるダメージ」: the next damage only
        if not step and not chosen:
            m = itself.match(rest)
            if m:
                step, named = m.end(), True
        if not step:
            m = chooser.match(rest)
            if m and m.group("kind"):
                kind = next(v for k, v in kinds.items() if m.group("kind").startswith(k))
                side = lex["sides"].get(m.group("side") or "")
                most = int(m.group("max")) if m.group("max") else None
                limit = {"コスト": "cost", "パワー": "power"}.get(m.group("limit") or "")
                chosen.append(Chosen(kind, side, limit, most))
                step = m.end()
        if not step:
            for e in lex["effects"]:
                if game not in e.get("games", (game,)):
                    continue
                m = re.match(e["regex"], rest)
                if m is None:
                    continue
                effect = _effect(e, m, pair, lex["games"][game].get("stat_names", {}))
                if effect is None:
                    break
                if linked.pop("next", False):
                    effect["if_done"] = True
                if effect["effect"] == "reduce_damage" and following:
                    effect["next"], following = True, False
                effects.append(effect)
                step = m.end()
                break
        if not step:
            step = _link(rest, game, effects, linked)
        if not step:
            for d in lex["durations"]:
                m = re.match(d["regex"], rest)
                if m:
                    duration = d["duration"]
                    step = m.end()
                    break
        if not step:
            m = re.match(lex["fillers"], rest)
            step = m.end() if m else 0
        if step:
            if skipped:
                unread.append(skipped)
                skipped = ""
            pos += step
        else:
            skipped += text[pos]
            pos += 1
    if skipped:
        unread.append(skipped)
    unread.extend(["次に"] if following else [])  # 「次に」 with no damage replacement after it
    if linked.get("next"):
        unread.append("そうしたなら")  # a cost with no effect after it
    if duration is not None:
        effects = [e | {"duration": duration} if e["effect"] == "modify" else e for e in effects]
    if named and chosen:
        unread.append("これ")  # the card itself and a chosen card: which one an effect reaches is not read
    return CardText(body, tuple(effects), tuple(chosen), tuple(players), duration, tuple(unread), timing)


def _link(rest: str, game: str, effects: list[dict[str, Any]], linked: dict[str, Any]) -> int:
    """A joint of steps that hang on each other, right after a discard (card_text.json "links"):
    kiseki 1203.6 「…捨ててもよい。そうしたなら、(効果)」 and ninjaslayer 1203.7 「…捨てて、(効果)して
    もよい。」 make the discard a cost and the next effect run only if it was paid (`cost` /
    `if_done`); 0 when no joint is read here (the rest stays unread)."""
    for joint in _lexicon()["games"][game].get("links", ()):
        m = re.match(joint["regex"], rest)
        if m is None:
            continue
        kind = joint["link"]
        last = effects[-1] if effects else {}
        if kind == "cost_then" and last.get("effect") == "discard" and "cost" not in last:
            last["cost"] = True
            linked["next"] = True
            return m.end()
        if kind == "cost_te" and last.get("effect") == "discard" and "te" not in linked:
            linked["te"] = len(effects) - 1
            return m.end()
        te = linked.get("te")
        if kind == "cost_end" and te is not None and len(effects) == te + 2:
            effects[te]["cost"] = True
            effects[te + 1]["if_done"] = True
            linked.pop("te")
            return m.end()
    return 0


def _trigger(text: str, game: str) -> tuple[str | None, int]:
    """The triggered ability's timing a text opens with (「ラストワード カードを1枚引く」) and where its
    effect begins; (None, 0) when it opens with none. Only the timings the game's engine carries out
    are listed (`lexicon/card_text.json` "triggers"): any other trigger stays unread."""
    for t in _lexicon()["games"][game].get("triggers", ()):
        m = re.match(t["regex"], text)
        if m:
            return t["timing"], m.end()
    return None, 0


def trigger_before(text: str, start: int, game: str) -> tuple[int, str] | None:
    """A trigger word told right before a quote (「【KO時】「カードを1枚引く」」): where it begins and its
    timing — the quote is then that triggered ability's effect; None when none is."""
    before = unicodedata.normalize("NFKC", text[:start])
    if len(before) != start:
        return None  # the offsets would not be the question's own
    for t in _lexicon()["games"].get(game, {}).get("triggers", ()):
        m = re.search(t["regex"].removeprefix("^") + r"\s*$", before)
        if m:
            return m.start(), t["timing"]
    return None


def _effect(
    entry: dict[str, Any], m: re.Match[str], pair: tuple[str, str] | None, names: Mapping[str, str]
) -> dict[str, Any] | None:
    kind = entry["effect"]
    if kind == "modify":
        # 「パワー+2000」 (the entry's stat), 「STR+2」「攻撃力+2」 (the game's name for it; another
        # game's: unread)
        stat = entry.get("stat") or (names.get(m.group("name")) if entry.get("named") else None)
        if entry.get("named") and stat is None:
            return None
        if stat is not None:
            n = int(m.group("n"))
            return {"effect": kind, "stats": {stat: -n if m.group("sign") == "-" else n}}
        if pair is None:
            return None
        a, b = (int(m.group(n)) * (-1 if m.group(f"s{n}") == "-" else 1) for n in ("a", "b"))
        return {"effect": kind, "stats": {s: v for s, v in zip(pair, (a, b), strict=True) if v}}
    who = {"who": _lexicon()["sides"][m.group("who")]} if "who" in m.re.groupindex and m.group("who") else {}
    if entry.get("all"):
        return {"effect": kind, "amount": "all"} | who
    if "n" in m.re.groupindex:
        n = int(m.group("n"))
        if not 0 < n <= _MAX:
            return None
        return {"effect": kind, "amount": n} | who
    return {"effect": kind}


def quoted(text: str) -> list[tuple[int, int, str]]:
    """The quotes of a question: (start, end, body), the span with its brackets."""
    return [
        (m.start(), m.end(), m.group(1) if m.group(1) is not None else m.group(2))
        for m in QUOTE.finditer(text)
    ]


def quoted_read(
    accounted: tuple[Accounted, ...], spans: tuple[tuple[int, int], ...]
) -> tuple[Accounted, ...]:
    """The facts inside the quotes a plan read whole (`BuiltScenario.quoted`) as used: the plan turned
    every part of those texts into its scenario's effects and checked the card they choose (a choice
    told outside the quotes, 「選ばれたのは…」, is that chooser's)."""
    if not spans:
        return accounted
    asks = [(a.fact.start, a.fact.end) for a in accounted if a.fact.role is Role.ASK]
    return tuple(
        replace(a, status=Status.USED, field="quoted text", note="")
        if a.status is Status.NOT_MODELED
        and (
            any(s <= a.fact.start and a.fact.end < e for s, e in spans)
            or _asked_fate(a.fact, asks)
            or _chose(a.fact)
        )
        else a
        for a in accounted
    )


def _chose(fact: Fact) -> bool:
    """「選ばれたのは俺のキャラ」「そいつを対象にした」: the choice a read text's chooser makes (the plan
    checked that the text may choose the told card)."""
    return fact.role is Role.ACTION and fact.concept == "target" and not fact.negated


def _asked_fate(fact: Fact, asks: list[tuple[int, int]]) -> bool:
    """「KOされる?」「破壊される?」: the destroy said inside the ask is what is asked, no act told."""
    return (
        fact.role is Role.ACTION
        and fact.concept == "destroy"
        and any(s <= fact.start and fact.end <= e for s, e in asks)
    )


def outside_quotes(reading: Reading, spans: tuple[tuple[int, int], ...]) -> Reading:
    """The question as the gate's inverse checks see it when a plan read quotes whole: the quotes
    blanked (offsets kept), their facts and unread words dropped — 「コスト2以下の」 inside a text is the
    chooser's ceiling the plan checked, no second card of cost 2 and no unread 「以下」."""
    if not spans:
        return reading
    text = list(reading.text)
    for s, e in spans:
        text[s:e] = " " * (e - s)
    facts = tuple(f for f in reading.facts if not any(s <= f.start and f.end < e for s, e in spans))
    unread = tuple(u for u in reading.unread if not any(s <= u[0] and u[1] < e for s, e in spans))
    return replace(reading, text="".join(text), facts=facts, unread=unread)
