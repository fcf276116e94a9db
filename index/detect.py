"""Which game a question is about: rulebook term statistics, vocabulary markers and embeddings.

Three kinds of evidence are added up as log-odds per game:

* **Words.** For every query token that some rulebook prints, a game earns
  ``max(0, log(rate_g / rate_all))``, where ``rate_g`` is the share of the game's clauses whose own
  text (title, text, examples; not the ancestors' headings, which would credit every clause under
  ``10. ゲーム上の行動`` with ゲーム and 上) prints the token. Rates are smoothed towards the
  five-rulebook rate with a prior worth `smoothing` clauses, so the small fow §10 (80 clauses) does
  not claim common words (墓地, 捨てる, 意味) from a handful of occurrences. A word printed only by
  one rulebook (ドン!!, エテル, フォロワー) pulls strongly towards it; shared words add nothing;
  absence never penalises.
  A *player word* the vocabulary translates for two or more games (墓地 → トラッシュ / オヒガン / 墓場 /
  墓地, 引く → ドロー, パワー → カラテ / STR / 攻撃力) is no evidence: players say it of every game,
  so the one rulebook that happens to print it (fow 墓地, onepiece 引く and パワー) must not claim it
  (`player_words`). A marker can still name a game on purpose.
* **Markers.** The vocabulary files' ``markers`` add log-odds for words players type that rulebooks
  rarely print (PP, ワンピース …), times `marker_weight`. A marker is a word or the head of a
  printed compound (`GameDetector.marked`): イクサ fires in イクサフェイズ, スタン not in スタンバイ.
* **Embeddings.** The cosine of the query's best match in each rulebook, relative to the best
  rulebook, times `semantic_weight` (cosines share one scale across rulebooks, unlike BM25 scores).
  This catches questions whose words are all common but whose meaning fits one rulebook. It counts
  only as far as the question is on-topic (`topicality`): off-topic questions match every rulebook
  about equally badly, and the small differences between them are noise.

A softmax turns the evidence into probabilities.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from corpus.model import Rulebook
from index.analysis import Analyzer
from index.config import DetectionConfig
from index.terms import normalize
from index.vocab import GameVocabulary

_EPS = 1e-3  # keeps rare-token ratios finite
_KATAKANA = re.compile(r"[ァ-ヴー]+")


@dataclass(frozen=True, slots=True)
class GameStats:
    game: str
    clauses: int
    doc_freq: Mapping[str, int]  # token -> number of clauses whose own text prints it
    markers: Mapping[str, float]

    @classmethod
    def of(cls, book: Rulebook, analyzer: Analyzer, markers: Mapping[str, float]) -> GameStats:
        """Statistics of one rulebook, tokenised by `analyzer` (the one queries are read with)."""
        df: Counter[str] = Counter()
        for clause in book:
            df.update(set(analyzer.analyze("\n".join([clause.title, clause.text, *clause.examples])).words))
        return cls(book.game, len(book), dict(df), markers)


@dataclass(frozen=True, slots=True)
class GameDetector:
    games: tuple[GameStats, ...]
    cfg: DetectionConfig
    neutral: frozenset[str] = frozenset()  # tokens that are no word evidence (`player_words`)
    _background: Mapping[str, float] = field(init=False)

    def __post_init__(self) -> None:
        total: Counter[str] = Counter()
        for g in self.games:
            total.update(g.doc_freq)
        n = sum(g.clauses for g in self.games) or 1
        object.__setattr__(self, "_background", {t: c / n for t, c in total.items()})

    def evidence(
        self, query: str, tokens: Sequence[str], similarity: Mapping[str, float] | None = None
    ) -> dict[str, float]:
        """Log-odds evidence per game (0 for no evidence). `similarity` is each game's best cosine
        for the query, when embeddings were computed."""
        q = normalize(query)
        seen = [t for t in dict.fromkeys(tokens) if t in self._background and t not in self.neutral]
        mu = self.cfg.smoothing
        out = {}
        for g in self.games:
            total = 0.0
            for t in seen:
                bg = self._background[t]
                rate = (g.doc_freq.get(t, 0) + mu * bg) / (g.clauses + mu) if g.clauses + mu else 0.0
                total += max(0.0, math.log((rate + _EPS) / (bg + _EPS)))
            total += self.cfg.marker_weight * sum(w for m, w in g.markers.items() if self.marked(q, m))
            out[g.game] = total
        if similarity and self.cfg.semantic_weight:
            best = max(similarity.get(g, -1.0) for g in out)
            weight = self.cfg.semantic_weight * self.topicality(best)
            for game in out:
                out[game] += weight * (similarity.get(game, -1.0) - best)
        return out

    def marked(self, normalized_query: str, marker: str) -> bool:
        """Whether the query says `marker` as a word or as the head of a compound: not from inside a
        longer katakana word (ドン in ロンドン), and followed by more katakana only when that rest is a
        word some rulebook prints (イクサ|フェイズ, タツジン|コスト, not スタン|バイ or スタン|ド)."""
        q = normalized_query
        start = q.find(marker)
        while start >= 0:
            end = start + len(marker)
            inside = start > 0 and _KATAKANA.fullmatch(marker[0]) and _KATAKANA.fullmatch(q[start - 1])
            rest = _KATAKANA.match(q, end) if _KATAKANA.fullmatch(marker[-1]) else None
            compound = rest is None or (len(rest.group()) >= 2 and rest.group() in self._background)
            if not inside and compound:
                return True
            start = q.find(marker, start + 1)
        return False

    def topicality(self, best: float) -> float:
        """How far (0–1) the embedding evidence counts, from the question's best cosine in any
        rulebook: an off-topic question (今日の天気は?) matches every rulebook about equally badly,
        and its small cosine differences would otherwise pick a game at random."""
        floor, full = self.cfg.topic_floor, self.cfg.topic_full
        if full <= floor:
            return 1.0
        return min(1.0, max(0.0, (best - floor) / (full - floor)))

    def scores(
        self,
        query: str,
        tokens: Sequence[str],
        *,
        similarity: Mapping[str, float] | None = None,
        temperature: float = 1.0,
    ) -> dict[str, float]:
        """Probability per game, most likely first; uniform when nothing is distinctive. A higher
        `temperature` flattens them (the all-games merge wants that, see search.toml)."""
        if not self.games:
            return {}
        return softmax(self.evidence(query, tokens, similarity), temperature)

    def detect(
        self, query: str, tokens: Sequence[str], similarity: Mapping[str, float] | None = None
    ) -> tuple[str | None, dict[str, float]]:
        probs = self.scores(query, tokens, similarity=similarity)
        return self.decide(probs), probs

    def decide(self, probs: Mapping[str, float]) -> str | None:
        """The most likely game when its probability reaches `min_confidence` and no other game ties
        with it (no evidence at all leaves every game equal)."""
        if not probs:
            return None
        ranked = sorted(probs.values(), reverse=True)
        best = max(probs, key=lambda g: probs[g])
        tied = len(ranked) > 1 and ranked[1] >= ranked[0] - 1e-9
        return best if probs[best] >= self.cfg.min_confidence and not tied else None


def softmax(logits: Mapping[str, float], temperature: float = 1.0) -> dict[str, float]:
    """Probabilities, most likely first (ties by name)."""
    if not logits:
        return {}
    top = max(logits.values())
    exp = {k: math.exp((v - top) / temperature) for k, v in logits.items()}
    z = sum(exp.values())
    return {k: v / z for k, v in sorted(exp.items(), key=lambda kv: (-kv[1], kv[0]))}


def game_stats(
    books: Iterable[Rulebook], analyzer: Analyzer, markers: Mapping[str, Mapping[str, float]]
) -> tuple[GameStats, ...]:
    return tuple(GameStats.of(b, analyzer, markers.get(b.game, {})) for b in books)


def player_words(
    vocabularies: Mapping[str, GameVocabulary],
    words: Callable[[str], Sequence[str]],
    printed: Mapping[str, Collection[str]],
) -> frozenset[str]:
    """The tokens of player words that the vocabulary translates for two or more games whose
    rulebooks do not print them (墓地 → トラッシュ / オヒガン / 墓場 / 軌跡; 引く → ドロー; アタック →
    攻撃 / アイサツ).

    `vocabularies` are the games' vocabularies restricted to what each rulebook prints
    (`GameVocabulary.restricted_to`), so a `say` counts for a game only where one of its rule words
    exists; `printed` holds each game's printed tokens (`GameStats.doc_freq`). A word the vocabulary
    translates for one game only (キャラ → kiseki UNIT; onepiece prints キャラ itself) is still that
    printing game's evidence. `words` tokenises like the detector's queries. Only a `say` that reads
    as one word gives a token (墓地, 引く, 負けた → 負ける); a phrase (山の上, 縦向き) would neutralise
    its parts (上, 縦), which say something on their own."""
    games_of: dict[str, set[str]] = {}
    for game, vocabulary in vocabularies.items():
        for mapping in vocabulary.mappings:
            for say in mapping.say:
                games_of.setdefault(say, set()).add(game)
    out: set[str] = set()
    for say, games in games_of.items():
        tokens = list(dict.fromkeys(words(say)))
        token = normalize(say) if normalize(say) in tokens else tokens[0] if len(tokens) == 1 else None
        if token is None:
            continue
        if sum(1 for g in games if token not in printed.get(g, ())) >= 2:
            out.add(token)
    return frozenset(out)
