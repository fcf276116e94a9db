"""ONE PIECE CARD GAME: the headline of a 「〜できる?」 answer says what the verdict says.

Trap batch K onepiece-bk-23: a 【KO時】 character put in the trash to make room for a 6th (3-7-6-1)
does not activate its 【KO時】 (10-2-1-3). The verdict was 'no', but the headline read only the
engine's refused actions — the play of the 6th was allowed — and said 「【KO時】の発動できます」 before
the event saying it is not activated: the answer contradicted itself. The headline now reads the same
refusal or prevention the verdict reads (`verdict.prevention`).

Clauses: 10-2-1-3 (【KO時】 only on a KO by an effect or a battle), 3-7-6-1 (the 6th character replaces
one, which is put in the trash), 10-1-4-1 (a rested 【ブロッカー】 cannot block), 7-1-1-1 (an attack).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate

GAME = "onepiece"


def _answer(question: str) -> tuple[bool, object, str, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    assert gated.built is not None and gated.sim is not None
    summary = gated.built.summarize(gated.sim.result)
    head = summary.removeprefix("シミュレーション結果: ").split("。", 1)[0]
    return v.stated, v.value, gated.built.situation, head


@pytest.mark.parametrize(
    "question",
    [
        "キャラエリアが5体で埋まってるから、6体目を出すために【KO時】効果持ちのキャラをトラッシュに置いた。"
        "このキャラの【KO時】は発動する?",
        "場にキャラが5体いるので、6体目を出すときに【KO時】を持つキャラを1体トラッシュに送った。"
        "そのキャラの【KO時】は発動できる?",
        "キャラが5体並んでる状態で6体目を登場させたくて、【KO時】持ちのキャラを入れ替えでトラッシュに置いた。"
        "【KO時】効果は発動しますか?",
    ],
)
def test_10_2_1_3_replaced_ko_headline_says_not_activated(question: str) -> None:
    stated, value, situation, head = _answer(question)
    assert stated and value == "no" and situation == "onepiece.plan.replaced_ko"
    assert "できません" in head and "できます" not in head, head


@pytest.mark.parametrize(
    "question",
    [
        "相手のリーダーにアタックしたら、相手はレストしてる【ブロッカー】持ちのキャラでブロックできる?",
        "こっちがリーダーでアタック。相手のレスト状態の【ブロッカー】キャラってブロックできる?",
        "自分のリーダーで相手リーダーにアタックした。相手のレストした【ブロッカー】でブロックできますか?",
    ],
)
def test_10_1_4_1_refused_block_headline_agrees_with_verdict(question: str) -> None:
    stated, value, _situation, head = _answer(question)
    if stated:  # a withheld verdict has nothing to agree with
        assert value == "no"
        assert "できます" not in head, head  # 「できません」 or 「発動できず、ブロックされません」


@pytest.mark.parametrize(
    "question",
    [
        "自分のリーダーで相手のリーダーにアタックできる?",
        "自分のターンのメインフェイズ、リーダーで相手リーダーにアタックしていい?",
        "メインフェイズに自分のリーダーで相手のリーダーにアタックできますか?",
    ],
)
def test_7_1_1_1_allowed_attack_headline_says_can(question: str) -> None:
    stated, value, _situation, head = _answer(question)
    if stated:
        assert value == "yes"
        assert "できません" not in head and "できず" not in head, head


# --- 3-7-6-1: the count a 「何体?」 after the 6th character asks (trap batch K onepiece-bk-29) -------
# The headline told only 「既にいるキャラ1枚を…トラッシュに置いて」, and the verdict read that 1 as the
# count asked; it now tells the simulated count of the character area first.


@pytest.mark.parametrize(
    ("question", "count"),
    [
        (
            "キャラエリアにもう5体並んでる。手札からもう1体キャラ出したいんだけど、出した後のキャラエリアは何体になる?",
            5,
        ),
        ("場にキャラが5体いる。もう1体キャラを登場させたら、場のキャラは何体?", 5),
        ("キャラが5体いる状態で新しくキャラを出した。キャラは全部で何体になる?", 5),
        ("キャラが3体いるところにキャラを1体出したら、キャラエリアは何体?", 4),
    ],
)
def test_3_7_6_1_character_count_after_playing(question: str, count: int) -> None:
    stated, value, situation, _head = _answer(question)
    assert stated and value == [count] and situation == "onepiece.plan.area_limit"


# --- 9-2-1-2 / 6-3-1: the events told as the asker sees them when the asker sits as player2 ------
# (blind I onepiece-bi-17: the opponent's draw from its last card; the headline said 「自分の勝利」
# while the events said 「自分はデッキが0枚になったため敗北し、相手が勝利します」.)


@pytest.mark.parametrize(
    "question",
    [
        "自分は非ターンプレイヤー。相手のデッキが残り1枚で、相手がドローフェイズにその1枚を引いた。この場合、勝敗どうなる?",
        "相手のターン。相手のデッキが1枚で、相手がドローフェイズに最後の1枚を引いた。どっちの勝ち?",
        "相手のデッキが残り1枚。相手のターンのドローフェイズに相手がその1枚を引いた。勝者はどっち?",
    ],
)
def test_9_2_1_2_opponent_decked_out_told_from_the_askers_seat(question: str) -> None:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    if not v.stated:
        return  # withheld: nothing told to contradict
    assert v.value == "self"
    assert gated.built is not None and gated.sim is not None
    summary = gated.built.summarize(gated.sim.result)
    assert "相手はデッキが0枚になったため敗北" in summary, summary
    assert "自分はデッキが0枚" not in summary and "相手が勝利" not in summary, summary
