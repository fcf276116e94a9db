"""A ONE PIECE CARD GAME main phase asked about as a plan.

「アクティブのドン!!6枚。コスト4のキャラを出して、残りをリーダーに付与してアタックしたら通る?」 plays the
card (2-7-2), gives the DON!! left (6-5-5-1) and attacks (7-1), in that order; a card played this
turn that attacks itself is refused unless it has 【速攻】 (3-7-4, 10-1-1-1). (An attack in the
opponent's turn is planned from the reading: `plans/onepiece_can.py`.)
"""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from typing import Any

from service.answering.extract import CardMention, Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks
from service.answering.scenarios.onepiece_battle import attack
from service.answering.scenarios.onepiece_read import (
    attacked_asker,
    don_count,
)
from service.answering.scenarios.onepiece_tell import rejection
from service.engine.onepiece.rules import DON_DECK_SIZE
from service.engine.scenario import SimulationResult

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None
_HEAD = "シミュレーション結果: "
_ATTACH = r"(?:付与|付け|つけ|乗せ)"
# 「残りのドン!!を全部リーダーに付与」「余ったドン!!は全部つけて」: every DON!! left after paying
_ATTACH_REST = re.compile(rf"(?:残|余)[^。?]{{0,24}}?{_ATTACH}")
_ATTACH_COUNT = re.compile(rf"ドン!!?(?:カード)?(?:を)?\s*([0-9]+)\s*枚[^。?]{{0,16}}?{_ATTACH}")
# the card just played attacks: 「出したキャラで」「そのキャラでアタック」「出してすぐアタック」
_PLAYED_ATTACKS = re.compile(
    r"(?:その|出した|登場させた|出てきた)\s*キャラ(?:クター)?\s*(?:で|が|に|は|も)[^。?]{0,30}?(?:アタック|攻撃|殴)"
    r"|(?:出して|登場させて|出したら)\s*(?:、)?\s*(?:(?:すぐ|そのまま|すぐに)\s*)*(?:アタック|攻撃|殴)"
)
PLAY = r"出せ|出し|出す|出る|登場|プレイ|使え|使う|発動|払え|支払|撃て|撃つ"
CARD_COST = re.compile(
    r"コスト\s*(?P<cost>[0-9]+)\s*の\s*(?P<mark>【[^】]*】|カウンター)?\s*"
    # 「コスト3の速攻キャラ」「コスト2のブロッカー持ちのキャラ」: a keyword before the kind
    r"(?:【?(?:速攻|ブロッカー|ダブルアタック|バニッシュ)】?(?:持ち)?(?:の)?\s*)?(?P<kind>イベント|ステージ|キャラ)"
    r"|(?P<mark2>【?カウンター】?\s*)?(?P<kind2>イベント|ステージ|キャラ)(?:クター)?(?:カード)?\s*(?P<mark3>【[^】]*】)?"
    r"\s*\(?\s*(?:の)?コスト(?:は|が)?\s*(?P<cost2>[0-9]+)"
)
KINDS = {"イベント": "event", "ステージ": "stage", "キャラ": "character"}


# ----- play, give DON!!, attack ------------------------------------------------------------------
def play_and_attack(facts: Facts) -> Built:
    card = CARD_COST.search(facts.text)
    if card is None or not facts.attack or not asks(facts, PLAY) or attacked_asker(facts):
        return None
    kind = KINDS[card.group("kind") or card.group("kind2")]
    bracket = card.group("mark") or card.group("mark2") or card.group("mark3") or ""
    if kind == "event" and "カウンター" in bracket:
        return None  # a 【カウンター】 event is the defender's, in the opponent's attack
    cost = min(int(card.group("cost") or card.group("cost2")), 20)
    don = don_count(facts)
    if don is None:
        return None
    don = min(don, DON_DECK_SIZE)
    played = _played_mention(facts, card.start(), card.end()) if kind == "character" else None
    attacks_itself = played is not None and _PLAYED_ATTACKS.search(facts.text) is not None
    rest = (
        facts
        if attacks_itself or played is None
        else replace(facts, mentions=tuple(m for m in facts.mentions if m is not played))
    )
    battle = attack(rest)
    if not isinstance(battle, BuiltScenario):
        return battle
    payload = copy.deepcopy(dict(battle.payload))
    me: dict[str, Any] = payload.setdefault("player1", {})
    action = next(a for a in payload["actions"] if a["type"] == "attack")
    attacker = me["leader"] if action["attacker"] == "leader" else _character(me, action["attacker"])
    given = int(attacker.pop("don", 0))
    spec: dict[str, Any] = {"id": "x", "name": "出すカード", "kind": kind, "cost": cost}
    if attacks_itself:
        # the attacker is the card played: it starts in the hand, not on the board
        me["characters"].remove(attacker)
        spec = {
            "id": action["attacker"],
            "name": attacker.get("name", "出すカード"),
            "kind": kind,
            "cost": cost,
        }
        spec |= {k: attacker[k] for k in ("power", "keywords") if k in attacker}
        if not me["characters"]:
            del me["characters"]
    left = max(0, don - cost)
    count = left if _ATTACH_REST.search(facts.text) else given
    attached = sum(int(c.get("don", 0)) for c in me.get("characters", [])) + int(
        me.get("leader", {}).get("don", 0)
    )
    me["don_active"] = min(don, DON_DECK_SIZE - attached)
    me["hand"] = [*me.get("hand", []), spec]
    steps: list[dict[str, Any]] = [{"type": "play", "card": spec["id"]}]
    if count:
        steps.append({"type": "attach_don", "target": action["attacker"], "count": min(count, DON_DECK_SIZE)})
    at = payload["actions"].index(action)
    payload["actions"][at:at] = steps
    noun = {"character": "キャラ", "stage": "ステージ", "event": "イベント"}[kind]
    holder = "リーダー" if action["attacker"] == "leader" else "キャラ"
    inner = battle.summarize

    def summarize(sim: SimulationResult) -> str:
        refused = rejection(sim)
        if refused is not None and refused.data.get("code") == "insufficient_don":
            return f"{_HEAD}コスト{cost}の{noun}は出せません({refused.text})。"
        said = f"コスト{cost}の{noun}を出すと、アクティブのドン!!{min(cost, don)}枚がレストになり"
        said += f"{left}枚残ります。"
        if count:
            said += f"{min(count, left)}枚を{holder}に付与します(自分のターン中、1枚につきパワー+1000)。"
        return f"{_HEAD}{said}{inner(sim).removeprefix(_HEAD)}"

    return BuiltScenario(f"{GAME}.play_and_attack", payload, summarize, battle.notes)


def _played_mention(facts: Facts, start: int, end: int) -> CardMention | None:
    """The character noun of 「コスト4のキャラ」/「キャラ(コスト4)」: the card played, not one that fights."""
    return next((m for m in facts.mentions if start <= m.start < end + 2), None)


def _character(player: dict[str, Any], uid: str) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in player.get("characters", []) if c.get("id") == uid)
    return found
