"""Which verbatim rule sentences answer a question, and in what order.

The answer leads with the one passage (a sentence, with the list items it introduces) that best
answers what was asked, then quotes the next clauses that decide it. Passages of the top search hits
are scored by

* the weighted share of the question's words they cover (`relevance.Question`: rare rule words
  weigh most, colloquial words count through the player vocabulary); words found only in the
  clause's headings (``ドン!!フェイズ`` above 6-4-3) count half;
* a bonus for words few of the candidate passages cover: 「同時に0になったら」 is decided by the one
  sentence about simultaneous defeat, not by the several about reaching 0;
* whether the passage has the shape the question asks for (a number for 何枚, a place for どこ, a
  permission or prohibition for a yes/no question, a definition for 〜とは/って何);
* the search rank, as a tie-breaker.

Nothing here writes a rule claim: every line is clause text, verbatim, followed by its number.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from corpus import Clause, Corpus
from index.terms import normalize
from service.answering.compose_shapes import (
    alternatives,
    asks_how_many,
    is_definition_question,
    question_shapes,
)
from service.answering.relevance import Lexicon, Question, Term, is_question_word
from service.answering.sentences import split_sentences

__all__ = ["Composer", "Passage", "Scored", "lead_passages", "passages", "pick_lines", "question_shapes"]

# a passage that starts like this continues the sentence before it (quoted together when it leads)
_CONTINUES = re.compile(r"^(?:このとき|この時|その際|その場合|これにより|ただし|なお)")
_RARE_KINDS = frozenset({"term", "phrase", "noun"})
_SUBJECT_KINDS = frozenset({"term", "noun", "verb", "adj"})
# a sentence's subject: what stands before its first は/とは, with no condition (、) before it
_SUBJECT = re.compile(r"^([^、。]{1,40}?)(?<!また)(?<!もしく)(?<!あるい)(?<![でにと])(?:とは|は)(?![いらじ])")
# how a defining sentence ends (「…数値です(12.2.2)。」), not 「…管理されません。」
_DEFINING_END = re.compile(r"(?:です|指します|意味します)(?:[(（][^)）]*[)）])?。?\s*$")
_CONDITION = re.compile(r"(?:場合|とき|時|なら|際)(?:は|には|でも)?、")
PRECISION_WEIGHT = 0.2
# chaining: a passage within CHAIN_REACH places scoring at least CHAIN_FLOOR of the best one can
# take the lead; CHAIN_IDF keeps generic words (プレイヤー, カード) from linking two rules
CHAIN_REACH = 4
CHAIN_FLOOR = 0.8
CHAIN_IDF = 2.5
CHAIN_ADDS = 0.1  # the downstream condition must add at least this share of the question's weight
HEADING_WEIGHT = 0.5  # a word found only in the clause's headings covers this much
RARITY_BONUS = 0.6  # extra weight of a word covered by one candidate passage only (less if more)
SHAPE_BONUS = 0.12
SUBJECT_BONUS = 0.1  # a how-many question: the passage's subject is the question's topic
CITED_BONUS = 0.15  # a definition question: the clause the other candidates cite for the topic
DEFINES_BONUS = 0.2  # a definition question: the first sentence under a heading that is the topic
RANK_BONUS = 0.15  # for the first search hit; 1/(rank+1) of it below
LEAD_EXTRA = 0.15  # another passage of the lead clause joins the lead when it adds this share of words
LEAD_SIBLING = 0.75  # … or scores this share of the lead passage's score


@dataclass(frozen=True, slots=True)
class Passage:
    """A quotable piece of a clause: one sentence, with the ・ list items that follow it."""

    clause: Clause
    index: int  # position among the clause's passages
    text: str  # verbatim sentences joined without their line breaks
    continues: bool  # reads on from the passage before it


@dataclass(frozen=True, slots=True)
class Scored:
    passage: Passage
    rank: int  # search rank of the clause among the candidates (0 = first)
    score: float


def split_condition(text: str) -> tuple[str, str]:
    """(condition, result) of a rule sentence: 「…場合、…します。」 → (「…場合、」, 「…します。」)."""
    m = _CONDITION.search(text)
    return (text[: m.end()], text[m.end() :]) if m else ("", text)


def passages(clause: Clause, citable: Callable[[str], bool]) -> list[Passage]:
    """The clause's passages, in order; a sentence whose rule numbers do not exist is left out."""
    body = clause.text or ""
    groups: list[list[str]] = []
    for sentence in split_sentences(body):
        if sentence.startswith("・") and groups:
            groups[-1].append(sentence)
        else:
            groups.append([sentence])
    out: list[Passage] = []
    for group in groups:
        if all(citable(s) for s in group):
            text = "".join(group)
            out.append(Passage(clause, len(out), text, bool(_CONTINUES.match(text))))
    return out


