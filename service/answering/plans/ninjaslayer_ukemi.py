"""ニンジャスレイヤーTCG plan: an アイサツ to a player whose damage checks reveal a card with a ウケミ
printed as an effect (「1枚ドロー」のウケミ, no cost) — the damage checks of the attacked player (1003.2:
工作力 N places N checks), the ウケミ card's ability enters and resolves (1211.2c, 1205.1d: the
draw) and its card goes to the オヒガン, never the ダメージ・ゾーン (1104.4c, 1211.4); the other
revealed cards go to the ダメージ・ゾーン (1104.3). Asked: the ダメージ・ゾーン's count or the winner.

Built from the facts: the question's one stat, a 工作力 (the attacker's, 「工作力3のキャラ」「工作力3の
アイサツ」; whose it is decides the seats: the opponent's アイサツ, or one the asker 「食らった」, makes
the asker the attacked player), the attacked player's
ダメージ・ゾーン, one card said to have ウケミ with the draw the question gives it, the others said to
have none (else the documented default: no ウケミ). Every bare number must be the checks' count,
the ウケミ cards' count (1) or the rest's; an ordinal right before the ウケミ is its check's place
(else the last: the count does not depend on it, named in notes). A ウケミ with a cost (1104.4a: one
may choose not to enter it), a deck the checks and the draw could empty, or anything else told
declines the plan (a deck told with enough cards is the attacked player's, its rest under the checks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, UNOWNED_NOTE, asks, quantities, seat
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import (
    PLAYER1,
    PLAYER2,
    Sides,
    cards_in,
    result,
    tell,
)
from service.engine.scenario import SimulationResult

_ACTS = ("aisatsu", "attacked", "draw", "play")
REST_NOTE = (
    "ウケミ能力を持つと書かれたカード以外にめくれるカードは、"
    "ウケミ能力を持たないものとしてシミュレーションしています。"
)
DECK_NOTE = (
    "山札の枚数は書かれていないため、ダメージチェックとドローに足りる枚数(20枚)があるものとしています。"
)
PLACE_NOTE = (
    "ウケミ能力を持つカードが何回目のダメージチェックでめくれたかは書かれていないため、最後のチェックとして"
    "シミュレーションしています(ダメージ・ゾーンに置かれる枚数はこれによりません)。"
)
_BEFORE_KEYWORD = re.compile(
    r"\s*(?:枚|回|つ)?\s*(?:目)?\s*(?:だけ|のみ)?\s*[、,]?\s*[はがもの]?\s*(?:[「『][^」』]*[」』]\s*(?:っていう|って|の)?\s*)?"
)
_LISTED = re.compile(r"\s*(?:と|、|,)\s*")
_SENTENCE = re.compile(r"[。?？!！](?![」』])")  # 「カードを1枚ドローする。」 ends no sentence
# 「2枚とも」「全部」「どっちも」: said of the ウケミ card, every revealed card
_ALL = re.compile(r"とも|全部|全て|すべて|両方|どっちも|どちらも|いずれも")
# 「1枚だけウケミ持ち」: the one card told, so the rest have none
_ONLY = re.compile(r"だけ|のみ|しか")
# 「…が1枚ずつ」: one card of each kind told before it
_EACH = re.compile(r"\s*(?:枚|回|つ)?\s*ずつ")
_RECEIVED = re.compile(r"\s*を?\s*(?:食ら|くら|喰ら|受け|もらっ|殴られ|され)")


def _same_sentence(text: str, a: int, b: int) -> bool:
    lo, hi = min(a, b), max(a, b)
    return not _SENTENCE.search(text, lo, hi)


def _keyword_after(text: str, n: Fact, said: dict[int, Fact], ordinals: dict[int, Fact]) -> Fact | None:
    """The ウケミ fact a number is said of (「2枚目はウケミ持ち」); an ordinal listed with the next
    (「2枚目と3枚目はウケミ無し」) shares its word only when that word denies the ウケミ."""
    m = _BEFORE_KEYWORD.match(text, n.end)
    word = said.get(m.end()) if m is not None else None
    if word is None and n.concept == "ordinal":
        joined = _LISTED.match(text, n.end)
        later = ordinals.get(joined.end()) if joined is not None else None
        if later is not None:
            word = _keyword_after(text, later, said, ordinals)
            return word if word is not None and word.negated else None
    return word


@dataclass(frozen=True, slots=True)
class Unentered:
    """A ‘(コスト):(効果)’ ウケミ told left unentered (`ninjaslayer_ukemi_cost`): its エテル cost, whether
    the checked player declined it (1104.4a) or could not pay it (1104.4b), and the quote read whole."""

    cost: int
    declined: bool
    read: tuple[tuple[int, int], ...]  # the quote and the words of the choice, read whole


def ukemi_checks(reading: Reading) -> BuiltScenario | None:
    return checks_plan(reading, None)


def checks_plan(reading: Reading, unentered: Unentered | None) -> BuiltScenario | None:
    """`ukemi_checks`, with `unentered` the told choice of a cost ウケミ (its words left out of `reading`)."""
    kind = asks(reading)
    if kind not in ("number", "winner") or reading.of(Role.STATE):
        return None
    turns = {f.concept for f in reading.of(Role.TURN) if not f.negated}
    if (
        turns - {"self_turn", "opponent_turn"}
        or len(turns) > 1
        or any(f.negated for f in reading.of(Role.TURN))
    ):
        return None  # one turn told, whose アイサツ it is (704.1), checked below
    text = reading.text
    acts = reading.of(Role.ACTION)
    if any(f.negated or f.concept not in _ACTS for f in acts):
        return None
    attacks = [f for f in acts if f.concept in ("aisatsu", "attacked")]
    draws = [f for f in acts if f.concept == "draw"]
    ukemi = [f for f in reading.of(Role.KEYWORD) if f.concept == "ウケミ" and not f.negated]
    if not attacks or len(ukemi) != 1 or len(draws) != 1 or not isinstance(draws[0].value, int):
        return None
    if any(f.concept != "ウケミ" for f in reading.of(Role.KEYWORD)):
        return None
    held, draw = ukemi[0], draws[0]
    start = max(text.rfind(c, 0, held.start) for c in "。?？!！") + 1
    # 「めくれた2枚ともウケミ持ち」「全部ウケミ付き」: every check's card has one (none told without)
    every = bool(_ALL.search(text, start, held.start))
    if every and any(f.negated for f in reading.of(Role.KEYWORD)):
        return None
    rest_told = (
        every or any(f.negated for f in reading.of(Role.KEYWORD)) or _ONLY.search(text, start, held.start)
    )
    if not _same_sentence(text, held.start, draw.start) or draw.start < attacks[0].start:
        return None  # the draw told is the ウケミ's effect, after the アイサツ
    if any(f.concept in ("cost", "コスト") and not f.negated for f in reading.facts):
        return None  # a ‘(コスト):(効果)’ ウケミ may be left unentered (1104.4a): a choice
    # the attacker: its one stat, 工作力 (「相手の工作力3のキャラ」「工作力3のアイサツ」); a card noun
    # only right after it — the ウケミ is a revealed card's, no character's
    stats = reading.of(Role.STAT)
    if len(stats) != 1 or stats[0].concept != "kousaku":
        return None
    power = stats[0]
    if not isinstance(power.value, int):
        return None
    for noun in reading.of(Role.CARD):
        if noun.start < power.end or not re.fullmatch(r"の?", text[power.end : noun.start]):
            return None
    owner = power.owner or next((n.owner for n in reading.of(Role.CARD) if n.owner is not None), None)
    checks = power.value
    # 「ダメチェック3回」: the checks' count
    if any(f.concept not in ("repeat", "checks") or f.value != checks for f in reading.of(Role.MODIFIER)):
        return None
    # 「残り2枚はウケミ無し」: the cards without ウケミ are the rest of the checks
    if any(
        f.negated and isinstance(f.value, int) and f.value != checks - 1 for f in reading.of(Role.KEYWORD)
    ):
        return None
    first = attacks[0]
    received = first.concept == "attacked" or owner == "opponent" or bool(_RECEIVED.match(text, first.end))
    if owner == "self" and received:
        return None
    if turns and turns != {"opponent_turn" if received else "self_turn"}:
        return None  # 「自分のターン」 of the other player's アイサツ: not the turn player's (704.1)
    mine = PLAYER2 if received else PLAYER1  # the player who アイサツs is the turn player (704.1)
    if seat(owner, mine) not in (None, PLAYER1):
        return None
    counts = quantities(reading, mine)
    if counts is None or (PLAYER2, "damage_zone") not in counts:
        return None
    deck = counts.pop((PLAYER2, "deck"), None)
    if any(concept not in ("damage_zone", "hand", "etel") for (_w, concept) in counts):
        return None  # the attacker's deck told, or another count
    if deck is not None and deck < checks + int(draw.value or 0):
        return None  # a deck the checks and the draw could empty: their order decides (1002.2)
    # numbers: a card count or place said right before a ウケミ (「2枚目はウケミ持ち」「1枚だけウケミ
    # 持ち」「残り2枚はウケミ無し」) is that card's; any other bare number is the checks' count
    said = {f.start: f for f in reading.of(Role.KEYWORD)}
    ordinals = {f.start: f for f in reading.of(Role.NUMBER) if f.concept == "ordinal"}
    place = checks - 1
    for n in reading.of(Role.NUMBER):
        if not isinstance(n.value, int):
            return None
        if _EACH.match(text, n.end):  # 「ウケミ持ちとウケミなしが1枚ずつ」: one of each of the two checks
            if n.value != 1 or checks != 2 or every or not rest_told:
                return None
            continue
        word = _keyword_after(text, n, said, ordinals)
        if n.concept == "ordinal":
            if every or word is None or not 1 <= n.value <= checks:
                return None  # 「1枚目と2枚目がウケミ持ち」: more than the one card this plan places
            if word is held:
                place = n.value - 1
        elif word is held:
            if n.value != 1:
                return None  # 「2枚がウケミ持ち」: more than one ウケミ card
        elif word is not None:
            if n.value != checks - 1:
                return None  # the cards without ウケミ are the rest of the checks
        elif n.value != checks:
            return None
    if checks > 1 and not rest_told:
        return None  # the other revealed cards' ウケミ never told: a default would decide the count
    top: list[dict[str, Any]] = [{"name": f"ウケミ能力を持たないカード{i + 1}"} for i in range(checks)]

    if unentered is not None and every:
        return None  # one cost ウケミ card told: each card's own choice is not read

    def held_card(i: int) -> dict[str, Any]:
        paid = f"{unentered.cost}エテルを支払う:" if unentered is not None else ""
        card: dict[str, Any] = {
            "name": f"「{paid}{draw.value}枚ドロー」のウケミを持つカード{i + 1 if every else ''}",
            "keywords": ["ウケミ"],
            "ukemi_effects": [{"effect": "draw", "amount": draw.value, "timing": "kotodama"}],
        }
        if unentered is not None:
            card["ukemi_cost"] = unentered.cost
        return card

    if every:  # each ウケミ's draw (1205.1d) takes the cards above the next check's, told ウケミ too
        drawn = [{"name": "ウケミで引かれるカード"}] * int(draw.value or 0)
        top = [c for i in range(checks) for c in [held_card(i), *(drawn if i < checks - 1 else [])]]
    else:
        top[place] = held_card(place)
    payload: dict[str, Any] = {
        "phase": "ikusa",
        PLAYER1: {"field": [{"id": "a", "name": "アイサツするキャラ", "kousaku": checks}]},
        PLAYER2: {"deck_top": top},
        "actions": [{"kind": "aisatsu", "player": PLAYER1, "attacker": "a", "target": PLAYER2}],
    }
    for (where, concept), count in counts.items():
        payload.setdefault(where, {})[concept] = count
    # 「デッキはまだ20枚以上ある」: enough for every check and the draw — the rest of the deck under them
    if deck is not None:
        payload[PLAYER2]["deck"] = deck - checks
    notes = [REST_NOTE] if deck is not None else [REST_NOTE, DECK_NOTE]
    if unentered is not None:
        notes.extend(_unentered(payload, unentered))
    if checks > 1 and not every and not any(n.concept == "ordinal" for n in reading.of(Role.NUMBER)):
        notes.append(PLACE_NOTE)
    if any(f.owner is None for f in reading.of(Role.QUANTITY)):
        notes.append(UNOWNED_NOTE)
    other = PLAYER1 if mine == PLAYER2 else PLAYER2
    who = Sides(mine, {mine: "自分", other: "相手"})

    def head(sim: SimulationResult) -> str:
        over = result(sim, who)
        zone = len(cards_in(sim, PLAYER2, "damage"))
        fate = "ウケミ能力が解決された後オヒガンに置かれ"
        if unentered is not None:
            why = (
                "ウケミ能力をエントリーしないことを選んだので(1104.4a)"
                if unentered.declined
                else "コストを支払えずウケミ能力をエントリーできないので(1104.4b)"
            )
            fate = f"{why}、チェック・ゾーンからオヒガンに置かれ"
        said = (
            f"{who.name(PLAYER2)}のダメージチェックは{checks}回行われ、ウケミ能力を持つカードは{fate}"
            f"(ダメージ・ゾーンには置かれません)、{who.name(PLAYER2)}のダメージ・ゾーンは{zone}枚になります"
        )
        if kind == "winner":
            return over or f"{said}。10枚に達していないので、まだ勝敗は決まっていません"
        return f"{said}。{over}" if over else said

    types = ("aisatsu", "damage_check_placed", "ukemi", "resolve", "draw", "move", "game_over")
    if unentered is None:
        return BuiltScenario(f"{GAME}.plan.ukemi_checks", payload, tell(head, who, types, 8), tuple(notes))
    told = tell(head, who, types, 8)
    return BuiltScenario(f"{GAME}.plan.ukemi_unentered", payload, told, tuple(notes), unentered.read)


ETEL_NOTE = (
    "ダメージチェックを受けたプレイヤーのエテルの枚数は書かれていないため、ウケミのコストを支払える縦向きの"
    "エテルがあるものとしています(エントリーしないことを選んだので、結果はこれによりません)。"
)
BOWED_NOTE = (
    "横向きのエテルの枚数は書かれていないため、コストと同じ枚数としています"
    "(縦向きのエテルがなくコストを支払えないので、結果はこれによりません)。"
)


def _unentered(payload: dict[str, Any], unentered: Unentered) -> list[str]:
    """The checked player's エテル and choice for a cost ウケミ told left unentered: declined — an
    upright エテル that could pay, and the choice not to enter it scripted (1104.4a); unpaid — no
    upright エテル (1104.4b: the engine puts the card into the オヒガン)."""
    checked = payload.setdefault(PLAYER2, {})
    if not unentered.declined:
        told = "etel" in checked
        checked.setdefault("etel", 0)
        if checked["etel"] >= unentered.cost:  # 「エテル2枚は全部横向き」: the told エテル, none upright
            checked["etel_bowed"], checked["etel"] = checked["etel"], 0
        if told:
            return []
        checked["etel_bowed"] = unentered.cost
        return [BOWED_NOTE]
    notes = [] if "etel" in checked else [ETEL_NOTE]
    checked.setdefault("etel", unentered.cost)
    payload["actions"].append({"kind": "ukemi", "player": PLAYER2, "use": False})
    return notes
