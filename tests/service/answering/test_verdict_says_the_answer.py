"""The structured verdict says what the answer's conclusion says (issue 11, fact accounting item 4).

`/ask` returns `verdict.value` beside the answer text; both come from one run and must agree. Each
class below is a mechanism by which the structured value had taken another number, kind or card
than the conclusion (benchmarks/verdict_consistency.py finds them over every seen question).
"""

from __future__ import annotations

import pytest

from benchmarks.verdict_consistency import check_disagreements, conclusion, text_disagreements
from service.answering.plans import situate
from service.answering.reading.reader import read
from service.answering.reading.verdict import asked, decide
from service.engine.scenario import SimulationResult


def _answered(game: str, question: str) -> tuple[dict[str, object], str]:
    gated, _ = situate(question, game)
    verdict = gated.accounting.verdict.to_json()
    summary = gated.built.summarize(gated.sim.result) if gated.sim and gated.built else ""
    return verdict, summary


def _fow_run() -> SimulationResult:
    gated, _ = situate(
        "相手のライフ2000。自分のリゾネイターの能力で相手プレイヤーに700ダメージ与えた。相手のライフは?",
        "fow",
    )
    assert gated.sim is not None
    return gated.sim.result


# 10.17.1.1: a prevention by an amount — the damage dealt is the amount after it; a conclusion that
# first says the damage before the prevention (「400点のダメージを1回で与えます」) then what it became
# (「軽減されて300点になります」) answers with the latter (fow-bm-01 had stated [400])
@pytest.mark.parametrize(
    "question",
    [
        "相手のリゾネイターに400ダメージ。そいつは「そのダメージを100軽減する」持ち。結局何点乗るの?",
        "「ダメージを100軽減する」リゾネイターに400点のダメージを与えた。最終的に何点与えられる?",
        "400ダメージを撃ったけど、相手のリゾネイターが100軽減する能力を持ってた。で、何点入る?",
    ],
)
def test_10_17_1_1_the_number_is_the_amount_after_the_prevention(question: str) -> None:
    summary = (
        "シミュレーション結果: 400点のダメージを1回で与えます。"
        "リゾネイターへのダメージは軽減されて300点になります。"
    )
    verdict = decide(read(question, "fow"), (), _fow_run(), summary)
    assert verdict.stated and verdict.value == [300], verdict


def test_10_17_1_1_two_amounts_after_changes_withhold() -> None:
    summary = (
        "シミュレーション結果: 400点のダメージを1回で与えます。1体目へのダメージは軽減されて300点になります。"
        "2体目へのダメージは軽減されて200点になります。"
    )
    verdict = decide(read("結局何点乗るの?", "fow"), (), _fow_run(), summary)
    assert not verdict.stated and verdict.value is None


# 7-1-4-1-1: 「パワー勝って」「パワー負け。」 tell how the battle went; the verdict answers what the
# question asks in its question sentence (onepiece-bj-03, bf-11 had stated the game's winner)
@pytest.mark.parametrize(
    ("game", "question", "kind"),
    [
        (
            "onepiece",
            "キャラで相手リーダーにアタックして、パワー勝ってダメージ通った。相手のライフは何枚残る?",
            "number",
        ),
        (
            "onepiece",
            "相手のキャラにアタックした。カウンターもなしでパワー負け。負けた自分のキャラってKOされるの?",
            "destroyed",
        ),
        ("sve", "自分のフォロワーで攻撃した。攻撃力で勝ってる。相手のフォロワーは破壊される?", "destroyed"),
        ("onepiece", "パワー6000のキャラで相手リーダーにアタックした。これで勝ち?", "winner"),
    ],
)
def test_7_1_4_1_1_a_told_battle_result_is_not_asked(game: str, question: str, kind: str) -> None:
    assert asked(read(question, game)) == kind


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "ダブルアタック持ちのキャラで相手リーダーにアタックして、パワー勝ってダメージ通った。"
            "相手のライフは3枚で、トリガーは出なかった。相手のライフは何枚残る?",
            [1],
        ),
        (
            "自分のパワー4000のキャラで、相手のレストのパワー5000のキャラにアタックした。"
            "カウンターもなしでパワー負け。負けた自分のキャラってKOされるの?",
            False,
        ),
        (
            "パワー6000の自分のキャラで相手のレストのパワー4000のキャラにアタック。パワーで勝った。相手のキャラはKOされる?",
            True,
        ),
    ],
)
def test_7_1_4_1_1_the_asked_value_is_stated(question: str, value: object) -> None:
    verdict, summary = _answered("onepiece", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary)


