"""fow round 7 (issue 11, item 7), continued from test_plans_fow_round7.py: with fow's builders
retired, through `plans.situate` — one card destroyed (10.9.1-10.9.3), summoned or put directly
(10.5), revealed again (10.4.2), removed from the game (10.3.1), [レスト] paid (10.12.2), [+A/+B]
counters (10.21.2), draws and discards whose moved count is asked (10.8.2, 10.18), no winner from
§10, and will produced or a cost compared with (blind M fow-bm-06, bm-08)."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.9: one card destroyed — where it goes, or whether it is destroyed -------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手のルーラーエリアにあるルーラーって、『カード1枚を破壊する』効果で破壊できますか?",
        "相手のルーラーはルーラーエリアにいる(J化してない)。自分の「カード1枚を破壊する」効果でそのルーラーを破壊できる?",
        "相手の「対象のカード1枚を破壊する」で、ルーラーエリアにいる自分のルーラーを壊すって言われた。"
        "ルーラーを破壊するとは書いてない。これで俺のルーラー破壊される?",
    ],
)
def test_10_9_2_a_ruler_in_its_area_is_destroyed_only_by_an_effect_naming_it(question: str) -> None:
    assert _answered(question) == (True, False)


def test_10_9_2_an_effect_that_says_destroy_the_ruler_destroys_it() -> None:
    assert _answered("自分の「ルーラーを破壊する」効果で、ルーラーエリアの相手のルーラーを破壊できる?") == (
        True,
        True,
    )


@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイターが「このターン破壊されない」効果を受けてて、しかもダメージが防御力以上たまってる。ここに"
        "自分が「リゾネイター1体を破壊する」を撃ったら、そのリゾネイターは破壊される?",
        "「破壊されない」効果を受けている相手のリゾネイターを、自分の「リゾネイター1体を破壊する」で破壊できる?",
        "自分のリゾネイターは破壊されない効果を受けてる。相手の破壊する効果で破壊される?",
    ],
)
def test_10_9_3_a_card_that_is_not_destroyed_stays(question: str) -> None:
    assert _answered(question) == (True, False)


@pytest.mark.parametrize(
    ("question", "zone"),
    [
        ("相手の効果で、こっちのJ/ルーラーが破壊された。J/ルーラーはどこに移動する?", "ruler_area"),
        ("自分の魔石が相手の効果で破壊された。どこに行くの?", "graveyard"),
        ("自分の場のリゾネイターが破壊されたら、どこへ置かれる?", "graveyard"),
    ],
)
def test_10_9_1_a_destroyed_card_goes_to_its_owners_zone(question: str, zone: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.sim.result.uids("player1", zone) == ["d1"]


def test_10_9_1_the_source_stays_and_a_j_ruler_goes_to_the_ruler_area() -> None:
    question = (
        "自分の墓地5枚。相手のリゾネイターの起動能力(そのリゾネイターは場に残る)で、自分の場のJルーラーと"
        "リゾネイター1体がまとめて破壊された。自分の墓地は何枚になる?"
    )
    assert _answered(question) == (True, [6])


_GY = "graveyard"


# --- 10.5: a summon goes through the chase; put directly it is not ‘召喚された’ -----------------------
@pytest.mark.parametrize(
    ("question", "where"),
    [
        ("効果でリゾネイターを召喚するように指示されたら、そのリゾネイターはすぐ場に出るんですか?", "field"),
        (
            "召喚呪文としてチェイスエリアに置かれたリゾネイターが無効にされたら、そのカードはどこへ?",
            "graveyard",
        ),
        (
            "リゾネイターを召喚したけど、その召喚呪文が無効にされた。そのリゾネイターはどこに行く?",
            "graveyard",
        ),
        ("手札のリゾネイターを召喚して、チェイスで解決された。どうなる?", "field"),
    ],
)
def test_10_5_1_a_summoned_resonator_enters_from_the_chase(question: str, where: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None and gated.built.situation == "fow.plan.summon"
    moves = [e.data["to_zone"] for e in gated.sim.result.events if e.type == "move"]
    assert moves == ["chase", where]


@pytest.mark.parametrize(
    "question",
    [
        "効果で手札からリゾネイターを直接場に出したんだけど、そいつの『このカードが召喚されたとき』って能力発動する?",
        "手札のリゾネイターを「場に出す」効果でチェイスを経由せず直接場に出した。そいつの「このカードが召喚されたとき、"
        "カードを1枚引く」って発動する?",
        "効果でリゾネイターを直接場に出した。「このカードが召喚されたとき、カードを1枚引く」は誘発する?",
    ],
)
def test_10_5_2_put_directly_is_not_summoned(question: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None
    assert [e.data["to_zone"] for e in gated.sim.result.events if e.type == "move"] == ["field"]
    assert not [e for e in gated.sim.result.events if e.type == "trigger"]
    assert "条件を満たしません" in gated.built.summarize(gated.sim.result)


def test_10_5_a_count_asked_after_a_summon_is_not_this_plans() -> None:
    gated, _ = situate("リゾネイターを召喚した。場のリゾネイターは何体?", GAME)
    assert gated.built is None or gated.built.situation != "fow.plan.summon"


# --- 10.8 / 10.18: draws and discards — a count moved, two counts, what happens ------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("手札が4枚あるときに、カードを指定しない『手札を捨てる』指示を受けたら何枚捨てる?", [4]),
        ("手札3枚で「手札を捨てる」を受けた。何枚が墓地に行く?", [3]),
        ("手札4枚あって、カード指定なしの「手札を捨てる」って効果を受けた。墓地に行くのは何枚?", [4]),
        ("山札が5枚あるときに『カードを2枚引く』を解決したら、手札は何枚増えて山札は何枚残る?", [2, 3]),
        ("手札７枚のうち３枚を捨てる効果を使ったら、墓地に何枚行って手札は何枚残る?", [4]),
    ],
)
def test_10_18_2_and_10_8_2_the_count_moved_is_told(question: str, value: list[int]) -> None:
    stated, got = _answered(question)
    assert stated and all(v in got for v in value), got


def test_10_18_1_both_counts_asked_are_in_the_conclusion() -> None:
    gated, _ = situate("手札７枚のうち３枚を捨てる効果を使ったら、墓地に何枚行って手札は何枚残る?", GAME)
    assert gated.sim is not None and gated.built is not None
    told = gated.built.summarize(gated.sim.result)
    assert "自分の墓地は3枚増えます" in told and "自分の手札は4枚になります" in told


@pytest.mark.parametrize(
    ("question", "failed"),
    [
        ("メインデッキが残り2枚のときに「カードを3枚ドローする」効果を解決したらどうなる?", True),
        ("メインデッキが0枚のときにドローしたらどうなる?", True),
        ("山札が10枚のときに「カードを2枚引く」を解決したらどうなる?", False),
    ],
)
def test_10_8_2_a_draw_one_card_at_a_time_until_the_deck_is_empty(question: str, failed: bool) -> None:
    gated, note = situate(question, GAME)
    assert gated.sim is not None and gated.accounting.verdict.stated
    assert bool([e for e in gated.sim.result.events if e.type == "draw_failed"]) is failed
    assert ("§10" in (note or "")) is failed  # 10.8: defeat by an empty deck is not in §10


def test_10_8_2_a_deck_count_asked_left_with_no_deck_told_withholds() -> None:
    assert not _answered("カードを2枚ドローした。山札は何枚残る?")[0]


# --- 10.4.2 / 10.3.1 / 10.12.2: revealed again, removed from the game, [レスト] asked what happens ------
@pytest.mark.parametrize(
    "question",
    [
        "すでに公開されているカードを再び公開したらどうなる?",
        "公開されている手札のカードをもう一度公開すると?",
        "既に公開したカードを再度公開したら?",
    ],
)
def test_10_4_2_a_card_already_revealed_is_not_revealed_again(question: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None
    assert gated.built.summarize(gated.sim.result).startswith(
        "シミュレーション結果: すでに公開されているカード"
    )


def test_10_4_two_reveals_not_said_of_one_card_withhold() -> None:
    assert not _answered("手札のカードを公開した。別のカードを公開したら?")[0]


@pytest.mark.parametrize(
    ("question", "seat"),
    [
        ("リゾネイターをゲームから取り除いたら?", "player1"),
        ("相手のリゾネイターをゲームから取り除いたらどうなる?", "player2"),
        ("自分のアディションをゲームから取り除くとどうなる?", "player1"),
    ],
)
def test_10_3_1_a_card_removed_from_the_game_goes_to_its_owners_removed_area(
    question: str, seat: str
) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None
    assert gated.sim.result.uids(seat, "removed") == ["r"] and not gated.sim.result.zone(seat, "graveyard")


@pytest.mark.parametrize(
    ("question", "paid"),
    [
        ("リカバー状態のリゾネイターで[レスト]の能力を使うと?", True),
        ("レスト状態のリゾネイターで[レスト]の能力を使うと?", False),
        ("もうレストしてるリゾネイターの[レスト]能力を使ったらどうなる?", False),
    ],
)
def test_10_12_2_the_rest_symbol_is_paid_by_a_recovered_card(question: str, paid: bool) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.accounting.verdict.stated
    assert (not [e for e in gated.sim.result.events if e.type == "rejected"]) is paid


_SAME = "同一のカウンター"


# --- 10.21.2: [+A/+B] counters — one counter per name, +A/+B only on a J/リゾネイター --------------------
@pytest.mark.parametrize(
    ("question", "told"),
    [
        ("防御力を持たないアディションに+200/+200カウンターを置いたら、数値は上がる?", "を得ません"),
        ("アディションに+100/+100カウンターを置いたら数値は上がる?", "を得ません"),
        (
            "同じリゾネイターに、別々の効果で+100/+100カウンターを1個ずつ置いた。この2つは別のカウンター?",
            "同一のカウンター",
        ),
        ("リゾネイターに別の効果で+200/+200カウンターを1個ずつ置いた。別のカウンターなの?", "2個になります"),
    ],
)
def test_10_21_2_counters_of_one_name_are_one_counter(question: str, told: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.built is not None
    assert told in gated.built.summarize(gated.sim.result)


# --- §10 has no defeat: a question asking who wins or loses is never answered 'no winner' ----------
@pytest.mark.parametrize(
    "question",
    [
        "ライフ500の相手に、手札5枚の状態で『手札1枚につき100ダメージ』を与えた。相手の負け?",
        "相手のライフが1000で、1000ダメージを与えた。これで勝ち?",
        "相手の手札5枚。「相手は手札を捨てる」を使った。相手は負ける?",
    ],
)
def test_10_no_winner_is_stated_from_section_10(question: str) -> None:
    assert not _answered(question)[0]


# --- blind M, 10.2.4 / 10.2.6: will produced is no card played, a cost compared with is no cost ------
@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "コスト[炎][炎][3]のカードをプレイしたい。出せるウィルが炎2点・水1点・光1点の合計4点しかない。"
            "とりあえず払える分だけ払って出すとかできる?",
            "no",
        ),
        ("コスト[水][2]のカードをプレイしたい。出せるウィルは水1点・光1点・闇1点。払える?", "yes"),
        ("コスト[光][光]のリゾネイターを出したい。出せるウィルは光1点と風1点。これで払える?", "no"),
    ],
)
def test_10_2_4_will_that_can_be_produced_is_no_card_played(question: str, can: str) -> None:
    assert _answered(question) == (True, can)


@pytest.mark.parametrize(
    ("question", "can"),
    [
        (
            "コストに[月]が入ってるカード。手元にあるのは普通の光のウィル1点だけ(月の特質とかは無し)。"
            "[1]みたいに何でもいいんじゃないの?これで[月]払える?",
            "no",
        ),
        ("[月]って[1]のように何のウィルでも払えるの?闇のウィル1点で[月]を払える?", "no"),
        ("[2]と同じで属性は関係ない?水のウィル2点で[2]払える?", "yes"),
    ],
)
def test_10_2_6_a_cost_compared_with_is_not_the_cost_paid(question: str, can: str) -> None:
    assert _answered(question) == (True, can)


# --- what the destroy and summon plans do not read: they decline ------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "破壊されない効果を受けていないリゾネイターを破壊したらどうなる?",
        "自分のリゾネイターが破壊されない効果を失った後、破壊されたらどうなる?",
        "相手のリゾネイターの「破壊されない」効果は切れた。そのリゾネイターを破壊できる?",
        "ルーラーを破壊したらどうなる?",  # 10.9.2 decides by the effect's text, which is not given
        "リゾネイターを2体召喚したらどうなる?",  # the summon plan summons one resonator
        "リゾネイターを召喚して、それが無効にされなかったらどうなる?",  # a negation denied
    ],
)
def test_10_9_3_and_10_5_what_is_not_read_withholds(question: str) -> None:
    assert not _answered(question)[0]
