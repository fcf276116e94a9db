"""軌跡 TCG situations: attacks (in `kiseki_attack`), stuns by effects, the 回復フェイズ (絆 judgement and
stunned UNITs), draws and empty decks, CP and EP costs.

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
from service.answering.scenarios.kiseki_attack import attack, lost_kizuna, scrum_support
from service.answering.scenarios.kiseki_read import both_sides, icons_in, opponents_turn, read_units
from service.answering.scenarios.kiseki_recovery import recovery, stunned_recovery
from service.answering.scenarios.kiseki_tell import tell
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_PLAY = r"出せ|出し|出す|プレイ|配備|場に|使え|使う|発動"
_STUNNED_BY_EFFECT = (
    r"スタンさせ|スタンする効果|をスタンし|をスタンする|をスタンした"
    r"|が(?:[^。、]{0,6})?スタンし(?:たら|た場合|た時|たとき)"
)
_UNSAID_COST = (
    "CPコストが書かれていないため1として計算しました(スタンダメージはそのUNITのCPコストに等しい絆です)。"
)
# 「拠点に裏向きで置いてる【派遣】持ち」「拠点から出せる?」: the UNIT is played from the 拠点 (1405.1)
_FROM_BASE = r"拠点から|拠点に(?:裏向き|伏せ|置いて|置いた|ある)"
_DISPATCH_COUNT = "拠点のカードの枚数には、拠点に裏向きで置かれている【派遣】のUNITも含めて計算しました。"
_UNSAID_STEP = (
    "どのプレイヤーのステップか書かれていないため、"
    "自分の配備ステップ(自分がプライマリープレイヤー)として計算しました。"
)


def base_count(facts: Facts) -> int | None:
    """Cards in the asker's 拠点 (「拠点に3枚」「拠点が１枚」「拠点にレディのカードが2枚」)."""
    if re.search(
        r"拠点(?:に|の|が|は)?[^。?、]{0,12}?(?:1|一)枚も|拠点(?:に|の)?(?:カード)?(?:が|は)?(?:空|ない|無い)",
        facts.text,
    ):
        return 0  # 「拠点に１枚もカードがない」
    said = number(facts, "base", "self")
    if said is not None:
        return said
    m = re.search(r"拠点(?:に|の|が|は)?(?:[^0-9。?、]{0,12}?)([0-9]+)\s*枚", facts.text)
    return int(m.group(1)) if m else None


# ----- stun by an effect (1306.3) --------------------------------------------------------------
def effect_stun(facts: Facts) -> BuiltScenario | Unsupported | None:
    if facts.attack or not asks(facts, _STUNNED_BY_EFFECT):
        return None
    unit = next((u for u in read_units(facts) if u.role != "absent"), None)
    if unit is None:
        return None
    opp = unit.side != "self"
    notes = () if unit.cost is not None else (_UNSAID_COST,)
    spec = {"id": "t", "name": "スタンするUNIT", "cp_cost": unit.cost if unit.cost is not None else 1}
    payload = {
        "phase": "deploy",
        "player1": {"field": [] if opp else [spec]},
        "player2": {"field": [spec] if opp else []},
        "actions": [{"kind": "effect", "op": "stun", "target": "t"}],
    }
    who = "相手" if opp else "自分"

    def head(sim: SimulationResult) -> str:
        side = "player2" if opp else "player1"
        lost = lost_kizuna(sim, side)
        return (
            f"そのUNITはスタンし、スタンダメージとして{who}は絆を{lost}点失います(CPコストと同じ点数、1306.3)"
        )

    return BuiltScenario(f"{GAME}.effect_stun", payload, story(head, types=("counter", "set_state")), notes)


