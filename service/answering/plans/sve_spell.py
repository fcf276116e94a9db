"""Shadowverse Evolve: a spell's damage to the opponent's leader — counted per the graveyard's cards,
and/or followed by its draw — planned from the reading.

`per_graveyard` — 「自分の墓場にカードが11枚。『自分の墓場のカード4枚につき、相手のリーダーに1ダメージ』を
使った。相手リーダーは体力7。残りいくつ?」: the amount is counted once, as one instance of damage
(5.28.1: 11 // 4 = 2 → 2 damage), dealt to the opponent's leader (5.13.1); 体力0 or less loses at the
next check (11.2.1). 「相手のリーダーに2ダメージを与え、カードを1枚引く」: the draw follows the damage
in the same resolution (10.6.2.8.2); a draw from an empty deck loses at the same check, so both players
losing at once is a draw (1.2.2, 11.2.2).

The per-count (lexicon STAT ``per``: 「墓場のカードN枚につき」) and the graveyard's count must be the
asker's and told; the damage goes to the opponent's leader the quote names. The spell's cost and the
PP that pays it are named defaults (they do not change the damage).
"""

from __future__ import annotations

import re
from functools import partial
from itertools import pairwise
from typing import Any

from service.answering.plans.sve_quote import used_by
from service.answering.plans.sve_read import game_over, unbound_numbers
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

GAME = "sve"
_GRAVES = frozenset({"graveyard_cards", "about:graveyard_cards"})
_OF = re.compile(r"\s*の\s*")


def _plays_text(act: Fact, pers: list[Fact]) -> bool:
    """「『…4枚につき…1ダメージ』のスペルをプレイした」: the play after the per-count text is the play
    of the spell that holds it (the same as 使った), no second action."""
    return len(pers) == 1 and act.start > pers[0].end


