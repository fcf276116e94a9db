"""Damage ‘《名称》カウンター1個につき’ (10.6.4.1, 10.21.1.2): 「このカードの上の魔力カウンター1個につき
200ダメージを与える」 counts every counter of that name on the card — counters of one name are one
counter whatever effect put them (「カードAの効果で2個、カードBの効果で1個」 is 3) — and deals the
per-count amount times that count as ONE instance.

From the reading: the quote 「この(カード|リゾネイター)の上の《X》カウンター1個につきNダメージ」, each count
of X told outside it (「「魔力カウンター」が2個」; one put each, in order), counts of other names told
the same way (put too, not counted), the one card named outside card text that holds them (its
owner: the effect's controller), and the player it is used on (「相手プレイヤーに使った」, or the quote's
「相手プレイヤーに」). Asked: the damage (「何点?」) or that player's life, told. A part of a count told
apart (「そのうち1個は」) or a total said (「合計3個」) declines — which counts add up is then not read.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import (
    WORD,
    another_card,
    asked,
    built,
    clause_before,
    counter,
    of,
    quoted,
    seats,
)
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

# 「このカードの上の魔力カウンター1個につき200ダメージ」「このリゾネイターに置かれた《氷》カウンター1つに
# つき」
_PER = re.compile(
    r"この\s*(?:カード|リゾネイター|J/リゾネイター)\s*(?:の上|に置かれている|に置かれた|に乗っている|に乗ってる)?\s*の?\s*"
    r"[《「『]?(?<![ァ-ヺー一-龯A-Za-z])([ァ-ヺー一-龯A-Za-z]{1,8})[》」』]?\s*カウンター\s*[1１一]\s*(?:個|つ)\s*につき\s*、?\s*"
    r"(?:(?:対象の|その)?\s*(?:相手)?\s*プレイヤー\s*に\s*、?\s*)?(\d+)\s*(?:点の)?\s*ダメージ"
)
# a count of counters told: 「「魔力カウンター」が2個」「魔力カウンターを1個置いた」「《氷》カウンター2つ」
_TOLD = re.compile(
    r"[《「『]?(?<![ァ-ヺー一-龯A-Za-z])([ァ-ヺー一-龯A-Za-z]{1,8})[》」』]?\s*カウンター\s*[」』》]?\s*(?:が|を|は)?\s*(\d+)\s*(?:個|つ)"
)
# 「何点与える?」「何点のダメージ?」「何ダメージ?」: the amount the effect deals asked
_DEALT = re.compile(r"何\s*点\s*(?:の\s*ダメージ\s*(?:を)?)?\s*(?:与え|になる|入る|飛ぶ)|何\s*ダメ")
_PARTS = re.compile(r"うち|合計|全部で|計\s*\d|トータル|あわせて|合わせて|併せて")
_AT_PLAYER = re.compile(r"(相手|自分|あなた)\s*(?:プレイヤー)?\s*に\s*(?:向けて)?\s*(?:使|撃|打|与え|起動)")


def _target(text: str, quote: tuple[int, int], controller: str) -> str | None:
    """The player it is used on: marked に outside the quote (「相手プレイヤーに使った」), else the quote's
    own 「相手プレイヤーに」 (the controller's opponent); a card or nothing said: None."""
    outside = text[: quote[0]] + "\0" * (quote[1] - quote[0]) + text[quote[1] :]
    said = {m.group(1) for m in _AT_PLAYER.finditer(outside)}
    if len(said) == 1:
        word = said.pop()
        return "opponent" if word == "相手" else "self"
    if not said and re.search(r"相手\s*(?:プレイヤー)?\s*に", text[quote[0] : quote[1]]):
        return OTHER_OWNER[controller]
    return None


def per_counter_damage(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    text = reading.text
    found = _PER.search(text)
    if ask is None or found is None or _PARTS.search(text) or len(_PER.findall(text)) != 1:
        return None
    name, each = found.group(1), int(found.group(2))
    quote = next(
        (
            (m.start(), m.end())
            for m in re.finditer(r"[「『][^「」『』]*[」』]", text)
            if m.start() < found.start() < m.end()
        ),
        None,
    )
    if quote is None:
        return None
    # every count of counters told outside the effect's quote (a quoted name is read whole:
    # 「「魔力カウンター」が2個」)
    blanked = text[: quote[0]] + "\0" * (quote[1] - quote[0]) + text[quote[1] :]
    puts = [(m.group(1).strip("「『《"), int(m.group(2))) for m in _TOLD.finditer(blanked)]
    if not any(n == name for n, _ in puts) or any(v <= 0 or v > 100 for _, v in puts):
        return None
    if any(not quote[0] <= n.start < quote[1] for n in of(reading, Role.NUMBER)):
        return None  # a bare number outside the effect's text: a count no fact reads
    if another_card(reading):
        return (
            None  # 「リゾネイターAに2個、リゾネイターBに1個」: the counters of another card are not counted
        )
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    owners = {c.owner for c in cards} - {None}
    a_start, _ = clause_before(reading, ask)
    life_asked = "ライフ" in text[a_start : ask.end + 4]
    # 「何点与える?」: the amount dealt depends on no owner or target (a player's life asked does)
    amount_asked = not life_asked and _DEALT.search(text, a_start, ask.end + 6) is not None
    if not cards or {c.concept for c in cards} != {"resonator"} or len(owners) > 1:
        return None  # the one resonator the counters are on
    unsaid: list[str] = []
    if not owners and not amount_asked:
        return None  # its owner decides whose opponent 「相手プレイヤーに」 is
    if not owners:
        unsaid.append(
            "持ち主の書かれていないリゾネイターは自分のものとしています(与える点数はこれによりません)。"
        )
    controller = str(owners.pop()) if owners else "self"
    target = _target(text, quote, controller)
    if target is None and amount_asked:
        target = OTHER_OWNER[controller]
        unsaid.append(
            "ダメージを与える対象が質問にないため相手プレイヤーとしています(点数はこれによりません)。"
        )
    if target is None or of(reading, Role.MODIFIER, "reduce_damage", "prevent") or of(reading, Role.KEYWORD):
        return None
    if any(
        f.concept not in ("damage", "use", "put_counter") for f in of(reading, Role.ACTION) if not f.negated
    ):
        return None
    lives = {q.owner: q.value for q in of(reading, Role.QUANTITY) if q.concept == "life"}
    if any(q.concept != "life" for q in of(reading, Role.QUANTITY)) or None in lives:
        return None
    if life_asked and target not in lives:
        return None  # the life after it needs the life before it
    me = seats(reading)
    spec = {"id": "r", "name": cards[0].text, "kind": "resonator"}
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    payload[me[controller]]["field"] = [spec]
    for side, life in lives.items():
        payload[me[str(side)]]["life"] = life
    ops: list[dict[str, Any]] = [
        {"kind": "put_counter", "player": me[controller], "card": "r", "name": n, "n": v} for n, v in puts
    ]
    ops.append({"kind": "deal_damage", "player": me[controller], "targets": [me[target]], "card": "r",
                "per_counter": name, "per_each": each})  # fmt: skip
    payload["operations"] = ops
    notes = ["カウンターは質問に書かれた順に置かれたものとしています(数え方はこれによりません)。", *unsaid]
    seat = me[target]

    def head(sim: SimulationResult) -> str:
        inst = [e for e in sim.events if e.type == "damage_instance"]
        dealt = int(inst[0].data["amount"]) if inst else 0
        held = dealt // each if each else 0
        if life_asked:
            return f"{WORD[target]}のライフは{counter(sim, seat, 'life')}になります({name}カウンター{held}個)"
        return f"与えるダメージは{dealt}点です({name}カウンター{held}個分を1回で与えます)"

    return built("per_counter_damage", payload, head, notes, me["self"])


# 「「魔力カウンター」が2個」: a counter's name quoted alone
_NAME_QUOTED = re.compile(r"[「『《]([^「」『』《》\s0-9]{1,8}?カウンター)[」』》]")
_NAMED = "a counter's name quoted (「「魔力カウンター」が2個」): the name the counters put carry (10.21.1)"


def counter_names(reading: Reading) -> Reading:
    """A counter's name quoted alone is read as that name (a TERM), not unknown card text: the counters
    plans put counters of that name (the quote had been 'unread material' and withheld)."""
    added = tuple(
        Fact(m.start(1), m.end(1), m.group(1), Role.TERM, "counter_name", why=_NAMED)
        for m in _NAME_QUOTED.finditer(reading.text)
    )
    if not added:
        return reading
    facts = tuple(sorted((*reading.facts, *added), key=lambda f: (f.start, f.end)))
    return dataclasses.replace(reading, facts=facts)
