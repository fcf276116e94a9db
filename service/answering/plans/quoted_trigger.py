"""A card holding a quoted triggered ability meets one told event — does the ability trigger, and what
does the count become? (「手札4枚から「ファンファーレ カードを1枚引く」を持つフォロワーをプレイした。手札は?」
「「ラストワード:カードを1枚引く」を持つ俺のフォロワーが相手の効果で消滅した。手札は?」「相手が
「ファンファーレ:相手のリーダーに1ダメージ」のフォロワーを出した。俺のリーダーの体力20は?」)

The rulebooks decide it in their clauses on automatic abilities: an ability triggers only on the event
its trigger names (sve 10.7.2, 12.4.3 ファンファーレ 「場以外から場に置いたとき」, 12.5.3 ラストワード
「場から墓場に置いたとき」 — a 消滅 (5.6.1) or a return to the hand (5.4.1) is not one); its 「相手」 is its
master's opponent (3.1.2.3: the master is the card's owner). Which of the told events meets the
trigger is the engine's: the plan only puts the quoted ability on its card and runs the told event.

Read from the facts: one quote whose trigger word the game's engine carries out (`lexicon/card_text.json`
"triggers", read by `reading.card_text`), read whole — draws of its master, or one damage to a player's
leader; the one card holding it (「「…」を持つフォロワー」「「…」持ちの」「「…」のフォロワー」), its owner
said (or the asker's, noted); the one event told after the quote (the adapter's) or as a quoted effect
(`trigger_told.cause_quote`); the hand or the leader's 体力 told before it; the ask — that count, the cards
drawn (「何枚引く?」), whether it triggers (「…は発動する?」「引ける?」), or the winner. Anything else
decisive (a stat, a keyword, a state, a turn, a second event, a second quote) declines. With no quote, a
trigger told by its word alone (「【KO時】持ちのキャラ」「ラストワード持ちのフォロワー」) or by a quote of
its condition alone is read for 「発動する?」 only (`trigger_words`);
several holders told as a count (「「…」持ちのフォロワーが2体」) meet an event told of them all
(「両方とも」), each one's ability triggering (sve 10.7.2, onepiece 8-1-3-1).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.plans.quoted_readout import SIDE_WORDS
from service.answering.plans.trigger_told import OWNER_BEFORE, act_event, cause_quote, draw_asked, drawer
from service.answering.plans.trigger_words import (
    ASSUMED,
    TRIGGER_ASK,
    bare_condition,
    by_effect,
    instruction_quote,
    named_again,
    named_in_ask,
    other_ability_asked,
    told_trigger,
    trigger_asked,
)
from service.answering.reading.card_text import CardText, quoted, read_text, trigger_before
from service.answering.reading.model import Fact, Reading, Role
from service.answering.reading.verdict import asked
from service.answering.scenarios import BuiltScenario
from service.answering.scenarios.common import story
from service.engine.scenario import SimulationResult

WORD = {"self": "自分", "opponent": "相手"}
OTHER = {"self": "opponent", "opponent": "self"}
SEATS = {"self": "player1", "opponent": "player2"}

# the quote is the card's own ability: 「「…」を持つフォロワー」「「…」持ちの」「「…」のフォロワー」
# 「「…」効果を持つキャラ」 (23b)
_HELD = re.compile(
    r"^\s*(?:(?:の\s*)?(?:効果|能力|テキスト)?\s*を持(?:つ|った|ってる|っている|ってた)|持ちの?|の|って|という|っていう|付きの|)\s*"
)
# (nothing between: 「「…」キャラを出した」, the quote attributive to the noun right after it)
# 「フォロワーが「…」を持ってて」: the card told as the subject holding it, right before the quote
_HOLDS = re.compile(r"^\s*を持(?:ってて|っていて|ってる|っている|つ)")


# 「…殺された。手札2枚だったけど」: a hand told after the event in the past is the count before it
# (「手札2枚はどうなる?」: the count told in the asking sentence is the one before the event)
_WAS = re.compile(r"\s*(?:だった|でした|あった|ありました|は\s*どう\s*な)")


@dataclass(frozen=True, slots=True)
class TriggerAdapter:
    game: str
    kinds: frozenset[str]  # the card nouns that may hold the ability (follower, character)
    events: dict[str, str]  # a told act's concept → the event the engine runs
    words: dict[str, str]  # the ability's timing → its own word (ラストワード), asked by name
    # (owner, the card spec with its printed ability, the event, the hand told or None, the 体力 told per
    # seat, the owner of the hand card whose effect made the event — 「相手のイベントで」 — or None)
    payload: Callable[
        [str, dict[str, Any], str, int | None, dict[str, int], str | None], dict[str, Any] | None
    ]
    notes: dict[str, str]  # the event → what the plan assumed of it
    # (timing, event) pairs the engine says yes or no to by an event of its own (`triggered`,
    # `cannot_trigger`, `ko_trigger`): only these answer 「発動する?」 — another pair emits nothing
    decided: frozenset[tuple[str, str]] = frozenset()


# 「「…」持ちのフォロワーが2体」: several holders, told as a count of that card on the field
_NOUNS = {"follower": ("フォロワー",), "character": ("キャラクター", "キャラ")}
# 「両方とも」「2体とも」「どちらも」「全部」「同時に」: the event told of every one of them
_ALL = re.compile(
    r"両方|どちらも|[2-5二三四五]\s*(?:体|枚|人)\s*とも|全部|すべて|全て|まとめて|同時に?|一緒に|一斉に"
)


def _holder(reading: Reading, start: int, end: int, kinds: frozenset[str]) -> Fact | None:
    """The card noun holding the quote: right after it (「「…」を持つフォロワー」), its subject right
    before it (「フォロワーが「…」を持ってて」) or the noun it follows (「フォロワー「…」が」); or a count of
    such cards right after it (「「…」持ちのフォロワーが2体」, a QUANTITY field_count)."""
    nouns = tuple(n for k in kinds for n in _NOUNS.get(k, ()))
    counted = [
        f for f in reading.of(Role.QUANTITY) if f.concept == "field_count" and f.text.startswith(nouns)
    ]
    cards = [f for f in reading.of(Role.CARD) if f.concept in kinds] + counted
    after = [f for f in cards if f.start >= end and _HELD.match(reading.text[end : f.start])]
    near = [f for f in after if len(reading.text[end : f.start]) <= 8]
    if near:
        return near[0]
    before = [
        f
        for f in cards
        if f.end <= start and re.fullmatch(r"\s*(?:が|は|も)\s*", reading.text[f.end : start])
    ]
    if before and _HOLDS.match(reading.text[end:]):
        return before[-1]
    # 「俺のキャラ「■これが殺された時、…」が…除外された」: the noun right before the quote is the card the
    # quote prints (blind AV ninjaslayer-av-17 had withheld)
    named = [f for f in cards if f.end <= start and not reading.text[f.end : start].strip()]
    return named[-1] if named else None


def _owner(reading: Reading, card: Fact, start: int) -> str | None:
    if card.owner in WORD:
        return card.owner
    m = OWNER_BEFORE.search(reading.text[max(0, start - 10) : start])
    return SIDE_WORDS[m.group(1)] if m else None


def _copied(node: Any, n: int) -> Any:
    """The payload with the card "x" held n times (x, x2 …, each with its ability) and every effect aimed
    at "x" aimed at each copy: 「両方とも破壊された」 is each of them destroyed."""
    if isinstance(node, dict):
        return {k: _copied(v, n) for k, v in node.items()}
    if not isinstance(node, list):
        return node
    out: list[Any] = []
    for item in node:
        item = _copied(item, n)
        out.append(item)
        if isinstance(item, dict) and item.get("id") == "x":
            out += [item | {"id": f"x{i}"} for i in range(2, n + 1)]
        elif isinstance(item, dict) and item.get("target") == {"card": "x"}:
            out += [item | {"target": {"card": f"x{i}"}} for i in range(2, n + 1)]
    return out


def _quote(
    adapter: TriggerAdapter, reading: Reading, spans: list[tuple[int, int, str]], ask: str
) -> tuple[int, int, CardText, tuple[str, ...]] | None:
    """The one quote, its trigger word inside it or right before it (「【KO時】「カードを1枚引く」」), or
    a quote of the condition alone (「「これが軌跡に置かれた時」を持つ」, `trigger_words.bare_condition`)."""
    if len(spans) != 1:
        return None
    start, end, body = spans[0]
    text = read_text(body, adapter.game)
    before = trigger_before(reading.text, start, adapter.game)
    if before is not None and text.timing is None:
        text, start = CardText(text.body, text.effects, text.chosen, text.players, text.duration,
                               text.unread, before[1]), before[0]  # fmt: skip
    elif text.timing is None and ask == "can" and (bare := bare_condition(adapter.game, body)) is not None:
        return start, end, bare, (ASSUMED.format(word=f"「{body}」"),)
    return start, end, text, ()


def _ability(text: CardText) -> list[dict[str, Any]] | None:
    """Its printed effects: draws of its master, or one damage to a player (「相手のリーダーに2ダメージ」);
    the damage's player is returned seen from the master (self / opponent)."""
    if text.unread or text.chosen or not text.effects or text.timing is None:
        return None
    kinds = {e["effect"] for e in text.effects}
    if kinds == {"draw"} and not text.players:
        return [{"timing": text.timing} | e for e in text.effects]
    if kinds == {"damage"} and len(text.effects) == 1 and len(text.players) == 1:
        return [{"timing": text.timing} | text.effects[0] | {"side": text.players[0]}]
    return None