# 10.6.4 / 7-1-4-1-1-2: a player quantity asked by its word alone (「ライフは?」「ライフ3500はどうなる?」)
# is a number, the simulated value — not the game status (fow-be-08, onepiece-bf-08)
@pytest.mark.parametrize(
    ("game", "question", "value"),
    [
        (
            "fow",
            "相手のターンに、相手のスペルで自分に1200ダメージ。こっちは『そのダメージをすべて軽減する』効果で対応した。"
            "自分のライフ3500はどうなる?",
            [3500],
        ),
        ("fow", "自分のライフは4000。相手の効果で自分に500ダメージ。自分のライフはどうなる?", [3500]),
        (
            "fow",
            "相手のライフ2000。自分のリゾネイターの能力で相手プレイヤーに700ダメージ与えた。相手のライフは?",
            [1300],
        ),
        (
            "onepiece",
            "相手のパワー7000のキャラが、ライフ3枚の俺のリーダー(パワー5000)にアタック。ブロッカーはいないので"
            "カウンター1000のキャラを1枚捨てた。他には何もしてない。バトル後の俺のライフは?",
            [2],
        ),
    ],
)
def test_10_6_4_a_quantity_asked_by_its_word_is_a_number(game: str, question: str, value: list[int]) -> None:
    verdict, summary = _answered(game, question)
    assert verdict["asks"] == "number" and verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary)


def test_a_quantity_told_only_for_the_other_seat_is_no_answer() -> None:
    # the told 「ライフ2枚」 was read as the asker's: the opponent's life would be the default's
    verdict, _ = _answered(
        "onepiece",
        "相手のリーダー(パワー5000、ライフ2枚)に自分のパワー6000のキャラでアタックした。ブロックもカウンターもなし。相手のライフって?",
    )
    assert verdict["asks"] != "number" or verdict["value"] != [4], verdict


# 10.9.1 (J/ルーラー to the ruler area) and 7-1-4-1-1-2 (life to the hand): a value read from the
# final state that the builder's sentence never tells leads the conclusion, so both say it
@pytest.mark.parametrize(
    ("game", "question", "said"),
    [
        (
            "fow",
            "自分のJ/ルーラーが場にいて、相手の効果で破壊された。自分の墓地はそれまで5枚。破壊されたあと、墓地って何枚になる?",
            "自分の墓地は5枚",  # the plan says the asked value first (10.9.1)
        ),
        (
            "fow",
            "自分の墓地3枚。相手の効果で自分のJ/ルーラーが破壊された。自分の墓地は何枚になる?",
            "自分の墓地は3枚",
        ),
        (
            "onepiece",
            "自分ライフ4・手札3枚のとき、相手の【ダブルアタック】持ちキャラにリーダー殴られた。ブロックもカウンターもなしで"
            "通っちゃって、めくれたライフはどっちもトリガー無し。このあと自分の手札って何枚?",
            "自分の手札は5枚",  # the battle plan tells the asked count first
        ),
        (
            "onepiece",
            "相手のライフ3枚・手札2枚。自分のターンに【ダブルアタック】持ちのキャラで相手リーダーにアタックして通った。"
            "めくれたライフに【トリガー】は無し。相手の手札は何枚になる?",
            "相手の手札は4枚",
        ),
    ],
)
def test_10_9_1_an_unsaid_value_leads_the_conclusion(game: str, question: str, said: str) -> None:
    verdict, summary = _answered(game, question)
    assert verdict["stated"], verdict
    assert conclusion(summary).startswith(said), summary
    assert not text_disagreements(verdict, summary)


# 3-8-5-1: a new stage puts the stage already there in the trash; the asked 「前の/元の/最初に置いてた」
# stage is that one (its one-card zone had been invisible to the fate, which stated the new stage's)
@pytest.mark.parametrize(
    "question",
    [
        "自分のステージが1枚出てる状態で、新しいステージをプレイした。元のステージは場から退場する?",
        "ステージがもう1枚出ているときに新しいステージカードを出した。最初に置いてたステージは消滅する?",
        "自分のステージエリアにステージが1枚ある。手札から別のステージをプレイしたら、前のステージは破壊される?",
    ],
)
def test_3_8_5_1_the_earlier_stage_leaves(question: str) -> None:
    verdict, _ = _answered("onepiece", question)
    assert verdict["value"] is not False, verdict  # never the new stage's fate
    assert not verdict["stated"] or verdict["value"] is True, verdict


def test_a_game_status_is_no_answer_to_a_destroyed_check() -> None:
    status = {"asks": "outcome", "value": {"result": "ongoing", "winner": None}, "stated": True}
    assert check_disagreements(status, {"asks": "destroyed", "value": True})
    assert not check_disagreements(status, {"asks": "winner", "value": "なし"})


