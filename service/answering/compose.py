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
from service.answering.relevance import Lexicon, Question
from service.answering.sentences import split_sentences

# a passage that starts like this continues the sentence before it (quoted together when it leads)
_CONTINUES = re.compile(r"^(?:このとき|この時|その際|その場合|これにより|ただし|なお)")
# (question cue, passage cue): a passage with the shape the question asks for
# a question word, not an indefinite (誰でも, 何か, いつでも)
_WH = r"(?:何|どこ|いつ|誰|どう|どの|いくつ|幾つ|どっち|どちら|どれ|なぜ)(?!でも|か[^?？])"
# (question cue, passage cue): a passage with the shape the question asks for
ANSWER_SHAPES: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(q), re.compile(p))
    for q, p in (
        # how many
        (r"何枚|何回|何点|何体|何人|何個|何ターン|いくつ|幾つ|何まで|上限|最大|最低|何コスト",
         r"[0-9０-９]|上限|以上|以下|まで|ちょうど|存在しません|制限"),
        # where
        (r"どこ|どの領域", r"置き|置か|移動|領域|ゾーン|エリア|墓地|墓場|トラッシュ|オヒガン|デッキ|手札"),
        # when
        (r"いつ|タイミング", r"とき|時|際|フェイズ|ステップ|ターン|時点|開始|終了"),
        # who
        (r"誰|どっち|どちら", r"プレイヤー|持ち主|オーナー|支配者|マスター|勝利|敗北|決め"),
        # what is it
        (r"とは|って何|ってなに|何ですか|なんですか|どういう|意味|何が|何を",
         r"とは|意味します|を指す|のことです|能力です|効果です|以下の|いずれか|^\*\*[^*]+\*\*\s*[:：]"),
        # how
        (r"どうやって|どうすれば|どのように|方法|やり方|どう決ま",
         r"することで|により|によって|手順|以下の|とは|^\*\*[^*]+\*\*\s*[:：]"),
        # a condition that something is missing (ウケミが付いてなかったら → 持たない場合)
        (r"(?:な|無)(?:かった|く|い)(?:ら|とき|なら|場合|時)|ないなら|無しで|なしで",
         r"(?:ない|無い|でない|がない)(?:場合|とき|なら|限り)|持たない|がなく|無く"),
    )
)  # fmt: skip
# a yes/no question (no question word): the passage that permits or forbids settles it
_YES_NO = re.compile(r"(?:[?？]|か。?)\s*$")
_SETTLES = re.compile(r"できます|できません|ません|のみ|かまいません|なりません|限り|しか|必要があります")
_HAS_WH = re.compile(_WH)
_RARE_KINDS = frozenset({"term", "phrase", "noun"})
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


def question_shapes(question: str) -> list[re.Pattern[str]]:
    """The passage cues of the answer shapes the question asks for. A question is read as yes/no
    per sentence: 「何枚? マリガンできる?」 asks for a number and for a permission."""
    shapes = [passage for cue, passage in ANSWER_SHAPES if cue.search(question)]
    for part in re.split(r"(?<=[?？。])", question.strip()):
        if _YES_NO.search(part.strip()) and not _HAS_WH.search(part):
            shapes.append(_SETTLES)
            break
    return shapes


class Composer:
    """Scores the passages of candidate clauses against one question."""

    def __init__(self, corpus: Corpus, lexicon: Lexicon) -> None:
        self.corpus = corpus
        self.lexicon = lexicon

    def headings(self, clause: Clause) -> frozenset[str]:
        """Words of the titles above a clause (and its own title)."""
        book = self.corpus.book(clause.game)
        titles = [clause.title]
        parent = clause.parent
        while parent is not None and parent in book.clauses:
            titles.append(book.clauses[parent].title)
            parent = book.clauses[parent].parent
        return self.lexicon.reader.words("\n".join(t for t in titles if t))

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
            for p in passages(clause, citable):
                pool.append((p, rank, self.lexicon.reader.words(p.text), heads))
        if not pool:
            return []
        mass = sum(t.weight for t in question.terms) or 1.0
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
        scored: list[Scored] = []
        for p, rank, words, heads in pool:
            own = 0.0
            for t in question.terms:
                cover = t.cover(words)
                if cover > 0:
                    rare = rarity[t.unit.form] if t.unit.kind in _RARE_KINDS else 0.0
                    own += t.weight * cover * (1.0 + rare)
                else:
                    own += t.weight * t.cover(heads) * HEADING_WEIGHT
            score = own / mass + RANK_BONUS / (rank + 1)
            # each shape the passage has is one more sign that it answers what was asked
            score += SHAPE_BONUS * sum(1 for s in shapes if s.search(p.text))
            score += PRECISION_WEIGHT * self._precision(p.text, asked)
            if p.clause.id in demoted:
                score *= 0.5
            scored.append(Scored(p, rank, score))
        scored.sort(key=lambda s: (-s.score, s.rank, s.passage.index))
        return self._chain(question, scored)

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
