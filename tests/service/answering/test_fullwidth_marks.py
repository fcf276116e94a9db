"""A question typed with full-width forms (「？」「！」「（）」「／」「＋」, digits, as an IME gives them) is
read as with the ASCII ones (plans.situate): the readers' and plans' patterns look for 「?」「(」…, and
163 of 7,850 seen rows had answered otherwise with 「？」「！」 alone (85 lost their verdict, 68 gained one,
10 changed value), 182 with 「（）：／＋」."""

from __future__ import annotations

import pytest

from tests.service.answering.audit_data import situated

QUESTIONS = [  # seen blind rows answered right with 「?」 and otherwise with 「？」「！」 before
    (
        "kiseki",
        "拠点に裏向きのBASEがあって、そのBASE込みで拠点は5枚。このBASEの創設レベルが4なんだけど、表にしてプレイできる?",
    ),
    (
        "ninjaslayer",
        "コスト3でタツジン・コストが「2エテルを支払う」のキャラを、タツジン・コストも払ってエントリーしたい。"
        "エテル・ゾーンで何枚オジギすることになる?ほかにコスト増減の効果はなし。",
    ),
    (
        "onepiece",
        "ドン!!-○のコストを使いまくった結果、自分のドン!!デッキがもう0枚。この状態で迎えた自分のターン、"
        "ドン!!フェイズでコストエリアに何枚ドン!!を置ける?",
    ),
    (
        "fow",
        "手札0枚のときに「手札を捨てる。そうしたなら、カードを2枚引く」を解決したら?捨ててないから引けない?最後に手札何枚?",
    ),
    ("sve", "相手のターンのエンドフェイズ。非ターンプレイヤーの自分は手札を9枚持ってる。何枚捨てる?"),
    ("fow", "攻撃力600/防御力500のリゾネイターが[+200/+200]を得た。攻撃力いくつ?"),
    (
        "sve",
        "自分のターン。相手リーダーの体力が残り4で、こっちには前のターンから場にいる攻撃力2のフォロワーが2体"
        "(どっちもスタンド)。順番にリーダー殴ったらちょうど0なんだけど、これで勝ち?(自分視点で)",
    ),
]
# every printable ASCII character as its full-width form (「?」→「？」, 「(」→「（」, 「2」→「２」)
_WIDE = str.maketrans({chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)})


@pytest.mark.parametrize(("game", "question"), QUESTIONS)
def test_full_width_marks_read_as_ascii(game: str, question: str) -> None:
    ascii_ = situated(question, game)
    assert ascii_[0], ascii_  # each is answered: the test compares two stated verdicts
    assert situated(question.translate(_WIDE), game) == ascii_