_ALLOWED = frozenset(
    {Role.OWNER, Role.NEUTRAL, Role.TERM, Role.ASK, Role.CARD, Role.QUANTITY, Role.STAT, Role.ACTION}
)


def quoted_trigger(adapter: TriggerAdapter, reading: Reading) -> BuiltScenario | None:
    ask = asked(reading)
    if ask not in ("number", "can", "winner"):
        return None
    spans = quoted(reading.text)
    cause_told = cause_quote(adapter.game, adapter.events, reading, spans) or instruction_quote(
        adapter.game, reading, spans
    )
    if cause_told is not None:
        spans = [sp for sp in spans if sp[:2] != cause_told[:2]]
    held = _quote(adapter, reading, spans, ask) if spans else told_trigger(adapter.game, reading, ask)
    if held is None:
        return None
    start, end, text, assumed = held
    ability = _ability(text)
    if ability is None:
        return None
    card = _holder(reading, start, end, adapter.kinds)
    if card is None:
        return None
    asks = reading.asks()
    own = adapter.words.get(str(text.timing), "")
    again = named_again(adapter.game, reading, end) if not spans else []
    outside = [f for f in reading.facts if not start <= f.start < end and not named_in_ask(f, asks, own)
               and (f.start, f.end) not in again
               and not (cause_told is not None and cause_told[0] <= f.start < cause_told[1])]  # fmt: skip
    if any(f.role not in _ALLOWED and not by_effect(f) for f in outside):
        return None
    triggers = [f for f in outside if (f.role is Role.ACTION and trigger_asked(f, asks))
                or (f.role is Role.ASK and f.concept == TRIGGER_ASK)]  # fmt: skip
    drawn = draw_asked(reading, ability, end, ask)
    if drawn is not None and assumed:
        return None  # 「引ける?」 of an effect not told: the assumed draw is no answer
    if drawn is not None and ask == "can":
        triggers.append(drawn)  # 「引ける?」: the ability's own draw asked — whether it fires
    acts = [f for f in outside if f.role is Role.ACTION and f.concept != "use" and f not in triggers
            and f is not drawn]  # fmt: skip
    if (
        cause_told is not None and not acts
    ):  # 「…に「…を手札に戻す」を使った」: the quote's effect is the event
        acts = [
            Fact(
                cause_told[0],
                cause_told[1],
                reading.text[cause_told[0] : cause_told[1]],
                Role.ACTION,
                cause_told[3],
            )
        ]
    if len(acts) != 1 or acts[0].negated or acts[0].concept not in adapter.events:
        return None
    if cause_told is not None and acts[0].concept != cause_told[3]:
        return None  # 「「…を破壊する」で消滅した」: the told event is not the quoted effect's
    if acts[0].start < end and (cause_told is None or cause_told[1] > start):
        return None  # the event before the ability's quote, told by no cause quote
    act = acts[0]
    event = act_event(adapter.game, act, adapter.events)
    if _from_elsewhere(reading, start, end):
        return None  # 「デッキから場に出した」: not the hand's card, maybe no play (`lexicon/card_text.json`)
    owner = _owner(reading, card, start)
    noted = owner is None
    owner = owner or "self"
    if drawn is not None and drawer(reading, drawn) not in (None, owner):
        return None  # 「俺が引ける?」 of the opponent's card: the asker's draw is not the ability's
    said = _causes(reading, adapter.game, act)
    if cause_told is not None and cause_told[4] is not None:
        said = [(cause_told[0], cause_told[1], cause_told[4])]
    by = [(s, e) for s, e, _ in said]
    if any(f.role is Role.CARD and f is not card and f.concept != "leader"
           and not any(s <= f.start < e for s, e in by) for f in outside):  # fmt: skip
        return None  # a second card: which one holds the ability, or another event
    if len({w for _, _, w in said}) > 1:
        return None
    cause = said[0][2] if said else None
    stats = [f for f in outside if f.role is Role.STAT]
    if any(f.concept != "health" or not isinstance(f.value, int) or f.owner not in WORD for f in stats):
        return None  # only a leader's 体力, its side said
    healths = {str(f.owner): int(f.value) for f in stats if isinstance(f.value, int)}
    copies = int(card.value) if card.role is Role.QUANTITY and isinstance(card.value, int) else 1
    if copies > 1 and (
        copies > 5 or act.concept == "play" or not _ALL.search(reading.text, card.end, act.start)
    ):
        return None  # several holders: each one meets the event only when it is told of them all
    hands = [f for f in outside if f.role is Role.QUANTITY and f is not card]
    if any(f.concept != "hand" or f.negated or not isinstance(f.value, int) for f in hands) or len(hands) > 1:
        return None
    hand = int(hands[0].value) if hands and isinstance(hands[0].value, int) else None
    if hands and ((hands[0].start > act.start and not _WAS.match(reading.text, hands[0].end))
                  or (hands[0].owner or "self") != owner):  # fmt: skip
        return None  # a hand told after the event, or another player's: which count it is is not read
    if not 0 <= (hand or 0) <= 30 or len(healths) != len(stats):
        return None
    told_spans = [(start, end), *([cause_told[:2]] if cause_told is not None else [])]
    if other_ability_asked(adapter.game, reading, own, told_spans):
        return None  # 「…攻撃時能力は誘発する?」: another ability named in the asking sentence
    if ask == "can":
        if not triggers or _asked_word(reading, adapter, text.timing) is False or hands or stats:
            return None
        if (str(text.timing), event) not in adapter.decided:
            return None  # (「ファンファーレは発動する?」 of a destroyed card: nothing the run would say)
    elif triggers:
        return None
    damage = [e for e in ability if e["effect"] == "damage"]
    hit = (owner if damage[0]["side"] == "self" else OTHER[owner]) if damage else None
    if ask == "number":
        if damage and (hit not in healths or hands):
            return None  # the asked 体力 is the hit leader's, told
        if not damage and ((hand is None and drawn is None) or stats):
            return None  # (「何枚引ける?」 asks the cards drawn, no hand needed)
    if ask == "winner" and (not damage or hit not in healths or hands or triggers):
        return None  # 「これで勝ち?」: only a damage to a leader whose 体力 is told can end the game
    aimed = {"target": {"player": SEATS[str(hit)]}} if hit is not None else {}
    effects = [{k: v for k, v in e.items() if k != "side"} | (aimed if e["effect"] == "damage" else {})
               for e in ability]  # fmt: skip
    noun = next((n for n in _NOUNS.get(card.concept, ()) if card.text.startswith(n)), card.text)
    if card.role is Role.QUANTITY:
        noun = next(n for ns in _NOUNS.values() for n in ns if card.text.startswith(n))
    spec: dict[str, Any] = {"id": "x", "name": f"{WORD[owner]}の{noun}", "effects": effects}
    told = {SEATS[k]: v for k, v in healths.items()}
    payload = adapter.payload(owner, spec, event, hand, told, cause)
    if payload is None:
        return None
    if copies > 1:
        payload = _copied(payload, copies)
    notes = [adapter.notes[event], *assumed]
    if noted:
        notes.append(f"能力を持つ{card.text}の持ち主が書かれていないので自分のものとしました。")
    word = adapter.words.get(str(text.timing), "能力")
    readout = (
        ("drawn", owner)
        if ask == "number" and drawn is not None
        else ("hand", owner)
        if ask == "number" and not damage
        else ("health", str(hit))
        if ask in ("number", "winner")
        else None
    )
    return BuiltScenario(
        f"{adapter.game}.plan.quoted_trigger",
        payload,
        story(lambda sim: _head(sim, word, readout), types=(*_FIRED, "cannot_trigger"), limit=4),
        tuple(notes),
        ((start, end), *([cause_told[:2]] if cause_told is not None else [])),
        # a quote of the condition alone is the card's own ability, its effect assumed (`trigger_words`)
        ((start, end),) if spans and assumed else (),
    )


