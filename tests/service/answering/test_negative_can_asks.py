"""A permission asked negatively (「払えない?」「出せないよね?」「攻撃できなくない?」, issue 11 round 8).

One convention (reading/polarity.py): the structured can verdict says whether the act CAN be done
("yes"/"no"), whatever the polarity of the question — as the blind checks label it (`check: {asks:
"can", value: bool}`) — and the answer text answers the question as asked: 「はい、払えません。」 agrees
that it cannot, 「いいえ、払えます。」 denies it, both saying the act's possibility plainly.
"""

from __future__ import annotations

import re

import pytest

from service.answering.plans import situate
from service.answering.reading.polarity import asked_negatively, reply
from service.answering.reading.reader import read

_HEAD = "シミュレーション結果: "


def _answered(game: str, question: str) -> tuple[bool, object, str]:
    gated, _ = situate(question, game)
    verdict = gated.accounting.verdict
    text = (
        gated.built.summarize(gated.sim.result) if gated.sim is not None and gated.built is not None else ""
    )
    return verdict.stated, verdict.value, text


def _says(sentence: str, can: bool, said: str) -> bool:
    """`sentence` ends (a closing aside apart) with the act's possibility: the asked verb's own form
    (「払えません」, also in 「…で支払えません」) or the generic 「できます/できません」."""
    return re.sub(r"\([^()]*\)$", "", sentence).endswith((said, "できます" if can else "できません"))


def _check(game: str, question: str, can: bool, said: str) -> None:
    stated, value, text = _answered(game, question)
    assert stated, question
    assert value == ("yes" if can else "no"), (question, value)
    # the reply leads, and the act's possibility is said once: 「はい、払えません。<reasons>」 or, when the
    # conclusion's first sentence already says it, 「はい、コスト[光][光]は保有ウィルで支払えません。」 —
    # never 「はい、払えません。コスト…支払えません。」「いいえ、アイサツできます。できます。」
    yes_no = "いいえ、" if can else "はい、"
    first, second = [*text.removeprefix(_HEAD).split("。"), ""][:2]
    assert text.startswith(_HEAD) and first.startswith(yes_no), text[:120]
    assert _says(first, can, said), text[:120]
    if first.removeprefix(yes_no) == said:  # the bare reply: the conclusion after it must not say it again
        assert not _says(second, can, said), text[:120]


# --- fow 10.2.4 / 10.2.1: a cost is paid in full or not at all (保有ウィル光1炎1 cannot pay [光][光]) ---
@pytest.mark.parametrize(
    "question",
    [
        "保有ウィル光1炎1。[光][光]払えない?",
        "保有ウィル光1炎1。[光][光]って払えないよね?",
        "保有ウィル光1炎1。[光][光]は払えなくない?",
        "保有ウィル光1炎1。[光][光]払えませんか?",
    ],
)
def test_10_2_4_a_cost_the_will_cannot_pay_asked_negatively(question: str) -> None:
    _check("fow", question, False, "払えません")


@pytest.mark.parametrize(
    "question",
    [
        "闇1点と無属性2点のウィルで[闇][2]を払えない?",
        "闇1点と無属性2点のウィルで[闇][2]は払えないよね?",
        "保有ウィル水2、風1。[水][風][1]のコストは払えない?",
    ],
)
def test_10_2_1_a_cost_the_will_pays_asked_negatively(question: str) -> None:
    _check("fow", question, True, "払えます")


# fow 10.12.2: [レスト] needs a recovered card (blind N fow-bn-24's own wording first)
@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("自分の魔石、もうレストしてある。この魔石の[レスト]能力をもう一回使ってウィル出せない?", False),
        ("レスト状態の魔石の[レスト]能力、また使ってウィル出せないよね?", False),
        ("リカバー状態の魔石。[レスト]能力使ってウィル出せない?", True),
    ],
)
def test_10_12_2_rest_asked_negatively(question: str, can: bool) -> None:
    _check("fow", question, can, "ウィル出せます" if can else "ウィル出せません")


# --- sve 12.12.2: a follower with 【威圧】 cannot be attacked; 8.4.5: an engaged follower can be ---
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("相手のアクト状態の【威圧】持ちフォロワーを自分のフォロワーで攻撃できない?", "攻撃できません"),
        ("相手のアクト状態の【威圧】持ちフォロワーを自分のフォロワーで攻撃できないよね?", "攻撃できません"),
        ("相手のアクト状態の【威圧】持ちフォロワーを自分のフォロワーで攻撃できなくない?", "攻撃できません"),
        ("相手のアクト状態の【威圧】持ちフォロワーを自分のフォロワーで殴れない?", "殴れません"),
    ],
)
def test_12_12_2_an_intimidating_follower_asked_negatively(question: str, said: str) -> None:
    _check("sve", question, False, said)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("相手の場にアクト状態のフォロワーがいる。自分のフォロワーでそいつを攻撃できない?", "攻撃できます"),
        ("相手の場にアクト状態のフォロワーがいる。自分のフォロワーでそいつを殴れないの?", "殴れます"),
        (
            "相手の場にアクト状態のフォロワーがいる。自分のフォロワーでそいつを攻撃できませんか?",
            "攻撃できます",
        ),
    ],
)
def test_8_4_5_an_engaged_follower_asked_negatively(question: str, said: str) -> None:
    _check("sve", question, True, said)


