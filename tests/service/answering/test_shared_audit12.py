"""Round-12s precision audit of the round's SHARED reading changes (issue 11), across all five games: an
auditor's own adversarial questions on fate.py (an owner word as the destroyed ask's subject, a player
asked), quantity.py (「残りは何点?」), sequence.py (「6体目を出す」), reader.py (「相手がそのキャラに」),
verdict.py (「ダメージ受ける?」), asked_other.py (「どのフォロワーで…?」) and inverse.py (a card seated
with its controller, DON!! given before an attack), kept in `data/shared_audit12.jsonl` (`cap` names the
change); every stated verdict — value and the conclusion's first sentence — was checked by hand against
the rulebooks in /work/shared/seeds/ (withholding is always allowed; an empty `accept` means no verdict
may be stated).

Wrong before this audit (on the same snapshot without its files): 「相手がそのキャラに…で攻撃してきた。
死ぬ?/KOされる?」 read the に-marked card as the attacker (the lexicon's 'attacked' holds the active
〜してきた too): false for a KO'd/killed card (5 wordings, onepiece + ninjaslayer); 「相手はダメージ受ける?」
「俺は/こっちもダメージ受ける?」 of the player who took none ('yes', 4); 「どのリーダーを攻撃できる?」
('yes'); 「山札の残りは何枚?」 (the 体力 17, a UNIT count 1, the builder's 20 deck); 「俺の絆の残りは何点?」
「自分の体力の残りは?」「俺のライフの残りは?」 (the opponent's value, 5 wordings); 「UNITが2体。3体目の
UNITで攻撃できる?」 ('yes'); 「残りの耐久力は何点?」 (the bound 5 of 「耐久力5未満」); 「墓場は何枚?」 untold
(the builder's empty 墓場); 「俺は破壊される?」 (true for the attacked follower).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import rows, situated

_ROWS = rows("shared_audit12")
# still wrong, left open: the onepiece attack builder reads 「相手が、そのレストのキャラに…でアタック」
# (a comma after the subject) as the asker's rested card attacking;
# Closed after the audit: a character's 耐久力 asked after an アイサツ had been given the damage dealt
# (reading/verdict: a card value asked by name that the conclusion's sentence never names withholds);
# fow's player damage had seated an unowned 「ライフ4000で相手の「…ダメージを与える」を受けた」 on 相手
# (plans/fow_players: a damage said taken by no named player, with the life on 相手, withholds)
# Closed in round 29: 「自分のレストのパワー4000のキャラ。相手が、そのレストのキャラに…アタック」 (the card
# attacked with, で, attacks: onepiece battle).
_OPEN: set[str] = set()


def _param(row: dict[str, Any], i: int) -> Any:
    mark = pytest.mark.xfail(reason="open: see _OPEN", strict=True) if row["question"] in _OPEN else ()
    return pytest.param(row, id=f"s12-{row['cap']}-{row['game']}-{i:03d}", marks=mark)


@pytest.mark.parametrize("row", [_param(r, i) for i, r in enumerate(_ROWS)])
def test_shared_audit12_stated_verdicts_are_the_rulebooks(row: dict[str, Any]) -> None:
    stated, value, _summary = situated(row["question"], row["game"])
    if stated:
        assert value in row["accept"], (row["question"], value)


def test_shared_audit12_rows_are_distinct_and_cover_every_game() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) >= 200
    assert {r["game"] for r in _ROWS} == {"onepiece", "sve", "kiseki", "ninjaslayer", "fow"}


def _stated(questions: list[tuple[str, str]]) -> list[str]:
    return [q for q, game in questions if situated(q, game)[0]]


def test_the_card_named_again_under_an_active_attack_is_the_attacked_one() -> None:
    """「相手がそのキャラに…でアタックしてきた」: 〜してきた is active, the に-marked card is attacked."""
    for q, game in [
        (
            "自分のレストのパワー4000のキャラがいる。"
            "相手がそのレストのキャラにパワー5000のキャラでアタックしてきた。KOされる?",
            "onepiece",
        ),
        (
            "自分のレストのパワー4000のキャラ。"
            "相手がそのキャラにパワー6000のキャラで殴ってきた。KOされる?",
            "onepiece",
        ),
        (
            "自分のカラテ1・耐久力2のキャラがいる。"
            "相手がそのキャラにカラテ3・耐久力3のキャラでアイサツしてきた。死ぬ?",
            "ninjaslayer",
        ),
        (
            "俺のカラテ1・耐久力2のキャラ。"
            "相手がこのキャラにカラテ2のキャラでアイサツしてきた。死ぬ?",
            "ninjaslayer",
        ),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, True), q
    # the passive still makes the に-marked card the attacker
    q = "自分のカラテ1・耐久力2のキャラ。相手のカラテ3のキャラにアイサツされた。死ぬ?"
    assert situated(q, "ninjaslayer")[:2] == (True, True)


def test_damage_taken_asked_of_the_player_who_took_none_withholds() -> None:
    assert not _stated(
        [
            (
                "相手のパワー5000のキャラが自分のパワー5000のリーダーにアタック。"
                "相手はダメージ受ける?",
                "onepiece",
            ),
            (
                "相手のパワー6000のキャラが自分のパワー5000のリーダーにアタックしてきた。"
                "相手の方がダメージ受ける?",
                "onepiece",
            ),
            (
                "自分のパワー6000のリーダーで相手のパワー5000のリーダーにアタック。"
                "こっちもダメージ受ける?",
                "onepiece",
            ),
            (
                "自分のパワー6000のリーダーで相手のパワー5000のリーダーにアタック。"
                "俺はダメージ受ける?",
                "onepiece",
            ),
        ]
    )  # fmt: skip
    q = "自分のパワー6000のリーダーで相手のパワー5000のリーダーにアタック。相手はダメージ受ける?"
    assert situated(q, "onepiece")[:2] == (True, "yes")


def test_a_remainder_of_another_word_or_player_withholds() -> None:
    assert not _stated(
        [
            ("リーダーの体力20。相手の攻撃力3のフォロワーにリーダーを攻撃された。山札の残りは何枚?", "sve"),
            ("絆が8点。相手のSTR3のUNITに攻撃されてブロックしなかった。山札の残りは何枚?", "kiseki"),
            ("相手の絆は6点。俺のSTR2のUNITで相手本体に攻撃。俺の絆の残りは何点?", "kiseki"),
            ("相手の絆は6点。俺のSTR2のUNITで相手本体に攻撃。こっちの絆の残りって何点?", "kiseki"),
            (
                "相手のリーダーの体力は5。俺の攻撃力2のフォロワーでリーダーを攻撃した。"
                "自分の体力の残りは何点?",
                "sve",
            ),
            (
                "相手のライフは3枚。俺のパワー7000のリーダーで相手のパワー5000のリーダーにアタック。"
                "俺のライフの残りは何枚?",
                "onepiece",
            ),
        ]
    )  # fmt: skip
    for q, game, want in [
        ("相手の絆は6点。俺のSTR2のUNITで相手本体に攻撃。相手の絆の残りは何点?", "kiseki", [4]),
        ("絆が8点。相手のSTR3のUNITに攻撃されてブロックしなかった。絆の残りは何点?", "kiseki", [5]),
        (
            "相手のリーダーの体力は5。俺の攻撃力2のフォロワーでリーダーを攻撃した。"
            "相手の体力の残りは何点?",
            "sve", [3],
        ),
        ("絆が10なら残りは何点?相手のSTR3のUNITに本体を攻撃された。", "kiseki", [7]),
    ]:  # fmt: skip
        assert situated(q, game)[:2] == (True, want), q


def test_a_card_ordinal_beyond_the_cards_told_withholds() -> None:
    assert not _stated(
        [
            ("場にUNITが2体。3体目のUNITで攻撃できる?", "kiseki"),
            ("自分の場にUNITが2体。3体目のUNITが攻撃できる?", "kiseki"),
            ("UNITは2体だけ。3体目のUNITで相手本体に攻撃できる?", "kiseki"),
        ]
    )
    assert situated("場にキャラが4体。5体目を出せる?", "onepiece")[:2] == (True, "yes")


def test_which_leader_and_bare_player_fates_withhold() -> None:
    assert not _stated(
        [
            ("どのリーダーを攻撃できる?相手のリーダーの体力は5。", "sve"),
            (
                "自分の攻撃力3/体力4のフォロワーで相手の攻撃力1/体力2のフォロワーを攻撃。"
                "俺は破壊される?",
                "sve",
            ),
            (
                "自分のカラテ3・耐久力2のキャラで相手のカラ"
                "テ1・耐久力3のキャラにアイサツ。相手は死ぬ?",
                "ninjaslayer",
            ),
            (
                "自分のパワー5000のキャラで相手のレストのパワー3000のキャラにアタック。"
                "俺ってKOされる?",
                "onepiece",
            ),
        ]
    )  # fmt: skip


def test_the_asked_attackers_fate_opens_the_sve_conclusion() -> None:
    q = "自分の攻撃力2/体力5のフォロワーで相手の攻撃力3/体力1のフォロワーを攻撃した。こっちも破壊される?"
    stated, value, summary = situated(q, "sve")
    assert (stated, value) == (True, False)
    assert summary.removeprefix("シミュレーション結果: ").startswith("攻撃したフォロワー")


def test_fow_damage_received_names_the_asker_in_the_conclusion() -> None:
    q = "ライフ4000で相手の「プレイヤーに800ダメージを与える」を受けた。残りは何点?"
    *_verdict, summary = situated(q, "fow")
    assert "相手のライフ" not in summary.split("。")[0]


# 10.6.2: a damage said taken (「受けた」「食らった」) by no named player, with the one life told seated on
# 相手 by its owner word, is the asker's — withheld, never stated as 相手's life
@pytest.mark.parametrize(
    "question",
    [
        "ライフ4000で相手の「プレイヤーに800ダメージを与える」を受けた。相手のライフは?",
        "ライフ4000で相手の「プレイヤーに800ダメージを与える」を受けた。残りは何点?",
        "ライフ3000のとき相手の「対象のプレイヤーに500ダメージを与える」を食らった。残りいくつ?",
    ],
)
def test_10_6_2_damage_taken_by_an_unnamed_player_is_not_seated_on_the_opponent(question: str) -> None:
    stated, _value, _summary = situated(question, "fow")
    assert not stated


def test_10_6_2_damage_dealt_to_the_opponent_whose_life_is_told_is_still_stated() -> None:
    stated, value, _summary = situated("相手のライフは4000。800ダメージを与えた。残りは?", "fow")
    assert stated and value == [3200]


# 1004.1 / 706.4b: damage does not change a card's printed value; a value asked by name (耐久力, 攻撃力,
# STR …) is answered only by a conclusion sentence that names it
@pytest.mark.parametrize(
    ("question", "game"),
    [
        (
            "相手のカラテ1・耐久力5のキャラに俺のカラテ3のキャラでアイサツ。相手のキャラの耐久力は何点?",
            "ninjaslayer",
        ),
        ("耐久力4の相手キャラにカラテ2でアイサツした。そいつの耐久力っていくつ?", "ninjaslayer"),
        ("相手のSTR2・DEF5のUNITに俺のSTR3のUNITで攻撃。相手のUNITのDEFはいくつ?", "kiseki"),
    ],
)
def test_1004_1_a_card_value_asked_by_name_is_not_the_damage(question: str, game: str) -> None:
    stated, value, _summary = situated(question, game)
    assert not stated or value not in ([2], [3])


def test_a_leader_value_the_conclusion_names_is_still_stated() -> None:
    q = (
        "自分のリーダー体力10。攻撃力3のフォロワーで相手のリーダーを攻撃した。"
        "相手のリーダーの体力は20。相手のリーダーの体力いくつ?"
    )
    stated, value, _summary = situated(q, "sve")
    assert stated and value == [17]
