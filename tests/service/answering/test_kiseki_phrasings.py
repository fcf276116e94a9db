"""軌跡 TCG phrasing classes the round-2 probe exposed, each with several phrasings:
the defender's view (殴られた, 攻撃を受けた, 攻撃してきた), kanji and spelled-out numbers (STR五,
マイナス二), stats after the noun, UNITs named by an icon, a pronoun or a bare STR/DEF pair, targets
named by a stat, state or icon, attackers without a noun (こっちはSTR2), 組織 that differ, stunned
UNITs per side, 【援軍】 and 【派遣】, whose turn and 絆 losses.
"""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.answering.numbers import normalize_text
from service.answering.scenarios.kiseki_read import read_units
from service.engine.events import Result
from tests.service.answering.probes import attacked, lost, refused, stunned, won
from tests.service.answering.probes import sim_kiseki as sim


# ----- the defender's view: passive verbs name the attacker ---------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手のSTR5のUNITに自分のDEF3・CPコスト2のUNITが殴られた。絆は何点減る?",
        "相手のSTR5のユニットが俺のDEF3・CPコスト2のユニットに攻撃してきた。絆何点減る?",
        "向こうのSTR5のユニットから、こっちのDEF3・CPコスト2のユニットが攻撃を受けた。絆は?",
        "こっちのDEF3(コスト2)のユニットが相手のSTR5のユニットにアタックされた。何点減る?",
    ],
)
def test_ks_804_11a_3_attacked_asker_loses_stun_and_overkill(question: str) -> None:
    _, res = sim(question)
    assert (lost(res, "player1", "1306.3"), lost(res, "player1", "804.11a-3")) == (2, 2)
    assert lost(res, "player2") == 0


# ----- numbers as players write them -------------------------------------------------------------
@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("STR五のUNITでDEF二", "STR5のUNITでDEF2"),
        ("CPコスト三", "CPコスト3"),
        ("絆マイナス2", "絆-2"),
        ("相手はマイナス五", "相手は-5"),
        ("絆が三のとき", "絆が3のとき"),
        ("マイナス修正", "マイナス修正"),
    ],
)
def test_ks_kanji_and_spelled_out_numbers_are_normalised(raw: str, expected: str) -> None:
    assert normalize_text(raw) == expected


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("回復フェイズで俺の絆マイナス2、相手マイナス五。俺負け?", "player1"),
        ("回復フェイズ、自分の絆はマイナス三で相手の絆はマイナス一。どっちが負け?", "player2"),
    ],
)
def test_ks_705_5_negative_kizuna_spelled_out(question: str, winner: str) -> None:
    _, res = sim(question)
    assert won(res, winner, "705.5")


def test_ks_804_11a_3_kanji_stats() -> None:
    _, res = sim("STR五のUNITで、DEF二・CPコスト三の相手UNITに攻撃した。相手の絆は何点減る?")
    assert lost(res, "player2") == 6


# ----- stats after the noun, UNITs named by an icon, targets named by a state or icon -----------
@pytest.mark.parametrize(
    "question",
    [
        "STR3・DEF3のUNITで攻撃、相手はDEF3でCPコスト2のUNIT、STRは1。結果どうなる?",
        "相手のUNIT、DEF3・CPコスト2・STR1。STR3・DEF3の自分のUNITで攻撃したら?",
    ],
)
def test_ks_804_11a_4_stats_after_the_noun_decide_the_counter(question: str) -> None:
    built, res = sim(question)
    assert lost(res, "player2") == 2 and not stunned(res, "player1")
    assert "攻撃したUNITはスタンしません" in built.summarize(res)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "こっちのSTR4・DEF3・コスト3のユニットで攻撃したら、相手の【武術】持ち(STR2/DEF3、コスト2)はどうなる?",
            2,
        ),
        ("相手の場には【ヘイト】持ち(DEF2・コスト1)しかいない。STR4のUNITで攻撃したら相手の絆は?", 3),
    ],
)
def test_ks_icon_holder_without_a_noun_is_a_unit(question: str, expected: int) -> None:
    units = read_units(extract(question))
    assert any(u.side == "opponent" and u.icons for u in units)
    _, res = sim(question)
    assert lost(res, "player2") == expected and stunned(res, "player2") == ["d"]


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("相手の場にスタン中のUNITとDEF4のUNITがいる。スタンしてる方を狙ってSTR3で攻撃できる?", "803.5a-1"),
        (
            "相手の場に【ヘイト】を持つUNIT(DEF5)とDEF1のUNITがいる。STR3のUNITでDEF1のやつを攻撃できる?",
            "1407.1",
        ),
    ],
)
def test_ks_803_5_target_named_by_state_or_stat_is_checked(question: str, rule: str) -> None:
    _, res = sim(question)
    assert refused(res, rule) and not attacked(res)