# --- onepiece 6-5-6-1: no battle in either player's first turn; the first player's second turn can ---
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("ゲーム2ターン目。後攻の自分はリーダーでアタックできない?", "アタックできません"),
        ("ゲーム2ターン目。後攻の自分はリーダーでアタックできないよね?", "アタックできません"),
        ("ゲーム2ターン目。後攻の自分はリーダーでアタックできなくない?", "アタックできません"),
        ("自分は後攻で、ゲーム2ターン目。リーダーで殴れない?", "殴れません"),
    ],
)
def test_6_5_6_1_no_attack_in_the_first_turn_asked_negatively(question: str, said: str) -> None:
    _check("onepiece", question, False, said)


@pytest.mark.parametrize(
    "question",
    [
        "ゲーム3ターン目。先攻の自分はリーダーでアタックできない?",
        "ゲーム3ターン目。先攻の自分はリーダーでアタックできないよね?",
        "ゲーム3ターン目、先攻の自分のリーダーで相手のリーダーにアタックできなくない?",
    ],
)
def test_6_5_6_1_the_second_turn_attack_asked_negatively(question: str) -> None:
    _check("onepiece", question, True, "アタックできます")


# --- kiseki 1217.2: only ready base cards give EP; 1402.1: only an 【暗躍】 unit attacks an 【暗躍】 unit ---
@pytest.mark.parametrize(
    ("question", "can", "said"),
    [
        (
            "拠点のカード4枚のうち、レディなのは1枚だけ。EPは0。EPコスト2のEVENTはプレイできない?",
            False,
            "プレイできません",
        ),
        (
            "拠点のカード4枚のうち、レディなのは1枚だけ。EPは0。EPコスト2のEVENTはプレイできないよね?",
            False,
            "プレイできません",
        ),
        (
            "拠点にカードが5枚、そのうち2枚はレディ。EPプールは1。EPコスト3のEVENTをプレイできない?",
            True,
            "プレイできます",
        ),
        (
            "拠点にカードが5枚、そのうち2枚はレディ。EPプールは1。EPコスト3のEVENTってプレイできなくない?",
            True,
            "プレイできます",
        ),
        (
            "相手の場に【暗躍】を持つUNITと【ヘイト】を持つUNITがいる。【暗躍】の方を攻撃できない?",
            False,
            "攻撃できません",
        ),
        ("自分の【暗躍】持ちUNITで、相手の【暗躍】持ちUNITを攻撃できないの?", True, "攻撃できます"),
    ],
)
def test_1217_2_and_1402_1_kiseki_asked_negatively(question: str, can: bool, said: str) -> None:
    _check("kiseki", question, can, said)


# --- ninjaslayer 704.3a-1 / 502.2a: no rule holds back an アイサツ on the first turn, nor one the turn
# after a bow (the conclusion starts 「できます。」: the reply adds 「いいえ、」 only, never
# 「いいえ、アイサツできます。できます。」)
@pytest.mark.parametrize(
    "question",
    [
        "先攻1ターン目ってアイサツできないんだっけ?",
        "先攻の1ターン目はアイサツできない?",
        "前のターンにアイサツして横向きになったキャラ、次の自分のターンにまたアイサツできないの?",
    ],
)
def test_704_3a_1_an_aisatsu_asked_negatively(question: str) -> None:
    _check("ninjaslayer", question, True, "アイサツできます")
    assert _answered("ninjaslayer", question)[2].startswith(_HEAD + "いいえ、できます。")


# the positive ask keeps the builder's conclusion as it was: the value alone answers 「払える?」
@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        ("fow", "保有ウィル光1炎1。[光][光]払える?", "no"),
        ("sve", "相手の場にアクト状態のフォロワーがいる。自分のフォロワーでそいつを攻撃できる?", "yes"),
        ("onepiece", "ゲーム2ターン目。後攻の自分はリーダーでアタックできる?", "no"),
    ],
)
def test_a_positive_ask_has_the_same_value_and_no_reply(game: str, question: str, value: str) -> None:
    stated, got, text = _answered(game, question)
    assert stated and got == value
    assert not text.removeprefix(_HEAD).startswith(("はい", "いいえ"))


@pytest.mark.parametrize(
    ("question", "negative"),
    [
        ("[光][光]払えない?", True),
        ("[光][光]払えませんか?", True),
        ("攻撃できなくない?", True),
        ("攻撃できないよね?", True),
        ("[光][光]払える?", False),
        ("攻撃できますか?", False),
        ("攻撃できるよね?", False),
    ],
)
def test_the_polarity_is_read_from_the_can_ask(question: str, negative: bool) -> None:
    assert asked_negatively(read(question, "fow")) is negative


@pytest.mark.parametrize(
    "question",
    [
        "ドローはもう引いてない?",  # not done (a past act), no potential
        "相手のフォロワーに破壊されない?",  # a passive
        "このダメージは受けない?",  # 受ける: no potential
        "何枚か捨てないといけない?",  # an obligation
    ],
)
def test_a_denial_that_is_no_potential_is_no_can_ask(question: str) -> None:
    reading = read(question, "sve")
    assert not asked_negatively(reading)
    assert reply(reading, True) == ""


@pytest.mark.parametrize(
    "question",
    [
        # blind L sve-bl-24: the denied 取れ is no action; the attack read before it is not what is asked
        "【威圧】持ちのフォロワーって、攻撃できないだけ?こっちのスペルの対象にも取れない?",
        "【威圧】持ちって攻撃できないんだよね。スペルで選んだりもできない?",
    ],
)
def test_a_denied_verb_no_action_reads_is_not_the_action_run(question: str) -> None:
    stated, _value, _text = _answered("sve", question)
    assert not stated
