"""A keyword the question only denies (「【ドレイン】のない攻撃力4のフォロワー」「守護なし」) that a card
of the scenario carries: the scenario is another situation than the one asked.

The planner accounts a denied keyword as used when any card of the scenario lacks it (a leader, the
other side's follower), so a scenario that gave the asked card the keyword anyway had passed the
gate: the sve attack builder read 【ドレイン】 in 「【ドレイン】のない…フォロワー」 and healed the asker's
leader (12.13.2). A keyword the question also gives some card (「相手の守護持ちと、守護なしのフォロワー」)
may be on a card of the scenario; that card is the one it names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.model import Fact, Reading, Role, asked_action

# 「守護とかはなし」「守護持ちはいない」: a keyword's presence denied, of no card (「なしの」 is attributive)
_PRESENCE_DENIED = re.compile(
    r"\s*】?\s*(?:持ち)?\s*(?:の\s*(?:フォロワー|カード))?\s*(?:とか|など|なんか|は|も)*\s*(?:何も|なにも)?\s*"
    r"(?:なし|無し|いない|いません|おらず|ない)(?!\s*の)"
)


def none_there(fact: Fact, payload: Mapping[str, Any], seat: str | None, text: str) -> bool:
    """「相手の場に守護とかはなし」「守護持ちはいない」: a keyword denied as a presence (not 「守護なしの
    フォロワー」, a card) of the side at `seat`, whose field the scenario writes as an empty list: no
    card there has it (the planner otherwise wants a card lacking it)."""
    player = payload.get(seat) if seat is not None else None
    if not fact.negated or not isinstance(player, Mapping):
        return False
    # a seat the scenario gives no card at all (「相手はクイックとか何もなし」 with the attack at its
    # leader: only its 体力) has nothing in play either, in every game's engine
    cardless = not any(isinstance(v, Mapping) and pl.is_card(v) for _p, _k, v in pl.walk(player))
    if player.get("field", [] if cardless else None) != []:
        return False
    return _PRESENCE_DENIED.match(text, fact.end) is not None


def _carried(tree: Any) -> Iterator[str]:
    """Every keyword or icon a card of the scenario carries."""
    if isinstance(tree, Mapping):
        for key, value in tree.items():
            if key in ("keywords", "icons") and isinstance(value, list):
                yield from (str(v).strip("【】[]") for v in value)
            else:
                yield from _carried(value)
    elif isinstance(tree, list):
        for item in tree:
            yield from _carried(item)


# 「【ブロッカー】を持ってないキャラでブロックできる?」: the keyword denied of the card the asked act is
# done with (up to its 「で」 right before the asked verb)
_INSTRUMENT = re.compile(
    r"\s*】?\s*(?:を|が|は)?\s*(?:持って(?:い)?ない|持たない|の?ない|なし|無し)\s*(?:の)?[^、。?？!！]{0,16}?で\s*"
)


def _of_instrument(reading: Reading, fact: Fact) -> bool:
    verb = asked_action(reading)
    return verb is not None and _INSTRUMENT.fullmatch(reading.text, fact.end, verb.start) is not None


def denied_keyword(reading: Reading, scenario: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when a card of `scenario` carries a keyword the question only denies —
    or denies of the card the asked act is done with, when the question gives it to another card too
    (「【ブロッカー】持ちのキャラもいる。【ブロッカー】を持ってないキャラでブロックできる?」, audit 17a: the
    scenario's keyword is that other card's, so the run is not the asked act)."""
    keywords = reading.of(Role.KEYWORD)
    given = {f.concept.strip("【】[]") for f in keywords if not f.negated}
    denied = {f.concept.strip("【】[]"): f for f in keywords if f.negated}
    carried = set(_carried(scenario))
    for name, fact in denied.items():
        if (name not in given or _of_instrument(reading, fact)) and name in carried:
            return f"「{fact.text}」を持たないはずのカードが、シナリオでは【{name}】を持っています"
    return None
