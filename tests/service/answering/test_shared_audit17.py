"""Round-17 precision audit of the round's shared reading changes (all five games): 40 own questions, 8 a
game, aimed at a card's fate asked with 「どうなる?」, a player's turn restated as the game's
(reading/game_turn), the revealed cards counted 「2枚とも」 (reading/summed), an outcome the asker says it
knows (reading/known_aside), 「ドン!!は全部レスト」 (don_active 0), a state told of the doer, the fow will
lists and 「…を破棄する」 choices — kept in `data/shared_audit17.jsonl` with the rulebook clause of each
expected answer (`corpus/sources/<game>.txt`; an empty `accept` means no verdict may be stated;
withholding is always allowed). A row whose verdict is the game's status (sve and kiseki read no fate
ask from 「…はどうなる?」) is right only when its answer opens with the asked card's fate
(`summary_opens`).

Wrong on the first try (rebased on main 2c561c5): ninjaslayer 「カラテ2/耐久力2のキャラで、相手のカラテ5/
耐久力2のキャラにアイサツした。倒せないのは分かってる。相手のキャラは死ぬ?」 stated true — the aside
conceded the very fate then asked of the opponent's card, and 「倒せ」 had counted as the destroy the run
makes (it did before known_aside too). reading/known_aside now keeps a conceded denied outcome as a fact
no run scripts (concept ``conceded_outcome``: withheld) when a card's fate is asked in a sentence naming
no card of the asker's; 「…うちのキャラは死ぬ?」「俺のフォロワーは破壊される?」 still answer.

Found probing the 「2枚とも」 traps: 「…めくった2枚ともウケミ持ちだった。相手のダメージ・ゾーンは何枚?」
stated 6 for 5 and 「…ダメージ・ゾーンは9枚…2枚ともウケミ持ち…相手は負けた?」 'self' (the run
reveals one ウケミ card; 1104.3, 1104.4c: no ウケミ card goes to the ダメージ・ゾーン):
scenarios/ninjaslayer_aisatsu withholds a ウケミ told of several revealed cards.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_audit_rows, rows, situated

_ROWS = rows("shared_audit17")
_HEAD = "シミュレーション結果: "


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason=row["open"], strict=True) if "open" in row else ()
    return pytest.param(row, id=f"sh17-{row['game']}-{i:02d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_shared_audit17_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, summary = situated(row["question"], row["game"])
    if not stated:
        return
    assert value in row["accept"], (row["question"], value)
    if isinstance(value, dict) and "summary_opens" in row:
        assert summary.removeprefix(_HEAD).startswith(row["summary_opens"]), summary


def test_shared_audit17_rows_are_eight_a_game_and_distinct() -> None:
    assert_audit_rows(_ROWS, traps=14)


# known_aside: the fate conceded (「倒せないのは分かってる」) and then asked of the opponent's card
@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("カラテ2/耐久力2のキャラで、相手のカラテ5/耐久力2のキャラにアイサツした。倒せないのは分かってる。"
         "相手のキャラは死ぬ?", "ninjaslayer"),
        ("カラテ2/耐久力2のキャラで、相手のカラテ5/耐久力2のキャラにアイサツした。倒せないのは分かってる。"
         "そいつは死ぬ?", "ninjaslayer"),
        ("俺のカラテ2のキャラで相手の耐久力2のキャラにアイサツ。倒せないのは知ってるけど、相手のキャラは落ちる?",
         "ninjaslayer"),
        ("パワー6000のキャラで相手のレストの5000のキャラにアタック。KOできないのは分かってる。"
         "相手のキャラはKOされる?", "onepiece"),
        ("前のターンから出してる俺の3/3で相手のアクト状態の2/2フォロワーに攻撃。倒せないのは知ってるけど、"
         "相手のフォロワーは破壊される?", "sve"),
    ],
)  # fmt: skip
def test_a_fate_conceded_and_asked_of_their_card_withholds(question: str, game: str) -> None:
    assert not situated(question, game)[0]


def test_a_fate_asked_of_the_askers_own_card_beside_the_aside_still_answers() -> None:
    for q, game, want in [
        ("こっちのカラテ2/耐久力2のキャラで、相手のカラテ5/耐久力6のキャラ(テキスト無しのバニラ)にアイサツした。"
         "倒せないのは分かってる。で、逆にうちのキャラって殴り返されて落ちる?", "ninjaslayer", False),
        ("こっちのカラテ2/耐久力2のキャラで、相手のカラテ5/耐久力6のキャラにアイサツした。倒せないのは分かってる。"
         "うちのキャラは死ぬ?", "ninjaslayer", False),
        ("前のターンから出してる俺の2/2で相手のアクト状態の3/3フォロワーに攻撃。倒せないのは知ってるけど、"
         "俺のフォロワーは破壊される?", "sve", True),
        ("パワー4000のキャラで相手のレストの5000のキャラにアタックした。勝てないのは分かってる。"
         "こっちのキャラはKOされる?", "onepiece", False),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


# 1104.3 / 1104.4c: a ウケミ told of several revealed cards — the run reveals only one
@pytest.mark.parametrize(
    "question",
    [
        "相手のダメージ・ゾーンは5枚。工作力2のアイサツが通って、めくった2枚ともウケミ持ちだった。"
        "相手のダメージ・ゾーンは何枚?",
        "相手のダメージ・ゾーンは5枚。工作力2のアイサツが通って、めくった2枚はどっちもウケミ持ちだった。"
        "相手のダメージ・ゾーンは何枚?",
        "ダメージ・ゾーン5枚の相手に工作力2のキャラでアイサツ。めくれたカードは両方ウケミを持ってた。"
        "ダメージ・ゾーンは何枚?",
        "相手のダメージ・ゾーンは9枚。工作力2のアイサツが通って、めくった2枚ともウケミ持ちだった。相手は負けた?",
    ],
)
def test_1104_a_ukemi_told_of_several_revealed_cards_withholds(question: str) -> None:
    stated, value, _summary = situated(question, "ninjaslayer")
    assert not stated or value == [5], value


def test_1104_one_ukemi_card_or_none_still_counts() -> None:
    for q, want in [
        ("相手のダメージ・ゾーンは5枚。工作力2のアイサツが通って、めくった2枚ともウケミ無しだった。"
         "相手のダメージ・ゾーンは何枚?", [7]),
        ("相手のダメージ・ゾーンは5枚。工作力2のアイサツが通った。めくった2枚のうち1枚がウケミ持ちだった。"
         "相手のダメージ・ゾーンは何枚?", [6]),
    ]:  # fmt: skip
        assert situated(q, "ninjaslayer")[:2] == (True, want), q
