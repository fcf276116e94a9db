"""Shadowverse Evolve: whether a card's class notation holds when it is played (13.2-13.5), from the
reading's facts.

「このターンもう2枚プレイしてる。3枚目に【コンボ3】のカードをプレイしたら条件満たしてる?」: コンボ
counts the cards played this turn, this one included (13.2.1.2), from any zone, tokens too (13.2.1.3).
「墓場にスペルが2枚。【スペルチェイン3】付きのスペルを撃ったらSCの効果は出る?」: スペルチェイン counts the
spells in the player's graveyard (13.3.1.2), the spell itself not yet there (13.3.1.3); ネクロチャージ
counts the graveyard's cards, the card itself not counted (13.5.1.2, 13.5.1.3.1).

The notation is the question's one STAT (sve.jsonl reads 【コンボ N】【SC N】【NC N】 as the card's
number). The counts are the question's: for コンボ the numbers said of plays before the card (「2枚
プレイして」「フォロワー1枚プレイして、スペルも1枚プレイした」) or an ordinal for the card (「3枚目」,
the cards before it); for the graveyard notations the numbers said of the graveyard's spells, other
cards or cards (「墓場にスペル3枚(ほかにフォロワーも5枚)」). A number after the card that says the
card itself is counted (「このスペルが4枚目」「足せば3枚」) is the asker's count with the card in it:
the plan accepts it only when it is the told count plus one. Anything else the question says (a
state, a modifier, a turn, a keyword, the opponent's graveyard, a count it cannot place) declines.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.sve_read import sentence
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_NAMES = {"combo": "コンボ", "spell_chain": "スペルチェイン", "necro_charge": "ネクロチャージ"}
_PLAYS = frozenset({"play", "use"})
_GRAVEYARD = "墓場"
_DIGITS = re.compile(r"[0-9]+")
# the kind of cards a graveyard count is said of: the noun right before the number
_KIND = re.compile(r"(スペル|フォロワー|アミュレット|カード)[^、。,()()0-9]{0,4}$")


def notation(reading: Reading) -> BuiltScenario | None:
    stats = reading.of(Role.STAT)
    if asked(reading) != "can" or len(stats) != 1 or stats[0].concept not in _NAMES:
        return None
    card = stats[0]
    if not isinstance(card.value, int) or card.value < 1 or card.owner == "opponent":
        return None
    if reading.of(Role.STATE, Role.MODIFIER, Role.TURN, Role.KEYWORD):
        return None
    actions = reading.of(Role.ACTION)
    if not actions or any(f.concept not in _PLAYS or f.negated for f in actions):
        return None
    if not any(f.start > card.start for f in actions):
        return None  # the card with the notation is played in the question
    counts = [f for f in reading.of(Role.NUMBER, Role.QUANTITY) if isinstance(f.value, int)]
    if any(f.owner == "opponent" or f.negated for f in counts):
        return None
    before = [f for f in counts if f.start < card.start]
    if len(_DIGITS.findall(reading.text[: card.start])) != len(before):
        return None  # a number before the card that no count fact holds (swallowed by a longer span)
    after = [f for f in counts if f.start > card.end]
    built = (_combo if card.concept == "combo" else _graveyard)(reading, card, before)
    if built is None:
        return None
    payload, told = built
    if any(_n(f) != told + 1 for f in after):
        return None  # 「このスペルが4枚目」: only the told count with the card itself added
    return BuiltScenario(
        f"{GAME}.planned_notation",
        payload,
        story(_head, types=("condition", "condition_unmet"), limit=1),
        _notes(card.concept),
    )


def _combo(reading: Reading, card: Fact, before: list[Fact]) -> tuple[dict[str, Any], int] | None:
    """The cards played before the notation's card: the numbers said of plays, or its ordinal."""
    plays = [f for f in reading.of(Role.ACTION) if f.start < card.start]
    ordinals = [f for f in before if f.concept == "ordinal"]
    amounts = [f for f in before if f.concept != "ordinal"]
    for f in amounts:  # each number is said of a play that follows it in its sentence
        _, end = sentence(reading, f.start)
        if not any(f.end <= a.start < end for a in plays):
            return None
    played = sum(_n(f) for f in amounts)
    if len(ordinals) > 1 or (not amounts and not ordinals):
        return None
    if ordinals:
        if amounts and _n(ordinals[0]) - 1 != played:
            return None
        played = _n(ordinals[0]) - 1
    if played < 0 or _GRAVEYARD in reading.text:
        return None
    on_field = sum(_n(f) for f in amounts if f.role is Role.QUANTITY)  # 「フォロワー1枚プレイして」
    if on_field > 4:
        return None
    player1: dict[str, Any] = {
        "played": played,
        "hand": [_card(card, "follower")],
        "field": [
            {"id": f"p{i}", "name": "このターンに出したフォロワー", "summoning_sick": True}
            for i in range(on_field)
        ],
    }
    return {"turn": 3, "player1": player1, "actions": [{"type": "play", "card": "c"}]}, played


def _graveyard(reading: Reading, card: Fact, before: list[Fact]) -> tuple[dict[str, Any], int] | None:
    """The asker's graveyard: its spells and its other cards, each number said of one kind."""
    at = reading.text.find(_GRAVEYARD)
    if at < 0 or at > card.start or "相手の墓場" in reading.text or (before and before[0].start < at):
        return None
    spells = others = 0
    for f in before:
        kind = _KIND.search(reading.text[sentence(reading, f.start)[0] : f.start])
        noun = kind.group(1) if kind else None
        if f.role is Role.QUANTITY:  # 「墓場に…フォロワー4枚」 (sve.jsonl graveyard, or a field count)
            noun = "フォロワー" if f.concept in ("graveyard", "field_count") else None
            noun = "カード" if f.concept == "graveyard_cards" else noun  # 「墓場にカードが7枚」: unsaid kinds
        if noun is None or (noun == "カード" and card.concept == "spell_chain"):
            return None  # cards of unsaid kinds: how many are spells is not told
        if noun == "スペル":
            spells += _n(f)
        else:
            others += _n(f)
    if not before:
        return None
    told = spells if card.concept == "spell_chain" else spells + others
    player1 = {"graveyard": others, "graveyard_spells": spells, "hand": [_card(card, "spell")]}
    return {"turn": 3, "player1": player1, "actions": [{"type": "play", "card": "c"}]}, told


def _n(f: Fact) -> int:
    return f.value if isinstance(f.value, int) else 0


def _card(card: Fact, kind: str) -> dict[str, Any]:
    name = f"【{_NAMES[card.concept]}{card.value}】を持つカード"
    return {"id": "c", "name": name, "kind": kind, "cost": 1, card.concept: card.value}


def _notes(key: str) -> tuple[str, ...]:
    common = "カードのコストは指定がないので1(PPは足りる)と仮定。"
    if key == "combo":
        return (common, "【コンボ】のカードの種類は指定がないのでフォロワーと仮定(条件には関わりません)。")
    return (common, "墓場のカードは自分の墓場のものと仮定(相手の墓場は数えません)。")


def _head(sim: SimulationResult) -> str:
    event = next((e for e in sim.events if e.type in ("condition", "condition_unmet")), None)
    if event is None:
        return ""
    return event.text.replace("条件を満たしています", "条件を満たしています(テキストが適用されます)")
