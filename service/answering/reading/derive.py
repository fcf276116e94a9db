"""Regenerate the derived lexicon files: ``python -m service.answering.reading.derive``.

`<game>.derived.jsonl` holds entries nobody writes by hand: the engine's keyword enum (KEYWORD, so a
keyword the engine models is read wherever it is named, with or without 【】) and the rulebook's
glossary terms (TERM: read, so they are not `unread`, but of no value by themselves). Hand entries
in `<game>.jsonl` take precedence where they overlap (longer matches win per role).
"""

from __future__ import annotations

import importlib
import json
import typing
from pathlib import Path

from corpus.glossary import build_glossary
from corpus.loader import default_corpus
from service.answering.reading.lexicon import DATA

GAMES = ("fow", "kiseki", "ninjaslayer", "onepiece", "sve")
# enum values that are also everyday rule words: onepiece 【カウンター】/【メイン】 mark event cards, but
# 「カウンター値」「メインフェイズ」 name no keyword
NOT_KEYWORDS = {"onepiece": frozenset({"カウンター", "メイン"})}


def engine_keywords(game: str) -> tuple[str, ...]:
    """The engine's keyword enum (kiseki: its icon enum, 【】 stripped)."""
    module = importlib.import_module(f"service.engine.{game}.scenario")
    names: list[str] = []
    for enum in ("Keyword", "Icon"):
        found = getattr(module, enum, None)
        if found is not None:
            names.extend(str(k).strip("【】") for k in typing.get_args(found))
    return tuple(names)


def derive(game: str) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for k in engine_keywords(game):
        if k in NOT_KEYWORDS.get(game, frozenset()):
            continue
        rows.append({"label": "KEYWORD", "id": k, "pattern": k, "source": "engine"})
    book = default_corpus().book(game)
    seen = set(engine_keywords(game))
    for term in build_glossary(book):
        for name in term.names:
            if len(name) >= 2 and name not in seen:
                seen.add(name)
                rows.append({"label": "TERM", "id": term.term, "pattern": name, "source": "glossary"})
    return rows


def main() -> None:
    for game in GAMES:
        path = Path(DATA) / f"{game}.derived.jsonl"
        lines = [json.dumps(r, ensure_ascii=False) for r in derive(game)]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(lines)} entries")


if __name__ == "__main__":
    main()