def test_ks_1407_1_target_named_by_its_icon() -> None:
    _, res = sim(
        "相手の場に【ヘイト】持ちのUNIT(DEF5・CPコスト2)とDEF1のUNITがいる。STR6のUNITで【ヘイト】の方を攻撃したら?"
    )
    assert (lost(res, "player2", "1306.3"), lost(res, "player2", "804.11a-3")) == (2, 1)


@pytest.mark.parametrize(
    "question",
    [
        "相手のDEF2・CPコスト1のユニット攻撃していいんだっけ?こっちはSTR3",
        "自分のはSTR3。相手のDEF2・コスト1のUNITに攻撃したら?",
        "相手のDEF2・CPコスト1のUNIT、俺のSTR3のやつで殴れる?",
    ],
)
def test_ks_804_11a_3_attacker_named_without_a_unit_noun(question: str) -> None:
    _, res = sim(question)
    assert lost(res, "player2") == 2 and stunned(res, "player2") == ["d"]


# ----- 組織 (803.3b, 1218.2a) -------------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "組織の違うユニット2体(STR2とSTR3)でまとめてスクラム攻撃ってできる?",
        "別々の組織のSTR2のUNITとSTR3のUNITでスクラム攻撃したら?",
        "共通する組織がないUNIT2体でスクラム攻撃ってOK?",
    ],
)
def test_ks_803_3b_scrum_attack_of_different_organisations_is_refused(question: str) -> None:
    built, res = sim(question)
    assert refused(res, "803.3b") and "その攻撃はできません" in built.summarize(res)


def test_ks_803_3b_same_organisation_scrum_attack_runs() -> None:
    _, res = sim("同じ組織のSTR2のUNITとSTR3のUNITで、DEF4・CPコスト2の相手UNITにスクラム攻撃したら?")
    assert not refused(res, "803.3b") and lost(res, "player2") == 2


@pytest.mark.parametrize(
    "question",
    [
        "相手に攻撃されたとき、組織が違う自分のユニットをアクションしてスクラムサポートってできるの?",
        "攻撃された時に、別の組織のUNITでスクラムサポートできる?",
    ],
)
def test_ks_1219_2b_3_support_asked_about_during_an_attack(question: str) -> None:
    built, res = sim(question)
    assert built.situation == "kiseki.plan.support" and refused(res, "1219.2b-3")


# ----- 回復フェイズ, 配備ステップ ------------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "回復フェイズ、こっちにスタンしたUNITが2つ、向こうに1つ。最後に場に残るのはそれぞれいくつ?",
        "回復フェイズに自分のスタン状態のUNITが2つ、相手は1つ。それぞれ何体残る?",
    ],
)
def test_ks_705_6_each_player_recovers_one(question: str) -> None:
    _, res = sim(question)
    assert [len(res.zone(p, "field")) for p in ("player1", "player2")] == [1, 1]
    assert len(res.zone("player1", "kiseki")) == 1


