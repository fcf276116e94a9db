"""ニンジャスレイヤーTCG questions nobody tuned for: the held-out set (`data/heldout_ninjaslayer.jsonl`)
run through extraction, the builders and the engine, plus varied phrasings of each situation.

`CHECKS` are machine-checkable versions of the held-out `expect` strings; ``rulecite ask-eval --set
tests/service/answering/data/heldout_ninjaslayer.jsonl --checks
tests.service.answering.test_ninjaslayer_questions`` grades `/ask` with them.

The asker is ``player1`` (the turn player) unless the question puts the turn on the opponent
(「相手のターン」, 「相手のキャラにアイサツされた」); then the asker is ``player2``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from service.answering.ask import Answerer
from service.answering.citing import Simulated, ungrounded
from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.simulation import run_question
from service.engine.scenario import SimulationResult, simulate
from tests.service.answering.answer_checks import past_answer_line
from tests.service.answering.probes import check_ninjaslayer_set, load_rows
from tests.service.answering.probes import cited as _cited
from tests.service.answering.probes import placed as _placed
from tests.service.answering.probes import zone as _zone

ROWS = load_rows("heldout_ninjaslayer.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def _bowed(r: SimulationResult, player: str) -> int:
    return sum(1 for c in _zone(r, player, "etel") if c["flags"].get("bowed"))


def _damaged(r: SimulationResult, player: str, amount: int) -> bool:
    return any(c["flags"].get("damage") == amount for c in _zone(r, player, "field"))


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    # 2 damage checks put the opponent's damage zone at 10 → defeat (1002.1)
    "ns-h-01": lambda r: (
        r.outcome.winner == "player1"
        and "1002.1" in r.outcome.rules
        and _placed(r) == [2]
        and len(_zone(r, "player2", "damage")) == 10
    ),
    # 7 + 2 = 9: not yet
    "ns-h-02": lambda r: (
        r.outcome.winner is None and _placed(r) == [2] and len(_zone(r, "player2", "damage")) == 9
    ),
    # カラテ4 < 耐久力5: survives with 4 damage
    "ns-h-03": lambda r: not _zone(r, "player2", "ohigan") and _damaged(r, "player2", 4),
    "ns-h-04": lambda r: (
        len(_zone(r, "player2", "ohigan")) == 1
        and _cited(r, "1004.1", "move")
        and not _zone(r, "player2", "field")
    ),
    # 後攻's first turn is the game's second turn: 2 cards
    "ns-h-05": lambda r: sum(1 for e in r.events if e.type == "move" and "502.3a" in e.rules) == 2,
    "ns-h-06": lambda r: (
        not _cited(r, "1312.1", "rejected")
        and len(_zone(r, "player1", "field")) == 1
        and _bowed(r, "player1") == 3
    ),
    "ns-h-07": lambda r: _cited(r, "1312.1", "rejected") and not _zone(r, "player1", "field"),
    "ns-h-08": lambda r: r.outcome.winner == "player1" and "1002.2" in r.outcome.rules,
    # the opponent アイサツ the asker (player2): one check empties the deck → the asker loses
    "ns-h-09": lambda r: (
        r.outcome.winner == "player1"
        and "1002.2" in r.outcome.rules
        and len(_zone(r, "player2", "damage")) == 1
    ),
    # on the opponent's turn the asker is the non-turn player (player2) and wins
    "ns-h-10": lambda r: (
        r.outcome.winner == "player2" and r.outcome.rules[:1] == ("103.3",) and "1002.2" in r.outcome.rules
    ),
    "ns-h-11": lambda r: (
        r.outcome.winner == "player1" and "1002.1" in r.outcome.rules and "103.3" not in r.outcome.rules
    ),
    "ns-h-12": lambda r: (
        _cited(r, "1402.2", "interrupt") and not _placed(r) and len(_zone(r, "player2", "ohigan")) == 1
    ),
    "ns-h-13": lambda r: (
        _cited(r, "1403.2", "move")
        and len(_zone(r, "player1", "ohigan")) == 1
        and len(_zone(r, "player2", "field")) == 1
    ),
    "ns-h-14": lambda r: (
        _cited(r, "1404.2") and len(_zone(r, "player1", "field")) == 1 and _bowed(r, "player1") == 3
    ),
    "ns-h-15": lambda r: (
        _cited(r, "1211.2b", "move")
        and not _zone(r, "player2", "damage")
        and len(_zone(r, "player2", "field")) == 1
    ),
    "ns-h-16": lambda r: (
        not _placed(r) and not _zone(r, "player2", "damage") and any(e.type == "no_damage" for e in r.events)
    ),
    "ns-h-17": lambda r: len(_zone(r, "player2", "ohigan")) == 1 and _cited(r, "1004.1", "move"),
    "ns-h-18": lambda r: (
        r.outcome.winner == "player2"
        and "1002.2" in r.outcome.rules
        and sum(1 for e in r.events if e.type == "move" and "502.3a" in e.rules) == 1
    ),
    "ns-h-19": lambda r: (
        sum(1 for e in r.events if e.type == "aisatsu") == 2 and len(_zone(r, "player2", "ohigan")) == 1
    ),
    "ns-h-20": lambda r: r.outcome.winner is None and len(_zone(r, "player1", "damage")) == 9,
    # 後攻's turn: the non-turn player (先攻, player2) wins
    "ns-h-21": lambda r: r.outcome.winner == "player2" and r.outcome.rules[:1] == ("103.3",),
    "ns-h-22": lambda r: (
        _cited(r, "1402.3", "interrupt")
        and len(_zone(r, "player2", "field")) == 2
        and _damaged(r, "player2", 3)
    ),
}


def ask(question: str) -> tuple[Simulated, BuiltScenario]:
    """The stated simulation as `/ask` answers it (`plans.situate`); where the gate withholds the
    verdict, the scenario a builder still built (the /ui/ask form runs that one)."""
    gated, _note = situate(question, "ninjaslayer")
    sim, built = gated.sim, gated.built
    if sim is None:
        sim, built, _note = run_question("ninjaslayer", extract(question))
    assert sim is not None and built is not None, f"no scenario for {question!r}"
    return sim, built


def headline(question: str) -> str:
    sim, built = ask(question)
    return built.summarize(sim.result).split("。", 1)[0]


def declined(question: str) -> str:
    built = build_scenario("ninjaslayer", extract(question))
    assert isinstance(built, Unsupported), built
    return built.reason


# ----- the held-out set ------------------------------------------------------------------------------
def test_ns_heldout_set_has_verified_gold_and_enough_scenarios(corpus: Any) -> None:
    assert len(ROWS) >= 30 and len(SCENARIOS) >= 15
    check_ninjaslayer_set(ROWS, SCENARIOS, CHECKS, corpus)


# ns-h-21 「後攻のターン中に両プレイヤーのダメージ・ゾーンが同時に10枚」: 103.3 names the 先攻 the winner,
# but not which of them the asker is — withheld since the defeat_state builder (which took the asker to
# be the turn player) was retired; its CHECKS entry stays for the engine's run of that situation
_UNSEATED = frozenset({"ns-h-21"})


@pytest.mark.parametrize("row", SCENARIOS, ids=[r["id"] for r in SCENARIOS])
def test_ns_heldout_scenario_reproduces_expect(row: dict[str, Any]) -> None:
    if row["id"] in _UNSEATED:  # the winner for the asker rests on a seat the question never gives
        assert not situate(row["question"], "ninjaslayer")[0].accounting.verdict.stated
        return
    sim, built = ask(row["question"])
    assert CHECKS[row["id"]](sim.result), built.summarize(sim.result)
    again = simulate("ninjaslayer", dict(built.payload))  # the scenario re-runs unchanged (/simulate)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in sim.result.events]


# ----- 1002.1 / 706.4a: the damage zone around 10 -----------------------------------------------------
@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("相手のダメージゾーンが9枚で、工作力1のキャラのアイサツが通ったら相手は負ける?", True),
        ("ダメージ・ゾーン８枚の相手プレイヤーに工作力２のニンジャでアイサツ。勝てる?", True),
        ("工作力１のキャラで相手にアイサツ。相手のダメージ・ゾーンは８枚", False),
        ("工作力1のキャラと工作力2のキャラで続けて相手にアイサツ。相手のダメージ・ゾーンは7枚", True),
    ],
)
def test_ns_1002_1_aisatsu_into_a_nearly_full_damage_zone(question: str, lost: bool) -> None:
    sim, _ = ask(question)
    assert (sim.result.outcome.winner == "player1") is lost
    first = headline(question)
    assert (
        ("相手は" in first and "敗北します" in first)
        if lost
        else "まだ敗北しません" in first or "ダメージチェック" in first
    )


def test_ns_1002_1_threshold_states() -> None:
    assert ask("自分のダメージ・ゾーンがいま９枚。これってもう負け?")[0].result.outcome.winner is None
    assert ask("相手のダメージ・ゾーンが10枚になったら?")[0].result.outcome.winner == "player1"
    assert headline("自分のダメージ・ゾーンがいま９枚。これってもう負け?").startswith(
        "シミュレーション結果: まだ敗北しません"
    )


# ----- 704 / 706: who アイサツ whom ----------------------------------------------------------------------
def test_ns_706_4b_passive_aisatsu_puts_the_turn_on_the_opponent() -> None:
    sim, built = ask("自分のキャラ(耐久力2)が相手のカラテ2のキャラにアイサツされた")
    assert [c["uid"] for c in _zone(sim.result, "player2", "ohigan")] == ["b"]
    assert built.payload["player1"]["field"][0]["karate"] == 2  # the opponent's card is player1's
    text = built.summarize(sim.result)
    assert "自分にアイサツ" not in text and "相手" not in text.split("。")[1]


def test_ns_706_4a_opponents_aisatsu_on_the_asker_names_players_as_asked() -> None:
    sim, built = ask("自分の山札が残り1枚のときに、相手の工作力2のキャラにアイサツされた。どうなる?")
    assert built.summarize(sim.result).startswith("シミュレーション結果: 自分はデッキが0枚になり")


@pytest.mark.parametrize(
    "question",
    [
        "カラテ5のニンジャで耐久力2の相手ニンジャにアイサツ",
        "耐久力２の相手キャラに、カラテ５のニンジャでアイサツ!",
        "カラテ２・耐久力２のキャラ同士。自分のキャラで相手のキャラにアイサツしたら相殺?",
    ],
)
def test_ns_1004_1_karate_at_least_durability_kills(question: str) -> None:
    sim, _ = ask(question)
    assert [c["uid"] for c in _zone(sim.result, "player2", "ohigan")] == ["b"]
    assert _zone(sim.result, "player1", "field")  # the target deals no damage back (706.4b)


def test_ns_706_4b_karate_written_after_the_target() -> None:
    sim, _ = ask("相手のニンジャ(耐久力4)にカラテ4でアイサツしたら倒せる?")
    assert [c["uid"] for c in _zone(sim.result, "player2", "ohigan")] == ["b"]


def test_ns_706_4a_receiving_an_aisatsu_is_the_opponents_turn() -> None:
    sim, built = ask("山札残り３枚で相手に工作力３のアイサツを受けたらどうなる?")
    assert sim.result.outcome.winner == "player1" and "1002.2" in sim.result.outcome.rules
    assert built.summarize(sim.result).startswith("シミュレーション結果: 自分はデッキが0枚になり")


def test_ns_1403_2_satsubatsu_written_after_the_card() -> None:
    sim, _ = ask("相手のキャラがサツバツ持ち(耐久力2)で、カラテ1のキャラでアイサツしたらサツバツは誘発する?")
    assert _cited(sim.result, "1403.2", "move") and len(_zone(sim.result, "player1", "ohigan")) == 1
    killed, told = ask(
        "相手のキャラがサツバツ持ち(耐久力1)で、カラテ1のキャラでアイサツしたらサツバツは誘発する?"
    )
    assert not _cited(killed.result, "1403.2", "trigger")
    assert "サツバツは誘発しません" in told.summarize(killed.result)


def test_ns_1317_1_damage_from_an_effect_then_an_aisatsu() -> None:
    sim, _ = ask("耐久力５のキャラに、効果で３点、その後カラテ２でアイサツ")
    assert [c["uid"] for c in _zone(sim.result, "player2", "ohigan")] == ["b"]


def test_ns_704_3a_1_bowed_attacker_needs_no_numbers() -> None:
    assert headline("オジギしているキャラクターでアイサツできますか?").startswith(
        "シミュレーション結果: そのアイサツはできません"
    )


# ----- 1402 / 1403 / 1104.4: keywords ----------------------------------------------------------------
def test_ns_1402_2_interrupt_is_used_only_when_not_declined() -> None:
    used, _ = ask("インターラプト持ち(耐久力3)の相手キャラがいる。工作力2・カラテ1のキャラで相手にアイサツ")
    assert _cited(used.result, "1402.2", "interrupt") and not _placed(used.result)
    kept, _ = ask(
        "相手の場にインターラプト持ち(耐久力３)がいるけど、工作力２のキャラで相手にアイサツ。インターラプトは使わなかったら?"
    )
    assert _placed(kept.result) == [2]


def test_ns_1402_2_interrupt_needs_the_numbers_it_turns_on() -> None:
    assert "耐久力" in declined(
        "インターラプトを持つ相手キャラがいる時に、カラテ3・工作力1のキャラで相手にアイサツ"
    )


def test_ns_1104_4_ukemi_card_revealed_by_a_damage_check() -> None:
    sim, built = ask("工作力2のキャラでアイサツした。相手がウケミ持ちのカードをめくったら?")
    assert _cited(sim.result, "1211.2b", "move") and len(_zone(sim.result, "player2", "damage")) == 1
    assert "ウケミ能力でエントリー" in built.summarize(sim.result)


# ----- 502.3a / 1312 / 1404 -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "drawn"),
    [
        ("先攻1ターン目、初手4枚から何枚になる?", 1),
        ("後攻の最初のターンって何枚ドローする?", 2),
        ("2ターン目のドローは何枚?", 2),
    ],
)
def test_ns_502_3a_only_the_games_first_turn_draws_one(question: str, drawn: int) -> None:
    sim, _ = ask(question)
    assert sum(1 for e in sim.result.events if e.type == "move" and "502.3a" in e.rules) == drawn


@pytest.mark.parametrize(
    ("question", "enters"),
    [
        ("エテル・ゾーンに縦向き2枚と横向き1枚。コスト3は出せる?", False),
        ("エテルが５枚、うち２枚はオジギ済み。コスト３のキャラをエントリーできる?", True),
        ("エテル5枚でコスト6のキャラはエントリーできる?", False),
    ],
)
def test_ns_1312_1_only_upright_etel_pays(question: str, enters: bool) -> None:
    sim, _ = ask(question)
    assert bool(_zone(sim.result, "player1", "field")) is enters
    assert _cited(sim.result, "1312.1", "rejected") is not enters


def test_ns_1404_2_tatsujin_cost_paid_or_not() -> None:
    paid, _ = ask("コスト1、タツジン・コスト2のキャラをエテル2枚でタツジン払って出せる?")
    assert _cited(paid.result, "1312.1", "rejected")
    unpaid, _ = ask("タツジン・コスト2のキャラ(コスト1)をタツジン払わずにエテル1枚で出せる?")
    assert len(_zone(unpaid.result, "player1", "field")) == 1
    assert "タツジン・コストの値" in declined(
        "コスト2のタツジン持ちをエテル4枚でタツジン・コストも払って出したい"
    )


# ----- 103.3 / 1002.2 -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "winner", "named"),
    [
        (
            "自分の山札が0枚、相手のダメージ・ゾーンが10枚。自分のターンならどっちの勝ち?",
            "opponent",
            "非ターンプレイヤー(相手)",
        ),
        (
            "相手のターン中に、自分のダメージ・ゾーンが10枚、相手のダメージ・ゾーンも10枚になった。どっちの勝ち?",
            "self",
            "非ターンプレイヤー(自分)",
        ),
        ("自分のターンにお互いのダメージ・ゾーンが同時に10枚になった。どっちの勝ち?", "opponent", "(相手)"),
    ],
)
def test_ns_103_3_non_turn_player_wins_named_as_asked(question: str, winner: str, named: str) -> None:
    """Through /ask (the defeat_state builder is retired: plans/ninjaslayer_defeat plans it)."""
    gated, _note = situate(question, "ninjaslayer")
    v = gated.accounting.verdict
    assert v.stated and v.value == winner and gated.sim is not None and gated.built is not None
    assert gated.sim.result.outcome.rules[:1] == ("103.3",)
    assert named in gated.built.summarize(gated.sim.result)


@pytest.mark.parametrize(
    "question",
    [
        # whose turn it is decides 103.3, and it is not said (the retired builder took the asker's)
        "自分の山札が0枚、相手のダメージ・ゾーンが10枚になったらどっちの勝ち?",
        # the turn is told by its seat only: which seat the asker holds is not said (ns-h-21)
        "後攻のターン中に両プレイヤーのダメージ・ゾーンが同時に１０枚になった場合",
        # a reader gap, withheld: 「相手も同時に10枚」 after 「けど」 is a bare number, not the zone's count
        "自分のダメージゾーンが10枚になったけど相手も同時に10枚。相手のターン中だったら?",
    ],
)
def test_ns_103_3_both_losing_with_the_turn_or_seat_unsaid_is_withheld(question: str) -> None:
    gated, _note = situate(question, "ninjaslayer")
    assert not gated.accounting.verdict.stated


# ----- declining honestly ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("カラテ5のキャラでアイサツしたら?", "アイサツ対象"),
        ("耐久力3のキャラにアイサツしたら殺せる?", "カラテ"),
        ("キャラで相手にアイサツ。相手のダメージ・ゾーンは9枚", "工作力"),
        # a コトダマ doing something the question does not state (a stated damage is simulated)
        ("相手の耐久力2のキャラにカラテ2でアイサツしたら、相手がコトダマを使ってきた", "コトダマ"),
    ],
)
def test_ns_unmodellable_or_unstated_situations_are_declined_with_a_reason(question: str, word: str) -> None:
    assert word in declined(question)


def test_ns_1319_1_a_recovery_told_after_the_zone_reached_10_is_withheld() -> None:
    """「10枚でも、回復1で9枚にしたら?」: 回復 before its count is the recover action (lexicon), so the
    defeat_state plan (nothing done) does not state the loss at 10; no plan states it (the retired
    defeat_state builder had declined it by its word)."""
    gated, _note = situate("相手のダメージ・ゾーンが10枚でも、回復1で9枚にしたら?", "ninjaslayer")
    assert not gated.accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    ["アイサツしたキャラって横向きにするの?", "アイサツ対象として選択できるのは何ですか?", "今日の天気は?"],
)
def test_ns_general_questions_build_no_scenario(question: str) -> None:
    assert build_scenario("ninjaslayer", extract(question)) is None


def test_ns_assumed_deck_contents_are_noted_only_when_they_matter() -> None:
    _, built = ask("相手のダメージ・ゾーンが８枚で工作力２のアイサツが通ったら?")
    assert built.notes and "ウケミ" in built.notes[0]
    _, counted = ask("工作力2のキャラで相手プレイヤーにアイサツしたらダメージチェックは何回?")
    assert counted.notes == ()


# ----- extraction of roles and nouns (shared extractor, ninjaslayer phrasings) --------------------------
def test_ns_extract_passive_aisatsu_roles() -> None:
    facts = extract("自分のキャラが相手の工作力2のキャラにアイサツされた")
    assert facts.attacker() is not None and facts.attacker().side == "opponent"  # type: ignore[union-attr]
    assert facts.target() is not None and facts.target().side == "self"  # type: ignore[union-attr]
    active = extract(
        "カラテ3のキャラクターが耐久力3のキャラクターにアイサツした場合、アイサツされたキャラクターは?"
    )
    assert active.attacker() is not None and active.attacker().stats["karate"] == 3  # type: ignore[union-attr]


def test_ns_extract_a_card_that_is_there_does_not_attack() -> None:
    facts = extract("インターラプトを持つ相手キャラがいる時に、カラテ3の自分のキャラで相手にアイサツ")
    assert facts.mentions[0].role is None
    assert facts.attacker() is facts.mentions[1]


def test_ns_extract_ninja_is_a_character_but_the_games_name_is_not() -> None:
    facts = extract("ニンジャスレイヤーTCGで、カラテ5のニンジャでアイサツ")
    assert [m.noun for m in facts.mentions] == ["ニンジャ"]
    assert facts.mentions[0].stats == {"karate": 5}


# ----- /ask end to end (real index) --------------------------------------------------------------------
@pytest.mark.slow
def test_ns_heldout_through_ask_simulates_every_scenario_and_stays_grounded(real_answerer: Answerer) -> None:
    for row in ROWS:
        answer = real_answerer.ask(row["question"], "ninjaslayer")
        assert not ungrounded(real_answerer.corpus, answer.answer, answer.citations, ["ninjaslayer"])
        if row["kind"] == "scenario" and row["id"] in _UNSEATED:
            assert not past_answer_line(answer.answer).startswith("シミュレーション結果"), row[
                "id"
            ]  # withheld: seat unsaid
        elif row["kind"] == "scenario":
            assert answer.simulation is not None, row["id"]
            assert CHECKS[row["id"]](answer.simulation.result), row["id"]
            assert past_answer_line(answer.answer).startswith("シミュレーション結果: ")