# ----- 配備ステップ: CP and UNIT costs (703.8a, 1204.2f-1, 1403.1) ---------------------------------------
def cp_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    base = base_count(facts)
    cp = number(facts, "cp", "self")
    cards = [u for u in read_units(facts) if u.role not in ("absent", "present")]
    costs = [u.cost for u in cards if u.cost is not None]
    if not costs:
        costs = [
            int(m.group(1)) for m in re.finditer(r"(?<!E)(?:CP)?コスト(?:が|は)?\s*([0-9]+)", facts.text)
        ]
    icons = next((u.icons for u in cards if u.icons), frozenset()) if cards else icons_in(facts.text)
    enough = asks(facts, r"CP(?:が|は|も)?(?:十分|足り(?:て|る))")
    if base is None and cp is None and not ("【援軍】" in icons and enough):
        return None
    placed = asks(facts, r"拠点ステップで[^。?]*置|手札[^。?]*拠点に置")
    p1: dict[str, Any] = {"base": base or 0, "cp": 0 if base is not None else (cp or 0)}
    if enough and base is None and cp is None:
        p1["cp"] = sum(costs) or 1
    actions: list[dict[str, Any]] = []
    hand: list[dict[str, Any]] = [{"id": "x", "name": "拠点に置く手札"}] if placed else []
    engun = "【援軍】" in icons
    plays = costs or ([1 if enough else 0] if engun else [])
    if plays and asks(facts, _PLAY):
        for n, cost in enumerate(plays, start=1):
            name = f"CPコスト{cost}のUNIT" if costs else "【援軍】を持つUNIT"
            hand.append({"id": f"u{n}", "name": name, "cp_cost": cost, "icons": sorted(icons)})
            actions.append({"kind": "play_unit", "card": f"u{n}"})
        if asks(
            facts,
            r"同じ組織(?:の(?:UNIT|ユニット))?(?:が|は|も)\s*(?:[0-9]+\s*(?:体|つ)\s*)?"
            r"(?:い(?:れば|る|て|ます)|あ(?:れば|る|って|ります))",
        ):
            p1["field"] = [{"id": "f", "name": "同じ組織のUNIT"}]
    dispatched = bool(plays) and "【派遣】" in icons and asks(facts, _FROM_BASE)
    if dispatched:
        _dispatch(p1, hand)
    if hand:
        p1["hand"] = hand
    payload: dict[str, Any] = {"phase": "prep" if placed else "deploy", "player1": p1, "actions": actions}
    if placed:
        payload["choices"] = {"base": "first"}
    head = story(
        lambda s: _cp_head(s, base is not None, plays, engun), types=("counter", "rejected", "move"), limit=5
    )
    notes = (_DISPATCH_COUNT,) if dispatched and base else ()
    return BuiltScenario(f"{GAME}.cp", payload, head, notes)


