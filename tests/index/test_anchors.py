"""Term-anchored retrieval (index.anchors): a term the question names brings its defining clauses.

Named after the clauses whose retrieval they protect: sve 12.10 【突進】, onepiece 10-1-2 【ダブルアタック】,
kiseki 1402 【暗躍】 / 1406 【武術】, ninjaslayer 1403 サツバツ.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from corpus.glossary import build_glossary
from corpus.ids import is_within
from corpus.loader import Corpus, default_corpus
from index.anchors import TermAnchors, build_anchors
from index.config import FusionConfig, SearchConfig, load_config
from index.evaluate import evaluate, load_questions
from index.fusion import Ranking, fuse
from index.search import SearchEngine, load_or_build
from index.types import Mode
from index.vocab import GameVocabulary, Mapping_, Vocabulary, load_vocabulary
from tests.index.conftest import ONEPIECE, BigramEncoder, _raw, make_corpus

MAX_USES = load_config().fusion.anchor_max_uses


@pytest.fixture(scope="module")
def anchors() -> Mapping[str, TermAnchors]:
    corpus = default_corpus()
    vocabulary = load_vocabulary(games=corpus.games)
    return {
        book.game: build_anchors(book, vocabulary.for_game(book.game), max_uses=MAX_USES, others=corpus)
        for book in corpus
    }


@pytest.mark.parametrize(
    ("game", "question", "term"),
    [
        # sve 12.10 突進: brackets, bare, kana, with attack / leader / life words around it
        ("sve", "【突進】持ちを場に出してすぐ、相手のリーダーへ攻撃しに行ける?", "突進"),
        ("sve", "突進を持ってるフォロワーって、出してすぐリーダーに殴りかかれる?", "突進"),
        ("sve", "とっしん持ちは場に出たターンに相手の体力を削りに行ける?", "突進"),
        ("sve", "しゅご持ちがいてもリーダーを攻撃できる?", "守護"),
        ("sve", "ドレイン持ちで相手リーダーに3点入れたら自分の体力は?", "ドレイン"),
        # onepiece 10-1-2 ダブルアタック: bare, bracketed, hiragana, the vocabulary's ダブアタ
        (
            "onepiece",
            "ダブルアタック持ちで相手リーダーを叩いて通ったら、相手のライフは何枚なくなる?",
            "ダブルアタック",
        ),
        ("onepiece", "【ダブルアタック】のキャラでリーダーにアタックしたらライフは?", "ダブルアタック"),
        ("onepiece", "だぶるあたっく持ちでアタックが通ったら相手のライフは何枚減る?", "ダブルアタック"),
        ("onepiece", "ダブアタ持ちのリーダーアタックが通ると、ライフは2枚とも手札に行く?", "ダブルアタック"),
        ("onepiece", "ブロッカ-持ちのキャラでリーダーへのアタックを受けられる?", "ブロッカー"),
        ("onepiece", "速攻のキャラは登場したターンにリーダーへアタックできる?", "速攻"),
        # kiseki 1402 暗躍 / 1406 武術
        ("kiseki", "【暗躍】持ちのUNITは相手プレイヤーに攻撃できる?", "暗躍"),
        ("kiseki", "暗躍を持たないUNITで相手の暗躍持ちに攻撃していい?", "暗躍"),
        ("kiseki", "ぶじゅつ持ちのUNITが戦闘するとSTRはいくつ上がる?", "武術"),
        # ninjaslayer 1403 サツバツ, 1402 インターラプト(・カイゼン)
        ("ninjaslayer", "サツバツ持ちのキャラクターにアイサツしたら、アイサツした側はどうなる?", "サツバツ"),
        ("ninjaslayer", "インターラプト・カイゼンでプレイヤーへのアイサツに割り込める?", "インターラプト"),
    ],
)
def test_a_keyword_in_the_question_names_its_term(
    anchors: Mapping[str, TermAnchors], game: str, question: str, term: str
) -> None:
    assert term in [t.term for t in anchors[game].terms_in(question)]


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("sve", "フォロワーで相手リーダーに攻撃してダメージを与えたら、体力はいくつ減る?"),
        ("onepiece", "パワー6000のキャラでリーダーにアタックして通ったら、ライフは何枚減る?"),
        ("onepiece", "キャラカードの左側に書いてあるカウンターの数字って何?"),  # the counter value, 2-10
        ("kiseki", "UNITで相手プレイヤーに攻撃したら絆はいくつ減る?"),
        ("ninjaslayer", "プレイヤーにアイサツしてダメージを与えたらどうなる?"),
        ("fow", "ダメージを与えたらJ/リゾネイターはどうなる?"),
        ("sve", "アタックしたフォロワーはどうなる?"),
        # defined in one rulebook, printed by several: the common vocabulary of card games
        ("ninjaslayer", "後攻の1ターン目、手札4枚からだとドロー後は何枚?"),
        ("kiseki", "破壊されたUNITはどこに行く?"),
        ("ninjaslayer", "除外されたカードってどこに行くの?"),
    ],
)
def test_general_rule_words_anchor_nothing(
    anchors: Mapping[str, TermAnchors], game: str, question: str
) -> None:
    """プレイヤー, 攻撃, ダメージ, 効果 … are defined too, but printed in dozens of rules; a bare
    onepiece カウンター is a card's counter value, not the 【カウンター】 keyword."""
    assert anchors[game].terms_in(question) == ()


