"""A が subject inside a reason or concession clause belongs to that clause, not to the sentence.

「相手が俺に800ダメージを与えてきたから、「…軽減する」で返した」「相手のキャラがうざいから殴って落としたい」:
the clause ends at a predicate with から/ので/けど/のに, and the main clause's verb has its own unsaid
subject — the asker. Read as the main verb's subject, the opponent had been taken as the one who used
the reduction (fow-bd-01, withheld) and as the one who attacks (onepiece-ar-19: the opponent's
character attacking the asker's leader, stated 'yes' for an attack on an active character)."""

from __future__ import annotations

import re

# a predicate's end (「与えてきた」「うざい」「5000だ」「ない」「です」) and the conjunction that closes
# the clause
# — not 「相手から」 (a noun's から: where from)
_CLAUSE_END = re.compile(r"(?:[いたるだ]|ない|です|ます)\s*(?:から|ので|けど|けれど|のに)")


def clause_closed(text: str, start: int, end: int) -> bool:
    """Whether a reason or concession clause ends in text[start:end] (after a subject at `start`)."""
    return _CLAUSE_END.search(text, start, end) is not None
