"""The fow held-out questions (`data/heldout_fow.jsonl`) through extraction, the fow builders and the
engine: every `scenario` question's `expect` as a machine-checkable predicate, plus the phrasings
the reader must understand. `CHECKS` also grades `/ask` on that set::

    rulecite ask-eval --set tests/service/answering/data/heldout_fow.jsonl \
        --checks tests.service.answering.test_fow_questions
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from service.answering.ask import Answerer
from service.answering.citing import Simulated
from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.plans.fow_tell import BATTLE, DEFEAT, GENERIC, TURNS
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.simulation import run_question
from service.engine.scenario import SimulationResult, simulate
from tests.service.answering.probes import check_fow_scenario, check_fow_through_ask, load_rows
from tests.service.answering.probes import damaged_card as _damaged
from tests.service.answering.probes import events as _events
from tests.service.answering.probes import find_card as _card
from tests.service.answering.probes import life_losses as _life_losses
from tests.service.answering.probes import one_instance as _one_instance
from tests.service.answering.probes import rejected as _rejected

ROWS = load_rows("heldout_fow.jsonl")


def fow_h_01(r: SimulationResult) -> bool:  # 1000点のダメージを1回、相手のライフが1000減る
    return (
        _one_instance(r, 1000) and _life_losses(r, "player2") == [1000] and bool(r.events_citing("10.6.4.1"))
    )


def fow_h_02(r: SimulationResult) -> bool:  # 1200ダメージを1回、蓄積ダメージが1200増える
    return _one_instance(r, 1200) and _damaged(r)["flags"]["damage"] == 1200


def fow_h_03(
    r: SimulationResult,
) -> bool:  # 蓄積1000(防御力800以上)、破壊はエンジンが判定しない(誰のカードかは書かれていない)
    vs = _events(r, "damage_vs_defense")
    return (
        _damaged(r)["flags"]["damage"] == 1000
        and bool(vs)
        and vs[0].data["defense"] == 800
        and _damaged(r)["uid"] in r.uids("player1", "field") + r.uids("player2", "field")
    )  # fmt: skip  (whose card: unsaid)


def fow_h_04(r: SimulationResult) -> bool:  # 500
    return _damaged(r)["flags"]["damage"] == 500 and _one_instance(r, 300)


def fow_h_05(r: SimulationResult) -> bool:  # 2500
    return r.counter("player2", "life") == 2500


def fow_h_06(r: SimulationResult) -> bool:  # 300点
    return _damaged(r)["flags"]["damage"] == 300 and bool(r.events_citing("10.17.1.1"))


def fow_h_07(r: SimulationResult) -> bool:  # 減らない
    return r.counter("player1", "life") == 4000 and bool(r.events_citing("10.17.1.2"))


def fow_h_08(r: SimulationResult) -> bool:  # 0点、ライフは減らない
    prevent = _events(r, "prevent")
    return bool(prevent) and prevent[0].data["after"] == 0 and not _life_losses(r, "player2")


def fow_h_09(r: SimulationResult) -> bool:  # 何も行わない
    return "damage" not in _damaged(r)["flags"] and bool(r.events_citing("10.6.5"))


def fow_h_10(r: SimulationResult) -> bool:  # 破壊されず場に残る
    return "d1" in r.uids("player1", "field") and bool(r.events_citing("10.9.3"))


def fow_h_11(r: SimulationResult) -> bool:  # できない(10.9.2)
    return _rejected(r, "10.9.2") and "d1" in r.uids("player2", "ruler_area")


def fow_h_12(r: SimulationResult) -> bool:  # 墓地に移動
    return r.uids("player1", "graveyard") == ["d1"] and bool(r.events_citing("10.9.1"))


def fow_h_13(r: SimulationResult) -> bool:  # できない(10.10.2)
    return _rejected(r, "10.10.2") and "x" in r.uids("player2", "field")


def fow_h_14(r: SimulationResult) -> bool:  # 払える
    return not _events(r, "rejected") and bool(_events(r, "paid")) and r.counter("player1", "will:光") == 0


def fow_h_15(r: SimulationResult) -> bool:  # 払えない。炎のウィルは減らない
    return _rejected(r, "10.2.4") and r.counter("player1", "will:炎") == 3


def fow_h_16(r: SimulationResult) -> bool:  # 2枚が手札、3回目はドローできない
    failed = _events(r, "draw_failed")
    return len(r.zone("player1", "hand")) == 2 and bool(failed) and failed[0].data["missing"] == 1


def fow_h_17(r: SimulationResult) -> bool:  # 防御力500
    return bool(_events(r, "stats")[-1].data["defense"] == 500)


def fow_h_18(r: SimulationResult) -> bool:  # 同一のカウンター(2個)
    return _card(r, "r")["flags"]["counters"] == {"+100/+100": 2} and bool(r.events_citing("10.21.1.2"))


def fow_h_19(r: SimulationResult) -> bool:  # チェイスエリアの一番上に召喚呪文として置かれ、解決されて場に出る
    moves = [e.data["to_zone"] for e in _events(r, "move")]
    return moves == ["chase", "field"] and bool(r.events_citing("10.5.1")) and bool(r.events_citing("10.5.2"))


def fow_h_20(r: SimulationResult) -> bool:  # 持ち主の墓地
    return r.uids("player1", "graveyard") == ["s"] and bool(r.events_citing("10.11.1"))


def fow_h_21(r: SimulationResult) -> bool:  # 4枚すべて墓地
    return len(r.zone("player1", "graveyard")) == 4 and not r.zone("player1", "hand")


def fow_h_22(r: SimulationResult) -> bool:  # 使えない(10.12.2)
    return _rejected(r, "10.12.2")


def fow_h_23(r: SimulationResult) -> bool:  # それぞれに300ダメージを1回
    hits = [_card(r, t)["flags"]["damage"] for t in ("t1", "t2")]
    return _one_instance(r, 300) and hits == [300, 300] and _life_losses(r, "player2") == [300]


def fow_h_24(r: SimulationResult) -> bool:  # 攻撃力900・防御力300
    last = _events(r, "stats")[-1].data
    return (last["atk"], last["defense"]) == (900, 300)


def fow_h_25(r: SimulationResult) -> bool:  # 500ダメージを1回、ライフ0、ゲームは続く(§10に敗北なし)
    return _one_instance(r, 500) and r.counter("player2", "life") == 0 and r.outcome.winner is None


def fow_h_26(r: SimulationResult) -> bool:  # 払えない(月の特質を持つウィルが必要)
    return _rejected(r, "10.2.4", "10.2.6") and r.counter("player1", "will:光") == 1


CHECKS: dict[str, Callable[[SimulationResult], bool]] = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if name.startswith("fow_h_") and callable(fn)
}
UNSUPPORTED = {"fow-h-27": BATTLE}
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def _build(question: str) -> BuiltScenario | Unsupported | None:
    return build_scenario("fow", extract(question))


def _situated(question: str) -> tuple[Simulated, BuiltScenario, str | None]:
    """The stated simulation as `/ask` answers it (`plans.situate`: builders, then plans)."""
    gated, note = situate(question, "fow")
    assert gated.sim is not None and gated.built is not None, (question, gated.accounting.verdict)
    return gated.sim, gated.built, note


def test_heldout_set_is_well_formed() -> None:
    assert len(ROWS) >= 30 and len(SCENARIOS) >= 15
    assert {r["id"] for r in SCENARIOS} == set(CHECKS) | set(UNSUPPORTED)
    assert all(r["game"] == "fow" and r["gold"] and (r["kind"] != "scenario" or r["expect"]) for r in ROWS)


def test_heldout_gold_ids_exist(corpus: Any) -> None:
    book = corpus.book("fow")
    assert [g for r in ROWS for g in r["gold"] if g not in book.clauses] == []


@pytest.mark.parametrize("row", [r for r in SCENARIOS if r["id"] in CHECKS], ids=lambda r: r["id"])
def test_fow_heldout_scenario_matches_expect(row: dict[str, Any]) -> None:
    check_fow_scenario(row, CHECKS)


@pytest.mark.parametrize("qid", sorted(UNSUPPORTED))
def test_fow_heldout_unsupported_says_why(qid: str) -> None:
    row = next(r for r in ROWS if r["id"] == qid)
    sim, _, note = run_question("fow", extract(row["question"]))
    assert sim is None and note is not None and UNSUPPORTED[qid] in note


# ----- situations the engine cannot run: no simulation, and the notes say why ----------------------
@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("攻撃力500のJ/ルーラーで相手のリゾネイターにアタックしたら?", BATTLE),
        ("防御力400のリゾネイターが攻撃力300のリゾネイターにブロックされたらどうなる?", BATTLE),
        ("先攻の1ターン目はカードを何枚ドローする?", TURNS),
        ("お互いのライフが同時に0になったらどうなる?", DEFEAT),
        ("山札が0枚になったら負け?", DEFEAT),
        ("リゾネイターが3体いるときはどうなる?", GENERIC),
    ],
)
def test_fow_out_of_section_10_is_unsupported_with_a_reason(question: str, reason: str) -> None:
    sim, _, note = run_question("fow", extract(question))
    assert sim is None and note == f"シミュレーションなし: {reason}"


def test_fow_plain_rule_questions_build_nothing() -> None:
    for q in (
        "‘チェイスする’とはどういう意味?",
        "ウィル能力はいつプレイできる?",
        "コピーした仮想カードはどうなる?",
    ):
        assert _build(q) is None, q


# ----- assumptions go to the notes --------------------------------------------------------------
def test_fow_10_6_1_unstated_defense_is_a_noted_default_that_cannot_change_the_result() -> None:
    sim, _, note = _situated("リゾネイターに1000ダメージ与えたら?")
    assert note is not None and "防御力" in note
    assert _damaged(sim.result)["flags"]["damage"] == 1000 and not _events(sim.result, "damage_vs_defense")


def test_fow_10_6_1_stated_defense_reports_damage_at_or_over_it() -> None:
    for q in ("リゾネイターに1000ダメージ与えたら?防御力は800", "防御力１０００のリゾネイターに1千ダメージ"):
        sim, built, note = _situated(q)
        assert note is not None and "破壊を判定しません" in note
        head = built.summarize(sim.result)
        assert "蓄積ダメージは1000" in head and "判定していません" in head, head
    sim, built, note = _situated("防御力1001のリゾネイターに1000ダメージ")
    # one short of 防御力: nothing the engine leaves undecided (the card's unsaid owner is still noted)
    assert "判定" not in (note or "") and "判定" not in built.summarize(sim.result)


def test_fow_10_6_4_1_unstated_count_uses_the_rulebook_example_and_says_so() -> None:
    sim, _, note = _situated("「手札1枚につき100ダメージ」って何回ダメージ?")
    assert note is not None and "3枚" in note
    assert _one_instance(sim.result, 300)


# ----- phrasings -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "amount", "loss"),
    [
        ("相手に１５００ダメージを与えたら?", 1500, 1500),
        ("相手プレイヤーに千五百点のダメージ", 1500, 1500),
        ("1.5千ダメージを相手に与える", 1500, 1500),
        ("ライフ２千の相手に300点ダメージ、200軽減", 300, 100),
        ("相手に500のダメージ。ダメージを全て軽減した", 500, 0),
    ],
)
def test_fow_10_6_2_player_damage_phrasings(question: str, amount: int, loss: int) -> None:
    result = _situated(question)[0].result
    assert _one_instance(result, amount) and sum(_life_losses(result, "player2")) == loss


@pytest.mark.parametrize(
    ("question", "player"),
    [
        ("自分に800ダメージ", "player1"),
        ("あなたに800ダメージ", "player1"),
        ("800ダメージを相手に与える", "player2"),
        ("自分のライフが3000のとき800ダメージを受けた", "player1"),
    ],
)
def test_fow_damage_target_side(question: str, player: str) -> None:
    built = _situated(question)[1]
    assert built.payload["operations"][0]["targets"] == [player]


@pytest.mark.parametrize(
    ("question", "paid"),
    [
        ("ウィルが3点でコスト4のリゾネイターをプレイできる?", False),
        ("ウィルが４点あればコスト4のカードは払える?", True),
        ("ウィルが1点足りないときは一部だけ払える?", False),
        ("月の特質を持つウィル1点で[月]を支払える?", True),
    ],
)
def test_fow_10_2_4_will_questions(question: str, paid: bool) -> None:
    result = _situated(question)[0].result
    assert bool(_events(result, "paid")) is paid and _rejected(result, "10.2.4") is not paid


@pytest.mark.parametrize(
    ("question", "zone"),
    [
        ("J/ルーラーが破壊されたらどこに行く?", "ruler_area"),
        ("場のリゾネイターを破壊する効果を使ったら?", "graveyard"),
        ("「ルーラーを破壊する」効果でルーラーエリアのルーラーを破壊したら?", "graveyard"),
    ],
)
def test_fow_10_9_1_destroy_destinations(question: str, zone: str) -> None:
    sim, _, note = _situated(question)  # the destroy builder is retired: plans/fow_destroy.py answers
    assert sim.result.uids("player1", zone) == ["d1"]
    assert note is not None and "自分のもの" in note  # whose card is unsaid: the asker's, named


def test_fow_10_18_2_1_empty_hand_and_10_18_1_some_cards() -> None:
    # the draw and discard builders are retired: the zones plan answers (plans.situate)
    assert _situated("手札が0枚のときに手札を捨てる指示を受けたら?")[0].result.events_citing("10.18.2.1")
    result = _situated("手札5枚から2枚捨てると、手札は何枚?")[0].result
    assert len(result.zone("player1", "hand")) == 3 and result.events_citing("10.18.1")


def test_fow_10_8_1_empty_deck_draw_notes_that_defeat_is_not_in_section_10() -> None:
    sim, _, note = _situated("メインデッキが0枚のときにドローしたらどうなる?")
    assert note is not None and "§10" in note
    assert _events(sim.result, "draw_failed") and not sim.result.zone("player1", "hand")


def test_fow_10_12_2_recovered_card_pays_the_rest_symbol() -> None:
    result = _situated("リカバー状態のリゾネイターで[レスト]の能力を使うと?")[
        0
    ].result  # plans/fow_cards.rest_cost
    assert not _events(result, "rejected") and _card(result, "c")["flags"]["rested"] is True


def test_fow_scenarios_rerun_unchanged_through_simulate() -> None:
    for row in SCENARIOS:
        built = _build(row["question"])
        if isinstance(built, BuiltScenario):
            first = simulate("fow", built.payload).to_json()
            again = simulate("fow", json.loads(json.dumps(built.payload, ensure_ascii=False))).to_json()
            assert first == again, row["id"]


def test_fow_10_6_2_unstated_life_is_noted_only_when_it_matters() -> None:
    sim, built, note = _situated("相手に300ダメージを与えたら?")
    assert note is None and "相手のライフが300点減ります" in built.summarize(sim.result)
    sim, built, note = _situated("相手に5000ダメージを与えたら?")
    assert note is not None and "4000" in note  # the default shows as life -1000
    # the life left is asked with no life told: a default would decide it, so nothing is stated
    gated, _ = situate("相手から1000ダメージ飛んできた。ライフは?", "fow")
    assert not gated.accounting.verdict.stated


def test_fow_10_6_4_unnamed_target_is_not_told() -> None:
    sim, built, note = _situated("手札2枚で「手札1枚につき100ダメージ」を使うと?")
    head = built.summarize(sim.result).split("。")[0]
    assert head == "シミュレーション結果: 200点のダメージを1回で与えます"
    assert "ライフ" not in built.summarize(sim.result).split("(")[0].split("。")[1]  # its life is not told
    assert note is not None and "対象が質問にない" in note  # the assumed target is named


# ----- /ask end to end (real index) ------------------------------------------------------------
@pytest.mark.slow
def test_fow_heldout_through_ask_simulates_cites_gold_and_stays_grounded(real_answerer: Answerer) -> None:
    check_fow_through_ask(real_answerer, ROWS, CHECKS, UNSUPPORTED)
