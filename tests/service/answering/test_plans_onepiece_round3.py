"""ONE PIECE CARD GAME, round 3 (blind H's wrong verdicts and withheld families), asked in several
wordings of our own through `situate` as /ask answers them.

Clauses: 7-1-2-1 (【ブロッカー】 once per battle: a second block is refused), 10-1-3-1 (【バニッシュ】:
the life card is trashed, no 【トリガー】 — the attack named as 「相手のキャラのアタック」 is the
opponent's), 8-4-2 (a played event carries out its printed effect), 10-2-1-3 (【KO時】 only on a KO:
the character the 6th one replaces is not KO'd, 3-7-6-1). More in `test_plans_onepiece_round3b.py`.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.plans.onepiece_reblock import reblock
from service.answering.reading.reader import read

GAME = "onepiece"


def _verdict(question: str) -> tuple[bool, Any, str]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    situation = gated.built.situation if gated.built is not None else ""
    return v.stated, v.value, situation


# --- 10-1-3-1: whose attack 「XのアタックがYに通った」 names (blind H onepiece-bh-06) --------------


@pytest.mark.parametrize(
    "question",
    [
        "相手の【バニッシュ】持ちキャラのアタックが自分のリーダーに通った。ライフの一番上をめくったら"
        "【トリガー】付きのイベントだったんだけど、これトリガー発動していい?",
        "相手の【バニッシュ】持ちのリーダーのアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。"
        "【トリガー】を発動していい?",
        "相手の【バニッシュ】を持つキャラのアタックがこっちのリーダーに入った。ライフのカードは【トリガー】"
        "持ちだった。トリガーを使える?",
    ],
)
def test_10_1_3_1_the_attack_of_the_opponents_card_is_not_simulated_as_the_askers(question: str) -> None:
    """The card before 「のアタック」 is the attacker: a scenario where the asker's leader attacks
    answers another situation (it had been stated 'yes')."""
    stated, value, _situation = _verdict(question)
    assert not (stated and value == "yes")


@pytest.mark.parametrize(
    "question",
    [
        "相手の【バニッシュ】持ちキャラのアタックが自分のリーダーに通った。ライフの一番上をめくったら"
        "【トリガー】付きのイベントだったんだけど、これトリガー発動していい?",
        "こっちのバニッシュ持ちのアタックが相手リーダーに通った。めくれた相手のライフがトリガー付きのカード"
        "だったんだけど、相手ってそのトリガー使えるの?",
        "相手の【バニッシュ】持ちのリーダーのアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。"
        "【トリガー】を発動していい?",
        "ターンプレイヤーの俺が【バニッシュ】持ちのキャラで相手リーダーに1点通した。めくれたライフが【トリガー】"
        "付きのカードだったんだけど、相手はそのトリガー発動できるの?",
    ],
)
def test_10_1_3_1_a_banished_life_cards_trigger_is_not_activated(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.can_trigger"


@pytest.mark.parametrize(
    "question",
    [
        "相手のキャラのアタックが俺のリーダーに通った。めくったライフは【トリガー】持ち。【トリガー】を発動できる?",
        "自分のパワー3000のキャラで相手リーダーにアタックして通った。めくれたライフが【トリガー】持ちだった。"
        "相手はトリガー発動できる?",
        "相手のアタックが自分のリーダーに通って、ライフの【トリガー】付きのカードがめくれた。トリガー発動していい?",
    ],
)
def test_10_1_5_1_without_banish_the_revealed_trigger_may_be_activated(question: str) -> None:
    """A builder may answer first; either way the trigger may be activated."""
    stated, value, _situation = _verdict(question)
    assert stated and value == "yes"


@pytest.mark.parametrize(
    "question",
    [
        # the attack did not go through: no life card was revealed
        "【バニッシュ】持ちのキャラで相手リーダーにアタックしたけど通らなかった。ライフの【トリガー】は発動できる?",
        # powers that contradict 「通った」 (7-1-4-1: the attacker needs at least the defender's power)
        "パワー3000の【バニッシュ】持ちのキャラでパワー5000の相手リーダーにアタックして通った。【トリガー】は発動できる?",
    ],
)
def test_7_1_4_1_no_trigger_plan_without_an_attack_that_went_through(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert situation != "onepiece.plan.can_trigger" or not stated


# --- 8-4-2: the event played is the effect's source (blind H onepiece-bh-01, G onepiece-bg-17) --


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "自分視点の質問です。相手のライフがもう0枚のところで、自分のメインフェイズにイベントを撃って、"
            "その効果で相手リーダーに1ダメージ与えました。これってこの時点で決着つく?どっちの勝ち?",
            "self",
        ),
        (
            "俺のライフ0枚。相手ターンのメインで、相手がバトルじゃなくてイベントの効果で俺のリーダーに1ダメージ"
            "与えてきた。アタックじゃないけどこれも負け?(俺=自分)",
            "opponent",
        ),
        ("相手のライフは0枚。イベントを使って、その効果で相手のリーダーに1ダメージ。勝ち?", "self"),
        ("相手のライフ2枚。自分のイベントの効果で相手のリーダーに1ダメージを与えた。勝者は?", "none"),
    ],
)
def test_8_4_2_an_events_effect_damages_the_leader(question: str, winner: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == winner and situation == "onepiece.plan.player_effects"


@pytest.mark.parametrize(
    "question",
    [
        # a hand count told beside the event: whether it counts the event is unsaid
        "自分の手札3枚。イベントを撃って、その効果でカードを2枚引いた。手札は何枚?",
        # two events: which one's effect it is is not read
        "イベントを2枚撃った。その効果で相手のリーダーに1ダメージ。相手のライフ0枚なら勝ち?",
    ],
)
def test_8_4_2_an_event_whose_part_is_not_read_is_not_planned(question: str) -> None:
    stated, _value, situation = _verdict(question)
    assert situation != "onepiece.plan.player_effects" or not stated


# --- 7-1-2-1: a second 【ブロッカー】 in the same battle (blind H onepiece-bh-07) ---------------------


@pytest.mark.parametrize(
    "question",
    [
        "相手ターン、相手のキャラが自分のリーダーにアタックしてきたので、ブロッカーAでブロックした。"
        "けどやっぱりパワー足りないから、もう1体いるアクティブのブロッカーBでブロックし直したい。"
        "同じバトル中に2回目のブロックってできる?",
        "相手のアタックに対して、ブロッカー持ちを1体目でブロックした。同じバトル中に、もう1体のアクティブの"
        "ブロッカーでもう一回ブロックし直すことってできる?",
        "相手のリーダーが俺のリーダーにアタックしてきた。ブロッカーでブロックしたあと、別のブロッカーで"
        "もう一度ブロックできる?",
        "相手にアタックされて、【ブロッカー】持ちのキャラでブロックした。そのバトルでもう1体の【ブロッカー】"
        "持ちのキャラでもブロックしていい?",
    ],
)
def test_7_1_2_1_a_second_blocker_in_one_battle_is_refused(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.reblock"


@pytest.mark.parametrize(
    "question",
    [
        "相手のアタックに対して、俺のブロッカーAでブロックした。同じバトル中に、もう1体のブロッカーBの"
        "【ブロッカー】も使ってアタック先をBに変え直すことってできる?",
        "相手にアタックされたので俺のブロッカーAでブロックした。そのバトルで、ブロッカーBの【ブロッカー】を"
        "使ってアタック先をBに変えられる?",
        "相手のアタックをブロッカーAでブロックしたあと、同じバトルでブロッカーBの【ブロッカー】も使える?",
    ],
)
def test_10_1_4_1_changing_the_attacked_card_again_is_a_second_block(question: str) -> None:
    """「アタック先をBに変える」 is what 【ブロッカー】 does (10-1-4-1); 「ブロッカーBの【ブロッカー】」 is
    B's own keyword, not a third card: the second block is refused (7-1-2-1)."""
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.reblock"


