"""Round-27 reading fixes from blind BA's first try, each a mechanism over several wordings.

* keywords joined by a bare と and then held together (「【威圧】と【守護】を両方持った」) are one card's: the
  attack plan had read two followers and made the guard block a leader attack 12.12.2 allows (sve-ba-10);
* a damage total said in 点 after the word ダメージ (「ダメージは合計300点です」) answers 「何ダメージ?」: the
  sentence had been skipped as another unit and a per-trigger amount stated (fow-ba-09);
* 「俺の最初のターン」 names whose first turn is run, whatever other turn the question tells before it (the
  drawer had been named 相手 for a 「相手のターン中に…なかった」 told first, ninjaslayer-ba-22).
"""

from __future__ import annotations

import pytest

from service.answering.answer_line import answer_line
from service.answering.plans import situate
from tests.service.answering.audit_data import situated


# sve 12.8.2 / 12.12.2: 【守護】 binds the attacker only "if possible"; a guard with 【威圧】 is no legal
# target, so the leader stays attackable
@pytest.mark.parametrize(
    "question",
    [
        "相手の場には【威圧】と【守護】を両方持った横向きのフォロワーが1体だけいる。俺のフォロワーは前のターンから場に"
        "いてスタンド状態。守護がいるからリーダーは殴れない?",
        "相手の場に【守護】と【威圧】を持つアクト状態のフォロワーが1体。前のターンから出してる俺のフォロワーでリーダーに"
        "攻撃できる?",
        "相手の場に【威圧】と【守護】をどちらも持ったアクト状態のフォロワーがいる。前のターンから場にいる俺のフォロワーで"
        "相手のリーダーを攻撃できる?",
    ],
)
def test_12_12_2_keywords_held_together_are_one_followers(question: str) -> None:
    assert situated(question, "sve")[:2] == (True, "yes"), question


# a guard and another follower told apart stay two cards (the guard binds the attack, 12.8.2)
def test_12_8_2_keywords_each_with_its_own_mochi_stay_two_cards() -> None:
    question = (
        "相手の場には【守護】持ちと【威圧】持ちのアクト状態のフォロワーがいる。前のターンからいる俺のフォロワーで"
        "リーダーを殴れる?"
    )
    # round 29: the phrase builder states 'no' and the attack plan 'yes' (a latent plan misreading of the two
    # keyword holders, open) — plans.situate withholds a builder's verdict a plan contradicts
    stated, value = situated(question, "sve")[:2]
    assert not stated or value == "no"


# fow 10.8.2: three draws are three single draws, each firing the 'each time you draw' trigger
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "俺の場に「あなたがカードを1枚ドローするたび、相手に100ダメージを与える」がある状態で「カードを3枚ドローする」"
            "を解決した。相手には合計何ダメージ入る?",
            [300],
        ),
        (
            "自分の場に『あなたがカードを1枚引くたび、相手に200ダメージを与える』がある。『カードを2枚引く』を使ったら"
            "相手は何ダメージ受ける?",
            [400],
        ),
    ],
)
def test_10_8_2_a_total_damage_in_ten_answers_how_much_damage(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


# ninjaslayer 502.3a: only the game's first turn draws 1; the second player's first turn draws 2
@pytest.mark.parametrize(
    "question",
    [
        "俺は後攻。最初の手札は4枚で、相手のターン中に手札の出入りはなかった。俺の最初のターンのドロー・ステップが"
        "終わった時、手札は何枚?",
        "後攻の俺。相手のターンでは何もしてない。自分の最初のターンのドローで手札は何枚?",
    ],
)
def test_502_3a_the_askers_first_turn_is_the_one_run(question: str) -> None:
    told, value, summary = situated(question, "ninjaslayer")[:3]
    assert (told, value) == (True, [6]), question
    assert "自分はカードを2枚ドロー" in str(summary)


# sve 12.13.2 / 10.5.2.2: 【ドレイン】 heals the attacker's leader by the damage dealt; the attack named
# again as the time after it (「攻撃した後の…体力は?」「殴った後の…」) is no second attack
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "俺のリーダーの体力は15。前のターンから場にいる攻撃力2の【ドレイン】持ちで相手リーダーを攻撃した。"
            "攻撃した後の俺のリーダーの体力は?",
            [17],
        ),
        (
            "自分のリーダーの体力は12。前のターンから場にいる攻撃力3の【ドレイン】持ちフォロワーで相手のリーダーを殴った。"
            "殴った後の自分のリーダーの体力はいくつ?",
            [15],
        ),
    ],
)
def test_12_13_2_an_attack_named_as_the_time_after_it_is_no_second_attack(
    question: str, want: list[int]
) -> None:
    assert situated(question, "sve")[:2] == (True, want), question


