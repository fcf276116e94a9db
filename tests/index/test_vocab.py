"""Player vocabulary: parsing, expansion, per-game restriction, and the shipped tables."""

from __future__ import annotations

import tomllib

import pytest

from index.terms import normalize
from index.vocab import VOCAB_DIR, Vocabulary, VocabularyError, load_vocabulary, parse_vocabulary_file

GAMES = ("ninjaslayer", "kiseki", "fow", "onepiece", "sve")


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return load_vocabulary(games=GAMES)


def test_shipped_files_parse_and_every_game_has_one(vocab: Vocabulary) -> None:
    assert set(vocab.games) == set(GAMES)
    for path in VOCAB_DIR.glob("*.toml"):
        tomllib.loads(path.read_text(encoding="utf-8"))


def test_yamafuda_expands_to_deck(vocab: Vocabulary) -> None:
    assert "デッキ" in vocab.for_game(None).expand("山札が0枚になったら負け?")
    assert "敗北" in vocab.for_game(None).expand("山札が0枚になったら負け?")


def test_words_already_in_query_are_not_added(vocab: Vocabulary) -> None:
    assert "アタック" not in vocab.for_game("onepiece").expand("アタックできる?")


def test_bochi_maps_to_each_games_own_word(vocab: Vocabulary) -> None:
    printed = {
        "onepiece": normalize("KOされたキャラクターはトラッシュに置かれます"),
        "sve": normalize("破壊されたフォロワーは墓場に置かれます"),
        "ninjaslayer": normalize("殺されたキャラクターはオヒガンに置かれます"),
    }
    expected = {"onepiece": "トラッシュ", "sve": "墓場", "ninjaslayer": "オヒガン"}
    for game, text in printed.items():
        words = vocab.for_game(game).restricted_to(text).expand("墓地に送られる?")
        assert expected[game] in words
        assert not set(expected.values()) - {expected[game]} & set(words)


def test_sideways_maps_to_rest_act_ojigi(vocab: Vocabulary) -> None:
    assert "レスト" in vocab.for_game("onepiece").expand("横向きのキャラ")
    assert "アクト" in vocab.for_game("sve").expand("横向きのフォロワー")
    assert "オジギ" in vocab.for_game("ninjaslayer").expand("寝てるキャラ")


def test_hp_maps_to_health_words(vocab: Vocabulary) -> None:
    assert "体力" in vocab.for_game("sve").expand("リーダーのHPは?")
    assert "耐久力" in vocab.for_game("ninjaslayer").expand("HPが3のキャラ")


def test_mulligan_and_first_hand(vocab: Vocabulary) -> None:
    op = vocab.for_game("onepiece").expand("初手って何枚? マリガンできる?")
    assert {"最初の手札", "引き直し"} <= set(op)
    assert "手札の入れ替え" in vocab.for_game("kiseki").expand("マリガンできる?")


def test_markers_are_normalised(vocab: Vocabulary) -> None:
    assert "pp" in vocab.for_game("sve").markers
    assert "ドン!!" in vocab.for_game("onepiece").markers


def test_malformed_file_is_rejected() -> None:
    with pytest.raises(VocabularyError):
        parse_vocabulary_file({"map": [{"say": "x"}]}, "bad.toml", None)
    with pytest.raises(VocabularyError):
        parse_vocabulary_file({"maps": []}, "bad.toml", None)
    with pytest.raises(VocabularyError):
        parse_vocabulary_file({"markers": {"x": "high"}}, "bad.toml", None)
