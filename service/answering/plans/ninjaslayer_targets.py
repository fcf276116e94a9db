"""ニンジャスレイヤー plan: a コトダマ that must choose more characters than the field holds.

「相手の場にキャラが1人もいない状態で、『相手の場のキャラクターを1人選び、それに2ダメージを与える。』って
コトダマ、撃てる?」: 1204.2e — a card printed 「(対象条件)を(対象数)選び、」 chooses that many legal
targets as it is entered; if it cannot choose them all it cannot be entered, and one character is never
chosen twice (1204.2e-2: 「2人選び」 with one character there is refused too).

Run: the asker's コトダマ printed with the quoted choice (whose characters: the owner word right before
「キャラクター」 in the quote, from the caster's side; none named is either player's), the told count of
those characters on the field, the entry tried. Only a count below the targets asked is run — with
enough characters the quoted effect would need its targets scripted, so the plan declines.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, tell
from service.engine.scenario import SimulationResult

_QUOTES = (("「", "」"), ("『", "』"))
_ALLOWED = {
    Role.ACTION: ("target", "damage", "cast", "play"),  # play: 「コトダマ…はエントリーできる?」
    Role.CARD: ("character",),
    Role.QUANTITY: ("field_count",),
    Role.TURN: ("fewer_targets",),  # 「そいつ1人だけ選んで撃つ」: fewer than printed, not allowed (1204.2e)
}
# the owner of the quoted characters, right before them: 「相手の場のキャラクターを」「相手のキャラクターを」
_OWNER = re.compile(r"(相手|自分|あなた)?\s*の?\s*(?:場の)?\s*キャラ(?:クター)?\s*を\s*$")


# 1204.2e-3: a choice after 「その後」 or 「なら」 is made at resolution — with none to choose the card is
# still entered (blind AS ninjaslayer-as-11: 'no' had been stated for 「1枚ドローする。その後、…1人選び」)
_AT_RESOLUTION = re.compile(r"その後|なら")
# the opponent as the one who enters the card: 「相手が…を撃てる?」「向こうは撃ってきた」
_THEM_CAST = re.compile(r"(?:相手|向こう)\s*(?:が|は|も)(?!\s*(?:いな|い(?:る|ます)|1人|[0-9]))")


def _quote(text: str, at: int) -> tuple[int, int] | None:
    spans = [(m.start(), m.end()) for o, c in _QUOTES for m in re.finditer(f"{o}[^{c}]*{c}", text)]
    return next((s for s in spans if s[0] <= at < s[1]), None)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM):
        return True
    return not f.negated and f.concept in _ALLOWED.get(f.role, ())


def no_target(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    targets = [f for f in reading.of(Role.ACTION) if f.concept == "target"]
    span = _quote(text, targets[0].start) if len(targets) == 1 else None
    # inside the quote only the choice decides: the plan runs only a choice that cannot be made, and
    # then nothing after it is done (「それらを殺す」「手札に戻す」: its acts are read with the quote)
    unquoted = [f for f in reading.facts if span is None or not span[0] <= f.start < span[1]]
    if asks(reading) != "can" or not all(_fits(f) for f in unquoted):
        return None
    # 「撃てる?」, or 「エントリーできる?」 of a card the question calls a コトダマ (a character's own entry
    # is made whatever its abilities choose: only a コトダマ's choice is its entry's, 1204.2e)
    named = any(f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts)
    casts = [f for f in reading.of(Role.ACTION) if f.concept == "cast" or (f.concept == "play" and named)]
    if len(targets) != 1 or not isinstance(targets[0].value, int) or len(casts) != 1:
        return None
    target = targets[0]
    if "まで" in text[target.start : target.end]:
        return None  # 「2人まで選び」: up to that many — fewer are a legal choice (a 'no' had been stated)
    if span is None or casts[0].start < span[1]:
        return None  # the choice is the quoted card's, the cast asked after it
    if _AT_RESOLUTION.search(text, span[0], target.start):
        return None  # 「…。その後、…を1人選び」: chosen as it resolves, the entry is made (1204.2e-3)
    outside = text[: span[0]] + text[span[1] : casts[0].start]
    if _THEM_CAST.search(outside):
        return None  # the opponent enters it: its 「相手」 is the asker, whose field is not told
    said = _OWNER.search(text[span[0] + 1 : target.start])
    if said is None:
        return None
    owner = {"相手": "opponent", "自分": "self", "あなた": "self", None: "any"}[said.group(1)]
    counts = reading.of(Role.QUANTITY)
    if len(counts) != 1 or not isinstance(counts[0].value, int):
        return None
    if span[0] <= counts[0].start < span[1] or counts[0].start > casts[0].start:
        return None  # the field told once, outside the quote and before the asked cast
    if counts[0].owner != (None if owner == "any" else owner):
        return None  # whose characters the count is must be the quote's (any player's: the field's all)
    need, there = target.value, counts[0].value
    if not isinstance(need, int) or not isinstance(there, int) or there >= need:
        return None  # enough targets: the entry is made, and what the effect does is not asked here
    inside = [f for f in reading.of(Role.ACTION) if span[0] <= f.start < span[1] and f is not target]
    damages = [f.value for f in inside if f.concept == "damage" and isinstance(f.value, int)]
    amount = damages[0] if len(damages) == 1 == len(inside) else 0  # printed on the card; never run
    kotodama = {
        "id": "k",
        "name": "撃とうとしたコトダマ",
        "kind": "kotodama",
        "cost": 1,
        "choose": [{"owner": owner, "count": need, "damage": amount}],
    }
    # the asker casts (player1); the characters told are the opponent's (player2) or the asker's
    field = [{"name": "場のキャラクター"} for _ in range(there)]
    mine: dict[str, Any] = {"etel": 1, "hand": [kotodama]}
    payload: dict[str, Any] = {"phase": "character", PLAYER1: mine, PLAYER2: {}}
    payload[PLAYER2 if owner == "opponent" else PLAYER1]["field"] = field
    payload["actions"] = [{"kind": "kotodama", "player": PLAYER1, "card": "k"}]
    who = Sides(PLAYER1, {PLAYER1: "自分", PLAYER2: "相手"})

    def head(sim: SimulationResult) -> str:
        if any(e.type == "rejected" and e.data.get("code") == "no_target" for e in sim.events):
            twice = "同じキャラクターを2回選ぶこともできません(1204.2e-2)。" if need > 1 else ""
            return (
                f"撃てません。対象にできるキャラクターが{there}人しかいないので{need}人を選べず、"
                f"選ぶべき対象をすべて選べないコトダマはエントリーできません(1204.2e)。{twice}"
            )
        return "エントリーできます"

    return BuiltScenario(
        f"{GAME}.plan.no_target", payload, tell(head, who, ("rejected", "entry"), 3), quoted=(span,)
    )
