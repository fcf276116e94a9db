"""Shadowverse EVOLVE round-12b precision audit (issue 11): own adversarial questions on round 12's new sve
code (`data/sve_audit12b.jsonl`, `cap` names the family), every stated verdict checked by hand against the
rulebook (withholding is always allowed; an empty `accept` means no verdict may be stated).

Families: `deck` the start phase's draw that left the deck empty (5.9.1.1, 7.2.4, 11.2.2); `choose` a
spell's choice of an 【威圧】/【オーラ】 follower (12.12.2.1, 12.15.2, 12.15.2.1); `state` an attack
target's untold state (8.4.3.1); `cost` a cost changed by a card on the field (10.4.4.1); `hand` the end
phase's discard after a draw (7.4.7); `per` 「〜につき」 (5.28.1, 5.13.1.1); `quick` the attacker removed by
the defender's 【クイック】 (8.4.7, 8.4.9); `evolve` once a turn (8.3.2); `during` a card played during the
opponent's attack (8.4.7, 12.3.4, 7.4.5); `fight` the fights the plans took over from the builders (8.4.9,
12.8.2, 12.12.2, 12.13.2, 12.14.2); `alive` 「生きてる?」「無事?」 (11.3.1); `apart`, `stats`, `health`
(8.4.3.1, 8.4.9, 12.13.2).

Before this audit (the working tree with this audit's files at HEAD 07723c9): 173 questions / 72
stated / 20 wrong — 15 by their value: an attack on a follower whose state is untold refused by the
engine's standing default ('no' for 「相手のオーラ持ちフォロワー、攻撃できる?」, while 【オーラ】 forbids no
attack, 12.15.2.1), the damage of a removed attacker stated for the attacker's own leader asked (0 said
of 「自分のリーダー」), 「どのフォロワーで攻撃できる?」 answered 'yes', 「生きてる?」 read as a can ask
('yes' for a destroyed follower), the attacker's untold 体力 asked answered with the attacked
follower's (3); 5 by a conclusion opening with what the question did not ask
(「どちらのフォロワーも破壊されません」 from an assumed 体力, 「自分のリーダーの体力は7」 for the
【ドレイン】 attacker's leader asked, the attacked follower's fate for 「こっちのフォロワーはどうなる?」).
With this audit: 58 stated / 0 wrong. Families added in a second wave (`apart` a state told in a
sentence of its own, `stats` 「1/1に、3/2で」, `health` 「相手の体力は?」) cover the plan commits
6684196, d407fe4, 55bc7cd that landed during the audit.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

GAME = "sve"
_ROWS = rows("sve_audit12b")


@pytest.mark.parametrize("row", _ROWS, ids=[f"a12b-{r['cap']}-{i:03d}" for i, r in enumerate(_ROWS)])
def test_audit12b_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], GAME)
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_audit12b_rows_are_distinct() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 20


def _stated(questions: list[str]) -> list[str]:
    return [q for q in questions if situated(q, GAME)[0]]


def test_8_4_3_1_an_attack_targets_untold_state_decides_nothing() -> None:
    # 12.15.2.1: 【オーラ】 forbids no attack target; a standing follower is no target, an acted one is
    assert not _stated([
        "相手のオーラ持ちフォロワー、俺のフォロワーで攻撃できる?",
        "前のターンからいる俺のフォロワーで相手のオーラ持ちフォロワーを攻撃できる?",
        "相手のフォロワーを攻撃できる?",
        "相手のオーラ持ちフォロワーに、こっちの前のターンからいるやつで殴れる?",
    ])  # fmt: skip


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("相手のオーラ持ちフォロワーはアクト状態。前のターンからいる俺のフォロワーで攻撃できる?", "yes"),
        # 12.12.2: refused whatever its state
        ("相手の威圧持ちフォロワーはスタンド状態。前のターンからいる俺のフォロワーで攻撃できる?", "no"),
    ],
)
def test_12_15_2_1_an_attack_on_a_told_state_is_still_stated(question: str, value: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated or got == value


def test_8_4_9_the_damage_asked_of_the_removed_attackers_own_leader_is_withheld() -> None:
    assert not _stated([
        "相手のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルでそのフォロワーを破壊した。相手のリーダーは何点ダメージ受ける?",
        "相手のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルでそのフォロワーを破壊した。向こうのリーダーは何点ダメージ受ける?",
        "相手のフォロワーが俺のリーダーに攻撃してきた。攻撃後にクイックのスペルでそのフォロワーを破壊した。この攻撃で相手は何点ダメージ受ける?",
    ])  # fmt: skip


def test_8_4_3_1_a_which_follower_ask_is_no_yes_or_no() -> None:
    assert not _stated([
        "このターンもう1体進化させた。もう1体の方は進化できないよね?じゃあどのフォロワーで攻撃すればいい?",
        "このターンもう1体進化させた。どのフォロワーで攻撃できる?",
        "相手のアクト状態のフォロワーが2体いる。前のターンからいる俺のフォロワーでどのフォロワーを攻撃できる?",
    ])  # fmt: skip


_ALIVE = [
    "俺の攻撃力3体力2のフォロワーで、相手のアクト状態の攻撃力2体力3のフォロワーを攻撃した。俺のフォロワーは生きてる?",
    "前のターンからいる俺の攻撃力3体力5のフォロワーで、相手のアクト状態の攻撃力2体力3のフォロワーを攻撃した。俺のフォロワーは無事?",
    "前のターンからいる俺の攻撃力1体力5のフォロワーで、相手のアクト状態の攻撃力2体力3のフォロワーを攻撃した。相手のフォロワーは生きてる?",
]  # fmt: skip


@pytest.mark.parametrize(("question", "destroyed"), zip(_ALIVE, [True, False, False], strict=True))
def test_11_3_1_alive_asks_whether_the_follower_is_destroyed(question: str, destroyed: bool) -> None:
    stated, value, _summary = situated(question, GAME)
    assert not stated or value == destroyed


def test_8_4_9_1_the_attackers_untold_health_asked_is_withheld() -> None:
    assert not _stated([
        "前のターンからいる攻撃力2の俺のフォロワーで、相手の体力5攻撃力1のアクト状態フォロワーを攻撃した。俺のフォロワーの体力は?",
        "前のターンからいる攻撃力2の俺のフォロワーで、相手の体力5攻撃力1のアクト状態フォロワーを攻撃。こっちのフォロワーの残り体力は?",
        "前のターンからいる俺の攻撃力2のフォロワーで、相手のアクト状態の体力5攻撃力1のフォロワーを攻撃した。自分のフォロワーは体力いくつになる?",
    ])  # fmt: skip


@pytest.mark.parametrize(
    ("question", "head"),
    [
        (
            "相手のドレイン持ち攻撃力3のフォロワーが俺のリーダーを攻撃してきた。俺のリーダーは体力10、相手のリーダーは体力5。"
            "相手のリーダーの体力は何になる?",
            "【ドレイン】で相手のリーダーの体力は8",
        ),
        (
            "向こうのドレイン持ち攻撃力2のフォロワーがこっちのリーダーを殴ってきた。こっちは体力10、向こうは体力4。向こうの体力は?",
            "【ドレイン】で相手のリーダーの体力は6",
        ),
        (
            "相手のドレイン持ち攻撃力3のフォロワーが俺のリーダーを攻撃してきた。俺のリーダーは体力10、相手のリーダーは体力5。"
            "俺のリーダーの体力は何になる?",
            "自分のリーダーの体力は7",
        ),
    ],
)
def test_12_13_2_the_asked_leaders_health_opens_the_conclusion(question: str, head: str) -> None:
    stated, _value, summary = situated(question, GAME)
    assert not stated or summary.removeprefix("シミュレーション結果: ").startswith(head), summary


@pytest.mark.parametrize(
    "question",
    [
        "相手のアクト状態のドレイン持ち攻撃力2のフォロワーに、前のターンからいる俺の攻撃力1体力5のフォロワーで攻撃。"
        "相手のリーダーの体力は10。相手リーダーの体力は何になる?",
        "前のターンからいる攻撃力3の俺のフォロワーで、相手のアクト状態の体力2のフォロワーを攻撃。相手のリーダーの体力は10。"
        "相手リーダーの体力は何になる?",
        "前のターンからいる攻撃力3の【ドレイン】持ちの俺のフォロワーで、相手のアクト状態のフォロワーを攻撃。俺のリーダーの体力は10。"
        "俺のリーダーの体力は?",
    ],
)
def test_12_13_2_a_leaders_health_after_a_fight_states_no_assumed_fate(question: str) -> None:
    stated, _value, summary = situated(question, GAME)
    assert not stated or "どちらのフォロワーも破壊されません" not in summary.split("。")[0], summary


_ATTACKERS_FATE = [
    "前のターンからいる攻撃力3体力2の俺のフォロワーで、相手のアクト状態の攻撃力1体力1のフォロワーを攻撃した。こっちのフォロワーはどうなる?",
    "相手のアクトしてる1/1に、前のターンからいる3/2のフォロワーで攻撃したら、俺のフォロワーはどうなる?",
    "前のターンからいる3/2の自分のフォロワーで、相手のアクト状態の1/1を攻撃。自分のフォロワーってどうなる?",
]  # fmt: skip


@pytest.mark.parametrize("question", _ATTACKERS_FATE)
def test_8_4_9_1_the_attackers_fate_asked_opens_the_conclusion(question: str) -> None:
    # the attacker survives (体力 2 - 1): 「攻撃されたフォロワーは破壊され」 had opened the answer
    stated, _value, summary = situated(question, GAME)
    assert not stated or summary.removeprefix("シミュレーション結果: ").startswith("攻撃したフォロワーは"), (
        summary
    )
