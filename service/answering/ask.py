"""`/ask`: a grounded, extractive answer with citations and, where an engine can, a simulation.

Grounding: every rule number written in `answer` is the id of a citation; every citation is a clause
of the corpus; quoted rule text is verbatim clause text. Rule numbers come only from the corpus
(search hits, exact lookups, references printed in cited clauses) and from the engines' events
(whose clauses a test checks against the corpus).

The game: `game` is echoed as given; `detected_game` is the game the answer is for — the given game,
else the one the question's vocabulary (or the clause number it names) points to, else, when the
vocabulary is inconclusive, the game of the best-matching clause (a note says so).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Protocol

from corpus import Clause, Corpus
from index.errors import InvalidQuery
from index.routing import without_numbers
from index.types import Mode, SearchResult, clean_query
from service.answering.answer_line import answer_line
from service.answering.citing import (
    UNFOLLOWED,
    Answer,
    Citation,
    Simulated,
    cite,
    contradiction_notes,
    dedupe,
    ground,
    misprint_notes,
    misprinted,
    rule_numbers,
    search_interleaved,
)
from service.answering.compose import Composer, lead_passages, passages, pick_lines
from service.answering.lookup import NumberQuestion, lookup_answer, number_notes, numbers_in
from service.answering.plans import situate
from service.answering.reading.gate import Gated
from service.answering.reading.parser import uses_ginza
from service.answering.reading.parser import warm as warm_parser
from service.answering.relevance import Lexicon, Question
from service.answering.scenarios import BuiltScenario
from service.answering.simulation import conclusion_rules, decisive_rules

MAX_QUESTION = 1000
# A question is answered only when at least this share of its topic words are rule vocabulary
# (printed in some rulebook, or a player word the vocabulary translates) …
DOMAIN_FLOOR = 0.5
KNOWN_WEIGHT_FLOOR = 0.45  # the same share weighted by rarity (words no rulebook prints weigh most)
# … and the top clauses cover at least this weighted share of those words.
RELEVANCE_FLOOR = 0.1
# … and words only other rulebooks print (ドン!! asked of sve, マリガン of fow's excerpt) weigh less
# than this share of them.
FOREIGN_CEILING = 0.5
RELEVANCE_DEPTH = 5  # how many of the target game's hits the relevance check reads
ANSWER_DEPTH = 10  # how many of the target game's hits the answer's passages are chosen from
# A game whose detection probability is at least this share of the best one makes the game ambiguous.
AMBIGUITY_RATIO = 0.5
# The question's wording singles out the game it is answered for when that game's word log-odds
# (markers included, embeddings not) lead every other game's by at least this much; otherwise the
# game came from meaning alone (先攻と後攻の決め方 reads the same in every rulebook) and a note says so.
GENERIC_MARGIN = 1.0
# With a game given, the vocabulary "clearly points elsewhere" when another game has at least this
# probability and the given one at most ELSEWHERE_GIVEN.
ELSEWHERE = 0.9
ELSEWHERE_GIVEN = 0.05
SEARCH_K = 10
QUOTED = 3
SIM_POOL = 6  # clauses a simulated answer's quotes are chosen from
NEAREST_LABEL = 30  # characters of a nearest clause's label shown in a no-answer
QUOTE_FLOOR = 0.5  # a further clause is quoted when its best passage scores this share of the lead's


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

    def __init__(self, corpus: Corpus, searcher: Searcher, lexicon: Lexicon | None = None) -> None:
        self.corpus = corpus
        self.searcher = searcher
        self.lexicon = lexicon if lexicon is not None else Lexicon(corpus)
        self.composer = Composer(corpus, self.lexicon)
        if uses_ginza():  # GiNZA (~3 s) loads in the background, not on the first question
            threading.Thread(target=warm_parser, name="reader-parser-load", daemon=True).start()

    def ask(self, question: str, game: str | None = None) -> Answer:
        q = validate_question(question)
        if game is not None:
            game = self.corpus.book(game.strip().lower()).game  # UnknownGame for a bad id
        detected, probs = self._detect(q)
        numbers = numbers_in(self.corpus, q)
        worded = self._worded_number(q, numbers) if game is None else None
        preference = [detected, *probs] if detected else list(probs)
        clause = numbers.pick(game, [worded, *preference] if worded else preference)
        notes = number_notes(self.corpus, numbers, game, clause, by_words=worded is not None)
        if clause is not None:
            text, cites, more = lookup_answer(self.corpus, clause)
            cites = ground(self.corpus, clause.game, text, cites)
            notes.extend(more)
            notes.extend(contradiction_notes(clause.game, cites))
            return Answer(q, game, clause.game, text, tuple(cites), None, tuple(notes))

        target = game or detected
        result = self.searcher.search(q, game=target, k=SEARCH_K)
        if target is None and result.hits:
            target = result.hits[0].game
        if game is not None:
            notes.extend(self._elsewhere(q, game, probs))
            which: list[str] = []
        else:
            which = self._ambiguity(q, detected, target, probs)
        gated, note = situate(q, target)
        if gated.note:  # the verdict is withheld: why, instead of what the builder assumed
            notes.append(gated.note)
        elif note:
            notes.append(note)
        answer = self._compose(q, game, target, result, gated.sim, gated.built, notes, which)
        return _with_reading(answer, gated)

    # ----- game detection ---------------------------------------------------------------------
    def _detect(self, q: str) -> tuple[str | None, dict[str, float]]:
        detect = getattr(self.searcher, "detect_game", None)
        if detect is None:
            return None, {}
        found: tuple[str | None, dict[str, float]] = detect(q)
        return found

    def _name(self, game: str) -> str:
        return self.corpus.book(game).info.short_name or game

    def _ambiguity(
        self, q: str, detected: str | None, target: str | None, probs: Mapping[str, float]
    ) -> list[str]:
        """Notes on how the game was chosen without one given: undetected, close to another game,
        or detected from meaning only (no word of the question belongs to the game more than to
        others)."""
        if detected is None:
            if target is None:
                return []
            return [
                "質問の語彙からはゲームを判定できませんでした。全ゲームを検索し、"
                f"最も関連の高い条文のゲーム({self._name(target)})で回答しています。"
                "ゲームを指定すると、そのゲームの条文で回答します。"
            ]
        best = probs.get(detected, 0.0)
        close = [g for g, p in probs.items() if g != detected and best > 0 and p >= best * AMBIGUITY_RATIO]
        if close:
            names = "、".join(self._name(g) for g in close if g in self.corpus.books)
            return [
                f"ゲームの判定があいまいです({names} の可能性もあります)。"
                f"最も可能性の高い {self._name(detected)} として回答しています。"
            ]
        if self._worded(q, detected):
            return []
        return [
            "質問の語はどれか一つのゲームに特有のものではなく、ゲームを特定できません。"
            f"意味の最も近い {self._name(detected)} の条文で回答しています。"
            "ゲームを指定すると、そのゲームの条文で回答します。"
        ]

    def _worded_number(self, q: str, numbers: NumberQuestion) -> str | None:
        """Of the games that have a clause number the question names (ninjaslayer and kiseki share
        most of theirs), the one the rest of the question's words clearly point to, if any."""
        if len(numbers.found) < 2:
            return None
        words = self.lexicon.word_evidence(without_numbers(q))
        ranked = sorted(numbers.found, key=lambda g: -words.get(g, 0.0))
        lead = words.get(ranked[0], 0.0) - words.get(ranked[1], 0.0)
        return ranked[0] if lead >= GENERIC_MARGIN else None

    def _worded(self, q: str, game: str) -> bool:
        """Whether the question's own words point to `game` clearly (GENERIC_MARGIN)."""
        words = self.lexicon.word_evidence(q)
        mine = words.get(game, 0.0)
        return all(mine - v >= GENERIC_MARGIN for g, v in words.items() if g != game)

    def _elsewhere(self, q: str, game: str, probs: Mapping[str, float]) -> list[str]:
        """A note when the question's vocabulary clearly belongs to another game than the given one:
        detection points there, and the question says a word of that game which the given rulebook
        neither prints nor translates (ドン!! asked of sve). Generic words (先攻, 後攻, 決める) that one
        rulebook merely prints more often never trigger it."""
        if probs.get(game, 0.0) > ELSEWHERE_GIVEN:
            return []
        other = next((g for g, p in probs.items() if g != game and p >= ELSEWHERE), None)
        if other is None or not self.lexicon.own_words(q, other, game):
            return []
        return [
            f"質問の語彙は {self._name(other)} のものに見えます。"
            f"指定どおり {self._name(game)} の条文で回答しています。"
        ]

    # ----- composition ------------------------------------------------------------------------
    def _question(self, q: str, game: str) -> Question:
        return self.lexicon.read(q, game)

    def _clauses(self, result: SearchResult) -> list[tuple[Clause, float]]:
        out: list[tuple[Clause, float]] = []
        for h in result.hits:
            book = self.corpus.books.get(h.game)
            if book is not None and h.id in book.clauses:
                out.append((book.clauses[h.id], h.score))
        return out

    def _relevant(self, question: Question, clauses: Sequence[Clause]) -> bool:
        if question.domain < DOMAIN_FLOOR or question.known_weight < KNOWN_WEIGHT_FLOOR:
            return False
        if question.foreign >= FOREIGN_CEILING:
            return False
        words = frozenset().union(*(self.lexicon.clause_words(c.game, c.id) for c in clauses))
        words |= frozenset().union(*(self.composer.headings(c) for c in clauses))
        return question.coverage(words) >= RELEVANCE_FLOOR

    def _compose(
        self,
        q: str,
        game: str | None,
        target: str | None,
        result: SearchResult,
        sim: Simulated | None,
        built: BuiltScenario | None,
        notes: list[str],
        which: list[str],
    ) -> Answer:
        """The answer, or the honest no-answer. `which` holds the notes on how the game was chosen,
        kept only when there is an answer for that game."""
        clauses = self._clauses(result)
        mine = [c for c, _ in clauses if c.game == target][:ANSWER_DEPTH]
        question = self._question(q, target) if target is not None else None
        exact = any(h.exact for h in result.hits)
        relevant = question is not None and self._relevant(question, mine[:RELEVANCE_DEPTH])
        if sim is None and not exact and not relevant:
            return self._no_answer(q, game, clauses, notes)
        answered_for = game or target
        notes[:0] = which

        search_cites = [cite(c, s, "search") for c, s in clauses]
        lines: list[str] = []
        if sim is not None and built is not None:
            book = self.corpus.book(sim.game)
            summary = built.summarize(sim.result)
            scheme = book.info.scheme
            decided = [
                *conclusion_rules(summary, sim.result, scheme),
                *decisive_rules(sim.result, scheme, summary),
            ]
            engine_cites = [
                cite(book.clauses[r], 0.0, "engine") for r in dict.fromkeys(decided) if r in book.clauses
            ]
            lines.append(summary)
            if sim.rejected is not None:
                notes.append(
                    "エンジンはこのシナリオの行動を認めません。"
                    "POST /simulate に同じシナリオを送ると illegal-action の問題(422)が返ります。"
                )
            # the clauses the simulated result relies on lead, the best search hits alternate with the
            # rest: the quotes (chosen from the first few) back the simulated result
            cites = pool = dedupe(_interleave(engine_cites, search_cites))
            quotable = [self.corpus.book(c.game).clauses[c.id] for c in pool if c.game == target][:SIM_POOL]
            quoted = self._quotes(q, question, quotable, lead=False) if question is not None else []
            lines.extend(line for _, line in quoted)
        else:
            quoted = self._quotes(q, question, mine, lead=True) if question is not None else []
            lines.extend(line for _, line in quoted)
            first = [cite(c, _score(clauses, c), "search") for c, _ in quoted]
            cites = search_interleaved(first, search_cites)
        text = "\n".join(lines)
        cites = ground(self.corpus, target, text, cites)
        notes.extend(contradiction_notes(target, cites))
        notes.extend(misprint_notes(self.corpus, target, text))
        return Answer(q, game, answered_for, text, tuple(cites), sim, tuple(notes))

    def _quotes(
        self, q: str, question: Question, clauses: Sequence[Clause], *, lead: bool
    ) -> list[tuple[Clause, str]]:
        """The deciding rule passages, verbatim, each followed by its rule number: the best answer
        first (without a bullet when `lead`), then up to two more clauses."""
        game = clauses[0].game if clauses else None
        citable = self.citable(game)
        scored = self.composer.rank(q, question, clauses, citable, UNFOLLOWED.get(game or "", frozenset()))
        picked = pick_lines(scored, clauses=QUOTED, floor=QUOTE_FLOOR)
        out: list[tuple[Clause, str]] = []
        for i, (clause, ps) in enumerate(picked):
            if i == 0 and len(ps) == 1:
                mine = {s.passage.index: s.score for s in scored if s.passage.clause is clause}
                whole = passages(clause, citable)
                first = lead_passages(scored[0], whole, question, self.lexicon.reader.words, mine)
                quote = "".join(p.text for p in first)
            else:
                quote = "".join(p.text for p in ps)
            bullet = "" if lead and i == 0 else "・"
            out.append((clause, f"{bullet}{quote}({clause.id})"))
        return out

    def citable(self, game: str | None) -> Callable[[str], bool]:
        """Whether every rule number in a sentence is a clause of `game` (sources have typos)."""
        return _Citable(self.corpus, game)

    def _no_answer(
        self, q: str, game: str | None, clauses: Sequence[tuple[Clause, float]], notes: list[str]
    ) -> Answer:
        nearest = [cite(c, s, "search") for c, s in clauses[:5]]
        text = "この質問に答える条文は見つかりませんでした。"
        if nearest:
            text += "近い条文: " + "、".join(self._nearest_label(c) for c in nearest)
        notes.append(
            "質問の語がどの条文にも十分に現れないため、回答を控えました。"
            "ルールの用語で質問し直すか、ゲームを指定してください。"
        )
        cites = nearest
        for g in dict.fromkeys(c.game for c in nearest):
            cites = ground(self.corpus, g, text, cites)
        # without a given game there is no game this non-answer is for
        return Answer(q, game, game, text, tuple(cites), None, tuple(notes))

    def _nearest_label(self, c: Citation) -> str:
        """``id 見出し(ゲーム)``; a label that prints rule numbers itself is left out."""
        book = self.corpus.book(c.game)
        label = " ".join(book.clauses[c.id].label.split())
        if rule_numbers(label, book.info.scheme):
            label = ""
        elif len(label) > NEAREST_LABEL:
            label = label[: NEAREST_LABEL - 1] + "…"
        return f"{c.id}{' ' + label if label else ''}({self._name(c.game)})"


