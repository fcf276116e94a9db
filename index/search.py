"""The service-facing search API: `SearchEngine` and `load_or_build`."""

from __future__ import annotations

import logging
import sys
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

from corpus.errors import UnknownGame
from corpus.loader import Corpus
from index.analysis import Analyzer
from index.anchors import TermAnchors, build_anchors
from index.artifacts import BuiltIndex, Manifest
from index.config import SearchConfig, load_config
from index.detect import GameDetector, game_stats, player_words, softmax
from index.disclaimers import drop_disclaimers
from index.errata import Errata, errata_of
from index.errors import IndexCorrupt, IndexMissing, IndexStale, IndexUnwritable, InvalidQuery
from index.fusion import Fused, Ranking, fuse, single
from index.memory import QuestionMemory, memory_of
from index.models import Backend
from index.phrases import RulePhrases, build_rule_phrases
from index.prior import ClausePrior, build_priors, read_counts
from index.routing import exact_matches, follow_up_text, related
from index.semantic import Encoder, Vectors
from index.store import build_index, load_index, open_index
from index.terms import TermDictionary
from index.types import Hit, Mode, SearchResult, clean_query
from index.vector_cache import VectorCache
from index.vocab import GameVocabulary, Vocabulary, load_vocabulary

log = logging.getLogger(__name__)

MAX_QUERY_CHARS = 1000
MAX_K = 50


