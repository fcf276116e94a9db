"""fow round 7 (issue 11, item 7): the damage builders retired — damage answered from the reading.

Through `plans.situate` (the user's path): 10.6.4.1 damage ‘1つにつき’ is ONE instance whose
prevention applies once (blind M fow-bm-01: the structured value had been the 400 before the
reduction, the answer 300), counted in the zone of the effect's controller; 10.6.2 damage to a player
bound to its target from the reading (「相手から」「食らった」「相手(ライフ2500)に」); a card's damage
said 「蓄積は?」 or repeated 「3回」; 10.2.6 a will named with no count that cannot pay whatever its count.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.answering.reading.reader import read

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.6.4.1 / 10.17.1.1: a per-count amount is one instance, reduced once ---------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の手札が4枚ある状態で、相手のリゾネイターに「あなたの手札1枚につき100ダメージを与える」を撃った。"
            "ただそのリゾネイター、「このカードにダメージが与えられるたび、そのダメージを100軽減する」って能力持ち。"
            "結局何点乗るの?",
            [300],
        ),
        (
            "手札3枚の自分が、相手のリゾネイターに『あなたの手札1枚につき200ダメージを与える』を撃った。相手の"
            "リゾネイターは『このカードにダメージが与えられるたび、そのダメージを100軽減する』って能力持ち。何点乗る?",
            [500],
        ),
        (
            "『あなたの場のリゾネイター1体につき300ダメージを対象のリゾネイターに与える』を撃った。自分の場の"
            "リゾネイターは3体。対象の相手リゾネイター(ダメージ0)は『このカードに与えられるダメージを200軽減する』"
            "持ち。最終的にそいつに乗るダメージは?",
            [700],
        ),
    ],
)
def test_10_6_4_1_per_count_damage_is_one_instance_reduced_once(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手が『あなたの場のリゾネイター1体につき200ダメージを与える』を自分に撃ってきた。"
            "相手の場にはリゾネイターが３体。自分のライフ4000はいくつになる?",
            [3400],
        ),
        (
            "相手のライフ4000。ターンプレイヤーの自分が「あなたの手札1枚につき200ダメージを相手プレイヤーに与える」"
            "ってのを使った。解決時の自分の手札は3枚。相手のライフいくつになる?",
            [3400],
        ),
        ("ライフ500の相手に、手札5枚の状態で『手札1枚につき100ダメージ』を与えた。相手のライフは?", [0]),
    ],
)
def test_10_6_4_1_the_count_is_of_the_effects_controller(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_6_4_1_a_count_told_of_the_other_player_than_the_card_text_counts_withholds() -> None:
    # the opponent's card says 「相手の手札」 (the asker's hand), the question counts the opponent's
    stated, _ = _answered(
        "相手のリゾネイターの能力で「相手の手札のカード1枚につき200ダメージを対象のプレイヤーに与える」"
        "みたいなのを自分が食らった。相手の手札は4枚、自分のライフは3000。残りライフいくつ?"
    )
    assert not stated


def test_10_6_4_1_the_unit_of_a_per_count_is_no_count_of_a_zone() -> None:
    reading = situate("相手が『あなたの場のリゾネイター1体につき200ダメージを与える』を撃った", GAME)[0]
    assert reading is not None
    from service.answering.plans.fow_per_count import units

    read_ = units(read("『あなたの場のリゾネイター1体につき200ダメージを与える』", GAME))
    assert not [f for f in read_.facts if f.concept == "field_count"]


# --- 10.6.2: the player a damage is dealt to, from the reading ----------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "非ターンプレイヤーの相手(ライフ2500)に自分の効果で1500ダメージ。相手は『そのダメージを400軽減する』"
            "で返してきた。相手のライフいくつ残る?",
            [1400],
        ),
        (
            "ターンプレイヤーの相手がライフ4000。こっちのリゾネイターの能力で相手プレイヤーに700ダメージ与えたら"
            "相手のライフいくつ?",
            [3300],
        ),
        (
            "非ターンプレイヤーの自分、ライフ1500。相手が自分に800ダメージ飛ばしてきたけど、こっちは先に"
            "「次にあなたに与えられるダメージを軽減する」を使ってた(何点とは書いてない)。ライフいくつ残る?",
            [1500],
        ),
        ("ライフ3千のときに2千5百ダメージ食らったら残りいくつ?", [500]),
        ("相手のライフが4000のとき1500ダメージを与えたら、相手のライフはいくつ残りますか?", [2500]),
        ("相手から１０００ダメージ飛んできたので『ダメージを400軽減する』を使った。ライフは何点減る?", [600]),
    ],
)
def test_10_6_2_damage_lowers_the_life_of_the_player_it_is_dealt_to(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手から1000ダメージ飛んできた。ライフは?",
        "ライフは?相手に500ダメージ与えたら何点?",
        "自分に300ダメージ。ライフいくつ?",
    ],
)
def test_10_6_2_the_life_left_with_no_life_told_withholds(question: str) -> None:
    assert not _answered(question)[0]


# --- 10.6.1: a card's damage asked as 蓄積, repeated instances ------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("防御力800のリゾネイターに、100ダメージを3回。蓄積は?", [300]),
        ("防御力900のリゾネイターに200ダメージ。蓄積って?", [200]),
        ("防御力500のリゾネイターに300ダメージ、100軽減。蓄積は?", [200]),
    ],
)
def test_10_6_1_accumulated_damage_asked_as_chikuseki(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "text",
    [
        "防御力800のリゾネイターに千ダメージ与えたら?",
        "リゾネイターに五百ダメージを受けた",
        "相手に500のダメージ",
    ],
)
def test_10_6_damage_in_kanji_numerals_or_with_no_is_read_with_its_amount(text: str) -> None:
    dealt = [f for f in read(text, GAME).facts if f.concept == "damage" and isinstance(f.value, int)]
    assert len(dealt) == 1 and dealt[0].value in (1000, 500)


# --- 10.2.6: a will named with no count ---------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "[月]を支払えって言われたとき、月の特質を持たない光のウィルで払ってもいい?",
        "光のウィルで[水]を払える?",
        "コスト[闇]のカード、風属性のウィルで払える?",
    ],
)
def test_10_2_6_will_of_an_attribute_that_cannot_pay_whatever_its_count(question: str) -> None:
    gated, note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, "no")
    assert note is not None and "コストと同じ点数" in note  # the unsaid count is named


@pytest.mark.parametrize(
    "question", ["光のウィルで[光][光]を払える?", "[月]を払える?", "水のウィルで[2]払える?"]
)
def test_10_2_4_will_with_no_count_that_could_pay_withholds(question: str) -> None:
    assert not _answered(question)[0]


# --- 10.10: a player disposes only of cards it controls ---------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "相手の場のリゾネイターを破棄する、ってできるの?",
        "自分のカードの「カード1枚を破棄する」って効果で、相手の場のリゾネイターを破棄できる?",
        "自分のカードに「カード1枚を破棄する」ってテキストがある。これで相手がコントロールしてるアディションを"
        "破棄して墓地送りにできる?",
        "自分のカードのコストに「リゾネイター1体を破棄する」って書いてある。相手の場の、相手がコントロールしてる"
        "リゾネイターを破棄してコストに充てられる?",
    ],
)
def test_10_10_a_card_another_player_controls_cannot_be_disposed(question: str) -> None:
    assert _answered(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "自分の場のリゾネイターを破棄できる?",
        "自分のアディションを破棄してもいい?",
        "自分の場のリゾネイターを破棄したら、どこに行くの?",
    ],
)
def test_10_10_the_asker_disposes_of_its_own_card_to_the_graveyard(question: str) -> None:
    gated, _ = situate(question, GAME)
    assert gated.sim is not None and gated.accounting.verdict.stated
    assert gated.accounting.verdict.value in ("yes", {"result": "ongoing", "winner": None})
    assert [c["uid"] for c in gated.sim.result.zone("player1", "graveyard")] == ["x"]


@pytest.mark.parametrize("question", ["リゾネイターを破棄できる?", "場のアディションって破棄できるの?"])
def test_10_10_whose_card_unsaid_withholds(question: str) -> None:
    assert not _answered(question)[0]


# --- blind M: counts listed after a player, a doubt asked, 10.18.2.1 ---------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "非ターンプレイヤーの相手、手札6枚・墓地3枚。こっちの効果で「相手は手札を捨てる」(枚数指定なし)。"
            "相手の墓地何枚になる?",
            [9],
        ),
        ("相手、手札2枚、墓地4枚。「相手は手札を捨てる」を使った。相手の墓地は何枚?", [6]),
        ("相手、手札5枚・墓地0枚。自分の効果で「相手は手札を捨てる」。解決後の相手の墓地は?", [5]),
    ],
)
def test_10_18_2_counts_listed_after_a_player_are_that_players(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "手札0枚のときに「手札を捨てる。そうしたなら、カードを2枚引く」を解決したら?捨ててないから引けない?"
        "最後に手札何枚?",
        "手札0枚で「手札を捨てる。そうしたなら、カードを2枚引く」を解決。捨ててないのに引けるの?手札は何枚?",
        "手札が0枚。「手札を捨てる。そうしたなら2枚引く」を使った。手札が無いから捨ててない?最終的に手札何枚?",
    ],
)
def test_10_18_2_1_an_empty_hand_is_still_discarded(question: str) -> None:
    assert _answered(question) == (True, [2])


def test_10_18_1_a_counted_discard_that_a_later_part_hangs_on_withholds() -> None:
    assert not _answered("手札0枚で「手札を1枚捨てる。そうしたなら、カードを2枚引く」を解決。手札何枚?")[0]


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