def test_7_1_2_1_the_plan_blocks_with_the_first_and_tries_the_second() -> None:
    question = (
        "相手のアタックに対して、ブロッカー持ちを1体目でブロックした。同じバトル中に、もう1体のアクティブの"
        "ブロッカーでもう一回ブロックし直すことってできる?"
    )
    built = reblock(read(question, GAME))
    assert built is not None
    (action,) = built.payload["actions"]
    assert action["block"] == ["blocker1", "blocker2"]
    # the opponent attacks: it is the turn player (player1); the asker's blockers sit on player2
    ids = [c["id"] for c in built.payload["player2"]["characters"]]
    assert ids == ["blocker1", "blocker2"]
    assert any("リーダー" in n for n in built.notes)


@pytest.mark.parametrize(
    "question",
    [
        # one block only: the first block's own question, not this plan's
        "相手のアタックに対して、【ブロッカー】持ちのキャラでブロックできる?",
        # no block made before: which 【ブロッカー】 blocked is not told
        "相手にアタックされた。ブロッカーが2体いるけど、2体ともブロックできる?",
    ],
)
def test_7_1_2_1_no_block_told_before_is_not_this_plan(question: str) -> None:
    assert reblock(read(question, GAME)) is None


@pytest.mark.parametrize(
    "question",
    [
        "相手ターン、ブロッカーAでブロックした。同じバトル中に2回目のブロックってできる?",
        "相手のアタックをブロックした。そのバトルで2回目のブロックはしていい?",
        "相手のキャラのアタックを【ブロッカー】でブロックした。2回目のブロックってできる?",
    ],
)
def test_7_1_2_1_the_second_block_asked_is_never_answered_by_one_block(question: str) -> None:
    """「2回目のブロック」 is the second: a scenario scripting one block answers the first one (it
    had been stated 'yes'); stated at all, the answer is the refusal."""
    stated, value, _situation = _verdict(question)
    assert not stated or value == "no"