# 10.17.1.1: 「自分は何点ダメージを受ける?」 asks the damage (the noun counted after the ask), not the
# life the sentence about 自分 ends at (had stated [2300] for 700 received)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のライフ3000。相手が自分に1000ダメージ、こっちは「ダメージを300軽減する」で対応。自分は何点ダメージを受ける?",
            [700],
        ),
        (
            "自分のライフ4000。相手が自分に1200ダメージ、こっちは「ダメージを200軽減する」で対応。自分は何点ダメージを受ける?",
            [1000],
        ),
        (
            "ライフ2000の相手に、自分が900ダメージ。相手は「ダメージを400軽減する」で対応。相手は何点ダメージを受ける?",
            [500],
        ),
    ],
)
def test_10_17_1_1_the_noun_counted_after_the_ask_is_asked(question: str, value: list[int]) -> None:
    verdict, summary = _answered("fow", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary, question)


# 6-5-5-2: a power the builder assumed (「相手のリーダーのパワーは5000として計算すると」) is never the
# asked number; a power the conclusion tells before it still is
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のパワー6000のキャラで相手のリーダーにアタック。ブロックなし。相手のリーダーのパワーはいくつ?",
            None,
        ),
        (
            "パワー6000の自分のキャラにドン!!を1枚付けて相手のリーダーにアタックした。自分のキャラのパワーはいくつ?",
            None,
        ),
        (
            "自分のターンに元パワー4000のキャラにドン!!を2枚付けてターン終了。付けたドン!!はそのまま。"
            "次の相手のターン中、このキャラが相手にアタックされたときのパワーっていくつ?",
            [4000],
        ),
    ],
)
def test_6_5_5_2_an_assumed_power_is_not_the_answer(question: str, value: list[int] | None) -> None:
    verdict, _ = _answered("onepiece", question)
    assert verdict["value"] != [5000], verdict
    assert verdict["value"] == value or (value is None and verdict["value"] == [7000]), verdict


# 5.13 (sve damage to a leader): the asked 体力 with no owner is the one the question told (a STAT of
# the opponent's leader sets player2.health), not the first leader the conclusion names (had stated
# [20], the asker's untouched 体力)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のリーダー体力5。「相手のリーダーに3ダメージ」のスペルを撃った。体力いくつになる?", [2]),
        ("相手リーダーは体力8。「相手のリーダーに2ダメージ」を使った。体力は何点になる?", [6]),
        ("相手のリーダーの体力6で、「相手のリーダーに4ダメージ」のスペルを使ったら体力はいくつ?", [2]),
    ],
)
def test_5_13_the_told_leaders_health_is_asked(question: str, value: list[int]) -> None:
    verdict, summary = _answered("sve", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary, question)


def test_a_word_both_players_end_at_differently_is_no_answer_without_an_owner() -> None:
    # the conclusion names both leaders' 体力 (20 and 17): an unowned ask is neither
    summary = (
        "シミュレーション結果: 自分のリーダーの体力は20、デッキは30枚、相手のリーダーの体力は17になります。"
    )
    verdict = decide(read("スペルで3ダメージ。体力は何点?", "sve"), (), _fow_run(), summary)
    assert not verdict.stated, verdict


# 804.11b: 「絆は残りいくつ?」 asks what is left (「相手の絆は残り2点」), not the loss the conclusion says
# first (「相手は絆を3点失います」, had stated [3])
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手の絆5。自分のSTR3のUNITで相手プレイヤーを攻撃。相手の絆は残りいくつ?", [2]),
        ("相手の絆は6。自分のSTR2のUNITで相手プレイヤーを攻撃して通った。相手の絆って残りいくつ?", [4]),
        ("相手の絆が4のとき、STR3のUNITで相手プレイヤーを単独攻撃。絆は残り何点?", [1]),
    ],
)
def test_804_11b_what_is_left_is_asked(question: str, value: list[int]) -> None:
    verdict, summary = _answered("kiseki", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary, question)


# 1003.2: 「ダメージ・ゾーンは最終的に何枚?」 counts cards (枚): the conclusion's 「2点のイクサダメージ」
# 「2回」 are no answer (had stated [2, 2] for a zone of 5)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分のダメージ・ゾーン3枚。相手の工作力2のキャラにアイサツされた。ウケミ無し。ダメージ・ゾーンは最終的に何枚?",
            [5],
        ),
        (
            "相手のダメージ・ゾーンは4枚。工作力3のキャラで相手にアイサツが通った。全部ウケミ無し。相手のダメージ・ゾーンは結局何枚?",
            [7],
        ),
        (
            "自分のダメージ・ゾーン6枚で、相手の工作力1のキャラのアイサツが通った。ウケミ無し。ダメージ・ゾーンは最終的に何枚になる?",
            [7],
        ),
    ],
)
def test_1003_2_the_zone_asked_in_cards(question: str, value: list[int]) -> None:
    verdict, summary = _answered("ninjaslayer", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary, question)


