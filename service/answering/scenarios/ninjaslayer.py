"""ニンジャスレイヤーTCG situations, tried in the order of `BUILDERS`: legality questions no number
decides (`ninjaslayer_legal`), the turn — draws, エテル, entering characters — (`ninjaslayer_turns`),
アイサツ (`ninjaslayer_aisatsu`), and here damage from effects, the damage-zone threshold, empty decks
and simultaneous defeat. (Retired into `plans/` — issue 11 item 7: a draw from a small deck is
`player_effect`'s, アイサツ again / with a fresh character / next turn `aisatsu_history`'s, damage
across a turn's end `character_damage`'s, インターラプト twice `interrupt_again`'s.)

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
from service.answering.scenarios import ninjaslayer_legal as L
from service.answering.scenarios import ninjaslayer_read as R
from service.answering.scenarios import ninjaslayer_turns as T
from service.answering.scenarios.common import asks, stat
from service.answering.scenarios.ninjaslayer_aisatsu import build_aisatsu
from service.answering.scenarios.ninjaslayer_aisatsu_tell import AFTER_TURN
from service.answering.scenarios.ninjaslayer_asked import counted_player
from service.answering.scenarios.ninjaslayer_read import (
    ASSUMED_DECK,
    LASTING,
    cards_in,
    result,
    tell,
)
from service.engine.scenario import SimulationResult

GAME = "ninjaslayer"
Built = BuiltScenario | Unsupported | None
_RESULT_ASKED = r"負け|勝ち|勝て|勝つ|敗北|勝利|決着|ダメージ・?ゾーン"
_HIT = re.compile(r"([0-9]+)\s*点(?:ずつ)?(?:の)?(?:イクサ)?ダメージ|([0-9]+)\s*ダメージ(?!・?ゾーン)")
# 「相手の効果で自分のキャラ(耐久力2)に2点。」: the points alone, aimed with に, once an effect is named
_BARE_HIT = re.compile(r"(?:に|へ)、?\s*([0-9]+)\s*点(?:ずつ)?(?![0-9]|\s*(?:回復|以上|以下|未満))")


def _hit(facts: Facts) -> re.Match[str] | None:
    hit = _HIT.search(facts.text)
    if hit is None and re.search(r"効果|コトダマ|ジツ|能力", facts.text):
        hit = _BARE_HIT.search(facts.text)
    return hit


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


# ----- the turn: the スタートフェイズ, entering characters, damage across a turn's end --------------
turn_start = _vanilla(T.build_turn_start)
entry = _vanilla(T.build_entry)

# ----- legality questions no number decides -------------------------------------------------------
interrupt_for_ally = _vanilla(L.build_interrupt_for_ally)


# ----- アイサツ (704–706) --------------------------------------------------------------------------
aisatsu = _vanilla(build_aisatsu)


# ----- damage from an effect (1102.2, 1003, 1004) -------------------------------------------------
_TURN_TOLD = re.compile(r"(?:自分|相手|俺|こっち|私|僕|うち|ウチ|向こう)(?:の)?(?:ターン|番)(?!目)")
# 「2ダメージ与えて、相手のダメージ・ゾーンが9枚になった」: a count told after the damage as what it
# made — the run's counts are the ones before it (9 after the checks is no defeat, 1002.1)
_BECAME = re.compile(r"[0-9０-９]+\s*枚\s*(?:に|と)\s*(?:なっ|なり|なる|増え|減っ)")


@_vanilla
def effect_damage(facts: Facts) -> Built:
    hit = _hit(facts)
    if facts.attack or hit is None or _BECAME.search(facts.text, hit.end()):
        return None
    amount = int(hit.group(1) or hit.group(2) if hit.re is _HIT else hit.group(1))
    card = next((m for m in facts.mentions if "durability" in m.stats), None)
    if card is None and facts.mentions:
        card = facts.mentions[0]
    if card is not None:
        return _character_damage(facts, card, amount)
    sides = R.sides(facts)
    before = facts.text[max(0, hit.start() - 16) : hit.start()]
    # 「相手の効果で自分に3点」: the player named with に is hit; 相手の効果 is only the source
    aimed = re.findall(r"(相手|自分)(?:プレイヤー|本体)?(?:に|へ)", before)
    before = re.sub(r"(?:相手|自分)の(?:効果|カード|コトダマ|能力|ターン)", "", before)
    if R.both_players(facts) or "ずつ" in facts.text[hit.start() : hit.end() + 2]:
        hurt = [R.PLAYER1, R.PLAYER2]
    elif aimed:
        hurt = [sides.player("opponent" if aimed[-1] == "相手" else "self")]
    elif "相手" in before or ("自分" not in before and re.search(r"与え", facts.text)):
        hurt = [sides.player("opponent")]
    else:
        hurt = [sides.player("self")]
    counted = counted_player(facts.text)
    if len(hurt) == 1 and counted is not None and sides.player(counted) not in hurt:
        # 「相手のコトダマで俺に2ダメージ。相手のダメゾンは何枚?」: that player makes no check (1003.2a)
        return None
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
    zones = [p for p in hurt if "damage_zone" in payload.get(p, {})]
    # 1003.2b: the non-turn player's checks resolve first, so whose turn it is and both players'
    # ダメージ・ゾーン decide who reaches 10 first (1002.1); neither is a default to assume
    if len(hurt) == 2 and amount > 0 and zones and (len(zones) < 2 or not _TURN_TOLD.search(facts.text)):
        return None

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


# 「次のターンに」「前のターン」: a gain's turn other than the damage's (505.3b ends a 「このターン」 one)
_OTHER_TURN = re.compile(r"(?:次|前|先)の\s*(?:自分の|相手の)?\s*ターン")


def _character_damage(facts: Facts, card: CardMention, amount: int) -> Built:
    if R.GONE.search(facts.text):
        return None  # 「でもそのキャラはもうオヒガンにいる」: not on the field to take the damage
    if R.STAT_ASKED.search(facts.text):
        return None  # 「そのキャラの耐久力はいくつ?」: a stat asked, not the card's fate
    if any(m is not card and m.side is not None and m.side != card.side for m in facts.mentions):
        return None  # 「耐久力3のキャラに…。相手のキャラが5ダメージ受けた」: the damage is another card's
    turns = {m.group(0) for m in _TURN_TOLD.finditer(facts.text)}
    if R.gained(facts, card) and (len(turns) > 1 or _OTHER_TURN.search(facts.text)):
        return None  # the gain told in one turn and the damage in another (505.3b: a 「このターン」 one ends)
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
    spec: dict[str, Any] = {"id": "b", "name": "ダメージを受けるキャラクター", "durability": durability}
    if gain := R.gained(facts, card):
        spec["gained"] = gain
        durability += gain[1]
    payload: dict[str, Any] = {
        "phase": "ikusa",
        side: {"field": [spec]},
        "actions": [{"kind": "effect", "op": "damage", "target": "b", "amount": amount}],
    }
    if lasting:
        payload["actions"].append({"kind": "end_phase"})
    sides = R.sides(facts)

    # 「次のターン、ダメージは何点?」: the damage after the turn's end (0) is asked, not 「残ってる?」's
    unit = "点" if asks(facts, AFTER_TURN) else ""

    def head(sim: SimulationResult) -> str:
        if any(c["uid"] == "b" for c in cards_in(sim, side, "ohigan")):
            return (
                f"{amount}点のダメージは耐久力{durability}以上なので、"
                "キャラクターは殺されてオヒガンに置かれます(1004.1)"
            )
        if lasting:
            return (
                f"キャラクターは{amount}点のダメージを負ったまま生き残りますが、ターン終了時の最終処理で"
                f"すべてのキャラクターが負っているダメージは0{unit}になるので、次のターンには残りません(505.3a)"
            )
        return f"{amount}点のダメージは耐久力{durability}未満なので、キャラクターは殺されません(1004.1)"

    types = ("damage", "move")
    return BuiltScenario(f"{GAME}.character_damage", payload, tell(head, sides, types, 3), notes)


BUILDERS = (
    interrupt_for_ally,
    turn_start,
    entry,
    aisatsu,
    effect_damage,
)
