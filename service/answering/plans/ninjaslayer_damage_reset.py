"""ニンジャスレイヤー plan: damage a character took in an earlier turn, then an アイサツ on it now —
505.3a sets every character's damage to 0 in each エンドフェイズ, so only this turn's イクサダメージ
counts against its 耐久力 (1004.1): 「前の自分のターンに耐久力6のキャラに4ダメージ入れたけど倒しきれ
なかった。今ターン、カラテ3のキャラでそいつにもう一回アイサツしたら倒せる?」 is no.

Run: the asker's turn — the earlier damage (an effect of the asker's), then the turn ends, the
opponent's turn passes, and in the asker's next turn the told アイサツ is made (505.3a, 505.4, 502).
Read from the facts: one earlier turn (「前の…ターン」, before the damage), one damage with its amount
on the opponent's character with its 耐久力, one アイサツ after it by a character with its カラテ; a
kill told failed (「倒しきれなかった」) only. Anything else told (a ±X/±Y, a second damage, keywords,
a later turn) declines. Told in the passive (「耐久力4のキャラが前のターンに3ダメージを受けた。今のターン、
カラテ1のキャラにアイサツされた」, audit 23d): the damaged card is the asker's (the subject), the one that
アイサツs the opponent's, and the run is the same with the asker seated as player2.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, tell
from service.engine.scenario import SimulationResult

_EARLIER = re.compile(r"前")
# 「同じターンに」「そのターンのうちに」: the アイサツ in the damage's own turn (1317.1: it stays)
_SAME_TURN = re.compile(r"同じ\s*ターン|その\s*ターン|同ターン|そのまま")
# 「倒しきれなかった」「倒せなかった」「殺しきれず」: the kill told failed (the card survived the damage)
_FAILED = re.compile(r"(?:きれ|切れ|せ|られ)?\s*(?:なかっ|ず|ません)|損ね")
# 「そいつに」「そのキャラに」「同じキャラに」: the アイサツ made at the damaged card again
_SAME = re.compile(r"(?:そいつ|そのキャラ(?:クター)?|同じキャラ(?:クター)?|それ|あいつ)\s*に")
NOTE = (
    "前のターンのダメージは自分の効果によるものとして、自分のターン→相手のターン→自分のターンと進めて"
    "シミュレーションしています(ダメージは各エンドフェイズで0になります、505.3a)。"
)

PASSIVE_NOTE = (
    "前のターンのダメージは相手の効果によるものとして、相手のターン→自分のターン→相手のターンと進めて"
    "シミュレーションしています(ダメージは各エンドフェイズで0になります、505.3a)。"
)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.NEUTRAL, Role.OWNER):
        return f.concept not in ("counterfactual",)
    if f.role is Role.TERM:
        return f.concept in ("ダメージ", "アイサツ")
    if f.role is Role.TURN:
        return f.concept in ("turn_passed", "self_turn", "opponent_turn") and not f.negated
    if f.role is Role.CARD:
        return f.concept == "character"
    if f.role is Role.STAT:
        return f.concept in ("karate", "durability") and isinstance(f.value, int)
    if f.role is Role.ACTION:  # 「倒しきれなかった」: a kill told failed (negated)
        return f.concept in ("damage", "aisatsu", "attacked", "destroy") and (
            not f.negated or f.concept == "destroy"
        )
    return False


# 「耐久力4のキャラが前のターンに3ダメージを受けて…。今のターン、カラテ1のキャラにアイサツされた」: the
# damaged card the subject of the sentence, the one that アイサツs named with に right before the passive
_SUBJECT = re.compile(r"\s*(?:が|は|って|も)")
_BY = re.compile(r"\s*に\s*$")


def _passive(reading: Reading, damage: Fact, attack: Fact) -> bool:
    """Whether the アイサツ is told in the passive of the damaged card (`attacked`): two card nouns, the
    first (the damaged one, before the damage) the subject, the second the one that アイサツs, right before
    「に…アイサツされた」 (audit 23d)."""
    cards = reading.of(Role.CARD)
    if len(cards) != 2 or not (cards[0].end <= damage.start and damage.end <= cards[1].start < attack.start):
        return False
    return _SUBJECT.match(reading.text, cards[0].end) is not None and (
        _BY.search(reading.text, cards[1].end, attack.start) is not None
    )


def damage_reset(reading: Reading) -> BuiltScenario | None:
    if asks(reading) != "destroyed" or not all(_fits(f) for f in reading.facts):
        return None
    text = reading.text
    passed = [f for f in reading.of(Role.TURN) if f.concept == "turn_passed"]
    damages = [f for f in reading.of(Role.ACTION) if f.concept == "damage"]
    attacks = [f for f in reading.of(Role.ACTION) if f.concept in ("aisatsu", "attacked")]
    if len(passed) != 1 or not _EARLIER.search(passed[0].text) or len(damages) != 1 or len(attacks) != 1:
        return None
    damage, attack = damages[0], attacks[0]
    if not (passed[0].end <= damage.start < attack.start) or not isinstance(damage.value, int):
        return None  # the damage told in the earlier turn, the アイサツ after it
    # 「…キャラにアイサツされた」: the opponent's アイサツ on the asker's damaged card — the run is the same
    # with the seats turned (the one that アイサツs is the turn player, player1)
    passive = attack.concept == "attacked"
    if passive and not _passive(reading, damage, attack):
        return None
    # 「今は相手のターン」: the turn of the one that アイサツs now — the opponent's only in the passive
    now = {f.concept for f in reading.of(Role.TURN)} - {"turn_passed"}
    if now & {"self_turn", "opponent_turn"} - {"opponent_turn" if passive else "self_turn"}:
        return None
    asked = reading.asks()
    for kill in (f for f in reading.of(Role.ACTION) if f.concept == "destroy"):
        if kill.start >= attack.start:
            if kill.negated or not any(a.start <= kill.start < a.end for a in asked):
                return None  # 「倒せる?」: the ask itself, nothing else after the アイサツ
        elif not (damage.end <= kill.start and (kill.negated or _FAILED.match(text, kill.end))):
            return None  # only 「倒しきれなかった」 between the two
    if not passive and not _SAME.search(text, damage.end, attack.start):
        return None  # the アイサツ made at the damaged card, named again
    if _SAME_TURN.search(text, damage.end, attack.start):
        return None  # the アイサツ told in the damage's turn, not a later one
    if any(attack.end <= f.start < asked[-1].start for f in reading.of(Role.CARD, Role.OWNER)):
        return None  # 「…アイサツしたら、こっちのキャラは死ぬ?」: the fate of another card than the one hit
    stats = {f.concept: f for f in reading.of(Role.STAT)}
    if len(reading.of(Role.STAT)) != 2 or set(stats) != {"karate", "durability"}:
        return None
    durability, karate = stats["durability"], stats["karate"]
    # the damaged card is the other player's (the opponent's; the asker's own when told in the passive)
    hit_side = "self" if passive else "opponent"
    if durability.owner not in (hit_side, None if passive else hit_side) or karate.owner == hit_side:
        return None
    if not durability.end <= damage.start:
        return None
    if karate.start < damage.end:
        return None  # the カラテ told of the card that アイサツs now, after the damage
    endure, amount, hit = int(durability.value or 0), int(damage.value), int(karate.value or 0)
    if amount >= endure:
        return None  # the damage would have killed it then (1004.1): not the situation told
    payload: dict[str, Any] = {
        "phase": "character",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ", "karate": hit, "durability": 2}]},
        PLAYER2: {"field": [{"id": "b", "name": "前のターンにダメージを負ったキャラ", "durability": endure}]},
        "actions": [
            {"kind": "effect", "op": "damage", "target": "b", "amount": amount, "player": PLAYER1},
            # the asker's turn ends, the opponent's turn passes, the asker's next イクサフェイズ (505.3a)
            *({"kind": "end_phase", "player": p} for p in (PLAYER1, PLAYER1, PLAYER2, PLAYER2, PLAYER1)),
            {"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": "b"},
        ],
    }
    me = PLAYER2 if passive else PLAYER1
    who = Sides(me, {me: "自分", PLAYER2 if me == PLAYER1 else PLAYER1: "相手"})

    def head(sim: SimulationResult) -> str:
        killed = any(e.type == "move" and "1004.1" in e.rules for e in sim.events)
        reset = f"前のターンの{amount}点のダメージはエンドフェイズに0になっています(505.3a)"
        if passive:
            if killed:
                return f"殺されます。{reset}が、カラテ{hit}のイクサダメージで耐久力{endure}に達します"
            return f"殺されません。{reset}。今回のイクサダメージ{hit}点だけでは耐久力{endure}に届きません"
        if killed:
            return f"殺せます。{reset}が、カラテ{hit}のイクサダメージで耐久力{endure}に達します"
        return f"殺せません。{reset}。今回のイクサダメージ{hit}点だけでは耐久力{endure}に届きません"

    types = ("damage", "aisatsu", "move")
    notes: tuple[str, ...] = (PASSIVE_NOTE if passive else NOTE,)
    if passive and durability.owner is None:
        notes += ("持ち主の書かれていない、アイサツされたキャラは自分のものとしています。",)
    return BuiltScenario(f"{GAME}.plan.damage_reset", payload, tell(head, who, types, 4), notes)
