"""fow audit 10b (issue 11): adversarial questions on this round's fow coverage (0b3b2db: damage per
resonator, an addition with no host, a race gained or changed quoted in 『』, a will ability while paying,
a search of a hidden deck, a direct put against a summon; a994330: whether a card's own 『召喚されたとき』
triggers), each answer checked by hand against §10 (`data/fow_audit10b.jsonl`; ``null`` where the
question asks what no run answers or leaves out what the answer needs — it must be withheld). Styles:
T trap, A another ask, B hypothetical or comparison, C denied fact, D aside, E two turns / the other
player.

72 questions. On a clean export of HEAD 4eb5020: 27 stated, 6 wrong (「1体もいないわけじゃない」 run as
no host: 'no'; 「『種族ドラゴンを得る』効果はかかってない/を受けなかった」 run as gained: 'yes' x2;
『能力を失う』 beside the summon unread: 'yes'; 「解決されたかどうかは覚えてない」 run as resolved: 'yes';
「1体もいないかどうかは覚えてない」 run as none: 'no') and 2 more doubtful ('yes' from 「解決された…はず。」
and from a trigger told negated before it could trigger). Now 18 stated, 0 wrong. A second pass (rows
72-90, on 5ebc790): 5 stated, 2 wrong (「無効にはされてない」 run as negated: 'no'; 「魔石はもう使い切ってる」
left out: 'yes'); now 3 stated, 0 wrong. A third pass (rows 91-101, on 442bf76): 0 stated. The whole
set: 102 questions, 22 stated, 0 wrong.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated, verdict

GAME = "fow"
_ROWS = rows("fow_audit10b")


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool):
        value = "yes" if value else "no"
    return bool(value == answer)


@pytest.mark.parametrize("row", _ROWS, ids=[f"{i:03d}-{r['style']}-{r['rule']}" for i, r in enumerate(_ROWS)])
def test_audit10b_set_states_only_the_rulebook_answer(row: dict[str, Any]) -> None:
    stated, value = verdict(row["question"], GAME)
    if row["answer"] is None:
        assert not stated, value
    elif stated:
        assert _same(value, row["answer"]), value


def test_audit10b_set_has_distinct_questions_in_every_style() -> None:
    assert len(_ROWS) >= 20 and len({r["question"] for r in _ROWS}) == len(_ROWS)
    assert all(sum(r["style"] == s for r in _ROWS) >= 5 for s in "TABCDE")


@pytest.mark.parametrize(
    "question",
    [
        "効果で墓地の[アディション:リゾネイター]を場に出す。場にリゾネイターが1体もいないわけじゃない。出られる?",
        "効果で墓地の[アディション:リゾネイター]を場に出す。場にリゾネイターが1体もいないってことはない。出られる?",
        "墓地から[アディション:リゾネイター]を場に出す効果を使った。場にリゾネイターが1体もいなかったわけではない。"
        "そのアディションは場に出られる?",
    ],
)
def test_10_1_2_a_count_of_no_host_denied_is_not_no_host(question: str) -> None:
    """「1体もいないわけじゃない」 had been run as no host ('no' stated: some resonator is there)."""
    assert not verdict(question, GAME)[0]


def test_10_1_2_no_host_told_is_still_run() -> None:
    q = "効果で墓地の[アディション:リゾネイター]を場に出す。場にリゾネイターが1体もいなかった。出られる?"
    assert situated(q, GAME)[:2] == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "種族が人間のリゾネイターに『種族ドラゴンを得る』効果はかかってない。『ドラゴンのリゾネイター1体を選ぶ』"
        "効果でそいつを選べる?",
        "人間のリゾネイターが『種族ドラゴンを得る』効果を受けなかった。『ドラゴンのリゾネイター1体を選ぶ』効果で"
        "選べる?",
        "人間のリゾネイターに『種族ドラゴンを得る』はかかってないよ。『人間のリゾネイター1体を選ぶ』で選べる?",
        "人間のリゾネイターに『種族ドラゴンになる』効果はかけてない。『人間のリゾネイター1体を選ぶ』で選べる?",
    ],
)
def test_10_19_a_race_change_denied_is_not_applied(question: str) -> None:
    """「『…を得る』効果はかかってない」 had been run as gained ('yes' for a human asked as a dragon)."""
    assert not verdict(question, GAME)[0]


def test_10_19_1_a_race_change_told_is_still_run() -> None:
    q = "人間のリゾネイターが『種族ドラゴンになる』を受けた。『人間のリゾネイター1体を選ぶ』で選べる?"
    assert situated(q, GAME)[:2] == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚した。チェイスで解決された。"
        "ただしそのリゾネイターは『能力を失う』効果を受けてる。誘発する?",
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚して、チェイスで解決された。"
        "場には『リゾネイターの誘発能力は発動しない』がある。誘発する?",
        "『このカードが召喚されたとき』能力を持つリゾネイターを普通に召喚して、チェイスで解決された。"
        "相手の『あなたのリゾネイターはすべての能力を失う』が場にある。その能力は発動する?",
    ],
)
def test_10_14_1_card_text_beside_the_summon_the_run_does_not_model_withholds(question: str) -> None:
    """『能力を失う』 (not read) had been left out: 'yes' stated."""
    assert not verdict(question, GAME)[0]


@pytest.mark.parametrize(
    "question",
    [
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚した。解決されたかどうかは覚えてない。"
        "誘発する?",
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚した。チェイスで解決された…はず。"
        "誘発する?",
        "『このカードが召喚されたとき』能力を持つリゾネイターを召喚した。無効にされたかは忘れた。誘発する?",
        "効果で墓地の[アディション:リゾネイター]を場に出す。場にリゾネイターが1体もいないかどうかは覚えてない。"
        "出られる?",
    ],
)
def test_10_5_2_a_fact_told_unknown_withholds(question: str) -> None:
    """「解決されたかどうかは覚えてない」 had been run as resolved ('yes')."""
    assert not verdict(question, GAME)[0]


def test_10_5_2_a_summon_told_resolved_is_still_run() -> None:
    q = (
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚した。相手がそれを無効にした。"
        "誘発する?"
    )
    assert situated(q, GAME)[:2] == (True, "no")


def test_10_5_2_a_direct_put_asked_as_a_summon_is_not_one() -> None:
    q = (
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを直接場に出した。"
        "それって召喚したことになる?"
    )
    stated, _value, summary = situated(q, GAME)
    assert not stated or "‘召喚された’ことにはならず" in summary.split("。")[0], summary


@pytest.mark.parametrize(
    "question",
    [
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚した。無効にはされてない。誘発する?",
        "『このカードが召喚されたとき』能力を持つリゾネイターを召喚した。相手はそれを無効にしていない。その能力は発動する?",
        "『このカードが召喚されたとき、カードを1枚引く』を持つリゾネイターを召喚した。無効にもされてないよ。誘発する?",
    ],
)
def test_10_11_1_a_negation_told_not_done_is_not_run(question: str) -> None:
    """「無効にはされてない」 had been run as negated: 'no' stated for a summon that may have resolved."""
    stated, value = verdict(question, GAME)
    assert not stated or value == "yes", value


@pytest.mark.parametrize(
    "question",
    [
        "コストを払ってる最中に魔石のウィル能力を使いたい。でも魔石はもう使い切ってる。使える?",
        "カードのコストを払ってる途中で、魔石のウィル能力でウィルを出せる?魔石はもう全部使いきった。",
        "コストを支払ってる最中に魔石のウィル能力を使っていい?魔石はこのターンに使い果たした。",
    ],
)
def test_10_2_5_every_will_source_told_used_up_withholds(question: str) -> None:
    """「魔石はもう使い切ってる」 had been left out: 'yes' stated (a 魔石 left to play it from assumed)."""
    assert not verdict(question, GAME)[0]