class Composer:
    """Scores the passages of candidate clauses against one question."""

    def __init__(self, corpus: Corpus, lexicon: Lexicon) -> None:
        self.corpus = corpus
        self.lexicon = lexicon
        self._subjects: dict[tuple[str, str], frozenset[str]] = {}  # per clause; equal on a race

    def headings(self, clause: Clause) -> frozenset[str]:
        """Words of the titles above a clause (and its own title)."""
        book = self.corpus.book(clause.game)
        titles = [clause.title]
        parent = clause.parent
        while parent is not None and parent in book.clauses:
            titles.append(book.clauses[parent].title)
            parent = book.clauses[parent].parent
        return self.lexicon.reader.words("\n".join(t for t in titles if t))

    def subjects(self, clause: Clause) -> frozenset[str]:
        """The word the nearest heading above the clause consists of (308 「オヒガン」 over 308.1
        「各プレイヤーの使用済みのカードが置かれる領域です。」): the subject its sentences leave unsaid,
        covered as if written. A heading of several words (「ゲームの領域」) names no subject."""
        found = self._subjects.get((clause.game, clause.id))
        if found is not None:
            return found
        book = self.corpus.book(clause.game)
        title = clause.title
        parent = clause.parent
        # the nearest heading only: a chapter title (300 「領域」) is no sentence's subject
        while not title and parent is not None and parent in book.clauses:
            title = book.clauses[parent].title
            parent = book.clauses[parent].parent
        units = [u for u in self.lexicon.reader.units(title) if u.kind in _SUBJECT_KINDS]
        units = [u for u in units if not is_question_word(u.form)]
        found = frozenset({units[0].form}) if len(units) == 1 else frozenset()
        self._subjects[(clause.game, clause.id)] = found
        return found

    def rank(
        self,
        question_text: str,
        question: Question,
        clauses: Sequence[Clause],
        citable: Callable[[str], bool],
        demoted: frozenset[str] = frozenset(),
    ) -> list[Scored]:
        """Every passage of `clauses` (in search order), best answer first. Passages of `demoted`
        clauses (a side of a documented contradiction that rulecite does not follow) score half."""
        pool: list[tuple[Passage, int, frozenset[str], frozenset[str]]] = []
        for rank, clause in enumerate(clauses):
            heads = self.headings(clause)
            subject = self.subjects(clause)
            for p in passages(clause, citable):
                pool.append((p, rank, self.lexicon.reader.words(p.text) | subject, heads))
        if not pool:
            return []
        # 「表向き?裏向き?」: the two alternatives are one thing asked; a passage naming either answers it
        alts = alternatives(question_text)
        either = [t for t in question.terms if any(t.unit.form in a or a in t.unit.form for a in alts)]
        mass = sum(t.weight for t in question.terms if t not in either) + max(
            (t.weight for t in either), default=0.0
        )
        mass = mass or 1.0
        # how many passages cover each word: a word few of them cover singles out the answer
        spread = {
            t.unit.form: sum(1 for _, _, words, _ in pool if t.covered_by(words)) for t in question.terms
        }
        # 1 for a word one passage covers, falling to 0 for a word every passage covers
        top = math.log((len(pool) + 1) / 1.5)
        rarity = {
            f: RARITY_BONUS * max(0.0, math.log((len(pool) + 1) / (n + 0.5))) / top if n else 0.0
            for f, n in spread.items()
        }
        shapes = question_shapes(question_text)
        asked = frozenset(t.unit.form for t in question.terms).union(
            *(tr for t in question.terms for tr in t.translations)
        )
        # 「エボルヴデッキって何枚まで?」: the number asked is stated of its subject (「エボルヴデッキは 0 枚
        # 以上 10 枚以下…」), not of another subject that mentions it (「同一のカード名のカードは、…」)
        topic = [t for t in question.topic if t.topic] if asks_how_many(question_text) else []
        # 「Xってなに?」: the clause other candidates cite when they speak of X is where X is defined
        # (1309.1a and 1319.1 cite 804.11a-3 for オーバーキル)
        defining = is_definition_question(question_text)
        topic_terms = [t for t in question.topic if t.topic]
        cited = self._cited(clauses, topic_terms) if defining else frozenset()
        # the first rule under a heading named by the topic defines it (507 拠点 → 507.1); without
        # such a heading, a sentence whose subject is the topic and that ends as a definition does
        headed = frozenset(c.id for c in clauses if defining and self._defines(c, topic_terms))
        scored: list[Scored] = []
        for p, rank, words, heads in pool:
            own = 0.0
            alt = 0.0
            for t in question.terms:
                cover = t.cover(words)
                if cover > 0:
                    rare = rarity[t.unit.form] if t.unit.kind in _RARE_KINDS else 0.0
                    got = t.weight * cover * (1.0 + rare)
                else:
                    got = t.weight * t.cover(heads) * HEADING_WEIGHT
                if t in either:
                    alt = max(alt, got)
                else:
                    own += got
            score = (own + alt) / mass + RANK_BONUS / (rank + 1)
            # each shape the passage has is one more sign that it answers what was asked
            score += SHAPE_BONUS * sum(1 for s in shapes if s.search(p.text))
            score += PRECISION_WEIGHT * self._precision(p.text, asked)
            if topic and self._about(p, topic):
                score += SUBJECT_BONUS
            if p.clause.id in cited:
                score += CITED_BONUS
            if defining and (
                (p.index == 0 and p.clause.id in headed) or (not headed and self._states(p, topic_terms))
            ):
                score += DEFINES_BONUS
            if p.clause.id in demoted:
                score *= 0.5
            scored.append(Scored(p, rank, score))
        scored.sort(key=lambda s: (-s.score, s.rank, s.passage.index))
        return self._chain(question, scored)

    def _about(self, passage: Passage, topic: Sequence[Term]) -> bool:
        """Whether the passage's subject is the question's topic: the phrase before its first は/とは
        (「エボルヴデッキは 0 枚以上…」, not 「同一のカード名のカードは、…エボルヴデッキに…」), or the
        one-word heading the passage leaves unsaid (308 オヒガン over 308.1)."""
        words = self._subject(passage.text) | self.subjects(passage.clause)
        return any(t.unit.within(words) >= 1.0 or t.cover(words) >= 1.0 for t in topic)

    def _defines(self, clause: Clause, topic: Sequence[Term]) -> bool:
        """Whether `clause` is the first rule under a heading that is the question's topic word
        (kiseki 507 「拠点」 → 507.1 「ゲーム中にコスト等で使用するカードを置く領域です。」)."""
        book = self.corpus.book(clause.game)
        parent = book.clauses.get(clause.parent) if clause.parent is not None else None
        if parent is None or not parent.title or not parent.children or parent.children[0] != clause.id:
            return False
        # the heading is the word itself: 1319 「オーバーキルしない」 does not define オーバーキル
        title = normalize(parent.title).strip("【】‘’'")
        return any(t.unit.form == title for t in topic)

    def _states(self, passage: Passage, topic: Sequence[Term]) -> bool:
        """Whether the passage defines the topic: its subject is the topic word and nothing else and
        it ends as a definition (sve 3.2.5 「EP は、…数値です」; not 3.2.5.1 「EP の下限は 0 です」, nor
        kiseki 507.2 「拠点は公開領域で、…管理されません」)."""
        if not topic or not _DEFINING_END.search(passage.text):
            return False
        words = self._subject(passage.text)
        return bool(words) and words <= {t.unit.form for t in topic}

    def _subject(self, text: str) -> frozenset[str]:
        """The words of a sentence's printed subject (before its first は/とは; none after a condition)."""
        m = _SUBJECT.match(text)
        return self.lexicon.reader.words(m.group(1)) if m else frozenset()

    def _cited(self, clauses: Sequence[Clause], topic: Sequence[Term]) -> frozenset[str]:
        """Clauses that another candidate clause about the topic cites."""
        out: set[str] = set()
        for clause in clauses:
            words = self.lexicon.clause_words(clause.game, clause.id)
            if any(t.covered_by(words) for t in topic):
                out.update(r.target for r in clause.refs if r.target and r.target != clause.id)
        return frozenset(out)

    def _precision(self, text: str, asked: frozenset[str]) -> float:
        """Share of the passage's nouns and terms that the question asks about: 「手札には上限が
        存在しません。」 is all about 手札, 「優先権を持つプレイヤーは、手札または…」 mostly about
        other things."""
        nouns = [u for u in self.lexicon.reader.units(text) if u.kind in _RARE_KINDS]
        return sum(1 for u in nouns if u.form in asked) / len(nouns) if nouns else 0.0

    def _chain(self, question: Question, scored: list[Scored]) -> list[Scored]:
        """Lead with the downstream rule when the best passage's result is another close passage's
        condition and that condition adds a word of the question: for 「お互いの体力が同時に0になったら」
        11.2.1 (体力0 → 敗北) feeds 1.2.2 (同時に敗北 → 引き分け), which is what was asked."""
        if len(scored) < 2:
            return scored
        first = scored[0]
        game = first.passage.clause.game
        condition, result = split_condition(first.passage.text)
        if not condition:
            return scored
        # what the first rule produces that the question did not say (敗北 from 体力0)
        asked = {t.unit.form for t in question.terms}
        result_words = {
            w for w in self.lexicon.reader.words(result) - self.lexicon.reader.words(condition)
            if w not in asked and self.lexicon.idf(game, w) >= CHAIN_IDF
        }  # fmt: skip
        have = self.lexicon.reader.words(first.passage.text)
        mass = sum(t.weight for t in question.terms) or 1.0
        for i, other in enumerate(scored[1:CHAIN_REACH], start=1):
            if other.score < CHAIN_FLOOR * first.score or other.passage.clause.id == first.passage.clause.id:
                continue
            cond, _ = split_condition(other.passage.text)
            cond_words = self.lexicon.reader.words(cond)
            adds = sum(t.weight for t in question.terms if t.cover(cond_words) > 0 and t.cover(have) == 0)
            if adds >= CHAIN_ADDS * mass and result_words & cond_words:
                return [other, first, *scored[1:i], *scored[i + 1 :]]
        return scored


