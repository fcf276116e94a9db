"""The round-2 ニンジャスレイヤーTCG probe (`data/probe_ninjaslayer.jsonl`): questions written before reading
the builders, in phrasings the held-out set did not use — the defender's view (「向こうの…にアイサツ
された」「俺のキャラ」), kanji numerals (「九枚」「工作力一」), stats written away from a card noun
(「工作力３、カラテ１のやつで」「サツバツ持ち(耐久力２)」), and situations it did not cover (the same
character twice, a character that just entered, インターラプト twice or for another character, the
エテル・ステップ before an entry, the next turn's アンタイ・オジギ, damage across a turn's end, a ウケミ
whose cost cannot be paid). `CHECKS` grades `/ask` on that set::

    rulecite ask-eval --set tests/service/answering/data/probe_ninjaslayer.jsonl \
        --checks tests.service.answering.test_ninjaslayer_probe
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from service.answering.ask import Answerer
from service.answering.citing import ungrounded
from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.scenarios import build_scenario
from service.engine.scenario import SimulationResult
from tests.service.answering.answer_checks import past_answer_line
from tests.service.answering.probes import ask_ninjaslayer as ask
from tests.service.answering.probes import (
    check_ninjaslayer_scenario,
    check_ninjaslayer_set,
    load_rows,
    withheld,
)
from tests.service.answering.probes import cited as _cited
from tests.service.answering.probes import field_flag as _flag
from tests.service.answering.probes import moves as _moves
from tests.service.answering.probes import placed as _placed
from tests.service.answering.probes import rejected_with_code as _refused

# the 30 questions written first, and the 10 of the second batch written after the first fixes
ROWS = load_rows("probe_ninjaslayer.jsonl", "probe_ninjaslayer_b.jsonl")
SCENARIOS = [r for r in ROWS if r["kind"] == "scenario"]


def _bowed_etel(r: SimulationResult, player: str) -> int:
    return sum(1 for c in r.zone(player, "etel") if c["flags"].get("bowed"))


CHECKS: Mapping[str, Callable[[SimulationResult], bool]] = {
    # the opponent アイサツ the asker (player2): the second of three checks reaches 10 cards
    "ns-p-01": lambda r: (
        r.outcome.winner == "player1"
        and "1002.1" in r.outcome.rules
        and len(r.zone("player2", "damage")) == 10
    ),
    "ns-p-02": lambda r: r.uids("player2", "ohigan") == ["b"] and _cited(r, "1004.1", "move"),
    # the first 3 points are reset at the end of the turn (505.3a): 3 < 5 the next turn
    "ns-p-03": lambda r: (
        _cited(r, "505.3a", "damage")
        and _flag(r, "player2", "b", "damage") == 3
        and not r.zone("player2", "ohigan")
    ),
    "ns-p-04": lambda r: (
        _refused(r, "bowed", "704.3a-1") and sum(1 for e in r.events if e.type == "aisatsu") == 1
    ),
    "ns-p-05": lambda r: (
        not any(e.type == "rejected" for e in r.events)
        and [e.data["attacker"] for e in r.events if e.type == "aisatsu"] == ["c"]
    ),
    "ns-p-06": lambda r: _cited(r, "706.4a", "counter") and _placed(r) == [1],
    "ns-p-07": lambda r: _flag(r, "player2", "b", "damage") == 1 and not r.zone("player2", "ohigan"),
    # the next turn's アンタイ・オジギ・ステップ raises the three bowed エテル first
    "ns-p-08": lambda r: (
        sum(1 for e in r.events if "502.2a" in e.rules) == 3
        and r.uids("player1", "field") == ["c"]
        and _bowed_etel(r, "player1") == 3
    ),
    "ns-p-09": lambda r: (
        _moves(r, "502.4a") == 1 and r.uids("player1", "field") == ["c"] and _bowed_etel(r, "player1") == 3
    ),
    # the asker is player2; the ウケミ card enters instead of going to the damage zone
    "ns-p-10": lambda r: (
        r.outcome.winner is None and _moves(r, "1211.2b") == 1 and len(r.zone("player2", "damage")) == 9
    ),
    "ns-p-11": lambda r: _moves(r, "1104.4b") == 1 and not r.zone("player1", "damage"),
    "ns-p-12": lambda r: (
        r.outcome.winner == "player2" and "1002.2" in r.outcome.rules and _moves(r, "502.3a") == 2
    ),
    "ns-p-13": lambda r: (
        _moves(r, "502.3a") == 1 and _moves(r, "502.4a") == 1 and len(r.zone("player1", "hand")) == 4
    ),
    "ns-p-14": lambda r: _moves(r, "502.3a") == 2 and len(r.zone("player1", "hand")) == 6,
    # the asker (player2) takes no damage: the インターラプト card does, and survives
    "ns-p-15": lambda r: (
        _cited(r, "1402.2", "interrupt") and not _placed(r) and _flag(r, "player2", "c1", "damage") == 2
    ),
    "ns-p-16": lambda r: (
        _cited(r, "1402.2", "interrupt") and _refused(r, "cannot_interrupt", "705.3a-1") and _placed(r) == [1]
    ),
    "ns-p-17": lambda r: (
        _refused(r, "cannot_interrupt", "1402.2") and _flag(r, "player2", "v", "damage") == 1
    ),
    "ns-p-18": lambda r: (
        r.uids("player2", "ohigan") == ["b"]
        and r.uids("player1", "field") == ["a"]
        and not _cited(r, "1403.2")
    ),
    "ns-p-19": lambda r: (
        r.uids("player1", "field") == ["c"] and _bowed_etel(r, "player1") == 3 and not _cited(r, "1404.2")
    ),
    "ns-p-20": lambda r: r.outcome.winner == "player2" and r.outcome.rules[:1] == ("103.3",),
    "ns-p-21": lambda r: r.outcome.winner == "player1" and "1002.1" in r.outcome.rules,
    "ns-p-22": lambda r: (
        _placed(r) == [2]
        and len(r.zone("player2", "field")) == 2
        and [e.data["target"] for e in r.events if e.type == "aisatsu"] == ["player2"]
    ),
    # second batch. q-01: the asker (player2) keeps 9 cards thanks to the ウケミ, then reaches 10
    "ns-q-01": lambda r: (
        r.outcome.winner == "player1" and _moves(r, "1211.2b") == 1 and len(r.zone("player2", "damage")) == 10
    ),
    "ns-q-02": lambda r: r.uids("player2", "ohigan") == ["b"] and r.uids("player1", "field") == ["a"],
    "ns-q-03": lambda r: r.uids("player1", "field") == ["c"] and _refused(r, "cannot_pay", "1312.1"),
    # on the opponent's turn the asker is player2: 7 + 3 = 10
    "ns-q-04": lambda r: r.outcome.winner == "player1" and len(r.zone("player2", "damage")) == 10,
    "ns-q-05": lambda r: r.uids("player2", "ohigan") == ["b"] and r.uids("player1", "field") == ["a"],
    "ns-q-09": lambda r: (
        r.outcome.winner == "player1"
        and "1002.2" in r.outcome.rules
        and len(r.zone("player2", "damage")) == 3
    ),
    "ns-q-10": lambda r: _cited(r, "1403.2", "move") and r.uids("player1", "ohigan") == ["a"],
}


def headline(question: str) -> str:
    result, built = ask(question)
    return built.summarize(result).split("。", 1)[0]


# ----- the probe set ---------------------------------------------------------------------------------
def test_ns_probe_set_has_verified_gold_and_enough_scenarios(corpus: Any) -> None:
    assert len(ROWS) >= 40 and len(SCENARIOS) >= 25
    check_ninjaslayer_set(ROWS, SCENARIOS, CHECKS, corpus)


@pytest.mark.parametrize("row", SCENARIOS, ids=[r["id"] for r in SCENARIOS])
def test_ns_probe_scenario_reproduces_expect(row: dict[str, Any]) -> None:
    check_ninjaslayer_scenario(row, CHECKS)


# ----- legality questions no number decides --------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "さっきアイサツしたキャラ、同じターンにもう一回アイサツ行けるっけ?",
        "一度アイサツしたキャラでもう1回アイサツできる?",
        "同じキャラで2回目のアイサツってできますか?",
    ],
)
def test_ns_704_3a_1_the_same_character_cannot_aisatsu_twice(question: str) -> None:
    result, built = ask(question)
    assert _refused(result, "bowed", "704.3a-1")
    assert headline(question).endswith("できません")
    assert built.notes  # the unstated 工作力 is said to be assumed


def test_ns_704_3a_1_an_untapping_effect_is_declined() -> None:
    # an effect that stands the character again is card text no plan runs: withheld, never 'no'
    question = "アイサツしたキャラを効果でアンタイ・オジギしたら、もう一回アイサツできる?"
    assert not situate(question, "ninjaslayer")[0].accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "今エントリーしたばっかのキャラクタでそのままアイサツできる?",
        "出したターンにすぐアイサツってできるの?",
        "さっき場に出したキャラで、このターンにアイサツしていい?",
    ],
)
def test_ns_303_1a_a_character_can_aisatsu_the_turn_it_enters(question: str) -> None:
    result, built = ask(question)
    assert not any(e.type == "rejected" for e in result.events)
    assert any(e.type == "aisatsu" and e.data["attacker"] == "c" for e in result.events)
    assert built.summarize(result).startswith("シミュレーション結果: できます。")


@pytest.mark.parametrize(
    ("question", "refused"),
    [
        (
            "インターラプト持ちが1体だけ。相手が2回プレイヤーにアイサツしてきたら、2回目もインターラプトできる?",
            True,
        ),
        ("インターラプトって同じターンに2回使える? 相手のキャラ2体にアイサツされたとき", True),
        ("インターラプト・カイゼン持ちで、1ターンに2回アイサツ対象を変更できる?", True),
    ],
)
def test_ns_705_3a_1_interrupt_once_per_turn(question: str, refused: bool) -> None:
    result, _ = ask(question)
    assert _refused(result, "cannot_interrupt", "705.3a-1") is refused
    assert headline(question).endswith("できません") or "できない" in headline(question)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        (
            "味方のキャラがアイサツされた時、インターラプト(カイゼンじゃない方)持ちで代わりに受けられる?",
            False,
        ),
        ("他のキャラへのアイサツを、インターラプト持ちのキャラで肩代わりできる?", False),
        ("他のキャラへのアイサツを、インターラプト・カイゼン持ちでかばえる?", True),
    ],
)
def test_ns_1402_2_only_kaizen_covers_another_character(question: str, allowed: bool) -> None:
    result, built = ask(question)
    assert _refused(result, "cannot_interrupt", "1402.2") is not allowed
    assert _cited(result, "1402.3", "interrupt") is allowed
    assert built.summarize(result).startswith(
        "シミュレーション結果: " + ("できます" if allowed else "できません")
    )


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        (
            "ダメージチェックでめくれたのが「1エテルを支払う:これがエントリーする!」のウケミ。"
            "エテルが全部オジギ済みで払えないとどうなるの?",
            "1104.4b",
        ),
        (
            "ダメージチェックで「2エテルを支払う:これがエントリーする!」のウケミがめくれた。エントリーしないとどうなる?",
            "1104.4a",
        ),
        (
            "ダメージチェックでめくれたカードのウケミが「1エテルを支払う:これがエントリーする!」。エテル3枚あって払える",
            "1104.4",
        ),
    ],
)
def test_ns_1104_4_cost_form_ukemi_outside_an_aisatsu(question: str, rule: str) -> None:
    """A 「(コスト):これがエントリーする!」 ウケミ revealed outside an アイサツ: no plan scripts its payment
    (the engine's 1104.4/1104.4a/1104.4b are tests/engine/test_ninjaslayer.py's), so /ask answers from
    the rules and names the payment it did not reproduce (the retired ukemi_check builder's scenario
    was withheld by the gate for the same reason)."""
    gated, _note = situate(question, "ninjaslayer")
    assert not gated.accounting.verdict.stated, rule
    assert "支払う" in [a.fact.text for a in gated.accounting.not_modeled]


def test_ns_1104_3_a_card_without_ukemi_is_no_ukemi_question() -> None:
    question = (
        "ダメージチェックで山札からめくったカードにウケミが付いてなかったら、そのカードってどこに置くの?"
    )
    assert build_scenario("ninjaslayer", extract(question)) is None


# ----- the turn: エテル・ステップ, the next turn's アンタイ・オジギ, damage across a turn's end -----
@pytest.mark.parametrize(
    ("question", "enters"),
    [
        ("エテル2枚の状態で、エテル・ステップに手札から1枚置いたらコスト3のキャラ出せるよね?", True),
        ("エテルが2枚、手札からエテルに1枚足してコスト4は出せる?", False),
        ("エテル・ゾーンにもう1枚置けばエテル3枚のうちでコスト4出せる?", True),
    ],
)
def test_ns_502_4a_a_card_put_into_the_etel_zone_before_the_entry(question: str, enters: bool) -> None:
    result, _ = ask(question)
    assert _moves(result, "502.4a") == 1
    assert bool(result.uids("player1", "field")) is enters


@pytest.mark.parametrize(
    "question",
    [
        "前のターンにエテル３枚全部オジギして使っちゃった。次の自分のターンでコスト３のキャラ出せる?",
        "エテル2枚を全部使った。次のターンが来たらコスト2のキャラをエントリーできる?",
    ],
)
def test_ns_502_2a_the_next_turn_raises_bowed_etel(question: str) -> None:
    result, built = ask(question)
    assert _cited(result, "502.2a", "set_state") and result.uids("player1", "field") == ["c"]
    assert "(502.2a)" in built.summarize(result)


def test_ns_502_2a_bowed_etel_this_turn_stays_bowed() -> None:
    result, _ = ask("エテルが４枚あるけど、そのうち２枚はもうオジギしてる。コスト３のキャラ出せる?")
    assert _cited(result, "1312.1", "rejected") and not _cited(result, "502.2a")


@pytest.mark.parametrize(
    ("question", "killed"),
    [
        ("耐久力５あるキャラに今ターン３点、次の自分のターンにまた３点入れたら倒せる?", False),
        ("耐久力4の相手キャラに、このターン2点、次のターンに4点与えたら?", True),
        ("相手の耐久力3のニンジャに2点入れて、相手のターンにもう2点。死ぬ?", False),
    ],
)
def test_ns_505_3a_damage_does_not_carry_over_a_turns_end(question: str, killed: bool) -> None:
    result, built = ask(question)
    assert _cited(result, "505.3a", "damage")
    assert bool(result.uids("player2", "ohigan")) is killed
    assert "(505.3a、1004.1)" in built.summarize(result)


def test_ns_502_4a_first_turn_hand_after_the_etel_step() -> None:
    result, built = ask("初手４枚で先攻。1ターン目ドローしてエテルに１枚置いたら手札何枚残る?")
    assert len(result.zone("player1", "hand")) == 4 and len(result.zone("player1", "etel")) == 1
    assert "手札は4枚です" in built.summarize(result)


# ----- second-batch classes: two entries, an effect's source against its target, 同士, 〜してきた -------
@pytest.mark.parametrize(
    ("question", "field"),
    [
        (
            "エテル５枚(うち３枚オジギ)でコスト２のキャラ出したあと、もう１体コスト１のキャラって出せる?",
            ["c"],
        ),
        ("エテル4枚でコスト2のキャラを出して、続けてコスト2のキャラも出せる?", ["c", "c2"]),
        ("縦向きのエテルが3枚。コスト1のキャラを出した後にコスト3のキャラは?", ["c"]),
    ],
)
def test_ns_1312_1_a_second_entry_pays_from_what_is_left(question: str, field: list[str]) -> None:
    result, built = ask(question)
    assert result.uids("player1", "field") == field
    assert ("2体とも出せます" in built.summarize(result)) is (len(field) == 2)


@pytest.mark.parametrize(
    ("question", "hurt"),
    [
        ("相手ターン中、相手の効果で自分に3点ダメージ。ダメージゾーン7枚だったら負ける?", "self"),
        ("自分の効果で相手に2点ダメージ与えたら、相手のダメージ・ゾーン8枚で勝てる?", "opponent"),
        ("相手のカードの効果で俺に2点ダメージ。ダメージゾーン8枚だと?", "self"),
    ],
)
def test_ns_1102_2_the_player_named_with_ni_takes_an_effects_damage(question: str, hurt: str) -> None:
    result, _ = ask(question)
    asker = "player2" if "相手ターン" in question else "player1"
    hit = asker if hurt == "self" else ("player1" if asker == "player2" else "player2")
    assert len(result.zone(hit, "damage")) == 10 and result.outcome.winner != hit


def test_ns_706_4b_stats_shared_by_both_cards_with_no_target_named() -> None:
    result, built = ask("カラテ3 耐久力1のキャラ同士でアイサツし合ったらどっちが死ぬ?")
    assert result.uids("player2", "ohigan") == ["b"] and result.uids("player1", "field") == ["a"]
    assert "アイサツしたキャラクターは無傷" in built.summarize(result)


@pytest.mark.parametrize(
    "question",
    [
        "サツバツ持ちのこっちのキャラ(耐久力5)に、向こうがカラテ2でアイサツしてきた。アイサツしてきたキャラどうなる?",
        "相手がカラテ1のキャラでアイサツしてきた。受けるのは自分のサツバツ持ち(耐久力3)",
    ],
)
def test_ns_1403_2_an_aisatsu_told_from_the_satsubatsu_side(question: str) -> None:
    result, _ = ask(question)
    assert _cited(result, "1403.2", "move") and result.uids("player1", "ohigan") == ["a"]
    assert headline(question).startswith("シミュレーション結果: サツバツが誘発し")


# ----- /ask end to end (real index) ----------------------------------------------------------------------
@pytest.mark.slow
def test_ns_probe_through_ask_simulates_every_scenario_and_stays_grounded(real_answerer: Answerer) -> None:
    for row in ROWS:
        answer = real_answerer.ask(row["question"], "ninjaslayer")
        assert not ungrounded(real_answerer.corpus, answer.answer, answer.citations, ["ninjaslayer"])
        if row["kind"] == "scenario" and not withheld(answer, row["id"]):
            assert answer.simulation is not None, row["id"]
            assert CHECKS[row["id"]](answer.simulation.result), row["id"]
            assert past_answer_line(answer.answer).startswith("シミュレーション結果: ")
