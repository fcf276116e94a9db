"""軌跡 TCG (issue 11, porting the CP builder): UNITs played with the CP the 配備ステップ gives (703.8a:
one CP for each 拠点 card; 1204.2f-1 paid with CP, 1204.2h refused), planned from the reading and
answered through `plans.situate`; and the fight plan's UNITs when one stat value is said of both
players' UNITs (「自分のSTR7/DEF3で、相手のSTR2/DEF3」: two UNITs, not one said again)."""

from __future__ import annotations

import pytest

from service.answering.plans import replan, situate
from service.answering.reading.reader import read


def _stated(question: str) -> tuple[str, object]:
    """The plans' stated verdict (the CP builder still answers these first on /ask: the same verdict)."""
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is not None and gated.built is not None, question
    on_ask = situate(question, "kiseki")[0].accounting.verdict
    assert on_ask.stated and on_ask.value == gated.accounting.verdict.value
    return gated.built.situation, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "can"),
    [
        ("拠点４枚で配備ステップ入った。コスト2とコスト3のユニット両方出せる?", "no"),
        ("拠点が5枚ある状態で配備ステップ。CPコスト2とCPコスト3のユニットを両方出せる?", "yes"),
        ("拠点にカードが3枚で配備ステップ。CPコスト3のUNITを出せる?", "yes"),
        ("拠点が2枚の状態で配備ステップに入った。CPコスト3のユニットは出せる?", "no"),
    ],
)
def test_703_8a_units_paid_with_the_deploy_steps_cp(question: str, can: str) -> None:
    situation, value = _stated(question)
    assert situation == "kiseki.plan.deploy_cp" and value == can


@pytest.mark.parametrize(
    ("question", "cp"),
    [
        ("拠点にカードが3枚ある状態で配備ステップに入った。CPはいくつもらえて、CPコスト4のUNITは出せる?", 3),
        (
            "拠点1枚でターン開始、拠点ステップで手札を1枚置いた。配備ステップのCPはいくつ?コスト2のユニット出せる?",
            2,
        ),
        ("拠点が4枚で配備ステップ。CPはいくつ?CPコスト5のユニットは出せる?", 4),
    ],
)
def test_703_8a_the_cp_asked_first_with_a_unit_played_after(question: str, cp: int) -> None:
    situation, value = _stated(question)
    assert situation == "kiseki.plan.deploy_cp" and value == [cp]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "自分のSTR7/DEF3のUNITで、相手のSTR2/DEF3/CPコスト2のUNITに攻撃(単独、サポート等なし)。相手は合計何点絆を失う?",
            6,
        ),
        (
            "自分の【武術】持ちSTR3/DEF3で、相手の【武術】なしのDEF2・CPコスト1・STR3のユニットに単独攻撃。相手が失う絆は合計何点?",
            3,
        ),
        ("自分のSTR5/DEF2のUNITで、相手のSTR1/DEF2・CPコスト1のUNITに攻撃した。相手の絆は何点減る?", 4),
    ],
)
def test_804_11a_one_stat_value_said_of_both_players_units(question: str, lost: int) -> None:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated and verdict.value == [lost], (verdict, question)


@pytest.mark.parametrize(
    ("question", "stunned"),
    [
        ("自分のSTR2・DEF3のユニットで相手のSTR1・DEF3・CPコスト2のユニットに攻撃したらどうなる?", False),
        ("STR4・DEF2のUNITで、STR3・DEF3・CPコスト1の相手UNITを攻撃した。どうなる?", True),
        ("STR1・DEF2・CPコスト2の自分のUNITで、STR3・DEF5の相手UNITに攻撃した。どうなりますか?", False),
    ],
)
def test_804_11a_what_an_attack_does_is_planned_when_every_stat_decides(question: str, stunned: bool) -> None:
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is not None and gated.sim is not None and gated.built is not None
    assert gated.built.situation == "kiseki.plan.fight" and gated.accounting.verdict.asks == "outcome"
    target = [c for c in gated.sim.result.zone("player2", "field") if c["uid"] == "d"]
    assert bool(target and target[0]["flags"].get("stunned")) is stunned


