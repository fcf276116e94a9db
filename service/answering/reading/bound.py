"""Where a told change or damage lands: on the card or player the question gives it to (trap batch K).

`misbound` (ninjaslayer-bk-22):

「カラテ2のキャラにコトダマで+2/+0を付けて、相手の耐久力4のキャラにアイサツした」: the +2/+0 is the
カラテ2 card's — the card noun right before it takes it with 「に」 — but a builder had put it on the
card attacked and stated 'not destroyed'. The planner counts a modifier reflected when any card holds
one, so this check compares holders: when the question describes the receiving card by its stats and
the scenario has a card with exactly those stats, that card (or an action aimed at it) must hold the
change; a change held only by another card is a misreading and the verdict is withheld.

`misaimed_damage` (fow-bk-02): 「相手プレイヤーに700ダメージ」 names a player as the one who takes it,
「リゾネイターに700ダメージ」 a card; a scenario whose scripted damage hits only cards (or only players)
answers another question.

`misplaced` (kiseki-bk-19): 「手札にCPコスト1のUNITがある…出して攻撃できる?」 places the card by its
stats in a zone (the game's zone words, lexicon/state_words.json); a scenario holding the one card with
those stats in another zone (the UNIT put on the field and its attack run) answers another question.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from service.answering.reading import payload as pl
from service.answering.reading.lexicon import lexicon
from service.answering.reading.model import Fact, Reading, Role

# the card noun takes the change: 「キャラに」「フォロワーへ」 (not 「キャラで」, the one acting)
_TAKES = re.compile(r"\s*(?:に|へ)")
# a stat written before its card noun: 「カラテ2の」「2/2の」「攻撃力3・体力2の」
_JOIN = re.compile(r"\s*(?:の|で|・|、|/)?\s*")
_BOUNDARY = "。!?!?\n"
_SCRIPT_KEYS = ("actions", "operations")
_STATE_WORDS = Path(__file__).resolve().parents[1] / "lexicon" / "state_words.json"


def _recipient(reading: Reading, change: Fact) -> list[Fact]:
    """The stat facts describing the card the change is given to, or [] when the text names none."""
    text = reading.text
    cards = [
        c for c in reading.of(Role.CARD)
        if c.end <= change.start and not any(b in text[c.end : change.start] for b in _BOUNDARY + "、")
    ]  # fmt: skip
    if not cards:
        return []
    card = cards[-1]
    if not _TAKES.match(text, card.end):
        return []
    return _attached(reading, card)


def _attached(reading: Reading, card: Fact) -> list[Fact]:
    """The stat facts written right before a card noun (「カラテ2・耐久力3のキャラ」), last first."""
    stats: list[Fact] = []
    edge = card.start
    for stat in sorted(reading.of(Role.STAT), key=lambda f: -f.end):
        if stat.end <= edge and _JOIN.fullmatch(reading.text[stat.end : edge]) and not stat.negated:
            stats.append(stat)
            edge = stat.start
    return stats


def _described(game: str, card: Mapping[str, Any], stats: list[Fact]) -> bool:
    """The card holds each stat's value under one of the stat's payload keys."""
    engine = lexicon(game).engine
    for stat in stats:
        wanted = set(engine.get(stat.concept, {}).get("keys", ())) or {stat.concept}
        if not any(pl.count(card.get(k)) == stat.value for k in wanted):
            return False
    return True


def _cards(scenario: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """The cards of the position (not the scripted actions, whose fields name cards)."""
    position = {k: v for k, v in scenario.items() if k not in _SCRIPT_KEYS}
    for _path, _key, value in pl.walk(position):
        if isinstance(value, Mapping) and pl.is_card(value):
            yield value


def _scripted(scenario: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [a for key in ("actions", "operations") for a in scenario.get(key) or () if isinstance(a, Mapping)]


def _ref(value: Any) -> str:
    """A card reference of an action: an id, or the shared effect vocabulary's ``{"card": id}``."""
    return str(value.get("card")) if isinstance(value, Mapping) else str(value)


def _holds(card: Mapping[str, Any], keys: set[str]) -> bool:
    return any(card.get(k) not in (None, False, 0, [], {}, "") for k in keys)


