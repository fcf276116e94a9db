"""How much of a question a rule text covers: content words weighted by their rarity in the rulebook.

Character-bigram overlap (the first measure) could not tell a weather question from a short rules
question: 「手札って何枚まで持っていていいの?」 shares few bigrams with 「手札には上限が存在しません。」 while
an unrelated clause shares プレイヤー with anything. Here text is read into *units* (`word_units`:
SudachiPy words and the games' protected terms, as the search index reads them). A question's units
minus question words (何, どう, できる …) are weighed by inverse document frequency in the game's
rulebook; the player vocabulary (`index/data/vocab`) translates colloquial words (山札 → デッキ,
負け → 敗北), and a translated word counts as covered where its rule word is printed.
"""

from __future__ import annotations

import math
import re
import threading
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from corpus import Corpus
from index.config import load_config
from index.detect import GameDetector, GameStats, player_words
from index.terms import TermDictionary, derive_terms, normalize
from index.vocab import GameVocabulary, Vocabulary, load_vocabulary, says
from service.answering.word_units import Reader, Unit

# Words of asking rather than of the rule asked about (normalised forms).
QUESTION_WORDS: frozenset[str] = frozenset(
    {
        "どう", "如何", "どの", "どんな", "何処", "どこ", "何時", "いつ", "誰", "どっち", "どちら",
        "何方", "幾つ", "いくつ", "幾ら", "出来る", "良い", "いい", "貰う", "教える", "書く", "言う",
        "思う", "知る", "分かる", "聞く", "今", "もう", "其の", "此の", "彼の", "場合", "時", "とき",
        "方", "ルール", "条文", "規則", "本当", "結局", "普通", "大丈夫", "つまり", "じゃ", "ちゃう",
        "呉れる", "遣る", "下さい", "無い", "質問", "意味", "違い", "とか", "居る", "有る", "成る",
        "為る", "する", "ある", "いる", "なる", "こと", "もの", "物", "事", "の", "よう", "様",
        "あり", "なし", "それ", "其れ", "これ", "此れ", "どれ", "何れ", "ok", "通り", "一体",
    }
)  # fmt: skip


# Discourse words a player puts around the question (ちなみに, 実は, 要は, 念のため, ぶっちゃけ); the
# adverbial nouns among fillers (そもそも, 一応, 実際, 普通に) are found by their part of speech.
FILLER_WORDS: frozenset[str] = frozenset({"因み", "実", "要", "念", "打ち明ける", "要する", "逆"})


def is_question_word(form: str) -> bool:
    return form in QUESTION_WORDS or form.startswith("何")


_TOPIC_KINDS = frozenset({"term", "phrase", "noun", "verb", "adj"})
# verbs are the colloquial part of a question (殴る, 食らう); nouns and terms carry the topic
_KIND_WEIGHT: Mapping[str, float] = {"term": 1.0, "noun": 1.0, "verb": 0.35, "adj": 0.5}
TRANSLATION_COVER = 0.8
_KATAKANA_WORD = re.compile(r"[ァ-ヺー]+")
# the question's topic (what stands before って / とは / は) weighs this much more
TOPIC_WEIGHT = 1.5
_TOPIC = re.compile(r"([^、。,.!?？!\s]{1,30}?)(?:って|とは|は)")


@dataclass(frozen=True, slots=True)
class Term:
    """A question's content word: the unit, its weight in the target rulebook, whether any rulebook
    (or the player vocabulary) knows it, and the rule words it translates to."""

    unit: Unit
    weight: float
    known: bool
    translations: tuple[frozenset[str], ...] = ()
    topic: bool = False
    foreign: bool = False  # printed by another rulebook only, and not translated for this game

    def cover(self, words: frozenset[str]) -> float:
        """How fully (0–1) `words` hold this word, itself or translated."""
        own = self.unit.within(words)
        if own >= 1.0 or not self.translations:
            return own
        return max(own, TRANSLATION_COVER if any(t <= words for t in self.translations) else 0.0)

    def covered_by(self, words: frozenset[str]) -> bool:
        return self.cover(words) > 0


