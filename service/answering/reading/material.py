"""Fact accounting for what the reader did not read: outcome-changing material in unread text.

Every content span of a question must be used, neutral or not_modeled. A span no fact reads (or
only a glossary TERM, which carries no value) is checked against `lexicon/material.json`: a number,
a sign or a change to a number (+1, 倍, 軽減, 増加), a negation or prevention (受けない, 無効), a
bracketed keyword or quoted text, or an amount already taken (「このターンもうジツで2点食らってる」 —
also when its number was counted as "the scenario has the same number"). Such a span is not_modeled:
the verdict is withheld and the note names it. Filler and question words are neutral lexicon entries
and are covered, so they never count.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading.acting import _named_seats
from service.answering.reading.doubted_claim import read_doubts
from service.answering.reading.lexicon import lexicon
from service.answering.reading.means_damage import means_damage
from service.answering.reading.model import Reading, Role

_DATA = Path(__file__).resolve().parents[1] / "lexicon" / "material.json"
_UNCOVERING = frozenset({Role.TERM})  # read, but with no value: its span still needs accounting


@cache
def _patterns() -> tuple[tuple[re.Pattern[str], ...], re.Pattern[str]]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    pats = tuple(re.compile(p["regex"]) for p in data["patterns"])
    return pats, re.compile(data["held"]["regex"])


@cache
def _strict() -> dict[str, dict[str, re.Pattern[str]]]:
    """The regexes a filler word does not read — a pattern marked ``"neutral_reads": false`` (a
    condition inside quoted card text, 「…状態なら、…」, where the lexicon's neutral なら is filler
    elsewhere) is covered only by a fact with a value — each with the phrases a game's plans read
    in that text (``"plans_read"``: game → regexes; fow's 「そうしたなら」, a discard then a draw)."""
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return {
        p["regex"]: {game: re.compile("|".join(rx)) for game, rx in p.get("plans_read", {}).items()}
        for p in data["patterns"]
        if p.get("neutral_reads") is False
    }


def _plan_read(reading: Reading, start: int, end: int, reads: Mapping[str, re.Pattern[str]]) -> bool:
    """The span lies in a phrase the game's plans read (`_strict`)."""
    pat = reads.get(reading.game or "")
    return pat is not None and any(m.start() <= start and end <= m.end() for m in pat.finditer(reading.text))


def _covered(reading: Reading, uncovering: frozenset[Role] = _UNCOVERING) -> list[bool]:
    mask = [False] * len(reading.text)
    for f in reading.facts:
        if f.role in uncovering:
            continue
        for i in range(f.start, min(f.end, len(mask))):
            mask[i] = True
    return mask


def unread_material(reading: Reading, payload: Mapping[str, Any] | None = None) -> str | None:
    """The first unread span that could change the outcome, or None. An amount already taken is
    read when a decisive fact (not a bare number, not the damage action itself) spans it or the
    scenario holds that amount as a card's damage (the `damage` concept's keys in `engine_map.json`)
    or as a scripted damage's ``amount``."""
    text = reading.text
    pats, held = _patterns()
    unheld: tuple[int, str] | None = _prior_damage(reading, payload)
    # 「アイサツで3ダメージ入った」: the アイサツ's own damage, held as its attacker's カラテ
    means = means_damage(reading)
    for m in held.finditer(text):
        told = means is not None and payload is not None and m.start() <= means.start < m.end()
        if told and _held_in(payload, {means.value if means else None}, frozenset({"karate"})):
            continue
        # a fact spanning the amount: inside the match, or a told state running past it (「すでに200ダメー
        # ジが蓄積してる」 read whole as fow's damage_taken — blind AT fow-at-08, AV fow-av-07 had withheld)
        inside = [
            f
            for f in reading.facts
            if (f.start < m.end() and m.start() < f.end and f.role is Role.STAT)
            or (m.start() <= f.start and f.end <= m.end())
        ]
        # the amount's number, also when a damage action reads it (「すでに2点ダメージを負ってる」):
        # the action is the damage taken before, which only the card's damage (or a scripted
        # damage of that amount) holds — the same number elsewhere (カラテ2) does not
        amounts = {f.value for f in reading.facts if f.start < m.end() and m.start() < f.end
                   and isinstance(f.value, int) and f.role in (Role.NUMBER, Role.ACTION)}  # fmt: skip
        if not any(f.decisive and f.role not in (Role.NUMBER, Role.ACTION) for f in inside) and not (
            payload is not None and _held_in(payload, amounts, _damage_keys(reading.game) | {"amount"})
        ):
            unheld = (m.start(), m.group(0)) if unheld is None or m.start() < unheld[0] else unheld
            break
    masks = {False: _covered(reading), True: _covered(reading, _UNCOVERING | {Role.NEUTRAL})}
    strict = _strict()
    doubts = read_doubts(text, reading.facts)  # 「…半分しか入らないんだっけ? 何点?」: the asker's belief
    for pat in pats:
        reads = strict.get(pat.pattern)
        mask = masks[reads is not None]
        for m in pat.finditer(text):
            start, end = m.start(), m.end()
            if all(mask[start:end]) or _bracket_read(reading, start, end) or _asked(reading, start, end):
                continue
            if any(s <= start and end <= e for s, e in doubts):
                continue
            if reads is not None and _plan_read(reading, start, end, reads):
                continue
            if unheld is None or start < unheld[0]:  # the span named is the first in the text
                return m.group(0)
    return unheld[1] if unheld is not None else None


_ATTACKS = frozenset({"attack", "aisatsu", "attacked"})


def _prior_damage(reading: Reading, payload: Mapping[str, Any] | None) -> tuple[int, str] | None:
    """A damage amount told before the attack (「相手がコトダマで1ダメージ。そのあとアイサツされた」) is
    damage the card already has when the attack comes: the scenario must hold it as a card's damage
    or a scripted damage of that amount — the same number elsewhere (the attacker's カラテ1) is not
    it."""
    attacks = [f.start for f in reading.of(Role.ACTION) if f.concept in _ATTACKS and not f.negated]
    if payload is None or not attacks:
        return None
    keys = _damage_keys(reading.game) | {"amount"}
    for f in reading.of(Role.ACTION):
        if (
            f.concept == "damage"
            and not f.negated
            and isinstance(f.value, int)
            and f.end <= min(attacks)
            and not _held_in(payload, {f.value}, keys)
        ):
            return f.start, f.text
    # a damage told after the attack (「殴って、そのあとスペルで相手リーダーに3ダメージ」) is a second
    # damage the scenario must hold — as a scripted damage, or as the attack's own (the attacker's
    # stat of that number) — not one the run drops: the asked life would miss it
    last_ask = max(reading.text.rfind("?"), reading.text.rfind("？"))
    asking = reading.text.rfind("。", 0, last_ask) + 1 if last_ask >= 0 else len(reading.text)
    for f in reading.of(Role.ACTION):
        if (
            f.concept == "damage"
            and not f.negated
            and isinstance(f.value, int)
            and f.start > max(attacks)
            and f.end <= asking
            and not _held_in(payload, {f.value}, keys | _ATTACK_STATS)
        ):
            return f.start, f.text
    return None


# the keys a scenario holds an attacker's damage-dealing stat under (sve 攻撃力, onepiece パワー,
# ninjaslayer カラテ, kiseki STR, fow 攻撃力)
_ATTACK_STATS = frozenset({"attack", "power", "karate", "str", "atk"})


def _damage_keys(game: str | None) -> frozenset[str]:
    return frozenset(lexicon(game).engine.get("damage", {}).get("keys", ()))


def _held_in(payload: Any, amounts: set[Any], keys: frozenset[str]) -> bool:
    """A mapping anywhere in the payload holds one of `amounts` under one of `keys`."""
    if isinstance(payload, Mapping):
        # a list under a key (a divided amount 「[2, 1]」) holds each of its numbers; never hashed whole
        held = [
            v for k in keys for v in (payload[k] if isinstance(payload.get(k), list) else [payload.get(k)])
        ]
        if any(isinstance(v, (int, str)) and v in amounts for v in held):
            return True
        return any(_held_in(v, amounts, keys) for v in payload.values())
    if isinstance(payload, list):
        return any(_held_in(v, amounts, keys) for v in payload)
    return False


def _bracket_read(reading: Reading, start: int, end: int) -> bool:
    """A bracketed keyword is read when a KEYWORD fact spans it; quoted text when something inside
    it is read (a quote nothing in reads is unknown card text)."""
    if reading.text[start] == "【":
        return any(f.role is Role.KEYWORD and f.start <= start and end <= f.end for f in reading.facts)
    if reading.text[start] in "[［":  # a cost symbol is a TERM ([光]) or a stat ([1]): any fact over it
        return any(f.start <= start and end <= f.end for f in reading.facts)
    if reading.text[start] in "「『":  # its numbers and modifiers are checked by the other patterns
        # a bare number inside (『…常に1点になる』, which may match a number of the scenario only by
        # chance) does not read the text
        return any(f.role not in _UNREAD_IN_QUOTE and start < f.start and f.end < end for f in reading.facts)
    return False


_UNREAD_IN_QUOTE = frozenset({Role.NEUTRAL, Role.NUMBER})


def _asked(reading: Reading, start: int, end: int) -> bool:
    """Material in the asked phrase (「防げる?」「11に増える?」「何枚増えて」) is what is asked."""
    tail = re.match(r"[^。?？]{0,4}[?？]", reading.text[end:])
    return tail is not None or any(f.role is Role.ASK and 0 <= start - f.end <= 1 for f in reading.facts)


_SUBJECT = re.compile(r"(自分|相手)は")


def side_against(reading: Reading, summary: str) -> str | None:
    """The builder's sentence speaks of a player no fact of the question belongs to (「うちのUNITが
    スタンさせられた」 simulated and told as 「相手は絆を3点失います」): the scenario seated the
    question's cards on the other side. A player's count with no owner said (「お互い…9枚」) could
    be either player's, so it skips the check."""
    owned = [f for f in reading.facts if f.role is not Role.OWNER]
    if not reading.of(Role.CARD) or any(f.role is Role.QUANTITY and f.owner is None for f in owned):
        return None
    # 「お互い9枚」 (owner both): a fact of each player
    held = {"self": ("自分",), "opponent": ("相手",), "both": ("自分", "相手")}
    sides = {s for f in owned if f.owner is not None for s in held.get(f.owner, ("相手",))}
    first = summary.removeprefix("シミュレーション結果:").split("。")[0]
    said = set(_SUBJECT.findall(first))
    against = sorted(said - sides)
    if sides and against:
        told, mine = "・".join(against), "・".join(sorted(sides))
        return f"シミュレーションの文は{told}について述べていますが、質問のカードは{mine}のものです"
    return None


def seats_against(payload: Mapping[str, Any], seats: Mapping[str, str]) -> str | None:
    """The planner reflected the question's owned facts on the seat the scenario's own card names
    call the other player's (「相手の【バニッシュ】持ちにリーダー殴られた」 built with 【バニッシュ】 on
    「自分のリーダー」): the scenario's situation is not the question's."""
    named = _named_seats(payload)
    if named is None or dict(named) == dict(seats):
        return None
    return "質問の持ち主とシナリオのカード名の持ち主(自分/相手)が逆になっています"
