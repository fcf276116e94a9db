"""May this deck be used — one plan for every game whose deck rules are counts (a data table per game).

「同じカードを5枚入れていい?」「メイン38枚+エボルヴ10枚で大会出られる?」「ストラテジー戦で51枚のデッキって
使える?」: the deck is registered for its format with the counts the question gives; the engine's
table (`service/engine/<game>/deck.py`) refuses it citing the clause it breaks. A deck no told count
breaks is stated legal only when every count the format limits is told; otherwise an untold count could
still break it and the plan declines. A game with two formats (kiseki) needs the format named.

Declined too: a change to the told deck in a condition (「1枚抜いたら」: the deck asked about is another
than the one told), two values told of one count, a count the plan cannot place (a bare number).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.engine.deck_rules import Format, verify_counts
from service.engine.errors import IllegalAction
from service.engine.scenario import SimulationResult

# a change to the told deck in a condition (「1枚足したら」「2枚抜けば」「ウケミ持ちを減らしたら」)
# (audit13: 「51枚のデッキから1枚抜いて使える?」「1枚追加した」 — a change told in passing too: the count
# told may be the deck before it)
CHANGED = re.compile(
    r"(?:足し|加え|追加し|抜い|抜け|減らし|外し|入れ替え|増やし|削っ|削れ|交換し)(?:たら|れば|て|た)"
    r"|(?:足せ|抜け|減らせ|外せ|増やせ|削れ)ば|(?:足す|加える|抜く|減らす|外す|増やす|削る)と"
)
# a count told with other cards in it (「リーダー込みでデッキ51枚」) or a card whose text changes the
# deck's limits (「デッキに何枚でも入れていいって書いてある」, onepiece 5-1-2-4-2): the table cannot hold it
_OTHER_RULE = re.compile(r"込み|含め|含む|含んで|と合わせて|(?:を|も)入れると|何枚でも|書いて|テキスト|効果")
_ACTIONS = frozenset({"deck_building", "use", "play"})
_ROLES = (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM)


@dataclass(frozen=True, slots=True)
class DeckGame:
    """One game's deck rules as the plan reads them: the format per MODIFIER concept (or the one format
    a game without MODIFIERs has), the action's key, and a hook that adjusts the told counts (a
    game's exception: kiseki's 「一般」 copies, onepiece's colours) — None declines."""

    game: str
    formats: Mapping[str, tuple[str, Format]]
    key: str = "kind"
    single: tuple[str, Format] | None = None
    adjust: Callable[[Reading, str, dict[str, int]], dict[str, int] | None] | None = None
    extra: frozenset[tuple[Role, str]] = field(default_factory=frozenset)


def fits(
    f: Fact, counts: frozenset[str], modifiers: frozenset[str], extra: frozenset[tuple[Role, str]]
) -> bool:
    if f.role in _ROLES or (f.role, f.concept) in extra:
        return True
    if f.negated:
        return False
    if f.role is Role.STAT:
        return f.concept in counts and isinstance(f.value, int)
    if f.role is Role.MODIFIER:
        return f.concept in modifiers
    if f.role is Role.ACTION:
        return f.concept in _ACTIONS
    return False


def _format(reading: Reading, spec: DeckGame) -> tuple[str, Format] | None:
    named = {f.concept for f in reading.of(Role.MODIFIER)}
    named |= {c for f in reading.asks() if (c := f.concept.removeprefix("about:")) in spec.formats}
    named &= set(spec.formats)
    if len(named) == 1:
        return spec.formats[named.pop()]
    return spec.single if not named else None


def deck_legal(reading: Reading, spec: DeckGame) -> BuiltScenario | None:
    kind_asked = asked(reading)
    if kind_asked not in ("can", "number") or reading.of(Role.NUMBER) or CHANGED.search(reading.text):
        return None
    if _OTHER_RULE.search(reading.text) or two_sides(reading):
        return None
    if kind_asked == "number" and not _MORE.search(reading.text):
        return None  # 「何枚入れられる?」 with no told count: which count is asked is not read
    if kind_asked == "can" and _HOW_MANY.search(reading.text):
        return None  # 「ドン!!デッキにはあと何枚入れられる?」 read as a can: a number is asked (audit13)
    counts = frozenset(k for _kind, fmt in (*spec.formats.values(), *filter(None, [spec.single])) for k in
                       (*fmt.limited, *(key for key, _c in fmt.free)))  # fmt: skip
    if not all(fits(f, counts, frozenset(spec.formats), spec.extra) for f in reading.facts):
        return None
    if _unplaced(reading):
        return None  # 「パラレルを2枚、通常版を3枚」: a count no STAT holds may be the deck's too
    chosen = _format(reading, spec)
    if chosen is None:
        return None  # kiseki: ブリッツシールド戦 or ストラテジー戦 — the format decides the limits
    kind, fmt = chosen
    told: dict[str, int] = {}
    for f in reading.of(Role.STAT):
        if told.get(f.concept, f.value) != f.value:
            return None  # two sizes told: which one is the deck's?
        told[f.concept] = int(f.value or 0)
    if _PUT_MORE.search(reading.text) and any(k.endswith("deck_size") for k in told) and len(told) > 1:
        return None  # 「50枚、…。一般のを6枚入れてもいける?」: put in besides, or among the 50? (audit13)
    adjusted = spec.adjust(reading, kind, told) if spec.adjust is not None else told
    if not adjusted:
        return None
    try:
        verify_counts(fmt, adjusted)
        legal = True
    except IllegalAction:
        legal = False
    if kind_asked == "number":
        return _more(reading, spec, kind, fmt, adjusted)
    only = _copies_asked(reading, adjusted)
    if legal and not only and any(k not in adjusted for k in fmt.limited):
        return None  # legal as far as told, but a limit the question leaves out could break it
    payload: dict[str, Any] = {"actions": [{spec.key: kind, **adjusted}]}
    return BuiltScenario(f"{spec.game}.plan.deck_legal", payload, _summary(fmt, only))


