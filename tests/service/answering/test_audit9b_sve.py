"""Shadowverse EVOLVE round-9b precision audit (issue 11): fresh adversarial questions aimed at the
families added this morning — PP left unused then the next own turn (7.2.1/7.2.2), 「N枚まで引く」 with a
small deck (5.9.3), one text damaging then raising 体力 (10.6.2.8.2, 11.1.2), a second evolve in a turn
(8.3.2), per-graveyard damage (5.28.1), each-leader effects in the opponent's turn (11.2.1, 1.2.2),
tokens onto a told field (4.4.4.2, 9.1.1.1) and a keyword aside 「…のはわかってる」 (12.15.2.1) — each
with the verdict values the rulebook allows (`data/sve_audit9b.jsonl`, checked by hand; an empty
``accept`` is a question whose answer turns on a fact it does not tell). A stated verdict must be one of
them; withholding is always allowed.

What the audit found (45 stated, 6 wrong — 5 verdicts, 1 conclusion — before the fixes; 40 stated,
0 wrong after): (1) 「自分の場に
カード3枚。相手の場にトークンを3体出す効果…自分の場のカードは全部で何枚?」 had been stated 5 — the tokens
went to the asker's field in the scenario; (2) 「…トークンを3体出す効果を使った。効果の後、相手の場の
カードは全部で何枚?」 had been stated 5, the asker's field: the tokens plan now takes only questions
whose every owner is the asker; (3) 「『自分のリーダーに3ダメージ。自分のリーダーの体力を1にする』」 had
been stated a loss — the set 体力 went unread and its 1 was matched by chance: the lexicon reads a 体力/
攻撃力 set to a value (MODIFIER set_stat), which no plan models; (4) 「次の自分のターン開始時、PPとEPは
いくつ?」 had been stated 0, the EP of the assumed turn order: the start phase plan declines an EP named
but never told; (5) 「…次の自分のターン始まったらPPは?ちなみに俺は後攻」 was right (5) but assumed 先攻
and led with 「EPは0になります」: a told order is kept, and the EP is said only when the told turn fixes it;
(6) 「…でも相手はそのダメージを０にする効果を持ってる。勝てる?」 had been stated 'self' — the damage set to
0 was unread and its 0 matched the spell's 0 cost: the lexicon reads it as a reduction (reduce_damage).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit9b")


def _run(question: str) -> tuple[bool, Any, str]:
    return situated(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"a9b-{i:03d}" for i in range(len(_ROWS))])
def test_audit9b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = _run(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit9b_data_has_at_least_20_distinct_questions() -> None:
    assert len(_ROWS) >= 20
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)


@pytest.mark.parametrize(
    "question",
    [
        "自分の場にカード3枚。相手の場にトークンを3体出す効果を使った。効果の後に自分の場のカードは全部で何枚?",
        "俺の場に2枚。向こうの場にトークンを2体出すスペルを使った。俺の場のカードは何枚になる?",
        "自分の場にカード4枚。相手の場にトークンを2体出した。トークンは何体出る?",
        "自分の場にカード3枚。トークンを3体出す効果を使った。効果の後、相手の場のカードは全部で何枚?",
        "場にカード4枚。トークンを2体出す。相手の場のカードは何枚になる?",
        "うちの場3枚。トークン3体出した。向こうの場のカードは合計で何枚?",
    ],
)
def test_4_4_4_2_tokens_or_a_field_asked_not_the_askers_are_not_the_askers_field(question: str) -> None:
    """The limit is counted on the field the tokens are made on (4.4.4.2); the scenario has only the
    asker's: a field of the opponent's, named anywhere, is not that scenario."""
    stated, _value, _summary = _run(question)
    assert not stated


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("自分の場にカード4枚。トークンを2体出す効果を使った。何体出る?", [1]),
        (
            "うちの場にカード３枚。トークンを３体場に出す効果を使った。効果の後、うちの場のカードは全部で何枚?",
            [5],
        ),
    ],
)
def test_4_4_4_2_tokens_onto_the_askers_field_are_still_stated(question: str, value: list[int]) -> None:
    assert _run(question)[:2] == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "俺のリーダー体力2。俺のスペル『自分のリーダーに3ダメージ。自分のリーダーの体力を1にする』を使った。負け?",
        "自分のリーダーの体力は3。自分のスペル『自分のリーダーに4ダメージ。自分のリーダーの体力を2にする』を使った。負ける?",
        "体力1の俺のフォロワーに、俺のスペル『そのフォロワーに2ダメージ。そのフォロワーの体力を3にする』を使った。破壊される?",
        "相手リーダー体力3。俺のスペル『相手のリーダーに4ダメージ。相手のリーダーの体力を5にする』。勝てる?",
    ],
)
def test_10_6_2_8_2_a_health_set_to_a_value_inside_the_text_is_not_dropped(question: str) -> None:
    """A 体力 set to N after the damage, in the same text, decides the check after it (10.6.2.8.2,
    11.1.2); no scenario sets a 体力, so none is stated."""
    stated, _value, _summary = _run(question)
    assert not stated


@pytest.mark.parametrize(
    "question",
    [
        "前の自分のターン、PP最大値4でPP3余らせた。次の自分のターン開始時、PPとEPはいくつ?",
        "前の自分のターンPP最大値5、PP2余らせた。次の自分のターンが始まったらEPは?",
        "PP最大値6の状態で自分のターンが始まったら、EPはいくつ?",
        "前の自分のターン、PP最大値4でPPを3余らせた。次の自分のターンのPPとEPは何になる?",
    ],
)
def test_7_2_2_an_ep_asked_at_a_turns_start_is_not_the_assumed_turn_orders(question: str) -> None:
    """The start phase changes PP max and PP (7.2.1, 7.2.2), not EP: an EP never told is not answered
    from the assumed turn order."""
    stated, _value, _summary = _run(question)
    assert not stated


@pytest.mark.parametrize(
    ("question", "pp"),
    [
        ("前の自分のターン、PP最大値4でPP3余らせた。次の自分のターン始まったらPPは?ちなみに俺は後攻", 5),
        ("後攻。前の自分のターン、PP最大値6でPPを2余らせた。次の自分のターンのPPは?", 7),
        ("俺は後攻で、前の自分のターンはPP最大値3、PPを1残した。次の自分のターンが来たらPPはいくつ?", 4),
    ],
)
def test_6_2_1_10_a_told_second_player_is_not_assumed_first_nor_said_to_have_0_ep(
    question: str, pp: int
) -> None:
    """A 後攻 told without the turn's count: the turn is assumed the 後攻 player's (not 先攻 against what
    was told), and no EP is said — it starts at 3 (6.2.1.10) and only an evolve spends it."""
    gated, _ = situate(question, GAME)
    stated, value, summary = _run(question)
    assert (stated, value) == (True, [pp])
    assert "EPは" not in summary.split("。")[0]
    assert any("後攻" in note for note in gated.accounting.assumptions)
    assert not any("先攻" in note for note in gated.accounting.assumptions)


@pytest.mark.parametrize(
    "question",
    [
        "墓場１０枚。相手リーダー体力２。『自分の墓場のカード５枚につき相手のリーダーに１ダメージ』を使った。"
        "でも相手はそのダメージを０にする効果を持ってる。勝てる?",
        "相手リーダー体力2。墓場10枚で『自分の墓場のカード5枚につき相手のリーダーに1ダメージ』。"
        "相手のリーダーは受けるダメージを0にする。勝てる?",
        "墓場15枚。『自分の墓場のカード5枚につき相手のリーダーに1ダメージ』。"
        "相手には、このターン受けるダメージが1になる効果がある。何ダメージ?",
        "相手リーダー体力3。俺のスペル『相手のリーダーに3ダメージ』。相手はダメージを0にする効果持ち。勝てる?",
    ],
)
def test_5_28_1_a_damage_set_to_a_value_is_a_reduction_not_a_bare_number(question: str) -> None:
    """「そのダメージを0にする」 changes the damage dealt (5.13): read as a reduction, which these plans
    do not model — its 0 is no number that the scenario's 0 PP cost may match by chance."""
    stated, _value, _summary = _run(question)
    assert not stated