def per_graveyard(reading: Reading) -> BuiltScenario | None:
    if asked(reading) not in ("number", "winner", "outcome") or unbound_numbers(reading):
        return None
    pers = [f for f in reading.of(Role.STAT) if f.concept == "per"]
    graves = [f for f in reading.of(Role.QUANTITY, Role.ASK) if f.concept in _GRAVES]
    # the quote's 自分/相手 are its user's (`sve_quote`, read before the plans)
    user = (used_by(reading, pers[0]) or "self") if len(pers) == 1 else "self"
    target = "self" if user == "opponent" else "opponent"
    owner = _graveyard_owner(reading, pers[0]) if pers else None
    if len(pers) > 1 or len(graves) != len(pers) or owner not in (None, user):
        return None
    if graves and (graves[0].owner not in (None, user) or not isinstance(graves[0].value, int)):
        return None
    follower = fanfare_follower(reading, pers)
    source = ability_source(reading, pers) if follower is None else None
    # 「何ダメージ入る?」: the damage word of the ask is what is asked, no second hit
    asks = [(a.start, a.end) for a in reading.asks()]
    acts = [
        f for f in reading.of(Role.ACTION)
        if not f.negated and f.concept != "use"
        and not (f.concept == "play" and (follower is not None or _plays_text(f, pers)))
        and not (f.value is None and any(s < f.end and f.start < e for s, e in asks))
    ]  # fmt: skip
    hits = [f for f in acts if f.concept == "damage"]
    draws = [f for f in acts if f.concept == "draw" and f.start > hits[0].end] if hits else []
    if len(hits) != 1 or not isinstance(hits[0].value, int) or len(acts) != 1 + len(draws) or len(draws) > 1:
        return None
    if not pers and not draws:
        return None  # one damage alone is `sve_players.player_effect`'s
    leaders = [f for f in reading.of(Role.CARD) if f.concept == "leader"]
    if (
        not leaders
        or any(f.owner != target for f in leaders)
        or len(reading.of(Role.CARD)) != len(leaders) + (follower is not None) + (source is not None)
    ):
        return None  # the damage's target: the opponent's leader, named
    healths = {f.value for f in reading.of(Role.STAT) if f.concept == "health"}
    if any(f.concept not in ("per", "health") for f in reading.of(Role.STAT)) or len(healths) > 1:
        return None
    if any(f.owner == user for f in reading.of(Role.STAT) if f.concept == "health"):
        return None  # the effect user's own 体力 told: not this family
    if reading.of(Role.KEYWORD, Role.STATE, Role.TURN) or any(
        f.concept != "effect" for f in reading.of(Role.MODIFIER)
    ):
        return None
    decks = [f for f in reading.of(Role.QUANTITY) if f.concept == "deck"]
    if len(reading.of(Role.QUANTITY)) != len(decks) + len([g for g in graves if g.role is Role.QUANTITY]):
        return None
    if len(decks) > 1 or any(f.owner not in (None, user) or not isinstance(f.value, int) for f in decks):
        return None
    if user != "self" and (draws or follower is not None or source is not None):
        return None  # the opponent's deck and field are not told
    amount = hits[0].value
    spell: dict[str, Any] = {
        "id": "s",
        "name": "ダメージを与えるスペル",
        "kind": "spell",
        "cost": 0,
        "damage": amount,
    }
    notes = ["スペルのコストは指定がないので0と仮定(ダメージには関わりません)。"]
    if follower is not None:
        if draws:
            return None
        spell |= {
            "kind": "follower",
            "name": "ファンファーレでダメージを与えるフォロワー",
            "attack": 1,
            "health": 1,
        }
        notes = [
            "ファンファーレを持つフォロワーを、コスト0(攻撃力1・体力1)で空いている自分の場に出したものとしました"
            "(出したことで誘発します: 12.4.3)。"
        ]
    player1: dict[str, Any] = {"hand": [spell]}
    if source is not None:
        # 「場のフォロワーの能力で「…」を使う」: the quoted effect is what resolves (5.28.1, 5.13.1); which
        # card carries it changes no count or damage, so it is played as a spell with that one effect
        player1["field"] = [{"id": "src", "name": "能力を持つ自分のフォロワー", "attack": 1, "health": 1}]
        notes.append(
            "場のフォロワーの能力は、引用された効果だけを持つコスト0のスペルとして処理しました"
            "(数える枚数とダメージは同じです。能力のコストは支払えるものと仮定)。"
        )
    if pers:
        per, grave = pers[0].value, graves[0].value
        if (
            not isinstance(per, int)
            or not 1 <= per <= 60
            or not isinstance(grave, int)
            or not 0 <= grave <= 200
        ):
            return None
        spell |= {"per": per} | (
            {} if follower else {"name": "墓場のカードの枚数につきダメージを与えるスペル"}
        )
        player1["graveyard"] = grave
        if owner is None:
            notes.append("数える墓場の持ち主が書かれていないので、効果を使った自分の墓場と仮定。")
    if draws:
        drawn = draws[0].value if isinstance(draws[0].value, int) else 1
        spell["draw"] = min(max(drawn, 0), 60)  # after the damage, in the same resolution (10.6.2.8.2)
        if decks:
            player1["deck"] = decks[0].value
        else:
            notes.append("自分のデッキの枚数は指定がないので、引くカードが残っていると仮定。")
    if not 0 <= amount <= 20:
        return None
    player2: dict[str, Any] = {}
    health = healths.pop() if healths else None
    if isinstance(health, int):
        player2["health"] = health
    elif asked(reading) != "number" or draws:
        return None  # the outcome turns on the 体力 the question does not give
    else:
        notes.append(f"{WORD[target]}のリーダーの体力は指定がないので、最初の20と仮定。")
    actions: list[dict[str, Any]] = [{"type": "play", "card": "s"}]
    if user != "self":  # the opponent's card: played on the opponent's turn (8.2.1)
        player1, player2 = player2, player1
        actions.insert(0, {"type": "end_turn"})
        notes.append("相手が効果を使う場面として、自分のターンを終えて相手のターンに使うシナリオにしました。")
    payload: dict[str, Any] = {"player1": player1, "player2": player2, "actions": actions}
    return BuiltScenario(
        f"{GAME}.planned_{'fanfare' if follower else 'spell'}_damage",
        payload,
        story(
            partial(_head, dealt=_DEALT.search(reading.text) is not None, hit=target),
            types=_TOLD,
            # the PP paid, the play counted (and the turn change's counters) come first
            limit=4 if user == "self" and follower is None else 9,
        ),
        tuple(notes),
    )


# 「ファンファーレ「…」のフォロワー」「…ってフォロワー」「…を持つフォロワー」
# 「フォロワーのファンファーレ『…』」
_FANFARE_CARD = re.compile(r"[」』]\s*(?:の|って|という|っていう|を持つ|を持った|持ちの|付きの|つきの)?\s*$")


