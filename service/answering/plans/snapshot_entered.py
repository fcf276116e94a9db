"""A resolved effect on every card of the asker's side, then a card entered: the newcomer keeps its own
stat (kiseki 1215.6, sve 10.9.2 — ninjaslayer's is `ninjaslayer_snapshot`, 1213.6). Audit 25f.

Built from the facts: the one ±X/±Y written, in an effect text that says every card and a duration
(「このターン、あなたのUNITすべては+1/+0を得る」, `effect_scope`: a resolved ability's effect — a
standing ability named anywhere declines, it would reach the newcomer, 1215.10 / 10.9.3, and is not
modelled); then, after it in the question's order, one card of the asker's described by its stats
and played; the stat asked is the one the asking sentence names. The effect runs as a scenario
effect action (its source's kind changes nothing asked), one filler card of the asker's stands on
the field when it resolves (how many were there is not asked), and the played card costs 0 — each
named in notes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from service.answering.plans.effect_scope import EffectScope, quoted_span, said_earlier, scope_of
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

_GAIN = re.compile(r"([+-])\s*([0-9]+)\s*/\s*([+-])\s*([0-9]+)")
_LAST_SENTENCE = re.compile(r"[^。!！]*$")
_PLAYED = ("play",)
_USED = ("use", "play", "cast")
_REFERENT = re.compile(r"(?:その|この|そいつの|出した|プレイした|後から出した)\s*$")
ME = "player1"


@dataclass(frozen=True, slots=True)
class SnapshotGame:
    """One game's words and scenario shapes for the plan."""

    game: str
    noun: str  # the card concept the effect and the newcomer are (unit, follower)
    noun_ja: str
    stats: tuple[tuple[str, str, str], ...]  # (reading STAT concept, engine stat key, word asked)
    clause: str  # the clause that fixes the set at resolution
    spec: Callable[[dict[str, int]], dict[str, Any]]  # a card of the asker's with those engine stats
    play: dict[str, Any]  # the action playing card "c"
    effect: dict[str, Any]  # extra fields of the effect action (scope, kind filter)
    now: Callable[[dict[str, Any], str], int]  # a final-state card's current value of an engine stat
    sources: tuple[str, ...] = ()  # card concepts that name the effect's source (「EVENTで」)


def _gain(reading: Reading) -> tuple[Fact, int, int] | None:
    mods = [f for f in reading.of(Role.MODIFIER) if f.concept == "modify" and not f.negated]
    if len(mods) != 1:
        return None
    m = _GAIN.fullmatch(mods[0].text.strip())
    if m is None:
        return None
    x, y = int(m.group(2)), int(m.group(4))
    return mods[0], (x if m.group(1) == "+" else -x), (y if m.group(3) == "+" else -y)


def _source(g: SnapshotGame, reading: Reading, card: Fact) -> bool:
    """「EVENTで」「スペルで」: the card whose effect it is, not one it reaches."""
    return card.concept in g.sources and reading.text.startswith("で", card.end)


def _asked_stat(text: str, g: SnapshotGame) -> tuple[str, str, str] | None:
    tail = _LAST_SENTENCE.search(text.rstrip("?？ \n"))
    said = [s for s in g.stats if tail is not None and s[2] in tail.group(0)]
    return said[0] if len(said) == 1 else None


