"""Round-6 player phrasings (index/data/vocab): a situation whose deciding rule the question does not
name, read through the words the rulebooks print. Wordings here are written afresh, not copied from
the blind batches the entries were chosen on (docs/evaluation.md, round 6)."""

from __future__ import annotations

import pytest

from corpus.loader import Corpus, default_corpus
from index.vocab import GameVocabulary, load_vocabulary


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return default_corpus()


def _book_vocab(corpus: Corpus, game: str) -> GameVocabulary:
    return load_vocabulary(games=corpus.games).for_book(corpus.book(game))


@pytest.mark.parametrize(
    "question",
    [
        "デッキからドラゴン1枚を探す効果で、わざと見つからなかったことにしていい?",
        "サーチ効果、入ってるのに見つけなかったことにできる?",
        "墓地のカードを選ぶ効果で、何も選ばずに終われる?",
        "「リゾネイター1体を選ぶ」で誰も選ばないってあり?",
    ],
)
def test_fow_10_13_declining_to_find_or_choose(corpus: Corpus, question: str) -> None:
    extra = _book_vocab(corpus, "fow").expand(question)
    assert "選ばないことができます" in extra and "選ぶ義務" in extra


@pytest.mark.parametrize(
    "question",
    [
        "カードを2枚探す効果で、見つからなかったことにして終われる?",
        "枚数だけが条件のサーチ、探さずに済ませていい?",
    ],
)
def test_sve_5_7_1_1_a_search_by_count_must_find(corpus: Corpus, question: str) -> None:
    extra = _book_vocab(corpus, "sve").expand(question)
    assert "見つける義務" in extra
    assert "選ばないことができます" not in extra  # fow's words only where fow prints them


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("ninjaslayer", "コトダマの解決前に、対象のキャラが場から離れた。ドローはする?"),
        ("ninjaslayer", "撃ったけど対象がいなくなった。残りの効果は?"),
        ("kiseki", "EVENTが解決される前に対象のUNITが即死した。カードは引ける?"),
        ("kiseki", "対象が手札に戻されたらEVENTはどうなる?"),
    ],
)
def test_1205_1a_a_target_gone_before_resolution(corpus: Corpus, game: str, question: str) -> None:
    assert "適正" in _book_vocab(corpus, game).expand(question)


@pytest.mark.parametrize(
    "question",
    [
        "組織がかぶってない2体でスクラム攻撃できる?",
        "組織が違うUNITどうしでスクラムサポートしたい",
        "組織が一つも同じじゃない2体でまとめて攻撃",
    ],
)
def test_kiseki_803_3b_units_without_a_common_organisation(corpus: Corpus, question: str) -> None:
    assert "共通する組織" in _book_vocab(corpus, "kiseki").expand(question)


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("sve", "誘発した自動能力をスルーしてもいい?"),
        ("ninjaslayer", "誘発能力、今回はスルーできる?"),
    ],
)
def test_skipping_a_trigger_asks_whether_it_is_mandatory(corpus: Corpus, game: str, question: str) -> None:
    extra = _book_vocab(corpus, game).expand(question)
    assert "強制" in extra or "必ず" in extra


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("fow", "デッキから1枚探して手札に加えた。何枚になる?"),
        ("kiseki", "組織を2つ持つUNITはいる?"),
        ("ninjaslayer", "コトダマを解決した。手札は何枚?"),
    ],
)
def test_neighbouring_wordings_add_none_of_these_words(corpus: Corpus, game: str, question: str) -> None:
    extra = set(_book_vocab(corpus, game).expand(question))
    assert not extra & {"選ばないことができます", "見つける義務", "適正", "共通する組織"}
