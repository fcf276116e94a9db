"""Round-7 player phrasings (index/data/vocab): situations whose deciding rule no word of the question
names, read through the rule's own wording, which then points to the clause printing it
(index/phrases.py). Wordings here are written afresh, not copied from the blind batches the lines were
chosen on (docs/evaluation.md, round 7)."""

from __future__ import annotations

import pytest

from corpus.ids import is_within
from corpus.loader import Corpus, default_corpus
from index.config import load_config
from index.phrases import build_rule_phrases
from index.vocab import GameVocabulary, load_vocabulary


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return default_corpus()


def _vocab(corpus: Corpus, game: str) -> GameVocabulary:
    return load_vocabulary(games=corpus.games).for_book(corpus.book(game))


def _pointed(corpus: Corpus, game: str, question: str) -> set[str]:
    """The clauses the question's rule words point to, as search reads them."""
    vocab = _vocab(corpus, game)
    phrases = build_rule_phrases(corpus.book(game), vocab, max_uses=load_config().fusion.phrase_max_uses)
    return set(phrases.clauses_for(vocab.rule_words(question)))


CASES = [
    # sve 8.3.2: evolving is once per turn
    ("sve", "さっき1体進化させたばかり。PPあるしもう1体進化できる?", "8.3.2"),
    ("sve", "進化って1ターンに何回進化できるんだっけ?", "8.3.2"),
    ("sve", "別のフォロワーも進化させたいけどEPは足りてる", "8.3.2"),
    # sve 4.4.4: the field's limit
    ("sve", "場にカード4枚。トークン2体出す効果だと実際に何体残る?", "4.4.4.2"),
    ("sve", "場がいっぱいの時にフォロワーを出したらどうなる?", "4.4.4.1"),
    # sve 5.15.3: an evolved card is the same card
    ("sve", "ダメージを受けたフォロワーを進化させたら、ダメージは消える?", "5.15.3"),
    ("sve", "アクト状態のまま進化させて、それで攻撃できる?", "5.15.3"),
    # kiseki 302.1b: CP / EP left in the pool vanish
    ("kiseki", "配備ステップでCPが1余った。次のステップまで取っておける?", "302.1b"),
    ("kiseki", "プールのEPって戦闘フェイズに持ち越せる?", "302.1b"),
    # kiseki 1217.2: EP from the 拠点
    ("kiseki", "EPコスト2のEVENT、拠点に2枚あれば撃てる?", "1217.2"),
    ("kiseki", "EPプールが空なんだけどアーツ使える?", "1217.2"),
    # kiseki 803.5b: the player is attacked only when no UNIT can be
    ("kiseki", "相手の場にレディのUNITがいても、相手プレイヤーを直接攻撃できる?", "803.5b"),
    ("kiseki", "そのUNITは無視して相手を殴りたい。攻撃対象にできる?", "803.5b"),
    # kiseki 803.4: passes in the combat phase
    ("kiseki", "戦闘フェイズで一回パスしたら、その後はもう攻撃できない?", "803.4b"),
    ("kiseki", "相手の攻撃が1回終わったら次はどっちが攻撃する?", "803.4a"),
    # kiseki 1206.1 / 902.4h: UNITs enter only in the own 配備ステップ
    ("kiseki", "相手の攻撃中に手札からユニット出して守れる?", "1206.1"),
    ("kiseki", "戦闘フェイズ中に出せる?手札からunitを出したい", "1206.1"),
    # attacking again: only a ready card attacks
    ("kiseki", "攻撃したUNITでもう1回攻撃していい?", "803.3a-1"),
    ("kiseki", "スクラムサポートで横にしたUNITも攻撃に参加できる?", "803.3a-1"),
    ("ninjaslayer", "アイサツしたキャラでもう一回アイサツしたい", "704.3a-1"),
    ("ninjaslayer", "同じキャラでまたアイサツできる?", "704.3a-1"),
    # a card whose target cannot be chosen cannot be played
    ("kiseki", "対象がいないけどEVENTを空撃ちできる?", "1204.2d"),
    ("kiseki", "相手の場が空っぽ。対象をとるEVENTを撃つだけ撃てる?", "1204.2d"),
    ("ninjaslayer", "キャラを選ぶコトダマ、対象がいない時にプレイだけできる?", "1204.2e"),
    # a cost paid in part
    ("onepiece", "手札が足りないから①だけ払って起動メインを使える?", "8-3-1-3"),
    ("onepiece", "コストの手札1枚だけ捨てて発動していい?", "8-3-1-3"),
    ("ninjaslayer", "手札を2枚捨てるコスト、1枚だけ捨てて使える?", "1203.2"),
    # choosing fewer than an effect names, or none
    ("onepiece", "「2枚までを選び」の効果であえて0枚にできる?", "1-3-5-1"),
    ("fow", "「2体を選ぶ」で1体だけ選んで解決していい?", "10.13"),
    ("fow", "探す効果、あえて何も持ってこなくていい?", "10.13"),
    # a loop no one can stop
    ("onepiece", "効果が無限に続いて誰も止める手段がない。どうなる?", "11-1-1-1"),
    ("onepiece", "処理がずっと繰り返されて止められない時の勝敗は?", "11-1-1-1"),
    ("kiseki", "誘発が無限に続いて、どっちも止める方法がない", "1501.1c"),
    # neither player battles in their first turn
    ("onepiece", "後攻の1ターン目にリーダーでアタックできる?", "6-5-6-1"),
    ("onepiece", "最初のターンからキャラで殴れる?", "6-5-6-1"),
    # DON!! given to a card that leaves
    ("onepiece", "ドン!!が付いてたキャラがKOされたらドン!!はどこへ?", "6-5-5-4"),
    ("onepiece", "ドン2枚付きのキャラが手札に戻ったら付いてたドンは?", "6-5-5-4"),
    # an instruction and a prohibition at once
    ("onepiece", "カードを引けない効果がある時に「1枚引く」を解決したら?", "1-3-3"),
    ("onepiece", "「アタックできない」状態のキャラに「アタックする」効果は?", "1-3-3"),
    # an attacker removed before its damage
    ("sve", "攻撃してきたフォロワーをダメージ前に破壊したら、リーダーはダメージを受ける?", "8.4.9"),
    ("sve", "攻撃宣言したら相手がクイックで除去してきた。ダメージは?", "8.4.9"),
    ("ninjaslayer", "アイサツ中にそのキャラが手札に戻されたらダメージチェックは?", "704.6a"),
    # the hand has no limit (ninjaslayer)
    ("ninjaslayer", "エンドフェイズに手札12枚、何枚か捨てなきゃだめ?", "305.5"),
    ("ninjaslayer", "手札が多すぎる時にターン終わったらどうなる?", "305.5"),
    # between damage checks on the stack
    ("ninjaslayer", "ダメージチェック処理の1つ目が解決した後にコトダマを挟みたい", "802.4"),
    ("ninjaslayer", "残り2つのダメージチェックの合間に動ける?", "802.4"),
    # paid costs do not come back
    ("kiseki", "無効にされたEVENTのEP、返ってくる?", "1324.2"),
    # kiseki 803.3b: scrum attackers share an organisation
    ("kiseki", "組織が結社だけのUNITと、七耀教会だけのUNITでスクラム攻撃したい", "803.3b"),
    ("kiseki", "組織の違う2体でいっしょに攻撃できる?", "803.3b"),
    ("kiseki", "共通の組織がないUNIT同士でスクラム攻撃って通る?", "803.6d"),
    # kiseki 803.5b: every UNIT stunned
    ("kiseki", "相手のUNITが全員スタンしてたら攻撃はどこに行く?", "803.5b"),
    ("kiseki", "相手の場は3体ともスタン状態。攻撃対象は?", "803.5b"),
    # onepiece 3-7-4 / ninjaslayer 704.3a-1: the turn a character enters
    ("onepiece", "出したばっかりのキャラでそのままアタックできる?", "3-7-4"),
    ("onepiece", "登場したばかりのキャラ、このターン中に殴れる?", "3-7-4"),
    ("ninjaslayer", "エントリーしたばかりのキャラでアイサツできる?", "704.3a-1"),
    ("ninjaslayer", "出したターンにすぐ殴れる?", "704.3a-1"),
    # sve 8.4.9: a quick card removes the attacker
    ("sve", "攻撃されたのでクイックでそのフォロワーを除去した。ダメージは?", "8.4.9"),
    ("sve", "攻撃してきたフォロワーを破壊できたらリーダーは無傷?", "8.4.9"),
]


