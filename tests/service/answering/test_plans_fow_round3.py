"""Force of Will, round 3 of the plans: a spell written 呪文 negated on the chase (10.11.1) and will
abilities played while paying (10.2.5). Wordings of our own, through the plans and as /ask answers
them (`situate`); what cannot be modelled stays withheld.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.11.1: a negated card goes from the chase area to its OWNER's graveyard ---------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手がプレイした呪文がチェイスエリアに乗ってて、俺がそれを無効にした。相手の墓地は今3枚。相手の墓地は何枚?",
            [4],
        ),
        ("自分の呪文を相手に無効にされた。自分の墓地は2枚だった。自分の墓地は何枚になる?", [3]),
        ("相手の墓地が5枚。相手の呪文をチェイス上で無効にした。相手の墓地はいくつ?", [6]),
        # (the negating player's graveyard: withheld since audit 12b, test_fow_audit12b)
    ],
)
def test_10_11_1_a_negated_spell_goes_to_its_owners_graveyard(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_11_1_a_spell_that_dealt_damage_was_not_negated() -> None:
    assert _answered("相手の呪文でダメージを受けた。相手の墓地は3枚。相手の墓地は何枚?")[0] is False


# --- 10.2.5: will abilities may be played while paying; 10.12.2: a rested card cannot pay [レスト] ---


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "保有ウィルは炎1点。リカバー状態の魔石があって、それは[レスト]で[炎]を出せる。"
            "コスト[炎][炎]のカード、支払いの途中で魔石のウィル能力を使って払える?",
            "yes",
        ),
        (
            "保有ウィルが0で、リカバー状態の魔石(レストして[闇]を出す)が1枚ある。"
            "コスト[闇]のカード、ウィル払うときにその魔石から出して払える?",
            "yes",
        ),
        (
            "保有ウィルは水1点だけ。コスト[水][1]のカードをプレイしたい。リカバー状態の魔石があって、"
            "そいつのウィル能力で風のウィル1点を出せる。払ってる最中にそのウィル能力で足りない1点まかなえる?",
            "yes",
        ),
        # the stone is rested: its [レスト] cannot be paid, so it makes no will (10.12.2)
        (
            "ウィルは光1点だけ。コスト[光][1]の呪文を撃ちたい。魔石はレスト状態で、レストして[水]を出す"
            "能力がある。支払いの際にその魔石で払える?",
            "no",
        ),
        # recovered, but what it makes does not pay the [風] (10.2.2, 10.2.4)
        (
            "保有ウィルは水1点。リカバー状態の魔石があって、そいつは[レスト]で水のウィル1点を出せる。"
            "コスト[風][1]のカード、支払い中にその魔石のウィル能力を使えば払える?",
            "no",
        ),
    ],
)
def test_10_2_5_will_abilities_played_while_paying(question: str, value: str) -> None:
    gated, note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, value)
    assert gated.built is not None and gated.built.situation == "fow.plan.will_ability"
    assert note and "ウィル能力を持つカード" in note  # the card's owner is a named default


@pytest.mark.parametrize(
    "question",
    [
        # the stone's state is not said: whether its [レスト] can be paid is not known
        "保有ウィル0。魔石はレストして[風]を出すやつ。コスト[風]のカード、払うときにこの魔石使える?",
        # a stone making will of any attribute: not read as one attribute
        "保有ウィル0の状態でコスト[風][1]のカードをプレイ。魔石(風を出せるのと何でもいいの)をレストしてウィル出して払うのってアリ?",
        # the held-will builder no longer answers as if the stone were not there (it had said 'no')
        "保有ウィル0。リカバー状態のリゾネイターが[レスト]で[風]を出せる。コスト[風]のカードを払える?",
    ],
)
def test_10_2_5_a_will_source_not_modelled_is_withheld(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.1.2: an addition an effect puts onto the field is set on a legal host, or stays ----------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の場にも相手の場にもリゾネイターは1体もいない。この状況で効果で[アディション:リゾネイター]を"
            "手札から場に出せる?",
            "no",
        ),
        # the one resonator is forbidden to take an addition: no legal host
        (
            "相手の場にリゾネイターが1体、自分の場にはリゾネイターがいない。相手のリゾネイターはアディションを"
            "付けられない効果を受けている。効果で墓地の[アディション:リゾネイター]を場に出すことはできる?",
            "no",
        ),
        # a legal host on either field will do (the opponent's too)
        (
            "効果で手札の[アディション:リゾネイター]を場に出す。自分の場にリゾネイターは0体、相手の場にリゾネイターが2体。場に出せる?",
            "yes",
        ),
        (
            "[アディション:J/リゾネイター]を墓地から効果で場に出したい。自分の場にリゾネイターが1体いて、"
            "相手の場にはリゾネイターがいない。出せる?",
            "yes",
        ),
    ],
)
def test_10_1_2_an_addition_put_onto_the_field_needs_a_legal_host(question: str, value: str) -> None:
    gated, _note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, value)
    assert gated.built is not None and gated.built.situation == "fow.plan.addition_enters"


@pytest.mark.parametrize(
    "question",
    [
        # played from the hand it goes through the chase (10.1.1): not this rule
        "手札の[アディション:リゾネイター]をプレイしたい。自分の場にも相手の場にもリゾネイターは1体もいない。プレイできる?",
        # two resonators and one forbidding effect: which one has it is not said
        "効果で墓地の[アディション:リゾネイター]を場に出したい。自分の場にはリゾネイターがいない。相手の場にはリゾネイターが"
        "2体いて、アディションを設置できない効果を受けている。出せる?",
    ],
)
def test_10_1_2_an_addition_whose_hosts_are_not_told_is_withheld(question: str) -> None:
    gated, _note = situate(question, GAME)
    assert gated.built is None or gated.built.situation != "fow.plan.addition_enters"


# --- 10.9.1: a destroyed J/ルーラー goes to the ルーラーエリア, every other card to the graveyard ----


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the group counted on the field is destroyed at once: only the resonators reach the graveyard
        (
            "ターンプレイヤーの俺が「相手の場のカードをすべて破壊する」を解決。相手の場にはJルーラー1枚と"
            "リゾネイター2体(どれも破壊されない効果なし)。相手の墓地は元々5枚だったけど、解決後は何枚?",
            [7],
        ),
        # a builder destroyed the J/ルーラー alone and had stated 3
        ("相手の場にJ/ルーラー1体とリゾネイター1体、どっちも破壊した。相手の墓地は3枚。相手の墓地は?", [4]),
        (
            "相手の場にJルーラー1枚とリゾネイター1体。両方とも破壊した。相手の墓地は3枚。相手の墓地は何枚?",
            [4],
        ),
        ("相手の場にリゾネイターが3体。全部破壊した。相手の墓地は2枚だった。相手の墓地は何枚?", [5]),
        ("自分の場にリゾネイター2体と魔石1枚。効果でまとめて破壊された。自分の墓地は0枚。墓地は何枚?", [3]),
        # 「魔石2つ」: the count of a destroy written in つ
        (
            "ターンプレイヤーが「対象のプレイヤーの魔石エリアにある魔石2つを破壊する」を非ターンプレイヤーに"
            "使った。非ターンプレイヤーの墓地は元々4枚。解決後、非ターンプレイヤーの墓地は何枚?",
            [6],
        ),
    ],
)
def test_10_9_1_a_destroyed_group_counts_its_j_ruler_out(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # both fields counted: which of them the destroy takes is not read
        "相手の場にはリゾネイターが2体、自分の場にはリゾネイターが1体。場のリゾネイターをすべて破壊した。"
        "相手の墓地は1枚。相手の墓地は何枚?",
        # one of the group is not destroyed (10.9.3): which one is not modelled
        "相手の場にリゾネイター2体。1体は破壊されない。まとめて破壊した。相手の墓地は3枚。相手の墓地は何枚?",
    ],
)
def test_10_9_3_a_group_destroy_not_read_whole_is_withheld(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.11.1: a negated ability is only removed from the chase; a 召喚呪文 goes to the graveyard ---


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のリゾネイターの起動能力がチェイスに乗った。自分はそれを無効にした。相手の墓地は4枚。処理後、相手の墓地は何枚?",
            [4],
        ),
        ("自分のリゾネイターの能力を相手に無効にされた。自分の墓地は2枚。自分の墓地は何枚になる?", [2]),
        (
            "相手のリゾネイターの起動能力を無効にした。相手の墓地は3枚、自分の墓地は5枚。自分の墓地は何枚?",
            [5],
        ),
        (
            "相手のリゾネイターの起動能力がチェイスに乗ってて、俺がその能力を無効にした。そのリゾネイター本体も墓地行きになる?",
            False,
        ),
    ],
)
def test_10_11_1_a_negated_ability_moves_no_card(question: str, value: Any) -> None:
    gated, _note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, value)
    assert gated.built is not None and gated.built.situation == "fow.plan.negated_ability"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手がリゾネイターを召喚しようとしてチェイスに乗った召喚呪文を、自分がカウンターで無効にした。"
            "相手の墓地はその前3枚。無効にした後、相手の墓地は何枚?",
            [4],
        ),
        ("相手のリゾネイターの召喚呪文を無効にした。相手の墓地は2枚。相手の墓地は何枚?", [3]),
    ],
)
def test_10_11_1_a_negated_summon_spell_goes_to_its_owners_graveyard(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


# --- 10.18.2 / 10.8.2: 「手札を捨てる」 takes the whole hand, then the draws; 「デッキは十分」 is no 10 ----


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "手札が解決時点で4枚。「手札を捨てる。その後カードを3枚引く」が解決したら手札は何枚?(デッキは十分ある)",
            [3],
        ),
        ("手札は解決時に2枚。「手札を捨て、カードを2枚引く」を解決した。手札は何枚?", [2]),
        (
            "「手札を捨てる。その後カードを1枚引く」を使う。手札はその時点で6枚、デッキは十分。解決後の手札は何枚?",
            [1],
        ),
        # 10.18.2.1: an empty hand is still discarded, so the draw follows
        (
            "手札0枚のときに「手札を捨てる。そうしたなら、カードを2枚ドローする」って効果を使った。"
            "解決後の自分の手札は何枚?(デッキは十分ある)",
            [2],
        ),
        ("デッキは充分ある。手札3枚から1枚捨てて2枚引いた。手札は何枚?", [4]),
    ],
)
def test_10_18_2_the_whole_hand_is_discarded_then_drawn(question: str, value: list[int]) -> None:
    gated, note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, value)
    assert note and "デッキの枚数は指定がないので" in note  # the deck it assumes is named


# --- 10.17.1: a prevention of the one damage instance dealt to a card -----------------------------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # 10.17.1.2: prevented without an amount, none of it is dealt
        (
            "うちのリゾネイター(防御力700)にはもう200ダメージ乗ってる。相手の呪文でそいつに500ダメージ飛んできた"
            "けど、こっちは「そのダメージを軽減する」(点数の指定なし)で受けた。解決後、このリゾネイターに乗ってる"
            "ダメージは何点?",
            [200],
        ),
        # 10.17.1.1: 「すでに300ダメージ蓄積」 is damage held, the 600 is dealt less 200
        (
            "ターンプレイヤーの自分が、相手のJ/ルーラー(防御力1200、すでに300ダメージ蓄積)に600ダメージを与える"
            "効果を解決。非ターンプレイヤーの相手は「ダメージを200軽減する」で対応してた。J/ルーラーの蓄積ダメージは"
            "合計何点になる?",
            [700],
        ),
        (
            "自分のJ/ルーラーに既に100ダメージ蓄積。相手の呪文で400ダメージ、自分は「そのダメージを軽減する」で対応"
            "(点数の指定なし)。蓄積ダメージはいくつ?",
            [100],
        ),
        (
            "相手のリゾネイター(防御力800)にはダメージが100乗っている。そこに自分が300ダメージを与えたが、相手は"
            "「ダメージを200軽減する」効果を使った。蓄積ダメージは何点?",
            [200],
        ),
    ],
)
def test_10_17_1_a_prevention_of_damage_dealt_to_a_card(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_17_1_a_prevention_of_one_of_two_instances_is_not_placed() -> None:
    from service.answering.plans.fow_cards import card_damage
    from service.answering.reading.reader import read

    question = "自分のリゾネイターに200ダメージと300ダメージ、100軽減した。蓄積ダメージは?"
    assert card_damage(read(question, GAME)) is None
    assert _answered(question)[0] is False


# --- 10.5.2 / 10.14.1: a 「召喚されるたび」 trigger is met by a summon, not by a direct put --------


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の場に「あなたのリゾネイターが召喚されるたび、カードを1枚ドローする」がある。手札4枚の状態で、"
            "別のカードの効果「手札からリゾネイター1体を場に出す」でリゾネイターを直接出した。この処理が終わった"
            "あとの手札は何枚?",
            [3],
        ),
        (
            "自分の場に「あなたのリゾネイターが召喚されるたび、カードを1枚引く」ってカードがある。まず効果で墓地の"
            "リゾネイターを直接場に出して、そのあと手札のリゾネイターを普通にプレイして召喚呪文として解決させて"
            "場に出した。このカードの効果で合計何枚引いた?",
            [1],
        ),
        (
            "自分の場に「あなたのリゾネイターが召喚されるたび、カードを1枚ドローする」がある。手札3枚。"
            "手札のリゾネイターを召喚して、解決された。手札は何枚?",
            [3],
        ),
        (
            "自分の場に「あなたのリゾネイターが召喚されるたび、カードを2枚引く」がある。手札5枚から、効果で"
            "手札のリゾネイターを直接場に出した。手札は何枚?",
            [4],
        ),
    ],
)
def test_10_5_2_only_a_summoned_resonator_triggers(question: str, value: list[int]) -> None:
    gated, note = situate(question, GAME)
    assert (gated.accounting.verdict.stated, gated.accounting.verdict.value) == (True, value)
    assert note and "誰も対応せず" in note  # the triggers' resolution is a named default


@pytest.mark.parametrize(
    "question",
    [
        # the summon spell negated: it never resolved (10.11.1), and the plan does not run 無効
        "自分の場に「あなたのリゾネイターが召喚されるたび、カードを1枚引く」がある。手札4枚。"
        "手札のリゾネイターを召喚したが、相手に無効にされた。手札は何枚?",
        # the trigger is the opponent's: its 「あなた」 is the opponent
        "相手の場に「あなたのリゾネイターが召喚されるたび、カードを1枚引く」がある。自分の手札3枚。"
        "手札のリゾネイターを召喚した。自分の手札は何枚?",
    ],
)
def test_10_14_1_a_trigger_not_told_plain_is_withheld(question: str) -> None:
    assert _answered(question)[0] is False


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a count asked about the graveyard is a number, not whether a card goes there (10.18.2)
        ("手札4枚あって、カード指定なしの「手札を捨てる」って効果を受けた。墓地に行くのは何枚?", [4]),
        ("手札4枚のときに、カード指定なしで「手札を捨てる」って効果を受けた。何枚墓地に行く?", [4]),
        ("手札3枚で「手札を捨てる」を受けた。何枚が墓地に行く?", [3]),
        ("相手のリゾネイターの起動能力を無効にした。そのリゾネイターは墓地に送られる?", False),
    ],
)
def test_10_11_1_a_graveyard_count_asked_is_not_a_fate(question: str, value: Any) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "summoned"),
    [
        (
            "手札のリゾネイターを「場に出す」効果でチェイスを経由せず直接場に出した。そいつの「このカードが召喚されたとき、カードを1枚引く」って発動する?",
            False,
        ),
        (
            "効果でリゾネイターを直接場に出した。「このカードが召喚されたとき、カードを1枚引く」は誘発する?",
            False,
        ),
        (
            "手札のリゾネイターを召喚して、解決されて場に出た。そいつの「このカードが召喚されたとき、カードを2枚ドローする」って発動する?",
            True,
        ),
    ],
)
def test_10_5_2_its_own_summon_trigger_needs_a_summon(question: str, summoned: bool) -> None:
    gated, _note = situate(question, GAME)
    assert gated.accounting.verdict.stated and gated.sim is not None and gated.built is not None
    triggered = [e for e in gated.sim.result.events if e.type == "trigger"]
    assert bool(triggered) is summoned
    told = gated.built.summarize(gated.sim.result)
    assert ("条件を満たしません" in told) is not summoned
