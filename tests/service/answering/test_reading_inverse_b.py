"""Inverse checks added from seen blind batch B (round 4b): an action the question says has not
happened yet is not run by the scenario, and an attack the question gives one seat is not scripted
for the other. Each mechanism over several wordings, and a wording it must leave stated."""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.extract import extract
from service.answering.reading.acting import keyword_off_actor, put_as_summon, wrong_actor
from service.answering.reading.gate import gate
from service.answering.reading.model import Role, Verdict
from service.answering.reading.reader import read
from service.answering.simulation import run_question


def verdict(game: str, question: str) -> Verdict:
    sim, built, _ = run_question(game, extract(question))
    return gate(question, game, sim, built).accounting.verdict


def _draws(question: str, game: str) -> list[bool]:
    return [f.negated for f in read(question, game).of(Role.ACTION) if f.concept == "draw"]


@pytest.mark.parametrize(
    "question",
    [
        "まだカードを引いてはいない",
        "カードはまだ引いてないよ",
        "まだ1枚も引こうとしてない",
        "まだドローしていない",
        "まだ引こうとはしていない",
        "ドローはしていない",
    ],
)
def test_an_action_said_not_done_yet_is_negated(question: str) -> None:
    assert _draws(question, "sve") == [True]


@pytest.mark.parametrize("question", ["カードを引いて負け?", "カードを引いたら負け?", "ドローして山札が0枚"])
def test_an_action_done_is_not_negated(question: str) -> None:
    assert _draws(question, "sve") == [False]


# 1.2.1.2 / 1102.1 / 11.2.2: an empty deck loses only when a card is drawn from it; a question that
# says no draw happened yet must not get a scenario that runs through the draw (sve-bb-21,
# kiseki-bb-13: the builder started in the start/prep phase and the draw declared a loss)
@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("sve", "効果で引きすぎて自分のデッキが0枚になった。まだカードを引いてはいない。この時点で負け?"),
        ("kiseki", "効果で山札を削られてデッキが0枚になった。まだ1枚も引こうとしてない。もう負け?"),
        ("sve", "自分のデッキが0枚になった。まだドローはしていない。負けてる?"),
        ("kiseki", "デッキが0枚になったけど、カードはまだ引いてないよ。負けなの?"),
        ("sve", "山札0枚。まだ引こうとはしていない。この時点で敗北?"),
    ],
)
def test_1_2_1_2_no_draw_is_run_when_the_question_says_none_happened(game: str, question: str) -> None:
    v = verdict(game, question)
    assert not v.stated or v.value in ("none", "nobody_yet"), v


def test_1_2_1_2_a_draw_from_an_empty_deck_is_still_stated() -> None:
    from service.answering.plans import situate

    v = situate("デッキが0枚のときにカードを引いたら負け?", "sve")[0].accounting.verdict  # /ask: planned draw
    assert v.stated and v.value == "opponent", v


def _attack_by(seat: str) -> dict[str, Any]:
    return {
        "player1": {"leader": {"name": "自分のリーダー", "power": 5000}},
        "player2": {"leader": {"name": "相手のリーダー", "power": 5000}},
        "actions": [{"type": "end_turn"}] * (seat == "player2") + [{"type": "attack", "attacker": "leader"}],
    }


# the seat of a scripted attack must be the seat the question makes the attacker (onepiece-bb-19:
# 「自分は7000でリーダーにアタック」 simulated as the opponent's leader attacking)
@pytest.mark.parametrize(
    ("question", "actor"),
    [
        ("相手ライフ4。自分は7000でリーダー(5000)にアタック。相手のライフは何枚になる?", "player1"),
        ("自分のリーダーで相手のリーダーにアタックした。ライフは何枚?", "player1"),
        ("俺がキャラでアタックしたら相手のライフはどうなる?", "player1"),
        ("相手がリーダーで自分のリーダーにアタックしてきた。ライフは何枚?", "player2"),
        ("相手のキャラがアタックしてきた。カウンターで防げる?", "player2"),
    ],
)
def test_7_1_1_the_scripted_attacker_sits_where_the_question_says(question: str, actor: str) -> None:
    reading = read(question, "onepiece")
    other = "player2" if actor == "player1" else "player1"
    assert wrong_actor(reading, _attack_by(actor)) is None
    assert wrong_actor(reading, _attack_by(other)) is not None