def test_onepiece_10_2_4_counter_keyword_anchors_in_brackets(anchors: Mapping[str, TermAnchors]) -> None:
    assert anchors["onepiece"].clauses_for("【カウンター】付きのイベントはいつ使える?") == ("10-2-4-1",)
    assert anchors["onepiece"].clauses_for("カウンターの値が2000のキャラ") == ()


def test_sve_12_10_and_onepiece_10_1_2_bring_their_effect_clauses(anchors: Mapping[str, TermAnchors]) -> None:
    assert anchors["sve"].clauses_for("【突進】持ちでリーダーを攻撃できる?") == ("12.10.1", "12.10.2")
    assert anchors["onepiece"].clauses_for("ダブルアタックでライフは何枚?") == ("10-1-2-1",)


def test_every_anchor_is_a_glossary_definition_with_its_texted_subclauses(
    anchors: Mapping[str, TermAnchors],
) -> None:
    corpus = default_corpus()
    for game, found in anchors.items():
        book = corpus.book(game)
        glossary = build_glossary(book)
        for term in set(found.names.values()) | set(found.bracketed.values()):
            defined = glossary.get(term.term)
            assert defined is not None, (game, term.term)
            expected = tuple(
                c.id
                for c in book
                if c.text and any(is_within(book.info.scheme, c.id, d) for d in defined.clause_ids)
            )
            assert term.clause_ids == expected, (game, term.term)


# ---- derived from data: a new keyword heading or vocabulary line is a new anchor, no code ----

_KEYWORD = [
    *ONEPIECE,
    _raw("10-1-9", "10", "【テストアタック】"),
    _raw(
        "10-1-9-1",
        "10-1-9",
        text="【テストアタック】とは、リーダーに与えるダメージが3になるキーワード効果です。",
    ),
]


def test_a_new_keyword_heading_in_the_rulebook_is_an_anchor() -> None:
    book = make_corpus(op=_KEYWORD).book("onepiece")
    found = build_anchors(book, None, max_uses=MAX_USES)
    assert found.clauses_for("テストアタック持ちでリーダーを殴ったら?") == ("10-1-9-1",)
    assert found.clauses_for("ブロッカーでリーダーを守れる?") == ("10-1-4-1",)
    assert (
        build_anchors(make_corpus().book("onepiece"), None, max_uses=MAX_USES).terms_in("テストアタック")
        == ()
    )


def test_a_vocabulary_phrasing_of_a_term_is_an_anchor() -> None:
    book = make_corpus(op=_KEYWORD).book("onepiece")
    player = GameVocabulary("onepiece", (Mapping_(("テスアタ",), ("【テストアタック】", "3")),), (), {})
    related = GameVocabulary(
        "onepiece", (Mapping_(("テスアタ",), ("ダメージ", "【テストアタック】")),), (), {}
    )
    assert build_anchors(book, player, max_uses=MAX_USES).clauses_for("テスアタ持ち") == ("10-1-9-1",)
    # only a phrasing whose first rule word is the term names it
    assert build_anchors(book, related, max_uses=MAX_USES).clauses_for("テスアタ持ち") == ()


def test_a_name_printed_in_many_other_rules_is_a_general_word() -> None:
    uses = [
        _raw(f"7-1-{i}", "7-1", text=f"【テストアタック】を持つカードの処理その{i}。") for i in range(5, 9)
    ]
    book = make_corpus(op=[*_KEYWORD, *uses]).book("onepiece")
    assert build_anchors(book, None, max_uses=4).terms_in("テストアタック持ち") != ()
    assert build_anchors(book, None, max_uses=3).terms_in("テストアタック持ち") == ()


def test_a_bracketed_keyword_whose_bare_word_means_something_else_anchors_only_in_brackets() -> None:
    """As onepiece prints 【カウンター】 (the event keyword, 10-2-4) and bare カウンター (a value, 2-10)."""
    bare = _raw("2-10", None, "カウンター", text="テストアタックの値はカードの左側に書かれています。")
    book = make_corpus(op=[*_KEYWORD, bare]).book("onepiece")
    found = build_anchors(book, None, max_uses=MAX_USES)
    assert found.terms_in("テストアタックの値って何?") == ()
    assert found.clauses_for("【テストアタック】持ちでリーダーを殴ったら?") == ("10-1-9-1",)