# 「殴った後、もう一回殴れる?」: もう after the time names another attack (8.4.2: an acted follower cannot)
def test_8_4_2_another_attack_after_the_first_stays_an_act() -> None:
    question = "前のターンから場にいる攻撃力3のフォロワーで相手リーダーを殴った。殴った後、もう一回殴れる?"
    assert situated(question, "sve")[:2] == (True, "no")


# a run whose conclusion opens with no sentence of its own answers no what-happens: withheld, not 'ongoing'
def test_an_empty_conclusion_states_no_outcome() -> None:
    question = (
        "相手の場:フォロワーA(アクト状態、【守護】と【威圧】両方持ち)、フォロワーB(アクト状態、キーワードなし)。"
        "こっちは前ターンからいるスタンドのフォロワー1体。守護がいるからリーダーに行けない…って思ってたんだけど実際どう?"
    )
    assert situated(question, "sve")[0] is False


# ninjaslayer 1403.2: サツバツ kills the character that made the アイサツ at the damage step's end; a rule
# the asker takes for granted as a role's (「アイサツした側はダメージ受けないから」) is a claim,
# its modifier no card's
@pytest.mark.parametrize(
    "question",
    [
        "俺のカラテ1のキャラで、相手のサツバツ持ちの耐久力3のキャラにアイサツした。1点しか入らず相手のキャラは生き残った。"
        "アイサツした側はダメージ受けないから俺のキャラは無事だよね?",
        "相手の場にサツバツ持ちで耐久力5のキャラ。俺のカラテ2のキャラでアイサツして2点入れた。アイサツした方はダメージを"
        "受けないんだから、俺のキャラは死なないよね?",
        "相手の場にサツバツを持つ耐久力4のキャラがいる。俺のカラテ2のキャラでそいつにアイサツした。アイサツされた側は"
        "殴り返してこないし、俺のキャラは無事だよね?",
    ],
)
def test_1403_2_a_roles_rule_taken_for_granted_is_a_claim(question: str) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, True), question


# an act's count guessed in the asking sentence is a yes/no of the run's count (502.3a ninjaslayer: the
# second player's first turn draws 2; onepiece 6-3-1: the first player draws none on turn 1; sve 7.4.7:
# the turn player discards down to 7) — the game's status had been stated for it
@pytest.mark.parametrize(
    ("game", "question", "want"),
    [
        ("ninjaslayer", "後攻の最初のターンって、ドローは1枚だけ?", "no"),
        ("ninjaslayer", "俺は後攻。自分の最初のターンのドローは1枚だけ?", "no"),
        ("ninjaslayer", "俺は先攻。最初のターンに引くのって2枚?", "no"),
        ("onepiece", "先攻の最初のターンってドローは1枚?", "no"),
        ("sve", "手札8枚で自分のターンのエンドフェイズ。捨てるのは1枚だけ?", "yes"),
        ("sve", "手札9枚で自分のターンのエンドフェイズ。捨てるのは1枚だけ?", "no"),
    ],
)
def test_an_acts_count_guessed_is_a_yes_or_no(game: str, question: str, want: str) -> None:
    assert situated(question, game)[:2] == (True, want), question


# fow 10.21.2: each +A/+B counter gives [+A/+B]; the counters' count after the noun (「カウンターが2つ」) is
# how many are put (blind BB fow-bb-20 had put one, its 2 met by the script's two steps)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        (
            "元の攻撃力500・防御力500のリゾネイターに+100/+100カウンターが2つ乗ってて、さらに「ターン終了時まで"
            "[+300/-200]を得る」を受けた。今の防御力は?",
            [500],
        ),
        ("元々400/400のリゾネイターに+100/+100カウンターが2つ乗ってる。防御力はいくつ?", [600]),
        ("防御力300のリゾネイターに+100/+100カウンターを3個置いた。防御力は?", [600]),
    ],
)
def test_10_21_2_the_counters_count_said_after_the_noun(question: str, want: list[int]) -> None:
    assert situated(question, "fow")[:2] == (True, want), question


# the answer line of an act's count guessed says whether that is the count, no permission (「できません」 had
# been said for 「ドローは1枚だけ?」)
@pytest.mark.parametrize(
    ("game", "question", "line"),
    [
        ("ninjaslayer", "俺は後攻。自分の最初のターンのドローは1枚だけ?", "答え: その値にはなりません"),
        ("sve", "手札8枚で自分のターンのエンドフェイズ。捨てるのは1枚だけ?", "答え: その値になります"),
    ],
)
def test_an_acts_count_guessed_is_answered_as_a_value(game: str, question: str, line: str) -> None:
    gated, _ = situate(question, game)
    assert answer_line(gated.accounting.verdict, gated.accounting.reading) == line