def test_7_1_1_a_passive_or_unowned_attack_is_not_checked() -> None:
    for question in (
        "アタックしたらどうなる?",
        "相手の場にブロッカーがいるとき、キャラでアタックできる?",
        "相手のキャラがいる。キャラでアタックしたら?",
    ):
        reading = read(question, "onepiece")
        assert wrong_actor(reading, _attack_by("player1")) is None
        assert wrong_actor(reading, _attack_by("player2")) is None


def test_7_1_1_the_opponents_attack_simulated_for_the_asker_is_withheld() -> None:
    q = (
        "相手ライフ4。自分は7000でリーダー(5000)にアタック、相手は2000カウンターを1枚だけ切って"
        "リーダー7000。相手のライフは何枚になる?"
    )
    v = verdict("onepiece", q)
    assert not v.stated or v.value == [3], v


def test_7_1_1_an_attack_each_seat_makes_checks_both() -> None:
    q = "自分のキャラでアタックしてターンを終えた。相手のターンに相手のキャラにアタックされたらどうなる?"
    reading = read(q, "onepiece")
    assert wrong_actor(reading, _attack_by("player2")) is None
    assert wrong_actor(reading, _attack_by("player1")) is None


# fow 10.5.2: 「召喚された」 refers to a card resolved from the chase; a card put directly onto the
# field is not summoned (fow-bb-21: simulated as a summon)
@pytest.mark.parametrize(
    "question",
    [
        "効果でリゾネイターを手札から直接場に出した。そいつの「召喚されたとき」って誘発する?",
        "リゾネイターを効果で直接場に置いた場合、召喚したことになる?",
        "デッキからリゾネイターをそのまま場に出す効果を使った。召喚されたときの能力は使える?",
    ],
)
def test_10_5_2_a_card_put_directly_is_not_simulated_as_a_summon(question: str) -> None:
    sim, built, _ = run_question("fow", extract(question))
    gated = gate(question, "fow", sim, built)
    if not gated.accounting.verdict.stated:
        return
    # stated only as what it is: the card put onto the field, no summon (the put_onto_field op)
    assert gated.sim is not None
    kinds = [op["kind"] for op in gated.sim.scenario["operations"]]
    assert "summon" not in kinds and "put_onto_field" in kinds, kinds


def test_10_5_2_put_as_summon_leaves_a_summon_alone() -> None:
    payload = {"operations": [{"kind": "summon", "card": "s"}]}
    assert put_as_summon("リゾネイターを召喚した。召喚されたときの能力は誘発する?", payload) is None
    assert put_as_summon("リゾネイターを直接場に出した", payload) is not None
    assert put_as_summon("リゾネイターを直接場に出した", {"operations": []}) is None


def _sve_attack(keyword_on: str) -> dict[str, Any]:
    a = {"id": "a", "name": "自分のフォロワー", "attack": 1, "health": 1}
    b = {"id": "b", "name": "相手のフォロワー", "attack": 1, "health": 1}
    {"a": a, "b": b}[keyword_on]["keywords"] = ["指定攻撃"]
    return {
        "player1": {"field": [a]},
        "player2": {"field": [b]},
        "actions": [{"type": "attack", "attacker": "a"}],
    }


