"""Shadowverse Evolve: paying PP for one or several cards (8.2.1, 10.4.4) where a card the reading does
not name (a spell) is played. The field limit, tokens onto a full field (4.4.4.2) and PP recovery are
planned from the reading (`plans/sve_moves.play_limit` / `tokens_limit`, `plans/sve_pay`).

The asker is ``player1`` (the turn player).
"""

from __future__ import annotations

import re

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, number, story
from service.engine.scenario import SimulationResult

GAME = "sve"
PLAY = r"出せ|出し|出す|プレイ|使え|使う|使っ|場に"
_PUT = r"出せ|出し|出す|出る|出れ|プレイ|置け|置く|置い|並べ|召喚"
# 「場にフォロワーが4体」「場のカードがすでに5枚」: how many cards the asker's field holds
ON_FIELD = (
    r"(?<!墓)場(?:に|の)?(?:フォロワー|カード|アミュレット)?(?:が|は)?"
    r"(?:もう|すでに|既に)?\s*([0-9]+)\s*(?:体|枚)"
)
_REJECTED = "rejected"


def _rejection(sim: SimulationResult) -> str | None:
    return next((e.text for e in sim.events if e.type == _REJECTED), None)


# ----- playing cards: the field limit (4.4.4.1) and paying PP (8.2.1) ------------------------------
_KIND_WORDS = {"スペル": "spell", "アミュレット": "amulet", "フォロワー": "follower"}


def _kind(facts: Facts) -> str:
    """The kind of the card played: the last kind named before the verb (「アミュレット2枚あるけど、
    フォロワーもう1体出せる?」 plays a follower)."""
    verb = re.search(PLAY, facts.text)
    named = re.findall("|".join(_KIND_WORDS), facts.text[: verb.start()] if verb else facts.text)
    return _KIND_WORDS[named[-1]] if named else "follower"


def _play_head(sim: SimulationResult, spell: bool, several: bool) -> str:
    why = _rejection(sim)
    if why:
        return f"{'全部は' if several else ''}{'使え' if spell else '出せ'}ません({why})"
    verb = "使えます" if spell else "出せます"
    return f"{'全部' if several else ''}{verb}。コストを支払い、PPは{sim.counter('player1', 'pp')}残ります"


_COSTED = re.compile(r"(?<!進化)コスト(?:が|は)?\s*([0-9]+)(?:の)?\s*(フォロワー|スペル|アミュレット)?")
_KINDS = {"フォロワー": "follower", "スペル": "spell", "アミュレット": "amulet"}


def cost_payment(facts: Facts) -> BuiltScenario | Unsupported | None:
    pp = number(facts, "pp", "self")
    costed = [(int(m.group(1)), m.group(2)) for m in _COSTED.finditer(facts.text)]
    if not costed or pp is None or not asks(facts, PLAY):
        return None
    if len(costed) == 1 or not asks(facts, r"両方|どちらも|全部|すべて|続けて|2枚|2つ|同じターン"):
        costed = costed[:1]
    pp = min(max(pp, 0), 10)
    names = [f"出すカード{i + 1}" for i in range(len(costed))] if len(costed) > 1 else ["出すカード"]
    hand = [{"id": f"x{i + 1}", "name": names[i], "kind": _KINDS[k] if k else _kind(facts), "cost": c}
            for i, (c, k) in enumerate(costed)]  # fmt: skip
    payload = {"player1": {"pp_max": pp, "pp": pp, "hand": hand},
               "actions": [{"type": "play", "card": h["id"]} for h in hand]}  # fmt: skip
    spell = all(h["kind"] == "spell" for h in hand)
    several = len(hand) > 1
    # the PP paid and the cards played, not the field check each follower passes (10.6.2.6)
    told = story(
        lambda s: _play_head(s, spell, several), types=("counter", "play", "move", _REJECTED), limit=4
    )
    return BuiltScenario(f"{GAME}.cost", payload, told)
