"""Fact accounting of unread text (issue 11 item 4): outcome-changing material no fact reads is
not_modeled and withholds the verdict; the builder's sentence or its card names speaking of the
other player than the question's cards withhold it too. Built from seen blind batch C's five wrong
verdicts (onepiece-bc-04, kiseki-bc-18, kiseki-bc-22, ninjaslayer-bc-07, ninjaslayer-bc-20), each
class over several wordings, and plain wordings that must stay stated."""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.answering.plans import situate
from service.answering.reading.gate import gate
from service.answering.reading.material import unread_material
from service.answering.reading.model import Verdict
from service.answering.reading.reader import read
from service.answering.simulation import run_question


def verdict(game: str, question: str) -> Verdict:
    sim, built, _ = run_question(game, extract(question))
    assert sim is not None  # the builders simulate it: the gate decides
    return gate(question, game, sim, built).accounting.verdict


# an amount already taken (「もう/すでに/さっき … N点」) the scenario starts without: ninjaslayer-bc-07
@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力5のキャラ、このターンもうジツで2点食らってる。そこにカラテ3でアイサツしたらどうなる?",
        "耐久力5の相手キャラ、さっき3ダメージ受けてる。カラテ2でアイサツしたらどうなる?",
        "相手の耐久力3のキャラにはもう1点ダメージがある。カラテ2でアイサツしたら死ぬ?",
    ],
)
def test_an_amount_already_taken_withholds(question: str) -> None:
    assert not verdict("ninjaslayer", question).stated


# the builder holds the amount already taken as the card's damage: stated (ninjaslayer-ba-02)
@pytest.mark.parametrize(
    "question",
    [
        "相手の耐久力4のキャラに、このターン先にコトダマで2点入れてある。そこにカラテ2の自キャラでアイサツした。相手キャラは死ぬ?",
        "耐久力5の相手キャラに先にジツで3点与えてある。カラテ2のキャラでアイサツしたら殺せる?",
        # the amount read by a damage action (「2点ダメージを受けている」) is held as the card's damage
        "相手の耐久力4のキャラはすでに2点ダメージを受けている。カラテ2でアイサツしたらどうなる?",
    ],
)
def test_an_amount_already_taken_that_the_scenario_holds_stays_stated(question: str) -> None:
    assert verdict("ninjaslayer", question).stated


# a change to a number no fact reads (増加/増える/倍/軽減): ninjaslayer-bc-20
@pytest.mark.parametrize(
    "question",
    [
        "工作力2のキャラに「与えるダメージを1点増加する」効果をかけてプレイヤーにアイサツ。相手のダメチェは何回?",
        "工作力2のキャラで、与えるダメージが1点増える効果を使ってプレイヤーにアイサツ。相手のダメージチェックは何回?",
        "与えるダメージを2倍にする効果を使って、工作力2のキャラでプレイヤーにアイサツした。相手のダメージチェックは何回?",
        "工作力3のキャラでプレイヤーにアイサツ。ただしダメージを1点軽減する効果がある。相手のダメージチェックは何回?",
    ],
)
def test_an_unread_modifier_withholds(question: str) -> None:
    assert not verdict("ninjaslayer", question).stated


# the question's cards are the asker's though the effect is the opponent's: kiseki-bc-18/22 (the
# retired effect-stun builder had stunned the opponent's UNIT; the plan seats each UNIT by its owner)
@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("相手の効果で、うちのCPコスト3のUNITがスタンさせられた。絆何点失う?", 3),
        ("相手の効果でうちのCPコスト2のUNITがスタンした。絆は何点減る?", 2),
        ("うちのCPコスト5のUNITが相手の効果でスタンした。失う絆は何点?", 5),
    ],
)
def test_1306_3_a_unit_stunned_by_the_other_players_effect_is_the_askers(question: str, lost: int) -> None:
    gated, _ = situate(question, "kiseki")
    v = gated.accounting.verdict
    assert v.stated and v.value == [lost] and gated.sim is not None
    assert [c["uid"] for c in gated.sim.result.zone("player1", "field")] == ["t"]


