"""A 「ダメージを受けるたび、カードをN枚引く」 triggered ability in play (10.14.1) met by each damage instance
a player is dealt (10.6.2): a per-count damage is ONE instance of the total (10.6.4.1), so it triggers
once, whatever it counted; damages told apart trigger once each.

From the reading: the quote holding the trigger — whose damage meets it (「あなたが」 its controller,
「相手が」 the other player, 「プレイヤーが」 either) and the cards it draws — and the card it is printed
on with its owner (「相手のルーラーに「…」って能力がある」: the trigger's controller); the damage told
outside the quote, read by the per-count plan (`fow_per_count`) or, when no per-count is told, as each
plain 「Nダメージ」 at the player marked に (`fow_players`). Asked: how many cards the trigger draws
(「相手はこれで何枚引く?」). Each triggered ability resolves as it triggers, no player responding.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import (
    WORD,
    asked,
    built,
    clause_before,
    of,
    owner_in,
    seats,
)
from service.answering.plans.fow_draw_trigger import WHOSE_EVENT as _WHOSE
from service.answering.plans.fow_per_count import per_count_damage
from service.answering.plans.fow_players import _target as damage_target
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_DAMAGED = re.compile(
    r"ダメージ\s*(?:を|が)?\s*(?:受け|与えられ)(?:る\s*(?:たび|度に|ごとに)|た\s*(?:とき|時)\s*、)"
)
# the whole card text, nothing else: whose damage; 「ダメージを受けるたび、」 「カードを」 N枚; 「引く」
_HEAD = re.compile(
    r"\s*(?:(?:いずれかの|各|どちらかの)?\s*プレイヤー|(?:対戦)?相手\s*(?:プレイヤー)?|あなた|自分)\s*(?:が|は)\s*$"
)
_BETWEEN = re.compile(r"\s*、?\s*(?:カード\s*を)?\s*$")
_TAIL = re.compile(r"\s*(?:く|ける|する)?\s*。?\s*$")
# 「何枚引く?」「何枚ドローする?」「何枚引ける?」: the cards the trigger draws asked
_DRAWN = re.compile(r"何\s*枚\s*(?:引|ドロー)")
_HOLDER_CARDS = ("ruler", "j_ruler", "resonator", "addition")
_WHY = "the card the quoted trigger is printed on (its controller's), no damage target"


def _trigger(reading: Reading) -> tuple[tuple[int, int], str, int] | None:
    """(quote, whose, cards drawn) of a 「…がダメージを受けるたび、カードをN枚引く」."""
    for m in re.finditer(r"[「『][^「」『』]*[」』]", reading.text):
        inside = reading.text[m.start() : m.end()]
        hit = _DAMAGED.search(inside)
        if hit is None:
            continue
        facts = [f for f in reading.facts if m.start() < f.start < m.end()]
        draws = [f for f in facts if f.role is Role.ACTION and f.concept == "draw"]
        acts = [f for f in facts if f.role is Role.ACTION and f.concept not in ("draw", "damage")]
        if (
            len(draws) != 1
            or acts
            or not isinstance(draws[0].value, int)
            or draws[0].start < m.start() + hit.end()
        ):
            return None
        whose = [w for pattern, w in _WHOSE if pattern.search(inside[: hit.start()])]
        if len(whose) != 1 or any(f.negated for f in facts):
            return None
        if not (
            _HEAD.match(inside, 1, hit.start())
            and _TAIL.match(reading.text, draws[0].end, m.end() - 1)
            and _BETWEEN.match(reading.text, m.start() + hit.end(), draws[0].start)
        ):
            # 「ターン中に初めてダメージを受けた時」「戦闘ダメージを受けるたび」「引いてもよい」: a condition
            # or a choice the run does not model (each had been stated as if every damage drew)
            return None
        return (m.start(), m.end()), whose[0], int(draws[0].value)
    return None


# 「「…」って能力のリゾネイター」「「…」を持つリゾネイター」: the card named right after the quote holds it
_HOLDER_AFTER = re.compile(
    r"[」』]\s*(?:って|という|の)?\s*(?:能力|効果|テキスト)?\s*(?:を持つ|持ちの|の)\s*$"
)


def _holder(reading: Reading, quote: tuple[int, int]) -> tuple[str, list[Fact]] | None:
    """The trigger's controller and the card facts naming what it is printed on, from the clause
    before the quote (「相手のルーラーに」「自分の場に」) or right after it (「「…」って能力の
    リゾネイター」)."""
    start, _ = clause_before(reading, Fact(quote[0], quote[0], "", Role.NEUTRAL, "quote"))
    owner = owner_in(reading, start, quote[0])
    cards = [c for c in of(reading, Role.CARD) if start <= c.start and c.end <= quote[0]]
    cards += [
        c for c in of(reading, Role.CARD) if _HOLDER_AFTER.fullmatch(reading.text, quote[1] - 1, c.start)
    ]
    if owner not in OTHER_OWNER or any(c.concept not in _HOLDER_CARDS for c in cards) or len(cards) > 1:
        return None
    return owner, cards


def _reduced(
    reading: Reading, quote: tuple[int, int], cards: list[Fact], asked_at: tuple[int, int]
) -> Reading:
    """The reading without the trigger's text and card, and the draw asked (「何枚引く?」, in the span
    `asked_at`): what the damage plans read — a draw told after the ask (「ちなみに相手はドローフェイズに
    1枚引いてる」) stays, and declines them (it had been dropped: [1] stated for 2 drawn)."""
    facts = tuple(
        dataclasses.replace(f, role=Role.NEUTRAL, concept="trigger_text", why=_WHY)
        if quote[0] < f.start < quote[1]
        or f in cards
        or (f.role is Role.ACTION and f.concept == "draw" and asked_at[0] <= f.start < asked_at[1])
        else f
        for f in reading.facts
    )
    return dataclasses.replace(reading, facts=facts)


def damaged_trigger(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    found = _trigger(reading)
    if ask is None or found is None or of(reading, Role.KEYWORD) or of(reading, Role.STATE):
        return None
    quote, whose, n = found
    a_start, _ = clause_before(reading, ask)
    if not _DRAWN.search(reading.text, a_start, ask.end + 6):
        return None  # the cards the trigger draws are what is asked
    held = _holder(reading, quote)
    if held is None:
        return None
    holder, cards = held
    # 「相手は…何枚引く?」: the one asked draws — the trigger's controller
    if owner_in(reading, a_start, ask.end) not in (None, holder):
        return None
    if any(not quote[0] <= n.start < quote[1] for n in of(reading, Role.NUMBER)):
        return None  # a bare number outside the trigger's text: a damage or count no fact reads
    rest = _reduced(reading, quote, cards, (ask.start, ask.end + 6))
    if of(rest, Role.MODIFIER, "per_count"):
        planned = per_count_damage(rest)
        if planned is None:
            return None
        payload: dict[str, Any] = {
            k: (dict(v) if isinstance(v, dict) else v) for k, v in planned.payload.items()
        }
        notes = list(planned.notes)
        if _nothing_counted(payload):
            return None  # 0 cards counted deal 0: whether a 0 damage is ‘受けた’ is not read here
    else:
        made = _plain(rest)
        if made is None:
            return None
        payload, notes = made
    me = seats(reading)
    # a ルーラー, or a player said to have it (「相手は『…』を持ってる」), holds it in the ルーラーエリア; a
    # card on the field counted by the damage's 「1体につき」 would change the count told
    ruler = not cards or (cards[0].concept == "ruler" and not cards[0].text.startswith("J"))
    counted = any(
        op.get("per_zone") == "field" and op.get("per_player") == me[holder]
        for op in payload.get("operations", [])
    )
    if counted and not ruler:
        return None
    spec: dict[str, Any] = {"id": "trigger", "name": cards[0].text if cards else "ルーラー",
                            "kind": "ruler" if ruler else "addition", "defense": None,
                            "triggers": [{"on": "damaged", "whose": whose, "draw": n}]}  # fmt: skip
    side = payload.setdefault(me[holder], {})
    zone = "ruler_area" if ruler else "field"
    side[zone] = [*side.get(zone, []), spec]
    side.setdefault("deck", 20)
    notes += [
        "誘発能力はルーラーエリアのルーラーが持つものとしています。"
        if ruler and not cards
        else "誘発能力を持つカードは、そのプレイヤーのカードとして置いています。",
        "誘発した能力は、誰も対応せず1つずつ解決されるものとしています。",
        "デッキの枚数は書かれていないので、引く枚数より多い20枚としています。",
    ]
    seat = me[holder]

    def head(sim: SimulationResult) -> str:
        fired = sum(1 for e in sim.events if e.type == "trigger")
        drawn = sum(
            1
            for e in sim.events
            if e.type == "move" and e.data.get("from_zone") == "deck" and e.data.get("to_player") == seat
        )
        # the count right after the player (「相手は2枚」): the story's 「相手が1枚ドロー」 is one draw
        return f"{WORD[holder]}は{drawn}枚引きます(この誘発能力で。ダメージを受けたのは{fired}回)"

    return built("damaged_trigger", payload, head, notes, me["self"])


def _plain(reading: Reading) -> tuple[dict[str, Any], list[str]] | None:
    """Each plain damage told (「相手に300ダメージを与えた」「「1000ダメージを与える」を相手に撃った」), one
    instance each, at the player marked に (before it, or after its quoted card text)."""
    dealt = [f for f in of(reading, Role.ACTION, "damage") if not f.negated]
    if not dealt or any(not isinstance(f.value, int) for f in dealt):
        return None
    if of(reading, Role.MODIFIER, "reduce_damage", "prevent") or of(reading, Role.QUANTITY):
        return None
    if any(f.concept not in ("damage", "use") for f in of(reading, Role.ACTION) if not f.negated):
        return None
    me = seats(reading)
    ops: list[dict[str, Any]] = []
    for f in dealt:
        target = damage_target(reading, f)
        if target not in OTHER_OWNER:
            return None
        ops.append({"kind": "deal_damage", "player": me[OTHER_OWNER[str(target)]],
                    "targets": [me[str(target)]], "amount": f.value})  # fmt: skip
    return {"player1": {}, "player2": {}, "operations": ops}, []


def _nothing_counted(payload: dict[str, Any]) -> bool:
    """Whether the per-count damage's counted zone holds no card (its total is 0)."""
    for op in payload.get("operations", []):
        if op.get("per_zone") is None:
            continue
        held = payload.get(op.get("per_player", ""), {}).get(op["per_zone"])
        return held in (0, [], None)
    return False


_OWNED = "the card holding a damaged trigger, told right after its quote: the owner said before the quote"


def holder_owned(reading: Reading) -> Reading:
    """「相手の場に「…ダメージを受けるたび…」って能力のリゾネイターがいる」: the card after the quote is the
    one 「相手の場に」 names (the reader, the quote between, had given it no owner)."""
    found = _trigger(reading)
    if found is None:
        return reading
    quote = found[0]
    start, _ = clause_before(reading, Fact(quote[0], quote[0], "", Role.NEUTRAL, "quote"))
    owner = owner_in(reading, start, quote[0])
    if owner not in OTHER_OWNER:
        return reading
    facts = tuple(
        dataclasses.replace(f, owner=owner, why=_OWNED)
        if f.role is Role.CARD
        and f.owner is None
        and _HOLDER_AFTER.fullmatch(reading.text, quote[1] - 1, f.start)
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)
