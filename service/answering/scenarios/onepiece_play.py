"""Playing ONE PIECE CARD GAME cards asked about in a question: paying a cost with active DON!!
(2-7-2 … 2-7-4) — also a 【カウンター】 event during the opponent's attack (7-1-3-2-2) —, attaching the
DON!! left afterwards (6-5-5-1), and the character and stage area limits (3-7-6, 3-8-5)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, counted
from service.answering.scenarios.onepiece_defence import counter_event
from service.answering.scenarios.onepiece_read import ME, don_count, mentions
from service.answering.scenarios.onepiece_tell import rejection, tell
from service.engine.events import Event
from service.engine.scenario import SimulationResult

GAME = "onepiece"
Built = BuiltScenario | Unsupported | None
PLAY = r"出せ|出し|出す|出る|登場|プレイ|使え|使う|発動|払え|支払|撃て|撃つ"
CARD_COST = re.compile(
    r"コスト\s*(?P<cost>[0-9]+)\s*の\s*(?P<mark>【[^】]*】|カウンター)?\s*"
    # 「コスト3の速攻キャラ」「コスト2のブロッカー持ちのキャラ」: a keyword before the kind
    r"(?:【?(?:速攻|ブロッカー|ダブルアタック|バニッシュ)】?(?:持ち)?(?:の)?\s*)?(?P<kind>イベント|ステージ|キャラ)"
    r"|(?P<mark2>【?カウンター】?\s*)?(?P<kind2>イベント|ステージ|キャラ)(?:クター)?(?:カード)?\s*(?P<mark3>【[^】]*】)?"
    r"\s*\(?\s*(?:の)?コスト(?:は|が)?\s*(?P<cost2>[0-9]+)"
)
KINDS = {"イベント": "event", "ステージ": "stage", "キャラ": "character"}
# 「コスト1のキャラを出したら、リーダーにドン!!は付けられる?」: giving DON!! after paying
_ATTACH_AFTER = re.compile(
    r"(?:出し|登場させ|プレイし|発動し)(?:た|て)[^。?]{0,20}ドン!!?[^。?]{0,8}(?:付与|付け|つけ|乗せ)"
)
# 「残ったドン!!で何枚付与できる?」: what the DON!! left after paying can still do
_ATTACH_LEFT = re.compile(
    r"(?:残|余)[^。?]{0,10}(?:付与|付け|つけ|乗せ)|(?:付与|付け|つけ|乗せ)[^。?]{0,6}残"
)


def cost_payment(facts: Facts) -> Built:
    card = CARD_COST.search(facts.text)
    if card is None or not asks(facts, PLAY):
        return None
    cost = int(card.group("cost") or card.group("cost2"))
    kind = KINDS[card.group("kind") or card.group("kind2")]
    bracket = card.group("mark") or card.group("mark2") or card.group("mark3") or ""
    don = don_count(facts)
    opening = _opening_turn(facts) if don is None else None
    if opening is not None:
        don = 1 if opening == 1 else 2  # the DON!! the opening turn's DON!! phase places (6-4-1)
    if don is None:
        return Unsupported(
            "アクティブのドン!!の枚数が書かれていないため、コストを支払えるかを決められません。"
        )
    if kind == "event" and "カウンター" in bracket:
        if any(m.stat("power") is not None for m in mentions(facts)):
            return None  # a battle with powers: the attack builder plays the counter in it
        return _counter_event_payment(facts, cost, don)
    spec: dict[str, Any] = {"id": "x", "name": "出すカード", "kind": kind, "cost": min(cost, 20)}
    notes: tuple[str, ...] = ()
    if kind == "event":
        spec["keywords"] = ["メイン"]
        if not bracket:
            notes = ("イベントは、メインフェイズに発動できる【メイン】のイベントとして扱っています。",)
    player: dict[str, Any] = {"hand": [spec]} if opening else {"don_active": min(don, 10), "hand": [spec]}
    play: dict[str, Any] = {"type": "play", "card": "x"}
    board = _own_board(facts) if kind == "character" else None
    if board:
        player["characters"] = [{"id": f"c{i}", "name": f"キャラ{i + 1}"} for i in range(board)]
        if board == 5:
            play["replace"] = "c0"  # 3-7-6-1: one of the five goes to its owner's trash
    actions: list[dict[str, Any]] = [play]
    left = max(0, min(don, 10) - cost)
    attach = (_ATTACH_LEFT.search(facts.text) or _ATTACH_AFTER.search(facts.text)) is not None
    attach = attach and kind != "event"
    if attach and left:
        actions.append({"type": "attach_don", "target": "leader", "count": left})  # every one left (6-5-5-3)
    payload: dict[str, Any] = {"player1": player, "actions": actions}
    if opening:
        payload |= {"turn": opening, "phase": "refresh"}
        who = "先攻" if opening == 1 else "後攻"
        notes += (
            f"{who}の1ターン目のドン!!フェイズで置くドン!!{don}枚(6-4-1)でコストを支払う局面を実行しています。",
        )

    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        paid = _rested(sim)
        if refused is not None and not paid:
            return f"出せません({refused.text})"
        verb = "発動できます" if kind == "event" else "登場させられます"
        said = f"{verb}。コストと同じ{paid}枚のアクティブのドン!!をレストにして支払います"
        if board is not None and board == 5:
            said += "。キャラが5体いるので、既にいるキャラ1枚を持ち主のトラッシュに置いてから登場させます"
        if board is not None:
            said += f"(キャラは{len(sim.zone(ME, 'characters'))}体)"
        if not attach:  # 「残りのアクティブのドン!!は何枚?」: the count the payment leaves (2-7-2)
            left = sum(1 for c in sim.zone(ME, "cost") if not c["flags"].get("rested"))
            said += f"。支払い後のアクティブのドン!!は{left}枚です"
        if attach:
            given = len(sim.zone(ME, "attached"))
            said += (
                f"。残ったアクティブのドン!!は{given}枚なので、付与できるのは{given}枚です"
                if given
                else "。アクティブのドン!!が残らないため、付与はできません"
            )
        return said

    return BuiltScenario(f"{GAME}.cost", payload, tell(head, limit=4), notes)


def _opening_turn(facts: Facts) -> int | None:
    """「先攻1ターン目にコスト2のキャラは出せる?」: the game turn (1 or 2) of a stated opening turn."""
    if not facts.first_turn or facts.turn_order is None:
        return None
    return 1 if facts.turn_order == "first" else 2


def _rested(sim: SimulationResult) -> int:
    return sum(1 for e in sim.events if e.type == "set_state" and e.data.get("key") == "rested")


def _own_board(facts: Facts) -> int | None:
    """Characters the asker already has (「キャラ5体並んでる状態で」), not the one played."""
    return next(
        (
            m.count
            for m in mentions(facts)
            if m.count is not None and m.side != "opponent" and 0 < m.count <= 5
        ),
        None,
    )


def _counter_event_payment(facts: Facts, cost: int, don: int) -> Built:
    """「相手のアタック中、アクティブのドン!!1枚でコスト2のカウンターイベントは使える?」: the opponent
    attacks the asker's leader and the asker plays the event in the counter step (7-1-3-2-2)."""
    spec = counter_event(facts) or {"id": "cnt1", "name": "カウンターイベント", "kind": "event"}
    spec = {**spec, "keywords": ["カウンター"], "cost": min(cost, 20)}
    attack = {"type": "attack", "attacker": "leader", "target": "leader", "counters": [{"card": spec["id"]}]}
    payload = {
        "player1": {"don_active": min(don, 10), "hand": [spec]},
        "actions": [{"type": "end_turn"}, attack],
    }
    notes = (
        "【カウンター】イベントを使う局面として、相手のリーダーが自分のリーダーにアタックするバトルを実行しています。",
    )

    def head(sim: SimulationResult) -> str:
        refused = rejection(sim)
        if refused is not None:
            return f"使えません({refused.text})"
        paid = _rested(sim)
        return f"使えます。コストと同じ{paid}枚のアクティブのドン!!をレストにして支払い、発動します"

    def paying(e: Event) -> bool:
        return e.type == "rejected" or "2-7-3" in e.rules or "7-1-3-2-2" in e.rules

    told = tell(head, ("rejected", "set_state", "move", "power_up"), 3, "attack", paying)
    return BuiltScenario(f"{GAME}.counter_event_cost", payload, told, notes)


