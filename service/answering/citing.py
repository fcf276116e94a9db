"""Citations, the answer record, and the grounding check (every rule number in an answer is cited)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from corpus import Clause, Corpus
from corpus.model import Rulebook, Scheme
from service.engine.scenario import SimulationResult

# Rule-number shapes per numbering scheme, as they may appear in an answer. Quantities such as
# 5000 or 3枚 never match: every shape needs a separator.
ID_SHAPES: Mapping[Scheme, re.Pattern[str]] = {
    Scheme.NSK: re.compile(r"(?<![0-9.\-])[0-9]{3,4}\.[0-9]{1,3}(?:[a-z](?:-[0-9]{1,3})?)?(?![0-9])"),
    Scheme.HYPHEN: re.compile(r"(?<![0-9.\-])[0-9]{1,2}(?:-[0-9]{1,3})+(?![0-9])"),
    Scheme.DOTTED: re.compile(r"(?<![0-9.\-])[0-9]{1,2}(?:\.[0-9]{1,3})+(?![0-9])"),
    Scheme.FOW: re.compile(r"(?<![0-9.\-])[0-9]{1,2}(?:\.[0-9]{1,3})+(?![0-9])"),
}

# The side of each contradiction below that rulecite does not follow: such a clause is still
# quoted and cited (with the note) but never leads an answer.
UNFOLLOWED: Mapping[str, frozenset[str]] = {"onepiece": frozenset({"1-2-2-2"})}

# Known contradictions in the sources, surfaced whenever a cited clause is involved.
CONTRADICTIONS: Mapping[str, tuple[frozenset[str], str]] = {
    "onepiece": (
        frozenset({"1-2-2-2", "1-2-1-1-2", "9-2-1-2"}),
        "原文の矛盾: 1-2-2-2 は「ゲーム中、いずれかのプレイヤーのデッキのカードが0枚の場合、"
        "そのプレイヤーは敗北条件を満たしていません。」としていますが、"
        "1-2-1-1-2 と 9-2-1-2 はデッキ0枚を敗北条件としています。"
        "rulecite(評価セットとエンジン)は後者2つに従います。",
    ),
}


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
class Simulated:
    """A simulation run for an answer: the scenario as sent to the engine and what it returned.

    `rejected` is set when the engine refused the scenario's action outright (onepiece and sve raise
    `IllegalAction`); `POST /simulate` answers the same scenario with that illegal-action problem."""

    game: str
    situation: str
    scenario: Mapping[str, Any]
    result: SimulationResult
    rejected: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "situation": self.situation,
            "scenario": dict(self.scenario),
            "outcome": self.result.outcome.to_json(),
            "events": [e.to_json() for e in self.result.events],
        }
        if self.rejected is not None:
            out["rejected"] = dict(self.rejected)
        return out


@dataclass(frozen=True, slots=True)
class Answer:
    question: str
    game: str | None
    detected_game: str | None
    answer: str
    citations: tuple[Citation, ...]
    simulation: Simulated | None
    notes: tuple[str, ...] = field(default=())
    # how the question was read (`reading.model.Accounting.to_json`) and the structured verdict
    reading: Mapping[str, Any] | None = None
    verdict: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "game": self.game,
            "detected_game": self.detected_game,
            "answer": self.answer,
            "citations": [c.to_json() for c in self.citations],
            "simulation": self.simulation.to_json() if self.simulation is not None else None,
            "notes": list(self.notes),
            "reading": dict(self.reading) if self.reading is not None else None,
            "verdict": dict(self.verdict) if self.verdict is not None else None,
        }


def cite(clause: Clause, score: float, via: str) -> Citation:
    return Citation(clause.game, clause.id, clause.title, clause.text, float(score), via)


def dedupe(cites: Iterable[Citation]) -> list[Citation]:
    seen: set[tuple[str, str]] = set()
    out: list[Citation] = []
    for c in cites:
        key = (c.game, c.id)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def search_interleaved(quoted: Sequence[Citation], found: Sequence[Citation]) -> list[Citation]:
    """The search's hits of the lead quote's game and the quotes alternately, the search's first hit
    first (deduplicated), then every other hit in search order.

    The composer picks its quotes by how much of the question's wording a passage covers; a question
    that tells a situation in words the deciding clause does not print gets quotes about the
    situation's parts. Measured on the withheld answers of the seen question sets (round 14: /ask on
    df7008f, this order recomputed from the same quotes and hits): on blind P–AA (889 answers, written
    after round 8 chose the lead-quote-first order) the search's first hit is a gold clause in 0.681
    against the lead quote's 0.639, and a gold clause is among the first three citations in 0.861
    against 0.832; on E–O, which round 8 was chosen on, 0.906 both; round-4 B–D 0.890 → 0.895; dev and
    the held-out sets 0.982 both. The answer's text still leads with the composer's quote: the order
    of the citations says which clauses the search found closest, the text quotes the passages that
    read closest."""
    if not quoted:
        return dedupe(found)
    mine = [c for c in found if c.game == quoted[0].game]
    mixed: list[Citation] = []
    for i in range(max(len(mine), len(quoted))):
        mixed.extend(mine[i : i + 1])
        mixed.extend(quoted[i : i + 1])
    return dedupe([*mixed, *found])


def rule_numbers(text: str, scheme: Scheme) -> list[str]:
    return [m.group(0) for m in ID_SHAPES[scheme].finditer(text)]


def misprinted(book: Rulebook) -> dict[str, str]:
    """Rule numbers printed wrong in a reference the corpus resolved, → the clause it resolved to.

    sve 8.3.2 prints 「進化能力(12.212.2)」 (12.2 doubled by the OCR) and 10.6.2.5.2 「(1.3.2.21.3.2.2)」:
    a quote of those sentences stays verbatim, and the resolved clause is what it cites."""
    out: dict[str, str] = {}
    for clause in book:
        for ref in clause.refs:
            if ref.target is None:
                continue
            for n in rule_numbers(ref.raw, book.info.scheme):
                if n not in book.clauses:
                    out[n] = ref.target
    return out


def ground(corpus: Corpus, game: str | None, text: str, cites: Sequence[Citation]) -> list[Citation]:
    """`cites` plus a citation for every rule number of `game` written in `text` that exists, or
    that a resolved reference printed wrong (`misprinted`: its resolved clause is cited).

    Numbers come only from clause texts, references and engine events, so they exist; a number that
    does not (a typo in a source the corpus could not resolve) is left uncited rather than invented,
    and `ungrounded` reports it."""
    if game is None or game not in corpus.books:
        return list(cites)
    book = corpus.book(game)
    wrong = misprinted(book)
    have = {c.id for c in cites if c.game == game}
    ids = [n if n in book.clauses else wrong.get(n, "") for n in rule_numbers(text, book.info.scheme)]
    extra = [cite(book.clauses[n], 0.0, "reference") for n in dict.fromkeys(ids) if n and n not in have]
    return [*cites, *extra]


def ungrounded(corpus: Corpus, text: str, cites: Sequence[Citation], games: Iterable[str] = ()) -> list[str]:
    """Rule numbers in `text` that are not the id of a citation (empty for a grounded answer). A
    misprinted number of a resolved reference (`misprinted`) is grounded by its resolved clause.

    Numbers are read in the shapes of the schemes of `games` and of the cited games (fow and sve
    share a shape, so a number counts as grounded when any citation has it as id)."""
    have = {c.id for c in cites}
    books = [corpus.book(g) for g in {*games, *(c.game for c in cites)} if g in corpus.books]
    wrong = {n: t for book in books for n, t in misprinted(book).items()}
    schemes = {book.info.scheme for book in books}
    missing: list[str] = []
    for scheme in schemes:
        missing.extend(
            n
            for n in rule_numbers(text, scheme)
            if n not in have and wrong.get(n) not in have and n not in missing
        )
    return missing


def misprint_notes(corpus: Corpus, game: str | None, text: str) -> list[str]:
    """A note for each misprinted reference quoted in `text`, naming the clause it stands for."""
    if game is None or game not in corpus.books:
        return []
    book = corpus.book(game)
    wrong = misprinted(book)
    numbers = rule_numbers(text, book.info.scheme)
    found = dict.fromkeys(n for n in numbers if n not in book.clauses and n in wrong)
    return [f"原文の参照「{n}」は{wrong[n]}の誤記として引用しています(条文は原文のまま)。" for n in found]


def contradiction_notes(game: str | None, cites: Sequence[Citation]) -> list[str]:
    entry = CONTRADICTIONS.get(game or "")
    if entry is None:
        return []
    ids, note = entry
    return [note] if any(c.id in ids for c in cites) else []
