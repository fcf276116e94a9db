"""ニンジャスレイヤーTCG plan: a damage check reveals a character whose ウケミ is 「これがエントリーする!」 —
does it enter? 1104.4: the revealed card's ウケミ is entered, and it may not be declined (only a
‘(コスト):(効果)’ ウケミ may, 1104.4a); 1211.2b: a ウケミ that only enters its own card enters the card
itself, and 1211.2b-1 / 1313.1a-1: without paying its コスト — so the エテル (all オジギ or none)
does not matter; resolved, it is put onto its controller's field (1205.1c-1).

Built from the facts: an アイサツ whose damage checks the question places on one side (「相手のアイサツで
自分がダメチェ」: the asker's; 「自分のアイサツで相手がダメチェ」: the opponent's), the ウケミ quoted as
「これがエントリーする!」, the revealed card's コスト, the checked player's エテル (optional), and the card's
entry asked (「場に出てくる?」「エントリーされる?」). A ウケミ with a cost, a ウケミ denied, another
keyword, or any count but the エテル declines.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.ninjaslayer_base import GAME, asks, quantities
from service.answering.reading.model import Fact, Reading, Role, asked_action
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.ninjaslayer_read import PLAYER1, PLAYER2, Sides, cards_in, tell
from service.engine.scenario import SimulationResult

# 「ウケミ「これがエントリーする!」を持った」「「これがエントリーする!」のウケミ」: the self-entry ウケミ
_SELF_ENTRY = re.compile(
    r"ウケミ\s*(?:能力)?\s*(?:の|が|は|で|って)?\s*[「『]\s*(?:これ|このカード|このキャラ(?:クター)?)\s*(?:が|を)\s*"
    r"エントリー\s*(?:する|させる)\s*[!！]?\s*[」』]"
    r"|[「『]\s*(?:これ|このカード|このキャラ(?:クター)?)\s*(?:が|を)\s*エントリー\s*(?:する|させる)\s*[!！]?\s*[」』]"
    r"\s*(?:の|って|っていう|という)?\s*ウケミ"
)
_THEIRS = re.compile(
    r"相手の\s*(?:[^。、?？]{0,12})?アイサツ|アイサツ\s*(?:を)?\s*(?:食ら|くら|受け|され|もらっ)"
)
_MINE = re.compile(
    r"(?:自分|俺|私|こっち)の\s*(?:[^。、?？]{0,12})?アイサツ|相手(?:プレイヤー)?(?:本体)?に\s*(?:[^。、?？]{0,6})?アイサツ"
)
_ACTS = ("aisatsu", "attacked", "play", "ikusa")
_STATES = ("rested", "active")
NOTE = (
    "アイサツしたキャラの工作力は書かれていないので1とし、ウケミを持つカードを1回目のダメージチェックで"
    "めくれるカードとしています。エテルやコストの枚数が書かれていない場合は既定の数です"
    "(場に出るかどうかはこれらによりません)。"
)


def _fits(f: Fact) -> bool:
    if f.role in (Role.ASK, Role.OWNER, Role.NEUTRAL, Role.TERM):
        return True
    if f.role is Role.TURN:
        return f.concept in ("opponent_turn", "self_turn") and not f.negated
    if f.negated:
        return False
    if f.role is Role.ACTION:
        return f.concept in _ACTS
    if f.role is Role.KEYWORD:
        return f.concept == "ウケミ"
    if f.role is Role.MODIFIER:
        return f.concept == "ukemi_self_entry"
    if f.role is Role.STAT:
        return f.concept == "cost" and isinstance(f.value, int)
    if f.role is Role.CARD:
        return f.concept == "character"
    if f.role is Role.STATE:
        return f.concept in _STATES
    if f.role is Role.QUANTITY:
        return f.concept == "etel" and isinstance(f.value, int)
    return False


def ukemi_enters(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    if len(re.findall(r"[?？]", text)) > 1:
        return None  # 「場に出てくる?そのキャラはすぐアイサツしてくる?」: 'yes' answers the first ask only
    if asks(reading) != "can" or not all(_fits(f) for f in reading.facts):
        return None
    if len(_SELF_ENTRY.findall(text)) != 1 or len(reading.of(Role.KEYWORD)) != 1:
        return None
    if len(reading.of(Role.MODIFIER)) != 1:
        return None  # the quote read whole (ukemi_self_entry)
    asked = asked_action(reading)
    if asked is None or asked.concept != "play" or asked.start < quote_end(text):
        return None  # 「このキャラはこのターンにアイサツできる?」 asks another action than its entry
    if any(f.concept != "can" for f in reading.asks()):
        return None  # 「オジギ状態で出てくる?」: its state asked (303.1a), not whether it enters
    if not reading.of(Role.CARD) or any(
        f.role is Role.TERM and f.concept == "kotodama" for f in reading.facts
    ):
        return None  # a コトダマ is put into the オヒガン when it resolves (1205.1c-2), on no field
    if not any(f.concept in ("aisatsu", "attacked") for f in reading.of(Role.ACTION)):
        return None
    costs = reading.of(Role.STAT)
    if len(costs) > 1:
        return None
    theirs, mine = bool(_THEIRS.search(text)), bool(_MINE.search(text))
    if theirs == mine:
        return None  # whose damage checks reveal the card is not read
    # the アイサツ is the turn player's (704.1, player1's in the engine); the checks the other's
    attacker, checked = PLAYER1, PLAYER2
    asker = checked if theirs else attacker
    if any(f.concept != ("self" if theirs else "opponent") for f in _owners_after_quote(reading)):
        return None  # 「相手の場に出る?」 of the asker's own check: the card goes to its controller's field
    etel = _etel(reading, asker)
    if etel is None or (etel and asker != checked):
        return None  # the asker's own エテル told while the checks are the other player's
    cost = int(costs[0].value or 0) if costs else 1
    card = {
        "id": "u",
        "name": "ウケミ「これがエントリーする!」を持つキャラ",
        "cost": cost,
        "keywords": ["ウケミ"],
    }
    payload: dict[str, Any] = {
        "phase": "ikusa",
        attacker: {"field": [{"id": "a", "name": "アイサツしたキャラ", "kousaku": 1}]},
        checked: {"deck_top": [card], **etel},
        "actions": [{"kind": "aisatsu", "player": attacker, "attacker": "a", "target": checked}],
    }
    other = PLAYER1 if asker == PLAYER2 else PLAYER2
    who = Sides(asker, {asker: "自分", other: "相手"})

    def head(sim: SimulationResult) -> str:
        there = any(c.get("uid") == "u" for c in cards_in(sim, checked, "field"))
        if not there:
            return "そのキャラは場に出ません"
        return (
            f"出てきます。ウケミでカード自身をエントリーする場合はコストを支払わないので(1211.2b-1)、"
            f"コスト{cost}でもエテルに関係なくエントリーされ、解決されて{who.name(checked)}の場に出ます"
        )

    notes = (NOTE,)
    types = ("damage_check_placed", "move", "entry")
    return BuiltScenario(f"{GAME}.plan.ukemi_enters", payload, tell(head, who, types, 4), notes)


def _owners_after_quote(reading: Reading) -> list[Fact]:
    """The owner words after the quoted ウケミ (「そのキャラは相手の場に出る?」「自分のエテルは…」): each
    must name the checked player, whose field the card enters (1205.1c-1)."""
    end = quote_end(reading.text)
    return [f for f in reading.of(Role.OWNER) if f.start >= end]


def quote_end(text: str) -> int:
    """Where the quoted ウケミ ends (the entry asked comes after it, never the quote's own エントリー)."""
    m = _SELF_ENTRY.search(text)
    return m.end() if m is not None else len(text)


def _etel(reading: Reading, asker: str) -> dict[str, int] | None:
    """The checked player's エテル as told (「エテルは全部オジギ済み」「縦のエテル0枚」), else none;
    None when it is another player's or cannot be read."""
    counts = quantities(reading, asker) or {}
    if any(c != "etel" for _s, c in counts):
        return None
    states = [f for f in reading.of(Role.STATE) if not f.negated]
    n = next(iter(counts.values()), None)
    if len(states) > 1 or len(counts) > 1:
        return None
    if not states:
        return {"etel": n} if n is not None else {}
    key = "etel_bowed" if states[0].concept == "rested" else "etel"
    return {key: n if n is not None else 3}
