"""A copy's 攻撃力/防御力 (10.16.1): 「元は400/400のリゾネイターが[+300/+300]を得て700/700。これをコピーし
た。コピーの攻撃力は?」 — the copy is the card before the continuous effects applied to it: 400.

From the reading: the one J/リゾネイター, its printed 攻撃力/防御力 (the stats told before the [+A/+B],
said printed: 元/もともと/素/本来),
the one [+A/+B] it gained (not from an アディション: what a host's copy keeps of it is not modeled),
the copy told (コピー), and the copy's 攻撃力 or 防御力 asked (「コピーの攻撃力は?」). Stats told after
the [+A/+B] must be the printed ones plus it (「今800/800」): they say it again (`copied`, a REREAD).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from service.answering.plans.fow_common import WORD, asked, built, clause_before, find_card, of, quoted, seats
from service.answering.reading.model import Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.engine.scenario import SimulationResult

_PAIR = re.compile(r"([+-][0-9]+)\s*/\s*([+-][0-9]+)")
_STAT = {"atk": 0, "defense": 1}
_AGAIN = "the stats after the [+A/+B], said again: the printed ones plus it (10.19.3)"
UID = "c"
# 「もともと攻撃力500」「元は400/400」「素の数値が500/500」: the printed value (before the effects)
_PRINTED = re.compile(r"元|もともと|素|本来|オリジナル|印刷")
_THIS = re.compile(r"(?:この|その|そいつ|こいつ)\s*$")
# the stat asked is the copy's own: 「コピーの攻撃力」「コピーの方の防御力」「コピー(仮想カード)の攻撃力」
_OF_COPY = re.compile(r"コピー\s*(?:[(（]仮想カード[)）])?\s*(?:の方|側)?の\s*(?:攻撃力|防御力)")
# the card copied asked instead: 「コピー元の」「元の方の」「オリジナルの」「コピーされた方の」「本体の」
_ORIGINAL = re.compile(r"コピー元|元の方|元のカード|オリジナル|コピーされた|本体")


def _parts(reading: Reading) -> tuple[Fact, tuple[int, int], dict[str, int], list[Fact]] | None:
    """The [+A/+B] fact and its pair, the printed stats (told before it) and the facts told after it
    that restate the stats it leads to."""
    mods = of(reading, Role.MODIFIER, "modify")
    copies = of(reading, Role.MODIFIER, "copy")
    if len(mods) != 1 or not copies or copies[0].start < mods[0].end:
        return None
    pair_m = _PAIR.search(mods[0].text)
    if pair_m is None:
        return None
    pair = (int(pair_m.group(1)), int(pair_m.group(2)))
    printed: dict[str, int] = {}
    again: list[Fact] = []
    unmarked: list[Fact] = []
    for f in reading.facts:
        if f.role is Role.STAT and f.concept in _STAT and isinstance(f.value, int):
            if f.end <= mods[0].start:
                if printed.get(f.concept, f.value) != f.value:
                    return None
                said = max(reading.text.rfind(c, 0, f.start) for c in "。??(（") + 1
                if not _PRINTED.search(reading.text, said, f.end):
                    unmarked.append(f)  # 「(攻撃力500)は[+300/+300]を得てる」: may be the value after it
                printed[f.concept] = f.value
            elif f.end <= copies[0].start:
                again.append(f)
        elif f.role is Role.NUMBER and mods[0].end <= f.start and f.end <= copies[0].start:
            again.append(f)
    if "atk" not in printed:
        return None
    restated = any(f.role is Role.STAT and f.concept == "atk" for f in again) or any(
        f.concept == "stats_again"
        for f in reading.facts  # checked when `copied` reread them
    )
    if unmarked and not restated:
        # 「500/500のリゾネイターが[+200/+200]を得て今700/700」: a value unmarked as printed is read so only
        # when the value after the [+A/+B] is told too (checked below to be it plus the modifier)
        return None
    for f in again:  # 「今800/800」「受けて1000になってる」: printed + [+A/+B], else another number
        if f.role is Role.STAT:
            ok = f.concept in printed and f.value == printed[f.concept] + pair[_STAT[f.concept]]
        else:
            ok = f.value == printed["atk"] + pair[0]
        if not ok:
            return None
    return mods[0], pair, printed, again


# 「アディションの持続効果で」「アディションの効果によって」: the card a told [+A/+B] comes from
# 「アディションで+300/+300されてる」「…のアディションが付いてる」
_SOURCE_OF = re.compile(
    r"\s*(?:の\s*(?:持続|永続)?\s*(?:効果|能力)\s*)?(?:で|により|によって)"
    r"|\s*(?:が|を)\s*(?:付い|つい|付け|つけ|設置され|設置し|装備)"
)
_ADDITION_AFTER = re.compile(r"\s*(?:の|って|という)?\s*アディション")
_SOURCE_WHY = "the card a [+A/+B] told comes from: a continuous effect (10.16: a copy takes none of it)"


def copied(reading: Reading) -> Reading:
    """The stats told after the [+A/+B] (printed plus it) are said again, no other stats of the card."""
    parts = _parts(reading) if asked(reading, "number") is not None else None
    if parts is None:
        return reading
    again = parts[3]
    first = next((c.start for c in of(reading, Role.CARD)), len(reading.text))

    texts = [
        (m.start(), m.end())
        for m in re.finditer(r"[「『][^「」『』]*[」』]", reading.text)
        if _ADDITION_AFTER.match(reading.text, m.end())
    ]

    def reread(f: Fact) -> Fact:
        if f.role in (Role.ACTION, Role.CARD) and any(s < f.start and f.end < e for s, e in texts):
            # 「「設置されているJ/リゾネイターは[+300/+300]を得る」のアディション」: the addition's text names
            # its host, no act or card of the situation (its [+A/+B] stays the modifier)
            return dataclasses.replace(f, role=Role.TERM, concept="addition_text", why=_SOURCE_WHY)
        if f in again:
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="stats_again", why=_AGAIN)
        if f.role is Role.CARD and f.concept == "addition" and _SOURCE_OF.match(reading.text, f.end):
            # 「アディションの持続効果で[+400/+400]」: the modifier's source, run as the modifier gained
            return dataclasses.replace(f, role=Role.NEUTRAL, concept="modifier_source", why=_SOURCE_WHY)
        if f.role is Role.CARD and f.start > first and f.owner and _THIS.search(reading.text, 0, f.start):
            # 「相手がこのリゾネイターをコピー」: the card named before (the 相手 is who copies it)
            return dataclasses.replace(f, owner=None)
        return f

    facts = tuple(reread(f) for f in reading.facts)
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


# 「元より何点低い?」「差は?」: a comparison with the original asked (audit 11c: 600 had been stated)
_COMPARED = re.compile(r"より|差|違い|違う|低い|高い|下が|上が|変わ")


def copy_stats(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    if ask is None or of(reading, Role.CARD, "addition") or of(reading, Role.KEYWORD):
        return None
    if of(reading, Role.MODIFIER, "counters") or re.search(r"コピーに\s*な[っるり]", reading.text):
        return None  # counters on it, or a card becoming a copy (10.16.2): not this run
    start, _end = clause_before(reading, ask)
    said = reading.text[start : ask.end]
    stat = "atk" if "攻撃力" in said else "defense" if "防御力" in said else None
    if ("攻撃力" in said and "防御力" in said) or _COMPARED.search(said):
        return None  # both stats, or a difference from the original asked: not the one value headed
    if stat is None or not _OF_COPY.search(said) or _ORIGINAL.search(said):
        return None  # the copy's stat asked, not the original's (「コピー元の攻撃力」「元の方の」)
    parts = _parts(reading)
    if parts is None:
        return None
    _mod, pair, printed, _again = parts
    cards = [c for c in of(reading, Role.CARD) if c.concept in ("resonator", "j_ruler")]
    # 「相手がこのリゾネイターをコピー」: the card named before, whoever copies it
    owners = {c.owner for c in cards if c.owner is not None and not _THIS.search(reading.text, 0, c.start)}
    stats_owners = {f.owner for f in of(reading, Role.STAT) if f.owner is not None}
    if not cards or len(owners | stats_owners) > 1 or stat not in printed:
        return None
    me = seats(reading)
    notes: list[str] = []
    owner = (owners | stats_owners).pop() if owners | stats_owners else "self"
    if not owners | stats_owners:
        notes.append(
            "持ち主の書かれていないリゾネイターは自分のものとしています(コピーの数値はこれによりません)。"
        )
    spec: dict[str, Any] = {"id": UID, "name": "リゾネイター", "kind": "resonator", "atk": printed["atk"]}
    if "defense" in printed:
        spec["defense"] = printed["defense"]
    modifier = f"{pair[0]:+d}/{pair[1]:+d}"
    payload: dict[str, Any] = {
        me[owner]: {"field": [spec]},
        "operations": [
            {"kind": "gain_modifier", "player": me[owner], "card": UID, "modifier": modifier},
            {"kind": "copy", "player": me["self"], "card": UID, "target": f"{UID}-copy"},
        ],
    }
    word = "攻撃力" if stat == "atk" else "防御力"

    def head(sim: SimulationResult) -> str:
        value = next(
            (
                e.data.get(stat)
                for e in sim.events
                if e.type == "stats" and e.data.get("card") == f"{UID}-copy"
            ),
            None,
        )
        return f"コピーの{word}は{value}になります"

    return built("copy", payload, head, notes, me["self"])


# --- 10.16.1.2 / 10.16.1.3: a damage spell copied on the chase area keeps its target ---------------------
# 「相手が自分のリゾネイター(防御力1200、ダメージ0)を対象に「…500ダメージを与える」を撃って、さらにその呪文を
# コピーした。両方解決したら蓄積ダメージは?」: the copy has made the same choice, so both deal 500 to it.
_BOTH = re.compile(r"両方|どっちも|どちらも|2つとも|二つとも|コピーも元")
_ON_CHASE = re.compile(r"チェイス|呪文|スペル|撃")
_RECHOSEN = re.compile(r"選び直|変え|変更|別の")
_HELD_ASK = re.compile(r"ダメージ|蓄積|溜ま|たま")
_SPELL_FACTS = {
    Role.OWNER: None,
    Role.NEUTRAL: None,
    Role.TERM: None,
    Role.CARD: {"resonator", "j_ruler"},
    Role.STAT: {"defense", "atk", "damage_taken"},
    Role.ACTION: {"damage", "target", "use"},
    Role.MODIFIER: {"copy", "effect"},
    Role.QUANTITY: {"field_count"},
    Role.ASK: {"number", "about:copy"},
}
SPELL = "spell"


def _whitelisted(reading: Reading) -> bool:
    """Every fact is one this run models: the spell's damage, the card, its 防御力, the copy (a held
    damage other than 0, a prevention, a keyword or a stat change decline)."""
    for f in reading.facts:
        if f.role not in _SPELL_FACTS:
            return False
        allowed = _SPELL_FACTS[f.role]
        if allowed is not None and f.concept not in allowed:
            return False
        if f.role is Role.QUANTITY and quoted(reading, f) is None:
            return False  # 「リゾネイター1体に」 is the spell's text; a count outside it is not
    return True


_SPELL_TEXT = "the count a copied spell's quoted text names (「対象のリゾネイター1体に」): no player's count"


def spell_text(reading: Reading) -> Reading:
    """「相手が「対象のリゾネイター1体に300ダメージ」を撃った。…コピーした」: the count in the quoted
    text of a damage spell that is copied is its target's, whoever's (read as the caster's field, the
    gate found the scenario's one resonator on the other seat)."""
    if not of(reading, Role.MODIFIER, "copy"):
        return reading
    quotes = {quoted(reading, f) for f in of(reading, Role.ACTION, "damage")} - {None}
    facts = tuple(
        dataclasses.replace(f, owner=None, why=_SPELL_TEXT)
        if f.role is Role.QUANTITY and f.concept == "field_count" and f.owner and quoted(reading, f) in quotes
        else f
        for f in reading.facts
    )
    return reading if facts == reading.facts else dataclasses.replace(reading, facts=facts)


def copied_spell_damage(reading: Reading) -> BuiltScenario | None:
    ask = asked(reading, "number")
    text = reading.text
    if ask is None or not _whitelisted(reading) or _RECHOSEN.search(text) or not _ON_CHASE.search(text):
        return None
    start, _end = clause_before(reading, ask)
    if not _HELD_ASK.search(text, start, ask.end) or not _BOTH.search(text) or "解決" not in text:
        return None  # the damage held after both resolved, said so
    hits = [f for f in of(reading, Role.ACTION, "damage") if isinstance(f.value, int) and not f.negated]
    copies = of(reading, Role.MODIFIER, "copy")
    if not hits or len({f.value for f in hits}) != 1 or not copies or copies[0].start < hits[0].end:
        return None  # one damage, told before the copy
    if any(re.fullmatch(r"\s*(?:を|も)\s*", text[c.end : copies[0].start]) for c in of(reading, Role.CARD)):
        return None  # 「そのリゾネイターをコピーした」: a card copied (10.16), not the spell on the chase
    amount = int(hits[0].value or 0)
    defense = {f.value for f in of(reading, Role.STAT, "defense")}
    cards = [c for c in of(reading, Role.CARD) if quoted(reading, c) is None]
    owners = {f.owner for f in [*cards, *of(reading, Role.STAT)] if f.owner is not None}
    if len(defense) != 1 or len(owners) != 1 or not cards:
        return None
    dfn = int(defense.pop() or 0)
    held = [int(f.value or 0) for f in of(reading, Role.STAT, "damage_taken")]
    if not held:
        return None  # 「(防御力1000)」 alone: the damage it held before is not told and adds to the answer
    if len(held) > 1 or sum(held) + 2 * amount >= dfn:
        return None  # damage at or over 防御力: the rule processing that destroys it is not in §10
    owner = owners.pop()
    me = seats(reading)
    foe = "opponent" if owner == "self" else "self"
    payload: dict[str, Any] = {
        me[owner]: {
            "field": [
                {"id": UID, "name": "リゾネイター", "kind": "resonator", "defense": dfn, "damage": sum(held)}
            ]
        },
        me[foe]: {"hand": [{"id": SPELL, "name": f"{amount}ダメージのスペル", "kind": "spell"}]},
        "operations": [
            {"kind": "cast", "player": me[foe], "card": SPELL, "targets": [UID], "amount": amount},
            {"kind": "copy", "player": me[foe], "card": SPELL, "target": f"{SPELL}-copy"},
            {"kind": "resolve_chase", "player": me[foe]},
            {"kind": "resolve_chase", "player": me[foe]},
        ],
    }
    notes = [
        "チェイス上の物はスペルとして再現しています"
        "(能力のコピーも同一の選択を行う物です: 10.16.1.2、10.16.1.3)。"
        "スペルとコピーをプレイしたプレイヤーは、与えるダメージの点数によりません。"
    ]

    def head(sim: SimulationResult) -> str:
        card = find_card(sim, UID)
        held = int(card.get("flags", {}).get("damage", 0)) if card else 0
        return f"{WORD[owner]}のリゾネイターの蓄積ダメージは{held}点になります"

    return built("copied_spell", payload, head, notes, me["self"])
