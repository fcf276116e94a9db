"""軌跡 TCG costs in the 準備フェイズ: CP from the 拠点 and UNIT costs (【援軍】, 【派遣】 from the 拠点),
EP from acting 拠点 cards and EVENT costs (after a UNIT paid with CP, too), and BASE plays with their
創設レベル (1204.2f-3). The asker is ``player1`` in its own 配備ステップ.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, story
from service.answering.scenarios.kiseki_read import icons_in, read_units
from service.engine.scenario import SimulationResult

GAME = "kiseki"
_PLAY = r"出せ|出し|出す|プレイ|配備|場に|使え|使う|発動"
# 「拠点に裏向きで置いてる【派遣】持ち」「拠点から出せる?」: the UNIT is played from the 拠点 (1405.1)
_FROM_BASE = r"拠点から|拠点に(?:裏向き|伏せ|置いて|置いた|ある)"
_DISPATCH_COUNT = "拠点のカードの枚数には、拠点に裏向きで置かれている【派遣】のUNITも含めて計算しました。"
_BASE_COUNT = (
    "拠点のカードの枚数には、拠点に裏向きで置かれているそのBASE自身も含めて計算しました"
    "(BASEは拠点からプレイします、1209.1)。"
)
# 「CPコスト3のユニットを出したあと」: a UNIT paid with CP before the EVENT
_UNIT_FIRST = re.compile(
    r"(?<!E)(?:CP)?コスト\s*([0-9]+)\s*の\s*(?:UNIT|ユニット)[^。?]{0,12}?(?:出|プレイ|配備)"
)
_LEVEL = re.compile(r"創設レベル(?:が|は)?\s*([0-9]+)")


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
            p1["field"] = [{"id": "f", "name": "同じ組織のUNIT", "orgs": ["遊撃士協会"]}]  # the engine's 組織
    dispatched = bool(plays) and "【派遣】" in icons and asks(facts, _FROM_BASE)
    if dispatched:
        _dispatch(p1, hand)
    if hand:
        p1["hand"] = hand
    payload: dict[str, Any] = {"phase": "prep" if placed else "deploy", "player1": p1, "actions": actions}
    if placed:
        payload["choices"] = {"base": "first"}
    head = story(
        lambda s: _cp_head(s, base is not None, plays, engun, dispatched),
        types=("counter", "rejected", "move"),
        limit=5,
    )
    notes = (_DISPATCH_COUNT,) if dispatched and base else ()
    return BuiltScenario(f"{GAME}.cp", payload, head, notes)


def _dispatch(p1: dict[str, Any], hand: list[dict[str, Any]]) -> None:
    """Move the 【派遣】 UNIT from the hand to the 拠点 (face down), counted among the 拠点's cards."""
    unit = hand.pop(next(i for i, c in enumerate(hand) if c["id"] == "u1"))
    unit["face_down"] = True  # 1405.1: it lies face down in the 拠点 (the engine's default, said)
    fillers = max(int(p1["base"]) - 1, 0)
    p1["base"] = [unit, *({"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(fillers))]


def _cp_head(
    sim: SimulationResult, base_said: bool, plays: list[int], engun: bool = False, dispatched: bool = False
) -> str:
    placed = any(e.type == "move" and "703.7a" in e.rules for e in sim.events)
    gained = next((e.data.get("value") for e in sim.events if "703.8a" in e.rules), None)
    parts = ["拠点ステップで手札を1枚拠点に置けます(703.7a)"] if placed else []
    refused = {str(e.data.get("action", {}).get("card")): e for e in sim.events if e.type == "rejected"}
    if dispatched and refused:
        parts.append(
            "【派遣】を持つUNITは拠点に裏向きであれば拠点からプレイできますが、CPコストは支払います(1405.1)"
        )
    elif any("1405.1" in e.rules for e in sim.events):
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
    # 「EPコスト2のUNIT」: a UNIT's EPコスト is its アーツ's; the UNIT itself is paid with CP (1204.2f-1)
    unit_ep = r"EPコスト(?:が|は)?\s*[0-9]+\s*の\s*(?:UNIT|ユニット)|(?:UNIT|ユニット)(?:の|は)\s*EPコスト"
    if asks(facts, r"アーツ") or asks(facts, unit_ep):
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
    first = _UNIT_FIRST.search(facts.text)
    hand: list[dict[str, Any]] = [
        {"id": "e", "name": "プレイするEVENT", "kind": "EVENT", "ep_cost": int(m.group(1))}
    ]
    actions: list[dict[str, Any]] = []
    if first is not None:  # the UNIT is paid with the CP the 拠点 gave; no 拠点 card is acted for it
        cost = int(first.group(1))
        hand.insert(0, {"id": "u", "name": f"CPコスト{cost}のUNIT", "cp_cost": cost})
        actions.append({"kind": "play_unit", "card": "u"})
    actions += [{"kind": "gain_ep", "card": f"b{i + 1}"} for i in range(n)]
    actions.append({"kind": "play_event", "card": "e"})
    payload = {
        "phase": "deploy",
        "player1": {
            "base": [{"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(n)],
            "ep": ep or 0,
            "hand": hand,
        },
        "actions": actions,
    }

    def head(sim: SimulationResult) -> str:
        got = sum(
            1 for e in sim.events if e.type == "counter" and e.data.get("key") == "ep" and "1217.2" in e.rules
        )
        refused = {e.data.get("action", {}).get("card") for e in sim.events if e.type == "rejected"}
        parts = []
        if first is not None and "u" in refused:
            parts.append(f"CPコスト{first.group(1)}のUNITはCPが足りずプレイできません(703.8a、1204.2f-1)")
        elif first is not None:
            parts.append(
                f"CPコスト{first.group(1)}のUNITは配備ステップに得たCPで支払えます。CPは拠点のカードの枚数だけ得るもので、"
                "拠点のカードはアクションしません(703.8a)"
            )
        if n:
            parts.append(f"拠点のカード{n}枚をそれぞれアクションしてEPを{got}得られます(1217.2)")
        if ep:
            parts.append(f"EPプールの{ep}と合わせてEPは{ep + got}です")
        if "e" in refused:
            parts.append(f"EPコスト{m.group(1)}を支払えないので、そのEVENTはプレイできません")
        else:
            parts.append("EPコストを支払ってそのEVENTをプレイできます")
        return "。".join(parts)

    return BuiltScenario(f"{GAME}.ep", payload, story(head, types=("counter", "rejected"), limit=5))


# ----- BASE のプレイ: 創設レベル and the 拠点 (1209.1, 1204.2f-3) ------------------------------------------
def base_play(facts: Facts) -> BuiltScenario | Unsupported | None:
    m = _LEVEL.search(facts.text)
    if m is None or not asks(facts, _PLAY + r"|置"):
        return None
    count = base_count(facts)
    if count is None:
        return Unsupported(
            "拠点のカードの枚数が書かれていないため、創設レベルの条件(1204.2f-3)を判定できません。"
        )
    level = int(m.group(1))
    face_up = asks(facts, r"表向き")
    card = {
        "id": "B",
        "name": f"創設レベル{level}のBASE",
        "kind": "BASE",
        "level": level,
        "face_down": not face_up,
    }
    fillers = [{"id": f"b{i + 1}", "name": f"拠点のカード{i + 1}"} for i in range(max(count - 1, 0))]
    payload = {
        "phase": "deploy",
        "player1": {"base": [card, *fillers]},
        "actions": [{"kind": "play_base", "card": "B"}],
    }
    size = max(count, 1)

    def head(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None and refused.data.get("code") == "face_up":
            return "拠点に表向きのBASEはプレイできません(1209.1a)"
        said = f"創設レベル{level}が拠点のカードの枚数{size}"
        if refused is not None:
            return f"{said}を超えているので、そのBASEはプレイできません(1204.2f-3)"
        return f"{said}以下なので、拠点に裏向きのそのBASEをプレイできます(1209.1、1204.2f-3)"

    told = story(head, types=("rejected", "set_state", "resolve"), limit=3)
    return BuiltScenario(f"{GAME}.base_play", payload, told, (_BASE_COUNT,))
