"""ニンジャスレイヤー plan: a character with 耐久力 takes stated damage and/or ±X/±Y with no アイサツ — is
it killed (1302.1, 1303.1) — split from `ninjaslayer_fight` (which reads the アイサツ fights).

Asked at the turn's end (「ターン終了時に殺される?」「エンドフェイズで…切れたら死んじゃう?」), the run goes on
through the エンドフェイズ: its damage is 0 first (505.3a), then a 「このターン」 ±X/±Y ends (505.3b) — so a
card kept alive by such a gain is not killed when it ends (ninjaslayer-bu-10). The gain runs as a
「このターン」 effect only when the question says so; otherwise it lasts (場にある間).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import (
    GAME,
    asks,
    cards,
    me,
    seat,
    sides,
)
from service.answering.plans.ninjaslayer_fight import _REMOVES, _attack, _gain, _spec, other
from service.answering.plans.ninjaslayer_turn_ends import TURN_END_NOTE, turn_ends
from service.answering.reading.means_damage import attacker_side, means_damage
from service.answering.reading.model import Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import (
    GONE,
    PLAYER1,
    PLAYER2,
    STAT_ASKED,
    Sides,
    cards_in,
    tell,
)
from service.engine.scenario import SimulationResult

# 「別のキャラ」「他のキャラ」「もう1体のキャラ」: a card other than the one described
_ANOTHER = re.compile(r"(?:別|他|ほか|もう\s*(?:1|１|一)\s*(?:体|人|枚)|残り)\s*の\s*$")
# the fate asked at the turn's end, in its sentence (「ターン終了時に」「エンドフェイズで」「エンドで」)
_AT_END = re.compile(r"ターン(?:の)?(?:終了|終わ)|エンドフェイズ|ターンエンド|エンド\s*(?:で|に|時|の時)")
# 「ターンが終わったら」「ターンは終わって」: the turn's own end told as a turn passed
_OVER = re.compile(r"ターン(?:が|は)?\s*終わ")
# 「このターン+0/+3」「このターン、+0/+3」: the gain lasts this turn only (505.3b)
_THIS_TURN = re.compile(r"(?:この|今)ターン(?:の間|中|だけ)?\s*[、,]?\s*(?:は)?\s*$")


def _asked_at_end(reading: Reading) -> bool:
    text = reading.text
    for ask in reading.asks():
        start = max(text.rfind(c, 0, ask.start) for c in "。?？!！") + 1
        if _AT_END.search(text, start, ask.start):
            return True
    return False


def _turn_over(reading: Reading) -> bool:
    """「ターンが終わったら死ぬ?」: the turn's end asked as a turn passed (TURN turn_passed in the asking
    sentence, nothing done after it before the ask) — the run then goes on into the next turn."""
    text = reading.text
    for ask in reading.asks():
        start = max(text.rfind(c, 0, ask.start) for c in "。?？!！") + 1
        for f in reading.of(Role.TURN):
            if f.concept != "turn_passed" or not start <= f.start < ask.start or not _OVER.search(f.text):
                continue
            if not any(f.end <= a.start < ask.start for a in reading.of(Role.ACTION)):
                return True
    return False


def _this_turn(reading: Reading) -> bool:
    """The one ±X/±Y told lasts 「このターン」 (said right before it, in or out of its quote)."""
    mods = [f for f in reading.of(Role.MODIFIER) if f.concept == "modify" and not f.negated]
    return len(mods) == 1 and bool(_THIS_TURN.search(reading.text[: mods[0].start].rstrip("「『")))


def character_damage(reading: Reading) -> BuiltScenario | None:
    """A character with 耐久力 takes stated damage and/or ±X/±Y, with no アイサツ but one told as the means of
    a told damage: is it killed (or what happens: the sentence tells its fate)?"""
    means = means_damage(reading)  # 「相手のアイサツで4ダメージ受けた」: the アイサツ's own damage
    if (_attack(reading) is not None and means is None) or asks(reading) not in ("destroyed", "outcome"):
        return None  # 「どうなる?」「…与えたら?」: what happens is the card's fate, told in the text
    described = cards(reading)
    if described is None or len(described) != 1:
        return None
    card = described[0]
    if any(_ANOTHER.search(reading.text[max(0, n.start - 6) : n.start]) for n in reading.of(Role.CARD)):
        return None  # 「こっちの別のキャラが5ダメージ受けた」: the damage is another card's than the one told
    durability = card.stat("durability")
    if durability is None:
        return None
    if means is not None and (card.owner is None or attacker_side(reading, means) in (None, card.owner)):
        return None  # whose アイサツ dealt it, against whose card, both told and not the same player's
    if means is not None and (
        asks(reading) != "destroyed" or any(c.start > means.end for c in reading.of(Role.CARD))
    ):
        return None  # 「どうなる?」, or a card named after it (「別の相手キャラに」): another card's
    mine = me(reading)
    if (
        means is not None
        and card.owner == "self"
        and not any(f.concept == "self_turn" for f in reading.of(Role.TURN))
    ):
        # 「相手のアイサツで…」 on the asker's card: the opponent アイサツs as the turn player (1001)
        mine = PLAYER2
    # 「(unowned)キャラに…3点入れたら倒せる?」: the card the asker removes is the opponent's
    removing = any(f.concept == "destroyed" and _REMOVES.search(f.text) for f in reading.asks())
    where = seat(card.owner, mine) or (other(mine) if removing else mine)
    spec = _spec(card, "b", "ダメージを受けるキャラ")
    gain = _gain(reading)
    if gain is not None:
        spec["gained"] = gain
    amounts = [
        int(f.value)
        for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and isinstance(f.value, int)
    ]
    hits = [
        f
        for f in reading.of(Role.ACTION)
        if f.concept == "damage" and not f.negated and isinstance(f.value, int)
    ]
    passes = turn_ends(reading, hits)
    if passes is None or (means is not None and (any(passes) or where != PLAYER2)):
        return None  # the one アイサツing is the turn player (player1): its target sits with player2
    actions: list[dict[str, Any]] = []
    fields: dict[str, list[dict[str, Any]]] = {where: [spec]}
    for hit, n, ends in zip(hits, amounts, passes, strict=True):
        actions += [{"kind": "end_phase"}] * (
            2 * ends
        )  # キャラクター → イクサ → the next turn's キャラクター
        if (
            hit is means
        ):  # its イクサダメージ: an アイサツ in the イクサフェイズ by a card of that カラテ (706.4b)
            fields[PLAYER1] = [{"id": "x", "name": "アイサツしたキャラ", "karate": n, "durability": 50}]
            actions += [
                {"kind": "end_phase"},
                {"kind": "aisatsu", "player": PLAYER1, "attacker": "x", "target": "b"},
            ]
            continue
        actions.append({"kind": "effect", "op": "damage", "target": "b", "amount": n})
    if not actions and gain is None:
        return None
    turns = {f.concept for f in reading.of(Role.TURN) if f.concept in ("self_turn", "opponent_turn")}
    if gain is not None and (any(passes) or len(turns) > 1):
        return None  # a gain told before the turn passed: whether it lasts (505.3b) is not read
    if GONE.search(reading.text):
        return None  # 「…はもうオヒガンにいる」: the card is not on the field to take the damage
    if STAT_ASKED.search(reading.text):
        return None  # 「耐久力はいくつ?」: a stat asked, not the card's fate
    over = asks(reading) == "destroyed" and _turn_over(reading)  # the card's fate, not its damage asked
    at_end = _asked_at_end(reading) or over
    if at_end and (any(passes) or not actions):
        return None  # the turn's end asked of damage in an earlier turn, or of no damage: not this run
    if at_end:
        if gain is not None and _this_turn(reading):  # a 「このターン」 effect ends at 505.3b
            del spec["gained"]
            stats = {"karate": gain[0], "durability": gain[1]}
            modify = {"type": "effect", "effect": "modify", "target": {"card": "b"}, "stats": stats}
            actions.insert(0, modify)
        # キャラクター → イクサ → its エンドフェイズ (505.3); an アイサツ's run is in the イクサ already
        actions += [{"kind": "end_phase"}] * (1 if means is not None else 2)
        if over:  # 「ターンが終わったら」: into the next turn's start (502), after 505.3
            actions.append({"kind": "end_phase"})
    payload: dict[str, Any] = {"phase": "character", **{p: {"field": f} for p, f in fields.items()}}
    payload["actions"] = actions
    who = sides(reading) if mine == me(reading) else Sides(mine, {mine: "自分", other(mine): "相手"})
    notes: tuple[str, ...] = ()
    if card.owner is None:
        whose = "倒せるかを問われているので相手" if removing else "自分"
        notes = (f"持ち主が書かれていないキャラは{whose}のものとして扱っています。",)
    if any(passes):
        notes += (TURN_END_NOTE,)

    def head(sim: SimulationResult) -> str:
        now = durability + (gain[1] if gain else 0)
        if at_end:
            killed = any(c["uid"] == "b" for c in cards_in(sim, where, "ohigan"))
            if killed:
                return (
                    f"ターン終了を待たず、負っているダメージが耐久力{now}以上になった時点で殺されます(1004.1)"
                )
            return (
                "殺されません。エンドフェイズの最終処理では、まずすべてのキャラクターが負っているダメージを0にし"
                "(505.3a)、その後で「このターン」の効果が終了します(505.3b)"
            )
        taken = sum(amounts[max((i for i, e in enumerate(passes) if e), default=0) :])
        if any(passes):
            reset = "ターン終了時の最終処理で、キャラクターが負っているダメージは0に戻ります"
            if any(c["uid"] == "b" for c in cards_in(sim, where, "ohigan")):
                return (
                    f"{reset}が、負っているダメージが耐久力{now}以上になった時点で殺されます(505.3a、1004.1)"
                )
            return (
                f"{reset}。最後のターンのダメージ{taken}点は耐久力{now}未満なので殺されません(505.3a、1004.1)"
            )
        if any(c["uid"] == "b" for c in cards_in(sim, where, "ohigan")):
            return (
                f"負っているダメージ{taken}点が耐久力{now}以上なので、"
                "キャラクターは殺されてオヒガンに置かれます(1004.1)"
            )
        return f"負っているダメージ{taken}点は耐久力{now}未満なので、キャラクターは殺されません(1004.1)"

    return BuiltScenario(
        f"{GAME}.plan.character_damage",
        payload,
        tell(head, who, ("modify", "damage", "move"), 6 if at_end else 4),
        notes,
    )
