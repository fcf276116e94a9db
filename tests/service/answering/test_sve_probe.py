"""Shadowverse Evolve probe questions (`data/probe_sve.jsonl`, written before the round-2 fixes, and
`data/probe2_sve.jsonl`, written after them) run through the builders and the engine; the phrasings
whose classes they exposed are tested in `test_sve_phrasing.py`.

`CHECKS` grades `/ask` on both sets: ``rulecite ask-eval --set tests/service/answering/data/probe_sve.jsonl
--checks tests.service.answering.test_sve_probe``. Fast: no index, no model (but the last test).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from corpus import Corpus
from service.answering.ask import Answerer
from service.answering.citing import ungrounded
from service.engine.events import Reason, Result
from service.engine.scenario import SimulationResult
from tests.service.answering.answer_checks import past_answer_line
from tests.service.answering.probes import any_rejected as _refused
from tests.service.answering.probes import check_sve_scenario, check_sve_set
from tests.service.answering.probes import leader_hits as _leader_hits
from tests.service.answering.probes import rejected as _rejected

DATA = Path(__file__).resolve().parent / "data"
# probe_sve: 30 questions written before the fixes; probe2_sve: 10 more written after them
SETS = {name: DATA / f"{name}.jsonl" for name in ("probe_sve", "probe2_sve")}
ROWS: list[dict[str, Any]] = [
    json.loads(line)
    for path in SETS.values()
    for line in path.read_text(encoding="utf-8").splitlines()
    if line
]


# ----- reading a result -----------------------------------------------------------------------
def _card(r: SimulationResult, player: str, zone: str, uid: str) -> dict[str, Any] | None:
    return next((c for c in r.zone(player, zone) if c["uid"] == uid), None)


def _damage(r: SimulationResult, player: str, uid: str) -> int | None:
    card = _card(r, player, "field", uid)
    return None if card is None else int(card["flags"].get("damage", 0))


def _destroyed(r: SimulationResult, player: str, uid: str, *rules: str) -> bool:
    moved = [
        e for e in r.events if e.type == "move" and e.data.get("card") == uid and set(rules) <= set(e.rules)
    ]
    return _card(r, player, "graveyard", uid) is not None and bool(moved)


# ----- one predicate per scenario question ----------------------------------------------------
def _hit(r: SimulationResult) -> str | None:
    """The one seat whose leader was hit: the asker attacked by the opponent sits in either seat (the
    retired builder scripted the opponent's turn after the asker's, the plans seat the asker as player2)."""
    hit = [p for p in ("player1", "player2") if _leader_hits(r, p)]
    return hit[0] if len(hit) == 1 else None


def _other(seat: str) -> str:
    return "player2" if seat == "player1" else "player1"


def sve_probe_01(r: SimulationResult) -> bool:  # 殴られた自分が体力-1で敗北
    p = _hit(r)
    return (
        p is not None
        and r.counter(p, "health") == -1
        and r.outcome.winner == _other(p)
        and "11.2.1" in r.outcome.rules
    )


def sve_probe_02(r: SimulationResult) -> bool:  # 相手だけ破壊、自分は1ダメージで残る
    return _destroyed(r, "player2", "b", "11.3.1") and _damage(r, "player1", "a") == 1


def sve_probe_03(r: SimulationResult) -> bool:  # 体力0で相手の敗北
    return r.counter("player2", "health") == 0 and r.outcome.winner == "player1"


def sve_probe_04(r: SimulationResult) -> bool:  # 出したターンは攻撃できない
    return _rejected(r, "8.4.2.1")


def sve_probe_05(r: SimulationResult) -> bool:  # 進化したターンはアクト状態のフォロワーだけ
    return _rejected(r, "8.4.3.1", "8.4.2.1")


def sve_probe_06(r: SimulationResult) -> bool:  # アクト状態では攻撃できない
    return _rejected(r, "8.4.2")


def sve_probe_07(r: SimulationResult) -> bool:  # アミュレットも数えて5枚: 出せない
    return _rejected(r, "10.6.2.6", "4.4.4.1")


def sve_probe_08(r: SimulationResult) -> bool:  # 1枚捨てて墓場へ、手札7枚
    dropped = [e for e in r.events if e.type == "move" and e.data.get("to_zone") == "graveyard"]
    return len(dropped) == 1 and "5.11.1" in dropped[0].rules and len(r.zone("player1", "hand")) == 7


def sve_probe_09(r: SimulationResult) -> bool:  # 1枚は引け、2枚目で敗北
    drawn = [e for e in r.events if e.type == "move" and "5.9.2" in e.rules]
    return len(drawn) == 1 and r.outcome.winner == "player2" and r.outcome.reason is Reason.DECK_OUT


def sve_probe_10(r: SimulationResult) -> bool:  # 同時に0で引き分け
    return r.outcome.draw and "1.2.2" in r.outcome.rules


def sve_probe_11(r: SimulationResult) -> bool:  # 【必殺】と交戦した自分のフォロワーも破壊
    return _destroyed(r, "player1", "a", "11.3.2") and _destroyed(r, "player2", "b", "11.3.1")


def sve_probe_12(r: SimulationResult) -> bool:  # 体力13、相手のフォロワーは破壊
    return (
        r.counter("player1", "health") == 13
        and _destroyed(r, "player2", "b")
        and r.counter("player2", "health") == 20
    )


def sve_probe_13(r: SimulationResult) -> bool:  # 攻撃された側の【ドレイン】は誘発しない
    fought = any(e.type == "combat_damage" for e in r.events)
    return fought and r.counter("player2", "health") == 20 and bool(r.events_citing("12.13.2.2"))


def sve_probe_14(r: SimulationResult) -> bool:  # 1枚目でPP2残り、2枚目は払えない
    return _rejected(r, "8.2.1") and any("PPが2" in e.text for e in r.events)


def sve_probe_15(r: SimulationResult) -> bool:  # 【守護】を選ぶ必要がある
    return _rejected(r, "12.8.2")


def sve_probe_16(r: SimulationResult) -> bool:  # 【疾走】で攻撃、両方破壊
    return not _refused(r) and _destroyed(r, "player1", "a") and _destroyed(r, "player2", "b")


def sve_probe_17(r: SimulationResult) -> bool:  # 進化後4/4: 相手の3/3は破壊、自分は3ダメージで残る
    evolved = r.zone("player1", "evolved")
    return (
        _destroyed(r, "player2", "b")
        and _damage(r, "player1", "a") == 3
        and len(evolved) == 1
        and evolved[0]["stats"]["health"] == 4
    )


def sve_probe_18(r: SimulationResult) -> bool:  # 2+1ダメージで体力0、自分の敗北
    p = _hit(r)
    return p is not None and _leader_hits(r, p) == [-2, -1] and r.outcome.winner == _other(p)


def sve_probe_19(r: SimulationResult) -> bool:  # 9枚・5枚につき1 → 1ダメージを1回
    return _leader_hits(r, "player2") == [-1] and bool(r.events_citing("5.28.1"))


def sve_probe_20(r: SimulationResult) -> bool:  # 残り体力1に1ダメージで破壊
    return _destroyed(r, "player1", "f", "11.3.1")


def sve_probe_21(r: SimulationResult) -> bool:  # 【威圧】だけならリーダーを攻撃できる
    attacks = [e for e in r.events if e.type == "attack"]
    return not _refused(r) and len(attacks) == 1 and str(attacks[0].data["target"]).endswith("-leader")


def sve_probe2_01(r: SimulationResult) -> bool:  # 1ダメージを3回で体力0、勝利
    return _leader_hits(r, "player2") == [-1, -1, -1] and r.outcome.winner == "player1"


def sve_probe2_02(r: SimulationResult) -> bool:  # 後攻2ターン目: PP最大値2・PP2・EP3
    pp = (r.counter("player1", "pp_max"), r.counter("player1", "pp"), r.counter("player1", "ep"))
    return pp == (2, 2, 3)


def sve_probe2_03(r: SimulationResult) -> bool:  # 【疾走】に2ダメージで体力0、自分の敗北
    # the attacked asker's seat: player1 in the builder's scenario, player2 (the non-turn player) planned
    return any(
        r.counter(me, "health") == 0 and r.outcome.winner == them
        for me, them in (("player1", "player2"), ("player2", "player1"))
    )


def sve_probe2_04(r: SimulationResult) -> bool:  # EPで払えるのは1点だけ
    return _rejected(r, "12.2.3")


def sve_probe2_05(r: SimulationResult) -> bool:  # 4枚捨てて7枚
    return len(r.zone("player1", "graveyard")) == 4 and len(r.zone("player1", "hand")) == 7


def sve_probe2_06(r: SimulationResult) -> bool:  # 体力2は破壊、体力4は2ダメージで残る
    return _destroyed(r, "player2", "f1", "11.3.1") and _damage(r, "player2", "f2") == 2


def sve_probe2_07(r: SimulationResult) -> bool:  # エンドフェイズに【守護】をアクトできる
    card = _card(r, "player1", "field", "g")
    return not _refused(r) and bool(r.events_citing("7.4.3")) and card is not None and card["flags"]["acted"]


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if callable(fn) and name.startswith(("sve_probe_", "sve_probe2_"))
}
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def test_sve_probe_set_shape(corpus: Corpus) -> None:
    assert len(ROWS) == 40 and len([r for r in SCENARIOS if "probe-" in r["id"]]) >= 18
    check_sve_set(ROWS, SCENARIOS, CHECKS, corpus)


@pytest.mark.parametrize("row", SCENARIOS, ids=[f"{r['id']}-{r['gold'][0]}" for r in SCENARIOS])
def test_sve_probe_scenario_reaches_the_expected_outcome(row: dict[str, Any], corpus: Corpus) -> None:
    check_sve_scenario(row, CHECKS, corpus)


# ----- /ask with the real search: first-try answers stay right -------------------------------------------
@pytest.mark.slow
def test_sve_probe_through_ask_with_and_without_the_game(real_answerer: Answerer) -> None:
    for row in SCENARIOS:
        for game in ("sve", None):
            answer = real_answerer.ask(row["question"], game)
            assert answer.detected_game == "sve", row["id"]
            assert not ungrounded(real_answerer.corpus, answer.answer, answer.citations, ["sve"]), row["id"]
            assert answer.simulation is not None and CHECKS[row["id"]](answer.simulation.result), row["id"]
            assert past_answer_line(answer.answer).startswith("シミュレーション結果: ")
            assert answer.simulation.result.outcome.result in (Result.ONGOING, Result.GAME_OVER)
