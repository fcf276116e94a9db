"""One J/リゾネイター's numbers and states, from the reading: its accumulated damage after damage is
dealt to it (10.6.1) and whether it is destroyed (10.9.3 破壊されない), its 攻撃力/防御力 after
[+A/+B] is gained or counters are put on it (10.19.3, 10.21.2), and paying a [レスト] cost with it
(10.12.2)."""

from __future__ import annotations

import re
from typing import Any

from service.answering.plans.fow_ability_lost import ability_removed
from service.answering.plans.fow_card_prevention import card_prevention
from service.answering.plans.fow_common import (
    WORD,
    acts_only,
    another_card,
    asked,
    built,
    called_off,
    carried,
    clause_before,
    find_card,
    gone_later,
    last_word,
    left_field,
    lost,
    of,
    seats,
)
from service.answering.plans.fow_refer import card_shields
from service.answering.plans.fow_tell import damage_head
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.fow.game import INDESTRUCTIBLE
from service.engine.scenario import SimulationResult

UID = "c"
_PAIR = re.compile(r"([+-][0-9]+)\s*/\s*([+-][0-9]+)")
_STATS = {"攻撃力": "atk", "防御力": "defense", "ATK": "atk", "DEF": "defense"}  # 「DEFはいくつ?」 as printed
# 「置こうとしたけど置けなかった」: a counter or modifier tried and not put (it had been stated put)
_FAILED = re.compile(
    r"(?:置け|置か|得られ|付け|乗せ|のせ)なかっ|(?:置こう|乗せよう|のせよう|付けよう|得よう)と"
)
# the name of a counter told apart from 「カウンター」: 「「+100/+100」って名前の/という名称のカウンター」
_NAMED_AS = re.compile(r"[」』]?\s*(?:って|という|っていう)\s*(?:名前|名称)の\s*")
# 「+100/+100カウンターが2つ乗ってて」: the counters' count after the noun (blind BB fow-bb-20 had put one)
_COUNT_AFTER = re.compile(r"カウンター\s*(?:が|を|は)?\s*([0-9]+)\s*(?:つ|個)")


def told_card(reading: Reading) -> tuple[str, str | None, str] | None:
    """The one J/リゾネイター the question is about: (engine kind, owner, name as written)."""
    cards = [c for c in of(reading, Role.CARD) if c not in sources(reading)]
    kinds = {"j_ruler" if f.concept == "ruler" else f.concept for f in cards}
    owners = {f.owner for f in cards if f.owner is not None}
    bare = _defenseless(reading)
    if bare is not None and not cards:  # 「防御力を持たないカード」 with no kind named (10.6.5)
        return "addition", bare.owner, "防御力を持たないカード"
    if (
        len(kinds) != 1
        or len(owners) > 1
        or any(f.concept == "ruler" and not f.text.startswith("J") for f in cards)
        or _owner_only_asked(reading, cards)
    ):
        return None
    kind = kinds.pop()
    if kind not in ("resonator", "j_ruler") and not (kind == "addition" and bare is not None):
        return None
    owner = owners.pop() if owners else (bare.owner if bare is not None else None)
    held = {f.owner for f in of(reading, Role.KEYWORD) if f.owner is not None and not f.negated}
    if held - {owner or "self"}:
        return (
            None  # 「「…破壊されない」を持ってるのは俺のJ」: another side's card holds it (10.9, audit 22e)
        )
    return kind, owner, cards[0].text


def _owner_only_asked(reading: Reading, cards: list[Fact]) -> bool:
    """Whether the card told unowned is asked of with an owner (「攻撃力400のリゾネイター。…を得た。相手の
    リゾネイターの攻撃力は?」): the asked one may be another card (it had been stated 600, 10.19.3)."""
    asks = [(clause_before(reading, a)[0], a.end) for a in reading.asks()]
    in_ask = [any(s <= c.start and c.end <= e for s, e in asks) for c in cards]
    owned = [i for i, c in zip(in_ask, cards, strict=True) if c.owner is not None]
    owners = of(reading, Role.OWNER)
    bare = [
        i
        for i, c in zip(in_ask, cards, strict=True)
        if c.owner is None  # 「相手の攻撃力400のリゾネイター」: an owner said before it in its clause
        and not any(clause_before(reading, c)[0] <= o.start < c.start for o in owners)
    ]
    return bool(owned) and all(owned) and bool(bare) and not all(bare)


# 「自分のリゾネイターの能力で」: the card whose ability acts — its source, never the card acted on
SOURCE_CARD = ("の能力", "の効果", "の起動能力", "の自動能力", "の永続能力", "が持つ")