def two_sides(reading: Reading) -> bool:
    """Both players named (「俺のは50枚、同名4枚。相手のデッキは使える?」): the told counts may be one
    player's deck and the ask the other's (audit13b: stated 'yes' of a deck nothing was told of)."""
    return {f.concept for f in reading.of(Role.OWNER)} >= {"self", "opponent"}


# counts of cards put in (「『一般』のカード7枚入れてOK?」): asked alone with 入れ, the ask is whether that
# many may go in — the one limit on it answers, not the deck's other counts
_PUT_COUNTS = frozenset({"same_name_copies", "general_copies", "same_number_copies", "off_color_cards"})
_DECK_ASKED = re.compile(
    r"大会|出られ|出れ|参加|合法|違反|反則|構築として|このデッキ|デッキ(?:って|は|で|を)?\s*使え"
)


def _copies_asked(reading: Reading, told: Mapping[str, int]) -> bool:
    puts = [f for f in reading.of(Role.ACTION) if f.concept == "deck_building"]
    return (
        len(told) == 1
        and set(told) <= _PUT_COUNTS
        and bool(puts)
        and not any(f.concept == "use" for f in reading.of(Role.ACTION))
        and not _DECK_ASKED.search(reading.text)
    )


# 「あと何枚入れられる?」: how many more the one told count may grow by (its upper bound less the count)
# (audit13: 「あと何枚減らせる?」「あと何枚抜ける?」 had been answered the room to grow — an adding verb is
# needed)
_MORE = re.compile(
    r"あと\s*(?:何|なん)\s*枚\s*(?:まで)?\s*(?:は|を)?\s*(?:入れ|入る|足せ|足し|追加|加え|積め|積む|増やせ)"
)


_PUT_MORE = re.compile(r"入れ(?:ても|たら|れば|ると)")
_AT_LEAST = re.compile(r"最低|少なくとも|最小|ないと|なきゃ|なくちゃ|れば|たら|必要|足りな|足らな")
_HOW_MANY = re.compile(r"(?:何|なん)\s*枚")
# a deck or count named at the ask, after the told count (「メイン44枚。エボルヴはあと何枚?」): maybe another
_ASK_NAMES = re.compile(r"デッキ|メイン|エボルヴ|エボルブ|ドン|リーダー|同名|同じ|カードナンバー|ウケミ")


def _more(
    reading: Reading, spec: DeckGame, kind: str, fmt: Format, told: Mapping[str, int]
) -> BuiltScenario | None:
    if len(told) != 1:
        return None  # 「デッキ46枚、同名2枚。あと何枚?」: which count grows is not read
    more = _MORE.search(reading.text)
    after = max((f.end for f in reading.of(Role.STAT)), default=0)
    if more is None or _ASK_NAMES.search(reading.text, after):
        return None  # 「メインデッキ44枚。エボルヴはあと何枚入れられる?」 (audit13: stated the main's 6)
    ((key, n),) = told.items()
    lim = fmt.limit(key)
    if lim is None or lim.high is None or n > lim.high:
        return None  # no bound (602.3b), or already over it: the deck is refused, not grown
    if lim.low != lim.high and _AT_LEAST.search(reading.text):
        return None  # 「38枚。最低あと何枚入れないと?」「あと何枚入れれば使える?」: the low bound's (audit13)
    left = lim.high - n
    payload: dict[str, Any] = {"actions": [{spec.key: kind, key: n}]}

    def summarize(sim: SimulationResult) -> str:
        rules = "、".join(dict.fromkeys((fmt.base, lim.clause)))
        # only the one number: the verdict reads the conclusion's numbers (not the bound's 50)
        return f"シミュレーション結果: 入れられるのはあと{left}枚です({rules})。"

    return BuiltScenario(f"{spec.game}.plan.deck_more", payload, summarize)


_COUNT = re.compile(r"[0-9]+\s*(?:枚|パック)")


def _unplaced(reading: Reading) -> bool:
    spans = [(f.start, f.end) for f in reading.of(Role.STAT)]
    return any(
        not any(s <= m.start() and m.end() <= e for s, e in spans) for m in _COUNT.finditer(reading.text)
    )


def _summary(fmt: Format, only: bool) -> Callable[[SimulationResult], str]:
    def summarize(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            why = str(refused.data.get("message") or refused.text.split(": ", 1)[-1])
            return f"シミュレーション結果: そのデッキは使えません。{why}({'、'.join(refused.rules)})。"
        deck = next((e for e in sim.events if e.type == "deck"), None)
        rules = "、".join(deck.rules) if deck is not None else fmt.base
        if only:
            return f"シミュレーション結果: その枚数は{fmt.name}のデッキに入れられます({rules})。"
        met = f"そのデッキは{fmt.name}の構築条件をすべて満たしているので使えます"
        return f"シミュレーション結果: {met}({rules})。"

    return summarize


__all__ = ["CHANGED", "DeckGame", "deck_legal", "two_sides"]
