"""Three mechanisms from the wrong verdicts of blind batch G (measured once, then fixed as
mechanisms, each over several wordings):

* a number no pattern explains is reflected only by the scenario's position, never by a number the
  run's events happen to carry (turn numbers, counts): 「アミュレット2つ」「2点入れといた」「この2体で」
  had each been "reflected" by an event's 2 and the verdict stated wrong;
* a rested/acted state the asker's previous turn left is gone by the asker's current turn (sve 7.2.3
  スタンド, onepiece 6-2-3 リフレッシュ): a scenario that keeps the card in that state answers another
  situation;
* keywords coordinated before one denial (「疾走や突進なし」) are all denied (the regression suite's
  blind B sve-bb-05 had been stated 'yes' with 【疾走】 given to the follower).
"""

from __future__ import annotations

import pytest

from service.answering.plans import situate
from service.answering.reading.model import Role
from service.answering.reading.reader import read


def _verdict(game: str, question: str) -> dict[str, object]:
    gated, _ = situate(question, game)
    return gated.accounting.verdict.to_json()


@pytest.mark.parametrize(
    ("game", "question"),
    [
        (
            "sve",
            "自分の場にフォロワー3体とアミュレット2つが並んでる。手札からフォロワーをもう1体プレイできる?",
        ),
        ("sve", "場にフォロワーが3体、アミュレットが2枚。ここでフォロワーを1体出せる?"),
        (
            "ninjaslayer",
            "相手の耐久力5のキャラに、このターンのキャラクターフェイズにコトダマで2点入れといた。"
            "そのあとイクサフェイズでカラテ3のキャラでそいつにアイサツしたら倒せる?",
        ),
        (
            "ninjaslayer",
            "コトダマで先に2点入れておいた相手の耐久力5のキャラに、カラテ3のキャラでアイサツ。倒せる?",
        ),
        (
            "kiseki",
            "自分の場に組織が遊撃士協会だけのUNITと、身喰らう蛇だけのUNITがいる。リンクとかの効果は"
            "何もない。この2体でまとめてスクラム攻撃ってできる?",
        ),
    ],
)
def test_an_unexplained_number_is_not_reflected_by_event_data(game: str, question: str) -> None:
    verdict = _verdict(game, question)
    assert verdict["stated"] is False or verdict["value"] in (["no"], "no", True)


@pytest.mark.parametrize(
    ("game", "question"),
    [
        (
            "sve",
            "前の自分のターンに攻撃してアクト状態になったフォロワー(その後場から離れてない)、"
            "今回の自分のターンのメインフェイズでまた攻撃に使える?",
        ),
        (
            "sve",
            "前の自分のターンにアタックしてアクト状態になった自分のフォロワーで、今の自分のターンに相手リーダーを攻撃できる?",
        ),
        (
            "onepiece",
            "前の自分のターンにアタックしてレストになったキャラ、今回の自分のターンでまたアタックできる?",
        ),
    ],
)
def test_sve_7_2_3_a_state_left_by_the_previous_own_turn_is_not_kept(game: str, question: str) -> None:
    verdict = _verdict(game, question)
    assert verdict["value"] != "no"  # never the stale "cannot attack"


def test_sve_7_2_3_the_opponents_turn_keeps_the_state_of_the_askers_previous_turn() -> None:
    verdict = _verdict(
        "sve",
        "相手のターン。自分の場に攻撃力0の【必殺】持ちフォロワーが、前の自分のターンに攻撃したままアクト状態で残ってる。"
        "相手が攻撃力5/体力5のフォロワーでそいつに攻撃してきた。相手のフォロワーは破壊される?",
    )
    assert verdict["stated"] is True and verdict["value"] is True


@pytest.mark.parametrize(
    "question",
    [
        "このターン手札から出したばかりのフォロワー(疾走や突進なし)。すぐ攻撃できる?",
        "今出したばかりのフォロワー、疾走とか突進とかは無い。相手リーダーを攻撃できる?",
        "このターンに出したフォロワー(【疾走】・【突進】なし)ですぐ相手リーダーに攻撃できる?",
    ],
)
def test_sve_8_4_3_1_keywords_coordinated_before_one_denial_are_all_denied(question: str) -> None:
    # 「疾走や突進なし」 had given the follower 【疾走】 and stated 'yes' (blind B sve-bb-05)
    facts = [f for f in read(question, "sve").facts if f.role is Role.KEYWORD]
    assert len(facts) == 2 and all(f.negated for f in facts)
    verdict = _verdict("sve", question)
    assert verdict["stated"] is False or verdict["value"] == "no"


@pytest.mark.parametrize(
    "question",
    [
        "自分の墓場にカード14枚。「自分の墓場のカード4枚につき相手のリーダーに1ダメージ」を解決したら、"
        "相手リーダー(残り8)の体力はいくつ?",
        "相手リーダー(体力8)に、墓場14枚で「墓場のカード4枚につき相手のリーダーに1ダメージ」。体力はいくつ?",
        "相手のリーダー(残り8点)に3ダメージのスペルを撃ったら体力はいくつ?",
    ],
)
def test_sve_a_number_closing_a_parenthesis_is_told_not_asked(question: str) -> None:
    # blind H sve-bh-18: 「(残り8)」 right before the ask had been read as asked, the 8 dropped and the
    # default 体力 20 simulated (stated 17)
    assert any(f.role is Role.NUMBER or f.concept in ("health", "life") for f in read(question, "sve").facts
               if f.value == 8)  # fmt: skip
    verdict = _verdict("sve", question)
    assert verdict["stated"] is False or 5 in verdict["value"]  # type: ignore[operator]


@pytest.mark.parametrize(
    "question",
    [
        "このターンもう1回攻撃して横になってるフォロワー、もう一回攻撃に使える?特に効果はなし",
        "さっき攻撃して横になったフォロワーで、もう一度相手リーダーを攻撃できる?",
        "攻撃に使って横にしてあるフォロワー、このターンまた攻撃できる?",
    ],
)
def test_sve_8_4_3_a_follower_said_to_lie_sideways_is_acted(question: str) -> None:
    # blind H sve-bh-09: 「横になってる」 was no state word, and the attack was stated possible
    assert any(f.role is Role.STATE and f.concept == "rested" for f in read(question, "sve").facts)
    verdict = _verdict("sve", question)
    assert verdict["stated"] is False or verdict["value"] == "no"