def unread_question(reading: Reading) -> bool:
    """A question mark with no ask read (「何かダメージ乗ったりする?」): something is asked that the
    reading does not hold, so no 'what happens' stands in for it. A statement (「…に1千ダメージ」)
    or a bare 「…与えたら?」 (read as an outcome ask) asks what happens."""
    return not reading.asks() and re.search(r"[??]", reading.text) is not None


def sources(reading: Reading) -> list[Fact]:
    """The cards the question names as the source of an ability or effect (「…の能力で」)."""
    return [c for c in of(reading, Role.CARD) if reading.text.startswith(SOURCE_CARD, c.end)]


def _defenseless(reading: Reading) -> Fact | None:
    """The stated 「防御力を持たない」 of the card (10.6.5), if the question says so."""
    told = [f for f in of(reading, Role.STATE, "no_defense") if not f.negated]
    return told[0] if len(told) == 1 else None


class _Twice(ValueError):
    """One stat of the card said twice with different values: not one card."""


def _stat(reading: Reading, concept: str) -> int | None:
    """The card's stated value of `concept`; None when unsaid."""
    values = {f.value for f in of(reading, Role.STAT, concept) if isinstance(f.value, int)}
    if len(values) > 1:
        raise _Twice(concept)
    return next((v for v in values if isinstance(v, int)), None)


def card_spec(reading: Reading, kind: str, name: str, notes: list[str]) -> dict[str, Any] | None:
    try:
        atk, dfn, held = _stat(reading, "atk"), _stat(reading, "defense"), _stat(reading, "damage_taken")
    except _Twice:
        return None
    spec: dict[str, Any] = {"id": UID, "name": name, "kind": kind}
    if atk is not None:
        spec["atk"] = atk
    if dfn is not None:
        spec["defense"] = dfn
    if _defenseless(reading) is not None:
        if dfn is not None:
            return None  # a 防御力 and none: not one card
        spec["defense"] = None  # 10.6.5: damage dealt to it does nothing
    if held is not None:
        spec["damage"] = held
    told = [f for f in of(reading, Role.KEYWORD) if not f.negated]
    if any(gone_later(reading, f) for f in told):
        return None  # 「…を持ってるけど、それを失った」: whether it still holds is not read
    keywords = [f.concept for f in told]
    if keywords:  # with the quoted text that gives them (「このカードは破壊されない」持ち)
        spec["keywords"] = [*keywords, *carried(reading, keywords)]
    return spec


def place_card(
    reading: Reading, spec: dict[str, Any], owner: str | None, notes: list[str]
) -> tuple[dict[str, Any], str]:
    me = seats(reading)
    if owner is None:
        notes.append("持ち主の書かれていないカードは自分の場にあるものとしています。")
    seat = me[owner or "self"]
    return {seat: {"field": [spec]}, "operations": []}, me["self"]


def _asked_stat(reading: Reading, ask: Fact) -> str | None:
    start, end = clause_before(reading, ask)
    close = re.search(r"[。??\n]", reading.text[end:])  # 「結局何点たまる?」: the verb after the ask
    end = end + (close.start() if close else 0)
    if _BASE.search(reading.text, start, end):
        return None  # 「元の攻撃力はいくつ?」: the printed value asked, not the one after the change
    word = last_word(
        reading, (*_STATS, "ダメージ", "蓄積", "たま", "溜ま", "乗", "ライフ"), start, end
    )  # 「蓄積は?」「何点たまる?」; 「「[レスト]:200ダメージ」使ったら相手のライフは?」: a player's life
    # asked after a quoted damage (audit 12b: run as the asker's own card's damage, the life stated untouched)
    return None if word in (None, "ライフ") else _STATS.get(word, "damage")


# 「「次にあなたが受けるダメージを200軽減する」」: a prevention whose text names a player, not a card
# 「軽減とかは特になし?」: whether a prevention applies is said not, or doubted
_NO_SHIELD = re.compile(r"軽減\s*(?:とか|など|なんか)?\s*(?:は|も)?\s*(?:特に|一切)?\s*(?:なし|無し|ない)")
_PLAYERS_SHIELD = re.compile(r"[「『][^「」『』]*(?:あなた|プレイヤー)[^「」『』]*軽減[^「」『』]*[」』]")


# a player's life told or asked outside card text (audit 12b: a quoted 「[レスト]:100ダメージ」 had been dealt
# to its own card, the life stated untouched)
_LIFE = re.compile(r"ライフ")
_IN_QUOTES = re.compile(r"「[^「」]*」|『[^『』]*』")


def _held_on_indestructible(spec: dict[str, Any], destroyed: Fact | None) -> bool:
    """「破壊されない」を持つ防御力500のリゾネイターにダメージが700溜まってる。破壊される?」: no damage
    dealt, the damage held already at or over its 防御力 — 10.9.3 decides it (not destroyed)."""
    held, dfn = int(spec.get("damage", 0)), spec.get("defense")
    return (
        destroyed is not None
        and INDESTRUCTIBLE in spec.get("keywords", ())
        and isinstance(dfn, int)
        and held >= dfn > 0
    )


