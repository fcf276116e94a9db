"""Shadowverse Evolve questions the builders answered right and the plans alone answered wrong (round
12: `/ask` with sve's builders retired, the sve answering tests run with `scenarios.builders("sve")`
empty). Each is a mechanism of the plans (`plans/sve_attack.attack`), checked with the builders off:

* 「…フォロワーは威圧持ちなんだけど、」: 「な」 of a copula (なんだけど, なので, なのに) is no attributive
  「な」 — the keyword is said of the noun before, not of the next card (`sve_read._ATTRIBUTIVE`;
  【威圧】 had gone to the attacker and 'yes' been stated, 12.12.2);
* a 【守護】 holder of the defending side with no state told: only an acted one forces the attack's
  target (12.8.2), so its untold state decides an attack on the leader (「守護持ちがいたとしたら勝てた?」
  had been stated 'self' with a standing default);
* 「自分のリーダー体力は15から何になる?」: the start told in the asking sentence — the verdict's reading
  took the other leader's 体力 ([2] for 18); withheld, the text answers;
* two can asks in two sentences (「そいつには攻撃できないよね?リーダーなら攻撃できる?」): two questions,
  no one yes/no ('no' had been stated for the leader's 'yes').
"""

from __future__ import annotations

from typing import Any

import pytest

import service.answering.simulation as simulation
from service.answering.plans import situate


@pytest.fixture(autouse=True)
def _plans_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "build_scenario", lambda game, facts: None)


def verdict(question: str) -> Any:
    gated, _ = situate(question, "sve")
    return gated.accounting.verdict


@pytest.mark.parametrize(
    "question",
    [
        "相手のアクト状態のフォロワーは威圧持ちなんだけど、自分のフォロワーでそのフォロワーを攻撃できる?",
        "相手のアクト状態のフォロワーは【威圧】持ちなので、自分のフォロワーでそのフォロワーに攻撃できる?",
        "相手のアクト状態のフォロワーは威圧持ちなのに、前のターンからいる自分のフォロワーでそいつを攻撃できる?",
    ],
)
def test_12_12_2_intimidate_said_with_a_copula_is_the_targets(question: str) -> None:
    v = verdict(question)
    assert v.stated and v.value == "no", (question, v)


def test_12_12_2_trap_ward_said_with_a_copula_leaves_the_acted_target_attackable() -> None:
    v = verdict(
        "相手のアクト状態のフォロワーは守護持ちなんだけど、自分のフォロワーでそのフォロワーを攻撃できる?"
    )
    assert v.stated and v.value == "yes", v


def test_12_12_2_trap_intimidate_alone_leaves_the_leader_attackable() -> None:
    v = verdict(
        "相手の場には威圧持ちのフォロワーだけ。前のターンからいる自分のフォロワーで相手リーダーを攻撃できる?"
    )
    assert v.stated and v.value == "yes", v


@pytest.mark.parametrize(
    "question",
    [
        "前のターンからいる攻撃力３のフォロワーで相手リーダー（体力３）を攻撃した。相手の場に守護持ちがいたとしたら勝てた?",
        "相手の場に守護持ちのフォロワーがいる。前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?",
        "相手の場に【守護】を持つフォロワーが1体いる。自分の前のターンからいるフォロワーで相手のリーダーを攻撃できる?",
    ],
)
def test_12_8_2_a_ward_holder_of_untold_state_leaves_the_leader_attack_open(question: str) -> None:
    v = verdict(question)
    assert not v.stated, (question, v)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場にアクト状態の守護持ちのフォロワーがいる。前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?",
            "no",
        ),
        (
            "相手の場にスタンド状態の守護持ちのフォロワーがいる。前のターンからいる俺のフォロワーで相手リーダーを攻撃できる?",
            "yes",
        ),
    ],
)
def test_12_8_2_trap_a_ward_holder_of_told_state_decides(question: str, value: str) -> None:
    v = verdict(question)
    assert v.stated and v.value == value, (question, v)


def test_12_13_2_a_start_told_in_the_asking_sentence_is_withheld() -> None:
    v = verdict(
        "相手リーダー体力5。【ドレイン】持ちの攻撃力3のフォロワーで相手リーダーを攻撃。自分のリーダー体力は15から何になる?"
    )
    assert not v.stated, v


def test_12_13_2_trap_the_same_start_told_before_is_answered() -> None:
    v = verdict(
        "相手リーダー体力5、自分のリーダー体力15。【ドレイン】持ちの攻撃力3のフォロワーで相手リーダーを攻撃。自分のリーダー体力は何になる?"
    )
    assert v.stated and v.value == [18], v


@pytest.mark.parametrize(
    "question",
    [
        "相手の威圧のフォロワーしかいない。そいつに攻撃できないよね?リーダーには攻撃できる?",
        "相手の場には威圧持ちのフォロワーだけ。そいつには攻撃できないよね?リーダーなら攻撃できる?",
        "相手のフォロワーは威圧持ちの1体だけ。そいつは攻撃できないんだよね?相手リーダーには攻撃できる?",
    ],
)
def test_8_4_3_1_two_can_asks_are_two_questions(question: str) -> None:
    v = verdict(question)
    assert not v.stated or v.value == "yes", (question, v)


