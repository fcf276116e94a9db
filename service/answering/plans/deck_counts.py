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
from dataclasses import dataclass, field, replace
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


def _named(reading: Reading, spec: DeckGame) -> set[str]:
    named = {f.concept for f in reading.of(Role.MODIFIER)}
    named |= {c for f in reading.asks() if (c := f.concept.removeprefix("about:")) in spec.formats}
    return named & set(spec.formats)


def _format(reading: Reading, spec: DeckGame) -> tuple[str, Format] | None:
    named = _named(reading, spec)
    if len(named) == 1:
        return spec.formats[named.pop()]
    return spec.single if not named else None


def deck_legal(reading: Reading, spec: DeckGame) -> BuiltScenario | None:
    kind_asked = asked(reading)
    added = _added(reading)
    unchanged = reading.text if added is None else _blank(reading.text, added.verb)
    if kind_asked not in ("can", "number") or reading.of(Role.NUMBER) or CHANGED.search(unchanged):
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
    if _unplaced(reading, () if added is None else (added.held,)):
        return None  # 「パラレルを2枚、通常版を3枚」: a count no STAT holds may be the deck's too
    told: dict[str, int] = {}
    for f in reading.of(Role.STAT):
        if told.get(f.concept, f.value) != f.value:
            return None  # two sizes told: which one is the deck's?
        told[f.concept] = int(f.value or 0)
    if added is not None:
        told[added.key] = added.total  # the copies after the addition asked about
    if _PUT_MORE.search(reading.text) and any(k.endswith("deck_size") for k in told) and len(told) > 1:
        return None  # 「50枚、…。一般のを6枚入れてもいける?」: put in besides, or among the 50? (audit13)
    chosen = _format(reading, spec)
    if chosen is not None:
        judged = _judged(reading, spec, *chosen, told, kind_asked)
        return None if judged is None else _with_held(judged[1], added)
    if kind_asked != "can" or len(spec.formats) < 2 or _named(reading, spec):
        return None  # two formats named (「コンストラクテッド戦の50枚…ブリッツシールド戦ならいける?」): which
        # deck is asked about is the question's, not every format's
    # no format named: stated only when every format gives the same verdict (「二つ名が違うカードを4枚
    # ずつ」: 402.4b allows 4 of each, 402.3b any number — audit 27d)
    names = "でも".join(fmt.name for _k, fmt in spec.formats.values()) + "でも"
    every = [_judged(reading, spec, k, fmt, told, kind_asked, names) for k, fmt in spec.formats.values()]
    if any(j is None for j in every) or len({j[0] for j in every if j is not None}) != 1:
        return None
    first = every[0]
    assert first is not None
    if first[0]:  # legal in each: every format's deck is registered, each citing its clauses
        actions = [a for j in every if j is not None for a in j[1].payload["actions"]]
        first = (True, replace(first[1], payload={"actions": actions}))
    note = f"形式が書かれていないので、{names}同じ答えになることを確かめています。"
    return _with_held(replace(first[1], notes=(*first[1].notes, note)), added)


def _with_held(built: BuiltScenario, added: Added | None) -> BuiltScenario:
    """The deck as told (the held copies) registered before the one asked about, so the scenario holds
    both counts the question gives."""
    if added is None:
        return built
    acts = list(built.payload["actions"])
    held = [{**a, added.key: added.held_count} for a in acts]
    head = "シミュレーション結果: "
    said = (
        f"{head}{added.held_count}枚にもう{added.total - added.held_count}枚で、合わせて{added.total}枚です。"
    )

    def summarize(sim: SimulationResult) -> str:
        return built.summarize(sim).replace(head, said, 1)

    return replace(built, payload={**built.payload, "actions": [*held, *acts]}, summarize=summarize)


def _judged(
    reading: Reading,
    spec: DeckGame,
    kind: str,
    fmt: Format,
    told: dict[str, int],
    kind_asked: str,
    every: str | None = None,
) -> tuple[bool, BuiltScenario] | None:
    """(legal, scenario) of the told counts in one format, or None when this format's answer is not read;
    `every`: the formats named together when each gives this answer (「AでもBでも」)."""
    adjusted = spec.adjust(reading, kind, told) if spec.adjust is not None else told
    if not adjusted:
        return None
    try:
        verify_counts(fmt, adjusted)
        legal = True
    except IllegalAction:
        legal = False
    if kind_asked == "number":
        more = _more(reading, spec, kind, fmt, adjusted)
        return None if more is None else (legal, more)
    only = _copies_asked(reading, adjusted)
    if legal and not only and any(k not in adjusted for k in fmt.limited):
        return None  # legal as far as told, but a limit the question leaves out could break it
    payload: dict[str, Any] = {"actions": [{spec.key: kind, **adjusted}]}
    sized = only and all(k.endswith("deck_size") for k in adjusted)
    summary = _summary(fmt, only, sized, every)
    return legal, BuiltScenario(f"{spec.game}.plan.deck_legal", payload, summary)


@dataclass(frozen=True, slots=True)
class Added:
    """Copies told held and more asked to be added (「4枚入れてる。…もう1枚足していい?」)."""

    key: str
    held_count: int
    total: int
    held: tuple[int, int]  # the added count's span (a count no STAT holds, placed by this reading)
    verb: tuple[int, int]  # the adding verb's span (the change asked, not a change to the told deck)


