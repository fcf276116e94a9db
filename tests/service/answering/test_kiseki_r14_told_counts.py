"""Round 14 (kiseki): counts told in more words, read by the lexicon — the whole 拠点 「拠点の合計は3枚」
「拠点は全部で2枚」 (QUANTITY base: a BASE's 創設レベル against it, 1204.2f-3/1209.1) and the 手札の入れ替え
told by its steps 「2枚(デッキの下に)戻して引き直した」 (ACTION mulligan, 603.1d: the hand stays 4, then
the ドローステップ's 2, 703.6a). A draw denied 「ドローステップは引かなかった」 withholds the hand."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import verdict

GAME = "kiseki"


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("拠点は全部で2枚。拠点に裏向きで置いてある創設レベル3のBASEをプレイできる?", "no"),
        ("拠点は合計4枚。裏向きの創設レベル3のBASEを拠点からプレイできる?", "yes"),
        ("拠点の合計は3枚。その中の裏向きのBASE(創設レベル3)をプレイできる?", "yes"),
        ("拠点は全部で4枚。表向きの創設レベル3のBASEをプレイできる?", "no"),
    ],
)
def test_1204_2f_3_the_whole_base_counted_in_more_words(question: str, value: str) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("先攻で、初手から2枚デッキの下に戻して引き直した。ドローステップで引いた後の手札は何枚?", [6]),
        ("後攻。初手4枚のうち1枚を戻して引き直した。ドローステップで2枚引いたら手札は何枚?", [6]),
        (
            "先攻で初手から3枚戻して引き直し。ドローステップで引いて、拠点ステップで1枚拠点に置いた。手札は何枚?",
            [5],
        ),
    ],
)
def test_603_1d_a_mulligan_told_by_its_steps(question: str, value: list[int]) -> None:
    assert verdict(question, GAME) == (True, value)


@pytest.mark.parametrize(
    "question",
    [
        "相手の拠点は全部で4枚。俺の拠点の裏向きの創設レベル3のBASEをプレイできる?",  # theirs
        "先攻で、初手から2枚戻して引き直した。ドローステップは引かなかった。手札は何枚?",  # a draw denied
        "先攻で、初手で2枚入れ替えた。ドローステップは引かなかった。手札は何枚?",  # the same, pre-existing
        "先攻で、初手から5枚戻して引き直した。ドローステップで引いた後の手札は何枚?",  # more than the 4 held
        "先攻で、初手から2枚戻して引き直した。ドローステップで引いた後、山札は何枚?",  # the deck asked
    ],
)
def test_told_count_traps_are_withheld(question: str) -> None:
    assert verdict(question, GAME)[0] is False