@dataclass(frozen=True, slots=True)
class Question:
    """A question read for one game."""

    game: str
    terms: tuple[Term, ...]
    topic: tuple[Term, ...] = field(default=())

    @property
    def domain(self) -> float:
        """Share of the topic words that some rulebook or the player vocabulary knows (0–1)."""
        return sum(1 for t in self.topic if t.known) / len(self.topic) if self.topic else 0.0

    @property
    def known_weight(self) -> float:
        """Weighted share (0–1) of the topic words that are rule vocabulary: a word no rulebook
        prints weighs the most, so 「プレイマットって必要?」 (マット) scores low although プレイ and
        必要 are printed."""
        mass = sum(t.weight for t in self.topic)
        return sum(t.weight for t in self.topic if t.known) / mass if mass > 0 else 0.0

    @property
    def foreign(self) -> float:
        """Weighted share (0–1) of the known topic words that only other rulebooks print."""
        known = [t for t in self.topic if t.known]
        mass = sum(t.weight for t in known)
        return sum(t.weight for t in known if t.foreign) / mass if mass > 0 else 0.0

    def coverage(self, words: frozenset[str]) -> float:
        """Weighted share (0–1) of the known topic words that a text covers."""
        known = [t for t in self.topic if t.known]
        mass = sum(t.weight for t in known)
        if mass <= 0:
            return 0.0
        return sum(t.weight * t.cover(words) for t in known) / mass


