"""Force of Will, precision pass over trap batch K (issue 11): wordings of our own for the two
mechanisms behind its wrong verdicts, through `situate` as /ask answers them.

* 10.9.2 — a ルーラー in the ルーラーエリア is destroyed only by an effect that says ‘ルーラーを破壊する’;
  the question denying those words (「ルーラーを破壊するとは書いてない」) is no such effect (fow-bk-11
  had destroyed it).
* 10.6.2 — damage dealt to a player lowers that player's life; the card whose ability deals it
  (「こっちのリゾネイターの能力で」) is its source, not a target (fow-bk-02 had put the 700 on it).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.denied_text import denied_after, stated

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.9.2: the words 'ルーラーを破壊する' denied by the question -------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手の「対象のカード1枚を破壊する」で、ルーラーエリアにいる自分のルーラーを壊すって言われた。"
        "ルーラーを破壊するとは書いてない。これで俺のルーラー破壊される?",
        "相手が「カード1枚を破壊する」効果でルーラーエリアの俺のルーラーを指定してきた。"
        "ルーラーを破壊するとは明記されてない。俺のルーラーは破壊される?",
        "ルーラーエリアのルーラーに「対象のカード1枚を破壊する」を使われた。ルーラーを破壊する効果じゃない。"
        "ルーラーは破壊される?",
        "相手の「カードを1枚破壊する」でルーラーエリアの自分のルーラーを狙われた。"
        "ルーラーを破壊すると書いてある効果じゃないけど、ルーラーは破壊される?",
        # no mention of the words at all
        "相手が「対象のカード1枚を破壊する」って呪文で、自分のルーラーエリアに置いてあるルーラーを指定してきた。"
        "自分のルーラー、これで破壊されちゃう?",
    ],
)
def test_10_9_2_a_ruler_is_not_destroyed_by_an_effect_denied_the_words(question: str) -> None:
    assert _answered(question) == (True, False)


@pytest.mark.parametrize(
    "question",
    [
        "相手の効果はルーラーを破壊すると明記されてる。ルーラーエリアにある自分のルーラーが対象。破壊される?",
        "相手の「ルーラーを破壊する」効果で、ルーラーエリアの自分のルーラーが破壊される?",
    ],
)
def test_10_9_2_a_ruler_is_destroyed_by_an_effect_that_says_so(question: str) -> None:
    assert _answered(question) == (True, True)


@pytest.mark.parametrize(
    ("text", "denied"),
    [
        ("ルーラーを破壊するとは書いてない。", True),
        ("ルーラーを破壊するとはどこにも書かれていません", True),
        ("ルーラーを破壊すると明記されていない効果", True),
        ("ルーラーを破壊するって記載はない", True),
        ("ルーラーを破壊する効果ではない", True),
        ("ルーラーを破壊すると明記されてる", False),
        ("ルーラーを破壊すると書いてある。", False),
        ("「ルーラーを破壊する」効果", False),
    ],
)
def test_10_9_2_words_denied_as_the_cards_text(text: str, denied: bool) -> None:
    assert stated(text, r"ルーラーを破壊する") is not denied
    assert denied_after(text, text.index("破壊") + 2) is denied


# --- 10.6.2: damage to a player, dealt by a card's ability -------------------------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ターンプレイヤーの相手がライフ4000。こっちのリゾネイターの能力で相手プレイヤーに700ダメージ与えたら"
            "相手のライフいくつ?",
            [3300],
        ),
        ("相手のライフは4000。自分のリゾネイターの能力で相手に700ダメージを与えた。相手のライフは?", [3300]),
        (
            "自分のリゾネイターが持つ能力で、ライフ4000の相手プレイヤーに700ダメージ。相手のライフはいくつになる?",
            [3300],
        ),
        (
            "相手のライフが4000で、俺のJ/リゾネイターの効果で相手プレイヤーに700ダメージ与えた。相手のライフ何点?",
            [3300],
        ),
        ("相手のリゾネイターの能力で自分に500ダメージ。自分のライフは2000。ライフいくつ?", [1500]),
    ],
)
def test_10_6_2_damage_to_a_player_lowers_that_players_life(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_6_2_the_source_card_takes_no_damage() -> None:
    gated, _note = situate(
        "自分のリゾネイターの能力で相手のリゾネイターに300ダメージ与えた。相手のリゾネイターの防御力は500。破壊される?",
        GAME,
    )
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, False)
    assert gated.built is not None
    (op,) = gated.built.payload["operations"]
    (target,) = op["targets"]  # the opponent's resonator, not the source
    assert [c["id"] for c in gated.built.payload["player2"]["field"]] == [target]
    assert target not in [c["id"] for c in gated.built.payload["player1"]["field"]]