def test_a_stunned_unit_put_on_the_other_side_withholds() -> None:
    # kiseki-bc-18: the builder stuns the opponent's UNIT under the asker's shield; since the shield is
    # read as one fact (「スタンダメージを受けない」, 1307.1) the asker's CPコスト4 is found missing first
    question = (
        "「このターン、あなたはスタンダメージを受けない」を使った後、うちのCPコスト4のUNITがスタンした。"
        "絆は何点減る?"
    )
    v = situate(question, "kiseki")[0].accounting.verdict  # as /ask answers it: the builder is retired
    assert not v.stated, v


def test_uchi_is_the_askers() -> None:
    owners = [f.owner for f in read("うちのCPコスト3のUNITがスタンした", "kiseki").facts if f.text == "うち"]
    assert owners == ["self"]
    assert not any(f.text == "うち" for f in read("手札のうち1枚を捨てる", "kiseki").facts)


# the question's owned card built on the seat the scenario's own names call the other's: onepiece-bc-04
def test_seats_against_the_scenario_names_withhold() -> None:
    q = (
        "相手の【バニッシュ】持ちにリーダー殴られた。"
        "めくれたライフが【トリガー】付きだったんだけど、トリガー発動していい?"
    )
    v = verdict("onepiece", q)
    assert not v.stated and "逆" in v.reason


# a bracketed keyword no lexicon entry reads is still a keyword fact the scenario must carry
@pytest.mark.parametrize(
    ("game", "question"),
    [
        (
            "onepiece",
            "相手のリーダー(5000)にパワー6000のキャラでアタック。相手は【謎効果】を持ってる。ダメージ入る?",
        ),
        (
            "onepiece",
            "相手のライフ0。【ふしぎ】持ちのパワー6000のキャラでパワー5000のリーダーにアタック。勝てる?",
        ),
        ("ninjaslayer", "相手の耐久力3のキャラに【ナゾ】持ちのカラテ3のキャラでアイサツしたらどうなる?"),
    ],
)
def test_an_unknown_bracketed_keyword_withholds(game: str, question: str) -> None:
    assert not verdict(game, question).stated


# quoted text nothing inside is read
@pytest.mark.parametrize(
    ("game", "question", "span"),
    [
        ("ninjaslayer", "ウケミが「(コスト):(効果)」の形じゃない。スルーできる?", "「(コスト):(効果)」"),
        ("fow", "「ほにゃらら」のリゾネイターに300点のダメージを与えた。どうなる?", "「ほにゃらら」"),
        ("sve", "「ぴよぴよ」を使ってから攻撃力3のフォロワーで攻撃したらどうなる?", "「ぴよぴよ」"),
    ],
)
def test_unread_brackets_are_material(game: str, question: str, span: str) -> None:
    assert unread_material(read(question, game)) == span


@pytest.mark.parametrize(
    ("game", "question"),
    [
        (
            "onepiece",
            "相手のライフ0。パワー6000のキャラでパワー5000のリーダーにアタック、ブロックもカウンターもなし。勝てる?",
        ),
        ("kiseki", "STR5のUNITで相手プレイヤーを攻撃した。相手の絆は何点減る?"),
        ("ninjaslayer", "相手の耐久力3のキャラにカラテ3でアイサツしたらどうなる?"),
        ("ninjaslayer", "さっきアイサツしたキャラ、同じターンにもう一回アイサツ行けるっけ?"),
        ("sve", "PP最大値がもう10の状態で自分のターンが来たら、11に増える?"),
        (
            "onepiece",
            "相手のリーダー(6000)に殴られた。こっちのリーダーは5000、手札のカウンター+1000を1枚使ったら防げる?",
        ),
    ],
)
def test_plain_questions_stay_stated(game: str, question: str) -> None:
    # as `/ask` answers it (`plans.situate`): the builder's scenario through the gate, else the plans'
    assert situate(question, game)[0].accounting.verdict.stated


@pytest.mark.parametrize(
    "question",
    [
        "もう一回攻撃できる?",
        "一度攻撃したフォロワーでもう一回攻撃できる?",
        "これで防げる?",
        "手札は何枚増えて山札は何枚残る?",
    ],
)
def test_repeats_and_asked_material_are_not_unread_material(question: str) -> None:
    assert unread_material(read(question, "sve")) is None