# 12.11.2: the attacking follower's 【指定攻撃】 lets it attack a standing follower; a scenario that
# gives the keyword to the attacked card instead (sve-bb-09) does not carry the question
@pytest.mark.parametrize(
    "question",
    [
        "【指定攻撃】持ちなら、相手のスタンドしてるフォロワーを攻撃目標にできる?",
        "【指定攻撃】を持つフォロワーで、スタンド状態の相手フォロワーを攻撃できる?",
        "指定攻撃持ちのフォロワーで相手のスタンドしてるフォロワーを殴れる?",
    ],
)
def test_12_11_2_the_keyword_of_the_attacker_is_on_the_attacker(question: str) -> None:
    reading = read(question, "sve")
    assert keyword_off_actor(reading, _sve_attack("a")) is None
    assert keyword_off_actor(reading, _sve_attack("b")) is not None
    v = verdict("sve", question)
    assert not v.stated or v.value == "yes", v


def test_12_11_2_a_keyword_of_another_sentence_is_not_the_attackers() -> None:
    q = "相手の場に【指定攻撃】持ちのフォロワーがいる。自分のフォロワーで相手のリーダーを攻撃できる?"
    assert keyword_off_actor(read(q, "sve"), _sve_attack("b")) is None


# 803.3b: a scrum attack needs a shared 組織; 「組織がかぶってない」 is read as no shared 組織
# (kiseki-bb-20: the wording went unread and the scrum was simulated as allowed)
@pytest.mark.parametrize(
    "question",
    [
        "組織が1つもかぶってないUNIT2体で、まとめてスクラム攻撃できる?",
        "組織が全然重なってないUNIT2体でスクラム攻撃はできる?",
        "組織は一つも共通してないUNIT2体でスクラム攻撃したい。できる?",
        "組織が被ってないUNIT2体でスクラム攻撃できますか?",
    ],
)
def test_803_3b_units_said_to_share_no_org_are_not_simulated_as_sharing(question: str) -> None:
    v = verdict("kiseki", question)
    assert not v.stated or v.value == "no", v


# 12.11.2: a keyword said as a condition with no card of its own (「【指定攻撃】持ちなら、」) is the
# unnamed attacker's: the sve builder gives it to the attacker and the engine lets it attack
@pytest.mark.parametrize(
    "question",
    [
        "【指定攻撃】持ちなら、相手のスタンドしてるフォロワーを攻撃目標にできる?",
        "指定攻撃を持っていれば、スタンド状態の相手フォロワーを攻撃できる?",
        "【指定攻撃】を持ってるなら相手のスタンド状態のフォロワーに攻撃できますか?",
    ],
)
def test_12_11_2_a_conditional_keyword_is_the_attackers(question: str) -> None:
    v = verdict("sve", question)
    assert v.stated and v.value == "yes", v


def test_8_4_3_1_without_the_keyword_a_standing_follower_is_no_target() -> None:
    v = verdict("sve", "相手のスタンドしてるフォロワーを攻撃できる?")
    assert v.stated and v.value == "no", v


# 1.2.1.2 / 1102.1: a game decided by a draw from the empty deck is stated only when the question
# draws or names the turn/phase that draws; 「デッキが0枚になった。負け?」 asks about the empty deck
@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("sve", "自分のデッキが0枚になった。もう負け?"),
        ("kiseki", "山札が0枚になった。負け?"),
        ("sve", "デッキ0枚。この時点で負けてる?"),
    ],
)
def test_1_2_1_2_no_draw_the_question_did_not_make_decides_the_game(game: str, question: str) -> None:
    v = verdict(game, question)
    assert not v.stated or v.value in ("none", "nobody_yet"), v


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("sve", "デッキが0枚でターンが始まったら負け?"),
        ("sve", "デッキ0枚でカードを引いたら負け?"),
        ("kiseki", "デッキが0枚のときにドローフェイズが来たら負け?"),
    ],
)
def test_1_2_1_2_a_draw_the_question_makes_still_decides(game: str, question: str) -> None:
    from service.answering.plans import situate

    v = situate(question, game)[0].accounting.verdict  # as /ask answers it (sve's draws are planned)
    assert v.stated and v.value == "opponent", v
