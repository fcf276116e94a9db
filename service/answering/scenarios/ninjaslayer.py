"""ニンジャスレイヤーTCG situations: draws at the start of a turn, entering a character with エテル
(and タツジン・コスト), アイサツ (カラテ against 耐久力, 工作力 and damage checks, ウケミ, インターラプト,
サツバツ, several characters in a row), damage from effects, the damage-zone threshold, empty decks
and simultaneous defeat.

A builder declines (`Unsupported`, with the reason for the notes) when a number the outcome turns on
is not in the question, or when the question involves card text a vanilla card does not have.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps
from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios import ninjaslayer_read as R
from service.answering.scenarios.common import asks, number, stat
from service.answering.scenarios.ninjaslayer_aisatsu import build_aisatsu
from service.answering.scenarios.ninjaslayer_read import (
    ASSUMED_DECK,
    LASTING,
    cards_in,
    refusal,
    result,
    tell,
)
from service.engine.scenario import SimulationResult

GAME = "ninjaslayer"
Built = BuiltScenario | Unsupported | None
_PLAY = r"出せ|出し|出す|エントリー|プレイ|場に"
_DRAWISH = r"ドロー|引[けくきいこ]|手札|初手"
_RESULT_ASKED = r"負け|勝ち|勝て|勝つ|敗北|勝利|決着|ダメージ・?ゾーン"
_HIT = re.compile(r"([0-9]+)\s*点(?:ずつ)?(?:の)?(?:イクサ)?ダメージ|([0-9]+)\s*ダメージ(?!・?ゾーン)")


def _vanilla(build: Callable[[Facts], Built]) -> Callable[[Facts], Built]:
    """A recognised situation that involves card text the engine does not model is declined."""

    @wraps(build)
    def guarded(facts: Facts) -> Built:
        built = build(facts)
        word = R.unmodelled(facts)
        if isinstance(built, BuiltScenario) and word is not None:
            return Unsupported(
                f"「{word}」のようなカードの効果はエンジンで扱えません(エンジンが扱うのは数値と"
                "キーワード能力だけのカードです)。条文の引用で回答しています。"
            )
        return built

    return guarded


# ----- the start of a turn (502) -----------------------------------------------------------------
@_vanilla
def turn_start(facts: Facts) -> Built:
    if facts.attack or not asks(facts, _DRAWISH):
        return None
    starting = asks(
        facts, r"ターンが(?:始ま|来|回)|ターン(?:の)?(?:開始|はじめ)|ドロー・?ステップ|スタートフェイズ"
    )
    decks = R.deck_counts(facts)
    later = number(facts, "turn_number")
    if not facts.first_turn and not (starting and decks) and not (later and later > 1):
        return None
    sides = R.sides(facts)
    deck = decks.get("self" if sides.me == R.PLAYER1 else "opponent", decks.get("unsaid"))
    # only the game's very first turn draws 1 (502.3a); 「先攻の2ターン目」 is some later turn
    turn = (2 if facts.turn_order == "second" else 1) if facts.first_turn else max(later or 3, 2)
    hand = R.player_number(facts, "hand", "self" if sides.me == R.PLAYER1 else "opponent")
    p1: dict[str, Any] = {"hand": 4 if hand is None else hand}  # 403.2: four cards to start
    if deck is not None:
        p1["deck"] = deck
    payload = {"turn": turn, "phase": "start", "player1": p1}

    def head(sim: SimulationResult) -> str:
        drawn = sum(1 for e in sim.events if e.type == "move" and "502.3a" in e.rules)
        because = "ゲームの最初のターンなので、" if turn == 1 else ""
        if facts.first_turn and turn == 2:
            because = "後攻の最初のターンはゲームの最初のターンではないので、"
        if deck is not None and deck < (1 if turn == 1 else 2):
            because = f"デッキが{deck}枚しかないので、"
        hand_now = len(cards_in(sim, R.PLAYER1, "hand"))
        said = f"{because}{sides.name(R.PLAYER1)}はカードを{drawn}枚ドローし、手札は{hand_now}枚になります"
        over = result(sim, sides)
        return f"{said}。{over}" if over else said

    situation = "first_turn" if facts.first_turn else "turn_start"
    return BuiltScenario(
        f"{GAME}.{situation}", payload, tell(head, sides, ("move", "draw_short", "game_over"), 3)
    )


# ----- entering a character (602, 1204.2g-1, 1312, 1404) -----------------------------------------
@_vanilla
def entry(facts: Facts) -> Built:
    if not asks(facts, _PLAY):
        return None
    cost, etel = R.card_cost(facts.text), R.etel(facts)
    if cost is None or etel is None:
        return None
    paid, extra = R.tatsujin(facts.text)
    spec: dict[str, Any] = {"id": "c", "name": "エントリーするキャラクター", "cost": cost}
    if paid:
        if extra is None:
            return Unsupported(
                "タツジン・コストの値が書かれていないため、支払うエテルの枚数を決められません。"
            )
        spec.update(keywords=["タツジン"], tatsujin=extra)
    total = cost + (extra or 0 if paid else 0)
    payload = {
        "player1": {"etel": etel.upright, "etel_bowed": etel.bowed, "hand": [spec]},
        "actions": [{"kind": "enter", "card": "c", "tatsujin": paid}],
    }
    what = f"コスト{cost}とタツジン・コスト{extra}" if paid else f"コスト{cost}"

    def head(sim: SimulationResult) -> str:
        if refusal(sim):
            return (
                f"出せません。{what}を支払うにはエテル・ゾーンのアンタイ・オジギ状態のカードが{total}枚"
                f"必要ですが、{etel.upright}枚しかありません"
            )
        left = etel.upright - total
        return (
            f"出せます。エテル・ゾーンのアンタイ・オジギ状態のカード{total}枚をオジギして{what}を支払い、"
            f"キャラクターは場に出ます(アンタイ・オジギ状態のエテルは残り{left}枚)"
        )

    sides = R.sides(facts)
    return BuiltScenario(
        f"{GAME}.cost", payload, tell(head, sides, ("rejected", "declare", "entry", "move"), 3)
    )


# ----- アイサツ (704–706) --------------------------------------------------------------------------
aisatsu = _vanilla(build_aisatsu)


# ----- damage from an effect (1102.2, 1003, 1004) -------------------------------------------------
@_vanilla
def effect_damage(facts: Facts) -> Built:
    hit = _HIT.search(facts.text)
    if facts.attack or hit is None:
        return None
    amount = int(hit.group(1) or hit.group(2))
    card = next((m for m in facts.mentions if "durability" in m.stats), None)
    if card is None and facts.mentions:
        card = facts.mentions[0]
    if card is not None:
        return _character_damage(facts, card, amount)
    sides = R.sides(facts)
    before = facts.text[max(0, hit.start() - 16) : hit.start()]
    if R.both_players(facts) or "ずつ" in facts.text[hit.start() : hit.end() + 2]:
        hurt = [R.PLAYER1, R.PLAYER2]
    elif "相手" in before or ("自分" not in before and re.search(r"与え", facts.text)):
        hurt = [sides.player("opponent")]
    else:
        hurt = [sides.player("self")]
    payload: dict[str, Any] = {
        "actions": [{"kind": "effect", "op": "damage", "counts": dict.fromkeys(hurt, amount)}],
    }
    for p in (R.PLAYER1, R.PLAYER2):
        side = "self" if p == sides.me else "opponent"
        zone = R.player_number(facts, "damage_zone", side)
        deck = R.deck_counts(facts).get(side, R.deck_counts(facts).get("unsaid"))
        spec = {k: v for k, v in (("damage_zone", zone), ("deck", deck)) if v is not None}
        if spec and (p in hurt or facts.players.get(side)):
            payload[p] = spec

    def head(sim: SimulationResult) -> str:
        if amount == 0:
            return "0点のダメージは与えられず(ダメージを受けたことにもならず)、ダメージチェックも行われません"
        resolved = R.checks_resolved(sim.events)
        parts = []
        if len(hurt) == 2:
            first = next((str(e.data.get("to_player")) for e in sim.events if "1104.2" in e.rules), R.PLAYER2)
            parts.append(
                f"ダメージチェック処理は{sides.turn_words(R.PLAYER1)}の分が先にコトダマ空間に置かれるので、"
                f"後から置かれた{sides.turn_words(first)}の分から先に解決されます"
            )
        revealed = {str(e.data.get("to_player")) for e in sim.events if "1104.2" in e.rules}
        for p in hurt:
            if p not in revealed:
                parts.append(f"{sides.name(p)}のダメージチェックは、その前に決着するので行われません")
                continue
            zone = len(cards_in(sim, p, "damage"))
            parts.append(
                f"{sides.name(p)}は{amount}点のダメージでダメージチェックを行い、"
                f"{resolved.get(p, 0)}枚がダメージ・ゾーンに置かれて{zone}枚になります"
            )
        over = result(sim, sides)
        return "。".join([over, *parts] if over else parts)

    # what the checks reveal decides the damage zone (and a defeat), not how many checks there are
    matters = amount > 0 and (any(p in payload for p in hurt) or asks(facts, _RESULT_ASKED))
    notes = (ASSUMED_DECK,) if matters else ()
    types = ("no_damage", "damage_check_placed", "move", "game_over")
    return BuiltScenario(f"{GAME}.effect_damage", payload, tell(head, sides, types, 5), notes)


def _character_damage(facts: Facts, card: CardMention, amount: int) -> Built:
    durability = stat(card, "durability")
    lasting = asks(facts, LASTING)
    notes: tuple[str, ...] = ()
    if durability is None:
        if not (lasting and asks(facts, r"生き残|死な|殺されな|耐え")):
            return Unsupported(
                "キャラクターの耐久力が書かれていないため、ダメージで殺されるかを決められません。"
            )
        durability = amount + 1
        notes = (f"耐久力が書かれていないため、生き残ったとあるので耐久力{durability}として扱っています。",)
    side = "player1" if card.side == "self" else "player2"
    payload: dict[str, Any] = {
        "phase": "ikusa",
        side: {"field": [{"id": "b", "name": "ダメージを受けるキャラクター", "durability": durability}]},
        "actions": [{"kind": "effect", "op": "damage", "target": "b", "amount": amount}],
    }
    if lasting:
        payload["actions"].append({"kind": "end_phase"})
    sides = R.sides(facts)

    def head(sim: SimulationResult) -> str:
        if any(c["uid"] == "b" for c in cards_in(sim, side, "ohigan")):
            return (
                f"{amount}点のダメージは耐久力{durability}以上なので、"
                "キャラクターは殺されてオヒガンに置かれます"
            )
        if lasting:
            return (
                f"キャラクターは{amount}点のダメージを負ったまま生き残りますが、ターン終了時の最終処理で"
                "すべてのキャラクターが負っているダメージは0になるので、次のターンには残りません"
            )
        return f"{amount}点のダメージは耐久力{durability}未満なので、キャラクターは殺されません"

    types = ("damage", "move")
    return BuiltScenario(f"{GAME}.character_damage", payload, tell(head, sides, types, 3), notes)


# ----- drawing from a small deck (1308, 1002.2) ---------------------------------------------------
@_vanilla
def draw_effect(facts: Facts) -> Built:
    drawn = facts.numbers.get("draw") or next(
        (v["draw"] for v in facts.players.values() if "draw" in v), None
    )
    decks = R.deck_counts(facts)
    if facts.attack or drawn is None or not decks:
        return None
    sides = R.sides(facts)
    side = "opponent" if "opponent" in decks and "self" not in decks else "self"
    who = sides.player(side)
    deck = decks.get(side, decks.get("unsaid", 0))
    payload = {who: {"deck": deck}, "actions": [{"kind": "effect", "op": "draw", "counts": {who: drawn}}]}

    def head(sim: SimulationResult) -> str:
        got = sum(1 for e in sim.events if e.type == "move" and "1308.1" in e.rules)
        said = (
            f"{sides.name(who)}はデッキの{deck}枚から{got}枚だけドローします"
            if got < drawn
            else f"{sides.name(who)}は{got}枚ドローします"
        )
        over = result(sim, sides)
        return f"{said}。{over}" if over else said

    return BuiltScenario(f"{GAME}.draw", payload, tell(head, sides, ("move", "draw_short", "game_over"), 4))


# ----- defeat by the damage zone or an empty deck (1002, 103.3) ---------------------------------------
@_vanilla
def defeat_state(facts: Facts) -> Built:
    if facts.attack or _HIT.search(facts.text):
        return None
    both = R.both_players(facts)
    said = {s: v["damage_zone"] for s, v in facts.players.items() if "damage_zone" in v}
    zones = _per_side(said, facts.numbers.get("damage_zone"), both)
    decks = R.deck_counts(facts)
    dry = {s: 0 for s in ("self", "opponent") if decks.get(s) == 0}
    empty = _per_side(dry, 0 if decks.get("unsaid") == 0 else None, both)
    if not zones and not empty:
        return None
    sides = R.sides(facts)
    payload: dict[str, Any] = {}
    for side, n in zones.items():
        payload.setdefault(sides.player(side), {})["damage_zone"] = min(n, 60)
    for side in empty:
        payload.setdefault(sides.player(side), {})["deck"] = 0
    losing = {s for s, n in zones.items() if n >= 10} | set(empty)
    kind = "simultaneous" if len(losing) == 2 else "damage_zone" if not empty else "empty_deck"

    def head(sim: SimulationResult) -> str:
        over = result(sim, sides)
        if over:
            return over
        counts = "、".join(f"{sides.name(sides.player(s))}は{n}枚" for s, n in zones.items())
        return (
            "まだ敗北しません。ダメージ・ゾーンのカードが10枚以上になったプレイヤーが敗北します"
            f"(いま{counts})"
        )

    return BuiltScenario(f"{GAME}.{kind}", payload, tell(head, sides, ("game_over",)))


def _per_side(said: dict[str, int], unsaid: int | None, both: bool) -> dict[str, int]:
    """Counts by side: 「お互い10枚」 is both players', an unsaid count is the asker's."""
    out = dict(said)
    if both and len(set(out.values())) == 1 and unsaid is None:
        unsaid = next(iter(out.values()))
    if unsaid is not None:
        for side in ("self", "opponent") if both else ("self",):
            out.setdefault(side, unsaid)
    return out


BUILDERS = (turn_start, entry, aisatsu, effect_damage, draw_effect, defeat_state)