# 「4枚入れてる」「3枚積んである」: copies already in the deck; 「もう1枚足して」: the ones asked added
_HELD = re.compile(r"([0-9]+)\s*枚\s*(?:入れ|積ん|採用し)て\s*(?:る|ある|いる|ます)")
_MORE_COPIES = re.compile(r"もう\s*([0-9]+)\s*枚$")
_MORE_AFTER = re.compile(
    r"もう\s*(([0-9]+)\s*枚)\s*((?:を|も)?\s*(?:足し|追加し|加え|入れ|積ん|積め|増やし)(?:て|ても|たら)?)"
)


def _added(reading: Reading) -> Added | None:
    """The one copy count told held, then 「もうN枚」 asked added to it (「同じカードナンバーのカードを3枚
    入れてる。もう1枚入れていい?」): M + N copies of that card (audit 27d). The count told as the one added
    (「4枚入れてる…パラレル版をもう1枚足して」: the STAT read is the 1) is not read: the scenario could not
    hold the told 1 (withheld)."""
    stats = [f for f in reading.of(Role.STAT) if f.concept in _PUT_COUNTS]
    if len(stats) != 1 or not isinstance(stats[0].value, int) or _MORE_COPIES.search(stats[0].text):
        return None
    stat, held = stats[0], int(stats[0].value)
    after = list(_MORE_AFTER.finditer(reading.text, stat.end))
    if len(after) != 1 or not _HELD.match(reading.text, stat.end - len(str(held)) - 1):
        return None
    more_n = int(after[0].group(2))
    return Added(stat.concept, held, held + more_n, after[0].span(1), after[0].span(3))


def _blank(text: str, span: tuple[int, int]) -> str:
    return text[: span[0]] + " " * (span[1] - span[0]) + text[span[1] :]


def two_sides(reading: Reading) -> bool:
    """Both players named (「俺のは50枚、同名4枚。相手のデッキは使える?」): the told counts may be one
    player's deck and the ask the other's (audit13b: stated 'yes' of a deck nothing was told of)."""
    return {f.concept for f in reading.of(Role.OWNER)} >= {"self", "opponent"}


# counts of cards put in (「『一般』のカード7枚入れてOK?」): asked alone with 入れ, the ask is whether that
# many may go in — the one limit on it answers, not the deck's other counts
_PUT_COUNTS = frozenset(
    {"same_name_copies", "general_copies", "same_number_copies", "off_color_cards", "ukemi_cards"}
)
_DECK_ASKED = re.compile(
    r"大会|出られ|出れ|参加|合法|違反|反則|構築として|このデッキ|デッキ(?:って|は|で|を)?\s*使え"
)


# 「エボルヴデッキなしでも大丈夫?」「ドン!!デッキ0枚でもいい?」: one count told, asked whether it may be so —
# the ask is that count alone, the deck's other counts are not asked (audit 27d)
_ONE_COUNT = re.compile(
    r"(?:枚|なし|無し)\s*で\s*も?\s*(?:デッキ\s*として\s*)?(?:いい|良い|よい|大丈夫|OK|平気|遊べ|使え|組め|問題)"
)


def _copies_asked(reading: Reading, told: Mapping[str, int]) -> bool:
    if len(told) == 1 and _ONE_COUNT.search(reading.text) and not _DECK_ASKED.search(reading.text):
        return True
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


# 「5枚とも」「5枚全部」: a told count said again, the same cards
_RESTATED = re.compile(r"([0-9]+)\s*枚\s*(?:とも|全部|すべて|全て|まとめて)")


def _unplaced(reading: Reading, placed: tuple[tuple[int, int], ...] = ()) -> bool:
    spans = [(f.start, f.end) for f in reading.of(Role.STAT)] + list(placed)
    values = {f.value for f in reading.of(Role.STAT)}
    spans += [m.span() for m in _RESTATED.finditer(reading.text) if int(m.group(1)) in values]
    return any(
        not any(s <= m.start() and m.end() <= e for s, e in spans) for m in _COUNT.finditer(reading.text)
    )


def _summary(
    fmt: Format, only: bool, sized: bool = False, every: str | None = None
) -> Callable[[SimulationResult], str]:
    """`sized`: the one count asked is a deck's size (「エボルヴデッキなしでも」), not cards put in;
    `every`: no format named, each gives the same answer (「AでもBでも」)."""
    where = every or f"{fmt.name}の"

    def summarize(sim: SimulationResult) -> str:
        refused = next((e for e in sim.events if e.type == "rejected"), None)
        if refused is not None:
            why = str(refused.data.get("message") or refused.text.split(": ", 1)[-1])
            rules = "、".join(refused.rules)
            return f"シミュレーション結果: {every or ''}そのデッキは使えません。{why}({rules})。"
        decks = [e for e in sim.events if e.type == "deck"]  # one per format when `every`
        rules = "、".join(dict.fromkeys(r for e in decks for r in e.rules)) if decks else fmt.base
        if only and sized:
            return f"シミュレーション結果: その枚数は{where}構築条件を満たします({rules})。"
        if only:
            return f"シミュレーション結果: その枚数は{where}デッキに入れられます({rules})。"
        met = f"そのデッキは{fmt.name}の構築条件をすべて満たしているので使えます"
        return f"シミュレーション結果: {met}({rules})。"

    return summarize


__all__ = ["CHANGED", "DeckGame", "deck_legal", "two_sides"]
