"""How many times a 「…がカードを1枚ドローするたび」 triggered ability triggers (10.14.1): a draw of N
cards is N single draws (10.8.2), each meeting the condition of the player its text names.

From the reading: the quote holding the condition — whose draw (「あなたが」 its controller, 「相手が」 the
other player, 「プレイヤーが」 either) and, when the quote tells it, its damage or draw (run as told;
none told, the ability does nothing the count depends on) — the player whose card holds it (「自分の
ルーラーに」「相手の場に」: said, never assumed: whose it is decides whether the asker's draw meets
「あなたが」), the one draw told outside the quote and its drawer. Asked: 「何回誘発する?」「誘発は何回?」.
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_ability_lost import ability_removed
from service.answering.plans.fow_common import built, clause_before, of, owner_in, quoted, seats
from service.answering.plans.fow_draw_trigger import _drawer
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

# the condition as the whole quote or its head: 「あなたがカードを1枚ドローするたび」(、…)
_CONDITION = re.compile(
    r"[「『]\s*((?:いずれかの|各|どちらかの)?\s*プレイヤー|(?:対戦)?相手\s*(?:プレイヤー)?|あなた|自分)\s*(?:が|は)\s*"
    r"(?:カード\s*を)?\s*(?:1|１|一)\s*枚\s*(?:ドロー\s*する|引く)\s*(?:たび|度に|ごとに)\s*(?:に)?\s*([、,][^「」『』]*)?[」』]"
)
_WHOSE = {"あなた": "you", "自分": "you"}
# 「何回誘発する?」「誘発は何回?」「何回発動?」
_COUNT_ASKED = re.compile(
    r"何\s*回\s*(?:誘発|発動)|(?:誘発|発動)\s*(?:は|する\s*の\s*は)?\s*(?:合計)?\s*何\s*回"
)
# the draw's effect told countered, negated or only tried (audit 11c: 2 had been stated for 0)
_NOT_DONE = re.compile(r"打ち消|無効|(?:よ|お)うと\s*した|できなかった|失敗")
# 「…何回?相手のライフは?」: a second asking sentence after the count's
_SECOND_ASK = re.compile(r"[?？。]\s*[^?？。]+[?？]")
# the effect after the condition: 「、相手に100ダメージを与える」 (to the controller's opponent)
_DAMAGE = re.compile(
    r"^[、,]\s*(?:対戦)?相手\s*(?:プレイヤー)?\s*に\s*(\d+)\s*(?:点の)?\s*ダメージ\s*を?\s*与える\s*。?$"
)


def trigger_count(reading: Reading) -> BuiltScenario | None:
    text = reading.text
    found = list(_CONDITION.finditer(text))
    ask = _COUNT_ASKED.search(text)
    if (
        len(found) != 1
        or ask is None
        or not any(a.start <= ask.end() and ask.start() <= a.end for a in reading.asks())
    ):
        return None
    if sum(a.concept == "number" for a in reading.asks()) > 1 or _SECOND_ASK.search(text, ask.end()):
        return None  # 「何回誘発して、相手のライフはいくつ?」: a second ask the count does not answer
    m = found[0]
    if _NOT_DONE.search(text, m.end()):
        return None  # 「2枚ドローする効果を使おうとしたけど、相手に打ち消された」: maybe no draw
    if ability_removed(reading, m.end()):
        return None  # 「その能力は失ってる」: the ability told gone or negated (not run)
    word, effect = m.group(1), m.group(2) or ""
    whose = _WHOSE.get(word) or ("any" if "プレイヤー" in word and "相手" not in word else "opponent")
    trig: dict[str, Any] = {"on": "draw", "whose": whose}
    if effect:
        dealt = _DAMAGE.match(effect)
        if dealt is None:
            return None  # an effect other than damage to the opponent: not read
        trig |= {"damage": int(dealt.group(1)), "to": "opponent"}
    quote = (m.start(), m.end())
    start, _ = clause_before(reading, Fact(quote[0], quote[0], "", Role.NEUTRAL, "quote"))
    holder = owner_in(reading, start, quote[0])
    if holder not in OTHER_OWNER:
        return None  # whose ability it is decides whether the asker's draw meets 「あなたが」
    outside = [f for f in of(reading, Role.ACTION) if not quote[0] <= f.start < quote[1] and not f.negated]
    draws = [f for f in outside if f.concept == "draw" and f.end <= ask.start()]
    if len(draws) != 1 or any(f.concept not in ("draw", "use") for f in outside if f.end <= ask.start()):
        return None
    if of(reading, Role.KEYWORD) or of(reading, Role.STATE) or of(reading, Role.QUANTITY):
        return None
    if any(not quote[0] <= n.start < quote[1] for n in of(reading, Role.NUMBER)):
        return None  # a bare number outside the card text: a count no fact reads
    if any(
        f.concept not in ("effect", "trigger")
        for f in of(reading, Role.MODIFIER)
        if quoted(reading, f) is None
    ):
        return None
    told = draws[0]
    if not isinstance(told.value, int) or not 1 <= told.value <= 20:
        return None
    drawer = _drawer(reading, told)
    if drawer not in (None, *OTHER_OWNER):
        return None
    notes = [
        "誘発能力を持つカードは種類が書かれていないので、防御力を持たない場のカードとしています。",
        "誘発した能力は、誰も対応せず1つずつ解決されるものとしています。",
        "デッキの枚数は書かれていないので、引く枚数より多い20枚としています。",
    ]
    if drawer is None:
        notes.append("ドローするプレイヤーが書かれていないので、自分としています。")
    drawer = drawer or "self"
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    # the quoted text is the card's (its printed ability: the gate looks for it on a card)
    payload[me[holder]]["field"] = [
        {"id": "trigger", "name": "誘発カード", "kind": "addition", "defense": None, "triggers": [trig],
         "keywords": [m.group(0)[1:-1]]}
    ]  # fmt: skip
    payload[me[drawer]]["deck"] = 20
    payload["operations"] = [{"kind": "draw", "player": me[drawer], "n": told.value}]

    def head(sim: SimulationResult) -> str:
        fired = sum(1 for e in sim.events if e.type == "trigger")
        return f"この能力は{fired}回誘発します(1枚ずつのドロー{told.value}回のうち、条件を満たしたもの)"

    return built("trigger_count", payload, head, notes, me["self"])
