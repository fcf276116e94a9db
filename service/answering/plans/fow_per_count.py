"""Damage ‘1つにつき’ (10.6.4.1): 「あなたの手札1枚につき200ダメージを与える」 deals the per-count amount
times the count as ONE instance to each target (never one instance per counted card), so a
prevention of that instance (10.17.1) applies once.

From the reading: the per-count modifier and the damage amount after it (inside one quoted card
text), the counted zone (the zone word before it in the quote: 手札, 場, 墓地, 除外), whose zone it is
(the quote's owner word read from the effect's controller: 「あなた」 is the controller, 「相手」 the
other player; the controller is the player the question makes its user or owner, else the asker,
named), the count the question states for that player's zone outside the quote, the target (a
card named outside the quote, else the player the effect is used on — 「相手に撃った」「自分が
食らった」 — or the player the quote aims at), the targets' stated life and damage held, and one
prevention told of the instance. Anything it cannot bind declines.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any

from service.answering.plans.fow_common import (
    acts_only,
    asked,
    called_off,
    clause_before,
    denied,
    find_card,
    of,
    prevented_after,
    protected_by,
    quoted,
    seats,
)
from service.answering.plans.fow_hands import guessed_user, other_hands
from service.answering.plans.fow_per_target import HAND_WHEN, outside_quote, player_target, quote_controller
from service.answering.plans.fow_setaside import elsewhere_spans
from service.answering.plans.fow_tell import TYPES, damage_head
from service.answering.reading.model import OTHER_OWNER, Fact, Reading, Role
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

# the counted zone word in the quote → (engine zone, the quantity concept that states its count)
_ZONES = {"手札": ("hand", "hand"), "墓地": ("graveyard", "graveyard"), "場": ("field", "field_count")}
_SOURCE = ("の能力", "の効果", "の起動能力", "の自動能力", "の永続能力", "が持つ")
_TOLD = TYPES
# 「1枚につき、対象のプレイヤーに200ダメージ」「1体につき、対象のJ/リゾネイターに100ダメージ」: the target
# said between the per-count and its amount
_AIMED = re.compile(
    r"\s*、?\s*(?:対象の|その)?\s*(?:プレイヤー|相手プレイヤー|相手|あなた|(?:J/)?リゾネイター(?:[0-9]+体)?)\s*に\s*、?\s*"
)
_AIMED_ZONE = re.compile(r"(?:対象の|その)\s*プレイヤー(?:の|が\s*コントロール)")
# 「そのプレイヤーがコントロールするリゾネイター1体につき」「あなたがコントロールするJ/リゾネイター」: the
# cards a player controls are the cards on that player's field (no zone word said)
_CONTROLLED = re.compile(
    r"(?:が|の)\s*コントロール(?:する|している|下の)\s*(?:J/)?(?:リゾネイター|カード)\s*$"
)
# 「あなたのリゾネイター1体につき」「相手のJ/リゾネイター1体につき」: a player's resonators with no zone
# word are the ones on that player's field (card text counts resonators in play; named in the notes)
_OWNED_UNITS = re.compile(r"(?:あなた|自分|相手)\s*の\s*(?:J/)?リゾネイター\s*$")
_ELSEWHERE = re.compile(r"手札|墓地|除外|デッキ|チェイス|魔石")
# the `why` of a prevention read whole as 「N以下のダメージ…を全て軽減」 (`fow_per_reading.shields`)
AT_MOST = "a prevention of all of an instance of at most the value's points (10.17.1.2), read whole"


def per_count_found(reading: Reading) -> tuple[Fact, Fact, tuple[int, int], bool] | None:
    """The one per-count modifier, the damage amount right after it, the span of the effect they
    stand in — its quote (card text: owner words relative to its controller), or unquoted
    (「手札3枚で手札1枚につき100ダメージ」) from the counted zone word to the amount — and whether quoted."""
    per = [f for f in of(reading, Role.MODIFIER, "per_count") if not f.negated]
    if len(per) != 1:
        return None
    after = [
        d
        for d in of(reading, Role.ACTION, "damage")
        if isinstance(d.value, int)
        and d.start >= per[0].end
        and (d.start - per[0].end <= 2 or _AIMED.fullmatch(reading.text, per[0].end, d.start))
        and not d.negated
    ]
    if len(after) != 1:
        return None
    quote = quoted(reading, per[0])
    if quote is not None:
        inside = quote[0] < after[0].start and after[0].end <= quote[1]
        return (per[0], after[0], quote, True) if inside else None
    text = reading.text
    found = [text.rfind(w, max(0, per[0].start - 12), per[0].start) for w in _ZONES]
    start = max(found)
    if start < 0:
        return None
    owned = [o for o in of(reading, Role.OWNER) if o.end + 1 == start and text[o.end] == "の"]
    return per[0], after[0], ((owned[0].start if owned else start), after[0].end), False


def _counted(
    reading: Reading, per: Fact, quote: tuple[int, int], controller: str, notes: list[str]
) -> tuple[str, str, int] | None:
    """(engine zone, player, count) of what the effect counts."""
    head = reading.text[quote[0] : per.start]
    found = [(head.rfind(w), w) for w in _ZONES if w in head]
    if not found and _CONTROLLED.search(head):
        found = [(0, "場")]
    elif not found and _OWNED_UNITS.search(head):
        if any(_ELSEWHERE.search(reading.text, clause_before(reading, q)[0], q.start)
               for q in of(reading, Role.QUANTITY, "field_count")):  # fmt: skip
            return None  # 「手札にリゾネイター3枚」: resonators told in another zone are not counted
        found = [(0, "場")]
        notes.append("「リゾネイター1体につき」は場にあるリゾネイターを数えるものとしています。")
    if not found:
        return None
    word = max(found)[1]
    zone, concept = _ZONES[word]
    owners = [o for o in of(reading, Role.OWNER) if quote[0] < o.start and o.end <= per.start]
    # the card text's owner words are its controller's: 「あなた/自分」 is the controller, 「相手」 the
    # controller's other player (「自分が『相手の場の…1体につき』を撃った」 counts the opponent's field);
    # 「対象のプレイヤーの手札」「そのプレイヤーの手札」: the zone of the player it hits
    said = owners[-1].owner if owners else "self"
    player = controller if said == "self" else OTHER_OWNER[controller] if said == "opponent" else None
    if _AIMED_ZONE.search(head):
        if owners:
            return None
        player = player_target(reading, quote, controller)
        if player is None:
            return None
    if player is None:
        return None
    stated = [
        q for q in of(reading, Role.QUANTITY, concept) if outside_quote(q, quote) and isinstance(q.value, int)
    ]
    mine = {int(q.value) for q in stated if q.owner == player}  # type: ignore[arg-type]
    unowned = {int(q.value) for q in stated if q.owner is None}  # type: ignore[arg-type]
    others = [q for q in stated if q.owner not in (None, player)]
    if not stated and any("回" in a.text for a in reading.asks()):
        # 「「手札1枚につき100ダメージ」って何回ダメージ?」: one instance whatever the count (10.6.4.1)
        notes.append(f"数える{word}のカードの枚数が質問にないため、10.6.4.1の例と同じ3枚としています。")
        return zone, player, 3
    if (others and (unowned or guessed_user(reading, quote, notes))) or len(mine | unowned) != 1:
        return None  # the count told of another player only (or none, or two): not the counted zone
    if _said_after_ask(reading, word, concept):
        return None  # 「…手札は四枚。ライフは?ただしこのカード自身も手札に数えてた」: the count qualified
    if not mine:
        notes.append(f"持ち主の書かれていない{word}の枚数は、効果が数える側のものとしています。")
    return zone, player, next(iter(mine | unowned))


def _said_after_ask(reading: Reading, word: str, concept: str) -> bool:
    """Whether the counted zone is named after the last ask other than in a count told of it: what
    is said of it there (「このカード自身も手札に数えてた」) may change the count (had been stated)."""
    text = reading.text
    after = max((a.end for a in reading.asks()), default=len(text))
    told = [(q.start, q.end) for q in of(reading, Role.QUANTITY, concept)]
    found = [after + m.start() for m in re.finditer(re.escape(word), text[after:])]
    return any(not any(s <= at < e for s, e in told) for at in found)


def _targets(reading: Reading, quote: tuple[int, int]) -> tuple[str, list[Fact]]:
    """("card", the card facts) for a card named outside the quote (not a source 「…の能力で」), else
    ("player", []) with the player bound through `_player_target`."""
    cards = [
        c
        for c in of(reading, Role.CARD)
        if outside_quote(c, quote) and not reading.text.startswith(_SOURCE, c.end) and c.concept != "stone"
    ]
    if cards:
        return "card", cards
    return "player", []


def _source_placed(
    reading: Reading,
    quote: tuple[int, int],
    payload: dict[str, Any],
    controller: str,
    seat: str,
    counted: bool,
) -> bool:
    """「相手のリゾネイターの能力「…」で」: the resonator whose ability it is stands on its controller's
    field — one of the counted cards when the effect counts that field (the count told includes it),
    else a card of its own (it changes no count). False when it cannot be placed so."""
    sources = [
        c
        for c in of(reading, Role.CARD)
        if outside_quote(c, quote) and reading.text.startswith(_SOURCE, c.end) and c.concept != "stone"
    ]
    if not sources:
        return True
    owners = {c.owner for c in sources} - {None}
    if len(sources) > 1 or sources[0].concept not in ("resonator", "j_ruler") or not owners <= {controller}:
        return False
    kind = "j_ruler" if sources[0].concept == "j_ruler" else "resonator"
    field = payload[seat].setdefault("field", [])
    if counted:
        if not field:
            return False
        field[0] = field[0] | {"name": sources[0].text, "kind": kind}
        return True
    field.append({"id": "src", "name": sources[0].text, "kind": kind})
    return True


def _prevention(reading: Reading) -> int | str | bool | tuple[str, int] | None:
    """The prevention of the one instance: the one amount told with 軽減 (「100軽減」), else "all"
    for 「すべて軽減」; None when none is told; False when two amounts or a denied one are told."""
    told = of(reading, Role.MODIFIER, "reduce_damage", "prevent")
    if not told:
        return None
    if any(denied(reading, f) or prevented_after(reading, f) for f in told):
        return False  # denied, or told after the damage was dealt (10.17.1: it may not have applied)
    if any(s <= f.start < e for f in told for s, e in elsewhere_spans(reading.text)):
        return False  # 「相手の手札に「…軽減する」がある」: only held in a zone (audit 14: 1000 for 700)
    if any(f.why == AT_MOST for f in told):  # 「100以下のダメージ…を全て軽減」: compared with the instance
        return ("at_most", int(told[0].value)) if len(told) == 1 and isinstance(told[0].value, int) else False
    if any(quoted(reading, f) not in (None, (f.start - 1, f.end + 1)) for f in told):
        return False  # card text not read whole (`fow_per_reading.shields`): a source or kind it limits to
    amounts = {f.value for f in told if isinstance(f.value, int)}
    if len(amounts) == 1:
        value = amounts.pop()
        return value if isinstance(value, int) and value > 0 else False
    if amounts:
        return False
    before = reading.text[max(0, told[0].start - 8) : told[0].start]
    every = any(w in before for w in ("すべて", "全て", "全部"))
    if len(told) == 1 and (told[0].concept == "prevent" or every):
        return "all"
    return False


def _asks_held(reading: Reading) -> bool:
    """A number asked of the card, not of the instance (「何点のダメージが何回入る?」): what it holds
    after (「結局何点乗るの?」), which the verdict reads from the first sentence."""
    asks = [f for f in reading.asks() if f.concept == "number"]
    return bool(asks) and not any(f.concept == "number" and "回" in f.text for f in reading.asks())


def _held_first(told: Callable[[SimulationResult], str], sim: SimulationResult) -> str:
    card = find_card(sim, "t1") or {}
    held = int(card.get("flags", {}).get("damage", 0))
    return f"{card.get('name', 'カード')}の蓄積ダメージは{held}になります。{told(sim)}"


def _short_of_defense(
    payload: dict[str, Any], count: int, dealt: Fact, prevent: int | str | None, told: bool
) -> bool:
    """Whether the one card hit has a 防御力 the question states and the damage stays below it (「手札3枚
    で1枚につき100ダメージを防御力200のリゾネイターに。破壊される?」 had been stated 'not destroyed':
    the run records no destruction, which the rule process outside §10 decides; an unsaid 防御力 is the
    default 10000)."""
    cards = [c for side in ("player1", "player2") for c in payload[side].get("field", [])]
    if len(cards) != 1 or not told:
        return False
    each = int(dealt.value) if isinstance(dealt.value, int) else 0
    total = 0 if prevent == "all" else max(0, count * each - (prevent if isinstance(prevent, int) else 0))
    return total + int(cards[0].get("damage", 0)) < int(cards[0]["defense"])


# 「手札っていくつになる?」「相手の手札は何枚?」「墓地っていくつ?」: a zone's count asked — the run holds the
# counted hand only (the played card's move to the graveyard is not run): the damage's number is no answer
_ZONE_ASKED = re.compile(
    r"(?:手札|墓地|デッキ|山札|除外エリア|魔石|チェイス)(?:の枚数)?\s*(?:って|は|が|も)?\s*"
    r"(?:今|最終的に|結局|解決後)?\s*(?:何枚|いくつ|いくら|何点|どう)|何枚\s*(?:手札|墓地|デッキ|山札)"
)
_QUOTE_TEXT = re.compile(r"「[^「」]*」|『[^『』]*』")


def per_count_damage(reading: Reading) -> BuiltScenario | None:
    found = per_count_found(reading)
    if found is None or not acts_only(reading, "damage") or called_off(reading):
        return None
    if _ZONE_ASKED.search(_QUOTE_TEXT.sub("", reading.text)):
        return None
    if asked(reading, "can") is not None:
        # 「200ダメージを3回受けるの?」「200点ずつ3回軽減される?」 ask the split (10.6.4.1: no), not whether
        # the damage is dealt — the run's 'yes' (nothing refused) answers neither
        return None
    per, dealt, quote, carded = found
    notes: list[str] = []
    controller = quote_controller(reading, quote, notes)
    if controller is None or (not carded and controller != "self"):
        return None  # unquoted, its owner words are the asker's: only the asker's own effect reads alike
    counted = _counted(reading, per, quote, controller, notes)
    if counted is None:
        return None
    zone, counter, count = counted
    if zone == "hand" and HAND_WHEN.search(_QUOTE_TEXT.sub("", reading.text)):
        return None  # 「手札4枚。「…」を手札から撃った」: out of the counted hand — 3 at resolution?
    me = seats(reading)
    payload: dict[str, Any] = {"player1": {}, "player2": {}}
    if zone == "hand":
        payload[me[counter]]["hand"] = count
        for owner, n in other_hands(reading, counter).items():  # told beside it, not counted (fow_hands)
            payload[me[owner]]["hand"] = n
    else:
        payload[me[counter]][zone] = [{"id": f"c{i + 1}", "name": "リゾネイター"} for i in range(count)]
    counts_it = zone == "field" and counter == controller
    if not _source_placed(reading, quote, payload, controller, me[controller], counts_it):
        return None
    lives = {q.owner: q.value for q in of(reading, Role.QUANTITY, "life") if isinstance(q.value, int)}
    kind, cards = _targets(reading, quote)
    targets: list[str] = []
    untold: set[str] = set()
    target: str | None = None
    if kind == "card":
        kinds = {c.concept for c in cards}
        owners = {c.owner for c in cards if c.owner is not None}  # 「そのリゾネイター」 is the one named
        if len(kinds) != 1 or len(owners) > 1 or not owners <= set(OTHER_OWNER):
            return None
        owner = owners.pop() if owners else OTHER_OWNER[controller]
        if not any(c.owner for c in cards):
            notes.append(f"対象のカードは{'相手' if owner == 'opponent' else '自分'}のものとしています。")
        kind_of = "j_ruler" if cards[0].concept == "ruler" else cards[0].concept
        spec: dict[str, Any] = {"id": "t1", "name": cards[0].text, "kind": kind_of}
        defense = {f.value for f in of(reading, Role.STAT, "defense") if isinstance(f.value, int)}
        held = {f.value for f in of(reading, Role.STAT, "damage_taken") if isinstance(f.value, int)}
        if spec["kind"] not in ("resonator", "j_ruler") or len(defense) > 1 or len(held) > 1 or lives:
            return None
        spec["defense"] = defense.pop() if defense else 10000
        if not any(f.concept == "defense" for f in of(reading, Role.STAT)):
            notes.append(
                "防御力が質問にないため10000としています(蓄積されるダメージの値は防御力によりません)。"
            )
        if held:
            spec["damage"] = held.pop()
        payload[me[owner]].setdefault("field", []).append(spec)
        targets.append("t1")
    else:
        target = player_target(reading, quote, controller)
        if target is None and not lives and "ライフ" not in reading.text:
            # 「100ダメージを3回?それとも300ダメージを1回?」: the instance is asked, not a life
            target = OTHER_OWNER[controller]
            untold.add(me[target])
            notes.append(
                "ダメージを与える対象が質問にないため、相手プレイヤーとしています(そのライフは答えません)。"
            )
        if target is None or any(o not in (target, None) for o in lives):
            return None
        if None in lives and target in lives and lives[None] != lives[target]:
            return None
        life = lives.get(target, lives.get(None))
        if life is not None:
            payload[me[target]]["life"] = life
        elif "ライフ" in reading.text:
            return None  # the life after it needs the life before it
        else:
            untold.add(me[target])  # its life is not asked: only the instance is told
        targets.append(me[target])
    op: dict[str, Any] = {"kind": "deal_damage", "player": me[controller], "targets": targets,
                          "per_zone": zone, "per_player": me[counter], "per_each": dealt.value}  # fmt: skip
    prevent = _prevention(reading)
    if prevent is False:
        return None
    if isinstance(prevent, tuple):  # 10.6.4.1: the engine compares the one instance of count × each
        if protected_by(reading) not in (None, "card" if kind == "card" else target):
            return None
        op["prevent_at_most"] = prevent[1]
        prevent = None
    if prevent is not None:
        protected = protected_by(reading)
        if protected is not None and protected != ("card" if kind == "card" else target):
            return None  # a prevention of another player (or of a card): it does not apply to this hit
        op["prevent"] = prevent
    payload["operations"] = [op]
    told = bool(of(reading, Role.STAT, "defense"))
    if asked(reading, "destroyed") is not None and not _short_of_defense(
        payload, count, dealt, prevent, told
    ):
        return None  # 10.6.1 only adds the damage: destroying a card at its 防御力 is no §10 rule
    stated = frozenset(t for t in targets if t in ("player1", "player2") and t not in untold)
    head = partial(damage_head, stated_life=stated, untold=frozenset(untold))
    if kind == "card" and _asks_held(reading):
        head = partial(_held_first, head)
    return BuiltScenario(
        "fow.plan.per_count_damage", payload, story(head, _TOLD, limit=4, me=me["self"]), tuple(notes)
    )