def card_damage(reading: Reading) -> BuiltScenario | None:
    """Damage dealt to one card: its accumulated damage (「合計いくつ?」) or whether it is destroyed
    — stated only where §10 decides it: 破壊されない (10.9.3) or damage short of its 防御力."""
    number, destroyed = asked(reading, "number"), asked(reading, "destroyed")
    outcome = asked(reading, "outcome") if number is None and destroyed is None else None
    if not reading.asks() and not unread_question(reading):  # 「防御力1000のリゾネイターに1千ダメージ」
        outcome = Fact(len(reading.text), len(reading.text), "", Role.ASK, "outcome")
    card = told_card(reading)
    if card is None or (
        destroyed is None and outcome is None and (number is None or _asked_stat(reading, number) != "damage")
    ):
        return None
    if not acts_only(reading, "damage", "destroy") or left_field(reading) or another_card(reading):
        return None
    if called_off(reading) or _LIFE.search(_IN_QUOTES.sub("", reading.text)):
        return None  # 「「[レスト]:100ダメージ」を使った。自分のライフ3000はどうなる?」: a player may be hit
    kind, owner, name = card
    notes: list[str] = []
    spec = card_spec(reading, kind, name, notes)
    dealt = [f for f in of(reading, Role.ACTION, "damage") if isinstance(f.value, int) and not f.negated]
    if spec is None or not (dealt or _held_on_indestructible(spec, destroyed)):
        return None
    total = int(spec.get("damage", 0)) + sum(
        f.value * _times(reading, f) for f in dealt if isinstance(f.value, int)
    )
    if "defense" not in spec:
        if destroyed is not None:
            return None
        spec["defense"] = total + 100
        notes.append(
            "防御力は指定がないので蓄積ダメージより大きい値としています(蓄積ダメージは防御力によりません)。"
        )
    prevent = card_prevention(reading, dealt)
    if prevent is False or (prevent is not None and any(_times(reading, f) > 1 for f in dealt)):
        return None  # which of the repeated instances a prevention replaces is not told
    # the damage it holds after the one instance's prevention (10.17.1): 600 less 200 on 防御力500 is short
    # of it, which §10 decides (style audit 18c had withheld it by the 600 before the prevention)
    if prevent is not None:
        left = 0 if prevent == "all" else max(0, int(dealt[0].value or 0) - int(prevent))
        total = int(spec.get("damage", 0)) + left
    if (
        destroyed is not None
        and spec["defense"] is not None
        and INDESTRUCTIBLE not in spec.get("keywords", ())
        and total >= spec["defense"]
    ):
        return None  # the rule process destroying it is not in §10: the engine cannot decide it
    if outcome is not None and spec["defense"] is not None and total >= spec["defense"]:
        # 「防御力800に千ダメージ与えたら?」: what follows is the rule process §10 does not hold
        notes.append(
            "防御力以上のダメージが蓄積したJ/リゾネイターが破壊されるかを決めるルール処理は収録された§10にないため、"
            "シミュレーションは破壊を判定しません。"
        )
    payload, me = place_card(reading, spec, owner, notes)
    ops: list[dict[str, Any]] = payload["operations"]
    for f in dealt:  # 「100ダメージを3回」: each its own instance (10.6.4)
        ops += [{"kind": "deal_damage", "player": me, "targets": [UID], "amount": f.value}] * _times(
            reading, f
        )
    if prevent is not None:  # 10.17.1: the replacement decides what the one instance deals
        prevents = of(reading, Role.MODIFIER, "reduce_damage")
        if (
            _PLAYERS_SHIELD.search(reading.text)
            or _NO_SHIELD.search(reading.text)
            or any(gone_later(reading, f) or ability_removed(reading, f.end) for f in prevents)
        ):
            return None  # a player's prevention (「あなたが受ける…」), or one said lost (「それを失った」)
        ops[-1]["prevent"] = prevent
        spec["keywords"] = [*spec.get("keywords", []), *card_shields(reading)]  # its own text, carried
    seats_of = seats(reading)
    for i, c in enumerate(sources(reading)):  # a source stands on its owner's field (10.6.2)
        if c.owner not in ("self", "opponent"):
            return None
        payload.setdefault(seats_of[str(c.owner)], {}).setdefault("field", []).append(
            {"id": f"s{i + 1}", "name": c.text}
        )
    spans = [(a.start, a.end) for a in reading.asks()]
    for f in of(reading, Role.ACTION, "destroy"):  # a destroying effect told, not the asked 破壊される
        if not f.negated and not any(s <= f.start and f.end <= e for s, e in spans):
            ops.append({"kind": "destroy", "player": me, "card": UID})
    side = WORD[owner] + "の" if owner else ""

    def head(sim: SimulationResult) -> str:
        now = find_card(sim, UID) or {}
        if outcome is not None:  # the instance, the damage it leaves, what §10 does not decide
            return damage_head(sim)
        if destroyed is not None and number is None:
            gone = not _on_field(sim)
            held = any(e.type == "not_destroyed" for e in sim.events)  # 10.9.3, damage held before
            why = "破壊されないため、防御力以上の蓄積ダメージでも破壊するルール処理は条件を満たさず、"
            why = why if held else ""
            return f"{side}{name}は{why}破壊{'されます' if gone else 'されません'}"
        return f"{side}{name}の蓄積ダメージは{int(now.get('flags', {}).get('damage', 0))}になります"

    return built("card_damage", payload, head, notes, me)