# ---- fusion: a ranking of its own, not forced first ----

_WEIGHTED = FusionConfig(method="weighted", lexical_weight=0.3, semantic_weight=1.0, anchor_weight=0.4)


def test_without_an_anchor_fusion_is_unchanged() -> None:
    lex = Ranking((0, 1, 2), (3.0, 2.0, 1.0))
    sem = Ranking((2, 1, 0), (0.9, 0.8, 0.7))
    plain = fuse(lex, sem, replace(_WEIGHTED, anchor_weight=0.0))
    assert fuse(lex, sem, _WEIGHTED, Ranking((), ())) == plain
    assert fuse(lex, sem, _WEIGHTED, None) == plain
    assert fuse(lex, sem, replace(_WEIGHTED, anchor_weight=0.0), Ranking((1,), (1.0,))) == plain


def test_an_anchored_clause_rises_but_a_weak_one_is_not_forced_first() -> None:
    lex = Ranking((0, 1, 2, 3), (4.0, 3.0, 2.0, 1.0))
    sem = Ranking((0, 1, 2, 3), (0.9, 0.85, 0.8, 0.5))
    fused = fuse(lex, sem, _WEIGHTED, Ranking((2, 3), (1.0, 1.0)))
    order = [f.position for f in fused]
    assert order.index(2) < order.index(1)  # lifted above a better-scored unanchored clause
    assert order[0] == 0 and order[-1] == 3  # but the top of both retrievers stays first, the weakest last
    assert all(0.0 <= f.score <= 1.0 for f in fused)


def test_rrf_adds_the_anchor_ranking_too() -> None:
    cfg = FusionConfig(method="rrf", rrf_k=60, anchor_weight=1.0)
    fused = fuse(Ranking((0, 1), (2.0, 1.0)), Ranking((0, 1), (0.9, 0.8)), cfg, Ranking((1,), (1.0,)))
    assert [f.position for f in fused] == [1, 0]
    assert fused[0].score <= 1.0


# ---- the search engine ----


@pytest.fixture(scope="module")
def anchored_engine(tmp_path_factory: pytest.TempPathFactory, small_corpus: Corpus) -> SearchEngine:
    vocabulary: Vocabulary = load_vocabulary(games=small_corpus.games)
    config: SearchConfig = load_config()
    config = replace(config, fusion=replace(config.fusion, anchor_weight=0.4))
    directory: Path = tmp_path_factory.mktemp("anchored")
    return load_or_build(
        directory, small_corpus, encoder=BigramEncoder(), vocabulary=vocabulary, config=config
    )


def test_onepiece_10_1_4_blocker_named_with_attack_words_is_retrieved(anchored_engine: SearchEngine) -> None:
    question = "ブロッカー持ちで相手のリーダーへのアタックを止められる?"
    assert anchored_engine.anchored_terms(question, "onepiece") == ("ブロッカー",)
    ids = [h.id for h in anchored_engine.search(question, game="onepiece", k=3).hits]
    assert "10-1-4-1" in ids
    unknown = [(h.game, h.id) for h in anchored_engine.search(question, k=5).hits]
    assert ("onepiece", "10-1-4-1") in unknown


# ---- the keyword questions (tests/index/data/keyword_retrieval.jsonl) ----

KEYWORD_SET = Path(__file__).resolve().parent / "data" / "keyword_retrieval.jsonl"
KEYWORD_SEALED = Path(__file__).resolve().parent / "data" / "keyword_sealed.jsonl"  # measured once


@pytest.mark.parametrize("path", [KEYWORD_SET, KEYWORD_SEALED], ids=["keyword", "sealed"])
def test_keyword_questions_name_an_anchoring_term_and_their_gold_exists(
    anchors: Mapping[str, TermAnchors], path: Path
) -> None:
    corpus = default_corpus()
    questions = load_questions(path)
    assert len({q.id for q in questions}) == len(questions)
    assert {q.game for q in questions} == {"sve", "onepiece", "kiseki", "ninjaslayer"}
    for q in questions:
        assert all(g in corpus.book(q.game).clauses for g in q.gold), q.id
        # タツジン・コスト is a compound of its own (as the glossary links it): it names no term
        assert bool(anchors[q.game].terms_in(q.question)) is (q.id != "kw-ns-02"), q.id


@pytest.mark.slow
def test_keyword_questions_retrieve_their_definition(
    real_search_engine: SearchEngine, real_corpus: Corpus
) -> None:
    """Measured 0.926 / 0.836 (docs/evaluation.md, round 4; 0.778 / 0.634 without anchors)."""
    questions = load_questions(KEYWORD_SET)
    report = evaluate(real_search_engine, real_corpus, questions, mode=Mode.HYBRID, game_given=True)
    assert report.overall.recall_at_5 >= 0.85 and report.overall.mrr_at_10 >= 0.75