class _Citable:
    """Whether every rule number in a sentence is a clause of the game (sources have a few typos)."""

    def __init__(self, corpus: Corpus, game: str | None) -> None:
        self.book = corpus.book(game) if game is not None else None
        # a misprinted number the corpus resolved (sve 「(12.212.2)」 → 12.2) is cited by its target
        self.misprinted = misprinted(self.book) if self.book is not None else {}

    def __call__(self, sentence: str) -> bool:
        if self.book is None:
            return True
        numbers = rule_numbers(sentence, self.book.info.scheme)
        return all(n in self.book.clauses or n in self.misprinted for n in numbers)


def _with_reading(answer: Answer, gated: Gated) -> Answer:
    """The answer with how the question was read and the structured verdict."""
    reading = gated.accounting.to_json()
    reading["scenario"] = dict(gated.scenario) if gated.scenario is not None else None
    verdict = gated.accounting.verdict.to_json()
    if answer.simulation is None:  # the honest no-answer or a withheld verdict states nothing
        verdict["stated"] = False
        return replace(answer, reading=reading, verdict=verdict)
    events = gated.sim.result.events if gated.sim is not None else ()
    line = answer_line(gated.accounting.verdict, gated.accounting.reading, events)
    text = f"{line}\n{answer.answer}" if line is not None else answer.answer
    return replace(answer, answer=text, reading=reading, verdict=verdict)


def _score(clauses: Sequence[tuple[Clause, float]], clause: Clause) -> float:
    for c, s in clauses:
        if c is clause:
            return s
    return 0.0


def _interleave(first: Sequence[Citation], second: Sequence[Citation]) -> list[Citation]:
    """Two citation lists alternately, starting with `first`, so both kinds reach the first places."""
    out: list[Citation] = []
    for i in range(max(len(first), len(second))):
        if i < len(first):
            out.append(first[i])
        if i < len(second):
            out.append(second[i])
    return out
