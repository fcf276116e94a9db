"""Everyday object words read as the rulebook's general word by lexical search (vocabulary `[generic]`).

fow's §10 excerpt prints リゾネイター in 4 clauses (10.5.1, 10.5.2, 10.6.1, 10.21.2) while nearly every
player question names one; BM25 took the word's rarity as evidence for those four (blind H: 10.5.1 or
10.6.1 first on 19 of the 30 fow questions whose gold was not first).
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest

from corpus.loader import Corpus
from index.config import SearchConfig
from index.search import load_or_build
from index.types import Mode
from index.vocab import GameVocabulary, Vocabulary, VocabularyError, load_vocabulary, parse_vocabulary_file
from tests.index.conftest import BigramEncoder


@pytest.fixture(scope="module")
def fow() -> GameVocabulary:
    return load_vocabulary(games=("fow",)).for_game("fow")


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("相手のリゾネイターを破壊したら?", "相手のカードを破壊したら?"),
        ("リゾネイター2体に300ダメージ", "カード2体に300ダメージ"),
        ("うちのリゾネイター(防御力700)とj/ルーラー", "うちのカード(防御力700)とj/ルーラー"),
        ("ﾘｿﾞﾈｲﾀｰを選ぶ", "カードを選ぶ"),  # half-width, normalised first
    ],
)
def test_fow_resonator_is_read_as_a_card(fow: GameVocabulary, question: str, read: str) -> None:
    assert fow.generalize(question) == read


@pytest.mark.parametrize(
    "question",
    [
        "リゾネイターカードを召喚する",  # inside a longer katakana word, like `says` matching
        "ルーラーがアタックした",
        "",
    ],
)
def test_a_word_inside_a_longer_word_or_absent_is_left(fow: GameVocabulary, question: str) -> None:
    assert fow.generalize(question) == question


def test_games_without_generic_words_read_the_query_unchanged() -> None:
    vocab = load_vocabulary(games=("onepiece", "sve", "kiseki", "ninjaslayer"))
    for game in ("onepiece", "sve", "kiseki", "ninjaslayer", None):
        text = "ＵＮＩＴ・キャラ・フォロワーでアタック"  # not even normalised
        assert vocab.for_game(game).generalize(text) == text


def test_generic_words_survive_the_rulebook_restriction(fow: GameVocabulary) -> None:
    assert fow.restricted_to("").generic == fow.generic == (("リゾネイター", "カード"),)


@pytest.mark.parametrize("bad", [{"リゾネイター": 1}, {"リゾネイター": ""}, ["リゾネイター"]])
def test_malformed_generic_table_is_refused(bad: object) -> None:
    with pytest.raises(VocabularyError):
        parse_vocabulary_file({"generic": bad}, "test.toml", "fow")


def test_sve_8_4_2_a_generic_word_stops_being_lexical_evidence(
    tmp_path: Path, small_corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig
) -> None:
    """A synthetic [generic] line for sve (data, no code): フォロワー is then read as カード."""
    plain = load_or_build(
        tmp_path / "plain", small_corpus, encoder=BigramEncoder(), vocabulary=vocabulary, config=config
    )
    sve = vocabulary.games["sve"]
    line = parse_vocabulary_file({"generic": {"フォロワー": "カード"}}, "sve.toml", "sve").generic
    generic = Vocabulary(
        vocabulary.shared,
        MappingProxyType(
            {**vocabulary.games, "sve": GameVocabulary("sve", sve.mappings, sve.terms, sve.markers, line)}
        ),
        vocabulary.digest,
    )
    read = load_or_build(
        tmp_path / "read", small_corpus, encoder=BigramEncoder(), vocabulary=generic, config=config
    )
    before = [h.id for h in plain.search("フォロワー", game="sve", mode=Mode.LEXICAL).hits]
    after = [h.id for h in read.search("フォロワー", game="sve", mode=Mode.LEXICAL).hits]
    assert "8.4.2" in before and "11.2.2" not in before
    # clauses printing カード (11.2.2 カードを引く), none of the three printing フォロワー
    assert "11.2.2" in after and not {"8.4.2", "8.4.3", "4.7.1"} & set(after)
