"""The shipped weights of the term-anchor and rule-phrase rankings (round 12, search.toml).

At 0.7 a clause that defines a term the question names (or prints a rule phrase its vocabulary adds)
overtakes a general clause the two retrievers put a little ahead of it — the hub clauses of the blind
batches (ninjaslayer 1102.3, sve 2.8.2, kiseki 1326.4 first for questions they do not answer) — but it
is still not forced first: a clause neither retriever found stays below a clear semantic first hit,
and a question that names no term is fused exactly as without the anchors.
"""

from __future__ import annotations

import pytest

from index.config import FusionConfig, load_config
from index.fusion import Ranking, fuse

SHIPPED = load_config().fusion
GENERAL, ANCHORED, OTHER = 0, 1, 2


def _order(
    lexical: Ranking, semantic: Ranking, cfg: FusionConfig, anchored: tuple[int, ...] = (ANCHORED,)
) -> list[int]:
    """The fused order with `anchored` as the term-anchor ranking (no rule phrase added)."""
    anchor = Ranking(anchored, (1.0,) * len(anchored))
    return [f.position for f in fuse(lexical, semantic, cfg, anchor)]


def test_the_shipped_settings_weigh_anchors_and_phrases_at_0_7() -> None:
    assert SHIPPED.anchor_weight == pytest.approx(0.7)
    assert SHIPPED.phrase_weight == pytest.approx(0.7)
    assert FusionConfig().anchor_weight == 0.0 and FusionConfig().phrase_weight == 0.0  # a file without them


@pytest.mark.parametrize(
    ("lexical", "semantic"),
    [
        # the general clause first in both retrievers, the anchored one second in both
        (
            Ranking((GENERAL, ANCHORED, OTHER), (9.0, 6.0, 1.0)),
            Ranking((GENERAL, ANCHORED, OTHER), (0.90, 0.87, 0.80)),
        ),
        # the anchored clause only third in the embedding's list
        (
            Ranking((GENERAL, ANCHORED, OTHER), (9.0, 8.0, 1.0)),
            Ranking((GENERAL, OTHER, ANCHORED, 3), (0.90, 0.88, 0.87, 0.80)),
        ),
        # the anchored clause first by words, the general one first by meaning
        (
            Ranking((ANCHORED, GENERAL, OTHER), (9.0, 8.0, 1.0)),
            Ranking((GENERAL, OTHER, ANCHORED, 3), (0.90, 0.86, 0.83, 0.70)),
        ),
    ],
)
def test_a_term_named_in_the_question_brings_its_clause_over_a_general_one(
    lexical: Ranking, semantic: Ranking
) -> None:
    assert _order(lexical, semantic, SHIPPED)[0] == ANCHORED


def test_the_round_4_weight_left_the_general_clause_first() -> None:
    lexical = Ranking((GENERAL, ANCHORED, OTHER), (9.0, 6.0, 1.0))
    semantic = Ranking((GENERAL, ANCHORED, OTHER), (0.90, 0.87, 0.80))
    old = FusionConfig(method="weighted", lexical_weight=0.3, semantic_weight=1.0, anchor_weight=0.4)
    assert _order(lexical, semantic, old)[0] == GENERAL
    assert _order(lexical, semantic, SHIPPED)[0] == ANCHORED


def test_an_anchored_clause_no_retriever_found_is_not_forced_first() -> None:
    lexical = Ranking((GENERAL, OTHER), (9.0, 1.0))
    semantic = Ranking((GENERAL, OTHER), (0.90, 0.80))
    order = _order(lexical, semantic, SHIPPED, anchored=(3,))
    assert order[0] == GENERAL and order.index(3) > 0


def test_a_question_naming_no_term_is_fused_as_without_anchors() -> None:
    lexical = Ranking((GENERAL, ANCHORED, OTHER), (9.0, 6.0, 1.0))
    semantic = Ranking((OTHER, ANCHORED, GENERAL), (0.90, 0.87, 0.80))
    plain = fuse(lexical, semantic, SHIPPED)
    assert fuse(lexical, semantic, SHIPPED, Ranking((), ()), Ranking((), ())) == plain
