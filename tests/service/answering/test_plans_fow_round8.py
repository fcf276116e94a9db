"""fow, round 8 (issue 11): situation families withheld over the blind batches, planned in general.

10.2.3 / 10.2.4: a will cost is paid from the will held when every will source is told spent (「魔石は
もう全部レスト済み」「他にウィル出せるカードも全部レスト済み」) — those words are no card in play; a total
said again (「風1・光1・闇1の3点」) is no other number. Blind fow-bi-03, bj-01, bl-06, bn-01, bo-05,
bo-06 had been withheld.
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


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "保有ウィルは水2点と闇1点の合計3点。魔石はすべてレスト済み。コスト[水][水][水]のカード、"
            "プレイできる?",
            "no",
        ),
        (
            "魔石はもう全部レストしてる。今の保有ウィルは炎1・風2の3点。コスト[炎][2]のリゾネイター、出せる?",
            "yes",
        ),
        ("コスト[風][2]のカードを出したい。今の保有ウィルは風1・光1・闇1の3点。これでプレイできる?", "yes"),
        (
            "魔石は全部レスト済みで、いま自分の保有ウィルは水1点と風3点だけ。コスト[水][水][1]のカード、"
            "合計3点だし4点あるから払えるよね?",
            "no",
        ),
        (
            "コスト[炎][炎][2]のリゾネイター出したいんだけど、保有ウィルが炎2と水1の3点しかない。魔石はもう"
            "全部レスト済みでウィル能力も使えない。払えるだけ払ってプレイ、ってできる?",
            "no",
        ),
        (
            "[月]の支払いが要る能力を使おうとしてる。手元の保有ウィルは光1点と闇1点だけで、どっちも月の特質は"
            "持ってない。他にウィル出せるカードも全部レスト済み。この能力のコスト払える?",
            "no",
        ),
    ],
)
def test_10_2_4_will_held_pays_when_every_source_is_spent(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "コストが[月][1]のカード。自分の保有ウィルは闇2点だけで、どっちも月の特質なんて持ってない普通のウィル。払える?",
        "コスト[闇][1]のカード。保有ウィルは水2点で、どれも月の特質なんか持ってない。払える?",
    ],
)
def test_10_2_6_moon_trait_denied_with_nante(question: str) -> None:
    assert _answered(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # a source left: the will ability it plays could pay (10.2.3)
        "保有ウィルは光2点。魔石が1枚まだリカバー状態で残ってる。コスト[光][光][1]、払える?",
        # a number that is not the total: 1 of the will cannot be used
        "保有ウィルは風1・光1・闇1の3点だけど、そのうち1点は相手の効果で使えない。コスト[風][2]払える?",
        # one source spent, another still told
        "保有ウィルは風1・光1・闇1の3点。魔石は全部レスト済みだけど、手札から1枚捨ててウィルを出せるカードが"
        "ある。コスト[風][3]払える?",
    ],
)
def test_10_2_3_a_will_source_or_number_left_unmodeled_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.2.5: a will ability may be played while asked to pay ---------------------------------------
# Blind fow-bl-08, bm-09, bo-22 had been withheld: two 魔石 each with the ability were no scenario, a
# question telling no cost or holding was not planned, and 「魔石まだレストしてなかった」 was a denied act.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "カードをプレイしてコスト払う段階に入ってから、魔石のウィル能力使ってウィル出すのってできる?",
            "yes",
        ),
        (
            "自分のターンにリゾネイターをプレイして、いざコスト払う段階になったけど魔石まだ全然レストしてなかった。"
            "今からウィル能力使ってウィル出して払うのってアリ?",
            "yes",
        ),
        (
            "呪文をプレイして支払いを求められたタイミングで、魔石のウィル能力をプレイしてウィルを出してもいい?",
            "yes",
        ),
        ("コストを支払う際に、リカバー状態の魔石のウィル能力でウィルを出して払える?", "yes"),
        (
            "保有ウィル0の状態。リカバー状態の魔石が2枚あって、どっちも「[レスト]:風のウィル1点を生み出す」持ち。"
            "コスト[風][1]のカードをプレイするとき、支払いの最中にこの魔石のウィル能力使って払っちゃっていいの?",
            "yes",
        ),
        (
            "保有ウィル0の状態。リカバー状態の魔石が2枚あって、どっちも「[レスト]:水のウィル1点を生み出す」持ち。"
            "コスト[風][1]のカードをプレイするとき、支払いの最中にこの魔石のウィル能力使って払える?",
            "no",
        ),
    ],
)
def test_10_2_5_will_ability_played_while_paying(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "支払いの途中で、もうレストしている魔石のウィル能力を使ってウィルを出せる?",
        "魔石は全部レスト済み。支払いの最中に魔石のウィル能力使える?",
        "保有ウィル0の状態。魔石が2枚あって、1枚はレスト済み、もう1枚はリカバー状態。どっちも「[レスト]:風の"
        "ウィル1点を生み出す」持ち。コスト[風][1]のカードをプレイするとき、支払いの最中にこの魔石のウィル能力"
        "使って払える?",
        "支払いの途中で、相手の魔石のウィル能力を使ってウィルを出せる?",
    ],
)
def test_10_12_2_a_rested_or_unowned_source_is_not_answered_yes(question: str) -> None:
    stated, value = _answered(question)
    assert not stated or value == "no"


# --- 10.6.4.1 / 10.17.1: a per-count's amount after its target; whose prevention it is ----------------
# Blind fow-bl-01, bl-02 had been withheld: 「1枚につき、対象のプレイヤーに200ダメージ」 put the target
# between the per-count and its amount, and another card text's 「あなたに」 was read as this aim.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のライフ4000。こっちのターンに「あなたの手札1枚につき、対象のプレイヤーに200ダメージを与える」を"
            "相手に撃った。解決するときの俺の手札は5枚。相手のライフっていくつになる?",
            [3000],
        ),
        (
            "非ターンプレイヤーの相手が「このターン、あなたに与えられるダメージはすべて200軽減される」を使ってる状態。"
            "ターンプレイヤーの俺が「あなたの場のリゾネイター1体につき、対象のプレイヤーに300ダメージを与える」を"
            "相手に解決した。俺の場のリゾネイターは3体。相手のライフ2000はいくつになる?",
            [1300],
        ),
        (
            "自分が「あなたの墓地のカード1枚につき、対象のプレイヤーに100ダメージを与える」を相手に撃った。"
            "自分の墓地は4枚、相手のライフは3000。相手のライフは?",
            [2600],
        ),
    ],
)
def test_10_6_4_1_per_count_with_its_target_before_the_amount(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the prevention is the asker's; the damage hits the opponent (10.17.1: it replaces only the
        # damage dealt to the one it protects)
        "自分は「このターン、あなたが受けるダメージを200軽減する」を使ってる。自分が「あなたの手札1枚につき"
        "100ダメージを相手プレイヤーに与える」を撃った。自分の手札は5枚、相手のライフは3000。相手のライフは?",
        "自分は「このターン、あなたが受けるダメージを200軽減する」を使ってる。自分が相手に500ダメージを与えた。"
        "相手のライフは3000。相手のライフは?",
        "自分のライフ3000、相手のライフ3000。自分の場に「あなたに与えられるダメージを200軽減する」が出てる。"
        "自分が「あなたの手札1枚につき、対象のプレイヤーに100ダメージを与える」を相手に撃った。自分の手札は5枚。"
        "相手のライフは?",
    ],
)
def test_10_17_1_a_prevention_of_another_player_is_not_applied(question: str) -> None:
    stated, value = _answered(question)
    assert not stated or value == [2500]


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の場に「あなたに与えられるダメージを100軽減する」が出てる。相手が自分に300ダメージを与えた。"
            "自分のライフは2000。自分のライフは?",
            [1800],
        ),
        (
            "相手の場に「あなたに与えられるダメージを100軽減する」が出てる。自分が相手に300ダメージを与えた。"
            "自分のライフ2000、相手のライフ2000。相手のライフは?",
            [1800],
        ),
    ],
)
def test_10_17_1_1_a_prevention_of_the_player_hit_applies(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


# --- 10.6.4.1: 「N ダメージ×M回なら…」 is the asker's guess, 「対象のプレイヤーの手札」 the target's hand ---
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のライフ1500。このターン自分は「あなたが受けるダメージはすべて100軽減される」効果を張ってる。"
            "そこに相手が「あなたの手札1枚につき100ダメージを相手プレイヤーに与える」を使ってきて、相手の手札は5枚。"
            "100ダメ×5回なら全部軽減で0だと思うんだけど、自分のライフ最終的にいくつ?",
            [1100],
        ),
        (
            "自分ライフ2000で、自分の場に「あなたがダメージを受ける場合、代わりにそのダメージを100軽減する」が"
            "出てる。相手が「自分の場のリゾネイター1体につき100ダメージ」って効果を自分に撃ってきて、相手の場の"
            "リゾネイターは3体。100ダメージ×3回で全部0になる?ライフいくつ?",
            [1800],
        ),
        (
            "自分のライフ3000で、こっちは「このターン、あなたに与えられるダメージを200軽減する」を貼ってる。"
            "そこに相手が「対象のプレイヤーの手札1枚につき100ダメージをそのプレイヤーに与える」を俺に撃ってきて、"
            "解決時の俺の手札は5枚。100ダメを5回なら全部軽減されて無傷のはずだけど、実際ライフいくつになる?",
            [2700],
        ),
        (
            "相手が「そのプレイヤーの手札1枚につき200ダメージをそのプレイヤーに与える」を自分に撃ってきた。"
            "自分の手札は3枚、ライフは2000。自分のライフは?",
            [1400],
        ),
        # a passive: the owner marked に before the quote uses it
        (
            "相手に「そのプレイヤーの手札1枚につき300ダメージをそのプレイヤーに与える」を自分に撃たれた。"
            "こっちは手札4枚でライフ3000。自分のライフは?",
            [1800],
        ),
        (
            "相手に「あなたの手札1枚につき300ダメージを相手プレイヤーに与える」を撃たれた。相手の手札は2枚、"
            "自分のライフは3000。自分のライフは?",
            [2400],
        ),
    ],
)
def test_10_6_4_1_one_instance_whatever_the_guess(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the count told is the user's hand; the card counts the target's
        "相手が「対象のプレイヤーの手札1枚につき200ダメージをそのプレイヤーに与える」を自分に撃ってきた。"
        "相手の手札は3枚、自分のライフは2000。自分のライフは?",
        # 「あなた」 is the card's controller (the opponent): the asker's hand is not what it counts
        "相手のターンに、相手が「あなたの手札1枚につき200ダメージを与える」ってカードを自分に撃ってきた。"
        "自分の手札は5枚でライフは4000。自分の場には「あなたに与えられるダメージを300軽減する」効果が出てる。"
        "これ解決したら自分のライフいくつになる?",
        # two preventions of different amounts: which replaces the one instance is not one reading
        "自分のライフ2000。自分の場に「あなたが受けるダメージを100軽減する」と「あなたが受けるダメージを300軽減"
        "する」が出てる。相手が「あなたの手札1枚につき100ダメージを相手プレイヤーに与える」を使った。相手の手札は"
        "4枚。100ダメ×4回なら全部0?自分のライフは?",
    ],
)
def test_10_6_4_1_a_count_of_another_zone_or_two_preventions_withhold(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.13: choosing fewer than asked — a public zone's duty, a hidden zone's card not guaranteed ----
# Blind fow-be-21, bf-21, bg-15, bg-16, bh-22, bi-20, bk-26, bk-27, bl-20, bm-22, bn-07, bo-19, bo-20
# had been withheld: no plan read a choice.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "「デッキからリゾネイター1枚を探して手札に加える」を使った。デッキ見たらリゾネイターあるけど、今は加えたく"
            "ない。見つからなかったことにして何も加えないってアリ?",
            "yes",
        ),
        (
            "「デッキからリゾネイター1枚を探して手札に加える」効果。デッキにリゾネイターいるの分かってるけど、"
            "あえて何も持ってこないのはOK?",
            "yes",
        ),
        (
            "「デッキからドラゴン1枚を探して手札に加える」。デッキにドラゴンが3枚入ってる。見つからなかったことにしていい?",
            "yes",
        ),
        (
            "「あなたの墓地のリゾネイター1枚を選び、手札に加える」を解決。墓地にリゾネイターが2枚あるけど、どっちも"
            "今は要らない。選ばずに終わらせることってできる?",
            "no",
        ),
        (
            "『相手の墓地のカード2枚を選んでゲームから取り除く』を使う。相手の墓地には選べるカードが3枚ある。"
            "1枚だけ選んで済ませていい?",
            "no",
        ),
        (
            "「相手の場のリゾネイター1体を選ぶ」って効果(任意の書き方じゃない)。相手の場にはリゾネイター2体いる。"
            "1体も選ばずに済ませられる?",
            "no",
        ),
        (
            "墓地って公開領域だよね。「あなたの墓地のリゾネイター1枚を選び、手札に加える」を解決するとき、"
            "墓地にリゾネイターが2枚ある。あえて何も選ばないで終わらせるのってあり?",
            "no",
        ),
        (
            "「あなたの墓地のリゾネイター1枚を選び、手札に加える」を解決。墓地にリゾネイターは0枚。選ばずに終われる?",
            "yes",
        ),
        # 10.13.2: a hidden zone every player can see is chosen from as a public one
        (
            "「デッキからリゾネイター1枚を探して手札に加える」を解決。デッキは公開されている状態でリゾネイターが"
            "2枚見えてる。見つからなかったことにできる?",
            "no",
        ),
    ],
)
def test_10_13_choosing_fewer_than_asked(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # optional (まで, 任意): no duty to choose the number
        "「あなたの墓地のリゾネイター1枚まで選び、手札に加える」を解決。墓地にリゾネイターが2枚ある。選ばずに済ませられる?",
        "「相手の場のリゾネイター1体を選ぶ」って効果。これは任意の効果。相手の場にはリゾネイター2体いる。1体も選ばずに"
        "済ませられる?",
        # no specific information asked of the hidden card: 10.13.2's skip does not apply, nothing modeled
        "「デッキからカード1枚を選び、手札に加える」を解決。選ばずに済ませられる?",
        # another effect about the choice
        "「デッキからリゾネイター1枚を探して手札に加える」を使った。デッキにリゾネイターが2枚ある。相手の効果で"
        "「あなたは探す効果で必ず選ぶ」がかかってる。見つからなかったことにできる?",
        # a public zone holding an untold number of fitting cards for a choice of two
        "「あなたの墓地のリゾネイター2枚を選び、手札に加える」を解決。墓地にリゾネイターがある。1枚だけ選んで済ませていい?",
        # a target (対象) is chosen by its own rules
        "「対象のリゾネイター1体を選び、破壊する」。相手の場にリゾネイターが2体。選ばずに済ませられる?",
    ],
)
def test_10_13_an_optional_or_unmodeled_choice_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.19.1 / 10.19.2: ‘なる’ loses the races it had, ‘得る’ keeps them: can a choice of it take it ---
# Blind fow-bf-19, bg-19, bh-14, bj-14, bk-20, bl-17, bm-05, bo-16 had been withheld: no plan read a race.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("人間のリゾネイターが効果で種族「ドラゴン」を得た。このカード、人間としても扱える?", "yes"),
        (
            "種族「人間」のリゾネイターが相手の効果で「種族が竜になる」を受けた。そのあと俺の「人間1体を選ぶ」効果で"
            "そいつ選べる?",
            "no",
        ),
        (
            "相手のリゾネイター(種族:ドラゴン)が効果で種族「天使」になった。こっちの「ドラゴン1体を対象とする」呪文で"
            "こいつ狙える?",
            "no",
        ),
        (
            "相手の場に種族「人間」のリゾネイターがいて、それが効果で種族「ドラゴン」を得た。こっちの「種族が人間の"
            "リゾネイター1体を対象とし、破壊する」の対象にまだできる?",
            "yes",
        ),
        (
            "種族ドラゴンのリゾネイターが「種族:天使を得る」効果を受けた。こいつ、まだドラゴン扱い? "
            "「ドラゴン1体を選ぶ」の対象として選べる?",
            "yes",
        ),
        (
            "種族「人間」のリゾネイターが種族「ドラゴン」になった。そのあと「ドラゴン1体を選ぶ」で選べる?",
            "yes",
        ),
    ],
)
def test_10_19_a_race_become_or_gained(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the effect ended: the race it gained is gone again (not modeled)
        "種族「人間」のリゾネイターが種族「ドラゴン」を得たが、その効果はターン終了時に切れた。次のターン、"
        "「ドラゴン1体を選ぶ」で選べる?",
        # another restriction on being chosen
        "相手の種族「人間」のリゾネイターが種族「ドラゴン」を得た。でもそいつは「このカードは対象にならない」を"
        "持ってる。「人間1体を対象とする」呪文で選べる?",
        # two changes
        "自分の人間のリゾネイターが種族「エルフ」を得て、さらに種族「ドラゴン」になった。「人間1体を選ぶ」で選べる?",
    ],
)
def test_10_19_another_effect_or_two_changes_withhold(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.16.1: a copy is the card before the continuous effects applied to it ------------------------
# Blind fow-be-20, bi-16, bj-17, bk-23, bl-14, bo-17 had been withheld: no copy was run.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のリゾネイター(もともと攻撃力500)は相手のスペルでターン終了時まで[+300/+300]を得てる。自分の効果で"
            "そいつをコピーした。できたコピーの攻撃力は?",
            [500],
        ),
        (
            "自分のリゾネイター(元は400/400)が「ターン終了時まで[+300/+300]を得る」を受けて700/700になってる。"
            "その状態で相手がこのリゾネイターをコピーする効果を使って、同じ場にコピーが作られた。コピーの攻撃力は?",
            [400],
        ),
        (
            "素で攻撃力800の相手リゾネイターが、相手の「対象のリゾネイター1体はターン終了時まで+200/+200」を受けて"
            "1000になってる。そいつをこっちの効果でコピーしたら、できたコピーの攻撃力は?",
            [800],
        ),
        (
            "元が400/400のリゾネイターに[+300/+300]がかかって700/700。これをコピーした。コピーの攻撃力は?",
            [400],
        ),
        (
            "相手のリゾネイター(元の攻撃力600、防御力600)が[+200/+200]を得てる。それを自分の効果でコピーした。"
            "コピーの防御力は?",
            [600],
        ),
    ],
)
def test_10_16_1_the_copy_keeps_no_gained_modification(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # the stats told after it are not the printed ones plus it: two readings of the card
        "元が400/400のリゾネイターに[+300/+300]がかかって800/800。これをコピーした。コピーの攻撃力は?",
        # counters on it (not a continuous effect) — not modeled for a copy
        "500/500のリゾネイターに+100/+100カウンターが2個乗ってる。このリゾネイターをコピーした。コピーの攻撃力は?",
        # the copy then gains its own modification
        "元が400/400のリゾネイターに[+300/+300]がかかってる。これをコピーして、コピーに[+100/+100]を与えた。"
        "コピーの攻撃力は?",
        # the printed 防御力 is not told
        "相手のリゾネイター(元の攻撃力600)が[+200/+200]を得てる。それを自分の効果でコピーした。コピーの防御力は?",
        # (round 11: an アディション's modification is a continuous effect the copy does not take, 10.16.1 —
        # blind fow-bm-17's 600 — now stated: test_plans_fow_round11.py)
    ],
)
def test_10_16_1_a_copy_the_plan_cannot_model_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.9.3: 破壊されない — the card carries the text told of it ----------------------------------------
# Blind fow-bj-08, bk-12, bl-10, bn-27 had been withheld: 「このターン、このカードは破壊されない」 was no text
# of the scenario card (its keyword only), and 「これ落ちる?」 no ask.
@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイターに「このターン、このカードは破壊されない」がかかってる。そこへ俺が「対象のリゾネイター1体を"
        "破壊する」を撃って通った。そのリゾネイター、破壊される?",
        "自分のリゾネイターに「このターン、このカードは破壊されない」がかかってる状態で、相手が全体破壊を解決した。"
        "このリゾネイター破壊される?",
        "ターンプレイヤーのリゾネイター(防御力600)が「このカードは破壊されない」を持ってる状態で、非ターンプレイヤー"
        "から1000ダメージを受けた。このリゾネイター破壊される?",
        "相手のリゾネイター(防御力500)は「このカードは破壊されない」を持ってる。こっちの効果で800ダメージぶち込んだ。"
        "これ落ちる?",
    ],
)
def test_10_9_3_an_indestructible_card_is_not_destroyed(question: str) -> None:
    assert _answered(question) == (True, False)


@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイター(防御力500)は「このカードは破壊されない」を持ってるけど、それを失った。こっちの効果で"
        "800ダメージ。これ落ちる?",
        "相手のリゾネイターに「このターン、このカードは破壊されない」がかかってたけど、その効果はもう切れた。そこへ"
        "俺が「対象のリゾネイター1体を破壊する」を撃った。破壊される?",
        "相手のリゾネイターに「次のターン、このカードは破壊されない」がかかってる。そこへ俺が「対象のリゾネイター"
        "1体を破壊する」を撃った。破壊される?",
        # no 破壊されない: destruction by damage is no §10 rule process
        "相手のリゾネイター(防御力500)にこっちの効果で800ダメージぶち込んだ。これ落ちる?",
    ],
)
def test_10_9_3_a_protection_lost_or_not_yet_withholds(question: str) -> None:
    assert _answered(question)[0] is False


def test_10_11_a_second_ask_of_the_body_is_no_destroyed_ask() -> None:
    # 「本体も落ちる?」 added to a count asked: the count stays the verdict (blind fow-bj-16)
    question = (
        "相手のリゾネイターの起動能力がチェイスに乗ったので無効にした。相手の墓地は6枚。無効後、相手の墓地は"
        "何枚?リゾネイター本体も落ちる?"
    )
    assert _answered(question) == (True, [6])


# --- 10.10: only a card its controller controls is disposed of — choosing it is the disposal's choice ---
# Blind fow-bh-12, bj-09, bn-11 had been withheld: 「選んで破棄」 was read as a second act (a choice no run
# made), and 「ターンプレイヤーの自分が」 as a time of the disposal.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "「カード1枚を破棄する」効果で、相手がコントロールしてるアディションを選んで墓地送りにできる?",
            "no",
        ),
        (
            "自分の効果で「カードを1枚破棄する」って処理するんだけど、相手の場の魔石を選んで破棄しちゃってもいい?",
            "no",
        ),
        (
            "ターンプレイヤーの自分が「カード1枚を破棄する」って効果を解決する。これで相手がコントロールしてる"
            "アディションを選んで破棄しちゃうことってできる?",
            "no",
        ),
        ("自分の「カード1枚を破棄する」で、自分がコントロールしてるリゾネイターを選んで破棄できる?", "yes"),
    ],
)
def test_10_10_the_card_chosen_to_dispose_of(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # when a disposal may be done: no §10 rule
        "相手のターンに「カード1枚を破棄する」で自分のリゾネイターを破棄できる?",
        # the opponent disposes: this plan seats the asker as the disposer
        "ターンプレイヤーの相手が「カード1枚を破棄する」を解決する。相手は自分の場の魔石を選んで破棄できる?",
    ],
)
def test_10_10_a_time_or_another_disposer_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.1.2: an addition put onto the field by an effect needs a host some field holds ---------------
# Blind fow-bj-20 (「お互いの場に…1体もいない」: each player's count) and bn-12 (「設置を禁止する効果とか
# は無し」: no forbidding effect, no act) had been withheld.
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "墓地にある[アディション:J/リゾネイター]を効果で場に出そうとしたけど、お互いの場にJ/リゾネイターが1体も"
            "いない。これ場に出せる?",
            "no",
        ),
        (
            "手札の[アディション:リゾネイター]を効果で場に出したい。お互いの場にリゾネイターが1体もいない。場に出せる?",
            "no",
        ),
        (
            "自分の墓地の[アディション:リゾネイター]を効果で場に出したい。自分の場にはリゾネイターが1体もいないけど、"
            "相手の場にはリゾネイター1体(設置を禁止する効果とかは無し)。これ場に出せる?",
            "yes",
        ),
        (
            "手札の[アディション:リゾネイター]を効果で場に出す。自分の場にリゾネイターは0体、相手の場にはリゾネイター"
            "1体(設置禁止とかはついてない)。場に出せる?",
            "yes",
        ),
    ],
)
def test_10_1_2_an_addition_needs_a_legal_host(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a forbidding effect told (not denied) with no keyword read
        "手札の[アディション:リゾネイター]を効果で場に出す。自分の場にリゾネイターは0体、相手の場にはリゾネイター"
        "1体(設置を禁止する効果がついてる)。場に出せる?",
        # several hosts: the count beyond one is not planned
        "墓地の[アディション:J/リゾネイター]を効果で場に出す。お互いの場にJ/リゾネイターが2体ずついる。場に出せる?",
    ],
)
def test_10_1_2_a_forbidding_effect_or_several_hosts_withhold(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.6.1: damage held 「N ダメージ蓄積済み」, and a prevention said absent 「軽減とかは特になし」 --------
# Blind fow-bl-04 had been withheld: the damage held was read as damage dealt, the absent prevention as a
# denied one (which the damage plan declines).
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のJ/リゾネイター(防御力1000)には100ダメージ蓄積済み。そこに自分が800ダメージを与える効果を解決。"
            "軽減とかは特になし。蓄積ダメージはトータル何点?",
            [900],
        ),
        (
            "相手のJ/リゾネイター(防御力1000)には300ダメージ蓄積済み。そこに自分が500ダメージを与える効果を解決。"
            "軽減とかは特になし。蓄積ダメージは何点?",
            [800],
        ),
        (
            "自分のリゾネイター(防御力2000)には200ダメージが蓄積してる。相手が600ダメージを与えた。軽減などは一切"
            "なし。蓄積ダメージは合計何点?",
            [800],
        ),
    ],
)
def test_10_6_1_damage_held_plus_damage_dealt_with_no_prevention(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # a prevention told present, with no amount read
        "相手のJ/リゾネイター(防御力1000)には100ダメージ蓄積済み。そこに自分が800ダメージを与える効果を解決。"
        "軽減はあり。蓄積ダメージはトータル何点?",
        # the card has one; 「特になし?」 is asked, not told
        "相手のリゾネイター(防御力1000)に自分が500ダメージ。相手は「このカードが受けるダメージを200軽減する」を"
        "持ってる。軽減とかは特になし?蓄積ダメージは?",
    ],
)
def test_10_17_a_prevention_told_or_doubted_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.8.2: 「引いたあと」 names the draw told, no second draw --------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("デッキ12枚の状態で「カードを3枚引く」を解決した。引いたあと自分のデッキ残り何枚?", [9]),
        ("自分のデッキは10枚。カードを2枚引いた。引いた後のデッキは何枚?", [8]),
    ],
)
def test_10_8_2_the_draw_named_again_is_the_one_draw(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_8_2_a_draw_said_again_with_sarani_is_another_draw() -> None:
    # 「さらに引いたあと」: another draw of an unsaid number — not the one told
    assert _answered("自分の手札は3枚。カードを2枚引いた。さらに引いたあと手札は何枚?")[0] is False
