"""軌跡 TCG plan: a loss told as a state, with nothing done since — a player's 絆 told at 0 or less, or a
deck told empty (「絆が0点になったら、その瞬間に負け?」「デッキが0枚になったら、引かなくても負けになる?」).
Neither loses by itself: 絆 at 0 or less is judged only in the 回復フェイズ (705.5), and an empty deck
loses only when a card is to be drawn from it (1102.1). So at the moment told nobody has won yet
(audit 24f).

Built from the reading: only players' 絆 / デッキ counts (their owner, else the asker's — named), no
card, act (a denied draw is what the run does: nothing), state, keyword or modifier; a turn told is
whose turn it is, never the 回復フェイズ or 準備フェイズ (those judge or draw: `kizuna_judgement`,
`prep_deck`). A 絆 alone is planned only when the question asks of the moment (「その瞬間」「すぐ」「即」
「その時点」): 「絆が0になったら負け?」 asks of the 回復フェイズ to come, where it would lose. The run starts
in the 戦闘フェイズ (before the 回復フェイズ, named in the notes) and scripts no action.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.kiseki_units import plain
from service.answering.plans.undone import undone_draw
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_TURNS = frozenset({"self_turn", "opponent_turn", "battle_phase"})
# the question asks of the moment the state is reached, not of the 回復フェイズ to come
_MOMENT = re.compile(r"瞬間|その\s*(?:時点|場で|とき|時)|すぐ|即|今の?\s*(?:時点|とこ)|直ちに|ただちに")
# a later time asked (「次のターン」「ターン終わりに」): the 回復フェイズ or a draw may come first
_LATER = re.compile(r"次の|来ターン|ターン(?:の)?(?:終わ|終了|明け)|ターン後|エンド|回復")
_SEATS = {"self": ("self",), "opponent": ("opponent",), "both": ("self", "opponent")}


def told_pending(reading: Reading) -> BuiltScenario | None:
    asked = {f.concept for f in reading.asks() if not f.concept.startswith("about:")}
    if "winner" not in asked or not asked <= {"winner", "outcome"} or not plain(reading):
        return None
    if reading.of(Role.CARD, Role.STAT, Role.STATE, Role.KEYWORD, Role.MODIFIER, Role.NUMBER):
        return None
    if not all(undone_draw(f) for f in reading.of(Role.ACTION)):
        return None
    turns = {f.concept for f in reading.of(Role.TURN)}
    if any(f.negated for f in reading.of(Role.TURN)) or not turns <= _TURNS or _LATER.search(reading.text):
        return None
    if {"self_turn", "opponent_turn"} <= turns:
        return None
    told = reading.of(Role.QUANTITY)
    if not told or any(f.negated or not isinstance(f.value, int) for f in told):
        return None
    counts: dict[tuple[str, str], int] = {}
    for f in told:
        if f.concept not in ("kizuna", "deck") or (f.concept == "deck" and f.value != 0):
            return None  # a deck with cards, a hand …: not a told loss
        for side in _SEATS.get(f.owner or "self", ()):
            if (side, f.concept) in counts:
                return None  # one player's count told twice: which holds is not read
            counts[(side, f.concept)] = int(str(f.value))
    if not counts or not any(c == "deck" or n <= 0 for (_s, c), n in counts.items()):
        return None  # nothing at a losing value
    if all(c == "kizuna" for _s, c in counts) and not _MOMENT.search(reading.text):
        return None  # 「絆が0になったら負け?」: asked of the 回復フェイズ, where it loses (705.5)
    initiative = "opponent" if "opponent_turn" in turns else "self"
    seat = {initiative: "player1", ("self" if initiative == "opponent" else "opponent"): "player2"}
    players: dict[str, dict[str, Any]] = {"player1": {}, "player2": {}}
    for (side, concept), n in counts.items():
        players[seat[side]][concept] = n
    notes = ["回復フェイズの前(戦闘フェイズ)で、それからカードを引こうとしていない時点としました。"]
    if any(f.owner is None for f in told):
        notes.append("持ち主が書かれていない絆やデッキは、自分(質問した人)のものとしました。")
    kinds = {c for _s, c in counts}

    def head(sim: SimulationResult) -> str:
        if sim.outcome.winner is not None or sim.outcome.draw:
            return "ゲームが終了しました"
        why = []
        if "kizuna" in kinds:
            why.append("絆が0点以下のプレイヤーが敗北するのは回復フェイズの判定です(705.5)")
        if "deck" in kinds:
            why.append("デッキが0枚のプレイヤーが敗北するのは、カードを引こうとしたときです(1102.1)")
        return "この時点ではまだ勝敗は決まりません。" + "。".join(why)

    return BuiltScenario(
        f"{GAME}.plan.told_pending",
        {"phase": "battle", **players, "actions": []},
        story(head, types=("game_over",), limit=1, me=seat["self"]),
        tuple(notes),
    )
