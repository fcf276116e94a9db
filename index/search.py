"""The service-facing search API: `SearchEngine` and `load_or_build`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

from corpus.errors import UnknownGame
from corpus.loader import Corpus
from index.analysis import Analyzer
from index.artifacts import BuiltIndex, Manifest
from index.config import SearchConfig, load_config
from index.detect import GameDetector, GameStats
from index.documents import lexical_text
from index.errors import InvalidQuery
from index.fusion import Fused, Ranking, fuse, single
from index.routing import exact_matches
from index.semantic import Encoder, Vectors, open_encoder
from index.store import ensure_index, load_index
from index.terms import TermDictionary, normalize
from index.types import Hit, Mode, SearchResult, clean_query
from index.vocab import GameVocabulary, Vocabulary, load_vocabulary

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
    ) -> None:
        self._corpus = corpus
        self._built = built
        self._encoder = encoder
        self._config = config
        analyzers: dict[str, Analyzer] = {}
        vocab: dict[str, GameVocabulary] = {}
        stats = []
        all_terms: set[str] = set()
        for book in corpus:
            gi = built.games[book.game]
            analyzers[book.game] = Analyzer(TermDictionary.of(gi.terms))
            all_terms.update(gi.terms)
            printed = normalize("\n".join(lexical_text(book, c) for c in book))
            gv = vocabulary.for_game(book.game).restricted_to(printed)
            vocab[book.game] = gv
            stats.append(GameStats(book.game, len(book), gi.lexical.doc_freq, gv.markers))
        self._analyzers = MappingProxyType(analyzers)
        self._vocab = MappingProxyType(vocab)
        self._union = Analyzer(TermDictionary.of(all_terms))
        self._detector = GameDetector(tuple(stats), config.detection)

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

    def detect_game(self, query: str) -> tuple[str | None, dict[str, float]]:
        """The most likely game (None when unsure) and the probability of every game."""
        return self._detector.detect(query, self._union.analyze(query).words)

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
        tokens = self._union.analyze(q).words
        detected, probs = self._detector.detect(q, tokens)
        games = (game,) if game is not None else tuple(probs) or self.games
        exact = exact_matches(q, self._corpus, games)
        if game is None and len({g for g, _ in exact}) == 1:
            detected = exact[0][0]  # a clause number only one rulebook has names the game
        vectors = self._query_vectors(q, games) if mode is not Mode.LEXICAL else {}
        depth = max(self._config.fusion.depth, k)
        ranked = {g: self._rank(g, q, mode, vectors.get(g), depth) for g in games}
        if game is None:
            weights = self._detector.scores(q, tokens, temperature=self._config.detection.merge_temperature)
            ordered = self._merge(ranked, weights)
        else:
            ordered = [(game, f) for f in ranked[game]]
        hits = [Hit(g, cid, 1.0, exact=True) for g, cid in exact]
        seen = set(exact)
        for g, f in ordered:
            if len(hits) >= k:
                break
            cid = self._built.games[g].ids[f.position]
            if (g, cid) in seen:
                continue
            seen.add((g, cid))
            hits.append(Hit(g, cid, f.score, f.lexical_rank, f.semantic_rank))
        return SearchResult(q, game, detected, mode, tuple(hits[:k]))

    def _semantic_text(self, query: str, game: str) -> str:
        cfg = self._config.semantic
        extra = self._vocab[game].expand(query) if cfg.expand_query else ()
        return cfg.query_prefix + query + ("\n" + " ".join(extra) if extra else "")

    def _query_vectors(self, query: str, games: Sequence[str]) -> dict[str, Vectors]:
        texts = {g: self._semantic_text(query, g) for g in games}
        distinct = list(dict.fromkeys(texts.values()))
        encoded = self._encoder.encode(distinct)
        row = {t: encoded[i] for i, t in enumerate(distinct)}
        return {g: row[t] for g, t in texts.items()}

    def _rank(self, game: str, query: str, mode: Mode, vector: Vectors | None, depth: int) -> list[Fused]:
        gi = self._built.games[game]
        lexical: Ranking | None = None
        semantic: Ranking | None = None
        if mode is not Mode.SEMANTIC:
            analyzer = self._analyzers[game]
            extra = self._vocab[game].expand(query)
            expansion = analyzer.analyze(" ".join(extra)) if extra else None
            scores = gi.lexical.scores(analyzer.analyze(query), expansion, self._config.lexical)
            lexical = Ranking.from_dense(scores, depth)
        if mode is not Mode.LEXICAL and vector is not None:
            ids, sims = gi.semantic.search(vector, depth)
            semantic = Ranking(tuple(int(i) for i in ids), tuple(float(s) for s in sims))
        if mode is Mode.HYBRID:
            return fuse(lexical, semantic, self._config.fusion)
        if mode is Mode.LEXICAL:
            return single(lexical, lexical=True) if lexical else []
        return single(semantic, lexical=False) if semantic else []

    def _merge(self, ranked: dict[str, list[Fused]], probs: dict[str, float]) -> list[tuple[str, Fused]]:
        """All games in one list: rank-based keys weighted by how likely each game is (scores of
        different games are not comparable, ranks are)."""
        floor = self._config.detection.cross_game_floor
        merge_k = self._config.detection.merge_k
        keyed = []
        for g, fused in ranked.items():
            weight = max(probs.get(g, 0.0), floor)
            for rank, f in enumerate(fused, start=1):
                keyed.append((weight / (merge_k + rank), g, f))
        keyed.sort(key=lambda t: (-t[0], t[1], t[2].position))
        return [(g, f) for _, g, f in keyed]


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
) -> SearchEngine:
    """A ready engine. The index at `index_dir` is loaded when current and intact; otherwise it is
    rebuilt (a progress bar on stderr when `progress`), or, with ``build=False``, the IndexMissing /
    IndexStale / IndexCorrupt error is raised. A stale index is never served."""
    config = config or load_config()
    if query_prefix is not None or passage_prefix is not None:
        semantic = replace(
            config.semantic,
            query_prefix=config.semantic.query_prefix if query_prefix is None else query_prefix,
            passage_prefix=config.semantic.passage_prefix if passage_prefix is None else passage_prefix,
        )
        config = replace(config, semantic=semantic)
    vocabulary = vocabulary or load_vocabulary(games=corpus.games)
    encoder = encoder or open_encoder(index_dir, model_path, progress=progress)
    if build:
        built, _ = ensure_index(
            index_dir, corpus, encoder=encoder, vocabulary=vocabulary, config=config, progress=progress
        )
    else:
        built = load_index(index_dir, corpus, encoder=encoder, vocabulary=vocabulary, config=config)
    engine = SearchEngine(corpus, built, encoder, vocabulary=vocabulary, config=config)
    engine.embed_queries([config.semantic.query_prefix + "ウォームアップ"])  # first call pays lazy init
    return engine
