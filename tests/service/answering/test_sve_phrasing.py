"""Shadowverse Evolve phrasings whose classes the probe questions (`data/probe_sve.jsonl`,
`data/probe2_sve.jsonl`) exposed, several phrasings per class: the asker attacked (「〜に殴られた」
「〜が攻撃してきた」), stats in parentheses and particles left out, cards named by their stats alone, denied
keywords (「守護なし」), 「〜の方」, typos (フォロワ), stats said for after evolving, amulets on the field,
damage effects on followers, quoted draw effects, counts of attackers, 【守護】 at the end phase, 狙える,
ゼロ. Fast: extraction, builders and the engine only.
"""

from __future__ import annotations

import pytest

from service.answering.extract import extract
from service.engine.events import Reason
from tests.service.answering.probes import head_sve as _head
from tests.service.answering.probes import leader_hits as _leader_hits
from tests.service.answering.probes import run_sve as _run


# ----- the asker attacked: the opponent attacks on its own turn (8.4, 7.4) ---------------------------
@pytest.mark.parametrize(
    ("question", "health", "winner"),
    [
        (
            "向こうの攻撃力5のフォロワーにリーダー殴られたら、こっちの体力４しか残ってないんだけど負け?",
            -1,
            "player2",
        ),
        ("相手の攻撃力3のフォロワーが俺のリーダーに攻撃してきた。俺の体力は3だけど負け?", 0, "player2"),
        ("自分のリーダーの体力が5のとき、相手の攻撃力２のフォロワーに攻撃されたらどうなる?", 3, None),
        ("俺のリーダー体力3で、相手の攻撃力2と攻撃力1のフォロワー2体にリーダー殴られたら?", 0, "player2"),
        ("相手のフォロワー(攻撃力3)2体にリーダーを殴られた。自分の体力は7", 1, None),
    ],
)
def test_sve_8_4_9_the_asker_attacked_on_the_opponents_turn(
    question: str, health: int, winner: str | None
) -> None:
    sim, built, note = _run(question)
    assert built.situation == "sve.defend" and sim.rejected is None
    assert sim.result.counter("player1", "health") == health and sim.result.outcome.winner == winner
    assert built.summarize(sim.result).startswith(f"シミュレーション結果: 自分のリーダーの体力は{health}")
    assert note is not None and "相手のターン" in note


def test_sve_8_4_9_1_the_askers_follower_attacked() -> None:
    sim, built, _ = _run("相手の3/3のフォロワーに、自分のアクト状態の体力2のフォロワーが攻撃された")
    assert built.situation == "sve.defend"
    assert "b" in sim.result.uids("player1", "graveyard")
    assert _head("相手の3/3のフォロワーに、自分のアクト状態の体力2のフォロワーが攻撃された").startswith(
        "シミュレーション結果: 攻撃された自分のフォロワーは破壊され"
    )
    sim, _, _ = _run("相手の2/2が自分のスタンド状態のフォロワー(1/5)に攻撃してきたら?")
    assert sim.rejected is not None and "8.4.3.1" in sim.rejected["rules"]  # only acted followers


def test_sve_12_13_2_the_opponents_drain_heals_the_opponent() -> None:
    sim, built, _ = _run("相手のドレイン持ちの攻撃力3のフォロワーにリーダーを殴られた。相手の体力は10")
    assert sim.result.counter("player2", "health") == 13 and sim.result.counter("player1", "health") == 17
    assert "【ドレイン】で相手のリーダーの体力は13" in built.summarize(sim.result)


# ----- how a card and its role are written ----------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "ﾌｫﾛﾜｰ(3/2)でアクト状態の相手のﾌｫﾛﾜｰ(1/1)攻撃したらどうなる?",  # parentheses, を left out
        "3/2のフォロワーで、相手の横向きの1/1のフォロワーを攻撃",
        "相手のアクトしてる1/1に、3/2のフォロワーで攻撃したら?",  # stats alone name the target
        "攻撃力3体力2のフォロワーで相手のアクト状態のフォロワー(攻撃力1・体力1)を殴る",
        "相手のフォロワー(アクト状態、1/1)を3/2のフォロワで攻撃したら?",  # object before the instrument, typo
    ],
)
def test_sve_8_4_9_1_target_written_many_ways(question: str) -> None:
    sim, _, _ = _run(question)
    assert "b" in sim.result.uids("player2", "graveyard")
    assert sim.result.zone("player1", "field")[0]["flags"]["damage"] == 1


