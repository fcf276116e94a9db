"""Round-10c precision audit (issue 11), ninjaslayer: questions in four new styles — U untold deciding
values, V perspective and people (the non-turn player, third persons, 「相手から見て」), W terse and
fragmentary, X two asks in one question. Each row of `data/ninjaslayer_audit10c.jsonl` holds the
verdict values the rulebook allows (worked out by hand; an empty `accept` says the question must be
withheld). Withholding is always allowed.

60 questions (U 16, V 17, W 13, X 14); questions/stated/wrong on a clean export of bed1ab7 (before):
58/24/15 for the first 58 (U 16/4/4, V 17/10/5, W 13/4/0, X 12/6/6); after: 60/11/0. The mechanisms:

* two asks, one verdict (reading/asked_twice.second_ask): 「殺せる?殺せたら何点余る?」 stated True,
  「ダメチェは何回?…なら負ける?」 'self', 「相手は何回ダメチェする?俺は何回?」 [3], 「死ぬ?俺のキャラは?」
  True: a count asked beside a verdict that is no count, an elliptical later ask of another player or
  card, or a later ask of what follows withholds; asks that restate one another keep the verdict;
* 1002.1 — a defeat asked of an アイサツ or damage with no ダメージ・ゾーン or デッキ told
  (reading/asked_twice.zone_untold): 「工作力2のキャラで相手にアイサツが通った。相手負ける?」 had been
  stated 'none' from the engine's empty zone;
* 103.3 — 「両方のダメゾンが同時に10枚」 read as one player's zone: defeat_state stated 'opponent' (both
  lose at once, the non-turn player wins): a both-players word with one seat counted declines;
* 103.2 — third persons (「Aさんのダメゾン10枚。Bさんの勝ち?」「チームメイトのダメゾン9枚。俺の負け?」):
  defeat_state declines; the verdict's self/opponent are the asker's and the asker's opponent.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, winner_value

_ROWS = rows("ninjaslayer_audit10c")
GAME = "ninjaslayer"


def _value(question: str) -> tuple[bool, Any]:
    return winner_value(question, GAME)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10c_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value = _value(row["question"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit10c_data_covers_every_style() -> None:
    assert len(_ROWS) >= 30
    assert len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert {r["style"] for r in _ROWS} == {"U", "V", "W", "X"}


@pytest.mark.parametrize(
    "question",
    [
        "カラテ4のキャラで相手の耐久力3のキャラにアイサツ。殺せる?殺せたら何点余る?",
        "カラテ2のキャラで相手の耐久力3のキャラにアイサツ。殺せる?無理ならあと何点必要?",
        "工作力2のキャラで相手にアイサツが通った。ダメチェは何回?相手のダメゾン8枚なら負ける?",
        "相手のダメゾン9枚。工作力2のキャラで相手にアイサツが通った。デッキの上ウケミ無し。相手は負け?負けならダメゾンは何枚?",
    ],
)
def test_1004_1_a_count_asked_beside_another_verdict_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    "question",
    [
        "工作力3のキャラで相手にアイサツ通った。相手は何回ダメチェする?俺は何回?",
        "カラテ3のキャラで相手の耐久力2のキャラにアイサツ。死ぬ?俺のキャラは?",
        "コスト2のキャラ、縦のエテル2枚。出せる?そのあとコトダマも撃てる?",
    ],
)
def test_1003_2_a_later_ask_of_another_player_card_or_step_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分視点。相手のダメージ・ゾーンが8枚。工作力2のキャラで相手にアイサツが通った。ダメチェでめくれた2枚は"
            "どっちもウケミ無し。これで決着?どっちの勝ち?",
            "self",
        ),
        ("カラテ3のキャラで相手の耐久力2のキャラにアイサツ。どうなる?殺せる?", True),
    ],
)
def test_1002_1_asks_restating_one_another_keep_the_verdict(question: str, value: Any) -> None:
    assert _value(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "工作力2のキャラで相手にアイサツが通った。相手負ける?",
        "工作力3のキャラで相手にアイサツ。相手は負ける?",
        "工作力5のキャラが相手にアイサツを通した。相手は敗北する?",
        "相手の工作力2のキャラにアイサツされた。俺負ける?",
    ],
)
def test_1002_1_a_defeat_asked_with_no_zone_told_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("両方のダメゾンが同時に10枚。勝者は?", None),
        ("お互いのダメゾンが10枚。誰が勝つ?", None),
        ("両方のダメゾンが同時に10枚になった。俺は非ターンプレイヤー。勝者は?", "self"),
        ("2人とも同時にダメゾン10枚になった。俺のターン。勝者は?", "opponent"),
    ],
)
def test_103_3_both_zones_told_with_one_count_are_not_one_players(question: str, winner: str | None) -> None:
    stated, value = _value(question)
    assert not stated or value == winner


@pytest.mark.parametrize(
    "question",
    [
        "Aさんのダメゾン10枚。Bさんの勝ち?",
        "友達のダメゾン10枚。友達の負け?",
        "チームメイトのダメゾン9枚。俺の負け?",
        "チームメイトのデッキ0枚。俺の勝ち?",
    ],
)
def test_103_2_a_third_persons_zone_withholds(question: str) -> None:
    assert not _value(question)[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("ダメゾン10枚。負け?", "opponent"),
        ("相手ダメゾン10枚。俺の勝ち?", "self"),
        ("デッキ0枚。負け?", "opponent"),
        (
            "相手のダメゾン9枚。俺の工作力1のキャラで相手にアイサツが通った。デッキの上ウケミ無し。相手は負け?",
            "self",
        ),
    ],
)
def test_1002_1_the_askers_told_zone_is_still_stated(question: str, winner: str) -> None:
    assert _value(question) == (True, winner)
