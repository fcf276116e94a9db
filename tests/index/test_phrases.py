"""Rule-phrase anchors (index/phrases.py): a vocabulary line's `rule` words bring the few clauses that
print them as a ranking of their own (docs/evaluation.md, round 7)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.loader import Corpus, default_corpus
from index.config import FusionConfig, SearchConfig, load_config
from index.errors import SearchError
from index.fusion import Ranking, fuse
from index.phrases import RulePhrases, build_rule_phrases
from index.search import SearchEngine, load_or_build
from index.types import Hit
from index.vocab import Vocabulary, VocabularyError, load_vocabulary
from tests.index.conftest import BigramEncoder


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="module")
def phrases(corpus: Corpus) -> dict[str, RulePhrases]:
    vocab = load_vocabulary(games=corpus.games)
    uses = load_config().fusion.phrase_max_uses
    return {b.game: build_rule_phrases(b, vocab.for_book(b), max_uses=uses) for b in corpus}


def test_the_shipped_settings_turn_rule_phrases_on() -> None:
    assert FusionConfig().phrase_weight == 0.0  # a settings file without the key: round 6
    cfg = load_config().fusion
    assert cfg.phrase_weight == pytest.approx(0.7) and cfg.phrase_max_uses == 6


@pytest.mark.parametrize(
    ("game", "phrase", "clauses"),
    [
        ("sve", "1ターンに1回のみ", {"8.3.2"}),
        ("sve", "同一のカード", {"5.15.3"}),
        ("kiseki", "消滅", {"302.1b"}),
        ("kiseki", "連続したパス", {"803.4a", "803.4b"}),
        ("onepiece", "バトルを行うことができません", {"6-5-6-1"}),
        ("ninjaslayer", "一番上がダメージチェック処理", {"802.4"}),
        # round 19 concept lines: fewer targets than an effect names, a card entering after an
        # effect on 'all your cards' resolved, a cost only part of which can be paid
        ("kiseki", "適正な対象をすべて選択できない", {"1204.2d"}),
        ("ninjaslayer", "適正な対象をすべて選択できない", {"1204.2e"}),
        ("onepiece", "その数になるまで", {"8-4-4-1"}),
        ("sve", "その数になるまで", {"10.6.2.3.1"}),
        ("kiseki", "解決時点で条件を満たしていた事物にのみ適用", {"1215.6"}),
        ("ninjaslayer", "解決時点で条件を満たしていた事物にのみ適用", {"1213.6"}),
        ("sve", "その能力がプレイされた時点よりも後に", {"10.9.2"}),
        ("kiseki", "一部でも実行できない", {"1203.2"}),
        ("sve", "コストのうち一部または全部を支払うことが不可能", {"10.4.2.2"}),
    ],
)
def test_a_rule_phrase_points_to_the_clauses_printing_it(
    phrases: dict[str, RulePhrases], game: str, phrase: str, clauses: set[str]
) -> None:
    assert clauses <= set(phrases[game].clauses_for([phrase]))
    assert len(phrases[game].clauses_for([phrase])) <= load_config().fusion.phrase_max_uses


def test_a_phrase_printed_too_often_is_a_word(corpus: Corpus) -> None:
    vocab = load_vocabulary(games=corpus.games).for_book(corpus.book("kiseki"))
    wide = build_rule_phrases(corpus.book("kiseki"), vocab, max_uses=100)
    narrow = build_rule_phrases(corpus.book("kiseki"), vocab, max_uses=1)
    assert len(wide.clauses_for(["配備ステップ"])) > 1
    assert narrow.clauses_for(["配備ステップ"]) == ()
    assert narrow.clauses_for(["消滅"]) == ("302.1b",)  # printed once: still a pointer
    assert build_rule_phrases(corpus.book("kiseki"), vocab, max_uses=0).clauses == {}


def test_only_rule_words_point_and_other_words_add_nothing(phrases: dict[str, RulePhrases]) -> None:
    assert phrases["sve"].clauses_for(["上限", "攻撃", "デッキ"]) == ()  # means words, not rule words
    assert phrases["sve"].clauses_for([]) == ()


def _vocab_dir(tmp_path: Path, shared: str) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "shared.toml").write_text(shared, encoding="utf-8")
    return tmp_path


def test_rule_words_must_be_among_the_means(tmp_path: Path) -> None:
    d = _vocab_dir(tmp_path, '[[map]]\nsay = ["また攻撃"]\nmeans = ["スタンド状態"]\nrule = ["アクト"]\n')
    with pytest.raises(VocabularyError):
        load_vocabulary(d)
    assert issubclass(VocabularyError, SearchError)


LINE = '[[map]]\nsay = ["また攻撃", "もう1回攻撃"]\nmeans = ["スタンド状態のとき攻撃できます"]\n'
QUESTION = "リーダーの体力が20のとき、相手のリーダーにもう1回攻撃できる?"


def _engine(root: Path, corpus: Corpus, vocabulary: Vocabulary, config: SearchConfig) -> SearchEngine:
    return load_or_build(root, corpus, encoder=BigramEncoder(), vocabulary=vocabulary, config=config)


def test_sve_8_4_2_a_rule_line_brings_its_clause_on_a_synthetic_rulebook(
    tmp_path: Path, small_corpus: Corpus, config: SearchConfig
) -> None:
    """A new vocabulary line with `rule` is a new pointer with no code change; without `rule`, or with
    the weight at 0, the same line only expands the query."""
    plain = load_vocabulary(_vocab_dir(tmp_path / "plain", LINE), games=small_corpus.games)
    ruled = load_vocabulary(
        _vocab_dir(tmp_path / "ruled", LINE + 'rule = ["スタンド状態のとき攻撃できます"]\n'),
        games=small_corpus.games,
    )
    off = replace(config, fusion=replace(config.fusion, phrase_weight=0.0))
    without = _engine(tmp_path / "a", small_corpus, plain, config).search(QUESTION, game="sve").hits
    pointed = _engine(tmp_path / "b", small_corpus, ruled, config).search(QUESTION, game="sve").hits
    weightless = _engine(tmp_path / "c", small_corpus, ruled, off).search(QUESTION, game="sve").hits
    assert [(h.id, h.score) for h in weightless] == [(h.id, h.score) for h in without]
    assert pointed[0].id == "8.4.2"

    def lead(hits: tuple[Hit, ...]) -> float:
        mine = next(h.score for h in hits if h.id == "8.4.2")
        return mine - max(h.score for h in hits if h.id != "8.4.2")

    assert lead(pointed) > lead(without) + 0.1  # the clause the rule words name pulls ahead


def test_no_rule_phrase_after_a_clause_number(
    tmp_path: Path, small_corpus: Corpus, config: SearchConfig
) -> None:
    ruled = load_vocabulary(
        _vocab_dir(tmp_path / "ruled", LINE + 'rule = ["スタンド状態のとき攻撃できます"]\n'),
        games=small_corpus.games,
    )
    hits = _engine(tmp_path / "e", small_corpus, ruled, config).search("11.2.2でまた攻撃?", game="sve").hits
    assert hits[0].id == "11.2.2" and hits[0].exact


_rankings = st.lists(st.integers(0, 30), unique=True, max_size=12).map(
    lambda ps: Ranking(tuple(ps), tuple(float(len(ps) - i) for i in range(len(ps))))
)


@given(lexical=_rankings, semantic=_rankings, anchor=_rankings)
def test_an_empty_phrase_ranking_fuses_as_without_it(
    lexical: Ranking, semantic: Ranking, anchor: Ranking
) -> None:
    cfg = replace(load_config().fusion)
    assert fuse(lexical, semantic, cfg, anchor, Ranking((), ())) == fuse(lexical, semantic, cfg, anchor)


@given(lexical=_rankings, semantic=_rankings, phrases=_rankings)
def test_fused_scores_stay_in_unit_range_with_phrases(
    lexical: Ranking, semantic: Ranking, phrases: Ranking
) -> None:
    for method in ("weighted", "rrf"):
        cfg = replace(load_config().fusion, method=method)
        for f in fuse(lexical, semantic, cfg, None, phrases):
            assert 0.0 <= f.score <= 1.0
