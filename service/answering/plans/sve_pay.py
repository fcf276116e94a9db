"""Shadowverse Evolve: paying and recovering PP, planned from the reading's facts.

* `play_cost` — 「PPが3あるとき、コスト3のフォロワーはプレイできる?」「PP4でコスト5のスペルって使える?」:
  each costed card (a cost said before its card noun, or a spell with its cost: STAT spell_cost) is
  played from the hand in the order told, paying its cost from the stated PP (8.2.1, 10.4.4; a quoted
  「手札のスペルのコストは1少なくなる」 read by `quoted_cost`); a cost the PP left cannot pay is refused.
* `sve_pp_play.pp_recovery` — 「PP最大値6でPPが4。PPを3回復する効果を使ったら?」: up to the PP max (5.14.1,
  5.14.1.1).

Only the asker's PP (the turn player's) is read; the opponent's PP told beside it is an aside (`their_aside`:
a play pays its player's own PP, 10.4.4); anything else told declines."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from service.answering.plans.quoted_cost import cost_text_read
from service.answering.plans.sve_pay_heads import ep_unused, play_head, quick_head, set_first
from service.answering.plans.sve_read import unbound_numbers
from service.answering.plans.their_aside import their_resources
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story

GAME = "sve"
_KINDS = frozenset({"follower", "amulet"})
_COSTS = frozenset({"cost", "spell_cost"})
# what effects do to the PP a play pays (10.4.4.1): set to a value (applied first, 10.10.2.4), or changed
_CHANGES = frozenset({"cost_change", "cost_set"})
_LINK = frozenset({"", "の"})  # 「コスト3のフォロワー」: the cost said of the card noun right after it
# 「コスト3の【クイック】持ちフォロワー」: a keyword of the card said between its cost and its noun
_KEYWORD_LINK = re.compile(r"(?<=の)\s*【[^】]{1,12}】\s*(?:付き|つき|持ち|を持つ)?\s*(?:の)?")


def told_resources(reading: Reading, allowed: frozenset[str]) -> dict[str, int] | None:
    """The asker's PP / PP max as stated (one value each), or None for any other quantity or owner."""
    player: dict[str, int] = {}
    for f in reading.of(Role.QUANTITY):
        if f.concept not in allowed or not isinstance(f.value, int) or f.owner not in (None, "self"):
            return None
        if player.get(f.concept, f.value) != f.value:
            return None
        player[f.concept] = f.value
    return player


# 「コスト2のカード」: a card of no kind said (its kind changes no PP paid: assumed, named)
_ANY_CARD = re.compile(r"\s*の\s*カード")
# 「「コスト-3」がかかってなかったら」「…がなければ」: the change said as absent, in its clause
_DENIED = re.compile(r"[」』]?[^、。??]{0,10}?(?:な(?:い|かっ|く|け|し)|ず|無)")
# the change told as gone since (「…その効果はもう終わってる」, 'yes' at its reduced cost in sve audit 10b:
# 10.4.4.1 applies a change in effect), or spent on another play (「…下げる効果があった。でももう使った」)
_UNDONE = re.compile(
    r"終わ|終了|切れ|消え|消滅|なくな|無くな|解除|無効|失[わっ]|外れ|取り消"
    r"|(?:もう|既に|すでに)\s*(?:使|つか)|使い\s*(?:切|き)|使用\s*済"
)


# 「コスト2の【クイック】付きスペル」: a spell named with its cost, a keyword between
_KEYED_SPELL = re.compile(r"\s*の\s*【[^】]{1,12}】\s*(?:付き|つき|持ち|を持つ)?\s*(?:の)?\s*スペル")