@cache
def hand_cards(game: str) -> tuple[str, ...]:
    """The game's card nouns played from the hand (`lexicon/card_text.json` "hand_cards")."""
    path = Path(__file__).parents[1] / "lexicon" / "card_text.json"
    spec = json.loads(path.read_text(encoding="utf-8"))["games"].get(game, {})
    return tuple(spec.get("hand_cards", ()))


@cache
def _elsewhere() -> re.Pattern[str]:
    path = Path(__file__).parents[1] / "lexicon" / "card_text.json"
    return re.compile(json.loads(path.read_text(encoding="utf-8"))["elsewhere"])


def _from_elsewhere(reading: Reading, start: int, end: int) -> bool:
    """A zone other than the hand told as where a card comes from (「デッキから」「軌跡から」), outside
    the quote: the card is not the one played from the hand (`lexicon/card_text.json` "elsewhere")."""
    return bool(_elsewhere().search(reading.text[:start] + " " * (end - start) + reading.text[end:]))


def _causes(reading: Reading, game: str, act: Fact) -> list[tuple[int, int, str]]:
    """「相手のイベントで」「俺のスペルの効果で」 before the event: (start, end, whose) of each hand card
    (`lexicon/card_text.json` "hand_cards") told as the cause — the card whose effect made the event,
    played by its owner, not a second holder of the ability."""
    nouns = "|".join(re.escape(n) for n in hand_cards(game))
    if not nouns:
        return []
    by = re.compile(rf"\s*の\s*(?:{nouns})\s*(?:の\s*効果)?\s*(?:で|により|によって)")
    out = []
    for f in reading.of(Role.OWNER):
        m = by.match(reading.text, f.end)
        if m and m.end() <= act.start and f.owner in WORD:
            out.append((f.start, m.end(), str(f.owner)))
    return out


