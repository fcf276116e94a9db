"""`/ask`: a grounded, extractive answer with citations and, where the engine can, a simulation.

Grounding rules: every rule number written in `answer` is the id of a citation; every citation is a
clause of the corpus; quoted rule text is verbatim clause text. Rule numbers never come from anywhere
but the corpus (search hits, exact lookups, references of cited clauses, the engine's cited clauses,
which a test checks against the corpus).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from corpus import Clause, Corpus
from corpus.errors import ClauseNotFound, InvalidClauseId
from corpus.ids import find_clause_number
from index.errors import InvalidQuery
from index.types import Mode, SearchResult
from service.answering.extract import Facts, extract
from service.answering.scenarios import BuiltScenario, Unsupported, build_scenario
from service.answering.sentences import best_sentences, overlap
from service.engine.errors import EngineError
from service.engine.scenario import SimulationResult, simulate

MAX_QUESTION = 1000
# below this sentence overlap with the question, no clause is considered to answer it
RELEVANCE_FLOOR = 0.9
# a game whose detection score is within this ratio of the best one makes the game ambiguous
AMBIGUITY_RATIO = 0.8

# Known contradictions in the sources, surfaced whenever a cited clause is involved.
CONTRADICTIONS: Mapping[str, tuple[frozenset[str], str]] = {
    "onepiece": (
        frozenset({"1-2-2-2", "1-2-1-1-2", "9-2-1-2"}),
        "原文の矛盾: 1-2-2-2 は「デッキのカードが0枚の場合、敗北条件を満たしていません」と書かれていますが、"
        "1-2-1-1-2 と 9-2-1-2 はデッキ0枚を敗北条件としています。rulecite は後者2つに従います。",
    ),
}


class Searcher(Protocol):
    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult: ...

    def detect_game(self, query: str) -> tuple[str | None, dict[str, float]]: ...


@dataclass(frozen=True, slots=True)
class Citation:
    game: str
    id: str
    title: str
    text: str
    score: float
    via: str  # "lookup", "search", "engine", "reference"

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "id": self.id, "title": self.title, "text": self.text,
                "score": round(self.score, 6), "via": self.via}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Answer:
    question: str
    game: str | None
    detected_game: str | None
    answer: str
    citations: tuple[Citation, ...]
    simulation: SimulationResult | None
    scenario: Mapping[str, Any] | None
    notes: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        sim: dict[str, Any] | None = None
        if self.simulation is not None:
            sim = {
                "game": self.simulation.game,
                "scenario": dict(self.scenario or {}),
                "outcome": self.simulation.outcome.to_json(),
                "events": [e.to_json() for e in self.simulation.events],
            }
        return {
            "question": self.question,
            "game": self.game,
            "detected_game": self.detected_game,
            "answer": self.answer,
            "citations": [c.to_json() for c in self.citations],
            "simulation": sim,
            "notes": list(self.notes),
        }


class Answerer:
    """Answers questions over one corpus with one searcher; safe to share between threads."""

    def __init__(self, corpus: Corpus, searcher: Searcher) -> None:
        self.corpus = corpus
        self.searcher = searcher

    # ----- entry point ---------------------------------------------------------------------
    def ask(self, question: str, game: str | None = None) -> Answer:
        q = question.strip()
        if not q:
            raise InvalidQuery("question is empty; send 1 to 1000 characters of Japanese text")
        if len(q) > MAX_QUESTION:
            raise InvalidQuery(f"question has {len(q)} characters; at most {MAX_QUESTION} are accepted")
        if game is not None:
            self.corpus.book(game)  # UnknownGame for a bad id
        notes: list[str] = []
        detected, scores = self.searcher.detect_game(q)
        target = game or detected
        if game is None:
            notes.extend(_ambiguity_notes(detected, scores, self.corpus))

        lookup = self._clause_number(q, target)
        if lookup is not None:
            return self._lookup_answer(q, game, detected, lookup, notes)

        result = self.searcher.search(q, game=target, k=10)
        if target is None and result.hits:
            target = result.hits[0].game
        facts = extract(q)
        sim, built, sim_note = self._simulate(target, facts)
        if sim_note:
            notes.append(sim_note)
        return self._compose(q, game, detected, target, result, facts, sim, built, notes)

    # ----- clause-number questions -----------------------------------------------------------
    def _clause_number(self, q: str, target: str | None) -> Clause | None:
        games = [target] if target else list(self.corpus.games)
        for g in games:
            book = self.corpus.book(g)
            raw = find_clause_number(q, book.info.scheme)
            if raw is None:
                continue
            try:
                clause = self.corpus.clause(g, raw)
            except (ClauseNotFound, InvalidClauseId):
                continue
            # a bare number such as 「2枚」 must not route; require the question to be about the clause
            if _is_lookup_question(q, raw):
                return clause
        return None

    def _lookup_answer(
        self, q: str, game: str | None, detected: str | None, clause: Clause, notes: list[str]
    ) -> Answer:
        book = self.corpus.book(clause.game)
        cites: list[Citation] = [_cite(clause, 1.0, "lookup")]
        lines = [f"{clause.id}{(' ' + clause.title) if clause.title else ''}: {clause.text or clause.title}"]
        if clause.parent:
            parent = book.clauses[clause.parent]
            lines.append(f"上位の条文: {parent.id} {parent.label}")
            cites.append(_cite(parent, 0.5, "lookup"))
        for child_id in clause.children[:8]:
            child = book.clauses[child_id]
            lines.append(f"・{child.id} {child.text or child.title}")
            cites.append(_cite(child, 0.4, "lookup"))
        refs = [r for r in clause.refs if r.target]
        if refs:
            lines.append("参照: " + "、".join(f"{r.target}" for r in refs))
            for r in refs:
                assert r.target is not None
                cites.append(_cite(book.clauses[r.target], 0.3, "reference"))
        unresolved = [r.raw for r in clause.refs if r.target is None]
        if unresolved:
            notes.append("この条文の参照のうち、文書内に存在しない番号を指すもの: " + "、".join(unresolved))
        cites = _dedupe(cites)
        notes.extend(_contradiction_notes(clause.game, cites))
        return Answer(q, game, detected, "\n".join(lines), tuple(cites), None, None, tuple(notes))

    # ----- simulation ------------------------------------------------------------------------
    def _simulate(
        self, game: str | None, facts: Facts
    ) -> tuple[SimulationResult | None, BuiltScenario | None, str | None]:
        if game is None:
            return None, None, None
        built = build_scenario(game, facts)
        if built is None:
            return None, None, None
        if isinstance(built, Unsupported):
            return None, None, f"シミュレーションなし: {built.reason}"
        try:
            return simulate(game, built.payload), built, None
        except EngineError as exc:
            return None, None, f"シミュレーションできませんでした({built.situation}): {exc}"

    # ----- composition -----------------------------------------------------------------------
    def _compose(
        self,
        q: str,
        game: str | None,
        detected: str | None,
        target: str | None,
        result: SearchResult,
        facts: Facts,
        sim: SimulationResult | None,
        built: BuiltScenario | None,
        notes: list[str],
    ) -> Answer:
        terms = [facts.text, *_expansions(self.searcher, facts.text)]
        hits = [h for h in result.hits if h.game in self.corpus.books]
        clauses = [(self.corpus.book(h.game).clauses[h.id], h.score) for h in hits]
        best = max((overlap(terms, c.text or c.title) for c, _ in clauses[:3]), default=0.0)
        if sim is None and (not clauses or best < RELEVANCE_FLOOR):
            return self._no_answer(q, game, detected, clauses, notes)

        search_cites = [_cite(c, s, "search") for c, s in clauses]
        engine_cites: list[Citation] = []
        lines: list[str] = []
        if sim is not None and target is not None:
            book = self.corpus.book(target)
            decisive = _decisive_rules(sim)
            for rid in [*decisive, *(r for e in sim.events for r in e.rules)]:
                if rid in book.clauses:
                    engine_cites.append(_cite(book.clauses[rid], 0.0, "engine"))
            summary = built.summarize(sim) if built is not None else ""
            lines.append(summary or _outcome_sentence(sim))
        cites = _dedupe([*search_cites[:2], *engine_cites[:2], *search_cites[2:], *engine_cites[2:]])
        # deciding rule sentences, verbatim, with their numbers
        quoted: list[Citation] = []
        for c in cites[:3]:
            clause = self.corpus.book(c.game).clauses[c.id]
            sentences = best_sentences(terms, clause.text or clause.title, limit=2)
            if not sentences:
                continue
            if not lines:
                lines.append(f"{clause.id}によると、{''.join(sentences)}")
            else:
                lines.append(f"・{''.join(sentences)}({clause.id})")
            quoted.append(c)
        # numbers printed inside quoted sentences must be citations too
        extra: list[Citation] = []
        for c in quoted:
            clause = self.corpus.book(c.game).clauses[c.id]
            for r in clause.refs:
                if r.target and not r.in_example:
                    extra.append(_cite(self.corpus.book(c.game).clauses[r.target], 0.0, "reference"))
        cites = _dedupe([*cites, *extra])
        notes.extend(_contradiction_notes(target or "", cites))
        scenario = built.payload if (built is not None and sim is not None) else None
        return Answer(q, game, detected, "\n".join(lines), tuple(cites), sim, scenario, tuple(notes))

    def _no_answer(
        self,
        q: str,
        game: str | None,
        detected: str | None,
        clauses: Sequence[tuple[Clause, float]],
        notes: list[str],
    ) -> Answer:
        nearest = [_cite(c, s, "search") for c, s in clauses[:5]]
        text = "この質問に十分に関係する条文は見つかりませんでした。"
        if nearest:
            text += "近い条文: " + "、".join(f"{c.id}" for c in nearest)
        notes.append("関連度が低いため回答を控えました。質問を具体的にするか、ゲームを指定してください。")
        return Answer(q, game, detected, text, tuple(nearest), None, None, tuple(notes))


# ----- helpers ---------------------------------------------------------------------------------
def _cite(clause: Clause, score: float, via: str) -> Citation:
    return Citation(clause.game, clause.id, clause.title, clause.text, float(score), via)


def _dedupe(cites: Sequence[Citation]) -> list[Citation]:
    seen: set[tuple[str, str]] = set()
    out: list[Citation] = []
    for c in cites:
        key = (c.game, c.id)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _is_lookup_question(q: str, raw: str) -> bool:
    # A number followed by a counter (枚, 点, 体 …) is a quantity, not a clause number.
    idx = q.find(raw)
    tail = q[idx + len(raw) : idx + len(raw) + 2] if idx >= 0 else ""
    if re.match(r"[枚点体回人つター]", tail):
        return False
    return bool(re.search(r"[.\-ー－]", raw)) or bool(re.search(r"第|条|ルール|って|とは|について|の", q))


def _ambiguity_notes(detected: str | None, scores: Mapping[str, float], corpus: Corpus) -> list[str]:
    if detected is None:
        return ["質問からゲームを判定できませんでした。全ゲームから検索しています。"]
    best = scores.get(detected, 0.0)
    close = [g for g, s in scores.items() if g != detected and best > 0 and s >= best * AMBIGUITY_RATIO]
    if close:
        names = "、".join(corpus.book(g).info.short_name for g in close)
        return [f"ゲームの判定があいまいです({names} の可能性もあります)。最も可能性の高い "
                f"{corpus.book(detected).info.short_name} として回答しています。"]  # fmt: skip
    return []


def _contradiction_notes(game: str, cites: Sequence[Citation]) -> list[str]:
    entry = CONTRADICTIONS.get(game)
    if entry is None:
        return []
    ids, note = entry
    return [note] if any(c.id in ids for c in cites) else []


def _decisive_rules(sim: SimulationResult) -> list[str]:
    rules = list(sim.outcome.rules)
    for e in reversed(sim.events):
        rules.extend(r for r in e.rules if r not in rules)
    return rules


def _outcome_sentence(sim: SimulationResult) -> str:
    o = sim.outcome
    if o.result.value == "game_over":
        who = "引き分け" if o.draw else f"{o.winner} の勝利"
        return f"シミュレーション結果: ゲーム終了、{who}({'、'.join(o.rules)})。"
    last = sim.events[-1] if sim.events else None
    if last is None:
        return "シミュレーション結果: 状態は変化しません。"
    return f"シミュレーション結果: {last.text}({'、'.join(last.rules)})。"


def _expansions(searcher: Searcher, text: str) -> list[str]:
    expand = getattr(searcher, "expand_terms", None)
    if expand is None:
        return []
    terms: list[str] = list(expand(text))
    return terms
