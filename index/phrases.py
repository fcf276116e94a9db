"""Rule-phrase anchors: a rule phrase the player vocabulary adds brings the few clauses printing it.

The vocabulary files (`index/data/vocab`) map what players type to the words the rulebooks print.
Many of those rule words are everyday words (デッキ, 攻撃, 上限) that dozens of clauses print; some are
the wording of one rule: 「1ターンに1回のみ」 (sve 8.3.2, evolving once per turn), 「場の上限」 (sve 4.4.4),
「消滅」 (kiseki 302.1b, CP left in the pool), 「永久循環」 (onepiece 11-1-1, a loop nobody can stop). A
question such as 「もう1体進化させた。別のフォロワーも進化させたい」 names no word of its deciding rule;
the vocabulary line adds the phrase, but as BM25 tokens (1, ターン, 回, のみ) it weighs no more than any
other words, and the general evolve rules win.

So a rule phrase that its rulebook prints in at most `max_uses` clauses is read as a pointer to those
clauses: when the vocabulary adds it to a question, they form a ranking of their own that
`index.fusion.fuse` adds at ``[fusion] phrase_weight``, like the term anchors (`index.anchors`) it
is modelled on. Nothing here names a phrase: which phrases point where is read from the vocabulary
files and the rulebooks, so a new line in a vocabulary file is a new pointer with no code change.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from corpus.model import Rulebook
from index.terms import normalize
from index.vocab import GameVocabulary

# A shorter phrase (上限, 対象) is a word, not the wording of a rule.
MIN_CHARS = 2


@dataclass(frozen=True, slots=True)
class RulePhrases:
    """One rulebook's rule phrases (normalised) → the ids of the clauses that print them."""

    clauses: Mapping[str, tuple[str, ...]]

    def clauses_for(self, words: Iterable[str]) -> tuple[str, ...]:
        """The clauses printing any of `words` (vocabulary expansions), in document order of the
        first phrase that names them; words that are no rule phrase add nothing."""
        out: dict[str, None] = {}
        for w in words:
            for cid in self.clauses.get(normalize(w), ()):
                out.setdefault(cid)
        return tuple(out)


def build_rule_phrases(book: Rulebook, vocab: GameVocabulary, *, max_uses: int) -> RulePhrases:
    """The rule words of `vocab` (already restricted to what `book` prints) that at most `max_uses`
    clauses of `book` print in their own text, with those clauses."""
    if max_uses <= 0:
        return RulePhrases(MappingProxyType({}))
    texts = [(c.id, normalize(c.text)) for c in book]
    found: dict[str, tuple[str, ...]] = {}
    for mapping in vocab.mappings:
        for word in mapping.rule:
            key = normalize(word)
            if len(key) < MIN_CHARS or key in found:
                continue
            ids = tuple(cid for cid, text in texts if key in text)
            if 0 < len(ids) <= max_uses:
                found[key] = ids
    return RulePhrases(MappingProxyType(found))