def costed_cards(reading: Reading) -> list[tuple[int, str]] | None:
    """Each cost with the kind of the card noun it is said of, in the order told."""
    cards = [f for f in reading.of(Role.CARD) if f.concept in _KINDS]
    out: list[tuple[int, str]] = []
    for cost in reading.of(Role.STAT):
        if cost.concept in _CHANGES:
            continue
        if cost.concept not in _COSTS or not isinstance(cost.value, int) or not 0 <= cost.value <= 20:
            return None
        if (
            cost.concept == "cost"
            and _ANY_CARD.match(reading.text, cost.end)
            and len(reading.of(Role.STAT)) == 2
        ):
            out.append((cost.value, "card"))  # 「コスト2のカードに「コスト-3」」: one card, its change
            continue
        if cost.concept == "spell_cost" or _KEYED_SPELL.match(reading.text, cost.end):
            out.append((cost.value, "spell"))  # 「コスト3のスペル」「コスト2の【クイック】付きスペル」
            continue
        noun: Fact | None = next((c for c in cards if c.start >= cost.end), None)
        link = _KEYWORD_LINK.sub("", reading.text[cost.end : noun.start]) if noun is not None else ""
        if noun is None or link.strip() not in _LINK:
            return None  # 「コスト3のスペル」: a card the reading does not name
        out.append((cost.value, noun.concept))
    return out or None


# the card kinds a quoted cost change names (「スペルのコスト-2」): it changes only their cost (10.4.4.1)
_KIND_WORDS = {"フォロワー": "follower", "スペル": "spell", "アミュレット": "amulet"}


def _aimed_elsewhere(text: str, told: list[Fact], kinds: set[str]) -> bool:
    """A change told inside card text that names card kinds, none of them the kind played (quoted audit
    11: 'yes' had been stated for a follower under 「スペルのコスト-2」)."""
    for f in told:
        opened, closed = text.rfind("「", 0, f.start), text.rfind("」", 0, f.start)
        if opened == -1 or closed > opened:
            continue  # not inside a quote
        end = text.find("」", f.end)
        named = {k for w, k in _KIND_WORDS.items() if w in text[opened : end if end != -1 else len(text)]}
        if named and not named & kinds:
            return True
    return False


def _change(reading: Reading, costed: list[tuple[int, str]]) -> int | None:
    """「コスト2のカードに「コスト-3」がかかってる」: one change told of the one costed card (10.4.4.1);
    0 when none is told, None when it cannot be bound (several cards or changes)."""
    told = [f for f in reading.of(Role.STAT) if f.concept in _CHANGES]
    changes = [f.value for f in told if f.concept == "cost_change"]
    if not told:
        return 0
    if any(_DENIED.match(reading.text, f.end) for f in told) or "もし" in reading.text:
        return None  # 「もし「コスト-3」がかかってなかったら」: the change denied or supposed
    if _UNDONE.search(reading.text, min(f.end for f in told)):
        return None  # 「…かかってたけど、その効果はもう終わってる」: the change told as gone
    if _aimed_elsewhere(reading.text, told, {k for _c, k in costed}):
        return None  # 「コスト5のフォロワーに「スペルのコスト-2」」: the quote lowers another kind's cost
    if (
        len(costed) != 1
        or len(changes) > 1
        or not all(isinstance(c, int) and -20 <= c <= 20 for c in changes)
    ):
        return None  # several changes: the scenario holds one (the planner finds each told value in it)
    return int(changes[0] or 0) if changes else 0


def set_cost(reading: Reading) -> int | None:
    """「「コストは2になる」効果」: the value the one told effect sets the PP a play pays to, applied before
    any increase or decrease (10.10.2.4); None when none is told, -1 when it cannot be bound."""
    told = [f for f in reading.of(Role.STAT) if f.concept == "cost_set"]
    if not told:
        return None
    if len(told) > 1 or not isinstance(told[0].value, int) or not 0 <= told[0].value <= 20:
        return -1
    return told[0].value


def lowered_cost(reading: Reading) -> Reading:
    """「コストを3軽くする」「コストが2下がる」(lexicon STAT cost_down): the PP a play pays changed by -N,
    as 「コスト-3」 says it (cost_change, 10.4.4.1)."""
    out = {
        f: replace(f, concept="cost_change", value=-f.value)
        for f in reading.of(Role.STAT)
        if f.concept == "cost_down" and isinstance(f.value, int)
    }
    return reading if not out else replace(reading, facts=tuple(out.get(f, f) for f in reading.facts))


