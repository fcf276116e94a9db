"""fow audit 11b (issue 11): adversarial questions on round 11's new coverage — draw and damaged
triggers, the prevention's amount in plain words (カット/減らす), the ルーラー a 「カード1枚を破壊する」
tries, the own summon trigger, the addition with no host, the search, per-counter damage, the copy,
the will paid in part — each answer checked by hand against §10 (`data/fow_audit11b.jsonl`; ``null``
where the question leaves out what decides the answer or asks what one verdict cannot hold). Styles:
T trap, V perspective / the other player's card, W terse, X two asks or two turns, D a denied fact or
an aside, H a hypothetical, U a deciding value untold, A an ask no plan answers.

On HEAD a1b89d7 + 0c7bdf1 (the first 58 rows): 12 stated, 3 wrong — a prevention the opponent used
(「相手は『次に受けるダメージを500カット』を使ってた」) applied to the asker's damage (2300 for 1800);
「相手は何枚引いて、相手のライフはいくつ?」 [3700] from the untold life's 4000; 「召喚して解決したけど、
その能力は無効化されてる」 'no' with a conclusion telling a negated summon (fixed by 5ab14dc); and in
the follow-up rows a 「初めて」「戦闘ダメージ」「ドローフェイズ以外で」「てもよい」 trigger run plain,
an aside's draw dropped, 「相手は自分自身に」 read as the asker, a life at 0 before the last of
several triggered damages stated below 0. Now 110 rows (10 on the later copy and addition commits
c859c9f, 1a4681f: 0 wrong), 31 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "fow"
_ROWS = rows("fow_audit11b")


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool):
        value = "yes" if value else "no"
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit11b_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = verdict(row["question"], GAME)
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def test_audit11b_set_has_distinct_questions_in_every_style() -> None:
    assert len(_ROWS) >= 20 and len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert all(sum(r["style"] == s for r in _ROWS) >= 3 for s in "TVXDH")


# --- 10.17.1.1: a prevention whose text names no player protects the one who used or has it ------------
@pytest.mark.parametrize(
    "question",
    [
        "俺ライフ3000。相手が俺に1200ダメージ。相手は『次に受けるダメージを500カット』を使ってた。俺のライフは?",
        "俺ライフ3000。相手が俺に1200ダメージ。向こうは『次に受けるダメージを500減らす』を使ってた。俺のライフは?",
        "ライフ3000。相手から1200ダメージ。相手の場に『次に受けるダメージを500カットする』がある。ライフは?",
        "俺ライフ3000。相手が俺に1200ダメージ。相手は500軽減の効果を使ってた。俺のライフは?",
        "俺ライフ3000。相手の『次に受けるダメージを500カット』。相手が俺に1200ダメージ。ライフは?",
        "俺ライフ3000。相手が1200ダメージ。『次に受けるダメージを500カット』は相手が自分に使ってた。俺のライフは?",
    ],
)
def test_10_17_1_1_the_other_players_prevention_is_not_taken_off_the_askers_damage(question: str) -> None:
    """The prevention had been applied to whoever was hit: 2300 stated for 1800."""
    stated, value = verdict(question, GAME)
    assert not stated or value == [1800], value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "俺ライフ3000。相手が1200ダメージ。こっちは『次に受けるダメージを500カット』済み。俺のライフは?",
            [2300],
        ),
        ("俺ライフ3000。相手が1200ダメージ。『次に受けるダメージを500カット』済み。俺のライフは?", [2300]),
        (
            "非ターンプレイヤー側の自分、ライフ3000。ターンプレイヤーの相手が600ダメージを撃ってきて、こっちは"
            "「ダメージを200軽減する」で受けた。残りライフいくつ？",
            [2600],
        ),
    ],
)
def test_10_17_1_1_the_askers_own_prevention_is_still_taken_off(question: str, value: list[int]) -> None:
    """The user is the owner word nearest the quote in the text (「こっちは」), not the last fact read."""
    assert verdict(question, GAME) == (True, value)


# --- 10.6.2 / 10.8.2: a count of cards drawn asked beside another amount, in one sentence or two ---------
_DAMAGED = "相手のルーラーに「あなたがダメージを受けるたび、カードを1枚引く」がある。"


@pytest.mark.parametrize(
    "question",
    [
        f"{_DAMAGED}俺が相手に300ダメージを与えた。相手は何枚引いて、相手のライフはいくつ?",
        f"{_DAMAGED}俺が相手に300ダメージを与えた。相手は何枚引く?ライフはいくつになる?",
        f"{_DAMAGED}相手のライフ2000。俺が相手に300ダメージを与えた。相手は何枚引いて、ライフはいくつ?",
        f"{_DAMAGED}俺が相手に300ダメージを与えた。相手のライフはいくつで、何枚引く?",
    ],
)
def test_10_6_2_cards_drawn_asked_beside_a_life_withhold(question: str) -> None:
    """「…何枚引いて、相手のライフはいくつ?」 had been stated [3700], the untold life's 4000 less 300."""
    assert not verdict(question, GAME)[0]


def test_10_6_2_the_cards_drawn_asked_alone_are_still_answered() -> None:
    assert verdict(f"{_DAMAGED}俺が相手に300ダメージを与えた。相手はカードを何枚引く?", GAME) == (True, [1])


