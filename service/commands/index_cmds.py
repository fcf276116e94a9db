"""Search commands: ``rulecite index build|ensure|info``, ``rulecite search`` and ``rulecite eval``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from corpus.errors import CorpusError
from index.errors import SearchError
from index.types import Mode
from service.commands.args import existing_file, game_id, int_range, query_text
from service.settings import Settings

SubParsers = argparse._SubParsersAction  # the type argparse gives add_subparsers()
# `rulecite eval --ask` grades simulations with the machine checks kept beside the tests.
DEFAULT_ASK_CHECKS = "tests.service.answering.dev_expect"


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--index-dir", type=Path, default=None, help="index directory (default: settings)")
    p.add_argument("--model", type=Path, default=None, help="local sentence-transformers model directory")


def register(sub: SubParsers[argparse.ArgumentParser]) -> None:
    index = sub.add_parser("index", help="build or inspect the search index")
    index_sub = index.add_subparsers(dest="index_command", required=True)
    build = index_sub.add_parser("build", help="rebuild the index from scratch")
    _common(build)
    build.set_defaults(func=cmd_build)
    ensure = index_sub.add_parser("ensure", help="build the index only when missing, stale or corrupt")
    _common(ensure)
    ensure.set_defaults(func=cmd_ensure)
    info = index_sub.add_parser("info", help="print the index manifest and whether it is current")
    _common(info)
    info.add_argument("--json", action="store_true", help="print the manifest as JSON")
    info.set_defaults(func=cmd_info)

    search = sub.add_parser("search", help="search the rules", description="Hybrid clause search.")
    _common(search)
    search.add_argument(
        "query", type=query_text, help="the question, e.g. 「先攻の1ターン目ってドローできる?」"
    )
    search.add_argument(
        "--game", type=game_id, default=None, help="only this game (default: all, with detection)"
    )
    search.add_argument("--mode", choices=[m.value for m in Mode], default=Mode.HYBRID.value)
    search.add_argument("-k", type=int_range(1, 50), default=10, help="number of results (1-50)")
    search.add_argument("--json", action="store_true", help="print JSON")
    search.set_defaults(func=cmd_search)

    ev = sub.add_parser("eval", help="evaluate retrieval on a question set (JSON lines)")
    _common(ev)
    ev.add_argument(
        "--set", dest="eval_set", type=existing_file, required=True, help="e.g. ../shared/eval/dev.jsonl"
    )
    ev.add_argument("--mode", choices=[*(m.value for m in Mode), "all"], default="all")
    ev.add_argument("--no-game", action="store_true", help="only evaluate with the game unknown")
    ev.add_argument("--game-only", action="store_true", help="only evaluate with the game given")
    ev.add_argument("--misses", action="store_true", help="list questions without a hit in the top 5")
    ev.add_argument("--out", type=Path, default=None, help="also write the markdown report here")
    ev.add_argument(
        "--ask",
        action="store_true",
        help="evaluate the whole /ask pipeline instead of retrieval (same as `rulecite ask-eval`)",
    )
    ev.add_argument(
        "--checks",
        default=DEFAULT_ASK_CHECKS,
        help="with --ask: module whose CHECKS grade simulations",
    )
    ev.set_defaults(func=cmd_eval, json=False)


def _settings(args: argparse.Namespace) -> Settings:
    settings = Settings()
    updates: dict[str, Any] = {}
    if args.index_dir is not None:
        updates["index_dir"] = args.index_dir.resolve()
    if args.model is not None:
        updates["embedding_model"] = args.model.resolve()
    return settings.model_copy(update=updates) if updates else settings


def _config(settings: Settings) -> Any:
    """search.toml with the prefixes the settings give (as `load_or_build` applies them), so that
    `index build` and `index info` judge an index by the same inputs as the server."""
    from dataclasses import replace

    from index.config import load_config

    cfg = load_config()
    semantic = replace(
        cfg.semantic, query_prefix=settings.query_prefix, passage_prefix=settings.passage_prefix
    )
    return replace(cfg, semantic=semantic)


def _engine(args: argparse.Namespace, *, progress: bool = True) -> Any:
    from corpus.loader import default_corpus
    from index.search import load_or_build

    settings = _settings(args)
    return load_or_build(
        settings.index_dir,
        default_corpus(),
        model_path=settings.embedding_model,
        query_prefix=settings.query_prefix,
        passage_prefix=settings.passage_prefix,
        progress=progress,
        backend=settings.embedding_backend,
    )


def _fail(exc: Exception) -> int:
    print(f"error: {exc}", file=sys.stderr)
    return 2 if isinstance(exc, ValueError | KeyError) else 1


def cmd_build(args: argparse.Namespace) -> int:

    from corpus.loader import default_corpus
    from index.store import build_index
    from index.vocab import load_vocabulary

    settings = _settings(args)
    try:
        started = time.perf_counter()
        corpus = default_corpus()
        cfg = _config(settings)
        # converts the model and exports it to ONNX when not cached, then embeds on every core
        built = build_index(
            corpus,
            settings.index_dir,
            settings.embedding_model,
            progress=True,
            vocabulary=load_vocabulary(games=corpus.games),
            config=cfg,
            backend=settings.embedding_backend,
        )
    except (SearchError, CorpusError) as exc:
        return _fail(exc)
    counts = ", ".join(f"{g} {e.clauses}" for g, e in built.manifest.games.items())
    print(f"built {built.path} in {time.perf_counter() - started:.1f}s ({counts})")
    return 0


def cmd_ensure(args: argparse.Namespace) -> int:
    from corpus.loader import default_corpus
    from index.errors import IndexCorrupt, IndexMissing, IndexStale
    from index.store import build_index, check_index
    from index.vocab import load_vocabulary

    settings = _settings(args)
    try:
        corpus = default_corpus()
        inputs: dict[str, Any] = {
            "vocabulary": load_vocabulary(games=corpus.games),
            "config": _config(settings),
            "backend": settings.embedding_backend,
        }
        try:  # the manifest and every file's hash: no model is loaded when the index is current
            manifest = check_index(settings.index_dir, corpus, model_path=settings.embedding_model, **inputs)
        except (IndexMissing, IndexStale, IndexCorrupt) as exc:
            print(f"building the search index: {exc}", file=sys.stderr)
            manifest = build_index(
                corpus, settings.index_dir, settings.embedding_model, progress=True, **inputs
            ).manifest
    except (SearchError, CorpusError) as exc:
        return _fail(exc)
    print(f"index ready ({manifest.built_at.isoformat()}, model {manifest.model_name})")
    return 0


def cmd_info(args: argparse.Namespace) -> int:
    from corpus.loader import default_corpus
    from index.errors import IndexCorrupt
    from index.models import source_fingerprint
    from index.store import artifacts_dir, read_manifest, stale_reasons, verify_files
    from index.vocab import load_vocabulary

    settings = _settings(args)
    try:
        manifest = read_manifest(settings.index_dir)
    except SearchError as exc:
        return _fail(exc)
    if args.json:
        print(manifest.model_dump_json(indent=2))
        return 0
    print(f"index:    {settings.index_dir}")
    print(f"built:    {manifest.built_at.isoformat()} in {manifest.build_seconds:.1f}s")
    print(
        f"model:    {manifest.model_name} ({manifest.model_fingerprint[:16]}…, dim {manifest.embedding_dim})"
    )
    for game, entry in manifest.games.items():
        print(f"game:     {game:12} {entry.clauses:5d} clauses  source {entry.source_sha256[:12]}…")
    try:
        corpus = default_corpus()
        # reading, never writing, and no model loaded: the model's identity and the files' hashes
        reasons = stale_reasons(
            manifest,
            corpus,
            None,
            load_vocabulary(games=corpus.games),
            _config(settings),
            fingerprint=source_fingerprint(settings.embedding_model),
            backend=settings.embedding_backend,
        )
        if not reasons:
            verify_files(artifacts_dir(settings.index_dir).resolve(), manifest)
    except IndexCorrupt as exc:
        print(f"status:   CORRUPT ({exc})")
        return 1
    except (SearchError, CorpusError) as exc:
        print(f"status:   unknown ({exc})")
        return 1
    print("status:   current" if not reasons else f"status:   STALE ({'; '.join(reasons)})")
    return 0 if not reasons else 3


def cmd_search(args: argparse.Namespace) -> int:
    try:
        engine = _engine(args)
        result = engine.search(args.query, game=args.game, k=args.k, mode=Mode(args.mode))
    except (SearchError, CorpusError) as exc:
        return _fail(exc)
    from corpus.loader import default_corpus

    corpus = default_corpus()
    if args.json:
        payload = {
            "query": result.query,
            "game": result.game,
            "detected_game": result.detected_game,
            "mode": result.mode.value,
            "hits": [
                {
                    "game": h.game,
                    "id": h.id,
                    "score": h.score,
                    "exact": h.exact,
                    "related_to": h.related_to,
                    "label": corpus.books[h.game].clauses[h.id].label,
                }
                for h in result.hits
            ],
        }
        print(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0
    print(f"mode {result.mode.value}; game {result.game or 'all'}; detected {result.detected_game or '-'}")
    for rank, h in enumerate(result.hits, start=1):
        clause = corpus.books[h.game].clauses[h.id]
        mark = (
            "=" if h.exact else "+" if h.related_to else " "
        )  # = the number asked, + its children/citations
        print(f"{rank:2d}{mark} {h.score:8.4f}  {h.game:11} {h.id:14} {clause.label}")
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from corpus.loader import default_corpus
    from index.evaluate import evaluate, format_reports, load_questions, misses

    if args.ask:
        from service.commands.ask_cmds import cmd_ask_eval

        return cmd_ask_eval(args)
    modes = list(Mode) if args.mode == "all" else [Mode(args.mode)]
    given = [False] if args.no_game else [True] if args.game_only else [True, False]
    try:
        engine = _engine(args)
        corpus = default_corpus()
        questions = load_questions(args.eval_set)
        reports = [evaluate(engine, corpus, questions, mode=m, game_given=g) for g in given for m in modes]
    except (SearchError, CorpusError) as exc:
        return _fail(exc)
    text = format_reports(reports)
    print(text)
    if args.misses:
        for r in reports:
            print(f"misses@5 {r.mode.value} game {'given' if r.game_given else 'unknown'}:")
            print("\n".join("  " + line for line in misses(r)) or "  none")
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    return 0
