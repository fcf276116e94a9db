"""The general reader: question → `Reading` (facts with spans) → reconciled scenario → verdict.

`reader.read` (lexicon data + GiNZA), `planner.Planner` (reflection and applied facts),
`verdict.decide` (stated or withheld), `gate.gate` (all three, for `/ask`).
"""