@pytest.mark.parametrize(
    "question",
    [
        "自分のSTR3のユニットで相手のDEF2のユニットに攻撃したらどうなる?",  # no 応戦 stats: not decided
        "STR4のUNITで、STR3・DEF3の相手UNITを攻撃した。どうなる?",  # the attacker's DEF decides the 応戦
        "自分のユニットで相手のDEF3のユニットに攻撃するとどうなるの?",
    ],
)
def test_804_11a_4_what_an_attack_does_is_not_planned_when_the_counter_is_unknown(question: str) -> None:
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is None or gated.built is None or gated.built.situation != "kiseki.plan.fight"


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        (
            "自分の【武術】持ちUNIT(STR3/DEF2)で、武術を持ってない相手のUNIT(STR2/DEF3、CPコスト2)に単独で攻撃した。相手の絆は何点減る?",
            3,
        ),
        ("自分のUNIT(STR5/DEF3)で、相手のUNIT(STR1/DEF2・CPコスト1)に攻撃した。相手の絆は何点減る?", 4),
        (
            "自分のユニット（STR4・DEF4）で相手のユニット（STR2・DEF3・CPコスト2）を攻撃。相手の絆は何点減る?",
            3,
        ),
    ],
)
def test_804_11a_and_1406_1_stats_in_parentheses_after_the_unit_noun_are_its(
    question: str, lost: int
) -> None:
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is not None and gated.built is not None and gated.built.situation == "kiseki.plan.fight"
    assert gated.accounting.verdict.value == [lost]


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("向こうのSTR4のユニットに、こっちのDEF3(CPコスト2)のユニットが殴られた。絆いくつ減るんだっけ?", 3),
        (
            "相手のターン、相手のSTR2/DEF2・CPコスト3のUNITが単独でこっちのSTR4/DEF5のUNITに攻撃してきた。応戦の結果、相手の絆は何点減る?",
            3,
        ),
        (
            "相手のSTR6のユニットが、自分のSTR1/DEF2・CPコスト2のユニットに攻撃してきた。自分の絆は何点減る?",
            6,
        ),
    ],
)
def test_804_11a_the_opponents_attack_on_the_askers_unit(question: str, lost: int) -> None:
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is not None and gated.built is not None and gated.sim is not None
    assert gated.built.situation == "kiseki.plan.fight" and gated.accounting.verdict.value == [lost]
    attacks = [e for e in gated.sim.result.events if e.type == "attack"]
    assert attacks and attacks[0].text.startswith("player2")  # the opponent attacks the asker


@pytest.mark.parametrize(
    "question",
    [
        # a stat said again in another sentence: the attacker's DEF, or a third UNIT? (not planned)
        "相手のSTR5のユニット1体が、自分のDEF3・CPコスト2・STR1のユニットに単独で攻撃してきた。相手ユニットのDEFは4。自分の絆は合計何点減る?",
        # whose UNIT attacks is not said
        "STR4のユニットが、DEF3・CPコスト2のユニットに攻撃してきた。絆は何点減る?",
        # the attacked UNIT's STR is missing and the asker's own loss is asked
        "相手のSTR3・DEF2のユニットが自分のDEF2・CPコスト1のユニットに攻撃してきた。相手の絆は何点減る?",
    ],
)
def test_804_11a_4_the_opponents_attack_is_not_planned_on_an_undecided_fight(question: str) -> None:
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is None or gated.built is None or gated.built.situation != "kiseki.plan.fight"


@pytest.mark.parametrize(
    "question",
    [
        "組織が遊撃士協会だけのユニットと、身喰らう蛇だけのユニット。リンクとかの効果は何もない。この2体いっしょにスクラム攻撃ってできる?",
        "組織が遊撃士協会だけのUNITと、身喰らう蛇だけのUNIT。この2体いっしょにスクラム攻撃できる?",
        "組織が結社だけのユニットと、遊撃士協会だけのユニットがいる。この2体一緒にスクラム攻撃できる?",
    ],
)
def test_803_3b_two_units_without_a_common_organisation_attacking_together(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    verdict = gated.accounting.verdict
    assert verdict.stated and verdict.value == "no", verdict


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "拠点に裏向きで置いてる【派遣】持ちユニット(CPコスト2)、拠点3枚なら配備ステップで拠点から出せる?",
            "yes",
        ),
        (
            "拠点に裏向きで置いてる【派遣】持ちユニット(CPコスト4)、拠点3枚なら配備ステップで拠点から出せる?",
            "no",
        ),
        (
            "拠点に裏向きの【派遣】持ちのUNIT(CPコスト3)がある。拠点は2枚。配備ステップで拠点からプレイできる?",
            "no",
        ),
    ],
)
def test_1405_1_a_dispatched_unit_paid_with_the_cp_its_base_gives(question: str, can: str) -> None:
    gated = replan(question, "kiseki", read(question, "kiseki"))
    assert gated is not None and gated.built is not None and gated.built.situation == "kiseki.plan.card_play"
    assert gated.accounting.verdict.value == can
    assert any("703.8a" in n for n in gated.built.notes)


@pytest.mark.parametrize(
    "question",
    [
        "【援軍】持ちのユニット出したいんだけど、場に同じ組織のユニットが1体いてCPも足りてる。出せるじゃん?",
        "場に同じ組織のユニットが1体いる。手札の【援軍】持ちのユニット、出せるじゃん?",
        "【援軍】持ちのUNITを出したい。場に同じ組織のUNITがいるからプレイできるじゃんね?",
    ],
)
def test_1403_1_engun_with_its_organisation_asked_as_agreement(question: str) -> None:
    gated, _ = situate(question, "kiseki")
    assert gated.accounting.verdict.stated and gated.accounting.verdict.value == "yes"