# --- 10-2-1-3 / 3-7-6-1: the character the 6th replaces is not KO'd (E/G/H/I, four questions) ----


@pytest.mark.parametrize(
    "question",
    [
        "キャラエリアに5体いるから、6体目を出すときに1体トラッシュに置いた。置いたキャラには【KO時】効果が"
        "あるんだけど、これって発動する?",
        "キャラエリアが5体で埋まってて、6体目を出したいから【KO時】効果持ちのキャラを1体トラッシュに送って"
        "出した。この送ったキャラのKO時効果って発動する?",
        "場にキャラが5体。6体目のキャラを登場させるので【KO時】を持つキャラを1体トラッシュに置いた。"
        "その【KO時】は発動できる?",
        "6体目を出すために、【KO時】持ちのキャラをトラッシュに置きました。【KO時】は発動しますか?",
    ],
)
def test_10_2_1_3_the_replaced_characters_ko_effect_is_not_activated(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert stated and value == "no" and situation == "onepiece.plan.replaced_ko"


@pytest.mark.parametrize(
    "question",
    [
        # a KO by a battle: the 【KO時】 is activated — not this plan's situation
        "【KO時】持ちのキャラがバトルでKOされた。その後6体目を出した。【KO時】は発動する?",
        # a KO by an effect
        "相手の効果で【KO時】を持つキャラがKOされた。6体目を出したけど、【KO時】は発動する?",
        # the opponent's character
        "相手がキャラを6体目として出して、相手の【KO時】持ちのキャラをトラッシュに置いた。【KO時】は発動する?",
    ],
)
def test_10_2_1_3_a_ko_told_is_not_the_replacement(question: str) -> None:
    stated, value, situation = _verdict(question)
    assert situation != "onepiece.plan.replaced_ko"
    assert not (stated and value == "no")