# --- 10.14.1: a trigger with a condition or a choice the run does not model ---------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手のルーラーに「あなたがターン中に初めてダメージを受けた時、カードを1枚引く」がある。俺が相手に300"
        "ダメージを与え、さらに200ダメージを与えた。相手は何枚引く?",
        "相手のルーラーに「あなたが戦闘ダメージを受けるたび、カードを1枚引く」がある。俺が「相手に300ダメージを"
        "与える」を撃った。相手は何枚引く?",
        "相手のルーラーに「あなたがダメージを受けるたび、カードを1枚引いてもよい」がある。俺が相手に300ダメージを"
        "与えた。相手は何枚引く?",
        "相手の場に「プレイヤーがドローフェイズ以外でカードを1枚ドローするたび、そのプレイヤーに100ダメージを"
        "与える」がある。俺のライフ2000。俺がドローフェイズにカードを1枚ドローした。俺のライフは?",
        "相手の場に「プレイヤーがカードを1枚ドローするたび、そのプレイヤーに100ダメージを与えてもよい」がある。"
        "俺のライフ2000。俺がカードを3枚ドローした。俺のライフは?",
        "相手の場に「プレイヤーがカードを1枚ドローするたび、そのターンに初めてなら、そのプレイヤーに100ダメージ"
        "を与える」がある。俺のライフ2000。俺がカードを3枚ドローした。俺のライフは?",
    ],
)
def test_10_14_1_a_trigger_with_a_condition_or_a_choice_is_not_run_as_a_plain_one(question: str) -> None:
    """Each had been stated as if every damage drew / every draw dealt the damage ([2], 1700, 1900…)."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の場に「あなたがカードを1枚引くたび、対戦相手に100ダメージを与える」って置いてある。効果でカードを"
            "3枚ドローしたら、相手のライフ2000はいくつになる?",
            [1700],
        ),
        (
            "自分のJ/ルーラーに「あなたがダメージを受けた時、カードを1枚引く」がある。相手が自分に500ダメージを"
            "与えた。自分は何枚引く?",
            [1],
        ),
        (
            "向こうのルーラーに「あなたがダメージを受けるたび、カードを1枚引く」。こっちから向こうに３００ダメージ。"
            "向こうは何枚引く？",
            [1],
        ),
    ],
)
def test_10_14_1_a_plain_trigger_text_is_still_run(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


# --- 10.8.2: a draw told after the ask (an aside) is a draw of the story --------------------------------
@pytest.mark.parametrize(
    "question",
    [
        f"{_DAMAGED}俺が相手に300ダメージを与えた。相手は何枚引いた?ちなみに相手はドローフェイズに1枚引いてる",
        f"{_DAMAGED}俺が相手に300ダメージを与えた。相手は何枚引いた?(その前に相手は効果で2枚ドローしてる)",
        f"{_DAMAGED}俺が相手に300ダメージを与えた。このターン相手は何枚ドローした?なお相手はドローフェイズにも"
        "1枚ドローしている",
    ],
)
def test_10_8_2_a_draw_told_in_an_aside_after_the_ask_withholds(question: str) -> None:
    """The damaged-trigger plan had dropped every draw after the ask: [1] stated where 2 were drawn."""
    assert not verdict(question, GAME)[0]


# --- 10.6.2: 「相手は自分自身に」 — the opponent's self, not read as the asker ------------------------------
@pytest.mark.parametrize(
    "question",
    [
        f"{_DAMAGED}相手は自分自身に300ダメージを与えた。相手は何枚引く?",
        f"{_DAMAGED}相手が自分自身に500ダメージを与える効果を使った。相手は何枚引く?",
        "相手のライフ2000。相手は自分自身に300ダメージを与えた。相手のライフは?",
        "俺のライフ2000。相手は自分自身に300ダメージを与えた。俺のライフは?",
    ],
)
def test_10_6_2_a_reflexive_target_after_the_other_player_withholds(question: str) -> None:
    """「相手は自分自身に300ダメージ」 had been dealt to the asker: [0] drawn stated for 1."""
    assert not verdict(question, GAME)[0]


def test_10_6_2_jibun_after_the_other_player_is_still_the_asker() -> None:
    q = "自分のライフ2000。相手が自分に500ダメージを与えた。自分のライフは?"
    assert situated(q, GAME)[:2] == (True, [1500])


# --- 10.8.2 / 10.14.1: the player hit is at 0 life before the last triggered damage --------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。俺のライフ200。相手が"
        "カードを3枚ドローした。俺のライフは?",
        "相手の場に「プレイヤーがカードを1枚ドローするたび、そのプレイヤーに100ダメージを与える」がある。俺のライフ"
        "100。俺がカードを2枚ドローした。俺のライフは?",
        "相手の場に「プレイヤーがカードを1枚ドローするたび、そのプレイヤーに300ダメージを与える」がある。俺のライフ"
        "500。俺がカードを3枚ドローした。俺が受けるダメージは合計何点?",
    ],
)
def test_10_8_2_a_life_at_zero_before_the_last_trigger_withholds(question: str) -> None:
    """-100 had been stated: each triggered damage resolves apart, and the game's end at 0 life between
    them is no §10 rule the run holds."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある。俺のライフ250。"
            "相手がカードを3枚ドローした。俺のライフは?",
            [-50],
        ),
        (
            "相手の場に「プレイヤーがカードを1枚ドローするたび、そのプレイヤーに100ダメージを与える」がある。"
            "俺のライフ100。相手がカードを2枚ドローした。俺のライフは?",
            [100],
        ),
    ],
)
def test_10_8_2_a_life_above_zero_until_the_last_trigger_is_still_run(
    question: str, value: list[int]
) -> None:
    assert verdict(question, GAME) == (True, value)
