"""A card told by its stats takes the effects of quoted card texts (「相手のフォロワー1体に3ダメージ」
「キャラを1人選び、それに3ダメージを与える。」「このターン、自分のフォロワー1体は+1/+1」) — is it destroyed /
killed, what is its 体力 — planned from the shared quote reader (`reading.card_text`) for any game with
an adapter here (sve, ninjaslayer).

Each quote must be read whole (an effect, nothing left over: a condition, 「まで」, a choice of several, a
cost withholds); its one chosen card must be a card the text allows — its kind, the side the text names
(seen from the player who uses it: 「相手に「相手のフォロワー1体に…」を撃たれた」 chooses the asker's),
a cost/power ceiling told — else the plan declines (no verdict). The card is the one card noun told
outside the quotes with its stats; any other decisive fact outside the quotes (a keyword, a state, a
damage already taken, a turn) is another family's. The effects resolve in the order told, each as one
resolution (sve 10.6.2.8.2 / 11.1.2; ninjaslayer 1102.4b, 1004.1); the effects' durations are this
turn's, and no turn passes — unless a later turn is told before a stat asked (`plans/quoted_later`): the
run then ends the turn after the texts — or unless the card is told returned to the hand and played
again (`plans/quoted_anew`): the run then does that after the texts.

A quote the told card holds (「「ラストワード カードを1枚引く」持ちのフォロワー」, 「【KO時】「カードを
1枚引く」を持つキャラ」: a trigger the game's engine carries out, draws only, one card told) is printed on it:
the engine decides whether its event happens (sve 12.5.1, onepiece 10-2-1-3). The number read back
(a count, a stat, the 絆 lost) is `plans/quoted_readout`'s.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from service.answering.plans.quote_carrier import carriers
from service.answering.plans.quoted_anew import ANEW_NOTE, returned_anew
from service.answering.plans.quoted_dealt import dealt_after
from service.answering.plans.quoted_later import (
    LATER_NOTE,
    earlier_turn,
    lasting_changes_only,
    later_turn,
    phrase_facts,
)
from service.answering.plans.quoted_readout import asked_number, conclusion
from service.answering.plans.quoted_restriction import restrictions, sourced
from service.answering.plans.quoted_result import told_results
from service.answering.plans.quoted_shield import is_shield, shielded
from service.answering.reading.card_text import CardText, quoted, read_text, trigger_before
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

# the player who uses a quoted text: a passive verb after it (「「…」を撃たれた」「相手に「…」を使われた」),
# its subject or owner right before it (「相手が「…」」「相手の「…」」「俺の「…」」), else an active verb
# after it (「「…」を撃った」) when the sentence names no other subject (「相手は…「…」を使った」: not
# read); 「相手に「…」を撃った」 is whom it is aimed at, no user
_USERS = json.loads((Path(__file__).resolve().parents[1] / "lexicon" / "quote_users.json").read_text("utf-8"))
# 「相手のスペルの「…」」「こっちの効果の「…」」: the side word owns the instrument noun carrying the quote
_INSTRUMENT = "|".join(map(re.escape, _USERS["instrument_nouns"]))
_CARRIED = rf"\s*(?:の|が|は)\s*(?:(?:{_INSTRUMENT})\s*(?:は|が|の)?)?\s*$"
_THEIRS_BEFORE = re.compile(rf"(?:相手|向こう){_CARRIED}")
_MINE_BEFORE = re.compile(rf"(?:自分|俺|私|こっち){_CARRIED}")
# 「…を「…」で消滅させられる?」: the quote as the means of what the asker asks whether they can do
_ASKED_USE = re.compile(_USERS["asked_use"])
_THEIRS_AFTER = re.compile(
    r"^\s*(?:の(?:スペル|効果|能力))?\s*(?:を|で)?\s*(?:[0-9二三四五]\s*(?:回|度)\s*(?:も)?)?(?:撃たれ|使われ|打たれ|食らっ|くらっ)"
    r"|^\s*(?:を|は)\s*(?:相手|向こう)\s*(?:が|は)"  # 「「…」を相手が使った」: the other player's text (21a)
)
_MINE_AFTER = re.compile(
    r"^\s*(?:の(?:スペル|効果|能力))?\s*(?:を|で)?\s*(?:[0-9二三四五]\s*(?:回|度)\s*(?:も)?)?(?:撃っ|撃ち|使っ|使い|打っ|打ち|プレイし|解決し|発動し)"
)
_THEIR_SUBJECT = re.compile(r"(?:相手|向こう)\s*(?:が|は)")
_OWNERS = {"self": "self", "opponent": "opponent"}
# a text told as played in response (「相手はそれに対応して「…」」): it resolves first (a chain), not in
# the told order — no run here (ninjaslayer-bv-09)
RESPONSE = re.compile(r"対応|応じて|チェーン|レスポンス|割り込|割込|その前に|に合わせて|解決前|解決される前")


@dataclass(frozen=True, slots=True)
class Adapter:
    """What a game's scenario needs (`plans/quoted_games`): the card kind its texts choose, the told
    stats → card spec keys, the players' counts a question may tell, the payload, the card's fate and
    its stats after the run, the words of a number asked."""

    game: str
    kind: str
    card_kinds: frozenset[str]  # the reading's CARD concepts of that kind
    stats: dict[str, str]  # reading STAT concept → card spec key
    required: str | None  # a stat that must be told (体力 / 耐久力), None: none
    payload: Callable[[str, dict[str, Any], list[dict[str, Any]], dict[str, Any]], dict[str, Any]]
    gone: Callable[[SimulationResult, str], bool]
    current: Callable[[dict[str, Any], str], int | None]  # a card's stat (spec key) after the run
    asked_stats: dict[str, str]  # a word asked (「体力」「STR」) → card spec key
    counts: dict[str, str]  # a player's QUANTITY concept told → player spec key (hand, kizuna)
    noun: str = "カード"
    fates: tuple[str, str] = ("破壊されます", "破壊されません")
    prior: str | None = None  # the card spec key of a damage already taken (sve / ninjaslayer "damage")
    # an effect → the card stat that decides what it does (kiseki スタン: the 絆 lost is the CP cost, 1306.3)
    needs: dict[str, str] = field(default_factory=dict)
    # the fate a destroyed ask names, per effect (kiseki: 「スタンする?」 and 「破壊される?」 are both its
    # destroyed ask — each answered only of its own effect); empty: any
    fate_words: dict[str, str] = field(default_factory=dict)
    # a state the told card is in before the texts (kiseki 「スタン状態のUNIT」: a stunned UNIT does not stun
    # again, 1306.2d): the state concept → the card spec's flag
    states: dict[str, str] = field(default_factory=dict)
    # the keywords a card needs for its carried ability's timing (onepiece 【KO時】 on_ko)
    carry_keywords: tuple[str, ...] = ()
    # the scenario actions that end the turn n times (`plans/quoted_later`); None: no later turn is run
    turn_end: Callable[[int], list[dict[str, Any]]] | None = None
    # the card "b" returned to the hand and played again (`plans/quoted_anew`): the actions, and the
    # player's resources that pay for it; None: not run
    replay: tuple[list[dict[str, Any]], dict[str, Any]] | None = None


def user_of(text: str, start: int, end: int) -> str | None:
    before = text[max(0, start - 12) : start]
    after = text[end : end + 12]
    if _THEIRS_AFTER.match(after) or _THEIRS_BEFORE.search(before):
        return "opponent"
    if _MINE_BEFORE.search(before):
        return "self"
    opened = max(text.rfind(c, 0, start) for c in "。?？!！") + 1
    if _MINE_AFTER.match(after) and not _THEIR_SUBJECT.search(text, opened, start):
        return "self"
    if _ASKED_USE.match(text, end) and not _THEIR_SUBJECT.search(text, opened, start):
        return "self"
    return None


def _inside(f: Fact, spans: list[tuple[int, int, str]]) -> bool:
    return any(s <= f.start < e for s, e, _ in spans)


def quoted_effect(adapter: Adapter, reading: Reading) -> BuiltScenario | None:
    ask = asked(reading)
    if ask not in ("destroyed", "number"):
        return None
    spans = quoted(reading.text)
    if not spans or len(spans) > 3 or RESPONSE.search(reading.text) or earlier_turn(reading):
        return None  # (「前のターンに「このターン中+2/+0」を与えた」: ended since, not run)
    last = reading.asks()[-1]
    opened = max(reading.text.rfind(c, 0, last.start) for c in "。?？!！") + 1
    later = later_turn(reading, spans[-1][1], last.start) if adapter.turn_end is not None else None
    said_later = phrase_facts(reading, later) if later is not None and ask == "number" else None
    if said_later is None and _LATER.search(reading.text, max(opened, spans[-1][1]), last.end):
        return None
    times = _times(reading, spans)
    if times is None:
        return None
    if said_later is not None:
        times = (times[0], [*times[1], *said_later])
    anew = returned_anew(reading, spans[-1][1], last.start) if adapter.replay is not None else None
    texts: list[tuple[CardText, str | None]] = []
    carried: list[dict[str, Any]] = []  # the told card's own triggered ability (「ラストワード …」を持つ)
    shields: list[CardText] = []
    flags = restrictions(reading, adapter.game, spans)  # 「このフォロワーは破壊されない」 the card holds
    held: list[tuple[int, int]] = list(flags)
    for i, ((start, end, body), n) in enumerate(zip(spans, times[0], strict=True)):
        if (start, end) in flags:
            continue
        text = read_text(body, adapter.game)
        before = trigger_before(reading.text, start, adapter.game)
        if before is not None and text.timing is None:
            text, spans[i] = replace(text, timing=before[1]), (before[0], end, body)
        if text.timing is not None:
            ability = _carried(text, reading.text, end, n)
            if ability is None:
                return None
            carried += ability
            continue
        if is_shield(text, reading.text, end) and text.whole:
            shields.append(text)  # 「このフォロワーが受けるダメージを2減らす」: the card's own replacement
            held.append((start, end))
            continue
        if not text.whole or text.players:
            return None
        if any(e["effect"] == "draw" for e in text.effects):
            return None  # a player's draw: not this card's fate (plans/quoted_draw)
        texts += [(text, user_of(reading.text, start, end))] * n
    means = carriers(reading, spans)  # 「自分のイベントの「…」」「「…」効果で」: the quote's own words
    outside = [f for f in reading.facts if not _inside(f, spans) and f not in times[1] and f not in means]
    kinds = {e["effect"] for t, _ in texts for e in t.effects}
    results = told_results(adapter.game, reading.text, outside, kinds, spans[-1][1])  # 「…で…がスタンした」
    outside = [f for f in outside if f not in results]
    if anew is not None and not _one_card(reading, outside):
        return None  # 「別のフォロワーを手札に戻して…」: the card played again is not the told one
    if carried and not _one_card(reading, outside):
        return None  # 「…を持つフォロワーと、体力2のフォロワー」: which card holds the ability is not one
    # 「すでに2点ダメージを負ってる…に「…」」: a damage told before the first text is the card's already
    prior = [f for f in outside if f.role is Role.ACTION and f.concept == "damage" and f.end <= spans[0][0]]
    if prior and (adapter.prior is None or not _one_card(reading, outside)):
        return None
    if any(not (_TAKEN.search(reading.text, f.start, f.end + 4) or _TO.search(reading.text, 0, f.start))
           for f in prior):  # fmt: skip
        return None  # 「フォロワーが2ダメージを与えた」: a damage the card dealt, not one it took
    if any(f.negated or not isinstance(f.value, int) or not 0 < f.value <= 100 for f in prior):
        return None
    dealt = dealt_after(reading, outside, spans[-1][1]) if adapter.prior is not None else []
    if dealt is None or (dealt and not _one_card(reading, outside)):
        return None  # 「…を与えてから、3ダメージを与えた」: a damage after the texts, to the one card told
    states = [
        f for f in outside if f.role is Role.STATE and f.concept in adapter.states and f.end <= spans[0][0]
    ]
    if states and (any(f.negated for f in states) or not _one_card(reading, outside)):
        return None  # 「スタン状態でない」, or which card is in the state is not one
    if states and any(f.role is Role.QUANTITY and f.start > spans[0][0] for f in outside):
        return None  # 「…を使った。相手の絆は7。」: a count told after the text — before it or after?
    told = _told(adapter, [f for f in outside if f not in prior and f not in dealt and f not in states])
    if told is None or any(f.owner not in (None, told[0]) for f in states):
        return None
    owner, stats, counts = told
    kinds = {e["effect"] for t, _ in texts for e in t.effects}
    if any(adapter.needs.get(k, "") not in ("", *stats) for k in kinds):
        return None  # 「スタンする」 of a UNIT whose CP cost is not told: the 絆 lost is not known
    if ask == "destroyed" and adapter.fate_words and not _fate_named(adapter, reading, kinds):
        return None
    hurts = any(e["effect"] in ("damage", "modify") for t, _ in texts for e in t.effects)
    if hurts and adapter.required is not None and adapter.required not in stats:
        return None  # a damage or ±X/±Y decides nothing without the stat it meets
    # the side each text chooses, seen from the asker, and the card's side
    sides: set[str] = set()
    for text, user in texts:
        for c in text.chosen:
            if c.side is not None:
                if user is None:
                    return None
                seen = text.seen_by(user).chosen[0]
                assert seen.side is not None
                sides.add(seen.side)
    if owner is None and len(sides) == 1:
        owner = next(iter(sides))
    unowned = owner is None and not sides
    if unowned:  # 「STR3のUNITに「UNITを1つ対象とし、…」」: either side's; its fate and stats are the same
        owner = next((w for w, _ in counts.values() if w is not None), "self")
    if owner not in _OWNERS or any(w not in (None, owner) for w, _ in counts.values()):
        return None  # a count told of the other player than the card's: not read here
    if not texts:
        return None  # only the card's own ability told: nothing happens to the card
    effects: list[dict[str, Any]] = []
    for text, user in texts:
        allowed = text.seen_by(user or "self").allows(adapter.kind, owner, stats) if text.chosen else True
        if not text.chosen and (len(text.effects) != 1 or text.effects[0]["effect"] != "modify"):
            return None  # a text that chooses no card: only a +X/+Y said of the told card
        if allowed is not True:
            return None  # the text may not choose this card (or whether it may is not told)
        # a restriction that names whose effect it stops (「相手の効果でKOされない」): the effect's user is
        # its controller (asker: player1) — unread, nothing is run (audit 26b: it had been the turn player)
        controls: dict[str, str] = {}
        if sourced(flags):
            if user is None:
                return None
            controls = {"controller": "player1" if user == "self" else "player2"}
        effects += [e | {"targets": [{"card": "b"}]} | controls for e in text.effects]
    effects += [{"effect": "damage", "amount": f.value, "targets": [{"card": "b"}]} for f in dealt]
    ready = shielded(adapter.game, shields, effects, _one_card(reading, outside))
    if ready is None or (flags and not _one_card(reading, outside)):
        return None  # a replacement or restriction the engine cannot run as told (plans/quoted_shield)
    effects = ready
    readout = asked_number(adapter, reading, counts, stats, owner) if ask == "number" else ("fate", "")
    if said_later is not None and (
        readout is None
        or readout[0] != "stat"
        or prior
        or dealt
        or carried
        or not lasting_changes_only([t for t, _ in texts])
    ):
        return None  # a later turn: only a stat changed for this turn, read once the turn has ended
    if anew is not None and (said_later is not None or readout is None or readout[0] != "stat" or carried):
        return None  # a card played again: only its stat asked (no turn, no ability of its own)
    if readout is None or (unowned and readout[0] == "loss"):
        return None  # 「CPコスト4のUNITに「…スタンする。」…相手の絆は?」: whose UNIT it was decides the loss
    if carried and readout[0] == "count" and counts[readout[1]][0] is None and owner != "self":
        return None  # 「手札3枚。「相手のフォロワー1体を…」」: the hand told is the asker's, not its owner's
    seat = "player1" if owner == "self" else "player2"
    if anew is not None and seat != "player1":
        return None  # another player's card played again: in its owner's turn, not run here
    spec: dict[str, Any] = {"id": "b", "name": f"効果を受ける{adapter.noun}"} | stats
    spec |= dict.fromkeys(flags.values(), True) | {adapter.states[f.concept]: True for f in states}
    if prior and adapter.prior is not None:
        spec[adapter.prior] = sum(int(f.value) for f in prior if isinstance(f.value, int))
    player = {adapter.counts[c]: n for c, (_, n) in counts.items()}
    if carried:
        spec["effects"] = carried
        if adapter.carry_keywords:
            spec["keywords"] = list(adapter.carry_keywords)
        player["deck"] = 10
    if anew is not None and adapter.replay is not None:
        player |= adapter.replay[1]
    payload = adapter.payload(seat, spec, effects, player)
    notes: tuple[str, ...] = (
        "引用された効果は、この順に1つずつ解決したものとしました(コストは支払えるものと仮定)。",
    )
    read = tuple((start, end) for start, end, _ in spans) + tuple(
        (f.start, f.end + 1) for f in means + results
    )
    if later is not None and said_later is not None and adapter.turn_end is not None:
        payload = payload | {"actions": [*payload["actions"], *adapter.turn_end(later[2])]}
        notes += (LATER_NOTE,)
        read += ((later[0], later[1] + 1),)  # as a quote's span: its facts end before the span does
    if anew is not None and adapter.replay is not None:
        payload = payload | {"actions": [*payload["actions"], *adapter.replay[0]]}
        notes += (ANEW_NOTE,)
    if carried:
        notes += (f"引用された誘発能力は、効果を受ける{adapter.noun}が持つものとしました。",)
    if unowned:
        whose = "自分" if owner == "self" else "相手"
        notes += (f"{adapter.noun}の持ち主が書かれていないので{whose}のものとしました。",)
    head = partial(conclusion, adapter=adapter, seat=seat, readout=readout)
    return BuiltScenario(
        f"{adapter.game}.plan.quoted_effect",
        payload,
        story(
            head,
            types=("modify", "turn_end")
            if said_later
            else (
                "damage",
                "prevent",
                "move",
                "modify",
                "counter",
                *(("set_state",) if dealt else ()),
                *(("no_effect",) if states else ()),
            ),
            limit=4,
        ),
        notes,
        read,
        tuple(held),
    )


# 「「ラストワード …」を持つ」「「…」持ちの」: the quoted triggered ability is the told card's own
_HELD = re.compile(r"^\s*(?:を持(?:つ|った|ってる|っている)|持ち)")


def _carried(text: CardText, question: str, end: int, times: int) -> list[dict[str, Any]] | None:
    """The printed effects of a triggered ability the told card holds: draws only (the card's owner
    draws), nothing chosen, no player named, told once; None otherwise."""
    if times != 1 or not _HELD.match(question[end:]) or text.unread or text.chosen or text.players:
        return None
    if not text.effects or any(e["effect"] != "draw" for e in text.effects):
        return None
    return [{"timing": text.timing} | e for e in text.effects]


# a count of times right after a quote (「「…」を2回撃った」「「…」2回」): that text resolves that many times
_TIMES_BEFORE = re.compile(r"」\s*(?:を|の効果を)?\s*$")
_REPEAT = frozenset({"repeat", "about:repeat"})


def _times(reading: Reading, spans: list[tuple[int, int, str]]) -> tuple[list[int], list[Fact]] | None:
    """How many times each quote is told used, and the facts that say it; None when a count of times
    is told elsewhere (「2回攻撃して…」: another family's)."""
    times, said = [1] * len(spans), []
    for f in reading.facts:
        if f.concept not in _REPEAT or _inside(f, spans):
            continue
        after = [
            i for i, (_s, e, _b) in enumerate(spans) if _TIMES_BEFORE.search(reading.text, e - 1, f.start)
        ]
        i = after[0] if after else None
        if i is None or not isinstance(f.value, int) or not 1 < f.value <= 5 or times[i] != 1:
            return None
        times[i] = f.value
        said.append(f)
    return times, said


# a damage the card took: 「2ダメージ受けてる」「2点食らってる」, or dealt to it (「…に2ダメージを与えた」)
_TAKEN = re.compile(r"(?:受け|負っ|負い|食らっ|くらっ|喰らっ|もらっ|入っ|乗っ)")
_TO = re.compile(r"に\s*(?:すでに|もう|先に|既に)?\s*$")


def _fate_named(adapter: Adapter, reading: Reading, kinds: set[str]) -> bool:
    """The destroyed ask names the fate of the one effect it is asked of (kiseki 「破壊される?」 of a
    破壊, 「スタンする?」 of a スタン)."""
    asks = [f for f in reading.asks() if f.concept == "destroyed"]
    words = [adapter.fate_words.get(k) for k in kinds]
    return (
        len(asks) == 1
        and len(kinds) == 1
        and words[0] is not None
        and re.search(words[0], asks[0].text) is not None
    )


# 「その/このフォロワー」「そいつ」: the card told before, not another one
_SAME = re.compile(r"(?:その|この|同じ)\s*$")


def _one_card(reading: Reading, outside: list[Fact]) -> bool:
    """One card told outside the quotes: every noun after the first names it again (「その…」)."""
    nouns = [f for f in outside if f.role is Role.CARD]
    return bool(nouns) and all(_SAME.search(reading.text[max(0, n.start - 3) : n.start]) for n in nouns[1:])


# 「選ばれたのは俺のキャラ」: the card the text chose is the told card
_PLAIN_ACTS = frozenset({"use", "play", "destroy", "banish", "resolve", "return", "target"})


def _told(
    adapter: Adapter, outside: list[Fact]
) -> tuple[str | None, dict[str, int], dict[str, tuple[str | None, int]]] | None:
    """The card's owner, its stats and the players' counts told outside the quotes; None when
    anything else decisive is told there (a keyword, a state, a damage already taken, a turn)."""
    nouns = [f for f in outside if f.role is Role.CARD]
    if not nouns or any(f.concept not in adapter.card_kinds for f in nouns):
        return None
    owners = {f.owner for f in nouns} | {f.owner for f in outside if f.role is Role.STAT}
    owners.discard(None)
    if len(owners) > 1:
        return None
    if any(f.role in (Role.KEYWORD, Role.STATE, Role.TURN, Role.MODIFIER, Role.NUMBER) for f in outside):
        return None
    if any(f.role is Role.ACTION and (f.concept not in _PLAIN_ACTS or f.negated) for f in outside):
        return None  # an attack, a damage already taken, a draw: another family
    stats: dict[str, int] = {}
    counts: dict[str, tuple[str | None, int]] = {}
    for f in outside:
        if f.role is Role.QUANTITY:
            if f.concept not in adapter.counts or f.concept in counts or f.negated:
                return None
            if not isinstance(f.value, int) or not 0 <= f.value <= 60 or f.owner not in (None, *_OWNERS):
                return None
            counts[f.concept] = (f.owner, f.value)
        if f.role is not Role.STAT:
            continue
        key = adapter.stats.get(f.concept)
        if key is None or key in stats or not isinstance(f.value, int) or not 0 <= f.value <= 100_000:
            return None
        stats[key] = f.value
    return (owners.pop() if owners else None), stats, counts


# a time asked (「エンドフェイズに死ぬ?」「次のターン…」): the run stops after the texts, no turn passes
_LATER = re.compile(r"ターン(?:の)?(?:終了|終わ)|エンド|次の(?:自分の|相手の)?ターン|ターン後|ずっと")