def fanfare_follower(reading: Reading, pers: list[Fact]) -> Fact | None:
    """The follower whose ファンファーレ is the quoted per-count damage: one follower noun, right after
    the quote, right before 「のファンファーレ」 or right before the quote (sve-au-21:
    「フォロワー「ファンファーレ …」を出した」), with 「ファンファーレ」 said (12.4.1: it resolves when the
    follower is put onto the field)."""
    nouns = [f for f in reading.of(Role.CARD) if f.concept == "follower"]
    if len(nouns) != 1 or not pers or "ファンファーレ" not in reading.text:
        return None
    noun = nouns[0]
    after = _FANFARE_CARD.search(reading.text[: noun.start]) is not None and noun.start > pers[0].end
    before = re.match(r"\s*の\s*ファンファーレ", reading.text[noun.end :]) is not None
    # 「フォロワー「ファンファーレ …」を出した」: the noun names the card whose text the quote after it is
    named = (
        re.match(r"\s*[「『]\s*ファンファーレ", reading.text[noun.end :]) is not None
        and noun.end < pers[0].start
    )
    return noun if after or before or named else None


# 「場のフォロワーの能力で「…」」「自分のフォロワーの効果で『…』」: the card whose ability the quote is
_ABILITY_OF = re.compile(r"\s*の\s*(?:能力|効果)\s*(?:で|により|によって|として)\s*[「『]")


def ability_source(reading: Reading, pers: list[Fact]) -> Fact | None:
    """The asker's field follower whose ability is the quoted per-count damage: one follower noun,
    said on the 場 (「場のフォロワーの能力で」), right before the quote it opens, owned by the asker or
    unsaid."""
    nouns = [f for f in reading.of(Role.CARD) if f.concept == "follower"]
    if len(nouns) != 1 or not pers or nouns[0].owner not in (None, "self"):
        return None
    noun = nouns[0]
    opened = _ABILITY_OF.match(reading.text, noun.end)
    on_field = re.search(
        r"場\s*(?:に\s*(?:いる|ある))?\s*の?\s*$", reading.text[max(0, noun.start - 8) : noun.start]
    )
    if opened is None or on_field is None or opened.end() > pers[0].start:
        return None
    return noun


WORD = {"self": "自分", "opponent": "相手"}


def _graveyard_owner(reading: Reading, per: Fact) -> str | None:
    """「自分の墓場のカード4枚につき」: the owner word opening the per-count, or joined by の right before
    it, names whose graveyard is counted (the reader may give an unowned per-count the owner after it:
    「…につき相手のリーダーに」, the damage's target)."""
    said = [
        f for f in reading.of(Role.OWNER)
        if f.start == per.start or (f.end <= per.start and _OF.fullmatch(reading.text, f.end, per.start))
    ]  # fmt: skip
    return said[-1].owner if said else None


# 「何ダメージ?」「何点入る?」「ダメージはいくつ?」: the damage is asked, not the 体力 it leaves
_DEALT = re.compile(r"何\s*(?:点|ダメ)|ダメージ(?:は|って|量は)\s*(?:いくつ|何)")
_TOLD = ("fanfare", "per_count", "damage", "counter", "game_over", "move")


def _head(sim: SimulationResult, dealt: bool, hit: str = "opponent") -> str:
    """The asked number first, the one number of the first sentence — the opponent's leader's 体力,
    or the damage dealt once (5.28.1) when that is asked — and the other in parentheses."""
    hits = [e for e in sim.events if e.type == "counter" and e.data.get("key") == "health"]
    total = -sum(int(e.data.get("delta", 0)) for e in hits)
    once = f"{total}ダメージを1回与えます" if hits else "0ダメージのため何も行われません"
    seat = "player2" if hit == "opponent" else "player1"
    left = f"{WORD[hit]}のリーダーの体力は{sim.counter(seat, 'health')}になります"
    told = f"{once}({left})" if dealt else f"{left}({once})"
    drew = [e for e in sim.events if e.type == "move" and "5.9.2" in e.rules]
    if drew:
        told += f"。その後カードを{len(drew)}枚引きます"
    if sim.counter("player1", "drew_from_empty"):
        told += "。デッキが0枚の状態でカードを引こうとしたため、ルール処理で自分も敗北条件を満たします"
    if sim.outcome.draw:
        return f"{told}。両方のプレイヤーが同時に敗北するため、ゲームは引き分けになります"
    over = game_over(sim, "player1")
    return f"{told}。{over}" if over else told


# 「2ダメージ受けてる」「もう2ダメージくらってる」: damage a follower already took, not the effect's
_TAKEN = re.compile(r"(?:受け|くら|食ら|喰ら|もら)")
_TARGETED = re.compile(r"\s*(?:[((][^()()]*[))])?\s*(?:に|全員に|全体に|すべてに|全部に)")
_SERIES = re.compile(r"\s*(?:と|、|や)\s*")


