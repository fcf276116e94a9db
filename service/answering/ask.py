"""`/ask`: a grounded, extractive answer with citations and, where an engine can, a simulation.

Grounding: every rule number written in `answer` is the id of a citation; every citation is a clause
of the corpus; quoted rule text is verbatim clause text. Rule numbers come only from the corpus
(search hits, exact lookups, references printed in cited clauses) and from the engines' events
(whose clauses a test checks against the corpus).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import suppress
from typing import Protocol

from corpus import Clause, Corpus
from index.errors import InvalidQuery
from index.types import Mode, SearchResult, clean_query
from service.answering.citing import (
    Answer,
    Citation,
    Simulated,
    cite,
    contradiction_notes,
    dedupe,
    ground,
    rule_numbers,
)
from service.answering.extract import extract
from service.answering.lookup import clause_number_question, lookup_answer
from service.answering.scenarios import BuiltScenario
from service.answering.sentences import overlap, pick_sentences, split_sentences
from service.answering.simulation import decisive_rules, run_question

MAX_QUESTION = 1000
# Below this overlap between the question and the best of the top clauses, nothing answers it.
RELEVANCE_FLOOR = 0.9
# A game whose detection probability is at least this share of the best one makes the game ambiguous.
AMBIGUITY_RATIO = 0.5
SEARCH_K = 10
QUOTED = 3


class Searcher(Protocol):
    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult: ...


def validate_question(question: str) -> str:
    q = clean_query(question)
    if not q:
        raise InvalidQuery("the question is empty; send 1 to 1000 characters of Japanese text")
    if len(q) > MAX_QUESTION:
        raise InvalidQuery(f"the question has {len(q)} characters; at most {MAX_QUESTION} are accepted")
    return q


class Answerer:
    """Answers questions over one corpus with one searcher; safe to share between threads as long
    as the searcher is (`index.search.SearchEngine` is)."""

    def __init__(self, corpus: Corpus, searcher: Searcher) -> None:
        self.corpus = corpus
        self.searcher = searcher

    def ask(self, question: str, game: str | None = None) -> Answer:
        q = validate_question(question)
        if game is not None:
            game = self.corpus.book(game.strip().lower()).game  # UnknownGame for a bad id
        notes: list[str] = []
        detected, probs = self._detect(q)
        target = game or detected
        if game is None:
            notes.extend(self._ambiguity(detected, probs))

        lookup = clause_number_question(self.corpus, q, target)
        if lookup is not None:
            text, cites, more = lookup_answer(self.corpus, lookup)
            cites = ground(self.corpus, lookup.game, text, cites)
            notes.extend(more)
            notes.extend(contradiction_notes(lookup.game, cites))
            return Answer(q, game, detected, text, tuple(cites), None, tuple(notes))

        result = self.searcher.search(q, game=target, k=SEARCH_K)
        if detected is None:
            detected = result.detected_game
        if target is None and result.hits:
            target = result.hits[0].game
        facts = extract(q)
        sim, built, note = run_question(target, facts)
        if note:
            notes.append(note)
        return self._compose(q, game, detected, target, result, sim, built, notes)

    # ----- game detection ---------------------------------------------------------------------
    def _detect(self, q: str) -> tuple[str | None, dict[str, float]]:
        detect = getattr(self.searcher, "detect_game", None)
        if detect is None:
            return None, {}
        found: tuple[str | None, dict[str, float]] = detect(q)
        return found

    def _ambiguity(self, detected: str | None, probs: Mapping[str, float]) -> list[str]:
        if detected is None:
            return [
                "質問からゲームを判定できませんでした。全ゲームを検索し、最も関連の高い条文のゲームで回答しています。"
            ]
        best = probs.get(detected, 0.0)
        close = [g for g, p in probs.items() if g != detected and best > 0 and p >= best * AMBIGUITY_RATIO]
        if not close:
            return []
        names = "、".join(self.corpus.book(g).info.short_name or g for g in close if g in self.corpus.books)
        main = self.corpus.book(detected).info.short_name or detected
        return [
            f"ゲームの判定があいまいです({names} の可能性もあります)。"
            f"最も可能性の高い {main} として回答しています。"
        ]

    # ----- composition ------------------------------------------------------------------------
    def _terms(self, q: str, game: str | None) -> list[str]:
        terms = [extract(q).text]
        expand = getattr(self.searcher, "expansions", None)
        if expand is not None and game is not None:
            with suppress(KeyError):
                terms.extend(expand(q, game))
        return terms

    def _compose(
        self,
        q: str,
        game: str | None,
        detected: str | None,
        target: str | None,
        result: SearchResult,
        sim: Simulated | None,
        built: BuiltScenario | None,
        notes: list[str],
    ) -> Answer:
        terms = self._terms(q, target)
        clauses: list[tuple[Clause, float]] = []
        for h in result.hits:
            book = self.corpus.books.get(h.game)
            if book is not None and h.id in book.clauses:
                clauses.append((book.clauses[h.id], h.score))
        best = max((overlap(terms, c.text or c.title) for c, _ in clauses[:3]), default=0.0)
        exact = any(h.exact for h in result.hits)
        if sim is None and not exact and (not clauses or best < RELEVANCE_FLOOR):
            return self._no_answer(q, game, detected, target, clauses, notes)

        search_cites = [cite(c, s, "search") for c, s in clauses]
        engine_cites: list[Citation] = []
        lines: list[str] = []
        if sim is not None and built is not None:
            book = self.corpus.book(sim.game)
            engine_cites = [cite(book.clauses[r], 0.0, "engine")
                            for r in decisive_rules(sim.result) if r in book.clauses]  # fmt: skip
            lines.append(built.summarize(sim.result))
            if sim.rejected is not None:
                notes.append(
                    "エンジンはこのシナリオの行動を認めません。"
                    "POST /simulate に同じシナリオを送ると illegal-action の問題(422)が返ります。"
                )
        cites = dedupe(_interleave(search_cites, engine_cites))
        quotable = [c for c in cites if target is None or c.game == target]
        lines.extend(self._quotes(terms, quotable[:QUOTED], first=not lines))
        text = "\n".join(lines)
        cites = ground(self.corpus, target, text, cites)
        notes.extend(contradiction_notes(target, cites))
        return Answer(q, game, detected, text, tuple(cites), sim, tuple(notes))

    def _quotes(self, terms: Sequence[str], cites: Sequence[Citation], *, first: bool) -> list[str]:
        """The deciding rule sentences, verbatim, each followed by its rule number."""
        lines: list[str] = []
        for c in cites:
            clause = self.corpus.book(c.game).clauses[c.id]
            body = clause.text or clause.title
            sentences = [s for s in split_sentences(body) if self._citable(c.game, s)]
            sentences = pick_sentences(terms, sentences, limit=2)
            if not sentences:
                continue
            quote = "".join(sentences)
            if first and not lines:
                lines.append(f"{quote}({clause.id})")
            else:
                lines.append(f"・{quote}({clause.id})")
        return lines

    def _citable(self, game: str, sentence: str) -> bool:
        """Whether every rule number in `sentence` is a clause (sources have a few typos)."""
        book = self.corpus.book(game)
        return all(n in book.clauses for n in rule_numbers(sentence, book.info.scheme))

    def _no_answer(
        self,
        q: str,
        game: str | None,
        detected: str | None,
        target: str | None,
        clauses: Sequence[tuple[Clause, float]],
        notes: list[str],
    ) -> Answer:
        nearest = [cite(c, s, "search") for c, s in clauses[:5]]
        text = "この質問に答える条文は見つかりませんでした。"
        if nearest:
            text += "近い条文: " + "、".join(f"{c.id}({c.game})" for c in nearest)
        notes.append("関連度が低いため回答を控えました。質問を具体的にするか、ゲームを指定してください。")
        cites = ground(self.corpus, target, text, nearest)
        return Answer(q, game, detected, text, tuple(cites), None, tuple(notes))


def _interleave(search: Sequence[Citation], engine: Sequence[Citation]) -> list[Citation]:
    """Search and engine citations alternately, so both kinds reach the first places."""
    out: list[Citation] = []
    for i in range(max(len(search), len(engine))):
        if i < len(search):
            out.append(search[i])
        if i < len(engine):
            out.append(engine[i])
    return out