# ----- the character area (3-7-6) and the stage area (3-8-5) ----------------------------------------
def stage_limit(facts: Facts) -> Built:
    if "ステージ" not in facts.text or not asks(facts, PLAY) or facts.attack:
        return None
    there = asks(
        facts,
        r"ステージ(?:カード)?(?:が|は|を)?(?:もう|既に|すでに)?\s*1枚|(?:もう|既に|すでに)[^。?]{0,4}ステージ"
        r"|ステージ(?:カード)?(?:が|を)?(?:もう|既に|すでに)?(?:出て|置いて|置かれて|ある|あっ|出して)",
    )
    player: dict[str, Any] = {"hand": [{"id": "new", "name": "新しいステージ", "kind": "stage", "cost": 0}]}
    play: dict[str, Any] = {"type": "play", "card": "new"}
    if there:
        player["stage"] = {"id": "old", "name": "今あるステージ"}
        play["replace"] = "old"
    payload = {"player1": player, "actions": [play]}

    def head(sim: SimulationResult) -> str:
        if "new" not in sim.uids(ME, "stage"):
            return "出せません"
        # the count the question may ask (「出したあと、ステージは何枚?」)
        count = f"。ステージエリアのステージは{len(sim.zone(ME, 'stage'))}枚になります"
        if there:
            return (
                "出せます。既にあるステージを持ち主のトラッシュに置いてから、新しいステージを登場させます"
                + count
            )
        return "出せます。ステージエリアは空いているので、そのまま登場させます(ステージは1枚まで)" + count

    return BuiltScenario(f"{GAME}.stage_limit", payload, tell(head, limit=3))


def character_limit(facts: Facts) -> Built:
    n = counted(facts.text, "キャラ")
    if n is None or not 1 <= n <= 5 or not asks(facts, PLAY + r"|体目|並") or facts.attack:
        return None
    full = n == 5
    player: dict[str, Any] = {
        "characters": [{"id": f"c{i}", "name": f"キャラ{i + 1}"} for i in range(n)],
        "hand": [{"id": "new", "name": "新しいキャラ", "cost": 0}],
    }
    play: dict[str, Any] = {"type": "play", "card": "new"}
    if full:
        play["replace"] = "c0"
    payload = {"player1": player, "actions": [play]}

    def head(sim: SimulationResult) -> str:
        if "new" not in sim.uids(ME, "characters"):
            return "出せません"
        # the count the question may ask (「出した後のキャラエリアは何体?」), told before the 1 card
        # trashed so that a 「何体?」 reads the simulated count, not that 1
        count = f"出せます。キャラエリアのキャラは{len(sim.zone(ME, 'characters'))}体になります。"
        if full:
            return count + "既にいるキャラ1枚を持ち主のトラッシュに置いてから、新しいキャラを登場させます"
        return count + f"キャラクターエリアには5枚まで置けるので、{n + 1}体目はそのまま登場させられます"

    return BuiltScenario(f"{GAME}.character_limit", payload, tell(head, limit=3))
