"""A quote that is only a told stat change (「このターン+0/+2」がかかってて): no ability a card must carry,
but the change itself, which a decisive MODIFIER fact inside it reads — the accounting has already
required the scenario to apply it (`inverse.withheld`)."""

from __future__ import annotations

import re

from service.answering.reading.model import Reading, Role

# 「このターン+0/+2」「ターン終了時まで+2000」「+1/+1を得る」: a quote that is only a told stat change
_CHANGE_ONLY = re.compile(
    r"(?:このターン中?|ターン終了時?まで)?\s*[、,]?\s*(?:[ァ-ヺー一-龯A-Za-z]{0,6}\s*)?"
    r"[+\-−][0-9]+(?:\s*/\s*[+\-−][0-9]+)?\s*(?:を得る|される|する)?\s*。?"
)


def change_only(reading: Reading, quote: str) -> bool:
    """A quote that is only a stat change (「このターン+0/+2」がかかってて) whose change a decisive fact
    reads: the accounting already required the scenario to apply it (blind AS ninjaslayer-as-06 and AU
    ninjaslayer-au-15 had withheld it as an ability no card carries)."""
    if not _CHANGE_ONLY.fullmatch(quote.strip()):
        return False
    at = reading.text.find("「" + quote + "」")
    return at >= 0 and any(
        f.decisive and f.role is Role.MODIFIER and at < f.start and f.end <= at + len(quote) + 1
        for f in reading.facts
    )