# 「場のアミュレットの効果で」「相手のフォロワーの能力により」: the card whose effect changes the cost
_SOURCE = re.compile(r"\s*の\s*(?:効果|能力)\s*(?:で|により|によって)")
_THAT = re.compile(r"(?:その|この|そいつ)\s*$")


def cost_source(reading: Reading) -> Reading:
    """「場のアミュレットの効果で、そのフォロワーのコストが2軽くなってる」: the asker's own card whose
    effect makes the one cost change told (10.4.4.1) is its cause, no card the play pays for, and the
    「効果で」 is that cause — both neutral; the change itself is still the plan's to reflect. Not for
    the opponent's card (whose effect may change the cost of whose cards is not said)."""
    changes = [f for f in reading.of(Role.STAT) if f.concept == "cost_change"]
    if len(changes) != 1:
        return reading
    change = changes[0]
    start = max(reading.text.rfind(c, 0, change.start) for c in "。??!") + 1
    # 「効果でコスト-2されてる」: the bare effect word right before the change is its cause (style audit 19b)
    causes: set[Fact] = {
        f for f in reading.of(Role.MODIFIER)
        if f.concept == "effect"
        and start <= f.start
        and reading.text[f.end : change.start].strip() in ("", "、")
    }  # fmt: skip
    for card in reading.of(Role.CARD):
        said = _SOURCE.match(reading.text, card.end)
        if said is None or not start <= card.start < change.start or card.owner not in (None, "self"):
            continue
        effect = [f for f in reading.of(Role.MODIFIER) if card.end <= f.start and f.end <= said.end()]
        causes |= {card, *effect}
    if not causes:
        return reading
    why = "the card whose effect changes the cost (10.4.4.1): a cause, no card played"
    facts = tuple(
        replace(f, role=Role.NEUTRAL, concept="setting", why=why) if f in causes else f for f in reading.facts
    )
    return replace(reading, facts=facts)


def each_played(reading: Reading, costed: list[tuple[int, str]]) -> list[int] | None:
    """The costed cards as played: a count said with a play (「コスト2のフォロワーを2体出して、コスト3の
    スペルも使った」) repeats the one costed card told right before it, in its own clause (8.2.1) — the
    cards of a sequence counted each, not the whole told once. None when a count binds to no card or
    to one already counted. The told card of each play, by its index in `costed`."""
    costs = [f for f in reading.of(Role.STAT) if f.concept not in _CHANGES]
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    if len(costs) != len(costed):
        return None
    times = [1] * len(costed)
    for act in acts:
        if act.concept != "play" or not isinstance(act.value, int):
            continue
        before = [i for i, c in enumerate(costs) if c.end <= act.start]
        if not before or not 1 <= act.value <= 5 or times[before[-1]] != 1:
            return None
        if len(costs) == 1:  # the one card told, played that many times
            times[0] = int(act.value)
            continue
        cost, prior = costs[before[-1]], [a.end for a in acts if a.end <= act.start]
        between = reading.text[cost.end : act.start]
        if (
            any(prior and prior[-1] <= c.start and c is not cost for c in costs[: before[-1]])
            or (not prior and len(before) > 1)
            or re.search(r"[、。,??と]|全|合わせ|あわせ|計", between + act.text)
        ):
            return None  # 「コスト2とコスト3のフォロワーを2体とも」: a count of several cards, not of one
        times[before[-1]] = int(act.value)
    return [i for i, n in enumerate(times) for _ in range(n)]


def _named_again(reading: Reading, kinds: set[str]) -> set[int]:
    """The starts of card nouns said again with その/この (「そのフォロワーのコストが」) of a kind costed."""
    return {
        f.start for f in reading.of(Role.CARD)
        if f.concept in kinds and _THAT.search(reading.text[max(0, f.start - 4) : f.start])
    }  # fmt: skip


