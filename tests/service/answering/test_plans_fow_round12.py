"""fow, round 12 coverage (issue 11): the blind batch W situations withheld, planned in general.

- 10.12.2 — 「[レスト]:…」って能力、使える?: the potential ending read inside the verb (「使え」) no longer
  hides the asked act, so the quoted effect is the ability's, not an act (fow-bw-05).
- 10.2.1/10.2.4 — 「いま出せるのが炎1点と水3点」「出せるウィルは炎2と水2」: the will the asker can make is
  the will held, no card played (fow-bw-03).
- 10.2.5 — a free cost, the will held and the 魔石 counted told (「コスト3」「保有ウィル0」「魔石がリカバー
  状態で3枚」): a will ability played while paying, each 魔石 making at least one will; stated only when one
  each pays it (fow-bw-04, bv-02).
- 10.10.2 — control told (「コントロールを奪って」「コントローラーは相手」「相手のコントロール下」): the card
  is seated with its controller, its owner kept (the engine's `owner`), and an addition's host named
  (fow-bw-08, bv-04).
- 10.11.1 — the negating card's own text (「自分の「対象の呪文を無効にする」で打ち消した」) names what it may
  aim at, no second spell; two negations or one called off withhold (fow-bw-22).
- 10.3.1 — a 除外エリア count told (「除外エリアに3枚ある」) and asked after a removal (fow-bw-18).
- 10.1.2 — 「リゾネイターが敵味方どっちにも1体もいない」: each player's count of 0 (fow-bw-17).
- 10.17.1 — 「300軽くする」 is a prevention's amount; 「相手のバーン呪文で…手札の「…軽減する」で返した」: the
  の of another noun (the spell's) names no holder of the prevention (fow-bw-01, bw-02).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate
from service.engine.scenario import simulate

GAME = "fow"


def _answered(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    v = gated.accounting.verdict
    return v.stated, v.value


# --- 10.12.2: [レスト] is 'rest this recovered card' -------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ターン中、相手の効果で自分のリゾネイターがレストさせられた。こいつには「[レスト]:対象のプレイヤーに"
            "200ダメージを与える」って能力があるんだけど、この状態から使える?",
            "no",
        ),
        (
            "相手の効果で自分のリゾネイターがレストさせられた。「[レスト]:カードを1枚引く」って能力、使える?",
            "no",
        ),
        ("レスト状態の自分のリゾネイター、「[レスト]:200ダメージ」は今使える?", "no"),
        # trap: recovered, it pays [レスト]
        (
            "自分のリゾネイターはリカバー状態。こいつの「[レスト]:対象のプレイヤーに200ダメージを与える」って能力、"
            "使える?",
            "yes",
        ),
    ],
)
def test_10_12_2_rest_cost_asked_with_a_potential_verb(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: no [レスト] in the cost — a rested card may pay [1]
        "自分のリゾネイターがレスト状態。こいつの「[1]:カードを1枚引く」って能力、使える?",
        # trap: 「レストを参照する」 names the word, no state of the card
        "自分のリゾネイターにはレストを参照する能力がある。「[レスト]:カードを1枚引く」使える?",
        # trap: recovered again after it was rested — an act no run scripts
        "自分のリゾネイターがレスト状態だけど、効果でリカバーした。「[レスト]:カードを1枚引く」使える?",
    ],
)
def test_10_12_2_rest_cost_not_read_whole_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.2.1 / 10.2.4: the will the asker can make is the will held --------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ウィル払いの質問。いま出せるのが炎1点と水3点で合計4点。出したいカードのコストは[炎][炎][2]。合計は"
            "足りてるし出せるよね?",
            "no",
        ),
        ("いま出せるのが炎1点と水3点。コストは[炎][炎][2]。出せる?", "no"),
        ("出せるウィルは炎2と水2。コスト[炎][炎][2]のカード、プレイできる?", "yes"),
        # trap: the total falls short (10.2.4: no part is paid)
        ("いま出せるのが炎2点と水1点。出したいカードのコストは[炎][炎][2]。出せる?", "no"),
        # trap: the attribute the cost asks is held, free will from the rest
        ("いま出せるのが光1点と水3点で合計4点。出したいカードのコストは[水][3]。出せるよね?", "yes"),
    ],
)
def test_10_2_4_will_told_as_what_can_be_made(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


# --- 10.2.5: a will ability played while paying, with the cost and the 魔石 told --------------------------
@pytest.mark.parametrize(
    "question",
    [
        "保有ウィルが0の状態でコスト3の呪文を唱えたい。場にはウィル能力を持つ魔石がリカバー状態で3枚。前もって"
        "ウィル出しておかないとダメ?支払いを求められたタイミングでウィル能力使って払える?",
        "保有ウィルが0の状態でコスト[1]のカードをプレイしようとしてる。場にはウィル能力を持つ魔石がある。コスト"
        "払う途中でその魔石のウィル能力を使ってウィル出していい?",
        "保有ウィルが0の状態でコスト3の呪文を唱えたい。場にはウィル能力を持つ魔石がリカバー状態で3枚。支払いの"
        "タイミングでウィル能力使って払える?",
    ],
)
def test_10_2_5_will_ability_while_paying_a_told_free_cost(question: str) -> None:
    assert _answered(question) == (True, "yes")


@pytest.mark.parametrize(
    "question",
    [
        # trap: one 魔石 for [3] — how much it makes, untold, decides
        "保有ウィルが0の状態でコスト3の呪文を唱えたい。魔石がリカバー状態で1枚。支払いのタイミングでウィル能力"
        "使って払える?",
        # trap: every 魔石 rested
        "保有ウィルが0の状態でコスト3の呪文を唱えたい。魔石がレスト状態で3枚。支払いのタイミングでウィル能力使って"
        "払える?",
        # trap: an attribute in the cost — the attribute the 魔石 make decides it
        "保有ウィルは光1。コスト[光][2]。魔石が2枚。払う途中でウィル能力使って払える?",
        # trap: the 魔石 is the opponent's (10.2.5 is the paying player's)
        "保有ウィルが0でコスト[1]のカードをプレイ。相手の場にウィル能力を持つ魔石がある。支払いの途中でその魔石の"
        "ウィル能力を使っていい?",
    ],
)
def test_10_2_5_what_the_untold_will_decides_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.10.2: only the controller disposes — control told -------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の効果で「アディション1枚を破棄する」をやりたい。相手のリゾネイターについてる相手のアディションを"
            "選んで破棄できる?ちなみにそのアディションのコントローラーは相手。",
            "no",
        ),
        (
            "相手のリゾネイターのコントロールを効果で奪って、今は自分がコントローラー。そこで自分の効果で「カード1枚"
            "を破棄する」処理が来た。この奪ったリゾネイターを破棄に選べる?",
            "yes",
        ),
        ("相手のリゾネイターのコントロールを奪った。そのリゾネイターを破棄できる?", "yes"),
        ("自分のアディションのコントローラーは相手。そのアディションを破棄できる?", "no"),
        # trap: control taken from the asker (a passive): the opponent controls it
        ("自分のリゾネイターのコントロールを相手に奪われた。そのリゾネイターを破棄できる?", "no"),
        ("自分のリゾネイターのコントロールを取られた。そのリゾネイターを破棄できる?", "no"),
        # trap: the asker's own addition on the opponent's resonator
        ("相手のリゾネイターについてる自分のアディションを破棄できる?", "yes"),
    ],
)
def test_10_10_2_control_told(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # control given back: which player holds it now is not one saying
        "相手のリゾネイターのコントロールを得たけど、ターン終了時にコントロールが戻った。そのリゾネイターを破棄できる?",
        # the host's controller, not the addition's
        "そのリゾネイターのコントローラーは相手。自分のアディションを破棄できる?",
        # two cards
        "相手のリゾネイターのコントロールを奪った。自分のリゾネイターを破棄できる?",
        # the opponent disposing (this plan seats the asker as the disposer)
        "俺の場のリゾネイターを相手が『コントロールを得る』で奪った。相手はそれを破棄できる?",
        # trap: the control taken undone, or never taken
        "相手が自分のリゾネイターのコントロールを奪ったが、そのターンの終わりに戻ってきた。そのリゾネイターを破棄"
        "できる?",
        "相手のリゾネイターのコントロールを奪ったけど、もう返した。そのリゾネイターを破棄できる?",
        "相手のリゾネイターのコントロールを奪う効果を使おうとしたけど、やめた。そのリゾネイターを破棄できる?",
    ],
)
def test_10_10_2_control_not_read_withholds(question: str) -> None:
    assert _answered(question)[0] is False


def test_10_10_1_a_controlled_card_disposed_of_goes_to_its_owners_graveyard() -> None:
    """The engine seats a card with its controller (who may dispose of it, 10.10.2) and keeps its owner."""
    payload = {
        "player1": {"field": [{"id": "x", "name": "奪ったリゾネイター", "owner": "player2"}]},
        "player2": {"graveyard": []},
        "operations": [
            {"kind": "dispose", "player": "player2", "card": "x"},
            {"kind": "dispose", "player": "player1", "card": "x"},
        ],
    }
    result = simulate(GAME, payload)
    rejected = [e for e in result.events if e.type == "rejected"]
    assert len(rejected) == 1 and "10.10.2" in rejected[0].rules  # the owner does not control it
    moved = [e for e in result.events if e.type == "move"]
    assert moved[0].data["to_player"] == "player2" and moved[0].data["to_zone"] == "graveyard"


# --- 10.11.1: a spell negated goes to its owner's graveyard -----------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手が呪文をチェイスに乗せてきたから、自分の「対象の呪文を無効にする」で打ち消した。相手の墓地は4枚"
            "だった。相手の墓地何枚になる?",
            [5],
        ),
        (
            "自分が呪文をプレイしたら、相手が「対象の呪文を無効にする」で無効にしてきた。自分の墓地は3枚。自分の墓地は"
            "何枚になる?",
            [4],
        ),
    ],
)
def test_10_11_1_the_negating_cards_text_names_no_second_spell(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: the negation negated — which spell resolves is not one negation
        "相手が呪文をチェイスに乗せた。自分の「対象の呪文を無効にする」を撃ったけど、相手の「対象の呪文を無効に"
        "する」で無効にされた。相手の墓地は4枚。相手の墓地は?",
        # trap: called off
        "相手が呪文をプレイした。自分の「対象の呪文を無効にする」で打ち消そうとしたけど、やめた。相手の墓地は4枚。"
        "相手の墓地は?",
        # the negating player's graveyard: their negating card, if a spell, goes there as it resolves (12b)
        "相手が呪文をプレイしたので、自分の「対象の呪文を無効にする」で無効にした。相手の墓地は4枚、自分の墓地は"
        "2枚。自分の墓地は何枚?",
        # an ability with no source card named (it had raised in the ability plan)
        "相手が能力をプレイしたので、自分の「対象の呪文か能力を無効にする」で無効にした。相手の墓地は4枚。相手の"
        "墓地は何枚?",
    ],
)
def test_10_11_1_two_negations_or_none_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.3.1: a card removed from the game moves to its owner's 除外エリア -----------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の除外エリアに3枚ある状態で、相手が「場のカード2枚をゲームから取り除く」で自分のリゾネイター2体を"
            "飛ばしてきた。自分の除外エリアは何枚?",
            [5],
        ),
        # trap: the graveyard is asked — nothing goes there
        ("自分の除外エリアは2枚、墓地は5枚。自分のリゾネイター1体がゲームから取り除かれた。墓地は何枚?", [5]),
        # trap: the opponent's card goes to the opponent's 除外エリア
        ("自分の除外エリアは2枚。相手のリゾネイター1体をゲームから取り除いた。自分の除外エリアは何枚?", [2]),
        # trap: destroyed, not removed
        ("自分の除外エリアは2枚。自分のリゾネイター1体を破壊した。除外エリアは何枚?", [2]),
    ],
)
def test_10_3_1_removed_zone_counted(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "除外エリアに2枚送った。除外エリアは何枚?",
        # cards put there: a move onto an untold count, no count of the zone
        "自分の除外エリアに2枚のカードを置いた。相手のリゾネイター1体をゲームから取り除いた。自分の除外エリアは何枚?",
    ],
)
def test_10_3_1_cards_sent_is_no_count_of_the_zone(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.1.2: no card on either field can take the addition ------------------------------------------------
def test_10_1_2_no_resonator_on_either_side() -> None:
    q = (
        "墓地から[アディション:リゾネイター]を場に出す効果を使った。ただ場にはリゾネイターが敵味方どっちにも1体も"
        "いない。このアディション、場に出せる?"
    )
    assert _answered(q) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # trap: played from the hand it goes through the chase (10.1.1), not 10.1.2
        "手札から[アディション:リゾネイター]をプレイしたい。リゾネイターは敵味方どっちにも1体もいない。プレイできる?",
        # trap: a J/リゾネイター host — a J is not counted
        "墓地から[アディション:J/リゾネイター]を効果で場に出す。リゾネイターは敵味方どっちにも1体もいない。場に出せる?",
        # a third person
        "友達の墓地から[アディション:リゾネイター]を効果で場に出す。リゾネイターは敵味方どっちにも1体もいない。"
        "場に出せる?",
    ],
)
def test_10_1_2_what_the_count_leaves_open_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.17.1: a prevention's amount and whose it is -------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手ライフ2000。こっちのターンに「自分の墓地のカード1枚につき100ダメージを相手プレイヤーに与える」を"
            "撃った。墓地は7枚。相手は先に「次に受けるダメージを300軽くする」効果を張ってた。これ通ったら相手の"
            "ライフいくつ残る?",
            [1600],
        ),
        (
            "ライフ3000。相手から1200ダメージ。自分は「次に受けるダメージを500軽くする」を使ってた。ライフは?",
            [2300],
        ),
        (
            "相手のバーン呪文で自分に800ダメージ飛んできたから、手札の「このターン、あなたが受けるダメージを軽減する。」"
            "で返した。ライフ2200からだと何点まで減る?",
            [2200],
        ),
        (
            "相手のバーン呪文で自分に800ダメージ。自分の「このターン、あなたが受けるダメージを300軽減する。」で"
            "返した。ライフ2200からだと何点まで減る?",
            [1700],
        ),
    ],
)
def test_10_17_1_prevention_of_the_one_hit(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: the asker's own prevention, not the opponent's who is hit
        "相手ライフ2000。自分の「自分の墓地のカード1枚につき100ダメージを相手プレイヤーに与える」。墓地は7枚。"
        "自分は「次に受けるダメージを300軽くする」を張ってた。相手のライフは?",
        # trap: the opponent's prevention, the asker hit
        "ライフ3000。相手から1200ダメージ。相手は「次に受けるダメージを500軽くする」を使ってた。自分のライフは?",
        "相手のバーン呪文で自分に800ダメージ飛んできた。相手の手札の「このターン、あなたが受けるダメージを軽減する。」"
        "が使われた。自分のライフ2200は?",
        # trap: used after the damage
        "相手のバーン呪文で自分に800ダメージ飛んできた後で、手札の「このターン、あなたが受けるダメージを軽減する。」"
        "を使った。ライフ2200は?",
    ],
)
def test_10_17_1_a_prevention_not_of_the_hit_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.9.1 / 10.9.2: the quoted destroying effect's own target, a kind denied, a count before the act
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の効果に「対象のルーラーを破壊する」ってはっきり書いてあって、ルーラーエリアにいる自分のルーラーが"
            "対象になった。破壊される?",
            True,
        ),
        ("相手の「対象のルーラーを破壊する」で、自分のルーラーが対象に選ばれた。破壊される?", True),
        ("相手の「対象のリゾネイターを破壊する」の対象に自分のリゾネイターが取られた。破壊される?", True),
        # trap: no 「ルーラーを破壊する」 — a ルーラー in its area stays (10.9.2)
        (
            "相手の「対象のカード1枚を破壊する」で、ルーラーエリアにいる自分のルーラーが対象になった。破壊される?",
            False,
        ),
        # trap: 破壊されない (10.9.3)
        (
            "相手の「対象のリゾネイターを破壊する」で、自分のリゾネイターが対象になった。そいつは「このターン、この"
            "カードは破壊されない」を持ってる。破壊される?",
            False,
        ),
    ],
)
def test_10_9_the_destroying_effects_target_told(question: str, value: bool) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の魔石エリアの魔石(Jルーラーとかじゃない普通のやつ)を破壊した。相手の墓地は破壊前4枚。破壊後は"
            "何枚?",
            [5],
        ),
        ("自分のリゾネイター(アディションじゃない)を破壊した。自分の墓地は破壊前2枚。破壊後は何枚?", [3]),
        # trap: a J/ルーラー goes to the ルーラーエリア (10.9.1)
        ("相手の場のJルーラー(リゾネイターじゃない)を破壊した。相手の墓地は破壊前4枚。破壊後は何枚?", [4]),
    ],
)
def test_10_9_1_a_kind_denied_names_no_card(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_9_1_a_count_after_the_act_is_no_count_before_it() -> None:
    assert _answered("相手の魔石を破壊した。相手の墓地は破壊後4枚。破壊前は何枚?")[0] is False


# --- 10.19.1 / 10.19.2: a race asked by 「対象の<種族>1体に…」 ---------------------------------------
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手の種族エルフのリゾネイターが、相手自身の効果で「ドラゴンになる」になった。こっちの「対象のエルフ1体に"
            "500ダメージ」でそいつを対象にできる?",
            "no",
        ),
        (
            "相手の種族エルフのリゾネイターが「ドラゴンになる」になった。こっちの「対象のドラゴン1体に500ダメージ」で"
            "そいつを対象にできる?",
            "yes",
        ),
        (
            "相手の場に種族「人間」のリゾネイターがいて、それが効果で種族「ドラゴン」を得た。こっちの「種族が人間の"
            "リゾネイター1体を対象とし、破壊する」の対象にまだできる?",
            "yes",
        ),
    ],
)
def test_10_19_a_race_asked_by_a_targeting_text(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: a race neither before nor after
        "相手の種族エルフのリゾネイターが「ドラゴンになる」になった。こっちの「対象の人間1体に500ダメージ」で"
        "そいつを対象にできる?",
        # trap: the change negated
        "相手の種族エルフのリゾネイターが「ドラゴンになる」を受けそうになったけど、無効にされた。こっちの「対象の"
        "エルフ1体に500ダメージ」でそいつを対象にできる?",
    ],
)
def test_10_19_a_race_change_not_read_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- 10.8.1: a draw takes the メインデッキ's top card — the 魔石デッキ is not drawn from
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "メインデッキ残り12枚、魔石デッキ7枚のときに「カードを2枚ドローする」を解決。魔石デッキは何枚になってる?",
            [7],
        ),
        ("デッキ12枚、魔石デッキ7枚。カードを3枚ドローした。魔石デッキは?", [7]),
        # trap: the main deck is asked
        (
            "メインデッキ残り12枚、魔石デッキ7枚のときに「カードを2枚ドローする」を解決。メインデッキは何枚になってる?",
            [10],
        ),
    ],
)
def test_10_8_1_the_stone_deck_is_not_drawn_from(question: str, value: list[int]) -> None:
    assert _answered(question) == (True, value)


def test_10_8_1_a_stone_deck_moved_by_a_call_withholds() -> None:
    # 魔石のコール (7.11) is not in §10: no run moves the 魔石デッキ
    assert _answered("魔石デッキ7枚。魔石をコールした。魔石デッキは何枚?")[0] is False


# --- 10.5.1 / 10.5.2: a resonator an effect summons is ‘召喚された’; its own trigger's effect is not asked --
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "効果に「手札からリゾネイター1枚を召喚する」ってあって、それで出したリゾネイターに「このカードが召喚された"
            "時、対象のリゾネイターに300ダメージ」がある。このダメージの能力って発動する?",
            "yes",
        ),
        (
            "「手札からリゾネイター1枚を召喚する」で出した。そのリゾネイターの「このカードが召喚された時、カードを1枚"
            "引く」は発動する?",
            "yes",
        ),
        # trap: put onto the field directly (10.5.2: not summoned)
        (
            "効果で手札からリゾネイターを直接場に出した。そいつの「このカードが召喚された時、対象のリゾネイターに300"
            "ダメージ」は発動する?",
            "no",
        ),
        (
            "「デッキからリゾネイター1枚を場に出す」で出したリゾネイターに「このカードが召喚された時、対象のリゾネイター"
            "に300ダメージ」がある。発動する?",
            "no",
        ),
    ],
)
def test_10_5_2_summoned_by_an_effect_triggers_its_own_ability(question: str, value: str) -> None:
    assert _answered(question) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        # trap: two summoned — which one is asked
        "「手札からリゾネイター2枚を召喚する」で出したリゾネイターに「このカードが召喚された時、対象のリゾネイターに"
        "300ダメージ」がある。発動する?",
        # trap: the effect's amount is asked, not whether it triggers
        "「手札からリゾネイター1枚を召喚する」で出したリゾネイターに「このカードが召喚された時、対象のリゾネイターに"
        "300ダメージ」がある。相手のリゾネイターは何点ダメージを受ける?",
        # trap: 「場に出た時」, not 「召喚された時」
        "「手札からリゾネイター1枚を召喚する」で出したリゾネイターに「このカードが場に出た時、対象のリゾネイターに"
        "300ダメージ」がある。発動する?",
    ],
)
def test_10_5_2_a_summon_trigger_not_read_whole_withholds(question: str) -> None:
    assert _answered(question)[0] is False


# --- a second ask beside the yes/no: the one verdict would answer only one of them ------------------------
@pytest.mark.parametrize(
    "question",
    [
        "いま出せるのが炎1点と水3点。コスト[炎][炎][2]のカード出せる?無理なら何点足りない?",
        "保有ウィルが0の状態でコスト3の呪文を唱えたい。場にはウィル能力を持つ魔石がリカバー状態で3枚。支払いの"
        "タイミングでウィル能力使って払える?払った後ウィルは何点残る?",
        "光2、水1のウィルがある。コスト[光][1]は払える?払ったら何点残る?",
        "相手のリゾネイターのコントロールを奪った。そのリゾネイターを破棄できる?できたら相手の墓地は何枚になる?",
        "自分のリゾネイターはリカバー状態。「[レスト]:カードを1枚引く」って能力、使える?使ったら手札は何枚?",
    ],
)
def test_10_2_10_10_10_12_an_amount_asked_beside_the_yes_no_withholds(question: str) -> None:
    assert _answered(question)[0] is False
