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


def test_katakana_phrase_does_not_match_inside_a_longer_word() -> None:
    from index.vocab import says

    assert not says("相手プレイヤーにアイサツ", "プレイ")
    assert not says("アンタップしたキャラ", "タップ")
    assert not says("ダブルアタックって何", "アタック")
    assert says("プレイできる?", "プレイ") and says("タップしたキャラ", "タップ")
    assert says("殴るとどうなる", "殴る")  # kanji/kana phrases still match as substrings


def test_player_is_not_read_as_play(vocab: Vocabulary) -> None:
    assert "エントリー" not in vocab.for_game("ninjaslayer").expand("相手プレイヤーにダメージを与える")
    assert "エントリー" in vocab.for_game("ninjaslayer").expand("手札からキャラを出せる?")


def test_turn_start_maps_to_each_games_first_phase(vocab: Vocabulary) -> None:
    printed = {
        "sve": normalize("スタートフェイズ ターンプレイヤーは自身の場にあるカードをすべてスタンドします。"),
        "onepiece": normalize("リフレッシュフェイズ レストのカードすべてをアクティブにします。"),
        "kiseki": normalize("準備フェイズ ‘ターン開始時’の誘発条件が発生します。"),
    }
    first = {"sve": "スタートフェイズ", "onepiece": "リフレッシュフェイズ", "kiseki": "準備フェイズ"}
    for game, text in printed.items():
        words = vocab.for_game(game).restricted_to(text).expand("自分のターンの最初に横向きのカードは戻る?")
        assert first[game] in words


def test_remaining_effect_question_is_not_about_turn_end(vocab: Vocabulary) -> None:
    words = vocab.for_game("onepiece").expand("場を離れて戻ってきたキャラに、前の効果は残る?")
    assert "ターン終了" not in words and "新しいカード" in words
    assert "ターン終了" in vocab.for_game("ninjaslayer").expand("そのダメージって次のターンまで残る?")


def test_optional_or_mandatory_maps_to_must(vocab: Vocabulary) -> None:
    assert {"必ず", "強制"} <= set(vocab.for_game(None).expand("誘発能力って使わなくてもいい?"))


def test_kiseki_discard_pile_and_removed_zones(vocab: Vocabulary) -> None:
    kiseki = vocab.for_game("kiseki").restricted_to(normalize("軌跡 各プレイヤーの使用済みのカード 除外領域"))
    assert "軌跡" in kiseki.expand("使い終わったカードは墓地に行く?")
    assert "除外領域" in kiseki.expand("除外されたカードはどこ?")
    assert "軌跡" not in vocab.for_game("onepiece").restricted_to(normalize("トラッシュ")).expand("墓地")
