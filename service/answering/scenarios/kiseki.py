"""軌跡 TCG situations: attacks (`kiseki_attack`, told by `kiseki_verdict`), スクラムサポート on its
own (`kiseki_support`), effects in play and stuns by effects (`kiseki_effects`), the 回復フェイズ
(`kiseki_recovery`: 絆 judgement and stunned UNITs), CP/EP costs and BASE plays (`kiseki_costs`), and
here draws and empty decks.

The asker is ``player1`` unless the question is set in the opponent's turn, where the opponent must be
the イニシアチブプレイヤー (``player1``); the summaries always speak from the asker's side. A stat the
result depends on but the question leaves out is either given a documented default that is named in
the notes, or the situation is declined with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, story
from service.answering.scenarios.kiseki_attack import attack
from service.answering.scenarios.kiseki_context import both_sides, opponents_turn
from service.answering.scenarios.kiseki_costs import cp_payment
from service.answering.scenarios.kiseki_effects import effect_stun
from service.answering.scenarios.kiseki_recovery import stunned_recovery
from service.answering.scenarios.kiseki_support import scrum_support
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_UNSAID_STEP = (
    "どのプレイヤーのステップか書かれていないため、"
    "自分の配備ステップ(自分がプライマリープレイヤー)として計算しました。"
)


# ----- draws: the ドローステップ, empty decks and simultaneous defeat (703.6a, 1102.1, 103.3) -------------
def draws(facts: Facts) -> BuiltScenario | Unsupported | None:
    deck = number(facts, "deck")
    first = facts.first_turn or asks(facts, r"先攻|後攻")
    if deck is None and not (first and asks(facts, r"ドロー|引")):
        return None
    turn = opponents_turn(facts)
    if both_sides(facts) and deck == 0 and asks(facts, r"効果|同時"):
        each = re.search(r"それぞれ\s*([0-9]+)\s*枚", facts.text)
        n = int(each.group(1)) if each else 1
        me = "player2" if turn else "player1"
        both = {
            "phase": "deploy",
            "player1": {"deck": 0},
            "player2": {"deck": 0},
            "actions": [{"kind": "effect", "op": "draw", "counts": {"player1": n, "player2": n}}],
        }
        notes = [] if turn is not None else [_UNSAID_STEP]
        summary = story(_draw_head(me), types=("game_over",), me=me)
        return BuiltScenario(f"{GAME}.simultaneous", both, summary, tuple(notes))
    decks = {side: facts.players.get(side, {}).get("deck") for side in ("self", "opponent")}
    if all(v is None for v in decks.values()):
        decks["self"] = deck
    # the deck the question is about: the one too thin for the two cards of the draw step
    said = {side: v for side, v in decks.items() if v is not None}
    owner_side = min(said, key=lambda side: said[side]) if said else "self"
    deck = said.get(owner_side)
    initiative = owner_side if turn is None else ("opponent" if turn else "self")
    me = "player1" if initiative == "self" else "player2"
    owner = "player1" if owner_side == initiative else "player2"
    payload: dict[str, Any] = {"turn": (2 if asks(facts, r"後攻") else 1) if first else 3, "phase": "prep"}
    for side, value in decks.items():
        if value is not None:
            payload["player1" if side == initiative else "player2"] = {"deck": value}
    if owner == "player2":  # the non-initiative player draws after the initiative player's steps (703.5)
        payload["actions"] = [{"kind": "end_step", "player": "player1"}]
    head = _draw_head(me, owner, first=first, deck_said=deck is not None)
    summary = story(head, types=("move", "game_over"), limit=4, me=me)
    return BuiltScenario(f"{GAME}.draw", payload, summary)


def _draw_head(
    me: str, owner: str | None = None, *, first: bool = False, deck_said: bool = True
) -> Callable[[SimulationResult], str]:
    def head(sim: SimulationResult) -> str:
        o = sim.outcome
        if o.winner is not None:
            winner = "自分" if o.winner == me else "相手"
            loser = "相手" if o.winner == me else "自分"
            if "103.3" in o.rules:
                primary = "相手" if o.winner == me else "自分"
                return (
                    f"両者が同時に敗北条件を満たします。ステップを進行中の{primary}がプライマリープレイヤーなので"
                    f"(702.3)、非プライマリープレイヤーの{winner}が勝利します(103.3)"
                )
            return f"{loser}はデッキがない状態でカードを引こうとしたので、ルール処理で敗北します(1102.1)"
        who = "自分" if owner == me else "相手"
        drawn = sum(
            1
            for e in sim.events
            if e.type == "move" and "703.6a" in e.rules and e.data.get("to_player") == owner
        )
        said = f"{who}はドローステップでカードを{drawn}枚引きます(703.6a)"
        if first:
            said = f"最初のターンでも{said}。最初のターンの例外は書かれていません"
        if not deck_said:
            return said
        left = len(sim.zone(owner or "player1", "deck"))
        return (
            f"{said}。デッキは{left}枚になりますが、デッキがない状態で引こうとはしていないので、敗北しません"
        )

    return head


# ----- what the engine does not model ---------------------------------------------------------
_NOT_MODELLED = (
    (r"アーツ", "アーツ能力"),
    (r"起動クラフト|誘発クラフト|常時クラフト", "カード固有のクラフト"),
    (r"ITEM|アイテム", "ITEM カード"),
    (r"計画", "計画"),
    (r"リンク", "組織のリンク"),
    (r"即死|破壊", "即死・破壊の効果"),
)


def not_modelled(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not re.search(r"[0-9]|したら|すると|どうなる", facts.text):
        return None
    if (
        re.search(r"って(?:なに|何|どういう)|とは|どんな(?:効果|処理|能力)", facts.text)
        and not facts.mentions
    ):
        return None  # 「「計画3」ってどういう処理?」 asks what the term means: nothing to simulate
    for pattern, what in _NOT_MODELLED:
        if re.search(pattern, facts.text):
            return Unsupported(
                f"{what}はエンジンが扱っていない(バニラのカードのみ)ため、シミュレーションしていません。"
            )
    return None


BUILDERS = (
    attack,
    scrum_support,
    effect_stun,
    stunned_recovery,
    cp_payment,
    draws,
    not_modelled,
)
