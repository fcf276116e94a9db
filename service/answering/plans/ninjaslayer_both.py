"""ニンジャスレイヤー plan for one effect on each player at once: damage (1102.2 → 1003.2b: the turn
player's damage checks go into the コトダマ空間 first, so the non-turn player's resolve first and
the rule check after each one may end the game, 1002.1 / 103.2) or a draw (1308; both decks empty
at once: 103.3, the non-turn player wins).

The effect is each player's when the owner word before it in its sentence names both players
(「お互いのプレイヤーに1点ずつ」「各プレイヤーに1ダメージ」「お互いに2枚ずつドロー」); the players'
counts it acts on must be given for both (「自分も相手もダメージ・ゾーン9枚」「お互いのデッキが2枚」).
The seats follow the turn the question tells (1001: player1 is the turn player); with no turn told
the plan declines — who is the turn player decides the result.
"""

from __future__ import annotations

from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, me, quantities, sides
from service.answering.plans.ninjaslayer_players import asked_of
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.resulting import told_results, without
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import (
    ASSUMED_DECK,
    PLAYER1,
    PLAYER2,
    cards_in,
    result,
    tell,
)
from service.engine.scenario import SimulationResult

_ZONES = {"damage_zone": "damage", "deck": "deck", "hand": "hand"}
_WORDS = {"damage_zone": "ダメージ・ゾーン", "deck": "デッキ", "hand": "手札"}
# the count an effect acts on: damage on the ダメージ・ゾーン (1002.1), a draw on the デッキ (1002.2)
_ACTS_ON = {"damage": "damage_zone", "draw": "deck"}
# the words a count is asked of, per zone
_ASKED = {"damage_zone": r"ダメ(?:ージ)?・?ゾーン|ダメゾン", "deck": r"山札|デッキ", "hand": r"手札"}
_STOPS = "。?？!！"
_CARRIERS = frozenset({"use", "play"})  # the card whose text the effect is


def _owner_before(reading: Reading, effect: Fact) -> str | None:
    said = [
        f
        for f in reading.of(Role.OWNER)
        if f.end <= effect.start and not any(c in reading.text[f.end : effect.start] for c in _STOPS)
    ]
    return said[-1].owner if said else None


def _carries(text: str, effect: Fact, use: Fact) -> bool:
    """The use is the quoted effect's own (「「…2枚ドローする」ってコトダマを使った」): the effect is in
    a quote and the use follows its closing quote in the same sentence."""
    opened = max(text.rfind("「", 0, effect.start), text.rfind("『", 0, effect.start))
    closed = min(
        (i for i in (text.find("」", effect.end), text.find("』", effect.end)) if i >= 0), default=-1
    )
    if opened < 0 or closed < 0 or closed > use.start:
        return False
    inside, after = text[opened : effect.start], text[closed : use.start]
    if any(c in inside for c in "」』") or any(c in inside + after for c in _STOPS):
        return False  # the effect is not inside that quote, or the use is another sentence's
    return not any(c in after for c in "、,「『")


def _told_turn(reading: Reading) -> bool:
    return any(
        f.role is Role.TURN and f.concept in ("self_turn", "opponent_turn") and not f.negated
        for f in reading.facts
    )


def each_player(reading: Reading) -> BuiltScenario | None:
    kind = asks(reading)
    if kind not in ("winner", "number", "outcome") or reading.of(Role.STAT, Role.CARD):
        return None
    if any(f.role is Role.KEYWORD and not f.negated for f in reading.facts):
        return None  # a card's keyword: not an effect on players only (「ウケミなし」 is the deck's)
    actions = [f for f in reading.of(Role.ACTION) if not f.negated]
    # 「相手が「各プレイヤーは2枚ドローする」ってコトダマを使ってきた」: the card's use carries the
    # effect told before it (one use, after the effect's text); whoever used it, the effect is the same
    effects = [f for f in actions if f.concept not in _CARRIERS]
    carriers = [f for f in actions if f.concept in _CARRIERS]
    if len(effects) != 1 or effects[0].concept not in _ACTS_ON or not isinstance(effects[0].value, int):
        return None
    effect = effects[0]
    if len(carriers) > 1 or any(not _carries(reading.text, effect, c) for c in carriers):
        return None  # a use of another card, or a use told apart from the effect's text
    if _owner_before(reading, effect) != "both" or not _told_turn(reading):
        return None
    # 「これで両方の山札が同時に0枚になった」: a count told as the effect's result is the run's end
    # (reflected by the gate, reading/resulting.py), not a start
    counts = quantities(without(reading, told_results(reading)), me(reading))
    if counts is None or any(c not in _ZONES for _s, c in counts):
        return None
    zone = _ACTS_ON[effect.concept]
    if (PLAYER1, zone) not in counts or (PLAYER2, zone) not in counts:
        return None  # one player's count would be a guess
    told_zones = {c for _s, c in counts}
    if kind == "number" and (
        not asked_of(reading, "|".join(_ASKED[c] for c in told_zones))
        or asked_of(reading, "|".join(w for c, w in _ASKED.items() if c not in told_zones))
    ):
        return None  # 「山札は…。相手の手札は何枚になる?」: a zone never told (it had stated the deck)
    payload: dict[str, Any] = {PLAYER1: {}, PLAYER2: {}}
    for (s, c), n in counts.items():
        payload[s][c] = n
    n = int(effect.value or 0)
    if effect.concept == "damage":
        each = [{"player": PLAYER1}, {"player": PLAYER2}]
        for s in (PLAYER1, PLAYER2):  # the cards the damage checks reveal (1104.2): no ウケミ (1104.3)
            payload[s]["deck_top"] = [{"name": "ウケミを持たないカード"} for _ in range(n)]
        payload["actions"] = [{"type": "effect", "effect": "damage", "amount": n, "targets": each}]
        notes: tuple[str, ...] = (ASSUMED_DECK,)
    else:
        payload["actions"] = [{"kind": "effect", "op": "draw", "counts": {PLAYER1: n, PLAYER2: n}}]
        notes = ()
    who = sides(reading)
    asked_kind = kind
    concepts = sorted({c for _s, c in counts})

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        told = "、".join(
            f"{who.name(s)}の{_WORDS[c]}は{len(cards_in(sim, s, _ZONES[c]))}枚"
            for c in concepts
            for s in (who.me, who.foe)
        )
        if asked_kind in ("winner", "outcome"):  # 「どうなる?」: the game's result first
            return over or f"まだ決着しません({told})"
        return f"{told}になります。{over}" if over else f"{told}になります"

    types = ("move", "damage_check_placed", "draw_short", "game_over")
    return BuiltScenario(f"{GAME}.plan.each_player", payload, tell(head, who, types, 6), notes)
