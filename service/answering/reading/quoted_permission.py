"""A card text quoted in the question that allows or forbids an act, run by no plan.

「「このキャラは相手のアクティブのキャラにもアタックできる」ってテキストのキャラがいる。相手のアクティブの
キャラにアタックしていい?」: the quote's words (アクティブ, キャラ, アタック) are the question's own, so
every fact inside it was counted as used by the attack the builder ran, and the rulebook's default
(7-1-1-2: only a rested character may be attacked) was stated 'no' — but the card's text wins over the
rules (onepiece 1-3-1; blind AV onepiece-av-16, judged wrong). A quote that says what can or cannot be
done (できる / できない / されない …) changes the very permission a run decides: unless the plan read it
whole (`BuiltScenario.quoted`) or a fact the scenario holds spans its permission words (the
restriction plans' 「このキャラはKOされない」 → `no_ko`, 「これは攻撃されない」 → `unattackable`), the
verdict is withheld.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.answering.reading.card_text import quoted
from service.answering.reading.model import Accounted, Status

# a permission or a restriction said by the text: 「…にもアタックできる」「…をブロックできない」「KOされない」
# 「破壊されない」「対象に選ばれない」「プレイできない」 (not a cost 「…できるなら」 read by a plan)
_PERMISSION = re.compile(
    r"(?:でき|出来)(?:る|ない|ず|ません)|(?:され|られ|選ばれ)(?:ない|ず|ません)|ことが\s*(?:でき|出来)"
)


def unread_permission(
    text: str, read: tuple[tuple[int, int], ...], accounted: Sequence[Accounted]
) -> str | None:
    """Why the verdict is withheld when a quoted permission or restriction was not read by the plan."""
    for start, end, body in quoted(text):
        if any(s <= start and end <= e for s, e in read):
            continue
        for m in _PERMISSION.finditer(body):
            at, to = start + 1 + m.start(), start + 1 + m.end()
            held = any(
                a.status in (Status.USED, Status.APPLIED) and a.fact.start <= at and to <= a.fact.end
                for a in accounted
            )
            if not held:
                return (
                    f"カードのテキスト「{body}」が許す・禁じることはシミュレーションに反映していません"
                    "(テキストはルールに優先します)"
                )
    return None