def _dispatch(p1: dict[str, Any], hand: list[dict[str, Any]]) -> None:
    """Move the 【派遣】 UNIT from the hand to the 拠点 (face down), counted among the 拠点's cards."""
    unit = hand.pop(next(i for i, c in enumerate(hand) if c["id"] == "u1"))
    fillers = max(int(p1["base"]) - 1, 0)
    p1["base"] = [unit, *({"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(fillers))]


def _cp_head(sim: SimulationResult, base_said: bool, plays: list[int], engun: bool = False) -> str:
    placed = any(e.type == "move" and "703.7a" in e.rules for e in sim.events)
    gained = next((e.data.get("value") for e in sim.events if "703.8a" in e.rules), None)
    parts = ["拠点ステップで手札を1枚拠点に置けます(703.7a)"] if placed else []
    refused = {
        str(e.data.get("action", {}).get("params", {}).get("card")): e
        for e in sim.events
        if e.type == "rejected"
    }
    if any("1405.1" in e.rules for e in sim.events):
        parts.append("【派遣】を持つUNITは拠点に裏向きであれば拠点からプレイできます(1405.1)")
    if gained:
        parts.append(f"配備ステップでCPを{gained}得ます(拠点のカード1枚につき1、703.8a)")
    elif base_said and not any(e.data.get("code") == "engun" for e in refused.values()):
        parts.append("拠点にカードがないので、配備ステップでCPは得られません(703.8a)")
    on_field = {
        e.data.get("card") for e in sim.events if e.type == "move" and e.data.get("to_zone") == "field"
    }
    for n, cost in enumerate(plays, start=1):
        uid = f"u{n}"
        unit = "そのUNIT" if len(plays) == 1 else f"{'続けて' if n > 1 else ''}CPコスト{cost}のUNIT"
        why = refused.get(uid)
        if why is not None and why.data.get("code") == "engun":
            parts.append("場に同じ組織がないので、【援軍】を持つカードはUNITとしてプレイできません(1403.1)")
        elif why is not None:
            parts.append(f"{unit}はCPが足りずプレイできません")
        elif uid in on_field and engun:
            parts.append(
                "場に同じ組織のUNITがいるので、【援軍】を持つカードでもUNITとしてプレイできます(1403.1)"
            )
        elif uid in on_field:
            parts.append(f"{unit}はプレイできます")
    if len(plays) > 1:
        parts.append(
            f"{'両方' if len(plays) == 2 else 'すべて'}プレイするにはCPが合計{sum(plays)}必要です(1204.2f-1)"
        )
    return "。".join(parts)


# ----- EP and EVENT costs (1217.2, 1204.2f-2) ----------------------------------------------------------
def ep_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    m = re.search(r"EPコスト(?:が|は)?\s*([0-9]+)", facts.text)
    if m is None:
        return None
    if asks(facts, r"アーツ"):
        return Unsupported(
            "アーツ能力のプレイ(1204.2f-5)はエンジンが扱っていないため、シミュレーションしていません。"
        )
    base = base_count(facts)
    ep = number(facts, "ep", "self")
    if base is None and ep is None:
        return Unsupported(
            "拠点のカードの枚数(EPの獲得に使えるカード)が書かれていないため、シミュレーションしていません。"
        )
    n = base or 0
    actions: list[dict[str, Any]] = [{"kind": "gain_ep", "card": f"b{i + 1}"} for i in range(n)]
    actions.append({"kind": "play_event", "card": "e"})
    payload = {
        "phase": "deploy",
        "player1": {
            "base": [{"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(n)],
            "ep": ep or 0,
            "hand": [{"id": "e", "name": "プレイするEVENT", "kind": "EVENT", "ep_cost": int(m.group(1))}],
        },
        "actions": actions,
    }

    def head(sim: SimulationResult) -> str:
        got = sum(
            1 for e in sim.events if e.type == "counter" and e.data.get("key") == "ep" and "1217.2" in e.rules
        )
        parts = [f"拠点のカード{n}枚をそれぞれアクションしてEPを{got}得られます(1217.2)"] if n else []
        if ep:
            parts.append(f"EPプールの{ep}と合わせてEPは{ep + got}です")
        if any(e.type == "rejected" for e in sim.events):
            parts.append(f"EPコスト{m.group(1)}を支払えないので、そのEVENTはプレイできません")
        else:
            parts.append("EPコストを支払ってそのEVENTをプレイできます")
        return "。".join(parts)

    return BuiltScenario(f"{GAME}.ep", payload, story(head, types=("counter", "rejected"), limit=4))


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
        summary = tell(_draw_head(me), me, types=("game_over",))
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
    summary = tell(head, me, types=("move", "game_over"), limit=4)
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
                return (
                    f"両者が同時に敗北条件を満たすので、非プライマリープレイヤーの{winner}が勝利します(103.3)"
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
    (r"創設レベル|BASEカードをプレイ|BASE カードをプレイ", "BASE カードのプレイ(創設レベル)"),
    (r"計画", "計画"),
    (r"リンク", "組織のリンク"),
    (r"即死|破壊", "即死・破壊の効果"),
)


def not_modelled(facts: Facts) -> BuiltScenario | Unsupported | None:
    if not re.search(r"[0-9]|したら|すると|どうなる", facts.text):
        return None
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
    recovery,
    ep_payment,
    cp_payment,
    draws,
    not_modelled,
)
