"""FoW §10 round 8 precision audit, second wave (issue 11): questions of our own aimed at the families
added since 09:20 (a destroyed Jルーラー to the ルーラーエリア with the opponent as turn player, a copied
damage spell keeping its target, counters of one name put by several effects), each answer checked by
hand against the rulebook (`data/fow_audit8b.jsonl`). A stated verdict must be that answer; withheld
is always acceptable; an answer of null must be withheld.

Mechanisms fixed (each over several wordings, named after the clause):
10.9.1 — a destroy-all quote moves only the kinds it names: a 魔石 counted next to 「場のJ/リゾネイターを
すべて破壊する」 had been destroyed with them ([10] for [7]); the group is withheld unless every kind
counted is one the quote names, and a player named in the quote (「自分の場の…」「相手の場の…」) is read
from its user's side (「相手が「自分の場の…」」 had destroyed the asker's field, [7] for [5]);
10.9.1 — a zone the zones plan does not count asked (「破壊後、俺の場は何枚?」) had been answered with the
one count told (the graveyard's [7] for the field's [0]): withheld.
10.16.1.3 — a copied damage spell's target told with its 防御力 only (「リゾネイター(防御力1000)」): the
damage it held before adds to the answer and is not told; the plan had taken it as 0 unnamed ([600]):
withheld now (「ダメージ0」「ダメージなし」 told still answer).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, verdict

GAME = "fow"
_ROWS = rows("fow_audit8b")


def _verdict(question: str) -> tuple[bool, Any]:
    return verdict(question, GAME)


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool):
        value = "yes" if value else "no"
    if isinstance(value, list) and isinstance(answer, list):
        return set(value) == set(answer)
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit8b_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = _verdict(row["question"])
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


# the rulebook's answer: the 魔石 stay in the 魔石エリア, a J/ルーラー goes to the ルーラーエリア (10.9.1) —
# withheld while the 魔石 would be taken with them; AG17's counted 魔石エリア (plans/fow_stones) places
# them where the text does not reach, and 「魔石エリアに魔石3枚」 is then answered [7]
@pytest.mark.parametrize(
    ("question", "right"),
    [
        ("相手ターン中、相手が「場のJ/リゾネイターをすべて破壊する」を解決。自分の場にはJルーラー1体とリゾネイター2体と"
         "魔石3枚。自分の墓地は5枚。破壊されない効果はない。解決後の墓地は何枚?", 7),
        ("相手ターン中、相手が「場のJ/リゾネイターをすべて破壊する」を解決。自分の場にはJルーラー1体とリゾネイター2体、"
         "魔石エリアに魔石3枚。自分の墓地は5枚。破壊されない効果はない。解決後の墓地は何枚?", 7),
        ("自分が「場のリゾネイターをすべて破壊する」を解決。相手の場にはリゾネイター2体と魔石2枚、相手の墓地は3枚。"
         "破壊されない効果は特にない。解決後の相手の墓地は何枚?", 5),
        ("ターンプレイヤーの自分が「場のJ/リゾネイターをすべて破壊する」を解決。相手の場にはJルーラー1体とリゾネイター"
         "2体と魔石2枚、相手の墓地は3枚。破壊されない効果は特にない。解決後の相手の墓地は何枚?", 5),
    ],
)  # fmt: skip
def test_10_9_1_a_destroy_all_takes_only_the_kinds_its_text_names(question: str, right: int) -> None:
    stated, value = _verdict(question)
    assert not stated or value == [right], value


@pytest.mark.parametrize(
    "question",
    [
        "ターンプレイヤーの相手が「自分の場のJ/リゾネイターをすべて破壊する」を撃った。俺の場にJルーラー1体、"
        "リゾネイター2体。俺の墓地５枚。破壊されない効果はない。破壊後、俺の墓地は何枚?",
        "相手が「あなたの場のリゾネイターをすべて破壊する」を解決。自分の場にはリゾネイター3体、自分の墓地は1枚。"
        "破壊されない効果はない。解決後の自分の墓地は何枚?",
        "自分が「相手の場のリゾネイターをすべて破壊する」を解決。自分の場にはリゾネイター2体、自分の墓地は4枚。"
        "破壊されない効果はない。解決後の自分の墓地は何枚?",
    ],
)
def test_10_9_1_the_player_in_the_effects_text_is_its_users_side(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


def test_10_9_1_the_opponents_field_named_by_the_asker_still_counts() -> None:
    stated, value = _verdict(
        "ターンプレイヤーの俺が「相手の場のカードをすべて破壊する」を解決。相手の場にはJルーラー1枚とリゾネイター2体"
        "(どれも破壊されない効果なし)。相手の墓地は元々5枚だったけど、解決後は何枚?"
    )
    assert (stated, value) == (True, [7])


@pytest.mark.parametrize(
    "question",
    [
        "ターンプレイヤーの相手が「場のJ/リゾネイターをすべて破壊する」を撃ってきた。俺の場にJルーラー1体、"
        "リゾネイター2体。俺の墓地５枚。破壊されない効果はない。破壊後、俺の場は何枚?",
        "ターンプレイヤーの相手が「場のJ/リゾネイターをすべて破壊する」を撃ってきた。俺の場にJルーラー1体、"
        "リゾネイター2体。俺の墓地５枚。破壊されない効果はない。破壊後、俺のルーラーエリアは何枚?",
        "相手が「場のJ/リゾネイターをすべて破壊する」を解決。自分の場にはJルーラー1体とリゾネイター2体、自分の墓地は"
        "5枚。破壊されない効果はない。解決後、自分のフィールドには何枚残る?",
    ],
)
def test_10_9_1_a_zone_the_plan_does_not_count_is_not_answered_by_the_one_told(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value


@pytest.mark.parametrize(
    "question",
    [
        "相手がこっちのリゾネイター(防御力1000)に「対象のリゾネイター1体に300ダメージを与える」を撃った。さらに相手は"
        "その呪文をコピー。両方解決したら、こっちのリゾネイターのダメージは何点?",
        "自分の防御力2000のリゾネイターに相手が「対象のリゾネイター1体に300ダメージを与える」を撃った。さらに相手はその"
        "呪文をコピーした。両方解決したら、自分のリゾネイターの蓄積ダメージは何点?",
        "相手が俺のリゾネイター(防御力１５００)を対象に「対象のリゾネイター1体に400ダメージを与える」を撃って、"
        "俺がその呪文をコピーした。両方解決したら俺のリゾネイターの蓄積ダメージは?",
    ],
)
def test_10_16_1_3_the_damage_held_before_untold_withholds(question: str) -> None:
    stated, value = _verdict(question)
    assert not stated, value
