"""Audit 28c (ニンジャスレイヤー, the questions the service still withheld): 40 own questions written from the
rulebook alone about decks emptied by draws (1002.2, 1308.2, 103.3), face-down cards in the ダメージ・ゾーン
(1002.1, 1320.1a), ウケミ cards revealed by damage checks (1104.3, 1104.4, 1104.4c) and damage through the
turn (505.3a, 505.3b, 706.8a); 26 traps, kept in `data/style_audit28c.jsonl` with each expected answer's
clause.

First try (HEAD b406b475): 19 stated, 19 right, 0 wrong, 21 withheld. After: 29 stated, 29 right, 0 wrong,
11 withheld (each with its reason in "open"). The listed withheld rows of the earlier blind batches
(/work/notes/r28/withheld_ninjaslayer.jsonl, 66): 0 stated → 3 stated right (ay-01, ay-08, bb-09), 0 wrong.
Built:
* lexicon: 「勝ちはどっち?」「どっちの勝ち?」「勝つのはどちら?」 one winner ask (the separate 「どっち」
  had made the question's last ask the what-happens one); 「2人とも」 both players, no bare number;
  「N枚しか引けない」 the asker restating a draw's shortfall; 「N枚ともウケミ…」 the checks' count;
  survival_words: 「…だからセーフだよね?」「…しセーフ?」 a survival ask like 「まだセーフ?」;
* `reading/means_damage.py`: a damage told with the アイサツ that dealt it
  (「相手のアイサツで4ダメージ受けた」) — `ninjaslayer_damage.character_damage` runs it as that アイサツ
  by a card of that カラテ (706.4b) when whose アイサツ and whose card are both told and differ; the
  amount is the attacker's told stat (`assumed_stat`), held by the run (`material`), and the damaged
  subject is not the attacker (`fate`);
* `character_damage`: 「ターンが終わったら」 runs into the next turn (after 505.3a/505.3b); a 耐久力
  ending its clause after the gain (「+0/+3を与えて耐久力5。」) restates it (`ninjaslayer_retold`);
* `ninjaslayer_players.player_effect`: the other player's counts told beside the effect's player's
  are set too (not a decline), unless they are a defeat already;
* `ninjaslayer_ukemi.ukemi_checks`: ウケミ on every check (「2枚とも」「全部」, each draw taking the
  cards above the next check) and one of each (「1枚ずつ」);
* planner (engine_map `part_of`): a face-down part told of a told ダメージ・ゾーン comes out of the
  whole — a wrong verdict found on main: 「俺のダメージ・ゾーン8枚のうち3枚は裏向き。…工作力1…負け?」
  was stated lost (run as 8 + 3 = 11 cards).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.service.answering.audit_data import assert_expected, rows, situated

_ROWS = rows("style_audit28c")


@pytest.mark.parametrize("row", _ROWS, ids=[f"st28c-{i:02d}" for i in range(len(_ROWS))])
def test_style_audit28c_rows(row: dict[str, Any]) -> None:
    assert_expected(row)


def test_style_audit28c_rows_are_forty_ninjaslayer() -> None:
    assert len({r["question"] for r in _ROWS}) == len(_ROWS) == 40
    assert all(r["game"] == "ninjaslayer" for r in _ROWS)
    assert sum(bool(r.get("trap")) for r in _ROWS) >= 13
    assert all("open" in r for r in _ROWS if r["expect"] == "allow")


# new wordings of each mechanism: (question, stated value)
@pytest.mark.parametrize(
    ("question", "want"),
    [
        # the winner asked with どっち / どちら (103.2, 1002.2)
        ("俺のデッキは残り1枚で、コトダマ「2枚ドローする。」を撃った。勝つのはどっち?", "opponent"),
        ("相手のデッキ残り1枚。俺のコトダマ「相手は2枚ドローする。」を撃った。どっちの勝ち?", "self"),
        ("相手のターンに相手のコトダマ「各プレイヤーは2枚ドローする。」が解決された。俺も相手もデッキが残り2枚"
         "だったから、2人とも同時にデッキ0枚になった。これ勝ちはどっち?", "self"),
        # the other player's counts told beside the effect's player's
        ("相手のダメージ・ゾーンは5枚。俺のデッキは残り2枚で、コトダマ「2枚ドロー。」を撃った。俺の負け?",
         "opponent"),
        ("俺のダメージ・ゾーンは3枚。相手のデッキは残り1枚で、俺のコトダマ「相手は1枚ドローする。」を撃った。"
         "勝ちはどっち?", "self"),
        # a damage told with the アイサツ that dealt it (706.4b, 1004.1)
        ("俺の耐久力2のキャラが相手のアイサツで2ダメージ受けた。死ぬ?", True),
        ("俺の耐久力3のキャラが相手のアイサツで3ダメージ受けた。死ぬ?", True),
        ("相手の耐久力5のキャラに俺のアイサツで3ダメージ入った。殺せた?", False),
        ("相手の耐久力4のキャラが、俺のアイサツで2ダメージ受けた。さらにコトダマで2ダメージ与えたら殺せる?",
         True),
        # the turn's end asked as the turn passed (505.3a before 505.3b)
        ("俺の耐久力2のキャラに「このターン+0/+2」。3ダメージ受けた。ターンが終わったら死ぬ?", False),
        ("俺の耐久力5のキャラに「このターン-0/-3」。2ダメージ受けた。ターンが終わったら死ぬ?", True),
        ("俺の耐久力2のキャラに4ダメージ。ターンが終わったら死ぬ?", True),
        # ウケミ cards on every check / one of each (1104.3, 1104.4c)
        ("ダメージ・ゾーン5枚で、相手の工作力2のアイサツを受けた。ダメチェは2枚ともウケミ「1枚ドロー。」持ち。"
         "ダメージ・ゾーン何枚?", [5]),
        ("相手のダメージ・ゾーン9枚。俺の工作力3のキャラのアイサツが通って、ダメチェは全部ウケミ「1枚ドロー。」"
         "付き。勝ち?", "none"),
        ("ダメージ・ゾーン4枚。相手の工作力2のキャラにアイサツされて、ダメチェはウケミ「1枚ドロー。」持ちと"
         "ウケミなしが1枚ずつ。ダメージ・ゾーンは何枚?", [5]),
        # a face-down part inside the told ダメージ・ゾーン (1002.1)
        ("俺のダメージ・ゾーン8枚のうち3枚は裏向き。相手の工作力1のキャラのアイサツが通った。ダメチェはウケミ"
         "なし。負け?", "none"),
        ("俺のダメージ・ゾーン7枚のうち2枚は裏向き。相手の工作力2のキャラのアイサツが通った。ダメチェは2回とも"
         "ウケミなし。負け?", "none"),
        ("俺のダメージ・ゾーン9枚のうち5枚は裏向き。相手の工作力1のキャラのアイサツが通った。ダメチェはウケミ"
         "なし。負け?", "opponent"),
    ],
)  # fmt: skip
def test_a_new_wording_is_stated_right(question: str, want: Any) -> None:
    assert situated(question, "ninjaslayer")[:2] == (True, want), question


# what the mechanisms must not state: the attacker's own card, no owner told, a count that disagrees, an
# inconsistent told position
@pytest.mark.parametrize(
    "question",
    [
        "俺の耐久力3のキャラのアイサツで3ダメージ入れた。俺のキャラ死ぬ?",
        "耐久力3のキャラがアイサツで3ダメージ受けた。死ぬ?",
        "ダメージ・ゾーン5枚で、相手の工作力3のアイサツを受けた。ダメチェは2枚ともウケミ「1枚ドロー。」持ち。"
        "ダメージ・ゾーン何枚?",
        "俺の山札は１枚。相手の山札は０枚。俺のドロー・ステップで１枚引いた。俺は負ける?",
        "相手の耐久力4のキャラ、俺のアイサツで2ダメ負ってる。俺がそいつにコトダマ「このターン-0/-2」を撃った。どうなる?",
        "俺のターン、相手の耐久力4のキャラにコトダマで2ダメージ与えた。そのあと誰もアイサツしなかった。ターンが"
        "終わっても相手のキャラのダメージは2のまま?",
    ],
)
def test_an_unread_part_withholds(question: str) -> None:
    assert not situated(question, "ninjaslayer")[0], question