class Lexicon:
    """Document frequencies per game and over all games, the reader, and the player vocabulary."""

    def __init__(self, corpus: Corpus, vocabulary: Vocabulary | None = None) -> None:
        self.corpus = corpus
        self.vocabulary = vocabulary if vocabulary is not None else load_vocabulary(games=corpus.games)
        terms: set[str] = set()
        for book in corpus:
            terms.update(derive_terms(book, self.vocabulary.for_game(book.game).terms).terms)
        self.reader = Reader(TermDictionary.of(terms))
        self._df: dict[str, tuple[int, Mapping[str, int]]] = {}
        self._lock = threading.Lock()
        self._words_detector: GameDetector | None = None

    def word_evidence(self, question: str) -> dict[str, float]:
        """Log-odds per game from the question's wording alone — its words' rates in each rulebook
        and the vocabulary's markers, as game detection adds them (`index.detect`), without the
        embeddings: how far the words themselves single out a rulebook."""
        tokens = [w for u in self.reader.units(question, cache=False) for w in (u.form, *u.parts)]
        return self._detector().evidence(question, tokens)

    def own_words(self, question: str, game: str, given: str) -> tuple[str, ...]:
        """Words of the question that belong to `game` and not to `given`: a game term or katakana
        word `game` prints that `given` neither prints nor translates (`Term.foreign`), and markers
        of `game` that `given` does not print."""
        out = [
            t.unit.form for t in self.read(question, given).terms if t.foreign and self.printed(game, t.unit)
        ]
        q = normalize(question)
        _, df = self._stats(given)
        detector = self._detector()
        # a player word the given game's vocabulary translates (ライフ → sve 体力) is its word too
        translated = [say for m in self.vocabulary.for_game(given).mappings for say in m.say if says(q, say)]
        out += [
            m
            for m in self.vocabulary.for_game(game).markers
            if detector.marked(q, m) and not df.get(m) and not any(m in say or say in m for say in translated)
        ]
        return tuple(dict.fromkeys(out))

    def _detector(self) -> GameDetector:
        if self._words_detector is None:
            stats = []
            printed: dict[str, GameVocabulary] = {}
            for book in self.corpus:
                n, df = self._stats(book.game)
                stats.append(GameStats(book.game, n, df, self.vocabulary.for_game(book.game).markers))
                printed[book.game] = self.vocabulary.for_book(book)
            # as search's detector: a player word several games translate is no word evidence
            neutral = player_words(
                printed,
                lambda t: [w for u in self.reader.units(t) for w in (u.form, *u.parts)],
                {s.game: s.doc_freq for s in stats},
            )
            # built from the per-game statistics only; a race builds two equal detectors
            self._words_detector = GameDetector(tuple(stats), load_config().detection, neutral)
        return self._words_detector

    def clause_words(self, game: str, clause_id: str) -> frozenset[str]:
        clause = self.corpus.book(game).clauses[clause_id]
        return self.reader.words(f"{clause.title}\n{clause.text}")

    def _stats(self, game: str) -> tuple[int, Mapping[str, int]]:
        found = self._df.get(game)
        if found is None:
            with self._lock:
                found = self._df.get(game)
                if found is None:
                    counts: Counter[str] = Counter()
                    book = self.corpus.book(game)
                    for clause in book.clauses.values():
                        counts.update(self.clause_words(game, clause.id))
                    found = (len(book.clauses), counts)
                    self._df[game] = found
        return found

    def idf(self, game: str, word: str) -> float:
        n, df = self._stats(game)
        return math.log((n + 1) / (df.get(word, 0) + 0.5))

    def printed(self, game: str, unit: Unit) -> bool:
        _, df = self._stats(game)
        return df.get(unit.form, 0) > 0 or (bool(unit.parts) and all(df.get(p, 0) > 0 for p in unit.parts))

    def read(self, question: str, game: str) -> Question:
        """The question's content words, weighed for `game`. The words of one player phrase the
        vocabulary translates (横に倒れてる → オジギ) become one term, so a phrase counts once."""
        units = [
            u
            for u in self.reader.units(question, cache=False)
            if not is_question_word(u.form) and not self._filler(u)
        ]
        by_form = {u.form: u for u in units}
        topic = self._topic(question)
        weight = {f: self.idf(game, f) * _KIND_WEIGHT.get(u.kind, 0.5) * (TOPIC_WEIGHT if f in topic else 1.0)
                  for f, u in by_form.items()}  # fmt: skip
        terms: list[Term] = []
        taken: set[str] = set()
        for forms, means in self._phrases(question, game, by_form):
            forms = tuple(f for f in forms if f not in taken)
            if not forms:
                continue
            taken.update(forms)
            unit = by_form[forms[0]] if len(forms) == 1 else Unit("".join(forms), forms, "phrase")
            top = max(weight[f] for f in forms)
            terms.append(Term(unit, top, True, means, any(f in topic for f in forms)))
        for f, u in by_form.items():
            if f in taken:
                continue
            known = any(self.printed(g, u) for g in self.corpus.games)
            # a game's own word (ドン!!, マリガン): a protected term or a katakana word; everyday
            # words (一回) missing from a small rulebook say nothing
            own_word = u.kind == "term" or all("ァ" <= ch <= "ヺ" or ch == "ー" for ch in f)
            # 「キャラ」 for ninjaslayer's キャラクター: a player's shortening of the game's own word
            short = self._shortened(game, f) if own_word and not self.printed(game, u) else ()
            foreign = known and own_word and not self.printed(game, u) and not short
            terms.append(Term(u, weight[f], known or bool(short), short, f in topic, foreign))
        terms.sort(key=lambda t: question.find(t.unit.form) if t.unit.form in question else len(question))
        return Question(game, tuple(terms), tuple(t for t in terms if t.unit.kind in _TOPIC_KINDS))

    def _shortened(self, game: str, form: str) -> tuple[frozenset[str], ...]:
        """The game's printed katakana words that `form` (katakana, 3+ characters) begins: the words a
        player's shortening stands for (キャラ → キャラクター, when the rulebook never prints キャラ)."""
        if len(form) < 3 or not _KATAKANA_WORD.fullmatch(form):
            return ()
        _, df = self._stats(game)
        full = sorted(
            w for w in df if len(w) > len(form) and w.startswith(form) and _KATAKANA_WORD.fullmatch(w)
        )
        return tuple(frozenset({w}) for w in full[:3])

    def _filler(self, unit: Unit) -> bool:
        """A word that only frames the question (そもそも, ちなみに, 一応, 普通に): neutral, neither a
        rule word nor a sign of an off-topic question. An adverbial noun a rulebook prints (最初,
        途中) is kept."""
        if unit.form in FILLER_WORDS:
            return True
        return unit.adverbial and not any(self.printed(g, unit) for g in self.corpus.games)

    def _topic(self, question: str) -> frozenset[str]:
        """Words of the question's topic: the phrase before its first って/とは/は, within one clause
        of the sentence (「消滅したカードってどこに置くの?」 → 消滅, カード). A topic of fillers only
        (「実は」「要は」) is skipped."""
        for m in _TOPIC.finditer(normalize(question)):
            units = self.reader.units(m.group(1), cache=False)
            words = frozenset(u.form for u in units if u.kind in _TOPIC_KINDS and not self._filler(u))
            if words:
                return words
        return frozenset()

    def _phrases(
        self, question: str, game: str, by_form: Mapping[str, Unit]
    ) -> list[tuple[tuple[str, ...], tuple[frozenset[str], ...]]]:
        """The question's player phrases the vocabulary knows: (the phrase's content words in the
        question, the word sets of the rule words it means)."""
        q = normalize(question)
        found: dict[tuple[str, ...], list[frozenset[str]]] = {}
        for mapping in self.vocabulary.for_game(game).mappings:
            means = [self.reader.words(m) for m in mapping.means]
            for say in mapping.say:
                if not says(q, say):
                    continue
                forms = tuple(dict.fromkeys(u.form for u in self.reader.units(say) if u.form in by_form))
                if forms:
                    found.setdefault(forms, []).extend(m for m in means if m)
        # longer phrases first, so 横に倒 claims 横 and 倒れる before 横 alone
        ordered = sorted(found.items(), key=lambda kv: -len(kv[0]))
        return [(forms, tuple(dict.fromkeys(means))) for forms, means in ordered]
