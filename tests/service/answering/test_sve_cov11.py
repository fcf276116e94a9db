"""Shadowverse EVOLVE round 11 (issue 11, blind batch U): general reading capabilities, each over
several wordings and traps where one detail changes the answer.

(1) a stat said of the card its は/が marks takes that card's owner (`plans/sve_topic.py`): 「こっちの
    リーダーは体力3、向こうのリーダーは体力4」 — the effect on each player's leader (1.3.4.1) then reads
    both 体力 (11.2.1; both at once a draw, 1.2.2);
(2) 10.6.2.8.2 / 11.1.2 — 「…って効果を使う」 names the text resolved, no other effect;
(3) 5.15.3 — a follower damaged by the opponent's spell or effect, then evolved: whose effect dealt the
    damage changes no 体力;
(4) 5.9.3.1 — 「N枚まで引く」 with a smaller deck, asked whether the loss is forced (「負け確?」「負けずに
    済む?」): its player may end it after the deck's last card;
(5) 12.10.2 / 8.4.2.1 — 「突っ込めばリーサル?」: a winner asked of an attack naming no target is the attack
    on the leader, and a refused supposed attack ends no game.
"""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated, verdict

GAME = "sve"


# (1) 1.3.4.1 / 11.2.1 / 1.2.2: each player's leader, 体力 said of the leader its は/が marks
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のターンに、相手が「各プレイヤーのリーダーに4ダメージ」ってスペル撃ってきた。こっちのリーダーは"
            "体力3、向こうのリーダーは体力4。これって撃った相手の勝ち? 自分視点で教えて",
            "draw",
        ),
        (
            "相手が「各プレイヤーのリーダーに3ダメージ」のスペルを使ってきた。自分のリーダーが体力3、相手の"
            "リーダーが体力5。勝敗は?",
            "opponent",
        ),
        (
            "相手が「各プレイヤーのリーダーに4ダメージ」のスペルを撃った。こっちのリーダーは体力5、向こうの"
            "リーダーは体力4。俺の勝ち?",
            "self",
        ),
        (
            "相手が「各プレイヤーのリーダーに4ダメージ」のスペルを撃った。こっちのリーダーは今体力4、向こうの"
            "リーダーも体力4。どっちの勝ち?",
            "draw",
        ),
        ("自分が「相手のリーダーに3ダメージ」のスペルを撃った。相手のリーダーは残り体力3。勝てる?", "self"),
    ],
)
def test_11_2_1_a_leaders_health_said_of_the_leader_its_topic_marks(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_1_3_4_1_the_leaders_health_left_said_of_its_topic() -> None:
    question = (
        "自分が「相手のリーダーに3ダメージ」のスペルを撃った。相手のリーダーは体力4。相手のリーダーの体力は"
        "いくつ?"
    )
    assert verdict(question, GAME) == (True, [1])


def test_11_2_1_a_stat_before_a_follower_noun_is_not_the_leaders() -> None:
    """Trap: 「リーダーが攻撃力3のフォロワーを」 — the stat is the next noun's, and the 体力 after it no
    leader's said (withheld, never the asker's loss)."""
    question = (
        "相手が「各プレイヤーのリーダーに3ダメージ」を撃った。自分のリーダーが攻撃力3のフォロワーを持ってる。"
        "体力は3。勝敗は?"
    )
    assert verdict(question, GAME)[1] in (None, "opponent")


# (2) 10.6.2.8.2 / 11.1.2: the whole text resolves before the check
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のリーダーが体力2。自分のカードで「自分のリーダーに3ダメージ。その後、自分のリーダーの体力を"
            "4増やす」って効果を使う。途中で体力がマイナスになるけど、これで俺の負け?",
            "none",
        ),
        (
            "自分のリーダーの体力は2。自分のカードで「自分のリーダーに3ダメージ。その後、自分のリーダーの体力を"
            "4増やす」って効果を使う。これで俺の負け?",
            "none",
        ),
        (
            "自分のリーダーの体力は2。自分のカードの効果で「自分のリーダーに3ダメージ。その後、自分のリーダーの"
            "体力を4増やす」を解決。負ける?",
            "none",
        ),
        # trap: raised by less than it lost, 体力 0 at the check
        (
            "自分のリーダーの体力は2。自分のカードの効果で「自分のリーダーに3ダメージ。その後、自分のリーダーの"
            "体力を1増やす」を解決。負ける?",
            "opponent",
        ),
    ],
)
def test_11_1_2_an_effect_used_resolves_whole_before_the_check(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


def test_11_1_2_two_cards_resolve_apart() -> None:
    """Trap: two texts, each checked after it (11.1.2): no single resolution to run."""
    question = (
        "自分のリーダーの体力は2。自分のスペルで「自分のリーダーに3ダメージ」を使った後、別のカードの効果で"
        "「自分のリーダーの体力を4増やす」を使う。負ける?"
    )
    assert verdict(question, GAME)[1] in (None, "opponent")


# (3) 5.15.3: the damage a follower took stays lost through the evolve, whoever's effect dealt it
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "体力3のフォロワーが相手のスペルで2ダメージ食らってギリ生き残ってる。こいつを体力5のエボルヴカードで"
            "進化させたら、残りの体力っていくつになる? 全快する?",
            [3],
        ),
        (
            "自分の体力4のフォロワーが相手のカードの効果で3ダメージ受けてる。体力6のエボルヴカードで進化させたら"
            "体力はいくつ?",
            [3],
        ),
        ("体力4のフォロワーが相手のファンファーレで1ダメージ受けた。体力7のエボルヴで進化したら体力は?", [6]),
    ],
)
def test_5_15_3_damage_from_an_opponents_effect_stays_after_evolving(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: the damage destroyed it (11.3.1) — no follower is left to evolve
        "体力3のフォロワーが相手のスペルで3ダメージ食らった。こいつを体力5のエボルヴカードで進化させたら、"
        "残りの体力っていくつになる?",
        # trap: the opponent's follower (the asker evolves only its own, 8.3)
        "相手の体力4のフォロワーが自分のスペルで1ダメージ受けた。体力7のエボルヴで進化したら体力は?",
    ],
)
def test_5_15_3_no_evolved_health_for_a_destroyed_or_opposing_follower(question: str) -> None:
    assert verdict(question, GAME) == (False, None)