def effect_on_followers(reading: Reading) -> BuiltScenario | None:
    """「自分の体力３のフォロワー(もう２ダメージ受けてる)に、相手の1ダメージのスペル撃たれたら破壊される?」
    「相手の場の体力2と体力4のフォロワーに、それぞれ2ダメージ与えるスペル」: an effect's damage to the
    followers it names (5.13.1) on top of the damage they took (2.8.2); 体力0 or less is destroyed
    (11.3.1). The followers' 攻撃力 is a named default (no fight happens)."""
    kind = asked(reading)
    if kind not in ("destroyed", "outcome") or unbound_numbers(reading):
        return None
    hits = [f for f in reading.of(Role.ACTION) if f.concept == "damage" and not f.negated]
    taken = [f for f in hits if _TAKEN.search(f.text)]
    dealt = [f for f in hits if f not in taken]
    acts = [f for f in reading.of(Role.ACTION) if not f.negated and f.concept not in ("use", "destroy")]
    if len(dealt) != 1 or len(taken) > 1 or len(acts) != len(hits) or not isinstance(dealt[0].value, int):
        return None
    nouns = list(reading.of(Role.CARD))
    if not nouns or any(f.concept != "follower" for f in nouns):
        return None
    noun = nouns[-1]
    if not _TARGETED.match(reading.text, noun.end) or dealt[0].start < noun.end:
        return None  # the effect's damage aims at the followers named before it
    if reading.of(Role.KEYWORD, Role.STATE, Role.MODIFIER, Role.QUANTITY, Role.TURN):
        return None
    healths = [f for f in reading.of(Role.STAT) if f.concept == "health" and f.end <= noun.start]
    if not healths or len(reading.of(Role.STAT)) != len(healths):
        return None
    owners = {f.owner for f in [*healths, *nouns]} - {None}
    if len(owners) > 1:
        return None  # one side's followers: 「自分の体力1のフォロワーと体力3のフォロワー」
    owner = owners.pop() if owners else None
    # 「体力2と体力4のフォロワー」「体力1のフォロワーと体力3のフォロワー」: one series, each 体力 joined
    # by の to its noun or by と to the next 体力 of the same noun
    said = sorted([*healths, *nouns], key=lambda f: f.start)
    for a, b in pairwise(said):
        gap = reading.text[a.end : b.start]
        joined = _OF.fullmatch(gap) if b.role is Role.CARD else _SERIES.fullmatch(gap)
        if joined is None or (a.role is b.role is Role.CARD):
            return None
    if said[0].role is Role.CARD:
        return None
    if len(healths) > 1 and (kind == "destroyed" or taken):
        return None  # which one is asked / which one took the damage is not said
    lost = taken[0].value if taken else 0
    if not isinstance(lost, int) or not all(isinstance(f.value, int) for f in healths):
        return None
    side = "player2" if owner == "opponent" else "player1"
    whose = "自分" if side == "player1" else "相手"
    cards = [
        {
            "id": f"f{i + 1}" if len(healths) > 1 else "f",
            "name": f"{whose}の体力{f.value}のフォロワー",
            "health": f.value,
            "damage": lost,
        }
        for i, f in enumerate(healths[:5])
    ]
    notes = ["フォロワーの攻撃力は指定がないので0と仮定(効果のダメージには関わりません)。"]
    if owner is None:
        notes.append("持ち主の書かれていないフォロワーは自分のものと仮定(結果には関わりません)。")
    payload = {
        side: {"field": [c | {"attack": 0} for c in cards]},
        "actions": [{"type": "damage", "amount": dealt[0].value, "targets": [c["id"] for c in cards]}],
    }
    return BuiltScenario(
        f"{GAME}.planned_effect_on_followers",
        payload,
        story(lambda sim: _hit_head(sim, side, cards), types=("damage", "move"), limit=4),
        tuple(notes),
    )


def _hit_head(sim: SimulationResult, side: str, cards: list[dict[str, Any]]) -> str:
    """Each named follower's fate (moved here from the retired `scenarios/sve_effects.follower_damage`)."""
    parts = []
    for spec in cards:
        name = spec["name"] if len(cards) > 1 else spec["name"].replace(f"体力{spec['health']}の", "")
        if any(c["uid"] == spec["id"] for c in sim.zone(side, "graveyard")):
            parts.append(f"{name}は体力が0以下になり、破壊されて墓場に置かれます")
            continue
        card = next(c for c in sim.zone(side, "field") if c["uid"] == spec["id"])
        parts.append(
            f"{name}は体力{card['stats']['health'] - int(card['flags'].get('damage', 0))}で場に残ります"
        )
    return "。".join(parts)
