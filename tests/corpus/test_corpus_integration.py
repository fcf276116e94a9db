"""The parsed rulebooks through the loader: references, backlinks, hierarchy, eval gold ids.

Each game's tests skip only while that game's parser module is absent.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import MappingProxyType

import pytest

from corpus.errors import ClauseNotFound, InvalidClauseId
from corpus.ids import ancestors, is_within
from corpus.loader import _PARSER_MODULES, Corpus, load_rulebook, read_games
from corpus.model import Rulebook
from corpus.report import corpus_report

GAMES = tuple(info.id for info in read_games())
DEV_SET = Path(__file__).resolve().parents[2].parent / "shared" / "eval" / "dev.jsonl"

# Every reference in the five documents that names no clause of its own document.
EXPECTED_UNRESOLVED: dict[str, set[tuple[str, str]]] = {
    # 1204.2e-3 points at 904.3 and 1304.2d, neither of which ninjaslayer has
    "ninjaslayer": {("1204.2e-3", "(904.3)"), ("1204.2e-3", "1304.2d")},
    # copied from ninjaslayer's 706.8b; kiseki has no 706.7
    "kiseki": {("804.13f", "706.7")},
    "onepiece": set(),
    "sve": set(),
}
# fow is an excerpt (section 10 only): 10.15 cites 魔石のコール (7.11), outside it.
FOW_UNRESOLVED_SECTION = ("10.15", "(7.11)")


def _available(game: str) -> bool:
    return importlib.util.find_spec(_PARSER_MODULES[game]) is not None


@pytest.fixture(scope="session")
def books() -> dict[str, Rulebook]:
    """Every rulebook whose parser exists, loaded once."""
    return {info.id: load_rulebook(info) for info in read_games() if _available(info.id)}


def _book(books: dict[str, Rulebook], game: str) -> Rulebook:
    if game not in books:
        pytest.skip(f"parser {_PARSER_MODULES[game]} not written yet")
    return books[game]


def _corpus(books: dict[str, Rulebook]) -> Corpus:
    return Corpus(MappingProxyType(dict(books)))


# --- references and backlinks ------------------------------------------------------------------


def test_op_1_2_2_rule_processing_reference_is_a_backlink_of_9(books: dict[str, Rulebook]) -> None:
    op = _book(books, "onepiece")
    refs = {(r.raw, r.target) for r in op.clauses["1-2-2"].refs}
    assert ("(9.ルール処理参照)", "9") in refs
    assert "1-2-2" in op.referenced_by["9"]


@pytest.mark.parametrize(
    ("game", "raw", "target"),
    [
        ("ninjaslayer", "(1103)", "1103"),
        ("ninjaslayer", "704.3", "704.3"),
        ("ninjaslayer", "505.2", "505.2"),
        ("kiseki", "(1201.1c.)", "1201.1c"),
        ("kiseki", "804.11a-2.", "804.11a-2"),
        ("sve", "(10.5.1)", "10.5.1"),
        ("sve", "7.2", "7.2"),
        ("sve", "7.4", "7.4"),
        ("sve", "(12.212.2)", "12.2"),
        ("sve", "(1.3.2.21.3.2.2)", "1.3.2.2"),
        ("onepiece", "(8-3. 参照)", "8-3"),
        ("onepiece", "(6-5-5-1.参照)", "6-5-5-1"),
        ("onepiece", "「6-5-3. カードのプレイ」", "6-5-3"),
        ("onepiece", "7-1-4-1-1-2.", "7-1-4-1-1-2"),
        ("onepiece", "「7. カードのアタックとバトル」", "7"),
    ],
)
def test_printed_reference_forms_resolve(
    books: dict[str, Rulebook], game: str, raw: str, target: str
) -> None:
    book = _book(books, game)
    sources = [c.id for c in book for r in c.refs if r.raw == raw and r.target == target]
    assert sources, f"no clause of {game} prints {raw} resolving to {target}"
    for src in sources:
        if src != target:
            assert src in book.referenced_by[target]


def test_sve_7_1_2_range_gives_two_refs(books: dict[str, Rulebook]) -> None:
    sve = _book(books, "sve")
    holders = [c for c in sve if {"7.2", "7.4"} <= {r.target for r in c.refs}]
    assert holders
    assert "から" in holders[0].text


@pytest.mark.parametrize("game", [g for g in GAMES if g != "fow"])
def test_unresolved_references_are_exactly_the_documented_ones(books: dict[str, Rulebook], game: str) -> None:
    book = _book(books, game)
    got = {(r.source, r.raw) for c in book for r in c.refs if not r.resolved}
    assert got == EXPECTED_UNRESOLVED[game]


def test_fow_10_15_out_of_excerpt_reference_is_unresolved(books: dict[str, Rulebook]) -> None:
    fow = _book(books, "fow")
    section, raw = FOW_UNRESOLVED_SECTION
    got = [r for c in fow for r in c.refs if not r.resolved]
    assert [r.raw for r in got] == [raw]
    assert is_within(fow.info.scheme, got[0].source, section)


@pytest.mark.parametrize("game", GAMES)
def test_backlinks_mirror_resolved_references(books: dict[str, Rulebook], game: str) -> None:
    book = _book(books, game)
    expected: dict[str, set[str]] = {}
    for c in book:
        for r in c.refs:
            assert r.source == c.id
            if r.target is not None:
                assert r.target in book
                if r.target != c.id:
                    expected.setdefault(r.target, set()).add(c.id)
    assert {k: set(v) for k, v in book.referenced_by.items()} == expected


# --- hierarchy and ids -------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_parent_is_nearest_existing_structural_ancestor(books: dict[str, Rulebook], game: str) -> None:
    """So that the eval's descendant-by-number rule agrees with the printed tree (kiseki prints
    1322.1a with no 1322.1, and it hangs under 1322)."""
    book = _book(books, game)
    for c in book:
        nearest = next((a for a in ancestors(book.info.scheme, c.id) if a in book), None)
        assert c.parent == nearest, c.id


@pytest.mark.parametrize("game", GAMES)
def test_typed_ids_find_clauses(books: dict[str, Rulebook], game: str) -> None:
    book = _book(books, game)
    corpus = _corpus({game: book})
    sample = list(book.clauses)[:: max(1, len(book) // 25)]
    wide = str.maketrans({**{str(i): chr(0xFF10 + i) for i in range(10)}, ".": "．", "-": "－"})
    for cid in sample:
        assert corpus.clause(game, cid).id == cid
        assert corpus.clause(game, cid.translate(wide) + ".").id == cid
    with pytest.raises(InvalidClauseId):
        corpus.clause(game, "ダメージ")


def test_op_missing_clause_gets_suggestions(books: dict[str, Rulebook]) -> None:
    corpus = _corpus({"onepiece": _book(books, "onepiece")})
    with pytest.raises(ClauseNotFound) as info:
        corpus.clause("onepiece", "7-1-4-1-1-9")
    assert info.value.suggestions[0] == "7-1-4-1-1"
    assert all(s in corpus.book("onepiece") for s in info.value.suggestions)


# --- eval set ----------------------------------------------------------------------------------


def _dev_rows() -> list[dict[str, object]]:
    if not DEV_SET.exists():
        return []
    return [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.skipif(not DEV_SET.exists(), reason="shared/eval/dev.jsonl is not beside the checkout")
@pytest.mark.parametrize("row", _dev_rows(), ids=lambda r: str(r["id"]))
def test_dev_gold_ids_exist(books: dict[str, Rulebook], row: dict[str, object]) -> None:
    book = _book(books, str(row["game"]))
    gold = row["gold"]
    assert isinstance(gold, list)
    missing = [g for g in gold if g not in book]
    assert not missing


# --- report ------------------------------------------------------------------------------------


def test_corpus_report_lists_counts_and_unresolved(books: dict[str, Rulebook]) -> None:
    if not books:
        pytest.skip("no parser written yet")
    report = corpus_report(_corpus(books))
    for game, book in books.items():
        assert f"`{game}`" in report
        assert f"**{len(book)} clauses**" in report
    if "ninjaslayer" in books:
        assert "| `1204.2e-3` | `(904.3)` |" in report
    if "sve" in books:
        assert "`(12.212.2)` | `12.2`" in report


def test_docs_corpus_md_is_the_generated_report(books: dict[str, Rulebook]) -> None:
    if set(books) != set(GAMES):
        pytest.skip("not every parser is written yet")
    doc = Path(__file__).resolve().parents[2] / "docs" / "corpus.md"
    assert doc.read_text(encoding="utf-8") == corpus_report(_corpus(books)), (
        "docs/corpus.md is stale: regenerate it with `rulecite corpus report --write docs/corpus.md`"
    )