# (4) 5.9.3.1: an up-to draw may be ended before each draw
@pytest.mark.parametrize(
    "question",
    [
        "デッキ残り2枚しかないんだけど、手札が欲しすぎる。手札に「カードを3枚まで引く」ってスペルがあるんだが、"
        "これ撃ったら3枚目が引けなくて負け確? それとも負けずに済ませられる?",
        "デッキ残り2枚で「カードを3枚まで引く」を使ったら負け確?",
        "デッキが1枚なのに「カードを2枚まで引く」スペルを撃った。負けずに済む?",
    ],
)
def test_5_9_3_1_an_up_to_draw_need_not_draw_from_the_empty_deck(question: str) -> None:
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "none")
    assert "終了できます" in summary and "5.9.3.1" in summary


def test_5_9_3_3_a_deck_as_large_as_the_count_names_no_draw_past_it() -> None:
    stated, value, summary = situated("デッキ5枚で「カードを3枚まで引く」を使った。負けずに済む?", GAME)
    assert (stated, value) == (True, "none")
    assert "4枚目" not in summary


def test_5_9_2_a_draw_of_n_is_no_up_to_draw() -> None:
    """Trap: 「3枚引く」 (no まで): each of the N draws is made (5.9.2), the third from the empty deck."""
    assert verdict("デッキ残り2枚で「カードを3枚引く」を使ったら負け確?", GAME) == (True, "opponent")


# (5) 12.10.2 / 8.4.2.1: 「突っ込めばリーサル?」
def test_12_10_2_a_rush_follower_played_this_turn_takes_no_lethal() -> None:
    question = (
        "このターン手札から攻撃力4の【突進】持ちを出した。相手のリーダーは残り体力4、相手の場にはフォロワー"
        "なし。このまま突っ込めばリーサル取れるよね?"
    )
    stated, value, summary = situated(question, GAME)
    assert (stated, value) == (True, "none")
    assert summary.removeprefix("シミュレーション結果: ").startswith("その攻撃はできません")


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # trap: 【疾走】 attacks a leader the turn it is played (12.9.2)
        (
            "このターン手札から攻撃力4の【疾走】持ちを出した。相手のリーダーは残り体力4、相手の場にはフォロワー"
            "なし。このまま突っ込めばリーサル取れるよね?",
            "self",
        ),
        ("前のターンから場にいる攻撃力4のフォロワーがいる。相手のリーダーは体力4。殴ればリーサル?", "self"),
        # trap: one short
        ("前のターンから場にいる攻撃力3のフォロワーがいる。相手のリーダーは体力4。殴ればリーサル?", "none"),
    ],
)
def test_8_4_3_1_lethal_asked_is_the_attack_on_the_leader(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)
