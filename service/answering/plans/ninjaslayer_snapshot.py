"""ニンジャスレイヤー plan: a コトダマ's ±X/±Y on the player's characters, then a character entered after
it resolved — the continuous effect of a resolved ability applies only to the cards that met its
condition when it resolved (1213.6), so the later card keeps its own stat (1303).

Built from the facts: the one ±X/±Y written (「+2/+0」), a コトダマ named as its source, the asker's
characters on the field then (「場にキャラ2人」: fillers, whose own stats the answer does not use), and
one described character (its カラテ/耐久力) entered after the コトダマ in the question's order; the
asked stat is the one the asking sentence names. Neither card's コスト is the question's: defaults
of 0 named in notes (paying them changes nothing asked). A 常時能力 (1213.10: it applies to cards
that come later) is no コトダマ and is not planned.

The source may also be any resolved ability whose effect text says every card and a duration
(「『このターン、あなたのキャラすべて+1/+0を得る』を解決したあとに…」, `effect_scope`): 1213.6 holds
for 誘発能力, 起動能力 and コトダマ alike, so it runs as a コトダマ's (named in notes). A question naming
a standing ability anywhere (「常時」「■」「他の」) is declined. With no count of the characters there
told, one stands there (its own stats are not asked; named in notes).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.effect_scope import EffectScope, quoted_span, said_earlier, scope_of
from service.answering.plans.ninjaslayer_base import GAME, asks, cards, me, quantities, seat, sides
from service.answering.plans.ninjaslayer_fight import _gain
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, tell
from service.engine.scenario import SimulationResult

COST_NOTE = "コトダマとキャラのコストは書かれていないので0として扱っています(答えはこれによりません)。"
SOURCE_NOTE = (
    "効果を発生させた能力はコトダマとして再現しています(誘発能力・起動能力でも、解決時点で条件を"
    "満たしていたものにだけ適用されるのは同じです、1213.6)。"
)
FIELD_NOTE = "その時に場にいたキャラの数は書かれていないので1人としています(答えはこれによりません)。"
_STAT_WORDS = {"karate": "カラテ", "durability": "耐久力"}
_LAST_SENTENCE = re.compile(r"[^。!！]*$")


def _asked_stat(text: str) -> str | None:
    """The stat the asking sentence names (「このキャラのカラテはいくつ?」), when it names one."""
    tail = _LAST_SENTENCE.search(text.rstrip("?？ \n"))
    said = [k for k, w in _STAT_WORDS.items() if tail is not None and w in tail.group(0)]
    return said[0] if len(said) == 1 else None


def snapshot_modify(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "number" or reading.of(Role.KEYWORD, Role.STATE):
        return None
    gain = _gain(reading)
    kotodama = [f for f in reading.facts if f.role is Role.TERM and f.concept == "kotodama"]
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if gain is None or len(kotodama) > 1 or not acts or any(f.concept != "play" for f in acts):
        return None
    # 「…キャラを出した。出したキャラのカラテは?」: a later 出した names the card entered (one is described)
    entered_at = acts[0].start
    mod = next(f for f in reading.of(Role.MODIFIER) if f.concept == "modify")
    scope = scope_of(reading, mod)
    if scope is EffectScope.STANDING or (not kotodama and scope is not EffectScope.RESOLVED):
        return None  # 1213.10: a standing ability reaches the later card too (not modelled)
    source_at = kotodama[0].start if kotodama else mod.start
    if not (source_at < entered_at and mod.start < entered_at):
        return None  # a character entered before the コトダマ would be on the コトダマ空間 or the field
    if said_earlier(reading, mod.end, entered_at):
        return None  # 「コトダマを使う前にキャラを出した」: said after, entered before
    notes = [COST_NOTE]
    quote = quoted_span(reading, mod)
    if not kotodama:
        notes.append(SOURCE_NOTE)
    mine = me(reading)
    if mine != PLAYER1:
        return None  # entering characters is the turn player's (602.1)
    counts = quantities(reading, mine)
    if counts == {}:
        counts = {(mine, "field_count"): 1}
        notes.append(FIELD_NOTE)
    if counts is None or set(counts) != {(mine, "field_count")}:
        return None
    described = cards(reading)
    if described is None or len(described) != 1:
        return None
    card = described[0]
    stat = _asked_stat(reading.text)
    if stat is None or card.stat(stat) is None or (seat(card.owner, mine) or mine) != mine:
        return None
    if not card.noun.start < entered_at:
        return None
    on_field = counts[(mine, "field_count")]
    spec: dict[str, Any] = {"id": "c", "name": "後から出したキャラ", "cost": 0}
    for name in ("karate", "durability"):
        if card.stat(name) is not None:
            spec[name] = card.stat(name)
    x, y = gain
    effect = {
        "effect": "modify",
        "timing": "kotodama",
        "target": {"all": mine, "kind": "character"},
        "stats": {k: v for k, v in (("karate", x), ("durability", y)) if v},
    }
    payload: dict[str, Any] = {
        "phase": "character",
        mine: {
            "field": [{"id": f"f{i + 1}", "name": "場にいたキャラ"} for i in range(on_field)],
            "hand": [
                {"id": "k", "name": "コトダマ", "kind": "kotodama", "cost": 0, "effects": [effect]},
                spec,
            ],
        },
        "actions": [
            {"kind": "kotodama", "player": mine, "card": "k"},
            {"kind": "enter", "player": mine, "card": "c"},
        ],
    }
    who = sides(reading)
    word = _STAT_WORDS[stat]
    source = "コトダマ" if kotodama else "能力"
    index = 0 if stat == "karate" else 1

    def head(sim: SimulationResult) -> str:
        new = next((c for c in sim.zone(mine, "field") if c["uid"] == "c"), None)
        if new is None:
            return "キャラはエントリーされませんでした"
        flags = new.get("flags", {})
        now = int(new["stats"][stat]) + sum(int(flags.get(k, [0, 0])[index]) for k in ("eot", "gained"))
        return (
            f"{source}の効果は解決した時点で場にいたキャラクターにだけ適用されるので、"
            f"後からエントリーしたキャラのこのターンの{word}は{now}です"
        )

    return BuiltScenario(
        f"{GAME}.plan.snapshot_modify",
        payload,
        tell(head, who, ("modify", "entry"), 4),
        tuple(notes),
        quoted=(quote,) if quote is not None else (),
    )