@pytest.mark.parametrize(
    ("question", "health"),
    [
        (
            "自分のリーダー体力9。【ドレイン】持ちの攻撃力4のフォロワーで相手リーダーを攻撃して、何も邪魔されなかった。攻撃終わったあと自分のリーダーの体力いくつ?",
            13,
        ),
        (
            "こっちのリーダーの体力は12。ドレインを持つ攻撃力3のフォロワーで相手のリーダーを攻撃した。こっちのリーダーの体力はいくつ?",
            15,
        ),
    ],
)
def test_6_2_1_11_12_13_2_the_drained_leader_first_and_no_assumed_20_said(question: str, health: int) -> None:
    """The attacked leader's 体力 is not told: the run starts it at 20 so that 【ドレイン】 resolves, and
    the conclusion says only the asked leader's (「相手のリーダーの体力は16」 had been said)."""
    gated, _ = situate(question, "sve")
    v = gated.accounting.verdict
    assert v.stated and v.value == [health], (question, v)
    assert gated.sim is not None and gated.built is not None
    summary = gated.built.summarize(gated.sim.result)
    assert summary.startswith(f"シミュレーション結果: 【ドレイン】で自分のリーダーの体力は{health}になります")
    assert "相手のリーダーの体力は" not in summary


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のリーダーの体力は7。攻撃力3のフォロワーで相手リーダーを攻撃した。相手の体力は?", [4]),
        ("相手リーダーの体力は12。攻撃力5の自分のフォロワーで相手リーダーを攻撃した。相手の体力って?", [7]),
        (
            "相手リーダーの体力は9。前のターンからいる攻撃力2のフォロワーで相手のリーダーを攻撃した。相手の体力はいくつ?",
            [7],
        ),
        ("相手のリーダー体力6。攻撃力4の自分のフォロワーで相手リーダーを殴った。向こうの体力は?", [2]),
    ],
)
def test_8_4_9_a_players_health_asked_by_the_word_alone(question: str, value: object) -> None:
    """「相手の体力は?」: the 体力 asked is in the ask's own words (no leader noun, no 体力 fact)."""
    v = verdict(question)
    assert v.stated and v.value == value, (question, v)


@pytest.mark.parametrize(
    "question",
    [
        # the asker's own 体力 is never told
        "相手リーダーの体力は12。攻撃力5の自分のフォロワーで相手リーダーを攻撃した。自分の体力は?",
        # 「残りは?」 names no 体力
        "相手リーダーの体力は12。攻撃力5の自分のフォロワーで相手リーダーを攻撃した。残りは?",
        # the attacker's 攻撃力 is not told
        "相手リーダーの体力は12。自分のフォロワーで相手リーダーを攻撃した。相手の体力は?",
    ],
)
def test_8_4_9_trap_a_health_asked_by_the_word_needs_its_told_values(question: str) -> None:
    v = verdict(question)
    assert not v.stated, (question, v)


@pytest.mark.parametrize(
    ("question", "gone"),
    [
        ("相手のアクトしてる1/1に、3/2のフォロワーで攻撃したら?", ["player2"]),
        ("相手のアクトしてる2/5に、3/2のフォロワーで攻撃したら?", ["player1"]),
        ("相手のアクト状態の2/3を、攻撃力4・体力2のフォロワーで攻撃したら?", ["player1", "player2"]),
    ],
)
def test_8_4_9_1_a_target_named_by_its_stats_then_a_comma(question: str, gone: list[str]) -> None:
    """「…1/1に、3/2のフォロワーで」: stats closed by their case particle and a comma are the attacked
    card's, not the attacker's noun's (both had been read as one card with two 攻撃力: withheld)."""
    gated, _ = situate(question, "sve")
    v = gated.accounting.verdict
    assert v.stated and v.value == {"result": "ongoing", "winner": None}, (question, v)
    assert gated.sim is not None
    moved = sorted(
        str(e.data.get("from_player"))
        for e in gated.sim.result.events
        if e.type == "move" and e.data.get("to_zone") == "graveyard"
    )
    assert moved == gone


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のアクトしてる1/1に、3/2のフォロワーで攻撃したら、自分のフォロワーは破壊される?", False),
        ("相手のアクトしてる4/1に、3/2のフォロワーで攻撃したら、自分のフォロワーは破壊される?", True),
    ],
)
def test_8_4_9_1_trap_the_attackers_own_fate_after_a_comma_target(question: str, value: bool) -> None:
    v = verdict(question)
    assert v.stated and v.value is value, (question, v)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場にフォロワーが1体。アクトしてる。前のターンからいる俺のフォロワーでそいつを攻撃できる?",
            "yes",
        ),
        ("相手の場にフォロワー1体。そいつはアクト状態。前のターンからいる俺のフォロワーで攻撃できる?", "yes"),
        (
            "相手の場にフォロワーが1体。スタンドしてる。前のターンからいる俺のフォロワーでそいつを攻撃できる?",
            "no",
        ),
        ("相手の場に威圧持ち。アクトしてる。前のターンからいる俺のフォロワーでそいつに攻撃できる?", "no"),
    ],
)
def test_8_4_3_1_a_state_in_a_sentence_of_its_own_is_the_card_before(question: str, value: str) -> None:
    """「相手の場にフォロワーが1体。アクトしてる。」: the state sentence is said of the card just described
    (`sve_read._state_apart`; 「場にフォロワーが1体」 names that card, `_noun`)."""
    v = verdict(question)
    assert v.stated and v.value == value, (question, v)


@pytest.mark.parametrize(
    "question",
    [
        # the card's own state said otherwise before: two readings of one card
        "相手の場にスタンド状態のフォロワーが1体。アクトしてる。前のターンからいる俺のフォロワーでそいつを攻撃できる?",
        # a state said after an action is its result, not the card before's
        "相手の場にフォロワーが1体。前のターンからいる俺のフォロワーで攻撃した。アクト状態になった。もう一回攻撃できる?",
    ],
)
def test_8_4_3_1_trap_a_state_sentence_that_is_not_the_card_befores(question: str) -> None:
    v = verdict(question)
    assert not v.stated, (question, v)