def _play_cost(reading: Reading) -> BuiltScenario | None:
    aside = their_resources(reading, ("pp", "pp_max"))  # 「相手のPPは5残ってる。俺のPPは1」 (10.4.4)
    reading = aside.reading
    kind = asked(reading)
    if kind not in ("can", "outcome", "number") or unbound_numbers(reading):
        return None
    acts = [f for f in reading.of(Role.ACTION) if not f.negated]
    paid = kind == "number" and _PAID_ASKED.search(reading.text) is not None
    # 「PPいくつ払う?」: the pay asked is the play's (10.4.4)
    if not acts or any(f.concept not in ("play", "use", *(("pay",) if paid else ())) for f in acts):
        return None
    # 【クイック】 said of the card played in the asker's own turn: it may be played as any card (12.3.5)
    quick = [f for f in reading.of(Role.KEYWORD) if f.concept == "クイック" and not f.negated]
    if len(reading.of(Role.KEYWORD)) != len(quick) or (quick and not _own_turn(reading)):
        return None  # 【クイック】 with no turn told: it may be the opponent's, at a timing untold (12.3.4)
    turns = reading.of(Role.TURN)
    if reading.of(Role.STATE, Role.MODIFIER) or any(f.concept != "self_turn" or not quick for f in turns):
        return None
    if any(f.concept not in _COSTS | _CHANGES for f in reading.of(Role.STAT)):
        return None
    if any(f.owner not in (None, "self") for f in reading.facts if f.role is not Role.NEUTRAL):
        return None
    # 「PP3とEP2あるんだけど、EPも使って…出せる?」: the EP is held as told; a play never pays with it
    # (EP stands in for PP only in an evolve, 3.2.5, 12.2.3)
    player = told_resources(reading, frozenset({"pp", "pp_max", "ep"}))
    costed = costed_cards(reading)
    notes = []
    if player == {} and paid and costed is not None and len(costed) == 1:
        # 「PPは何点減る?」 with no PP told: what a play pays is its cost changed (10.4.4.1, never below
        # 0: 1.3.2), whatever PP it is paid from — the PP only needs to cover it
        player = {"pp": 10, "pp_max": 10}
        notes.append("PPは指定がないので、支払える10と仮定(支払う量には関わりません)。")
    if player is None or "pp" not in player or costed is None:
        return None
    change = _change(reading, costed)
    set_to = set_cost(reading)
    if (
        change is None
        or (kind == "number" and not (_asks_pp(reading) or paid))
        or (change and kind == "outcome")
    ):
        return None  # the PP left is the number a play answers (not a cost, not a count)
    if set_to is not None and (set_to < 0 or kind == "outcome" or len(costed) != 1):
        return None
    named = [k for _c, k in costed if k not in ("spell", "card")]
    again = _named_again(reading, set(named)) if len(costed) == 1 else set()
    if len({c.start for c in reading.of(Role.CARD)} - again) != len(named):
        return None  # a card named without its cost
    told = list(range(len(costed)))
    if any(isinstance(f.value, int) for f in acts if f.concept == "play"):
        repeated = each_played(reading, costed)  # 「コスト2のフォロワーを2体出した」 (8.2.1)
        if repeated is None or change or quick:
            return None
        costed, told = [costed[i] for i in repeated], repeated
    if quick and (len(quick) > 1 or len(costed) > 1):
        return None  # which card has it is not said
    if any(k == "card" for _c, k in costed):
        costed = [(c, "follower" if k == "card" else k) for c, k in costed]
        notes.append("カードの種類は指定がないのでフォロワーと仮定(支払うPPには関わりません)。")
    if "pp_max" not in player:
        player["pp_max"] = min(max(player["pp"], 1), 10)
        notes.append(f"PP最大値は指定がないので{player['pp_max']}と仮定(支払いには関わりません)。")
    if not 0 <= player["pp"] <= player["pp_max"] <= 10:
        return None
    several = len(costed) > 1
    spell = all(kind == "spell" for _c, kind in costed)
    names = [f"出すカード{told[i] + 1}" if several else "出すカード" for i in range(len(costed))]
    hand = [
        {"id": f"x{i + 1}", "name": names[i], "kind": k, "cost": cost}
        | ({"cost_change": change} if change else {})
        | ({"cost_set": set_to} if set_to is not None else {})
        | ({"keywords": ["クイック"]} if quick else {})
        for i, (cost, k) in enumerate(costed)
    ]
    spec: dict[str, Any] = dict(player) | {"hand": hand}
    payload = {"player1": spec, "actions": [{"type": "play", "card": h["id"]} for h in hand]}
    if aside.theirs:
        payload["player2"] = _theirs(aside.theirs, notes)
    notes.append("場には出すカードの置き場所があると仮定(場のカードは指定がありません)。")
    return BuiltScenario(
        f"{GAME}.planned_play_cost",
        payload,
        story(
            lambda s: quick_head(
                ep_unused(
                    set_first(play_head(s, several, spell, player["pp"] if paid else None), set_to, change),
                    "ep" in player,
                ),
                bool(quick),
            ),
            types=("counter", "play", "rejected"),
            limit=4,
        ),
        tuple(notes),
    )