@pytest.mark.parametrize(("game", "question", "clause"), CASES)
def test_the_rule_words_point_to_the_deciding_clause(
    corpus: Corpus, game: str, question: str, clause: str
) -> None:
    scheme = corpus.book(game).info.scheme
    assert any(is_within(scheme, cid, clause) for cid in _pointed(corpus, game, question))


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("kiseki", "相手プレイヤーを攻撃して通った。絆は何点減る?"),  # attacked, not asking whether it may
        ("kiseki", "スクラム攻撃で相手本体を殴った。何点?"),
        ("onepiece", "2ターン目にアタックできる?"),
        ("ninjaslayer", "片方だけが繰り返せるループはどう処理する?"),  # a loop someone can stop
        ("sve", "変身させられたフォロワーのラストワードは?"),
        ("onepiece", "カードを2枚引いてもいい?"),
    ],
)
def test_neighbouring_wordings_point_nowhere_new(corpus: Corpus, game: str, question: str) -> None:
    rules = {
        "sve": {"8.3.2", "4.4.4.1", "4.4.4.2"},
        "kiseki": {"803.5b"},
        "onepiece": {"6-5-6-1", "1-3-3"},
        "ninjaslayer": {"1501.1c"},
    }
    assert not _pointed(corpus, game, question) & rules.get(game, set())
