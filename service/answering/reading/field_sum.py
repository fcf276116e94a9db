"""Cards on one player's field counted in parts add up: 「自分の場にフォロワー2体とアミュレット1枚」 is a
field of 3 cards (sve 4.4.4.1 counts every card there toward the limit of 5).

The planner reflects a field count when the scenario's field holds at least that many cards
(`engine_map.json` ``at_least``), so each part alone was met by a field of 2 followers: the token
builder had run 3 tokens onto 2 cards and stated 3 created instead of 2 (blind H, sve-bh-17). The
counts one sentence gives of one player's field, each of another kind of card, therefore need a
field of at least their sum on that player's seat; otherwise the verdict is withheld. A count in the
asked phrase (「フォロワーもう1体出せる?」: the card to play) or in a card's quoted text is no part.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.model import Fact, Reading, Role

_FIELDS = ("field", "characters")
_SENTENCE = re.compile(r"[。??!!\n]")
_QUOTED = re.compile(r"「[^」]*」|『[^』]*』")


def short_field(reading: Reading, payload: Mapping[str, Any], seats: Mapping[str, str]) -> str | None:
    """Why the scenario's field holds fewer cards than the parts the question counts, or None."""
    groups: dict[tuple[int, str], list[Fact]] = {}
    quoted = [(q.start(), q.end()) for q in _QUOTED.finditer(reading.text)]
    for f in reading.of(Role.QUANTITY):
        if f.concept != "field_count" or not isinstance(f.value, int) or f.negated:
            continue
        if pl.in_question(reading.text, f) or any(a < f.start < b for a, b in quoted):
            continue  # 「フォロワーもう1体出せる?」 is the card asked about; 「『…1体につき』」 a card's text
        sentence = len(_SENTENCE.findall(reading.text, 0, f.start))
        groups.setdefault((sentence, f.owner or "self"), []).append(f)
    for (_, owner), parts in groups.items():
        kinds = {re.sub(r"[0-9]+", "", f.text) for f in parts}
        seat = seats.get(owner)
        if len(parts) < 2 or len(kinds) < len(parts) or seat is None:
            continue
        want = sum(int(f.value or 0) for f in parts)
        side = payload.get(seat)
        held = max(
            (len(v) for k, v in side.items() if k in _FIELDS and isinstance(v, list)), default=0
        ) if isinstance(side, Mapping) else 0  # fmt: skip
        if held < want:
            said = "と".join(f"「{f.text}」" for f in parts)
            return f"{said}の合計{want}枚が場にあるシナリオではありません"
    return None
