"""The names people type for a game (corpus/names.py, the aliases in games.toml) and Corpus.book."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.errors import UnknownGame
from corpus.loader import Corpus, default_corpus
from corpus.names import build_names, default_names, fold

GAMES = ("ninjaslayer", "kiseki", "fow", "onepiece", "sve")


@pytest.mark.parametrize(
    ("typed", "game"),
    [
        ("onepiece", "onepiece"),
        ("OnePiece", "onepiece"),
        ("op", "onepiece"),
        ("OPCG", "onepiece"),
        ("ワンピース", "onepiece"),
        ("わんぴーす", "onepiece"),
        ("ＯＮＥ　ＰＩＥＣＥ", "onepiece"),
        ("ONE PIECE CARD GAME", "onepiece"),
        ("ONE PIECE カードゲーム", "onepiece"),  # the short name
        ("shadowverse", "sve"),
        ("Shadowverse EVOLVE", "sve"),
        ("シャドバ", "sve"),
        ("シャドウバース", "sve"),
        ("軌跡", "kiseki"),
        ("軌跡 TRADING CARD GAME 総合ルール", "kiseki"),  # the title
        ("ニンジャスレイヤー", "ninjaslayer"),
        ("忍殺", "ninjaslayer"),
        ("Force of Will", "fow"),
        ("フォース・オブ・ウィル", "fow"),
    ],
)
def test_typed_names_resolve(typed: str, game: str) -> None:
    assert default_names().resolve(typed) == game


@pytest.mark.parametrize(
    ("typed", "suggested"),
    [
        ("onepice", "onepiece"),
        ("ワンピス", "onepiece"),
        ("shadowvers", "sve"),
        ("kisek", "kiseki"),
        ("ニンジャ", "ninjaslayer"),
    ],
)
def test_misses_suggest_the_close_game(typed: str, suggested: str) -> None:
    names = default_names()
    assert names.resolve(typed) is None
    assert names.suggest(typed)[0] == suggested


def test_nothing_close_suggests_nothing() -> None:
    assert default_names().suggest("mtg") == ()
    assert default_names().suggest("") == ()


def test_every_alias_names_its_own_game_and_no_two_games_share_one() -> None:
    names = default_names()
    assert names.ids == GAMES
    for game, aliases in names.aliases.items():
        assert aliases, f"{game} has no aliases in games.toml"
        for alias in aliases:
            assert names.resolve(alias) == game, alias
    folded = [fold(a) for aliases in names.aliases.values() for a in aliases]
    assert len(folded) == len(set(folded))


def test_an_id_wins_over_another_games_alias() -> None:
    names = build_names([{"id": "a", "aliases": ["b"]}, {"id": "b", "aliases": []}])
    assert names.resolve("b") == "b"


@given(st.text(max_size=30))
def test_fold_is_idempotent_and_resolution_is_by_folded_name(text: str) -> None:
    assert fold(fold(text)) == fold(text)
    names = default_names()
    assert names.resolve(text) == names.resolve(fold(text)) or text in names.ids


def test_corpus_book_takes_names_and_suggests_on_a_miss() -> None:
    corpus = default_corpus()
    assert corpus.book("ワンピース").game == "onepiece"
    assert corpus.clause("op", "７－１－４－１").id == "7-1-4-1"
    with pytest.raises(UnknownGame) as caught:
        corpus.book("onepice")
    assert caught.value.suggestions == ("onepiece",)
    assert "did you mean onepiece?" in str(caught.value)


def test_a_smaller_corpus_resolves_only_its_games() -> None:
    full = default_corpus()
    small = Corpus({"sve": full.books["sve"]})
    assert small.book("shadowverse").game == "sve"
    with pytest.raises(UnknownGame) as caught:
        small.book("op")
    assert caught.value.known == ("sve",)
