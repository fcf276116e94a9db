"""Force of Will round 14: a per-count damage (10.6.4.1: one instance of count × each) against a prevention
told as card text of each instance — 「1回につきN軽減する」 (10.17.1.1: once, for the one instance) or
「N以下のダメージが…与えられる場合、代わりにそのダメージを全て軽減する」 (10.17.1.2: only if that one
instance is at most N) — plus the per-count's own 「対象のJ/リゾネイターに」, 「リゾは3体」 as a count of the
field, and a player's claim quoted (「…」って言ってる) that is no card text."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

GAME = "fow"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "相手のライフ1000。自分の手札は4枚。自分の「対象のプレイヤーに、あなたの手札1枚につき200ダメージを与える」"
            "を相手に使った。相手には「あなたに与えられるダメージを1回につき300軽減する」がある。相手のライフは?",
            [500],
        ),
        (
            "相手の防御力1000のリゾネイター(ダメージ0)に、俺の「対象のJ/リゾネイター1体に、あなたの墓地のカード1枚"
            "につき100ダメージを与える」を撃った。俺の墓地は5枚。相手のリゾネイターには「このカードに与えられる"
            "ダメージを1回につき200軽減する」。蓄積ダメージは?",
            [300],
        ),
        (
            "相手のリゾにはダメージ100が乗ってる(防御力900)。俺の『あなたのコントロールするリゾネイター1体につき、対象の"
            "J/リゾネイターに200ダメージを与える』をそのリゾに撃った。俺のリゾは2体。乗ってるダメージ合計は?",
            [500],
        ),
    ],
)
def test_10_17_1_1_a_per_instance_reduction_applies_once(question: str, value: list[int]) -> None:
    stated, got, _summary = situated(question, GAME)
    assert stated and got == value, (question, got)


_AT_MOST = (
    "相手ライフ600。相手の場に「200以下のダメージがあなたに与えられる場合、代わりにそのダメージを全て軽減する」。"
    "自分は「対象のプレイヤーに、あなたの手札1枚につき100ダメージを与える」を相手に撃った。自分の手札は{n}枚。"
    "相手のライフは?"
)


@pytest.mark.parametrize(("hand", "value"), [(2, [600]), (3, [300]), (5, [100])])
def test_10_17_1_2_at_most_prevention_compares_the_one_instance(hand: int, value: list[int]) -> None:
    stated, got, summary = situated(_AT_MOST.format(n=hand), GAME)
    assert stated and got == value, got
    if hand > 2:
        assert "軽減されて" not in summary.split("。")[1], summary  # nothing was reduced


def test_10_17_1_2_winner_under_premise_with_a_claim_quoted() -> None:
    q = (
        "相手ライフ300。相手の場に「1回につき100以下のダメージがあなたに与えられる場合、代わりにそのダメージを"
        "全て軽減する」。俺の「対象のプレイヤーに、あなたの墓地のカード1枚につき100ダメージを与える」を相手に。"
        "俺の墓地は3枚。相手は「1枚ごとに100だから全部消える」って言ってる。ライフ0で負けとして、勝者は?"
    )
    stated, got, _summary = situated(q, GAME)
    assert stated and got == "self", got


@pytest.mark.parametrize(
    "question",
    [
        # the prevention is the asker's own (protects the asker), not the target's
        "相手ライフ600。自分の場に「200以下のダメージがあなたに与えられる場合、代わりにそのダメージを全て軽減する」。"
        "自分は「対象のプレイヤーに、あなたの手札1枚につき100ダメージを与える」を相手に撃った。自分の手札は2枚。"
        "相手のライフは?",
        # the counted field is the asker's, the count told is the opponent's
        "相手ライフ900。俺の「対象のプレイヤーに、あなたのリゾネイター1体につき100ダメージを与える」を相手に。"
        "相手のリゾは4体。相手のライフは?",
        # a count said not remembered, beside a claim
        "相手ライフ900。相手は「100ずつ軽減される」って言ってるけど、俺の「対象のプレイヤーに、あなたの手札1枚"
        "につき100ダメージを与える」を相手に撃った。手札は何枚だったか覚えてない。相手のライフは?",
    ],
)
def test_10_6_4_1_trap_other_owner_or_untold_count_withholds(question: str) -> None:
    stated, got, _summary = situated(question, GAME)
    assert not stated, (question, got)


def test_10_6_4_1_trap_at_most_of_a_card_is_not_the_players() -> None:
    q = (
        "相手ライフ600。相手のリゾネイターに「200以下のダメージがこのカードに与えられる場合、代わりにそのダメージを"
        "全て軽減する」。自分は「対象のプレイヤーに、あなたの手札1枚につき100ダメージを与える」を相手に撃った。"
        "自分の手札は2枚。相手のライフは?"
    )
    stated, got, _summary = situated(q, GAME)
    assert not stated or got == [400], got
