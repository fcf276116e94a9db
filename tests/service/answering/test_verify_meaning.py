"""`/verify` checks meaning, not substrings (issue 13): a quote is matched on SudachiPy token
boundaries, and one that drops or adds a negating or contrasting word contradicts the clause.
Tests are named after the clauses they check; the HTTP and MCP answers share the logic."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from corpus.loader import Corpus, default_corpus
from service.answering.quote_check import MatchKind, check_quote
from service.answering.verify import verify
from service.api.app import create_app
from service.mcp_tools import ToolFailure, Toolkit
from service.settings import Settings
from tests.service.conftest import SubstringSearcher

# ninjaslayer 103.3 says:
# 両方のプレイヤーが同時に敗北条件を満たしている場合、非ターンプレイヤーはゲームに勝利します。
NS_103_3 = "ターンプレイヤーはゲームに勝利します"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return default_corpus()


def _match(corpus: Corpus, game: str, clause_id: str, quote: str) -> tuple[MatchKind, bool]:
    result = verify(corpus, game, clause_id, quote)
    assert result.check is not None
    return result.check.match, bool(result.verbatim)


def test_ns_103_3_dropping_hi_from_the_non_turn_player_contradicts(corpus: Corpus) -> None:
    result = verify(corpus, "ninjaslayer", "103.3", NS_103_3)
    assert result.check is not None and result.check.match is MatchKind.CONTRADICTS
    assert result.verbatim is False and result.check.negations == ("非",)
    assert result.check.span == "非ターンプレイヤーはゲームに勝利します"  # the clause's words, as printed
    assert result.clause_text == corpus.clause("ninjaslayer", "103.3").text


@pytest.mark.parametrize("quote", ["勝利", "勝利します", "プレイヤーはゲームに勝利します"])
def test_ns_103_3_a_word_or_a_cut_compound_is_partial_not_verbatim(corpus: Corpus, quote: str) -> None:
    assert _match(corpus, "ninjaslayer", "103.3", quote) == (MatchKind.PARTIAL, False)


@pytest.mark.parametrize(
    "quote",
    [
        "非ターンプレイヤーはゲームに勝利します",
        "非ターンプレイヤーはゲームに勝利します。",
        "「非ターンプレイヤーはゲームに勝利します」",
        "両方のプレイヤーが同時に敗北条件を満たしている場合",
        "ゲームに勝利します",
        "両方のプレイヤーが同時に敗北条件を満たしている場合、非ターン プレイヤーは ゲームに勝利します。",
    ],
)
def test_ns_103_3_whole_sentences_and_phrases_are_exact(corpus: Corpus, quote: str) -> None:
    assert _match(corpus, "ninjaslayer", "103.3", quote) == (MatchKind.EXACT, True)


@pytest.mark.parametrize(
    "quote",
    [
        "非ターンプレイヤーはゲームに勝利しません",  # する ↔ しない
        "非ターンプレイヤーはゲームに勝利できません",
        "ターンプレイヤーはゲームに敗北します",
    ],
)
def test_ns_103_3_an_added_or_dropped_negation_contradicts(corpus: Corpus, quote: str) -> None:
    assert _match(corpus, "ninjaslayer", "103.3", quote) == (MatchKind.CONTRADICTS, False)


def test_ns_103_3_an_unrelated_sentence_is_absent(corpus: Corpus) -> None:
    assert _match(corpus, "ninjaslayer", "103.3", "山札からカードを1枚引きます") == (MatchKind.ABSENT, False)


def test_ns_1002_1_a_number_phrase_tolerates_width_and_spaces(corpus: Corpus) -> None:
    assert _match(corpus, "ninjaslayer", "1002.1", "１０枚 以上") == (MatchKind.EXACT, True)


@pytest.mark.parametrize(
    ("printed", "quote", "expected"),
    [
        ("このカードはプレイできません。", "このカードはプレイできます", MatchKind.CONTRADICTS),
        ("このカードはプレイできます。", "このカードはプレイできません", MatchKind.CONTRADICTS),
        ("手札を公開しない。", "手札を公開する", MatchKind.CONTRADICTS),
        ("そのカードはプレイしない。", "そのカードはプレイし", MatchKind.CONTRADICTS),
        ("未使用のカードを捨てます。", "使用のカードを捨てます", MatchKind.CONTRADICTS),
        ("不正なデッキは使用できません。", "正なデッキは使用できません", MatchKind.CONTRADICTS),
        ("リーダー以外のカードを選びます。", "リーダーのカードを選びます", MatchKind.CONTRADICTS),
        ("効果がない場合、何もしません。", "効果がある場合、何もしません", MatchKind.CONTRADICTS),
        ("このカードはプレイできません。", "このカードはプレイできません", MatchKind.EXACT),
        ("リーダー以外のカードを選びます。", "リーダー以外のカードを選びます", MatchKind.EXACT),
    ],
)
def test_negation_and_contrast_in_several_wordings(printed: str, quote: str, expected: MatchKind) -> None:
    assert check_quote((printed,), quote).match is expected


def test_a_title_is_quoted_like_the_text() -> None:
    assert (
        check_quote(("ダメージステップ", "ダメージを与えます。"), "ダメージステップ").match is MatchKind.EXACT
    )


def test_the_http_answer_says_match_span_and_clause_text() -> None:
    corpus = default_corpus()
    app = create_app(Settings(), corpus=corpus, searcher=SubstringSearcher(corpus))
    with TestClient(app) as client:
        body = client.post(
            "/verify", json={"game": "ninjaslayer", "clause_id": "103.3", "quote": NS_103_3}
        ).json()
    assert body["match"] == "contradicts" and body["verbatim"] is False
    assert body["span"] == "非ターンプレイヤーはゲームに勝利します" and body["negations"] == ["非"]
    assert body["clause_text"] == corpus.clause("ninjaslayer", "103.3").text
    assert all(m["id"] != "103.3" for m in body["closest"])


def test_the_mcp_tool_shares_the_check(corpus: Corpus) -> None:
    kit = Toolkit(corpus=corpus, search=None, ask=None, ask_unavailable="none")  # type: ignore[arg-type]
    out = kit.verify_citation("ninjaslayer", "103.3", NS_103_3)
    assert out["match"] == "contradicts" and out["verbatim"] is False
    assert kit.verify_citation("ninjaslayer", "103.3", "勝利")["verbatim"] is False


def test_a_lone_surrogate_is_refused_by_the_tool_and_harmless_to_the_library(corpus: Corpus) -> None:
    kit = Toolkit(corpus=corpus, search=None, ask=None)  # type: ignore[arg-type]
    with pytest.raises(ToolFailure, match="lone UTF-16 surrogate"):
        kit.verify_citation("ninjaslayer", "103.3", "ターン\ud800プレイヤー")
    assert check_quote(("非ターンプレイヤー",), "ターン\ud800").match is not MatchKind.EXACT