class SearchEngine:
    """Hybrid clause search over a built index. Safe to share between threads: per-request state is
    local, Sudachi tokenizers are per thread, and the encoder serialises its own calls."""

    def __init__(
        self,
        corpus: Corpus,
        built: BuiltIndex,
        encoder: Encoder,
        *,
        vocabulary: Vocabulary,
        config: SearchConfig,
        warning: str | None = None,
        prior_counts: Mapping[str, Mapping[str, Sequence[int]]] | None = None,
    ) -> None:
        """`prior_counts`: ``{game: {clause id: (gold, seen)}}`` (default: index/data/clause_prior.json)."""
        self._corpus = corpus
        self.warning = warning  # e.g. a stale index served because it could not be rebuilt
        self._built = built
        self._encoder = encoder
        self._config = config
        analyzers: dict[str, Analyzer] = {}
        vocab: dict[str, GameVocabulary] = {}
        all_terms: set[str] = set()
        for book in corpus:
            gi = built.games[book.game]
            analyzers[book.game] = Analyzer(TermDictionary.of(gi.terms))
            all_terms.update(gi.terms)
            vocab[book.game] = vocabulary.for_book(book)
        self._analyzers = MappingProxyType(analyzers)
        self._vocab = MappingProxyType(vocab)
        self._union = Analyzer(TermDictionary.of(all_terms))
        markers = {g: v.markers for g, v in vocab.items()}
        stats = game_stats(corpus, self._union, markers)
        # a player word several games translate (墓地, パワー) is no word evidence for the one printing it
        neutral = player_words(
            vocab, lambda t: self._union.analyze(t).words, {s.game: s.doc_freq for s in stats}
        )
        self._detector = GameDetector(stats, config.detection, neutral)
        self._vectors = VectorCache(encoder)
        self._errata: Mapping[str, Errata] = MappingProxyType(
            {book.game: errata_of(book, built.games[book.game].ids) for book in corpus}
        )
        self._positions = MappingProxyType(
            {g: {cid: i for i, cid in enumerate(gi.ids)} for g, gi in built.games.items()}
        )
        max_uses = config.fusion.anchor_max_uses
        self._anchors: Mapping[str, TermAnchors] = MappingProxyType(
            {
                b.game: build_anchors(b, vocabulary.for_game(b.game), max_uses=max_uses, others=corpus)
                for b in corpus
            }
        )
        counts = read_counts() if prior_counts is None else prior_counts
        fusion = config.fusion
        self._priors: Mapping[str, ClausePrior] = build_priors(
            counts, self._positions, fusion.prior_smoothing, fusion.prior_floor
        )
        # labelled questions vote for their clauses (index/memory.py); none in an index built without
        remembered = memory_of(corpus.games) if built.memory is not None else ()
        schemes = {b.game: b.info.scheme for b in corpus}
        self._memory = (
            QuestionMemory(remembered, built.memory, schemes)
            if remembered and len(remembered) == len(built.memory) and fusion.memory_weight > 0
            else None
        )
        phrase_uses = config.fusion.phrase_max_uses
        self._phrases: Mapping[str, RulePhrases] = MappingProxyType(
            {b.game: build_rule_phrases(b, vocab[b.game], max_uses=phrase_uses) for b in corpus}
        )

    @property
    def games(self) -> tuple[str, ...]:
        return self._corpus.games

    @property
    def manifest(self) -> Manifest:
        return self._built.manifest

    @property
    def config(self) -> SearchConfig:
        return self._config

    def embed_queries(self, texts: Sequence[str]) -> Vectors:
        """Embeddings of already-prefixed query texts (for benchmarks and diagnostics)."""
        return self._encoder.encode(texts)

    def expansions(self, query: str, game: str) -> tuple[str, ...]:
        """The rule words the player vocabulary adds to `query` for `game`."""
        return self._vocab[game].expand(query)

    def anchored_terms(self, query: str, game: str) -> tuple[str, ...]:
        """The glossary terms of `game` that `query` names and that anchor retrieval (index.anchors)."""
        if game not in self._anchors:
            raise UnknownGame(game, self.games)
        q = clean_query(query)
        asked = drop_disclaimers(q) if self._config.query.drop_disclaimers else q
        return tuple(t.term for t in self._anchors[game].terms_in(asked))

    def detect_game(self, query: str) -> tuple[str | None, dict[str, float]]:
        """The most likely game (None when unsure) and the probability of every game."""
        q = clean_query(query)
        probs = softmax(self._evidence(q, self._vectors.get([self._plain_text(q)])[0]))
        return self._detector.decide(probs), probs

    def search(
        self, query: str, *, game: str | None = None, k: int = 10, mode: Mode = Mode.HYBRID
    ) -> SearchResult:
        q = clean_query(query)
        if not q:
            raise InvalidQuery("the query is empty (whitespace and control characters do not count)")
        if len(q) > MAX_QUERY_CHARS:
            raise InvalidQuery(f"the query is longer than {MAX_QUERY_CHARS} characters")
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
            raise InvalidQuery(f"k must be an integer from 1 to {MAX_K}, got {k!r}")
        mode = Mode(mode)
        if game is not None and game not in self._built.games:
            raise UnknownGame(game, self.games)
        exact = exact_matches(q, self._corpus, (game,) if game is not None else self.games)
        # A clause number names the rulebooks that have it: only they are searched after it.
        games = (game,) if game is not None else tuple(dict.fromkeys(g for g, _ in exact)) or self.games
        # What the question says is absent (「サポートとかはなし。」) is no lead to the rules it names.
        asked = drop_disclaimers(q) if self._config.query.drop_disclaimers else q
        texts = {g: asked for g in games}
        # After an exact hit, BM25 reads the rest of the question with the clause's text, and the
        # embedding search starts from the clause's stored passage vector (its neighbours in meaning).
        anchors: dict[str, Vectors] = {}
        for g, cid in exact:
            texts[g] = follow_up_text(self._corpus, g, cid, asked)
            if cid in self._positions[g]:  # (not in a stale index served read-only)
                anchors[g] = self._built.games[g].semantic.vector(self._positions[g][cid])
        semantic = {}
        if mode is not Mode.LEXICAL:
            semantic = {g: self._semantic_text(t, g) for g, t in texts.items() if g not in anchors}
        # Detection reads the plain query's embedding when all games are searched (the memory compares
        # it with the remembered questions); with a game given it reuses that game's query vector, and
        # lexical mode and clause numbers need none (words only).
        plain = [self._plain_text(q)] if semantic and (game is None or self._memory is not None) else []
        encoded = self._vectors.get([*plain, *semantic.values()]) if semantic else []
        vectors = {g: encoded[i] for i, g in enumerate(semantic, start=len(plain))}
        if mode is not Mode.LEXICAL:
            vectors.update(anchors)
        # detection reads the plain query's vector, or with a game given that game's query vector
        if game is None:
            probe = encoded[0] if plain else None
        else:
            probe = encoded[len(plain)] if len(encoded) > len(plain) else None
        evidence = self._evidence(q, probe)
        if exact and game is None and len(games) == 1:
            detected: str | None = games[0]  # a clause number only one rulebook has names the game
        else:
            detected = self._detector.decide(softmax(evidence))
        depth = max(self._config.fusion.depth, k)
        # A term the question names brings its defining clauses (not after a clause number: the
        # follow-up reads that clause's own text, whose terms the question did not name).
        terms = {g: self._anchors[g].clauses_for(asked) for g in games if g not in anchors}
        # the memory votes only in a given game (unknown, it mixed the games up: round 21)
        recalled = encoded[0] if plain and game is not None else None
        ranked = {
            g: self._rank(
                g, texts[g], mode, vectors.get(g), depth, terms.get(g, ()), g not in anchors, recalled
            )
            for g in games
        }
        if game is None:
            weights = softmax(evidence, self._config.detection.merge_temperature)
            ordered = self._merge(ranked, weights)
            exact.sort(key=lambda hit: -evidence.get(hit[0], 0.0))  # a number several games have
        else:
            ordered = [(game, f) for f in ranked[game]]
        return SearchResult(q, game, detected, mode, self._assemble(exact, ordered, k))

    def _assemble(
        self, exact: Sequence[tuple[str, str]], ordered: Sequence[tuple[str, Fused]], k: int
    ) -> tuple[Hit, ...]:
        """Exact hits, then their children and cited clauses (all 1.0), then retrieved clauses."""
        hits = [Hit(g, cid, 1.0, exact=True) for g, cid in exact]
        seen = set(exact)
        for g, cid in exact:
            for rid in related(self._corpus, g, cid):
                if (g, rid) not in seen:
                    seen.add((g, rid))
                    hits.append(Hit(g, rid, 1.0, related_to=cid))
        for g, f in ordered:
            if len(hits) >= k:
                break
            cid = self._built.games[g].ids[f.position]
            if (g, cid) in seen or cid not in self._corpus.books[g].clauses:
                continue  # (a stale index served read-only may name a clause the corpus dropped)
            seen.add((g, cid))
            hits.append(Hit(g, cid, f.score, f.lexical_rank, f.semantic_rank))
        return tuple(hits[:k])

    def _plain_text(self, query: str) -> str:
        """The query as embedded for game detection: no game's vocabulary added, so no game is favoured."""
        return self._config.semantic.query_prefix + query

    def _semantic_text(self, query: str, game: str) -> str:
        cfg = self._config.semantic
        extra = self._vocab[game].expand(query) if cfg.expand_query else ()
        return cfg.query_prefix + query + ("\n" + " ".join(extra) if extra else "")

    def _evidence(self, query: str, vector: Vectors | None) -> dict[str, float]:
        """Detection log-odds from the query's words and its embedding's best match in each game."""
        if vector is None:
            return self._detector.evidence(query, self._union.analyze(query).words)
        similarity = {}
        for g in self.games:
            _, sims = self._built.games[g].semantic.search(vector.reshape(1, -1), 1)
            similarity[g] = float(sims.reshape(-1)[0]) if sims.size else -1.0
        return self._detector.evidence(query, self._union.analyze(query).words, similarity)

    def _rank(
        self,
        game: str,
        query: str,
        mode: Mode,
        vector: Vectors | None,
        depth: int,
        anchored: Sequence[str] = (),
        phrased: bool = False,
        recalled: Vectors | None = None,
    ) -> list[Fused]:
        gi = self._built.games[game]
        lexical: Ranking | None = None
        semantic: Ranking | None = None
        if mode is not Mode.SEMANTIC:
            analyzer = self._analyzers[game]
            # BM25 reads an everyday object word the rulebook seldom prints as its general word: its
            # rarity there is no evidence (fow リゾネイター, printed in 4 clauses, named in most questions)
            words = self._vocab[game].generalize(query)
            extra = self._vocab[game].expand(words)
            expansion = analyzer.analyze(" ".join(extra)) if extra else None
            scores = gi.lexical.scores(analyzer.analyze(words), expansion, self._config.lexical)
            lexical = Ranking.from_dense(scores, depth)
        if mode is not Mode.LEXICAL and vector is not None:
            ids, sims = gi.semantic.search(vector, depth)
            semantic = Ranking(tuple(int(i) for i in ids), tuple(float(s) for s in sims))
        if mode is Mode.HYBRID:
            at = self._positions[game]
            positions = tuple(at[cid] for cid in anchored if cid in at)
            anchor = Ranking(positions, (1.0,) * len(positions))
            # a rule phrase the vocabulary adds (「1ターンに1回のみ」) brings the few clauses printing it
            named = self._phrases[game].clauses_for(self._vocab[game].rule_words(query)) if phrased else ()
            spots = tuple(at[cid] for cid in named if cid in at)
            fused = fuse(lexical, semantic, self._config.fusion, anchor, Ranking(spots, (1.0,) * len(spots)))
            cfg = self._config.fusion
            # the clauses labelled questions found answering or not when ranked here (index/prior.py)
            if len(query) >= cfg.prior_min_chars:  # a short definitional query asks exactly its words
                fused = self._priors[game].weigh(fused, cfg.prior_weight, cfg.prior_depth)
                # the labelled questions nearest this one vote for their clauses (index/memory.py)
                if self._memory is not None and recalled is not None and phrased:
                    votes = self._memory.votes(game, recalled, cfg.memory_k)
                    knobs = (cfg.memory_weight, cfg.memory_depth, cfg.memory_recall, cfg.memory_recall_score)
                    fused = self._memory.weigh(game, fused, self._built.games[game].ids, votes, *knobs)
        elif mode is Mode.LEXICAL:
            fused = single(lexical, lexical=True) if lexical else []
        else:
            fused = single(semantic, lexical=False) if semantic else []
        return self._errata[game].weigh(fused, query)

    def _merge(self, ranked: dict[str, list[Fused]], weights: dict[str, float]) -> list[tuple[str, Fused]]:
        """All searched games in one list, ordered by ``weight(game) × score``, where the weights are
        relative to the most likely searched game (1 for it) so a score keeps its 0–1 meaning; the
        hits carry that product as their score, so the merged list is sorted by the score it shows."""
        floor = self._config.detection.cross_game_floor
        top = max((weights.get(g, 0.0) for g in ranked), default=0.0)
        keyed: list[tuple[float, str, Fused]] = []
        for g, fused in ranked.items():
            weight = max(weights.get(g, 0.0) / top if top > 0 else 1.0, floor)
            keyed.extend((weight * f.score, g, f) for f in fused)
        keyed.sort(key=lambda t: (-t[0], t[1], t[2].position))
        return [(g, replace(f, score=key)) for key, g, f in keyed]


