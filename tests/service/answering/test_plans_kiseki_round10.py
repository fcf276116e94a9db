"""軌跡 TCG round 10 coverage (issue 11): general capabilities the fresh blind batch S needed, each
over several wordings and with traps where one detail changes the answer (`data/kiseki_round10.jsonl`:
``want`` is the verdict's value checked by hand against the rulebook, ``null`` a question that must
be withheld, ``may_withhold`` a right answer the plans may still withhold; ``trap`` says which detail
changes the answer).

* 705.5 — a tie said as 「同点で0以下」 restates both 絆: no number of its own (`kiseki_judge.bounds`).
* 703.6a/1102.1 — 「山札0枚で2枚ドローしなきゃいけない」: the draw instruction the empty deck failed
  is the amount told (the engine records it on the failed draw, `reading.drawing.draw_counts`).
* 1406.1 — 「STR3/DEF3で【武術】持ち」: icons or a stat joined to a UNIT's stats by 「で」 are that
  UNIT's; a stat told of the other player's UNIT with the same value is another UNIT (`kiseki_units`).
* 803.5a-1/803.5b — 「相手のUNITは2体ともスタン」: none can be chosen, the player can; a UNIT of
  theirs named again is one of the stunned ones (withheld); an attacker named without stats is still
  judged for legality (`kiseki_fight`, `scenarios/kiseki_attack`).
* 603.1c/703.6a/703.7a — 「最初のターンのイニシアチブ側」「この時点の手札枚数は?」 (lexicon, mulligan).
* 103.3/702.3/1102.1 — 「自分のUNITの「ターン終了時、各プレイヤーは…引く」が解決」: a UNIT's text
  resolving in the 回復フェイズ, both decks empty: the non-primary player wins (`kiseki_decks`).
* 804.11a-3/804.11b — 「合計5だから1点はみ出す」 (はみ出す is no play), 「STR2、STR3、STR4の3体で」 (the
  count of the UNITs listed), 「スクラムで相手プレイヤーに突っ込んだ」, 「UNITゼロ」, 「組織はバラバラ」.
* 1306.3/1201.1a-1 — 「コストが「これをスタンする」のやつを使った」: the quote is the craft's cost; the
  user unsaid is the asker (named) (`kiseki_cost`).
* 1307.1/1306.3/1205.1a — 「相手のEVENTで…スタンさせられた」: the EVENT is played by its player and
  stuns as it resolves (`kiseki_stun`; `reading.scoped.of_kind` reads kiseki's 「EVENT」 kind).
* 1407.1/1326.2/1402.1 — 「【ヘイト】持ちのUNITともう1体UNITがいる」: a count said before its UNIT noun
  is a field count (lexicon), so the field is read as groups (`kiseki_field`).
* 1403.1 — 「組織が結社の【援軍】UNIT…場には遊撃士協会のUNITしかいない」: the 組織 named of the card and of
  the asker's field (`kiseki_play._named_orgs`).
* 1218.2/803.3a-1 — 「スクラムサポートに使ったAで、その後の自分の戦闘サブステップに攻撃できる?」: the support
  acted it (`kiseki_supporter`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from service.answering.plans import situate

GAME = "kiseki"
_ROWS = [
    json.loads(line)
    for line in (Path(__file__).parent / "data" / "kiseki_round10.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
    if line.strip()
]


def _cases(test: str) -> list[Any]:
    found = [
        pytest.param(r["question"], r["want"], id=f"{i:02d}")
        for i, r in enumerate(_ROWS)
        if r["test"] == test
    ]
    assert len(found) >= 5
    return found


_MAY_WITHHOLD = {r["question"] for r in _ROWS if r.get("may_withhold")}


def _check(question: str, want: Any) -> None:
    """`want` stated (or withheld, for a row marked ``may_withhold``); ``None``: must be withheld."""
    gated, _ = situate(question, GAME)
    v = gated.accounting.verdict
    if want is None:
        assert not v.stated, v.value
    elif v.stated or question not in _MAY_WITHHOLD:
        assert v.stated and v.value == want, (v.stated, v.value)


@pytest.mark.parametrize(("question", "want"), _cases("705_5_tie_at_or_below_zero_said_as_a_tie"))
def test_705_5_tie_at_or_below_zero_said_as_a_tie(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("703_6a_1102_1_step_draw_told_on_an_empty_deck"))
def test_703_6a_1102_1_step_draw_told_on_an_empty_deck(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("1406_1_icon_joined_by_de_is_the_units"))
def test_1406_1_icon_joined_by_de_is_the_units(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("803_5a_1_803_5b_every_unit_stunned"))
def test_803_5a_1_803_5b_every_unit_stunned(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("603_1c_703_6a_703_7a_first_turn_hand_count"))
def test_603_1c_703_6a_703_7a_first_turn_hand_count(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("103_3_702_3_a_units_text_draws_both_from_empty_decks"))
def test_103_3_702_3_a_units_text_draws_both_from_empty_decks(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("804_11a_3_804_11b_scrum_counts_and_excess_told"))
def test_804_11a_3_804_11b_scrum_counts_and_excess_told(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("1306_3_1201_1a_1_a_craft_cost_told_as_the_stun"))
def test_1306_3_1201_1a_1_a_craft_cost_told_as_the_stun(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("1307_1_1306_3_an_events_stun_and_who_is_shielded"))
def test_1307_1_1306_3_an_events_stun_and_who_is_shielded(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("1407_1_1326_2_a_second_unit_counted_before_its_noun"))
def test_1407_1_1326_2_a_second_unit_counted_before_its_noun(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("1403_1_reinforcement_with_named_organisations"))
def test_1403_1_reinforcement_with_named_organisations(question: str, want: Any) -> None:
    _check(question, want)


@pytest.mark.parametrize(("question", "want"), _cases("1218_2_803_3a_1_the_supporter_attacks_later"))
def test_1218_2_803_3a_1_the_supporter_attacks_later(question: str, want: Any) -> None:
    _check(question, want)