play_cost = cost_text_read(_play_cost)


def _theirs(told: dict[str, int], notes: list[str]) -> dict[str, int]:
    """The opponent's PP / PP max as told (a play pays the player's own PP, 10.4.4)."""
    pp_max = told.get("pp_max", min(max(told.get("pp", 0), 1), 10))
    if "pp_max" not in told:
        notes.append(f"相手のPP最大値は指定がないので{pp_max}と仮定(自分の支払いには関わりません)。")
    return {"pp": told.get("pp", 0), "pp_max": pp_max}


def _asks_pp(reading: Reading) -> bool:
    """「PPいくつ残る?」: the PP named in the asking sentence, right before its ask."""
    ask = next((f for f in reading.asks() if f.concept == "number"), None)
    if ask is None:
        return False
    start = max(reading.text.rfind(c, 0, ask.start) for c in "。??") + 1
    # 「残りのPPは?」: the ask is the PP noun itself (its topic 「PPは」), 「残り」 alone before it
    if any(
        f.concept == "PP" and ask.start <= f.start and f.end <= ask.end for f in reading.of(Role.TERM)
    ) and _PP_LEFT_BEFORE.fullmatch(reading.text[start : ask.start]):
        return True
    terms = [f for f in reading.of(Role.TERM) if f.concept == "PP" and start <= f.start < ask.start]
    return (
        bool(terms)
        and not any(f.start > terms[-1].end and f.end <= ask.start for f in reading.of(Role.STAT))
        and _PP_LEFT_GAP.fullmatch(reading.text[terms[-1].end : ask.start]) is not None
    )


# between 「PP」 and its ask only particles and 「残り」 (「PPはいくつ?」「PPの残りはいくつ?」); not
# 「PP最大値はいくつ?」 (sve audit 10b had stated the PP left for it: the maximum is not paid, 10.4.4)
_PP_LEFT_GAP = re.compile(r"(?:\s|は|が|って|の|も|、|残り|残る|残って|あと|今)*")
_PP_LEFT_BEFORE = re.compile(r"\s*(?:で|じゃ)?\s*(?:残り|残った|残ってる|余った|余り)\s*の\s*")


# 「自分のメインフェイズで」「自分のターンに」「今普通に」: the play is in the asker's own turn
_OWN = re.compile(r"(?:自分|俺|こっち)の\s*(?:ターン|メインフェイズ|メイン)|メインフェイズ")


def _own_turn(reading: Reading) -> bool:
    """The asker's own turn told, or a turn the card is kept until (「相手のターンまで温存」) weighed
    against playing it now."""
    kept = any(
        f.role is Role.NEUTRAL and f.why.startswith("a turn a card is kept until") for f in reading.facts
    )
    return kept or _OWN.search(reading.text) is not None


# 「PPは何点減る?」「PPいくつ払う?」「PPを何点使う?」: the PP a play pays is asked
_PAID_ASKED = re.compile(
    r"PP\s*(?:は|が|を|って)?\s*(?:何点|いくつ|いくら|何)\s*(?:減|払|使|消費)"
    r"|(?:払う|支払う|使う|消費する)\s*PP\s*(?:は|って)\s*(?:何点|いくつ|いくら)?\s*[?？]"
)
