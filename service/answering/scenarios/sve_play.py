"""Shadowverse Evolve situations about putting cards onto the field and paying for them: tokens an
effect puts onto a full field (4.4.4.2) and paying PP for one or several cards (8.2.1, 10.4.4) where a
card the reading does not name (a spell) is played. The field limit and PP recovery are planned from
the reading (`plans/sve_moves.play_limit`, `plans/sve_pay.pp_recovery`).

The asker is ``player1`` (the turn player).
"""

from __future__ import annotations

import re
from typing import Any

from service.answering.extract import Facts
from service.answering.scenarios import BuiltScenario, Unsupported
from service.answering.scenarios.common import asks, event_sentence, number, story
from service.answering.scenarios.sve_reading import grab
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


# ----- tokens onto the field (5.4.2.1, 4.4.4.2) -------------------------------------------------------
_TOKENS = re.compile(
    r"(?:『([^』]{1,12})』|「([^」]{1,12})」)?\s*(?:トークン)?\s*(?:を)?\s*([0-9]+)\s*(?:体|枚|つ)"
    r"(?=[^。?!]{0,8}?(?:出|置|並べ|作成))"
)


def tokens(facts: Facts) -> BuiltScenario | Unsupported | None:
    """「場にフォロワーが4体いるときに『フェアリー』トークンを2体出す効果」: as many as fit (4.4.4.2)."""
    if not asks(facts, r"トークン"):
        return None
    said = [
        m for m in _TOKENS.finditer(facts.text) if "トークン" in facts.text[max(0, m.start() - 12) : m.end()]
    ]
    on_field = grab(facts.text, ON_FIELD)
    if not said or on_field is None or said[-1].start() <= facts.text.find("場"):
        return None
    m = said[-1]
    name = m.group(1) or m.group(2) or "トークン"
    count = min(int(m.group(3)), 10)
    field: list[dict[str, Any]] = [{} for _ in range(min(max(on_field, 0), 5))]
    action = {"type": "tokens", "count": count, "name": name}
    payload = {"player1": {"field": field}, "actions": [action]}
    return BuiltScenario(f"{GAME}.tokens", payload, _tokens_story)


def _tokens_story(sim: SimulationResult) -> str:
    """The conclusion, then the tokens not created (4.4.4.2) if any — what the question is about —
    else the ones created."""
    cut = [e for e in sim.events if e.type == "token_not_created"]
    told = cut or [e for e in sim.events if e.type == "token"][:1]
    return f"シミュレーション結果: {_tokens_head(sim)}。" + "".join(map(event_sentence, told))


def _tokens_head(sim: SimulationResult) -> str:
    made = len([e for e in sim.events if e.type == "token"])
    left = next((e for e in sim.events if e.type == "token_not_created"), None)
    if left is None:
        return f"{made}体すべて出ます。場のカードは{len(sim.zone('player1', 'field'))}枚になります"
    if not made:
        return "1体も出ません。場のカードがすでに上限の5枚なので、トークンは作成されません"
    return f"{made}体だけ出ます。場の上限5枚を超える{left.data['not_created']}体は作成されません"
