"""Machine-checkable versions of the dev set's `expect` strings: one predicate per scenario question,
over the `SimulationResult` that `/ask` produced. `rulecite ask-eval` imports `CHECKS` from here."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from service.engine.scenario import SimulationResult
from tests.service.answering.probes import rejected as _rejected
from tests.service.answering.probes import zone as _zone


def _kizuna_lost(r: SimulationResult, player: str) -> int:
    return -sum(
        int(e.data.get("delta", 0))
        for e in r.events
        if e.type == "counter" and e.data.get("player") == player and e.data.get("key") == "kizuna"
    )


def ns_d_03(r: SimulationResult) -> bool:  # 非ターンプレイヤー(相手)の勝ち
    return r.outcome.winner == "player2" and r.outcome.rules[:1] == ("103.3",)


def ns_d_04(r: SimulationResult) -> bool:  # 1枚だけドローして手札は5枚
    drawn = [e for e in r.events if e.type == "move" and "502.3a" in e.rules]
    return len(drawn) == 1 and len(_zone(r, "player1", "hand")) == 5


def ns_d_07(r: SimulationResult) -> bool:  # 出せない(エテル3枚のオジギが必要)
    return _rejected(r, "1312.1") and not _zone(r, "player1", "field")


def ns_d_11(r: SimulationResult) -> bool:  # 2回のダメージチェック
    placed = [e for e in r.events if e.type == "damage_check_placed"]
    return bool(placed) and placed[0].data.get("count") == 2


def ns_d_12(r: SimulationResult) -> bool:  # 殺され、オヒガンに置かれる
    return any(c["uid"] == "b" for c in _zone(r, "player2", "ohigan")) and any(
        "1004.1" in e.rules for e in r.events
    )


def ns_d_14(r: SimulationResult) -> bool:  # 残らない。ターン終了時にダメージは0
    field = [c for c in _zone(r, "player2", "field") if c["uid"] == "b"]
    return bool(field) and not field[0]["flags"].get("damage") and any("505.3a" in e.rules for e in r.events)


def ks_d_02(r: SimulationResult) -> bool:  # 絆がより少ない相手(-3)が敗北
    return r.outcome.winner == "player1" and "705.5" in r.outcome.rules


def ks_d_08(r: SimulationResult) -> bool:  # CPは3つ得る。CPコスト4はプレイできない
    gained = [e for e in r.events if "703.8a" in e.rules and e.data.get("value") == 3]
    return bool(gained) and _rejected(r, "1204.2h")


def ks_d_11(r: SimulationResult) -> bool:  # 4点。攻撃側はスタンしない
    attacker = [c for c in _zone(r, "player1", "field") if c["uid"] == "a"]
    return _kizuna_lost(r, "player2") == 4 and bool(attacker) and not attacker[0]["flags"].get("stunned")


def ks_d_12(r: SimulationResult) -> bool:  # 相手プレイヤーが攻撃対象になり絆を3点失う
    return _rejected(r, "803.5a-1") and _kizuna_lost(r, "player2") == 3


def fow_d_03(r: SimulationResult) -> bool:  # 300ダメージを1回
    hits = [e for e in r.events if e.type == "counter" and e.data.get("delta", 0) < 0]
    return len(hits) == 1 and hits[0].data["delta"] == -300


def op_d_06(r: SimulationResult) -> bool:  # ドローなし、ドン!!1枚
    return len(_zone(r, "player1", "hand")) == 5 and len(_zone(r, "player1", "cost")) == 1


def op_d_09(r: SimulationResult) -> bool:  # 出せない(2-7-2)
    return _rejected(r, "2-7-2")


def op_d_10(r: SimulationResult) -> bool:  # 7000
    return any(e.type == "compare" and e.data.get("attacker_power") == 7000 for e in r.events)


def op_d_12(r: SimulationResult) -> bool:  # ライフ2枚、手札に1枚
    return len(_zone(r, "player2", "life")) == 2 and len(_zone(r, "player2", "hand")) == 1


def op_d_13(r: SimulationResult) -> bool:  # 既存キャラをトラッシュ、新キャラ登場
    return (
        "new" in [c["uid"] for c in _zone(r, "player1", "characters")]
        and len(_zone(r, "player1", "trash")) == 1
    )


def sve_d_03(r: SimulationResult) -> bool:  # 体力-1、相手の敗北
    return r.counter("player2", "health") == -1 and r.outcome.winner == "player1"


def sve_d_08(r: SimulationResult) -> bool:  # ドローなし、PP最大値1、PP1
    return (
        len(_zone(r, "player1", "hand")) == 4
        and r.counter("player1", "pp_max") == 1
        and r.counter("player1", "pp") == 1
    )


def sve_d_09(r: SimulationResult) -> bool:  # PP最大値10のまま、PP10
    return r.counter("player1", "pp_max") == 10 and r.counter("player1", "pp") == 10


def sve_d_10(r: SimulationResult) -> bool:  # 2枚捨てる
    return len(_zone(r, "player1", "hand")) == 7 and len(_zone(r, "player1", "graveyard")) == 2


def sve_d_13(r: SimulationResult) -> bool:  # 両方破壊
    return "a" in r.uids("player1", "graveyard") and "b" in r.uids("player2", "graveyard")


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if callable(fn) and name[:3] in ("ns_", "ks_", "fow", "op_", "sve") and name[-2:].isdigit()
}