def test_a_count_told_in_a_parenthesis_is_not_the_asked_unit() -> None:
    # 「(何点とは書いてない)」 tells; the question asks 「ダメージの合計は?」 — the accumulated 200
    question = (
        "自分のリゾネイター(防御力800)にもう200ダメージ乗ってるところに、相手の効果で600ダメージ飛んできた。"
        "こっちは「そのダメージを軽減する」って効果(何点とは書いてない)で受けた。解決後、このリゾネイターに乗ってるダメージの合計は?"
    )
    verdict, _ = _answered("fow", question)
    assert not verdict["stated"] or verdict["value"] == [200], verdict


# 10.6.4: 「ライフ、最終的に何点?」 asks the life (a comma between the word and its ask), not the 400
# damage counted in the asked 点 first (had stated [400] for 1100)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のライフ1500。自分のリゾネイターの能力で相手に400ダメージ。相手のライフ、最終的に何点?",
            [1100],
        ),
        ("自分のライフ4000。相手の効果で自分に700ダメージ。ライフ、結局いくつ?", [3300]),
        ("相手のライフ2000で、相手に900ダメージを与えた。相手のライフ、最終的にいくつ?", [1100]),
    ],
)
def test_10_6_4_the_life_asked_after_a_comma(question: str, value: list[int]) -> None:
    verdict, summary = _answered("fow", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary, question)


# 10.6.4.1: 「相手のライフは3000だった。いくつになる?」: an ask alone in its sentence is about the quantity
# the sentence before it tells (had stated [500, 1], the damage and its count)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "自分の手札5枚。「手札1枚につき100ダメージ」を相手に撃った。相手のライフは3000だった。いくつになる?",
            [2500],
        ),
        ("相手のライフは2500。相手プレイヤーに600ダメージを与えた。いくつになる?", [1900]),
        ("自分のライフは4000だった。相手の効果で自分に1000ダメージ。最終的にいくつ?", [3000]),
    ],
)
def test_10_6_4_1_a_bare_ask_is_about_the_quantity_told_before(question: str, value: list[int]) -> None:
    verdict, summary = _answered("fow", question)
    assert verdict["stated"] and verdict["value"] == value, verdict
    assert not text_disagreements(verdict, summary, question)


# round 8: a negative can ask is answered as asked — 「はい」 agrees that the act cannot be done, the
# structured value still says whether it can (reading/polarity.py); the consistency check reads both
@pytest.mark.parametrize(
    ("question", "value", "first", "agrees"),
    [
        ("[光][光]払えない?", "no", "はい、払えません", True),
        ("[光][光]払えない?", "yes", "はい、払えません", False),
        ("[水][風][1]は払えないよね?", "yes", "いいえ、払えます", True),
        ("[水][風][1]は払えないよね?", "no", "いいえ、払えます", False),
        ("[光][光]払える?", "yes", "はい、払えます", True),
        ("[光][光]払える?", "no", "はい、払えます", False),
    ],
)
def test_the_reply_to_a_negative_ask_agrees_with_the_value(
    question: str, value: str, first: str, agrees: bool
) -> None:
    verdict = {"asks": "can", "value": value, "stated": True}
    found = text_disagreements(verdict, f"シミュレーション結果: {first}。", question)
    assert (found == []) is agrees, found


@pytest.mark.parametrize(
    "question",
    [
        "保有ウィル光1炎1。[光][光]払えない?",
        "相手のアクト状態の【威圧】持ちフォロワーを自分のフォロワーで攻撃できなくない?",
        "ゲーム3ターン目。先攻の自分はリーダーでアタックできないよね?",
    ],
)
def test_a_stated_negative_ask_agrees_with_its_text(question: str) -> None:
    game = "fow" if "ウィル" in question else "sve" if "フォロワー" in question else "onepiece"
    verdict, summary = _answered(game, question)
    assert verdict["stated"], verdict
    assert text_disagreements(verdict, summary, question) == []


def test_705_6_a_unit_put_into_the_kiseki_is_removed() -> None:
    # kiseki's 軌跡 is where the UNITs the 回復フェイズ passed over go: removed, as the value says
    verdict = {"asks": "destroyed", "value": True, "stated": True}
    summary = (
        "シミュレーション結果: 相手が回復するUNITとして選ばなかったスタン状態のUNITは軌跡に置かれ、"
        "場から取り除かれます(705.6)。"
    )
    assert text_disagreements(verdict, summary, "選ばれなかったもう片方は軌跡送りになる?") == []