def lead_passages(
    best: Scored,
    clause_passages: Sequence[Passage],
    question: Question,
    words: Callable[[str], frozenset[str]],
    scores: Mapping[int, float],
) -> list[Passage]:
    """The lead passage, in document order with: the passage it continues (when it opens with
    このとき/その場合 …), and up to two more passages of its clause that cover question words it does
    not (10-1-3-1: 【バニッシュ】とは… + このとき、【トリガー】は発動しません。) or score nearly as well
    (7-1-1-2: 次に、アタックの対象を選びます。 + 対象にできるのは、…)."""
    chosen = {best.passage.index: best.passage}
    lead = best.passage
    if lead.continues and lead.index > 0:
        chosen[lead.index - 1] = clause_passages[lead.index - 1]
    have = words(lead.text)
    mass = sum(t.weight for t in question.terms) or 1.0
    for p in clause_passages:
        if p.index in chosen or len(chosen) >= 3:
            continue
        mine = words(p.text)
        new = sum(t.weight for t in question.terms if t.cover(mine) > 0 and t.cover(have) == 0)
        if new >= LEAD_EXTRA * mass or scores.get(p.index, 0.0) >= LEAD_SIBLING * best.score:
            chosen[p.index] = p
            have = have | mine
    return [chosen[i] for i in sorted(chosen)]


def pick_lines(scored: Sequence[Scored], *, clauses: int, floor: float) -> list[tuple[Clause, list[Passage]]]:
    """Up to `clauses` clauses in the order of their best passage, each with up to two passages in
    document order; the first clause's first passage is the lead. Clauses whose best passage scores
    below `floor` × the lead's are left out."""
    if not scored:
        return []
    top = scored[0].score
    chosen: dict[tuple[str, str], list[Scored]] = {}
    for s in scored:
        key = (s.passage.clause.game, s.passage.clause.id)
        if key not in chosen:
            if len(chosen) >= clauses or s.score < floor * top:
                continue
            chosen[key] = [s]
        elif len(chosen[key]) < 2 and key != next(iter(chosen)):
            chosen[key].append(s)
    out: list[tuple[Clause, list[Passage]]] = []
    for group in chosen.values():
        ps = sorted((s.passage for s in group), key=lambda p: p.index)
        out.append((group[0].passage.clause, ps))
    return out
