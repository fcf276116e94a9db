"""The turn ends between the acts a question tells, read from its TURN facts (505: each turn ends with
its エンドフェイズ; 505.3a removes every character's damage there).

An act's turn is the last turn named before it (「相手のターンに…3ダメージ」「次の自分のターンに
また3点」); a turn named between two acts that is another player's turn, or a later turn
(「次の(自分の)ターン」「ターンが終わった」), puts turn ends between them: one to the other
player's turn, two to the same player's next turn. The same turn named again (「俺のターンになって、
俺のターン中に」) is no end. A later turn whose player is not said is one turn end, named in the notes
(only whether a turn ended matters to damage, 505.3a).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.model import Fact, Reading, Role

_TURNS = frozenset({"self_turn", "opponent_turn", "turn_passed"})
_MINE = re.compile(r"自分|こっち|こちら|俺|僕|私|うち|ウチ")
_THEIRS = re.compile(r"相手|向こう")
TURN_END_NOTE = (
    "ターンをまたぐ処理は、間のターンの終了(エンドフェイズの最終処理、505.3a)を通して"
    "シミュレーションしています。"
)


def _player(turn: Fact | None) -> str | None:
    if turn is None:
        return None
    if turn.concept == "self_turn":
        return "self"
    if turn.concept == "opponent_turn":
        return "opponent"
    if _THEIRS.search(turn.text):
        return "opponent"
    return "self" if _MINE.search(turn.text) else None


def turn_ends(reading: Reading, acts: Sequence[Fact]) -> list[int] | None:
    """The turn ends before each act (0 before the first); None when a turn is told that the
    order cannot place (a past turn named after an act: 「前のターン」 told later)."""
    turns = [f for f in reading.of(Role.TURN) if f.concept in _TURNS and not f.negated]
    out: list[int] = []
    current: Fact | None = None
    for i, act in enumerate(acts):
        start = acts[i - 1].end if i else -1
        between = [t for t in turns if start <= t.start < act.start]
        ends = 0
        for t in between:
            if i == 0:
                current = t
                continue
            if re.search(r"前|さっき", t.text):
                return None  # an earlier turn named after an act: not this order
            later = t.concept == "turn_passed"
            before, now = _player(current), _player(t)
            if before is not None and now == before:
                ends += 2 if later else 0
            else:
                ends += 1 if later or now is not None else 0
            current = t
        out.append(ends)
    return out


def crossed_once(reading: Reading, attack: Fact) -> str | None:
    """Whether the damage told before the アイサツ was taken in the turn before it (「自分のターン中に…3点
    食らった…次の相手のターンに…アイサツされた」: one turn passed, the other player アイサツs): the
    asker's seat in a scenario starting in the damage's turn (`damage_turn_seat`), "" when no turn
    passed, None when the turns told cannot be placed or more than one turn passed."""
    hits = [f for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated
            and isinstance(f.value, int) and f.start < attack.start]  # fmt: skip
    if not hits:
        return ""
    passes = turn_ends(reading, [*hits, attack])
    if passes is None or any(passes[:-1]) or passes[-1] > 1:
        return None
    return damage_turn_seat(reading) if passes[-1] == 1 else ""


def damage_turn_seat(reading: Reading) -> str | None:
    """The asker's seat when the scenario starts in the turn of the first damage told: the first turn
    told before it names its player (「自分のターン中に…」 player1, 「相手のターン中に…」 player2); None
    when no such turn is told first (「前のターンに」 only)."""
    told = [f for f in reading.of(Role.TURN) if f.concept in ("self_turn", "opponent_turn")]
    hits = [f.start for f in reading.of(Role.ACTION) if f.concept == "damage"]
    first = min(told, key=lambda f: f.start, default=None)
    if first is None or first.negated or not hits or first.start > min(hits):
        return None
    return "player1" if first.concept == "self_turn" else "player2"
