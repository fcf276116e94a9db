"""The first sentence of a Force of Will answer: the simulated result, read from the engine's events."""

from __future__ import annotations

from typing import Any

from service.engine.events import Event
from service.engine.scenario import SimulationResult

# the event types a fow story tells (set_state carries damage, rest and counters in this engine);
# damage_vs_defense is told by the headline
TYPES = (
    "damage_instance", "prevent", "counter", "set_state", "damage", "note",
    "move", "rejected", "draw_failed", "paid", "stats", "destroy", "discard", "reveal",
)  # fmt: skip
_WHO = {"player1": "自分", "player2": "相手"}

# Why a situation is not simulated (the answer's notes).
_SCOPE = "収録されている総合ルール(§10「ゲーム上の行動」のみ)"
BATTLE = f"バトル(攻撃・ブロック・戦闘ダメージ)の手順は、{_SCOPE}の範囲外のため、シミュレーションできません。"
TURNS = (
    f"ターンの進行(先攻・後攻、フェイズ、最初の手札やドロー)は、{_SCOPE}の範囲外のため、"
    "シミュレーションできません。"
)
DEFEAT = f"勝敗(ライフ0や山札切れでの敗北、同時の敗北)を定める条文は{_SCOPE}にないため、判定できません。"
GENERIC = (
    f"{_SCOPE}でシミュレーションできるのは§10の行動(ダメージと軽減、破壊、破棄、捨てる、ドロー、"
    "ウィルの支払い、[レスト]、カウンターと数値修正、召喚と無効、公開、ゲームから取り除く、"
    "アディションの設置)だけで、この質問をそのどれかとして読み取れませんでした。"
)


def _of(sim: SimulationResult, type_: str, **match: Any) -> list[Event]:
    return [e for e in sim.events if e.type == type_ and all(e.data.get(k) == v for k, v in match.items())]


def _name(sim: SimulationResult, uid: str) -> str:
    for player in ("player1", "player2"):
        for zone in sim.final_state["players"][player]["zones"].values():
            for card in zone:
                if card["uid"] == uid:
                    return str(card["name"])
    return uid


def _accumulated(sim: SimulationResult, uid: str) -> int:
    """The damage accumulated on a card at the end (10.6.1), 0 when none or not found."""
    for player in ("player1", "player2"):
        for zone in sim.final_state["players"][player]["zones"].values():
            for card in zone:
                if card["uid"] == uid:
                    return int((card.get("flags") or {}).get("damage", 0))
    return 0


def _prevented(prevent: Event) -> str:
    after = int(prevent.data["after"])
    if prevent.data.get("unmet"):  # 「N以下のダメージ…を軽減」 of a larger instance: nothing replaced
        return f"軽減の条件を満たさず、{after}点のまま与えられます"
    if "10.17.1.2" in prevent.rules:
        return "すべて軽減され、ダメージは与えられません"
    return f"軽減されて{after}点になります" if after else "軽減されて0点になり、ダメージは与えられません"


def damage_head(
    sim: SimulationResult, stated_life: frozenset[str] = frozenset(), untold: frozenset[str] = frozenset()
) -> str:
    """`stated_life`: players whose life the question gave (others only lose points); `untold`:
    targets the builder assumed, whose fate the answer does not state."""
    inst = _of(sim, "damage_instance")
    if not inst:
        return "ダメージを与えます"
    amount, targets = int(inst[0].data["amount"]), list(inst[0].data.get("targets", []))
    each = "それぞれに" if len(targets) > 1 else ""
    dealt = inst[0].data.get("dealt")
    if len(inst) == 1 and isinstance(dealt, dict) and dealt and not any(dealt.values()):
        # never "dealt"; the 0 leads (a number asked, 「ライフは何点減る?」, is read from the sentence
        # outside the parentheses: the 800 had been stated for a damage all prevented, audit 28f)
        parts = [f"{each}与えられるダメージは0点です({amount}点のダメージは軽減に置き換えられます、10.17)"]
    elif len(inst) == 1:
        parts = [f"{each}{amount}点のダメージを1回で与えます"]
    else:
        parts = [f"{each}{amount}点のダメージを{len(inst)}回与えます(1回ごとに1回のダメージです)"]
    for t in targets:
        who = _WHO.get(t) or _name(sim, t)
        prevent = _of(sim, "prevent", target=t)
        if prevent:
            parts.append(f"{'' if t in untold else who + 'への'}ダメージは{_prevented(prevent[0])}")
        if t in untold:
            continue
        if t in _WHO:
            lost = _of(sim, "counter", player=t, key="life")
            if lost and t in stated_life:
                before = int(lost[0].data["value"]) - int(lost[0].data["delta"])
                parts.append(f"{who}のライフは{before}から{lost[-1].data['value']}になります")
            elif lost:
                parts.append(f"{who}のライフが{-sum(int(e.data['delta']) for e in lost)}点減ります")
            continue
        if any("10.6.5" in e.rules for e in _of(sim, "damage", card=t)):
            # 10.6.5: nothing is done — no damage accumulates on it (the asked 蓄積ダメージ is 0)
            parts.append(f"防御力を持たない{who}へのダメージは何も行わず、{who}の蓄積ダメージは0のままです")
        hits = _of(sim, "set_state", card=t, key="damage")
        if hits:
            parts.append(f"{who}の蓄積ダメージは{hits[-1].data['value']}になります")
        elif prevent:
            # 10.17.1: all of it prevented, nothing is dealt — the asked 蓄積ダメージ is what it was
            # (else the first number told, the prevented amount, would be read as the answer)
            parts.append(f"{who}の蓄積ダメージは{_accumulated(sim, t)}のままです")
        for e in _of(sim, "damage_vs_defense", card=t)[:1]:
            if "10.9.3" in e.rules:
                tail = "破壊されないため、それを破壊するルール処理は条件を満たしません"
            else:
                tail = "これで破壊されるかを決めるルール処理は収録された§10にないため判定していません"
            parts.append(f"防御力{e.data['defense']}以上ですが、{tail}")
    return "。".join(dict.fromkeys(parts))


