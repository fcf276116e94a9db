"""ニンジャスレイヤー round 12 (blind batch W), over several wordings of our own and traps where one
detail changes the answer.

* 706.4 / 706.4b — a destroyed ask whose asking sentence makes an owner word alone its subject
  (「相手のは落ちると思うけど、こっちも殴り返されて死ぬよね?」「俺の方も」「向こうのは」) is about that
  player's fighting card, not the card the question named last (reading.fate._owner_subject): the
  アイサツされた character deals no damage back.
* 602.1 / 1206.1 — a character card entered from the hand outside the asker's own キャラクターフェイズ
  (the イクサフェイズ, after an アイサツ, the opponent's turn) is refused (plans.ninjaslayer_entry_phase);
  an effect putting it into play, a コトダマ, the キャラクターフェイズ or a moment before/after the
  イクサフェイズ is not that plan's (withheld).
"""

from __future__ import annotations

from typing import Any

import pytest

from service.answering.plans import situate

GAME = "ninjaslayer"
_FIGHT = "自分のカラテ1・耐久力2のキャラで、相手のカラテ5・耐久力1のキャラにアイサツした。"
_FOUGHT = "相手のカラテ5・耐久力1のキャラが、自分の耐久力2のキャラにアイサツしてきた。"


def _verdict(question: str) -> tuple[bool, Any]:
    gated, _note = situate(question, GAME)
    return gated.accounting.verdict.stated, gated.accounting.verdict.value


@pytest.mark.parametrize(
    ("question", "value"),
    [
        (_FIGHT + "相手のは落ちると思うけど、こっちも殴り返されて死ぬよね?", False),
        (_FIGHT + "こっちのは死ぬ?", False),
        (_FIGHT + "俺の方も反撃で死ぬ?", False),
        # the other owner word: the attacked card, which the カラテ 1 kills (耐久力 1)
        (_FIGHT + "相手のは死ぬ?", True),
        (_FIGHT + "向こうのは落ちる?", True),
        # traps: the asker's card attacked (「アイサツしてきた」) dies; the attacker does not
        (_FOUGHT + "こっちのは死ぬ?", True),
        (_FOUGHT + "相手のも死ぬ?", False),
        ("相手のカラテ1・耐久力1のキャラが、自分の耐久力2のキャラにアイサツしてきた。こっちは死ぬ?", False),
        (
            "自分のカラテ3・耐久力2のキャラで、相手のカラテ5・耐久力4のキャラにアイサツした。相手のは死ぬ?",
            False,
        ),
    ],
)
def test_706_4b_owner_word_subject_names_the_asked_card(question: str, value: bool) -> None:
    assert _verdict(question) == (True, value)


def test_1403_2_owner_word_subject_of_a_satsubatsu_fight() -> None:
    # サツバツ (1403.2) kills the card that アイサツした: 「俺のは」 is that one
    question = "相手の耐久力4でサツバツ持ちのキャラに、自分のカラテ2のキャラでアイサツ。俺のは無事?"
    assert _verdict(question) == (True, True)


@pytest.mark.parametrize(
    "question",
    [
        "自分のターン、イクサフェイズでアイサツ2回やり終わったとこ。ここで手札のキャラ出して追加で殴りに行きたいんだ"
        "けど、今から出せる?",
        "イクサフェイズで1人目のキャラでアイサツした後、手札からコスト1のキャラを出して、そいつでもアイサツしたい。"
        "エテルは余ってる。イクサフェイズ中に手札からキャラって出せる?",
        "イクサフェイズ中に手札のキャラをエントリーできる?",
        "アイサツした後に手札からキャラを出せる?",
        "自分のイクサフェイズ中に手札のキャラクターを場に出すことはできますか?",
        "アイサツを2回し終わった。手札のコスト3のキャラ出せる?エテルは5枚ある",
        # the opponent's turn: only the turn player enters characters (602.1)
        "相手のターン中に手札のキャラ出せる?",
        "相手のイクサフェイズ中に、こっちの手札のキャラって出せる?",
        "相手ターン中、手札からキャラクターカードをエントリーしたい。できる?",
    ],
)
def test_602_1_1206_1_character_entry_outside_the_character_phase_refused(question: str) -> None:
    assert _verdict(question) == (True, "no")


@pytest.mark.parametrize(
    "question",
    [
        # traps: a moment before/after the イクサフェイズ, or the キャラクターフェイズ itself
        "イクサフェイズの前なら手札のキャラ出せる?",
        "イクサフェイズに入る前に手札のキャラ出せる?",
        "イクサフェイズが終わったら手札のキャラ出せる?",
        "キャラクターフェイズに手札のキャラ出せる?",
        "アイサツ前に手札のキャラ出せる?",
        "アイサツし終わったら、もう一回キャラクターフェイズに戻ってキャラ出せる?",
        # traps: an effect puts the card into play (1314 アンブッシュ, a card's text, an unread card name)
        "イクサフェイズ中にアンブッシュでキャラを出せる?",
        "イクサフェイズ中にコトダマの効果でキャラを出せる?",
        "イクサフェイズ中、エテルからキャラ出せる?",
        "イクサフェイズ中にヨロコンデー!で手札のキャラ出せる?",
        "イクサフェイズ中に手札のキャラをコストを払わずに出せる?",
        # traps: a コトダマ (entered with priority, 1207.1), the opponent entering, another act
        "イクサフェイズ中にコトダマ撃てる?",
        "イクサフェイズ中に相手は手札のキャラ出せる?",
        "イクサフェイズで、相手のキャラをエントリーできる?",
        "イクサフェイズ中、手札のキャラをエテルに置ける?",
        # traps: a step the run cannot stop in, and the end phase
        "エテル・ステップでキャラ出せる?",
        "エンドフェイズに手札のキャラ出せる?",
    ],
)
def test_602_1_entry_moment_not_plain_withholds(question: str) -> None:
    assert _verdict(question)[0] is False
