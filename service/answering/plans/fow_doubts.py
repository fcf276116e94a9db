"""How fow's plans and their gate read a question beyond the shared reader (`plans.reread`): an
action denied in a question the asker puts before the last one is a doubt asked, not a fact told."""

from __future__ import annotations

import dataclasses
import re

from service.answering.reading.model import Fact, Reading, Role


def doubts(reading: Reading) -> Reading:
    """An action denied in a question the asker puts before the last one (「捨ててないから引けない?最後に
    手札何枚?」) is a doubt asked, not a fact told: read as told, it withheld the run that answers it
    (blind M fow-bm-13: an empty hand is still discarded, 10.18.2.1)."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="doubt", why=_DOUBT)
        if f.role is Role.ACTION and f.negated and _doubted(reading, f)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


_DOUBT = "an action denied in a question before the last one: asked, not told"


def _doubted(reading: Reading, f: Fact) -> bool:
    """Whether `f` stands in a sentence that ends with a question mark other than the last one."""
    end = re.search(r"[。??\n]", reading.text[f.end :])
    return end is not None and end.group() in "??" and f.end + end.end() < len(reading.text.rstrip())