def snapshot_entered(g: SnapshotGame, reading: Reading) -> BuiltScenario | None:
    if asked(reading) != "number" or reading.of(Role.KEYWORD, Role.STATE, Role.QUANTITY, Role.TURN):
        return None
    gained = _gain(reading)
    if gained is None:
        return None
    mod, x, y = gained
    if scope_of(reading, mod) is not EffectScope.RESOLVED:
        return None
    span = quoted_span(reading, mod)
    start, end = span if span is not None else (mod.start, mod.end)
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    entered = [f for f in acts if f.concept in _PLAYED and f.start >= end]
    if len(entered) != 1 or any(f.concept not in _USED or f.start > entered[0].start for f in acts):
        return None
    at = entered[0].start
    if said_earlier(reading, end, at):
        return None  # 「…を使う前に…プレイした」: the card was there when the effect resolved
    # the effect's own card words (inside its text, or 「自分のフォロワー全部に」 before the ±X/±Y)
    cards = [c for c in reading.of(Role.CARD) if not _source(g, reading, c)]
    inside = [c for c in cards if c.start < mod.start and (span is None or c.start > start)]
    if any(c.concept != g.noun or c.owner not in (None, "self") for c in inside) or not inside:
        return None
    outside = [c for c in cards if c.start > max(end, inside[-1].end)]
    if any(c.concept != g.noun or c.owner not in (None, "self") for c in outside):
        return None
    described = [c for c in outside if c.start < at]
    referents = [c for c in outside if c.start > at]
    if len(described) != 1 or any(not _REFERENT.search(reading.text, 0, c.start) for c in referents):
        return None
    stats = [f for f in reading.of(Role.STAT) if not f.negated]
    if any(not (end <= f.start < described[0].start) or not isinstance(f.value, int) for f in stats):
        return None  # every stat told is the newcomer's, said before its noun
    told = {f.concept: int(f.value) for f in stats}  # type: ignore[arg-type]
    if len(told) != len(stats) or any(k not in {s[0] for s in g.stats} for k in told):
        return None
    which = _asked_stat(reading.text, g)
    if which is None or which[0] not in told:
        return None
    card = {key: told.get(concept, 1) for concept, key, _w in g.stats}
    keys = [key for _c, key, _w in g.stats]
    delta = {key: v for (_c, key, _w), v in zip(g.stats, (x, y), strict=True) if v}
    effect = {"type": "effect", "effect": "modify", "stats": delta, "duration": "end_of_turn", **g.effect}
    payload: dict[str, Any] = {
        ME: {
            "field": [g.spec(dict.fromkeys(keys, 1)) | {"id": "f1", "name": f"場にいた{g.noun_ja}"}],
            "hand": [g.spec(card) | {"id": "c", "name": f"後からプレイした{g.noun_ja}"}],
        },
        "actions": [effect, g.play],
    }
    notes = [
        f"効果を発生させた能力の種類と、その時に場にいた{g.noun_ja}の数は答えに関わらないので、"
        f"場に{g.noun_ja}1体がいる状態で効果を解決しています。",
        f"後からプレイした{g.noun_ja}のコストは書かれていないので0としています(答えはこれによりません)。",
    ]
    if set(told) != {s[0] for s in g.stats}:
        notes.append(f"{g.noun_ja}の書かれていない数値は1としています(聞かれている数値ではありません)。")
    _concept, key, word = which

    def head(sim: SimulationResult) -> str:
        new = next((c for c in sim.zone(ME, "field") if c["uid"] == "c"), None)
        if new is None:
            return f"{g.noun_ja}はプレイされませんでした"
        return (
            f"能力による効果は解決した時点で場にいた{g.noun_ja}にだけ適用されるので({g.clause})、"
            f"後からプレイした{g.noun_ja}の{word}は{g.now(new, key)}です"
        )

    return BuiltScenario(
        f"{g.game}.plan.snapshot_entered",
        payload,
        story(head, limit=4),
        tuple(notes),
        quoted=(span,) if span is not None else (),
    )


def _kiseki_now(card: dict[str, Any], key: str) -> int:
    index = 0 if key == "STR" else 1
    flags = card.get("flags", {})
    return int(card["stats"][key.lower()]) + sum(
        int((flags.get(k) or [0, 0])[index]) for k in ("eot_boost", "boost")
    )


def _sve_now(card: dict[str, Any], key: str) -> int:
    mods = card.get("flags", {}).get("mods", [])
    return int(card["stats"][key]) + sum(int(m.get("stats", {}).get(key, 0)) for m in mods)


KISEKI = SnapshotGame(
    game="kiseki",
    noun="unit",
    noun_ja="UNIT",
    stats=(("STR", "STR", "STR"), ("DEF", "DEF", "DEF")),
    clause="1215.6",
    spec=lambda stats: {"cp_cost": 0, **stats},
    play={"kind": "play_unit", "card": "c"},
    effect={"target": {"all": ME}},
    now=_kiseki_now,
    sources=("event",),
)
SVE = SnapshotGame(
    game="sve",
    noun="follower",
    noun_ja="フォロワー",
    stats=(("attack", "attack", "攻撃力"), ("health", "health", "体力")),
    clause="10.9.2",
    spec=lambda stats: {"cost": 0, **stats},
    play={"type": "play", "card": "c"},
    effect={"target": {"all": ME, "kind": "follower"}, "scope": "continuous"},
    now=_sve_now,
    sources=("spell",),
)


def kiseki_snapshot_entered(reading: Reading) -> BuiltScenario | None:
    return snapshot_entered(KISEKI, reading)


def sve_snapshot_entered(reading: Reading) -> BuiltScenario | None:
    return snapshot_entered(SVE, reading)
