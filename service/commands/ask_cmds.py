"""Answering commands: ``rulecite ask "質問"`` and ``rulecite ask-eval --set dev.jsonl``.

`ask-eval` is separate from ``rulecite eval`` (retrieval only, in index_cmds): it runs the whole
`/ask` pipeline — citations, simulation, grounding — over a question set.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from corpus.errors import CorpusError
from index.errors import SearchError
from service.commands.args import existing_file, game_id, query_text
from service.commands.engine_cmds import timeline
from service.commands.index_cmds import DEFAULT_ASK_CHECKS
from service.engine.errors import EngineError
from service.settings import Settings

SubParsers = argparse._SubParsersAction  # the type argparse gives add_subparsers()


def register(sub: SubParsers[argparse.ArgumentParser]) -> None:
    ask = sub.add_parser("ask", help="answer a rules question with citations (and a simulation)")
    _common(ask)
    ask.add_argument(
        "question",
        type=query_text,
        help="e.g. 「パワー5000のキャラでライフ3枚の相手リーダーにアタックしたら?」",
    )
    ask.add_argument(
        "--game", type=game_id, default=None, help="game id or name (default: detected from the question)"
    )
    ask.add_argument("--json", action="store_true", help="print the /ask response as JSON")
    ask.set_defaults(func=cmd_ask)

    ev = sub.add_parser("ask-eval", help="evaluate /ask on a question set (JSON lines)")
    _common(ev)
    ev.add_argument(
        "--set", dest="eval_set", type=existing_file, required=True, help="e.g. ../shared/eval/dev.jsonl"
    )
    ev.add_argument("--no-game", action="store_true", help="ask without the game (detection)")
    ev.add_argument("--checks", default=DEFAULT_ASK_CHECKS, help="module whose CHECKS grade simulations")
    ev.add_argument("--misses", action="store_true", help="list the questions that missed")
    ev.add_argument("--out", type=Path, default=None, help="also write the markdown report here")
    ev.add_argument("--json", action="store_true", help="print the summary as JSON")
    ev.set_defaults(func=cmd_ask_eval)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--index-dir", type=Path, default=None, help="index directory (default: settings)")
    p.add_argument("--model", type=Path, default=None, help="local sentence-transformers model directory")


def _answerer(args: argparse.Namespace) -> Any:
    from corpus.loader import default_corpus
    from index.search import load_or_build
    from service.answering.ask import Answerer

    settings = Settings()
    index_dir = args.index_dir.resolve() if args.index_dir is not None else settings.index_dir
    model = args.model.resolve() if args.model is not None else settings.embedding_model
    corpus = default_corpus()
    engine = load_or_build(
        index_dir,
        corpus,
        model_path=model,
        query_prefix=settings.query_prefix,
        passage_prefix=settings.passage_prefix,
        progress=True,
        backend=settings.embedding_backend,
    )
    return Answerer(corpus, engine)


def _print_answer(data: Mapping[str, Any]) -> None:
    game = data["game"] or data["detected_game"] or "?"
    print(f"[{game}] {data['question']}\n")
    print(data["answer"])
    print("\n引用:")
    for c in data["citations"]:
        label = " ".join((c["title"] or c["text"]).split())[:60]
        print(f"  {c['game']} {c['id']} ({c['via']}) {label}")
    sim = data["simulation"]
    if sim is not None:
        print(f"\nシミュレーション ({sim['situation']}): {json.dumps(sim['scenario'], ensure_ascii=False)}")
        for line in timeline(sim):
            print(f"  {line}")
    for note in data["notes"]:
        print(f"\n注: {note}")


def cmd_ask(args: argparse.Namespace) -> int:
    try:
        answer = _answerer(args).ask(args.question, args.game)
    except (CorpusError, SearchError, EngineError) as exc:
        print(f"rulecite ask: {exc}", file=sys.stderr)
        return 2
    data = answer.to_json()
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        _print_answer(data)
    return 0


def _checks(module_name: str) -> Mapping[str, Any]:
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError:
        print(
            f"rulecite ask-eval: no checks module {module_name}; simulations are not graded", file=sys.stderr
        )
        return {}
    checks: Mapping[str, Any] = getattr(module, "CHECKS", {})
    return checks


def cmd_ask_eval(args: argparse.Namespace) -> int:
    from service.answering.evaluate import evaluate, load_rows, markdown, misses

    try:
        rows = load_rows(args.eval_set)
        answerer = _answerer(args)
    except (OSError, ValueError, KeyError, CorpusError, SearchError) as exc:
        print(f"rulecite ask-eval: {exc}", file=sys.stderr)
        return 2
    report = evaluate(answerer, rows, _checks(args.checks), with_game=not args.no_game)
    title = f"/ask on {args.eval_set.name} ({'game detected' if args.no_game else 'game given'})"
    text = markdown(report, title)
    if args.json:
        print(json.dumps(report.summary(), ensure_ascii=False, indent=2))
    else:
        print(text)
    if args.misses:
        print("\n".join(misses(report)))
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    return 0
