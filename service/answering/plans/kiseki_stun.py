"""軌跡 TCG plan: UNITs stunned by an effect (not in a battle) — each stun deals its controller stun
damage equal to the UNIT's CPコスト (1306.3: 絆 lost), and a 絆 of 0 or less loses only in the
回復フェイズ (705.5).

Built from the reading: the UNITs told (`kiseki_units.units`: each with its CPコスト and owner — a UNIT
with no CPコスト or no owner is not planned), every STATE a stun (「スタンした」「スタンさせられた」),
「効果で」 the only modifier, no attack or other action, each player's 絆 (QUANTITY kizuna), a player
who takes no stun damage (STATE prevent, 1307.1). Asked: the
絆 lost, or 「その時点で負け?」 — then both players pass on to the 回復フェイズ's judgement (named).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from service.answering.plans.kiseki_stun_quote import stun_guarded
from service.answering.plans.kiseki_units import Unmodeled, units
from service.answering.reading.model import Reading, Role
from service.answering.reading.resulting import without
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import outcome_phrase, story
from service.answering.scenarios.kiseki_verdict import NOW, lost_kizuna
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_WHO = {"self": ("自分", "player1"), "opponent": ("相手", "player2")}
# another turn than the one the prevention was used in (「このターン中」 ends with its turn)
_OTHER_TURN = re.compile(
    r"(?:次|前|翌|さっき|先)の?\s*(?:自分の|相手の)?\s*ターン|ターン(?:が|を)\s*(?:変わ|明け|終わ|跨|またい)"
)


# a count the asking sentence names that is no 絆: the EVENT's EP, a CP, a hand or deck, cards
_OTHER_COUNT = re.compile(r"EP|CP(?!コスト)|手札|山札|デッキ|拠点|軌跡|枚|UNIT|ユニット")


# 「自分のEVENTの『UNITを1つ対象とし、それをスタンする』で」: an EVENT's whole text, a stun of its one
# target (1204.2d, 1306.1) — the UNIT stunned is the one the question then tells
_STUN_TEXT = re.compile(
    r"[「『]\s*(?:相手の|あなたの)?(?:UNIT|ユニット)\s*(?:を)?\s*(?:1|１|一)\s*つ\s*(?:を)?\s*対象と(?:し|して)\s*[、,]?\s*"
    r"(?:それ|その(?:UNIT|ユニット))\s*を\s*スタンする。?\s*[」』]"
)


# 「スタンさせようとした」「スタンさせたかったけど」「スタンさせる予定」「スタンできなかった」: not made
_UNDONE = re.compile(
    r"\s*(?:させ|さ|し|す)?\s*(?:よう|たい|たかっ|る\s*(?:予定|つもり)|られな|できな|でき(?:ず|ません)|ない|なかっ)"
)


def effect_stun(reading: Reading) -> BuiltScenario | None:
    text = _STUN_TEXT.search(reading.text)
    if text is not None and len(re.findall(r"[「『]", reading.text)) != 1:
        text = None
    if text is not None:
        # the quoted text is the EVENT's stun: its words are no UNIT, count or stun of their own
        inside = [f for f in reading.facts if text.start() <= f.start < text.end()]
        if "の" in text.group(0).split("UNIT")[0].split("ユニット")[0]:
            return None  # 「相手のUNITを1つ対象とし」: whose UNIT it may target — not checked here
        reading = without(reading, inside)
        if not any(f.concept == "event" and f.role is Role.CARD for f in reading.facts):
            return None
    asked = {f.concept for f in reading.asks()}
    # 「相手が「このターン中、スタンダメージを受けない」効果を使ってる」: a quote that is only the
    # prevention (1307.1), used — said of the player right before it; any other quote is not planned
    guarded = stun_guarded(reading) if "「" in reading.text and text is None else ""
    if not asked <= {"number", "winner", "outcome"} or guarded is None:
        return None
    if (
        any(not (guarded and f.concept == "use" and not f.negated) for f in reading.of(Role.ACTION))
        or reading.of(Role.KEYWORD)
        or reading.of(Role.NUMBER)
        or reading.of(Role.TURN)
    ):
        return None
    if any(f.concept != "effect" for f in reading.of(Role.MODIFIER)):
        return None
    for ask in reading.asks():
        said = reading.text[reading.text.rfind("。", 0, ask.start) + 1 : ask.start]
        if "絆" not in said and _OTHER_COUNT.search(said):
            # 「相手のEPはいくつ減った?」: another count than the 絆 the run tells (2 had been stated)
            return None
    # 「スタンダメージを受けない」 (1307.1): the player whose stun damage is prevented
    shielded = [f for f in reading.of(Role.STATE) if f.concept == "prevent" and not f.negated]
    states = [f for f in reading.of(Role.STATE) if f not in shielded]
    if not states or any(f.concept != "stunned" or f.negated for f in states):
        return None
    if any(_UNDONE.match(reading.text, f.end) for f in states):
        return None  # 「スタンさせようとしたけど、やめた」: a stun tried or meant, not made (1306.1)
    if any(f.owner not in _WHO or (guarded and f.owner != guarded) for f in shielded):
        return None  # the quote's holder and the prevention's owner read differently: whose is it?
    if shielded and _OTHER_TURN.search(reading.text):
        # 「このターン中…を使った。次のターン、…スタンした」: the prevention may have ended (1307.1)
        return None
    try:
        told = units(reading)
    except Unmodeled:
        return None
    if not told or len(told) > 5:
        return None
    if len(states) > len(told) or "回復" in reading.text:
        # 「…スタンした。その後回復し、もう一度スタンした」: each stun deals its own stun damage (1306.3),
        # a UNIT stunned again after a recovery (1308.1) is not one scripted stun
        return None
    if any(set(u.stats) != {"cp_cost"} or u.icons or u.owner not in _WHO for u in told):
        return None  # a UNIT's CPコスト and owner only: a STR/DEF or an icon tells of a battle
    kizuna: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept != "kizuna" or f.owner not in _WHO or not isinstance(f.value, int) or f.owner in kizuna:
            return None
        kizuna[f.owner] = f.value
    fields: dict[str, list[dict[str, Any]]] = {"self": [], "opponent": []}
    actions: list[dict[str, Any]] = []
    for n, u in enumerate(told, start=1):
        uid = f"t{n}" if len(told) > 1 else "t"
        cost = u.stats["cp_cost"]
        fields[str(u.owner)].append({"id": uid, "name": f"スタンするUNIT(CPコスト{cost})", "cp_cost": cost})
        actions.append({"kind": "effect", "op": "stun", "target": uid})
    players: dict[str, dict[str, Any]] = {}
    for side, (_, seat) in _WHO.items():
        players[seat] = {"field": fields[side], **({"kizuna": kizuna[side]} if side in kizuna else {})}
        if any(f.owner == side for f in shielded):
            players[seat]["no_stun_damage"] = True
    # 「その時点で負け?」 is told as it is then; 「負ける?」 runs on to the 回復フェイズ's judgement (705.5)
    moment = "winner" in asked and re.search(NOW, reading.text) is not None
    judged = "winner" in asked and not moment
    notes: list[str] = []
    if judged:  # 「その時点で負け?」: run on to the 回復フェイズ, where 705.5 judges
        actions += [{"kind": "pass", "player": "player1"}, {"kind": "pass", "player": "player2"}]
        notes.append(
            "スタンの後は両プレイヤーとも攻撃しないものとして、回復フェイズの判定(705.5)まで進めました。"
        )
    payload = {"phase": "battle" if judged else "deploy", **players, "actions": actions}
    events = [f for f in reading.of(Role.CARD) if f.concept == "event"]
    if events:  # 「相手のEVENTで…スタンさせられた」: that player's EVENT stuns them as it resolves (1205.1a)
        if len(events) != 1 or events[0].negated or events[0].owner not in _WHO or judged:
            return None
        seat = _WHO[str(events[0].owner)][1]
        effects = [{"effect": "stun", "target": {"card": a["target"]}} for a in actions]
        event = {"id": "e", "name": "EVENT", "kind": "EVENT", "ep_cost": 0, "effects": effects}
        players[seat]["hand"] = [event]
        payload = {
            "phase": "deploy",
            **players,
            "actions": [{"kind": "play_event", "player": seat, "card": "e"}],
        }
        if seat == "player2":
            payload["deployer"] = seat  # an EVENT is played in its player's own 配備ステップ here (702.3)
        notes.append(
            "EVENTのEPコストは書かれていないので0とし、そのプレイヤーの配備ステップでプレイしました。"
        )
    sides = _asked_first(reading, list(dict.fromkeys(str(u.owner) for u in told)))
    summary = story(stun_head(sides, judged, moment), types=("counter", "battle", "game_over"), limit=5)
    return BuiltScenario(f"{GAME}.plan.effect_stun", payload, summary, tuple(notes))


def _asked_first(reading: Reading, sides: list[str]) -> list[str]:
    """The sides in the order told, the player the asking sentence names first (「俺の絆は何点減る?」
    leads with the asker's stun damage, not the other player's told before it)."""
    for ask in reading.asks():
        start = reading.text.rfind("。", 0, ask.start) + 1
        named = [o.concept for o in reading.of(Role.OWNER) if start <= o.start < ask.start]
        if named and named[-1] in sides:
            return [named[-1], *(s for s in sides if s != named[-1])]
    return sides


def stun_head(sides: list[str], judged: bool, moment: bool = False) -> Callable[[SimulationResult], str]:
    """The stun damage each side's controller takes (1306.3, none under 1307.1), and with `judged`
    whether anyone loses now or in the 回復フェイズ (705.5); with `moment` only whether anyone has
    lost at that moment (nobody: 705.5 judges in the 回復フェイズ)."""

    def head(sim: SimulationResult) -> str:
        parts = []
        for side in sides:
            name, player = _WHO[side]
            costs = [
                str(-int(e.data["delta"]))
                for e in sim.events
                if e.type == "counter" and "1306.3" in e.rules and e.data.get("player") == player
            ]
            if any("1307.1" in e.rules and e.text.startswith(player) for e in sim.events):  # this side's
                parts.append(
                    f"そのUNITはスタンしますが、{name}はスタンダメージを受けないので絆は減りません（0点）(1307.1)"
                )
                continue
            lost = lost_kizuna(sim, player)
            if len(costs) > 1:
                each = "点+".join(costs)
                parts.append(
                    f"UNITはそれぞれスタンし、{name}はCPコストに等しい絆を合計{lost}点失います"
                    f"(スタンダメージ{each}点、1306.3)"
                )
            else:
                parts.append(
                    f"そのUNITはスタンし、スタンダメージとして{name}は絆を{lost}点失います(CPコストと同じ点数、1306.3)"
                )
        if not judged and not moment:
            return "。".join(parts)
        # 「その時点で負け?」: whether anyone loses now is the answer, so it comes first
        left = {side: sim.counter(_WHO[side][1], "kizuna") for side in sides}
        now = [
            f"{_WHO[side][0]}の絆は{left[side]}点になりますが、その時点では敗北しません"
            "(敗北の判定は回復フェイズ、705.5)"
            for side in sides
            if left[side] <= 0
        ]
        if moment:
            return "。".join(
                [
                    *(now or ["その時点で敗北するプレイヤーはいません(敗北の判定は回復フェイズ、705.5)"]),
                    *parts,
                ]
            )
        over = outcome_phrase(sim)
        later = f"回復フェイズの判定で{over}" if over else "回復フェイズの判定でも敗北しません(705.5)"
        return "。".join([*now, *parts, later])

    return head
