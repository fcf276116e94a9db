"""「破壊される?」 said by where the card goes or stays (issue 11, fact accounting item 4).

onepiece 3-8-5-1 (a stage played onto a full stage area: the old one goes to the trash) and a
character at negative power (not KO'd by power alone) were asked 「トラッシュ行き?」「場に残る?」
「場からいなくなる?」: no ASK entry read those, so the verdict's structured value was the game status
({"result": "ongoing"}) — a tool builder read no answer to 「破壊される?」 (9 such rows over the seen
batches, `benchmarks/verdict_consistency.py`). `lexicon/common.jsonl` now reads them as the
destroyed ask; a count of what stays (「場に残るのはいくつ?」) stays a number ask.
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read


def _asks(question: str, game: str) -> list[str | None]:
    return [f.concept for f in read(question, game).of(Role.ASK)]


@pytest.mark.parametrize(
    "question",
    [
        "こっちのパワー2000のキャラに相手のイベントで-3000。パワー-1000になったけど、このキャラはトラッシュ行き?",
        "相手のパワー4000キャラに-5000のイベントを撃ってパワー-1000。これって場から離れる?",
        "俺のパワー3000のキャラが相手の効果で-4000されてパワーが-1000。場に残る?",
        "ステージを1枚置いてる状態で別のステージを登場させた。元のステージは場に残る?",
        "相手のキャラ、今のバトルで無事?",
    ],
)
def test_where_a_card_goes_is_the_destroyed_ask(question: str) -> None:
    assert "destroyed" in _asks(question, "onepiece")


@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "回復フェイズ、こっちにスタンしたUNITが2つ、向こうに1つ。最後に場に残るのはそれぞれいくつ?",
            "kiseki",
        ),
        ("場に残るキャラは何体?", "onepiece"),
        ("このあと場に残るフォロワーって何体になる?", "sve"),
    ],
)
def test_a_count_of_what_stays_is_a_number_ask(question: str, game: str) -> None:
    assert "destroyed" not in _asks(question, game)


@pytest.mark.parametrize(
    "question",
    [
        "自分のステージエリアにステージが1枚ある。手札から別のステージを出したら前のステージはトラッシュ行き?",
        "すでにステージが1枚ある。新しいステージを出したら最初のステージは場からいなくなる?",
        "ステージエリアにもうステージが1枚ある。手札から別のステージカードを出したら、元から置いてたステージは場から消える?",
    ],
)
def test_3_8_5_1_the_old_stage_leaves_when_another_is_played(question: str) -> None:
    gated, _ = situate(question, "onepiece")
    verdict = gated.accounting.verdict
    assert verdict.stated, verdict.reason
    assert verdict.asks == "destroyed"
    assert verdict.value is True