def destroy_head(sim: SimulationResult) -> str:
    parts: list[str] = []
    for e in sim.events:
        if e.type == "move" and e.data.get("to_zone") == "graveyard":
            parts.append(f"{e.data['name']}は破壊されて墓地に移動します")
        elif e.type == "move" and e.data.get("to_zone") == "ruler_area":
            parts.append(
                f"破壊された{e.data['name']}は、J ルーラーなので墓地ではなくルーラーエリアに移動します"
            )
        elif e.type == "destroy" and "10.9.3" in e.rules:
            name = _name(sim, str(e.data["card"]))
            parts.append(f"{name}は破壊されない効果を受けているため、破壊する処理は行われず場に残ります")
        elif e.type == "rejected" and "10.9.2" in e.rules:
            parts.append(
                "ルーラーエリアのルーラーは‘ルーラーを破壊する’と明記された効果でのみ破壊されるので、"
                "この効果では破壊できません"
            )
        elif e.type == "rejected":
            parts.append(f"破壊できません({e.text})")
    return "。".join(parts) or "破壊します"


def dispose_head(sim: SimulationResult) -> str:
    if _of(sim, "rejected"):
        return "破棄できません。破棄できるのは自分がコントローラーであるカードのみです"
    return "そのカードを破棄し、墓地に置きます"


def discard_head(sim: SimulationResult, hand_stated: bool = False) -> str:
    """`hand_stated`: the question gave the hand size, so what is left of it is told."""
    moved = [e for e in sim.events if e.type == "move" and e.data.get("to_zone") == "graveyard"]
    if _of(sim, "discard") and not moved:
        return "手札にカードが無くても、手札は捨てたものとみなされます"
    if _of(sim, "discard"):
        return f"手札の{len(moved)}枚すべてを墓地に移動します"
    head = f"手札にある{len(moved)}枚を手札から墓地に移動します"
    if hand_stated:
        left = len(sim.final_state["players"]["player1"]["zones"]["hand"])
        head += f"。手札は残り{left}枚になります"
    return head


def draw_head(sim: SimulationResult, deck_stated: bool = False) -> str:
    """`deck_stated`: the question gave the main deck's size, so what is left of it is told."""
    drawn = [e for e in sim.events if e.type == "move" and e.data.get("to_zone") == "hand"]
    failed = _of(sim, "draw_failed")
    if failed:
        missing = int(failed[0].data["missing"])
        if not drawn:
            return "メインデッキにカードがないため、ドローできません(§10には敗北の規定がありません)"
        return (
            f"1枚ずつ{len(drawn)}枚ドローした後、メインデッキにカードがないため"
            f"残り{missing}回はドローできません(§10には敗北の規定がありません)"
        )
    head = f"1枚ドローする行動を{len(drawn)}回繰り返し、{len(drawn)}枚を手札に加えます"
    if deck_stated:
        left = len(sim.final_state["players"]["player1"]["zones"]["deck"])
        head += f"。メインデッキは残り{left}枚になります"
    return head


def stats_head(sim: SimulationResult, atk_stated: bool = True, def_stated: bool = True) -> str:
    """Only the stats the question gave are told (the others are a noted default)."""
    parts: list[str] = []
    puts = [e for e in sim.events if e.type == "set_state" and e.data.get("key") == "counters"]
    if len(puts) > 1:
        (name, n), *_ = dict(puts[-1].data["value"]).items()
        parts.append(f"《{name}》カウンターは置いた効果に関係なく同一のカウンターとみなされ、{n}個になります")
    for e in _of(sim, "note"):
        if "10.21.2" in e.rules:
            said = e.text.replace(" は ", "は").removesuffix("を得ない")
            parts.append(f"カウンターは置かれますが、{said}を得ません")
    stats = _of(sim, "stats")
    if stats and (atk_stated or def_stated):
        last = stats[-1].data
        told = [f"攻撃力{last['atk']}"] * atk_stated + [f"防御力{last['defense']}"] * def_stated
        parts.append("・".join(told) + "になります")
    return "。".join(parts) or "数値を修正します"


def summon_head(sim: SimulationResult) -> str:
    where = {e.data.get("to_zone") for e in sim.events if e.type == "move"}
    if where == {"field"}:  # put onto the field directly (10.5.2)
        return (
            "効果で直接場に出したリゾネイターはチェイス上から解決されて場に出たのではないので、"
            "‘召喚された’ことにはならず、『召喚されたとき』の条件を満たしません"
        )
    if "graveyard" in where:
        return (
            "召喚したリゾネイターはまずチェイスエリアの一番上に召喚呪文として置かれ、"
            "無効にされるとチェイスエリアから取り除かれて持ち主の墓地に置かれます"
        )
    return (
        "召喚したリゾネイターはすぐには場に出ず、チェイスエリアの一番上に召喚呪文として置かれ、"
        "チェイス上から解決されて場に出ます(これが‘召喚された’ことです)"
    )