def test_sve_12_14_2_bane_holder_named_by_its_keyword_with_stats_in_parentheses() -> None:
    sim, _, _ = _run("攻撃力5体力5のフォロワーで、相手のアクトしてる必殺持ち(攻撃力1・体力1)を攻撃したら?")
    assert "a" in sim.result.uids("player1", "graveyard") and "b" in sim.result.uids("player2", "graveyard")


@pytest.mark.parametrize(
    "question",
    [
        "向こうの場にアクト状態の守護持ちと、アクト状態の守護なしフォロワーがいる。守護なしの方を攻撃できる?",
        "相手の場にアクト状態の【守護】フォロワーと、守護を持たないアクト状態のフォロワーがいる。守護じゃない方に攻撃できる?",
    ],
)
def test_sve_12_8_2_the_follower_without_ward_picked_by_no_ho(question: str) -> None:
    sim, _, _ = _run(question)
    assert sim.rejected is not None and "12.8.2" in sim.rejected["rules"]


def test_sve_denied_keyword_is_not_had() -> None:
    assert "守護" not in extract("守護なしのフォロワー").mentions[0].keywords
    assert "守護" not in extract("守護を持たないフォロワー").mentions[0].keywords
    assert "守護" in extract("守護を持つフォロワー").mentions[0].keywords


def test_sve_8_4_3_1_evolved_this_turn_attacks_only_acted_followers() -> None:
    head = _head("出したターンに進化させたフォロワーって攻撃できる?相手のリーダーにもいける?")
    assert "アクト状態のフォロワーだけ" in head and "リーダーは攻撃できません" in head
    sim, _, _ = _run("このターン出したフォロワーを進化させて、相手のアクト状態のフォロワーを攻撃できる?")
    assert sim.rejected is None and any(e.type == "combat_damage" for e in sim.result.events)


@pytest.mark.parametrize(
    ("question", "left"),
    [
        ("元々2/2で進化して攻撃力4・体力4になったフォロワーで、相手のアクト状態の3/3を攻撃したら?", 1),
        ("2/2のフォロワーを進化させて、進化後は5/5。相手のアクト状態の3/3を攻撃したら?", 2),
    ],
)
def test_sve_5_15_2_stats_said_for_after_evolving(question: str, left: int) -> None:
    sim, built, _ = _run(question)
    assert "b" in sim.result.uids("player2", "graveyard")
    assert f"体力{left}で場に残ります" in built.summarize(sim.result)


# ----- other situations ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "refused"),
    [
        ("場にフォロワー3体とアミュレット2枚あるんだけど、フォロワーもう1体出せる?", True),
        ("場にアミュレットが1枚とフォロワーが3体。フォロワーを出せる?", False),
        ("場にフォロワー4体とアミュレット1枚の状態でアミュレットを出せる?", True),
    ],
)
def test_sve_4_4_4_1_amulets_count_toward_the_field_limit(question: str, refused: bool) -> None:
    from service.answering.plans import situate

    gated, _ = situate(question, "sve")  # as /ask answers it: the field limit is planned (plans/sve_moves)
    assert gated.accounting.verdict.stated and gated.sim is not None
    assert any(e.type == "rejected" for e in gated.sim.result.events) is refused


@pytest.mark.parametrize(
    ("question", "destroyed"),
    [
        (
            "自分の体力３のフォロワー(もう２ダメージ受けてる)に、相手の1ダメージのスペル撃たれたら破壊される?",
            True,
        ),
        ("相手の体力4のフォロワーに3ダメージのスペルを使ったら?", False),
        ("体力2のフォロワーに2点のダメージを与える能力が使われたら?", True),
    ],
)
def test_sve_5_13_1_damage_effect_on_a_follower(question: str, destroyed: bool) -> None:
    sim, built, _ = _run(question)  # as /ask answers it: plans/sve_spell.effect_on_followers
    assert built.situation == "sve.planned_effect_on_followers"
    gone = sim.result.uids("player1", "graveyard") + sim.result.uids("player2", "graveyard")
    assert ("f" in gone) is destroyed


@pytest.mark.parametrize(
    "question",
    [
        "デッキ残り1枚で「カードを2枚引く」スペル使ったらどうなるんだっけ",
        "山札が1枚のとき、2枚ドローの効果を使ったら?",
    ],
)
def test_sve_5_9_2_draw_effect_written_in_quotes_or_short(question: str) -> None:
    sim, _, _ = _run(question)
    assert sim.result.outcome.reason is Reason.DECK_OUT and sim.result.outcome.winner == "player2"


