"""Round-14 audit of the round's SHARED reading changes across all five games: an auditor's own 30
questions (data/shared_audit14.jsonl, each with its rule) on reading/lexicon WHEN (「戦闘前10」「攻撃前6」),
reading/asked_before, reading/owned._object, reading/asked_other (「けどこれ」), common.jsonl's told loss
(「負けたんだけど」「負けたから」) and 「合ってる?」, and onepiece's 【KO時】 timing; every stated verdict was
checked against corpus/sources/<game>.txt (withholding is always allowed; an empty `accept` means no verdict
may be stated).

Wrong before this audit: a told claim checked with 「、でいいの?」「で大丈夫?」 (「相手のキャラがKOされる、
でいいの?」「これで負けた、でいいの?」) read as the can of 「〜していい?」 and answered 'yes' by the attack
being allowed (common.jsonl ASK can: no て-form stands after 、, る, た or a noun); 「攻撃の前後で相手の
絆は何点変わる?」 answered with the value after, 4 (reading/asked_before); 「相手のフォロワーだけ破壊される?」
answered True where both are destroyed, 8.4.9.1 (reading/asked_only withholds).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("shared_audit14")


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if row.get("open") else ()
    return pytest.param(row, id=f"s14-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_shared_audit14_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_shared_audit14_rows_are_distinct_and_six_a_game() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 30
    games = [r["game"] for r in _ROWS]
    assert {g: games.count(g) for g in set(games)} == dict.fromkeys(
        ("onepiece", "sve", "kiseki", "ninjaslayer", "fow"), 6
    )


@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "自分のパワー5000のキャラで相手のレストのパワー6000のキャラにアタック。"
            "相手のキャラがKOされる、でいいの?",
            "onepiece",
        ),
        ("自分のリーダーの体力は3。相手の攻撃力2のフォロワーにリーダーを攻撃された。負けた、で大丈夫?",
         "sve"),
        ("俺の絆は5点。相手のSTR3のUNITに本体を攻撃されてブロックしなかった。負けた、でいいの?", "kiseki"),
    ],
)  # fmt: skip
def test_a_told_claim_checked_is_no_permission_asked(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in ("yes", True)


def test_a_removal_asked_of_one_card_only_withholds_and_but_does_not() -> None:
    q = "自分の攻撃力3/体力2のフォロワーで相手の攻撃力2/体力3のフォロワーを攻撃した。相手のだけ破壊される?"
    assert not situated(q, "sve")[0]
    q = "攻撃力1/体力1の【必殺】持ちで、相手のアクト状態の攻撃力5/体力8のフォロワーを攻撃。1点だけど落ちる?"
    assert situated(q, "sve")[:2] in ((True, True), (False, None))


def test_a_permission_asked_in_the_te_form_is_still_a_can() -> None:
    stated, value, _summary = situated("ドン!!が3枚アクティブ。コスト3のイベントを撃っていい?", "onepiece")
    assert (stated, value) in ((True, "yes"), (False, None))
