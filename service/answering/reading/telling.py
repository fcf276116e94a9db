"""Told numbers the planner must not count reflected by a coincidence (ninjaslayer audit, round 3).

* 「自分のダメージ・ゾーン9枚、相手も9枚」: the bare 9 after 「相手も」 is the opponent's, of the concept
  the sentence before named; the planner had counted it reflected by the 9 the asker's seat holds
  while the opponent's damage zone stayed 0 — a wrong winner. Such a number is withheld.
* 「カラテ2のキャラでアイサツして、そのあとコトダマで2点」: an amount of damage told is its own
  instance of damage. Where the game's map asks for it (``"amounts": true``), each telling of an
  amount needs a scripted damage of that amount (an action's ``amount``/``counts``) or damage a card
  already has (its ``damage`` field) — not the attacker's カラテ 2, nor the アイサツ's own damage event,
  nor the turn number a phase event carries, which had all met it while the コトダマ was never run.
* 「場にカードが3枚…『フェアリー』を3体出す」: a list of cards reflects the one quantity that names
  it, not a second number of the same value (blind I, sve-bi-13 had played one card and stated 4).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.corrected import corrected_number
from service.answering.reading.drawing import draw_counts
from service.answering.reading.model import Accounted, Fact, Role, Status
from service.engine.events import Event

_LINK = re.compile(r"\s*[もは]\s*")


def elliptical(text: str, told: Sequence[Fact], fact: Fact) -> bool:
    """Whether the bare number `fact` follows an owner word with も/は (「相手も9枚」「向こうは3枚」)."""
    return any(o.role is Role.OWNER and _LINK.fullmatch(text[o.end : fact.start]) is not None for o in told)


def _mappings(node: Any) -> Iterator[Mapping[str, Any]]:
    if isinstance(node, Mapping):
        yield node
        for v in node.values():
            yield from _mappings(v)
    elif isinstance(node, list):
        for v in node:
            yield from _mappings(v)


def _instances(payload: Mapping[str, Any], value: int) -> int:
    """Damage of `value` the scenario carries: each action or card effect with that ``amount`` (「お互いに
    1点ずつ」 is one action's ``counts``), and each card or player already holding that ``damage``."""
    found = 0
    for m in _mappings(payload):
        counts = m.get("counts")
        each = counts.values() if isinstance(counts, Mapping) else ()
        if pl.count(m.get("amount")) == value or any(pl.count(v) == value for v in each):
            found += 1
        if pl.count(m.get("damage")) == value:
            found += 1
    return found


def amount_met(
    fact: Fact, spec: Mapping[str, Any], text: str, told: Sequence[Fact], payload: Mapping[str, Any],
    events: Sequence[Event],
) -> bool:  # fmt: skip
    """Whether the amount of the action `fact` is reflected: by its own instances where the map asks
    for them (``amounts``), else by any number of the payload or the run's events (`payload.holds`).
    ``"amounts": "apart"``: only an amount told apart from an attack — in a quoted card text or in a
    sentence with no attack — needs its own instance; 「殴って2点もらって」 may be the attack's own damage
    (sve audit 9: 「…攻撃した。その後、『相手のリーダーに3ダメージ』のスペルを撃った」 had been met by the
    attacker's 攻撃力 3 and the spell never run)."""
    if spec.get("amounts") == "apart" and not apart_from_attack(fact, told, text):
        return pl.holds(payload, events, int(fact.value or 0))
    if not spec.get("amounts"):
        if fact.concept == "draw" and int(fact.value or 0) in draw_counts(events):
            return True  # 「2枚引かなきゃ」: the cards one player draws, the last from an empty deck
        return pl.holds(payload, events, int(fact.value or 0))
    value = int(fact.value or 0)
    same = [
        f
        for f in told
        if f.role is fact.role and f.concept == fact.concept and f.value == fact.value and not f.negated
        and not pl.asked_amount(text, f)
    ]  # fmt: skip
    # 「アイサツで2ダメージ受けた。さらにコトダマで2ダメージ与えたら」: the tellings an アイサツ dealt are met
    # by its イクサダメージ, the others each by their own scripted instance
    by_attack = sum(1 for f in same if _attack_damage(f, told, text))
    ikusa = min(by_attack, _ikusa_damage(events, value, told, text)) if by_attack else 0
    if _attack_damage(fact, told, text) and by_attack <= ikusa:
        return True
    return _instances(payload, value) >= max(len(same) - ikusa, 1)


_ATTACKS = ("aisatsu", "attacked")
# a damage said of what an effect did (「コトダマで」「能力で」「効果で」), or a quoted text
_BY_EFFECT = re.compile(r"「|『|効果|能力|コトダマ|ジツ")
_IKUSA = re.compile(r"に\s*([0-9]+)\s*点のイクサダメージ")
# 「アイサツしてきたキャラ」「アイサツした自分のキャラ」: an アイサツ naming its card, not one more made
_NAMES_CARD = re.compile(
    r"\s*(?:した|する|してきた|た|る)?\s*(?:自分の|こっちの|うちの|俺の|相手の)?\s*(?:キャラ|ほう|方|やつ|ニンジャ)"
)


def _attack_damage(fact: Fact, told: Sequence[Fact], text: str) -> bool:
    """「…が俺のサツバツ持ち(耐久力4)にアイサツしてきた。俺のキャラは2点食らうだけで生き残る」: an amount
    told after an アイサツ, with nothing between but the attacked card's words — no effect, no other damage
    or act — is that アイサツ's イクサダメージ (ninjaslayer 706.4), met by the run's イクサダメージ of it."""
    made = [f for f in told if f.role is Role.ACTION and f.concept in _ATTACKS and not f.negated
            and not _NAMES_CARD.match(text, f.end)]  # fmt: skip
    attacks = [f for f in made if f.end <= fact.start]
    if fact.concept != "damage" or not attacks or pl.in_question(text, fact) or len(attacks) < len(made):
        return False  # the last アイサツ told (one after it: 「…2点入れた。別のキャラでもう一回アイサツ」)
    attack = attacks[-1]
    between = [
        f for f in told if attack.end <= f.start < fact.start and f.role in (Role.ACTION, Role.MODIFIER)
    ]
    if between or _BY_EFFECT.search(text, attack.end, fact.start) is not None:
        return False
    # 「…俺のキャラにアイサツしてきた。相手のキャラは3点食らった」: the damage is said of another player's
    # card than the one aimed at (706.4b deals it to the アイサツ対象 only) — not that イクサダメージ
    aimed = [
        f for f in told if f.end <= attack.start and re.fullmatch(r"\s*に\s*", text[f.end : attack.start])
    ]
    side = _side(aimed[-1]) if aimed else None
    said = {
        _side(f) for f in told if attack.end <= f.start < fact.start and f.role in (Role.OWNER, Role.CARD)
    }
    return side is None or said <= {side, None}


def _side(fact: Fact) -> str | None:
    """The player a card or owner word names: 'self' / 'opponent' (None when unsaid)."""
    side = fact.concept if fact.role is Role.OWNER else fact.owner
    return side if side in ("self", "opponent") else None


def _ikusa_damage(events: Sequence[Event], value: int, told: Sequence[Fact], text: str) -> int:
    """The イクサダメージ instances of `value` the run dealt (706.4: the アイサツ card's) — none when the run
    made fewer アイサツ than the question tells (a second one told, one run)."""
    made = sum(1 for f in told if f.role is Role.ACTION and f.concept in _ATTACKS and not f.negated
               and not _NAMES_CARD.match(text, f.end))  # fmt: skip
    if sum(1 for e in events if e.type == "aisatsu") < made:
        return 0
    return sum(
        1
        for e in events
        if e.type == "damage"
        and "706.4" in e.rules
        and (m := _IKUSA.search(e.text))
        and int(m.group(1)) == value
    )


_SENTENCE_END = "。!?！？\n"


def apart_from_attack(fact: Fact, told: Sequence[Fact], text: str) -> bool:
    """`fact` is inside a quoted card text (「…」『…』: printed damage is never an attack's, 8.4.9), or
    no attack is told in its sentence."""
    before = text[: fact.start]
    if before.count("「") > before.count("」") or before.count("『") > before.count("』"):
        return True
    start = max(before.rfind(c) for c in _SENTENCE_END) + 1
    ends = [i for i in (text.find(c, fact.end) for c in _SENTENCE_END) if i >= 0]
    end = min(ends, default=len(text))
    attacks = [f for f in told if f.role is Role.ACTION and f.concept == "attack" and not f.negated]
    if _only_amount(fact, told):
        # 「…攻撃した。1ダメージしか受けないから」「…攻撃してきた。1ダメージしか受けないし」: the amount
        # the fight told before deals, said again
        start = 0
        attacks = [f for f in told if f.role is Role.ACTION and f.concept in ("attack", "attacked")
                   and not f.negated]  # fmt: skip
    return not any(start <= f.start < end for f in attacks)


def _only_amount(fact: Fact, told: Sequence[Fact]) -> bool:
    """`fact` is an amount told with しか…ない right after it (「1ダメージしか受けない」
    「1点しかくらわない」): the asker restating what a fight told before deals, whatever sentence the
    attack is in."""
    return any(
        f.role is Role.NEUTRAL and f.concept == "only_amount" and fact.start < f.start <= fact.end + 1
        for f in told
    )


def outnumbered(fact: Fact, told: Sequence[Fact], text: str, payload: Mapping[str, Any]) -> bool:
    """Only lists of cards hold the number's value, and the question's quantities already name each
    of them (「場にカードが3枚」 is the field's 3, not 「『フェアリー』を3体出す」's): one place in
    the scenario reflects one number of the question (blind I, sve-bi-13)."""
    values = [v for _p, _k, v in pl.walk(payload) if pl.count(v) == fact.value]
    if not values or any(not isinstance(v, list) for v in values):
        return False  # a stat or amount may be restated (「7000同士」「もう1体コスト1」)
    named = sum(
        1
        for f in told
        if f.role is Role.QUANTITY and f.value == fact.value and not f.negated
        and not pl.in_question(text, f)
    )  # fmt: skip
    return len(values) <= named


def each_scripted(
    fact: Fact, told: Sequence[Fact], text: str, spec: Mapping[str, Any], payload: Mapping[str, Any]
) -> bool:
    """Each stated telling of an amount (「500ダメージを与え、さらに500ダメージ」; not an asked one:
    「100ダメージを3回?」) is its own scripted action; keys: a printed trigger's effect."""
    count = sum(
        1
        for f in told
        if f.role is fact.role and f.concept == fact.concept and f.value == fact.value and not f.negated
        and not pl.asked_amount(text, f)
    )  # fmt: skip
    value, keys = int(fact.value or 0), set(spec.get("keys", ()))
    return pl.scripted_with(payload, set(spec.get("acts", ())), value, keys) >= count


def loose_number(
    text: str, told: Sequence[Fact], fact: Fact, payload: Mapping[str, Any], events: Sequence[Event]
) -> Accounted:
    """A told number no pattern of the planner explains (`Planner._account`)."""
    # a number no pattern explains is reflected by the scenario's position only: the run's
    # events carry turn numbers, sequence counts and amounts of their own, which matched
    # 「アミュレット2つ」「2点入れといた」「この2体で」 by coincidence (blind G, three wrong
    # verdicts); a number in the asked phrase may be the result the run reaches (「0点として?」)
    asked = pl.in_question(text, fact)
    if corrected_number(text, fact):
        return Accounted(
            fact, Status.NOT_MODELED, note="訂正された数で、どの値を直したのか読み取れませんでした"
        )
    if elliptical(text, told, fact):
        return Accounted(fact, Status.NOT_MODELED, note="その持ち主のどの項目の数か読み取れませんでした")
    if isinstance(fact.value, int) and not asked and outnumbered(fact, told, text, payload):
        # 「場にカードが3枚…『フェアリー』を3体出す」: the field's 3 is the other fact's; one
        # place in the scenario reflects one number of the question (blind I, sve-bi-13)
        note = f"{fact.value} を反映する項目がシナリオにありません"
        return Accounted(fact, Status.NOT_MODELED, note=note)
    if isinstance(fact.value, int) and not asked and _unheld_count(text, fact, payload):
        # 「攻撃力3と攻撃力4のフォロワーで、3体で順番に」: a count of cards is held by a zone of that many
        # cards, not by a 攻撃力 3 (round 13: the unread third attacker had been met by a stat)
        return Accounted(fact, Status.NOT_MODELED, note=f"{fact.value}体のカードがシナリオの場にありません")
    if isinstance(fact.value, int) and not asked and _plays_counted(text, told, fact, payload):
        return Accounted(fact, Status.USED, note="シナリオで同じカードをその数だけプレイしています")
    if isinstance(fact.value, int) and pl.holds(payload, events if asked else (), fact.value):
        return Accounted(fact, Status.USED, note="シナリオに同じ数があります")
    # 「6体目を出す」: the 6th comes after 5 already there
    if (
        fact.concept == "ordinal"
        and isinstance(fact.value, int)
        and pl.holds(payload, events, fact.value - 1)
    ):
        return Accounted(fact, Status.USED, note="シナリオにその前の数があります")
    # 「1枚目の効果を使った」: the first of several like cards, the one the script acts with
    if fact.concept == "ordinal" and isinstance(fact.value, int) and pl.nth_acted(payload, fact.value):
        return Accounted(fact, Status.USED, note="シナリオのその番目のカードが行動しています")
    return Accounted(fact, Status.NOT_MODELED, note="どの項目の数か読み取れませんでした")


def _unheld_count(text: str, fact: Fact, payload: Mapping[str, Any]) -> bool:
    """A bare number counting the cards an act is done with (「3体で」) that no zone of cards in play holds
    that many of — not 「1体ずつ」 (each one) nor 「3体出したい」 (cards still to be played)."""
    if not re.match(r"体\s*で", text[fact.end : fact.end + 3]):
        return False
    sizes = [
        len(value)
        for _path, key, value in pl.walk(payload)
        if key in ("field", "characters") and isinstance(value, list)
    ]
    return fact.value not in sizes and sum(sizes) != fact.value


# 「コスト1のキャラを2体出して」: a count right before a play verb (not 「2体とも」: cards told before)
_BEFORE_PLAY = re.compile(r"\s*(?:体|枚|回|つ)\s*(?:を|も)?\s*(?:続けて|連続で)?\s*")
_PLAY_ACTS = frozenset({"play", "use", "activate", "enter"})
# fow's operations summon (10.5) or put a card onto the field: 「リゾネイターを2体召喚した」 (round 22b)
_SCRIPTED_PLAYS = frozenset(
    {"play", "enter", "play_unit", "play_event", "deploy", "summon", "put_onto_field"}
)


def _plays_counted(text: str, told: Sequence[Fact], fact: Fact, payload: Mapping[str, Any]) -> bool:
    """A bare count said right before a play verb (「コスト1のキャラを2体出して、コスト2のイベントも使った」)
    held by that many scripted plays of one card (`payload.same_card_runs`): the cards of a sequence
    counted each — it had been met only by a coincidence (the event's cost 2) or not at all."""
    verb = next((f for f in told if f.role is Role.ACTION and f.start >= fact.end), None)
    if verb is None or verb.concept not in _PLAY_ACTS or verb.negated:
        return False
    if not _BEFORE_PLAY.fullmatch(text, fact.end, verb.start):
        return False
    scripted = payload.get("actions", payload.get("operations"))
    if not isinstance(scripted, list):
        return False
    return fact.value in pl.same_card_runs(payload, scripted, set(_SCRIPTED_PLAYS))