def misbound(reading: Reading, game: str, scenario: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when a told stat change sits on another card than the one the
    question gives it to; None when it sits there or the question does not say which card."""
    engine = lexicon(game).engine
    for change in reading.of(Role.MODIFIER):
        spec = engine.get(change.concept)
        if change.negated or spec is None:
            continue
        stats = _recipient(reading, change)
        if not stats:
            continue
        keys = set(spec.get("keys", ()))
        cards = list(_cards(scenario))
        receivers = [c for c in cards if _described(game, c, stats)]
        if len(receivers) != 1:
            continue  # no card, or several, with those stats: another check's business
        receiver = receivers[0]
        aimed = {
            _ref(a.get(k))
            for a in _scripted(scenario)
            if (a.get("type") or a.get("kind") or a.get("op")) in set(spec.get("acts", ()))
            for k in ("target", "card", "to")
            if a.get(k) is not None
        }
        if _holds(receiver, keys) or str(receiver.get("id")) in aimed:
            continue
        if any(_holds(c, keys) for c in cards if c is not receiver) or aimed:
            said = "".join(s.text for s in reversed(stats))
            return f"「{change.text}」を受けるカード({said})とは別のカードにシナリオが修整を与えています"
    return None


# the damage's recipient written right before it: 「相手プレイヤーに700ダメージ」「リーダーに3点」
_TO_PLAYER = re.compile(
    r"(?:(?:相手|自分|こっち|俺|向こう)\s*(?:の)?\s*(?:プレイヤー|リーダー|本体)?|プレイヤー|リーダー|本体)\s*(?:に|へ)\s*$"
)
_PLAYER_REFS = frozenset({"player1", "player2", "leader", "player", "opponent", "self", "ruler"})
_PLAYER_CARDS = frozenset({"leader", "player", "ruler"})


def _recipient_kind(reading: Reading, act: Fact) -> str | None:
    """ "player" or "card" when the text right before a damage names who takes it, else None."""
    text = reading.text
    start = max((text.rfind(b, 0, act.start) for b in _BOUNDARY + "、,"), default=-1) + 1
    before = text[start : act.start]
    cards = [c for c in reading.of(Role.CARD) if start <= c.start and c.end <= act.start]
    if cards and re.fullmatch(r"\s*(?:に|へ)\s*", text[cards[-1].end : act.start]):
        return "player" if cards[-1].concept in _PLAYER_CARDS else "card"
    return "player" if _TO_PLAYER.search(before) else None


def misaimed_damage(reading: Reading, game: str, scenario: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when damage the question deals to a player is scripted on a card,
    or damage dealt to a card is scripted on a player (trap batch K, fow-bk-02: 「相手プレイヤーに
    700ダメージ」 run as 700 damage on the asker's resonator)."""
    spec = lexicon(game).engine.get("damage") or {}
    acts = set(spec.get("acts", ())) - {"attack", "aisatsu"}  # a fight's damage goes where it must
    ids = {str(c.get("id")) for c in _cards(scenario) if c.get("id") is not None}
    for act in reading.of(Role.ACTION):
        if act.concept != "damage" or act.negated:
            continue
        kind = _recipient_kind(reading, act)
        if kind is None:
            continue
        refs: set[str] = set()
        for a in _scripted(scenario):
            if (a.get("type") or a.get("kind") or a.get("op")) not in acts:
                continue
            for key in ("target", "targets", "to"):
                value = a.get(key)
                refs |= (
                    {str(v) for v in value} if isinstance(value, list) else {str(value)} if value else set()
                )
        if not refs:
            continue
        on_cards = refs <= ids and not refs & _PLAYER_REFS
        on_players = refs <= _PLAYER_REFS
        if (kind == "player" and on_cards) or (kind == "card" and on_players):
            whom = "プレイヤー" if kind == "player" else "カード"
            return f"「{act.text}」を受けるのは{whom}ですが、シナリオは別の相手にダメージを与えています"
    return None


@cache
def _zones(game: str) -> dict[str, str]:
    """Zone words of `game` → the scenario's zone key (lexicon/state_words.json; 場 from 場のカード)."""
    raw: dict[str, Any] = json.loads(_STATE_WORDS.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for word, games in raw.items():
        where = games.get(game) or games.get("*") if isinstance(games, dict) else None
        if isinstance(where, dict) and "zone" in where:
            out[word.removesuffix("のカード")] = str(where["zone"])
    return out


def misplaced(reading: Reading, game: str, scenario: Mapping[str, Any]) -> str | None:
    """Why the verdict is withheld when a card the question places in a zone by its stats
    (「手札にCPコスト1のUNITがある」) sits in another zone of the scenario (trap batch K, kiseki-bk-19:
    the UNIT in hand was put on the field and its attack simulated)."""
    zones = _zones(game)
    if not zones:
        return None
    text = reading.text
    words = "|".join(re.escape(w) for w in sorted(zones, key=len, reverse=True))
    for card in reading.of(Role.CARD):
        if card.negated:
            continue
        stats = _attached(reading, card)
        if not stats:
            continue
        start = max((text.rfind(b, 0, card.start) for b in _BOUNDARY + "、,"), default=-1) + 1
        placed = re.search(
            rf"({words})\s*(?:に|の|から)\s*(?:ある|いる|あった|いた)?\s*$", text[start : stats[-1].start]
        )
        if placed is None:
            continue
        wanted = zones[placed.group(1)]
        found = [
            (path, value)
            for path, _key, value in pl.walk({k: v for k, v in scenario.items() if k not in _SCRIPT_KEYS})
            if isinstance(value, Mapping) and pl.is_card(value) and _described(game, value, stats)
        ]
        if len(found) != 1:
            continue
        zone = re.search(r"\.([a-z_]+)\[\d+\]$", found[0][0])
        if zone is not None and zone.group(1) != wanted:
            said = "".join(s.text for s in reversed(stats))
            return f"「{placed.group(1)}」の{said}のカードがシナリオでは別の領域にあります"
    return None
