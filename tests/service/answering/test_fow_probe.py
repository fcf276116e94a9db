"""The round-2 fow probe (`data/probe_fow.jsonl`): fresh questions written before reading the fow
builders, in the phrasings the first set did not use — the defender's view (「相手から飛んできた」
「相手の効果で…受けた」「こっちの」), kanji and 千 numerals (「防御力千」「六百」「2千5百」), listed will
pools (「光1・風1・属性なし1」) and counters on a card that is not a J/リゾネイター. `CHECKS` grades
`/ask` on that set::

    rulecite ask-eval --set tests/service/answering/data/probe_fow.jsonl \
        --checks tests.service.answering.test_fow_probe
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service.answering.ask import Answerer
from service.answering.extract import extract
from service.answering.numbers import normalize_text
from service.answering.plans import situate
from service.answering.plans.fow_tell import BATTLE
from service.answering.simulation import run_question
from service.engine.scenario import SimulationResult
from tests.service.answering.probes import check_fow_scenario, check_fow_through_ask, load_rows
from tests.service.answering.probes import damaged_card as _damaged
from tests.service.answering.probes import events as _events
from tests.service.answering.probes import find_card as _card
from tests.service.answering.probes import life_losses as _life_losses
from tests.service.answering.probes import one_instance as _one_instance

ROWS = load_rows("probe_fow.jsonl")


def fow_p_01(r: SimulationResult) -> bool:  # 600ダメージを1回で受け、ライフは3400
    return _one_instance(r, 600) and r.counter("player1", "life") == 3400 and not _life_losses(r, "player2")


def fow_p_02(r: SimulationResult) -> bool:  # 自分のリゾネイターに蓄積600(防御力1000に届かない)
    t = _damaged(r)
    return (t["uid"] in r.uids("player1", "field") and t["flags"]["damage"] == 600
            and not _events(r, "damage_vs_defense"))  # fmt: skip


def fow_p_03(r: SimulationResult) -> bool:  # 自分のライフ3000 → 500
    return _one_instance(r, 2500) and r.counter("player1", "life") == 500


def fow_p_04(r: SimulationResult) -> bool:  # 自分のライフが600減る(1000 − 400)
    prevent = _events(r, "prevent")
    return (bool(prevent) and prevent[0].data["after"] == 600 and _life_losses(r, "player1") == [600]
            and not _life_losses(r, "player2"))  # fmt: skip


def fow_p_05(r: SimulationResult) -> bool:  # 払えない、ウィルは減らない
    rejected = [e for e in _events(r, "rejected") if "10.2.4" in e.rules]
    return bool(rejected) and not _events(r, "paid") and r.counter("player1", "will:風") == 1


def fow_p_06(r: SimulationResult) -> bool:  # 手札が2枚増え、メインデッキは3枚
    draws = [e for e in _events(r, "move") if e.data.get("to_zone") == "hand" and "10.8.2" in e.rules]
    return len(draws) == 2 and len(r.zone("player1", "hand")) == 2 and len(r.zone("player1", "deck")) == 3


def fow_p_07(r: SimulationResult) -> bool:  # 墓地に置かれる
    return r.uids("player1", "graveyard") == ["x"] and bool(r.events_citing("10.10.1"))


def fow_p_08(r: SimulationResult) -> bool:  # ルーラーエリアに移動する
    return r.uids("player1", "ruler_area") == ["d1"] and not r.zone("player1", "graveyard")


def fow_p_09(r: SimulationResult) -> bool:  # 3枚が墓地、手札は4枚
    return len(r.zone("player1", "graveyard")) == 3 and len(r.zone("player1", "hand")) == 4


def fow_p_10(r: SimulationResult) -> bool:  # カウンターは置かれるが[+200/+200]は得ない
    return (_card(r, "r")["flags"]["counters"] == {"+200/+200": 1} and not _events(r, "stats")
            and any("10.21.2" in e.rules for e in _events(r, "note")))  # fmt: skip


def fow_p_11(r: SimulationResult) -> bool:  # 攻撃力400・防御力0
    last = _events(r, "stats")[-1].data
    return (last["atk"], last["defense"]) == (400, 0)


CHECKS: dict[str, Callable[[SimulationResult], bool]] = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if name.startswith("fow_p_") and callable(fn)
}
UNSUPPORTED = {"fow-p-12": BATTLE}
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def test_probe_set_is_well_formed(corpus: Any) -> None:
    assert len(ROWS) == 15 and len(SCENARIOS) >= 9
    assert {r["id"] for r in SCENARIOS} == set(CHECKS) | set(UNSUPPORTED)
    book = corpus.book("fow")
    assert [g for r in ROWS for g in r["gold"] if g not in book.clauses] == []


@pytest.mark.parametrize("row", [r for r in SCENARIOS if r["id"] in CHECKS], ids=lambda r: r["id"])
def test_fow_probe_scenario_matches_expect(row: dict[str, Any]) -> None:
    check_fow_scenario(row, CHECKS)


def test_fow_probe_battle_from_the_defenders_side_is_unsupported() -> None:
    row = next(r for r in ROWS if r["id"] == "fow-p-12")
    sim, _, note = run_question("fow", extract(row["question"]))
    assert sim is None and note is not None and BATTLE in note


# ----- what the probe found: each a reading that generalises beyond its question -------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("防御力千のリゾネイター", "防御力1000のリゾネイター"),
        ("攻撃力は千五百", "攻撃力は1500"),
        ("ライフ千の相手", "ライフ1000の相手"),
        ("千円のカード", "千円のカード"),  # a leading unit is still a word elsewhere
    ],
)
def test_fow_10_6_1_stat_written_as_a_bare_kanji_unit(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_fow_10_6_1_koccchi_is_the_askers_side_and_its_defense_is_read() -> None:
    gated, note = situate("こっちの防御力千のリゾネイターが六百ダメージ受けた", "fow")
    assert gated.sim is not None and note is None  # 防御力 stated: no default noted
    card = _damaged(gated.sim.result)
    assert card["uid"] in gated.sim.result.uids("player1", "field") and card["flags"]["damage"] == 600


@pytest.mark.parametrize(
    "question",
    [
        "相手から1000ダメージ飛んできた。ライフは何点減る?",
        "相手の効果で800ダメージを受けた",
        "相手のリゾネイターの効果により500ダメージ",
        "ライフ3千のときに2千5百ダメージ食らったら?",
        "700点のダメージをもらったら?",
    ],
)
def test_fow_10_6_2_incoming_damage_without_a_named_target_hits_the_asker(question: str) -> None:
    gated, _ = situate(question, "fow")
    assert gated.sim is not None and gated.built is not None, gated.accounting.verdict
    assert gated.built.payload["operations"][0]["targets"] == ["player1"]
    result = gated.sim.result
    assert _life_losses(result, "player1") and "自分のライフ" in gated.built.summarize(result)


def test_fow_10_6_2_stated_life_of_nobody_in_particular_is_the_targets_and_is_told() -> None:
    gated, note = situate("ライフ2000のとき500ダメージを与えたら残りは?", "fow")
    assert gated.sim is not None and gated.built is not None and note is not None and "相手" in note
    result = gated.sim.result
    assert result.counter("player2", "life") == 1500 and "相手のライフは1500" in gated.built.summarize(result)


@pytest.mark.parametrize(
    ("question", "pool", "paid"),
    [
        (
            "手元のウィルは光1・風1・属性なし1。[風][風]のコストって払える?",
            {"光": 1, "風": 1, "無": 1},
            False,
        ),
        ("ウィルが光2と無属性1で[光][2]は払える?", {"光": 2, "無": 1}, True),
        ("ウィル: 炎3点、[炎][炎][1]は払える?", {"炎": 3}, True),
    ],
)
def test_fow_10_2_4_listed_will_pool(question: str, pool: dict[str, int], paid: bool) -> None:
    gated, _ = situate(question, "fow")  # the will builder is retired: the will plan answers
    assert gated.sim is not None and gated.built is not None, gated.accounting.verdict
    assert gated.built.payload["player1"]["will"] == pool
    assert bool(_events(gated.sim.result, "paid")) is paid


def test_fow_10_21_2_counter_on_an_addition_gives_no_modifier() -> None:
    gated, _ = situate("アディションに+100/+100カウンターを置いたら数値は上がる?", "fow")  # counters plan
    assert gated.sim is not None and gated.built is not None
    result = gated.sim.result
    assert not _events(result, "stats")
    assert "J/リゾネイターではないので[+100/+100]を得ません" in gated.built.summarize(result)


def test_fow_10_8_2_and_10_18_1_stated_sizes_are_told_after_the_action() -> None:
    # the draw and discard builders are retired: the zones plan answers (plans.situate)
    def told(question: str) -> str:
        gated, _ = situate(question, "fow")
        assert gated.sim is not None and gated.built is not None, gated.accounting.verdict
        return gated.built.summarize(gated.sim.result)

    assert "デッキは3枚" in told("山札が5枚あるときに2枚引いたら山札は何枚?")
    assert "手札は4枚" in told("手札７枚のうち３枚を捨てたら?")
    assert "メインデッキは残り" not in told("カードを2枚ドローしたら?")  # deck unsaid: nothing told of it


# ----- /ask end to end (real index) ------------------------------------------------------------
@pytest.mark.slow
def test_fow_probe_through_ask_simulates_cites_gold_and_stays_grounded(real_answerer: Answerer) -> None:
    check_fow_through_ask(real_answerer, ROWS, CHECKS, UNSUPPORTED)
