"""Question memory (index/memory.py): the nearest labelled questions vote for their gold clauses."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.ids import is_within
from corpus.loader import Corpus
from corpus.model import Scheme
from index.config import load_config
from index.fusion import Fused
from index.memory import (
    MEMORY_PATH,
    QuestionMemory,
    QuestionMemoryError,
    Remembered,
    memory_digest,
    memory_of,
    read_memory,
)
from index.search import SearchEngine
from index.types import Mode

_ROWS = (
    Remembered("g", "a", ("1.1",)),
    Remembered("g", "b", ("1.2",)),
    Remembered("g", "c", ("2",)),
    Remembered("h", "d", ("9.9",)),
)
_VECTORS = np.array([[1.0, 0.0], [0.8, 0.6], [0.0, 1.0], [1.0, 0.0]], dtype=np.float32)
_SCHEMES = {"g": Scheme.DOTTED, "h": Scheme.DOTTED}


def _memory() -> QuestionMemory:
    return QuestionMemory(_ROWS, _VECTORS, _SCHEMES)


def test_votes_come_from_the_nearest_questions_of_the_game_weighted_by_similarity() -> None:
    votes = _memory().votes("g", np.array([1.0, 0.0], dtype=np.float32), k=2)
    # the two nearest of game g: "a" (cosine 1.0) and "b" (0.8); "c" (0.0) and game h's row are not
    assert votes == pytest.approx({"1.1": 1.0 / 1.8, "1.2": 0.8 / 1.8})
    assert sum(votes.values()) == pytest.approx(1.0)


def test_no_similar_question_no_game_or_a_zero_vector_gives_no_votes() -> None:
    memory = _memory()
    assert memory.votes("g", np.array([-1.0, 0.0], dtype=np.float32), k=3) == {}  # nothing similar
    assert memory.votes("other", np.array([1.0, 0.0], dtype=np.float32), k=3) == {}
    assert memory.votes("g", np.zeros(2, dtype=np.float32), k=3) == {}
    assert memory.votes("g", np.array([1.0, 0.0, 0.0], dtype=np.float32), k=3) == {}  # another model


def test_a_clause_takes_the_votes_of_every_voted_clause_it_lies_under() -> None:
    fused = [Fused(0, 0.9, 1, 1), Fused(1, 0.8, 2, 2), Fused(2, 0.7, 3, 3)]
    ids = ("3", "2.1", "1.1")
    out = _memory().weigh("g", fused, ids, {"2": 0.5, "1.1": 0.5}, weight=0.4, depth=3)
    # 2.1 under the voted 2: 0.8 + 0.2; 1.1: 0.7 + 0.2, tied with 3's 0.9 and after it by position
    assert [ids[f.position] for f in out] == ["2.1", "3", "1.1"]
    assert all(0.0 <= f.score <= 1.0 for f in out)


def test_weight_zero_or_no_votes_keep_the_ranking() -> None:
    fused = [Fused(0, 0.9, 1, 1), Fused(1, 0.8, 2, 2)]
    assert _memory().weigh("g", fused, ("1", "2"), {"2": 1.0}, weight=0.0, depth=2) == fused
    assert _memory().weigh("g", fused, ("1", "2"), {}, weight=0.4, depth=2) == fused


def test_a_clause_most_nearest_questions_vote_for_joins_though_no_retriever_ranked_it() -> None:
    fused = [Fused(0, 0.9, 1, 1), Fused(1, 0.8, 2, 2)]
    ids = ("3", "2.1", "1.1", "4")
    votes = {"1.1": 0.6, "4": 0.1, "2": 0.3}
    out = _memory().weigh("g", fused, ids, votes, weight=0.5, depth=2, recall=0.3, base=0.4)
    # 1.1 (0.6 of the votes, unranked) joins at 0.4 + 0.3; 4 (0.1, under the 0.3 needed) does not;
    # 2 is voted but 2.1 under it is ranked already, so 2 itself is not added
    assert [ids[f.position] for f in out] == ["2.1", "3", "1.1"]
    assert out[-1].lexical_rank is None and out[-1].semantic_rank is None
    assert _memory().weigh("g", fused, ids, votes, weight=0.5, depth=2) == sorted(
        _memory().weigh("g", fused, ids, votes, weight=0.5, depth=2), key=lambda f: -f.score
    )  # recall 0: nothing joins
    assert len(_memory().weigh("g", fused, ids, votes, weight=0.5, depth=2)) == 2


@settings(max_examples=60, deadline=None)
@given(
    scores=st.lists(st.floats(0.0, 1.0), min_size=1, max_size=12),
    votes=st.dictionaries(st.sampled_from(["1", "1.1", "2", "3.2"]), st.floats(0.0, 1.0), max_size=4),
    weight=st.floats(0.0, 2.0),
    depth=st.integers(0, 12),
)
def test_weighing_keeps_every_result_and_never_raises_a_score_down_the_list(
    scores: list[float], votes: dict[str, float], weight: float, depth: int
) -> None:
    fused = [Fused(i, s, None, None) for i, s in enumerate(sorted(scores, reverse=True))]
    ids = tuple(["1", "1.1", "1.1.1", "2", "3", "3.2", "3.2.1", "4", "5", "6", "7", "8"][: len(fused)])
    out = _memory().weigh("g", fused, ids, votes, weight, depth)
    assert sorted(f.position for f in out) == [f.position for f in fused]
    assert all(0.0 <= f.score <= 1.0 for f in out)
    assert all(a.score >= b.score for a, b in itertools.pairwise(out))
    # with recall on, only voted clauses no retriever ranked join, each once, and the order holds
    joined = _memory().weigh("g", fused, ids, votes, weight, depth, recall=0.3, base=0.4)
    added = [ids[f.position] for f in joined if f.position not in {g.position for g in fused}]
    assert len(added) == len(set(added)) and all(votes.get(cid, 0.0) >= 0.3 for cid in added)
    assert {f.position for f in fused} <= {f.position for f in joined}
    assert all(a.score >= b.score for a, b in itertools.pairwise(joined))


def test_rows_and_vectors_must_match() -> None:
    with pytest.raises(QuestionMemoryError):
        QuestionMemory(_ROWS, _VECTORS[:2], _SCHEMES)


def test_a_malformed_memory_file_is_refused_as_a_value_error(tmp_path: Path) -> None:
    bad = tmp_path / "memory.jsonl"
    bad.write_text('{"game": "g", "question": "q", "gold": ["1"]}\n{"game": "g"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="line 2"):
        read_memory(bad)
    assert read_memory(tmp_path / "absent.jsonl") == ()
    assert memory_digest(tmp_path / "absent.jsonl") == ""


def test_the_shipped_memory_names_real_games_and_clauses(real_corpus: Corpus) -> None:
    rows = read_memory()
    assert len(rows) > 5000
    assert memory_of(real_corpus.games) == rows  # every row is one of the five rulebooks'
    for row in rows:
        book = real_corpus.book(row.game)
        scheme = book.info.scheme
        # a gold id is a clause, or a section whose clauses lie under it
        assert all(g in book.clauses or any(is_within(scheme, c, g) for c in book.clauses) for g in row.gold)


def test_the_shipped_memory_holds_no_dev_or_held_out_question(real_corpus: Corpus) -> None:
    remembered = {r.question for r in read_memory()}
    checks = [
        json.loads(line)["question"]
        for path in sorted((Path(__file__).parent / "data").glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
    ]
    assert checks and not remembered & set(checks)
    assert MEMORY_PATH.name == "question_memory.jsonl"


def test_the_shipped_settings_turn_the_memory_on() -> None:
    fusion = load_config().fusion
    assert 0 < fusion.memory_weight <= 1 and fusion.memory_k > 0 and fusion.memory_depth > 0


@pytest.mark.slow
def test_a_remembered_question_asked_again_finds_its_clause(real_search_engine: SearchEngine) -> None:
    # a remembered onepiece question asked word for word: its gold clause is among the first five
    row = next(r for r in read_memory() if r.game == "onepiece" and len(r.question) >= 40)
    hits = real_search_engine.search(row.question, game=row.game, k=5, mode=Mode.HYBRID).hits
    assert any(is_within(Scheme.HYPHEN, h.id, g) for h in hits for g in row.gold)