def test_sve_8_4_9_attack_values_listed_before_one_noun() -> None:
    sim, _, _ = _run("相手の体力が3で、攻撃力2と1のフォロワーで攻撃したら勝てる?")
    assert sim.result.outcome.winner == "player1" and _leader_hits(sim.result, "player2") == [-2, -1]


@pytest.mark.parametrize(
    ("question", "health"),
    [
        ("相手のリーダー体力3、こっちの場に攻撃力1のフォロワーが3体。全員で殴ったら勝てる?", 0),
        ("相手の体力が5で、自分の場には攻撃力2のフォロワーが2体。2体とも攻撃したら?", 1),
        ("攻撃力1のフォロワー3体でそれぞれ相手リーダーを攻撃したら、体力4の相手は残り何?", 1),
    ],
)
def test_sve_8_4_9_every_follower_of_a_count_attacks(question: str, health: int) -> None:
    sim, _, _ = _run(question)
    assert sim.rejected is None and sim.result.counter("player2", "health") == health


def test_sve_5_13_1_one_effect_damages_several_followers_at_once() -> None:
    sim, built, _ = _run(
        "相手の場の体力2と体力4のフォロワーに、それぞれ2ダメージ与えるスペル使ったらどっちが残る?"
    )
    assert sim.result.uids("player2", "graveyard") == ["f1"] and sim.result.uids("player2", "field") == ["f2"]
    head = built.summarize(sim.result)
    assert "体力2のフォロワーは体力が0以下になり" in head and "体力4のフォロワーは体力2で場に残ります" in head
    sim, _, _ = _run("自分の体力1のフォロワーと体力3のフォロワーに1ダメージずつ与える効果")
    assert sim.result.uids("player1", "graveyard") == ["f1"]


@pytest.mark.parametrize(
    ("question", "ward_rejects"),
    [
        ("自分の守護持ちがスタンド状態なんだけど、エンドフェイズにアクトできる?", False),
        ("ターンの終わりに【守護】のフォロワーを横向きにできる?", False),
        (
            "エンドフェイズに守護持ちのフォロワーを横にしておけば、次の相手のターンにリーダーは殴られない?",
            True,
        ),
    ],
)
def test_sve_7_4_3_ward_acted_at_the_end_phase(question: str, ward_rejects: bool) -> None:
    from service.answering.plans import situate

    gated, _ = situate(question, "sve")  # as /ask answers it: planned (plans/sve_moves.guard_at_end)
    if ward_rejects:  # the opponent's next attack is not run by a plan: withheld, never a guess
        assert not gated.accounting.verdict.stated
        return
    sim = gated.sim
    assert gated.accounting.verdict.stated and sim is not None and gated.built is not None
    assert gated.built.situation == "sve.planned_guard"
    assert sim.result.events_citing("7.4.3") and sim.result.zone("player1", "field")[0]["flags"]["acted"]


@pytest.mark.parametrize(
    ("question", "rules"),
    [
        ("守護持ちの相手フォロワーがスタンドしてるなら、リーダー狙える?", None),  # 狙える = attack
        ("威圧持ちはアクトしてても攻撃できないんだっけ?", "12.12.2"),  # the 【威圧】 card is the one attacked
        (
            "突進持ちを出したターン、相手のスタンド状態のフォロワーは攻撃できる?",
            "8.4.3.1",
        ),  # は: not attacked
    ],
)
def test_sve_8_4_3_who_attacks_whom_in_short_questions(question: str, rules: str | None) -> None:
    sim, built, _ = _run(question)
    assert built.situation == "sve.attack"
    assert (
        (sim.rejected is None)
        if rules is None
        else (sim.rejected is not None and rules in sim.rejected["rules"])
    )


def test_sve_12_13_2_keyword_holder_with_stats_in_parentheses_attacks() -> None:
    sim, _, _ = _run("ドレイン持ち(攻撃力3)でリーダー殴ったら、体力12の俺のリーダーはいくつになる?")
    assert sim.result.counter("player1", "health") == 15 and sim.result.counter("player2", "health") == 17


@pytest.mark.parametrize(
    ("question", "lost"),
    [
        ("山札ゼロの状態でドローしたら?", True),  # ゼロ, and a count without 枚
        ("デッキが残り0の状態でカードを1枚引く効果を使ったら?", True),
        ("ターンの最後に手札9枚、捨てるのは何枚?", False),
    ],
)
def test_sve_numbers_and_turn_words_players_use(question: str, lost: bool) -> None:
    sim, _, _ = _run(question)
    assert (sim.result.outcome.winner == "player2") is lost
