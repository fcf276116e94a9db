"""Which clauses the printed update history (更新情報) names (corpus/history.py)."""

from __future__ import annotations

from corpus.history import history_by_clause, named_clauses
from corpus.loader import default_corpus


def test_op_history_names_clauses_by_number() -> None:
    book = default_corpus().books["onepiece"]
    by_clause = history_by_clause(book)
    assert [(e.date, e.text) for e in by_clause["2-3-3"]] == [
        ("2022-08-31", "2-3-3 を修正しました。"),
        ("2023-01-20", "2-3-3 を追記しました。"),
    ]
    assert [e.version for e in by_clause["10-2-16"]] == ["1.1.3"]
    # every entry names one clause; only 5-1-3, which the document no longer has, names none
    unnamed = [e.text for e in book.meta.history if not named_clauses(book, e)]
    assert unnamed == ["5-1-3 を修正しました。"]
    assert all(len(named_clauses(book, e)) <= 1 for e in book.meta.history)


def test_ns_history_names_quoted_headings() -> None:
    book = default_corpus().books["ninjaslayer"]
    named = {e.text: named_clauses(book, e) for e in book.meta.history}
    assert named["キーワード能力に「サツバツ」「タツジン」の項目を追加いたしました。"] == ("1403", "1404")
    assert named["ゲーム上の用語に「増加する」「失う」の項目を追加いたしました。"] == ("1326", "1327")
    assert named["総合ルールを作成"] == ()


def test_games_without_a_printed_history() -> None:
    corpus = default_corpus()
    assert [e.text for e in corpus.books["kiseki"].meta.history] == [
        "回復フェイズの処理を追記いたしました。",
        "総合ルールを作成",
    ]
    assert history_by_clause(corpus.books["kiseki"]) == {}
    assert corpus.books["sve"].meta.history == () and corpus.books["fow"].meta.history == ()
