"""Telling what an ニンジャスレイヤーTCG アイサツ did: the conclusion the question asks for first (a
defeat, 「まだ敗北しません」, サツバツ, 「相打ち?」), then each card's fate and the player's damage checks,
with the players named as the question names them (`ninjaslayer_aisatsu` builds the scenario).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import ninjaslayer_read as R
from service.answering.scenarios.common import asks
from service.engine.scenario import SimulationResult

RESULT_ASKED = r"負け|勝ち|勝て|勝つ|敗北|勝利|決着"
# 「次の相手のターンになったとき」「ターン終了後」「エンドフェイズのあと」: a moment after the turn's end is
# asked (not 「残ってる?」 nor 「エンドフェイズ前」): a character's damage then is 0 (505.3a)
AFTER_TURN = (
    r"次の\s*(?:自分の|相手の|俺の|こっちの)?\s*(?:ターン|番)|翌ターン|ターン(?:の)?\s*(?:終了|終わり)\s*(?:の)?\s*"
    r"(?:後|あと)|ターン(?:が|を)?\s*(?:終わっ|終え|明け)|エンドフェイズ\s*(?:の)?\s*(?:後|あと)"
    r"|エンドフェイズ\s*(?:が|を)\s*(?:終わ|過ぎ)"
)
INTERRUPTS = {"インターラプト", "インターラプト・カイゼン"}
_MUTUAL = r"相殺|相打ち|反撃|お互いに(?:ダメージ|殺)|返り討ち|し合|どっちが死|どちらが死|両方(?:とも)?死"


def headline(
    facts: Facts,
    sides: R.Sides,
    defenders: list[dict[str, Any]],
    at_player: bool,
    *,
    tell_zone: bool,
    zone_given: bool = False,
    deck_given: bool = False,
    stats_assumed: bool = False,
) -> Callable[[SimulationResult], str]:
    """`stats_assumed`: a カラテ or 耐久力 the question never gave was assumed (the player's defeat does
    not turn on it): the cards' fates are not told."""
    foe = sides.name(R.PLAYER2)

    def head(sim: SimulationResult) -> str:
        ev = sim.events
        why = R.refusal(sim)
        if why and not any(e.type == "aisatsu" for e in ev):
            return f"そのアイサツはできません({why})"
        parts: list[str] = []
        for e in ev:
            if e.type == "interrupt" and e.data.get("card"):
                name = next((d["name"] for d in defenders if d["id"] == e.data["card"]), "キャラクター")
                parts.append(f"{foe}はインターラプトでアイサツ対象を{name}に変更します({e.rules[-1]})")
            elif e.type == "rejected" and e.data.get("code") == "cannot_interrupt":
                parts.append(f"{foe}はインターラプトできません({R.refusal(sim)})")
        redirected = any(e.type == "interrupt" and e.data.get("card") for e in ev)
        aimed_holder = next(
            (d for d in defenders if d["id"] == "b" and INTERRUPTS & set(d.get("keywords", ()))), None
        )
        if (
            aimed_holder is not None
            and not redirected
            and "カイゼン" not in "".join(aimed_holder["keywords"])
        ):
            parts.append(
                "インターラプトは、アイサツ対象がそのキャラクターの支配者(プレイヤー)のときに対象を自身に変更する"
                "能力なので、そのキャラクター自身へのアイサツでは使われません(1402.2)"
            )
        if any(d.get("bowed") for d in defenders if d["id"] == "b") and any(e.type == "aisatsu" for e in ev):
            parts.append(
                "できます。アイサツ対象には相手のキャラクターを1人選べ、オジギ状態かどうかは問われません(704.4)"
            )
        if at_player and not redirected and any(d["id"].startswith("c") for d in defenders):
            parts.append(f"{foe}の場にキャラクターがいても、{foe}(プレイヤー)をアイサツ対象に選べます(704.4)")
        killed = {e.data.get("card") for e in ev if e.type == "move" and "1004.1" in e.rules}
        hits: dict[str, int] = {}
        for e in ev:
            if e.type == "damage" and e.data.get("value"):
                hits[str(e.data["card"])] = int(e.data["value"])
        ended = any("505.3a" in e.rules for e in ev)
        later = ended and asks(facts, AFTER_TURN)
        for d in [] if stats_assumed else defenders:
            uid, durability = d["id"], d.get("durability", 1) + d.get("gained", [0, 0])[1]
            if uid in killed and d.get("ikusa_gained"):
                parts.append(
                    f"{d['name']}は合計{hits.get(uid, 0)}点のダメージを負い、「このイクサ中」の効果が"
                    f"イクサ終了処理で終わると(706.8a)、ダメージは残ったまま耐久力{durability}以上になるので、"
                    "次のルール処理で殺されてオヒガンに置かれます(706.8b、1004.1)"
                )
            elif uid in killed:
                parts.append(
                    f"{d['name']}は合計{hits.get(uid, 0)}点のダメージを負い、耐久力{durability}以上なので"
                    "殺されてオヒガンに置かれます(1004.1)"
                )
            elif uid in hits:
                if later:  # 「次の相手のターン、ダメージは何点?」: the damage then (0), not the hit's
                    parts.append(
                        f"{d['name']}は{hits[uid]}点のダメージを負いますが耐久力{durability}未満なので殺されず"
                        "(1004.1)、ターン終了時の最終処理でそのダメージは0点になり、次のターンには残りません"
                        "(505.3a)"
                    )
                else:
                    tail = (
                        "。ターン終了時の最終処理でそのダメージは0になり、次のターンには残りません(505.3a)"
                        if ended
                        else ""
                    )
                    parts.append(
                        f"{d['name']}が負うダメージは{hits[uid]}点で耐久力{durability}未満なので殺されません(1004.1){tail}"
                    )
        if any(e.type == "move" and "1403.2" in e.rules for e in ev):
            # what the question is usually about: it leads
            parts.insert(0, "サツバツが誘発し、アイサツしたキャラクターが殺されます(1403.2)")
        elif any("サツバツ" in d.get("keywords", ()) and d["id"] in killed for d in defenders):
            parts.append(
                "サツバツを持つキャラクターはイクサダメージ・ステップ終了時には場にいないので、"
                "サツバツは誘発しません(キャラクターの能力は場にある間だけ有効です)"
            )
        avenged = any(e.type == "move" and "1403.2" in e.rules for e in ev)
        if not at_player and asks(facts, _MUTUAL) and not avenged:
            # what was asked (「相打ち?」「返り討ち?」) is answered first
            parts.insert(
                0,
                "アイサツされたキャラクターはイクサダメージを与えないので、アイサツしたキャラクターは無傷です",
            )
        if at_player and redirected:
            parts.append(f"{foe}(プレイヤー)はイクサダメージを受けず、ダメージチェックも行いません")
            if asks(facts, RESULT_ASKED) and not sim.outcome.winner:
                parts.insert(0, f"{foe}がインターラプトを使えば、{foe}はこのアイサツでは敗北しません")
        elif at_player:
            parts.extend(_player_damage(sim, foe, tell_zone=tell_zone))
        over = R.result(sim, sides)
        zone = len(R.cards_in(sim, R.PLAYER2, "damage"))
        if over:
            parts.insert(0, over)
        elif (
            at_player
            and (asks(facts, RESULT_ASKED) or zone_given or deck_given)
            and not any(e.type == "interrupt" and e.data.get("card") for e in ev)
        ):
            said = f"{foe}はまだ敗北しません(ダメージ・ゾーンは{zone}枚で、10枚未満。1002.1)"
            if deck_given:  # 「山札が残り4枚のとき…」: the deck is what the question watches
                left = len(R.cards_in(sim, R.PLAYER2, "deck"))
                said = (
                    f"{foe}はまだ敗北しません。デッキは残り{left}枚で0枚ではなく(1002.2)、"
                    f"ダメージ・ゾーンは{zone}枚で10枚未満です(1002.1)"
                )
            parts.insert(0, said)
        return "。".join(parts) or "アイサツが行われます"

    return head


def _player_damage(sim: SimulationResult, foe: str, *, tell_zone: bool) -> list[str]:
    ev = sim.events
    if any(e.type == "no_damage" for e in ev):
        return [f"工作力0なのでイクサダメージは0点で、{foe}はダメージを負わず、ダメージチェックも行いません"]
    dealt = sum(int(e.data.get("delta", 0)) for e in ev if e.type == "counter" and "706.4a" in e.rules)
    if not dealt:
        return []
    resolved = sum(1 for e in ev if e.type == "move" and "1104.2" in e.rules)
    said = f"{foe}は{dealt}点のイクサダメージを受け、ダメージチェックを{resolved}回行います"
    for e in ev:
        if e.type == "move" and "1211.2b" in e.rules:
            said += "。めくれたカードはウケミ能力でエントリーし(1104.4)、ダメージ・ゾーンには置かれません"
    if tell_zone:
        said += f"。{foe}のダメージ・ゾーンは{len(R.cards_in(sim, R.PLAYER2, 'damage'))}枚になります"
    if resolved < dealt and sim.outcome.winner is not None:
        said += "(残りのダメージチェックの前にルール処理で決着します)"
    return [said]