@pytest.mark.parametrize(
    "question",
    [
        "【援軍】持ちのユニット出したいんだけど、場に同じ組織のユニットが1体いてCPも足りてる。出せるじゃん?",
        "場に同じ組織のUNITがいれば、【援軍】のUNITはCPが足りてればプレイできる?",
    ],
)
def test_ks_1403_1_engun_with_its_organisation_on_the_field_is_played(question: str) -> None:
    built, res = sim(question)
    assert "u1" in res.uids("player1", "field") and "1403.1" in built.summarize(res)


@pytest.mark.parametrize(
    ("question", "played"),
    [
        (
            "拠点に裏向きで置いてる【派遣】持ちユニット(CPコスト2)、拠点3枚なら配備ステップで拠点から出せる?",
            True,
        ),
        ("【派遣】を持つCPコスト3のUNITを拠点から出したい。拠点は2枚。", False),
    ],
)
def test_ks_1405_1_haken_is_played_from_the_base(question: str, played: bool) -> None:
    _, res = sim(question)
    assert ("u1" in res.uids("player1", "field")) is played
    assert played or refused(res, "1204.2f-1")


def test_ks_705_5_kizuna_before_a_comma_is_the_attacked_players() -> None:
    facts = extract("絆が3で、相手のSTR3のユニットに直接攻撃されたら負け?")
    assert "bond" not in facts.players["opponent"]
    _, res = sim("絆が3で、相手のSTR3のユニットに直接攻撃されたら負け?")
    assert won(res, "player2", "705.5") and res.outcome.result is Result.GAME_OVER


@pytest.mark.parametrize(
    "question",
    [
        "相手の場は【暗躍】のないDEF2のUNITと、【暗躍】持ちDEF6(コスト3)。【暗躍】持ちのSTR4のUNITで攻撃したら?",
        "相手の場は【暗躍】を持たないDEF2のUNITと【暗躍】持ち(DEF6・コスト3)。【暗躍】持ちのSTR4のUNITで攻撃したら?",
    ],
)
def test_ks_1402_1_negated_icon_and_stats_after_an_icon_holder(question: str) -> None:
    units = read_units(extract(question))
    assert [(u.def_, sorted(u.icons)) for u in units if u.side == "opponent"] == [(2, []), (6, ["【暗躍】"])]
    _, res = sim(question)
    assert attacked(res, "1402.1") and not stunned(res, "player2")


# ----- pronouns, bare STR/DEF pairs, 絆 losses --------------------------------------------------
@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("STR3、DEF2のキャラで相手の2/2(コスト1)に殴りかかったらどうなる?", (2, 1)),
        ("俺のDEF2・CPコスト1ユニットがSTR4のやつに攻撃された。何点減る?", (0, 3)),
        ("相手のDEF2・CPコスト1のUNIT、俺のSTR3のやつで殴れる?", (2, 0)),
    ],
)
def test_ks_804_11a_units_named_by_a_pronoun_or_a_bare_pair(question: str, expected: tuple[int, int]) -> None:
    _, res = sim(question)
    assert (lost(res, "player2"), lost(res, "player1")) == expected


def test_ks_1407_1_a_pronoun_refers_to_the_unit_with_that_stat() -> None:
    question = "相手の場に【ヘイト】を持つUNIT(DEF5)とDEF1のUNITがいる。STR3のUNITでDEF1のやつを攻撃できる?"
    units = read_units(extract(question))
    assert len([u for u in units if u.role != "attacker"]) == 2  # the やつ is the DEF1 UNIT, not a third
    _, res = sim(question)
    assert refused(res, "1407.1")


@pytest.mark.parametrize("question", ["絆が3減った。今絆1なんだけど負け?", "絆を2点失って、絆は残り5"])
def test_ks_705_5_a_kizuna_loss_is_not_the_kizuna_left(question: str) -> None:
    facts = extract(question)
    assert facts.numbers.get("bond") in (1, 5) or any(v.get("bond") in (1, 5) for v in facts.players.values())
