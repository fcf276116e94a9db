"""Clause-id normalisation, parsing and the numbering hierarchy (corpus/ids.py)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from types import MappingProxyType

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.errors import CorpusError, InvalidClauseId
from corpus.ids import (
    ancestors,
    depth,
    find_clause_number,
    fold_width,
    format_id,
    is_descendant,
    is_within,
    looks_like_clause_id,
    normalize_id,
    parse_id,
    sort_key,
    structural_parent,
    suggest,
)
from corpus.model import (
    Clause,
    DocumentMeta,
    GameInfo,
    Rulebook,
    Scheme,
    SourceSpan,
)

# --- normalize_id ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scheme", "raw", "expected"),
    [
        (Scheme.HYPHEN, "７－１－４", "7-1-4"),
        (Scheme.HYPHEN, "７ー１ー４", "7-1-4"),
        (Scheme.HYPHEN, "７‐１", "7-1"),
        (Scheme.HYPHEN, "7-1-4-1-1-1.", "7-1-4-1-1-1"),
        (Scheme.HYPHEN, "7.1.4", "7-1-4"),
        (Scheme.HYPHEN, " 7 - 1 - 4 ", "7-1-4"),
        (Scheme.HYPHEN, "第7-1-4条", "7-1-4"),
        (Scheme.DOTTED, "8-4-9", "8.4.9"),
        (Scheme.DOTTED, "８．４．９．１", "8.4.9.1"),
        (Scheme.DOTTED, "8.4.9.1.", "8.4.9.1"),
        (Scheme.NSK, "1204.2E-3", "1204.2e-3"),
        (Scheme.NSK, "１２０４．２ｅ－３", "1204.2e-3"),
        (Scheme.NSK, "第103.3条", "103.3"),
        (Scheme.NSK, "総合ルール 103.3.", "103.3"),
        (Scheme.NSK, "ルール105.3a", "105.3a"),
        (Scheme.NSK, "CR 1103", "1103"),
        (Scheme.NSK, "103.3項", "103.3"),
        (Scheme.NSK, "(1201.1c.)", "1201.1c"),
        (Scheme.FOW, "10.6", "10.6"),
        (Scheme.FOW, "１０．６．１", "10.6.1"),
    ],
)
def test_normalize_id_accepts_what_people_type(scheme: Scheme, raw: str, expected: str) -> None:
    assert normalize_id(scheme, raw) == expected


@pytest.mark.parametrize(
    ("scheme", "raw"),
    [
        (Scheme.NSK, "abc"),
        (Scheme.NSK, ""),
        (Scheme.NSK, "7-1"),
        (Scheme.NSK, "12"),
        (Scheme.NSK, "1204.2e-x"),
        (Scheme.HYPHEN, "7-1-"),
        (Scheme.HYPHEN, "7-0-1"),
        (Scheme.HYPHEN, "1204.2e"),
        (Scheme.DOTTED, "8..4"),
        (Scheme.FOW, "十"),
    ],
)
def test_normalize_id_rejects_non_clause_numbers(scheme: Scheme, raw: str) -> None:
    with pytest.raises(InvalidClauseId) as info:
        normalize_id(scheme, raw, game="g")
    assert info.value.expected
    assert info.value.game == "g"
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, CorpusError)


def test_invalid_id_names_the_expected_format() -> None:
    with pytest.raises(InvalidClauseId, match=r"1204\.2e-3"):
        normalize_id(Scheme.NSK, "x", game="ninjaslayer")
    with pytest.raises(InvalidClauseId, match=r"7-1-4-1-1-1"):
        normalize_id(Scheme.HYPHEN, "x", game="onepiece")


# --- parse/format ------------------------------------------------------------------------------


def test_parse_id_components() -> None:
    assert parse_id(Scheme.NSK, "1204.2e-3") == (1204, 2, "e", 3)
    assert parse_id(Scheme.NSK, "105.3a") == (105, 3, "a")
    assert parse_id(Scheme.NSK, "100") == (100,)
    assert parse_id(Scheme.HYPHEN, "7-1-4-1-1-1") == (7, 1, 4, 1, 1, 1)
    assert parse_id(Scheme.DOTTED, "8.4.9.1") == (8, 4, 9, 1)
    assert parse_id(Scheme.FOW, "10.6.1") == (10, 6, 1)


def test_parse_id_refuses_non_canonical_text() -> None:
    for scheme, raw in [(Scheme.NSK, "1204.2E"), (Scheme.HYPHEN, "7.1"), (Scheme.DOTTED, "8.04")]:
        with pytest.raises(ValueError):
            parse_id(scheme, raw)


_small = st.integers(min_value=1, max_value=120)
_nsk_parts = st.tuples(
    st.integers(min_value=100, max_value=1999),
    _small,
    st.sampled_from("abcdefghijkl"),
    _small,
).flatmap(lambda p: st.sampled_from([p[:1], p[:2], p[:3], p]))
_num_parts = st.tuples(st.integers(min_value=1, max_value=30), st.lists(_small, max_size=6)).map(
    lambda p: (p[0], *p[1])
)


def _ids(scheme: Scheme) -> st.SearchStrategy[str]:
    parts = _nsk_parts if scheme is Scheme.NSK else _num_parts
    return parts.map(lambda p: format_id(scheme, p))


_any_scheme_id = st.sampled_from(list(Scheme)).flatmap(lambda s: st.tuples(st.just(s), _ids(s)))


@given(_any_scheme_id)
def test_parse_format_round_trip(case: tuple[Scheme, str]) -> None:
    scheme, cid = case
    assert format_id(scheme, parse_id(scheme, cid)) == cid


@given(_any_scheme_id)
def test_normalize_is_identity_on_canonical_ids(case: tuple[Scheme, str]) -> None:
    scheme, cid = case
    assert normalize_id(scheme, cid) == cid


_FULL = str.maketrans({**{str(i): chr(0xFF10 + i) for i in range(10)}, ".": "．", "-": "－"})


@given(_any_scheme_id, st.sampled_from(["－", "ー", "‐", "−"]), st.booleans())
def test_full_width_variants_normalise_to_the_same_id(
    case: tuple[Scheme, str], dash: str, trailing_dot: bool
) -> None:
    scheme, cid = case
    wide = cid.translate(_FULL).replace("－", dash) + ("．" if trailing_dot else "")
    assert normalize_id(scheme, wide) == cid
    assert normalize_id(scheme, cid.upper()) == cid


@given(_any_scheme_id)
def test_descendant_relation_matches_structural_parent(case: tuple[Scheme, str]) -> None:
    scheme, cid = case
    parent = structural_parent(scheme, cid)
    chain = ancestors(scheme, cid)
    assert (parent is None) == (chain == ())
    for anc in chain:
        assert is_descendant(scheme, cid, anc)
        assert not is_descendant(scheme, anc, cid)
    assert not is_descendant(scheme, cid, cid)
    assert is_within(scheme, cid, cid)
    assert depth(scheme, cid) == len(chain) + 1
    if parent is not None:
        assert sort_key(scheme, parent) < sort_key(scheme, cid)


# --- hierarchy ---------------------------------------------------------------------------------


def test_nsk_structural_parent_chain() -> None:
    chain = ["1204.2e-3", "1204.2e", "1204.2", "1204", "1200"]
    for child, parent in itertools.pairwise(chain):
        assert structural_parent(Scheme.NSK, child) == parent
    assert structural_parent(Scheme.NSK, "1200") is None
    assert structural_parent(Scheme.NSK, "100") is None
    assert structural_parent(Scheme.NSK, "105") == "100"


def test_eval_descendant_examples() -> None:
    assert is_descendant(Scheme.HYPHEN, "7-1-4-1-2", "7-1-4-1")
    assert is_descendant(Scheme.NSK, "1204.2e-3", "1204.2e")
    assert is_descendant(Scheme.NSK, "1204.2e-3", "1204.2")
    assert not is_descendant(Scheme.NSK, "1215.10", "1215.1")
    assert is_descendant(Scheme.NSK, "1204", "1200")
    assert not is_descendant(Scheme.HYPHEN, "7-1-4-10", "7-1-4-1")
    assert not is_descendant(Scheme.DOTTED, "8.4.19", "8.4.1")


def test_sort_key_orders_by_number() -> None:
    ids = ["1215.10", "1215.2", "1215.1", "1215"]
    assert sorted(ids, key=lambda i: sort_key(Scheme.NSK, i)) == ["1215", "1215.1", "1215.2", "1215.10"]


# --- free text ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "scheme", "expected"),
    [
        ("7-1-4-1って何?", Scheme.HYPHEN, "7-1-4-1"),
        ("７－１－４－１って何？", Scheme.HYPHEN, "7-1-4-1"),
        ("1104.4aについて", Scheme.NSK, "1104.4a"),
        ("第103.3条", Scheme.NSK, "103.3"),
        ("1103って何", Scheme.NSK, "1103"),
        ("ルール 1204.2E-3 を見せて", Scheme.NSK, "1204.2e-3"),
        ("8.4.9.1の内容", Scheme.DOTTED, "8.4.9.1"),
        ("8-4-9について", Scheme.DOTTED, "8.4.9"),
        ("10.6 ダメージ", Scheme.FOW, "10.6"),
        ("第9条", Scheme.HYPHEN, "9"),
        ("5枚引いたら負け?", Scheme.HYPHEN, None),
        ("2人で遊べる?", Scheme.DOTTED, None),
        ("ダメージ・ゾーンが10枚になったら?", Scheme.NSK, None),
        ("ver.1.0.2で何が変わった?", Scheme.DOTTED, None),
        ("パワー5000のキャラ", Scheme.HYPHEN, None),
        ("NST1-30のカード", Scheme.HYPHEN, None),
        ("ライフが3", Scheme.HYPHEN, None),
        ("9", Scheme.HYPHEN, "9"),
        ("1103", Scheme.NSK, "1103"),
        ("ジツ3ってどういう意味?", Scheme.HYPHEN, None),
        ("計画2って書いてあったら?", Scheme.DOTTED, None),
        ("パワー3って何?", Scheme.FOW, None),
        ("ルール3って何?", Scheme.HYPHEN, "3"),
        ("総合ルールの3って何?", Scheme.HYPHEN, "3"),
        ("ジツ3じゃなくて第3条", Scheme.HYPHEN, "3"),
    ],
)
def test_find_clause_number(query: str, scheme: Scheme, expected: str | None) -> None:
    assert find_clause_number(query, scheme) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7-1-4", True),
        ("第103.3条", True),
        ("1204.2e-3", True),
        ("８．４．９", True),
        ("ダメージ", False),
        ("7-1-4って何", False),
        ("", False),
    ],
)
def test_looks_like_clause_id(text: str, expected: bool) -> None:
    assert looks_like_clause_id(text) is expected


# --- suggest -----------------------------------------------------------------------------------


def _book(scheme: Scheme, tree: Mapping[str, str | None]) -> Rulebook:
    kids: dict[str, list[str]] = {c: [] for c in tree}
    for c, p in tree.items():
        if p is not None:
            kids[p].append(c)
    clauses = {
        c: Clause("t", c, p, "", "x", (), tuple(kids[c]), (), SourceSpan(1, 1)) for c, p in tree.items()
    }
    info = GameInfo("t", "T", None, None, None, scheme, "t.txt", "0")
    meta = DocumentMeta((), (), (), (), {})
    return Rulebook(info, MappingProxyType(clauses), meta, {})


def test_suggest_offers_ancestor_siblings_and_similar_ids() -> None:
    book = _book(
        Scheme.NSK,
        {
            "1200": None,
            "1204": "1200",
            "1204.1": "1204",
            "1204.2": "1204",
            "1204.2d": "1204.2",
            "1204.2e": "1204.2",
            "1204.2f": "1204.2",
        },
    )
    got = suggest(book, "1204.2g")
    assert got[0] == "1204.2"
    assert "1204.2f" in got
    assert len(got) <= 5
    assert "1204.2g" not in got


def test_suggest_lists_existing_descendants_of_a_missing_heading() -> None:
    book = _book(Scheme.HYPHEN, {"7": None, "7-1-1": "7", "7-1-2": "7"})
    got = suggest(book, "7-1")
    assert got[:3] == ("7", "7-1-1", "7-1-2")


def test_suggest_survives_malformed_ids() -> None:
    book = _book(Scheme.HYPHEN, {"7": None, "7-1": "7"})
    assert suggest(book, "7--1") == ("7-1",)
    assert suggest(book, "zzz") == ()


@given(_any_scheme_id, st.sampled_from(["って何?", "について教えて", "の内容は？", ""]))
def test_find_clause_number_reads_any_id_in_a_question(case: tuple[Scheme, str], tail: str) -> None:
    scheme, cid = case
    assert find_clause_number(cid + tail, scheme) == cid
    assert find_clause_number("総合ルール" + cid.translate(_FULL) + tail, scheme) == cid


@given(st.text(alphabet="０１２３４５６７８９．－ー‐（）〜ダメージ 1.2-3", max_size=30))
def test_fold_width_keeps_offsets(text: str) -> None:
    assert len(fold_width(text)) == len(text)