def load_or_build(
    index_dir: Path,
    corpus: Corpus,
    *,
    model_path: Path | None = None,
    query_prefix: str | None = None,
    passage_prefix: str | None = None,
    build: bool = True,
    progress: bool = False,
    encoder: Encoder | None = None,
    config: SearchConfig | None = None,
    vocabulary: Vocabulary | None = None,
    backend: Backend = "onnx",
) -> SearchEngine:
    """A ready engine. The index at `index_dir` is loaded when current and intact; otherwise it is
    rebuilt (a progress bar on stderr when `progress`), or, with ``build=False``, the IndexMissing /
    IndexStale / IndexCorrupt error is raised. A stale index is served only when it cannot be
    rebuilt (a read-only directory), with `SearchEngine.warning` saying so. Without `encoder`,
    queries are embedded by `backend` (``onnx``: the model inside the index, no torch import)."""
    config = config or load_config()
    if query_prefix is not None or passage_prefix is not None:
        semantic = replace(
            config.semantic,
            query_prefix=config.semantic.query_prefix if query_prefix is None else query_prefix,
            passage_prefix=config.semantic.passage_prefix if passage_prefix is None else passage_prefix,
        )
        config = replace(config, semantic=semantic)
    vocabulary = vocabulary or load_vocabulary(games=corpus.games)
    given = encoder

    def opened(allow_stale: bool = False) -> tuple[BuiltIndex, Encoder]:
        if given is not None:
            return load_index(
                index_dir,
                corpus,
                encoder=given,
                vocabulary=vocabulary,
                config=config,
                allow_stale=allow_stale,
            ), given
        built, query_encoder, _ = open_index(
            index_dir,
            corpus,
            model_path=model_path,
            backend=backend,
            vocabulary=vocabulary,
            config=config,
            allow_stale=allow_stale,
        )
        return built, query_encoder

    warning = None
    try:
        built, encoder = opened()
    except (IndexMissing, IndexStale, IndexCorrupt) as exc:
        if not build:
            raise
        if progress:
            print(f"rebuilding the search index: {exc}", file=sys.stderr)
        try:
            fresh = build_index(
                corpus,
                index_dir,
                model_path,
                progress,
                encoder=given,
                vocabulary=vocabulary,
                config=config,
                backend=backend,
            )
        except IndexUnwritable as unwritable:
            if not isinstance(exc, IndexStale):
                raise
            # degrade, never crash: a stale index answers better than none (a read-only replica)
            built, encoder = opened(allow_stale=True)
            warning = f"serving a stale index ({exc}); it cannot be rebuilt: {unwritable}"
            log.warning("%s", warning)
        else:
            # a given encoder serves the index it built; otherwise the query encoder is loaded
            built, encoder = (fresh, given) if given is not None else opened()
    engine = SearchEngine(corpus, built, encoder, vocabulary=vocabulary, config=config, warning=warning)
    engine.embed_queries([config.semantic.query_prefix + "ウォームアップ"])  # first call pays lazy init
    return engine