def _times(reading: Reading, damage: Fact) -> int:
    """How many instances 「100ダメージを3回」 deals (the repeat told right after it), else 1."""
    told = [m for m in of(reading, Role.MODIFIER, "repeat") if 0 <= m.start - damage.end <= 1]
    value = told[0].value if told else 1
    return min(int(value), 20) if isinstance(value, int) and value > 0 else 1


def _on_field(sim: SimulationResult) -> bool:
    return any(
        isinstance(c, dict) and c.get("uid") == UID
        for p in sim.final_state.get("players", {}).values()
        for c in p.get("zones", {}).get("field", [])
    )


def card_stats(reading: Reading) -> BuiltScenario | None:
    """[+A/+B] gained (10.19.3) or put as counters (10.21.2: one name, one counter, whoever put it)
    on one J/リゾネイター: its 攻撃力 or 防御力 asked."""
    ask = asked(reading, "number")
    card = told_card(reading)
    stat = _asked_stat(reading, ask) if ask is not None else None
    mods = of(reading, Role.MODIFIER, "modify")
    if (
        card is None
        or stat not in ("atk", "defense")
        or not mods
        or any(lost(reading, m) for m in mods)
        or left_field(reading)
        or another_card(reading)
        or of(reading, Role.MODIFIER, "plus", "minus")
        or not acts_only(reading)
        or called_off(reading)
        or _FAILED.search(reading.text)
    ):
        return None
    kind, owner, name = card
    notes: list[str] = []
    spec = card_spec(reading, kind, name, notes)
    if spec is None or stat not in spec:
        return None
    payload, me = place_card(reading, spec, owner, notes)
    ops: list[dict[str, Any]] = payload["operations"]
    counters = of(reading, Role.MODIFIER, "counters")
    for m in mods:
        pair = _PAIR.search(m.text)
        if pair is None:
            return None
        modifier = f"{int(pair.group(1)):+d}/{int(pair.group(2)):+d}"
        gap = _NAMED_AS.match(reading.text, m.end)  # 「「+100/+100」って名前のカウンター」 too
        at = gap.end() if gap is not None else m.end
        count = next((c for c in counters if 0 <= c.start - m.end <= 1 or c.start == at), None)
        after = _COUNT_AFTER.match(reading.text, at)
        if count is not None or reading.text.startswith("カウンター", at):
            n = int(count.value) if count is not None and isinstance(count.value, int) else 1
            n = int(after.group(1)) if count is None and after is not None else n
            ops.append({"kind": "put_counter", "player": me, "card": UID, "name": modifier, "n": n})
        else:
            ops.append({"kind": "gain_modifier", "player": me, "card": UID, "modifier": modifier})
    held = carried(reading, [m.text for m in mods])  # 「「…[+200/+0]を得る」がかかってる」: its text too
    if held:
        spec["keywords"] = [*spec.get("keywords", ()), *held]
    pairs = [_PAIR.search(m.text) for m in mods]
    shift = sum(int(p.group(1 if stat == "atk" else 2)) for p in pairs if p is not None)
    if int(spec[stat]) + shift < 0:
        return None  # below 0: what a negative 攻撃力/防御力 means is not in §10
    word = "攻撃力" if stat == "atk" else "防御力"
    side = WORD[owner] + "の" if owner else ""

    def head(sim: SimulationResult) -> str:
        told = [e for e in sim.events if e.type == "stats" and e.data.get("card") == UID]
        value = told[-1].data.get(stat) if told else spec[stat]
        return f"{side}{name}の{word}は{value}になります"

    return built("card_stats", payload, head, notes, me)


# 「元の攻撃力」「もともとの防御力」: the value before any change
_BASE = re.compile(r"元の|元々の|もともとの|本来の|素の|印刷された|最初の")
