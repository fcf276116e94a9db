"""Round-28 withheld audit (28d, onepiece): 40 own questions on the three largest groups of the blind
batches' onepiece questions the service still withheld — DON!! rested to pay a play and then asked to
be given (6-5-5-1, 2-7-2), a second 【ブロッカー】 tried in the same battle with the two told apart by
ordinals or counted (7-1-2-1), and the attacker's own 【カウンター】 event after the opponent's counter
(10-2-4-1, 7-1-3-2); 18 traps, kept in `data/style_audit28d.jsonl` with the rulebook clause of each
expected answer.

First try (HEAD b406b475): 10 stated, 10 right, 0 wrong, 30 withheld. The 61 listed blind rows: 0 stated.
Built:
* lexicon QUANTITY `don_paid` (「ドン!!4枚をレストにして」「コストエリアのドン!!5枚を全部レストにして」「7枚の
  うち5枚をレストにして」「4枚ともレストにした」; engine_map: the played card's cost, 2-7-2), a cost area
  told as only the DON!! named back (「コストエリアに残ってるのはそのレストの4枚だけ」, don_area), and the
  reader's NEUTRAL manner `referent` (「このレストのドン!!」「そのドン!!はもうアクティブじゃない」: the DON!!
  told, named back by their state — no state told anew); plan `onepiece_paid_attach.paid_then_attach`:
  the play paid from that many active DON!! then one given, refused when none stays active (6-5-5-1),
  only when the cost area is told whole;
* `onepiece_ordinals.ordered_pair`: cards told apart by 「1体目」「2体目」 (one ordinal per mention, or one
  counted box 「【ブロッカー】が2体」), used by `onepiece_reblock`; 「【ブロッカー】も発動」 read as a block
  (10-1-4-1); the gate's `unscripted_blocks` counts a blocker named by its ordinal alone — 「1体目で
  ブロックしたけど、2体目でもブロックできる?」 had been stated 'yes' by a run of the first block only;
* the reader's NEUTRAL manner `motive` (「負けそうなので」: no winner asked) and `polarity.means_refused`
  (「ブロックして守れる?」 with the block refused, 7-1-2-1: 'no');
* the opponent's counter told by what it did (「カウンターを合わせてきた」「カウンターでパワーを上げてきた」
  「【カウンター】イベントを撃ってきた」: an ACTION that holds its card's words, `_HOLDING_ACTS`), an event
  answered with (「イベントで対抗できる?」) is played, and `onepiece_in_battle` takes the attacker named
  by its attack after the event (「アタックしてる自分のキャラ」).
After: 24 stated, 24 right, 0 wrong, 16 withheld, each with its reason in "open". The listed rows:
0 → 5 stated, all right (ay-15, ay-22, az-20, ba-12, bb-10), 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows, situated

_ROWS = rows("style_audit28d")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st28d-{r['game']}-{i:02d}" for i, r in enumerate(_ROWS)])
def test_style_audit28d_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit28d_rows_are_forty_onepiece() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    assert all(r["game"] == "onepiece" for r in _ROWS)
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 13
    assert all("open" in r for r in _ROWS if r["expect"] != "state")


# 6-5-5-1: the DON!! rested to pay the play are no active DON!! to give
@pytest.mark.parametrize(
    "question",
    [
        "キャラを出すのにドン!!4枚をレストにした。コストエリアに残ってるのはそのレストの4枚だけ。このレストのドン!!をリーダーに付与してパワーを上げられる?",
        "コストエリアのドン!!5枚を全部レストにしてコスト5のキャラを出した。このレストになったドン!!をリーダーに付与してパワーを上げられる?",
        "ドン!!を3枚全部レストにしてコスト3のキャラを登場させた。そのレストのドン!!をリーダーに付けられる?",
        "コスト2のステージを出すのにコストエリアのドン!!2枚を全部レストにした。リーダーにドン!!付与できる?",
    ],
)  # fmt: skip
def test_dons_paid_are_not_given(question: str) -> None:
    stated, value, summary = situated(question, "onepiece")
    assert (stated, value) == (True, "no"), question
    assert "6-5-5-1" in summary


# how many stay active is not told (only some DON!! said rested, the rest unsaid): no verdict
@pytest.mark.parametrize(
    "question",
    [
        "ドン!!3枚をレストにしてコスト3のキャラを出した。リーダーにドン!!付けられる?",
        "コストエリアのドン!!8枚中3枚をレストにしてコスト3のキャラを出した。リーダーにドン!!を付与できる?",
        "ドン!!4枚を全部レストにしてコスト2のキャラを出した。リーダーにドン!!を付与できる?",
    ],
)  # fmt: skip
def test_dons_left_untold_are_withheld(question: str) -> None:
    assert not situated(question, "onepiece")[0], question


# 7-1-2-1: two 【ブロッカー】 told apart by ordinals or counted — the second in the same battle is refused
@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラが俺のリーダーに殴ってきた。俺の場にはアクティブの【ブロッカー】が2体。1体目でブロックしたけど、2体目でもブロックできる?",
        "相手のアタックに、俺のブロッカー1体目でブロックした。やっぱり2体目のブロッカーに代えたいんだけど、同じバトルで2体目も【ブロッカー】使える?",
        "【ブロッカー】を持ったキャラが2体いる。相手のアタックを1体目でブロックしたけど、同じバトルで2体目にブロックを代えられる?",
        "相手のキャラが俺のリーダーに殴ってきた。俺の場にはアクティブの【ブロッカー】が2体。1体目でブロックしたけど負けそうなので、2体目でもブロックして守れる?",
        "相手のアタックを1体目の【ブロッカー】でブロック。このバトル中、2体目の【ブロッカー】も発動できる?",
    ],
)  # fmt: skip
def test_second_blocker_by_ordinal_is_refused(question: str) -> None:
    stated, value, summary = situated(question, "onepiece")
    assert (stated, value) == (True, "no"), question
    assert "7-1-2-1" in summary


# 10-2-4-1: the attacker's 【カウンター】 event after the opponent's counter, told in several ways
@pytest.mark.parametrize(
    "question",
    [
        "自分のターンに俺のキャラでアタックしたら、相手がカウンターを合わせてきた。俺も手札の【カウンター】イベントを撃てる?",
        "俺のリーダーでアタックしたら相手がカウンターでパワーを上げてきた。俺は手札の【カウンター】イベントを使ってリーダーのパワーを上げられる?",
        "自分のターン中、アタックしてる最中に相手がカウンターイベントを撃ってきた。俺も【カウンター】イベントで対抗できる?",
        "自分のターン中、俺のアタックに相手がカウンターを合わせてきた。こっちも手札の【カウンター】イベントを撃って、アタックしてる自分のキャラのパワーを上げ返せる?",
    ],
)  # fmt: skip
def test_attackers_counter_event_is_refused(question: str) -> None:
    stated, value, summary = situated(question, "onepiece")
    assert (stated, value) == (True, "no"), question
    assert "【カウンター】" in summary