def _asked_word(reading: Reading, adapter: TriggerAdapter, timing: str | None) -> bool | None:
    """Whether the ability asked by name is the quoted one: True, False (another ability's word,
    「ファンファーレは発動する?」 of a ラストワード), None when none is named."""
    named = [f for f in reading.asks() if f.concept.startswith("about:") and f.concept != TRIGGER_ASK]
    if not named:
        return None
    own = adapter.words.get(str(timing), "")
    return all(own and own in f.text for f in named)


_FIRED = frozenset({"triggered", "ko_trigger", "on_play_trigger", "trigger"})  # (fow: trigger)


def _head(sim: SimulationResult, word: str, readout: tuple[str, str] | None) -> str:
    fired = any(e.type in _FIRED for e in sim.events)
    said = f"{word}は発動します" if fired else f"{word}は発動しません"
    if readout is None:
        return said
    key, side = readout
    seat = SEATS[side]
    if key == "drawn":  # the cards moved from its deck to its hand (a card returned to the hand is none)
        n = sum(e.type == "move" and e.data.get("from_zone") == "deck" and e.data.get("to_zone") == "hand"
                and e.data.get("to_player") == seat for e in sim.events)  # fmt: skip
        return f"{said}。{WORD[side]}が引くカードは{n}枚です"
    if key == "hand":
        return f"{said}。{WORD[side]}の手札は{len(sim.zone(seat, 'hand'))}枚になります"
    return f"{said}。{WORD[side]}のリーダーの体力は{sim.counter(seat, 'health')}になります"
